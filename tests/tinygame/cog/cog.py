"""The /highcard commands: `start` here; `leaderboard`, `stats`, `abandon`, `replace` and
`settings` come from the shared `TableCog` (cogs/tables/commands.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.i18n import command_text, speak_to
from cogs.tables.commands import LANGUAGE_CHOICES, LANGUAGE_NAME, START_LANGUAGE, TableCog
from tests.tinygame.cog.adapter import HighCardAdapter

if TYPE_CHECKING:
    from bot.app import BarbuBot


class HighCardCog(
    TableCog,
    name="High Card",
    group_name="highcard",
    group_description=command_text("highcard-cmd-group"),
):
    """Slash commands of the High Card table."""

    game = "highcard"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, HighCardAdapter())

    @app_commands.command(
        name=command_text("highcard-cmd-start"),
        description=command_text("highcard-cmd-start-description"),
    )
    @app_commands.rename(computer=command_text("highcard-cmd-computer"), language=LANGUAGE_NAME)
    @app_commands.describe(
        computer=command_text("highcard-cmd-computer-description"), language=START_LANGUAGE
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def start(
        self, interaction: discord.Interaction, computer: bool = False, language: str | None = None
    ) -> None:
        speak_to(interaction)
        await self.open(
            interaction, options={}, settings={}, computers=int(computer), language=language
        )
