"""The fake's guilds and sharding: GET /gateway/bot, IDENTIFY's shard (and Discord's close
codes for a bad one), each guild's events on its shard's connection only, READY and
GUILD_CREATE per shard, several processes' connections at once, REST from any of them."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest
from discord.ext import commands

from .botrun import running
from .gateway import HELLO, IDENTIFY
from .model import Guild
from .server import FakeDiscord
from .tinybot import TinyBot


class ShardedTiny(TinyBot, commands.AutoShardedBot):
    """The tiny bot over some shards of a count, as one process of a sharded bot."""


def two_shards(fake: FakeDiscord) -> tuple[Guild, Guild]:
    """The first guild is on some shard of 2; a second guild on the other."""
    first = fake.world.guild
    other = fake.add_guild("Other Guild", locale="fr", shard=(1 - first.shard(2), 2))
    return (first, other) if first.shard(2) == 0 else (other, first)


@contextlib.asynccontextmanager
async def processes(fake: FakeDiscord, guilds: tuple[Guild, Guild]) -> AsyncIterator[list]:
    """Two bots, as two processes would run them: shard 0 of 2 and shard 1 of 2."""
    async with contextlib.AsyncExitStack() as stack:
        bots = []
        for shard, guild in enumerate(guilds):
            bot = ShardedTiny(guild.id, shard_ids=[shard], shard_count=2)
            bots.append(await stack.enter_async_context(running(bot, fake)))
        yield bots


async def raw_identify(fake: FakeDiscord, shard: object) -> int | None:
    """IDENTIFY with this `shard` field on a bare websocket; the close code, if closed."""
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url) as ws:
        hello = json.loads((await ws.receive()).data)
        assert hello["op"] == HELLO
        data = {"token": fake.token, "intents": 1, "properties": {}, "shard": shard}
        await ws.send_str(json.dumps({"op": IDENTIFY, "d": data}))
        answer = await ws.receive()
        if answer.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return ws.close_code
        assert json.loads(answer.data)["t"] == "READY"
        return None


async def test_gateway_bot_recommends_shards_and_counts_session_starts(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    answer = await tiny.http.get_bot_gateway()
    shards, url, limit = answer
    assert shards == 1 and url.startswith("ws://127.0.0.1")
    assert limit["total"] == 1000 and limit["remaining"] == 999  # tiny identified once
    assert limit["max_concurrency"] == 1


@pytest.mark.parametrize("shard", [[2, 2], [-1, 2], [0, 0], [0], "0,1", [0.5, 2]])
async def test_an_invalid_shard_is_closed_with_4010(fake_discord: FakeDiscord, shard: object):
    assert await raw_identify(fake_discord, shard) == 4010
    assert fake_discord.gateway.identifies == 0


async def test_too_many_guilds_on_one_connection_is_closed_with_4011():
    async with FakeDiscord(max_guilds_per_shard=1) as fake:
        two_shards(fake)
        assert await raw_identify(fake, None) == 4011
        assert await raw_identify(fake, [0, 1]) == 4011
        assert await raw_identify(fake, [1, 2]) is None  # one guild a shard: allowed


async def test_each_process_gets_only_its_shards_guilds(fake_discord: FakeDiscord):
    guilds = two_shards(fake_discord)
    async with processes(fake_discord, guilds) as bots:
        for shard, (bot, guild) in enumerate(zip(bots, guilds, strict=True)):
            assert [g.id for g in bot.guilds] == [guild.id]
            assert bot.shard_ids == [shard] and bot.shard_count == 2
        readies = [m for m in fake_discord.recorder.gateway if m.event == "READY"]
        assert sorted(tuple(m.data["shard"]) for m in readies) == [(0, 2), (1, 2)]
        for ready in readies:
            listed = [int(g["id"]) for g in ready.data["guilds"]]
            assert listed == [guilds[ready.data["shard"][0]].id]
        french = bots[1 - guilds.index(fake_discord.world.guild)].guilds[0]
        assert french.preferred_locale is discord.Locale.french


async def test_interactions_reach_only_their_shards_process(fake_discord: FakeDiscord):
    guilds = two_shards(fake_discord)
    async with processes(fake_discord, guilds) as bots:
        for shard, guild in enumerate(guilds):
            sent = await fake_discord.slash("bob", "barbu start", guild=guild)
            reply = await sent.response()
            assert reply is not None and reply.content.startswith("Table: bob")
            assert len(bots[shard].interactions) == 1
            assert bots[shard].interactions[0].guild_id == guild.id
            assert sent.interaction.payload["guild_locale"] == guild.preferred_locale
        assert [len(bot.interactions) for bot in bots] == [1, 1]


async def test_guild_rest_calls_work_from_any_process(fake_discord: FakeDiscord):
    guilds = two_shards(fake_discord)
    async with processes(fake_discord, guilds) as bots:
        fetched = await bots[0].fetch_guild(guilds[1].id)  # shard 1's guild, from shard 0
        assert fetched.name == guilds[1].name
        channel = fake_discord.channel("barbu", guilds[1])
        sent = await bots[0].http.send_message(channel.id, params=_content("hello"))
        assert int(sent["guild_id"]) == guilds[1].id
        with pytest.raises(discord.Forbidden):
            await bots[0].fetch_guild(12345)  # not one of the bot's guilds


async def test_one_shard_resumes_while_the_other_keeps_its_events(fake_discord: FakeDiscord):
    guilds = two_shards(fake_discord)
    async with processes(fake_discord, guilds) as bots:
        await fake_discord.gateway.close(4000, shard=1)
        kept = await fake_discord.slash("carol", "barbu start", guild=guilds[0])
        assert (await kept.response()) is not None  # shard 0 never noticed
        missed = await fake_discord.slash("dave", "barbu start", guild=guilds[1])
        assert (await missed.response()) is not None  # replayed on shard 1's RESUME
        assert fake_discord.gateway.resumes == 1 and fake_discord.gateway.identifies == 2
        assert [len(bot.interactions) for bot in bots] == [1, 1]


def _content(text: str) -> discord.http.MultipartParameters:
    return discord.http.handle_message_parameters(content=text)
