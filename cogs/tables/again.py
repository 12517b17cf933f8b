"""**Play again** under a finished table's final standings: a new lobby in the channel the
finished one was opened in, with the same players seated and the clicker as host (they
press Start when the others are there; whoever does not want to play can Leave). Only a
player of the finished table may click it, and a table opens at most one new table
(bot/tables/again.py): the button then becomes a link to it.

`PlayAgain` is a part of the table UI (cogs/tables/ui.py). It keeps a lock per finished
table while a press of its button is answered, and drops it when no press holds or awaits
it: the presses come after the table is forgotten (its standings are its last publication).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import discord

from bot.tables import Table, TableError, TableHub
from bot.tables.again import check_player, finished_table, play_again
from cogs.i18n import speaking, t
from cogs.tables.clicks import tell
from cogs.tables.components import AgainButton
from cogs.tables.gone import table_gone
from cogs.tables.lobby import lobby_buttons
from cogs.tables.toolkit import Toolkit
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


class PlayAgain:
    """Answers **Play again**."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub
        # Per finished table: its lock and how many presses hold or await it.
        self._locks: dict[int, tuple[asyncio.Lock, int]] = {}

    def holds(self, table_id: int) -> bool:
        return table_id in self._locks

    @contextlib.asynccontextmanager
    async def _one_at_a_time(self, table_id: int) -> AsyncIterator[None]:
        """One press at a time per table; the lock goes with the last press."""
        lock, users = self._locks.get(table_id, (asyncio.Lock(), 0))
        self._locks[table_id] = lock, users + 1
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[table_id]
            if users == 1:
                del self._locks[table_id]
            else:
                self._locks[table_id] = lock, users - 1

    async def on_again(self, interaction: discord.Interaction, table_id: int) -> None:
        if await table_gone(self.hub, interaction, table_id):
            return
        table = await finished_table(self.hub, table_id)
        if table is None:
            await tell(interaction, t("tables-again-not-over"))
            return
        try:
            check_player(table, interaction.user.id)
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        # Acknowledge first: opening the table and posting its lobby take a while.
        await interaction.response.defer()
        # One press at a time per table, lobby posted included: a second press then
        # learns where the new table is.
        async with self._one_at_a_time(table.id):
            try:
                new, opened = await play_again(self.hub, table, interaction.user.id)
            except TableError as error:
                await tell(interaction, table_refusal(error))
                return
            if opened and new is not None:
                await self._post_lobby(new)
        link = lobby_link(new) if new is not None else None
        if not opened:
            where = link or f"<#{table.record.channel_id}>"
            await tell(interaction, t("tables-again-already", where=where))
            return
        # The button becomes a link to the new table: nobody clicks it twice. The standings
        # are the table's: their button speaks its language, whoever clicked.
        view = discord.ui.View(timeout=None)
        if link is not None:
            with speaking(table.language):
                label = t("tables-again-link")
            view.add_item(discord.ui.Button(label=label, url=link, emoji="🔁"))
        await interaction.edit_original_response(view=view)

    async def _post_lobby(self, table: Table) -> None:
        """Post a lobby just opened by Play again in its channel (its text names the
        players seated: the new table pings them)."""
        channel = self.kit.channel(table.record.channel_id)
        with speaking(table.language):  # the new table's (the old one's) language
            content, view = self.kit.adapter(table).lobby_text(table), lobby_buttons(table)
        try:
            async with self.kit.paced(urgent=True):
                message = await channel.send(content, view=view)
        except discord.HTTPException:
            log.warning("Table %s: could not post the new lobby", table.id, exc_info=True)
            return
        await self.hub.note_shown(table, lobby_message_id=message.id)
