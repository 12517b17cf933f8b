"""A running table's own life (as Red's trivia session owns its game's task): the task that
moves the game along while no human has a choice (computer players, forced moves,
out-of-turn windows), the turn timer, and playing for a player who let it run out.

The hub (hub.py) makes one `TableSession` per running table and closes it with the table.
Moves still go through the hub, under the table's lock: a session only decides when.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from typing import TYPE_CHECKING

from bot.tables.table import MAX_ABSENT_MOVES, Move, Table

if TYPE_CHECKING:
    from bot.tables.hub import TableHub

log = logging.getLogger(__name__)


class TableSession:
    """The driver and the timer of one running table."""

    def __init__(self, hub: TableHub, table: Table) -> None:
        self.hub = hub
        self.table = table
        self.driver: asyncio.Task[None] | None = None
        self.timer: asyncio.Task[None] | None = None
        self.playing_for_absent = False

    async def close(self) -> None:
        tasks = [t for t in (self.driver, self.timer) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # ---------------------------------------------------------------- driving

    def drive(self) -> None:
        """Make sure a task is moving the game along while no human has a choice."""
        if self.hub.closed:
            return
        self.stop_timer()
        if self.driver is not None and not self.driver.done():
            return
        self.driver = asyncio.create_task(self._run(), name=f"table-{self.table.id}-driver")

    async def _run(self) -> None:
        table = self.table
        try:
            while table.status == "playing":
                moves = await self._automatic_move()
                if not moves:
                    break
                await self.hub.notify(table, moves)
            if table.status == "playing" and table.state.is_over:
                await self.hub.finish(table)
            elif table.status == "playing":
                self.start_timer()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("Table %s: the computer player failed", table.id)

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
                if self.hub.computer_delay:
                    await asyncio.sleep(self.hub.computer_delay)  # a readable pace for humans
                return [await self.computer_move(seat, "computer")]
        for seat in actors:
            legal = state.legal_actions(seat)
            if len(legal) != 1:
                continue
            # The same length whoever could answer (a computer's thinking included).
            window = table.game.window(state) * self.hub.window_scale - (now - table.opened[1])
            if window > 0:
                await asyncio.sleep(window)  # others may act meanwhile: then this is skipped
            async with table.lock:
                if table.action_count != index or table.status != "playing":
                    return [Move(-1, seat, "", None, "skip", None)]
                return [await self.hub.apply(table, seat, legal[0], None, "forced")]
        return []

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
        action = await self.hub.think(choose, view, legal, rng)
        async with table.lock:
            if table.action_count != index or table.status != "playing":
                return Move(-1, seat, "", None, "skip", None)  # someone else moved first
            if reason == "computer" and not table.is_computer(seat):
                return Move(-1, seat, "", None, "skip", None)  # its player took it back
            if action == table.game.window_pass and table.game.window(table.state) > 0:
                # Let the window go by without a trace (see GameInfo.window_pass).
                table.passed = {index: {*table.passed.get(index, ()), seat}}
                return Move(-1, seat, "", None, "skip", None)
            return await self.hub.apply(table, seat, action, None, reason)

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
        await self.play_for_absent(self.table.humans_to_act())

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
