"""The bot's share of Discord's global rate limit, for the requests it can pace.

Discord allows a bot about 50 requests a second across all routes (interaction callbacks
and interaction webhooks excepted) and answers more with a global 429 that stops every
request of the bot for a while. The table messages are what grows with the number of
tables, so every channel request the table layer makes first takes a place here: at most
`per_second` in any one-second window. Urgent requests (a turn has passed to someone
else, a deal or game has ended) are let through before the rest; while a table waits for
its place, its later changes pile onto the same edit instead of queueing edits of their
own (see the publisher in cogs/table_ui.py).

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
import heapq
import itertools
import time
from collections import deque


def process_share(per_second: float, own_shards: int, shard_count: int | None) -> float:
    """This process's part of the bot-wide `per_second`: in proportion to its shards."""
    if not shard_count:
        return per_second
    return per_second * own_shards / shard_count


class RequestBudget:
    """At most `per_second` grants in any window of one second, evenly spaced (a burst
    granted at once would reach Discord at once, and any delay on the way bunches it up
    further), urgent ones first."""

    def __init__(self, per_second: float, *, clock=time.monotonic) -> None:
        self.limit = max(1, int(per_second))
        self.window = 1.0
        self.spacing = self.window / self.limit
        self._clock = clock
        self._granted: deque[float] = deque()
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._timer: asyncio.TimerHandle | None = None
        self.waited = 0  # grants that had to queue behind others

    def _wait_needed(self) -> float:
        """Seconds until the next grant may be made (0: now)."""
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

    async def acquire(self, *, urgent: bool = False) -> None:
        """Wait for a place in the budget; urgent requests overtake the others."""
        if not self._waiting and not self._wait_needed():
            self._granted.append(self._clock())
            return
        self.waited += 1
        future = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (0 if urgent else 1, next(self._order), future))
        self._schedule()
        await future

    def _release(self) -> None:
        self._timer = None
        while self._waiting and not self._wait_needed():
            _, _, future = heapq.heappop(self._waiting)
            if future.done():  # its waiter was cancelled
                continue
            self._granted.append(self._clock())
            future.set_result(None)
        self._schedule()

    def _schedule(self) -> None:
        if self._timer is not None or not self._waiting:
            return
        self._timer = asyncio.get_running_loop().call_later(self._wait_needed(), self._release)
