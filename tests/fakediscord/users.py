"""The test API: act as Discord users (slash commands, buttons, selects, modals) and look at
what each user can see (`seen.py`), with decoded PNG attachments.

Interactions are built the way the Discord client builds them: a slash command must have
been synced by the bot, its options are checked against the synced definition, a button
must be visible to the user and enabled, selected values must be offered by the menu.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from . import payloads
from .gateway import Gateway
from .limits import Clock
from .messages import Messages
from .model import LOADING, Channel, Guild, Interaction, Message, User, World
from .options import CommandOptions
from .recorder import PATIENCE, Recorder
from .seen import SeenMessage, seen

UserRef = User | str
ChannelRef = Channel | str | int | None
GuildRef = Guild | str | int | None


class SentInteraction:
    """An interaction a fake user sent; wait here for the bot's answer."""

    def __init__(self, api: TestApi, interaction: Interaction) -> None:
        self.api = api
        self.interaction = interaction

    @property
    def id(self) -> int:
        return self.interaction.id

    @property
    def modal(self) -> dict[str, Any] | None:
        return self.interaction.modal

    async def response(self, *, timeout: float = PATIENCE) -> SeenMessage | None:
        """Wait for the acknowledgement; the message it created or updated, if any."""
        await self.api.recorder.wait_until(
            lambda: self.interaction.acknowledged,
            timeout=timeout,
            what=f"a response to interaction {self.id}",
        )
        return self.original()

    async def reply(self, *, timeout: float = PATIENCE) -> SeenMessage:
        """Wait until the bot has answered for good (see `answered`)."""
        return await self.api.recorder.wait_until(
            self.answered, timeout=timeout, what=f"the reply to interaction {self.id}"
        )

    def answered(self) -> SeenMessage | None:
        """The bot's answer, once it is there: the original response when it exists and
        is no longer "thinking...".

        After a deferred component update (type 6) the original response is the
        component's message: the answer is that message once edited through this
        interaction's webhook (`@original`), or a follow-up message that answers instead
        (e.g. a refusal, or a private answer to a click on a public message, which others'
        edits of that message do not answer).
        """
        if not self.interaction.acknowledged:
            return None
        if self.interaction.response_type == 6 and self.interaction.followup_ids:
            return self.followups()[-1]
        # Checked on the raw message first: this runs on every change while a user waits.
        message = self._original_message()
        if message is None or message.flags & LOADING:
            return None
        if self.interaction.response_type == 6 and not (
            self.interaction.original_edited and self._edited_since_click(message)
        ):
            return None
        return self.api.seen(message)

    def _edited_since_click(self, message: Message) -> bool:
        return bool(message.edited_at and message.edited_at >= self.interaction.sent_at)

    def _original_message(self) -> Message | None:
        """The original response as the fake holds it, unless there is none or it is deleted."""
        message_id = self.interaction.original_message_id
        message = self.api.world.messages.get(message_id) if message_id else None
        return None if message is None or message.deleted else message

    def original(self) -> SeenMessage | None:
        message = self._original_message()
        return None if message is None else self.api.seen(message)

    def followups(self) -> list[SeenMessage]:
        found = (self.api.world.messages.get(i) for i in self.interaction.followup_ids)
        return [self.api.seen(m) for m in found if m is not None and not m.deleted]


class TestApi:
    """Mixed into `FakeDiscord`: what a test does as Discord users."""

    world: World
    gateway: Gateway
    recorder: Recorder
    clock: Clock
    messages: Messages
    base_url: str

    # -- lookups ---------------------------------------------------------------------------

    def user(self, ref: UserRef) -> User:
        return ref if isinstance(ref, User) else self.world.user_named(ref)

    @property
    def users(self) -> list[User]:
        return [self.world.users[i] for i in self.world.guild.member_ids if i != self.world.bot.id]

    def guild(self, ref: GuildRef = None) -> Guild:
        """A guild by name or id (default: the first)."""
        if ref is None:
            return self.world.guild
        if isinstance(ref, Guild):
            return ref
        for guild in self.world.guilds.values():
            if ref in (guild.id, guild.name):
                return guild
        raise KeyError(f"no fake guild {ref!r}")

    def add_guild(
        self, name: str, *, locale: str = "en-US", shard: tuple[int, int] | None = None
    ) -> Guild:
        """Another guild with the same users and channels `general` and `barbu` (before the
        bot connects); `shard=(id, count)` picks an id that this shard serves."""
        return self.world.add_guild(name, locale=locale, shard=shard)

    def channel(self, ref: ChannelRef = None, guild: GuildRef = None) -> Channel:
        """A channel by id, or by name in `guild` (default: the first guild)."""
        if ref is None:
            return self.guild(guild).general
        if isinstance(ref, Channel):
            return ref
        if isinstance(ref, int):
            return self.world.channels[ref]
        return self.world.channel_named(ref, self.guild(guild))

    def seen(self, message: Message) -> SeenMessage:
        return seen(message)

    def visible_messages(self, user: UserRef, channel: ChannelRef = None) -> list[SeenMessage]:
        """Every message `user` sees in `channel` (default: all channels), oldest first,
        their own ephemeral messages included."""
        who = self.user(user)
        where = None if channel is None else self.channel(channel).id
        return [
            self.seen(m)
            for m in sorted(self.world.messages.values(), key=lambda m: m.id)
            if m.visible_to(who.id) and (where is None or m.channel_id == where)
        ]

    def ephemeral_messages(self, user: UserRef, channel: ChannelRef = None) -> list[SeenMessage]:
        return [m for m in self.visible_messages(user, channel) if m.ephemeral]

    def message(self, message_id: int, user: UserRef | None = None) -> SeenMessage:
        """The current state of a message (as `user` sees it, if given)."""
        message = self.world.messages[message_id]
        if user is not None and not message.visible_to(self.user(user).id):
            raise LookupError(f"{self.user(user).name} cannot see message {message_id}")
        return self.seen(message)

    async def wait_for_message(
        self,
        user: UserRef,
        where: Callable[[SeenMessage], bool] = lambda m: True,
        *,
        channel: ChannelRef = None,
        timeout: float = PATIENCE,
    ) -> SeenMessage:
        """The newest message visible to `user` matching `where`, waiting for one to appear."""

        def find() -> SeenMessage | None:
            for candidate in reversed(self.visible_messages(user, channel)):
                if where(candidate):
                    return candidate
            return None

        return await self.recorder.wait_until(find, timeout=timeout, what="a matching message")

    async def set_bot_permissions(self, value: int, guild: GuildRef = None) -> None:
        """Change the bot's permissions in a guild (announced with GUILD_ROLE_UPDATE)."""
        where = self.guild(guild)
        for role in self.world.set_bot_permissions(value, where):
            event = {"guild_id": str(where.id), "role": payloads.role(role)}
            await self.gateway.dispatch("GUILD_ROLE_UPDATE", event)

    async def grant(
        self, user: UserRef, permissions: int, name: str = "Granted", guild: GuildRef = None
    ) -> None:
        """Give `user` a role with `permissions` (e.g. `model.MANAGE_GUILD`) in a guild."""
        who, where = self.user(user), self.guild(guild)
        role = self.world.grant(who, permissions, name, where)
        event = {"guild_id": str(where.id), "role": payloads.role(role)}
        await self.gateway.dispatch("GUILD_ROLE_CREATE", event)
        member = {"guild_id": str(where.id), **payloads.member(self.world, who, guild=where)}
        await self.gateway.dispatch("GUILD_MEMBER_UPDATE", member)

    async def delete_message(self, message: SeenMessage | Message | int) -> None:
        """Delete a channel message as a moderator would (MESSAGE_DELETE on the gateway)."""
        message_id = message if isinstance(message, int) else message.id
        stored = self.world.messages[message_id]
        if stored.deleted or stored.ephemeral:
            raise LookupError(f"message {message_id} cannot be deleted by a moderator")
        await self.messages.delete(stored)

    async def delete_thread(self, thread: ChannelRef) -> None:
        """Delete a thread as a moderator would: its messages go with it (THREAD_DELETE)."""
        channel = self.channel(thread)
        if not channel.is_thread or channel.deleted:
            raise LookupError(f"{channel.name} is not a live thread")
        channel.deleted = True
        for message in self.world.messages.values():
            if message.channel_id == channel.id:
                message.deleted = True
        event = {
            "id": str(channel.id),
            "guild_id": str(channel.guild_id),
            "parent_id": str(channel.parent_id),
            "type": channel.type,
        }
        await self.gateway.dispatch("THREAD_DELETE", event)

    # -- acting as users -------------------------------------------------------------------

    async def slash(
        self,
        user: UserRef,
        command: str,
        options: dict[str, Any] | None = None,
        *,
        channel: ChannelRef = None,
        guild: GuildRef = None,
    ) -> SentInteraction:
        """Run `/command` ("barbu start" = subcommand `start` of `/barbu`) as `user`, in
        `channel` (a name in `guild`, default the first guild)."""
        words = command.split()
        who = self.user(user)
        where = self.channel(channel, guild)
        server = self.world.guild_of(where.id)
        registered = self.world.find_command(words[0], server)
        required = registered.data.get("default_member_permissions")
        if required is not None and int(required) & ~self.world.permissions(who, server):
            raise PermissionError(f"{who.name} lacks the permissions /{words[0]} requires")
        data: dict[str, Any] = {
            "id": str(registered.id),
            "name": registered.name,
            "type": 1,
        }
        if registered.guild_id is not None:
            data["guild_id"] = str(registered.guild_id)
        built = CommandOptions(self.world, self.user, lambda ref: self.channel(ref, server))
        data["options"] = built.build(registered.data, words[1:], dict(options or {}), command)
        if built.resolved:
            data["resolved"] = built.resolved
        return await self._send(2, who, where, data)

    async def autocomplete(
        self,
        user: UserRef,
        command: str,
        options: dict[str, Any],
        focused: str,
        *,
        channel: ChannelRef = None,
        guild: GuildRef = None,
    ) -> list[dict[str, Any]]:
        """What the bot offers `user` typing `options[focused]` into that option of
        `/command` (an autocomplete interaction): its choices, each a name and a value."""
        words = command.split()
        who = self.user(user)
        where = self.channel(channel, guild)
        registered = self.world.find_command(words[0], self.world.guild_of(where.id))
        data: dict[str, Any] = {"id": str(registered.id), "name": registered.name, "type": 1}
        if registered.guild_id is not None:
            data["guild_id"] = str(registered.guild_id)
        built = CommandOptions(self.world, self.user, lambda ref: self.channel(ref, guild))
        data["options"] = built.build(registered.data, words[1:], dict(options), command)
        leaf = data["options"]
        while leaf and "options" in leaf[0]:  # down the subcommands to the typed options
            leaf = leaf[0]["options"]
        (typed,) = [option for option in leaf if option["name"] == focused]
        typed["focused"] = True
        sent = await self._send(4, who, where, data)
        await sent.response()
        return sent.interaction.choices or []

    async def click(
        self,
        user: UserRef,
        message: SeenMessage | Message | int,
        *,
        label: str | None = None,
        custom_id: str | None = None,
    ) -> SentInteraction:
        """Click the button with this label (or custom id) on `message`, as `user`."""
        who, stored = self._reachable(user, message)
        button = self.seen(stored).button(label, custom_id)
        if button.get("disabled"):
            raise ValueError(f"button {button.get('label')!r} is disabled")
        if "custom_id" not in button:
            raise ValueError(f"button {button.get('label')!r} is a link button")
        data = {"custom_id": button["custom_id"], "component_type": 2}
        return await self._send(3, who, self.channel(stored.channel_id), data, stored)

    async def select(
        self,
        user: UserRef,
        message: SeenMessage | Message | int,
        values: list[str],
        *,
        custom_id: str | None = None,
    ) -> SentInteraction:
        """Choose `values` in the string select menu of `message` (or the one with `custom_id`)."""
        who, stored = self._reachable(user, message)
        menu = self.seen(stored).select(custom_id)
        if menu.get("disabled"):
            raise ValueError(f"select {menu.get('custom_id')!r} is disabled")
        offered = {o["value"] for o in menu.get("options") or []}
        if menu.get("type") == 3 and not set(values) <= offered:
            raise ValueError(f"values {values} not all offered by the menu: {sorted(offered)}")
        low, high = int(menu.get("min_values", 1)), int(menu.get("max_values", 1))
        if not low <= len(values) <= high:
            raise ValueError(f"the menu takes {low} to {high} values, not {len(values)}")
        data = {"custom_id": menu["custom_id"], "component_type": menu["type"], "values": values}
        return await self._send(3, who, self.channel(stored.channel_id), data, stored)

    async def raw_component(
        self,
        user: UserRef,
        message: SeenMessage | Message | int,
        custom_id: str,
        *,
        values: list[str] | None = None,
        component_type: int = 2,
    ) -> SentInteraction:
        """A component interaction with any `custom_id` on `message`, as a modified client
        might send it: no check that the message offers it or that it is enabled."""
        who, stored = self._reachable(user, message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        return await self._send(3, who, self.channel(stored.channel_id), data, stored)

    async def submit_modal(
        self, user: UserRef, shown: SentInteraction, values: dict[str, str]
    ) -> SentInteraction:
        """Fill in and submit the modal the bot answered `shown` with."""
        modal = shown.modal
        if modal is None:
            raise ValueError(f"interaction {shown.id} was not answered with a modal")
        rows = [
            {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
            for key, value in values.items()
        ]
        data = {"custom_id": modal["custom_id"], "components": rows}
        origin = self.world.messages.get(shown.interaction.message_id or 0)
        channel = self.channel(shown.interaction.channel_id)
        return await self._send(5, self.user(user), channel, data, origin)

    # -- building interactions -------------------------------------------------------------

    def _reachable(
        self, user: UserRef, message: SeenMessage | Message | int
    ) -> tuple[User, Message]:
        who = self.user(user)
        message_id = message if isinstance(message, int) else message.id
        stored = self.world.messages.get(message_id)
        if stored is None or not stored.visible_to(who.id):
            raise LookupError(f"{who.name} cannot see message {message_id}")
        return who, stored

    async def _send(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        message: Message | None = None,
    ) -> SentInteraction:
        interaction = Interaction(
            id=self.world.ids.next(),
            token=f"fake-interaction-{secrets.token_urlsafe(32)}",
            type=kind,
            user_id=user.id,
            channel_id=channel.id,
            payload={},
            created_at=self.clock.now(),
            message_id=message.id if message else None,
        )
        interaction.payload = payloads.interaction(
            self.world,
            id=interaction.id,
            type=kind,
            token=interaction.token,
            u=user,
            c=channel,
            data=data,
            message_json=self.messages.to_json(message) if message else None,
        )
        self.world.interactions[interaction.id] = interaction
        self.world.interactions_by_token[interaction.token] = interaction
        await self.gateway.dispatch("INTERACTION_CREATE", interaction.payload)
        return SentInteraction(self, interaction)
