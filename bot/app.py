"""The `commands.Bot` subclass: start-up wiring of cogs and slash commands."""

from __future__ import annotations

import logging

import discord
import yarl
from discord.ext import commands

from bot.settings import Settings

log = logging.getLogger(__name__)

# Extensions loaded at start-up, one per game plus shared pieces.
EXTENSIONS: tuple[str, ...] = ()


def point_at_discord(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and gateway traffic to another Discord (a proxy, or the tests' fake)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


class BarbuBot(commands.Bot):
    """The bot: loads the game cogs and syncs their slash commands."""

    def __init__(self, settings: Settings, **kwargs: object) -> None:
        # Default intents only: slash commands and components need no privileged intent.
        super().__init__(
            command_prefix=commands.when_mentioned, intents=discord.Intents.default(), **kwargs
        )
        self.settings = settings

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("Synced %d application commands", len(synced))
