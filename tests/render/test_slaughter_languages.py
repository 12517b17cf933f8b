"""Every Gin Slaughtre table image in every language, with the longest names a player can
have: the players arranging their cards, a game in play (a red 5 to answer, a hand played
out down to its upcards, a big pile), the finished match. The words are those the cog gives
the image (cogs/slaughter/text.py `table_words`); the rest is the table message's text.

Nothing is cut: no text ends in an ellipsis, each name is drawn whole (on two lines if it
must, every letter kept) in a face that still reads on a phone, each number is drawn whole;
no text runs out of its image, out of its column or into another text.
"""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import Image, ImageDraw

from cogs.i18n import speaking
from cogs.slaughter import text
from games import slaughter
from render.slaughter import table as slaughter_table
from render.slaughter.table import render_slaughter_table
from tests.games.play import random_play
from tests.games.slaughter_scenario import cards, table
from tests.render.drawn import IMAGE_LANGUAGES
from tests.render.test_legibility import PHONE, PRIMARY, cap_height

# The widest 32 characters a Discord display name may have, and a long name of words.
LONGEST = ["WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Bérénice-Amélie de la Tour-Vallée"]


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple, Any]]]:
    """Every text drawn inside, card faces left out: (text, its box, its font)."""
    calls: list[tuple[str, tuple, Any]] = []
    original = ImageDraw.ImageDraw.text

    def draw_text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any):
        module = sys._getframe(1).f_globals.get("__name__", "")
        if module != "render.cards" and str(words).strip():
            fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
            box = self.textbbox(xy, str(words), font=fnt, anchor=kwargs.get("anchor"))
            calls.append((str(words), box, fnt))
        original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", draw_text)
    yield calls
    monkeypatch.undo()


def views() -> dict[str, dict[str, Any]]:
    """Each kind of table: arranging, in play, the finished match, and the corners of play
    with the longest words (a red 5's tag, a hand played out, a pile of more than five)."""
    state = slaughter.new_game(2)
    found = {"swap": state.view(None)}
    random_play(state, random.Random(2), steps=30, any_actor=False)
    found["play"] = state.view(None)
    random_play(state, random.Random(2), any_actor=False)
    found["over"] = state.view(None)
    red = table([cards("5H 6D 7D 8D"), cards("3S 6H 9D KC 2C AC")], pile=cards("3H"))
    red.apply(0, "play:5H")
    found["red five"] = red.view(None)
    upcards = table(
        [[], cards("4S")], upcards=[cards("JS QS KD"), []], pile=cards("TH"), rest="removed"
    )
    found["upcards only"] = upcards.view(None)
    big = table(
        [[*cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H 3H 4H 5H 6H 7H 8H"), "X1"], cards("4D")],
        pile=cards("3C 4C 5C 6C 7C 8C 9C"),
        rest="stock",
    )
    found["big pile, big hand"] = big.view(None)
    return found


def _problems(
    kind: str,
    view: dict[str, Any],
    names: list[str],
    labels: dict[str, str],
    calls: list,
    size: tuple,
) -> list:
    width, height = size
    problems: list[tuple] = []
    for index, (said, box, _) in enumerate(calls):
        if "…" in said:
            problems.append((kind, "cut", said))
        if box[0] < 0 or box[1] < 0 or box[2] > width or box[3] > height:
            problems.append((kind, "runs out", said, box))
        for other, (left, top, right, bottom), _ in calls[index + 1 :]:
            apart = right <= box[0] + 1 or box[2] <= left + 1
            if not (apart or bottom <= box[1] + 1 or box[3] <= top + 1):
                problems.append((kind, "overlaps", said, other))
    drawn = [said for said, _, _ in calls]
    column = slaughter_table.WORDS_LEFT + slaughter_table.WORDS_WIDTH
    for seat, name in enumerate(names):
        # The name's lines, in order, make the whole name; left of the upcards; legible.
        lines = [(said, box, fnt) for said, box, fnt in calls if said and said in name]
        whole = "".join(said.replace(" ", "") for said, _, _ in lines)
        if name.replace(" ", "") not in whole:
            problems.append((kind, "name not whole", name, [said for said, _, _ in lines]))
        for said, box, fnt in lines:
            if box[2] > column:
                problems.append((kind, "name under the upcards", said))
            if cap_height(fnt) * PHONE / width < PRIMARY:
                problems.append((kind, "name too small", said, fnt.size))
        count = str(view["hand_sizes"][seat])
        if view["hand_sizes"][seat] and count not in drawn:
            problems.append((kind, "hand size not drawn", seat, count))
    stock = labels["stock"]
    # The pile's caption may take two lines, side by side with its neighbours' one each.
    pile = labels["pile"].replace(" ", "")
    pairs = ["".join(drawn[i : i + 2]).replace(" ", "") for i in range(len(drawn))]
    if stock not in drawn or not (labels["pile"] in drawn or pile in pairs):
        problems.append((kind, "a pile's caption not drawn whole", stock, labels["pile"]))
    if str(view["removed_count"]) not in drawn:
        problems.append((kind, "cards out of play not counted", view["removed_count"]))
    return problems


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_table_image_shows_names_and_numbers_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    problems = []
    kinds = views()
    assert len(kinds) == 6
    for names in (LONGEST, LONGEST[::-1]):
        for kind, view in kinds.items():
            with speaking(language):
                words = text.table_words(view, names)
            with drawn_texts(monkeypatch) as calls:
                image = Image.open(io.BytesIO(render_slaughter_table(view, names, words)))
            assert image.size == (slaughter_table.WIDTH, slaughter_table.HEIGHT)
            problems += _problems(kind, view, names, words["labels"], calls, image.size)
    assert problems == []


def test_a_name_too_long_for_one_line_takes_two_and_stays_legible() -> None:
    for name in LONGEST:
        fnt, lines = slaughter_table.name_layout(name)
        assert len(lines) == 2 and "".join(lines).replace(" ", "") == name.replace(" ", "")
        assert cap_height(fnt) * PHONE / slaughter_table.WIDTH >= PRIMARY
    fnt, lines = slaughter_table.name_layout("Alice")
    assert lines == ["Alice"] and fnt.size == slaughter_table.NAME_SIZES[0]
    # The widest letters (Cyrillic Щ) go smaller still, never cut.
    fnt, lines = slaughter_table.name_layout("Щ" * 32)
    assert "".join(lines) == "Щ" * 32 and fnt.size >= slaughter_table.SMALLEST
