"""The /slaughter commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.slaughter import text
from cogs.slaughter.adapter import SlaughterAdapter
from cogs.slaughter.text import LEVEL_CHOICES
from cogs.tables.commands import LANGUAGE_CHOICES, START_LANGUAGE, TableCog
from cogs.tables.rules import topic_choices

if TYPE_CHECKING:
    from bot.app import BarbuBot


class SlaughterCog(
    TableCog,
    name="Gin Slaughtre",
    group_name="slaughter",
    group_description="Play Gin Slaughtre, a duel of shedding",
):
    """Slash commands of the Gin Slaughtre table."""

    game = "slaughter"
    unit = "match"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, SlaughterAdapter())

    @app_commands.command(name="start", description="Challenge a member, or a computer player")
    @app_commands.describe(
        opponent="The member you challenge (empty: they can Join, or a computer plays)",
        computer="Play against a computer player at once",
        level="How the computer player plays",
        match="Games to win the match",
        turn_timer="Seconds a player has to act before the computer plays for them",
        language=START_LANGUAGE,
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
        match=[app_commands.Choice(name=text.first_to(n), value=n) for n in (3, 1, 5)],
    )
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
        problem = self.check_common(level, int(computer), 1, turn_timer)
        if match not in (1, 3, 5):
            problem = text.WRONG_MATCH
        elif opponent is not None and computer:
            problem = text.NOT_BOTH
        elif opponent is not None and (opponent.bot or opponent.id == interaction.user.id):
            problem = text.ANOTHER_MEMBER
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
            await interaction.followup.send(
                text.challenge(opponent.mention, interaction.user.mention),
                allowed_mentions=discord.AllowedMentions(users=[opponent]),
            )

    @app_commands.command(name="rules", description="How Gin Slaughtre is played")
    @app_commands.describe(topic="A part of the rules (the overview if empty)")
    @app_commands.choices(topic=topic_choices("slaughter"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await self.show_rules(interaction, topic)
