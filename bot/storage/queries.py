"""What is written to SQLite: every statement that changes the bot's data.

Each function here takes plain values, encodes them at once (so bad input fails
in the caller, before anything is queued) and returns the *work*: a function of
an ``sqlite3.Connection`` that runs the SQL. It neither opens, commits nor
schedules anything: bot/storage/writer.py runs the work in its thread, in a
savepoint of a group commit. The reads are bot/storage/reads.py (a second
connection); the encoding both backends share is bot/storage/codec.py; the
PostgreSQL twin of this file is bot/storage/postgres/writes.py.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.storage import season_sql
from bot.storage.codec import UPDATABLE, encode_json, encode_seats, rating_rows
from bot.storage.records import SeatRecord, check_int64

__all__ = [
    "append_actions",
    "finish_table",
    "insert_table",
    "set_guild_language",
    "update_table",
]


def _fetchone(db: sqlite3.Connection, sql: str, params: Any = ()) -> Any | None:
    """The first row of a query, or None."""
    return db.execute(sql, params).fetchone()


# ----------------------------------------------------------------------------- tables


def insert_table(
    *,
    guild_id: int,
    channel_id: int,
    host_id: int,
    game: str,
    options: dict[str, Any],
    settings: dict[str, Any],
    seed: int,
    seats: list[SeatRecord],
    lobby_message_id: int | None,
    now: float,
    language: str = "en",
) -> Callable[[sqlite3.Connection], int]:
    """Store a new table (status "lobby"); the work returns its id."""
    row = (
        guild_id,
        channel_id,
        host_id,
        game,
        encode_json(options),
        encode_json(settings),
        seed,
        encode_seats(seats),
        lobby_message_id,
        now,
        now,
        language,
    )

    def insert(db: sqlite3.Connection) -> int:
        cursor = db.execute(
            "INSERT INTO tables (guild_id, channel_id, host_id, game, options, settings,"
            " seed, seats, status, lobby_message_id, created_at, updated_at, language)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
            row,
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    return insert


def update_table(
    table_id: int, fields: Mapping[str, Any], now: float
) -> Callable[[sqlite3.Connection], None]:
    """Change some UPDATABLE fields of a table (names checked by the caller).

    Raises ValueError here for an integer beyond 64 bits; the work raises
    KeyError if there is no such table.
    """
    columns: list[str] = []
    values: list[Any] = []
    for name, value in fields.items():
        if name == "seats":
            value = encode_seats(value)
        elif UPDATABLE[name]:
            value = encode_json(value)
        elif name != "status":
            check_int64(name, value)
        # Column names come from the UPDATABLE whitelist, never from callers.
        columns.append(f"{name} = ?")
        values.append(value)
    columns.append("updated_at = ?")
    values.append(now)
    sql = f"UPDATE tables SET {', '.join(columns)} WHERE id = ?"

    def update(db: sqlite3.Connection) -> None:
        if db.execute(sql, (*values, table_id)).rowcount == 0:
            raise KeyError(table_id)

    return update


# ---------------------------------------------------------------------------- actions


def append_actions(
    table_id: int,
    first_index: int,
    actions: Sequence[tuple[int, str, int | None]],
    now: float,
) -> Callable[[sqlite3.Connection], None]:
    """Log consecutive actions, (seat, action, actor_id), from ``first_index`` on.

    The work raises ValueError for a gap after the log and sqlite3.IntegrityError
    for an index already logged or an unknown table.
    """
    rows = [
        (table_id, first_index + offset, seat, action, actor_id, now)
        for offset, (seat, action, actor_id) in enumerate(actions)
    ]

    def append(db: sqlite3.Connection) -> None:
        # MAX over the primary key is a lookup, where COUNT(*) would read the whole log.
        row = _fetchone(
            db, "SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE table_id = ?", (table_id,)
        )
        count = row[0] if row else 0
        if first_index > count:
            raise ValueError(
                f"table {table_id} has {count} actions, cannot log index {first_index}"
            )
        # first_index < count falls through: the primary key rejects it.
        db.executemany(
            "INSERT INTO actions (table_id, idx, seat, action, actor_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )

    return append


# -------------------------------------------------------------------- results, ratings


def finish_table(
    table_id: int,
    *,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    names: Mapping[int, str] | None,
    now: float,
) -> Callable[[sqlite3.Connection], None]:
    """Mark the table finished, write its results in the current season and, with two
    humans or more, rate them (all time and in the season).

    ``results`` (user_id, place, score) are checked by the caller. The work
    raises KeyError for an unknown table, ValueError for one already finished
    or of another guild or game.
    """
    rows = [
        (table_id, guild_id, game, user_id, place, score, now, (names or {}).get(user_id, ""))
        for user_id, place, score in results
    ]

    def finish(db: sqlite3.Connection) -> None:
        row = _fetchone(db, "SELECT status, guild_id, game FROM tables WHERE id = ?", (table_id,))
        if row is None:
            raise KeyError(table_id)
        status, table_guild, table_game = row
        if status == "finished":
            # A second call would count the game twice in every statistic.
            raise ValueError(f"table {table_id} is already finished")
        if (table_guild, table_game) != (guild_id, game):
            raise ValueError(
                f"table {table_id} belongs to guild {table_guild}, game {table_game!r},"
                f" not guild {guild_id}, game {game!r}"
            )
        db.execute(
            "UPDATE tables SET status = 'finished', updated_at = ? WHERE id = ?",
            (now, table_id),
        )
        season = season_sql.season_for_result(db, guild_id, game, now)
        db.executemany(
            "INSERT INTO results (table_id, guild_id, game, user_id, place, score,"
            " finished_at, name, season) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(*row, season) for row in rows],
        )
        if len(results) >= 2:
            _update_ratings(db, guild_id, game, results, now)
            season_sql.rate_in_season(db, guild_id, game, season, results, now)

    return finish


def _update_ratings(
    db: sqlite3.Connection,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    now: float,
) -> None:
    """Rate one game's humans (inside finish_table's transaction)."""
    user_ids = [user_id for user_id, _, _ in results]
    placeholders = ", ".join("?" for _ in user_ids)
    rows = db.execute(
        "SELECT user_id, mu, sigma FROM ratings"
        f" WHERE guild_id = ? AND game = ? AND user_id IN ({placeholders})",
        (guild_id, game, *user_ids),
    ).fetchall()
    current = {user_id: (mu, sigma) for user_id, mu, sigma in rows}
    db.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " updated_at = excluded.updated_at",
        rating_rows(guild_id, game, results, current, now),
    )


# ---------------------------------------------------------------------------- servers


def set_guild_language(guild_id: int, language: str | None) -> Callable[[sqlite3.Connection], None]:
    """Choose the server's language for new tables (None: no choice of its own)."""

    def store(db: sqlite3.Connection) -> None:
        db.execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, language),
        )

    return store
