"""Persistence: tables, their action logs, results and ratings, in SQLite or PostgreSQL.

The design:

- A table is one row (game, options, seed, seats, status, message ids, a
  snapshot of the game) plus an *action log*: one row per accepted action,
  committed before anyone is told about the move. On start-up,
  :meth:`Storage.unfinished_tables` returns every table to take up again with
  its log, so the caller can rebuild it from the snapshot and the moves since.
- Finished tables write one result row per human player and update the
  players' openskill ratings (bot/ratings.py) in the same transaction.

The package, by concern:

- ``records``: what is stored, as plain dataclasses, and the limits on it;
- ``codec``: how records become columns and back, shared by both backends;
- ``group_commit``: the queue of writes and the task that commits them in
  batches, shared by both backends;
- ``seasons``: which season of a server's game is current (results and ratings are
  kept per season besides all time), shared by both backends;
- ``store``: :class:`Storage`, the public API, whose every method is a
  coroutine, over a backend chosen by its location (a path or a URL).

SQLite, the embedded default (a file path):

- ``schema``: the numbered migration files in ``migrations/`` and applying
  them (``PRAGMA user_version``);
- ``queries``: every statement that writes, as work for a connection;
- ``writer``: how it reaches the disk: one stdlib ``sqlite3`` connection in a
  thread of its own, group-committed writes (a savepoint each), WAL with
  ``synchronous=FULL``;
- ``reads``: every read, as work for the second (aiosqlite) connection;
- ``sqlite``: the backend, the writer and the reader together.

PostgreSQL (``postgresql://`` URL): ``postgres/``, the same parts through
asyncpg, with its own migrations in ``migrations/postgres/``.
"""

from bot.storage.records import (
    STATUSES,
    UNFINISHED_STATUSES,
    IntegrityError,
    LeaderRow,
    PastTable,
    PlayerStats,
    SeatRecord,
    StorageUnavailable,
    TableRecord,
    WriteTimedOut,
)
from bot.storage.schema import Migration, load_migrations
from bot.storage.seasons import Season
from bot.storage.store import Storage, is_postgres_url

__all__ = [
    "STATUSES",
    "UNFINISHED_STATUSES",
    "IntegrityError",
    "LeaderRow",
    "Migration",
    "PastTable",
    "PlayerStats",
    "Season",
    "SeatRecord",
    "Storage",
    "StorageUnavailable",
    "TableRecord",
    "WriteTimedOut",
    "is_postgres_url",
    "load_migrations",
]
