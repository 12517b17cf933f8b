"""The PostgreSQL backend: one writer connection whose task group-commits, a read pool.

- Writes are *group-committed* by one writer task (bot/storage/group_commit.py):
  what is pending when a commit ends goes in the next transaction, so a busy bot
  pays one commit (one WAL flush on the server) per batch, not per move. The
  batch runs first
  without savepoints (the common case: nothing fails); if a write fails, the
  transaction is rolled back and the batch is run again with a savepoint per
  write, so each write is still all-or-nothing and one bad write does not undo
  the others. A write's caller hears back once its transaction is committed
  (``synchronous_commit`` on: on the server's disk).
- Reads use a small pool of their own, each in one read-only REPEATABLE READ
  transaction, so a read never waits behind a batch.
- A lost writer connection (the server restarted, a proxy or `idle_session_timeout`
  closed it) fails the batch under way, whose callers answer "try again" and change
  nothing, and the next batch connects again. The batch is not retried by itself: a
  commit whose answer was lost may have landed, and the action log's key then refuses
  a second copy rather than the writer guessing.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from bot.storage.group_commit import GroupCommit, Outcome
from bot.storage.postgres import reads, seasons, writes
from bot.storage.postgres.schema import migrate, schema_version
from bot.storage.records import IntegrityError, StorageUnavailable
from bot.storage.schema import Migration

__all__ = ["PostgresBackend", "commit_batch", "connect"]

Work = Callable[[asyncpg.Connection], Awaitable[Any]]

log = logging.getLogger(__name__)

# How the writer's connection shows in pg_stat_activity (an operator's `application_name`).
WRITER_NAME = "barbu-bot writer"

# What a write meets on a connection that is lost or half lost: the server's goodbye read
# (ConnectionDoesNotExistError), a closed socket, or a protocol left mid-operation by one
# (InternalClientError: "cannot switch to state ...; another operation is in progress").
CONNECTION_ERRORS = (
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    asyncpg.PostgresConnectionError,
    OSError,
)

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


async def connect(url: str, **options: Any) -> asyncpg.Connection:
    """A connection to `url`, or `StorageUnavailable` saying which server could not be
    reached and why (in one line, without the password)."""
    try:
        return await asyncpg.connect(url, **options)
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        raise StorageUnavailable(
            f"can't connect to PostgreSQL at {_without_password(url)}"
            f" ({type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''})"
        ) from error


async def _connect_writer(url: str) -> asyncpg.Connection:
    return await connect(url, server_settings={"application_name": WRITER_NAME})


class PostgresBackend:
    """A PostgreSQL database: its writer connection and its read pool. Create with open()."""

    writes: ModuleType = writes
    reads: ModuleType = reads
    seasons: ModuleType = seasons

    def __init__(self, url: str, db: asyncpg.Connection, pool: asyncpg.Pool) -> None:
        self._url = url
        self._db = db
        self._pool = pool
        self._group: GroupCommit[Work] = GroupCommit(self._commit)

    @classmethod
    async def open(cls, url: str, migrations: Sequence[Migration]) -> PostgresBackend:
        db = await _connect_writer(url)
        try:
            await migrate(db, migrations)
            pool = await asyncpg.create_pool(url, min_size=1, max_size=READ_POOL_SIZE)
        except BaseException:
            await db.close()
            raise
        return cls(url, db, pool)

    async def _commit(self, works: Sequence[Work]) -> list[Outcome]:
        if self._db.is_closed():
            try:
                self._db = await _connect_writer(self._url)
            except StorageUnavailable as error:
                log.warning("The writer's connection is lost and %s", error)
                return [(None, error)] * len(works)
            log.warning("The writer's connection was lost; connected again")
        outcomes = await commit_batch(self._db, works)
        if any(isinstance(error, CONNECTION_ERRORS) for _, error in outcomes):
            # asyncpg does not always mark such a connection closed: close it, so that the
            # next batch connects again.
            self._db.terminate()
        return outcomes

    async def settled(self) -> None:
        await self._group.settled()

    async def close(self) -> None:
        if self._group.closed:
            return
        await self._group.close()
        await self._pool.close()
        await self._db.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as db:
            return await schema_version(db)

    async def read(self, work: Work) -> Any:
        if self._group.closed:
            raise RuntimeError("the storage is closed")
        async with (
            self._pool.acquire() as db,
            db.transaction(isolation="repeatable_read", readonly=True),
        ):
            return await work(db)

    async def write(self, work: Work) -> Any:
        """Run ``work`` in the group commit; return once its transaction is committed."""
        try:
            return await self._group.write(work)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityError(str(error)) from error
