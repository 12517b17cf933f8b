"""`FakeDiscord`: the aiohttp application on 127.0.0.1 that puts the pieces together.

Every REST request goes through one middleware that records it, applies injected
latency and faults, counts it in its rate-limit bucket (headers on every answer, 429 when
a bucket overflows), checks the bot token, and turns `DiscordError` into Discord's JSON.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any, Self

from aiohttp import web

from .faults import (
    Faults,
    GlobalRateLimit,
    InteractionRateLimits,
    RateLimits,
    too_many_requests,
)
from .gateway import Gateway
from .http import API_PREFIX, json_response, major_parameter, read_body, route_name
from .limits import Clock, DiscordError, Limits
from .messages import Messages
from .model import BOT_PERMISSIONS, World
from .recorder import PATIENCE, RecordedRequest, Recorder
from .rest import RestApi
from .users import TestApi
from .validation import api_description
from .webhooks import InteractionApi

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Routes authenticated by the interaction token in the path, not by the bot token; they
# do not count toward the global rate limit either.
TOKEN_ROUTES = (f"{API_PREFIX}/interactions/", f"{API_PREFIX}/webhooks/")
# An interaction's webhook: limited per token (faults.InteractionRateLimits).
WEBHOOK_ROUTES = f"{API_PREFIX}/webhooks/"


class FakeDiscord(TestApi):
    """A local Discord for one bot and its guilds (one at first; `add_guild` adds more),
    served to any number of connections. Use `async with FakeDiscord() as fake:`."""

    def __init__(
        self,
        *,
        users: tuple[str, ...] = ("alice", "bob", "carol", "dave", "erin"),
        bot_permissions: int = BOT_PERMISSIONS,
        limits: Limits | None = None,
        rate_limit: int = 50,
        rate_limit_window: float = 1.0,
        global_rate_limit: int = 50,
        interaction_rate_limit: int = 5,
        interaction_rate_window: float = 2.0,
        heartbeat_interval_ms: int = 41250,
        max_guilds_per_shard: int = 2500,
    ) -> None:
        self.clock = Clock()
        self.limits = limits or Limits()
        self.world = World(user_names=users, bot_permissions=bot_permissions)
        self.recorder = Recorder()
        self.faults = Faults()
        # Called with the route of each REST request as it arrives, before it is answered
        # (e.g. to kill a bot process while its answer to an interaction is in flight).
        self.on_arrival: list[Callable[[str], None]] = []
        self.api = api_description()
        self.rate_limits = RateLimits(self.clock, limit=rate_limit, per=rate_limit_window)
        self.global_limit = GlobalRateLimit(self.clock, limit=global_rate_limit)
        self.interaction_limits = InteractionRateLimits(
            self.clock, limit=interaction_rate_limit, per=interaction_rate_window
        )
        self.gateway = Gateway(
            self.world,
            self.recorder,
            lambda: self.resume_gateway_url,
            heartbeat_interval_ms=heartbeat_interval_ms,
            max_guilds_per_shard=max_guilds_per_shard,
        )
        self.messages = Messages(self.world, self.gateway, lambda: self.base_url)
        # Discord, not aiohttp, decides how large a body may be (limits.MAX_UPLOAD).
        self.app = web.Application(middlewares=[self._middleware], client_max_size=64 * 2**20)
        RestApi(self.world, self.gateway, self.messages, self).register(self.app, API_PREFIX)
        InteractionApi(self.world, self.messages, self.clock, self.limits).register(
            self.app, API_PREFIX
        )
        self.app.router.add_get("/gateway", self.gateway.handle)
        self.app.router.add_get("/resume", self.gateway.handle)
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        self.api.warm(
            (route.method, route.resource.canonical.removeprefix(API_PREFIX))
            for route in self.app.router.routes()
            if route.resource is not None and route.method in ("POST", "PATCH", "PUT")
        )
        self._runner = web.AppRunner(self.app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def stop(self) -> None:
        await self.gateway.shutdown()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # -- addresses -------------------------------------------------------------------------

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What to put in `discord.http.Route.BASE`."""
        return f"{self.base_url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """What to put in `DiscordWebSocket.DEFAULT_GATEWAY`."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/resume"

    # -- recorded traffic ------------------------------------------------------------------

    @property
    def requests(self) -> list[RecordedRequest]:
        return self.recorder.requests

    def mark(self) -> int:
        return self.recorder.mark()

    async def wait_for_request(
        self,
        route: str | None = None,
        *,
        where: Callable[[RecordedRequest], bool] | None = None,
        since: int = 0,
        timeout: float = PATIENCE,
    ) -> RecordedRequest:
        return await self.recorder.wait_for_request(
            route, where=where, since=since, timeout=timeout
        )

    async def wait_until(self, predicate: Callable[[], Any], *, timeout: float = PATIENCE) -> Any:
        return await self.recorder.wait_until(predicate, timeout=timeout)

    # -- the middleware --------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path in ("/gateway", "/resume"):
            return await handler(request)
        route = route_name(request)
        for hook in list(self.on_arrival):
            hook(route)
        record = RecordedRequest(
            request.method,
            request.path.removeprefix(API_PREFIX),
            route,
            dict(request.match_info),
            dict(request.query),
        )
        try:
            response = await self._answer(request, handler, route, record)
        finally:
            await self.recorder.add_request(record)
        return response

    async def _answer(
        self, request: web.Request, handler: Handler, route: str, record: RecordedRequest
    ) -> web.StreamResponse:
        if not request.path.startswith(API_PREFIX):  # the CDN
            response = await handler(request)
            record.status = response.status
            return response
        try:
            record.json, record.files = await read_body(request)
        except (ValueError, UnicodeDecodeError):
            return self._error(
                record, DiscordError(400, 50109, "The request body contains invalid JSON.")
            )
        delay, fault = self.faults.take(route)
        if delay:
            await asyncio.sleep(delay)
        if fault is not None and fault.status == 429:
            body, headers = too_many_requests(
                fault.retry_after,
                is_global=fault.is_global,
                scope="global" if fault.is_global else "user",
            )
            return self._reply(record, json_response(body, status=429, headers=headers), body)
        if fault is not None:
            body = {"message": f"{fault.status}: Injected server error", "code": 0}
            return self._reply(record, json_response(body, status=fault.status), body)
        if not request.path.startswith(TOKEN_ROUTES):
            retry_after = self.global_limit.hit()
            if retry_after is not None:
                body, headers = too_many_requests(retry_after, is_global=True, scope="global")
                return self._reply(record, json_response(body, status=429, headers=headers), body)
        if request.path.startswith(WEBHOOK_ROUTES):
            token = request.match_info.get("token", "")
            headers, retry_after = self.interaction_limits.hit(token)
        else:
            headers, retry_after = self.rate_limits.hit(route, major_parameter(request))
        if retry_after is not None:
            body, extra = too_many_requests(retry_after, is_global=False, scope="user")
            return self._reply(
                record, json_response(body, status=429, headers={**headers, **extra}), body
            )
        if (
            not request.path.startswith(TOKEN_ROUTES)
            and request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            return self._error(record, DiscordError(401, 0, "401: Unauthorized"))
        try:
            self._validate(request, record)
            response = await handler(request)
        except DiscordError as error:
            response = self._error(record, error)
        except web.HTTPException as error:  # no such route, or method not allowed
            response = self._error(
                record, DiscordError(error.status, 0, f"{error.status}: {error.reason}")
            )
        response.headers.update(headers)
        record.status = response.status
        if isinstance(response, web.Response) and response.body and response.status != 204:
            record.response = json.loads(response.body)  # type: ignore[arg-type]
        return response

    def _validate(self, request: web.Request, record: RecordedRequest) -> None:
        """Discord's published description of the route must allow the request as sent."""
        path = request.path.removeprefix(API_PREFIX)
        operation = self.api.operation(request.method, path)
        if operation is None:
            raise DiscordError(404, 0, "404: Not Found")
        operation.check(request.query, record.json)

    def _reply(self, record: RecordedRequest, response: web.Response, body: Any) -> web.Response:
        record.status, record.response = response.status, body
        return response

    def _error(self, record: RecordedRequest, error: DiscordError) -> web.Response:
        return self._reply(record, json_response(error.body(), status=error.status), error.body())
