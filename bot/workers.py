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
use, forked by multiprocessing's fork server: a fresh single-threaded process
(safe, whatever threads the bot runs) that imported the `preload`ed modules once,
so a new worker starts in milliseconds with Pillow and the renderers loaded
instead of a second of imports (a restarted bot's first image; every test's bot).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot import metrics

T = TypeVar("T")

log = logging.getLogger(__name__)

LANES = ("draw", "think")

# Workers run at a lower CPU priority than the bot: when the machine is saturated (hundreds
# of tables on few cores), the event loop still answers each click at once, and a picture
# or a computer's card comes a little later (docs/decisions/worker-priority.md).
NICENESS = 10


def _start_worker(bot: int) -> None:
    """In a new worker: yield the CPU to the bot (`NICENESS`) and follow it."""
    with contextlib.suppress(OSError):  # a sandbox without priorities: run as before
        os.nice(NICENESS)
    _follow_parent(bot)


def _follow_parent(bot: int) -> None:
    """In a worker: exit when the bot's process is gone (killed, crashed), rather than
    linger as an orphan.

    The bot is not the worker's parent (the fork server is, and it lives as long as any
    worker does), so the worker watches the bot's pid itself: a pidfd becomes readable
    when the process ends; where pidfds are missing, a poll every second.
    """

    def watch() -> None:
        try:
            ended = os.pidfd_open(bot)
        except (AttributeError, OSError):  # not Linux, or a sandbox forbidding it
            while _alive(bot):
                time.sleep(1.0)
        else:
            select.select([ended], [], [])
        os._exit(0)

    threading.Thread(target=watch, name="follow-bot", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


_preloaded: set[str] = set()


def preload(*modules: str) -> None:
    """Have every worker of this process start with these modules imported (the
    extensions name what their work needs). Process-wide, as the fork server is: only
    what is named before the process's first work counts, since the server imports once,
    when it starts.
    """
    _preloaded.update(modules)


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
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(sorted(_preloaded))
            pool = self._pools[lane] = ProcessPoolExecutor(
                max_workers=self.processes,
                mp_context=context,
                initializer=_start_worker,
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
            self._restart(lane, pool)
        pool = self._pool(lane)
        try:
            return await loop.run_in_executor(pool, work, *args)
        except BrokenProcessPool:
            # Twice: the caller decides what to do instead (a computer player falls back to
            # one in the bot's process); the next work finds a fresh pool all the same.
            self._restart(lane, pool)
            raise

    def _restart(self, lane: str, pool: Executor) -> None:
        """Drop a broken pool: the lane's next work starts new processes."""
        log.warning("A %s worker process died; starting new ones", lane)
        metrics.WORKER_RESTARTS.labels(lane=lane).inc()
        if self._pools.get(lane) is pool:
            del self._pools[lane]
            pool.shutdown(wait=False, cancel_futures=True)

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
