"""High Card's rules: two players, six cards (nine to ace of spades), three each, three
tricks. The leader plays any card, the other answers with any card; the higher card takes
the trick and its taker leads the next. A player scores a point a trick.

Action notation: a card's code (`AS`, `TS`). Views: `hand` (the seat's own cards; none for
a spectator), `sizes` (cards left per seat), `trick` (the cards played to the trick under
way, as [seat, card]), `last` (the previous trick), `won` (each trick's taker), `turn`
(None once over), `scores`.
"""

from __future__ import annotations

import random
from typing import Any

from games import IllegalAction, places
from games.registry import GameInfo

RANKS = "9TJQKA"
DECK = [f"{rank}S" for rank in RANKS]
TRICKS = 3


def _rank(card: str) -> int:
    return RANKS.index(card[0])


class HighCardState:
    """A game of High Card under way."""

    def __init__(self, hands: list[list[str]]) -> None:
        self.hands = hands
        self.trick: list[tuple[int, str]] = []
        self.last: list[tuple[int, str]] = []
        self.won: list[int] = []
        self.turn = 0

    @property
    def is_over(self) -> bool:
        return len(self.won) == TRICKS

    @property
    def scores(self) -> list[int]:
        return [self.won.count(seat) for seat in range(2)]

    def actors(self) -> list[int]:
        return [] if self.is_over else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        return sorted(self.hands[seat], key=_rank) if seat in self.actors() else []

    def apply(self, seat: int, action: str) -> None:
        if seat not in self.actors():
            raise IllegalAction("not-your-turn")
        if action not in self.hands[seat]:
            raise IllegalAction("not-in-hand", card=action)
        self.hands[seat].remove(action)
        self.trick.append((seat, action))
        if len(self.trick) < 2:
            self.turn = 1 - seat
            return
        taker = max(self.trick, key=lambda play: _rank(play[1]))[0]
        self.won.append(taker)
        self.last, self.trick, self.turn = self.trick, [], taker

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "hand": [] if seat is None else sorted(self.hands[seat], key=_rank),
            "sizes": [len(hand) for hand in self.hands],
            "trick": [list(play) for play in self.trick],
            "last": [list(play) for play in self.last],
            "won": list(self.won),
            "turn": None if self.is_over else self.turn,
            "scores": self.scores,
        }

    def places(self) -> list[int]:
        return places(self.scores)

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": [list(hand) for hand in self.hands],
            "trick": [list(play) for play in self.trick],
            "last": [list(play) for play in self.last],
            "won": list(self.won),
            "turn": self.turn,
        }


def new_game(seed: int, players: int = 2, options: dict[str, Any] | None = None) -> HighCardState:
    if players != 2:
        raise ValueError("High Card is for two players")
    if options:
        raise ValueError(f"High Card has no options: {sorted(options)}")
    deck = list(DECK)
    random.Random(f"highcard:{seed}").shuffle(deck)
    return HighCardState([deck[:TRICKS], deck[TRICKS:]])


def from_json(data: dict[str, Any]) -> HighCardState:
    state = HighCardState([list(hand) for hand in data["hands"]])
    state.trick = [(seat, card) for seat, card in data["trick"]]
    state.last = [(seat, card) for seat, card in data["last"]]
    state.won, state.turn = list(data["won"]), data["turn"]
    return state


def lowest_card(view: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """The computer player: its lowest card."""
    return legal[0]


# This module is its game's engine, as a game's package is.
from tests.tinygame import rules as engine  # noqa: E402

INFO = GameInfo(
    name="highcard",
    title="High Card",
    engine=engine,
    seats=(2, 2),
    levels={"basic": lowest_card},
    cog="tests.tinygame.cog",
)
