"""The /guillotine commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.guillotine import text
from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.text import LEVEL_CHOICES
from cogs.tables.commands import LANGUAGE_CHOICES, START_LANGUAGE, TableCog
from cogs.tables.components import MENU_SIZE
from cogs.tables.rules import topic_choices
from cogs.tables.words import THINK_TIME, THINK_TIME_RANGE
from games.guillotine import ACTIONS, NOBLES

if TYPE_CHECKING:
    from bot.app import BarbuBot


class GuillotineCog(
    TableCog,
    name="Guillotine",
    group_name="guillotine",
    group_description="Play Paul Peterson's Guillotine",
):
    """Slash commands of the Guillotine table."""

    game = "guillotine"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, GuillotineAdapter())

    @app_commands.command(name="start", description="Open a Guillotine table in this channel")
    @app_commands.describe(
        players="How many seats (2 to 5); empty seats get computer players at Start",
        computers="Computer players to seat at once",
        level="How the computer players play",
        turn_timer="Seconds a player has to act before the computer plays for them",
        wait_seconds="How long the Wait a Moment! window stays open before each collection",
        end_cards="After the third day, play the cards that change the points (default yes)",
        think_ms=THINK_TIME,
        language=START_LANGUAGE,
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
        wait_seconds=[app_commands.Choice(name=f"{s} s", value=s) for s in (10, 5, 15, 20, 30)],
        end_cards=[
            app_commands.Choice(name="no", value="off"),
            app_commands.Choice(name="yes", value="on"),
        ],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 5] = 3,
        computers: app_commands.Range[int, 0, 4] = 0,
        level: str = "basic",
        turn_timer: app_commands.Range[int, 30, 600] = DEFAULT_TURN_TIMER,
        wait_seconds: int = 10,
        end_cards: str = "on",
        think_ms: app_commands.Range[int, 100, 2000] = 500,
        language: str | None = None,
    ) -> None:
        problem = self.check_common(level, computers, players - 1, turn_timer)
        if not 2 <= players <= 5:
            problem = text.WRONG_PLAYERS
        elif not problem and not 100 <= think_ms <= 2000:
            problem = THINK_TIME_RANGE
        if problem:
            await self.tell(interaction, problem)
            return
        await self.open(
            interaction,
            options={"wait_seconds": wait_seconds, "end_cards": end_cards},
            settings={
                "turn_timer": turn_timer,
                "level": level,
                "players": players,
                "think_ms": think_ms,
            },
            computers=computers,
            language=language,
        )

    @app_commands.command(name="rules", description="How Guillotine is played, or what a card does")
    @app_commands.describe(
        topic="A part of the rules (the overview if empty)", card="A noble or an action card"
    )
    @app_commands.choices(topic=topic_choices("guillotine"))
    async def rules(
        self, interaction: discord.Interaction, topic: str | None = None, card: str | None = None
    ) -> None:
        if card is None:
            await self.show_rules(interaction, topic)
            return
        found = _find_card(card)
        if found is None:
            await interaction.response.send_message(text.NO_SUCH_CARD, ephemeral=True)
            return
        await interaction.response.send_message(found, ephemeral=True)

    @rules.autocomplete("card")
    async def _card_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.casefold()
        names = sorted({c.name for c in (*NOBLES.values(), *ACTIONS.values())})
        return [app_commands.Choice(name=n, value=n) for n in names if wanted in n.casefold()][
            :MENU_SIZE
        ]


def _find_card(query: str) -> str | None:
    """A card's rules text, by name or slug (any case)."""
    wanted = query.strip().casefold()
    for noble in NOBLES.values():
        if wanted in (noble.name.casefold(), noble.slug):
            points = noble.points_label
            what = noble.text or "No instruction."
            return (
                f"**{noble.name}** · noble, {noble.colour}, {points} points ×{noble.copies}\n{what}"
            )
    for action in ACTIONS.values():
        if wanted in (action.name.casefold(), action.slug):
            return f"**{action.name}** · action card ×{action.copies}\n{action.text}"
    return None
