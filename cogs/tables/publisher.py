"""Keeps one table's public messages current, at a pace Discord accepts: at most one edit
per table every EDIT_INTERVAL seconds, a place in the bot-wide budget of requests
(bot/pacing.py) before each channel request, turn changes first, and later changes joining
the waiting edit instead of queueing their own.

What a publication does is its owner's (`Publication`: the table UI, cogs/tables/ui.py).
The pace is the same whichever route an edit takes: the table message's edits ride on the
token of a click on it when one is live (messages.py, tokens.py), outside the global
limit and so without a place in the budget, and the route never changes when, or how
often, the table is shown.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any, Protocol

from bot.tables import Table
from cogs.tables.adapter import Drawing, TableText

# The longest a computer waits for the table to show the last move before it plays on.
SHOW_WAIT = 10.0


class Publication(Protocol):
    """What brings a table's messages up to date, and hears when that failed."""

    async def publish(self, table: Table, publisher: Publisher) -> None: ...
    async def publication_failed(self, table: Table, error: Exception) -> None: ...


class Publisher:
    """Keeps one table's public messages current, at a pace Discord accepts."""

    def __init__(self, owner: Publication, table: Table, edit_interval: float) -> None:
        self.owner = owner
        self.table = table
        self.edit_interval = edit_interval  # the least time between two publications
        self.dirty = False
        self.task: asyncio.Task[None] | None = None
        self.next_edit = 0.0
        self.failures = 0  # publications failed in a row: the retry waits longer each time
        self.sheets_posted: int | None = None  # deals whose scoresheets are posted
        self.message_deal: int | None = None  # deals done when the table message was posted
        self.shown_turn: Any = None  # whose turn the channel was last shown (see turn_key)
        # The table message's words and what its picture was drawn from, as last shown.
        self.shown_table: tuple[TableText, Drawing] | None = None
        self.urgent = False  # this publication shows a new turn: it goes first
        # Set while nothing is being published (idle, or backing off after a failure).
        self.settled = asyncio.Event()
        self.settled.set()
        # The table's action count when the latest publication that went through began:
        # its messages show at least that many actions.
        self.shown = -1
        self._progress = asyncio.Event()  # set, and replaced, as each publication ends

    def poke(self) -> None:
        self.dirty = True
        if self.task is None or self.task.done():
            self.settled.clear()
            self.task = asyncio.create_task(self._run(), name=f"publish-{self.table.id}")

    async def _run(self) -> None:
        try:
            while self.dirty:
                self.dirty = False
                wait = self.next_edit - time.monotonic()
                if wait > 0:
                    if self.failures:
                        self.settled.set()  # backing off: nothing is under way meanwhile
                    await asyncio.sleep(wait)  # rate limit and back-off, not waiting for effects
                self.settled.clear()
                turn = turn_key(self.table)
                count = self.table.action_count
                self.urgent = turn != self.shown_turn
                interval = self.edit_interval
                try:
                    await self.owner.publish(self.table, self)
                    self.failures = 0
                    self.shown_turn = turn
                    self.shown = max(self.shown, count)
                except Exception as error:
                    # Try again, later each time: a table must never stay silently out of date.
                    self.failures += 1
                    self.dirty = True
                    interval = max(interval, min(30.0, 0.5 * 2**self.failures))
                    await self.owner.publication_failed(self.table, error)
                self.next_edit = time.monotonic() + interval
                self._progressed()
        finally:
            self.settled.set()
            self._progressed()

    def _progressed(self) -> None:
        """Wake those waiting in `shows`: a publication ended, or the task did."""
        progress, self._progress = self._progress, asyncio.Event()
        progress.set()

    async def shows(self, count: int) -> None:
        """Until the table's messages show its first `count` actions, or no publication
        that would show them is under way: none is due (nothing changed since), or the
        last one failed (the table goes on meanwhile, and catches up once one succeeds)."""
        while self.shown < count and not self.failures:
            if self.task is None or self.task.done():
                return
            await self._progress.wait()


def turn_key(table: Table) -> Any:
    """What makes a publication urgent when it changes: whose turn, which deal, the end."""
    if table.state is None:
        return table.status
    actors = () if table.state.is_over else tuple(table.state.actors())
    return table.status, actors, len(table.record.actions) == 0


class Publishers:
    """The publisher of each table shown, made when the table is first published."""

    def __init__(self, owner: Publication, edit_interval: float) -> None:
        self.owner = owner
        self.edit_interval = edit_interval
        self._publishers: dict[int, Publisher] = {}

    def holds(self, table_id: int) -> bool:
        return table_id in self._publishers

    def get(self, table_id: int) -> Publisher | None:
        return self._publishers.get(table_id)

    def of(self, table: Table) -> Publisher:
        publisher = self._publishers.get(table.id)
        if publisher is None:
            publisher = Publisher(self.owner, table, self.edit_interval)
            self._publishers[table.id] = publisher
            if table.record.table_message_id is not None:
                # A restored table: the channel has seen the scoresheets up to shown_deals.
                publisher.sheets_posted = table.record.shown_deals
                publisher.message_deal = table.record.shown_deals
        return publisher

    def poke(self, table: Table) -> None:
        """The table changed: publish it (soon, at the pace allowed). An abandoned table
        is not: its messages were closed when it was abandoned, and a move that was under
        way then, telling of itself after, must not make it a publisher again (one that
        nothing would ever forget)."""
        if table.status == "abandoned":
            return
        self.of(table).poke()

    def forget(self, table: Table) -> None:
        self._publishers.pop(table.id, None)

    async def shows(self, table: Table, count: int) -> None:
        """Until the table's messages show its first `count` actions (`Publisher.shows`),
        for SHOW_WAIT seconds at most: a publication that Discord holds up longer does not
        hold up the game."""
        publisher = self._publishers.get(table.id)
        if publisher is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(publisher.shows(count), SHOW_WAIT)

    async def wait_idle(self) -> None:
        """Until no publication is under way (those backing off after a failure count as idle)."""
        while True:
            busy = [p for p in self._publishers.values() if not p.settled.is_set()]
            if not busy:
                return
            await asyncio.gather(*(p.settled.wait() for p in busy))

    async def close(self) -> None:
        """Give pending publications a moment, then stop them (at shutdown)."""
        tasks = [p.task for p in self._publishers.values() if p.task and not p.task.done()]
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=2)
            for task in pending:
                task.cancel()
