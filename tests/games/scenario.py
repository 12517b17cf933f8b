"""Helpers to build hand-made Barbu / Marley scenarios for the rule tests.

A scenario is a real `BarbuState` from `games.barbu.new_game` whose hands are
replaced (before any legal list is computed) by hands the test chooses, so every
card is still in exactly one place. Typical use:

    hands = by_suit()                      # seat 0 spades, 1 hearts, 2 diamonds, 3 clubs
    cycle(hands, "2S", "2H")               # exchange two cards
    s = declared(hands, "no-queens")       # seat 0 declares, nobody doubles
    play(s, "QS", "QH", "QD", "QC")        # cards for whoever is on turn, in turn
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pytest

from games import IllegalAction, barbu
from games.barbu import BarbuState
from games.cards import deck
from tests.games.play import random_play

Hands = list[list[str]]

MARLEY = {"rules": "marley"}


def cards(text: str) -> list[str]:
    """`"AS KS 2H"` -> `["AS", "KS", "2H"]`."""
    return text.split()


def suit(letter: str, pack: int = 52) -> list[str]:
    """Every card of a suit in the pack."""
    return [card for card in deck(pack) if card[1] == letter]


def rank(letter: str) -> list[str]:
    """The four cards of a rank."""
    return [letter + s for s in "SHDC"]


def by_suit(order: str = "SHDC", pack: int = 52) -> Hands:
    """Seat i holds the whole suit order[i] (13 cards, or 8 in the 32-card pack)."""
    return [suit(letter, pack) for letter in order]


def holder(hands: Hands, card: str) -> int:
    for seat, hand in enumerate(hands):
        if card in hand:
            return seat
    raise AssertionError(f"nobody holds {card}")


def cycle(hands: Hands, *moved: str) -> Hands:
    """Each card goes to the holder of the next one (the last to the holder of the first).

    `cycle(h, "2S", "2H")` exchanges two cards; hand sizes never change.
    """
    owners = [holder(hands, card) for card in moved]
    for card, owner in zip(moved, owners, strict=True):
        hands[owner].remove(card)
    for i, card in enumerate(moved):
        hands[owners[(i + 1) % len(moved)]].append(card)
    return hands


def fill(
    given: Mapping[int, Iterable[str]],
    forbid: Mapping[int, Iterable[str]] | None = None,
    pack: int = 52,
) -> Hands:
    """Complete hands: seat -> cards it must hold, the rest of the pack dealt around,
    never giving a seat a card listed in `forbid[seat]` (e.g. `suit("S")` for a void).

    Deterministic; the most constrained cards are placed first.
    """
    size = pack // 4
    hands: Hands = [list(given.get(seat, ())) for seat in range(4)]
    forbidden = [set((forbid or {}).get(seat, ())) for seat in range(4)]
    placed = {card for hand in hands for card in hand}
    assert len(placed) == sum(len(h) for h in hands), "a card is given twice"
    rest = [card for card in deck(pack) if card not in placed]

    def allowed(card: str) -> list[int]:
        return [s for s in range(4) if card not in forbidden[s]]

    for card in sorted(rest, key=lambda c: len(allowed(c))):
        seats = [s for s in allowed(card) if len(hands[s]) < size]
        assert seats, f"no seat can take {card}"
        hands[max(seats, key=lambda s: size - len(hands[s]))].append(card)
    assert all(len(hand) == size for hand in hands), [len(h) for h in hands]
    return hands


def new_state(hands: Hands, options: dict[str, Any] | None = None, seed: int = 7) -> BarbuState:
    """A game at its current first deal (deal 1) with the given hands."""
    state = barbu.new_game(seed, options=options)
    return with_hands(state, hands)


def with_hands(state: BarbuState, hands: Hands) -> BarbuState:
    """Replace the hands of a state that is in its contract phase (before any legal list)."""
    assert state.phase == "contract"
    assert sorted(c for hand in hands for c in hand) == sorted(deck(state.rules.pack))
    # Before any legal_actions() call: the engine caches the legal list until apply().
    state.hands = [list(hand) for hand in hands]
    return state


def fixed_deal(rules: str, fixed: Mapping[int, str], contract: str, doubles: bool = True):
    """Deal 1 (seed 0) whose hands are `fixed` (seat -> cards), the rest dealt in pack
    order, with `contract` declared by seat 0.

    With `doubles`, nobody doubles and the state is ready for the first card.
    """
    state = barbu.new_game(0, options={"rules": rules})
    hands = {seat: held.split() for seat, held in fixed.items()}
    rest = [card for card in deck(state.rules.pack) if all(card not in h for h in hands.values())]
    size = state.rules.hand_size
    for seat in range(4):
        if seat not in hands:
            hands[seat], rest = rest[:size], rest[size:]
    state.hands = [hands[seat] for seat in range(4)]
    state.apply(0, f"contract:{contract}")
    if doubles and state.phase == "double":
        for seat in (1, 2, 3, 0):
            state.apply(seat, "double:")
    return state


def declared(
    hands: Hands,
    contract: str,
    options: dict[str, Any] | None = None,
    doubles: Mapping[int, str] | None = None,
    seed: int = 7,
) -> BarbuState:
    """Deal 1 with these hands, `contract` declared by seat 0 and the doubling round played
    (`doubles[seat]` is the part after `double:`; by default nobody doubles unless forced)."""
    state = new_state(hands, options, seed)
    declare(state, contract, doubles)
    return state


def declare(state: BarbuState, contract: str, doubles: Mapping[int, str] | None = None) -> None:
    """Declare for the declarer on turn, then play the doubling round (Barbu): a seat not in
    `doubles` takes its first legal action (`double:`, or the least compulsory double)."""
    state.apply(state.declarer, "contract:" + contract)
    if state.rules.doubling:
        for step in range(1, 5):
            seat = (state.declarer + step) % 4
            assert state.actors() == [seat]
            if doubles is not None and seat in doubles:
                state.apply(seat, "double:" + doubles[seat])
            else:
                state.apply(seat, state.legal_actions(seat)[0])
    assert state.phase == "play"


def play(state: BarbuState, *moves: str) -> None:
    """Apply moves for whoever is on turn: a card (`QS`), `pass`, or `*` for the first legal."""
    for move in moves:
        seat = state.actors()[0]
        if move == "*":
            action = state.legal_actions(seat)[0]
        elif move == "pass":
            action = "pass"
        else:
            action = "play:" + move
        state.apply(seat, action)


def finish_trick(state: BarbuState) -> None:
    """Complete the current trick with first legal cards."""
    tricks = len(state.tricks)
    deal = state.deal
    while state.deal == deal and len(state.tricks) == tricks:
        play(state, "*")


def first_legal(state: BarbuState) -> None:
    seat = state.actors()[0]
    state.apply(seat, state.legal_actions(seat)[0])


def advance_to_deal(
    state: BarbuState, deal: int, chooser: Callable[[list[str]], str] | None = None
) -> BarbuState:
    """Play (first legal actions by default) until `state.deal == deal`, in its contract phase."""
    while state.deal < deal:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, chooser(legal) if chooser else legal[0])
    assert state.deal == deal and state.phase == "contract"
    return state


def random_game(
    seed: int, options: dict[str, Any] | None, choice_seed: int, steps: int | None = None
) -> tuple[BarbuState, list[tuple[int, str]]]:
    """Play random legal actions (all of them, or `steps`); return the state and the log."""
    state = barbu.new_game(seed, options=options)
    log = random_play(state, random.Random(choice_seed), steps=steps, any_actor=False)
    return state, log


def legal_cards(state: BarbuState, seat: int | None = None) -> list[str]:
    """The legal plays of `seat` (default: the seat on turn) as cards (`pass` stays `pass`)."""
    if seat is None:
        seat = state.actors()[0]
    return [a.removeprefix("play:") for a in state.legal_actions(seat)]


def assert_illegal(
    state: BarbuState, seat: int, action: str, code: str = "", **details: Any
) -> None:
    """The action raises IllegalAction (with this reason `code` and these `details`, when
    given) and leaves the state untouched."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert not code or caught.value.code == code
    assert {key: caught.value.details.get(key) for key in details} == details
    assert state.to_json() == before
