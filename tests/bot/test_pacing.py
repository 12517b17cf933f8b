"""The bot-wide budget of channel requests: its limit holds in every window, its grants
are spaced, and urgent requests overtake the others."""

from __future__ import annotations

import asyncio
import itertools
from collections import deque

from bot.pacing import RequestBudget


class Grants(deque[float]):
    """The budget's record of its grants, keeping every grant's time for the test (the
    budget forgets those older than its window)."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def append(self, when: float) -> None:
        self.times.append(when)
        super().append(when)


async def test_no_window_of_one_second_holds_more_than_the_limit() -> None:
    budget = RequestBudget(200)
    budget._granted = grants = Grants()

    await asyncio.gather(*(budget.acquire() for _ in range(30)))
    # The times the budget granted at, on its own clock: when each waiter then ran again
    # is up to the event loop (a busy machine may run two of them together).
    assert len(grants.times) == 30
    gaps = [b - a for a, b in itertools.pairwise(grants.times)]
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
