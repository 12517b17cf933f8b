"""What the bot stores, as plain records: tables, their seats, leaderboard lines, stats.

These are the values the storage hands back and takes in, whatever the backend;
nothing here knows SQL. The limits every backend shares (the table statuses,
signed 64-bit integers) live here too, so that input is checked the same way
before any backend sees it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

__all__ = [
    "STATUSES",
    "UNFINISHED_STATUSES",
    "IntegrityError",
    "LeaderRow",
    "PastTable",
    "PlayerStats",
    "SeatRecord",
    "StorageUnavailable",
    "TableRecord",
    "WriteTimedOut",
    "check_int64",
]

STATUSES = ("lobby", "playing", "finished", "abandoned")
UNFINISHED_STATUSES = ("lobby", "playing")

# SQLite (and PostgreSQL BIGINT) integers are signed 64-bit. Discord snowflakes
# fit; an unbounded Python int (e.g. a 64-bit unsigned seed) would not.
_INT64_MIN = -(2**63)
_INT64_MAX = 2**63 - 1


class IntegrityError(Exception):
    """A write broke a rule of the data and changed nothing: an action index already logged
    (the move was applied twice, or by a stale process), an unknown table, a missing value.

    Each backend turns its own database's error into this one (the original is its cause).
    """


class StorageUnavailable(Exception):
    """The database cannot be reached or opened (a server down, a refused login, no such
    database); the message says which, in one line, without any password."""


class WriteTimedOut(StorageUnavailable):
    """A write did not answer in time (a server that hangs, a disk that stalls). Its outcome
    is unknown: it may still land. The caller stops waiting; the write goes on, and
    `write` (an awaitable) is done once it has landed or failed."""

    def __init__(self, message: str, write: Any) -> None:
        super().__init__(message)
        self.write = write


def check_int64(name: str, value: int | None) -> None:
    """Raise ValueError if ``value`` (named ``name`` in the message) does not fit 64 bits."""
    if value is not None and not _INT64_MIN <= value <= _INT64_MAX:
        raise ValueError(f"{name} {value} does not fit a signed 64-bit integer")


@dataclass
class SeatRecord:
    """One seat of a table: a Discord user or a computer player."""

    user_id: int | None  # Discord user id; None for a computer player
    name: str  # display name when joining, e.g. "Alice", "Computer 2"
    level: str | None = None  # computer level ("basic", "strong"); None for humans
    # The player missed turns in a row: the computer plays their seat (it is still theirs:
    # their result counts) until they take it back.
    away: bool = False
    # A computer seat that was a player's (handed over by /replace): they may take it back.
    owner_id: int | None = None
    # The player's turns that ran out in a row (the computer moved for them); a move of
    # their own clears it. AWAY_AFTER_TIMEOUTS of them: the seat is away.
    missed: int = 0

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"user_id": self.user_id, "name": self.name, "level": self.level}
        # Only when set: the seats of tables stored before these existed read the same.
        if self.away:
            data["away"] = True
        if self.owner_id is not None:
            data["owner_id"] = self.owner_id
        if self.missed:
            data["missed"] = self.missed
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeatRecord:
        return cls(
            user_id=data.get("user_id"),
            name=data["name"],
            level=data.get("level"),
            away=bool(data.get("away", False)),
            owner_id=data.get("owner_id"),
            missed=int(data.get("missed", 0)),
        )


@dataclass
class TableRecord:
    """A stored table; ``actions`` is its log as (seat, action) in order."""

    id: int
    guild_id: int
    channel_id: int  # where the lobby was posted
    thread_id: int | None  # where the game runs (None: in the channel)
    host_id: int
    game: str  # "barbu", "slaughter", "guillotine"
    options: dict[str, Any]  # engine options, e.g. {"rules": "barbu"}
    settings: dict[str, Any]  # table settings, e.g. {"turn_timer": 120, "level": "basic"}
    seed: int
    seats: list[SeatRecord]
    status: str  # "lobby" | "playing" | "finished" | "abandoned"
    lobby_message_id: int | None
    table_message_id: int | None
    actions: list[tuple[int, str]] = field(default_factory=list)
    shown_deals: int = 0  # deals whose scoresheets the channel has been shown
    announced: bool = False  # the final standings have been posted
    snapshot: dict[str, Any] | None = None  # the game's to_json() after snapshot_index actions
    snapshot_index: int = 0
    ping_message_id: int | None = None  # the thread's live turn ping (cogs/tables/turns.py)
    language: str = "en"  # what the table speaks to everyone (cogs/i18n.py)


@dataclass(frozen=True)
class LeaderRow:
    """One line of a server's leaderboard for one game."""

    user_id: int
    played: int
    wins: int  # results with place 1 (shared first places count)
    avg_place: float
    rating: float  # displayed rating, bot.ratings.ordinal (0.0 for an unrated player)
    name: str = ""  # the name the player had at their latest game ("" if unknown)


@dataclass(frozen=True)
class PlayerStats:
    """One player's record on one server for one game."""

    user_id: int
    played: int
    wins: int
    avg_place: float
    best_score: int  # highest score of a finished game
    last_played: datetime  # when their last game finished (UTC)
    rating: float  # displayed rating, as in LeaderRow
    rank: int  # 1-based position on the server leaderboard (same order as leaderboard())
    name: str = ""  # the name the player had at their latest game ("" if unknown)
    rated: bool = False  # rated by a game with another member (else `rating` is a new one's)


@dataclass(frozen=True)
class PastTable:
    """A finished or abandoned table, with its action log, for a server's history."""

    table: TableRecord
    ended_at: float  # Unix seconds of its last change: when it ended
