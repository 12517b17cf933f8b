"""The record of every REST request and gateway message, and waiting on it without sleeping.

Each recorded item (or other change) is a notification; `wait_until` re-checks its predicate
after notifications and fails with a readable `TimeoutError` after `timeout` seconds.
The predicates are checked once per turn of the event loop, by one callback, rather than by
waking every waiting task on each notification: under load (bench.load's hundreds of
users) that wake-up storm was much of the fake's own time.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# How long a test waits for what the bot should do before failing. It guards against a
# hang and bounds nothing about speed (what a test waits for arrives as soon as it is
# done), so it is generous: a machine busy with other work is slow, not wrong.
PATIENCE = 30.0


@dataclass
class UploadedFile:
    field: str
    filename: str
    data: bytes
    content_type: str | None


@dataclass
class RecordedRequest:
    """One REST request: `route` is the template, e.g. `POST /channels/{channel_id}/messages`."""

    method: str
    path: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    json: Any = None
    files: list[UploadedFile] = field(default_factory=list)
    status: int = 0
    response: Any = None
    at: float = field(default_factory=time.monotonic)  # when it arrived, for rate checks

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass
class GatewayMessage:
    """One gateway frame; `direction` is "send" (fake to bot) or "receive"."""

    direction: str
    op: int
    event: str | None
    data: Any
    seq: int | None = None


class Recorder:
    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self.gateway: list[GatewayMessage] = []
        self._waiters: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []
        self._check_pending = False

    async def notify(self) -> None:
        """Something changed: the waiters' predicates are checked once the caller yields."""
        if self._waiters and not self._check_pending:
            self._check_pending = True
            asyncio.get_running_loop().call_soon(self._check_waiters)

    def _check_waiters(self) -> None:
        self._check_pending = False
        waiting = []
        for predicate, future in self._waiters:
            if future.done():  # timed out
                continue
            try:
                result = predicate()
            except Exception as error:  # the waiter sees it, as if it had checked itself
                future.set_exception(error)
                continue
            if result:
                future.set_result(result)
            else:
                waiting.append((predicate, future))
        self._waiters = waiting

    async def add_request(self, request: RecordedRequest) -> None:
        self.requests.append(request)
        await self.notify()

    async def add_gateway(self, message: GatewayMessage) -> None:
        self.gateway.append(message)
        await self.notify()

    def mark(self) -> int:
        """The current request count, to wait only for requests made after this point."""
        return len(self.requests)

    async def wait_until(
        self, predicate: Callable[[], Any], *, timeout: float = PATIENCE, what: str = "condition"
    ) -> Any:
        """Wait until `predicate()` is truthy (checked on every recorded request or frame)."""

        if result := predicate():
            return result
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, future))
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            recent = ", ".join(repr(r) for r in self.requests[-8:])
            raise TimeoutError(
                f"timed out after {timeout}s waiting for {what}; last requests: {recent}"
            ) from None

    async def wait_for_request(
        self,
        route: str | None = None,
        *,
        where: Callable[[RecordedRequest], bool] | None = None,
        since: int = 0,
        timeout: float = PATIENCE,
    ) -> RecordedRequest:
        """The first request after index `since` matching `route` (a template) and `where`."""

        def find() -> RecordedRequest | None:
            for request in self.requests[since:]:
                if (route is None or request.route == route) and (where is None or where(request)):
                    return request
            return None

        return await self.wait_until(find, timeout=timeout, what=f"request {route or '(any)'}")

    def find(self, route: str, *, since: int = 0) -> list[RecordedRequest]:
        return [r for r in self.requests[since:] if r.route == route]
