"""Keeps one table's public messages current, at a pace Discord accepts: at most one edit
per table every EDIT_INTERVAL seconds, a place in the bot-wide budget of requests
(bot/pacing.py) before each, turn changes first, and later changes joining the waiting
edit instead of queueing their own.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from bot.tables import Table

if TYPE_CHECKING:
    from cogs.tables.ui import TableUI


class Publisher:
    """Keeps one table's public messages current, at a pace Discord accepts."""

    def __init__(self, ui: TableUI, table: Table) -> None:
        self.ui = ui
        self.table = table
        self.dirty = False
        self.task: asyncio.Task[None] | None = None
        self.next_edit = 0.0
        self.failures = 0  # publications failed in a row: the retry waits longer each time
        self.sheets_posted: int | None = None  # deals whose scoresheets are posted
        self.message_deal: int | None = None  # deals done when the table message was posted
        self.shown_turn: Any = None  # whose turn the channel was last shown (see turn_key)
        self.urgent = False  # this publication shows a new turn: it goes first
        # Set while nothing is being published (idle, or backing off after a failure).
        self.settled = asyncio.Event()
        self.settled.set()

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
                self.urgent = turn != self.shown_turn
                interval = self.ui.bot.settings.edit_interval
                try:
                    await self.ui.publish(self.table, self)
                    self.failures = 0
                    self.shown_turn = turn
                except Exception as error:
                    # Try again, later each time: a table must never stay silently out of date.
                    self.failures += 1
                    self.dirty = True
                    interval = max(interval, min(30.0, 0.5 * 2**self.failures))
                    await self.ui.publication_failed(self.table, error)
                self.next_edit = time.monotonic() + interval
        finally:
            self.settled.set()


def turn_key(table: Table) -> Any:
    """What makes a publication urgent when it changes: whose turn, which deal, the end."""
    if table.state is None:
        return table.status
    actors = () if table.state.is_over else tuple(table.state.actors())
    return table.status, actors, len(table.record.actions) == 0
