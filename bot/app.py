"""The `commands.Bot` subclass: start-up wiring of storage, tables, cogs and slash commands."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from typing import Any, TypeVar

import discord
import yarl
from discord.ext import commands

from bot.memory import HeapTrimmer
from bot.metrics import AckTimer, BotCollector, MetricsServer, bot_registry
from bot.pacing import RequestBudget, process_share
from bot.settings import Settings
from bot.shards import acquire, fence_for, shard_of
from bot.storage import Storage
from bot.storage.fence import ShardFence
from bot.tables import TableHub
from bot.workers import Workers

log = logging.getLogger(__name__)

# The collector's thresholds (CPython's default: 700, 10, 10). A click's objects (the
# interaction, the views and buttons of a hand) live for the tens of milliseconds its
# requests take: long enough to outlive the youngest generation. With the middle one
# collected every 40 young collections instead of 10, they die there, and full
# collections come once a minute instead of six times (docs/decisions/gc-thresholds.md).
GC_THRESHOLDS = (700, 40, 10)

# Extensions loaded at start-up: the shared table extension, which loads each registered
# game's own (`cogs.<game>`, games/registry.py). The bot itself names no game.
EXTENSIONS: tuple[str, ...] = ("cogs.tables",)


# What the bot does in a channel, and so what its invite link asks for (README, Set-up):
# see the channel, send the lobby and table messages, attach the table images, move a game
# into a thread made from the lobby message, and post there. It edits only its own
# messages, reads no history and pings users only, which need no further permission.
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    attach_files=True,
    create_public_threads=True,
    send_messages_in_threads=True,
)
INVITE_SCOPES = ("bot", "applications.commands")

Part = TypeVar("Part")


def invite_url(client_id: int) -> str:
    """The link that adds the bot to a server, with its slash commands and permissions."""
    return discord.utils.oauth_url(client_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)


def point_at_discord(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and gateway traffic to another Discord (a proxy, or the tests' fake)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


class BarbuBot(commands.Bot):
    """The bot: opens storage, restores unfinished tables, loads the game cogs."""

    # The Discord side of the tables: set by the cogs.tables extension, which reads it back
    # typed (`cogs.tables.ui.table_ui`); the bot itself never uses it.
    table_ui: object = None

    def __init__(
        self,
        settings: Settings,
        *,
        extensions: tuple[str, ...] = EXTENSIONS,
        wait_for_shards: bool = False,
        # discord.py's client options (shard_count, shard_ids, guild_ready_timeout...), of
        # mixed types (discord.py's own TypedDicts of them are private).
        **kwargs: Any,
    ) -> None:
        # A card bot never joins voice: discord.py's warnings that PyNaCl and davey (voice
        # libraries) are missing, logged once by the first client, would only worry a new
        # user. These flags are discord.py's own "not warned yet" switches; raising the
        # discord.client logger's level instead would also hide its warnings that matter
        # (e.g. an interactions endpoint URL set on the application).
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        # Default intents only: slash commands and components need no privileged intent.
        intents = discord.Intents.default()
        # Every message may ping the users it names by `<@id>`, never @everyone, @here or a
        # role, whatever a player's name says (names are escaped too: cogs.tables.words).
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=True)
        share = process_share(
            settings.requests_per_second, len(settings.own_shards), settings.shard_count
        )
        # Every request to Discord's API takes its place in the budget (bot/pacing.py).
        self.request_budget = RequestBudget(share)
        trace = self.request_budget.trace_config()
        # Each interaction is timed from its arrival (`dispatch`) to its callback's request.
        self.acks = AckTimer()
        self.acks.install(trace)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            allowed_mentions=mentions,
            http_trace=trace,
            **kwargs,
        )
        self.settings = settings
        self.extensions_to_load = extensions
        self.wait_for_shards = wait_for_shards
        self.fence: ShardFence | None = None
        self.lost_fence: str | None = None  # why the fence went, if it went while running
        self._stopping: asyncio.Task[None] | None = None
        self._restored_shards: set[int] = set()
        self._announced = False
        self.metrics: MetricsServer | None = None  # the Prometheus endpoint, if METRICS_PORT
        self.heap_trimmer = HeapTrimmer()
        # Made by setup_hook, in this order: None until then (close() undoes what was made;
        # the metrics endpoint, started before, reads the hub once there is one).
        self._storage: Storage | None = None
        self._workers: Workers | None = None
        self._hub: TableHub | None = None

    @property
    def storage(self) -> Storage:
        """The database (bot/storage), opened by `setup_hook`."""
        return _made(self._storage, "storage")

    @property
    def workers(self) -> Workers:
        """The worker processes that draw and think (bot/workers.py), started by
        `setup_hook`."""
        return _made(self._workers, "workers")

    @property
    def hub(self) -> TableHub:
        """Every table (bot/tables/hub.py), made by `setup_hook`."""
        return _made(self._hub, "hub")

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        # discord.py dispatches every interaction here as it arrives, after scheduling its
        # handlers but before any of them runs: the start of its acknowledgement's time.
        if event_name == "interaction":
            self.acks.received(args[0].id)
        super().dispatch(event_name, *args, **kwargs)

    async def start_metrics(self) -> None:
        """Serve the Prometheus endpoint if METRICS_PORT asks for it. A port that can't be
        had is logged, and the bot runs without it: the tables matter more."""
        address = self.settings.metrics_address
        if address is None:
            return
        collector = BotCollector(lambda: self._hub, self.request_budget)
        server = MetricsServer(bot_registry(collector), *address)
        try:
            await server.start()
        except OSError as error:
            log.error(
                "METRICS_PORT: can't serve metrics on %s:%d (%s); running without them",
                *address,
                error.strerror or error,
            )
            return
        self.metrics = server

    async def on_ready(self) -> None:
        """One line at start: who the bot is, in how many servers, and how to invite it.

        READY comes again after a session that could not be resumed: said once only.
        """
        if self._announced or self.user is None:
            return
        self._announced = True
        count = len(self.guilds)
        servers = f"{count} server" + ("" if count == 1 else "s")
        link = invite_url(self.application_id or self.user.id)
        log.info("Logged in as %s, in %s; invite it with %s", self.user, servers, link)

    async def setup_hook(self) -> None:
        gc.set_threshold(*GC_THRESHOLDS)
        self.heap_trimmer.start()

        # Before anything is read: another process may be running these tables.
        fence = fence_for(self.settings, lost=self.fence_lost)
        await acquire(fence, wait=self.wait_for_shards)
        self.fence = fence
        # Before storage opens and tables are restored: an operator may watch both.
        await self.start_metrics()
        self._storage = await Storage.open(self.settings.database)
        self._workers = Workers(self.settings.workers)
        self._hub = TableHub(
            self._storage,
            computer_delay=self.settings.computer_delay,
            think=self._workers.think,
            window_scale=self.settings.window_scale,
        )
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
        # What start-up built (modules, catalogues, discord.py's and Pillow's objects) lives
        # as long as the process: frozen, no full collection walks it again.
        gc.collect()
        gc.freeze()
        if self.settings.shard_count is None:
            await self.hub.restore()
        # Sharded, each shard's tables are restored once it is ready (on_shard_ready).
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("Synced %d application commands", len(synced))

    def fence_lost(self, reason: str) -> None:
        """The fence went while running (bot/storage/postgres/fence.py): another process
        may be taking these shards, so this one stops (its exit status says so:
        `lost_fence`)."""
        log.critical("%s", reason)
        self.lost_fence = reason
        # Not awaited here: a termination listener can't wait. close() stops the tables
        # first, then lets what is committed be told; a write that races the new holder
        # fails on the action log's key.
        self._stopping = asyncio.get_running_loop().create_task(self.close())

    async def on_shard_ready(self, shard_id: int) -> None:
        """Restore the unfinished tables of this shard's servers, once per process (READY
        comes again after a session that could not be resumed)."""
        count = self.settings.shard_count
        if count is None or shard_id in self._restored_shards:
            return
        self._restored_shards.add(shard_id)
        await self.hub.restore(lambda record: shard_of(record.guild_id, count) == shard_id)

    async def close(self) -> None:
        if self._hub is not None:
            await self._hub.close()
        # The extensions let their pending publications finish while storage is still open.
        for extension in reversed(list(self.extensions)):
            with contextlib.suppress(commands.ExtensionError):
                await self.unload_extension(extension)
        if self._storage is not None:
            await self._storage.close()
        if self._workers is not None:
            self._workers.close()
        if self.fence is not None:
            await self.fence.release()
            self.fence = None
        if self.metrics is not None:
            await self.metrics.close()
            self.metrics = None
        await self.heap_trimmer.close()
        await super().close()


def _made(part: Part | None, name: str) -> Part:
    """A part `setup_hook` makes, asked for once it is made."""
    if part is None:
        raise AttributeError(f"the bot's {name} is made by setup_hook, which has not made it yet")
    return part


class ShardedBarbuBot(BarbuBot, commands.AutoShardedBot):
    """The bot over some shards of a sharded bot (SHARD_COUNT, SHARD_IDS): one gateway
    connection per shard, its servers' tables only."""


def bot_for(settings: Settings, **kwargs: Any) -> BarbuBot:
    """The bot these settings ask for: sharded when SHARD_COUNT is set."""
    if settings.shard_count is None:
        return BarbuBot(settings, **kwargs)
    return ShardedBarbuBot(
        settings,
        shard_count=settings.shard_count,
        shard_ids=list(settings.own_shards),
        **kwargs,
    )
