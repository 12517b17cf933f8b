"""All live tables of the bot: creation, lookup, the moves of humans, the end of a game,
and restoring unfinished tables at start-up by replaying their logs.

Every change to a table goes through here, under the table's lock: check who is acting
(the Discord user must own the seat), check the action, write it to the action log
(committed), apply it, then tell the listeners; the running table's session (session.py)
then moves the game along. Storage is written only from here.

The lobby and the seats (who sits where, handed to a computer and taken back) are in
seating.py, a mixin of the hub's: the same discipline, apart for reading.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bot.storage import Storage, TableRecord
from bot.tables.seating import SeatingMixin
from bot.tables.session import TableSession
from bot.tables.table import (
    DEFAULT_COMPUTER_DELAY,
    SNAPSHOT_EVERY,
    Move,
    Table,
    TableError,
    TableListener,
    refuse_illegal,
)
from games import IllegalAction

log = logging.getLogger(__name__)

# Runs a computer player's choose(view, legal, rng) off the event loop.
Thinker = Callable[[Callable[..., str], dict[str, Any], list[str], random.Random], Awaitable[str]]


async def _think_in_thread(
    choose: Callable[..., str], view: dict[str, Any], legal: list[str], rng: random.Random
) -> str:
    return await asyncio.to_thread(choose, view, legal, rng)


class SeatNamer(Protocol):
    """Names the computer seats of a table in its language; the name is stored with the seat."""

    def computer(self, language: str, number: int) -> str: ...
    def replacing(self, language: str, name: str) -> str:
        """The computer that plays the seat of the player `name` for them."""


class NeutralSeatNames:
    """Names without words, for a hub without a Discord side (the tables extension gives
    the hub names from its catalogues)."""

    def computer(self, language: str, number: int) -> str:
        return f"🤖 {number}"

    def replacing(self, language: str, name: str) -> str:
        return f"{name} 🤖"


class TableHub(SeatingMixin):
    """All live tables of the bot: creation, lookup, moves, computer turns, timers, restore."""

    def __init__(
        self,
        storage: Storage,
        *,
        computer_delay: float = DEFAULT_COMPUTER_DELAY,
        think: Thinker | None = None,
        window_scale: float = 1.0,
    ) -> None:
        self.storage = storage
        self.computer_delay = computer_delay
        self.window_scale = window_scale  # 0 in tests: out-of-turn windows close at once
        # Where computer players think: the bot passes its worker processes.
        self.think: Thinker = think or _think_in_thread
        self.tables: dict[int, Table] = {}
        self.listeners: list[TableListener] = []
        # How a computer seat is named (the Discord side names it in the table's language).
        self.seat_names: SeatNamer = NeutralSeatNames()
        self.sessions: dict[int, TableSession] = {}  # the running tables' drivers and timers
        self.closed = False

    # ------------------------------------------------------------ lifecycle

    async def restore(self, belongs: Callable[[TableRecord], bool] | None = None) -> list[Table]:
        """Rebuild every unfinished table (that `belongs` to this process: its shards')
        from its log and set its game going again."""
        restored = []
        unplayable = []
        for record in await self.storage.unfinished_tables():
            # A shard's tables are restored once it is ready, and players of its servers
            # may have opened tables since it connected: those are already live.
            if record.id in self.tables or (belongs is not None and not belongs(record)):
                continue
            try:
                table = Table(record)
            except IllegalAction:
                # Its log breaks a rule of this version (a rules fix since it began): it
                # cannot go on. It ends without results, and its channel is told so.
                log.warning("Table %s: its log no longer replays; abandoned", record.id)
                record.status = "abandoned"
                await self.storage.update_table(record.id, status="abandoned")
                unplayable.append(Table(record))
                continue
            except Exception:
                log.exception("Could not restore table %s; leaving it as it is", record.id)
                continue
            self.tables[table.id] = table
            restored.append(table)
        for table in unplayable:
            await self._lobby_changed(table)
        for table in restored:
            if table.status == "playing":
                # A crash may have come between a commit and telling the channel: tell it now.
                await self.notify(table, [])
                self.session(table).drive()
            elif table.status == "finished":
                # The game ended but its end was never announced.
                await self._announce_end(table)
        log.info("Restored %d unfinished tables", len(restored))
        return restored

    async def close(self) -> None:
        self.closed = True
        sessions, self.sessions = list(self.sessions.values()), {}
        for session in sessions:
            await session.close()

    # Fields of a table's record that the Discord side keeps: where its messages are and
    # what the channel has been shown (for a restart after a crash).
    SHOWN_FIELDS = frozenset(
        (
            "lobby_message_id",
            "thread_id",
            "table_message_id",
            "shown_deals",
            "announced",
            "ping_message_id",
        )
    )

    async def note_shown(self, table: Table, **fields: Any) -> None:
        """Store what the channel was shown of a table, in its record and on disk alike,
        under the table's lock (the one way the Discord side writes to storage)."""
        unknown = set(fields) - self.SHOWN_FIELDS
        if unknown:
            raise ValueError(f"not a field the Discord side keeps: {sorted(unknown)}")
        async with table.lock:
            await self.storage.update_table(table.id, **fields)
            for key, value in fields.items():
                setattr(table.record, key, value)

    def session(self, table: Table) -> TableSession:
        """The running table's session (its driver and timer), made on first use."""
        session = self.sessions.get(table.id)
        if session is None:
            session = self.sessions[table.id] = TableSession(self, table)
        return session

    def get(self, table_id: int) -> Table | None:
        return self.tables.get(table_id)

    def tables_in(self, channel_id: int) -> list[Table]:
        """Open tables whose lobby or thread is this channel, newest first."""
        found = [
            t
            for t in self.tables.values()
            if t.status in ("lobby", "playing")
            and channel_id in (t.record.channel_id, t.record.thread_id)
        ]
        return sorted(found, key=lambda t: t.id, reverse=True)

    async def _close(self, table: Table, status: str) -> None:
        await self.storage.update_table(table.id, status=status)
        table.record.status = status
        session = self.sessions.pop(table.id, None)
        if session is not None:
            session.stop_timer()
            driver = session.driver
            if driver is not None and driver is not asyncio.current_task():
                driver.cancel()

    # --------------------------------------------------------------- moves

    def check_action(
        self, table: Table, user_id: int, action: str, *, expected_index: int | None = None
    ) -> int:
        """The seat of a human's action if it may be applied now; else raises TableError or
        games.IllegalAction with a message for the user. Changes nothing.

        `expected_index` is the log length the user's message showed: if the
        game has moved on since, the click is stale.
        """
        if table.status != "playing":
            raise TableError("not-running")
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

    async def act(
        self, table: Table, user_id: int, action: str, *, expected_index: int | None = None
    ) -> Move:
        """A human's action: checked (see `check_action`), written to the log, applied,
        announced. Raises TableError or games.IllegalAction with a message for the user."""
        async with table.lock:
            seat = self.check_action(table, user_id, action, expected_index=expected_index)
            move = await self.apply(table, seat, action, user_id, "player")
            if table.seats[seat].missed:
                # They are here: their missed turns are forgiven (after the move, which
                # matters more, is safe).
                seats = list(table.seats)
                seats[seat] = dataclasses.replace(seats[seat], missed=0)
                await self._set_seats(table, seats)
        await self.notify(table, [move])
        self.session(table).drive()
        return move

    async def apply(
        self, table: Table, seat: int, action: str, actor_id: int | None, reason: str
    ) -> Move:
        """Check, persist, apply. The caller holds the table's lock."""
        state = table.state
        refuse_illegal(state, seat, action)
        index = table.action_count
        deal = getattr(state, "deal", None)
        await self.storage.append_action(table.id, index, seat, action, actor_id)
        state.apply(seat, action)
        table.record.actions.append((seat, action))
        table.moved_at = time.time()
        if (index + 1) % SNAPSHOT_EVERY == 0:
            # Only a shortcut for restarts: the move is already safe in the log.
            snapshot = state.to_json()
            await self.storage.update_table(table.id, snapshot=snapshot, snapshot_index=index + 1)
            table.record.snapshot, table.record.snapshot_index = snapshot, index + 1
        return Move(index, seat, action, actor_id, reason, deal)

    # -------------------------------------------------- the computer's help

    async def hint(self, table: Table, seat: int, level: str = "strong") -> str:
        """What the computer of `level` would do for `seat` now (from its view only), and
        the seat is marked as helped for the rest of the game. Raises TableError if the
        seat has no choice to make."""
        index = table.action_count
        if table.status != "playing" or seat not in table.state.actors():
            raise TableError("hint-not-your-turn")
        legal = table.state.legal_actions(seat)
        choose = table.game.player(level, table.record.settings)
        rng = random.Random(table.record.seed * 100_003 + index)
        action = await self.think(choose, table.state.view(seat), legal, rng)
        async with table.lock:
            helped = sorted({*table.record.settings.get("hinted", []), seat})
            if helped != table.record.settings.get("hinted"):
                settings = {**table.record.settings, "hinted": helped}
                await self.storage.update_table(table.id, settings=settings)
                table.record.settings = settings
        if table.action_count != index:
            raise TableError("moved-on")
        return action

    async def time_out_now(self, table: Table) -> None:
        """Let the computer play for the humans who may act now (what the timer does)."""
        waiting = table.humans_to_act()
        if waiting:
            await self.session(table).play_for_absent(waiting)

    # ---------------------------------------------------------------- end

    async def finish(self, table: Table) -> None:
        async with table.lock:
            if table.status != "playing":
                return
            state = table.state
            places = state.places()
            results = [
                (seat.user_id, places[i], state.scores[i])
                for i, seat in enumerate(table.seats)
                if seat.user_id is not None
            ]
            await self.storage.finish_table(
                table.id,
                guild_id=table.record.guild_id,
                game=table.record.game,
                results=results,
                names={s.user_id: s.name for s in table.seats if s.user_id is not None},
            )
            table.record.status = "finished"
        self.sessions.pop(table.id, None)  # its driver is the task finishing it
        await self._announce_end(table)

    async def _announce_end(self, table: Table) -> None:
        for listener in self.listeners:
            try:
                await listener.table_finished(table)
            except Exception:
                log.exception("Table %s: a listener failed on the end of the game", table.id)

    # ---------------------------------------------------------- notifying

    async def notify(self, table: Table, moves: list[Move]) -> None:
        moves = [m for m in moves if m.index >= 0]
        for listener in self.listeners:
            try:
                await listener.table_changed(table, moves)
            except Exception:
                log.exception("Table %s: a listener failed", table.id)

    async def _seat_changed(self, table: Table, seat: int) -> None:
        """Tell the listeners that care (`seat_changed`) who plays a seat now."""
        for listener in self.listeners:
            changed = getattr(listener, "seat_changed", None)
            if changed is None:
                continue
            try:
                await changed(table, seat)
            except Exception:
                log.exception("Table %s: a listener failed on a seat change", table.id)

    async def _lobby_changed(self, table: Table) -> None:
        for listener in self.listeners:
            try:
                await listener.lobby_changed(table)
            except Exception:
                log.exception("Table %s: a listener failed on the lobby", table.id)
