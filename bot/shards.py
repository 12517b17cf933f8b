"""Shards: which process runs which servers, and which fence keeps two processes off them.

Discord splits a bot's servers into `SHARD_COUNT` shards: a server's events and
interactions come on the connection of shard `(guild_id >> 22) % SHARD_COUNT`. A table
belongs to the shard of its server, so the process that runs that shard (`SHARD_IDS`)
is the only one that restores, drives and changes it.

Two processes running one shard would both drive its tables: a fence refuses the second.
The fence depends on the database, since that is what the processes share: SQLite's
(`DATABASE_PATH`) is a lock file beside the database, one process a file
(bot/storage/fence.py); PostgreSQL's (`DATABASE_URL`) is one advisory lock per shard the
process runs, on a connection kept open while it runs (bot/storage/postgres/fence.py);
PostgreSQL drops the locks when that connection ends, and a process whose fence
connection ends stops.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.settings import Settings
from bot.storage.fence import ShardFence, ShardsHeld, SqliteFence

log = logging.getLogger(__name__)

# How often a process started with --wait-for-shards tries the fence again.
RETRY_SECONDS = 1.0


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard that serves a server (Discord's formula)."""
    return (guild_id >> 22) % shard_count


def fence_for(settings: Settings, *, lost: Callable[[str], None] | None = None) -> ShardFence:
    """The fence of the configured database: with `DATABASE_URL`, one PostgreSQL advisory
    lock per shard of this process (`lost` is told if it goes while the process runs);
    else the lock file of the SQLite database."""
    if settings.database_url is None:
        return SqliteFence(settings.database_path)
    # Imported here: a bot on SQLite never loads asyncpg (as bot/storage/store.py).
    from bot.storage.postgres.fence import PostgresFence

    return PostgresFence(
        settings.database_url, settings.own_shards, settings.shard_count or 1, lost=lost
    )


async def acquire(fence: ShardFence, *, wait: bool) -> None:
    """Take the fence; with `wait`, try again every second until the holder is gone."""
    told = False
    while True:
        try:
            await fence.acquire()
            return
        except ShardsHeld as held:
            if not wait:
                raise
            if not told:
                log.warning("Waiting until it is free: %s", held)
                told = True
        await asyncio.sleep(RETRY_SECONDS)
