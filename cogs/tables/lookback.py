"""The **Previous trick** button's answer (its game adapter's `look_back`): what just
happened, shown privately to the player who asks. It changes nothing.

`LookBack` is a part of the table UI (cogs/tables/ui.py); it keeps nothing.
"""

from __future__ import annotations

import discord

from bot.tables import TableHub
from cogs.i18n import t
from cogs.tables.clicks import tell
from cogs.tables.guards import players_seat
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import image_file


class LookBack:
    """Answers **Previous trick**."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub

    async def on_look_back(self, interaction: discord.Interaction, table_id: int) -> None:
        found = await players_seat(self.hub, interaction, table_id)
        if found is None:
            return
        table, seat = found
        answer = self.kit.adapter(table).look_back(table, seat)
        if answer is None:
            await tell(interaction, t("tables-nothing-to-look-back"))
            return
        text, drawing = answer
        if drawing is None:
            await tell(interaction, text)
            return
        # A new private message, not the hand: the player keeps their cards in view.
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await self.kit.draw(drawing)
        files = [image_file(image, "tables-image-trick")] if image else []
        await interaction.edit_original_response(content=text, attachments=files)
