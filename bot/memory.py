"""Gives the C allocator's free pages back to the system, now and then, in a process that
runs for weeks.

What the bot frees (pictures, gateway frames, requests) goes back to glibc's heap, which
keeps it: the heap fragments between long-lived blocks and its free pages in the middle
are never returned by themselves, so the process's RSS creeps up with the tables played
although the memory in use stays flat. `malloc_trim(0)` returns them (it walks the free
chunks and releases the whole pages among them); it runs in a thread, off the event loop,
every `TRIM_INTERVAL` seconds (docs/decisions/memory-allocator.md has the soak figures).
Where the C library is not glibc, nothing is done.
"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import time
from collections.abc import Callable

log = logging.getLogger(__name__)

TRIM_INTERVAL = 300.0  # seconds


def heap_trimmer() -> Callable[[], int] | None:
    """glibc's `malloc_trim`, or None where the C library is not glibc."""
    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = (ctypes.c_size_t,)
    trim.restype = ctypes.c_int
    return lambda: int(trim(0))


class HeapTrimmer:
    """Owns the task that trims the C heap every `interval` seconds."""

    def __init__(self, interval: float = TRIM_INTERVAL) -> None:
        self.interval = interval
        self.trim = heap_trimmer()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.trim is not None and self.task is None:
            self.task = asyncio.create_task(self._run(), name="heap-trimmer")

    async def _run(self) -> None:
        assert self.trim is not None
        while True:
            await asyncio.sleep(self.interval)  # a period, not a wait for an effect
            started = time.perf_counter()
            try:
                await asyncio.to_thread(self.trim)
            except Exception:
                log.exception("Trimming the C heap failed")
            log.debug("Trimmed the C heap in %.1f ms", (time.perf_counter() - started) * 1000)

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
            self.task = None
