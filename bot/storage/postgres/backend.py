"""The PostgreSQL backend: one writer connection whose task group-commits, a read pool.

- Writes are *group-committed* by one writer task: what is pending when a
  commit ends goes in the next transaction, so a busy bot pays one commit (one
  WAL flush on the server) per batch, not per move. The batch runs first
  without savepoints (the common case: nothing fails); if a write fails, the
  transaction is rolled back and the batch is run again with a savepoint per
  write, so each write is still all-or-nothing and one bad write does not undo
  the others. A write's caller hears back once its transaction is committed
  (``synchronous_commit`` on: on the server's disk).
- Reads use a small pool of their own, each in one read-only REPEATABLE READ
  transaction, so a read never waits behind a batch.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from bot.storage.postgres import reads, writes
from bot.storage.postgres.schema import migrate, schema_version
from bot.storage.records import IntegrityError, StorageUnavailable
from bot.storage.schema import Migration

__all__ = ["PostgresBackend", "commit_batch"]

Work = Callable[[asyncpg.Connection], Awaitable[Any]]
Outcome = tuple[Any, BaseException | None]

# Reads are short and rare next to writes (restore, leaderboards, lookups).
READ_POOL_SIZE = 4


async def _each_in_a_savepoint(db: asyncpg.Connection, works: Sequence[Work]) -> list[Outcome]:
    outcomes: list[Outcome] = []
    async with db.transaction():
        for work in works:
            try:
                async with db.transaction():  # nested: a savepoint
                    outcomes.append((await work(db), None))
            except Exception as error:
                outcomes.append((None, error))
    return outcomes


async def commit_batch(db: asyncpg.Connection, works: Sequence[Work]) -> list[Outcome]:
    """Run several writes in one transaction and commit once; a write that raises is
    rolled back alone and reports its error, the others still commit."""
    try:
        async with db.transaction():
            values = [await work(db) for work in works]
        return [(value, None) for value in values]
    except Exception as error:
        if len(works) == 1:
            return [(None, error)]
    # Some write failed: run them again, each in a savepoint. Works are functions of
    # the connection with their values bound, so running one again is the same write.
    try:
        return await _each_in_a_savepoint(db, works)
    except Exception as error:
        return [(None, error)] * len(works)


def _without_password(url: str) -> str:
    """The URL to show in a message: its server and database, never its password."""
    parts = urlsplit(url)
    server = parts.hostname or "local socket"
    if parts.port:
        server += f":{parts.port}"
    return f"{server}{parts.path}"


class PostgresBackend:
    """A PostgreSQL database: its writer connection and its read pool. Create with open()."""

    writes: ModuleType = writes
    reads: ModuleType = reads

    def __init__(self, db: asyncpg.Connection, pool: asyncpg.Pool) -> None:
        self._db = db
        self._pool = pool
        self._pending: list[tuple[Work, asyncio.Future[Any]]] = []
        self._batches: asyncio.Task[None] | None = None
        self._closed = False

    @classmethod
    async def open(cls, url: str, migrations: Sequence[Migration]) -> PostgresBackend:
        try:
            db = await asyncpg.connect(url)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise StorageUnavailable(
                f"can't connect to PostgreSQL at {_without_password(url)}"
                f" ({type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''})"
            ) from error
        try:
            await migrate(db, migrations)
            pool = await asyncpg.create_pool(url, min_size=1, max_size=READ_POOL_SIZE)
        except BaseException:
            await db.close()
            raise
        return cls(db, pool)

    async def settled(self) -> None:
        """Return once every write asked for so far is committed (or has failed)."""
        while self._batches is not None and not self._batches.done():
            await asyncio.shield(self._batches)

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        await self.settled()
        await self._pool.close()
        await self._db.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as db:
            return await schema_version(db)

    async def read(self, work: Work) -> Any:
        if self._closed:
            raise RuntimeError("the storage is closed")
        async with (
            self._pool.acquire() as db,
            db.transaction(isolation="repeatable_read", readonly=True),
        ):
            return await work(db)

    async def write(self, work: Work) -> Any:
        """Run ``work`` in the group commit; return once its transaction is committed.
        A caller that stops waiting (cancelled) does not stop its write."""
        if self._closed:
            raise RuntimeError("the storage is closed")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending.append((work, future))
        if self._batches is None or self._batches.done():
            self._batches = asyncio.create_task(self._write_batches(), name="storage-writer")
        try:
            return await future
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error

    async def _write_batches(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            outcomes = await commit_batch(self._db, [work for work, _ in batch])
            for (_, future), (value, error) in zip(batch, outcomes, strict=True):
                if future.done():
                    continue  # its caller was cancelled
                if error is None:
                    future.set_result(value)
                else:
                    future.set_exception(error)
