"""Group commit, whatever the database: writes that arrive while a commit is under way
share the next one.

Each backend hands :class:`GroupCommit` its way of committing a batch (a list of
writes in, one outcome per write out: a value or the error that write raised, the
others committed). A busy bot then pays one disk sync per batch rather than one per
move, and each write is still all-or-nothing and durable before its caller hears back.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Generic, TypeVar

from bot.metrics import COMMIT_SECONDS

__all__ = ["GroupCommit", "Outcome"]

W = TypeVar("W")  # a write: work for the backend's connection
Outcome = tuple[Any, BaseException | None]


class GroupCommit(Generic[W]):
    """The queue of writes and the one task that commits them, batch after batch."""

    def __init__(self, commit: Callable[[list[W]], Awaitable[Sequence[Outcome]]]) -> None:
        self._commit = commit
        self._pending: list[tuple[W, asyncio.Future[Any]]] = []
        self._batches: asyncio.Task[None] | None = None
        self.closed = False

    async def write(self, work: W) -> Any:
        """Queue ``work``; return its value once its batch is committed, or raise its error.
        A caller that stops waiting (cancelled) does not stop its write."""
        if self.closed:
            raise RuntimeError("the storage is closed")
        asked = time.perf_counter()
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending.append((work, future))
        if self._batches is None or self._batches.done():
            self._batches = asyncio.create_task(self._write_batches(), name="storage-writer")
        value = await future
        # Every write of both backends passes here: its wait for the batch and the commit.
        COMMIT_SECONDS.observe(time.perf_counter() - asked)
        return value

    async def settled(self) -> None:
        """Return once every write asked for so far is committed (or has failed)."""
        while self._batches is not None and not self._batches.done():
            await asyncio.shield(self._batches)

    async def close(self) -> None:
        """Refuse new writes; return once those already asked for are committed."""
        self.closed = True
        await self.settled()

    async def _write_batches(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            outcomes = await self._commit([work for work, _ in batch])
            for (_, future), (value, error) in zip(batch, outcomes, strict=True):
                if future.done():
                    continue  # its caller was cancelled
                if error is None:
                    future.set_result(value)
                else:
                    future.set_exception(error)
