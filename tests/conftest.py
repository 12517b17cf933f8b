"""Shared fixtures: the fake Discord and the bot running against it (tests/fakediscord)."""

from tests.fakediscord.plugin import barbu_bot, fake_discord, start_barbu_bot, start_client

__all__ = ["barbu_bot", "fake_discord", "start_barbu_bot", "start_client"]
