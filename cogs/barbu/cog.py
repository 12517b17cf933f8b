"""The /barbu commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.barbu.adapter import BarbuAdapter
from cogs.barbu.text import LEVEL_CHOICES, RULES_CHOICES, WRONG_RULES, no_such_option
from cogs.tables.commands import LANGUAGE_CHOICES, START_LANGUAGE, TableCog
from cogs.tables.rules import topic_choices
from cogs.tables.words import THINK_TIME, THINK_TIME_RANGE
from games.barbu.rulesets import RULE_SETS

if TYPE_CHECKING:
    from bot.app import BarbuBot


class BarbuCog(
    TableCog, name="Barbu", group_name="barbu", group_description="Play Barbu with this server"
):
    """Slash commands of the Barbu table."""

    game = "barbu"
    unit = "series"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, BarbuAdapter())

    @app_commands.command(name="start", description="Open a Barbu table in this channel")
    @app_commands.describe(
        language=START_LANGUAGE,
        rules="Barbu (52 cards) or Scott Marley's Guillotine (32 cards)",
        computers="Computer players to seat at once (empty seats get one at Start anyway)",
        level="How the computer players play",
        turn_timer="Seconds a player has to act before the computer plays for them",
        first_lead="Barbu: who leads to the first trick",
        domino_scores="Barbu: Domino points by finishing order",
        heart_lead="Barbu, No Hearts and No King: when hearts may be led",
        discard="Barbu, Trumps: what a player who cannot follow must do",
        domino_order="Marley, Dominoes: the rank order",
        hints="Offer a Hint button (the strong player's suggestion; shown on the scoresheet)",
        think_ms=THINK_TIME,
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        rules=RULES_CHOICES,
        level=LEVEL_CHOICES,
        first_lead=[
            app_commands.Choice(name="the declarer", value="declarer"),
            app_commands.Choice(name="the declarer's right-hand neighbour", value="right"),
        ],
        domino_scores=[
            app_commands.Choice(name="+40 +20 +5 0", value="40,20,5,0"),
            app_commands.Choice(name="+45 +20 +5 −5", value="45,20,5,-5"),
        ],
        heart_lead=[
            app_commands.Choice(name="only when holding only hearts", value="only-hearts"),
            app_commands.Choice(name="also once a heart was discarded", value="after-discard"),
        ],
        discard=[
            app_commands.Choice(name="free (beat a trump already played if you can)", value="free"),
            app_commands.Choice(name="must trump if you can", value="must-trump"),
        ],
        domino_order=[
            app_commands.Choice(name="A K Q J 10 9 8 7", value="standard"),
            app_commands.Choice(name="French: A 10 K Q J 9 8 7", value="french"),
        ],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        rules: str = "barbu",
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str = "basic",
        turn_timer: app_commands.Range[int, 30, 600] = DEFAULT_TURN_TIMER,
        first_lead: str | None = None,
        domino_scores: str | None = None,
        heart_lead: str | None = None,
        discard: str | None = None,
        domino_order: str | None = None,
        hints: bool = False,
        think_ms: app_commands.Range[int, 100, 2000] = 500,
        language: str | None = None,
    ) -> None:
        problem = None
        if rules not in RULE_SETS:
            problem = WRONG_RULES
        else:
            problem = self.check_common(level, computers, 3, turn_timer)
            if not problem and not 100 <= think_ms <= 2000:
                problem = THINK_TIME_RANGE
        variants = {
            key: value
            for key, value in {
                "first_lead": first_lead,
                "domino_scores": domino_scores,
                "heart_lead": heart_lead,
                "discard": discard,
                "domino_order": domino_order,
            }.items()
            if value is not None
        }
        wrong = (
            [key for key in variants if key not in RULE_SETS[rules].options] if not problem else []
        )
        if wrong:
            problem = no_such_option(RULE_SETS[rules].title, wrong)
        if problem:
            await self.tell(interaction, problem)
            return
        await self.open(
            interaction,
            options={"rules": rules, **variants},
            settings={
                "turn_timer": turn_timer,
                "level": level,
                "hints": hints,
                "think_ms": think_ms,
            },
            computers=computers,
            language=language,
        )

    @app_commands.command(name="rules", description="How Barbu is played")
    @app_commands.describe(contract="A contract, doubling, or another part of the rules")
    @app_commands.choices(contract=topic_choices("barbu"))
    async def rules(self, interaction: discord.Interaction, contract: str | None = None) -> None:
        await self.show_rules(interaction, contract)
