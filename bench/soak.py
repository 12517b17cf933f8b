"""Soak: tables open, play to their end and open again, for as long as asked; does the bot
grow with the tables it has finished?

    python -m bench.soak [--minutes 60] [--every 5] [--tables 9] [--computer-delay 0.05]
                         [--edit-interval 0.05] [--think 0.05] [--abandon-every 5]
                         [--requests-per-second 200] [--global-limit 250]
                         [--archive-after 60] [--metrics-port 9100] [--objects]
                         [--tracemalloc] [--trim]

The real `BarbuBot` runs in a process of its own (`bench.load_bot`, with its worker
processes), against a `FakeDiscord` in this one, on a fresh SQLite file. `--tables` slots
each run one table at a time, round the three games: Barbu (one human and three computers;
the rules alternate between Barbu and Marley's Guillotine; the human clicks **Your hand**
and makes the first choice offered, as in `bench.load`), Gin Slaughtre (a match of one
game against a computer) and Guillotine (three players, two computers). In the last two
the human opens their hand once, then hands their seat to a computer (`/… replace`) and
watches. When a table ends, its slot opens the next one. Every `--abandon-every`-th table
of a slot is abandoned (`/… abandon`) after a few moves, to see that abandoned tables
leave nothing either. A table's thread is archived `--archive-after` seconds after the
table ends, as Discord archives a quiet thread after a day (the bot keeps the threads it
knows until then). The settings are fast (computer delay, edit interval, Guillotine's
window closed at once, and a request budget and a fake Discord's global limit four times
Discord's) so that many series end in little time.

Every `--every` minutes it prints, after a full garbage collection in the bot's process:
the series finished and tables abandoned (by game), the bot's RSS, the objects its
collector tracks and the blocks Python's allocator has in use, and the size of every
per-table structure (`bench.load_bot.structure_counts`): each map and set of the hub and
of the Discord side (`TableUI`), the tables the hub holds by status, discord.py's
message cache, threads, view store and users, the catalogue's cache, the request
budget's queues, the acknowledgements under way and the event loop's tasks. A structure
that grows with the tables that ended, rather than with those open, is listed at the end
with its growth per table ended. With `--metrics-port` the bot also serves its
Prometheus metrics there (README, Metrics) while the soak runs; `--objects` adds, at the
end, what the bot's collector tracks that grew most over the last interval, by type
(`bench.load_bot.object_histogram`); `--tracemalloc`, the lines of code that allocated
what grew most over it (`bench.load_bot.tracemalloc_sites`); `--trim`, at each report,
the RSS once glibc's allocator has returned its free pages (`malloc_trim`), which tells
the allocator's retention from memory in use.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.load import (
    Bench,
    BotProcess,
    Bots,
    TableSeen,
    add_allocator_option,
    lobby_table,
    use_allocator,
)
from tests.fakediscord import payloads
from tests.fakediscord.model import Channel
from tests.fakediscord.server import FakeDiscord

GAMES = ("barbu", "slaughter", "guillotine")
ENDED = ("finished", "abandoned")
# A table whose log has not moved for this long is reported stalled, and abandoned so
# that its slot goes on.
STALL_SECONDS = 120.0
HAND_BUTTON = "tbl:hand:{}"
# Structures with a bound of their own, that grow until they reach it.
BOUNDED = {
    "i18n.formatted": "an LRU cache of 4,096 texts (cogs/i18n.py)",
    "discord.cached_messages": "discord.py's cache of 1,000 messages",
    "hub.ended": "the latest 100 tables that ended (bot/tables/hub.py, KEEP_ENDED)",
}


class Soak:
    """The slots, what they have seen end, and the periodic report."""

    def __init__(
        self, args: argparse.Namespace, fake: FakeDiscord, bot: BotProcess, channels: list[Channel]
    ) -> None:
        self.args = args
        self.fake = fake
        self.bot = bot
        self.channels = channels
        # bench.load's users: how they click, wait for answers, and read the recorded traffic.
        load_args = argparse.Namespace(
            language="en", think_min=args.think, think_max=args.think, open_rate=1000.0
        )
        self.users = Bench(load_args, fake, Bots([bot]))
        self.finished: collections.Counter[str] = collections.Counter()
        self.abandoned: collections.Counter[str] = collections.Counter()
        self.stalled: collections.Counter[str] = collections.Counter()
        self.errors: collections.Counter[str] = collections.Counter()
        self.stopping = False
        self.interval_start = time.monotonic()  # of the bot's lag samples it keeps
        # (ended at, thread id) of the tables that ended, oldest first, until archived.
        self.quiet_threads: collections.deque[tuple[float, int]] = collections.deque()
        self.snapshots: list[tuple[float, int, dict[str, Any]]] = []  # (minutes, ended, snap)

    # ------------------------------------------------------------------ a slot

    async def slot(self, index: int) -> None:
        user = f"user{index}"
        channel = self.channels[index % len(self.channels)]
        game = GAMES[index % len(GAMES)]
        rng = random.Random(index)
        number = 0
        while not self.stopping:
            number += 1
            abandon_at = None
            if number % self.args.abandon_every == 0:
                abandon_at = rng.randint(3, 40)  # actions into the game
            try:
                table_id, thread_id = await self.open(user, game, channel, number)
            except (TimeoutError, LookupError, AssertionError, StopIteration) as error:
                self.errors[f"{game} open: {type(error).__name__}: {str(error)[:60]}"] += 1
                await asyncio.sleep(1)
                continue
            try:
                if game == "barbu":
                    await self.play(table_id, user, rng, abandon_at)
                else:
                    await self.watch(table_id, user, game, abandon_at)
            finally:
                # The harness forgets the table too: only the bot's memory is measured, but
                # this process must not grow over an hour either.
                self.users.stats.table_messages.pop(table_id, None)
                self.bot.events.pop(table_id, None)
                status = self.bot.tables.pop(table_id, TableSeen()).status
                self.quiet_threads.append((time.monotonic(), thread_id))
            if status == "finished":
                self.finished[game] += 1
            elif status == "abandoned":
                self.abandoned[game] += 1

    async def open(self, user: str, game: str, channel: Channel, number: int) -> tuple[int, int]:
        """`/<game> start` and Start; the table's id once it plays, and its thread's (the
        id of the lobby message the thread starts from, as on Discord)."""
        options: dict[str, Any]
        if game == "barbu":
            options = {"rules": ("barbu", "marley")[number % 2], "computers": 3}
        elif game == "slaughter":
            options = {"computer": True, "match": 1}
        else:
            options = {"players": 3, "computers": 2}
        fake = self.fake
        sent = await self.users.interact(
            "slash", fake.slash(user, f"{game} start", options, channel=channel)
        )
        lobby = sent.original()
        assert lobby is not None, "no lobby message"
        table_id = lobby_table(lobby)
        start = f"tbl:lobby:{table_id}:start"
        await self.users.interact("start", fake.click(user, lobby, custom_id=start))
        await self.until(table_id, lambda seen: seen.status != "lobby")
        return table_id, lobby.id

    async def archiver(self) -> None:
        """Discord's auto-archive, sooner: the thread of a table that ended is archived once
        it has been quiet for `--archive-after` seconds, as Discord archives it after its
        `auto_archive_duration` (the bot asks for a day) and tells the bot (THREAD_UPDATE),
        whose cache then lets it go (discord.py's `parse_thread_update`)."""
        while True:
            await asyncio.sleep(1.0)
            due = time.monotonic() - self.args.archive_after
            while self.quiet_threads and self.quiet_threads[0][0] <= due:
                _, thread_id = self.quiet_threads.popleft()
                thread = self.fake.world.channels.get(thread_id)
                if thread is None or not thread.is_thread or thread.archived:
                    continue
                thread.archived = True
                await self.fake.gateway.dispatch(
                    "THREAD_UPDATE", payloads.channel(self.fake.world, thread)
                )

    async def until(self, table_id: int, done: Any, *, stall: float = STALL_SECONDS) -> bool:
        """Wait until `done(seen)` for the table; False if its log stood still `stall` s."""
        signal = self.bot.event(table_id)
        count, since = -1, time.monotonic()
        while not done(self.users._seen(table_id)):
            seen = self.users._seen(table_id)
            if seen.count != count:
                count, since = seen.count, time.monotonic()
            elif time.monotonic() - since > stall:
                return False
            await self.users._wait(signal)
        return True

    async def play(
        self, table_id: int, user: str, rng: random.Random, abandon_at: int | None
    ) -> None:
        """The human plays their Barbu seat, as in bench.load, to the end or `abandon_at`."""
        uid = str(self.fake.user(user).id)
        seat = self.users._seen(table_id).seats[uid]
        signal = self.bot.event(table_id)
        since, count = time.monotonic(), -1
        while self.users._seen(table_id).status == "playing":
            seen = self.users._seen(table_id)
            if abandon_at is not None and seen.count >= abandon_at:
                await self.abandon(user, "barbu", table_id)
                return
            if seen.count != count:
                since, count = time.monotonic(), seen.count
            elif time.monotonic() - since > STALL_SECONDS:
                await self.stall(user, "barbu", table_id)
                return
            if self.stopping:
                return
            if not self.users._my_turn(table_id, seat):
                await self.users._wait(signal)
                continue
            try:
                await self.users._play_turn(table_id, user, rng)
            except (TimeoutError, LookupError, ValueError, AssertionError) as error:
                self.errors[f"barbu move: {type(error).__name__}: {str(error)[:60]}"] += 1
                await asyncio.sleep(0.5)

    async def watch(self, table_id: int, user: str, game: str, abandon_at: int | None) -> None:
        """The human opens their hand once, hands their seat to a computer and watches."""
        fake = self.fake
        shown = await self.until(
            table_id,
            lambda seen: table_id in self.users.stats.table_messages or seen.status in ENDED,
        )
        if shown and table_id in self.users.stats.table_messages:
            message = self.users.stats.table_messages[table_id]
            with contextlib.suppress(TimeoutError, LookupError, AssertionError):
                sent = await self.users.interact(
                    "hand", fake.click(user, message, custom_id=HAND_BUTTON.format(table_id))
                )
                await sent.reply(timeout=30)
        if self.users._seen(table_id).status == "playing":
            with contextlib.suppress(TimeoutError, LookupError, AssertionError):
                await self.users.interact(
                    "replace",
                    fake.slash(
                        user, f"{game} replace", {"member": user}, channel=self._lobby_channel(user)
                    ),
                )
        limit = abandon_at if abandon_at is not None else float("inf")
        if not await self.until(
            table_id, lambda seen: seen.status in ENDED or seen.count >= limit or self.stopping
        ):
            await self.stall(user, game, table_id)
        elif abandon_at is not None and self.users._seen(table_id).status == "playing":
            await self.abandon(user, game, table_id)

    def _lobby_channel(self, user: str) -> Channel:
        return self.channels[int(user.removeprefix("user")) % len(self.channels)]

    async def abandon(self, user: str, game: str, table_id: int) -> None:
        """`/<game> abandon` by the host, in the channel of the lobby; until it is closed."""
        try:
            await self.users.interact(
                "abandon",
                self.fake.slash(user, f"{game} abandon", channel=self._lobby_channel(user)),
            )
        except (TimeoutError, LookupError, AssertionError) as error:
            self.errors[f"{game} abandon: {type(error).__name__}"] += 1
            return
        await self.until(table_id, lambda seen: seen.status in ENDED, stall=30)

    async def stall(self, user: str, game: str, table_id: int) -> None:
        self.stalled[game] += 1
        seen = self.users._seen(table_id)
        print(
            f"  table {table_id} ({game}) stood still {STALL_SECONDS:.0f} s at action "
            f"{seen.count} (actor {seen.actor}, {seen.choices} choices): abandoned",
            file=sys.stderr,
        )
        await self.abandon(user, game, table_id)

    # ------------------------------------------------------------------ the report

    @property
    def ended(self) -> int:
        return sum(self.finished.values()) + sum(self.abandoned.values())

    async def report(self, started: float) -> None:
        # The bot's lag and pause samples of earlier intervals: the final report reads only
        # the last one's, and keeping them all would be growth of the benchmark's own.
        await self.bot.ask("forget", before=self.interval_start)
        self.interval_start = time.monotonic()
        snap = await self.bot.ask("snapshot", deep=True, counts=True, trim=self.args.trim)
        minutes = (time.monotonic() - started) / 60
        self.snapshots.append((minutes, self.ended, snap))
        counts = snap["counts"]
        games = ", ".join(f"{g} {self.finished[g]}+{self.abandoned[g]}" for g in GAMES)
        print(
            f"{minutes:6.1f} min  series finished {sum(self.finished.values()):4d}, "
            f"abandoned {sum(self.abandoned.values()):3d} ({games}); stalled "
            f"{sum(self.stalled.values())}; RSS {snap['rss'] / 2**20:6.1f} MB; objects "
            f"{snap['objects']}; blocks {snap['blocks']}; "
            f"structures {snap['structures'] / 1024:.0f} KB"
        )
        heap = snap["heap"]
        if heap:
            print(
                f"        C heap: held {heap['held'] / 2**20:.1f} MB, in use "
                f"{heap['used'] / 2**20:.1f} MB"
                + (f"; RSS after malloc_trim {snap['rss_trimmed'] / 2**20:.1f} MB"
                   if "rss_trimmed" in snap else "")
            )  # fmt: skip
        shown = {k: v for k, v in sorted(counts.items()) if v}
        print("        " + ", ".join(f"{k} {v}" for k, v in shown.items()))
        # This process's own lists of what it saw (the report needs none of them).
        stats = self.users.stats
        for kept in (
            stats.table_updates,
            stats.global_counted,
            stats.global_429,
            self.users.clicks,
        ):
            kept.clear()
        stats.edits_by_message.clear()
        stats.writes_by_channel.clear()
        stats.ack.clear()

    def summary(self) -> None:
        if len(self.snapshots) < 2:
            return
        # The second report is the warm start (the first comes before any table opens):
        # what grows from it, with the tables that ended since, is what they left behind.
        warm = self.snapshots[1] if len(self.snapshots) > 2 else self.snapshots[0]
        (m0, ended0, first), (m1, ended1, last) = warm, self.snapshots[-1]
        ended = max(ended1 - ended0, 1)
        live = self.args.tables
        print(
            f"\nfrom {m0:.1f} to {m1:.1f} min: {ended1 - ended0} tables ended "
            f"({self.ended} in all); RSS {first['rss'] / 2**20:.1f} -> "
            f"{last['rss'] / 2**20:.1f} MB "
            f"({(last['rss'] - first['rss']) / ended / 1024:+.1f} KB per table ended); objects "
            f"{first['objects']} -> {last['objects']}; Python's blocks {first['blocks']} -> "
            f"{last['blocks']}; structures "
            f"{first['structures'] / 1024:.0f} -> {last['structures'] / 1024:.0f} KB"
        )
        grew = []
        for key in sorted(set(first["counts"]) | set(last["counts"])):
            before, after = first["counts"].get(key, 0), last["counts"].get(key, 0)
            # Open tables account for up to a few entries each: growth beyond that is left.
            if after - before > 2 * live and key not in BOUNDED:
                grew.append(
                    f"{key} {before} -> {after} ({(after - before) / ended:.2f} per table ended)"
                )
        print("grows with the tables that ended: " + ("; ".join(grew) if grew else "nothing"))
        print(
            "bounded: "
            + "; ".join(
                f"{key} {last['counts'].get(key, 0)}, {what}" for key, what in BOUNDED.items()
            )
        )
        if self.errors:
            print(f"user-side problems: {dict(self.errors.most_common(8))}")
        if self.users.errors:
            print(
                f"user-side problems (bench.load's users): {dict(self.users.errors.most_common(8))}"
            )


async def run(args: argparse.Namespace) -> None:
    users = tuple(f"user{i}" for i in range(args.tables))
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(users=users, global_rate_limit=args.global_limit) as fake:
            guild = fake.world.guild
            for extra in range(max(0, args.channels - 2)):
                fake.world.add_channel(f"soak-{extra + 3}", parent_id=guild.general.parent_id)
            channels = [c for c in fake.world.channels.values() if c.type == 0]
            settings = {
                "discord_token": fake.token,
                "database_path": Path(tmp) / "soak.sqlite3",
                "dev_guild_id": guild.id,
                "api_base": fake.api_base,
                "gateway_url": fake.gateway_url,
                "computer_delay": args.computer_delay,
                "edit_interval": args.edit_interval,
                "requests_per_second": args.requests_per_second,
                "window_scale": 0.0,
                "log_level": "WARNING",
                "metrics_port": args.metrics_port,
            }
            bot = BotProcess()
            await bot.start(settings, {"objects": args.objects, "tracemalloc": args.tracemalloc})
            soak = Soak(args, fake, bot, channels)
            print(
                f"Soak: {args.tables} tables at a time ({', '.join(GAMES)}), for "
                f"{args.minutes:g} min, computer delay {args.computer_delay} s, edit interval "
                f"{args.edit_interval} s, every {args.abandon_every}th table abandoned; bot pid "
                f"{bot.process.pid if bot.process else '?'}"
                + (f", metrics on 127.0.0.1:{args.metrics_port}" if args.metrics_port else "")
            )
            soak.users.watch_requests()
            trimming = asyncio.create_task(soak.users.trimmer())
            archiving = asyncio.create_task(soak.archiver())
            started = time.monotonic()
            slots = [asyncio.create_task(soak.slot(i)) for i in range(args.tables)]
            try:
                await soak.report(started)
                end = started + args.minutes * 60
                while (now := time.monotonic()) < end:
                    await asyncio.sleep(min(args.every * 60, end - now))
                    await soak.report(started)
            finally:
                soak.stopping = True
                soak.users.stop = True
                for task in slots:
                    task.cancel()
                await asyncio.gather(*slots, return_exceptions=True)
                trimming.cancel()
                archiving.cancel()
                report = await bot.ask("report", start=soak.interval_start, end=time.monotonic())
                await bot.stop()
            soak.summary()
            if report["text"]:
                print(report["text"])
            if report["warnings"]:
                print(f"warnings the bot logged: {report['warnings']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=60.0, help="how long to run")
    parser.add_argument("--every", type=float, default=5.0, help="minutes between reports")
    parser.add_argument("--tables", type=int, default=9, help="tables open at a time")
    parser.add_argument("--channels", type=int, default=3, help="text channels for the lobbies")
    parser.add_argument("--computer-delay", type=float, default=0.05)
    parser.add_argument(
        "--edit-interval",
        type=float,
        default=0.05,
        help="seconds between two edits of a table message (computers wait for them)",
    )
    parser.add_argument("--think", type=float, default=0.05, help="a human's seconds per move")
    # Computers wait for their table's message, and most soak tables are watched, not
    # clicked: their edits go through the channel, in the bot-wide budget. Discord's 50 a
    # second would make the budget, not the bot, set how many tables end a minute.
    parser.add_argument(
        "--requests-per-second", type=float, default=200.0, help="the bot's REQUESTS_PER_SECOND"
    )
    parser.add_argument(
        "--global-limit", type=int, default=250, help="the fake's global limit per second"
    )
    parser.add_argument(
        "--abandon-every", type=int, default=5, help="every Nth table of a slot is abandoned"
    )
    parser.add_argument(
        "--objects",
        action="store_true",
        help="also the bot's growth by type of object over the last report's interval",
    )
    parser.add_argument(
        "--tracemalloc",
        action="store_true",
        help="also where the bot allocated what grew over the last interval (slow)",
    )
    parser.add_argument(
        "--archive-after",
        type=float,
        default=60.0,
        help="seconds after its table ends that a thread is archived (Discord: a day)",
    )
    parser.add_argument("--metrics-port", type=int, default=None, help="the bot's METRICS_PORT")
    parser.add_argument(
        "--trim",
        action="store_true",
        help="at each report, also the RSS once the C allocator gives its free pages back",
    )
    add_allocator_option(parser)
    args = parser.parse_args()
    use_allocator(args.allocator)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
