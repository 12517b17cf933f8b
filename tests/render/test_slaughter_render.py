"""Rendering Gin Slaughtre: the table after every kind of effect, the endgame, the end, hands.

The views come from real games between rule-based players (a few seeds, until
every effect has been seen), plus hand-made positions for the corners.
"""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from cogs import i18n
from cogs.slaughter import text
from cogs.slaughter.text import table_words
from games import slaughter
from games.slaughter.players import rule_based_player
from games.slaughter.state import PACK
from render import hand, theme
from render.slaughter import table as slaughter_table
from render.slaughter.hand import hand_cards, playable_cards, render_slaughter_hand
from render.slaughter.table import render_slaughter_table
from render.theme import shorten
from tests.games.slaughter_scenario import cards, table
from tests.render.drawn import IMAGE_LANGUAGES

NAMES = ["Alice", "Bob the Magnificent Builder of Very Long Names"]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 60 * 1024
TITLE = "Your hand"
KINDS = {
    "start",
    "take",
    "draw",
    "burn",
    "quartet",
    "suit",
    "joker",
    "jack",
    "black5",
    "red5",
    "won",
}


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG_MAGIC)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    """Public views worth drawing: one after each effect kind, the endgame, the end."""
    found: dict[str, dict[str, Any]] = {}
    for seed in range(40):
        state = slaughter.new_game(seed, options={"match": 1})
        rng = random.Random(seed)
        found.setdefault("rearrange", state.view(None))
        while not state.is_over:
            view = state.view(None)
            for effect in view["effects"]:
                found.setdefault(effect["kind"], view)
            if view["phase"] == "play":
                if len(view["pile"]) >= 8:
                    found.setdefault("big pile", view)
                if view["stock_size"] == 0 and min(map(len, view["upcards"])) < 3:
                    found.setdefault("endgame", view)
                if max(view["hand_sizes"]) >= 20:
                    found.setdefault("big hand", view)
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, rule_based_player(state.view(seat), legal, rng))
        final = state.view(None)
        found.setdefault("over", final)
        found.setdefault("won", final)
        if KINDS | {"big pile", "endgame", "big hand"} <= set(found):
            break
    return found


def test_every_effect_and_phase_was_found(views) -> None:
    assert KINDS | {"rearrange", "endgame", "over", "big pile"} <= set(views)


def test_every_view_renders_a_small_png(views) -> None:
    for name, view in views.items():
        data = render_slaughter_table(view, NAMES, table_words(view, NAMES))
        image = decode(data)
        assert image.size == (slaughter_table.WIDTH, slaughter_table.HEIGHT), name
        assert len(data) < MAX_BYTES, (name, len(data))


def test_hand_made_positions_render() -> None:
    # Jokers on the pile and face up, a red 5 to answer, a huge hand, an empty stock.
    s = table(
        [cards("5H 6D 7D 8D"), cards("3S 6H 9D KC 2C AC")],
        upcards=[cards("X1 9S 2S"), cards("X2")],
        pile=cards("3H 4C 4D 4H"),
        rest="stock",
    )
    s.apply(0, "play:5H")
    decode(render_slaughter_table(s.view(None), NAMES))
    s.apply(1, "take")
    decode(render_slaughter_table(s.view(None), NAMES))
    s = table([[], cards("4S")], upcards=[cards("KD"), []], pile=cards("3H"), rest="removed")
    decode(render_slaughter_table(s.view(None), NAMES))


def test_table_never_draws_a_hand(views) -> None:
    public = views["jack"]
    with_hand = dict(public, hand=cards("AS KS X1"), seat=0)
    assert render_slaughter_table(public, NAMES) == render_slaughter_table(with_hand, NAMES)


def test_table_is_deterministic_and_tolerates_odd_names(views) -> None:
    view = views["burn"]
    assert render_slaughter_table(view, NAMES) == render_slaughter_table(view, NAMES)
    decode(render_slaughter_table(view, ["", "😀 emoji"]))
    decode(render_slaughter_table(view, ["x" * 200, "y" * 200]))
    decode(render_slaughter_table(view, ["only one"]))


def test_a_mention_or_bold_name_is_never_cut() -> None:
    """Names are cut, markup never is (a mention cut mid-id printed `<@15745944320…`);
    the table message's words, which Discord wraps, name everyone whole."""
    mention = "<@157459443201234567>"
    assert shorten(mention, 14) == mention
    assert shorten("<#157459443201234567>", 3) == "<#157459443201234567>"
    assert shorten("**Computer 1**", 14) == "**Computer 1**"
    assert shorten("**A very long computer name**", 14) == "**A very long c…**"
    # An escaped character (`plain()` escapes markdown) stays with its backslash.
    assert shorten("ab\\*cdefghij", 4) == "ab\\*…"
    assert shorten("Alexandrina Longname", 14) == "Alexandrina L…"
    view = {"scores": [0, 0], "match": 3, "effects": [], "game_number": 1}
    status = text.table_status(view, [mention, "**A very long computer name**"])
    assert status.startswith(
        f"**Gin Slaughtre · game 1** · {mention} 0 – 0 **A very long computer name**"
        " · first to 3 wins"
    )


def test_hand_image_reuses_the_shared_hand_renderer() -> None:
    s = table([cards("AS 2H 5D 9C X1 X2 KD"), cards("4S 4H 4D 4C")], pile=cards("6H"))
    view, legal = s.view(0), s.legal_actions(0)
    assert playable_cards(legal) == ["2H", "9C", "KD", "X1", "X2"]
    image = decode(render_slaughter_hand(view, legal, TITLE))
    assert 900 <= image.width <= 1100
    assert render_slaughter_hand(view, legal, TITLE) != render_slaughter_hand(view, None, TITLE)
    # A big hand wraps into rows; the hand of a spectator is empty.
    many = table([list(PACK[:30]), []])
    decode(render_slaughter_hand(many.view(0), many.legal_actions(0), TITLE))
    decode(render_slaughter_hand(s.view(None), None, TITLE))


def test_hand_image_shows_the_upcards_once_the_hand_is_empty() -> None:
    s = table([[], cards("4S 4H")], upcards=[cards("7S 8S KD"), cards("QS")], rest="removed")
    view = s.view(0)
    data = render_slaughter_hand(view, s.legal_actions(0), TITLE)
    empty_hand = render_slaughter_hand(dict(view, upcards=[[], []]), [], TITLE)
    assert data != empty_hand
    decode(data)


def test_swap_phase_hand_greys_nothing_and_shows_the_upcards() -> None:
    # While rearranging, no card looks disabled and the upcards are shown.
    state = slaughter.new_game(2)
    view, legal = state.view(0), state.legal_actions(0)
    assert view["phase"] == "rearrange" and all(a.startswith(("swap:", "ready")) for a in legal)
    data = render_slaughter_hand(view, legal, TITLE, "Your upcards")
    # Every card may be swapped: none dimmed.
    assert data == render_slaughter_hand(view, None, TITLE, "Your upcards")
    without_upcards = decode(render_slaughter_hand(dict(view, upcards=[[], []]), legal, TITLE))
    assert decode(data).height > without_upcards.height


LONG_NAMES = ["Bartholomäus Schwarzenberger", "Maximiliane von Hohenzollern"]


@pytest.fixture
def cut_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every text the shared hand drawing had to cut with an ellipsis, (whole, drawn). The
    table image cuts nothing (tests/render/test_slaughter_languages.py), nor do the hand's
    titles, drawn whole by render/slaughter/hand.py (tests/render/test_slaughter_hand_names.py)."""
    cuts: list[tuple[str, str]] = []

    def fit(text: str, fnt: Any, width: float) -> str:
        drawn = theme.fit(text, fnt, width)
        if drawn != text:
            cuts.append((text, drawn))
        return drawn

    monkeypatch.setattr(hand, "fit", fit)
    return cuts


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_image_kind_renders_in_every_language_with_no_sentence_cut(
    views, cut_texts, language: str
) -> None:
    """French and German sentences are longer: each is wrapped, never cut."""
    over = views["over"]
    capped = dict(over, results=[
        {"game": n, "winner": n % 2, "margin": 19, "reason": "cap"} for n in range(1, 7)
    ])  # fmt: skip
    with i18n.speaking(language):
        for view in [*views.values(), capped]:
            decode(render_slaughter_table(view, LONG_NAMES, table_words(view, LONG_NAMES)))
        s = slaughter.new_game(2)
        for seat_view, legal in [
            (s.view(0), s.legal_actions(0)),
            *[(v.view(0), v.legal_actions(0)) for v in _hands()],
        ]:
            title = text.hand_title(seat_view, *hand_cards(seat_view))
            decode(render_slaughter_hand(seat_view, legal, title, text.swap_title(), "-"))
    assert cut_texts == []


def _hands() -> list[slaughter.SlaughterState]:
    """A hand of upcards (its hand empty) on a 10, a big hand with jokers on a red 5."""
    upcards = table([[], cards("4S")], upcards=[cards("JS QS KD"), []], pile=cards("TH"))
    big = table([[*PACK[:14], "X1", "X2"], cards("4D")], pile=cards("3C 5D"), rest="stock")
    return [upcards, big]
