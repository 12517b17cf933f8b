"""The trick pictures: above a hand, alone (Previous trick), and at the end of a deal."""

from __future__ import annotations

import io

from PIL import Image

from render import render_hand
from render.barbu import render_barbu_deal_end, render_hand_with_trick, render_trick
from render.barbu.trick import caption_lines, slot_widths, trick_height
from tests.games.scenario import declared
from tests.games.test_barbu_rules import follow_hands, play_spades_then_heart

NAMES = ["Alice", "Bob", "Carol", "Dave"]
HAND = ["AS", "TS", "7S", "KH", "9H", "QD", "2D", "JC"]


def image(data: bytes) -> Image.Image:
    picture = Image.open(io.BytesIO(data))
    picture.load()
    return picture


def test_the_hand_with_the_trick_is_the_hand_and_the_trick_stacked() -> None:
    plays = [("Bob", "9S"), ("Carol", "QS")]
    both = image(render_hand_with_trick(HAND, ["AS"], "Alice", plays, "Bob led ♠", "You"))
    alone = image(render_hand(HAND, ["AS"], "Alice"))
    assert both.width == alone.width and both.height == alone.height + trick_height()
    # Each card played so far shows: another card, another picture.
    other = render_hand_with_trick(HAND, ["AS"], "Alice", [("Bob", "9S"), ("Carol", "KS")],
                                   "Bob led ♠", "You")  # fmt: skip
    assert other != render_hand_with_trick(HAND, ["AS"], "Alice", plays, "Bob led ♠", "You")


def test_a_trick_marks_its_winner() -> None:
    plays = [("Bob", "9S"), ("Carol", "QS"), ("Dave", "2S"), ("Alice", "AS")]
    assert render_trick(plays, "Previous trick", 3) != render_trick(plays, "Previous trick", 1)
    assert image(render_trick(plays, "Previous trick", 3)).height == trick_height()


def test_the_end_of_a_deal_draws_its_last_trick_and_its_result() -> None:
    s = declared(follow_hands(), "no-last-two")
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    play_spades_then_heart(s, hearts)
    view = s.view(None)
    entry, last = view["sheet"][0], view["final_tricks"][0]
    drawn = render_barbu_deal_end(entry, last, view["scores"], NAMES)
    assert image(drawn).width == 960
    # The last trick is drawn: another last trick, another picture.
    other = {**last, "winner": 0}
    assert drawn != render_barbu_deal_end(entry, other, view["scores"], NAMES)
    # Domino deals have no trick: a shorter picture with the result only.
    domino = render_barbu_deal_end({**entry, "contract": "domino:8"}, None, view["scores"], NAMES)
    assert image(domino).height < image(drawn).height


WIDE = "W" * 32  # Discord's longest display name, in its widest letters


def test_long_names_make_the_trick_taller_never_cut() -> None:
    plays = [(WIDE, "9S"), ("Bérénice-Amélie de la Tour-Vallée", "QS"), ("Computer 3", "2S")]
    caption = f"Trick 12 of 13 · {WIDE} led ♠ spades"
    both = image(render_hand_with_trick(HAND, ["AS"], f"{WIDE} · deal 28 of 28", plays,
                                        caption, "You"))  # fmt: skip
    alone = image(render_hand(HAND, ["AS"], f"{WIDE} · deal 28 of 28"))
    short = image(render_hand(HAND, ["AS"], "Alice · deal 28 of 28"))
    # The title takes a second line, the caption three (32 W's are wider than a line), and
    # the W's three under their card, the cards spread as the names need.
    assert alone.height == short.height + 34
    assert caption_lines(caption) == ["Trick 12 of 13 ·", WIDE[:29], "WWW led ♠ spades"]
    assert both.height == alone.height + trick_height(caption_lines=3, name_lines=3)
    said = f"Previous trick: {WIDE} took it"
    previous = image(render_trick([*plays, ("You", "AS")], said, 0))
    assert previous.height == trick_height(len(caption_lines(said)), name_lines=3)
    assert slot_widths([WIDE, "Computer 1", "Computer 2", "Computer 3"]) == [342, 195, 195, 195]
    # Short names: evenly spread, as close as whole names on one line allow.
    assert slot_widths(["Bob", "Carol", "Dave", "You"]) == [133] * 4
