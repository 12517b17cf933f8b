"""Rendering: every function gives a valid PNG, every phase of both rule sets draws, caches hold.

Fast (a few seconds): the table is drawn at a sample of the actions of random
series of Barbu and Marley, not at every action.
"""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from cogs.barbu.text import contract_short
from cogs.tables.words import leaderboard_words
from games import barbu
from games.cards import RANKS, deck, sort_key
from render import card_back, card_image, render_hand, render_leaderboard
from render.barbu import render_barbu_scoresheet, render_barbu_table
from render.barbu.doubles import double_items
from render.barbu.scoresheet import name_lines
from render.barbu.table import layout as table_layout
from render.theme import FONT_DIR, break_lines, fit, flow_whole, font
from tests.games.play import random_play

NAMES = ["Alice", "Bob the Magnificent Builder of Very Long Names", "Computer (basic)", "Dave"]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG_MAGIC)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def play_series(rules: str, seed: int, every: int) -> tuple[barbu.BarbuState, list[dict]]:
    """A random series to the end, with the public view at every `every`-th action."""
    state = barbu.new_game(seed, options={"rules": rules})
    views: list[dict] = []

    def keep(state: barbu.BarbuState, step: int) -> None:
        if step % every == 0:
            views.append(state.view(None))

    random_play(state, random.Random(seed), any_actor=False, check=keep)
    views.append(state.view(None))
    return state, views


@pytest.fixture(scope="module")
def series() -> dict[str, tuple[barbu.BarbuState, list[dict[str, Any]]]]:
    return {
        "barbu": play_series("barbu", 11, every=53),
        "marley": play_series("marley", 12, every=17),
    }


def test_fonts_are_shipped_with_their_licence() -> None:
    assert (FONT_DIR / "DejaVuSans.ttf").is_file()
    assert (FONT_DIR / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (FONT_DIR / "LICENSE").read_text()
    assert font(20) is font(20)
    assert font(20, bold=True) is not font(20)


def test_fit_cuts_long_text_with_an_ellipsis() -> None:
    fnt = font(20)
    assert fit("Bob", fnt, 200) == "Bob"
    cut = fit(NAMES[1], fnt, 120)
    assert cut.endswith("…") and fnt.getlength(cut) <= 120


def test_break_lines_keeps_every_letter() -> None:
    fnt = font(22)
    wide = "W" * 32
    # After a space or a hyphen where it can, else between letters; a comma never starts
    # a line; a letter wider than the room stays whole on its own line.
    assert break_lines("Bérénice-Amélie de la Tour", fnt, 200) == ["Bérénice-Amélie", "de la Tour"]
    lines = break_lines(f"Carol → {wide}, Dave", fnt, 704)
    assert lines == ["Carol →", wide[:-1], "W, Dave"]
    assert break_lines("WW", fnt, 5) == ["W", "W"]
    # Items stay whole on a line where they fit; one wider than a line is broken.
    items = ["Alice → Bob", f"Carol ⇄ {wide}", "Dave → Alice"]
    assert flow_whole(items, fnt, 704) == ["Alice → Bob", "Carol ⇄", wide, "Dave → Alice"]
    assert flow_whole(["Alice → Bob", "Dave ⇄ Carol"], fnt, 704) == ["Alice → Bob  ·  Dave ⇄ Carol"]


def test_card_cache_returns_the_same_object() -> None:
    assert card_image("QS", 120) is card_image("QS", 120)
    assert card_image("QS", 120, dim=True) is card_image("QS", 120, dim=True)
    assert card_image("QS", 120) is not card_image("QS", 121)
    assert card_back(90) is card_back(90)
    face = card_image("TH", 150)
    assert face.mode == "RGBA" and face.size == (105, 150)
    for card in [*deck(54), "X1", "X2"]:
        assert card_image(card, 56).size == (39, 56)


def test_every_phase_of_both_rule_sets_renders(series) -> None:
    sizes = set()
    for rules, (_, views) in series.items():
        phases = {view["phase"] for view in views}
        assert phases == {"contract", "play", "over"} | ({"double"} if rules == "barbu" else set())
        assert any("layout" in view for view in views), rules
        sizes |= {decode(render_barbu_table(view, NAMES)).size for view in views}
    # One size all series long, and the same for both rule sets (the doubles are the
    # message's words now, not a band of the picture): an edit never makes the message
    # jump. The height follows the names alone: a row of panels is as tall as its longest
    # name needs.
    assert sizes == {(800, table_layout(tuple(NAMES)).height)}, sizes
    assert table_layout(tuple(NAMES)).height < 648  # shorter than with the header band


def test_table_draws_the_trick_the_last_trick_and_the_domino_layout() -> None:
    rng = random.Random(3)
    state = barbu.new_game(3, options={"rules": "barbu"})
    seen = set()
    while not state.is_over and len(seen) < 4:
        view = state.view(None)
        if view["phase"] == "play" and "layout" in view and view["layout"]:
            seen.add("layout")
        elif view["phase"] == "play" and view["trick"]:
            seen.add("trick")
        elif view["phase"] == "play" and view["tricks"]:
            seen.add("last trick")
        elif view["phase"] == "double" and view["doubles"]:
            seen.add("doubles")
        else:
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            continue
        decode(render_barbu_table(view, NAMES))
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == {"layout", "trick", "last trick", "doubles"}


def test_table_never_draws_a_hand(series) -> None:
    _, views = series["barbu"]
    public = next(v for v in views if v["phase"] == "play" and v["trick"])
    with_hand = dict(public, hand=deck(52)[:13], seat=0)
    assert render_barbu_table(public, NAMES) == render_barbu_table(with_hand, NAMES)


def test_table_is_deterministic_and_tolerates_short_names(series) -> None:
    _, views = series["marley"]
    view = views[len(views) // 2]
    assert render_barbu_table(view, NAMES) == render_barbu_table(view, NAMES)
    decode(render_barbu_table(view, ["A", "", "😀 emoji", "x" * 200]))


@pytest.mark.parametrize("count", [0, 1, 8, 13, 14, 26, 32, 54])
def test_hand_renders_any_number_of_cards(count: int) -> None:
    cards = sorted(deck(54)[:count], key=sort_key(RANKS))
    image = decode(render_hand(cards, cards[::2], title="Your hand"))
    assert 900 <= image.width <= 1100
    rows = max(1, -(-count // 13))
    assert image.height >= rows * 90


def test_hand_dims_cards_that_cannot_be_played() -> None:
    cards = ["AS", "KS", "QH"]
    assert render_hand(cards) == render_hand(cards, playable=cards)
    assert render_hand(cards) != render_hand(cards, playable=["AS"])


def test_scoresheets_of_whole_series(series) -> None:
    for rules, (state, _) in series.items():
        view = state.view(None)
        assert len(view["sheet"]) == (28 if rules == "barbu" else 24)
        image = decode(render_barbu_scoresheet(view, NAMES))
        assert image.width == 780
        assert image.height >= 24 * 36


def test_scoresheet_of_a_new_game() -> None:
    view = barbu.new_game(1).view(None)
    decode(render_barbu_scoresheet(view, NAMES))


def test_scoresheet_helpers() -> None:
    assert contract_short("trumps:H") == "Trumps ♥"
    assert contract_short("domino:T") == "Domino 10"
    assert contract_short("no-last-two") == "Last Two"
    assert contract_short("guillotine") == "Guillotine"
    # Names in full, on as many lines as they need, never cut (never to initials): broken
    # after a space, else between letters (a word wider than the column).
    assert name_lines("Computer 1", 128) == ["Computer", "1"]
    assert name_lines("Alice", 128) == ["Alice"]
    long = name_lines(NAMES[1], 128)
    assert long[0] == "Bob the" and "".join(long).replace(" ", "") == NAMES[1].replace(" ", "")
    assert not any("…" in line for line in long)
    # Doubles: one item per doubler and mark, the same on the table and the sheet.
    names = ["Alice", "Bob", "Carol", "Dave"]
    doubles = [[0, 1, 1], [0, 2, 1], [3, 0, 2], [0, 3, 2]]
    assert double_items(doubles, names) == ["Alice → Bob, Carol", "Dave ⇄ Alice", "Alice ⇄ Dave"]
    # (Marley's money in words, "pays 40" never "+40": cogs/barbu/text.py, tests/cogs.)


def test_leaderboard() -> None:
    rows = [
        {
            "rank": i + 1,
            "name": NAMES[i % 4],
            "played": 30 - i,
            "wins": 10 - i // 2,
            "avg_place": 2.0 + i / 10,
            "rating": 25.0 - i,
        }
        for i in range(15)
    ]
    image = decode(render_leaderboard("Barbu leaderboard", rows, leaderboard_words()))
    assert image.width == 900 and image.height > 15 * 30
    decode(render_leaderboard("Empty", []))
