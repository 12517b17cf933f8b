"""Bringing a table in memory in line with its stored log, when a write's outcome is unknown.

A write can fail in a way that says nothing of whether it landed: a PostgreSQL connection
cut after COMMIT was sent, an answer lost on the way back. Guessing either way is wrong
(a move told "failed" that counts after a restart, or every later move refused on the log's
key), so the hub reads the log back and takes what is stored as the truth: the moves stored
beyond what memory holds are applied, in order, and a status the database moved on to
(finished) is taken up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from bot import metrics
from bot.tables.table import Move, Table, TableError

if TYPE_CHECKING:
    from bot.storage import Storage

log = logging.getLogger(__name__)


class NotStored(TableError):
    """The move was not stored (the log was read back: it is not there) and the table is in
    line with its log again; `moves` are those the log held beyond memory, now applied,
    which the caller tells the listeners of. The player may try again."""

    def __init__(self, moves: list[Move]) -> None:
        super().__init__("not-stored")
        self.moves = moves


class Unsettled(TableError):
    """The write's outcome is unknown and the log could not be read back: the table takes no
    move until it is settled (its session keeps trying)."""

    def __init__(self) -> None:
        super().__init__("unsettled")


async def settle(storage: Storage, table: Table) -> list[Move]:
    """Read the table's log back and apply what memory lacks; the moves applied, in order.

    The caller holds the table's lock. Raises whatever the read raises (the table then stays
    unsettled); a table the database no longer knows raises LookupError.
    """
    if table.pending_write is not None:
        # A write that timed out may still land: wait for its outcome (not its value; the
        # log says what it was), at most as long again.
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(table.pending_write), storage.write_timeout)
        if not table.pending_write.done():
            raise TimeoutError(f"table {table.id}: a write is still under way")
        table.pending_write = None
    record = await storage.get_table(table.id)
    if record is None:
        raise LookupError(f"table {table.id} is not in the database")
    stored, mine = record.actions, table.record.actions
    moves: list[Move] = []
    if stored[: len(mine)] != mine:
        # The log and memory disagree before memory's end: only a database that lost
        # commits does this. The log is what a restart would play, so it wins here too.
        log.error("Table %s: memory and the stored log differ; taking the log", table.id)
        metrics.RECONCILIATIONS.labels(outcome="rebuilt").inc()
        table.record.actions = list(stored)
        table.state = table.rebuild()
    else:
        for index in range(len(mine), len(stored)):
            seat, action = stored[index]
            table.state.apply(seat, action)
            mine.append((seat, action))
            reason = "computer" if table.is_computer(seat) else "player"
            moves.append(Move(index, seat, action, None, reason))
        metrics.RECONCILIATIONS.labels(outcome="applied" if moves else "in-line").inc()
    if record.status != table.record.status and record.status in ("finished", "abandoned"):
        table.record.status = record.status
    table.unsettled = False
    return moves
