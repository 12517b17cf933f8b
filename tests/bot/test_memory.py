"""The heap trimmer: glibc's malloc_trim, off the event loop, again and again, and gone
when the bot closes."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.memory import HeapTrimmer, heap_trimmer


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
