"""What PostgreSQL writes and reads of seasons: the twin of bot/storage/season_sql.py
(what a season is: bot/storage/seasons.py).

Each function returns work for an asyncpg connection: the writer's, inside the group
commit's transaction, or one of the read pool's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

import asyncpg

from bot.storage.codec import rating_rows
from bot.storage.seasons import (
    SEASON_COLUMNS,
    Season,
    opened_by_schedule,
    season_from_row,
    with_current,
)

__all__ = ["rate_in_season", "season_for_result", "seasons", "set_monthly", "start_season"]


async def _last(db: asyncpg.Connection, guild_id: int, game: str) -> Season | None:
    # FOR UPDATE: two processes writing the same game's results or season commands wait
    # for each other here rather than both opening the next season.
    row = await db.fetchrow(
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND game = $2"
        " ORDER BY number DESC LIMIT 1 FOR UPDATE",
        guild_id,
        game,
    )
    return None if row is None else season_from_row(row)


async def _insert(db: asyncpg.Connection, guild_id: int, game: str, season: Season) -> None:
    await db.execute(
        "INSERT INTO seasons (guild_id, game, number, name, started_at, monthly, automatic)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7)",
        guild_id,
        game,
        season.number,
        season.name,
        season.started_at,
        season.monthly,
        season.automatic,
    )


async def _current(db: asyncpg.Connection, guild_id: int, game: str, now: float) -> Season:
    """The current season, stored: season 1's row written if missing (it started with the
    first result), the one the monthly schedule opened written if due."""
    last = await _last(db, guild_id, game)
    if last is None:
        first = await db.fetchval(
            "SELECT MIN(finished_at) FROM results WHERE guild_id = $1 AND game = $2",
            guild_id,
            game,
        )
        last = Season(1, None, now if first is None else first, monthly=False, automatic=False)
        await _insert(db, guild_id, game, last)
    due = opened_by_schedule(last, now)
    if due is not None:
        await _insert(db, guild_id, game, due)
        return due
    return last


async def season_for_result(db: asyncpg.Connection, guild_id: int, game: str, now: float) -> int:
    """The season a result written `now` lands in (inside finish_table's transaction): the
    current one, the schedule's turnover stored if due. Season 1 needs no row."""
    if await _last(db, guild_id, game) is None:
        return 1
    return (await _current(db, guild_id, game, now)).number


async def rate_in_season(
    db: asyncpg.Connection,
    guild_id: int,
    game: str,
    season: int,
    results: Sequence[tuple[int, int, int]],
    now: float,
) -> None:
    """Rate one game's humans in their season (inside finish_table's transaction): from
    a new rating for whoever has not played in it yet."""
    rows = await db.fetch(
        "SELECT user_id, mu, sigma FROM season_ratings WHERE guild_id = $1 AND game = $2"
        " AND season = $3 AND user_id = ANY($4::BIGINT[]) FOR UPDATE",
        guild_id,
        game,
        season,
        [user_id for user_id, _, _ in results],
    )
    current = {user_id: (mu, sigma) for user_id, mu, sigma in rows}
    await db.executemany(
        "INSERT INTO season_ratings"
        " (guild_id, game, season, user_id, mu, sigma, ordinal, updated_at)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
        " ON CONFLICT (guild_id, game, season, user_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " updated_at = excluded.updated_at",
        [
            (guild, kind, season, *rest)
            for guild, kind, *rest in rating_rows(guild_id, game, results, current, now)
        ],
    )


def start_season(
    guild_id: int, game: str, name: str | None, now: float
) -> Callable[[asyncpg.Connection], Awaitable[Season]]:
    """Open the next season now, in one transaction; the work returns it (it keeps the
    schedule of the season it ends)."""

    async def start(db: asyncpg.Connection) -> Season:
        last = await _last(db, guild_id, game)
        if last is None:
            last = await _current(db, guild_id, game, now)
        season = Season(last.number + 1, name, now, last.monthly, automatic=False, current=True)
        await _insert(db, guild_id, game, season)
        return season

    return start


def set_monthly(
    guild_id: int, game: str, monthly: bool, now: float
) -> Callable[[asyncpg.Connection], Awaitable[Season]]:
    """Turn the monthly schedule on or off for the current season (and those it opens);
    the work returns the current season as it now is."""

    async def store(db: asyncpg.Connection) -> Season:
        current = await _current(db, guild_id, game, now)
        await db.execute(
            "UPDATE seasons SET monthly = $1 WHERE guild_id = $2 AND game = $3 AND number = $4",
            monthly,
            guild_id,
            game,
            current.number,
        )
        return replace(current, monthly=monthly, current=True)

    return store


def seasons(
    guild_id: int, game: str, now: float
) -> Callable[[asyncpg.Connection], Awaitable[list[Season]]]:
    """Every season of a server's game, oldest first, the current one last."""

    async def fetch(db: asyncpg.Connection) -> list[Season]:
        rows = await db.fetch(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND game = $2"
            " ORDER BY number",
            guild_id,
            game,
        )
        return with_current([season_from_row(row) for row in rows], now)

    return fetch
