"""What a click's handler checks before it acts: that the table of the click is known
here (gone.py), that its game is running, and that the clicker has a seat at it.
Each check tells the clicker privately when it fails, and returns None."""

from __future__ import annotations

import discord

from bot.tables import Table, TableHub
from cogs.i18n import t
from cogs.tables.clicks import tell
from cogs.tables.gone import table_gone


async def running_table(
    hub: TableHub, interaction: discord.Interaction, table_id: int
) -> Table | None:
    """The table of a click, if its game is running; otherwise the user is told."""
    if await table_gone(hub, interaction, table_id):
        return None
    table = hub.get(table_id)
    if table is None or table.state is None or table.status != "playing":
        await tell(interaction, t("tables-refused-not-running"))
        return None
    return table


async def players_seat(
    hub: TableHub, interaction: discord.Interaction, table_id: int
) -> tuple[Table, int] | None:
    """The running table of a click and the clicker's seat; otherwise the user is told."""
    table = await running_table(hub, interaction, table_id)
    if table is None:
        return None
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await tell(interaction, t("tables-refused-not-playing"))
        return None
    return table, seat
