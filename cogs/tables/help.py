"""`/help`: the games this bot hosts, one line each with the commands to start one and to
read its rules. It names no game: the list comes from games/registry.py and each line from
the game's rules page (its summary, cogs/tables/rules.py)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.i18n import command_text, current_language, speak_to, t
from cogs.tables.rules import page
from games.registry import all_games


def help_text() -> str:
    """The answer to `/help`, in the language being spoken (each game's line: its title,
    the first paragraph of its rules page in that language, its commands as the user's
    Discord client names them: the catalogues' command names in that language)."""
    games = all_games()
    lines = [t("tables-help-head")]
    for name, info in games.items():
        summary = page(name, current_language()).summary
        commands = {"start": t(f"{name}-cmd-start"), "rules": t(f"{name}-cmd-rules")}
        lines.append(
            t("tables-help-game", title=info.title, summary=summary, name=name, **commands)
        )
    shared = {"leaderboard": t("tables-command-leaderboard"), "stats": t("tables-command-stats")}
    lines.append(t("tables-help-tail", first=next(iter(games)), **shared))
    return "\n\n".join(lines)


class Help(commands.Cog):
    """The `/help` command."""

    @app_commands.command(
        name=command_text("tables-command-help"),
        description=command_text("tables-command-help-description"),
    )
    async def help(self, interaction: discord.Interaction) -> None:
        speak_to(interaction)
        await interaction.response.send_message(help_text(), ephemeral=True)
