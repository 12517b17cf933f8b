"""The bot-wide budget of channel requests: its limit holds in every window, its grants
are spaced, and urgent requests overtake the others."""

from __future__ import annotations

import asyncio
import itertools
import time

from bot.pacing import RequestBudget


async def test_no_window_of_one_second_holds_more_than_the_limit() -> None:
    budget = RequestBudget(200)
    granted: list[float] = []

    async def one() -> None:
        await budget.acquire()
        granted.append(time.monotonic())

    await asyncio.gather(*(one() for _ in range(30)))
    assert len(granted) == 30
    gaps = [b - a for a, b in itertools.pairwise(granted)]
    # Spaced by 1/200 s (the loop's timer may fire a hair early, never much).
    assert min(gaps) >= budget.spacing * 0.9
    assert budget.waited == 29  # all but the first had to queue


async def test_urgent_requests_overtake_the_queue() -> None:
    budget = RequestBudget(100)
    order: list[str] = []

    async def one(name: str, urgent: bool) -> None:
        await budget.acquire(urgent=urgent)
        order.append(name)

    await budget.acquire()  # the next grant must wait: the others queue
    tasks = [asyncio.create_task(one(f"n{i}", False)) for i in range(3)]
    tasks.append(asyncio.create_task(one("turn", True)))
    await asyncio.gather(*tasks)
    assert order == ["turn", "n0", "n1", "n2"]


async def test_a_cancelled_waiter_gives_up_its_place() -> None:
    budget = RequestBudget(100)
    await budget.acquire()
    gone = asyncio.create_task(budget.acquire())
    kept = asyncio.create_task(budget.acquire())
    await asyncio.sleep(0)  # both queue
    gone.cancel()
    await kept
    assert gone.cancelled() and len(budget._granted) == 2
