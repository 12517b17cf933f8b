"""Two bot processes, shards 0 and 1 of 2, against one fake Discord with a server on each
shard: tables in both servers play, each process answers only its own server's players,
one process killed mid-deal (SIGKILL) resumes its table with nothing lost while the other's
table keeps playing, and a third process claiming a held shard is refused in one line.

Each process has its own SQLite file here: SQLite serves one process (the fence refuses a
second one on a file), and the PostgreSQL backend the processes will share is not there
yet. The third process claims shard 1 on shard 1's file, as it would on a shared database.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.e2e.helpers import enabled_buttons, play_first_choice
from tests.e2e.processes import BotProcess, alices_turn, newest_table_message
from tests.fakediscord.model import Guild
from tests.fakediscord.server import FakeDiscord


def sharded(fake: FakeDiscord, folder: Path, shard: int) -> BotProcess:
    """A process for shard `shard` of 2, with global commands (they serve both servers)."""
    return BotProcess(fake, folder, SHARD_COUNT="2", SHARD_IDS=str(shard), DEV_GUILD_ID="")


async def open_table(fake: FakeDiscord, guild: Guild) -> None:
    """alice opens a Marley table with three computers in `guild`'s #barbu, and starts it."""
    options = {"rules": "marley", "computers": 3}
    lobby = await (await fake.slash("alice", "barbu start", options, guild=guild)).response()
    assert lobby is not None and fake.world.guild_of(lobby.channel_id) is guild
    await (await fake.click("alice", lobby, label="Start")).response()


async def alice_moves(fake: FakeDiscord, guild: Guild, count: int) -> None:
    """alice makes `count` moves at her table in `guild`, each answered by the bot."""
    made = 0
    while made < count:
        mark = fake.mark()
        message = newest_table_message(fake, guild)
        if alices_turn(fake, message):
            assert message is not None
            hand = await (await fake.click("alice", message, label="Your hand")).reply()
            if hand.selects or enabled_buttons(hand):
                await play_first_choice(fake, "alice", hand)
                made += 1
                continue
        await fake.wait_for_request(since=mark, timeout=30)  # the computers play on


def servers(process: BotProcess) -> set[int]:
    return {row[0] for row in process.query("SELECT guild_id FROM tables")}


def actions(process: BotProcess) -> list[tuple]:
    return process.query("SELECT table_id, idx, seat, action FROM actions ORDER BY table_id, idx")


async def test_two_processes_one_shard_each(fake_discord: FakeDiscord, tmp_path: Path):
    fake = fake_discord
    first = fake.world.guild
    other = fake.add_guild("Other Guild", shard=(1 - first.shard(2), 2))
    guilds = sorted((first, other), key=lambda g: g.shard(2))  # the server of shard 0, of 1
    processes = [sharded(fake, tmp_path / f"shard-{n}", n) for n in (0, 1)]
    try:
        for shard, process in enumerate(processes):
            await process.start(shard=shard)
        for guild in guilds:
            await open_table(fake, guild)
        for guild in guilds:
            await alice_moves(fake, guild, 3)

        # Each process ran its own server's table only: it alone got that server's clicks.
        assert [servers(p) for p in processes] == [{guilds[0].id}, {guilds[1].id}]
        sessions = [fake.gateway.by_shard[(n, 2)] for n in (0, 1)]
        for session, guild in zip(sessions, guilds, strict=True):
            clicks = [f["d"] for f in session.frames if f["t"] == "INTERACTION_CREATE"]
            assert clicks and {int(c["guild_id"]) for c in clicks} == {guild.id}

        # SIGKILL shard 1's process mid-deal: its other server's table never stalls.
        before = actions(processes[1])
        processes[1].kill()
        await processes[1].wait_dead()
        await alice_moves(fake, guilds[0], 3)

        # Shard 1 comes back: its table resumes from its log, nothing lost.
        await processes[1].start(shard=1)
        assert actions(processes[1])[: len(before)] == before
        await alice_moves(fake, guilds[1], 3)
        await alice_moves(fake, guilds[0], 1)
        assert len(actions(processes[1])) > len(before)
        assert [servers(p) for p in processes] == [{guilds[0].id}, {guilds[1].id}]

        # A third process claiming shard 1 is refused in one line, before it connects.
        identifies = fake.gateway.identifies
        third = sharded(fake, processes[1].folder, 1)
        third.starts = processes[1].starts  # its own log file in the shared folder
        assert await asyncio.to_thread(third.launch().wait) == 2
        lines = third.output().strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("barbu-bot: another barbu-bot process")
        assert f"(pid {processes[1].process.pid})" in lines[0]  # type: ignore[union-attr]
        assert fake.gateway.identifies == identifies
        await alice_moves(fake, guilds[1], 1)  # and the holder plays on
    finally:
        for process in processes:
            process.kill()
        for process in processes:
            await process.wait_dead()
