"""The bot's share of Discord's global rate limit: every request to Discord's API is paced.

Discord allows a bot about 50 requests a second across all routes (interaction callbacks
and interaction webhooks excepted) and answers more with a global 429 that stops every
request of the bot for a while. So every request of the bot to Discord's API, whoever
makes it, takes a place in a `RequestBudget`: discord.py's HTTP session asks for one as
each request is sent (an aiohttp trace, `trace_config`), after discord.py's own
per-route waits. At most `per_second` places are granted in any one-second window,
evenly spaced. The table layer takes its requests' places ahead, before discord.py
builds them (`RequestBudget.place`): a request waiting in the queue is then a small
future, not a built request with its body, headers and aiohttp's stack, which with
hundreds of tables held measurably more memory. The table layer also says which of them
are urgent (a turn has passed to someone else, a deal or game has ended): those are let
through before the rest. While a table waits for its place, its later changes pile onto
the same edit instead of queueing edits of their own (see cogs/tables/publisher.py).

Requests in flight are counted too: at most `in_flight` may be unanswered at once, as
many as the budget grants in `IN_FLIGHT_SECONDS`. Spacing the sends is not enough:
Discord counts requests as they reach it, and a path that stalls (a congested network, a
busy proxy) delivers everything sent meanwhile at once, enough for global 429s. With
the cap, a stall releases at most `in_flight` requests per process on top of the
budget: 35 + 14 = 49 of Discord's 50 for the bot, however its processes share it. The
cap costs nothing while answers come within 0.4 s (the budget's full rate then fits in
it); slower answers slow the requests down, which is what a congested path needs. What
was measured: docs/decisions/request-pacing.md.

The limit is the bot's, not a process's: when the bot runs as several processes, each
over some of its shards (bot/shards.py), they share it without talking to each other by
splitting it in proportion to shards. A process running `k` of `SHARD_COUNT` shards takes
`REQUESTS_PER_SECOND * k / SHARD_COUNT` (`process_share`): the processes' shares add up to
`REQUESTS_PER_SECOND` however the shards are spread, and since a shard holds about as
many servers as another (Discord spreads them by id), about as many tables. A process
whose shards are busier than the others' waits a little longer rather than risk the
global 429 that would stop every process.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections import deque
from collections.abc import AsyncIterator
from contextvars import ContextVar
from typing import Any

import aiohttp
import yarl


def process_share(per_second: float, own_shards: int, shard_count: int | None) -> float:
    """This process's part of the bot-wide `per_second`: in proportion to its shards."""
    if not shard_count:
        return per_second
    return per_second * own_shards / shard_count


# The cap on requests in flight: those the budget grants in this many seconds.
IN_FLIGHT_SECONDS = 0.4

# Whether this task holds a place taken ahead for its next counted request (set by
# `RequestBudget.place`, cleared as that request is sent).
_PLACE_HELD: ContextVar[bool] = ContextVar("request_place_held", default=False)

# Paths of Discord's API that its global limit does not count: interaction callbacks and
# the interaction webhooks (followups, edits of an interaction's messages).
EXEMPT = ("/interactions/", "/webhooks/")


def counted(url: yarl.URL) -> bool:
    """Whether Discord's global limit counts a request to `url` (its API, not the gateway
    or the CDN; not an interaction's callback or webhook)."""
    path = url.path
    return path.startswith("/api/") and not any(part in path for part in EXEMPT)


class RequestBudget:
    """At most `per_second` grants in any window of one second, evenly spaced (a burst
    granted at once would reach Discord at once, and any delay on the way bunches it up
    further), urgent ones first, and at most `in_flight` granted requests unanswered."""

    def __init__(
        self, per_second: float, *, in_flight: int | None = None, clock=time.monotonic
    ) -> None:
        self.limit = max(1, int(per_second))
        self.window = 1.0
        self.spacing = self.window / self.limit
        self.in_flight_limit = in_flight or max(1, int(self.limit * IN_FLIGHT_SECONDS))
        self.in_flight = 0
        self._clock = clock
        self._granted: deque[float] = deque()
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._timer: asyncio.TimerHandle | None = None
        self.waited = 0  # grants that had to queue behind others
        self.granted = 0  # grants in all

    def _wait_needed(self) -> float | None:
        """Seconds until the next grant may be made (0: now; None: once a request in
        flight is answered)."""
        if self.in_flight >= self.in_flight_limit:
            return None
        now = self._clock()
        horizon = now - self.window
        while self._granted and self._granted[0] <= horizon:
            self._granted.popleft()
        if not self._granted:
            return 0.0
        wait = self._granted[-1] + self.spacing - now
        if len(self._granted) >= self.limit:
            wait = max(wait, self._granted[0] + self.window - now)
        return max(wait, 0.0)

    def _grant(self) -> None:
        self._granted.append(self._clock())
        self.in_flight += 1
        self.granted += 1

    def usage(self) -> dict[str, float]:
        """What the budget knows now, for the operator's metrics (bot/metrics.py)."""
        horizon = self._clock() - self.window
        return {
            "per_second": self.limit / self.window,
            "granted_last_second": sum(1 for at in self._granted if at > horizon),
            "in_flight": self.in_flight,
            "in_flight_limit": self.in_flight_limit,
            "queued": sum(1 for _, _, future in self._waiting if not future.done()),
            "granted": self.granted,
            "waited": self.waited,
        }

    async def acquire(self, *, urgent: bool = False) -> None:
        """Wait for a place in the budget; urgent requests overtake the others. Each place
        is given back by `finished` once its request is answered."""
        if not self._waiting and self._wait_needed() == 0:
            self._grant()
            return
        self.waited += 1
        future = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (0 if urgent else 1, next(self._order), future))
        self._schedule()
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self.finished()  # granted, but its request will never be made
            raise

    @contextlib.asynccontextmanager
    async def place(self, *, urgent: bool = False) -> AsyncIterator[None]:
        """A place for the next counted request this task makes in the block, taken before
        the request is built; urgent ones overtake the others. A place its request did not
        use (it failed before it was sent) is given back as the block ends."""
        await self.acquire(urgent=urgent)
        held = _PLACE_HELD.set(True)
        try:
            yield
        finally:
            if _PLACE_HELD.get():
                self.finished()
            _PLACE_HELD.reset(held)

    def finished(self) -> None:
        """A granted request was answered (or failed): its place in flight is free."""
        self.in_flight -= 1
        if self._timer is None:
            self._release()

    def _release(self) -> None:
        self._timer = None
        while self._waiting and self._wait_needed() == 0:
            _, _, future = heapq.heappop(self._waiting)
            if future.done():  # its waiter was cancelled
                continue
            self._grant()
            future.set_result(None)
        self._schedule()

    def _schedule(self) -> None:
        if self._timer is not None or not self._waiting:
            return
        wait = self._wait_needed()
        if wait is None:
            return  # `finished` releases the next one
        self._timer = asyncio.get_running_loop().call_later(wait, self._release)

    def trace_config(self) -> aiohttp.TraceConfig:
        """Pacing for an aiohttp session (discord.py's `http_trace`): each counted request
        uses the place its task took ahead (`place`) or waits for one as it starts, and
        gives it back once answered or failed."""
        config = aiohttp.TraceConfig()

        async def start(_session: object, context: Any, params: Any) -> None:
            context.paced = False
            if counted(params.url):
                if _PLACE_HELD.get():
                    _PLACE_HELD.set(False)  # a retry of this request waits for a new one
                else:
                    await self.acquire()
                context.paced = True

        async def end(_session: object, context: Any, _params: Any) -> None:
            # aiohttp sends one of the two ends for every request whose start completed.
            if context.paced:
                context.paced = False
                self.finished()

        config.on_request_start.append(start)
        config.on_request_end.append(end)
        config.on_request_exception.append(end)
        return config
