"""Seasons on Discord, for one game's group (what a season is: bot/storage/seasons.py).

- `/<game> season start [name]` opens the next season, and tells the channel;
  `/<game> season auto` turns the monthly schedule on or off. Both are for members with
  Manage Server, checked here when the command runs: Discord applies
  `default_permissions` to a whole top-level command only, and `/<game>` is everyone's.
- The `season` option of `leaderboard` and `stats`: its autocomplete offers the current
  season, all seasons together, then the past ones, newest first; what it names becomes
  a `Shown`, whose heading says which results the answer counts.
- A season's name in the language being spoken: the one a manager gave it, else its
  month for one the schedule opened ("November 2026", "novembre 2026"), else its number.

The cog's commands (cogs/tables/commands.py) hand their work to `SeasonCommands`.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import discord
from babel import Locale
from babel.dates import format_skeleton
from discord import app_commands

from bot.storage import Season, Storage
from cogs.i18n import base_language, command_text, current_language, speak_to, speaking, t
from cogs.tables.clicks import tell
from cogs.tables.components import may_manage_tables
from cogs.tables.words import plain

__all__ = ["ALL_SEASONS", "LENGTH_CHOICES", "SeasonCommands", "Shown", "season_name"]

ALL_SEASONS = "all"  # the `season` option's value for every season together

# Discord shows at most 25 autocomplete choices, each named in at most 100 characters.
MOST_CHOICES = 25
CHOICE_NAME = 100

# The `length` option of `season auto`: whether each season lasts a calendar month.
MONTHLY = {"monthly": True, "off": False}
LENGTH_CHOICES = [
    app_commands.Choice(name=command_text(f"tables-season-length-{value}"), value=value)
    for value in MONTHLY
]


@functools.cache
def _babel_locale(language: str) -> Locale:
    return Locale.parse(language)


def month_and_year(timestamp: float) -> str:
    """A month and its year as the language being spoken writes them (UTC)."""
    moment = datetime.fromtimestamp(timestamp, UTC)
    locale = _babel_locale(base_language(current_language()))
    return format_skeleton("yMMMM", moment, locale=locale)


def season_name(season: Season) -> str:
    """How a season is called, in the language being spoken; a manager's name as typed
    (escape it where Discord reads markdown)."""
    if season.name:
        return season.name
    if season.automatic:
        return month_and_year(season.started_at)
    return t("tables-season-number", number=season.number)


@dataclass(frozen=True)
class Shown:
    """The results an answer counts: one season's, or every season's together (None)."""

    season: Season | None

    @property
    def number(self) -> int | None:
        """The season's number for the storage (None: all time)."""
        return None if self.season is None else self.season.number

    def _which(self) -> str:
        if self.season is None:
            return "all"
        return "current" if self.season.current else "past"

    def heading(self) -> str:
        """The answer's first line: `Current season: **November 2026**`."""
        name = "" if self.season is None else plain(season_name(self.season))
        return t("tables-season-shown", which=self._which(), season=name)

    def title(self, game: str) -> str:
        """The leaderboard image's title: `Barbu · November 2026`."""
        name = "" if self.season is None else season_name(self.season)
        which = "all" if self.season is None else "season"
        return t("tables-leaderboard-season-title", which=which, game=game, season=name)


class SeasonCommands:
    """The season commands and the `season` option of one game's group."""

    def __init__(
        self,
        game: str,
        title: str,
        storage: Callable[[], Storage],
        server_language: Callable[[discord.Interaction], Awaitable[str]],
    ) -> None:
        self.game = game
        self.title = title
        self._storage = storage
        self._server_language = server_language

    async def shown(self, interaction: discord.Interaction, asked: str | None) -> Shown | None:
        """What the `season` option names: a choice's value, or a name typed without
        choosing (in the asker's language); the current season when empty. None, and the
        asker told, when no season has that name."""
        seasons = await self._storage().seasons(interaction.guild_id or 0, self.game)
        typed = " ".join((asked or "").split()).casefold()
        if not typed:
            return Shown(seasons[-1])
        if typed in (ALL_SEASONS, t("tables-season-choice-all").casefold()):
            return Shown(None)
        for season in reversed(seasons):
            if typed in (str(season.number), season_name(season).casefold()):
                return Shown(season)
        await tell(interaction, t("tables-season-unknown", title=self.title))
        return None

    async def choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The autocomplete of the `season` option, in the asker's language: the current
        season, every season together, then the past ones newest first; those whose name
        holds what is typed so far."""
        speak_to(interaction)  # the group's check does not run for an autocomplete
        *past, now = await self._storage().seasons(interaction.guild_id or 0, self.game)
        offered = [
            (t("tables-season-choice-current", season=season_name(now)), str(now.number)),
            (t("tables-season-choice-all"), ALL_SEASONS),
            *((season_name(season), str(season.number)) for season in reversed(past)),
        ]
        typed = current.strip().casefold()
        return [
            app_commands.Choice(name=name[:CHOICE_NAME], value=value)
            for name, value in offered
            if typed in name.casefold()
        ][:MOST_CHOICES]

    async def start(self, interaction: discord.Interaction, name: str | None) -> None:
        """Open the next season (Manage Server) and tell the channel, in the server's
        language."""
        if not may_manage_tables(interaction.user):
            await tell(interaction, t("tables-season-manager-only"))
            return
        # One line, as Discord would send it; nothing but spaces is no name.
        name = " ".join((name or "").split()) or None
        try:
            season = await self._storage().start_season(interaction.guild_id or 0, self.game, name)
        except ValueError:  # a name longer than Discord lets a client send
            await tell(interaction, t("tables-error-transformer"))
            return
        with speaking(await self._server_language(interaction)):
            text = t(
                "tables-season-started",
                season=plain(season_name(season)),
                title=self.title,
                option=t("tables-option-season"),
                command=self.game,
                leaderboard=t("tables-command-leaderboard"),
            )
        await interaction.response.send_message(
            text, allowed_mentions=discord.AllowedMentions.none()
        )

    async def auto(self, interaction: discord.Interaction, length: str) -> None:
        """Turn the monthly schedule on or off (Manage Server); the asker is told what it
        means for the current season."""
        if not may_manage_tables(interaction.user):
            await tell(interaction, t("tables-season-manager-only"))
            return
        if length not in MONTHLY:  # only a modified client sends another
            await tell(interaction, t("tables-error-transformer"))
            return
        guild_id = interaction.guild_id or 0
        season = await self._storage().set_monthly_seasons(guild_id, self.game, MONTHLY[length])
        key = "tables-season-monthly" if season.monthly else "tables-season-by-hand"
        await tell(interaction, t(key, title=self.title, season=plain(season_name(season))))
