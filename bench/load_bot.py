"""The bot's side of `bench.load`: the real `BarbuBot` in a process of its own.

`bench.load` starts this process and talks to it over one local TCP connection,
a JSON object per line. The bot's process holds the bot alone (with its worker
processes), as in production; the fake Discord and the simulated users live in
the benchmark's process, so their CPU and memory are not the bot's.

What it sends:

- `{"t": "ready"}` once the bot is connected and ready;
- `{"t": "table", ...}` whenever a table changes (a `TableListener`): its status,
  the seat on turn and how many choices that seat has, its action count, the
  seats of its users and when it was told (`at`, `time.monotonic()`: the actions
  up to `count` were applied then). This is what the simulated users go by, as a
  person goes by the table message: it tells them when it is their turn.
- with the option `freshness`, `{"t": "shown", ...}` after each publication of a
  table's messages that succeeded (`ShownReporter`): the action count its table
  message was drawn at, that message's id, and when the publication returned.
- a reply to each command, with the command's `id`.

Commands:

- `snapshot` (`deep`): the process's RSS, CPU time and its workers' CPU time and RSS,
  the actions applied so far, the tables playing; with `deep`, after `gc.collect()`,
  also the bytes of the bot's per-table structures (and a tracemalloc snapshot); with
  `counts`, the number of entries each of them holds (`structure_counts`, bench.soak);
- `report` (`start`, `end`): event-loop lag and garbage-collection pauses in that
  window (`time.monotonic()` is one clock for all processes), the `--instrument`
  timings, the profile and the tracemalloc growth, as printable text; the turn pings
  the bot chose not to send (`pings_skipped`: its turn pings' `skipped` count);
- `forget` (`before`): drop the lag and pause samples taken before then (a soak keeps
  only its last interval's: a 10 ms timer's samples would grow the process for hours);
- `stop`: close the bot and end the process (as does the connection closing).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import cProfile
import ctypes
import gc
import io
import json
import logging
import multiprocessing
import os
import pstats
import statistics
import sys
import time
import tracemalloc
import types
from pathlib import Path
from typing import Any

from bench import percentile
from bot.app import BarbuBot, bot_for, point_at_discord
from bot.memory import heap_trimmer
from bot.settings import Settings
from bot.tables import Move, Table, TableListener
from cogs.tables.ui import table_ui

PAGE = os.sysconf("SC_PAGE_SIZE")
READY_TIMEOUT = 30.0
GUILD_READY_TIMEOUT = 0.05  # discord.py's wait after the last GUILD_CREATE: one guild here


def rss_bytes(pid: int | str = "self") -> int:
    with open(f"/proc/{pid}/statm") as f:
        return int(f.read().split()[1]) * PAGE


def c_heap() -> dict[str, int] | None:
    """The C allocator's heap (glibc `mallinfo2`): bytes it holds from the system and bytes
    in use. None where the C library is not glibc, or another allocator serves malloc."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        mallinfo2 = libc.mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    if info.arena == 0 and info.hblkhd == 0:
        return None  # another allocator serves malloc (jemalloc through LD_PRELOAD)
    return {"held": info.arena + info.hblkhd, "used": info.uordblks + info.hblkhd}


class MallInfo2(ctypes.Structure):
    """glibc's `struct mallinfo2` (every field a size_t)."""

    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
            "fordblks", "keepcost",
        )
    ]  # fmt: skip


def cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU time of a process (all its threads), from /proc."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def workers_usage() -> tuple[float, int]:
    """(CPU seconds, RSS bytes) of this process's children: the bot's worker processes."""
    cpu, rss = 0.0, 0
    for child in multiprocessing.active_children():
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):
            cpu += cpu_seconds(child.pid)
            rss += rss_bytes(child.pid)
    return cpu, rss


def deep_size(roots: list[Any], stop: tuple[type, ...]) -> int:
    """Bytes of the objects reachable from `roots` (sys.getsizeof), not entering `stop` types,
    modules, classes or functions."""
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


def bot_structures(bot: BarbuBot) -> int:
    """Bytes held by the bot's per-table structures: tables, hand messages, publishers
    and discord.py's message cache."""
    import aiohttp
    import discord

    from bot.storage import Storage

    stop = (discord.Client, discord.state.ConnectionState, discord.http.HTTPClient,
            aiohttp.ClientSession, Storage, asyncio.Task, asyncio.Future)  # fmt: skip
    ui = bot.table_ui
    roots = [bot.hub.tables, ui.hands._hands, ui.publishers._publishers,
             ui.host._start_clicks, bot._connection._messages]  # fmt: skip
    return deep_size(roots, stop)


def _sizes(owner: Any) -> dict[str, int]:
    """The size of each dict, set, list or deque an object holds in its attributes (found
    by looking, so that a structure added later is counted too)."""
    found = {}
    for name, value in vars(owner).items():
        if isinstance(value, dict | set | list | collections.deque):
            found[name] = len(value)
    return found


def structure_counts(bot: BarbuBot) -> dict[str, int]:
    """How many entries the bot's per-table structures hold: the hub's and the UI's maps
    (every one they have), discord.py's caches and view store, the languages' caches, the
    tasks and the acknowledgements under way. What grows with finished tables shows here."""
    from cogs import i18n

    counts: dict[str, int] = {}
    ui = bot.table_ui
    owners = [("hub", bot.hub), ("ui", ui), ("budget", bot.request_budget)]
    # The UI's parts that keep something per table (each says whether it `holds` a table).
    owners += [(f"ui.{name}", part) for name, part in vars(ui).items() if hasattr(part, "holds")]
    for label, owner in owners:
        for name, size in _sizes(owner).items():
            counts[f"{label}.{name}"] = size
    status = collections.Counter(table.status for table in bot.hub.tables.values())
    for name, size in status.items():
        counts[f"hub.tables[{name}]"] = size
    store = bot._connection._view_store
    counts["discord.views"] = sum(len(items) for items in store._views.values())
    counts["discord.message_views"] = len(store._synced_message_views)
    counts["discord.modals"] = len(store._modals)
    counts["discord.cached_messages"] = len(bot.cached_messages)
    counts["discord.users"] = len(bot._connection._users)
    counts["discord.threads"] = sum(len(guild._threads) for guild in bot.guilds)
    counts["i18n.formatted"] = i18n._formatted.cache_info().currsize
    counts["acks.pending"] = len(getattr(bot, "acks", ()))
    counts["asyncio.tasks"] = len(asyncio.all_tasks())
    return counts


ObjectCounts = tuple[collections.Counter[str], collections.Counter[str]]


def object_histogram() -> ObjectCounts:
    """The objects the garbage collector tracks, by type (a coroutine, task, timer or bound
    method by what it runs): their bytes (shallow sizes) and their numbers."""
    sizes: collections.Counter[str] = collections.Counter()
    counts: collections.Counter[str] = collections.Counter()
    for obj in gc.get_objects():
        kind = type(obj)
        name = f"{kind.__module__}.{kind.__qualname__}"
        if isinstance(obj, types.CoroutineType):
            name += " " + obj.cr_code.co_qualname
        elif isinstance(obj, asyncio.Task):
            name += " " + obj.get_coro().__qualname__
        elif isinstance(obj, asyncio.TimerHandle):
            name += " " + getattr(obj._callback, "__qualname__", "?")
        elif isinstance(obj, types.MethodType):
            name += " " + obj.__func__.__qualname__
        sizes[name] += sys.getsizeof(obj)
        counts[name] += 1
        # What the collector does not track (strings, numbers, tuples of them) is seen
        # through the containers that hold it.
        for held in gc.get_referents(obj):
            if held is not None and not gc.is_tracked(held) and not isinstance(held, type):
                inner = f"{name} -> {type(held).__qualname__}"
                sizes[inner] += sys.getsizeof(held)
                counts[inner] += 1
    return sizes, counts


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

    def forget(self, before: float) -> None:
        """Drop the pauses that started before `before` (a soak asks for its last interval)."""
        # A new list rather than a deletion in place: this callback may append while the
        # comprehension runs, and one pause lost at the boundary changes no figure.
        self.pauses = [pause for pause in self.pauses if pause[0] >= before]


class LoopLag:
    """How late the event loop runs a 10 ms timer: a direct view of its congestion."""

    def __init__(self) -> None:
        self.lags: list[tuple[float, float]] = []

    async def run(self) -> None:
        while True:
            start = time.monotonic()
            await asyncio.sleep(0.01)
            self.lags.append((start, time.monotonic() - start - 0.01))

    def forget(self, before: float) -> None:
        """Drop the samples taken before `before`: 100 a second would grow a long run."""
        self.lags = [sample for sample in self.lags if sample[0] >= before]


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
        self.wrap(bot.table_ui.hands, "show", "Hands.show (draw + edit)")
        self.wrap(adapter, "hand", "adapter.hand (on the loop; no drawing)")
        self.wrap(bot.workers, "draw", "workers.draw (a worker draws a PNG)")
        self.wrap(bot.workers, "think", "workers.think (a computer's choice)")

    def report(self) -> str:
        lines = ["  instrumented (wall ms): median / p99 / max / count / total s"]
        for label, values in self.times.items():
            if values:
                ms = [v * 1000 for v in values]
                lines.append(
                    f"    {label:45s} {statistics.median(ms):7.1f} {percentile(ms, 0.99):7.1f} "
                    f"{max(ms):7.1f} {len(ms):6d} {sum(values):7.1f}"
                )
        return "\n".join(lines)


class WarningCounter(logging.Handler):
    """Counts the bot's warnings and errors by their message (not its arguments)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: collections.Counter[str] = collections.Counter()

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.name}: {str(record.msg)[:70]}"] += 1


class TableReporter(TableListener):
    """Tells the benchmark's users of each change at a table."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer

    def send(self, table: Table) -> None:
        actor = table.actor() if table.status == "playing" else None
        choices = len(table.state.legal_actions(actor)) if actor is not None else 0
        seats = {str(s.user_id): i for i, s in enumerate(table.seats) if s.user_id is not None}
        send(self.writer, t="table", id=table.id, status=table.status, actor=actor,
             choices=choices, count=table.action_count, seats=seats,
             at=time.monotonic())  # fmt: skip

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        self.send(table)

    async def table_finished(self, table: Table) -> None:
        self.send(table)

    async def lobby_changed(self, table: Table) -> None:
        self.send(table)


class ShownReporter:
    """Tells the benchmark which action count each table message shows, and when (the
    option `freshness`: the staleness of the table message, in `bench.load`).

    Two of the table messages' methods are wrapped on the bot's instance (the bot itself
    is unchanged): `TableMessages._table_message`, which draws the table message (its
    line first, then its picture, both of the same moment), notes the table's action count
    as the drawing begins; `TableMessages.publish`, which brings a table's public messages
    up to date (the publisher runs one at a time per table), says once it returned
    without an error: the count drawn during it, that table message's id, and the time. A
    finished table's messages show every action (its final edit, or its last deal's end
    frozen on it), so after a publication that began with the table finished, the count
    is the table's. The benchmark finds
    when the fake accepted that message's last write before this time: that write is
    the one drawn. A publication that failed tells nothing; the next one drawn is counted.
    """

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        self.drawn: dict[int, int] = {}  # table id -> the action count last drawn

    def install(self, bot: BarbuBot) -> None:
        messages = bot.table_ui.messages
        draw = messages._table_message
        publish = messages.publish
        drawn = self.drawn

        async def table_message(table: Table, publisher: Any) -> Any:
            count = table.action_count  # what the words and the picture are made of
            result = await draw(table, publisher)
            drawn[table.id] = count
            return result

        async def published(table: Table, publisher: Any) -> None:
            drawn.pop(table.id, None)
            # Finished as the publication begins: it shows the end, and no action comes after.
            final = table.action_count if table.status == "finished" else None
            await publish(table, publisher)
            count = drawn.pop(table.id, None) if final is None else final
            message = table.record.table_message_id
            if count is not None and message is not None:
                send(self.writer, t="shown", id=table.id, count=count, message=message,
                     at=time.monotonic())  # fmt: skip

        messages._table_message = table_message  # type: ignore[method-assign]
        messages.publish = published  # type: ignore[method-assign]


def send(writer: asyncio.StreamWriter, **message: Any) -> None:
    writer.write(json.dumps(message).encode() + b"\n")


def _short_path(filename: str, root: Path) -> str:
    if filename.startswith(f"{root}/") and ".venv" not in filename:
        return str(Path(filename).relative_to(root))
    return Path(filename).name


def tracemalloc_sites(before: tracemalloc.Snapshot, after: tracemalloc.Snapshot) -> list[str]:
    """The bot's growth in all, and its ten biggest sites (the innermost project frame of
    each allocation)."""
    root = Path(__file__).resolve().parent.parent
    sites: collections.Counter[str] = collections.Counter()
    for stat in after.compare_to(before, "traceback"):
        site = next(
            (
                f"{_short_path(frame.filename, root)}:{frame.lineno}"
                for frame in stat.traceback
                if any(f"/{part}/" in frame.filename for part in ("bot", "cogs", "games", "render"))
            ),
            f"{Path(stat.traceback[0].filename).name}:{stat.traceback[0].lineno}",
        )
        sites[site] += stat.size_diff
    total = sum(sites.values())
    top = [f"{size / 1024:9.0f} KB at {site}" for site, size in sites.most_common(10)]
    return [f"{total / 1024:9.0f} KB in all, of which:", *top]


class BotSide:
    """Runs the bot and answers the benchmark's commands."""

    def __init__(self, bot: BarbuBot, options: dict[str, Any]) -> None:
        self.bot = bot
        self.options = options
        self.lag = LoopLag()
        self.gc = GcPauses()
        self.timings = Timings()
        self.snapshots: list[tracemalloc.Snapshot] = []
        self.histograms: list[ObjectCounts] = []
        self.warnings = WarningCounter()
        logging.getLogger().addHandler(self.warnings)

    def snapshot(self, deep: bool, counts: bool = False, trim: bool = False) -> dict[str, Any]:
        collect_ms = None
        if deep:
            started = time.perf_counter()
            gc.collect()  # what is garbage is not memory the tables need
            collect_ms = (time.perf_counter() - started) * 1000
        workers_cpu, workers_rss = workers_usage()
        tables = self.bot.hub.tables.values()
        result = {
            "at": time.monotonic(),
            "rss": rss_bytes(),
            "cpu": cpu_seconds(),
            "workers_cpu": workers_cpu,
            "workers_rss": workers_rss,
            "actions": sum(t.action_count for t in tables),
            "playing": sum(1 for t in tables if t.status == "playing"),
            "structures": bot_structures(self.bot) if deep else None,
            "objects": len(gc.get_objects()) if deep else None,
            # Python's own allocator's blocks in use: flat while RSS grows means the growth
            # is outside Python's objects (the C allocator's heap, libraries).
            "blocks": sys.getallocatedblocks(),
            "collect_ms": collect_ms,
            "counts": structure_counts(self.bot) if counts else None,
            "heap": c_heap(),
        }
        if trim:
            # What the process would hold if the C allocator returned its free pages: RSS
            # that grows while this stays flat is the allocator's, not the tables'.
            if (trim_heap := heap_trimmer()) is not None:
                trim_heap()
            result["rss_trimmed"] = rss_bytes()
        # The report compares the last two; older ones would only grow the process.
        if self.options.get("tracemalloc") and deep:
            self.snapshots = [*self.snapshots[-1:], tracemalloc.take_snapshot()]
        if self.options.get("objects") and deep:
            self.histograms = [*self.histograms[-1:], object_histogram()]
        return result

    def forget(self, before: float) -> dict[str, Any]:
        """Drop the lag and pause samples taken before `before`."""
        self.lag.forget(before)
        self.gc.forget(before)
        return {}

    def report(self, start: float, end: float, profiler: cProfile.Profile | None) -> dict:
        lags = [lag for at, lag in self.lag.lags if start <= at <= end]
        pauses = [(gen, took) for at, gen, took in self.gc.pauses if start <= at <= end]
        text = []
        if self.options.get("instrument"):
            text.append(self.timings.report())
        if len(self.snapshots) >= 2:
            text.append("  tracemalloc: the bot's biggest growth from the first wave to all tables")
            text += ["   " + line for line in tracemalloc_sites(*self.snapshots[-2:])]
        if len(self.histograms) >= 2:
            (sizes_before, counts_before), (sizes_after, counts_after) = self.histograms[-2:]
            sizes, counts = sizes_after.copy(), counts_after.copy()
            sizes.subtract(sizes_before)
            counts.subtract(counts_before)
            text.append("  objects the collector tracks: the biggest growth from the first wave")
            for kind, size in sizes.most_common(20):
                text.append(f"   {size / 1024:9.0f} KB {counts[kind]:8d} x {kind}")
        if profiler is not None:
            profiler.disable()
            dump = Path(self.options["profile_path"])
            profiler.dump_stats(dump)
            out = io.StringIO()
            out.write(f"profile of the bot's process written to {dump}\n")
            pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(30)
            pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(40)
            text.append(out.getvalue())
        warnings = dict(self.warnings.counts.most_common(8))
        skipped = table_ui(self.bot).pings.skipped
        return {"lags": lags, "gc": pauses, "warnings": warnings, "text": "\n".join(text),
                "pings_skipped": skipped}  # fmt: skip


async def serve(port: int, settings: dict[str, Any], options: dict[str, Any]) -> None:
    profiler = cProfile.Profile() if options.get("profile") else None
    if profiler is not None:
        profiler.enable()
    if options.get("tracemalloc"):
        tracemalloc.start(12)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    config = Settings(**settings)
    point_at_discord(config.api_base, config.gateway_url)
    bot = bot_for(config, guild_ready_timeout=GUILD_READY_TIMEOUT)
    side = BotSide(bot, options)
    async with bot:
        running = asyncio.create_task(bot.start(config.discord_token), name="bot")
        ready = asyncio.create_task(bot.wait_until_ready())
        await asyncio.wait({running, ready}, timeout=READY_TIMEOUT, return_when="FIRST_COMPLETED")
        if not ready.done():
            failure = running.exception() if running.done() else None
            raise RuntimeError("the bot did not get ready") from failure
        bot.hub.listeners.append(TableReporter(writer))
        if options.get("freshness"):
            ShownReporter(writer).install(bot)
        if options.get("instrument"):
            side.timings.install(bot)
        lag_task = asyncio.create_task(side.lag.run())
        send(writer, t="ready")
        while line := await reader.readline():
            command = json.loads(line)
            if command["t"] == "stop":
                break
            if command["t"] == "snapshot":
                reply = side.snapshot(
                    command.get("deep", False),
                    command.get("counts", False),
                    command.get("trim", False),
                )
            elif command["t"] == "forget":
                reply = side.forget(command["before"])
            else:
                reply = side.report(command["start"], command["end"], profiler)
            send(writer, t="reply", id=command["id"], **reply)
        lag_task.cancel()
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await running
    writer.close()


def main(port: int, settings: dict[str, Any], options: dict[str, Any]) -> None:
    """The process's entry point (a module-level function, for the "spawn" start)."""
    logging.getLogger().setLevel(logging.WARNING)  # counted (see the report), not printed
    asyncio.run(serve(port, settings, options))
