"""A table: one game in one channel or thread, its seats and its action log, the moves
that change it, and what the Discord side hears of them (`TableListener`).

A `Table` holds its record (as stored), its engine state (rebuilt from the last snapshot
and the moves logged since) and its lock; every change to it goes through the hub
(hub.py) under that lock.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

import games
from bot.storage import SeatRecord, TableRecord
from games import IllegalAction
from games.registry import game as game_info

log = logging.getLogger(__name__)

DEFAULT_TURN_TIMER = 120  # seconds a human has to act before the computer plays for them
# A snapshot of the game every this many actions: a restart replays at most that many.
SNAPSHOT_EVERY = 64
DEFAULT_COMPUTER_DELAY = 1.2  # seconds: a computer's move stays readable before the next one
# A turn the computer plays for an absent player ends after this many actions at most.
MAX_ABSENT_MOVES = 20
# After this many turns in a row run out, the computer plays the seat until its player
# takes it back (a player who left should not hold the others up turn after turn).
AWAY_AFTER_TIMEOUTS = 2


def refuse_illegal(state: Any, seat: int, action: str) -> None:
    """Raise IllegalAction, with the engine's reason, unless the action is legal now."""
    if action not in state.legal_actions(seat):
        state.apply(seat, action)  # raises IllegalAction with the reason; changes nothing
        raise IllegalAction("not-now")  # in case an engine failed to refuse


class TableError(Exception):
    """Something a user asked of a table that cannot be done: `code` names why (e.g.
    `table-full`), `details` its particulars as plain data. Nothing here holds a sentence:
    the Discord side words it in the user's language (`tables-refused-<code>`)."""

    def __init__(self, code: str, **details: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = details


@dataclass(frozen=True)
class Move:
    """One accepted action and who made it."""

    index: int  # its place in the action log
    seat: int
    action: str
    actor_id: int | None  # the Discord user, or None for a computer
    reason: str  # "player", "computer", "forced" (a lone legal action), "timer", "substitute"


class TableListener:
    """What the hub tells of its tables (the Discord side listens; so do tests and
    benchmarks). Every event does nothing here: a listener overrides those it cares about."""

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        """Moves were applied (and are on disk)."""

    async def table_finished(self, table: Table) -> None:
        """The game is over and its results are stored."""

    async def lobby_changed(self, table: Table) -> None:
        """Seats or status of a lobby changed."""

    async def seat_changed(self, table: Table, seat: int) -> None:
        """Who plays a seat changed (a player away, replaced, or back)."""

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        """The table is held up by a fault (True), or goes on again after one (False)."""

    async def shows(self, table: Table, count: int) -> None:
        """Return once what this listener shows of the table shows its first `count`
        actions, or nothing more is on its way: a computer waits for it before it moves,
        so that players see every move (at once here)."""


class Table:
    """One table: its record, its engine state (once started) and its lock."""

    def __init__(self, record: TableRecord) -> None:
        self.record = record
        self.game = game_info(record.game)
        self.engine = self.game.engine
        self.lock = asyncio.Lock()
        self.state: Any = None
        if record.status in ("playing", "finished"):
            self.state = self.rebuild()
        self.turn_started = 0.0  # loop time when the current actor's turn began
        # Computers that let an out-of-turn window go by, by the log length it was open at.
        self.passed: dict[int, set[int]] = {}
        self.opened: tuple[int, float] = (-1, 0.0)  # (log length, loop time it was reached)
        # Wall-clock time (Unix seconds) the game last moved: a turn's time counts from it,
        # and the players are shown when it runs out (turn_deadline).
        self.moved_at = time.time()
        # A write's outcome is unknown and the log could not be read back yet: no move is
        # taken until the table is settled again (settle.py).
        self.unsettled = False
        # A write that did not answer in time and may still land: settled once it is done.
        self.pending_write: Any = None

    def rebuild(self) -> Any:
        """The game from its last snapshot and the moves logged since, else from its whole log."""
        record = self.record
        if record.snapshot is not None and 0 < record.snapshot_index <= len(record.actions):
            try:
                state = self.engine.from_json(record.snapshot)
            except (ValueError, KeyError, TypeError):
                # An engine that no longer reads it: the log is the reference anyway.
                log.warning("Table %s: unreadable snapshot, replaying the whole log", record.id)
            else:
                for seat, action in record.actions[record.snapshot_index :]:
                    state.apply(seat, action)
                return state
        return games.replay(
            self.engine, record.seed, len(record.seats), record.options, record.actions
        )

    # -------------------------------------------------------------- reading

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def seats(self) -> list[SeatRecord]:
        return self.record.seats

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def language(self) -> str:
        """The language the table speaks to everyone (the Discord side words it)."""
        return self.record.language

    @property
    def action_count(self) -> int:
        return len(self.record.actions)

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def is_computer(self, seat: int) -> bool:
        """True if the computer plays this seat (a computer player's, or an away player's)."""
        seat_record = self.seats[seat]
        return seat_record.user_id is None or seat_record.away

    def actor(self) -> int | None:
        """The seat on turn, or None when nobody is (lobby, game over)."""
        if self.state is None or self.state.is_over:
            return None
        actors = self.state.actors()
        return actors[0] if actors else None

    def humans_to_act(self) -> list[int]:
        """The seats of humans who may act now and have a choice to make."""
        if self.state is None or self.state.is_over:
            return []
        return [
            seat
            for seat in self.state.actors()
            if not self.is_computer(seat) and len(self.state.legal_actions(seat)) > 1
        ]

    def humans(self) -> list[int]:
        return [seat.user_id for seat in self.seats if seat.user_id is not None]

    def turn_deadline(self) -> float | None:
        """When the time of the humans who may act now runs out (Unix seconds); None when
        no human has a choice to make or the table has no timer."""
        seconds = self.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        if not seconds or not self.humans_to_act():
            return None
        return self.moved_at + float(seconds)

    def seat_to_take_back(self, user_id: int) -> int | None:
        """The seat the computer plays for this user (away, or replaced), if any."""
        for index, seat in enumerate(self.seats):
            if (seat.user_id == user_id and seat.away) or (
                seat.user_id is None and seat.owner_id == user_id
            ):
                return index
        return None

    # -------------------------------------------------------------- lobby

    def check_lobby(self) -> None:
        if self.status == "playing":
            raise TableError("already-started")
        if self.status != "lobby":
            raise TableError("closed")

    def free_seats(self) -> int:
        return self.seat_target() - len(self.seats)

    def seat_target(self) -> int:
        """How many seats the game will have: the host's choice, else the most it allows."""
        return int(self.record.settings.get("players") or self.game.seats[1])
