"""Shards: SHARD_COUNT and SHARD_IDS, each process's share of the global rate limit, and
the fences: a second process on one SQLite file is refused; on PostgreSQL, a process for
a shard another holds, or with another SHARD_COUNT, and a fence whose connection ends
says it is lost (on the run's real PostgreSQL, tests/postgres.py)."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.pacing import process_share
from bot.settings import Settings, SettingsError
from bot.shards import acquire, fence_for, shard_of
from bot.storage.fence import ShardsHeld, SqliteFence
from bot.storage.postgres.fence import PostgresFence, process_name
from tests.postgres import PostgresServer


def settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **env: str) -> Settings:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "barbu.sqlite3"))
    for name in ("SHARD_COUNT", "SHARD_IDS", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings.from_env(env_file=None)


@pytest.mark.parametrize(
    ("count", "ids", "own"),
    [
        ("", "", (0,)),
        ("4", "", (0, 1, 2, 3)),
        ("4", "0-3", (0, 1, 2, 3)),
        ("4", "0,2", (0, 2)),
        ("8", " 0-1, 4 ,6-7", (0, 1, 4, 6, 7)),
        ("2", "1", (1,)),
    ],
)
def test_shard_settings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, count: str, ids: str, own: tuple[int, ...]
) -> None:
    read = settings(monkeypatch, tmp_path, SHARD_COUNT=count, SHARD_IDS=ids)
    assert read.own_shards == own
    assert read.shard_count == (int(count) if count else None)


@pytest.mark.parametrize(
    ("count", "ids", "said"),
    [
        ("0", "", "SHARD_COUNT must be a whole number of at least 1, not '0'."),
        ("two", "", "SHARD_COUNT must be a whole number of at least 1, not 'two'."),
        ("", "0-1", "SHARD_IDS is set ('0-1') but not SHARD_COUNT"),
        ("2", "0-2", "SHARD_IDS: shard 2 does not exist with SHARD_COUNT=2"),
        ("4", "3-1", "SHARD_IDS: the range '3-1' runs backwards."),
        ("4", "a-b", "SHARD_IDS must list numbers and ranges such as 0-3 or 0,2, not 'a-b'."),
        ("4", "0,,1", "SHARD_IDS must list numbers and ranges"),
        ("4", "-1", "SHARD_IDS must list numbers and ranges"),
    ],
)
def test_bad_shard_settings_say_what_to_fix(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, count: str, ids: str, said: str
) -> None:
    with pytest.raises(SettingsError) as error:
        settings(monkeypatch, tmp_path, SHARD_COUNT=count, SHARD_IDS=ids)
    assert said in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize("split", [[(0,)], [(0,), (1,)], [(0, 1, 2), (3,)], [(0, 2), (1,), (3,)]])
def test_the_processes_shares_add_up_to_the_bots_budget(split: list[tuple[int, ...]]) -> None:
    count = sum(len(shards) for shards in split)
    shares = [process_share(40.0, len(shards), count) for shards in split]
    assert sum(shares) == pytest.approx(40.0)
    assert shares[0] == pytest.approx(40.0 * len(split[0]) / count)
    assert process_share(40.0, 1, None) == 40.0  # not sharded: all of it


def test_shard_of_is_discords_formula() -> None:
    guild_id = 197038439483310086
    assert shard_of(guild_id, 1) == 0
    assert shard_of(guild_id, 2) == 0 and shard_of(guild_id + (1 << 22), 2) == 1
    assert {shard_of(guild_id + (n << 22), 4) for n in range(4)} == {0, 1, 2, 3}


HOLD = """
import asyncio, sys
from pathlib import Path
from bot.storage.fence import SqliteFence
fence = SqliteFence(Path(sys.argv[1]))
asyncio.run(fence.acquire())
print("held", flush=True)
sys.stdin.read()  # until the test closes our stdin
"""


async def holder(database: Path) -> asyncio.subprocess.Process:
    """Another process that holds the fence of `database` until its stdin closes."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOLD, str(database),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    assert await process.stdout.readline() == b"held\n"
    return process


async def test_a_second_process_on_one_sqlite_file_is_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "barbu.sqlite3"
    other = await holder(database)
    fence = SqliteFence(database)
    with pytest.raises(ShardsHeld) as held:
        await fence.acquire()
    line = str(held.value)
    assert f"pid {other.pid}" in line and str(database) in line and "DATABASE_URL" in line
    assert "\n" not in line

    # --wait-for-shards: it waits, and takes the fence once the other process is gone.
    waiting = asyncio.create_task(acquire(fence, wait=True))
    await asyncio.sleep(0)  # a yield, not a wait: the task makes its first attempt
    assert not waiting.done() and "Waiting until it is free" in caplog.text
    assert other.stdin is not None
    other.stdin.close()
    await other.wait()
    await waiting
    assert (tmp_path / "barbu.sqlite3.lock").read_text() == f"{os.getpid()}\n"

    # Released, another process may take it.
    await fence.release()
    again = await holder(database)
    assert again.stdin is not None
    again.stdin.close()
    await again.wait()


async def test_the_sqlite_fence_is_the_file_s_whatever_path_reaches_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    database = data / "barbu.sqlite3"
    (tmp_path / "link.sqlite3").symlink_to(database)  # a link to a file not made yet
    (tmp_path / "linked").symlink_to(data, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    other = await holder(database)
    # Through a symlink to the file or to its folder, a relative path, a `..`: refused.
    for path in (
        tmp_path / "link.sqlite3",
        tmp_path / "linked" / "barbu.sqlite3",
        Path("data/barbu.sqlite3"),
        data / ".." / "data" / "barbu.sqlite3",
    ):
        with pytest.raises(ShardsHeld) as held:
            await SqliteFence(path).acquire()
        line = str(held.value)
        assert f"pid {other.pid}" in line and str(path) in line and "\n" not in line
    assert [p.name for p in tmp_path.rglob("*.lock")] == ["barbu.sqlite3.lock"]
    assert other.stdin is not None
    other.stdin.close()
    await other.wait()
    # The holder gone, a process that names the file through the link takes the fence.
    fence = SqliteFence(tmp_path / "link.sqlite3")
    await fence.acquire()
    assert (data / "barbu.sqlite3.lock").read_text() == f"{os.getpid()}\n"
    await fence.release()


# ------------------------------------------------------------------ PostgreSQL's fence

HOLD_PG = """
import asyncio, sys
from bot.storage.postgres.fence import PostgresFence
async def hold():
    fence = PostgresFence(sys.argv[1], [int(s) for s in sys.argv[2].split(",")], 2)
    await fence.acquire()
    print("held", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
asyncio.run(hold())
"""


async def pg_holder(url: str, shards: str) -> asyncio.subprocess.Process:
    """Another process holding the PostgreSQL fence of `shards` (of 2) until it is killed."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOLD_PG, url, shards,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    assert await process.stdout.readline() == b"held\n"
    return process


async def test_a_shard_held_on_postgresql_is_refused_naming_its_holder(
    postgres_server: PostgresServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    url = await postgres_server.new_database()
    other = await pg_holder(url, "1")
    try:
        # fence_for picks the advisory locks when DATABASE_URL is set.
        read = settings(monkeypatch, tmp_path, DATABASE_URL=url, SHARD_COUNT="2", SHARD_IDS="0-1")
        fence = fence_for(read)
        assert isinstance(fence, PostgresFence) and fence.shards == (0, 1)
        with pytest.raises(ShardsHeld) as held:
            await fence.acquire()
        line = str(held.value)
        assert line.startswith("shard 1 of 2 already run in another barbu-bot process")
        assert f"(shard 1: barbu-bot on {socket.gethostname()} pid {other.pid})" in line
        assert "--wait-for-shards" in line and "\n" not in line
        assert not fence.held

        # The refused process took nothing: shard 0 is free for another, and stays so.
        zero = PostgresFence(url, [0], 2)
        await zero.acquire()
        await zero.release()

        # The holder dies without a word (SIGKILL): its shard is free once PostgreSQL has
        # seen its connection end; the waiting process takes both.
        other.kill()
        await other.wait()
        await acquire(fence, wait=True)
        assert fence.held
        with pytest.raises(ShardsHeld, match=r"^shards 0, 1 of 2 already run"):
            await PostgresFence(url, [0, 1], 2).acquire()
        await fence.release()
    finally:
        if other.returncode is None:
            other.kill()
            await other.wait()


async def test_processes_with_different_shard_counts_are_refused(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    two = PostgresFence(url, [0], 2)
    await two.acquire()
    with pytest.raises(ShardsHeld) as held:
        await PostgresFence(url, [3], 4).acquire()
    line = str(held.value)
    assert line.startswith("another barbu-bot process runs this database with SHARD_COUNT=2")
    assert "this one with SHARD_COUNT=4" in line and "\n" not in line
    await PostgresFence(url, [1], 2).acquire()  # the same count, another shard: welcome
    # A bot without shards is shard 0 of 1: it can't run beside a sharded one either.
    with pytest.raises(ShardsHeld, match="SHARD_COUNT=2"):
        await PostgresFence(url, [0], 1).acquire()
    await two.release()


async def test_a_fence_whose_connection_ends_says_it_is_lost(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    told: asyncio.Queue[str] = asyncio.Queue()
    fence = PostgresFence(url, [0, 1], 2, lost=told.put_nowait)
    await fence.acquire()
    # An administrator (or a failover) ends the fence's session.
    admin = await asyncpg.connect(url)
    try:
        ended = await admin.fetchval(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
            process_name(),
        )
        assert ended
        reason = await told.get()
        assert reason.startswith("lost the fence of shards 0, 1 of 2 (its PostgreSQL connection")
        assert "stops" in reason and "\n" not in reason
        # The shards are free for another process; this one is told once only.
        other = PostgresFence(url, [0, 1], 2)
        await other.acquire()
        await fence.release()
        assert told.empty()
        await other.release()
    finally:
        await admin.close()

    # Released on purpose, a fence is not lost.
    quiet = PostgresFence(url, [0], 2, lost=told.put_nowait)
    await quiet.acquire()
    await quiet.release()
    assert told.empty()
