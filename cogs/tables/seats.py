"""Seats the computer plays for absent players, and **Take my seat back**.

A player whose turns ran out twice in a row (counted with their seat, on disk: a restart
forgives none) is announced in the game's thread once, with **Take my seat back**
(bot/tables/hub.py `miss_turn`); `/… replace` offers the same button. Clicking it gives
the seat back and shows the player their hand.

`Seats` is a part of the table UI (cogs/tables/ui.py); it keeps nothing of its own.
"""

from __future__ import annotations

import logging

import discord

from bot.tables import Table, TableError, TableHub
from cogs.i18n import speaking
from cogs.tables.clicks import tell
from cogs.tables.components import take_back_view
from cogs.tables.guards import running_table
from cogs.tables.hands import Hands
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import away_notice, table_refusal

log = logging.getLogger(__name__)


class Seats:
    """Announces players gone away, and gives them their seats back."""

    def __init__(self, kit: Toolkit, hub: TableHub, hands: Hands) -> None:
        self.kit = kit
        self.hub = hub
        self.hands = hands

    async def seat_changed(self, table: Table, seat: int) -> None:
        """A seat changed hands (hub listener): announce a player gone away, once."""
        record = table.seats[seat]
        if not record.away:
            return
        with speaking(table.language):  # the thread's message: the table's language
            notice, view = away_notice(record), take_back_view(table.id)
        try:
            async with self.kit.paced(urgent=True):
                await self.kit.game_channel(table).send(notice, view=view)
        except discord.HTTPException:
            log.warning("Table %s: could not announce an away player", table.id, exc_info=True)

    async def on_take_back(self, interaction: discord.Interaction, table_id: int) -> None:
        """Take my seat back: the seat is the clicker's again, and their hand is shown."""
        table = await running_table(self.hub, interaction, table_id)
        if table is None:
            return
        user = interaction.user
        try:
            self.hub.check_take_back(table, user.id)
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        # Acknowledge first: the seat is written to disk, then the hand is drawn.
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            seat = await self.hub.take_seat_back(table, user.id, user.display_name)
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        await self.hands.show(interaction, table, seat, 0)
