"""What every game's slash commands share, written once: a base `GroupCog` that each
game's cog inherits (`/barbu`, `/slaughter`, `/guillotine`), with `leaderboard`, `stats`,
`abandon` and `replace`, opening a table, and plain-words error answers.

A game's cog adds its own `start` (with the options that belong to it) and `rules`, whose
topics are its rules page's (`show_rules`, cogs/tables/rules.py).
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.tables import DEFAULT_TURN_TIMER, Table, TableError, TableHub
from cogs.tables.adapter import GameAdapter
from cogs.tables.components import may_manage_tables, take_back_view, tell
from cogs.tables.rules import OVERVIEW, UNKNOWN_TOPIC, embeds
from cogs.tables.words import (
    abandoned_by,
    leaderboard_line,
    leaderboard_title,
    leaderboard_words,
    plain,
    replaced_notice,
    stats_line,
)
from games.registry import game as game_info
from render import render_leaderboard

if TYPE_CHECKING:
    from bot.app import BarbuBot

log = logging.getLogger(__name__)


@app_commands.guild_only()
class TableCog(commands.GroupCog):
    """The commands of one game's group; `game` is its name in `games.registry`."""

    game: ClassVar[str]
    unit: ClassVar[str] = "game"  # what one finished table is called ("series", "match")

    def __init__(self, bot: BarbuBot, adapter: GameAdapter) -> None:
        self.bot = bot
        self.adapter = adapter
        bot.table_ui.adapters[self.game] = adapter
        super().__init__()

    @property
    def title(self) -> str:
        return game_info(self.game).title

    @property
    def hub(self) -> TableHub:
        return self.bot.hub

    async def tell(self, interaction: discord.Interaction, text: str) -> None:
        await tell(interaction, text)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Slash-command errors are answered privately, in plain words."""
        if isinstance(error, app_commands.CheckFailure):
            text = "You can't use that command here."
        elif isinstance(error, app_commands.TransformerError):
            text = "One of the options is not valid here (is that member on this server?)."
        else:
            log.exception("/%s failed", self.game, exc_info=error)
            text = "Something went wrong with that command; please try again."
        await self.tell(interaction, text)

    def check_common(self, level: str, computers: int, most: int, turn_timer: int) -> str | None:
        """What is wrong with the options every game's start has, if anything.

        Discord checks ranges and choices, but a modified client might not."""
        if level not in game_info(self.game).levels:
            return "Choose the computer level from the list."
        if not 0 <= computers <= most:
            return f"Between 0 and {most} computer players, please."
        if not 30 <= turn_timer <= 600:
            return "The turn timer is between 30 and 600 seconds."
        return None

    async def open(
        self,
        interaction: discord.Interaction,
        *,
        options: dict[str, Any],
        settings: dict[str, Any],
        computers: int,
    ) -> Table | None:
        """Open a lobby here and post its message; None (the user told why) if it can't."""
        settings = {"turn_timer": DEFAULT_TURN_TIMER, **settings}
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
            )
        except (TableError, ValueError) as error:
            await self.tell(interaction, str(error))
            return None
        ui = self.bot.table_ui
        await interaction.response.send_message(
            ui.adapter(table).lobby_text(table), view=ui.lobby_view(table)
        )
        message = await interaction.original_response()
        await self.hub.note_shown(table, lobby_message_id=message.id)
        return table

    async def show_rules(self, interaction: discord.Interaction, topic: str | None) -> None:
        """A topic of the game's rules page (docs/<game>.md), only to the asker."""
        answer = embeds(self.game, topic or OVERVIEW)
        if answer is None:
            await self.tell(interaction, UNKNOWN_TOPIC)
            return
        await interaction.response.send_message(embeds=answer, ephemeral=True)

    @app_commands.command(name="leaderboard", description="This server's best players")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        rows = await self.hub.storage.leaderboard(interaction.guild_id or 0, self.game, limit=15)
        if not rows:
            await interaction.response.send_message(
                f"No finished {self.title} {self.unit} on this server yet: "
                f"`/{self.game} start` one!"
            )
            return
        await interaction.response.defer()
        data = [
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
        image = await self.bot.workers.draw(
            render_leaderboard, leaderboard_title(self.title), data, leaderboard_words()
        )
        lines = [
            leaderboard_line(d["rank"], plain(d["name"]), d["rating"], d["wins"], d["played"],
                             self.unit)
            for d in data
        ]  # fmt: skip
        await interaction.followup.send(
            "\n".join(lines), file=discord.File(io.BytesIO(image), filename="leaderboard.png")
        )

    @app_commands.command(name="stats", description="A player's record on this server")
    @app_commands.describe(member="Whose record (you if empty)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        who = member or interaction.user
        stats = await self.hub.storage.player_stats(interaction.guild_id or 0, self.game, who.id)
        if stats is None:
            await interaction.response.send_message(
                f"{plain(who.display_name)} has not finished a {self.title} {self.unit} here yet.",
                ephemeral=True,
            )
            return
        await interaction.response.send_message(
            stats_line(plain(who.display_name), self.title, self.unit, stats), ephemeral=True
        )

    @app_commands.command(name="abandon", description="End the table here without results")
    async def abandon(self, interaction: discord.Interaction) -> None:
        table = await self._managed_table(interaction, "open", "abandon a table")
        if table is None:
            return
        try:
            await self.hub.abandon(table)
        except TableError as error:
            await self.tell(interaction, str(error))
            return
        await interaction.response.send_message(abandoned_by(self.title))

    @app_commands.command(name="replace", description="Give a player's seat to a computer player")
    @app_commands.describe(member="The player who left")
    async def replace(self, interaction: discord.Interaction, member: discord.Member) -> None:
        table = await self._managed_table(interaction, "running", "replace a player")
        if table is None:
            return
        try:
            await self.hub.replace_with_computer(table, member.id)
        except TableError as error:
            await self.tell(interaction, str(error))
            return
        await interaction.response.send_message(
            replaced_notice(member.display_name), view=take_back_view(table.id)
        )

    async def _managed_table(
        self, interaction: discord.Interaction, kind: str, what: str
    ) -> Table | None:
        """The table here (the user's own first) if the user may manage it; else say why."""
        tables = [
            t for t in self.hub.tables_in(interaction.channel_id or 0) if t.record.game == self.game
        ]
        mine = [t for t in tables if t.record.host_id == interaction.user.id]
        table = (mine or tables or [None])[0]
        if table is None:
            await self.tell(interaction, f"There is no {kind} {self.title} table here.")
            return None
        if interaction.user.id != table.record.host_id and not may_manage_tables(interaction.user):
            await self.tell(
                interaction, f"Only the host or a member with Manage Server can {what}."
            )
            return None
        return table


def _name(guild: discord.Guild | None, user_id: int) -> str:
    member = guild.get_member(user_id) if guild else None
    return member.display_name if member else f"Player {str(user_id)[-4:]}"
