"""Persistence: tables, their action logs, results and ratings, in SQLite.

Design (/work/shared/DESIGN.md, "Tables" and "Storage"):

- A table is one row (game, options, seed, seats, status, message ids, a
  snapshot of the game) plus an *action log*: one row per accepted action,
  committed before anyone is told about the move. On start-up,
  :meth:`Storage.unfinished_tables` returns every table to take up again with
  its log, so the caller can rebuild it from the snapshot and the moves since.
- Finished tables write one result row per human player and update the
  players' openskill ratings (bot/ratings.py) in the same transaction.

The package, by concern:

- ``records``: what is stored, as plain dataclasses, and the limits on it;
- ``schema``: the numbered migration files in ``migrations/`` and applying
  them (``PRAGMA user_version``);
- ``queries``: every SQL statement, as work for a connection;
- ``writer``: how it reaches the disk: one stdlib ``sqlite3`` connection in a
  thread of its own, group-committed writes (a savepoint each), WAL with
  ``synchronous=FULL``;
- ``store``: :class:`Storage`, the public API, whose every method is a coroutine.

A second backend (PostgreSQL) would bring its own queries, migrations and
writer behind the same records and :class:`Storage` methods.
"""

from bot.storage.records import (
    STATUSES,
    UNFINISHED_STATUSES,
    LeaderRow,
    PlayerStats,
    SeatRecord,
    TableRecord,
)
from bot.storage.schema import Migration, load_migrations
from bot.storage.store import Storage

__all__ = [
    "STATUSES",
    "UNFINISHED_STATUSES",
    "LeaderRow",
    "Migration",
    "PlayerStats",
    "SeatRecord",
    "Storage",
    "TableRecord",
    "load_migrations",
]
