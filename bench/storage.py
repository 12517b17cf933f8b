"""Durability figures: commit time per action, and restoring 1,000 unfinished tables.

    python -m bench.storage [--backend sqlite|postgres] [--actions 2000] [--tables 1000]

Every accepted move is committed (SQLite: WAL, synchronous=FULL, an fsync per
commit; PostgreSQL: synchronous_commit on, a WAL flush per commit) before anyone
is told of it, so the commit time is a floor under every move's latency. On
PostgreSQL the benchmark uses DATABASE_URL when it is set (two fresh databases
are created on its server), else it starts a throwaway server of its own
(tests/postgres.py) with fsync on. At start-up the bot reads every unfinished table and rebuilds
it from its latest snapshot and the moves logged since; the second figure is
that whole restore (`TableHub.restore`) for tables caught at random points of
their series.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg

from bench import percentile
from bot.storage import SeatRecord, Storage
from bot.tables import SNAPSHOT_EVERY, TableHub
from games import barbu

SEATS = [SeatRecord(user_id=1000 + i, name=f"Player {i}") for i in range(4)]


async def commit_times(path: Path | str, count: int) -> list[float]:
    """Seconds taken by each of `count` append_action calls on one table."""
    storage = await Storage.open(path)
    try:
        table_id = await storage.create_table(
            guild_id=1, channel_id=2, host_id=1000, game="barbu", options={"rules": "barbu"},
            settings={}, seed=1, seats=SEATS,
        )  # fmt: skip
        state = barbu.new_game(1)
        rng = random.Random(1)
        times = []
        for index in range(count):
            if state.is_over:
                break
            seat = state.actors()[0]
            action = rng.choice(state.legal_actions(seat))
            start = time.perf_counter()
            await storage.append_action(table_id, index, seat, action, None)
            times.append(time.perf_counter() - start)
            state.apply(seat, action)
        return times
    finally:
        await storage.close()


def random_log(seed: int, rng: random.Random) -> tuple[list[tuple[int, str]], dict | None, int]:
    """The actions of a Barbu series stopped at a random point, and the snapshot the
    table hub would have kept (every SNAPSHOT_EVERY actions) with its log length."""
    state = barbu.new_game(seed)
    stop = rng.randrange(0, 1600)
    log = []
    snapshot, snapshot_index = None, 0
    while not state.is_over and len(log) < stop:
        seat = state.actors()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append((seat, action))
        if len(log) % SNAPSHOT_EVERY == 0:
            snapshot, snapshot_index = state.to_json(), len(log)
    return log, snapshot, snapshot_index


async def fill(path: Path | str, tables: int) -> int:
    """Write `tables` unfinished tables with their logs; return the number of actions."""
    storage = await Storage.open(path)
    rng = random.Random(7)
    total = 0
    try:
        for number in range(tables):
            seed = rng.getrandbits(40)
            table_id = await storage.create_table(
                guild_id=1, channel_id=2, host_id=1000, game="barbu",
                options={"rules": "barbu"}, settings={}, seed=seed, seats=SEATS,
            )  # fmt: skip
            log, snapshot, snapshot_index = random_log(seed, rng)
            await storage.update_table(
                table_id, status="playing", snapshot=snapshot, snapshot_index=snapshot_index
            )
            await storage.append_actions(table_id, 0, [(seat, a, None) for seat, a in log])
            total += len(log)
            if number % 100 == 99:
                print(f"  written {number + 1} tables", flush=True)
    finally:
        await storage.close()
    return total


async def restore_time(path: Path | str) -> tuple[float, int]:
    storage = await Storage.open(path)
    hub = TableHub(storage, computer_delay=0)
    hub.closed = True  # measure the rebuild only: start no computer turns or timers
    try:
        start = time.perf_counter()
        restored = await hub.restore()
        seconds = time.perf_counter() - start
    finally:
        await hub.close()
        await storage.close()
    return seconds, len(restored)


@contextlib.asynccontextmanager
async def databases(backend: str, folder: str) -> AsyncIterator[tuple[Path | str, Path | str]]:
    """Two empty databases of the backend: one for the commits, one for the restore."""
    if backend == "sqlite":
        yield Path(folder) / "commits.sqlite3", Path(folder) / "restore.sqlite3"
        return
    with contextlib.ExitStack() as stack:
        url = os.environ.get("DATABASE_URL")
        if not url:
            from tests.postgres import running_postgres

            url = stack.enter_context(running_postgres(durable=True)).url()
        admin = await asyncpg.connect(url)
        names = [f"bench_{os.getpid()}_{kind}" for kind in ("commits", "restore")]
        try:
            for name in names:
                await admin.execute(f'CREATE DATABASE "{name}"')
            base = url.rsplit("/", 1)[0]
            yield f"{base}/{names[0]}", f"{base}/{names[1]}"
        finally:
            for name in names:
                await admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
            await admin.close()


async def main_async(backend: str, actions: int, tables: int) -> None:
    durability = {"sqlite": "WAL, synchronous=FULL", "postgres": "synchronous_commit=on"}
    with tempfile.TemporaryDirectory() as folder:
        async with databases(backend, folder) as (commits, restore):
            times = await commit_times(commits, actions)
            print(
                f"[{backend}] commit per action ({durability[backend]}): median "
                f"{statistics.median(times) * 1000:.2f} ms, p99 "
                f"{percentile(times, 0.99) * 1000:.2f} ms over {len(times)} actions"
            )
            total = await fill(restore, tables)
            seconds, count = await restore_time(restore)
            print(
                f"[{backend}] restore {count} unfinished tables ({total:,} actions logged; each"
                f" rebuilt from its snapshot of every {SNAPSHOT_EVERY} actions and the moves"
                f" since): {seconds:.2f} s (target <= 3 s)"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--tables", type=int, default=1000)
    args = parser.parse_args()
    asyncio.run(main_async(args.backend, args.actions, args.tables))


if __name__ == "__main__":
    main()
