"""The real application (`bot.app.BarbuBot`) starts against the fake and serves commands."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.app import BarbuBot

from .model import MANAGE_GUILD
from .plugin import StartBarbu
from .server import FakeDiscord


class AdminCog(commands.Cog):
    @app_commands.command(name="abandon", description="Abandon the table")
    @app_commands.default_permissions(manage_guild=True)
    async def abandon(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("abandoned")


class PingCog(commands.Cog):
    @app_commands.command(name="ping", description="Answer pong, privately")
    async def ping(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)


async def test_barbu_bot_connects_and_syncs_to_the_dev_guild(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot
):
    assert barbu_bot.is_ready() and not barbu_bot.is_closed()
    sync = fake_discord.recorder.find(
        "PUT /applications/{application_id}/guilds/{guild_id}/commands"
    )
    assert len(sync) == 1 and sync[0].status == 200
    assert barbu_bot.get_guild(fake_discord.world.guild.id) is not None


async def test_barbu_bot_with_an_extra_cog(fake_discord: FakeDiscord, start_barbu_bot: StartBarbu):
    await start_barbu_bot(cogs=[PingCog])

    reply = await (await fake_discord.slash("dave", "ping")).response()

    assert reply is not None and reply.content == "pong" and reply.ephemeral
    assert fake_discord.visible_messages("alice") == []


async def test_restart_against_the_same_fake(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
):
    first = await start_barbu_bot(cogs=[PingCog])
    command_id = fake_discord.world.find_command("ping").id
    await first.close()

    second = await start_barbu_bot(cogs=[PingCog])
    reply = await (await fake_discord.slash("bob", "ping")).response()

    assert reply is not None and reply.content == "pong"
    assert second.is_ready() and fake_discord.gateway.identifies == 2
    assert fake_discord.world.find_command("ping").id == command_id


async def test_default_member_permissions(fake_discord: FakeDiscord, start_barbu_bot: StartBarbu):
    await start_barbu_bot(cogs=[AdminCog])
    with pytest.raises(PermissionError):
        await fake_discord.slash("bob", "abandon")

    await fake_discord.grant("bob", MANAGE_GUILD, "Moderators")
    sent = await fake_discord.slash("bob", "abandon")

    assert sent.interaction.payload["member"]["permissions"] == str(
        fake_discord.world.permissions(fake_discord.user("bob"))
    )
    reply = await sent.response()
    assert reply is not None and reply.content == "abandoned"
    assert await (await fake_discord.slash("alice", "abandon")).response()  # the owner
