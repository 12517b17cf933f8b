"""The shared table extension: everything a game's table needs on Discord but the game.

Loaded first (bot/app.py); it creates the `TableUI` that listens to the bot's `TableHub`,
registers every button and menu (`components.DYNAMIC_ITEMS`), and then loads each
registered game's own extension, `cogs.<game>` (games/registry.py): nothing here names a
game. It also adds `/help` (help.py), and gives the command tree the translator that tells
Discord every command in French, German and Dutch (i18n.py; bot/app.py loads the
extensions before it syncs the commands, so the translations go with them). Unloading it
(at shutdown) lets pending publications finish first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from cogs.tables.components import DYNAMIC_ITEMS
from cogs.tables.help import Help
from cogs.tables.i18n import CatalogueTranslator
from cogs.tables.ui import TableUI
from games.registry import all_games

if TYPE_CHECKING:
    from bot.app import BarbuBot


class Tables(commands.Cog):
    """Owns the table UI for the extension's lifetime."""

    def __init__(self, bot: BarbuBot, ui: TableUI) -> None:
        self.bot = bot
        self.ui = ui

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.hub.listeners.remove(self.ui)
        await self.ui.close()


async def setup(bot: BarbuBot) -> None:
    await bot.tree.set_translator(CatalogueTranslator())
    ui = TableUI(bot, bot.hub)
    bot.table_ui = ui
    bot.hub.listeners.append(ui)
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Tables(bot, ui))
    await bot.add_cog(Help())
    for name in all_games():
        await bot.load_extension(f"cogs.{name}")


async def teardown(bot: BarbuBot) -> None:
    for name in all_games():
        if f"cogs.{name}" in bot.extensions:
            await bot.unload_extension(f"cogs.{name}")
