"""Worker processes for the bot's CPU work: drawing images and computer players' thinking.

The event loop must answer Discord within milliseconds while hundreds of tables
draw PNGs and think about cards. Threads would not do: drawing and thinking are
Python code holding the GIL, and every socket call of the event loop would
queue behind them. So that work runs in other processes, each kind in its own
pool (a long search never delays a table image):

    image = await workers.draw(render_barbu_table, view, names)
    action = await workers.think(rule_based_player, view, legal, rng)

The callable and its arguments cross a process boundary: a module-level
function and plain data (views, lists, a `random.Random`). Pools start on first
use ("spawn": a fresh interpreter, safe whatever threads the bot runs).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)

LANES = ("draw", "think")


def _follow_parent(parent: int) -> None:
    """In a worker: exit when the bot's process is gone (killed, crashed), rather than
    linger as an orphan."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


def default_processes() -> int:
    """One process per lane and core left over once the event loop has its own."""
    return max(1, (os.cpu_count() or 2) - 1)


class Workers:
    """Process pools by kind of work; `close()` stops them."""

    def __init__(self, processes: int | None = None) -> None:
        self.processes = processes or default_processes()
        self._pools: dict[str, Executor] = {}
        self._closed = False

    def _pool(self, lane: str) -> Executor:
        pool = self._pools.get(lane)
        if pool is None:
            if self._closed:
                raise RuntimeError("the workers are closed")
            pool = self._pools[lane] = ProcessPoolExecutor(
                max_workers=self.processes,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_follow_parent,
                initargs=(os.getpid(),),
            )
        return pool

    async def _run(self, lane: str, work: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        pool = self._pool(lane)
        try:
            return await loop.run_in_executor(pool, work, *args)
        except BrokenProcessPool:
            # A worker died (killed, out of memory): start the lane afresh and try once more,
            # rather than leave every table that needs a picture stuck.
            log.warning("A %s worker process died; starting new ones", lane)
            if self._pools.get(lane) is pool:
                del self._pools[lane]
                pool.shutdown(wait=False, cancel_futures=True)
            return await loop.run_in_executor(self._pool(lane), work, *args)

    async def draw(self, work: Callable[..., T], *args: Any) -> T:
        """Draw an image (a render function and its view data) in the drawing pool."""
        return await self._run("draw", work, *args)

    async def think(self, work: Callable[..., T], *args: Any) -> T:
        """Run a computer player's choice in the thinking pool."""
        return await self._run("think", work, *args)

    def close(self) -> None:
        """Stop the pools: queued work is dropped, running work finishes in the background."""
        self._closed = True
        for pool in self._pools.values():
            pool.shutdown(wait=False, cancel_futures=True)
        self._pools.clear()
