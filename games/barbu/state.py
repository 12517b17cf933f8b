"""The Barbu table's state: its fields, the set-up of each deal, and the engine contract.

One class serves both rule sets (Barbu, Marley's Guillotine); what differs comes from
`rulesets.RuleSet`. `BarbuState` holds the data and answers the engine contract
(`actors`, `legal_actions`, `apply`, `view`, `is_over`, `scores`, `to_json` /
`from_json`); the rules themselves are in the package's other modules, as functions of
the state:

- `legality.py`: which actions are legal now, and why another one is not;
- `moves.py`: what an action does (declaring, doubling, trick play, domino);
- `scoring.py`: the end of a deal, its scores and doubles, the next deal;
- `views.py`: the seat views and the JSON save;
- `deal.py`: the rule set's lookup tables and the shuffle; `notation.py`: the actions.

All fields are plain JSON data (so `to_json` is a snapshot). The hot path
(`legal_actions` then `apply`, as a player loop calls them) is kept lean: the
state points it at its phase's legal-list and move functions once per phase, and the
legal list computed by one call is reused by the next `apply`. The attributes with a
leading underscore are the state's own derived data and bookkeeping, shared by those
modules (nothing outside the package reads them).
"""

from __future__ import annotations

from typing import Any

from games import IllegalAction, places
from games.barbu import legality, moves, views
from games.barbu.deal import deal_hands, rule_tables, shown_hands
from games.barbu.notation import CONTRACT_PREFIX, DOUBLE_PREFIX, PASS, PLAY, PLAY_PREFIX
from games.barbu.rulesets import SEATS, Contract, RuleSet, resolve_options
from games.cards import DISPLAY_SUIT_ORDER

# The notation's words, imported from here by the players, the benchmarks and the tests.
__all__ = ["CONTRACT_PREFIX", "DOUBLE_PREFIX", "PASS", "PLAY_PREFIX", "BarbuState"]


class BarbuState:
    """A series of Barbu or Marley's Guillotine; see the package docstring for the notation."""

    # The fields (all saved by `to_json`, in `views.FIELDS`); plain JSON data.
    seed: int
    options: dict[str, Any]
    deal: int
    phase: str  # contract, double, play or over
    declarer: int
    contract: str | None  # the contract's name, once declared
    trump: str | None
    domino_rank: str | None
    turn: int | None
    leader: int
    trick: list[str]
    tricks: list[dict[str, Any]]
    tricks_won: list[int]
    deal_points: list[int]
    hearts_broken: bool
    layout: dict[str, list[int]]  # per suit row, its lowest and highest domino index
    domino_moves: list[list[Any]]
    out: list[int]
    bonus: bool
    ace_bonus: bool
    doubles: list[list[int]]  # [doubler, doubled, level]
    double_step: int
    declarer_doubles: list[int]
    contracts_played: list[list[str]]
    scores: list[int]
    sheet: list[dict[str, Any]]
    # The last trick of each finished deal (None for a deal without tricks: Domino),
    # kept for the views: the next deal starts at once, and players still want to see it.
    final_tricks: list[dict[str, Any] | None]
    # Derived from the fields, not saved.
    is_over: bool
    rules: RuleSet
    # A hand is kept as four lists of `play:` actions, one per suit in display
    # order: following suit is then a list copy and a lead a concatenation,
    # which is most of the engine's speed. `hands` shows them as plain cards.
    _hand: list[dict[str, list[str]]]
    # A game replayed from a record (games/barbu/record.py): each deal's cards as the table
    # showed them (`_shown`, None for a game dealt from its seed), and how many cards each
    # hand holds that nobody saw (`_unseen`). Those are never legal, fit nothing and follow
    # no suit; they only keep a Domino player from being out.
    _shown: list[dict[str, Any]] | None
    _unseen: list[int]
    _contract: Contract | None
    _contract_points: dict[str, int]
    _legal: list[str] | None  # the legal list of the seat on turn, until the state changes
    _legal_fn: legality.LegalFn
    _move_fn: moves.MoveFn

    # ----------------------------------------------------------------- set-up

    def __init__(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        shown: list[dict[str, Any]] | None = None,
    ) -> None:
        rules, resolved = resolve_options(options)
        self._shown = shown
        self.seed = int(seed)
        self.options = resolved
        self.deal = 0
        self.scores = [0] * SEATS
        self.sheet = []
        self.final_tricks = []
        self.contracts_played = [[] for _ in range(SEATS)]
        self.declarer_doubles = [0] * SEATS
        self._bind(rules)
        self._start_deal(1)

    def _bind(self, rules: RuleSet) -> None:
        """Attach the derived, non-serialised helpers of a rule set and options."""
        self.rules = rules
        tables = rule_tables(tuple(self.options.items()))
        self._tables = tables
        self._trick_rank = tables.trick_rank
        self._domino_order = tables.domino_order
        self._domino_rank = tables.domino_rank
        self._domino_scores = tables.domino_scores
        self._domino_actions = tables.domino_actions
        self._display_index = tables.display_index
        self._points = tables.points
        contract = getattr(self, "contract", None)
        self._contract = rules.contracts[contract] if contract else None
        if self._contract is not None:
            self._contract_points = self._points[self._contract.name]
        self._legal = None
        if hasattr(self, "phase"):
            self._set_handlers()

    def _set_handlers(self) -> None:
        """Point the hot path at this phase's legal-list and move functions.

        Looking the phase up once here, rather than on every call, is a large
        part of what makes a player loop fast.
        """
        phase = self.phase
        self.is_over = phase == "over"
        if phase == "play":
            if self.contract_rules.domino:
                self._legal_fn, self._move_fn = legality.domino_legal, moves.domino_move
            else:
                self._legal_fn, self._move_fn = legality.trick_legal, moves.play
        elif phase == "double":
            self._legal_fn, self._move_fn = legality.double_legal, moves.double
        else:
            self._legal_fn, self._move_fn = legality.contract_legal, moves.declare
        self._legal = None

    def _start_deal(self, deal: int) -> None:
        rules = self.rules
        self.deal = deal
        self.declarer = rules.declarer(deal)
        if rules.doubling and rules.cycle_position(deal) == 0:
            self.declarer_doubles = [0] * SEATS
        if self._shown is None:
            self._hand = deal_hands(self.seed, deal, self._tables)
            self._unseen = [0] * SEATS
        else:
            self._hand, self._unseen = shown_hands(self._shown, deal, self._tables)
        self.phase = "contract"
        self.turn = self.declarer
        self.contract = None
        self._contract = None
        self.trump = None
        self.domino_rank = None
        self.leader = self.declarer
        self.trick = []
        self.tricks = []
        self.tricks_won = [0] * SEATS
        self.deal_points = [0] * SEATS
        self.hearts_broken = False
        self.layout = {}
        self.domino_moves = []
        self.out = []
        self.bonus = False
        self.ace_bonus = True
        self.doubles = []
        self.double_step = 0
        self._set_handlers()

    # ---------------------------------------------------------------- hands

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's cards in display order. Read-only: assign all four hands to change them."""
        return tuple(tuple(self._cards(seat)) for seat in range(SEATS))

    @hands.setter
    def hands(self, hands: list[list[str]]) -> None:
        self._hand = [self._split(cards) for cards in hands]
        self._legal = None

    def _split(self, cards: list[str]) -> dict[str, list[str]]:
        hand: dict[str, list[str]] = {suit: [] for suit in DISPLAY_SUIT_ORDER}
        for card in sorted(cards, key=self._display_index.__getitem__):
            hand[card[1]].append(PLAY[card])
        return hand

    def _cards(self, seat: int) -> list[str]:
        return [action[5:] for suit in self._hand[seat].values() for action in suit]

    # ------------------------------------------------------- engine contract

    def actors(self) -> list[int]:
        return [] if self.turn is None else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        if seat != self.turn:
            return []
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_fn(self, seat)
        return legal[:]

    def apply(self, seat: int, action: str) -> None:
        if seat != self.turn:
            if self.turn is None:
                raise IllegalAction("game-over")
            raise IllegalAction("not-your-turn")
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_fn(self, seat)
        if action not in legal:
            raise legality.why_illegal(self, seat, action)
        self._legal = None
        self._move_fn(self, seat, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Never another seat's hidden cards."""
        return views.view(self, seat)

    def places(self) -> list[int]:
        return places(self.scores, self.rules.higher_is_better)

    def to_json(self) -> dict[str, Any]:
        return views.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BarbuState:
        return views.from_json(cls, data)

    # ----------------------------------------------------------- the deal

    @property
    def contract_rules(self) -> Contract:
        """The rules of this deal's contract (only once it is declared)."""
        assert self._contract is not None
        return self._contract

    @property
    def full_contract(self) -> str | None:
        """The contract in the notation: `trumps:H`, `domino:8`, `no-king`; None before it."""
        if self.contract is None:
            return None
        if self.trump:
            return f"{self.contract}:{self.trump}"
        if self.contract == "domino" and self.domino_rank:
            return f"{self.contract}:{self.domino_rank}"
        return self.contract

    @property
    def taken(self) -> list[list[str]]:
        """The cards each seat has taken in tricks this deal."""
        piles: list[list[str]] = [[] for _ in range(SEATS)]
        for trick in self.tricks:
            piles[trick["winner"]].extend(trick["cards"])
        return piles

    def doubles_owed(self, seat: int) -> int:
        """Doubles of the current declarer that `seat` still owes in this cycle (Barbu)."""
        return legality.doubles_owed(self, seat)

    def double_compulsory(self, seat: int) -> bool:
        """True when `seat` must double the declarer this deal (the obligation rule)."""
        return legality.double_compulsory(self, seat)
