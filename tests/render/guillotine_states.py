"""Guillotine images in realistic states for the language tests and the pictures the lead
looks at: every image kind (the table in the action, choose and finale phases and at the
end; the hand, full and empty) with the longest words a game can show: long players'
names, the nobles with the longest names in the line, face-up cards in front of everyone,
every notice at once. `python -m tests.render.guillotine_states FOLDER` saves them all."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PIL import Image

from cogs.guillotine.image_words import hand_words, table_words
from cogs.guillotine.text import hand_title
from cogs.i18n import LANGUAGES, speaking
from games.guillotine.cards import ACTIONS
from render.guillotine import render_guillotine_hand, render_guillotine_table
from tests.games.guillotine_scenario import act, finish, table

NAMES = ["Alexandra", "Maximilian", "Computer 1", "Computer 2", "Computer 3"]
# The nobles whose names and face texts are longest in some language.
LONG_LINE = [
    "captain-of-the-guard",
    "rival-executioner",
    "royal-cartographer",
    "hero-of-the-people",
    "master-spy",
    "palace-guard",
    "tragic-figure",
    "innocent-victim",
    "the-clown",
    "lady-in-waiting",
    "unpopular-judge",
    "fast-noble",
]


def images() -> dict[str, Callable[[], bytes]]:
    """Each kind's drawing, with the words of the language being spoken when it is called
    (the words are built inside; call it under `speaking(language)`)."""
    return {
        "table": _table_action,
        "choose": _table_choose,
        "over": _table_over,
        "hand": _hand_full,
        "hand-empty": _hand_empty,
    }


def _draw_table(s, names: list[str]) -> bytes:
    view = s.view(None)
    return partial(render_guillotine_table, view, names, table_words(view, names))()


def _table_action() -> bytes:
    s = table(
        players=5,
        line=LONG_LINE,
        hands={0: ["stumble"], 1: ["trip"], 2: [], 3: [], 4: []},
        piles={0: ["count", "martyr"], 1: ["palace-guard"], 2: ["duke"]},
        face_up={
            0: ["indifferent-public", "foreign-support", "church-support", "military-support"],
            1: ["callous-guards", "tough-crowd"],
            2: ["civic-support"],
        },
    )
    s.rush_now = True  # every notice at once: the Rush Job, the Guards, the day's end
    s.day_ends = True
    s._legal = {}
    return _draw_table(s, NAMES)


def _table_choose() -> bytes:
    s = table(players=4, hands={0: ["lack-of-support"], 1: ["trip", "stumble"]})
    act(s, 0, "play:lack-of-support:1")
    return _draw_table(s, NAMES[:4])


def _table_over() -> bytes:
    s = table(
        players=3,
        line=["duke"],
        hands={0: [], 1: [], 2: []},
        piles={1: ["countess", "palace-guard"], 2: ["count"]},
        face_up={1: ["fountain-of-blood"]},
        day=3,
        options={"end_cards": "off"},
    )
    finish(s)
    return _draw_table(s, NAMES[:3])


def _hand_full() -> bytes:
    # Every action card, copies and all: each name and text in the language, with badges.
    hand = [card for card in ACTIONS for _ in range(ACTIONS[card].copies)]
    playable = hand[::3]
    title = hand_title(NAMES[1], {"day": 3, "days": 3})
    return render_guillotine_hand(hand, playable, title, hand_words(hand))


def _hand_empty() -> bytes:
    title = hand_title(NAMES[0], {"day": 1, "days": 3})
    return render_guillotine_hand([], [], title, hand_words([]))


def save(folder: str) -> None:
    """Every kind in every language as `guillotine_<lang>_<kind>.png` in `folder`, with a
    copy 360 px wide (as a phone shows it) as `..._360.png`."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        with speaking(language):
            for kind, draw in images().items():
                image = Image.open(io.BytesIO(draw())).convert("RGB")
                image.save(out / f"guillotine_{language}_{kind}.png")
                small = image.resize((360, round(image.height * 360 / image.width)))
                small.save(out / f"guillotine_{language}_{kind}_360.png")


if __name__ == "__main__":
    save(sys.argv[1] if len(sys.argv) > 1 else "guillotine-images")
