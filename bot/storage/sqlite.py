"""The SQLite backend: the group-committed writer and a second, read-only connection.

Writes go to bot/storage/writer.py (one ``sqlite3`` connection in a thread of its
own, group commits, WAL with ``synchronous=FULL``). Reads go to a second WAL
connection through aiosqlite (bot/storage/reads.py's work): a WAL reader sees
the last commit and never waits for the writer, so a leaderboard or a restore
does not queue behind a batch's disk sync.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import aiosqlite

from bot.storage import queries, reads, season_sql
from bot.storage.records import IntegrityError
from bot.storage.schema import Migration, user_version
from bot.storage.writer import Writer

__all__ = ["SqliteBackend"]

T = TypeVar("T")


class SqliteBackend:
    """A SQLite file: its writer and its reader. Create with :meth:`open`."""

    writes: ModuleType = queries
    reads: ModuleType = reads
    seasons: ModuleType = season_sql

    def __init__(self, writer: Writer, reader: aiosqlite.Connection) -> None:
        self.writer = writer
        self._reader = reader
        # One snapshot at a time on the read connection: two BEGINs would collide.
        self._reading = asyncio.Lock()

    @classmethod
    async def open(
        cls, path: str | os.PathLike[str], migrations: Sequence[Migration]
    ) -> SqliteBackend:
        writer = await Writer.open(path, migrations)  # creates, configures and migrates
        try:
            reader = await aiosqlite.connect(Path(path), isolation_level=None)
            await reader.execute("PRAGMA query_only = ON")
            await reader.execute("PRAGMA busy_timeout = 5000")
        except BaseException:
            await writer.close()
            raise
        return cls(writer, reader)

    async def settled(self) -> None:
        await self.writer.settled()

    async def close(self) -> None:
        await self.writer.close()
        async with self._reading:
            await self._reader.close()

    async def schema_version(self) -> int:
        return await self.writer.call(user_version)

    async def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return await self.writer.write(work)
        except sqlite3.IntegrityError as error:
            raise IntegrityError(str(error)) from error

    async def read(self, work: Callable[[aiosqlite.Connection], Awaitable[Any]]) -> Any:
        async with self._reading:
            await self._reader.execute("BEGIN")
            try:
                return await work(self._reader)
            finally:
                await self._reader.execute("ROLLBACK")
