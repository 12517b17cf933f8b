"""Running tables: a lobby that fills, then a game that moves one checked action at a time.

A `Table` is one game in one channel or thread. Every change goes through
`Table.act` under the table's lock: check that the user owns the seat, check
the action is legal, write it to the action log (committed), and only then
apply it and tell the listeners. Computer seats, forced moves (a lone legal
action) and the turn timer are driven by the `TableHub`, which also restores
unfinished tables at start-up by replaying their logs.

Nothing here knows Discord: the cog registers a `TableListener` and turns
what it hears into messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import games
from bot.storage import SeatRecord, Storage, TableRecord
from games import IllegalAction
from games.registry import game as game_info

log = logging.getLogger(__name__)


DEFAULT_TURN_TIMER = 120  # seconds a human has to act before the computer plays for them
# A snapshot of the game every this many actions: a restart replays at most that many.
SNAPSHOT_EVERY = 64
DEFAULT_COMPUTER_DELAY = 1.2  # seconds: a computer's move stays readable before the next one
# A turn the computer plays for an absent player ends after this many actions at most.
MAX_ABSENT_MOVES = 20


# Runs a computer player's choose(view, legal, rng) off the event loop.
Thinker = Callable[[Callable[..., str], dict[str, Any], list[str], random.Random], Awaitable[str]]


async def _think_in_thread(
    choose: Callable[..., str], view: dict[str, Any], legal: list[str], rng: random.Random
) -> str:
    return await asyncio.to_thread(choose, view, legal, rng)


def _refuse_illegal(state: Any, seat: int, action: str) -> None:
    """Raise IllegalAction, with the engine's reason, unless the action is legal now."""
    if action not in state.legal_actions(seat):
        state.apply(seat, action)  # raises IllegalAction with the reason; changes nothing
        raise IllegalAction("You can't do that now.")  # in case an engine failed to refuse


class TableError(Exception):
    """Something a user asked of a table that cannot be done; the message says why."""


@dataclass(frozen=True)
class Move:
    """One accepted action and who made it."""

    index: int  # its place in the action log
    seat: int
    action: str
    actor_id: int | None  # the Discord user, or None for a computer
    reason: str  # "player", "computer", "forced" (a lone legal action), "timer", "substitute"
    deal: int | None  # the deal it belongs to, for games with deals


class TableListener(Protocol):
    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        """Moves were applied (and are on disk)."""

    async def table_finished(self, table: Table) -> None:
        """The game is over and its results are stored."""

    async def lobby_changed(self, table: Table) -> None:
        """Seats or status of a lobby changed."""


class Table:
    """One table: its record, its engine state (once started) and its lock."""

    def __init__(self, record: TableRecord) -> None:
        self.record = record
        self.game = game_info(record.game)
        self.engine = self.game.engine
        self.lock = asyncio.Lock()
        self.state: Any = None
        if record.status in ("playing", "finished"):
            self.state = self._rebuild()
        self.turn_started = 0.0  # loop time when the current actor's turn began
        # Computers that let an out-of-turn window go by, by the log length it was open at.
        self.passed: dict[int, set[int]] = {}
        self.opened: tuple[int, float] = (-1, 0.0)  # (log length, loop time it was reached)

    def _rebuild(self) -> Any:
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
        return self.seats[seat].user_id is None

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

    # -------------------------------------------------------------- lobby

    def check_lobby(self) -> None:
        if self.status == "playing":
            raise TableError("This table has already started.")
        if self.status != "lobby":
            raise TableError("This table is closed.")

    def free_seats(self) -> int:
        return self.seat_target() - len(self.seats)

    def seat_target(self) -> int:
        """How many seats the game will have: the host's choice, else the most it allows."""
        return int(self.record.settings.get("players") or self.game.seats[1])


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
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._closed = False

    # ------------------------------------------------------------ lifecycle

    async def restore(self) -> list[Table]:
        """Rebuild every unfinished table from its log and set its game going again."""
        restored = []
        for record in await self.storage.unfinished_tables():
            try:
                table = Table(record)
            except Exception:
                log.exception("Could not restore table %s; leaving it as it is", record.id)
                continue
            self.tables[table.id] = table
            restored.append(table)
        for table in restored:
            if table.status == "playing":
                # A crash may have come between a commit and telling the channel: tell it now.
                await self._notify(table, [])
                self._drive(table)
            elif table.status == "finished":
                # The game ended but its end was never announced.
                await self._announce_end(table)
        log.info("Restored %d unfinished tables", len(restored))
        return restored

    async def close(self) -> None:
        self._closed = True
        tasks = [*self._drivers.values(), *self._timers.values()]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

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
    ) -> Table:
        """A new lobby with the host (and `computers` computer players) seated.

        One write only: the command that opens it must answer Discord within 3 s.
        """
        # Validate the options now, so a bad one fails the command, not the start.
        self.engines_check(game, options)
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
        await self._lobby_changed(table)
        await self._notify(table, [])
        self._drive(table)

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
            await self._set_seats(table, seats)
        await self._notify(table, [])
        self._drive(table)
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
        self._stop_timer(table.id)
        driver = self._drivers.pop(table.id, None)
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
        if expected_index is not None and expected_index != table.action_count:
            raise TableError("That choice is out of date: press **Your hand** again.")
        if seat not in table.state.actors():
            raise IllegalAction("It is not your turn.")
        _refuse_illegal(table.state, seat, action)
        return seat

    async def act(
        self, table: Table, user_id: int, action: str, *, expected_index: int | None = None
    ) -> Move:
        """A human's action: checked (see `check_action`), written to the log, applied,
        announced. Raises TableError or games.IllegalAction with a message for the user."""
        async with table.lock:
            seat = self.check_action(table, user_id, action, expected_index=expected_index)
            move = await self._apply(table, seat, action, user_id, "player")
        await self._notify(table, [move])
        self._drive(table)
        return move

    async def _apply(
        self, table: Table, seat: int, action: str, actor_id: int | None, reason: str
    ) -> Move:
        """Check, persist, apply. The caller holds the table's lock."""
        state = table.state
        _refuse_illegal(state, seat, action)
        index = table.action_count
        deal = getattr(state, "deal", None)
        await self.storage.append_action(table.id, index, seat, action, actor_id)
        state.apply(seat, action)
        table.record.actions.append((seat, action))
        if (index + 1) % SNAPSHOT_EVERY == 0:
            # Only a shortcut for restarts: the move is already safe in the log.
            snapshot = state.to_json()
            await self.storage.update_table(table.id, snapshot=snapshot, snapshot_index=index + 1)
            table.record.snapshot, table.record.snapshot_index = snapshot, index + 1
        return Move(index, seat, action, actor_id, reason, deal)

    # ------------------------------------------------- computers and timers

    def _drive(self, table: Table) -> None:
        """Make sure a task is moving the game along while no human has a choice."""
        if self._closed:
            return
        self._stop_timer(table.id)
        task = self._drivers.get(table.id)
        if task is not None and not task.done():
            return
        self._drivers[table.id] = asyncio.create_task(
            self._run_driver(table), name=f"table-{table.id}-driver"
        )

    async def _run_driver(self, table: Table) -> None:
        try:
            while table.status == "playing":
                moves = await self._automatic_move(table)
                if not moves:
                    break
                await self._notify(table, moves)
            if table.status == "playing" and table.state.is_over:
                await self._finish(table)
            elif table.status == "playing":
                self._start_timer(table)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("Table %s: the computer player failed", table.id)

    async def _automatic_move(self, table: Table) -> list[Move]:
        """Apply the next move no human has to choose: a computer's, or a lone legal action.

        Several seats may act at once (a game's simultaneous phase, or an out-of-turn
        window): computers with a choice go first, then a forced action, after the
        game's window if it has one.
        """
        state = table.state
        if state is None or state.is_over:
            return []
        actors = state.actors()
        index = table.action_count
        now = asyncio.get_running_loop().time()
        if table.opened[0] != index:
            table.opened = (index, now)  # when this position was reached (windows count from it)
        for seat in actors:
            if not table.is_computer(seat) or seat in table.passed.get(index, ()):
                continue
            if len(state.legal_actions(seat)) > 1:
                if self.computer_delay:
                    await asyncio.sleep(self.computer_delay)  # a readable pace for humans
                return [await self._computer_move(table, seat, "computer")]
        for seat in actors:
            legal = state.legal_actions(seat)
            if len(legal) != 1:
                continue
            # The same length whoever could answer (a computer's thinking included).
            window = table.game.window(state) * self.window_scale - (now - table.opened[1])
            if window > 0:
                await asyncio.sleep(window)  # others may act meanwhile: then this is skipped
            async with table.lock:
                if table.action_count != index or table.status != "playing":
                    return [Move(-1, seat, "", None, "skip", None)]
                return [await self._apply(table, seat, legal[0], None, "forced")]
        return []

    async def _computer_move(self, table: Table, seat: int, reason: str) -> Move:
        index = table.action_count
        view = table.state.view(seat)
        legal = table.state.legal_actions(seat)
        level = table.seats[seat].level or table.record.settings.get("level", "basic")
        choose = table.game.player(level, table.record.settings)
        # Seeded by the table and move number: the same game gets the same choices.
        rng = random.Random(table.record.seed * 100_003 + index)
        action = await self.think(choose, view, legal, rng)
        async with table.lock:
            if table.action_count != index or table.status != "playing":
                return Move(-1, seat, "", None, "skip", None)  # someone else moved first
            if action == table.game.window_pass and table.game.window(table.state) > 0:
                # Let the window go by without a trace (see Game.window_pass).
                table.passed = {index: {*table.passed.get(index, ()), seat}}
                return Move(-1, seat, "", None, "skip", None)
            return await self._apply(table, seat, action, None, reason)

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

    def _start_timer(self, table: Table) -> None:
        """Time the humans who may act now; when time is up the computer plays for them."""
        seconds = table.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        waiting = table.humans_to_act()
        if not seconds or not waiting:
            return
        table.turn_started = asyncio.get_running_loop().time()
        self._timers[table.id] = asyncio.create_task(
            self._timer(table, table.action_count, float(seconds)),
            name=f"table-{table.id}-timer",
        )

    def _stop_timer(self, table_id: int) -> None:
        task = self._timers.pop(table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _timer(self, table: Table, index: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        if table.action_count != index or table.status != "playing":
            return
        await self._play_for_absent(table, table.humans_to_act())

    async def time_out_now(self, table: Table) -> None:
        """Let the computer play for the humans who may act now (what the timer does)."""
        waiting = table.humans_to_act()
        if waiting:
            await self._play_for_absent(table, waiting)

    async def _play_for_absent(self, table: Table, seats: list[int]) -> None:
        """The computer makes each seat's move; in a simultaneous phase, all its steps."""
        self._stop_timer(table.id)  # the running timer itself is not cancelled, only forgotten
        for seat in seats:
            for _ in range(MAX_ABSENT_MOVES):
                if table.status != "playing" or seat not in table.state.actors():
                    break
                move = await self._computer_move(table, seat, "timer")
                if move.index < 0:
                    break
                await self._notify(table, [move])
                if table.state.is_over or not table.game.simultaneous(table.state):
                    break
        self._drive(table)

    # ---------------------------------------------------------------- end

    async def _finish(self, table: Table) -> None:
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
        self._drivers.pop(table.id, None)
        await self._announce_end(table)

    async def _announce_end(self, table: Table) -> None:
        for listener in self.listeners:
            try:
                await listener.table_finished(table)
            except Exception:
                log.exception("Table %s: a listener failed on the end of the game", table.id)

    # ---------------------------------------------------------- notifying

    async def _notify(self, table: Table, moves: list[Move]) -> None:
        moves = [m for m in moves if m.index >= 0]
        for listener in self.listeners:
            try:
                await listener.table_changed(table, moves)
            except Exception:
                log.exception("Table %s: a listener failed", table.id)

    async def _lobby_changed(self, table: Table) -> None:
        for listener in self.listeners:
            try:
                await listener.lobby_changed(table)
            except Exception:
                log.exception("Table %s: a listener failed on the lobby", table.id)
