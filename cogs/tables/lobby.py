"""A table's lobby message (Join, Leave, Add computer, Start, Cancel) and the thread the
game moves to when it starts.

`LobbyMixin` is the lobby half of `TableUI` (cogs/tables/ui.py), apart for reading.
"""

from __future__ import annotations

import logging

import discord

from bot.tables import Table, TableError
from cogs.i18n import speaking, t
from cogs.tables.components import LobbyButton, may_manage_tables
from cogs.tables.gone import table_gone
from cogs.tables.hands import HandMessage
from cogs.tables.words import table_refusal, thread_name

log = logging.getLogger(__name__)


class LobbyMixin:
    """The lobby; mixed into `TableUI`."""

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        if await table_gone(self, interaction, table_id):
            return
        table = self.hub.get(table_id)
        if table is None or table.status not in ("lobby",):
            await self.tell(interaction, t("tables-lobby-closed"))
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
                self._start_clicks[table.id] = HandMessage(
                    interaction.followup, None, self.clock(), 0
                )
                await self.hub.start(table, user.id)
                missing = self.missing_permissions(table)
                if missing:
                    await self.tell_host(table, self._permission_text(missing), "permissions")
                return
            elif op == "cancel":
                await self.hub.cancel(table, user.id, may_manage=may_manage_tables(user))
        except TableError as error:
            await self.tell(interaction, table_refusal(error))
            return
        if not interaction.response.is_done():
            # The lobby is the table's: its language, whoever clicked.
            with speaking(table.language):
                content, view = self.adapter(table).lobby_text(table), self.lobby_view(table)
            await interaction.response.edit_message(content=content, view=view)

    def lobby_view(self, table: Table) -> discord.ui.View | None:
        if table.status != "lobby":
            return None
        view = discord.ui.View(timeout=None)
        for op in ("join", "leave", "bot", "start", "cancel"):
            view.add_item(LobbyButton(table.id, op))
        return view

    async def lobby_changed(self, table: Table) -> None:
        """Keep the lobby message current (and closed once the game starts or is cancelled)."""
        with speaking(table.language):
            await self._lobby_changed(table)
        if table.status == "abandoned":
            self.forget(table)  # nothing of it stays live

    async def _lobby_changed(self, table: Table) -> None:
        message_id = table.record.lobby_message_id
        if message_id is None:
            return
        channel_id = table.record.channel_id
        channel = self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)
        message = channel.get_partial_message(message_id)  # type: ignore[union-attr]
        try:
            async with self.paced():
                await message.edit(
                    content=self.adapter(table).lobby_text(table), view=self.lobby_view(table)
                )
        except discord.HTTPException:
            log.warning("Table %s: could not edit the lobby message", table.id, exc_info=True)
        if table.status == "playing" and table.record.thread_id is None:
            await self._open_thread(table, message)
        if table.status == "abandoned" and table.record.table_message_id is not None:
            await self._close_table_message(table)
            # Nothing of the game stays live: the players' hands say so, the ping goes.
            await self.close_hands(table, "tables-abandoned")
            await self.clear_ping(table)

    async def _close_table_message(self, table: Table) -> None:
        """An abandoned game: its table message says so and loses its Your hand button."""
        message = self.game_channel(table).get_partial_message(table.record.table_message_id)
        try:
            async with self.paced(urgent=True):
                await message.edit(content=t("tables-abandoned"), view=None)
        except discord.HTTPException:
            log.warning("Table %s: could not close the table message", table.id, exc_info=True)

    async def _open_thread(self, table: Table, lobby: discord.PartialMessage) -> None:
        """Move the game into a thread made from the lobby message, when the bot may."""
        channel = lobby.channel
        me = getattr(channel, "guild", None) and channel.guild.me  # type: ignore[union-attr]
        can_thread = (
            isinstance(channel, discord.TextChannel)
            and me is not None
            and channel.permissions_for(me).create_public_threads
        )
        thread_id = channel.id
        if can_thread:
            try:
                async with self.paced(urgent=True):
                    thread = await lobby.create_thread(
                        name=thread_name(
                            self.adapter(table).table_title(table), table.seats[0].name
                        ),
                        auto_archive_duration=1440,
                    )
                thread_id = thread.id
            except discord.HTTPException:
                log.info("Table %s: no thread, playing in the channel", table.id)
        await self.hub.note_shown(table, thread_id=thread_id)
