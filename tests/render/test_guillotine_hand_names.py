"""The Guillotine hand image in each phase it is drawn in (an action to play, a card to
choose, the Wait a Moment! window), in English, French, German and Dutch, held by players
with the longest names (32 W, "Bérénice-Amélie de la Tour-Vallée") and the cards with the
longest names: drawn as the bot draws it (cogs/guillotine/adapter.py `hand`). The title
names its player whole (on two lines if it must, never "…"), with every number (the day,
the count of cards) whole; every card's name and instruction whole; no "…" the catalogue's
words do not carry; no text outside its picture; no two texts over each other.
`python -m tests.render.test_guillotine_hand_names FOLDER` saves the pictures (and copies
360 px wide, as a phone shows them) for a person to look at."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.image_words import action_face
from cogs.i18n import LANGUAGES, speaking
from games.guillotine import GuillotineState
from games.guillotine.cards import ACTIONS
from render.guillotine import hand as guillotine_hand
from tests.games.guillotine_scenario import act, table
from tests.render.drawn import IMAGE_LANGUAGES
from tests.render.drawn import drawn_texts as recorded
from tests.render.test_leaderboard_names import save_png

LONGEST = ["WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Bérénice-Amélie de la Tour-Vallée"]
NAMES = [*LONGEST, "Computer 1"]
SMALLEST = 22  # px on 800: 7 px of cap height on a phone (tests/render/test_legibility.py)
SOFT_HYPHEN = "\u00ad"
# The cards whose names are longest in some language, two of one (a "×2" badge), and the
# cards with a tag (out of turn, line).
LONG_CARDS = [
    "let-them-eat-cake", "military-support", "tis-a-far-better-thing", "lack-of-support",
    "friend-of-the-queen", "friend-of-the-queen", "information-exchange", "scarlet-pimpernel",
    "clerical-error", "callous-guards", "after-you", "trip",
]  # fmt: skip


def play_state(seat: int) -> GuillotineState:
    """`seat` in its action step, a hand of the longest cards (some playable)."""
    return table(players=3, turn=seat, hands={seat: LONG_CARDS})


def choose_state(seat: int) -> GuillotineState:
    """`seat` chooses which card its Lack of Support discards from the next hand."""
    other = (seat + 1) % 3
    s = table(players=3, turn=seat, hands={seat: ["lack-of-support", *LONG_CARDS[4:10]],
                                           other: ["trip", "stumble"]})  # fmt: skip
    act(s, seat, f"play:lack-of-support:{other}")
    return s


def wait_state(seat: int) -> GuillotineState:
    """Another player collects: `seat` may play Wait a Moment! (its window)."""
    turn = (seat + 2) % 3
    s = table(players=3, turn=turn, hands={turn: [], seat: ["wait-a-moment", *LONG_CARDS[:5]]})
    assert s.phase == "collect" and "wait" in s.legal_actions(seat)
    return s


PHASES: dict[str, Callable[[int], GuillotineState]] = {
    "play": play_state,
    "choose": choose_state,
    "wait": wait_state,
}


def hand_image(phase: str, seat: int) -> tuple[bytes, tuple[Any, ...]]:
    """The hand image the bot sends `seat` (named NAMES[seat]) in `phase`, in the language
    being spoken, and what it was drawn from (hand, playable, title, words)."""
    state = PHASES[phase](seat)
    acting = seat in state.actors()
    fake = SimpleNamespace(state=state, names=lambda: NAMES, action_count=1, id=1)
    payload = GuillotineAdapter().hand(fake, seat, None)  # type: ignore[arg-type]
    assert acting and payload.image is not None
    return payload.image(), payload.image.args


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Every text drawn inside (tests/render/drawn.py), the cards drawn again to be seen."""
    guillotine_hand.hand_palette()  # learnt once from placeholder faces: not measured
    guillotine_hand.action_card.cache_clear()  # the cards are drawn again, to be seen
    with recorded(monkeypatch) as calls:
        yield calls
    guillotine_hand.action_card.cache_clear()


def _bare(text: str) -> str:
    return text.replace(" ", "").replace("·", "")


def _overlap(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _problems(calls: list[dict[str, Any]], size: tuple[int, int], drawn: tuple) -> list:
    hand, _, title, words = drawn
    problems: list[tuple] = []
    faces = [action_face(card) for card in set(hand)]
    said = " ".join(word.replace(SOFT_HYPHEN, "") for face in faces for word in face)
    for i, call in enumerate(calls):
        if "…" in call["text"] and call["text"] not in said:
            problems.append(("cut", call["text"]))
        box, (width, height) = call["box"], call["in"]
        if box[0] < 0 or box[1] < 0 or box[2] > width or box[3] > height:
            problems.append(("outside", call["text"], box, call["in"]))
        if call["size"] < SMALLEST:
            problems.append(("too small", call["text"], call["size"]))
        for other in calls[i + 1 :]:
            if other["on"] is call["on"] and _overlap(box, other["box"]):
                problems.append(("overlap", call["text"], other["text"]))
    # The title: its lines (gold, on the hand itself, left) make it whole; the count whole.
    on_hand = [call for call in calls if call["in"] == size]
    lines = [call["text"] for call in on_hand if call["box"][0] < 40]
    if not lines or _bare("".join(lines)) != _bare(title):
        problems.append(("title not whole", title, lines))
    if words["count"] not in [call["text"] for call in on_hand]:
        problems.append(("count not whole", words["count"]))
    # Each card's name and instruction: every word drawn on its tile.
    tiles: dict[int, str] = {}
    for call in calls:
        if call["in"] != size:
            tiles[id(call["on"])] = tiles.get(id(call["on"]), "") + " " + call["text"]
    texts = [text.replace("- ", "").replace("-", "") for text in tiles.values()]
    for name, instruction, _ in faces:
        wanted = f"{name} {instruction}".replace(SOFT_HYPHEN, "").replace("-", "").split()
        if not any(all(word in text for word in wanted) for text in texts):
            problems.append(("card not whole", name))
    return problems


@pytest.mark.parametrize("phase", sorted(PHASES))
@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_the_hand_shows_its_players_name_and_every_card_whole(
    monkeypatch: pytest.MonkeyPatch, language: str, phase: str
) -> None:
    problems = []
    for seat, name in enumerate(LONGEST):
        with speaking(language), drawn_texts(monkeypatch) as calls:
            data, drawn = hand_image(phase, seat)
            image = Image.open(io.BytesIO(data))
            assert image.width == guillotine_hand.WIDTH
            problems += [(seat, *p) for p in _problems(calls, image.size, drawn)]
        assert name in drawn[2]
    assert problems == []


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_card_face_is_whole_with_and_without_a_badge(language: str) -> None:
    """Every action card's name and instruction in the language, as the hand lays them
    out: nothing left out, no line wider than the card, the card as tall as its words."""
    width = guillotine_hand.CARD_W - 24
    with speaking(language):
        faces = {card: action_face(card) for card in ACTIONS}
    for card, (name, instruction, _) in faces.items():
        for copies in (1, 2):
            fnt, lines = guillotine_hand._title(name, copies)
            badge = fnt.getlength(f"×{copies}") + 14 if copies > 1 else 0
            assert all(fnt.getlength(line) <= width - badge for line in lines), (card, lines)
            assert _joined(lines) == _joined([name]), (card, lines)
            height = guillotine_hand.tile_height((name, instruction, ""), copies)
            room = height - guillotine_hand._band(lines) - guillotine_hand.TEXT_TOP
            fnt, lines = guillotine_hand._instruction(instruction, room - guillotine_hand.TAG_ROOM)
            assert len(lines) * (fnt.size + 4) <= room - guillotine_hand.TAG_ROOM, card
            assert _joined(lines) == _joined([instruction]), (card, lines)


def _joined(lines: list[str]) -> str:
    """Lines' words without the hyphens a break adds (or the catalogue's soft hyphens)."""
    return "".join(lines).replace(SOFT_HYPHEN, "").replace("-", "").replace(" ", "")


def test_a_card_name_too_long_for_two_lines_takes_three_never_cut() -> None:
    name = "Unverhältnismäßigkeitsgrundsatz der Bürgermeisterwahlbeeinflussung"
    _, lines = guillotine_hand._title(name, 2)
    assert len(lines) >= 3 and not any("…" in line for line in lines)
    assert _joined(lines) == _joined([name])
    text = "a long instruction " * 12
    tall = guillotine_hand.tile_height((name, text, ""), 2)
    assert (
        tall >= guillotine_hand.tile_height(("Trip", text, ""), 2) + 2 * guillotine_hand.TITLE_LINE
    )


def save(folder: str) -> None:
    """Each phase's hand for each long name in each language as
    `guillotine-hand_<lang>_<phase>_<seat>.png` (and its copy 360 px wide) in `folder`."""
    for language in LANGUAGES:
        with speaking(language):
            for phase in PHASES:
                for seat in range(len(LONGEST)):
                    stem = f"guillotine-hand_{language}_{phase}_{seat}"
                    save_png(hand_image(phase, seat)[0], folder, stem)


if __name__ == "__main__":
    save(sys.argv[1] if len(sys.argv) > 1 else "guillotine-hand-images")


def test_in_its_window_wait_a_moment_is_drawn_bright_and_the_rest_grey() -> None:
    """The window's one play is `wait`, not a `play:`: its card is the hand's playable one,
    as the button under the hand says."""
    _, (hand, playable, _title, _words) = hand_image("wait", 0)
    assert "wait-a-moment" in hand
    assert playable == ["wait-a-moment"]
