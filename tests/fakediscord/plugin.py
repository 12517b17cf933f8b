"""Pytest fixtures: a started `FakeDiscord`, and the bot (any client, or the real BarbuBot)
running against it. Imported by `tests/conftest.py`.

    async def test_something(fake_discord, start_barbu_bot):
        bot = await start_barbu_bot(cogs=[MyCog])
        sent = await fake_discord.slash("alice", "barbu start")
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

import discord
import pytest
from discord.ext import commands

from bot.app import BarbuBot, point_at_discord
from bot.settings import Settings

from .botrun import GUILD_READY_TIMEOUT, pointed_at, running
from .server import FakeDiscord

StartClient = Callable[[discord.Client], Awaitable[discord.Client]]
StartBarbu = Callable[..., Awaitable[BarbuBot]]


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
async def start_client(fake_discord: FakeDiscord) -> AsyncIterator[StartClient]:
    """`await start_client(client)`: run any discord.py client against the fake until teardown."""
    async with contextlib.AsyncExitStack() as stack:

        async def start(client: discord.Client) -> discord.Client:
            return await stack.enter_async_context(running(client, fake_discord))

        yield start


def barbu_settings(fake: FakeDiscord, tmp_path: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "discord_token": fake.token,
        "database_path": tmp_path / "barbu.sqlite3",
        "dev_guild_id": fake.world.guild.id,
        "api_base": fake.api_base,
        "gateway_url": fake.gateway_url,
        **overrides,
    }
    return Settings(**values)


@pytest.fixture
async def start_barbu_bot(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[StartBarbu]:
    """`await start_barbu_bot(cogs=(), bot_class=BarbuBot, **settings)`: the real application.

    Extra `cogs` (classes taking the bot, or cog instances) are added before start-up, so
    their slash commands are synced with the project's own.
    """
    async with contextlib.AsyncExitStack() as stack:
        # point_at_discord changes discord.py's globals: restore them after the bots close.
        stack.enter_context(pointed_at(fake_discord))

        async def start(
            *,
            cogs: Iterable[type[commands.Cog] | commands.Cog] = (),
            bot_class: type[BarbuBot] = BarbuBot,
            **settings: Any,
        ) -> BarbuBot:
            config = barbu_settings(fake_discord, tmp_path, **settings)
            point_at_discord(config.api_base, config.gateway_url)
            bot = bot_class(config, guild_ready_timeout=GUILD_READY_TIMEOUT)
            for cog in cogs:
                await bot.add_cog(cog(bot) if isinstance(cog, type) else cog)
            await stack.enter_async_context(running(bot, fake_discord))
            return bot

        yield start


@pytest.fixture
async def barbu_bot(start_barbu_bot: StartBarbu) -> BarbuBot:
    """The real application, with the project's extensions, connected to `fake_discord`."""
    return await start_barbu_bot()
