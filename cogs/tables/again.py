"""**Play again** under a finished table's final standings: a new lobby in the channel the
finished one was opened in, with the same players seated and the clicker as host (they
press Start when the others are there; whoever does not want to play can Leave). Only a
player of the finished table may click it, and a table opens at most one new table
(bot/tables/again.py): the button then becomes a link to it.

`AgainMixin` is mixed into `TableUI` (cogs/tables/ui.py).
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.tables import Table, TableError
from bot.tables.again import check_player, finished_table, play_again
from cogs.i18n import speaking, t
from cogs.tables.components import AgainButton
from cogs.tables.gone import table_gone
from cogs.tables.words import table_refusal

log = logging.getLogger(__name__)


def again_view(table: Table) -> discord.ui.View:
    """The final standings' button."""
    view = discord.ui.View(timeout=None)
    view.add_item(AgainButton(table.id))
    return view


def lobby_link(table: Table) -> str | None:
    """The new table's lobby message as a link, once it is posted."""
    record = table.record
    if record.lobby_message_id is None:
        return None
    return (
        f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/"
        f"{record.lobby_message_id}"
    )


class AgainMixin:
    """Answers **Play again**; mixed into `TableUI`."""

    async def on_again(self, interaction: discord.Interaction, table_id: int) -> None:
        if await table_gone(self, interaction, table_id):
            return
        table = await finished_table(self.hub, table_id)
        if table is None:
            await self.tell(interaction, t("tables-again-not-over"))
            return
        try:
            check_player(table, interaction.user.id)
        except TableError as error:
            await self.tell(interaction, table_refusal(error))
            return
        # Acknowledge first: opening the table and posting its lobby take a while.
        await interaction.response.defer()
        # One press at a time per table, lobby posted included: a second press then
        # learns where the new table is.
        async with self._again_lock(table.id):
            try:
                new, opened = await play_again(self.hub, table, interaction.user.id)
            except TableError as error:
                await self.tell(interaction, table_refusal(error))
                return
            if opened:
                await self._post_lobby(new)
        link = lobby_link(new) if new is not None else None
        if not opened:
            where = link or f"<#{table.record.channel_id}>"
            await self.tell(interaction, t("tables-again-already", where=where))
            return
        # The button becomes a link to the new table: nobody clicks it twice. The standings
        # are the table's: their button speaks its language, whoever clicked.
        view = discord.ui.View(timeout=None)
        if link is not None:
            with speaking(table.language):
                label = t("tables-again-link")
            view.add_item(discord.ui.Button(label=label, url=link, emoji="🔁"))
        await interaction.edit_original_response(view=view)

    def _again_lock(self, table_id: int) -> asyncio.Lock:
        locks: dict[int, asyncio.Lock] = self.__dict__.setdefault("_again_locks", {})
        return locks.setdefault(table_id, asyncio.Lock())

    async def _post_lobby(self, table: Table) -> None:
        """Post a lobby opened by Play again in its channel (its text names the players
        seated: the new table pings them)."""
        channel_id = table.record.channel_id
        channel = self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)
        with speaking(table.language):  # the new table's (the old one's) language
            content, view = self.adapter(table).lobby_text(table), self.lobby_view(table)
        try:
            async with self.paced(urgent=True):
                message = await channel.send(content, view=view)
        except discord.HTTPException:
            log.warning("Table %s: could not post the new lobby", table.id, exc_info=True)
            return
        await self.hub.note_shown(table, lobby_message_id=message.id)
