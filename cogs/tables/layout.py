"""The table message as Discord lays it out itself (Components V2): one Container holding
the words above the picture, the picture (with its alt text), the words below it, and the
message's buttons.

Discord draws the words: they wrap to the reader's screen, are never cut, and screen
readers read them; the picture holds only what needs one. A V2 message has no `content`:
every edit sends a whole layout again, with `content` cleared (a table message posted
before the bot used V2 is switched over by its next edit, which Discord allows only with
its content cleared in the same edit).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from cogs.i18n import t
from cogs.tables.adapter import TableText
from cogs.tables.words import file_name, image_file
from render.theme import FELT

# Discord's limits on a media item's description (its alt text).
ALT_TEXT_LIMIT = 1024


@dataclass
class Picture:
    """An image of a message: its PNG bytes, and the catalogue key that names its file and
    its generic alt text (`tables-image-table`, `.alt`)."""

    data: bytes
    key: str
    alt: str = ""  # what a screen reader says of it; empty: the key's generic alt text

    @property
    def filename(self) -> str:
        return file_name(self.key)

    @property
    def description(self) -> str:
        alt = self.alt or t(f"{self.key}.alt")
        return alt if len(alt) <= ALT_TEXT_LIMIT else alt[: ALT_TEXT_LIMIT - 1] + "…"

    def file(self) -> discord.File:
        """A fresh attachment (a request reads its file: each try needs its own)."""
        return image_file(self.data, self.key, self.description)


def layout(
    text: TableText, picture: Picture | None, items: Sequence[discord.ui.Item[Any]] = ()
) -> discord.ui.LayoutView:
    """A message's layout: `text.status`, the picture, each of `text.details`, and the
    buttons in one row, in a Container edged in the table's felt green."""
    view = discord.ui.LayoutView(timeout=None)
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        accent_colour=discord.Colour.from_rgb(*FELT)
    )
    container.add_item(discord.ui.TextDisplay(text.status))
    if picture is not None:
        item = discord.MediaGalleryItem(
            f"attachment://{picture.filename}", description=picture.description
        )
        container.add_item(discord.ui.MediaGallery(item))
    for detail in text.details:
        if detail.strip():
            container.add_item(discord.ui.TextDisplay(detail))
    if items:
        container.add_item(discord.ui.ActionRow(*items))
    view.add_item(container)
    return view


def message_arguments(
    text: TableText,
    picture: Picture | None,
    items: Sequence[discord.ui.Item[Any]] = (),
    *,
    edit: bool,
) -> dict[str, Any]:
    """The arguments of a send (`edit` False) or an edit of a V2 message: its layout and its
    one attachment (an edit replaces the attachments, and clears any legacy content)."""
    files = [picture.file()] if picture is not None else []
    arguments: dict[str, Any] = {"view": layout(text, picture, items)}
    if edit:
        arguments["attachments"] = files
        arguments["content"] = None
    else:
        arguments["files"] = files
    return arguments
