"""A table's lobby message (Join, Leave, Add computer, Start, Cancel) and the thread the
game moves to when it starts.

`Lobby` is a part of the table UI (cogs/tables/ui.py); it keeps nothing of its own (the
host's Start click is kept by `HostNotices`, to tell them what the bot may not do).
"""

from __future__ import annotations

import logging

import discord

from bot.tables import Table, TableError, TableHub
from cogs.i18n import speaking, t
from cogs.tables.clicks import tell
from cogs.tables.components import LobbyButton, may_manage_tables
from cogs.tables.gone import table_gone
from cogs.tables.host import HostNotices
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import table_refusal, thread_name

log = logging.getLogger(__name__)


def lobby_buttons(table: Table) -> discord.ui.View:
    """The lobby message's buttons."""
    view = discord.ui.View(timeout=None)
    for op in ("join", "leave", "bot", "start", "cancel"):
        view.add_item(LobbyButton(table.id, op))
    return view


def lobby_view(table: Table) -> discord.ui.View | None:
    """The lobby message's buttons while the table is a lobby (none once it is not)."""
    return lobby_buttons(table) if table.status == "lobby" else None


class Lobby:
    """Answers the lobby's buttons and keeps its message current."""

    def __init__(self, kit: Toolkit, hub: TableHub, host: HostNotices) -> None:
        self.kit = kit
        self.hub = hub
        self.host = host

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        if await table_gone(self.hub, interaction, table_id):
            return
        table = self.hub.get(table_id)
        if table is None or table.status not in ("lobby",):
            await tell(interaction, t("tables-lobby-closed"))
            return
        user = interaction.user
        try:
            if op == "join":
                await self.hub.join(table, user.id, user.display_name)
            elif op == "leave":
                await self.hub.leave(table, user.id)
            elif op == "bot":
                await self.hub.add_computer(table, user.id)
            elif op == "start":
                await interaction.response.defer()
                self.host.start_clicked(table, interaction)
                await self.hub.start(table, user.id)
                missing = self.host.missing_permissions(table)
                if missing:
                    await self.host.tell_missing(table, missing)
                return
            elif op == "cancel":
                await self.hub.cancel(table, user.id, may_manage=may_manage_tables(user))
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        if not interaction.response.is_done():
            # The lobby is the table's: its language, whoever clicked.
            with speaking(table.language):
                content, view = self.kit.adapter(table).lobby_text(table), lobby_view(table)
            await interaction.response.edit_message(content=content, view=view)

    async def changed(self, table: Table) -> None:
        """Keep the lobby message current (and closed once the game starts or is
        cancelled); a game that starts moves into a thread of its own."""
        message_id = table.record.lobby_message_id
        if message_id is None:
            return
        message = self.kit.channel(table.record.channel_id).get_partial_message(message_id)
        try:
            async with self.kit.paced():
                await message.edit(
                    content=self.kit.adapter(table).lobby_text(table), view=lobby_view(table)
                )
        except discord.HTTPException:
            log.warning("Table %s: could not edit the lobby message", table.id, exc_info=True)
        if table.status == "playing" and table.record.thread_id is None:
            await self._open_thread(table, message)

    async def _open_thread(self, table: Table, lobby: discord.PartialMessage) -> None:
        """Move the game into a thread made from the lobby message, when the bot may."""
        channel = lobby.channel
        me = channel.guild.me if isinstance(channel, discord.TextChannel) else None
        can_thread = (
            isinstance(channel, discord.TextChannel)
            and me is not None
            and channel.permissions_for(me).create_public_threads
        )
        thread_id = channel.id
        if can_thread:
            try:
                async with self.kit.paced(urgent=True):
                    thread = await lobby.create_thread(
                        name=thread_name(
                            self.kit.adapter(table).table_title(table), table.seats[0].name
                        ),
                        auto_archive_duration=1440,
                    )
                thread_id = thread.id
            except discord.HTTPException:
                log.info("Table %s: no thread, playing in the channel", table.id)
        await self.hub.note_shown(table, thread_id=thread_id)
