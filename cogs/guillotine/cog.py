"""The /guillotine commands: `start` and `rules` here; `leaderboard`, `stats`, `abandon`
and `replace` come from the shared `TableCog` (cogs/tables/commands.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER
from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.text import card_info, card_name
from cogs.i18n import command_text, speak_to, t
from cogs.tables.commands import LANGUAGE_CHOICES, LANGUAGE_NAME, START_LANGUAGE, TableCog
from cogs.tables.components import MENU_SIZE
from cogs.tables.rules import topic_choices
from cogs.tables.words import think_time_range
from games.guillotine import ACTIONS, NOBLES

if TYPE_CHECKING:
    from bot.app import BarbuBot


def _choice(key: str, value: str | int) -> app_commands.Choice:
    return app_commands.Choice(name=command_text(f"guillotine-choice-{key}"), value=value)


class GuillotineCog(
    TableCog,
    name="Guillotine",
    group_name=command_text("guillotine-cmd-group"),
    group_description=command_text("guillotine-cmd-group-description"),
):
    """Slash commands of the Guillotine table."""

    game = "guillotine"

    def __init__(self, bot: BarbuBot) -> None:
        super().__init__(bot, GuillotineAdapter())

    @app_commands.command(
        name=command_text("guillotine-cmd-start"),
        description=command_text("guillotine-cmd-start-description"),
    )
    @app_commands.rename(
        players=command_text("guillotine-cmd-players"),
        computers=command_text("guillotine-cmd-computers"),
        level=command_text("guillotine-cmd-level"),
        turn_timer=command_text("guillotine-cmd-turn-timer"),
        wait_seconds=command_text("guillotine-cmd-wait-seconds"),
        end_cards=command_text("guillotine-cmd-end-cards"),
        think_ms=command_text("guillotine-cmd-think-ms"),
        language=LANGUAGE_NAME,
    )
    @app_commands.describe(
        players=command_text("guillotine-cmd-players-description"),
        computers=command_text("guillotine-cmd-computers-description"),
        level=command_text("guillotine-cmd-level-description"),
        turn_timer=command_text("guillotine-cmd-turn-timer-description"),
        wait_seconds=command_text("guillotine-cmd-wait-seconds-description"),
        end_cards=command_text("guillotine-cmd-end-cards-description"),
        think_ms=command_text("guillotine-cmd-think-ms-description"),
        language=START_LANGUAGE,
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        level=[_choice("basic", "basic"), _choice("strong", "strong")],
        wait_seconds=[_choice(f"seconds-{s}", s) for s in (10, 5, 15, 20, 30)],
        end_cards=[_choice("no", "off"), _choice("yes", "on")],
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
        speak_to(interaction)
        problem = self.check_common(level, computers, players - 1, turn_timer)
        if not 2 <= players <= 5:
            problem = t("guillotine-wrong-players")
        elif not problem and not 100 <= think_ms <= 2000:
            problem = think_time_range()
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

    @app_commands.command(
        name=command_text("guillotine-cmd-rules"),
        description=command_text("guillotine-cmd-rules-description"),
    )
    @app_commands.rename(
        topic=command_text("guillotine-cmd-topic"), card=command_text("guillotine-cmd-card")
    )
    @app_commands.describe(
        topic=command_text("guillotine-cmd-topic-description"),
        card=command_text("guillotine-cmd-card-description"),
    )
    @app_commands.choices(topic=topic_choices("guillotine"))
    async def rules(
        self, interaction: discord.Interaction, topic: str | None = None, card: str | None = None
    ) -> None:
        if card is None:
            await self.show_rules(interaction, topic)
            return
        speak_to(interaction)
        found = _find_card(card)
        answer = card_info(found) if found else t("guillotine-no-such-card")
        await interaction.response.send_message(answer, ephemeral=True)

    @rules.autocomplete("card")
    async def _card_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        speak_to(interaction)
        wanted = current.casefold()
        # The value is the card's slug: it means the same card in every language.
        cards = sorted(((card_name(c), c) for c in (*NOBLES, *ACTIONS)), key=lambda c: c[0])
        found = [app_commands.Choice(name=n, value=c) for n, c in cards if wanted in n.casefold()]
        return found[:MENU_SIZE]


def _find_card(query: str) -> str | None:
    """A card's slug, from its slug or its name in the user's language or in English (any
    case): a user may type a name rather than pick one."""
    wanted = query.strip().casefold()
    for card in (*NOBLES, *ACTIONS):
        if wanted in (card, card_name(card).casefold(), _english(card).casefold()):
            return card
    return None


def _english(card: str) -> str:
    return (NOBLES.get(card) or ACTIONS[card]).name
