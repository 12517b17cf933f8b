"""Guillotine images in realistic states for the language tests and the pictures the lead
looks at: every image kind (the table in the action and choose phases and at the end, with
2 and with 5 players; the hand, full and empty) with the longest words a game can show:
the longest players' names (Discord's display names are up to 32 characters), the nobles
with the longest names in the line, face-up cards in front of everyone, every notice at
once. `python -m tests.render.guillotine_states FOLDER` saves them all."""

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
from games.guillotine import GuillotineState
from games.guillotine.cards import ACTIONS
from render.guillotine import render_guillotine_hand, render_guillotine_table
from tests.games.guillotine_scenario import act, finish, table

# The widest name Discord allows, a long one with hyphens and spaces, a long one of four
# words, and two computers.
NAMES = [
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "Bérénice-Amélie de la Tour-Vallée",
    "Maximilian von Hohenberg-Ostheim",
    "Computer 1",
    "Computer 2",
]
PLAYERS = (2, 5)
# The hand's title (render/guillotine/hand.py, which these changes leave as it was) names
# its player: names of a usual length.
HAND_NAMES = ["Alexandra", "Maximilian"]
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
    (the words are built inside; call it under `speaking(language)`): the table's kinds
    with 2 and with 5 players ("table-5"), the hand's."""
    kinds: dict[str, Callable[[], bytes]] = {}
    for players in PLAYERS:
        kinds[f"table-{players}"] = partial(_table_action, players)
        kinds[f"choose-{players}"] = partial(_table_choose, players)
        kinds[f"over-{players}"] = partial(_table_over, players)
    return {**kinds, "hand": _hand_full, "hand-empty": _hand_empty}


def _draw_table(s: GuillotineState, names: list[str]) -> bytes:
    view = s.view(None)
    return partial(render_guillotine_table, view, names, table_words(view, names))()


def action_state(players: int) -> GuillotineState:
    """An action step with the longest line, piles and face-up cards, and every notice."""
    s = table(
        players=players,
        line=LONG_LINE,
        hands={0: ["stumble"], 1: ["trip"], **{seat: [] for seat in range(2, players)}},
        piles={0: ["count", "martyr"], 1: ["palace-guard", "regent", "bishop", "mayor"]},
        face_up=_merged(
            {
                0: ["indifferent-public", "foreign-support", "church-support", "military-support"],
                1: ["callous-guards", "tough-crowd"],
            },
            {players - 1: ["civic-support"]},
        ),
    )
    s.rush_now = True  # every notice at once: the Rush Job, the Guards, the day's end
    s.day_ends = True
    s._legal = {}
    return s


def choose_state(players: int) -> GuillotineState:
    s = table(players=players, hands={0: ["lack-of-support"], 1: ["trip", "stumble"]})
    act(s, 0, "play:lack-of-support:1")
    return s


def over_state(players: int) -> GuillotineState:
    s = table(
        players=players,
        line=["duke"],
        hands={seat: [] for seat in range(players)},
        piles=_merged({1: ["countess", "palace-guard"]}, {players - 1: ["count"]}),
        face_up={1: ["fountain-of-blood"]},
        day=3,
        options={"end_cards": "off"},
    )
    finish(s)
    return s


def _merged(*seats: dict[int, list[str]]) -> dict[int, list[str]]:
    """Cards by seat, those given twice for a seat (2 players) all kept."""
    merged: dict[int, list[str]] = {}
    for cards in seats:
        for seat, more in cards.items():
            merged[seat] = merged.get(seat, []) + more
    return merged


def _table_action(players: int) -> bytes:
    return _draw_table(action_state(players), NAMES[:players])


def _table_choose(players: int) -> bytes:
    return _draw_table(choose_state(players), NAMES[:players])


def _table_over(players: int) -> bytes:
    return _draw_table(over_state(players), NAMES[:players])


def _hand_full() -> bytes:
    # Every action card, copies and all: each name and text in the language, with badges.
    hand = [card for card in ACTIONS for _ in range(ACTIONS[card].copies)]
    playable = hand[::3]
    title = hand_title(HAND_NAMES[1], {"day": 3, "days": 3})
    return render_guillotine_hand(hand, playable, title, hand_words(hand))


def _hand_empty() -> bytes:
    title = hand_title(HAND_NAMES[0], {"day": 1, "days": 3})
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
