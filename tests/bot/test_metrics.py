"""The operator's metrics (bot/metrics.py): the gauges read real tables of a real hub and
the request budget, the endpoint answers over real HTTP, the bot serves it only when
METRICS_PORT asks, and its interactions' acknowledgements are timed."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import aiohttp
import pytest
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.registry import Collector

from bot.metrics import AckTimer, BotCollector, MetricsServer, bot_registry
from bot.pacing import RequestBudget
from bot.settings import Settings, SettingsError
from bot.storage import Storage
from bot.tables import Table, TableHub
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

ALICE, BOB = 101, 202

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def samples_of(text: str) -> Samples:
    """Every sample of an exposition, by name and labels."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def collected(collector: Collector) -> Samples:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in collector.collect()
        for sample in family.samples
    }


def live(samples: Samples, status: str, game: str) -> float | None:
    return samples.get(("barbu_tables", (("game", game), ("status", status))))


async def lobby(hub: TableHub, game: str, options: dict | None = None) -> Table:
    return await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game=game,
        options=options or {}, settings={"turn_timer": 120},
    )  # fmt: skip


async def some_tables(hub: TableHub) -> None:
    """Two Barbu lobbies, a Guillotine lobby, a Gin Slaughtre table playing (two humans:
    nothing moves by itself) and a cancelled lobby."""
    await lobby(hub, "barbu")
    await lobby(hub, "barbu", {"rules": "marley"})
    await lobby(hub, "guillotine")
    playing = await lobby(hub, "slaughter")
    await hub.join(playing, BOB, "Bob")
    await hub.start(playing, ALICE)
    cancelled = await lobby(hub, "barbu")
    await hub.cancel(cancelled, ALICE)


async def test_the_table_gauges_count_the_hubs_tables(storage: Storage) -> None:
    commits = REGISTRY.get_sample_value("barbu_storage_commit_seconds_count") or 0
    hub = TableHub(storage, computer_delay=0)
    collector = BotCollector(lambda: hub, RequestBudget(35))
    try:
        assert live(collected(collector), "lobby", "barbu") is None  # no table yet
        await some_tables(hub)
        samples = collected(collector)
        assert live(samples, "lobby", "barbu") == 2
        assert live(samples, "lobby", "guillotine") == 1
        assert live(samples, "playing", "slaughter") == 1
        assert live(samples, "lobby", "slaughter") is None
        assert samples[("barbu_tables_held", ())] == 5  # the cancelled one too
        assert samples[("barbu_tables_waiting", ())] == 0  # a hub that waits on nothing
        # The hub's tables waiting on a fault.
        hub.waiting = {next(iter(hub.tables))}
        assert collected(collector)[("barbu_tables_waiting", ())] == 1
    finally:
        await hub.close()
    # Each of those changes was a storage write, timed from asking to committed.
    assert (REGISTRY.get_sample_value("barbu_storage_commit_seconds_count") or 0) > commits


async def test_the_budget_gauges_say_what_the_budget_knows() -> None:
    now = [0.0]
    budget = RequestBudget(5, clock=lambda: now[0])  # 5 a second, 2 unanswered at most
    collector = BotCollector(lambda: None, budget)
    await budget.acquire()
    now[0] += 0.2
    await budget.acquire()
    now[0] += 0.2
    third = asyncio.create_task(budget.acquire())  # waits for an answer
    samples = collected(collector)
    assert samples[("barbu_request_budget_per_second", ())] == 5
    assert samples[("barbu_request_budget_in_flight", ())] == 2
    assert samples[("barbu_request_budget_in_flight_limit", ())] == 2
    assert samples[("barbu_request_budget_granted_last_second", ())] == 2
    assert samples[("barbu_request_budget_granted_total", ())] == 2
    assert samples[("barbu_request_budget_queued", ())] == 0  # the third has not asked yet
    await asyncio.sleep(0)  # yields, not waits: the third asks
    samples = collected(collector)
    assert samples[("barbu_request_budget_queued", ())] == 1
    assert samples[("barbu_request_budget_waited_total", ())] == 1
    budget.finished()  # an answer: the third is let through
    await third
    samples = collected(collector)
    assert samples[("barbu_request_budget_queued", ())] == 0
    assert samples[("barbu_request_budget_in_flight", ())] == 2
    assert samples[("barbu_request_budget_granted_total", ())] == 3
    now[0] += 1.0
    assert collected(collector)[("barbu_request_budget_granted_last_second", ())] == 1


async def test_the_endpoint_answers_over_http(db_path: Path) -> None:
    storage = await Storage.open(db_path)
    hub = TableHub(storage, computer_delay=0)
    server = MetricsServer(
        bot_registry(BotCollector(lambda: hub, RequestBudget(35))), "127.0.0.1", 0
    )
    try:
        await some_tables(hub)
        await server.start()
        assert server.port != 0  # the free port it took
        url = f"http://127.0.0.1:{server.port}/metrics"
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            assert response.status == 200
            assert response.headers["Content-Type"].startswith("text/plain")
            text = await response.text()
    finally:
        await server.close()
        await hub.close()
        await storage.close()
    samples = samples_of(text)
    assert live(samples, "lobby", "barbu") == 2
    assert live(samples, "playing", "slaughter") == 1
    assert samples[("barbu_request_budget_per_second", ())] == 35
    # The module's counters and histograms, and prometheus_client's own process metrics.
    assert samples[("barbu_storage_commit_seconds_count", ())] > 0
    families = {family.name for family in text_string_to_metric_families(text)}
    assert {
        "barbu_table_faults",
        "barbu_reconciliations",
        "barbu_worker_restarts",
        "barbu_computer_fallbacks",
        "barbu_interaction_ack_seconds",
    } <= families
    # Closed, it answers no more.
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.ClientConnectionError):
            await session.get(url)


def test_the_ack_timer_forgets_what_is_never_answered() -> None:
    now = [0.0]
    acks = AckTimer(clock=lambda: now[0])
    observed = REGISTRY.get_sample_value("barbu_interaction_ack_seconds_count") or 0
    dropped = REGISTRY.get_sample_value("barbu_interactions_unacknowledged_total") or 0
    acks.received(1)
    acks.received(2)
    now[0] += 0.25
    acks.answered(1)
    acks.answered(1)  # a retried callback is not timed twice
    assert REGISTRY.get_sample_value("barbu_interaction_ack_seconds_count") == observed + 1
    now[0] += AckTimer.FORGET
    acks.received(3)  # 2 is forgotten, counted as never answered
    assert len(acks) == 1
    assert REGISTRY.get_sample_value("barbu_interactions_unacknowledged_total") == dropped + 1


async def test_the_bot_serves_its_metrics_when_asked(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    acks = REGISTRY.get_sample_value("barbu_interaction_ack_seconds_count") or 0
    bot = await start_barbu_bot(metrics_port=0)
    assert bot.metrics is not None
    sent = await fake_discord.slash("alice", "barbu start")
    await sent.response()
    url = f"http://127.0.0.1:{bot.metrics.port}/metrics"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        samples = samples_of(await response.text())
    assert live(samples, "lobby", "barbu") == 1
    # The slash command's acknowledgement was timed.
    assert samples[("barbu_interaction_ack_seconds_count", ())] >= acks + 1


async def test_a_port_already_taken_is_logged_and_the_bot_runs(
    start_barbu_bot: StartBarbu, caplog: pytest.LogCaptureFixture
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        bot = await start_barbu_bot(metrics_port=port)
    assert bot.metrics is None and bot.is_ready()
    said = [r.getMessage() for r in caplog.records if r.name == "bot.app"]
    assert any(f"can't serve metrics on 127.0.0.1:{port}" in line for line in said), said


async def test_no_endpoint_without_metrics_port(start_barbu_bot: StartBarbu) -> None:
    bot = await start_barbu_bot()
    assert bot.settings.metrics_address is None
    assert bot.metrics is None


def test_metrics_port_setting(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "barbu.sqlite3"))
    for name in ("METRICS_PORT", "METRICS_HOST", "SHARD_COUNT", "SHARD_IDS", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    assert Settings.from_env(env_file=None).metrics_address is None
    monkeypatch.setenv("METRICS_PORT", "9100")
    assert Settings.from_env(env_file=None).metrics_address == ("127.0.0.1", 9100)
    # A sharded process serves on the port plus its first shard: processes never collide.
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "2-3")
    monkeypatch.setenv("METRICS_HOST", "0.0.0.0")
    assert Settings.from_env(env_file=None).metrics_address == ("0.0.0.0", 9102)
    for bad in ("nine", "-1", "65535"):  # 65535 leaves no room for shards 1 to 3
        monkeypatch.setenv("METRICS_PORT", bad)
        with pytest.raises(SettingsError, match="METRICS_PORT"):
            Settings.from_env(env_file=None)
