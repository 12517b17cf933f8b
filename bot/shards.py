"""Shards: which process runs which servers, and the fence that keeps two processes off
the same shards.

Discord splits a bot's servers into `SHARD_COUNT` shards: a server's events and
interactions come on the connection of shard `(guild_id >> 22) % SHARD_COUNT`. A table
belongs to the shard of its server, so the process that runs that shard (`SHARD_IDS`)
is the only one that restores, drives and changes it.

Two processes running one shard would both drive its tables (two computer players for
one seat, two writers of one log): a `ShardFence` refuses the second. The fence depends
on the database, since that is what the processes share:

- SQLite (`DATABASE_PATH`) is one file on one machine, written by one process: its fence
  is an exclusive lock on a file beside the database (`<database>.lock`, beside the file
  itself: a symlink, a relative path or `..` reach the same lock), whatever the shards.
  The kernel drops the lock when the process dies, even by SIGKILL.
- PostgreSQL (`DATABASE_URL`) is shared by processes on any machines: each holds one
  advisory lock per shard it runs (`pg_try_advisory_lock(FENCE_KEY, shard)`) on a
  connection kept open while it runs (bot/pgfence.py); PostgreSQL drops the locks when
  that connection ends, and a process whose fence connection ends stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from bot.settings import Settings

log = logging.getLogger(__name__)

# How often a process started with --wait-for-shards tries the fence again.
RETRY_SECONDS = 1.0


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard that serves a server (Discord's formula)."""
    return (guild_id >> 22) % shard_count


class ShardsHeld(Exception):
    """Another process holds what this one needs; the message says which, in one line."""


class ShardFence(Protocol):
    """Keeps the shards of this process to this process while it runs."""

    async def acquire(self) -> None:
        """Take the fence, or raise `ShardsHeld` if another process has it."""

    async def release(self) -> None:
        """Give it back (the process is closing)."""


class SqliteFence:
    """One process on one SQLite file: an exclusive `lockf` lock on `<database>.lock`.

    POSIX record locks belong to the process: the worker processes it starts do not
    inherit them, and the kernel releases them when the process ends, however it ends.
    The file holds the owner's pid, for the refusal's message.
    """

    def __init__(self, database: Path) -> None:
        self.database = database
        # The file itself, whatever the path names it by (a symlink, a relative path, `..`):
        # SQLite follows symlinks to the real file, so two processes that reach it by two
        # names must meet at one lock. Resolved now, against the directory started in.
        self.file = database.resolve()
        self.path = self.file.with_name(self.file.name + ".lock")
        self._fd: int | None = None

    async def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            owner = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            os.close(fd)
            named = str(self.database)
            if self.file != self.database:
                named += f" ({self.file})"
            raise ShardsHeld(
                f"another barbu-bot process (pid {owner}) already uses the database "
                f"{named}: SQLite serves one process; to run several, set "
                "DATABASE_URL to a PostgreSQL database (README: Running on several "
                "processes)."
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd

    async def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
            os.close(fd)  # closing the descriptor releases the lock


def fence_for(settings: Settings, *, lost: Callable[[str], None] | None = None) -> ShardFence:
    """The fence of the configured database: with `DATABASE_URL`, one PostgreSQL advisory
    lock per shard of this process (bot/pgfence.py; `lost` is told if it goes while the
    process runs); else the lock file of the SQLite database."""
    if settings.database_url is None:
        return SqliteFence(settings.database_path)
    # Imported here: bot.pgfence needs this module's ShardsHeld.
    from bot.pgfence import PostgresFence

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
