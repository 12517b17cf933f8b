"""How the SQLite database is written: one connection in its own thread, group commits.

- One stdlib ``sqlite3`` connection, owned by one thread of its own, so the
  event loop never waits on SQLite. Every call is one job for that thread, so
  transactions of concurrent tables never interleave. Reads do not come here:
  they have a connection of their own (bot/storage/sqlite.py).
- Writes are *group-committed*: those that arrive while a commit is under way
  share the next commit, each in its own savepoint, so each is still
  all-or-nothing, and a busy bot does not queue behind one disk sync per move.
- WAL journal with ``synchronous=FULL``: a commit is on disk when it returns,
  which is what "committed before anyone is told" needs.

What is written, the SQL, is bot/storage/queries.py: a write here is any
function of the connection.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from bot.storage.group_commit import GroupCommit
from bot.storage.schema import Migration, migrate

__all__ = ["Writer", "commit_batch", "connect"]

T = TypeVar("T")


def connect(path: Path, migrations: Sequence[Migration]) -> sqlite3.Connection:
    """Open, configure and migrate the database (in the storage thread)."""
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        row = db.execute("PRAGMA journal_mode = WAL").fetchone()
        mode = row[0] if row else None
        if str(mode).lower() != "wal":
            raise RuntimeError(f"could not switch {path} to WAL mode (got {mode!r})")
        # FULL: in WAL mode NORMAL may lose the last commits on power loss, and
        # an action that was announced must survive.
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        # Wait for a lock held by another process (backup, sqlite3 shell)
        # instead of failing at once.
        db.execute("PRAGMA busy_timeout = 5000")
        migrate(db, migrations)
    except BaseException:
        db.close()
        raise
    return db


def commit_batch(
    db: sqlite3.Connection, writes: Sequence[Callable[[sqlite3.Connection], Any]]
) -> list[tuple[Any, BaseException | None]]:
    """Run several writes in one transaction, each in its own savepoint, and commit once.

    A write that raises is rolled back alone (its savepoint) and reports its error;
    the others still commit. One commit means one fsync for the whole batch: that
    is what lets many tables move at once on one disk.
    """
    outcomes: list[tuple[Any, BaseException | None]] = []
    try:
        db.execute("BEGIN IMMEDIATE")
        for write in writes:
            db.execute("SAVEPOINT one_write")
            try:
                outcomes.append((write(db), None))
            except Exception as error:
                db.execute("ROLLBACK TO one_write")
                outcomes.append((None, error))
            db.execute("RELEASE one_write")
        db.execute("COMMIT")
    except BaseException as error:
        if db.in_transaction:
            db.rollback()
        return [(None, error)] * len(writes)
    return outcomes


class Writer:
    """The database connection and its thread. Create with :meth:`open`."""

    def __init__(self, db: sqlite3.Connection, executor: ThreadPoolExecutor) -> None:
        # Use Writer.open(): it configures and migrates the connection.
        self._db = db
        self._executor = executor
        self._group: GroupCommit[Callable[[sqlite3.Connection], Any]] = GroupCommit(self._commit)

    @classmethod
    async def open(cls, path: str | os.PathLike[str], migrations: Sequence[Migration]) -> Writer:
        """Open (creating if needed) the database at ``path`` and apply ``migrations``."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        # One thread owns the connection: SQLite never runs on the event loop.
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="storage")
        try:
            db = await asyncio.get_running_loop().run_in_executor(
                executor, connect, path, migrations
            )
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(db, executor)

    async def settled(self) -> None:
        """Return once every write asked for so far is committed (or has failed)."""
        await self._group.settled()

    async def close(self) -> None:
        """Close the connection once the writes already asked for are committed."""
        if self._group.closed:
            return
        await self._group.close()
        await self.call(lambda db: db.close())
        self._executor.shutdown(wait=True)

    async def call(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work(connection)`` in the storage thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, work, self._db)

    async def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work(connection)`` in a write transaction; return when it is committed.

        Writes that arrive while a commit is under way are committed together in
        the next one (bot/storage/group_commit.py): each is still all-or-nothing
        and on disk before its caller hears back, and the disk syncs once per
        batch rather than once per write.
        """
        return await self._group.write(work)

    async def _commit(self, works: list[Callable[[sqlite3.Connection], Any]]) -> list[Any]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, commit_batch, self._db, works)
