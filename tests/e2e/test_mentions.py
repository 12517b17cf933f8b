"""Hostile display names: nothing a player calls themselves pings anyone or formats text.

The fake resolves every message's mentions as Discord does (content + `allowed_mentions`),
and the bot here may mention everyone (a server that gave it the permission), so only the
bot's own restraint keeps `@everyone` in a name from pinging the whole server.
"""

from __future__ import annotations

import re

import discord

from tests.e2e.helpers import FAST, play_until, slaughter_move, start_against_computer
from tests.fakediscord.model import BOT_PERMISSIONS, MENTION_EVERYONE
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

HOSTILE = "@everyone **x** <@&1> ||y||"


def shown_literally(content: str, name: str) -> bool:
    """`name` is in `content` escaped: Discord shows its characters, formats nothing."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name)) in content


async def test_a_hostile_name_pings_nobody_and_shows_literally(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    fake.world.set_bot_permissions(BOT_PERMISSIONS | MENTION_EVERYONE)
    players = fake.world.players_role
    players.mentionable = True
    alice, bob = fake.user("alice"), fake.user("bob")
    alice.global_name = HOSTILE
    bob.global_name = f"@here <@&{players.id}> <@{alice.id}> __z__"
    bot = await start_barbu_bot(**FAST)

    # A whole match: lobby, table messages, the game's result, the final standings.
    table = await start_against_computer(fake, bot, match=1)
    await play_until(fake, table, lambda: table.status != "playing", slaughter_move)
    thread = table.record.thread_id
    # The match's result, with its one game's line.
    result = await fake.wait_for_message(
        "bob",
        lambda m: "the match is over" in m.text and "**Game 1**" in m.text,
        channel=thread,
    )
    assert shown_literally(result.text, HOSTILE), result.text

    stats = await (await fake.slash("alice", "slaughter stats")).response()
    assert stats is not None and shown_literally(stats.text, HOSTILE), stats.text
    board = await (await fake.slash("bob", "slaughter leaderboard")).reply()
    assert shown_literally(board.text, HOSTILE), board.text
    about_bob = await (await fake.slash("alice", "slaughter stats", {"member": "bob"})).response()
    assert about_bob is not None and shown_literally(about_bob.text, bob.global_name)

    # A challenge pings the one it names, and nobody through his name.
    lobby = await (await fake.slash("alice", "slaughter start", {"opponent": "bob"})).response()
    assert lobby is not None
    await fake.wait_for_message("bob", lambda m: "challenges you" in m.text)
    await (await fake.click("bob", lobby, label="Join")).response()

    pinged = {user for ping in fake.world.pings for user in ping.mentions.users}
    assert pinged <= {alice.id, bob.id} and bob.id in pinged
    assert not [p for p in fake.world.pings if p.mentions.roles or p.mentions.everyone]
    for message in fake.world.messages.values():  # edits and ephemeral answers too
        assert not message.mention_everyone and not message.mention_role_ids, message.text
        formatted = re.search(r"(?<!\\)\*\*x|(?<!\\)\|\|y|(?<!\\)__z", message.text)
        assert formatted is None, message.text
    # And the bot never asks for more: every message it sends allows user mentions only.
    sent = [r for r in fake.requests if r.method in ("POST", "PATCH") and r.json]
    bodies = [r.json.get("data", r.json) if "/callback" in r.path else r.json for r in sent]
    allowed = [b["allowed_mentions"] for b in bodies if isinstance(b, dict) and "content" in b]
    assert allowed and all(set(a.get("parse", [])) <= {"users"} for a in allowed)
    assert all(not a.get("roles") for a in allowed)
