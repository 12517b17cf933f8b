"""A click on a message of a table this bot does not know: one abandoned, one its database
lost (restored from an older copy, or started afresh), or one of another database whose
table id means another table here, or nothing at all.

Every handler of a table's button asks `table_gone` first: the clicker is told so in a
short private answer, and the message clicked loses its buttons, so that nobody clicks
them again. Both come from the one interaction: the message is updated as the click's
response (Discord's UPDATE_MESSAGE, which an ephemeral hand message takes too), and the
answer follows as an ephemeral follow-up on the same token.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.tables import TableHub
from cogs.i18n import t
from cogs.tables.clicks import tell

log = logging.getLogger(__name__)


async def table_gone(
    hub: TableHub, interaction: discord.Interaction, table_id: int, *, ended_ok: bool = False
) -> bool:
    """True if the click's table is gone, the clicker told and the message stripped of its
    buttons; False if the table is known here (the caller answers the click as usual).

    Gone: not live in this process and, in storage, unknown or abandoned; or, live or not,
    the table of that id here is not the message's (another database had a table of the
    same id): it is in other channels, or the message is older than its lobby, the first
    message of every table (snowflakes grow with time: no clock is compared). With
    `ended_ok` (a button showing what is over, such as a deal's Review), an abandoned
    table is not gone: what it finished stays."""
    table = hub.get(table_id)
    record = table.record if table is not None else await hub.storage.get_table(table_id)
    if record is not None and (table is not None or ended_ok or record.status != "abandoned"):
        message = interaction.message
        first = record.lobby_message_id
        older = message is not None and first is not None and message.id < first
        if interaction.channel_id in (record.channel_id, record.thread_id) and not older:
            return False
    await _strip_and_tell(interaction, t("tables-table-gone"))
    return True


async def _strip_and_tell(interaction: discord.Interaction, text: str) -> None:
    """Remove the clicked message's buttons, then answer privately."""
    message = interaction.message
    if message is not None:
        try:
            await interaction.response.edit_message(view=_without_buttons(message))
        except discord.HTTPException:
            log.warning("Could not take the buttons off a gone table's message", exc_info=True)
    await tell(interaction, text)


def _without_buttons(message: discord.Message) -> discord.ui.LayoutView | None:
    """What a message shows once its buttons are gone. A Components V2 message is its
    components (it has no content of its own, and taking them all away would leave an
    empty message, which Discord refuses): the same layout, without its action rows."""
    if not message.flags.components_v2:
        return None
    view = discord.ui.LayoutView.from_message(message, timeout=None)
    stack: list[Any] = [view]
    while stack:
        parent = stack.pop()
        for child in list(parent.children):
            if isinstance(child, discord.ui.ActionRow):
                parent.remove_item(child)
            elif isinstance(child, discord.ui.Container):
                stack.append(child)
    return view
