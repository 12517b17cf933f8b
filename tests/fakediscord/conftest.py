"""Fixtures of the fake's own tests (the project's fixtures are in tests/conftest.py)."""

from __future__ import annotations

import pytest

from .plugin import StartClient
from .server import FakeDiscord
from .tinybot import TinyBot


@pytest.fixture
async def tiny(fake_discord: FakeDiscord, start_client: StartClient) -> TinyBot:
    """A tiny real discord.py bot (tinybot.py), connected to `fake_discord` until teardown."""
    bot = TinyBot(fake_discord.world.guild.id)
    await start_client(bot)
    return bot
