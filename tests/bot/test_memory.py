"""The C allocator: the process starts again under jemalloc where it is installed; else
the heap trimmer, glibc's malloc_trim, off the event loop, again and again, and gone when
the bot closes."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading

import pytest

from bot.memory import RESTARTED_MARK, HeapTrimmer, heap_trimmer, jemalloc_library
from bot.settings import Settings, SettingsError


def test_the_trimmer_is_glibcs_malloc_trim() -> None:
    trim = heap_trimmer()
    if trim is None:
        pytest.skip("not glibc")
    assert trim() in (0, 1)  # 1: memory was returned; 0: there was none to return


async def test_it_trims_again_and_again_off_the_event_loop() -> None:
    trimmer = HeapTrimmer(interval=0)
    if trimmer.trim is None:
        pytest.skip("not glibc")
    real = trimmer.trim
    loop_thread = threading.get_ident()
    threads: list[int] = []
    done = asyncio.Event()
    loop = asyncio.get_running_loop()

    def trim() -> int:
        threads.append(threading.get_ident())
        if len(threads) == 3:
            loop.call_soon_threadsafe(done.set)
        return real()

    trimmer.trim = trim
    trimmer.start()
    await asyncio.wait_for(done.wait(), 30)
    await trimmer.close()
    assert trimmer.task is None
    assert loop_thread not in threads  # the event loop never waits for it


async def test_a_failing_trim_does_not_end_the_trimmer() -> None:
    trimmer = HeapTrimmer(interval=0)
    if trimmer.trim is None:
        pytest.skip("not glibc")
    calls = 0
    done = asyncio.Event()
    loop = asyncio.get_running_loop()

    def trim() -> int:
        nonlocal calls
        calls += 1
        if calls == 2:
            loop.call_soon_threadsafe(done.set)
        raise OSError("refused")

    trimmer.trim = trim
    trimmer.start()
    await asyncio.wait_for(done.wait(), 30)
    await trimmer.close()
    assert calls >= 2


def _allocator_in(env: dict[str, str], allocator: str) -> str:
    """What a process that calls `run_under_jemalloc(allocator)` first ends up using."""
    code = (
        "from bot.memory import jemalloc_in_use, run_under_jemalloc\n"
        f"run_under_jemalloc({allocator!r})\n"
        "print('jemalloc' if jemalloc_in_use() else 'system')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert result.stderr == ""
    return result.stdout.strip()


def _environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", RESTARTED_MARK)}


def test_the_process_starts_again_under_jemalloc_where_it_is_installed() -> None:
    if jemalloc_library() is None:
        pytest.skip("jemalloc is not installed (Debian: apt-get install libjemalloc2)")
    env = _environment()
    assert _allocator_in(env, "jemalloc") == "jemalloc"
    assert _allocator_in(env, "system") == "system"
    # A preload already there is kept, and jemalloc is never preloaded twice.
    assert _allocator_in({**env, "LD_PRELOAD": "libjemalloc.so.2"}, "jemalloc") == "jemalloc"
    # Once started again, it never starts again (a preload the loader refused would loop).
    assert _allocator_in({**env, RESTARTED_MARK: "1"}, "jemalloc") == "system"


def test_the_trimmer_stands_down_under_jemalloc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.memory.jemalloc_in_use", lambda: True)
    trimmer = HeapTrimmer(interval=0)
    trimmer.start()
    assert trimmer.trim is None and trimmer.task is None


def test_an_unknown_allocator_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("MEMORY_ALLOCATOR", "tcmalloc")
    with pytest.raises(SettingsError, match="MEMORY_ALLOCATOR must be one of jemalloc, system"):
        Settings.from_env(env_file=None)
    monkeypatch.setenv("MEMORY_ALLOCATOR", "System")
    assert Settings.from_env(env_file=None).memory_allocator == "system"
