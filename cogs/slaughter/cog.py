"""The /slaughter commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.i18n import command_text, speak_to, speaking
from cogs.slaughter import text
from cogs.slaughter.adapter import SlaughterAdapter
from cogs.tables.commands import LANGUAGE_CHOICES, LANGUAGE_NAME, START_LANGUAGE, TableCog
from cogs.tables.rules import topic_choices

if TYPE_CHECKING:
    from bot.app import BarbuBot

START_OPTIONS = ("opponent", "computer", "level", "match", "turn_timer")


def _option_texts(options: tuple[str, ...], suffix: str = "") -> dict[str, app_commands.locale_str]:
    """Each option's name (or, with `-description`, its description) in the catalogue."""
    return {o: command_text(f"slaughter-cmd-{o.replace('_', '-')}{suffix}") for o in options}


class SlaughterCog(
    TableCog,
    name="Gin Slaughtre",
    group_name="slaughter",
    group_description=command_text("slaughter-cmd-group"),
):
    """Slash commands of the Gin Slaughtre table."""

    game = "slaughter"
    unit = "match"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, SlaughterAdapter())

    @app_commands.command(
        name=command_text("slaughter-cmd-start"),
        description=command_text("slaughter-cmd-start-description"),
    )
    @app_commands.rename(**_option_texts(START_OPTIONS), language=LANGUAGE_NAME)
    @app_commands.describe(**_option_texts(START_OPTIONS, "-description"), language=START_LANGUAGE)
    @app_commands.choices(level=text.level_choices(), language=LANGUAGE_CHOICES)
    @app_commands.choices(match=text.match_choices())  # numbers: a decorator of their own
    async def start(
        self,
        interaction: discord.Interaction,
        opponent: discord.Member | None = None,
        computer: bool = False,
        level: str = "basic",
        match: int = 3,
        turn_timer: app_commands.Range[int, 30, 600] = DEFAULT_TURN_TIMER,
        language: str | None = None,
    ) -> None:
        speak_to(interaction)
        problem = self.check_common(level, int(computer), 1, turn_timer)
        if match not in (1, 3, 5):
            problem = text.wrong_match()
        elif opponent is not None and computer:
            problem = text.not_both()
        elif opponent is not None and (opponent.bot or opponent.id == interaction.user.id):
            problem = text.another_member()
        if problem:
            await self.tell(interaction, problem)
            return
        table = await self.open(
            interaction,
            options={"match": match},
            settings={"turn_timer": turn_timer, "level": level},
            computers=int(computer),
            language=language,
        )
        if table is not None and opponent is not None:
            # A public line: the table's language.
            with speaking(table.language):
                challenge = text.challenge(opponent.mention, interaction.user.mention)
            await interaction.followup.send(
                challenge, allowed_mentions=discord.AllowedMentions(users=[opponent])
            )

    @app_commands.command(
        name=command_text("slaughter-cmd-rules"),
        description=command_text("slaughter-cmd-rules-description"),
    )
    @app_commands.rename(topic=command_text("slaughter-cmd-topic"))
    @app_commands.describe(topic=command_text("slaughter-cmd-topic-description"))
    @app_commands.choices(topic=topic_choices("slaughter"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await self.show_rules(interaction, topic)
