"""The /barbu commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.barbu import vocabulary
from cogs.barbu.adapter import BarbuAdapter
from cogs.i18n import command_text
from cogs.tables.commands import LANGUAGE_CHOICES, LANGUAGE_NAME, START_LANGUAGE, TableCog
from cogs.tables.rules import topic_choices
from cogs.tables.words import think_time_range
from games.barbu.rulesets import RULE_SETS

if TYPE_CHECKING:
    from bot.app import BarbuBot

# The start command's options: parameter name -> catalogue key (barbu-opt-<key>, its
# -description); Discord shows each user the names and descriptions in their language.
_OPTIONS = {
    "rules": "rules",
    "computers": "computers",
    "level": "level",
    "turn_timer": "turn-timer",
    "first_lead": "first-lead",
    "domino_scores": "domino-scores",
    "heart_lead": "heart-lead",
    "discard": "discard",
    "domino_order": "domino-order",
    "hints": "hints",
    "think_ms": "think-ms",
}


class BarbuCog(
    TableCog,
    name="Barbu",
    group_name=command_text("barbu-cmd-group"),
    group_description=command_text("barbu-cmd-group-description"),
):
    """Slash commands of the Barbu table."""

    game = "barbu"
    unit = "series"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, BarbuAdapter())

    @app_commands.command(
        name=command_text("barbu-cmd-start"),
        description=command_text("barbu-cmd-start-description"),
    )
    @app_commands.rename(
        **{name: command_text(f"barbu-opt-{key}") for name, key in _OPTIONS.items()},
        language=LANGUAGE_NAME,
    )
    @app_commands.describe(
        **{name: command_text(f"barbu-opt-{key}-description") for name, key in _OPTIONS.items()},
        language=START_LANGUAGE,
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        rules=vocabulary.RULES_CHOICES,
        level=vocabulary.LEVEL_CHOICES,
        first_lead=vocabulary.FIRST_LEAD_CHOICES,
        domino_scores=vocabulary.DOMINO_SCORES_CHOICES,
        heart_lead=vocabulary.HEART_LEAD_CHOICES,
        discard=vocabulary.DISCARD_CHOICES,
        domino_order=vocabulary.DOMINO_ORDER_CHOICES,
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
            problem = vocabulary.wrong_rules()
        else:
            problem = self.check_common(level, computers, 3, turn_timer)
            if not problem and not 100 <= think_ms <= 2000:
                problem = think_time_range()
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
            problem = vocabulary.no_such_option(rules, wrong)
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

    @app_commands.command(
        name=command_text("barbu-cmd-rules"),
        description=command_text("barbu-cmd-rules-description"),
    )
    @app_commands.rename(contract=command_text("barbu-cmd-contract"))
    @app_commands.describe(contract=command_text("barbu-cmd-contract-description"))
    @app_commands.choices(contract=topic_choices("barbu"))
    async def rules(self, interaction: discord.Interaction, contract: str | None = None) -> None:
        await self.show_rules(interaction, contract)
