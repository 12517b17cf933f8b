"""The Gin Slaughtre state: its fields, the deal of each game, and the engine contract.

The rules are `docs/slaughter.md`; the notation and the readings the engine follows
are in the package docstring (`games.slaughter`). `SlaughterState` holds the data and
answers the engine contract (`actors`, `legal_actions`, `apply`, `view`, `is_over`,
`scores`, `to_json` / `from_json`, plus `position` and `clone` for the tests and the
computer players); the rules are in the package's other modules, as functions of the
state:

- `legality.py`: which actions are legal now, and why another one is not;
- `moves.py`: what an action does (a swap, ready, a play and its effects, take, draw);
- `scoring.py`: the turn cap, the end of a game, the match;
- `views.py`: the seat views, the JSON save, copies;
- `constants.py`: sizes, ranks, the notation's words, the options.

All fields are plain JSON data, so `to_json` is a snapshot. The hot path
(`legal_actions` then `apply`, as computer players and their playouts call them) is
kept lean: card ranks come from a table, action strings are made once at import, the
legal list computed by one call is reused by the next `apply`, and the plays a sorted
hand allows on a given top card are cached.
"""

from __future__ import annotations

import random
from typing import Any

from games import IllegalAction, places
from games.slaughter import legality, moves, views
from games.slaughter.constants import (
    CARD_OF,
    DRAW,
    PACK,
    PLAY_PREFIX,
    RANK,
    READY,
    SEATS,
    SWAP_PREFIX,
    TAKE,
    TURN_CAP,
    UNSEEN,
    is_red_five,
    resolve_options,
)

# Imported from here by the tests (they live in constants.py).
__all__ = ["PACK", "RANK", "TURN_CAP", "SlaughterState", "is_red_five"]


class SlaughterState:
    """A match of Gin Slaughtre; see the package docstring for the notation."""

    # The fields (all saved by `to_json`, in `views.FIELDS`); plain JSON data.
    seed: int
    options: dict[str, Any]
    game_number: int
    dealer: int
    phase: str  # rearrange, play or over
    hands: list[list[str]]
    upcards: list[list[str]]
    stock: list[str]  # drawn from the end
    pile: list[str]  # the top card last
    removed: list[str]
    ready: list[bool]
    turn: int | None
    top_by: int | None  # who placed the top card of the pile
    known: list[list[str]]  # per seat, cards the other seat saw go into its hand
    turns: int
    quiet: int  # turns since the removed pile last grew
    last_play: dict[str, Any] | None
    effects: list[dict[str, Any]]  # what the last action caused, in order
    scores: list[int]  # games won
    results: list[dict[str, Any]]
    _legal: dict[int, list[str]]  # legal actions by seat, until the state changes
    # A match replayed from a record (games/slaughter/record.py): each game as its table
    # showed it (None for a match dealt from its seed), and the jacks' draws made so far in
    # this game (their counts are in the record: the cards drawn were not shown).
    _shown: list[dict[str, Any]] | None
    _jacks: int

    # ----------------------------------------------------------------- set-up

    def __init__(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        shown: list[dict[str, Any]] | None = None,
    ) -> None:
        self._shown = shown
        self._jacks = 0
        self.seed = int(seed)
        self.options = resolve_options(options)
        self.scores = [0] * SEATS
        self.results = []
        self.effects = []
        self._legal = {}
        self._start_game(1)

    def _start_game(self, game: int) -> None:
        """Deal game `game`: seat 1 deals the first game, then the deal alternates."""
        self.game_number = game
        self.dealer = game % SEATS
        if self._shown is None:
            pack = list(PACK)
            # A string seed hashes the same way on every platform and Python version.
            random.Random(f"slaughter:{self.seed}:{game}").shuffle(pack)
        else:
            # From a record: the upcards as dealt, face up; the rest face down, unseen.
            parts = self._shown
            upcards = parts[game - 1]["upcards"] if game <= len(parts) else [[UNSEEN] * 3] * 2
            pack = [*upcards[0], *upcards[1], *[UNSEEN] * (len(PACK) - 6)]
            self._jacks = 0
        self.upcards = [pack[0:3], pack[3:6]]
        self.hands = [pack[6:10], pack[10:14]]
        self.stock = pack[14:]  # drawn from the end
        self.pile = []
        self.removed = []
        self.phase = "rearrange"
        self.ready = [False] * SEATS
        self.turn = None
        self.top_by = None
        self.known = [[] for _ in range(SEATS)]
        self.turns = 0
        self.quiet = 0
        self.last_play = None
        self._legal = {}

    @classmethod
    def position(
        cls,
        hands: list[list[str]],
        upcards: list[list[str]],
        stock: list[str],
        pile: list[str] | None = None,
        removed: list[str] | None = None,
        turn: int = 0,
        top_by: int | None = None,
        dealer: int = 1,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        known: list[list[str]] | None = None,
    ) -> SlaughterState:
        """A game in its play phase from a chosen position (for tests and for playouts).

        The 54 cards must be placed exactly once; the stock is drawn from its
        end. `top_by` (the seat that played the top card) defaults to the
        seat not on turn.
        """
        state = cls(seed, options)
        pile = list(pile or [])
        removed = list(removed or [])
        placed = [*hands[0], *hands[1], *upcards[0], *upcards[1], *stock, *pile, *removed]
        if sorted(placed) != sorted(PACK):
            raise ValueError("a position must place each of the 54 cards exactly once")
        state.hands = [list(h) for h in hands]
        state.upcards = [list(u) for u in upcards]
        state.stock = list(stock)
        state.pile = pile
        state.removed = removed
        state.dealer = dealer
        state.phase = "play"
        state.ready = [True] * SEATS
        state.turn = turn
        state.top_by = (1 - turn if top_by is None else top_by) if pile else None
        state.known = [list(k) for k in known] if known else [[] for _ in range(SEATS)]
        return state

    def clone(self) -> SlaughterState:
        """A copy that shares nothing mutable (faster than a JSON round trip)."""
        return views.clone(self)

    # ------------------------------------------------------- engine contract

    @property
    def is_over(self) -> bool:
        """True when the match is over."""
        return self.phase == "over"

    def actors(self) -> list[int]:
        if self.phase == "rearrange":
            return [seat for seat in range(SEATS) if not self.ready[seat]]
        return [] if self.turn is None else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in (0, 1):
            return []
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = legality.legal_actions(self, seat)
        return legal[:]

    def places(self) -> list[int]:
        return places(self.scores)

    def apply(self, seat: int, action: str) -> None:
        """Carry out `action` for `seat`, or raise IllegalAction and change nothing."""
        if self.phase == "over":
            raise IllegalAction("match-over")
        if seat not in (0, 1):
            raise IllegalAction("no-such-seat", seat=seat)
        if self.phase == "rearrange":
            self._rearrange(seat, action)
            return
        if seat != self.turn:
            raise IllegalAction("not-your-turn")
        legal = self._legal.get(seat)
        if legal is not None and action in legal:
            # The common case (a listed action): no need to re-check it.
            self._legal = {}
            if action == TAKE:
                moves.take(self, seat)
            elif action == DRAW:
                moves.draw(self, seat)
            else:
                card = CARD_OF.get(action)
                cards = [card] if card is not None else action[len(PLAY_PREFIX) :].split(",")
                moves.play(self, seat, cards)
            return
        if action == TAKE:
            if not self.pile:
                raise IllegalAction("pile-empty")
            self._legal = {}
            moves.take(self, seat)
        elif action == DRAW:
            if legality.plays(self, seat):
                raise IllegalAction("can-play-no-draw")
            if not self.stock:
                raise IllegalAction("stock-empty-take")
            self._legal = {}
            moves.draw(self, seat)
        elif action.startswith(PLAY_PREFIX):
            cards = legality.check_play(self, seat, action[len(PLAY_PREFIX) :])
            self._legal = {}
            moves.play(self, seat, cards)
        elif action.startswith(SWAP_PREFIX) or action == READY:
            raise IllegalAction("swap-after-start")
        else:
            raise IllegalAction("not-a-move", action=action)

    def _rearrange(self, seat: int, action: str) -> None:
        swap = legality.check_swap(self, seat, action)
        self._legal = {}
        if swap is None:
            moves.ready(self, seat)
        else:
            moves.swap(self, seat, *swap)

    def restricted_seat(self) -> int | None:
        """The seat that must play 5 or lower (or a 9): the top card is the other's red 5."""
        return legality.restricted_seat(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Never the other seat's hidden cards."""
        return views.view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return views.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SlaughterState:
        return views.from_json(cls, data)
