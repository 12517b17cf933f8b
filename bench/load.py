"""Load: N concurrent Barbu tables through the fake Discord, in one process.

    python -m bench.load [--tables 200] [--seconds 60] [--computer-delay 1.2]
                         [--edit-interval 1.25] [--rules barbu|marley]
                         [--instrument] [--profile] [--tracemalloc]

The real `BarbuBot` (default settings: 1.2 s computer delay, 1.25 s between two
edits of a table message) runs against a `FakeDiscord` with one user per table.
Each table has one human (a simulated user who, on each of their turns, clicks
**Your hand**, thinks 0.2-1 s and makes the first choice offered) and three
computer players. Tables are opened at `--open-rate` per second (`/barbu start`
with 3 computers, then Start), spread over 4 text channels; each game runs in
its thread. They open in two waves (half, then the rest once the first half
plays); `--seconds` is the steady window that follows, with all tables playing.
A user whose `/barbu start` is not acknowledged has no table (reported).

Figures:

- acknowledgement latency: from the fake creating and dispatching
  INTERACTION_CREATE (`Interaction.created_at`) to the bot's callback request
  arriving at the fake (`RecordedRequest.at`), for the clicks made in the
  window (Your hand and moves), and per kind over the whole run. Also the
  user-side figure: from the click call to the callback answered.
- table updates per second: table-message posts and edits (messages carrying
  the Your hand button) per second across all tables, in the window.
- CPU per move: `time.process_time()` over the window (the bot, the fake and the
  simulated users: one process, all threads) plus the CPU time of the bot's
  worker processes (drawing, thinking; from /proc) / actions applied in the window.
- memory per live table: RSS (/proc/self/statm, current, after `gc.collect()`)
  with all N tables playing minus RSS with the first wave playing, divided by
  the second wave's size (so one-time warm-up is excluded). The fake's stored
  bytes (uploaded images, recorded bodies, gateway frames) are dropped as the
  run goes; what is left of it (message and interaction objects) is measured
  (deep `sys.getsizeof`) and subtracted. The bot's own per-table structures
  (hub tables, hand messages, publishers, discord.py's message cache) are
  measured the same way. `--tracemalloc` adds tracemalloc's split of the
  growth between the bot and the fake (slow: use few tables).
- edit pace: the smallest gap between two edits of the same table message, and
  the most writes (posts + edits) to one thread within any 5 s (Discord allows
  about 5 per 5 s per channel).

Fake settings: per-route rate-limit buckets of 50 requests/s (the default, which
is Discord's global figure; buckets are per route and major parameter, so each
thread and each interaction has its own), 3 s acknowledgement deadline.
Targets: p99 acknowledgement <= 100 ms with 200 tables, <= 200 KB per live table.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import contextlib
import cProfile
import gc
import io
import itertools
import logging
import multiprocessing
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import BarbuBot, point_at_discord
from bot.tables import Move, Table
from tests.e2e.helpers import enabled_buttons
from tests.fakediscord.botrun import GUILD_READY_TIMEOUT, pointed_at, running
from tests.fakediscord.plugin import barbu_settings
from tests.fakediscord.recorder import RecordedRequest
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
PAGE = os.sysconf("SC_PAGE_SIZE")

ACK_TARGET_MS = 100.0
MEMORY_TARGET_KB = 200.0


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE


def workers_usage() -> tuple[float, int]:
    """(CPU seconds, RSS bytes) of the bot's worker processes (drawing, thinking)."""
    ticks = os.sysconf("SC_CLK_TCK")
    cpu, rss = 0.0, 0
    for child in multiprocessing.active_children():
        try:
            with open(f"/proc/{child.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{child.pid}/statm") as f:
                rss += int(f.read().split()[1]) * PAGE
        except (FileNotFoundError, ProcessLookupError):
            continue
        cpu += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return cpu, rss


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


# ------------------------------------------------------------------ measuring


def deep_size(roots: list[Any], stop: tuple[type, ...]) -> int:
    """Bytes of the objects reachable from `roots` (sys.getsizeof), not entering `stop` types,
    modules, classes or functions."""
    import types

    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
            types.MethodType, asyncio.AbstractEventLoop, *stop)  # fmt: skip
    seen: set[int] = set()
    total = 0
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


def retained(fake: FakeDiscord, bot: BarbuBot) -> tuple[int, int]:
    """(fake, bot): bytes the fake's world and the bot's per-table structures hold."""
    import aiohttp
    import discord

    from bot.storage import Storage

    stop = (discord.Client, discord.state.ConnectionState, discord.http.HTTPClient,
            aiohttp.ClientSession, Storage, FakeDiscord, asyncio.Task, asyncio.Future)  # fmt: skip
    session = fake.gateway.session
    fake_roots = [fake.world.messages, fake.world.interactions, fake.world.interactions_by_token]
    if session is not None:
        fake_roots.append(session.frames)
    ui = bot.table_ui
    bot_roots = [bot.hub.tables, ui._hands, ui._publishers, ui._start_clicks,
                 bot._connection._messages]  # fmt: skip
    return deep_size(fake_roots, stop), deep_size(bot_roots, stop)


@dataclass
class Stats:
    """What the recorded traffic tells, gathered as it arrives (the bodies are then dropped)."""

    ack: dict[int, float] = field(default_factory=dict)  # interaction id -> callback arrival
    ack_status: collections.Counter[int] = field(default_factory=collections.Counter)
    table_updates: list[float] = field(default_factory=list)  # times of table message writes
    edits_by_message: dict[int, list[float]] = field(default_factory=dict)
    writes_by_channel: dict[int, list[float]] = field(default_factory=dict)
    statuses: collections.Counter[tuple[str, int]] = field(default_factory=collections.Counter)
    requests: int = 0
    waiters: dict[int, asyncio.Future[None]] = field(default_factory=dict)

    def take(self, record: RecordedRequest) -> None:
        self.requests += 1
        self.statuses[(record.route, record.status)] += 1
        if record.route == CALLBACK:
            interaction_id = int(record.params["interaction_id"])
            self.ack_status[record.status] += 1
            if record.status < 300:
                self.ack[interaction_id] = record.at
            waiter = self.waiters.pop(interaction_id, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(None)
        elif record.route in (CHANNEL_POST, CHANNEL_EDIT) and record.status < 300:
            channel = int(record.params["channel_id"])
            self.writes_by_channel.setdefault(channel, []).append(record.at)
            if _has_hand_button(record.json):
                self.table_updates.append(record.at)
                if record.route == CHANNEL_EDIT:
                    message = int(record.params["message_id"])
                    self.edits_by_message.setdefault(message, []).append(record.at)
        # Keep the recorder's list, but not the images and bodies it holds.
        record.files = []
        record.json = None
        record.response = None


def _has_hand_button(body: Any) -> bool:
    for row in (body or {}).get("components") or []:
        for item in row.get("components") or []:
            if str(item.get("custom_id", "")).startswith("tbl:hand:"):
                return True
    return False


class GcPauses:
    """How long each garbage collection stops the process (all generations)."""

    def __init__(self) -> None:
        self.pauses: list[tuple[float, int, float]] = []  # (start, generation, seconds)
        self._start = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.monotonic()
        else:
            self.pauses.append((self._start, info["generation"], time.monotonic() - self._start))


class LoopLag:
    """How late the event loop runs a 10 ms timer: a direct view of its congestion."""

    def __init__(self) -> None:
        self.lags: list[tuple[float, float]] = []
        self.task: asyncio.Task[None] | None = None
        self.gc = GcPauses()  # one cause of lag, counted apart

    async def run(self) -> None:
        while True:
            start = time.monotonic()
            await asyncio.sleep(0.01)
            self.lags.append((start, time.monotonic() - start - 0.01))


class TurnSignals:
    """A `TableListener` added to the hub: wakes a table's simulated user after each change."""

    def __init__(self) -> None:
        self.events: dict[int, asyncio.Event] = {}

    def event(self, table_id: int) -> asyncio.Event:
        return self.events.setdefault(table_id, asyncio.Event())

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        self.event(table.id).set()

    async def table_finished(self, table: Table) -> None:
        self.event(table.id).set()

    async def lobby_changed(self, table: Table) -> None:
        self.event(table.id).set()


# ------------------------------------------------------------------ the users


@dataclass
class Click:
    kind: str
    interaction_id: int
    created: float  # Interaction.created_at (the fake's monotonic clock)
    called: float  # when the user called click/select
    answered: float | None = None  # when the callback had been answered


class Bench:
    def __init__(self, args: argparse.Namespace, fake: FakeDiscord, bot: BarbuBot) -> None:
        self.args = args
        self.fake = fake
        self.bot = bot
        self.stats = Stats()
        self.signals = TurnSignals()
        self.clicks: list[Click] = []
        self.playing = 0
        self.stop = False
        self.errors: collections.Counter[str] = collections.Counter()
        self.finished = 0

    async def interact(self, kind: str, coro: Any) -> SentInteraction:
        called = time.monotonic()
        sent: SentInteraction = await coro
        click = Click(kind, sent.id, sent.interaction.created_at, called)
        self.clicks.append(click)
        waiter = asyncio.get_running_loop().create_future()
        if sent.id in self.stats.ack or sent.interaction.acknowledged:
            waiter.set_result(None)
        else:
            self.stats.waiters[sent.id] = waiter
        try:
            await asyncio.wait_for(waiter, 30)
        except TimeoutError:
            self.errors[f"{kind}: no acknowledgement in 30 s"] += 1
            self.stats.waiters.pop(sent.id, None)
            raise
        click.answered = time.monotonic()
        return sent

    async def wait_playing(self, count: int, settle: float) -> None:
        """Until `count` tables play, then `settle` s more (their first table messages)."""
        deadline = time.monotonic() + count / self.args.open_rate + 20
        while self.playing < count and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        if self.playing < count:
            print(f"only {self.playing} of {count} tables started", file=sys.stderr)
        await asyncio.sleep(settle)

    async def run_table(self, index: int, channel: str, slot: int) -> None:
        user = f"user{index}"
        rng = random.Random(index)
        fake, bot = self.fake, self.bot
        await asyncio.sleep(slot / self.args.open_rate)
        uid = fake.user(user).id
        options = {"rules": self.args.rules, "computers": 3}
        sent = await self.interact(
            "slash", fake.slash(user, "barbu start", options, channel=channel)
        )
        lobby = sent.original()
        assert lobby is not None, "no lobby message"
        table = next(t for t in bot.hub.tables.values() if t.record.host_id == uid)
        await self.interact("start", fake.click(user, lobby, label="Start"))
        signal = self.signals.event(table.id)
        while table.status == "lobby":
            await self._wait(signal)
        self.playing += 1
        seat = table.seat_of(uid)
        while not self.stop and table.status == "playing":
            if not self._my_turn(table, seat):
                await self._wait(signal)
                continue
            try:
                await self._play_turn(table, user, seat, rng)
            except (TimeoutError, LookupError, ValueError, AssertionError) as error:
                self.errors[f"{type(error).__name__}: {str(error)[:80]}"] += 1
                await asyncio.sleep(0.5)
        if table.status == "finished":
            self.finished += 1

    @staticmethod
    def _my_turn(table: Table, seat: int | None) -> bool:
        return (
            table.status == "playing"
            and table.actor() == seat
            and len(table.state.legal_actions(seat)) > 1
            and table.record.table_message_id is not None
        )

    async def _wait(self, signal: asyncio.Event) -> None:
        signal.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(signal.wait(), 0.5)

    async def _play_turn(
        self, table: Table, user: str, seat: int | None, rng: random.Random
    ) -> None:
        fake = self.fake
        index = table.action_count
        message_id = table.record.table_message_id
        assert message_id is not None
        sent = await self.interact("hand", fake.click(user, message_id, label="Your hand"))
        hand = await sent.reply(timeout=30)  # acknowledged at once, drawn then
        if hand is None or not hand.content.startswith("Your turn"):
            self.errors["hand not on turn"] += 1
            return
        await asyncio.sleep(rng.uniform(self.args.think_min, self.args.think_max))
        if self.stop or table.action_count != index:
            return
        if hand.selects:
            menu = hand.selects[0]
            value = menu["options"][0]["value"]
            await self.interact("move", fake.select(user, hand, [value]))
            return
        buttons = enabled_buttons(hand)
        assert buttons, (hand.content, hand.labels)
        confirm = [b for b in buttons if b["label"].startswith("Confirm")]
        target = confirm[0] if confirm else buttons[0]
        await self.interact("move", fake.click(user, hand, custom_id=target["custom_id"]))
        # Wait until the move is applied before looking at whose turn it is.
        deadline = time.monotonic() + 10
        while table.action_count == index and time.monotonic() < deadline:
            await self._wait(self.signals.event(table.id))

    def watch_requests(self) -> None:
        """Take each recorded request as it is recorded (and do not keep it)."""
        recorder = self.fake.recorder

        async def add_request(record: RecordedRequest) -> None:
            self.stats.take(record)
            await recorder.notify()

        for record in recorder.requests:
            self.stats.take(record)
        recorder.requests.clear()
        recorder.add_request = add_request  # type: ignore[method-assign]

    def trim_fake(self) -> None:
        """Keep the fake's memory small: drop stored image bytes and old frames."""
        fake = self.fake
        fake.recorder.gateway.clear()
        session = fake.gateway.session
        if session is not None and len(session.frames) > 1000:
            del session.frames[:-1000]
        for message in fake.world.messages.values():
            for attachment in message.attachments:
                if attachment.data:
                    attachment.data = b""

    async def trimmer(self) -> None:
        while True:
            await asyncio.sleep(0.2)
            self.trim_fake()


class Timings:
    """Wall time of some bot methods, wrapped on their instances (`--instrument`)."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = collections.defaultdict(list)

    def wrap(self, owner: Any, name: str, label: str) -> None:
        original = getattr(owner, name)
        times = self.times[label]
        if asyncio.iscoroutinefunction(original):

            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                start = time.perf_counter()
                try:
                    return await original(*args, **kwargs)
                finally:
                    times.append(time.perf_counter() - start)

            setattr(owner, name, timed_async)
        else:

            def timed(*args: Any, **kwargs: Any) -> Any:
                start = time.perf_counter()
                try:
                    return original(*args, **kwargs)
                finally:
                    times.append(time.perf_counter() - start)

            setattr(owner, name, timed)

    def install(self, bot: BarbuBot) -> None:
        adapter = bot.table_ui.adapters["barbu"]
        self.wrap(bot.hub, "act", "hub.act (lock + log + apply + notify)")
        self.wrap(bot.storage, "append_actions", "storage.append_actions (commit)")
        self.wrap(bot.storage, "update_table", "storage.update_table (commit)")
        self.wrap(bot.table_ui, "_show_hand", "TableUI._show_hand (draw + edit)")
        self.wrap(adapter, "hand", "adapter.hand (on the loop; no drawing)")
        self.wrap(bot.workers, "draw", "workers.draw (a worker draws a PNG)")
        self.wrap(bot.workers, "think", "workers.think (a computer's choice)")

    def report(self) -> None:
        print("  instrumented (wall ms): median / p99 / max / count / total s")
        for label, values in self.times.items():
            if values:
                ms = [v * 1000 for v in values]
                print(f"    {label:45s} {statistics.median(ms):7.1f} {percentile(ms, 0.99):7.1f} "
                      f"{max(ms):7.1f} {len(ms):6d} {sum(values):7.1f}")  # fmt: skip


# ------------------------------------------------------------------ the run


def _short_path(filename: str, root: Path) -> str:
    if filename.startswith(f"{root}/") and ".venv" not in filename:
        return str(Path(filename).relative_to(root))
    return Path(filename).name


def tracemalloc_split(
    before: tracemalloc.Snapshot, after: tracemalloc.Snapshot
) -> tuple[dict[str, int], list[tuple[int, str]]]:
    """Growth in bytes, by whether an allocation's traceback passes through the fake/bench,
    and the bot's biggest growth sites (the innermost project or discord.py frame)."""
    here = str(Path(__file__).resolve().parent)
    root = Path(__file__).resolve().parent.parent
    fake_dir = str(root / "tests" / "fakediscord")
    split: collections.Counter[str] = collections.Counter()
    sites: collections.Counter[str] = collections.Counter()
    for stat in after.compare_to(before, "traceback"):
        frames = [frame.filename for frame in stat.traceback]
        owner = "fake" if any(f.startswith((here, fake_dir)) for f in frames) else "bot"
        split[owner] += stat.size_diff
        if owner == "bot":
            site = next(
                (
                    f"{_short_path(fr.filename, root)}:{fr.lineno}"
                    for fr in stat.traceback
                    if "/bot/" in fr.filename or "/cogs/" in fr.filename
                    or "/games/" in fr.filename or "/render/" in fr.filename
                ),
                f"{Path(stat.traceback[0].filename).name}:{stat.traceback[0].lineno}",
            )  # fmt: skip
            sites[site] += stat.size_diff
    return dict(split), [(size, site) for site, size in sites.most_common(10)]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    warnings = WarningCounter()
    logging.getLogger().addHandler(warnings)
    logging.getLogger().setLevel(logging.WARNING)
    users = tuple(f"user{i}" for i in range(max(args.tables, 1)))
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(users=users, rate_limit=args.rate_limit) as fake:
            for extra in range(max(0, args.channels - 2)):
                fake.world.add_channel(f"barbu-{extra + 3}", parent_id=fake.world.general.parent_id)
            channels = [c.name for c in fake.world.guild.channels.values() if c.type == 0]
            settings = barbu_settings(
                fake,
                Path(tmp),
                computer_delay=args.computer_delay,
                edit_interval=args.edit_interval,
                log_level="WARNING",
            )
            with pointed_at(fake):
                point_at_discord(settings.api_base, settings.gateway_url)
                bot = BarbuBot(settings, guild_ready_timeout=GUILD_READY_TIMEOUT)
                async with running(bot, fake, timeout=30):
                    return await drive(args, fake, bot, channels, warnings)


async def drive(
    args: argparse.Namespace,
    fake: FakeDiscord,
    bot: BarbuBot,
    channels: list[str],
    warnings: WarningCounter,
) -> dict[str, Any]:
    bench = Bench(args, fake, bot)
    bot.hub.listeners.append(bench.signals)
    bench.watch_requests()
    timings = Timings()
    if args.instrument:
        timings.install(bot)
    lag = LoopLag()
    lag_task = asyncio.create_task(lag.run())
    trim_task = asyncio.create_task(bench.trimmer())
    bench.trim_fake()
    gc.collect()
    rss_before = rss_bytes()
    t0 = time.monotonic()
    # Two waves: the first half of the tables, then the rest once the first are playing,
    # so that the memory per table is the growth of the second wave (warm-up excluded).
    half = args.tables // 2
    settle = 3.0
    tasks = [
        asyncio.create_task(bench.run_table(i, channels[i % len(channels)], i)) for i in range(half)
    ]
    await bench.wait_playing(half, settle)
    bench.trim_fake()
    gc.collect()
    rss_half = rss_bytes()
    held_half = retained(fake, bot)
    snap_half = tracemalloc.take_snapshot() if args.tracemalloc else None
    live_half = sum(1 for t in bot.hub.tables.values() if t.status == "playing")
    tasks += [
        asyncio.create_task(bench.run_table(i, channels[i % len(channels)], i - half))
        for i in range(half, args.tables)
    ]
    await bench.wait_playing(args.tables, settle)
    bench.trim_fake()
    gc.collect()
    rss_live = rss_bytes()
    held_live = retained(fake, bot)
    snap_live = tracemalloc.take_snapshot() if args.tracemalloc else None
    live = sum(1 for t in bot.hub.tables.values() if t.status == "playing")
    window_start = time.monotonic()
    cpu_start = time.process_time()
    workers_start = workers_usage()[0]
    actions_start = sum(t.action_count for t in bot.hub.tables.values())
    await asyncio.sleep(args.seconds)
    window_end = time.monotonic()
    cpu_end = time.process_time()
    workers_end, workers_rss = workers_usage()
    actions_end = sum(t.action_count for t in bot.hub.tables.values())
    bench.stop = True
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    trim_task.cancel()
    lag_task.cancel()
    bench.trim_fake()
    if args.instrument:
        timings.report()
    result = summarise(
        args, bench, lag, warnings,
        t0=t0, window=(window_start, window_end), cpu=cpu_end - cpu_start,
        workers=(workers_end - workers_start, workers_rss),
        moves=actions_end - actions_start, live=live,
        rss=(rss_before, rss_half, rss_live, rss_bytes()), live_half=live_half,
        held=(held_half, held_live),
        snaps=(snap_half, snap_live),
    )  # fmt: skip
    return result


class WarningCounter(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: collections.Counter[str] = collections.Counter()

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.name}: {str(record.msg)[:70]}"] += 1


def summarise(
    args: argparse.Namespace,
    bench: Bench,
    lag: LoopLag,
    warnings: WarningCounter,
    *,
    t0: float,
    window: tuple[float, float],
    cpu: float,
    workers: tuple[float, int],
    moves: int,
    live: int,
    rss: tuple[int, int, int, int],
    live_half: int,
    held: tuple[tuple[int, int], tuple[int, int]],
    snaps: tuple[Any, Any],
) -> dict[str, Any]:
    stats = bench.stats
    start, end = window
    seconds = end - start
    acks_all: list[float] = []
    acks_window: list[float] = []
    by_kind: dict[str, list[float]] = collections.defaultdict(list)
    user_side: list[float] = []
    missing = 0
    for click in bench.clicks:
        at = stats.ack.get(click.interaction_id)
        if at is None:
            missing += 1
            continue
        ms = (at - click.created) * 1000
        acks_all.append(ms)
        by_kind[click.kind].append(ms)
        if start <= click.created <= end:
            acks_window.append(ms)
            if click.answered is not None:
                user_side.append((click.answered - click.called) * 1000)
    updates = [t for t in stats.table_updates if start <= t <= end]
    gaps = [
        b - a for times in stats.edits_by_message.values() for a, b in itertools.pairwise(times)
    ]
    busiest = 0
    channels = bench.fake.world.guild.channels
    for channel_id, times in stats.writes_by_channel.items():
        if channel_id not in channels or not channels[channel_id].is_thread:
            continue  # the lobbies' channels: many tables' lobbies share one
        for i, t in enumerate(times):
            busiest = max(busiest, bisect.bisect_left(times, t + 5.0) - i)
    lags = [ms for at, ms in lag.lags if start <= at <= end]
    second_wave = max(live - live_half, 1)
    memory_kb = (rss[2] - rss[1]) / second_wave / 1024
    if live - live_half < max(1, (args.tables - args.tables // 2) // 2):
        memory_kb = float("nan")  # most of the second wave did not start: no marginal figure
    gross_kb = (rss[2] - rss[0]) / max(live, 1) / 1024
    result: dict[str, Any] = {
        "tables": args.tables,
        "live": live,
        "finished": bench.finished,
        "moves": moves,
        "window_s": seconds,
        "ack_median_ms": statistics.median(acks_window) if acks_window else float("nan"),
        "ack_p99_ms": percentile(acks_window, 0.99),
        "ack_max_ms": max(acks_window, default=float("nan")),
        "updates_per_s": len(updates) / seconds,
        "cpu_per_move_ms": (cpu + workers[0]) / max(moves, 1) * 1000,
        "cpu_share": cpu / seconds,
        "workers_cpu_share": workers[0] / seconds,
        "memory_per_table_kb": memory_kb,
        "min_edit_gap_s": min(gaps, default=float("nan")),
    }
    fake_kb = (held[1][0] - held[0][0]) / second_wave / 1024
    bot_kb = (held[1][1] - held[0][1]) / second_wave / 1024
    result["memory_minus_fake_kb"] = memory_kb - fake_kb
    result["bot_structures_kb"] = bot_kb
    med, p99 = statistics.median, percentile
    mb = [r / 2**20 for r in rss]
    out = [
        "",
        f"Load: {args.tables} tables ({args.rules}, 1 clicking human + 3 computers each), "
        f"computer delay {args.computer_delay} s, edit interval {args.edit_interval} s, "
        f"think {args.think_min}-{args.think_max} s, fake buckets {args.rate_limit}/s",
        f"  tables playing at the window start: {live} of {args.tables}"
        f"{' (the others failed to open)' if live < args.tables else ''}; window began "
        f"{(start - t0):.1f} s after the first open; finished series: {bench.finished}",
        f"  steady window: {seconds:.1f} s, moves applied: {moves} "
        f"({moves / seconds:.1f}/s), requests to the fake: {stats.requests}",
        "  ack latency (INTERACTION_CREATE -> callback arrives), window, "
        f"n={len(acks_window)}: median {result['ack_median_ms']:.1f} ms, "
        f"p99 {result['ack_p99_ms']:.1f} ms, max {result['ack_max_ms']:.1f} ms",
    ]
    for kind, values in sorted(by_kind.items()):
        out.append(
            f"    {kind:6s} (whole run) n={len(values):5d}: median {med(values):6.1f} ms, "
            f"p99 {p99(values, 0.99):7.1f} ms, max {max(values):7.1f} ms"
        )
    if user_side:
        out.append(
            "  user side (click call -> callback answered): "
            f"median {med(user_side):.1f} ms, p99 {p99(user_side, 0.99):.1f} ms"
        )
    if missing:
        out.append(f"  clicks without a successful acknowledgement: {missing}")
    out += [
        f"  callback statuses: {dict(stats.ack_status)}",
        f"  table updates: {result['updates_per_s']:.1f}/s "
        f"({result['updates_per_s'] / max(live, 1):.2f}/s per table)",
        f"  CPU: {cpu:.1f} s over {seconds:.1f} s in the bot's process ({result['cpu_share']:.0%} "
        f"of one core: bot + fake + users), {workers[0]:.1f} s in its worker processes "
        f"({result['workers_cpu_share']:.0%}); {result['cpu_per_move_ms']:.1f} ms per move in all",
        f"  memory (RSS, after gc): {mb[0]:.1f} MB before, {mb[1]:.1f} MB with "
        f"{live_half} tables, {mb[2]:.1f} MB with {live}, {mb[3]:.1f} MB at the end",
        f"    per live table: {memory_kb:.0f} KB (growth from {live_half} to {live} "
        f"tables / {second_wave}); gross {gross_kb:.0f} KB (from 0, warm-up included)",
        f"    of which the fake's world holds {fake_kb:.0f} KB per table (deep sizeof of its "
        f"messages and interactions): RSS minus fake {memory_kb - fake_kb:.0f} KB",
        f"    worker processes (drawing, thinking): {workers[1] / 2**20:.1f} MB in all, "
        "whatever the number of tables",
        f"    bot structures (tables, hands, publishers, discord.py message cache): "
        f"{bot_kb:.0f} KB per table; {held[1][1] / 2**20:.1f} MB in all with {live} tables",
    ]
    if snaps[0] is not None and snaps[1] is not None:
        split, sites = tracemalloc_split(snaps[0], snaps[1])
        bot_growth = split.get("bot", 0) / second_wave / 1024
        fake_growth = split.get("fake", 0) / second_wave / 1024
        result["tracemalloc_bot_kb"] = bot_growth
        out.append(
            f"  tracemalloc growth, second wave: bot {bot_growth:.0f} KB per table, "
            f"fake {fake_growth:.0f} KB per table"
        )
        for size, site in sites:
            out.append(f"    bot growth {size / second_wave / 1024:7.1f} KB per table at {site}")
    out.append(
        f"  edits of one table message: min gap {result['min_edit_gap_s']:.3f} s "
        f"(n={len(gaps)}); most writes to one thread in 5 s: {busiest}"
    )
    if lags:
        out.append(
            f"  event-loop lag (10 ms timer): median {med(lags) * 1000:.1f} ms, "
            f"p99 {p99(lags, 0.99) * 1000:.1f} ms, max {max(lags) * 1000:.1f} ms"
        )
    pauses = [(gen, took) for at, gen, took in lag.gc.pauses if start <= at <= end]
    if pauses:
        oldest = [took for gen, took in pauses if gen == 2]
        out.append(
            f"  garbage collections in the window: {len(pauses)}, "
            f"{sum(t for _, t in pauses) * 1000:.0f} ms in all, longest "
            f"{max(t for _, t in pauses) * 1000:.1f} ms; full ones: {len(oldest)}"
            + (f", longest {max(oldest) * 1000:.1f} ms" if oldest else "")
        )
    routes = collections.Counter()
    for (route, _status), count in stats.statuses.items():
        routes[route] += count
    out.append("  requests by route (whole run): " + ", ".join(
        f"{route} {count}" for route, count in routes.most_common(8)
    ))  # fmt: skip
    print("\n".join(out))
    bad = {k: v for k, v in stats.statuses.items() if k[1] >= 400}
    if bad:
        print(f"  error answers from the fake: {bad}")
    if bench.errors:
        print(f"  user-side problems: {dict(bench.errors.most_common(8))}")
    if warnings.counts:
        print(f"  warnings logged: {dict(warnings.counts.most_common(8))}")
    ack_ok = result["ack_p99_ms"] <= ACK_TARGET_MS and live == args.tables
    mem_ok = memory_kb - fake_kb <= MEMORY_TARGET_KB
    held_ok = bot_kb <= MEMORY_TARGET_KB
    pace_ok = result["min_edit_gap_s"] >= args.edit_interval - 0.05 or not gaps
    verdict = {True: "met", False: "MISSED"}
    print(
        f"  targets: {args.tables} tables open and p99 ack <= {ACK_TARGET_MS:.0f} ms: "
        f"{verdict[ack_ok]}; memory <= {MEMORY_TARGET_KB:.0f} KB/table: "
        f"{verdict[mem_ok]} by RSS minus fake, {verdict[held_ok]} by the bot's structures; "
        f"edit gap >= {args.edit_interval} s: {verdict[pace_ok]}"
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="steady window, once all tables play"
    )
    parser.add_argument("--rules", choices=("barbu", "marley"), default="barbu")
    parser.add_argument("--computer-delay", type=float, default=1.2)
    parser.add_argument("--edit-interval", type=float, default=1.25)
    parser.add_argument("--think-min", type=float, default=0.2)
    parser.add_argument("--think-max", type=float, default=1.0)
    parser.add_argument("--open-rate", type=float, default=20.0, help="tables opened per second")
    parser.add_argument("--channels", type=int, default=4, help="text channels for the lobbies")
    parser.add_argument("--rate-limit", type=int, default=50, help="fake bucket size per second")
    parser.add_argument("--profile", action="store_true", help="cProfile the event loop thread")
    parser.add_argument("--instrument", action="store_true", help="time some bot methods")
    parser.add_argument("--tracemalloc", action="store_true", help="also measure with tracemalloc")
    args = parser.parse_args()
    if args.tracemalloc:
        tracemalloc.start(12)
    profiler = cProfile.Profile() if args.profile else None
    if profiler is not None:
        profiler.enable()
    asyncio.run(run(args))
    if profiler is not None:
        profiler.disable()
        dump = Path(tempfile.gettempdir()) / "bench-load.prof"
        profiler.dump_stats(dump)
        print(f"profile of the event-loop thread written to {dump}")
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(30)
        print(out.getvalue())
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(40)
        print(out.getvalue())


if __name__ == "__main__":
    main()
