"""What every game's slash commands share, written once: a base `GroupCog` that each
game's cog inherits (`/barbu`, `/slaughter`, `/guillotine`), with `leaderboard`, `stats`,
`history` (its work: cogs/tables/history.py), `abandon`, `replace`, `settings` and the
`season` commands (their work: cogs/tables/seasons.py), opening a table, and plain-words
error answers.

A game's cog adds its own `start` (with the options that belong to it, `language`
among them: `LANGUAGE_CHOICES`) and `rules`, whose topics are its rules page's
(`show_rules`, cogs/tables/rules.py).

Whose language: every command answers the user in their client's language
(`interaction_check` speaks it before the command runs: discord.py awaits the check and
then the command in the same task, so the language set there holds in the command); what
a table shows everyone speaks the table's language, which `open` chooses (the start
option, else the server's setting, else the server's Discord locale, else English).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.storage.seasons import NAME_LENGTH
from bot.tables import DEFAULT_TURN_TIMER, Table, TableError, TableHub
from cogs.i18n import (
    LANGUAGES,
    command_text,
    current_language,
    language_of,
    speak_to,
    speaking,
    t,
)
from cogs.tables.adapter import GameAdapter
from cogs.tables.clicks import tell
from cogs.tables.components import may_manage_tables, take_back_view
from cogs.tables.history import show as show_history
from cogs.tables.lobby import lobby_buttons
from cogs.tables.rules import OVERVIEW, embeds
from cogs.tables.seasons import LENGTH_CHOICES, SeasonCommands, Shown
from cogs.tables.ui import table_ui
from cogs.tables.words import (
    abandoned_by,
    decimal,
    image_file,
    leaderboard_line,
    leaderboard_words,
    plain,
    replaced_notice,
    stats_line,
    table_refusal,
)
from games.registry import game as game_info
from render import render_leaderboard

if TYPE_CHECKING:
    from bot.app import BarbuBot

log = logging.getLogger(__name__)

# The `language` option of `/… start` and `/… settings`: each language by its own name.
START_LANGUAGE = command_text("tables-option-start-language-description")
LANGUAGE_NAME = command_text("tables-option-language")
LANGUAGE_CHOICES = [
    app_commands.Choice(name=command_text(f"tables-language-{code}"), value=code)
    for code in LANGUAGES
]


@app_commands.guild_only()
class TableCog(commands.GroupCog):
    """The commands of one game's group; `game` is its name in `games.registry`."""

    game: ClassVar[str]
    unit: ClassVar[str] = "game"  # what one finished table is called ("series", "match")

    def __init__(self, bot: BarbuBot, adapter: GameAdapter) -> None:
        self.bot = bot
        self.adapter = adapter
        table_ui(bot).adapters[self.game] = adapter
        self.seasons = SeasonCommands(
            self.game, self.title, lambda: self.hub.storage, self.server_language
        )
        super().__init__()

    @property
    def title(self) -> str:
        return game_info(self.game).title

    @property
    def hub(self) -> TableHub:
        return self.bot.hub

    async def tell(self, interaction: discord.Interaction, text: str) -> None:
        await tell(interaction, text)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Every command of the group answers in the user's language (see the module)."""
        speak_to(interaction)
        return True

    async def server_language(self, interaction: discord.Interaction) -> str:
        """The language of new tables on this server: its setting, else its Discord locale
        when the bot speaks it, else English."""
        chosen = await self.hub.storage.guild_language(interaction.guild_id or 0)
        if chosen in LANGUAGES:
            return chosen
        return language_of(interaction.guild_locale)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Slash-command errors are answered privately, in plain words."""
        if isinstance(error, app_commands.CheckFailure):
            text = t("tables-error-check")
        elif isinstance(error, app_commands.TransformerError):
            text = t("tables-error-transformer")
        else:
            log.exception("/%s failed", self.game, exc_info=error)
            text = t("tables-error-command")
        await self.tell(interaction, text)

    def check_common(self, level: str, computers: int, most: int, turn_timer: int) -> str | None:
        """What is wrong with the options every game's start has, if anything.

        Discord checks ranges and choices, but a modified client might not."""
        if level not in game_info(self.game).levels:
            return t("tables-choose-level")
        if not 0 <= computers <= most:
            return t("tables-computers-range", most=most)
        if not 30 <= turn_timer <= 600:
            return t("tables-timer-range")
        return None

    async def open(
        self,
        interaction: discord.Interaction,
        *,
        options: dict[str, Any],
        settings: dict[str, Any],
        computers: int,
        language: str | None = None,
    ) -> Table | None:
        """Open a lobby here and post its message; None (the user told why) if it can't.
        `language`: the start option (None: the server's, `server_language`)."""
        settings = {"turn_timer": DEFAULT_TURN_TIMER, **settings}
        if language not in LANGUAGES:
            language = await self.server_language(interaction)
        try:
            table = await self.hub.open_lobby(
                guild_id=interaction.guild_id or 0,
                channel_id=interaction.channel_id or 0,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                game=self.game,
                options=options,
                settings=settings,
                computers=computers,
                language=language,
            )
        except TableError as error:
            await self.tell(interaction, table_refusal(error))
            return None
        except ValueError:  # options the engine refuses together (a modified client)
            await self.tell(interaction, t("tables-refused-bad-options"))
            return None
        with speaking(table.language):  # a lobby just opened: its buttons
            content, view = self.adapter.lobby_text(table), lobby_buttons(table)
        await interaction.response.send_message(content, view=view)
        message = await interaction.original_response()
        await self.hub.note_shown(table, lobby_message_id=message.id)
        return table

    async def show_rules(self, interaction: discord.Interaction, topic: str | None) -> None:
        """A topic of the game's rules page (docs/<game>.md), only to the asker."""
        answer = embeds(self.game, topic or OVERVIEW, current_language())
        if answer is None:
            await self.tell(interaction, t("tables-unknown-topic"))
            return
        await interaction.response.send_message(embeds=answer, ephemeral=True)

    @app_commands.command(
        name=command_text("tables-command-leaderboard"),
        description=command_text("tables-command-leaderboard-description"),
    )
    @app_commands.rename(season=command_text("tables-option-season"))
    @app_commands.describe(season=command_text("tables-option-season-description"))
    async def leaderboard(
        self, interaction: discord.Interaction, season: str | None = None
    ) -> None:
        shown = await self.seasons.shown(interaction, season)  # refused in the asker's words
        if shown is None:
            return
        # A message the whole channel reads: the server's language, not the asker's.
        with speaking(await self.server_language(interaction)):
            await self._leaderboard(interaction, shown)

    async def _leaderboard(self, interaction: discord.Interaction, shown: Shown) -> None:
        guild_id = interaction.guild_id or 0
        rows = await self.hub.storage.leaderboard(guild_id, self.game, 15, shown.number)
        if not rows:
            await interaction.response.send_message(await self._no_leaderboard(guild_id, shown))
            return
        await interaction.response.defer()
        data: list[dict[str, Any]] = [
            {
                "rank": rank,
                "name": row.name or _name(interaction.guild, row.user_id),
                "played": row.played,
                "wins": row.wins,
                "avg_place": row.avg_place,
                "rating": row.rating,
            }
            for rank, row in enumerate(rows, start=1)
        ]
        # The image's numbers as the language writes them ("3,2" in French).
        drawn = [
            {**d, "avg_place": decimal(d["avg_place"], 2), "rating": decimal(d["rating"], 1)}
            for d in data
        ]
        image = await self.bot.workers.draw(
            render_leaderboard, shown.title(self.title), drawn, leaderboard_words()
        )
        lines = [
            leaderboard_line(d["rank"], plain(d["name"]), d["rating"], d["wins"], d["played"],
                             self.unit)
            for d in data
        ]  # fmt: skip
        await interaction.followup.send(
            "\n".join([shown.heading(), *lines]),
            file=image_file(image, "tables-image-leaderboard"),
        )

    async def _no_leaderboard(self, guild_id: int, shown: Shown) -> str:
        """An empty board's answer: the season's, or, with no result on the server at all,
        an invitation to play."""
        if shown.number is not None and await self.hub.storage.leaderboard(guild_id, self.game, 1):
            empty = t("tables-no-season-leaderboard", unit=self.unit, title=self.title)
            return f"{shown.heading()}\n{empty}"
        return t(
            "tables-no-leaderboard",
            unit=self.unit,
            title=self.title,
            command=self.game,
            start=t(f"{self.game}-cmd-start"),
        )

    @leaderboard.autocomplete("season")
    async def _leaderboard_seasons(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.seasons.choices(interaction, current)

    @app_commands.command(
        name=command_text("tables-command-stats"),
        description=command_text("tables-command-stats-description"),
    )
    @app_commands.rename(
        member=command_text("tables-option-member"), season=command_text("tables-option-season")
    )
    @app_commands.describe(
        member=command_text("tables-option-stats-member-description"),
        season=command_text("tables-option-season-description"),
    )
    async def stats(
        self,
        interaction: discord.Interaction,
        member: discord.Member | None = None,
        season: str | None = None,
    ) -> None:
        shown = await self.seasons.shown(interaction, season)
        if shown is None:
            return
        who = member or interaction.user
        guild_id = interaction.guild_id or 0
        stats = await self.hub.storage.player_stats(guild_id, self.game, who.id, shown.number)
        name = plain(who.display_name)
        if stats is not None:
            text = stats_line(name, self.title, self.unit, stats)
        elif shown.number is not None and await self.hub.storage.player_stats(
            guild_id, self.game, who.id
        ):  # they played, in other seasons
            text = t("tables-no-season-stats", unit=self.unit, name=name, title=self.title)
        else:
            text = t("tables-no-stats", unit=self.unit, name=name, title=self.title)
        await interaction.response.send_message(f"{shown.heading()}\n{text}", ephemeral=True)

    @stats.autocomplete("season")
    async def _stats_seasons(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.seasons.choices(interaction, current)

    # Manage Server only, checked when they run (cogs/tables/seasons.py says why).
    season = app_commands.Group(
        name=command_text("tables-command-season"),
        description=command_text("tables-command-season-description"),
    )

    @season.command(
        name=command_text("tables-command-season-start"),
        description=command_text("tables-command-season-start-description"),
    )
    @app_commands.rename(name=command_text("tables-option-season-name"))
    @app_commands.describe(name=command_text("tables-option-season-name-description"))
    async def season_start(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, NAME_LENGTH] | None = None,
    ) -> None:
        await self.seasons.start(interaction, name)

    @season.command(
        name=command_text("tables-command-season-auto"),
        description=command_text("tables-command-season-auto-description"),
    )
    @app_commands.rename(length=command_text("tables-option-season-length"))
    @app_commands.describe(length=command_text("tables-option-season-length-description"))
    @app_commands.choices(length=LENGTH_CHOICES)
    async def season_auto(self, interaction: discord.Interaction, length: str) -> None:
        await self.seasons.auto(interaction, length)

    @app_commands.command(
        name=command_text("tables-command-history"),
        description=command_text("tables-command-history-description"),
    )
    @app_commands.rename(member=command_text("tables-option-member"))
    @app_commands.describe(member=command_text("tables-option-history-member-description"))
    async def history(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await show_history(self.bot, interaction, self.game, member)

    @app_commands.command(
        name=command_text("tables-command-abandon"),
        description=command_text("tables-command-abandon-description"),
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        table = await self._managed_table(interaction, "open", "abandon")
        if table is None:
            return
        try:
            await self.hub.abandon(table)
        except TableError as error:
            await self.tell(interaction, table_refusal(error))
            return
        with speaking(table.language):  # the channel's notice: the table's language
            text = abandoned_by(self.title)
        await interaction.response.send_message(text)

    @app_commands.command(
        name=command_text("tables-command-replace"),
        description=command_text("tables-command-replace-description"),
    )
    @app_commands.rename(member=command_text("tables-option-member"))
    @app_commands.describe(member=command_text("tables-option-replace-member-description"))
    async def replace(self, interaction: discord.Interaction, member: discord.Member) -> None:
        table = await self._managed_table(interaction, "running", "replace")
        if table is None:
            return
        try:
            await self.hub.replace_with_computer(table, member.id)
        except TableError as error:
            await self.tell(interaction, table_refusal(error))
            return
        with speaking(table.language):  # the table's thread reads it
            text, view = replaced_notice(member.display_name), take_back_view(table.id)
        await interaction.response.send_message(text, view=view)

    @app_commands.command(
        name=command_text("tables-command-settings"),
        description=command_text("tables-command-settings-description"),
    )
    @app_commands.rename(language=command_text("tables-option-language"))
    @app_commands.describe(language=command_text("tables-option-settings-language-description"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def settings(self, interaction: discord.Interaction, language: str | None = None) -> None:
        """The server's language for new tables: shown, or (Manage Server) chosen. The check
        is here: Discord applies `default_permissions` only to a whole group."""
        guild_id = interaction.guild_id or 0
        if language is None:
            chosen = await self.hub.storage.guild_language(guild_id)
            current = chosen if chosen in LANGUAGES else language_of(interaction.guild_locale)
            key = "tables-settings-chosen" if chosen in LANGUAGES else "tables-settings-default"
            await self.tell(interaction, t(key, chosen=t(f"tables-language-{current}")))
            return
        if not may_manage_tables(interaction.user):
            await self.tell(interaction, t("tables-settings-manager-only"))
            return
        if language not in LANGUAGES:  # only a modified client sends another
            await self.tell(interaction, t("tables-unknown-topic"))
            return
        await self.hub.storage.set_guild_language(guild_id, language)
        changed = t(
            "tables-settings-changed",
            chosen=t(f"tables-language-{language}"),
            # The command and option as this user's client names them.
            option=t("tables-option-language"),
            start=t(f"{self.game}-cmd-start"),
        )
        await self.tell(interaction, changed)

    async def _managed_table(
        self, interaction: discord.Interaction, kind: str, what: str
    ) -> Table | None:
        """The table here (the user's own first) if the user may manage it; else say why."""
        tables = [
            t for t in self.hub.tables_in(interaction.channel_id or 0) if t.record.game == self.game
        ]
        mine = [t for t in tables if t.record.host_id == interaction.user.id]
        table = (mine or tables)[0] if mine or tables else None
        if table is None:
            await self.tell(interaction, t("tables-no-table", kind=kind, title=self.title))
            return None
        if interaction.user.id != table.record.host_id and not may_manage_tables(interaction.user):
            await self.tell(interaction, t("tables-host-or-manager", what=what))
            return None
        return table


def _name(guild: discord.Guild | None, user_id: int) -> str:
    member = guild.get_member(user_id) if guild else None
    return member.display_name if member else t("tables-player-fallback", digits=str(user_id)[-4:])
