"""The guard on closing event loops (tests/loopguard.py)."""

from __future__ import annotations

import asyncio
import contextlib

import pytest

from tests.loopguard import cancel_all_tasks_or_fail


def test_a_task_that_ignores_its_cancellation_fails_with_its_stack() -> None:
    loop = asyncio.new_event_loop()
    release = asyncio.Event()

    async def stubborn() -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.sleep(3600)
        await release.wait()  # cancelled once, it waits on regardless

    async def polite() -> None:
        await asyncio.sleep(3600)

    tasks = [loop.create_task(stubborn()), loop.create_task(polite())]
    loop.run_until_complete(asyncio.sleep(0))
    try:
        with pytest.raises(RuntimeError, match=r"1 task\(s\) ignored") as failure:
            cancel_all_tasks_or_fail(loop, patience=0.05)
        assert "stubborn" in str(failure.value) and "polite" not in str(failure.value)
        release.set()
        cancel_all_tasks_or_fail(loop, patience=5)  # now it ends: nothing to say
        assert all(task.done() for task in tasks)
    finally:
        loop.close()
