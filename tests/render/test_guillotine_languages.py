"""Guillotine's images and table message in every language: each image kind (the table
in its phases with 2 and 5 players, the hand full and empty) drawn with the words of
English, French, German and Dutch, in states with the longest words a game shows and the
longest players' names (tests/render/guillotine_states.py). Every text drawn must be whole
(no word cut with "…"), inside its picture, and no smaller than the phone floor (22 px on
800, tests/render/test_legibility.py); on the table, every player's name and points are
whole, at the names' size, and no two texts overlap. The table message's words
(`table_text`) are in the language, within Discord's limits. Pictures of each are saved by
`python -m tests.render.guillotine_states` for a person to look at."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.text import card_name, line_alt, points
from cogs.i18n import speaking, t
from games.guillotine import GuillotineState
from render.guillotine import hand as guillotine_hand
from render.guillotine import table as guillotine_table
from tests.games.guillotine_scenario import table
from tests.render.drawn import IMAGE_LANGUAGES
from tests.render.drawn import drawn_texts as recorded
from tests.render.guillotine_states import (
    LONG_LINE,
    NAMES,
    action_state,
    choose_state,
    images,
    over_state,
)

SMALLEST = 22  # px on an 800-px-wide image: 7 px of cap height on a phone
NAME_SIZE = 26  # px on 800: the names and points, 8.5 px of cap height on a phone
TEXT_LIMIT = 4000  # Discord: all the Text Displays of a message
ALT_LIMIT = 1024  # Discord: a media item's description


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Every text drawn inside (tests/render/drawn.py), the cards drawn again to be seen."""
    # The palettes are learnt once per process from placeholder faces: not what we measure.
    guillotine_table.table_palette()
    guillotine_hand.hand_palette()
    # The cached card faces must be drawn again to be seen, in this language.
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()
    with recorded(monkeypatch) as calls:
        yield calls
    guillotine_table.noble_card.cache_clear()
    guillotine_hand.action_card.cache_clear()


@pytest.mark.parametrize("kind", list(images()))
@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
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
    if kind.startswith("table"):
        # The card faces speak the table's language: the names of the nobles in the line.
        drawn = " ".join(texts).replace("- ", "").replace("-", "")
        assert front in texts
        assert all(all(word in drawn for word in n.replace("-", "").split()) for n in names)


def _said_so(text: str, language: str) -> bool:
    """A text whose own words end with "…" (After You…, a noble face's continued line)."""
    with speaking(language):
        return card_name("after-you").endswith(text.split()[-1])


TABLE_KINDS = [kind for kind in images() if not kind.startswith("hand")]
STATES = {"table": action_state, "choose": choose_state, "over": over_state}


@pytest.mark.parametrize("kind", TABLE_KINDS)
@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_the_table_shows_every_name_and_number_whole(
    monkeypatch: pytest.MonkeyPatch, language: str, kind: str
) -> None:
    """With the longest names (32 W, "Bérénice-Amélie de la Tour-Vallée"): each name whole,
    on one line or two, at the names' size; each player's points whole at that size; no
    ellipsis, nothing outside the picture, no two texts drawn over each other."""
    phase, players = kind.split("-")
    with speaking(language):
        state = STATES[phase](int(players))
        scores = [points(score) for score in state.scores]
    with speaking(language), drawn_texts(monkeypatch) as calls:
        data = images()[kind]()
    image = Image.open(io.BytesIO(data))
    # The texts drawn on the table itself (the noble cards are drawn apart, then pasted).
    drawn = [call for call in calls if call["in"] == image.size]
    texts = [call["text"] for call in drawn]
    assert not [text for text in texts if "…" in text], texts
    for name in NAMES[: int(players)]:
        lines = _name_lines(drawn, name)
        assert lines, (name, texts)
        assert all(call["size"] >= NAME_SIZE for call in lines), name
    for score in scores:
        sized = [call["size"] for call in drawn if call["text"] == score]
        assert sized and min(sized) >= NAME_SIZE, (score, texts)
    boxes = [call["box"] for call in drawn]
    overlaps = [
        (texts[i], texts[j])
        for i in range(len(boxes))
        for j in range(i + 1, len(boxes))
        if _overlap(boxes[i], boxes[j])
    ]
    assert overlaps == [], overlaps


def _name_lines(drawn: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """The texts that draw `name`: one, or two in a row (broken at a space, or after a
    hyphen or a letter); none if it is not drawn whole."""
    whole = name.replace(" ", "")
    for i in range(len(drawn)):
        for count in (1, 2):
            lines = drawn[i : i + count]
            if "".join(call["text"] for call in lines).replace(" ", "") == whole:
                return lines
    return []


def _overlap(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _table(state: GuillotineState) -> Any:
    """What `table_text` reads of a table: its state and its seats (members first and
    last, computers between: the longest names)."""
    seats = [SimpleNamespace(user_id=None, name=name) for name in NAMES[: state.players]]
    seats[0].user_id = 123456789012345678
    seats[-1].user_id = 876543210987654321 if state.players > 2 else None
    return SimpleNamespace(state=state, seats=seats)


# Words of the English sentences of the table message that none of the other languages
# says: one left in French, German or Dutch would be an untranslated sentence.
ENGLISH = ("collected", "in hand", "Face up", "noble deck", "discard pile", "front first",
           "may play", "this turn", "lie in front", "Game over", "day 1 of")  # fmt: skip


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
@pytest.mark.parametrize("kind", sorted(STATES))
def test_the_table_text_speaks_the_language_within_discords_limits(
    language: str, kind: str
) -> None:
    adapter = GuillotineAdapter()
    for players in (2, 5):
        with speaking(language):
            state = STATES[kind](players)
            said = adapter.table_text(_table(state))  # type: ignore[arg-type]
            line = adapter.status_line(_table(state))  # type: ignore[arg-type]
        texts = [said.status, *said.details]
        assert said.status.startswith(line) and all(texts) and said.alt
        assert sum(map(len, texts)) <= TEXT_LIMIT - 200  # room for the deadline's line
        assert len(said.alt) <= ALT_LIMIT
        every = "\n".join([*texts, said.alt])
        assert "<@123456789012345678>" in every and f"**{NAMES[1]}**" in every
        assert "{" not in every and "…" not in every
        if language != "en":
            left = [word for word in ENGLISH if word in every]
            assert left == [], (left, every)
        with speaking(language):
            front = card_name(state.line[0]) if state.line else ""
            # The picture's alt text names the line, front first.
            assert front in said.alt
            if kind == "table":
                assert said.alt.index(front) < said.alt.index(card_name(state.line[-1]))
                assert t("guillotine-notice-day-ends") in said.status


def test_the_table_text_tells_no_hidden_card() -> None:
    """Two tables alike but for which player holds which action card (hands of the same
    sizes) have the same words, as they have the same picture."""
    adapter = GuillotineAdapter()
    one = table(players=3, hands={0: ["trip", "majesty"], 1: ["stumble"], 2: ["rush-job"]})
    two = table(players=3, hands={0: ["rush-job", "stumble"], 1: ["majesty"], 2: ["trip"]})
    assert adapter.table_text(_table(one)) == adapter.table_text(_table(two))  # type: ignore[arg-type]


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_an_alt_text_too_long_for_discord_says_the_lines_size(language: str) -> None:
    view = {"line": ["captain-of-the-guard", "hero-of-the-people"] * 60, "phase": "action"}
    with speaking(language):
        said = line_alt(view)
        assert len(said) <= ALT_LIMIT and "120" in said
        assert card_name("hero-of-the-people") not in said
