"""Shards: SHARD_COUNT and SHARD_IDS, each process's share of the global rate limit, and
the fence that refuses a second process on one SQLite file."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from bot.pacing import process_share
from bot.settings import Settings, SettingsError
from bot.shards import ShardsHeld, SqliteFence, acquire, shard_of


def settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **env: str) -> Settings:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "barbu.sqlite3"))
    for name in ("SHARD_COUNT", "SHARD_IDS"):
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
from bot.shards import SqliteFence
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
