"""All live tables of the bot: creation, lookup, the moves of humans, the end of a game,
and restoring unfinished tables at start-up by replaying their logs.

Every change to a table goes through here, under the table's lock: check who is acting
(the Discord user must own the seat), check the action, write it to the action log
(committed), apply it, then tell the listeners; the running table's session (session.py)
then moves the game along. Storage is written only from here.

About 500 lines: the lobby, the moves and the end of a game are kept together
because they share one discipline (the table's lock around every write and change).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.storage import SeatRecord, Storage, TableRecord
from bot.tables.session import TableSession
from bot.tables.table import (
    AWAY_AFTER_TIMEOUTS,
    DEFAULT_COMPUTER_DELAY,
    SNAPSHOT_EVERY,
    Move,
    Table,
    TableError,
    TableListener,
    refuse_illegal,
)
from games import IllegalAction
from games.registry import game as game_info

log = logging.getLogger(__name__)

# Runs a computer player's choose(view, legal, rng) off the event loop.
Thinker = Callable[[Callable[..., str], dict[str, Any], list[str], random.Random], Awaitable[str]]


async def _think_in_thread(
    choose: Callable[..., str], view: dict[str, Any], legal: list[str], rng: random.Random
) -> str:
    return await asyncio.to_thread(choose, view, legal, rng)


class TableHub:
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

    # --------------------------------------------------------------- lobby

    async def open_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        game: str,
        options: dict[str, Any],
        settings: dict[str, Any],
        computers: int = 0,
        seats: list[SeatRecord] | None = None,
    ) -> Table:
        """A new lobby with the host (and `computers` computer players) seated, or with
        `seats` (the host's among them: Play again).

        One write only: the command that opens it must answer Discord within 3 s.
        """
        # Validate the options now, so a bad one fails the command, not the start.
        self.engines_check(game, options)
        if seats is None:
            seats = [SeatRecord(user_id=host_id, name=host_name)]
            if computers > int(settings.get("players") or game_info(game).seats[1]) - 1:
                raise TableError("There is not room for that many computer players.")
            for _ in range(computers):
                seats.append(self._computer_seat(game, seats, settings.get("level", "basic")))
        fields: dict[str, Any] = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "host_id": host_id,
            "game": game,
            "options": options,
            "settings": settings,
            "seed": secrets.randbits(48),
            "seats": seats,
        }
        record_id = await self.storage.create_table(**fields)
        record = TableRecord(
            id=record_id,
            thread_id=None,
            status="lobby",
            lobby_message_id=None,
            table_message_id=None,
            **fields,
        )
        table = Table(record)
        self.tables[table.id] = table
        return table

    @staticmethod
    def engines_check(game: str, options: dict[str, Any]) -> None:
        game_info(game).engine.new_game(seed=0, players=game_info(game).seats[0], options=options)

    async def join(self, table: Table, user_id: int, name: str) -> None:
        async with table.lock:
            table.check_lobby()
            if table.seat_of(user_id) is not None:
                raise TableError("You are already seated at this table.")
            if table.free_seats() <= 0:
                raise TableError("This table is full.")
            await self._set_seats(table, [*table.seats, SeatRecord(user_id=user_id, name=name)])
        await self._lobby_changed(table)

    async def leave(self, table: Table, user_id: int) -> None:
        async with table.lock:
            table.check_lobby()
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("You are not seated at this table.")
            if user_id == table.record.host_id:
                raise TableError("You are the host: use Cancel to close the table.")
            await self._set_seats(table, [s for s in table.seats if s.user_id != user_id])
        await self._lobby_changed(table)

    async def add_computer(self, table: Table, user_id: int, level: str | None = None) -> None:
        async with table.lock:
            table.check_lobby()
            self._check_host(table, user_id, "add a computer player")
            if table.free_seats() <= 0:
                raise TableError("This table is full.")
            level = level or table.record.settings.get("level", "basic")
            computer = self._computer_seat(table.record.game, table.seats, level)
            await self._set_seats(table, [*table.seats, computer])
        await self._lobby_changed(table)

    async def start(self, table: Table, user_id: int) -> None:
        """Fill empty seats with computer players and start the game."""
        async with table.lock:
            table.check_lobby()
            self._check_host(table, user_id, "start the game")
            level = table.record.settings.get("level", "basic")
            seats = list(table.seats)
            while len(seats) < table.seat_target():
                seats.append(self._computer_seat(table.record.game, seats, level))
            await self._set_seats(table, seats, status="playing")
            table.record.status = "playing"
            table.state = table.engine.new_game(
                seed=table.record.seed, players=len(seats), options=table.record.options
            )
            table.moved_at = time.time()
        await self._lobby_changed(table)
        await self.notify(table, [])
        self.session(table).drive()

    async def cancel(self, table: Table, user_id: int, *, may_manage: bool = False) -> None:
        async with table.lock:
            table.check_lobby()
            if not may_manage:
                self._check_host(table, user_id, "cancel the table")
            await self._close(table, "abandoned")
        await self._lobby_changed(table)

    async def abandon(self, table: Table) -> None:
        """End a table without results (the host's or a server manager's decision)."""
        async with table.lock:
            if table.status not in ("lobby", "playing"):
                raise TableError("This table is already closed.")
            await self._close(table, "abandoned")
        await self._lobby_changed(table)

    async def replace_with_computer(self, table: Table, user_id: int) -> int:
        """Give a human's seat to a computer player (the player left); returns the seat."""
        async with table.lock:
            if table.status != "playing":
                raise TableError("Only a running game has seats to hand over.")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("That member is not seated at this table.")
            level = table.record.settings.get("level", "basic")
            seats = list(table.seats)
            name = f"{seats[seat].name} (computer)"
            seats[seat] = self._computer_seat(table.record.game, seats, level, name=name)
            seats[seat].owner_id = user_id  # they may take it back (take_seat_back)
            await self._set_seats(table, seats)
        await self.notify(table, [])
        self.session(table).drive()
        return seat

    async def miss_turn(self, table: Table, seat: int) -> bool:
        """The turn of `seat`'s player ran out: counted with the seat, on disk. The
        AWAY_AFTER_TIMEOUTS-th in a row makes the seat away: the computer plays it (at
        the table's level) until they take it back, told to the listeners once. Returns
        whether the seat is away now."""
        async with table.lock:
            record = table.seats[seat]
            if table.status != "playing" or record.user_id is None or record.away:
                return record.away
            missed = record.missed + 1
            away = missed >= AWAY_AFTER_TIMEOUTS
            seats = list(table.seats)
            seats[seat] = SeatRecord(
                user_id=record.user_id, name=record.name, away=away, missed=0 if away else missed
            )
            await self._set_seats(table, seats)
        if away:
            await self._seat_changed(table, seat)
        return away

    @staticmethod
    def check_take_back(table: Table, user_id: int) -> int:
        """The seat this user may take back now; else raises TableError saying why."""
        if table.status != "playing":
            raise TableError("This game is not running any more.")
        seat = table.seat_to_take_back(user_id)
        if seat is None:
            if table.seat_of(user_id) is not None:
                raise TableError("You are playing your seat already.")
            raise TableError("You have no seat to take back at this table.")
        return seat

    async def take_seat_back(self, table: Table, user_id: int, name: str) -> int:
        """A player takes back the seat the computer plays for them (away, or replaced);
        returns the seat. Raises TableError with a message for the user."""
        async with table.lock:
            seat = self.check_take_back(table, user_id)
            seats = list(table.seats)
            seats[seat] = SeatRecord(user_id=user_id, name=name)
            await self._set_seats(table, seats)
        await self._seat_changed(table, seat)
        await self.notify(table, [])
        self.session(table).drive()  # their turn now: the timer starts again
        return seat

    async def _set_seats(self, table: Table, seats: list[SeatRecord], **fields: Any) -> None:
        """Store a table's new seats (and any other fields with them), then keep them."""
        await self.storage.update_table(table.id, seats=seats, **fields)
        table.record.seats = seats

    @staticmethod
    def _computer_seat(
        game: str, seats: list[SeatRecord], level: str, name: str | None = None
    ) -> SeatRecord:
        if level not in game_info(game).levels:
            raise TableError(f"There is no computer level {level!r}.")
        number = sum(1 for s in seats if s.user_id is None) + 1
        return SeatRecord(user_id=None, name=name or f"Computer {number}", level=level)

    @staticmethod
    def _check_host(table: Table, user_id: int, what: str) -> None:
        if user_id != table.record.host_id:
            raise TableError(f"Only the host can {what}.")

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
            raise TableError("This game is not running.")
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("You are not playing at this table.")
        if table.seats[seat].away:
            raise TableError(
                "The computer plays your seat now: press **Take my seat back** to play again."
            )
        if expected_index is not None and expected_index != table.action_count:
            raise TableError("That choice is out of date: press **Your hand** again.")
        if seat not in table.state.actors():
            raise IllegalAction("It is not your turn.")
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
            raise TableError("Hints are for your turn.")
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
            raise TableError("The game moved on meanwhile: ask again.")
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
