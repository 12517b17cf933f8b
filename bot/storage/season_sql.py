"""What SQLite writes and reads of seasons (what a season is: bot/storage/seasons.py).

The writes are work for the writer's connection, as in bot/storage/queries.py: a season
command's, and the parts of `finish_table`'s transaction that put a result in its season
and rate it there. The read is work for the read connection, as in bot/storage/reads.py.
The PostgreSQL twin is bot/storage/postgres/seasons.py.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

import aiosqlite

from bot.storage.codec import rating_rows
from bot.storage.seasons import (
    SEASON_COLUMNS,
    Season,
    opened_by_schedule,
    season_from_row,
    with_current,
)

__all__ = ["rate_in_season", "season_for_result", "seasons", "set_monthly", "start_season"]


def _last(db: sqlite3.Connection, guild_id: int, game: str) -> Season | None:
    row = db.execute(
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND game = ?"
        " ORDER BY number DESC LIMIT 1",
        (guild_id, game),
    ).fetchone()
    return None if row is None else season_from_row(row)


def _insert(db: sqlite3.Connection, guild_id: int, game: str, season: Season) -> None:
    db.execute(
        "INSERT INTO seasons (guild_id, game, number, name, started_at, monthly, automatic)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            guild_id,
            game,
            season.number,
            season.name,
            season.started_at,
            int(season.monthly),
            int(season.automatic),
        ),
    )


def _current(db: sqlite3.Connection, guild_id: int, game: str, now: float) -> Season:
    """The current season, stored: season 1's row written if missing (it started with the
    first result), the one the monthly schedule opened written if due."""
    last = _last(db, guild_id, game)
    if last is None:
        (first,) = db.execute(
            "SELECT MIN(finished_at) FROM results WHERE guild_id = ? AND game = ?",
            (guild_id, game),
        ).fetchone()
        last = Season(1, None, now if first is None else first, monthly=False, automatic=False)
        _insert(db, guild_id, game, last)
    due = opened_by_schedule(last, now)
    if due is not None:
        _insert(db, guild_id, game, due)
        return due
    return last


def season_for_result(db: sqlite3.Connection, guild_id: int, game: str, now: float) -> int:
    """The season a result written `now` lands in (inside finish_table's transaction): the
    current one, the schedule's turnover stored if due. Season 1 needs no row."""
    last = _last(db, guild_id, game)
    if last is None:
        return 1
    return _current(db, guild_id, game, now).number


def rate_in_season(
    db: sqlite3.Connection,
    guild_id: int,
    game: str,
    season: int,
    results: Sequence[tuple[int, int, int]],
    now: float,
) -> None:
    """Rate one game's humans in their season (inside finish_table's transaction): from
    a new rating for whoever has not played in it yet."""
    user_ids = [user_id for user_id, _, _ in results]
    placeholders = ", ".join("?" for _ in user_ids)
    rows = db.execute(
        "SELECT user_id, mu, sigma FROM season_ratings"
        f" WHERE guild_id = ? AND game = ? AND season = ? AND user_id IN ({placeholders})",
        (guild_id, game, season, *user_ids),
    ).fetchall()
    current = {user_id: (mu, sigma) for user_id, mu, sigma in rows}
    db.executemany(
        "INSERT INTO season_ratings"
        " (guild_id, game, season, user_id, mu, sigma, ordinal, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
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
) -> Callable[[sqlite3.Connection], Season]:
    """Open the next season now, in one transaction; the work returns it. It keeps the
    schedule of the season it ends (a manager's start in a monthly server still ends at
    the next month's start)."""

    def start(db: sqlite3.Connection) -> Season:
        last = _last(db, guild_id, game)
        if last is None:
            last = _current(db, guild_id, game, now)
        season = Season(last.number + 1, name, now, last.monthly, automatic=False, current=True)
        _insert(db, guild_id, game, season)
        return season

    return start


def set_monthly(
    guild_id: int, game: str, monthly: bool, now: float
) -> Callable[[sqlite3.Connection], Season]:
    """Turn the monthly schedule on or off for the current season (and those it opens);
    the work returns the current season as it now is."""

    def store(db: sqlite3.Connection) -> Season:
        current = _current(db, guild_id, game, now)
        db.execute(
            "UPDATE seasons SET monthly = ? WHERE guild_id = ? AND game = ? AND number = ?",
            (int(monthly), guild_id, game, current.number),
        )
        return replace(current, monthly=monthly, current=True)

    return store


def seasons(
    guild_id: int, game: str, now: float
) -> Callable[[aiosqlite.Connection], Awaitable[list[Season]]]:
    """Every season of a server's game, oldest first, the current one last (see
    `with_current`)."""

    async def fetch(db: aiosqlite.Connection) -> list[Season]:
        rows = await db.execute_fetchall(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND game = ? ORDER BY number",
            (guild_id, game),
        )
        return with_current([season_from_row(row) for row in rows], now)

    return fetch
