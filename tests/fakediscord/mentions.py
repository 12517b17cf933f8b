"""Who a message mentions and pings, computed as Discord does from its content and
`allowed_mentions`.

Discord parses `<@id>`/`<@!id>` (users), `<@&id>` (roles) and `@everyone`/`@here` in the
content. Without `allowed_mentions` every kind is allowed; with it, only the kinds in
`parse` and the ids in `users`/`roles` (a kind may not be both parsed and listed:
Discord answers 50035). `@everyone`/`@here` then needs the bot's Mention Everyone
permission, and a role needs it too unless the role is mentionable.

A mention is resolved on every create and edit (the message's `mentions` fields), but
only a new, non-ephemeral message notifies anyone: that is a *ping*, recorded in
`World.pings` for tests to assert on. The fake parses mentions inside code spans too, so
it is never more lenient than Discord.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .limits import form_error
from .model import MENTION_EVERYONE, Guild, World

# A backslash before a mention shows it as text and pings nobody.
USER_MENTION = re.compile(r"(?<!\\)<@!?(\d+)>")
ROLE_MENTION = re.compile(r"(?<!\\)<@&(\d+)>")
EVERYONE_MENTION = re.compile(r"(?<!\\)@(everyone|here)")
KINDS = ("users", "roles", "everyone")


@dataclass
class Mentions:
    users: list[int] = field(default_factory=list)
    roles: list[int] = field(default_factory=list)
    everyone: bool = False

    def __bool__(self) -> bool:
        return bool(self.users or self.roles or self.everyone)


@dataclass
class Ping:
    """A notification: a new message that pinged users, roles or everyone."""

    message_id: int
    channel_id: int
    content: str
    mentions: Mentions


def resolve(
    world: World, content: str, allowed: dict[str, Any] | None, guild: Guild | None = None
) -> Mentions:
    """The users, roles and @everyone that `content`, sent in `guild`, mentions under
    `allowed`."""
    guild = guild or world.guild
    parse, users, roles = _allowed(allowed)
    can_everyone = world.bot_can(MENTION_EVERYONE, guild)
    found = Mentions()
    for match in USER_MENTION.finditer(content):
        user_id = int(match[1])
        allowed_user = "users" in parse or user_id in users
        if allowed_user and user_id in world.users and user_id not in found.users:
            found.users.append(user_id)
    for match in ROLE_MENTION.finditer(content):
        role_id = int(match[1])
        role = next((r for r in guild.roles if r.id == role_id), None)
        if role is None or role_id in found.roles:
            continue
        if ("roles" in parse or role_id in roles) and (role.mentionable or can_everyone):
            found.roles.append(role_id)
    if "everyone" in parse and can_everyone and EVERYONE_MENTION.search(content):
        found.everyone = True
    return found


def _allowed(allowed: dict[str, Any] | None) -> tuple[set[str], set[int], set[int]]:
    if allowed is None:
        return set(KINDS), set(), set()
    parse = set(allowed.get("parse") or [])
    users = {int(u) for u in allowed.get("users") or []}
    roles = {int(r) for r in allowed.get("roles") or []}
    for kind, listed in (("users", users), ("roles", roles)):
        if kind in parse and listed:
            raise form_error(
                "allowed_mentions",
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.',
            )
    return parse, users, roles
