"""Guillotine's images in every language: each kind (the table in its phases, the
hand full and empty) drawn with the words of English, French, German and Dutch, in states
with the longest words a game shows (tests/render/guillotine_states.py). Every text drawn
must be whole (no word cut with "…"), inside its picture, and no smaller than the phone
floor (22 px on 800, tests/render/test_legibility.py). Pictures of each are saved by
`python -m tests.render.guillotine_states` for a person to look at."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import Image, ImageDraw

from cogs.guillotine.text import card_name
from cogs.i18n import LANGUAGES, speaking, t
from render.guillotine import hand as guillotine_hand
from render.guillotine import table as guillotine_table
from tests.render.guillotine_states import LONG_LINE, images

SMALLEST = 22  # px on an 800-px-wide image: 7 px of cap height on a phone


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Every text drawn inside: its words, its font size, its box and its picture's size."""
    calls: list[dict[str, Any]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        fnt = kwargs.get("font")
        if str(words).strip():
            box = self.textbbox(xy, str(words), font=fnt, anchor=kwargs.get("anchor"))
            calls.append({"text": str(words), "size": fnt.size, "box": box, "in": self.im.size})
        original(self, xy, words, *args, **kwargs)

    # The palettes are learnt once per process from placeholder faces: not what we measure.
    guillotine_table.table_palette()
    guillotine_hand.hand_palette()
    # The cached card faces must be drawn again to be seen, in this language.
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield calls
    monkeypatch.undo()
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()


@pytest.mark.parametrize("kind", list(images()))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_image_kind_reads_whole_in_every_language(
    monkeypatch: pytest.MonkeyPatch, language: str, kind: str
) -> None:
    with speaking(language), drawn_texts(monkeypatch) as calls:
        data = images()[kind]()
        front = t("guillotine-front")
        names = [card_name(noble) for noble in LONG_LINE]
    image = Image.open(io.BytesIO(data))
    assert image.width == 800 and calls
    texts = [call["text"] for call in calls]
    cut = [text for text in texts if text.endswith("…") and not _said_so(text, language)]
    assert cut == [], cut
    outside = [
        (call["text"], call["box"], call["in"])
        for call in calls
        if call["box"][0] < 0
        or call["box"][1] < 0
        or call["box"][2] > call["in"][0]
        or call["box"][3] > call["in"][1]
    ]
    assert outside == [], outside
    assert min(call["size"] for call in calls) >= SMALLEST
    if kind == "table":
        # The card faces speak the table's language: the names of the nobles in the line.
        drawn = " ".join(texts).replace("- ", "").replace("-", "")
        assert front in texts
        assert all(all(word in drawn for word in n.replace("-", "").split()) for n in names)


def _said_so(text: str, language: str) -> bool:
    """A text whose own words end with "…" (After You…, a noble face's continued line)."""
    with speaking(language):
        return card_name("after-you").endswith(text.split()[-1])
