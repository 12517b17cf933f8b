"""Rate-limit buckets with Discord's headers, and injected REST faults (429, 5xx, latency).

Routes are named by their template, as in the recorded requests:
`"POST /channels/{channel_id}/messages"`; `"*"` matches every route.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass

from .limits import Clock


@dataclass
class Fault:
    route: str
    times: int | None
    status: int = 0
    retry_after: float = 0.0
    is_global: bool = False
    latency: float = 0.0

    def matches(self, route: str) -> bool:
        return self.route in ("*", route) and (self.times is None or self.times > 0)


class Faults:
    """What the next requests to a route should suffer; each fault fires `times` times."""

    def __init__(self) -> None:
        self._faults: list[Fault] = []

    def rate_limit(
        self, route: str, *, times: int = 1, retry_after: float = 0.05, is_global: bool = False
    ) -> None:
        """Answer 429 (with `Via` and `retry_after`, like Discord) to the next `times` requests."""
        self._faults.append(Fault(route, times, 429, retry_after, is_global))

    def server_error(self, route: str, *, status: int = 500, times: int = 1) -> None:
        """Answer `status` (500, 502, 503 ...) to the next `times` requests."""
        self._faults.append(Fault(route, times, status))

    def latency(self, seconds: float, route: str = "*", *, times: int | None = None) -> None:
        """Delay answers to `route` by `seconds` (every time, unless `times` is given)."""
        self._faults.append(Fault(route, times, latency=seconds))

    def clear(self) -> None:
        self._faults.clear()

    def take(self, route: str) -> tuple[float, Fault | None]:
        """The latency to add and the error fault (if any) for one request to `route`."""
        delay = 0.0
        error: Fault | None = None
        for fault in self._faults:
            if not fault.matches(route):
                continue
            if fault.status and error is None:
                error = fault
            elif not fault.status:
                delay += fault.latency
            else:
                continue
            if fault.times is not None:
                fault.times -= 1
        self._faults = [f for f in self._faults if f.times is None or f.times > 0]
        return delay, error


# A client that waits exactly `Reset-After` may wake a hair early: do not count that as early.
CLOCK_TOLERANCE = 0.005


@dataclass
class _Window:
    reset_at: float
    count: int = 0


class RateLimits:
    """Fixed-window buckets per (route, major parameter), answering 429 when one overflows."""

    def __init__(self, clock: Clock, *, limit: int = 50, per: float = 1.0) -> None:
        self.clock = clock
        self.limit = limit
        self.per = per
        self._windows: dict[tuple[str, str], _Window] = {}

    def hit(self, route: str, major: str) -> tuple[dict[str, str], float | None]:
        """Count one request; return the headers to send and `retry_after` if it must be refused."""
        now = self.clock.now()
        window = self._windows.get((route, major))
        if window is None or now >= window.reset_at - CLOCK_TOLERANCE:
            window = self._windows[(route, major)] = _Window(now + self.per)
        window.count += 1
        reset_after = math.ceil(max(window.reset_at - now, 0.0) * 1000) / 1000
        headers = {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(max(self.limit - window.count, 0)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": hashlib.md5(route.encode()).hexdigest()[:16],
        }
        if window.count > self.limit:
            return headers, reset_after
        return headers, None


class InteractionRateLimits:
    """The limit of an interaction's webhook: its follow-ups and the edits, reads and
    deletions of its original response and follow-ups, 5 requests per 2 seconds for each
    interaction token, outside the bot's global limit.

    Sources: "Interactions webhooks share the same rate limit properties as normal
    webhooks" and "The endpoints below are not bound to the application's Global Rate
    Limit" (developer docs, interactions/receiving-and-responding.mdx, Followup Messages
    and Endpoints); a webhook's top-level resource is `webhook_id + webhook_token`
    (topics/rate-limits.mdx), and since the path's id is the application's for every
    interaction, the token tells them apart. The figure is measured, not documented:
    "5/2s per interaction" (discord/discord-api-docs#2701, MinnDevelopment, by spamming
    the API; a Discord engineer answered that the limits are identical to webhook
    limits, keyed by interaction), the 5 per 2 s that webhook users observe too. The
    same issue saw a second limit "30/60s per guild/global (hard to test)": not modelled.
    A 429 here is not global (`global: false`) and its scope is `user` (the bot's own
    bucket; discord/discord-api-docs#7243 reports follow-up 429s with scope `shared`
    when many interactions crowd one route, which this does not model).
    """

    def __init__(self, clock: Clock, *, limit: int = 5, per: float = 2.0) -> None:
        self.buckets = RateLimits(clock, limit=limit, per=per)
        self.counted = 0  # requests accepted through interaction tokens
        self.refused = 0  # 429s sent for a token's bucket

    @property
    def limit(self) -> int:
        return self.buckets.limit

    def hit(self, token: str) -> tuple[dict[str, str], float | None]:
        headers, retry_after = self.buckets.hit("interaction-webhook", token)
        if retry_after is None:
            self.counted += 1
        else:
            self.refused += 1
        return headers, retry_after


class GlobalRateLimit:
    """Discord's per-bot limit across all routes (50 requests a second), fixed windows.

    Interaction callbacks and interaction webhooks do not count, as on Discord; the server
    passes only bot-authenticated requests here. `refused` counts the global 429s sent.
    """

    def __init__(self, clock: Clock, *, limit: int = 50, per: float = 1.0) -> None:
        self.clock = clock
        self.limit = limit
        self.per = per
        self.refused = 0
        self.counted = 0
        self._window = _Window(reset_at=0.0)

    def hit(self) -> float | None:
        """Count one request; `retry_after` if it is over the limit."""
        now = self.clock.now()
        if now >= self._window.reset_at - CLOCK_TOLERANCE:
            self._window = _Window(now + self.per)
        if self._window.count >= self.limit:
            self.refused += 1
            return max(self._window.reset_at - now, 0.001)
        self._window.count += 1
        self.counted += 1
        return None


def too_many_requests(retry_after: float, *, is_global: bool, scope: str) -> tuple[dict, dict]:
    """Body and extra headers of a 429, as Discord (behind its Google proxy) sends them."""
    body = {
        "message": "You are being rate limited.",
        "retry_after": round(retry_after, 3),
        "global": is_global,
        "code": 0,
    }
    headers = {
        "Via": "1.1 google",
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "X-RateLimit-Scope": scope,
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    return body, headers
