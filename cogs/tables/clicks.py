"""How a click on one of a table's buttons or menus reaches the table UI.

`TableItem` is the base of every table item (components.py): a `DynamicItem` whose
custom id is `tbl:<kind>:<table id>:…`, with its template, built from the kind and the
fields its subclass declares. A click finds what answers it through the bot
(`table_clicks`: the `TableClicks` the tables extension sets, cogs/tables/ui.py), and
whatever goes wrong in it, the clicker gets a short private answer (`tell`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

import discord

from bot.app import BarbuBot
from cogs.i18n import speak_to, t

log = logging.getLogger(__name__)

ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any], covariant=True)


@runtime_checkable
class TableClicks(Protocol):
    """What answers the clicks on a table's items (the table UI, cogs/tables/ui.py)."""

    def saw(self, table_id: int, user_id: int) -> None: ...
    async def on_lobby(self, interaction: discord.Interaction, table_id: int, op: str) -> None: ...
    async def on_hand(self, interaction: discord.Interaction, table_id: int) -> None: ...
    async def on_action(
        self, interaction: discord.Interaction, table_id: int, index: int, action: str
    ) -> None: ...
    async def on_toggle(
        self, interaction: discord.Interaction, table_id: int, index: int, selection: Any
    ) -> None: ...
    async def on_hint(
        self, interaction: discord.Interaction, table_id: int, index: int
    ) -> None: ...
    async def on_look_back(self, interaction: discord.Interaction, table_id: int) -> None: ...
    async def on_review(
        self, interaction: discord.Interaction, table_id: int, deal: int, page: int
    ) -> None: ...
    async def on_again(self, interaction: discord.Interaction, table_id: int) -> None: ...
    async def on_take_back(self, interaction: discord.Interaction, table_id: int) -> None: ...


def table_clicks(interaction: discord.Interaction) -> TableClicks:
    """What answers this click: the table UI that the tables extension gives the bot."""
    bot = interaction.client
    if not isinstance(bot, BarbuBot) or not isinstance(bot.table_ui, TableClicks):
        raise RuntimeError("No table UI on this bot: is the cogs.tables extension loaded?")
    return bot.table_ui


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A short private answer, whether or not the interaction was answered yet."""
    try:
        kind = interaction.response.type
        if kind == discord.InteractionResponseType.deferred_channel_message:
            # "Thinking…" is the private message itself: it becomes the answer.
            await interaction.edit_original_response(content=text, attachments=[], view=None)
        elif interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("Could not answer an interaction", exc_info=True)


@contextlib.asynccontextmanager
async def answering(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Whatever goes wrong in a click, the user gets a short private answer."""
    speak_to(interaction)
    try:
        yield
    except Exception:
        custom_id = interaction.data.get("custom_id") if interaction.data else None
        log.exception("A click failed (custom id %s)", custom_id)
        await tell(interaction, t("tables-something-went-wrong"))


class TableItem(discord.ui.DynamicItem[ItemT], template=r"tbl:(?!)"):
    """An item of a table: its custom id is `tbl:<kind>:<table id>` and then the fields
    its class declares (`fields`, a pattern of named groups, each after a colon). A
    subclass says how it is built again from a click (`from_custom_id`, from the template's
    match) and what the click does (`clicked`)."""

    kind: ClassVar[str]

    def __init_subclass__(cls, *, kind: str, fields: str = "") -> None:
        cls.kind = kind
        super().__init_subclass__(template=rf"tbl:{kind}:(?P<table>\d+){fields}")

    def __init__(self, item: ItemT, table_id: int) -> None:
        super().__init__(item)
        self.table_id = table_id

    @classmethod
    def make_id(cls, table_id: int, *fields: object) -> str:
        """The custom id of this kind of item for a table, with its fields."""
        return ":".join(["tbl", cls.kind, str(table_id), *map(str, fields)])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            ui = table_clicks(interaction)
            ui.saw(self.table_id, interaction.user.id)
            await self.clicked(ui, interaction)

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        raise NotImplementedError


ButtonItem = TableItem[discord.ui.Button[Any]]
SelectItem = TableItem[discord.ui.Select[Any]]
