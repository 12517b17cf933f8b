"""Entry point: `barbu-bot` or `python -m bot` reads the settings and runs the bot."""

from __future__ import annotations

import logging
import sys

import discord

from bot.app import BarbuBot, point_at_discord
from bot.settings import Settings, SettingsError


def main() -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as error:
        print(f"barbu-bot: {error}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    point_at_discord(settings.api_base, settings.gateway_url)
    bot = BarbuBot(settings)
    try:
        bot.run(settings.discord_token, log_handler=None)
    except discord.LoginFailure:
        print("barbu-bot: Discord refused the token: check DISCORD_TOKEN in .env.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
