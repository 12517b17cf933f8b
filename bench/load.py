"""Load: N concurrent Barbu tables through the fake Discord.

    python -m bench.load [--tables 200] [--seconds 60] [--computer-delay 1.2]
                         [--edit-interval 1.25] [--rules barbu|marley] [--language fr]
                         [--processes 1 --shards N] [--database sqlite|postgres]
                         [--drain 60]
                         [--instrument] [--profile] [--tracemalloc] [--objects]

The real `BarbuBot` (default settings: 1.2 s computer delay, 1.25 s between two
edits of a table message) runs in one process of its own (`bench.load_bot`, with
its worker processes for drawing and thinking), as it does in production. This
process is Discord's side: a `FakeDiscord` with one simulated user per table.
Each table has one human (a user who, on each of their turns, clicks **Your
hand**, thinks 0.2-1 s and makes the first choice offered) and three computer
players. Users learn that it is their turn from the bot's process (a line per
table change on the benchmark's own connection), as a person would from the
table message. Tables are opened at `--open-rate` per second (`/barbu start`
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
- table message freshness: for every move applied in the window (every action,
  the computers' and the forced ones too), the time until the public table message
  shows it: p50 and p99 over all moves, and the p99 of the worst table. The bot's
  process says when each action was applied (its table line's `at`) and, after each
  publication of a table, which action count that publication drew its table
  message at (`bench.load_bot.ShownReporter`, which wraps two methods of the bot's
  table messages on the bot's instance; no change to the bot); the time it shows is
  when the fake accepted that message's last write before the publication returned
  (stamped as the fake has answered: the message is then as the request left it,
  whatever the route: a channel edit or an interaction webhook's). A move is shown
  by the first write that drew its count or a later one. After the window the
  users stop and the run waits (up to `--drain` s) for the moves of the window to
  be shown; those still not shown count with the time waited (a lower bound), and
  are reported. A deal's last moves show on its frozen table message, which this
  does not see: they count when the next deal's table message is posted, in the
  same publication a few requests later.
- Discord's limits, per table per second in the window: the requests it counts
  against the bot's global limit (all but interaction callbacks and webhooks), the
  edits through interaction webhooks (an interaction token's messages), the turn
  pings posted (a message mentioning users, in the channel or as a non-ephemeral
  follow-up) and those the bot chose not to send (its turn pings' `skipped`); global
  429s and per-interaction (token) 429s.
- CPU per move: CPU time of the bot's process (all threads) and of its worker
  processes (drawing, thinking), from /proc, over the window / actions applied
  in the window. The fake Discord and the users' CPU is shown apart.
- memory per live table: the bot process's RSS (after `gc.collect()`) with all
  N tables playing minus its RSS with the first wave playing, divided by the
  second wave's size (so one-time warm-up is excluded). The bot's own per-table
  structures (hub tables, hand messages, publishers, discord.py's message cache)
  are also measured (deep `sys.getsizeof`). `--tracemalloc` adds the bot's
  biggest growth sites (slow: use few tables); `--objects` its growth by type of object
  the garbage collector tracks (cheap: a coroutine counts by what it runs, so requests
  waiting for their place show as such).
- edit pace: the smallest gap between two edits of the same table message, and
  the most writes (posts + edits) to one thread within any 5 s (Discord allows
  about 5 per 5 s per channel).
- inside the bot's process: event-loop lag (a 10 ms timer) and garbage-collection
  pauses in the window; the same for the fake Discord's process (it stamps the
  acknowledgements, so its pauses would count against the bot).

Several processes (`--processes 2 --shards 2`): the bot is sharded (SHARD_COUNT is
`--shards`), each process runs a contiguous range of the shards (SHARD_IDS), and the fake
has a server on every shard, the tables spread over all servers' channels; the figures
are summed (CPU, memory, actions) or pooled (lags, pauses) over the processes, and the
global limit is the bot's, shared by them (bot/pacing.py). With `--database postgres`
they share one PostgreSQL database (a server started for the run, tests/postgres.py,
with fsync on), each holding its shards' fence; with SQLite (the default) each has its
own file (SQLite serves one process), its table ids starting at a million times its
number so that they do not collide, as they would not in one shared database.

Fake settings: per-route rate-limit buckets of 50 requests/s (the default, which
is Discord's global figure; buckets are per route and major parameter, so each
thread and each interaction has its own), 3 s acknowledgement deadline.
`--language fr` (or de, nl): every table opens in that language and every user's Discord
client speaks it (buttons are found by custom id, whatever their label says).

Targets: p99 acknowledgement <= 100 ms with 200 tables, <= 200 KB per live table; with
`--language`, each language's p99 within 10% of English's.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import contextlib
import gc
import itertools
import json
import multiprocessing
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench import load_bot, percentile
from bot.memory import ALLOCATORS, jemalloc_in_use, run_under_jemalloc
from bot.storage import Storage
from cogs.i18n import LANGUAGES, message_in
from tests.e2e.helpers import enabled_buttons
from tests.fakediscord.model import Channel
from tests.fakediscord.recorder import RecordedRequest
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction
from tests.postgres import running_postgres

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
EPHEMERAL = 1 << 6
HAND_BUTTON = re.compile(r"tbl:hand:(\d+)")
LOBBY_START = re.compile(r"tbl:lobby:(\d+):start")


def lobby_table(lobby: Any) -> int:
    """The id of the table whose lobby message this is (from its Start button's custom id)."""
    return next(
        int(m[1])
        for b in lobby.buttons
        if (m := LOBBY_START.fullmatch(b.get("custom_id", ""))) is not None
    )


ACK_TARGET_MS = 100.0
MEMORY_TARGET_KB = 200.0


# ------------------------------------------------------------------ what the fake records


@dataclass
class Stats:
    """What the recorded traffic tells, gathered as it arrives (the bodies are then dropped)."""

    ack: dict[int, float] = field(default_factory=dict)  # interaction id -> callback arrival
    ack_status: collections.Counter[int] = field(default_factory=collections.Counter)
    table_updates: list[float] = field(default_factory=list)  # times of table message writes
    edits_by_message: dict[int, list[float]] = field(default_factory=dict)
    writes_by_channel: dict[int, list[float]] = field(default_factory=dict)
    statuses: collections.Counter[tuple[str, int]] = field(default_factory=collections.Counter)
    table_messages: dict[int, int] = field(default_factory=dict)  # table id -> its message
    requests: int = 0
    waiters: dict[int, asyncio.Future[None]] = field(default_factory=dict)
    # Requests that count toward Discord's global limit (not interaction answers), and the
    # global 429s among them.
    global_counted: list[float] = field(default_factory=list)
    global_429: list[float] = field(default_factory=list)
    global_429_context: list[list[tuple[str, int]]] = field(default_factory=list)
    recent_routes: collections.deque[tuple[float, str]] = field(
        default_factory=lambda: collections.deque(maxlen=200)
    )
    # The freshness figures' records (only when `fresh`: a soak's hours would grow them).
    fresh: bool = False
    message_writes: dict[int, list[float]] = field(default_factory=dict)  # id -> accepted
    webhook_edits: list[float] = field(default_factory=list)
    pings: list[float] = field(default_factory=list)
    interaction_429: list[float] = field(default_factory=list)

    def take(self, record: RecordedRequest) -> int | None:
        """Count one request; the table whose message it posted, if it did."""
        posted = None
        self.requests += 1
        if self.fresh:
            self._note(record)
        self.statuses[(record.route, record.status)] += 1
        if not record.path.startswith(("/interactions/", "/webhooks/")):
            if record.status != 429:
                self.global_counted.append(record.at)
            elif isinstance(record.response, dict) and record.response.get("global"):
                self.global_429.append(record.at)
                # What the second before it held, to tell a burst from a steady excess.
                recent = [r for at, r in self.recent_routes if at > record.at - 1.0]
                self.global_429_context.append(collections.Counter(recent).most_common(4))
            if record.status != 429:
                self.recent_routes.append((record.at, record.route))
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
            table = _hand_button_table(record.json)
            if table is not None:
                self.table_updates.append(record.at)
                if record.route == CHANNEL_EDIT:
                    message = int(record.params["message_id"])
                    self.edits_by_message.setdefault(message, []).append(record.at)
                elif isinstance(record.response, dict):
                    self.table_messages[table] = int(record.response["id"])
                    posted = table
            elif record.route == CHANNEL_EDIT and "components" in (record.json or {}):
                # A finished deal's table message, frozen without buttons: its player waits
                # for the next deal's message, as a person would.
                frozen = int(record.params["message_id"])
                for known_table, known in list(self.table_messages.items()):
                    if known == frozen:
                        del self.table_messages[known_table]
        # Keep the recorder's list, but not the images and bodies it holds.
        record.files = []
        record.json = None
        record.response = None
        return posted

    def _note(self, record: RecordedRequest) -> None:
        """The freshness figures' part of a request (see the module)."""
        at = time.monotonic()  # the fake has answered: the message is as the request left it
        webhook = record.path.startswith("/webhooks/")
        if record.status == 429:
            if webhook:
                self.interaction_429.append(at)
            return
        if record.status >= 300 or record.method not in ("POST", "PATCH"):
            return
        body = record.json if isinstance(record.json, dict) else {}
        if webhook and record.method == "PATCH":
            self.webhook_edits.append(at)
        if record.method == "POST" and (record.route == CHANNEL_POST or webhook):
            mentions = body.get("allowed_mentions") or {}
            ephemeral = int(body.get("flags") or 0) & EPHEMERAL
            if mentions.get("users") and not ephemeral:
                self.pings.append(at)
        response = record.response
        if isinstance(response, dict) and "id" in response and "channel_id" in response:
            self.message_writes.setdefault(int(response["id"]), []).append(at)


def _custom_ids(body: Any) -> list[str]:
    """The custom ids of a message body's components, however deep (V2 nests them)."""
    ids = []
    stack = list((body or {}).get("components") or [])
    while stack:
        item = stack.pop()
        if "custom_id" in item:
            ids.append(str(item["custom_id"]))
        stack.extend(item.get("components") or [])
    return ids


def _hand_button_table(body: Any) -> int | None:
    """The table of the Your hand button in a message body, if it has one."""
    for custom_id in _custom_ids(body):
        if match := HAND_BUTTON.fullmatch(custom_id):
            return int(match[1])
    return None


# ------------------------------------------------------------------ the bot's process


@dataclass
class TableSeen:
    """A table as the bot's process last described it."""

    status: str = "lobby"
    actor: int | None = None
    choices: int = 0
    count: int = 0
    seats: dict[str, int] = field(default_factory=dict)
    at: float = 0.0  # when the bot's process told it (its actions were applied by then)


@dataclass
class Freshness:
    """What the bot's process said of each table's actions and table message: when each
    action was applied, and what each publication showed (see the module)."""

    applied: dict[int, list[float]] = field(default_factory=dict)  # [k - 1]: the k-th action
    shown: dict[int, list[tuple[float, int, int]]] = field(default_factory=dict)
    # table -> (when the publication returned, the action count drawn, the message's id)

    def moved(self, table_id: int, count: int, at: float) -> None:
        times = self.applied.setdefault(table_id, [])
        if count > len(times):
            times.extend([at] * (count - len(times)))

    def showed(self, table_id: int, count: int, message: int, at: float) -> None:
        self.shown.setdefault(table_id, []).append((at, count, message))

    def behind(self, table_id: int, until: float) -> bool:
        """Whether the table has actions applied by `until` that no publication has shown."""
        applied = bisect.bisect_right(self.applied.get(table_id, []), until)
        return applied > max((count for _, count, _ in self.shown.get(table_id, [])), default=0)


def shown_at(
    reports: list[tuple[float, int, int]], writes: dict[int, list[float]]
) -> tuple[list[tuple[float, int]], int]:
    """(when it showed, the action count) for each publication: the fake's acceptance of
    the last write to its message before it returned; with how many had none (their own
    time is taken then)."""
    found, missing = [], 0
    for returned, count, message in reports:
        times = writes.get(message, [])
        i = bisect.bisect_right(times, returned) - 1
        if i < 0:
            missing += 1
        found.append((times[i] if i >= 0 else returned, count))
    return found, missing


def staleness(
    applied: list[float], shown: list[tuple[float, int]], window: tuple[float, float],
    horizon: float,
) -> tuple[list[float], int]:  # fmt: skip
    """For each action applied within `window` (`applied[k - 1]`: when the k-th was), the
    seconds until the table message first showed a count of k or more (`shown`: (when,
    count)); one not shown by `horizon` counts as `horizon` minus when it was applied (a
    lower bound). The times, and how many of them are such lower bounds."""
    times: list[float] = []
    maxima: list[int] = []  # the most actions shown by each time, in time order
    for at, count in sorted(shown):
        times.append(at)
        maxima.append(max(count, maxima[-1] if maxima else 0))
    result, unshown = [], 0
    for k, moved in enumerate(applied, start=1):
        if not window[0] <= moved <= window[1]:
            continue
        i = bisect.bisect_left(maxima, k)
        if i < len(maxima):
            result.append(max(times[i] - moved, 0.0))
        else:
            result.append(horizon - moved)
            unshown += 1
    return result, unshown


class BotProcess:
    """The bot's process (`bench.load_bot`): starts it, and keeps the tables it describes."""

    def __init__(self) -> None:
        self.tables: dict[int, TableSeen] = {}
        self.events: dict[int, asyncio.Event] = {}
        self.process: multiprocessing.process.BaseProcess | None = None
        self.freshness: Freshness | None = None  # kept when asked (bench.load, not a soak)
        self._server: asyncio.Server | None = None
        self._connected: asyncio.Future[tuple[Any, Any]] | None = None
        self._replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._ids = itertools.count(1)
        self._ready = asyncio.Event()
        self._reading: asyncio.Task[None] | None = None
        self._writer: asyncio.StreamWriter | None = None

    def event(self, table_id: int) -> asyncio.Event:
        return self.events.setdefault(table_id, asyncio.Event())

    async def start(self, settings: dict[str, Any], options: dict[str, Any]) -> None:
        loop = asyncio.get_running_loop()
        self._connected = loop.create_future()

        async def connected(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            assert self._connected is not None
            self._connected.set_result((reader, writer))

        # A report holds every lag sample of the window: lines far above the 64 KiB default.
        self._server = await asyncio.start_server(connected, "127.0.0.1", 0, limit=2**26)
        port = self._server.sockets[0].getsockname()[1]
        self.process = multiprocessing.get_context("spawn").Process(
            target=load_bot.main, args=(port, settings, options), name="barbu-bot"
        )
        self.process.start()
        reader, self._writer = await asyncio.wait_for(self._connected, 30)
        self._reading = asyncio.create_task(self._read(reader))
        ready = asyncio.create_task(self._ready.wait())
        await asyncio.wait({ready, self._reading}, timeout=60, return_when="FIRST_COMPLETED")
        if not self._ready.is_set():
            raise RuntimeError("the bot's process did not get ready (see its errors above)")

    async def _read(self, reader: asyncio.StreamReader) -> None:
        try:
            while line := await reader.readline():
                message = json.loads(line)
                kind = message.pop("t")
                if kind == "table":
                    table_id = message.pop("id")
                    self.tables[table_id] = TableSeen(**message)
                    if self.freshness is not None:
                        self.freshness.moved(table_id, message["count"], message["at"])
                    self.event(table_id).set()
                elif kind == "shown":
                    if self.freshness is not None:
                        self.freshness.showed(
                            message["id"], message["count"], message["message"], message["at"]
                        )
                elif kind == "reply":
                    self._replies.pop(message.pop("id")).set_result(message)
                elif kind == "ready":
                    self._ready.set()
        finally:
            for reply in self._replies.values():
                if not reply.done():
                    reply.set_exception(RuntimeError("the bot's process hung up"))

    async def ask(self, command: str, **arguments: Any) -> dict[str, Any]:
        assert self._writer is not None
        number = next(self._ids)
        reply = self._replies[number] = asyncio.get_running_loop().create_future()
        load_bot.send(self._writer, t=command, id=number, **arguments)
        return await asyncio.wait_for(reply, 300)

    async def stop(self) -> None:
        if self._writer is not None:
            load_bot.send(self._writer, t="stop")
            with contextlib.suppress(ConnectionError):
                await self._writer.drain()
        if self.process is not None:
            await asyncio.to_thread(self.process.join, 30)
            if self.process.is_alive():
                self.process.kill()
        if self._reading is not None:
            self._reading.cancel()
        if self._server is not None:
            self._server.close()

    def cpu(self) -> float:
        """The bot's process CPU seconds (all its threads; not its workers)."""
        assert self.process is not None and self.process.pid is not None
        return load_bot.cpu_seconds(self.process.pid)


class Bots:
    """Several bot processes seen as one (the sharded bot): their tables, and their
    snapshots and reports put together."""

    SUMMED = ("rss", "cpu", "workers_cpu", "workers_rss", "actions", "playing", "structures",
              "objects")  # fmt: skip

    def __init__(self, processes: list[BotProcess]) -> None:
        self.processes = processes
        self.tables: dict[int, TableSeen] = collections.ChainMap(  # type: ignore[assignment]
            *(p.tables for p in processes)
        )

    def event(self, table_id: int) -> asyncio.Event:
        for process in self.processes:
            if table_id in process.tables:
                return process.event(table_id)
        return self.processes[0].event(table_id)  # not seen yet: set by its process soon

    async def ask(self, command: str, **arguments: Any) -> dict[str, Any]:
        replies = await asyncio.gather(*(p.ask(command, **arguments) for p in self.processes))
        if command != "snapshot":
            warnings: collections.Counter[str] = collections.Counter()
            for reply in replies:
                warnings.update(reply["warnings"])
            return {
                "lags": [lag for r in replies for lag in r["lags"]],
                "gc": [pause for r in replies for pause in r["gc"]],
                "warnings": dict(warnings),
                "text": "\n".join(r["text"] for r in replies if r["text"]),
                "pings_skipped": sum(r["pings_skipped"] for r in replies),
            }
        merged = dict(replies[0])
        for key in self.SUMMED:
            if merged.get(key) is not None:
                merged[key] = sum(r[key] for r in replies)
        if merged.get("collect_ms") is not None:
            merged["collect_ms"] = max(r["collect_ms"] for r in replies)
        return merged

    async def stop(self) -> None:
        for process in self.processes:
            await process.stop()


def shard_ranges(processes: int, shards: int) -> list[tuple[int, ...]]:
    """Contiguous shard ranges, one per process, as even as can be."""
    return [tuple(range(k * shards // processes, (k + 1) * shards // processes))
            for k in range(processes)]  # fmt: skip


async def separate_ids(database: Path, number: int) -> None:
    """Process `number`'s own SQLite file: its schema, then table ids that do not collide
    with the other processes' (as they would not in one shared database)."""
    storage = await Storage.open(database)
    await storage.close()
    offset_table_ids(database, number * 1_000_000)


def offset_table_ids(database: Path, start: int) -> None:
    """Make the process's table ids begin after `start` (a placeholder abandoned table)."""
    with contextlib.closing(sqlite3.connect(database)) as db, db:
        db.execute(
            "INSERT INTO tables (id, guild_id, channel_id, host_id, game, seed, status,"
            " created_at, updated_at) VALUES (?, 0, 0, 0, 'barbu', 0, 'abandoned', 0, 0)",
            (start,),
        )


# ------------------------------------------------------------------ the users


@dataclass
class Click:
    kind: str
    interaction_id: int
    created: float  # Interaction.created_at (the fake's monotonic clock)
    called: float  # when the user called click/select
    answered: float | None = None  # when the callback had been answered


class Bench:
    def __init__(self, args: argparse.Namespace, fake: FakeDiscord, bot: Bots) -> None:
        self.args = args
        self.fake = fake
        self.bot = bot
        self.stats = Stats()
        self.clicks: list[Click] = []
        self.playing = 0
        self.started = asyncio.Condition()  # notified as each table starts playing
        self.stop = False
        self.errors: collections.Counter[str] = collections.Counter()
        self.finished = 0
        # How a hand on its turn begins in the users' language ("Your turn", "À toi").
        self.your_turn = message_in(args.language, "barbu-play-a-card").split(":")[0].strip()

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
        allowed = count / self.args.open_rate + 20
        with contextlib.suppress(TimeoutError):
            async with self.started:
                await asyncio.wait_for(
                    self.started.wait_for(lambda: self.playing >= count), allowed
                )
        if self.playing < count:
            print(f"only {self.playing} of {count} tables started", file=sys.stderr)
        await asyncio.sleep(settle)

    async def run_table(self, index: int, channel: Channel, slot: int) -> None:
        user = f"user{index}"
        rng = random.Random(index)
        fake = self.fake
        await asyncio.sleep(slot / self.args.open_rate)
        uid = str(fake.user(user).id)
        # The table speaks --language, and so does its user's Discord client.
        fake.user(user).locale = self.args.language
        options = {"rules": self.args.rules, "computers": 3, "language": self.args.language}
        sent = await self.interact(
            "slash", fake.slash(user, "barbu start", options, channel=channel)
        )
        lobby = sent.original()
        assert lobby is not None, "no lobby message"
        table_id = lobby_table(lobby)
        start = f"tbl:lobby:{table_id}:start"  # by custom id: the label is the table's language
        await self.interact("start", fake.click(user, lobby, custom_id=start))
        signal = self.bot.event(table_id)
        while self._seen(table_id).status == "lobby":
            await self._wait(signal)
        self.playing += 1
        async with self.started:
            self.started.notify_all()
        seat = self._seen(table_id).seats[uid]
        while not self.stop and self._seen(table_id).status == "playing":
            if not self._my_turn(table_id, seat):
                await self._wait(signal)
                continue
            try:
                await self._play_turn(table_id, user, rng)
            except (TimeoutError, LookupError, ValueError, AssertionError) as error:
                self.errors[f"{type(error).__name__}: {str(error)[:80]}"] += 1
                await asyncio.sleep(0.5)
        if self._seen(table_id).status == "finished":
            self.finished += 1

    def _seen(self, table_id: int) -> TableSeen:
        return self.bot.tables.get(table_id) or TableSeen()

    def _my_turn(self, table_id: int, seat: int) -> bool:
        seen = self._seen(table_id)
        return (
            seen.status == "playing"
            and seen.actor == seat
            and seen.choices > 1
            and table_id in self.stats.table_messages
        )

    async def _wait(self, signal: asyncio.Event) -> None:
        signal.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(signal.wait(), 0.5)

    async def _play_turn(self, table_id: int, user: str, rng: random.Random) -> None:
        fake = self.fake
        index = self._seen(table_id).count
        message_id = self.stats.table_messages[table_id]
        hand_button = f"tbl:hand:{table_id}"
        if hand_button not in [b.get("custom_id") for b in fake.message(message_id, user).buttons]:
            # Frozen at its deal's end through a click's token (which the requests do not
            # tell): the player waits for the next deal's message, as a person would.
            self.stats.table_messages.pop(table_id, None)
            return
        sent = await self.interact("hand", fake.click(user, message_id, custom_id=hand_button))
        hand = await sent.reply(timeout=30)  # acknowledged at once, drawn then
        if hand is None or not hand.content.startswith(self.your_turn):
            self.errors[f"hand not on turn: {hand.content[:40] if hand else None}"] += 1
            return
        await asyncio.sleep(rng.uniform(self.args.think_min, self.args.think_max))
        if self.stop or self._seen(table_id).count != index:
            return
        if hand.selects:
            menu = hand.selects[0]
            value = menu["options"][0]["value"]
            await self.interact("move", fake.select(user, hand, [value]))
        else:
            buttons = enabled_buttons(hand)
            assert buttons, (hand.content, hand.labels)
            confirm = [b for b in buttons if ":double:" in b["custom_id"]]  # Confirm
            target = confirm[0] if confirm else buttons[0]
            await self.interact("move", fake.click(user, hand, custom_id=target["custom_id"]))
        # Wait until the move is applied before looking at whose turn it is.
        deadline = time.monotonic() + 10
        while self._seen(table_id).count == index and time.monotonic() < deadline:
            await self._wait(self.bot.event(table_id))

    async def drain(self, until: float, timeout: float) -> float:
        """Until every action applied by `until` is shown by its table message, at most
        `timeout` s; the time it stopped waiting."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            behind = [
                table_id
                for process in self.bot.processes
                if (fresh := process.freshness) is not None
                for table_id in fresh.applied
                if fresh.behind(table_id, until)
            ]
            if not behind:
                break
            await asyncio.sleep(0.25)
        return time.monotonic()

    def watch_requests(self) -> None:
        """Take each recorded request as it is recorded (and do not keep it)."""
        recorder = self.fake.recorder

        async def add_request(record: RecordedRequest) -> None:
            posted = self.stats.take(record)
            if posted is not None:
                self.bot.event(posted).set()  # the table message a user waits for
            await recorder.notify()

        for record in recorder.requests:
            self.stats.take(record)
        recorder.requests.clear()
        recorder.add_request = add_request  # type: ignore[method-assign]

    def trim_fake(self) -> None:
        """Keep the fake's memory small: drop stored image bytes and old frames."""
        fake = self.fake
        fake.recorder.gateway.clear()
        for session in fake.gateway.by_shard.values():
            if len(session.frames) > 1000:
                del session.frames[:-1000]
        for message in fake.world.messages.values():
            for attachment in message.attachments:
                if attachment.data:
                    attachment.data = b""

    async def trimmer(self) -> None:
        while True:
            await asyncio.sleep(0.2)
            self.trim_fake()


# ------------------------------------------------------------------ the run


async def run(args: argparse.Namespace) -> dict[str, Any]:
    users = tuple(f"user{i}" for i in range(max(args.tables, 1)))
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(
            users=users, rate_limit=args.rate_limit, global_rate_limit=args.global_limit
        ) as fake:
            if args.shards:  # a server on every shard
                served = {g.shard(args.shards) for g in fake.world.guilds.values()}
                for shard in sorted(set(range(args.shards)) - served):
                    fake.add_guild(f"Guild {shard}", shard=(shard, args.shards))
            for guild in fake.world.guilds.values():
                for extra in range(max(0, args.channels - 2)):
                    fake.world.add_channel(f"barbu-{extra + 3}", parent_id=guild.general.parent_id)
            channels = [c for c in fake.world.channels.values() if c.type == 0]
            settings = {
                "discord_token": fake.token,
                "dev_guild_id": None if args.shards else fake.world.guild.id,
                "shard_count": args.shards,
                "api_base": fake.api_base,
                "gateway_url": fake.gateway_url,
                "computer_delay": args.computer_delay,
                "edit_interval": args.edit_interval,
                "requests_per_second": args.requests_per_second,
                "workers": args.workers,
                "log_level": "WARNING",
            }
            options = {
                "instrument": args.instrument,
                "profile": args.profile,
                "profile_path": str(Path(tempfile.gettempdir()) / "bench-load.prof"),
                "tracemalloc": args.tracemalloc,
                "objects": args.objects,
                "freshness": True,
            }
            ranges = shard_ranges(args.processes, args.shards) if args.shards else [None]
            bot = Bots([BotProcess() for _ in ranges])
            for process in bot.processes:
                process.freshness = Freshness()
            with contextlib.ExitStack() as stack:
                # PostgreSQL with its own durability (fsync, synchronous commits), as in
                # production: one database that every process shares.
                url = None
                if args.database == "postgres":
                    server = stack.enter_context(running_postgres(durable=True))
                    url = await server.new_database()
                try:
                    for number, (process, shards) in enumerate(
                        zip(bot.processes, ranges, strict=True)
                    ):
                        own: dict[str, Any] = {"shard_ids": shards}
                        if url is not None:
                            own["database_url"] = url
                        else:
                            own["database_path"] = Path(tmp) / f"barbu-{number}.sqlite3"
                            if number:
                                await separate_ids(own["database_path"], number)
                        await process.start(settings | own, options)
                    return await drive(args, fake, bot, channels)
                finally:
                    await bot.stop()


async def drive(
    args: argparse.Namespace, fake: FakeDiscord, bot: Bots, channels: list[Channel]
) -> dict[str, Any]:
    bench = Bench(args, fake, bot)
    bench.stats.fresh = True
    bench.watch_requests()
    trim_task = asyncio.create_task(bench.trimmer())
    bench.trim_fake()
    before = await bot.ask("snapshot", deep=True)
    t0 = time.monotonic()
    # Two waves: the first half of the tables, then the rest once the first are playing,
    # so that the memory per table is the growth of the second wave (warm-up excluded).
    half = args.tables // 2
    settle = 3.0
    tasks = [
        asyncio.create_task(bench.run_table(i, channels[i % len(channels)], i)) for i in range(half)
    ]
    await bench.wait_playing(half, settle)
    at_half = await bot.ask("snapshot", deep=True)
    tasks += [
        asyncio.create_task(bench.run_table(i, channels[i % len(channels)], i - half))
        for i in range(half, args.tables)
    ]
    await bench.wait_playing(args.tables, settle)
    at_live = await bot.ask("snapshot", deep=True)
    start = await bot.ask("snapshot")
    harness_cpu = time.process_time()
    # Discord's side has a loop too: a late one stamps the bot's answers late. What the
    # fake has built so far is frozen and its young generation made large, so that full
    # collections (300 to 600 ms with 400 tables) do not come in the window: its pauses
    # are the harness's, not the bot's.
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 40, 10)
    fake_gc = load_bot.GcPauses()
    fake_lag = load_bot.LoopLag()
    fake_lag_task = asyncio.create_task(fake_lag.run())
    await asyncio.sleep(args.seconds)
    fake_lag_task.cancel()
    end = await bot.ask("snapshot")
    harness_cpu = time.process_time() - harness_cpu
    bench.stop = True
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    # The window's last moves are shown after it: wait for them (the users have stopped).
    horizon = await bench.drain(end["at"], args.drain)
    trim_task.cancel()
    report = await bot.ask("report", start=start["at"], end=end["at"])
    report["horizon"] = horizon
    report["fake_lags"] = [lag for _, lag in fake_lag.lags]
    report["fake_gc"] = [(gen, took) for _, gen, took in fake_gc.pauses]
    return summarise(args, bench, report, t0=t0, snaps=(before, at_half, at_live, start, end),
                     harness_cpu=harness_cpu)  # fmt: skip


def freshness_figures(
    bench: Bench, report: dict[str, Any], window: tuple[float, float], live: int
) -> tuple[dict[str, Any], list[str]]:
    """The table message's staleness per move, and Discord's limits per table (see the
    module): the figures, and the report's lines."""
    stats = bench.stats
    seconds = window[1] - window[0]
    per_table: dict[int, list[float]] = {}
    unshown = missing = 0
    writes: set[tuple[int, float]] = set()  # the table message writes the window showed
    for process in bench.bot.processes:
        fresh = process.freshness
        if fresh is None:
            continue
        for table_id, applied in fresh.applied.items():
            shown, lost = shown_at(fresh.shown.get(table_id, []), stats.message_writes)
            times, late = staleness(applied, shown, window, report["horizon"])
            missing += lost
            unshown += late
            writes.update((table_id, at) for at, _ in shown if window[0] <= at <= window[1])
            if times:
                per_table[table_id] = times
    every = [t for times in per_table.values() for t in times]
    worst = max(per_table, key=lambda table: percentile(per_table[table], 0.99), default=None)
    worst_p99 = percentile(per_table[worst], 0.99) if worst is not None else float("nan")

    def rate(times: list[float]) -> float:
        return sum(window[0] <= t <= window[1] for t in times) / seconds / max(live, 1)

    counted = [t for t in stats.global_counted if window[0] <= t <= window[1]]
    skipped = report["pings_skipped"]
    result = {
        "stale_p50_s": statistics.median(every) if every else float("nan"),
        "stale_p99_s": percentile(every, 0.99),
        "stale_worst_table_p99_s": worst_p99,
        "shown_writes_per_table_s": len(writes) / seconds / max(live, 1),
        "global_counted_per_table_s": len(counted) / seconds / max(live, 1),
        "webhook_edits_per_table_s": rate(stats.webhook_edits),
        "pings_per_table_s": rate(stats.pings),
        "pings_skipped": skipped,
        "interaction_429": bench.fake.interaction_limits.refused,
    }
    window_pings = sum(window[0] <= t <= window[1] for t in stats.pings)
    lines = [
        f"  table message staleness (move applied -> the fake accepts the table message's "
        f"write showing it), window moves n={len(every)}: p50 {result['stale_p50_s']:.2f} s, "
        f"p99 {result['stale_p99_s']:.2f} s, max {max(every, default=float('nan')):.2f} s; "
        f"worst table's p99 {worst_p99:.2f} s (of {len(per_table)} tables)",
        f"    not shown {report['horizon'] - window[1]:.1f} s after the window (counted as "
        f"then, a lower bound): {unshown}; publications whose write was not found (their "
        f"own time taken): {missing}; table message writes drawn by a publication (any "
        f"route): {result['shown_writes_per_table_s']:.3f} per table per second",
        f"  per table per second in the window: requests counted by Discord's global limit "
        f"{result['global_counted_per_table_s']:.3f}, edits through interaction webhooks "
        f"{result['webhook_edits_per_table_s']:.3f}, turn pings posted "
        f"{result['pings_per_table_s']:.3f} ({window_pings} in the window), skipped {skipped}",
        f"  429s: global {len(stats.global_429)} in the whole run "
        f"({sum(window[0] <= t <= window[1] for t in stats.global_429)} in the window); "
        f"per interaction (token) {result['interaction_429']} in the whole run "
        f"({sum(window[0] <= t <= window[1] for t in stats.interaction_429)} in the window)",
    ]
    return result, lines


def summarise(
    args: argparse.Namespace,
    bench: Bench,
    report: dict[str, Any],
    *,
    t0: float,
    snaps: tuple[dict[str, Any], ...],
    harness_cpu: float,
) -> dict[str, Any]:
    before, at_half, at_live, start, end = snaps
    stats = bench.stats
    seconds = end["at"] - start["at"]
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
        by_kind[click.kind].append(ms)
        if start["at"] <= click.created <= end["at"]:
            acks_window.append(ms)
            if click.answered is not None:
                user_side.append((click.answered - click.called) * 1000)
    updates = [t for t in stats.table_updates if start["at"] <= t <= end["at"]]
    gaps = [
        b - a for times in stats.edits_by_message.values() for a, b in itertools.pairwise(times)
    ]
    busiest = 0
    channels = bench.fake.world.channels
    for channel_id, times in stats.writes_by_channel.items():
        if channel_id not in channels or not channels[channel_id].is_thread:
            continue  # the lobbies' channels: many tables' lobbies share one
        for i, t in enumerate(times):
            busiest = max(busiest, bisect.bisect_left(times, t + 5.0) - i)
    live, live_half = at_live["playing"], at_half["playing"]
    moves = end["actions"] - start["actions"]
    cpu = end["cpu"] - start["cpu"]
    workers_cpu = end["workers_cpu"] - start["workers_cpu"]
    second_wave = max(live - live_half, 1)
    memory_kb = (at_live["rss"] - at_half["rss"]) / second_wave / 1024
    if live - live_half < max(1, (args.tables - args.tables // 2) // 2):
        memory_kb = float("nan")  # most of the second wave did not start: no marginal figure
    gross_kb = (at_live["rss"] - before["rss"]) / max(live, 1) / 1024
    structures_kb = (at_live["structures"] - at_half["structures"]) / second_wave / 1024
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
        "cpu_per_move_ms": (cpu + workers_cpu) / max(moves, 1) * 1000,
        "cpu_share": cpu / seconds,
        "workers_cpu_share": workers_cpu / seconds,
        "memory_per_table_kb": memory_kb,
        "bot_structures_kb": structures_kb,
        "min_edit_gap_s": min(gaps, default=float("nan")),
    }
    med, p99 = statistics.median, percentile
    mb = [s["rss"] / 2**20 for s in (before, at_half, at_live, end)]
    out = [
        "",
        f"Load: {args.tables} tables ({args.rules}, 1 clicking human + 3 computers each), "
        f"computer delay {args.computer_delay} s, edit interval {args.edit_interval} s, "
        f"think {args.think_min}-{args.think_max} s, fake buckets {args.rate_limit}/s",
        f"  tables playing at the window start: {live} of {args.tables}"
        f"{' (the others failed to open)' if live < args.tables else ''}; window began "
        f"{(start['at'] - t0):.1f} s after the first open; finished series: {bench.finished}",
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
    counted = [t for t in stats.global_counted if start["at"] <= t <= end["at"]]
    busiest_second = max(
        (bisect.bisect_left(counted, t + 1.0) - i for i, t in enumerate(counted)), default=0
    )
    result["global_429"] = len(stats.global_429)
    fresh, fresh_lines = freshness_figures(bench, report, (start["at"], end["at"]), live)
    result.update(fresh)
    out += [
        f"  Discord's global limit ({args.global_limit}/s, interaction answers excepted): "
        f"{len(stats.global_429)} global 429s in the whole run; in the window "
        f"{len(counted) / seconds:.1f} requests/s, at most {busiest_second} in one second",
        *(
            f"    global 429 at {at - t0:.1f} s; the second before it: {context}"
            for at, context in list(zip(stats.global_429, stats.global_429_context, strict=True))[
                :5
            ]  # the first few tell whether it was a burst or a steady excess
        ),
        f"  callback statuses: {dict(stats.ack_status)}",
        f"  table updates: {result['updates_per_s']:.1f}/s "
        f"({result['updates_per_s'] / max(live, 1):.2f}/s per table)",
        *fresh_lines,
        f"  CPU over {seconds:.1f} s: the bot's process {cpu:.1f} s ({result['cpu_share']:.0%} "
        f"of one core), its worker processes {workers_cpu:.1f} s "
        f"({result['workers_cpu_share']:.0%}): {result['cpu_per_move_ms']:.1f} ms per move; "
        f"the fake Discord and the users {harness_cpu:.1f} s ({harness_cpu / seconds:.0%})",
        f"  memory of the bot's process (RSS, after gc): {mb[0]:.1f} MB before, {mb[1]:.1f} MB "
        f"with {live_half} tables, {mb[2]:.1f} MB with {live}, {mb[3]:.1f} MB at the end",
        f"    per live table: {memory_kb:.0f} KB (growth from {live_half} to {live} "
        f"tables / {second_wave}); gross {gross_kb:.0f} KB (from 0, warm-up included)",
        f"    of which the bot's structures (tables, hands, publishers, discord.py message "
        f"cache, deep sizeof): {structures_kb:.0f} KB; "
        f"{at_live['structures'] / 2**20:.1f} MB in all with {live} tables",
        f"    objects the garbage collector tracks: {at_half['objects']} with {live_half} "
        f"tables, {at_live['objects']} with {live} (a full collection then took "
        f"{at_live['collect_ms']:.0f} ms)",
        f"    worker processes (drawing, thinking): {end['workers_rss'] / 2**20:.1f} MB in all, "
        "whatever the number of tables",
        f"  edits of one table message: min gap {result['min_edit_gap_s']:.3f} s "
        f"(n={len(gaps)}); most writes to one thread in 5 s: {busiest}",
    ]
    lags = report["lags"]
    if lags:
        out.append(
            f"  event-loop lag in the bot (10 ms timer): median {med(lags) * 1000:.1f} ms, "
            f"p99 {p99(lags, 0.99) * 1000:.1f} ms, max {max(lags) * 1000:.1f} ms"
        )
    fake_lags = report.get("fake_lags")
    if fake_lags:
        out.append(
            "  event-loop lag in the fake Discord and its users (10 ms timer): median "
            f"{med(fake_lags) * 1000:.1f} ms, p99 {p99(fake_lags, 0.99) * 1000:.1f} ms, "
            f"max {max(fake_lags) * 1000:.1f} ms (the acknowledgements are stamped there)"
        )
    pauses = report["gc"]
    if pauses:
        oldest = [took for gen, took in pauses if gen == 2]
        young = [took for gen, took in pauses if gen < 2]
        out.append(
            f"  garbage collections in the bot in the window: {len(pauses)}, "
            f"{sum(t for _, t in pauses) * 1000:.0f} ms in all; the young generations' "
            f"longest {max(young, default=0) * 1000:.1f} ms; full ones: {len(oldest)}"
            + (f", longest {max(oldest) * 1000:.1f} ms" if oldest else "")
        )
    fake_pauses = report.get("fake_gc")
    if fake_pauses:
        out.append(
            f"  garbage collections in the fake Discord in the window: {len(fake_pauses)}, "
            f"{sum(t for _, t in fake_pauses) * 1000:.0f} ms in all, longest "
            f"{max(t for _, t in fake_pauses) * 1000:.1f} ms"
        )
    routes: collections.Counter[str] = collections.Counter()
    for (route, _status), count in stats.statuses.items():
        routes[route] += count
    out.append("  requests by route (whole run): " + ", ".join(
        f"{route} {count}" for route, count in routes.most_common(8)
    ))  # fmt: skip
    processes = bench.bot.processes
    if len(processes) > 1:
        out.append(
            f"  {len(processes)} processes over {args.shards} shards; tables per process: "
            + ", ".join(str(len(p.tables)) for p in processes)
        )
    if report["text"]:
        out.append(report["text"])
    print("\n".join(out))
    bad = {k: v for k, v in stats.statuses.items() if k[1] >= 400}
    if bad:
        print(f"  error answers from the fake: {bad}")
    if bench.errors:
        print(f"  user-side problems: {dict(bench.errors.most_common(8))}")
    if report["warnings"]:
        print(f"  warnings the bot logged: {report['warnings']}")
    ack_ok = result["ack_p99_ms"] <= ACK_TARGET_MS and live == args.tables
    global_ok = not stats.global_429
    mem_ok = memory_kb <= MEMORY_TARGET_KB
    pace_ok = result["min_edit_gap_s"] >= args.edit_interval - 0.05 or not gaps
    verdict = {True: "met", False: "MISSED"}
    print(
        f"  targets: {args.tables} tables open and p99 ack <= {ACK_TARGET_MS:.0f} ms: "
        f"{verdict[ack_ok]}; memory <= {MEMORY_TARGET_KB:.0f} KB/table: {verdict[mem_ok]}; "
        f"edit gap >= {args.edit_interval} s: {verdict[pace_ok]}; "
        f"no global 429: {verdict[global_ok]}"
    )
    result["warnings"] = dict(report["warnings"])
    result["user_errors"] = dict(bench.errors)
    return result


def parser() -> argparse.ArgumentParser:
    """The command line's options (a test builds its arguments with them too)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="steady window, once all tables play"
    )
    parser.add_argument("--rules", choices=("barbu", "marley"), default="barbu")
    parser.add_argument(
        "--language", choices=LANGUAGES, default="en", help="the tables' and users' language"
    )
    parser.add_argument("--computer-delay", type=float, default=1.2)
    parser.add_argument("--edit-interval", type=float, default=1.25)
    parser.add_argument("--think-min", type=float, default=0.2)
    parser.add_argument("--think-max", type=float, default=1.0)
    parser.add_argument("--open-rate", type=float, default=20.0, help="tables opened per second")
    parser.add_argument("--channels", type=int, default=4, help="text channels for the lobbies")
    parser.add_argument("--rate-limit", type=int, default=50, help="fake bucket size per second")
    parser.add_argument(
        "--global-limit", type=int, default=50, help="the fake's global limit per second"
    )
    parser.add_argument(
        "--requests-per-second", type=float, default=35.0, help="the bot's REQUESTS_PER_SECOND"
    )
    parser.add_argument(
        "--processes", type=int, default=1, help="bot processes, each over some shards"
    )
    parser.add_argument("--shards", type=int, default=None, help="the bot's SHARD_COUNT")
    parser.add_argument(
        "--database",
        choices=("sqlite", "postgres"),
        default="sqlite",
        help="one SQLite file per process, or one PostgreSQL database they all share",
    )
    parser.add_argument(
        "--drain", type=float, default=60.0, help="s to wait for the window's moves to show"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the bot's process")
    parser.add_argument("--instrument", action="store_true", help="time some bot methods")
    parser.add_argument("--tracemalloc", action="store_true", help="the bot's growth sites")
    parser.add_argument(
        "--workers", type=int, default=None, help="the bot's WORKERS (default: the cores but one)"
    )
    add_allocator_option(parser)
    parser.add_argument("--objects", action="store_true", help="the bot's growth by type of object")
    return parser


def add_allocator_option(parser: argparse.ArgumentParser) -> None:
    """`--allocator`: the C allocator a benchmark runs the bot under (`use_allocator`)."""
    parser.add_argument(
        "--allocator",
        choices=ALLOCATORS,
        default="jemalloc",
        help="the C allocator, as the bot's MEMORY_ALLOCATOR (the benchmark starts again "
        "under jemalloc, and so the bot's processes, where it is installed)",
    )


def use_allocator(allocator: str) -> None:
    """Start this benchmark again under jemalloc if `allocator` says so (its bot processes
    inherit it, as the bot's workers do), and say which allocator it runs under."""
    run_under_jemalloc(allocator)
    print("C allocator:", "jemalloc" if jemalloc_in_use() else "the C library's own", flush=True)


def main() -> None:
    options = parser()
    args = options.parse_args()
    use_allocator(args.allocator)
    if args.processes > 1 and (args.shards or 0) < args.processes:
        options.error("--processes N needs --shards of at least N (each process runs shards)")
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
