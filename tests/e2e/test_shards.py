"""Shards. Two bot processes, shards 0 and 1 of 2, on one PostgreSQL database and one fake
Discord with a server on each shard: tables in both servers play, each process answers
only its own server's players, one process killed mid-deal (SIGKILL) resumes its table
with nothing lost while the other's table keeps playing, a third process claiming a held
shard is refused in one line (the PostgreSQL fence, bot/storage/postgres/fence.py), and
both tables play their series out, each server's leaderboard counting its own series
only. And in one process: a sharded bot restores only its shards' tables from a
database that holds both servers' tables, and takes its shards' part of the rate limit.

(Several processes on one SQLite file are refused: tests/bot/test_shards.py.)
"""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import asyncpg
import pytest

from bot.app import ShardedBarbuBot, bot_for
from bot.storage.postgres.fence import process_name
from tests.e2e.helpers import FAST, enabled_buttons, play_first_choice
from tests.e2e.processes import BotProcess, alices_turn, newest_table_message
from tests.fakediscord.model import Guild
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.postgres import PostgresServer


def sharded(fake: FakeDiscord, folder: Path, database: str, shard: int) -> BotProcess:
    """A process for shard `shard` of 2 on `database`, with global commands (they serve
    both servers)."""
    return BotProcess(
        fake, folder, database, SHARD_COUNT="2", SHARD_IDS=str(shard), DEV_GUILD_ID=""
    )


async def open_table(fake: FakeDiscord, guild: Guild) -> SeenMessage:
    """alice opens a Marley table with three computers in `guild`, and starts it; its
    lobby message."""
    options = {"rules": "marley", "computers": 3}
    lobby = await (await fake.slash("alice", "barbu start", options, guild=guild)).response()
    assert lobby is not None and fake.world.guild_of(lobby.channel_id) is guild
    await (await fake.click("alice", lobby, label="Start")).response()
    return lobby


async def alice_plays_once(fake: FakeDiscord, guild: Guild) -> bool:
    """If her table in `guild` says alice is to act, she makes her first choice; whether
    she did."""
    message = newest_table_message(fake, guild)
    if not alices_turn(fake, message):
        return False
    assert message is not None
    hand = await (await fake.click("alice", message, label="Your hand")).reply()
    if not (hand.selects or enabled_buttons(hand)):
        return False
    await play_first_choice(fake, "alice", hand)
    return True


async def alice_moves(fake: FakeDiscord, guild: Guild, count: int) -> None:
    """alice makes `count` moves at her table in `guild`, each answered by the bot."""
    made = 0
    while made < count:
        mark = fake.mark()  # before looking, so that what follows the look wakes the wait
        if await alice_plays_once(fake, guild):
            made += 1
        else:
            await fake.wait_for_request(since=mark, timeout=30)  # the computers play on


def two_servers(fake: FakeDiscord) -> list[Guild]:
    """The first guild and another, on the other shard of 2: the servers of shards 0, 1."""
    first = fake.world.guild
    other = fake.add_guild("Other Guild", shard=(1 - first.shard(2), 2))
    return sorted((first, other), key=lambda g: g.shard(2))


def actions(process: BotProcess, guild: Guild) -> list[tuple]:
    """The action log of `guild`'s tables, in the shared database."""
    return process.query(
        "SELECT a.table_id, a.idx, a.seat, a.action FROM actions AS a"
        f" JOIN tables AS t ON t.id = a.table_id WHERE t.guild_id = {guild.id}"
        " ORDER BY a.table_id, a.idx"
    )


async def end_fence(database: str, process: BotProcess) -> bool:
    """End the session of `process`'s fence connection, as an administrator would."""
    assert process.process is not None
    admin = await asyncpg.connect(database)
    try:
        return await admin.fetchval(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
            process_name(process.process.pid),
        )
    finally:
        await admin.close()


async def alice_plays_out(fake: FakeDiscord, guild: Guild) -> None:
    """alice plays at her table in `guild` until its series is over."""
    while True:
        mark = fake.mark()
        if series_over(fake, guild):
            return
        if not await alice_plays_once(fake, guild):
            await fake.wait_for_request(since=mark, timeout=30)


def series_over(fake: FakeDiscord, guild: Guild) -> bool:
    """Whether alice has seen the end of a series in `guild`."""
    return any(
        ": the series is over." in message.text
        for message in fake.visible_messages("alice")
        if fake.world.guild_of(message.channel_id) is guild
    )


async def leaderboard_lines(fake: FakeDiscord, guild: Guild) -> list[str]:
    """The lines of `/barbu leaderboard` in `guild` ("1. Bob — rating …, 1 in 2", ...),
    after the one naming the season."""
    board = await (await fake.slash("alice", "barbu leaderboard", guild=guild)).reply()
    season, *lines = board.text.splitlines()
    assert season == "Current season: **Season 1**"
    return lines


async def leaderboard(fake: FakeDiscord, guild: Guild) -> list[str]:
    """Who `/barbu leaderboard` in `guild` lists, in order ("1. Bob", ...)."""
    return [line.split(" — ")[0] for line in await leaderboard_lines(fake, guild)]


@pytest.mark.long
async def test_two_processes_share_one_postgresql_database(
    fake_discord: FakeDiscord, postgres_server: PostgresServer, tmp_path: Path
):
    fake = fake_discord
    guilds = two_servers(fake)
    database = await postgres_server.new_database()
    processes = [sharded(fake, tmp_path / f"shard-{n}", database, n) for n in (0, 1)]
    try:
        # Both at once, as a deployment starts them: they share the migrations' lock.
        await asyncio.gather(*(p.start(shard=n) for n, p in enumerate(processes)))
        for guild in guilds:
            await open_table(fake, guild)
        await asyncio.gather(*(alice_moves(fake, guild, 3) for guild in guilds))

        # Each process ran its own server's table only: it alone got that server's clicks.
        sessions = [fake.gateway.by_shard[(n, 2)] for n in (0, 1)]
        for session, guild in zip(sessions, guilds, strict=True):
            clicks = [f["d"] for f in session.frames if f["t"] == "INTERACTION_CREATE"]
            assert clicks and {int(c["guild_id"]) for c in clicks} == {guild.id}

        # SIGKILL shard 1's process mid-deal.
        before = actions(processes[1], guilds[1])
        assert before
        processes[1].kill()
        await processes[1].wait_dead()
        # While it is down, shard 0's table plays on: alice's moves there are answered
        # (alice_moves waits for each answer) and logged.
        logged = len(actions(processes[0], guilds[0]))
        await alice_moves(fake, guilds[0], 3)
        assert len(actions(processes[0], guilds[0])) >= logged + 3

        # Shard 1 comes back (waiting, as after a crash, until PostgreSQL has seen the old
        # connection end and freed the shard): its table resumes from its log.
        await processes[1].start("--wait-for-shards", shard=1)
        assert actions(processes[1], guilds[1])[: len(before)] == before  # nothing lost
        await alice_moves(fake, guilds[1], 3)
        await alice_moves(fake, guilds[0], 1)
        assert len(actions(processes[1], guilds[1])) > len(before)

        # A third process claiming shard 1 is refused in one line naming the shard and
        # its holder, with exit status 2, before it connects to the gateway.
        identifies = fake.gateway.identifies
        third = sharded(fake, tmp_path / "third", database, 1)
        assert await asyncio.to_thread(third.launch().wait) == 2
        lines = third.output().strip().splitlines()
        holder = processes[1].process.pid  # type: ignore[union-attr]
        assert len(lines) == 1 and lines[0].startswith(
            "barbu-bot: shard 1 of 2 already run in another barbu-bot process (shard 1: "
            f"barbu-bot on {socket.gethostname()} pid {holder})"
        )
        assert fake.gateway.identifies == identifies
        await alice_moves(fake, guilds[1], 1)  # and the holder plays on

        # Both tables play their series out, one on each process, and each server's
        # leaderboard, answered by its own process, counts that server's series only:
        # alice played one series in each.
        await asyncio.gather(*(alice_plays_out(fake, guild) for guild in guilds))
        for guild in guilds:
            assert await leaderboard(fake, guild) == ["1. Alice"]
            assert (await leaderboard_lines(fake, guild))[0].endswith(" in 1 series")

        # Shard 0's fence connection ends (an administrator, a failover): its process
        # stops, since another may take the shard at once; one log line says why.
        assert await end_fence(database, processes[0])
        assert await processes[0].wait_dead() == 2
        assert "lost the fence of shard 0 of 2 (its PostgreSQL connection closed)" in (
            processes[0].output()
        )
    finally:
        for process in processes:
            process.kill()
        for process in processes:
            await process.wait_dead()


async def test_a_sharded_bot_restores_only_its_shards_tables(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
):
    fake = fake_discord
    guilds = two_servers(fake)
    # One process, every server, global commands: a table in each server, playing.
    whole = await start_barbu_bot(dev_guild_id=None, **FAST)
    tables = []
    for guild in guilds:
        lobby = await open_table(fake, guild)
        tables.append(whole.hub.tables_in(lobby.channel_id)[0])
    await fake.wait_until(lambda: all(t.status == "playing" for t in tables))
    await whole.close()

    # The process of shard 1 of 2, on the same database.
    mark = fake.mark()
    bot = await start_barbu_bot(
        bot_class=bot_for, dev_guild_id=None, shard_count=2, shard_ids=(1,), **FAST
    )
    assert isinstance(bot, ShardedBarbuBot) and bot.shard_ids == [1]
    await fake.wait_until(lambda: bot.hub.get(tables[1].id) is not None)
    assert bot.hub.get(tables[0].id) is None  # shard 0's table: not this process's
    assert bot.request_budget.limit == 17  # 35 a second for the bot, half of it here
    # Shard 1's table was told again (a restart may come between a commit and telling
    # its channel); nothing was written in shard 0's server.
    restored = bot.hub.get(tables[1].id)
    assert restored is not None
    where = {str(restored.record.channel_id), str(restored.record.thread_id)}
    await fake.wait_for_request(where=lambda r: r.params.get("channel_id") in where, since=mark)
    touched = {
        int(r.params["channel_id"]) for r in fake.requests[mark:] if "channel_id" in r.params
    }
    assert not [c for c in touched if fake.world.guild_of(c) is guilds[0]]
