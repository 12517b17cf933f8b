"""Helpers to build hand-made Guillotine scenarios for the rule tests.

A scenario is a real `GuillotineState` from `games.guillotine.new_game` whose
cards are rearranged into the places a test chooses: every one of the 110
cards is still in exactly one place (the rest go to the decks). Typical use:

    s = table(line=["duke", "coiffeur", "regent"], hands={0: ["lidiot"]})
    act(s, 0, "play:lidiot:3:2")            # seat 0 on turn, in its action step
    finish(s)                               # collect and end the turn
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from games import IllegalAction, guillotine
from games.guillotine import GuillotineState, flow
from games.guillotine.cards import ACTION_DECK, ACTION_ORDER, NOBLE_DECK

# A line of plain nobles (no instruction), front first; values 1, 3, 3, 4, 5, 2...
LINE = [
    "coiffeur",
    "duke",
    "baron",
    "regent",
    "cardinal",
    "bishop",
    "colonel",
    "mayor",
    "heretic",
    "governor",
    "archbishop",
    "tax-collector",
]


def _take(pool: Counter[str], cards: Iterable[str], what: str) -> list[str]:
    taken = []
    for card in cards:
        assert pool[card] > 0, f"no {what} {card!r} left to place"
        pool[card] -= 1
        taken.append(card)
    return taken


def table(
    players: int = 3,
    line: list[str] | None = None,
    hands: Mapping[int, list[str]] | None = None,
    piles: Mapping[int, list[str]] | None = None,
    face_up: Mapping[int, list[str]] | None = None,
    noble_top: list[str] | None = None,
    action_top: list[str] | None = None,
    noble_discard: list[str] | None = None,
    action_discard: list[str] | None = None,
    noble_deck_size: int | None = None,
    action_deck_size: int | None = None,
    turn: int = 0,
    day: int = 1,
    options: dict[str, Any] | None = None,
    seed: int = 5,
) -> GuillotineState:
    """A game at the start of `turn`'s turn with exactly these cards in these places.

    Unnamed nobles and action cards go to their decks after the named tops
    (`noble_top`, `action_top`); a `*_deck_size` moves the excess to the
    discard pile, to test what happens when a deck runs low.
    """
    s = guillotine.new_game(seed, players, options)
    nobles = Counter(NOBLE_DECK)
    actions = Counter(ACTION_DECK)
    s.line = _take(nobles, LINE if line is None else line, "noble")
    s.piles = [_take(nobles, (piles or {}).get(p, []), "noble") for p in range(players)]
    # The piles' nobles count as collected by their owners, in order (Missed! takes the last).
    s.collected = [list(pile) for pile in s.piles]
    s.noble_discard = _take(nobles, noble_discard or [], "noble")
    top = _take(nobles, noble_top or [], "noble")
    rest = sorted(nobles.elements(), key=NOBLE_DECK.index)
    s.noble_deck = top + rest
    if noble_deck_size is not None:
        s.noble_discard += s.noble_deck[noble_deck_size:]
        del s.noble_deck[noble_deck_size:]
    s.hands = [
        sorted(_take(actions, (hands or {}).get(p, []), "action card"), key=ACTION_ORDER.get)
        for p in range(players)
    ]
    s.face_up = [_take(actions, (face_up or {}).get(p, []), "action card") for p in range(players)]
    s.action_discard = _take(actions, action_discard or [], "action card")
    top_actions = _take(actions, action_top or [], "action card")
    s.action_deck = top_actions + sorted(actions.elements(), key=ACTION_DECK.index)
    if action_deck_size is not None:
        s.action_discard += s.action_deck[action_deck_size:]
        del s.action_deck[action_deck_size:]
    s.day = day
    s.in_play = []
    s.rushed = []
    s.todo = []
    s.pending = None
    s.events = []
    s.finale = []
    s._legal = {}
    flow.start_turn(s, turn)
    s._legal = {}
    check_accounted(s)
    return s


def check_accounted(s: GuillotineState) -> None:
    """All 50 nobles and 60 action cards are somewhere, each exactly once."""
    nobles = s.line + s.noble_deck + s.noble_discard + [n for pile in s.piles for n in pile]
    assert Counter(nobles) == Counter(NOBLE_DECK)
    actions = (
        s.action_deck
        + s.action_discard
        + s.in_play
        + [c for hand in s.hands for c in hand]
        + [c for cards in s.face_up for c in cards]
    )
    assert Counter(actions) == Counter(ACTION_DECK)


def act(s: GuillotineState, seat: int, *actions: str) -> None:
    """Apply actions for `seat`, checking each is listed as legal first."""
    for action in actions:
        legal = s.legal_actions(seat)
        assert action in legal, (action, legal)
        s.apply(seat, action)
        check_accounted(s)


def finish(s: GuillotineState) -> None:
    """From the active seat's action step or window: collect, every holder letting each
    collection pass, until the turn ends or a decision is asked."""
    seat = s.turn
    assert seat is not None
    if s.phase == "action":
        act(s, seat, "skip")
    assert s.phase == "collect", s.phase
    while s.phase == "collect" and s.turn == seat:
        for other in s.actors()[1:]:
            act(s, other, "skip")
        act(s, seat, "collect")


def assert_illegal(
    s: GuillotineState, by: int, action: str, code: str, /, **details: Any
) -> IllegalAction:
    """`action` (by seat `by`) is refused for the reason `code` (with these `details`, among
    others), and the state is untouched."""
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as caught:
        s.apply(by, action)
    error = caught.value
    assert error.code == code, (error.code, error.details)
    for key, value in details.items():
        assert error.details.get(key) == value, (key, error.details)
    assert json.dumps(s.to_json(), sort_keys=True) == before
    return error
