"""The hub's listeners, and each event of its tables told to them all.

The Discord side registers a `TableListener` (table.py), and so do tests and benchmarks.
A listener that fails is logged and the others still hear the event: a message that
could not be sent must neither stop the table nor keep the next listener uninformed.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.tables.table import Move, Table, TableListener

log = logging.getLogger(__name__)


class Listeners(TableListener):
    """The listeners of a hub's tables, told each event in the order they were added: to
    the hub, one listener that is all of them."""

    def __init__(self) -> None:
        self._listeners: list[TableListener] = []

    def append(self, listener: TableListener) -> None:
        self._listeners.append(listener)

    def remove(self, listener: TableListener) -> None:
        self._listeners.remove(listener)

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        await self._tell(table, "moves", lambda heard: heard.table_changed(table, moves))

    async def table_finished(self, table: Table) -> None:
        await self._tell(table, "the end", lambda heard: heard.table_finished(table))

    async def lobby_changed(self, table: Table) -> None:
        await self._tell(table, "the lobby", lambda heard: heard.lobby_changed(table))

    async def seat_changed(self, table: Table, seat: int) -> None:
        await self._tell(table, "a seat", lambda heard: heard.seat_changed(table, seat))

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        await self._tell(table, "a wait", lambda heard: heard.table_waiting(table, waiting))

    async def shows(self, table: Table, count: int) -> None:
        """Until every listener shows the table's first `count` actions (see
        `TableListener.shows`)."""
        await self._tell(table, "the display", lambda heard: heard.shows(table, count))

    async def _tell(
        self, table: Table, what: str, hear: Callable[[TableListener], Awaitable[None]]
    ) -> None:
        """Tell every listener (`hear` calls its method): one that fails is logged, and the
        others still hear it."""
        for listener in self._listeners:
            try:
                await hear(listener)
            except Exception:
                log.exception("Table %s: a listener failed on %s", table.id, what)
