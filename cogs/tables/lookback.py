"""The **Previous trick** button's answer (any game whose adapter has `look_back`): what
just happened, shown privately to the player who asks. It changes nothing.

`LookBackMixin` is mixed into `TableUI` (cogs/tables/ui.py).
"""

from __future__ import annotations

import discord

from cogs.tables.i18n import t
from cogs.tables.words import image_file


class LookBackMixin:
    """Answers **Previous trick**; mixed into `TableUI`."""

    async def on_look_back(self, interaction: discord.Interaction, table_id: int) -> None:
        found = await self._players_seat(interaction, table_id)
        if found is None:
            return
        table, seat = found
        look_back = getattr(self.adapter(table), "look_back", None)
        if look_back is None:
            await self.tell(interaction, t("tables-nothing-to-look-back"))
            return
        text, drawing = look_back(table, seat)
        if drawing is None:
            await self.tell(interaction, text)
            return
        # A new private message, not the hand: the player keeps their cards in view.
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await self.draw(drawing)
        files = [image_file(image, "tables-image-trick")] if image else []
        await interaction.edit_original_response(content=text, attachments=files)
