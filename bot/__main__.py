"""Entry point: `barbu-bot` or `python -m bot` reads the settings and runs the bot.

What a new user can get wrong (no token, a bad setting, no network, a refused token, a
damaged database) ends in one line on stderr saying what to fix, and exit status 2: never a
traceback.
"""

from __future__ import annotations

import argparse
import logging
import sys

import aiohttp
import discord

from bot.app import bot_for, point_at_discord
from bot.memory import run_under_jemalloc
from bot.settings import Settings, SettingsError
from bot.storage import StorageUnavailable
from bot.storage.fence import ShardsHeld
from bot.storage.writer import DatabaseUnusable

DESCRIPTION = (
    "barbu-bot: a Discord bot on which a server's members play card games (Barbu, "
    "Gin Slaughtre, Guillotine) with slash commands."
)
EPILOG = (
    "Settings come from the environment and from a .env file in the current directory "
    "(the environment wins). DISCORD_TOKEN is required; .env.example describes every "
    "setting (cp .env.example .env, then fill it in). Once connected, the bot logs its "
    "invite link."
)


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    """The command line: settings live in the environment; one option says what to do
    when another process holds this one's shards (or its SQLite file)."""
    parser = argparse.ArgumentParser(prog="barbu-bot", description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument(
        "--wait-for-shards",
        action="store_true",
        help="if another process runs these shards (or uses the SQLite file), wait until "
        "it stops instead of exiting (e.g. a new version started before the old one ends)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    arguments = parse_arguments(argv)
    try:
        settings = Settings.from_env()
    except SettingsError as error:
        print(f"barbu-bot: {error}", file=sys.stderr)
        return 2
    run_under_jemalloc(settings.memory_allocator)  # returns only when it needs not start again
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    point_at_discord(settings.api_base, settings.gateway_url)
    bot = bot_for(settings, wait_for_shards=arguments.wait_for_shards)
    try:
        bot.run(settings.discord_token, log_handler=None)
    except ShardsHeld as held:
        print(f"barbu-bot: {held}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print("barbu-bot: Discord refused the token: check DISCORD_TOKEN in .env.", file=sys.stderr)
        return 2
    except (aiohttp.ClientConnectionError, discord.DiscordServerError) as error:
        # Raised by the login request when Discord can't be reached: no network, a DNS
        # failure, a proxy (DISCORD_API_BASE) that is down, or Discord answering 5xx.
        print(
            f"barbu-bot: can't reach Discord ({error}): check the network"
            + (f" and DISCORD_API_BASE ({settings.api_base})" if settings.api_base else "")
            + ".",
            file=sys.stderr,
        )
        return 2
    except DatabaseUnusable as error:
        # Raised at start-up (after login) when the SQLite file is damaged or lost what it
        # held: the line says what to do.
        print(f"barbu-bot: {error}.", file=sys.stderr)
        return 2
    except StorageUnavailable as error:
        # Raised at start-up (after login) when DATABASE_URL's server can't be used.
        print(f"barbu-bot: {error}: check DATABASE_URL.", file=sys.stderr)
        return 2
    if bot.lost_fence is not None:
        return 2  # said in the log when it happened (BarbuBot.fence_lost)
    return 0


if __name__ == "__main__":
    sys.exit(main())
