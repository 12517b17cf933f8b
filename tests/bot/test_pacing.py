"""The bot-wide budget of requests: its limit holds in every window, its grants are
spaced, urgent requests overtake the others, no more than its cap are unanswered at once,
every request to Discord's API takes its place as aiohttp sends it, and a place taken
ahead is the one its request uses."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import socket
from collections import deque

import aiohttp
import pytest
import yarl
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.pacing import RequestBudget, counted


def unused_port() -> int:
    """A local port nothing listens on (a request there fails to connect)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


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


class Ticking:
    """A clock a second later at each reading: the per-second limit never binds."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


async def test_no_more_than_the_cap_unanswered() -> None:
    budget = RequestBudget(100, in_flight=2, clock=Ticking())
    await budget.acquire()
    await budget.acquire()
    third = asyncio.create_task(budget.acquire())
    for _ in range(3):
        await asyncio.sleep(0)  # yields, not waits: the third has had every chance to go
    assert not third.done() and budget.in_flight == 2
    budget.finished()  # one answer came back: the third request may go
    await third
    assert budget.in_flight == 2
    # By default, what the budget grants in 0.4 s may be in flight.
    assert RequestBudget(17).in_flight_limit == 6 and RequestBudget(35).in_flight_limit == 14


async def test_a_waiter_cancelled_once_granted_frees_its_place() -> None:
    budget = RequestBudget(100, in_flight=1, clock=Ticking())
    await budget.acquire()
    granted = asyncio.create_task(budget.acquire())
    await asyncio.sleep(0)
    budget.finished()  # grants it; it is cancelled before it runs again
    granted.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await granted
    assert budget.in_flight == 0
    await budget.acquire()  # the place is free


async def test_every_api_request_takes_a_place_as_it_is_sent() -> None:
    """Through aiohttp, as discord.py sends: API requests are paced and give their place
    back when answered or failed; interaction answers and the gateway are not counted."""
    budget = RequestBudget(100, clock=Ticking())
    budget._granted = grants = Grants()
    seen: list[int] = []

    async def answer(request: web.Request) -> web.Response:
        seen.append(budget.in_flight)  # while this request is unanswered
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    server = TestServer(app)
    await server.start_server()
    try:
        async with aiohttp.ClientSession(trace_configs=[budget.trace_config()]) as session:
            async with session.post(server.make_url("/api/v10/channels/1/messages")):
                pass
            async with session.post(server.make_url("/api/v10/interactions/1/tok/callback")):
                pass
            async with session.get(server.make_url("/api/v10/webhooks/1/tok/messages/2")):
                pass
            async with session.get(server.make_url("/gateway")):
                pass
            with pytest.raises(aiohttp.ClientError):
                await session.get(f"http://127.0.0.1:{unused_port()}/api/v10/users/@me")
    finally:
        await server.close()
    assert seen == [1, 0, 0, 0]  # only the channel request held a place, until answered
    assert len(grants.times) == 2 and budget.in_flight == 0  # the failed one gave it back


def test_what_discords_global_limit_counts() -> None:
    api = "https://discord.com/api/v10"
    assert counted(yarl.URL(f"{api}/channels/1/messages"))
    assert counted(yarl.URL(f"{api}/applications/1/commands"))
    assert not counted(yarl.URL(f"{api}/interactions/1/token/callback"))
    assert not counted(yarl.URL(f"{api}/webhooks/1/token/messages/@original"))
    assert not counted(yarl.URL("wss://gateway.discord.gg/?v=10"))
    assert not counted(yarl.URL("https://cdn.discordapp.com/attachments/1/2/table.png"))


async def test_a_place_taken_ahead_is_the_one_its_request_uses() -> None:
    """The table layer takes a place before discord.py builds the request (`place`): the
    request sends without a second place, its retry takes a new one, and a place whose
    request is never sent is given back when the block ends."""
    budget = RequestBudget(100, clock=Ticking())
    budget._granted = grants = Grants()
    seen: list[int] = []

    async def answer(request: web.Request) -> web.Response:
        seen.append(budget.in_flight)
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    server = TestServer(app)
    await server.start_server()
    url = server.make_url("/api/v10/channels/1/messages")
    try:
        async with aiohttp.ClientSession(trace_configs=[budget.trace_config()]) as session:
            async with budget.place(urgent=True):
                assert len(grants.times) == 1 and budget.in_flight == 1  # before the request
                async with session.post(url):
                    pass
                assert len(grants.times) == 1  # the request used the place taken ahead
                async with session.post(url):  # a second one (a retry) takes its own
                    pass
            assert len(grants.times) == 2 and budget.in_flight == 0
            with pytest.raises(RuntimeError):
                async with budget.place():
                    raise RuntimeError("the drawing failed: nothing is sent")
            assert len(grants.times) == 3 and budget.in_flight == 0  # given back
    finally:
        await server.close()
    assert seen == [1, 1]


async def test_places_taken_ahead_queue_like_the_others() -> None:
    """While the budget is spent, a place taken ahead waits (its request is not built
    yet), urgent ones first, and each block's request then goes with its own place."""
    budget = RequestBudget(100, in_flight=1, clock=Ticking())
    order: list[str] = []

    async def one(name: str, urgent: bool) -> None:
        async with budget.place(urgent=urgent):
            order.append(name)
        # No request was made in the block: the place is free again for the next.

    await budget.acquire()  # the only place in flight is taken: the others queue
    tasks = [asyncio.create_task(one(f"n{i}", False)) for i in range(2)]
    tasks.append(asyncio.create_task(one("turn", True)))
    for _ in range(3):
        await asyncio.sleep(0)  # yields, not waits: nobody may go yet
    assert order == []
    budget.finished()
    await asyncio.gather(*tasks)
    assert order == ["turn", "n0", "n1"] and budget.in_flight == 0
