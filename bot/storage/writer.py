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
- At start, before it is migrated, the file is checked (`check_database`): a damaged
  file (``PRAGMA quick_check``), or one that has lost what its schema version says it
  holds, is refused in one line (`DatabaseUnusable`) rather than run on. A new file is
  migrated before it is switched to WAL, so that a file in WAL mode always has its schema
  in the main file: one found in WAL mode without a schema has lost its ``-wal`` file.

What is written, the SQL, is bot/storage/queries.py: a write here is any
function of the connection.
"""

from __future__ import annotations

import asyncio
import functools
import os
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from bot.storage.group_commit import GroupCommit
from bot.storage.records import StorageUnavailable
from bot.storage.schema import Migration, migrate, user_version

__all__ = ["DatabaseUnusable", "Writer", "check_database", "commit_batch", "connect"]

T = TypeVar("T")

# What an operator can do about a refused file, at the end of the refusal's line.
WHAT_TO_DO = (
    "restore it from a backup (with its -wal file if it has one), or move it aside to "
    "start on a new, empty database"
)


class DatabaseUnusable(StorageUnavailable):
    """The SQLite file is damaged, or has lost what its schema says it holds: the bot does
    not start on it. The message says which and what to do, in one line."""


def connect(path: Path, migrations: Sequence[Migration]) -> sqlite3.Connection:
    """Open, check, migrate and configure the database (in the storage thread)."""
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        try:
            # FULL: in WAL mode NORMAL may lose the last commits on power loss, and
            # an action that was announced must survive.
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            # Wait for a lock held by another process (backup, sqlite3 shell)
            # instead of failing at once.
            db.execute("PRAGMA busy_timeout = 5000")
            check_database(db, path, migrations)
        except sqlite3.DatabaseError as error:
            # A file too broken for quick_check itself to read (a pragma reads the schema
            # first), or a header that is not SQLite's: damaged all the same. Other errors
            # (locked, I/O) are not the file's.
            if error.sqlite_errorcode & 0xFF not in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
                raise
            raise DatabaseUnusable(
                f"the database {path} is damaged ({error}): {WHAT_TO_DO}"
            ) from None
        # Migrated before WAL mode: the schema of a new file is in the main file before
        # anything can sit in a -wal file alone (see check_database).
        migrate(db, migrations)
        row = db.execute("PRAGMA journal_mode = WAL").fetchone()
        mode = row[0] if row else None
        if str(mode).lower() != "wal":
            raise RuntimeError(f"could not switch {path} to WAL mode (got {mode!r})")
    except BaseException:
        db.close()
        raise
    return db


def check_database(db: sqlite3.Connection, path: Path, migrations: Sequence[Migration]) -> None:
    """Raise `DatabaseUnusable` for a file that is damaged or has lost what it held.

    What can be told apart: a damaged file (`PRAGMA quick_check`); a file in WAL mode with
    no schema (this module writes a new file's schema before switching it to WAL, so its
    -wal file, where everything was, is gone); a file with tables but no schema version
    (not the bot's, or its schema lost); tables or columns missing that its schema version
    has. A new, empty file is fine. A -wal file lost after its last checkpoint leaves an
    older but whole database: that cannot be told from one that simply is older.
    """
    problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
    if problems != ["ok"]:
        # A problem may come on several lines ("*** in database main ***" first): the
        # refusal is one line.
        first = " ".join(
            line.strip() for line in problems[0].splitlines() if not line.startswith("***")
        )
        more = f" and {len(problems) - 1} more" if len(problems) > 1 else ""
        raise DatabaseUnusable(
            f"the database {path} is damaged (quick_check: {first}{more}): {WHAT_TO_DO}"
        )
    version = user_version(db)
    found = schema_of(db)
    if version == 0:
        (mode,) = db.execute("PRAGMA journal_mode").fetchone()
        if str(mode).lower() == "wal":
            raise DatabaseUnusable(
                f"the database {path} has lost its tables: it is in WAL mode but has no "
                f"schema, as when its -wal file is deleted or left behind in a copy: {WHAT_TO_DO}"
            )
        if found:
            raise DatabaseUnusable(
                f"the database {path} has tables ({', '.join(sorted(found))}) but no schema "
                "version: it is not barbu-bot's database, or it lost its schema; point "
                "DATABASE_PATH at the bot's database or at a new file"
            )
        return
    if version > max((m.version for m in migrations), default=0):
        return  # newer than this code: migrate() refuses it
    expected = expected_schema(tuple(m for m in migrations if m.version <= version))
    missing: list[str] = []
    for name, columns in sorted(expected.items()):
        if name not in found:
            missing.append(name)
        else:
            missing += [f"{name}.{column}" for column in sorted(columns - found[name])]
    if missing:
        raise DatabaseUnusable(
            f"the database {path} has lost tables or columns its schema version {version} "
            f"has ({', '.join(missing)}): {WHAT_TO_DO}"
        )


def schema_of(db: sqlite3.Connection) -> dict[str, set[str]]:
    """The database's tables and their columns."""
    names = [
        row[0]
        for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    return {
        name: {row[1] for row in db.execute(f"PRAGMA table_info({quoted(name)})")} for name in names
    }


def quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


@functools.cache
def expected_schema(migrations: tuple[Migration, ...]) -> dict[str, set[str]]:
    """The tables and columns that `migrations` make, on a database in memory."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(db, migrations)
        return schema_of(db)
    finally:
        db.close()


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
