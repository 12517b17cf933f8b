"""What is read from PostgreSQL: the twin of bot/storage/reads.py.

Each function returns the *work*: a coroutine function of an
``asyncpg.Connection`` from the backend's read pool, run in one read-only
REPEATABLE READ transaction (one snapshot).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from bot.storage.codec import (
    TABLE_COLUMNS,
    board_sql,
    default_rating,
    leader_row,
    stats_row,
    table_from_row,
)
from bot.storage.records import (
    UNFINISHED_STATUSES,
    LeaderRow,
    PastTable,
    PlayerStats,
    TableRecord,
)

__all__ = [
    "get_table",
    "guild_language",
    "leaderboard",
    "past_tables",
    "player_stats",
    "unfinished_tables",
]

_BOARD = board_sql(guild_id="$1", game="$2", default_rating="$3::DOUBLE PRECISION")
# The season's marker is the last: $5 after the limit or the user ($4).
_SEASON_BOARD = board_sql(
    guild_id="$1", game="$2", default_rating="$3::DOUBLE PRECISION", season="$5::INTEGER"
)


def get_table(table_id: int) -> Callable[[asyncpg.Connection], Awaitable[TableRecord | None]]:
    """The table with its action log, or None."""

    async def fetch(db: asyncpg.Connection) -> TableRecord | None:
        row = await db.fetchrow(f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = $1", table_id)
        if row is None:
            return None
        table = table_from_row(row)
        rows = await db.fetch(
            "SELECT seat, action FROM actions WHERE table_id = $1 ORDER BY idx", table_id
        )
        table.actions = [(seat, action) for seat, action in rows]
        return table

    return fetch


def unfinished_tables(
    shard: tuple[int, int] | None = None,
) -> Callable[[asyncpg.Connection], Awaitable[list[TableRecord]]]:
    """Every table in the lobby or playing, or finished but never announced, with its
    actions, ordered by id; with ``shard`` (id, count), only those of that shard's servers."""
    wanted = "(t.status = ANY($1::TEXT[]) OR (t.status = 'finished' AND NOT t.announced))"
    params: list[Any] = [list(UNFINISHED_STATUSES)]
    if shard is not None:
        wanted += " AND ((t.guild_id >> 22) % $2) = $3"
        params += [shard[1], shard[0]]
    columns = ", ".join(f"t.{name.strip()}" for name in TABLE_COLUMNS.split(","))

    async def fetch(db: asyncpg.Connection) -> list[TableRecord]:
        rows = await db.fetch(
            f"SELECT {columns} FROM tables AS t WHERE {wanted} ORDER BY t.id", *params
        )
        tables = [table_from_row(row) for row in rows]
        by_id = {table.id: table for table in tables}
        # One query for all logs rather than one per table.
        for table_id, seat, action in await db.fetch(
            "SELECT a.table_id, a.seat, a.action FROM actions AS a"
            f" JOIN tables AS t ON t.id = a.table_id WHERE {wanted}"
            " ORDER BY a.table_id, a.idx",
            *params,
        ):
            by_id[table_id].actions.append((seat, action))
        return tables

    return fetch


def leaderboard(
    guild_id: int, game: str, limit: int, season: int | None = None
) -> Callable[[asyncpg.Connection], Awaitable[list[LeaderRow]]]:
    """The top ``limit`` players of a server for a game: by rating, then wins; of all time,
    or of one season."""
    board, extra = (_BOARD, ()) if season is None else (_SEASON_BOARD, (season,))

    async def fetch(db: asyncpg.Connection) -> list[LeaderRow]:
        rows = await db.fetch(
            board + " ORDER BY rank LIMIT $4",
            guild_id,
            game,
            default_rating(),
            max(limit, 0),
            *extra,
        )
        return [leader_row(row) for row in rows]

    return fetch


def player_stats(
    guild_id: int, game: str, user_id: int, season: int | None = None
) -> Callable[[asyncpg.Connection], Awaitable[PlayerStats | None]]:
    """A player's record on a server for a game (of all time, or of one season), or None if
    they never finished one."""
    board, extra = (_BOARD, ()) if season is None else (_SEASON_BOARD, (season,))

    async def fetch(db: asyncpg.Connection) -> PlayerStats | None:
        row = await db.fetchrow(
            board + " WHERE user_id = $4", guild_id, game, default_rating(), user_id, *extra
        )
        return None if row is None else stats_row(row)

    return fetch


def guild_language(guild_id: int) -> Callable[[asyncpg.Connection], Awaitable[str | None]]:
    """The server's chosen language for new tables, or None if it chose none."""

    async def fetch(db: asyncpg.Connection) -> str | None:
        return await db.fetchval(
            "SELECT language FROM guild_settings WHERE guild_id = $1", guild_id
        )

    return fetch


def past_tables(
    guild_id: int, game: str, member_id: int | None, limit: int, offset: int
) -> Callable[[asyncpg.Connection], Awaitable[list[PastTable]]]:
    """A server's finished tables of a game and those abandoned after a move, newest first,
    with their logs: `limit` of them after the first `offset`; with `member_id`, only those
    where the member had a seat (their own, or one the computer took over for them)."""
    wanted = (
        "t.guild_id = $1 AND t.game = $2 AND (t.status = 'finished' OR"
        " (t.status = 'abandoned' AND EXISTS (SELECT 1 FROM actions AS a WHERE a.table_id = t.id)))"
    )
    params: list[Any] = [guild_id, game, max(limit, 0), max(offset, 0)]
    if member_id is not None:
        wanted += (
            " AND (t.seats::jsonb @> jsonb_build_array(jsonb_build_object('user_id', $5::BIGINT))"
            " OR t.seats::jsonb @> jsonb_build_array(jsonb_build_object('owner_id', $5::BIGINT)))"
        )
        params.append(member_id)
    columns = ", ".join(f"t.{name.strip()}" for name in TABLE_COLUMNS.split(","))

    async def fetch(db: asyncpg.Connection) -> list[PastTable]:
        sql = (
            f"SELECT {columns}, t.updated_at FROM tables AS t WHERE {wanted}"
            " ORDER BY t.updated_at DESC, t.id DESC LIMIT $3 OFFSET $4"
        )
        rows = await db.fetch(sql, *params)
        found = [PastTable(table_from_row(tuple(row)[:-1]), float(row[-1])) for row in rows]
        by_id = {past.table.id: past.table for past in found}
        if by_id:
            sql = (
                "SELECT table_id, seat, action FROM actions WHERE table_id = ANY($1::BIGINT[])"
                " ORDER BY table_id, idx"
            )
            for table_id, seat, action in await db.fetch(sql, list(by_id)):
                by_id[table_id].actions.append((seat, action))
        return found

    return fetch
