"""What a user sees of a message: a snapshot with its buttons, menus and decoded images."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PIL import Image

from . import components_v2
from .model import LOADING, Message


@dataclass
class SeenAttachment:
    filename: str
    content_type: str | None
    data: bytes
    description: str | None = None  # the alt text

    @property
    def is_image(self) -> bool:
        return (self.content_type or "").startswith("image/")

    def image(self) -> Image.Image:
        image = Image.open(io.BytesIO(self.data))
        image.load()
        return image


@dataclass
class SeenMessage:
    """A message as one user sees it (a snapshot: look again after it is edited)."""

    id: int
    channel_id: int
    author_id: int
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: list[SeenAttachment]
    ephemeral: bool
    loading: bool
    edited: bool
    components_v2: bool = False  # sent with IS_COMPONENTS_V2: its words are Text Displays

    @property
    def texts(self) -> list[str]:
        """The Text Displays' contents, in reading order (a V2 message's words)."""
        return components_v2.texts(self.components)

    @property
    def text(self) -> str:
        """Every word the message shows: its content, or its Text Displays, one a line."""
        return "\n".join(self.texts) if self.components_v2 else self.content

    @property
    def shown_attachments(self) -> list[SeenAttachment]:
        """The attachments a reader sees: all of them, but only those a media item points
        at (`attachment://name`) in a V2 message."""
        if not self.components_v2:
            return list(self.attachments)
        shown = components_v2.shown_attachments(self.components)
        return [a for a in self.attachments if a.filename in shown]

    @property
    def images(self) -> list[Image.Image]:
        """The image attachments, decoded by Pillow."""
        return [a.image() for a in self.attachments if a.is_image]

    def walk_components(self) -> Iterator[dict[str, Any]]:
        stack = list(reversed(self.components))
        while stack:
            item = stack.pop()
            yield item
            children = list(item.get("components") or [])
            if isinstance(item.get("accessory"), dict):
                children.append(item["accessory"])
            stack.extend(reversed(children))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def labels(self) -> list[str]:
        return [str(b.get("label")) for b in self.buttons]

    def button(self, label: str | None = None, custom_id: str | None = None) -> dict[str, Any]:
        for button in self.buttons:
            if (label is None or button.get("label") == label) and (
                custom_id is None or button.get("custom_id") == custom_id
            ):
                return button
        raise LookupError(f"no button label={label!r} custom_id={custom_id!r}; have {self.labels}")

    def select(self, custom_id: str | None = None) -> dict[str, Any]:
        for menu in self.selects:
            if custom_id is None or menu.get("custom_id") == custom_id:
                return menu
        raise LookupError(f"no select menu custom_id={custom_id!r} in message {self.id}")


def seen(message: Message) -> SeenMessage:
    return SeenMessage(
        id=message.id,
        channel_id=message.channel_id,
        author_id=message.author_id,
        content=message.content,
        embeds=list(message.embeds),
        components=list(message.components),
        attachments=[
            SeenAttachment(a.filename, a.content_type, a.data, a.description)
            for a in message.attachments
        ],
        ephemeral=message.ephemeral,
        loading=bool(message.flags & LOADING),
        edited=message.edited_at is not None,
        components_v2=components_v2.is_v2(message.flags),
    )
