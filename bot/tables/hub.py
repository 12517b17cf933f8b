"""All live tables of the bot: creation, lookup, the moves of humans, the end of a game,
and restoring unfinished tables at start-up by replaying their logs.

Every change to a table goes through here, under the table's lock: check who is acting
(the Discord user must own the seat), check the action, write it to the action log
(committed), apply it, then tell the listeners; the running table's session (session.py)
then moves the game along. Storage is written only from here.

The hub is made of parts, each given what it needs: the write of a move (moves.py), the
lobby and the seats (seating.py), the listeners (listeners.py) and one session per
running table. The parts make the changes; the hub tells the listeners after, and sets
the game going where it moved.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from bot.storage import Storage, TableRecord
from bot.tables.listeners import Listeners
from bot.tables.moves import MoveWriter
from bot.tables.seating import Seating, SeatNamer
from bot.tables.session import Patience, TableSession, Thinker, think_in_thread
from bot.tables.settle import NotStored, settle
from bot.tables.table import DEFAULT_COMPUTER_DELAY, Move, Table, TableError
from games import IllegalAction

log = logging.getLogger(__name__)

# Ended tables kept in memory for the clicks that come after the end (a last look at one's
# hand, Play again): the latest this many. Older ones are read from storage when asked for,
# so a bot that runs for weeks does not grow with the tables it has finished.
KEEP_ENDED = 100


class TableHub:
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
        # 0 in tests: out-of-turn windows close at once, computers move as soon as they know.
        self.window_scale = window_scale
        # Where computer players think: the bot passes its worker processes.
        self.think: Thinker = think or think_in_thread
        self.tables: dict[int, Table] = {}  # the open tables: lobbies and games
        self.ended: OrderedDict[int, Table] = OrderedDict()  # the latest KEEP_ENDED ended
        self.listeners = Listeners()
        self.writer = MoveWriter(storage, lambda table, why: self.session(table).fault(why))
        self.seating = Seating(storage, self.tables)
        # What needs no telling is the seating's own: a new lobby is unseen until the
        # Discord side posts it, and a computer seat or a check changes nothing.
        self.open_lobby = self.seating.open_lobby
        self.computer_seat = self.seating.computer_seat
        self.check_take_back = self.seating.check_take_back
        self.sessions: dict[int, TableSession] = {}  # the running tables' drivers and timers
        # How the sessions retry after a fault, and when they tell the players (tests: 0).
        self.patience = patience or Patience()
        # Tables held up by a fault (storage, a worker) whose session is retrying.
        self.waiting: set[int] = set()
        self.closed = False

    @property
    def seat_names(self) -> SeatNamer:
        """How computer seats are named (the Discord side names them in the table's
        language)."""
        return self.seating.names

    @seat_names.setter
    def seat_names(self, names: SeatNamer) -> None:
        self.seating.names = names

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
            await self.listeners.lobby_changed(table)
        for table in restored:
            if table.status == "playing":
                # A crash may have come between a commit and telling the channel: tell it now.
                await self.notify(table, [])
                self.session(table).drive()
            elif table.status == "finished":
                # The game ended but its end was never announced.
                self.keep_ended(table)
                await self.listeners.table_finished(table)
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

    def _ended(self, table: Table) -> None:
        """The table is over (finished or abandoned): its session stops, and it is kept
        among the latest ended."""
        self._forget_session(table)
        self.keep_ended(table)

    # ------------------------------------------------------------ lobby and seats

    async def join(self, table: Table, user_id: int, name: str) -> None:
        await self.seating.join(table, user_id, name)
        await self.listeners.lobby_changed(table)

    async def leave(self, table: Table, user_id: int) -> None:
        await self.seating.leave(table, user_id)
        await self.listeners.lobby_changed(table)

    async def add_computer(self, table: Table, user_id: int, level: str | None = None) -> None:
        await self.seating.add_computer(table, user_id, level)
        await self.listeners.lobby_changed(table)

    async def start(self, table: Table, user_id: int) -> None:
        """Fill empty seats with computer players and start the game."""
        await self.seating.start(table, user_id)
        await self.listeners.lobby_changed(table)
        await self.notify(table, [])
        self.session(table).drive()

    async def cancel(self, table: Table, user_id: int, *, may_manage: bool = False) -> None:
        await self.seating.cancel(table, user_id, may_manage=may_manage)
        self._ended(table)
        await self.listeners.lobby_changed(table)

    async def abandon(self, table: Table) -> None:
        """End a table without results (the host's or a server manager's decision)."""
        await self.seating.abandon(table)
        self._ended(table)
        await self.listeners.lobby_changed(table)

    async def replace_with_computer(self, table: Table, user_id: int) -> int:
        """Give a human's seat to a computer player (the player left); returns the seat."""
        seat = await self.seating.replace_with_computer(table, user_id)
        await self.notify(table, [])
        self.session(table).drive()
        return seat

    async def miss_turn(self, table: Table, seat: int) -> bool:
        """The turn of `seat`'s player ran out (see `Seating.miss_turn`); the listeners are
        told once the seat is away. Returns whether it is."""
        away, now = await self.seating.miss_turn(table, seat)
        if now:
            await self.listeners.seat_changed(table, seat)
        return away

    async def take_seat_back(self, table: Table, user_id: int, name: str) -> int:
        """A player takes back the seat the computer plays for them (away, or replaced);
        returns the seat. Raises TableError with a message for the user."""
        seat = await self.seating.take_seat_back(table, user_id, name)
        await self.listeners.seat_changed(table, seat)
        await self.notify(table, [])
        self.session(table).drive()  # their turn now: the timer starts again
        return seat

    # --------------------------------------------------------------- moves

    def check_action(
        self, table: Table, user_id: int, action: str, *, expected_index: int | None = None
    ) -> int:
        """The seat of a human's action if it may be applied now (`MoveWriter.check`)."""
        return self.writer.check(table, user_id, action, expected_index=expected_index)

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
                await self.seating.forgive_missed(table, seat)
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

    async def apply(
        self, table: Table, seat: int, action: str, actor_id: int | None, reason: str
    ) -> Move:
        """Check, persist, apply (`MoveWriter.apply`). The caller holds the table's lock."""
        return await self.writer.apply(table, seat, action, actor_id, reason)

    async def settle(self, table: Table) -> list[Move]:
        """Read the table's log back and bring memory in line (after a fault); the moves
        applied. A game the database holds as over is taken up as over."""
        async with table.lock:
            status = table.status
            moves = await settle(self.storage, table)
        if status == "playing" and table.status != "playing":
            self._ended(table)
            if table.status == "finished":
                await self.listeners.table_finished(table)
        return moves

    async def tell_waiting(self, table: Table, waiting: bool) -> None:
        """Tell the listeners that the table is held up by a fault, or goes on."""
        await self.listeners.table_waiting(table, waiting)

    async def shown(self, table: Table, count: int) -> None:
        """Until the listeners show the table's first `count` actions."""
        await self.listeners.shows(table, count)

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
        self._ended(table)
        await self.listeners.table_finished(table)

    def _forget_session(self, table: Table) -> None:
        """The game is over: its session stops (not the task calling this: it is ending)."""
        session = self.sessions.pop(table.id, None)
        self.waiting.discard(table.id)
        if session is not None:
            session.stop(but=asyncio.current_task())

    # ---------------------------------------------------------- notifying

    async def notify(self, table: Table, moves: list[Move]) -> None:
        """Tell the listeners of the moves applied (a skip, index -1, is nobody's news)."""
        moves = [m for m in moves if m.index >= 0]
        await self.listeners.table_changed(table, moves)
