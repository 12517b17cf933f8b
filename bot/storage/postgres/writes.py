"""What is written to PostgreSQL: the twin of bot/storage/queries.py.

Each function takes plain values, encodes them at once (bad input fails in the
caller, before anything is queued) and returns the *work*: a coroutine function
of an ``asyncpg.Connection`` that runs the SQL. The backend's writer runs it in
the group commit's transaction (bot/storage/postgres/backend.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import asyncpg

from bot.storage.codec import UPDATABLE, encode_json, encode_seats, rating_rows
from bot.storage.postgres import seasons
from bot.storage.records import SeatRecord, check_int64

__all__ = [
    "append_actions",
    "finish_table",
    "insert_table",
    "set_guild_language",
    "update_table",
]

Work = Callable[[asyncpg.Connection], Awaitable[Any]]


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
) -> Callable[[asyncpg.Connection], Awaitable[int]]:
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
        language,
    )

    async def insert(db: asyncpg.Connection) -> int:
        return await db.fetchval(
            "INSERT INTO tables (guild_id, channel_id, host_id, game, options, settings,"
            " seed, seats, status, lobby_message_id, created_at, updated_at, language)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'lobby', $9, $10, $10, $11)"
            " RETURNING id",
            *row,
        )

    return insert


def update_table(table_id: int, fields: Mapping[str, Any], now: float) -> Work:
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
        elif name == "announced":
            value = bool(value)
        elif name != "status":
            check_int64(name, value)
        values.append(value)
        # Column names come from the UPDATABLE whitelist, never from callers.
        columns.append(f"{name} = ${len(values)}")
    values.append(now)
    columns.append(f"updated_at = ${len(values)}")
    values.append(table_id)
    sql = f"UPDATE tables SET {', '.join(columns)} WHERE id = ${len(values)}"

    async def update(db: asyncpg.Connection) -> None:
        if await db.execute(sql, *values) == "UPDATE 0":
            raise KeyError(table_id)

    return update


def append_actions(
    table_id: int,
    first_index: int,
    actions: Sequence[tuple[int, str, int | None]],
    now: float,
) -> Work:
    """Log consecutive actions, (seat, action, actor_id), from ``first_index`` on.

    The work raises ValueError for a gap after the log; the primary key
    (table_id, idx) rejects an index already logged, the foreign key an unknown
    table (asyncpg's IntegrityConstraintViolationError; the backend words it).
    """
    rows = [
        (table_id, first_index + offset, seat, action, actor_id, now)
        for offset, (seat, action, actor_id) in enumerate(actions)
    ]

    async def append(db: asyncpg.Connection) -> None:
        # MAX over the primary key is an index lookup.
        count = await db.fetchval(
            "SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE table_id = $1", table_id
        )
        if first_index > count:
            raise ValueError(
                f"table {table_id} has {count} actions, cannot log index {first_index}"
            )
        # first_index < count falls through: the primary key rejects it.
        if len(rows) == 1:
            await db.execute(
                "INSERT INTO actions (table_id, idx, seat, action, actor_id, created_at)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                *rows[0],
            )
        else:
            # A long run (a restore's bench, a burst of forced moves) goes in one COPY.
            await db.copy_records_to_table(
                "actions",
                records=rows,
                columns=("table_id", "idx", "seat", "action", "actor_id", "created_at"),
            )

    return append


def finish_table(
    table_id: int,
    *,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    names: Mapping[int, str] | None,
    now: float,
) -> Work:
    """Mark the table finished, write its results in the current season and, with two
    humans or more, rate them (all time and in the season).

    The same checks as the SQLite twin: KeyError for an unknown table, ValueError
    for one already finished or of another guild or game.
    """
    rows = [
        (table_id, guild_id, game, user_id, place, score, now, (names or {}).get(user_id, ""))
        for user_id, place, score in results
    ]

    async def finish(db: asyncpg.Connection) -> None:
        # FOR UPDATE: two finishes of one table (two processes) cannot both pass the check.
        row = await db.fetchrow(
            "SELECT status, guild_id, game FROM tables WHERE id = $1 FOR UPDATE", table_id
        )
        if row is None:
            raise KeyError(table_id)
        status, table_guild, table_game = row
        if status == "finished":
            raise ValueError(f"table {table_id} is already finished")
        if (table_guild, table_game) != (guild_id, game):
            raise ValueError(
                f"table {table_id} belongs to guild {table_guild}, game {table_game!r},"
                f" not guild {guild_id}, game {game!r}"
            )
        await db.execute(
            "UPDATE tables SET status = 'finished', updated_at = $1 WHERE id = $2", now, table_id
        )
        season = await seasons.season_for_result(db, guild_id, game, now)
        await db.executemany(
            "INSERT INTO results (table_id, guild_id, game, user_id, place, score,"
            " finished_at, name, season) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            [(*row, season) for row in rows],
        )
        if len(results) >= 2:
            await _update_ratings(db, guild_id, game, results, now)
            await seasons.rate_in_season(db, guild_id, game, season, results, now)

    return finish


async def _update_ratings(
    db: asyncpg.Connection,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    now: float,
) -> None:
    """Rate one game's humans (inside finish_table's transaction)."""
    user_ids = [user_id for user_id, _, _ in results]
    # FOR UPDATE: a concurrent game of the same players on another process waits for
    # this one's ratings instead of overwriting them with its own from the same start.
    rows = await db.fetch(
        "SELECT user_id, mu, sigma FROM ratings"
        " WHERE guild_id = $1 AND game = $2 AND user_id = ANY($3::BIGINT[]) FOR UPDATE",
        guild_id,
        game,
        user_ids,
    )
    current = {user_id: (mu, sigma) for user_id, mu, sigma in rows}
    await db.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, updated_at)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7)"
        " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " updated_at = excluded.updated_at",
        rating_rows(guild_id, game, results, current, now),
    )


def set_guild_language(guild_id: int, language: str | None) -> Work:
    """Choose the server's language for new tables (None: no choice of its own)."""

    async def store(db: asyncpg.Connection) -> None:
        await db.execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES ($1, $2)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
            guild_id,
            language,
        )

    return store
