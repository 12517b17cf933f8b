"""The Gin Slaughtre hand image while the players swap and in play (a hand, a big hand
with jokers, the upcards once the hand is empty), in English, French, German and Dutch,
drawn as the bot draws it (cogs/slaughter/adapter.py `hand`): its titles are whole (on
more lines if they must, never "…"), every number in them whole (the count of cards, the
top card, the jokers), no text outside the image, no two texts over each other. The
image names no player (the title says "Your hand"). `python -m
tests.render.test_slaughter_hand_names FOLDER` saves the pictures (and copies 360 px wide,
as a phone shows them) for a person to look at."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import Image

from cogs.i18n import LANGUAGES, speaking
from cogs.slaughter import text
from cogs.tables.words import card_faces, no_cards
from games import slaughter
from games.slaughter.state import PACK
from render import hand as shared_hand
from render.slaughter import hand as slaughter_hand
from render.slaughter.hand import hand_cards, render_slaughter_hand
from tests.games.slaughter_scenario import cards, table
from tests.render.drawn import IMAGE_LANGUAGES
from tests.render.drawn import drawn_texts as recorded
from tests.render.test_leaderboard_names import save_png


def positions() -> dict[str, tuple[dict[str, Any], list[str]]]:
    """Seat 0's view and legal actions: swapping, a hand in play on a 10, the upcards once
    the hand is empty, a big hand with jokers on an empty pile."""
    swap = slaughter.new_game(2)
    play = table([cards("3H 7C 9D TS KD"), cards("4S QD")], pile=cards("TH"))
    upcards = table([[], cards("4S")], upcards=[cards("JS QS KD"), []], pile=cards("TH"))
    thirty = [card for card in PACK if card not in ("4D", "KS", "KH", "KD")][:30]
    big = table([[*thirty, "X1", "X2"], cards("4D")], rest="stock")
    found = {"swap": swap, "play": play, "upcards": upcards, "big hand": big}
    return {kind: (s.view(0), s.legal_actions(0)) for kind, s in found.items()}


def draw(view: dict[str, Any], legal: list[str], title: str | None = None) -> bytes:
    """The hand image in the language being spoken (its title `text.hand_title`'s)."""
    title = text.hand_title(view, *hand_cards(view)) if title is None else title
    return render_slaughter_hand(
        view, legal or None, title, text.swap_title(), no_cards(), card_faces()
    )


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Every text drawn inside but the card faces' letters (tests/render/drawn.py)."""
    with recorded(monkeypatch, card_faces=False) as calls:
        yield calls


def _bare(said: str) -> str:
    return said.replace(" ", "").replace("·", "")


def _overlap(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _problems(kind: str, calls: list[dict[str, Any]], titles: list[str]) -> list[tuple]:
    problems: list[tuple] = []
    for i, call in enumerate(calls):
        box, (width, height) = call["box"], call["in"]
        if "…" in call["text"]:
            problems.append((kind, "cut", call["text"]))
        if box[0] < 0 or box[1] < 0 or box[2] > width or box[3] > height:
            problems.append((kind, "outside", call["text"], box))
        for other in calls[i + 1 :]:
            if other["on"] is call["on"] and _overlap(box, other["box"]):
                problems.append((kind, "overlap", call["text"], other["text"]))
    drawn = _bare("".join(call["text"] for call in calls))
    for title in titles:
        if _bare(title) not in drawn:
            problems.append((kind, "title not whole", title, [c["text"] for c in calls]))
    return problems


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_hand_shows_its_titles_and_numbers_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    problems = []
    for kind, (view, legal) in positions().items():
        with speaking(language):
            titles = [text.hand_title(view, *hand_cards(view))]
            titles += [text.swap_title()] if view["phase"] == "rearrange" else []
            with drawn_texts(monkeypatch) as calls:
                image = Image.open(io.BytesIO(draw(view, legal)))
        assert image.width == shared_hand.WIDTH
        problems += _problems(kind, calls, titles)
        # The numbers the title carries: the count of cards (and of jokers), the top card.
        said = " ".join(call["text"] for call in calls)
        assert str(len(hand_cards(view)[0])) in said, (kind, said)
        if kind == "big hand":  # 32 cards, 2 of them jokers
            with speaking(language):  # the title's last words: "2 jokers"
                jokers = text.hand_title(view, *hand_cards(view)).rsplit(" · ", 1)[1]
            assert "32" in said and jokers in said, said
    assert problems == []


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_a_title_too_long_for_a_line_takes_two_and_the_cards_move_down(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """The longest title a catalogue words (German's runs over 920 px at 28 px): whole, on
    two lines; the band grows by a line and the cards go down with it."""
    view, legal = positions()["big hand"]
    with speaking(language):
        long = text.hand_title({"phase": "play", "pile": []}, list(view["hand"]), True)
        title = f"{long} · {long}"
        with drawn_texts(monkeypatch) as calls:
            tall = Image.open(io.BytesIO(draw(view, legal, title)))
        short = Image.open(io.BytesIO(draw(view, legal, "x")))
    lines = [call["text"] for call in calls]
    assert len(lines) >= 2 and _bare("".join(lines)) == _bare(title)
    assert _problems("long title", calls, [title]) == []
    assert tall.height == short.height + (len(lines) - 1) * slaughter_hand.TITLE_STEP


def test_a_one_line_title_is_drawn_as_the_shared_hand_draws_it() -> None:
    view, legal = positions()["play"]
    hand = view["hand"]
    playable = slaughter_hand.playable_cards(legal)
    for title in ("Your hand · 5 cards · top card 10♥", ""):
        ours = slaughter_hand.titled(hand, playable, title)
        shared = shared_hand.draw_hand(hand, playable, title or None)
        assert ours.tobytes() == shared.tobytes()


def save(folder: str) -> None:
    """Each position in each language as `slaughter-hand_<lang>_<kind>.png` (and its copy
    360 px wide) in `folder`."""
    for language in LANGUAGES:
        with speaking(language):
            for kind, (view, legal) in positions().items():
                stem = f"slaughter-hand_{language}_{kind.replace(' ', '-')}"
                save_png(draw(view, legal), folder, stem)


if __name__ == "__main__":
    save(sys.argv[1] if len(sys.argv) > 1 else "slaughter-hand-images")
