"""What an image draws as text, recorded as it is drawn: the language tests check from it
that every name and number is whole, inside its picture and clear of the others."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import ImageDraw

from cogs.i18n import EXPANDED, LANGUAGES


@contextmanager
def drawn_texts(
    monkeypatch: pytest.MonkeyPatch, *, card_faces: bool = True
) -> Iterator[list[dict[str, Any]]]:
    """Every text drawn inside (`card_faces` False: the letters of the card faces of
    render/cards.py left out), each as a dict: its words ("text"), where it starts ("xy"),
    its box ("box"), its font and the font's size ("font", "size"), and the canvas drawn
    on ("on") with its size ("in"): a part drawn on its own canvas and pasted, as a card's
    tile is, has its own coordinates."""
    calls: list[dict[str, Any]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        module = sys._getframe(1).f_globals.get("__name__", "")
        if str(words).strip() and (card_faces or module != "render.cards"):
            fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
            box = self.textbbox(xy, str(words), font=fnt, anchor=kwargs.get("anchor"))
            size = getattr(fnt, "size", None)
            calls.append(
                {"text": str(words), "xy": xy, "box": box, "font": fnt, "size": size,
                 "on": self, "in": self.im.size}
            )  # fmt: skip
        original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    try:
        yield calls
    finally:
        monkeypatch.undo()


# The languages every image kind is drawn in: the bot's four, and the expanded test
# language (cogs/expanded.py), whose every message is 40% longer than its English.
IMAGE_LANGUAGES = (*LANGUAGES, EXPANDED)
