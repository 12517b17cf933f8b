"""What is read from SQLite: tables to restore, leaderboards, a player's stats.

Each function takes plain values and returns the *work*: a coroutine function
of an ``aiosqlite.Connection``, the second (read) connection that
bot/storage/sqlite.py opens beside the writer's, so that a read never waits
behind a batch's disk sync. The backend runs the work in one snapshot (several
SELECTs see the same state). The PostgreSQL twin is bot/storage/postgres/reads.py.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import aiosqlite

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

Read = Callable[[aiosqlite.Connection], Awaitable[Any]]

_CHUNK = 20_000  # rows of the action log per trip to the reading thread
_BOARD = board_sql(guild_id=":guild_id", game=":game", default_rating=":default_rating")
_SEASON_BOARD = board_sql(
    guild_id=":guild_id", game=":game", default_rating=":default_rating", season=":season"
)


async def _rows(db: aiosqlite.Connection, sql: str, params: Any = ()) -> list[Any]:
    # One trip to aiosqlite's thread for all rows (its cursor's iteration makes one a row).
    return list(await db.execute_fetchall(sql, params))


def get_table(table_id: int) -> Callable[[aiosqlite.Connection], Awaitable[TableRecord | None]]:
    """The table with its action log, or None."""

    async def fetch(db: aiosqlite.Connection) -> TableRecord | None:
        rows = await _rows(db, f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        table = table_from_row(rows[0])
        sql = "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY idx"
        table.actions = [(seat, action) for seat, action in await _rows(db, sql, (table_id,))]
        return table

    return fetch


def unfinished_tables(
    shard: tuple[int, int] | None = None,
) -> Callable[[aiosqlite.Connection], Awaitable[list[TableRecord]]]:
    """Every table in the lobby or playing, or finished but never announced, with its
    actions, ordered by id; with ``shard`` (id, count), only those of that shard's servers."""
    placeholders = ", ".join("?" for _ in UNFINISHED_STATUSES)
    wanted = f"(t.status IN ({placeholders}) OR (t.status = 'finished' AND t.announced = 0))"
    params: tuple[Any, ...] = UNFINISHED_STATUSES
    if shard is not None:
        wanted += " AND ((t.guild_id >> 22) % ?) = ?"
        params = (*params, shard[1], shard[0])

    async def fetch(db: aiosqlite.Connection) -> list[TableRecord]:
        columns = ", ".join(f"t.{name.strip()}" for name in TABLE_COLUMNS.split(","))
        sql = f"SELECT {columns} FROM tables AS t WHERE {wanted} ORDER BY t.id"
        tables = [table_from_row(row) for row in await _rows(db, sql, params)]
        by_id = {table.id: table for table in tables}
        # One query for all logs rather than one per table.
        sql = (
            "SELECT a.table_id, a.seat, a.action FROM actions AS a"
            f" JOIN tables AS t ON t.id = a.table_id WHERE {wanted}"
            " ORDER BY a.table_id, a.idx"
        )
        async with db.execute(sql, params) as cursor:
            # Rows come in chunks (a trip to aiosqlite's thread each), not all at once: the
            # whole log of every table is never held twice.
            while chunk := await cursor.fetchmany(_CHUNK):
                for table_id, seat, action in chunk:
                    by_id[table_id].actions.append((seat, action))
        return tables

    return fetch


def _board(guild_id: int, game: str, season: int | None) -> tuple[str, dict[str, Any]]:
    """The board query of all time (`season` None) or of one season, and its values."""
    params: dict[str, Any] = {"guild_id": guild_id, "game": game}
    params["default_rating"] = default_rating()
    if season is None:
        return _BOARD, params
    return _SEASON_BOARD, {**params, "season": season}


def leaderboard(
    guild_id: int, game: str, limit: int, season: int | None = None
) -> Callable[[aiosqlite.Connection], Awaitable[list[LeaderRow]]]:
    """The top ``limit`` players of a server for a game: by rating, then wins; of all time,
    or of one season."""
    board, params = _board(guild_id, game, season)

    async def fetch(db: aiosqlite.Connection) -> list[LeaderRow]:
        rows = await _rows(
            db, board + " ORDER BY rank LIMIT :limit", {**params, "limit": max(limit, 0)}
        )
        return [leader_row(row) for row in rows]

    return fetch


def player_stats(
    guild_id: int, game: str, user_id: int, season: int | None = None
) -> Callable[[aiosqlite.Connection], Awaitable[PlayerStats | None]]:
    """A player's record on a server for a game (of all time, or of one season), or None if
    they never finished one."""
    board, params = _board(guild_id, game, season)

    async def fetch(db: aiosqlite.Connection) -> PlayerStats | None:
        rows = await _rows(db, board + " WHERE user_id = :user_id", {**params, "user_id": user_id})
        return stats_row(rows[0]) if rows else None

    return fetch


def guild_language(guild_id: int) -> Callable[[aiosqlite.Connection], Awaitable[str | None]]:
    """The server's chosen language for new tables, or None if it chose none."""

    async def fetch(db: aiosqlite.Connection) -> str | None:
        sql = "SELECT language FROM guild_settings WHERE guild_id = ?"
        rows = await _rows(db, sql, (guild_id,))
        return rows[0][0] if rows else None

    return fetch


def past_tables(
    guild_id: int, game: str, member_id: int | None, limit: int, offset: int
) -> Callable[[aiosqlite.Connection], Awaitable[list[PastTable]]]:
    """A server's finished tables of a game and those abandoned after a move, newest first,
    with their logs: `limit` of them after the first `offset`; with `member_id`, only those
    where the member had a seat (their own, or one the computer took over for them)."""
    wanted = (
        "t.guild_id = :guild_id AND t.game = :game AND (t.status = 'finished' OR"
        " (t.status = 'abandoned' AND EXISTS (SELECT 1 FROM actions AS a WHERE a.table_id = t.id)))"
    )
    if member_id is not None:
        wanted += (
            " AND EXISTS (SELECT 1 FROM json_each(t.seats) AS s"
            " WHERE json_extract(s.value, '$.user_id') = :member"
            " OR json_extract(s.value, '$.owner_id') = :member)"
        )
    params = {
        "guild_id": guild_id,
        "game": game,
        "member": member_id,
        "limit": max(limit, 0),
        "offset": max(offset, 0),
    }
    columns = ", ".join(f"t.{name.strip()}" for name in TABLE_COLUMNS.split(","))

    async def fetch(db: aiosqlite.Connection) -> list[PastTable]:
        sql = (
            f"SELECT {columns}, t.updated_at FROM tables AS t WHERE {wanted}"
            " ORDER BY t.updated_at DESC, t.id DESC LIMIT :limit OFFSET :offset"
        )
        rows = await _rows(db, sql, params)
        found = [PastTable(table_from_row(row[:-1]), float(row[-1])) for row in rows]
        by_id = {past.table.id: past.table for past in found}
        if by_id:
            marks = ", ".join("?" for _ in by_id)
            sql = (
                f"SELECT table_id, seat, action FROM actions WHERE table_id IN ({marks})"
                " ORDER BY table_id, idx"
            )
            for table_id, seat, action in await _rows(db, sql, tuple(by_id)):
                by_id[table_id].actions.append((seat, action))
        return found

    return fetch
