"""A tiny bot used by the fake's own tests: one `/barbu` command group with a lobby
(buttons), an ephemeral hand (PNG + select menu), a deferred reply with a file, and
a command that waits for the test before answering (to miss the 3 s deadline).
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image

if TYPE_CHECKING:
    from .server import FakeDiscord

HAND = ["QS", "TH", "7C"]


def general(fake: FakeDiscord, bot: discord.Client) -> discord.TextChannel:
    """The #general channel of the fake's guild, as the bot sees it."""
    channel = bot.get_channel(fake.channel("general").id)
    assert isinstance(channel, discord.TextChannel)
    return channel


def png(width: int, height: int, colour: str = "green") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, format="PNG")
    return buffer.getvalue()


class HandView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)
        menu: discord.ui.Select[HandView] = discord.ui.Select(
            custom_id="tiny:play",
            placeholder="Play a card",
            options=[discord.SelectOption(label=card, value=card) for card in HAND],
        )
        menu.callback = self.play  # type: ignore[method-assign]
        self.menu = menu
        self.add_item(menu)

    async def play(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"You played {self.menu.values[0]}", view=None, attachments=[]
        )


class LobbyView(discord.ui.View):
    def __init__(self, host: str) -> None:
        super().__init__(timeout=None)
        self.players = [host]

    def text(self) -> str:
        return "Table: " + ", ".join(self.players)

    @discord.ui.button(label="Join", custom_id="tiny:join", style=discord.ButtonStyle.primary)
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.players.append(interaction.user.name)
        await interaction.response.edit_message(content=self.text(), view=self)

    @discord.ui.button(label="Your hand", custom_id="tiny:hand")
    async def hand(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(
            "Your hand",
            file=discord.File(io.BytesIO(png(120, 80)), filename="hand.png"),
            view=HandView(),
            ephemeral=True,
        )

    @discord.ui.button(label="Closed", custom_id="tiny:closed", disabled=True)
    async def closed(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        raise AssertionError("a disabled button cannot be clicked")


class NameModal(discord.ui.Modal, title="Table name"):
    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(
        label="Name", custom_id="tiny:name"
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Table named {self.name.value}")


class TinyCog(commands.GroupCog, group_name="barbu", group_description="Barbu tables"):
    def __init__(self, bot: TinyBot) -> None:
        self.bot = bot

    @app_commands.command(name="start", description="Open a table")
    @app_commands.describe(players="Number of seats")
    async def start(self, interaction: discord.Interaction, players: int = 4) -> None:
        self.bot.interactions.append(interaction)
        view = LobbyView(interaction.user.name)
        await interaction.response.send_message(f"{view.text()} ({players} seats)", view=view)

    @app_commands.command(name="score", description="Draw the scores")
    async def score(self, interaction: discord.Interaction) -> None:
        self.bot.interactions.append(interaction)
        await interaction.response.defer(thinking=True)
        image = discord.File(io.BytesIO(png(64, 32, "white")), filename="scores.png")
        await interaction.followup.send("Scores", file=image)

    @app_commands.command(name="slow", description="Answer when the test says so")
    async def slow(self, interaction: discord.Interaction) -> None:
        self.bot.interactions.append(interaction)
        await self.bot.gate.wait()
        try:
            await interaction.response.send_message("late")
        except discord.HTTPException as error:
            self.bot.errors.append(error)
            self.bot.failed.set()

    @app_commands.command(name="rename", description="Name the table (a modal)")
    async def rename(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())


class TinyBot(commands.Bot):
    """Syncs its commands to the fake guild, and keeps what tests want to look at."""

    def __init__(self, guild_id: int, **options: Any) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default(), **options)
        self.guild_id = guild_id
        self.interactions: list[discord.Interaction] = []
        self.errors: list[Exception] = []
        self.gate = asyncio.Event()
        self.failed = asyncio.Event()

    async def setup_hook(self) -> None:
        await self.add_cog(TinyCog(self))
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)
