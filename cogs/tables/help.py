"""`/help`: the games this bot hosts, one line each with the commands to start one and to
read its rules. It names no game: the list comes from games/registry.py and each line from
the game's rules page (its summary, cogs/tables/rules.py)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.tables.rules import page
from games.registry import all_games

HEAD = "**Card games on this server.** Pick one and open a table in a channel:"
# A game's line: its title, the first paragraph of its rules page, its commands.
GAME_LINE = "**{title}**: {summary}\n↳ `/{name} start` opens a table · `/{name} rules` explains it"
TAIL = (
    "Only you see the rules answers. Each game also has `leaderboard` and `stats` for this "
    "server's results, such as `/{first} leaderboard`."
)


def help_text() -> str:
    """The answer to `/help`."""
    games = all_games()
    lines = [HEAD]
    for name, info in games.items():
        lines.append(GAME_LINE.format(title=info.title, summary=page(name).summary, name=name))
    lines.append(TAIL.format(first=next(iter(games))))
    return "\n\n".join(lines)


class Help(commands.Cog):
    """The `/help` command."""

    @app_commands.command(name="help", description="The games you can play here and how to start")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(help_text(), ephemeral=True)
