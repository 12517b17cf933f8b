"""The images read on a phone, measured, not eyeballed (docs/decisions/phone-legible-images.md).

Contrast: the WCAG 2 contrast ratio of a greyed card's ink (index, pips, text) against
its grey face, taken from the pixels of the PNG as it is sent (after the palette mapping),
must reach 4.5:1 (AA for text).

Text height: Discord shows an image about 360 px wide on a phone. Every text drawn on an
image is recorded (its font), and its cap height ("H") is scaled to a 360-px-wide copy:
the smallest must reach `FLOOR` px, and the names and scores on the tables `PRIMARY` px.
Card faces (render.cards) are pictures and are not counted. The images are drawn with
the words their cogs give them (cogs/<game>/text.py), as the bot draws them. Run with
`-s` to see the figures.
"""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

import pytest
from PIL import Image, ImageDraw

from cogs.barbu import text as barbu_text
from cogs.guillotine import image_words as guillotine_words
from cogs.slaughter import text as slaughter_text
from games import barbu, guillotine, slaughter
from render import render_hand
from render.barbu import (
    render_barbu_deal_end,
    render_barbu_scoresheet,
    render_barbu_table,
    render_hand_with_trick,
    render_trick,
)
from render.cards import card_image
from render.guillotine import hand as guillotine_hand
from render.guillotine import render_guillotine_hand, render_guillotine_table
from render.guillotine import table as guillotine_table
from render.palette import to_felt_palette
from render.slaughter import render_slaughter_hand, render_slaughter_table
from render.slaughter.hand import hand_cards
from render.theme import FELT
from tests.games.play import random_play

PHONE = 360  # px: the width Discord gives an image on a phone
FLOOR = 7.0  # px of cap height at PHONE wide, for every text (a 22 px font on 800 px)
PRIMARY = 8.5  # px, for the players' names and scores on the tables (26 px on 800 px)
AA = 4.5  # WCAG 2 AA contrast for text
NAMES = ["Alice", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_contrast(face: Image.Image) -> float:
    """The contrast of the inked pixels against the face: the face is the commonest colour,
    the ink the colour that differs most from it (a glyph's solid core)."""
    colours = face.getcolors(maxcolors=1 << 16) or []
    background = max(colours)[1]
    return max(contrast(colour, background) for _, colour in colours)


def test_greyed_cards_keep_aa_contrast() -> None:
    ratios = {}
    for card in ("QH", "7D", "TS", "X2"):
        # A greyed card as the hand image sends it: on the felt, mapped to the palette.
        face = card_image(card, 150, dim=True)
        sheet = Image.new("RGB", face.size, FELT)
        sheet.paste(face, (0, 0), face)
        sent = to_felt_palette(sheet).convert("RGB")
        inset = 8  # inside the card's outline
        ratios[card] = ink_contrast(
            sent.crop((inset, inset, face.width - inset, face.height - inset))
        )
    for card in ("tough-crowd", "callous-guards"):
        face = guillotine_words.action_face(card)
        tile = guillotine_hand.action_card(card, dim=True, face=face)
        sent = tile.quantize(palette=guillotine_hand.hand_palette(), dither=Image.Dither.NONE)
        text_area = (12, guillotine_hand.BAND_H + 8, guillotine_hand.CARD_W - 12, 150)
        ratios[card] = ink_contrast(sent.convert("RGB").crop(text_area))
    print("\ngreyed card ink against its face:", {k: round(v, 1) for k, v in ratios.items()})
    assert min(ratios.values()) >= AA, ratios


@contextmanager
def recorded_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, str, Any]]]:
    """Every text drawn while inside, as (module, text, font); card faces left out."""
    calls: list[tuple[str, str, Any]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        module = sys._getframe(1).f_globals.get("__name__", "")
        fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if module != "render.cards" and str(text).strip():
            calls.append((module, str(text), fnt))
        original(self, xy, text, *args, **kwargs)

    # Cached parts (noble cards, action cards) must be drawn again to be seen.
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield calls
    monkeypatch.undo()
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()


def cap_height(fnt: Any) -> int:
    _, top, _, bottom = fnt.getbbox("H")
    return bottom - top


def measure(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], bytes]) -> dict[str, Any]:
    """The smallest text of an image, as cap height in px once the image is PHONE wide."""
    with recorded_texts(monkeypatch) as calls:
        data = draw()
    width = Image.open(io.BytesIO(data)).width
    scale = PHONE / width
    heights = [(cap_height(fnt) * scale, text) for _, text, fnt in calls]
    smallest = min(heights)
    return {"width": width, "smallest": round(smallest[0], 1), "text": smallest[1], "all": heights}


def barbu_views() -> dict[str, tuple[dict, str]]:
    """A deal mid-trick with doubles, the doubling, a Domino layout, the end; Marley's
    trick, its ace bonus (Domino) and its end."""
    wanted = {
        "barbu trick": lambda s: s.phase == "play" and len(s.doubles) >= 2 and len(s.trick) == 2,
        "barbu doubling": lambda s: s.phase == "double" and len(s.doubles) >= 2,
        "barbu domino": lambda s: s.phase == "play" and bool(s.view(None).get("out")),
    }
    found: dict[str, tuple[dict, str]] = {}
    for rules, seed in (("barbu", 5), ("marley", 6)):
        state = barbu.new_game(seed, options={"rules": rules})

        def keep(state: barbu.BarbuState, step: int, rules: str = rules) -> None:
            for name, test in wanted.items():
                if name not in found and rules == "barbu" and test(state):
                    found[name] = (state.view(None), "table")
            if rules == "marley" and "marley trick" not in found and len(state.trick) == 2:
                found["marley trick"] = (state.view(None), "table")
            if rules == "marley" and "marley ace bonus" not in found and state.bonus:
                # The longest status of all: the dealer, who plays again or stops, the rule.
                found["marley ace bonus"] = (state.view(None), "table")
            if len(state.view(None)["sheet"]) == 10 and f"{rules} sheet" not in found:
                found[f"{rules} sheet"] = (state.view(None), "sheet")

        random_play(state, random.Random(seed), any_actor=False, check=keep)
        found[f"{rules} over"] = (state.view(None), "table")
    assert len(found) == 9, sorted(found)
    return found


def slaughter_table(state: slaughter.SlaughterState) -> Callable[[], bytes]:
    view = state.view(None)
    words = slaughter_text.table_words(view, NAMES[:2])
    return partial(render_slaughter_table, view, NAMES[:2], words)


def test_text_is_readable_at_phone_width(monkeypatch: pytest.MonkeyPatch) -> None:
    images: dict[str, Callable[[], bytes]] = {}
    for name, (view, kind) in barbu_views().items():
        if kind == "table":
            words = barbu_text.table_words(view, NAMES[:4])
            images[name] = partial(render_barbu_table, view, NAMES[:4], words)
        else:
            words = barbu_text.sheet_words(view)
            images[name] = partial(render_barbu_scoresheet, view, NAMES[:4], words)
    state = slaughter.new_game(2)
    images["slaughter swap"] = slaughter_table(state)
    view = state.view(0)
    images["slaughter swap hand"] = partial(
        render_slaughter_hand, view, state.legal_actions(0),
        slaughter_text.hand_title(view, *hand_cards(view)), slaughter_text.swap_title(),
    )  # fmt: skip
    random_play(state, random.Random(2), steps=30, any_actor=False)
    images["slaughter play"] = slaughter_table(state)
    random_play(state, random.Random(2), any_actor=False)
    images["slaughter over"] = slaughter_table(state)
    game = guillotine.new_game(3, 4)
    random_play(game, random.Random(3), steps=9, any_actor=False)
    view = game.view(None)
    words = guillotine_words.table_words(view, NAMES[:4])
    images["guillotine"] = partial(render_guillotine_table, view, NAMES[:4], words)
    hand = game.view(0)["hand"]
    images["guillotine hand"] = partial(
        render_guillotine_hand, hand, hand[:1], "Alice · day 1", guillotine_words.hand_words(hand)
    )
    images["barbu hand"] = partial(render_hand, ["AS", "KS", "QH", "2D"], ["AS"], "Alice · deal 1")
    plays = [("Computer 1", "9S"), ("Computer 2", "QS")]
    images["barbu hand, trick"] = partial(
        render_hand_with_trick, ["AS", "KS", "QH"], ["AS", "KS"], "Alice · deal 1", plays,
        "Trick 5 of 13 · Computer 1 led ♠ spades", "You",
    )  # fmt: skip
    images["previous trick"] = partial(
        render_trick, [*plays, ("Computer 3", "2S"), ("You", "AS")], "Previous trick", 3
    )
    ended = barbu_views()["barbu over"][0]
    images["barbu deal end"] = partial(
        render_barbu_deal_end, ended["sheet"][-1], ended["final_tricks"][-1],
        ended["scores"], NAMES[:4], barbu_text.deal_end_words(
            ended["sheet"][-1], ended["final_tricks"][-1], ended["deals"], NAMES[:4]),
    )  # fmt: skip

    print(f"\nsmallest text, cap height at {PHONE} px wide (floor {FLOOR} px):")
    failures = []
    for name, draw in images.items():
        figures = measure(monkeypatch, draw)
        print(f"  {name:<20} {figures['smallest']:>4} px  ({figures['width']} px wide)")
        if figures["smallest"] < FLOOR:
            failures.append((name, figures["smallest"], figures["text"]))
        if name in ("barbu trick", "slaughter play", "guillotine"):
            # The players' names are drawn in the panels' biggest font but the totals'.
            names = [h for h, text in figures["all"] if text in NAMES]
            assert names and min(names) >= PRIMARY, (name, min(names, default=0))
    assert not failures, failures
