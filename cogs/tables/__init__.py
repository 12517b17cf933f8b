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

from bot.workers import preload
from cogs.i18n import CatalogueTranslator, speaking, t
from cogs.tables.components import DYNAMIC_ITEMS
from cogs.tables.help import Help
from cogs.tables.history import HISTORY_ITEMS
from cogs.tables.ui import TableUI
from games.registry import all_games

# What the worker processes import for drawing (the renderers) and thinking (the games'
# players): loaded once by the fork server, not by every new worker.
WORKER_MODULES = ("render", "games")

if TYPE_CHECKING:
    from bot.app import BarbuBot


class CatalogueSeatNames:
    """Names computer seats from the catalogue, in the table's language (bot.tables.SeatNamer)."""

    def computer(self, language: str, number: int) -> str:
        with speaking(language):
            return t("tables-computer-name", number=number)

    def replacing(self, language: str, name: str) -> str:
        with speaking(language):
            return t("tables-computer-for", name=name)


class Tables(commands.Cog):
    """Owns the table UI for the extension's lifetime."""

    def __init__(self, bot: BarbuBot, ui: TableUI) -> None:
        self.bot = bot
        self.ui = ui

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS, *HISTORY_ITEMS)
        self.bot.hub.listeners.remove(self.ui)
        await self.ui.close()


async def setup(bot: BarbuBot) -> None:
    preload(*WORKER_MODULES)
    await bot.tree.set_translator(CatalogueTranslator())
    ui = TableUI(bot, bot.hub)
    bot.table_ui = ui
    bot.hub.listeners.append(ui)
    bot.hub.seat_names = CatalogueSeatNames()
    bot.add_dynamic_items(*DYNAMIC_ITEMS, *HISTORY_ITEMS)
    await bot.add_cog(Tables(bot, ui))
    await bot.add_cog(Help())
    for info in all_games().values():
        await bot.load_extension(info.cog)


async def teardown(bot: BarbuBot) -> None:
    for info in all_games().values():
        if info.cog in bot.extensions:
            await bot.unload_extension(info.cog)
