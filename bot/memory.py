"""The process's C allocator, for a bot that runs for weeks: jemalloc where it is installed,
else glibc's, whose free pages are given back to the system now and then.

What the bot frees (pictures, gateway frames, requests) goes back to the C allocator.
glibc's heap keeps it: the heap fragments between long-lived blocks, its free pages in the
middle are never returned by themselves, and the process's RSS creeps up with the tables
played although the memory in use stays flat; jemalloc's stays flat
(docs/decisions/memory-allocator.md has the soak figures). An allocator is chosen before
the process starts, so `run_under_jemalloc` starts the bot again, at once, with jemalloc
preloaded (`LD_PRELOAD`) when it is installed and not yet in use; worker processes inherit
it. Under glibc, `malloc_trim(0)` returns the whole free pages among its free chunks; it
runs in a thread, off the event loop, every `TRIM_INTERVAL` seconds. Where the C library
is neither, nothing is done.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging
import os
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

log = logging.getLogger(__name__)

TRIM_INTERVAL = 300.0  # seconds

# MEMORY_ALLOCATOR's values: jemalloc where installed (the default), or the C library's own.
ALLOCATORS = ("jemalloc", "system")
# Set in the environment of the process started again under jemalloc, so that a preload
# the dynamic loader refused (it says so on stderr and goes on) is never tried twice.
RESTARTED_MARK = "BARBU_BOT_UNDER_JEMALLOC"


def jemalloc_library() -> str | None:
    """The name the dynamic loader finds jemalloc by (e.g. "libjemalloc.so.2"), or None."""
    return ctypes.util.find_library("jemalloc")


def jemalloc_in_use(maps: Path = Path("/proc/self/maps")) -> bool:
    """Whether jemalloc is mapped into this process (False where /proc can't tell)."""
    try:
        return "jemalloc" in maps.read_text()
    except OSError:
        return False


def run_under_jemalloc(allocator: str, environ: Mapping[str, str] = os.environ) -> None:
    """Start this process again with jemalloc preloaded, if `allocator` is "jemalloc", it is
    installed, the platform is Linux and it is not yet in use; otherwise return at once.

    The new process runs the same interpreter with the same command line (`sys.orig_argv`:
    `barbu-bot`, `python -m bot` alike), so it must be called before anything else starts.
    """
    if allocator != "jemalloc" or not sys.platform.startswith("linux") or RESTARTED_MARK in environ:
        return
    library = jemalloc_library()
    if library is None or jemalloc_in_use():
        return
    preload = " ".join(filter(None, (library, environ.get("LD_PRELOAD", ""))))
    env = {**environ, "LD_PRELOAD": preload, RESTARTED_MARK: "1"}
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], env)


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
        # jemalloc gives its free pages back by itself; glibc's trim would find nothing.
        self.trim = None if jemalloc_in_use() else heap_trimmer()
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
