"""The fake gateway against a real discord.py client: identify, heartbeats, drops and
resumes with replay, RECONNECT, INVALID_SESSION and fatal close codes."""

from __future__ import annotations

import asyncio

import discord
import pytest

from .botrun import pointed_at
from .gateway import HEARTBEAT, HEARTBEAT_ACK, HELLO, IDENTIFY, RESUME
from .server import FakeDiscord
from .tinybot import TinyBot


def sent_events(fake: FakeDiscord, name: str) -> list[object]:
    return [m.data for m in fake.recorder.gateway if m.direction == "send" and m.event == name]


async def test_identify_ready_and_guild(fake_discord: FakeDiscord, tiny: TinyBot):
    frames = [(m.direction, m.op) for m in fake_discord.recorder.gateway]
    assert frames[:3] == [("send", HELLO), ("receive", HEARTBEAT), ("send", HEARTBEAT_ACK)]
    assert ("receive", IDENTIFY) in frames
    guild = tiny.get_guild(fake_discord.world.guild.id)
    assert guild is not None and guild.name == "Fake Guild"
    assert guild.member_count == 6 and guild.me.name == "barbu-bot"  # no members intent
    assert {c.name for c in guild.text_channels} == {"general", "barbu"}
    assert tiny.user is not None and tiny.user.id == fake_discord.world.bot.id
    assert tiny.application_id == fake_discord.world.application_id


@pytest.mark.parametrize("how", ["close", "drop", "reconnect"])
async def test_missed_events_are_replayed_on_resume(
    fake_discord: FakeDiscord, tiny: TinyBot, how: str
):
    first = await fake_discord.slash("alice", "barbu start")
    await first.response()
    if how == "close":
        await fake_discord.gateway.close(4000)
    elif how == "drop":
        await fake_discord.gateway.drop()
    else:
        await fake_discord.gateway.send_reconnect()

    missed = await fake_discord.slash("bob", "barbu start")  # sent while the bot is away

    reply = await missed.response()
    assert reply is not None and reply.content.startswith("Table: bob")
    assert fake_discord.gateway.connections == ["/gateway", "/resume"]
    assert (fake_discord.gateway.identifies, fake_discord.gateway.resumes) == (1, 1)
    resumes = [m for m in fake_discord.recorder.gateway if m.op == RESUME]
    assert resumes[0].data["session_id"] == fake_discord.gateway.session.id  # type: ignore[union-attr]
    assert len(sent_events(fake_discord, "RESUMED")) == 1
    assert len(tiny.interactions) == 2  # the first command was not replayed


async def test_invalid_session_makes_the_bot_identify_again(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    await fake_discord.gateway.invalidate_session(resumable=False)

    await fake_discord.gateway.wait_connected()
    assert fake_discord.gateway.identifies == 2
    sent = await fake_discord.slash("carol", "barbu start")
    reply = await sent.response()

    assert reply is not None and reply.content.startswith("Table: carol")
    assert fake_discord.gateway.resumes == 0
    assert len(sent_events(fake_discord, "READY")) == 2


async def test_stale_session_resume_is_refused(fake_discord: FakeDiscord, tiny: TinyBot):
    await fake_discord.gateway.close(4009, invalidate=True)  # "session timed out"

    await fake_discord.wait_until(lambda: fake_discord.gateway.identifies == 2)

    assert fake_discord.gateway.resumes == 1  # tried to resume, was told to identify
    reply = await (await fake_discord.slash("dave", "barbu start")).response()
    assert reply is not None


async def test_fatal_close_code_stops_the_client(fake_discord: FakeDiscord):
    bot = TinyBot(fake_discord.world.guild.id, guild_ready_timeout=0.05)
    bot.before_identify_hook = lambda *a, **k: asyncio.sleep(0)  # type: ignore[method-assign]
    with pointed_at(fake_discord):
        async with bot:
            task = asyncio.create_task(bot.start(fake_discord.token))
            await asyncio.wait_for(bot.wait_until_ready(), 5)

            await fake_discord.gateway.close(4004)  # authentication failed

            with pytest.raises(discord.ConnectionClosed) as closed:
                await asyncio.wait_for(task, 2)
    assert closed.value.code == 4004


async def test_wrong_token_is_refused(fake_discord: FakeDiscord):
    bot = TinyBot(fake_discord.world.guild.id)
    with pointed_at(fake_discord):
        async with bot:
            with pytest.raises(discord.LoginFailure):
                await bot.start("not-the-token")
