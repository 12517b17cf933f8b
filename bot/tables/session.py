"""A running table's own life (as Red's trivia session owns its game's task): the task that
moves the game along while no human has a choice (computer players, forced moves,
out-of-turn windows), the turn timer, and playing for a player who let it run out.

Moves no human chooses come at a pace humans can follow: once the table shows the move
before (the listeners' `shows`), that move stays in view for the computer delay, so that a
busy bot slows its computers down rather than play on ahead of what its players see.

The hub (hub.py) makes one `TableSession` per running table and closes it with the table.
Moves still go through the hub, under the table's lock: a session only decides when. What
a session needs of the hub is `SessionHost`, not the hub itself.

Its tasks are supervised: a task that fails (storage down, a lost answer) hands the table
to a recovery task, which settles the table with its stored log (settle.py) with a bounded
back-off and then sets the driver and the timer going again. Players are told when a table
has been held up for a while, and told again when it goes on. A computer whose thinking
fails (its worker died) is played by the basic player in this process instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from bot import metrics
from bot.tables.settle import NotStored
from bot.tables.table import MAX_ABSENT_MOVES, Move, Table

log = logging.getLogger(__name__)

# Runs a computer player's choose(view, legal, rng) off the event loop.
Thinker = Callable[[Callable[..., str], dict[str, Any], list[str], random.Random], Awaitable[str]]


async def think_in_thread(
    choose: Callable[..., str], view: dict[str, Any], legal: list[str], rng: random.Random
) -> str:
    """The thinker of a hub given none: a thread of this process."""
    return await asyncio.to_thread(choose, view, legal, rng)


@dataclass(frozen=True)
class Patience:
    """How a session waits after a fault: the first retry after `first` seconds, each next
    one after twice as long, at most `longest`; the players are told once the table has been
    held up for `notice` seconds."""

    first: float = 0.5
    longest: float = 30.0
    notice: float = 10.0

    def pause(self, tries: int, held_for: float, told: bool) -> float:
        """How long to wait before the next try, after `tries` failed ones, the table held
        up for `held_for` seconds: no later than the players are due to be told."""
        pause = min(self.first * 2**tries, self.longest)
        if not told:
            pause = min(pause, max(0.0, self.notice - held_for))
        return pause


class SessionHost(Protocol):
    """What a session needs of the hub: its settings, read at each use (they may change
    while the table runs), the tables held up by a fault (`waiting`), the changes (`apply`
    with the table's lock held by the session; the others take it) and the telling."""

    closed: bool
    patience: Patience
    computer_delay: float  # seconds before a computer's move, so humans can follow
    # How long the waits that keep timing from telling hidden cards last: out-of-turn
    # windows, a computer's thinking made up to its thinking time (0 in tests: none).
    window_scale: float
    think: Thinker
    waiting: set[int]

    async def apply(
        self, table: Table, seat: int, action: str, actor_id: int | None, reason: str
    ) -> Move: ...
    async def miss_turn(self, table: Table, seat: int) -> bool: ...
    async def settle(self, table: Table) -> list[Move]: ...
    async def finish(self, table: Table) -> None: ...
    async def notify(self, table: Table, moves: list[Move]) -> None: ...
    async def tell_waiting(self, table: Table, waiting: bool) -> None: ...
    async def shown(self, table: Table, count: int) -> None: ...


class TableSession:
    """The driver, the timer and the recovery of one running table."""

    def __init__(self, hub: SessionHost, table: Table) -> None:
        self.hub = hub
        self.table = table
        self.driver: asyncio.Task[None] | None = None
        self.timer: asyncio.Task[None] | None = None
        self.recovery: asyncio.Task[None] | None = None
        self.playing_for_absent = False
        self.faults = 0  # in a row, since the table last went on
        self.told_waiting = False  # the players were told the table is held up

    def stop(self, but: asyncio.Task[Any] | None = None) -> None:
        """Cancel the session's tasks, except `but` (the task that asks: it is ending)."""
        for task in (self.driver, self.timer, self.recovery):
            if task is not None and task is not but:
                task.cancel()
        self.timer = None

    async def close(self) -> None:
        tasks = [t for t in (self.driver, self.timer, self.recovery) if t is not None]
        self.stop()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # ---------------------------------------------------------------- driving

    def drive(self) -> None:
        """Make sure a task is moving the game along while no human has a choice."""
        if self.hub.closed or self.table.status != "playing":
            return
        self.stop_timer()
        if self.driver is not None and not self.driver.done():
            return
        self.driver = asyncio.create_task(self._run(), name=f"table-{self.table.id}-driver")

    async def _run(self) -> None:
        table = self.table
        try:
            while table.status == "playing":
                try:
                    moves = await self._automatic_move()
                except NotStored as refused:
                    moves = refused.moves  # the log held others: they stand, go on from there
                    if not moves:
                        raise
                if not moves:
                    break
                played = [move for move in moves if move.index >= 0]
                if played:
                    # A computer that let a window go by (a skip) changes nothing anyone
                    # sees: the table is not edited, as when nobody could have answered.
                    await self.hub.notify(table, played)
            if table.status == "playing" and table.state.is_over:
                await self.hub.finish(table)
            elif table.status == "playing":
                self.start_timer()
        except asyncio.CancelledError:
            raise
        except Exception as error:
            self.fault(error)
        else:
            await self._went_on()

    # --------------------------------------------------------------- recovery

    def fault(self, error: object) -> None:
        """A task driving the table failed: make sure the recovery task runs."""
        self.faults += 1
        kind = error if isinstance(error, str) else type(error).__name__
        metrics.TABLE_FAULTS.labels(kind=kind).inc()
        log.warning("Table %s: held up (%r); will try again", self.table.id, error,
                    exc_info=isinstance(error, BaseException))  # fmt: skip
        if self.hub.closed or self.table.status != "playing":
            return
        if self.recovery is None or self.recovery.done():
            self.recovery = asyncio.create_task(
                self._recover(), name=f"table-{self.table.id}-recovery"
            )

    async def _recover(self) -> None:
        """Wait with a growing back-off until the table settles with its log, then drive it;
        the players are told if it takes longer than `Patience.notice`."""
        hub, table = self.hub, self.table
        patience = hub.patience
        loop = asyncio.get_running_loop()
        held_since = loop.time()
        hub.waiting.add(table.id)
        try:
            while table.status == "playing":
                tries = max(0, self.faults - 1)
                held_for = loop.time() - held_since
                await asyncio.sleep(patience.pause(tries, held_for, self.told_waiting))
                if not self.told_waiting and loop.time() - held_since >= patience.notice:
                    self.told_waiting = True
                    await hub.tell_waiting(table, True)
                try:
                    moves = await hub.settle(table)
                except Exception as error:
                    self.faults += 1
                    metrics.TABLE_FAULTS.labels(kind=type(error).__name__).inc()
                    log.info("Table %s: still held up (%r)", table.id, error)
                    continue
                if moves:
                    await hub.notify(table, moves)
                break
        finally:
            hub.waiting.discard(table.id)
        if table.status == "playing":
            # The driver tells the players the table goes on once it has run without a
            # fault (_run); the timer is set again by it.
            self.drive()

    async def _went_on(self) -> None:
        """The table is going again after faults: reset, and tell those who were told."""
        self.faults = 0
        if self.told_waiting:
            self.told_waiting = False
            await self.hub.tell_waiting(self.table, False)

    async def _automatic_move(self) -> list[Move]:
        """Apply the next move no human has to choose: a computer's, or a lone legal action.

        Several seats may act at once (a game's simultaneous phase, or an out-of-turn
        window): computers with a choice go first, then a forced action, after the
        game's window if it has one.
        """
        table = self.table
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
                await self._readable_pace(index)
                return [await self.computer_move(seat, "computer")]
        for seat in actors:
            legal = state.legal_actions(seat)
            if len(legal) != 1:
                continue
            # The same length whoever could answer (a computer's thinking included).
            length = table.game.window(state)
            window = length * self.hub.window_scale - (now - table.opened[1])
            if window > 0:
                await asyncio.sleep(window)  # others may act meanwhile: then this is skipped
            elif not length:
                # A lone legal move comes at the pace of a choice: played at once, it would
                # tell the table that its player had nothing else to play.
                thinking = self._thinking_time(seat) if table.is_computer(seat) else 0.0
                await self._readable_pace(index, thinking)
            async with table.lock:
                if table.action_count != index or table.status != "playing":
                    return [Move(-1, seat, "", None, "skip")]
                return [await self.hub.apply(table, seat, legal[0], None, "forced")]
        return []

    async def _readable_pace(self, count: int, thinking: float = 0.0) -> None:
        """A pace humans can follow: the table shows the game's first `count` actions, and
        the last of them stays in view `computer_delay` seconds (and `thinking` more) before
        a computer moves. A busy bot, whose table messages fall behind, so slows its
        computers down instead of showing players moves they never saw being played.

        No delay (tests), no pace. In an out-of-turn window the delay alone: a window lasts
        as long whoever holds a card to answer it, however slow the table is to show."""
        table = self.table
        if not self.hub.computer_delay:
            return
        if not table.game.window(table.state):
            await self.hub.shown(table, count)
        await asyncio.sleep(self.hub.computer_delay + thinking)

    def _thinking_time(self, seat: int) -> float:
        """The seconds the table gives the computer player of `seat` to think."""
        table = self.table
        level = table.seats[seat].level or table.record.settings.get("level", "basic")
        return table.game.thinking_time(level, table.record.settings) * self.hub.window_scale

    async def computer_move(self, seat: int, reason: str) -> Move:
        """The computer player's move for `seat`, chosen from that seat's view only."""
        table = self.table
        index = table.action_count
        view = table.state.view(seat)
        legal = table.state.legal_actions(seat)
        level = table.seats[seat].level or table.record.settings.get("level", "basic")
        choose = table.game.player(level, table.record.settings)
        # Seeded by the table and move number: the same game gets the same choices.
        rng = random.Random(table.record.seed * 100_003 + index)
        loop = asyncio.get_running_loop()
        began = loop.time()
        try:
            action = await self.hub.think(choose, view, legal, rng)
        except asyncio.CancelledError:
            raise
        except Exception:
            action = await self._fallback_choice(seat, view, legal, index)
        # A decision answered at once (all its cards alike) would tell the table something
        # of the hand: the move waits out the thinking time however quick it was.
        left = self._thinking_time(seat) - (loop.time() - began)
        if left > 0:
            await asyncio.sleep(left)
        async with table.lock:
            if table.action_count != index or table.status != "playing":
                return Move(-1, seat, "", None, "skip")  # someone else moved first
            if reason == "computer" and not table.is_computer(seat):
                return Move(-1, seat, "", None, "skip")  # its player took it back
            if action == table.game.window_pass and table.game.window(table.state) > 0:
                # Let the window go by without a trace (see GameInfo.window_pass).
                table.passed = {index: {*table.passed.get(index, ()), seat}}
                return Move(-1, seat, "", None, "skip")
            return await self.hub.apply(table, seat, action, None, reason)

    async def _fallback_choice(
        self, seat: int, view: dict[str, Any], legal: list[str], index: int
    ) -> str:
        """The basic player's choice, made in this process: the thinking of the table's
        player failed (its worker died and its pool could not be started again), and a
        computer seat must never wait for ever. Failing that too, the first legal move."""
        table = self.table
        log.warning("Table %s: the computer player of seat %d failed; the basic player plays",
                    table.id, seat, exc_info=True)  # fmt: skip
        metrics.COMPUTER_FALLBACKS.inc()
        basic = table.game.player("basic", table.record.settings)
        rng = random.Random(table.record.seed * 100_003 + index)
        try:
            return await asyncio.to_thread(basic, view, legal, rng)
        except Exception:
            log.exception("Table %s: the basic player failed too", table.id)
            return legal[0]

    # ------------------------------------------------------------------ timer

    def start_timer(self) -> None:
        """Time the humans who may act now; when time is up the computer plays for them."""
        table = self.table
        deadline = table.turn_deadline()  # what the players are shown
        if deadline is None:
            return
        table.turn_started = asyncio.get_running_loop().time()
        seconds = max(0.0, deadline - time.time())
        self.timer = asyncio.create_task(
            self._time(table.action_count, seconds), name=f"table-{table.id}-timer"
        )

    def stop_timer(self) -> None:
        task, self.timer = self.timer, None
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _time(self, index: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        if self.table.action_count != index or self.table.status != "playing":
            return
        try:
            await self.play_for_absent(self.table.humans_to_act())
        except asyncio.CancelledError:
            raise
        except Exception as error:
            # The recovery drives the table again, and so times the turn again: its
            # deadline has passed, so the computer plays for the absent player at once.
            self.fault(error)

    async def play_for_absent(self, seats: list[int]) -> None:
        """The computer makes each seat's move; in a simultaneous phase, all its steps."""
        if self.playing_for_absent:
            return  # a turn runs out once: a second caller must not count a second miss
        self.playing_for_absent = True
        try:
            await self._play_for_absent(seats)
        finally:
            self.playing_for_absent = False

    async def _play_for_absent(self, seats: list[int]) -> None:
        table = self.table
        self.stop_timer()  # the running timer itself is not cancelled, only forgotten
        for seat in seats:
            if await self.hub.miss_turn(table, seat):
                # Away: the computer plays the seat from now on (the driver, below).
                continue
            for _ in range(MAX_ABSENT_MOVES):
                if table.status != "playing" or seat not in table.state.actors():
                    break
                move = await self.computer_move(seat, "timer")
                if move.index < 0:
                    break
                await self.hub.notify(table, [move])
                if table.state.is_over or not table.game.simultaneous(table.state):
                    break
        self.drive()
