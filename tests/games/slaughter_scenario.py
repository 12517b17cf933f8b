"""Helpers to build hand-made Gin Slaughtre positions for the rule tests.

A position is a real `SlaughterState` in its play phase (or rearranging) whose
cards the test chooses; every card of the 54 is still in exactly one place.
The cards a test does not place go under the listed stock (or, with
`rest="removed"`, out of the game), in pack order. Typical use:

    s = table(hands=[cards("3H 7C"), cards("4S QD")], pile=cards("6D"), stock=cards("KS 2C"))
    s.apply(0, "play:7C")      # seat 0 refills from the stock: KS first, then 2C
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from games import IllegalAction, slaughter
from games.slaughter import SlaughterState
from games.slaughter.state import PACK

# Upcards when a test does not choose them: kings for seat 0, queens for seat 1, else
# the first of these cards that the test has not placed elsewhere.
UPCARD_CHOICES = (
    ["KS", "KH", "KD", "KC", "TS", "TH", "TD", "TC", "8S", "8H"],
    ["QS", "QH", "QD", "QC", "JS", "JH", "JD", "JC", "8D", "8C"],
)


def cards(text: str) -> list[str]:
    """`"AS KS 2H"` -> `["AS", "KS", "2H"]`."""
    return text.split()


def _rest(placed: Sequence[str]) -> list[str]:
    seen = set(placed)
    assert len(seen) == len(placed), f"a card is placed twice: {sorted(placed)}"
    return [card for card in PACK if card not in seen]


def table(
    hands: Sequence[Sequence[str]],
    upcards: Sequence[Sequence[str]] | None = None,
    pile: Sequence[str] = (),
    stock: Sequence[str] = (),
    removed: Sequence[str] = (),
    turn: int = 0,
    top_by: int | None = None,
    dealer: int = 1,
    rest: str = "stock",
    options: dict[str, Any] | None = None,
) -> SlaughterState:
    """A play-phase position. `stock` is in drawing order (first listed, first drawn)."""
    if upcards is None:
        taken = {*hands[0], *hands[1], *pile, *stock, *removed}
        first = [c for c in UPCARD_CHOICES[0] if c not in taken][:3]
        second = [c for c in UPCARD_CHOICES[1] if c not in taken][:3]
        upcards = (first, second)
    placed = [*hands[0], *hands[1], *upcards[0], *upcards[1], *pile, *stock, *removed]
    others = _rest(placed)
    drawing = [*stock, *others] if rest == "stock" else list(stock)
    gone = [*removed, *others] if rest == "removed" else list(removed)
    return SlaughterState.position(
        hands=[list(h) for h in hands],
        upcards=[list(u) for u in upcards],
        stock=drawing[::-1],  # the engine draws from the end of its list
        pile=list(pile),
        removed=gone,
        turn=turn,
        top_by=top_by,
        dealer=dealer,
        options=options,
    )


def dealt(
    hands: Sequence[Sequence[str]],
    upcards: Sequence[Sequence[str]],
    dealer: int = 1,
    seed: int = 5,
) -> SlaughterState:
    """A new match whose first deal (still rearranging) has these hands and upcards."""
    state = slaughter.new_game(seed)
    state.dealer = dealer
    placed = [*hands[0], *hands[1], *upcards[0], *upcards[1]]
    state.hands = [list(h) for h in hands]
    state.upcards = [list(u) for u in upcards]
    state.stock = _rest(placed)
    state._legal = {}
    return state


def accounted(state: SlaughterState) -> list[str]:
    """Every card of the state, sorted (must equal the sorted pack)."""
    return sorted(
        [
            *state.hands[0],
            *state.hands[1],
            *state.upcards[0],
            *state.upcards[1],
            *state.stock,
            *state.pile,
            *state.removed,
        ]
    )


def assert_illegal(
    state: SlaughterState, seat: int, move: str, code: str, /, **details: Any
) -> None:
    """The action raises IllegalAction with reason `code` (and these `details`, among its
    others) and leaves the state untouched."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, move)
    assert info.value.code == code
    assert {key: info.value.details.get(key) for key in details} == details
    assert state.to_json() == before


def stock_top(state: SlaughterState, count: int) -> list[str]:
    """The next `count` cards of the stock, in drawing order."""
    return state.stock[::-1][:count]
