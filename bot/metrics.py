"""What an operator can watch: the bot's Prometheus metrics.

The counters and histograms below are updated where things happen (a storage commit, a
worker restart, a reconciled write, an interaction acknowledged); the gauges of live and
waiting tables and of the request budget are read from the hub and the budget when the
endpoint is scraped (`BotCollector`), so nothing has to keep them current.

The endpoint itself is optional (`METRICS_PORT`): `MetricsServer`, an aiohttp app on the
bot's own event loop (discord.py brings aiohttp), so it costs no thread and one port per
process. Each bot serves a registry of its own (`bot_registry`): the module-level metrics
of the default registry (with prometheus_client's process and GC metrics) plus its own
gauges, so that several bots in one process (the tests) never clash over a name.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol

import aiohttp
from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from bot.pacing import RequestBudget

log = logging.getLogger(__name__)

# Each counter's `_created` twin (the time it was made) only doubles what an operator reads.
disable_created_metrics()

# A table's task met a fault (storage, a worker, Discord) and will try again; by kind.
TABLE_FAULTS = Counter(
    "barbu_table_faults", "Faults met by the tasks that drive tables, by kind", ["kind"]
)
# A write whose outcome was unknown (lost answer, conflict on the log's key) was read back.
RECONCILIATIONS = Counter(
    "barbu_reconciliations",
    "Writes whose outcome was unknown, settled by reading the log",
    ["outcome"],
)
# A worker pool (drawing or thinking) was started anew after a worker died.
WORKER_RESTARTS = Counter("barbu_worker_restarts", "Worker pools restarted", ["lane"])
# A computer's decision that kept failing was made by the basic player in the bot's process.
COMPUTER_FALLBACKS = Counter(
    "barbu_computer_fallbacks", "Computer decisions made by the in-process fallback player"
)
# How long a storage write took, from asking to committed.
COMMIT_SECONDS = Histogram(
    "barbu_storage_commit_seconds",
    "Storage write latency, from asking to committed",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
# Discord fails an interaction not answered within 3 s: the buckets close in on that.
ACK_SECONDS = Histogram(
    "barbu_interaction_ack_seconds",
    "From the bot receiving an interaction to its first response (the callback) being sent",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5),
)
# Interactions the bot received and never answered (forgotten after `AckTimer.FORGET`).
UNACKNOWLEDGED = Counter(
    "barbu_interactions_unacknowledged", "Interactions received and never answered"
)

# The path of an interaction's first response: POST /interactions/{id}/{token}/callback.
CALLBACK_PATH = re.compile(r"/interactions/(\d+)/[^/]+/callback$")


class AckTimer:
    """Times each interaction from its arrival (`received`, called as discord.py hands it
    out, before any handler runs) to its callback request being sent (an aiohttp trace on
    discord.py's session, `install`): every interaction passes both, whichever cog or
    button answers it."""

    # Seconds after which an interaction still unanswered is forgotten: Discord refuses a
    # callback after 3 s, so none can come this late, and the map cannot grow.
    FORGET = 60.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._received: dict[int, float] = {}  # interaction id -> arrival, oldest first

    def received(self, interaction_id: int) -> None:
        now = self._clock()
        self._received[interaction_id] = now
        horizon = now - self.FORGET
        while self._received:
            oldest = next(iter(self._received))
            if self._received[oldest] > horizon:
                break
            del self._received[oldest]
            UNACKNOWLEDGED.inc()

    def answered(self, interaction_id: int) -> None:
        """Its first response is being sent (a retry of it is not observed twice)."""
        arrived = self._received.pop(interaction_id, None)
        if arrived is not None:
            ACK_SECONDS.observe(self._clock() - arrived)

    def __len__(self) -> int:
        return len(self._received)

    def install(self, config: aiohttp.TraceConfig) -> None:
        """Watch the requests of the session `config` traces for interaction callbacks."""

        async def start(_session: object, _context: Any, params: Any) -> None:
            if params.method == "POST" and (match := CALLBACK_PATH.search(params.url.path)):
                self.answered(int(match[1]))

        config.on_request_start.append(start)


class _Record(Protocol):
    @property
    def game(self) -> str: ...


class _Table(Protocol):
    @property
    def status(self) -> str: ...
    @property
    def record(self) -> _Record: ...


class HeldTables(Protocol):
    """What the collector reads of the hub (bot/tables/hub.py), which updates these
    metrics as it goes and so may not be imported here."""

    @property
    def tables(self) -> Mapping[int, _Table]: ...
    @property
    def ended(self) -> Mapping[int, _Table]: ...
    @property
    def waiting(self) -> Collection[int]: ...


class BotCollector(Collector):
    """Gauges read at scrape time from the hub (tables by status and game, tables waiting
    on a fault) and from the request budget."""

    LIVE = ("lobby", "playing")

    def __init__(self, hub: Callable[[], HeldTables | None], budget: RequestBudget) -> None:
        # The hub is made in the bot's setup, after the endpoint may be asked for.
        self._hub = hub
        self._budget = budget

    def describe(self) -> Iterable[Metric]:
        return []  # names known only by collecting: nothing to check for duplicates

    def collect(self) -> Iterator[Metric]:
        yield from self._tables()
        yield from self._requests()

    def _tables(self) -> Iterator[Metric]:
        live = GaugeMetricFamily(
            "barbu_tables", "Live tables, by status and game", labels=["status", "game"]
        )
        held = GaugeMetricFamily(
            "barbu_tables_held", "Tables kept in memory: the open ones, the latest ended"
        )
        waiting = GaugeMetricFamily(
            "barbu_tables_waiting",
            "Tables whose play waits for storage or the workers to answer again",
        )
        hub = self._hub()
        tables = {**hub.tables, **hub.ended} if hub is not None else {}
        counts: dict[tuple[str, str], int] = {}
        for table in tables.values():
            if table.status in self.LIVE:
                key = (table.status, table.record.game)
                counts[key] = counts.get(key, 0) + 1
        for (status, game), count in sorted(counts.items()):
            live.add_metric([status, game], count)
        held.add_metric([], len(tables))
        waiting.add_metric([], len(hub.waiting) if hub is not None else 0)
        yield from (live, held, waiting)

    def _requests(self) -> Iterator[Metric]:
        usage = self._budget.usage()
        gauges = (
            ("per_second", "The process's share of Discord's global rate limit, a second"),
            ("granted_last_second", "Requests granted a place in the last second"),
            ("in_flight", "Requests sent and not answered yet"),
            ("in_flight_limit", "The cap on requests unanswered at once"),
            ("queued", "Requests waiting for a place in the budget"),
        )
        for key, text in gauges:
            gauge = GaugeMetricFamily(f"barbu_request_budget_{key}", text)
            gauge.add_metric([], usage[key])
            yield gauge
        counters = (
            ("granted", "Requests granted a place in the budget"),
            ("waited", "Requests that had to wait for their place"),
        )
        for key, text in counters:
            counter = CounterMetricFamily(f"barbu_request_budget_{key}", text)
            counter.add_metric([], usage[key])
            yield counter


class _Shared(Collector):
    """The default registry's metrics (this module's, the process's), in a bot's registry."""

    def describe(self) -> Iterable[Metric]:
        return []

    def collect(self) -> Iterator[Metric]:
        yield from REGISTRY.collect()


def bot_registry(collector: Collector) -> CollectorRegistry:
    """The registry a bot's endpoint serves: the shared metrics and its own gauges."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(_Shared())
    registry.register(collector)
    return registry


class MetricsServer:
    """`GET /metrics` on `host:port`, served from the running event loop (0: a free port,
    read back from `port` once started)."""

    def __init__(self, registry: CollectorRegistry, host: str, port: int) -> None:
        self.registry = registry
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None

    async def _metrics(self, _request: web.Request) -> web.Response:
        response = web.Response(body=generate_latest(self.registry))
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        # No access log: a scrape every few seconds would fill the bot's log.
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except OSError:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = runner.addresses[0][1]  # the port given, or the free one taken
        log.info("Metrics on http://%s:%d/metrics", self.host, self.port)

    async def close(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
