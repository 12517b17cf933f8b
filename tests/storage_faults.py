"""Storage faults on demand, for either backend: a wrapper around a `Storage`'s backend.

    faults = StorageFaults.install(storage)
    faults.fail_writes(3)        # the next 3 writes fail before reaching the database
    faults.lose_answers(1)       # the next write lands, and its caller hears a lost connection
    faults.fail_reads(2)         # the next 2 reads fail
    faults.only_moves()          # write faults strike only the action log's appends
    async with faults.blocked(): # writes and reads wait until the block ends
        ...

The errors raised are those the backend's driver raises for the real fault: for SQLite
`sqlite3.OperationalError` ("database or disk is full", "database is locked"), for
PostgreSQL asyncpg's lost connection. Every fault is counted (`injected`), and each write that
landed is listed (`landed`), so a test can check nothing acknowledged was lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections import Counter
from collections.abc import AsyncIterator, Callable
from typing import Any

import asyncpg

from bot.storage import Storage, is_postgres_url


def _write_error(postgres: bool, landed: bool = False) -> Exception:
    if postgres:
        return asyncpg.ConnectionDoesNotExistError(
            "connection was closed in the middle of operation"
        )
    if landed:
        # SQLite says nothing after a commit; a disk I/O error on the sync is the nearest.
        return sqlite3.OperationalError("disk I/O error")
    return sqlite3.OperationalError("database or disk is full")


def _read_error(postgres: bool) -> Exception:
    if postgres:
        return ConnectionRefusedError("[Errno 111] Connect call failed")
    return sqlite3.OperationalError("database is locked")


class StorageFaults:
    """Stands in for a Storage's backend and injects faults into what passes through it."""

    def __init__(self, inner: Any, postgres: bool) -> None:
        self.inner = inner
        self.writes = inner.writes
        self.reads = inner.reads
        self.postgres = postgres
        self._fail_writes = 0
        self._pass_writes = 0
        self._lose_answers = 0
        self._fail_reads = 0
        self._targets: Callable[[Any], bool] = lambda work: True
        self._open = asyncio.Event()
        self._open.set()
        self.injected: Counter[str] = Counter()
        self.held = asyncio.Event()  # a write was held by a block

    @classmethod
    def install(cls, storage: Storage) -> StorageFaults:
        """Put a fault injector between `storage` and its backend."""
        postgres = is_postgres_url(getattr(storage.backend, "_url", None))
        faults = cls(storage.backend, postgres)
        storage.backend = faults  # type: ignore[assignment]
        storage._writes, storage._reads = faults.writes, faults.reads
        return faults

    # ------------------------------------------------------------ what to inject

    def only_moves(self) -> None:
        """Write faults strike the moves' appends only, not the other writes (a table
        message's id, a seat)."""
        self.only("append")

    def only(self, name: str) -> None:
        """Write faults strike only the work of this name: both backends' queries name
        theirs alike (`append` a move, `finish` a game, `update` a table)."""
        self._targets = lambda work: getattr(work, "__name__", "") == name

    def fail_writes(self, count: int, *, after: int = 0) -> None:
        """The next `count` writes fail, once `after` more have gone through."""
        self._pass_writes = after
        self._fail_writes += count

    def lose_answers(self, count: int) -> None:
        self._lose_answers += count

    def fail_reads(self, count: int) -> None:
        self._fail_reads += count

    def block(self) -> None:
        """Writes and reads wait (a lock held by another process, a server restarting)."""
        self._open.clear()

    def unblock(self) -> None:
        self._open.set()

    @contextlib.asynccontextmanager
    async def blocked(self) -> AsyncIterator[None]:
        self.block()
        try:
            yield
        finally:
            self.unblock()

    def clear(self) -> None:
        self._fail_writes = self._lose_answers = self._fail_reads = 0
        self.unblock()

    @property
    def pending(self) -> int:
        """Faults asked for that have not struck yet."""
        return self._fail_writes + self._lose_answers + self._fail_reads

    # ------------------------------------------------------------- the backend

    async def write(self, work: Any) -> Any:
        if not self._open.is_set():
            self.held.set()
        await self._open.wait()
        if not self._targets(work):
            return await self.inner.write(work)
        if self._pass_writes:
            self._pass_writes -= 1
        elif self._fail_writes:
            self._fail_writes -= 1
            self.injected["write failed"] += 1
            raise _write_error(self.postgres)
        value = await self.inner.write(work)
        if self._lose_answers:
            self._lose_answers -= 1
            self.injected["answer lost"] += 1
            raise _write_error(self.postgres, landed=True)
        return value

    async def read(self, work: Any) -> Any:
        await self._open.wait()
        if self._fail_reads:
            self._fail_reads -= 1
            self.injected["read failed"] += 1
            raise _read_error(self.postgres)
        return await self.inner.read(work)

    async def schema_version(self) -> int:
        return await self.inner.schema_version()

    async def settled(self) -> None:
        await self.inner.settled()

    async def close(self) -> None:
        await self.inner.close()
