"""A move's way into a table: checked, written to the action log (committed), applied.

A human's action is checked first (`MoveWriter.check`: their seat, their turn, the
rules), then every move, a human's or not, is written before it is applied, so that
nobody is told of a move a restart would not replay. A write that fails is settled by
reading the log back (settle.py); a write still under way, or a log that cannot be read,
holds the table up until its session settles it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from bot.storage import Storage, WriteTimedOut
from bot.tables.settle import NotStored, Unsettled, settle
from bot.tables.table import SNAPSHOT_EVERY, Move, Table, TableError, refuse_illegal
from games import IllegalAction

log = logging.getLogger(__name__)


class MoveWriter:
    """Checks, writes and applies the moves of tables stored in `storage`; a table held up
    (a write whose outcome is unknown) is handed to `held_up` with why."""

    def __init__(self, storage: Storage, held_up: Callable[[Table, object], None]) -> None:
        self.storage = storage
        self.held_up = held_up

    @staticmethod
    def check(table: Table, user_id: int, action: str, *, expected_index: int | None = None) -> int:
        """The seat of a human's action if it may be applied now; else raises TableError or
        games.IllegalAction with a message for the user. Changes nothing.

        `expected_index` is the log length the user's message showed: if the
        game has moved on since, the click is stale.
        """
        if table.status != "playing":
            raise TableError("not-running")
        if table.unsettled:
            raise Unsettled()
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("not-playing")
        if table.seats[seat].away:
            raise TableError("seat-away")
        if expected_index is not None and expected_index != table.action_count:
            raise TableError("out-of-date")
        if seat not in table.state.actors():
            raise IllegalAction("not-your-turn")
        refuse_illegal(table.state, seat, action)
        return seat

    async def apply(
        self, table: Table, seat: int, action: str, actor_id: int | None, reason: str
    ) -> Move:
        """Check, persist, apply. The caller holds the table's lock.

        A write that fails is settled by reading the log back (settle.py): if the move is
        stored, it was played and is applied; if not, NotStored (the table in line with its
        log); if the log cannot be read, Unsettled (the session settles it later).
        """
        if table.unsettled:
            raise Unsettled()
        state = table.state
        refuse_illegal(state, seat, action)
        index = table.action_count
        move = Move(index, seat, action, actor_id, reason)
        try:
            await self.storage.append_action(table.id, index, seat, action, actor_id)
        except WriteTimedOut as error:
            # Still under way: neither played nor refused yet. The session settles the
            # table once the write is done, and the player's hand shows the outcome.
            table.unsettled, table.pending_write = True, error.write
            self.held_up(table, error)
            raise Unsettled() from None
        except Exception as error:
            log.warning("Table %s: writing move %d failed (%r); reading the log back",
                        table.id, index, error)  # fmt: skip
            await self._settle_write(table, move)
        else:
            state.apply(seat, action)
            table.record.actions.append((seat, action))
        table.moved_at = time.time()
        if (index + 1) % SNAPSHOT_EVERY == 0:
            await self._snapshot(table, index + 1)
        return move

    async def _settle_write(self, table: Table, move: Move) -> None:
        """After a failed write of `move`: return if the log holds it (now applied), else
        raise NotStored or Unsettled. The caller holds the table's lock."""
        try:
            moves = await settle(self.storage, table)
        except Exception:
            table.unsettled = True
            log.warning("Table %s: the log could not be read back", table.id, exc_info=True)
            self.held_up(table, "unsettled")
            raise Unsettled() from None
        landed = moves[:1] and (moves[0].index, moves[0].seat, moves[0].action)
        if landed == (move.index, move.seat, move.action):
            # It landed (its answer was lost): it counts, and the player is told so.
            return
        raise NotStored(moves)

    async def _snapshot(self, table: Table, length: int) -> None:
        """Store the game as it is after `length` moves: only a shortcut for restarts (the
        moves are safe in the log), so a failure is logged and play goes on."""
        snapshot = table.state.to_json()
        try:
            await self.storage.update_table(table.id, snapshot=snapshot, snapshot_index=length)
        except Exception:
            log.warning("Table %s: could not store a snapshot", table.id, exc_info=True)
            return
        table.record.snapshot, table.record.snapshot_index = snapshot, length
