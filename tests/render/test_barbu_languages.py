"""Every Barbu image in every language: the table in each phase, the scoresheets,
the finished deal, the hand and the hand with its trick, the previous trick, drawn with the
words the cog gives them in English, French, German and Dutch. No word may be cut (an
ellipsis that the words did not carry), no text may run out of its image, and no two texts
may overlap. (A player's name is cut on purpose where it must fit a box: only the words
are checked.) Among what it caught: the finished deal's German title running into
"angesagt von …", the final standings cutting "2nd  Computer 3  −44".
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

import pytest
from PIL import Image, ImageDraw

from cogs.barbu import text, tricks
from cogs.i18n import LANGUAGES, speaking, t
from games.cards import SUIT_SYMBOLS
from render import render_hand
from render.barbu import (
    render_barbu_deal_end,
    render_barbu_scoresheet,
    render_barbu_table,
    render_hand_with_trick,
    render_trick,
)
from tests.render.test_legibility import barbu_views

NAMES = ["Bérénice", "Maximilian", "Computer 2", "Computer 3"]


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple, int]]]:
    """Every text drawn inside, card faces left out: (text, its box, the canvas drawn on:
    a part drawn on its own canvas and pasted, as the trick is, has its own coordinates)."""
    calls: list[tuple[str, tuple, int]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        module = sys._getframe(1).f_globals.get("__name__", "")
        if module != "render.cards" and str(words).strip():
            fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
            box = self.textbbox(xy, str(words), font=fnt, anchor=kwargs.get("anchor"))
            calls.append((str(words), box, id(self.im)))
        original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield calls
    monkeypatch.undo()


def _strings(words: Any) -> set[str]:
    """Every string of a words mapping, flattened."""
    if isinstance(words, str):
        return {words}
    if isinstance(words, dict):
        return set().union(*(_strings(value) for value in words.values()))
    if isinstance(words, list | tuple):
        return set().union(*(_strings(value) for value in words)) if words else set()
    return set()


def images() -> dict[str, tuple[Callable[[], bytes], set[str]]]:
    """Each image kind, drawn in the language being spoken, with the words it was given."""
    kinds: dict[str, tuple[Callable[[], bytes], set[str]]] = {}
    views = barbu_views()
    for name, (view, kind) in views.items():
        if kind == "table":
            words = text.table_words(view, NAMES)
            kinds[name] = (partial(render_barbu_table, view, NAMES, words), _strings(words))
        else:
            words = text.sheet_words(view)
            kinds[name] = (partial(render_barbu_scoresheet, view, NAMES, words), _strings(words))
    ended = views["barbu over"][0]
    entry, last = ended["sheet"][-1], ended["final_tricks"][-1]
    words = text.deal_end_words(entry, last, ended["deals"], NAMES)
    kinds["deal end"] = (
        partial(render_barbu_deal_end, entry, last, ended["scores"], NAMES, words),
        _strings(words),
    )
    title = text.hand_title("Maximilian", {"deal": 28, "deals": 28, "contract": "no-last-two"})
    hand = ["AS", "KS", "QH", "TD", "9C", "2C"]
    kinds["hand"] = (partial(render_hand, hand, ["AS", "KS"], title, "x"), {title})
    caption = t(
        "barbu-trick-caption", number=12, tricks=13, name="Maximilian",
        symbol=SUIT_SYMBOLS["S"], suit=t("barbu-suit", suit="S"),
    )  # fmt: skip
    plays = [("Maximilian", "9S"), ("Computer 2", "QS")]
    you = t("barbu-you")
    kinds["hand, trick"] = (
        partial(render_hand_with_trick, hand[:3], ["AS"], title, plays, caption, you, "x"),
        {title, caption, you},
    )
    where = t("barbu-previous-where-deal", number=13, deal=27)
    caption = t("barbu-previous-caption-you", where=where)
    kinds["previous trick"] = (
        partial(render_trick, [*plays, ("Computer 3", "2S"), (you, "AS")], caption, 3),
        {caption, you},
    )
    assert tricks.look_back_label()  # the button that shows it speaks too
    return kinds


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_image_in_every_language_shows_its_words_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    with speaking(language):
        kinds = images()
    assert len(kinds) == 13
    problems = []
    for kind, (draw, words) in kinds.items():
        with drawn_texts(monkeypatch) as calls:
            width = Image.open(io.BytesIO(draw())).width
        for index, (said, box, canvas) in enumerate(calls):
            if (
                said.endswith("…")
                and said not in words
                and not any(
                    said[:-1].rstrip() and name.startswith(said[:-1].rstrip()) for name in NAMES
                )
            ):
                problems.append((kind, "cut", said))
            if box[0] < 0 or box[2] > width:
                problems.append((kind, "runs out", said))
            for other, (left, top, right, bottom), where in calls[index + 1 :]:
                apart = right <= box[0] + 1 or box[2] <= left + 1 or bottom <= box[1] + 1
                if where == canvas and not (apart or box[3] <= top + 1):
                    problems.append((kind, "overlaps", said, other))
    assert problems == []
