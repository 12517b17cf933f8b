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
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bot.storage import Storage, TableRecord, WriteTimedOut
from bot.tables.seating import SeatingMixin
from bot.tables.session import Patience, TableSession
from bot.tables.settle import NotStored, Unsettled, settle
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

# Ended tables kept in memory for the clicks that come after the end (a last look at one's
# hand, Play again): the latest this many. Older ones are read from storage when asked for,
# so a bot that runs for weeks does not grow with the tables it has finished.
KEEP_ENDED = 100

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
        patience: Patience | None = None,
    ) -> None:
        self.storage = storage
        self.computer_delay = computer_delay
        self.window_scale = window_scale  # 0 in tests: out-of-turn windows close at once
        # Where computer players think: the bot passes its worker processes.
        self.think: Thinker = think or _think_in_thread
        self.tables: dict[int, Table] = {}  # the open tables: lobbies and games
        self.ended: OrderedDict[int, Table] = OrderedDict()  # the latest KEEP_ENDED ended
        self.listeners: list[TableListener] = []
        # How a computer seat is named (the Discord side names it in the table's language).
        self.seat_names: SeatNamer = NeutralSeatNames()
        self.sessions: dict[int, TableSession] = {}  # the running tables' drivers and timers
        # How the sessions retry after a fault, and when they tell the players (tests: 0).
        self.patience = patience or Patience()
        # Tables held up by a fault (storage, a worker) whose session is retrying.
        self.waiting: set[int] = set()
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
            if self.get(record.id) is not None or (belongs is not None and not belongs(record)):
                continue
            try:
                table = Table(record)
            except IllegalAction:
                # Its log breaks a rule of this version (a rules fix since it began): it
                # cannot go on. It ends without results, and its channel is told so.
                log.warning("Table %s: its log no longer replays; abandoned", record.id)
                record.status = "abandoned"
                await self.storage.update_table(record.id, status="abandoned")
                unplayable.append(self.keep_ended(Table(record)))
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
                self.keep_ended(table)
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
            session = TableSession(self, table)
            if table.status == "playing":
                # Only a running table keeps one: a call that comes after the end (a start
                # whose table was abandoned meanwhile) must not leave one behind.
                self.sessions[table.id] = session
        return session

    def get(self, table_id: int) -> Table | None:
        """An open table, or one of the latest ended ones."""
        return self.tables.get(table_id) or self.ended.get(table_id)

    def keep_ended(self, table: Table) -> Table:
        """Keep an ended table among the latest (moved out of the open ones); the one kept
        already under its id, if any, so that every click shares one table and its lock."""
        self.tables.pop(table.id, None)
        kept = self.ended.setdefault(table.id, table)
        self.ended.move_to_end(table.id)
        while len(self.ended) > KEEP_ENDED:
            self.ended.popitem(last=False)
        return kept

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
        self._forget_session(table)
        self.keep_ended(table)

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

    async def act(
        self, table: Table, user_id: int, action: str, *, expected_index: int | None = None
    ) -> Move:
        """A human's action: checked (see `check_action`), written to the log, applied,
        announced. Raises TableError or games.IllegalAction with a message for the user."""
        async with table.lock:
            seat = self.check_action(table, user_id, action, expected_index=expected_index)
            try:
                move = await self.apply(table, seat, action, user_id, "player")
            except NotStored as refused:
                not_stored: NotStored | None = refused
            else:
                not_stored = None
                await self._forgive_missed(table, seat)
        if not_stored is not None:
            # Not played; the log held other moves (a write whose answer was lost): the
            # channel sees them, and the table goes on from there.
            if not_stored.moves:
                await self.notify(table, not_stored.moves)
                self.session(table).drive()
            raise not_stored
        await self.notify(table, [move])
        self.session(table).drive()
        return move

    async def _forgive_missed(self, table: Table, seat: int) -> None:
        """They are here: their missed turns are forgiven. After the move, which matters
        more and is safe: a failure here only leaves the count for later."""
        if not table.seats[seat].missed:
            return
        seats = list(table.seats)
        seats[seat] = dataclasses.replace(seats[seat], missed=0)
        try:
            await self._set_seats(table, seats)
        except Exception:
            log.warning("Table %s: could not forgive missed turns", table.id, exc_info=True)

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
        deal = getattr(state, "deal", None)
        move = Move(index, seat, action, actor_id, reason, deal)
        try:
            await self.storage.append_action(table.id, index, seat, action, actor_id)
        except WriteTimedOut as error:
            # Still under way: neither played nor refused yet. The session settles the
            # table once the write is done, and the player's hand shows the outcome.
            table.unsettled, table.pending_write = True, error.write
            self.session(table).fault(error)
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
            self.session(table).fault("unsettled")
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

    async def settle(self, table: Table) -> list[Move]:
        """Read the table's log back and bring memory in line (after a fault); the moves
        applied. A game the database holds as over is taken up as over."""
        async with table.lock:
            status = table.status
            moves = await settle(self.storage, table)
        if status == "playing" and table.status != "playing":
            self._forget_session(table)
            self.keep_ended(table)
            if table.status == "finished":
                await self._announce_end(table)
        return moves

    async def tell_waiting(self, table: Table, waiting: bool) -> None:
        """Tell the listeners that the table is held up by a fault, or goes on."""
        await self._tell(table, "a wait", lambda heard: heard.table_waiting(table, waiting))

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
        self._forget_session(table)
        self.keep_ended(table)
        await self._announce_end(table)

    def _forget_session(self, table: Table) -> None:
        """The game is over: its session stops (not the task calling this: it is ending)."""
        session = self.sessions.pop(table.id, None)
        self.waiting.discard(table.id)
        if session is not None:
            session.stop(but=asyncio.current_task())

    async def _announce_end(self, table: Table) -> None:
        await self._tell(table, "the end", lambda heard: heard.table_finished(table))

    # ---------------------------------------------------------- notifying

    async def notify(self, table: Table, moves: list[Move]) -> None:
        moves = [m for m in moves if m.index >= 0]
        await self._tell(table, "moves", lambda heard: heard.table_changed(table, moves))

    async def _seat_changed(self, table: Table, seat: int) -> None:
        """Tell the listeners who plays a seat now."""
        await self._tell(table, "a seat", lambda heard: heard.seat_changed(table, seat))

    async def _lobby_changed(self, table: Table) -> None:
        await self._tell(table, "the lobby", lambda heard: heard.lobby_changed(table))

    async def _tell(
        self, table: Table, what: str, hear: Callable[[TableListener], Awaitable[None]]
    ) -> None:
        """Tell every listener (`hear` calls its method): one that fails is logged, and the
        others still hear it."""
        for listener in self.listeners:
            try:
                await hear(listener)
            except Exception:
                log.exception("Table %s: a listener failed on %s", table.id, what)
