"""Seasons: which season of a server's game is current, the same for every backend.

A (server, game) starts in season 1, which has no row until it needs one (a season
command, the monthly schedule); every result from before seasons existed is in it. A
member with Manage Server opens the next season at once (`Storage.start_season`), or sets
the monthly schedule: a monthly season ends at the start of the next calendar month
(UTC). No timer turns it over: whoever next reads or writes after the boundary finds the
season due (`opened_by_schedule`) and sees the next one as current; the first write
after the boundary stores it, started exactly at the month's start. Reads and writes
decide from the stored rows and the storage's clock alone, so a restart between a
season change and a leaderboard sees the same season.

Each backend's SQL for seasons is beside its other queries (bot/storage/season_sql.py,
bot/storage/postgres/seasons.py); what they share is here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

__all__ = [
    "NAME_LENGTH",
    "SEASON_COLUMNS",
    "Season",
    "first_season",
    "month_start",
    "opened_by_schedule",
    "season_from_row",
    "with_current",
]

# The longest name a season takes (a leaderboard's heading and an autocomplete choice
# show it whole).
NAME_LENGTH = 40

SEASON_COLUMNS = "number, name, started_at, monthly, automatic"


@dataclass(frozen=True)
class Season:
    """One season of a server's game."""

    number: int  # 1, 2, ...: the order the seasons started in
    name: str | None  # the name a manager gave it (None: none)
    started_at: float  # Unix seconds (0.0: season 1 before it had a row)
    monthly: bool  # the monthly schedule is on: it ends at the next month's start (UTC)
    automatic: bool  # the schedule opened it: it is named by its month
    current: bool = False  # the season new results land in


def first_season() -> Season:
    """Season 1 of a (server, game) without a row: the one every result starts in."""
    return Season(number=1, name=None, started_at=0.0, monthly=False, automatic=False)


def season_from_row(row: Sequence[Any]) -> Season:
    """A season from the SEASON_COLUMNS of a row (either backend)."""
    number, name, started_at, monthly, automatic = row
    return Season(
        number=number,
        name=name,
        started_at=float(started_at),
        monthly=bool(monthly),
        automatic=bool(automatic),
    )


def month_start(now: float) -> float:
    """The start (UTC) of the calendar month `now` is in, in Unix seconds."""
    moment = datetime.fromtimestamp(now, UTC)
    return moment.replace(day=1, hour=0, minute=0, second=0, microsecond=0).timestamp()


def opened_by_schedule(last: Season, now: float) -> Season | None:
    """The season the monthly schedule has opened after `last` by `now`, if any.

    Months without a result open no season of their own: after a quiet month the next
    season starts at the start of the month `now` is in, named by that month."""
    start = month_start(now)
    if not last.monthly or last.started_at >= start:
        return None
    return Season(number=last.number + 1, name=None, started_at=start, monthly=True, automatic=True)


def with_current(stored: Sequence[Season], now: float) -> list[Season]:
    """Every season of a (server, game), oldest first, from its stored rows: season 1
    when none is stored, and the one the schedule has opened by `now` if not stored yet;
    the last is the current one."""
    seasons = list(stored) or [first_season()]
    due = opened_by_schedule(seasons[-1], now)
    if due is not None:
        seasons.append(due)
    seasons[-1] = replace(seasons[-1], current=True)
    return seasons
