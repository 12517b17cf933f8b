"""The Barbu table's state machine: declaring, doubling, trick play, domino, settlement.

One class serves both rule sets; what differs comes from `rulesets.RuleSet`.
All fields are plain JSON data (so `to_json` is a snapshot), and the hot path
(`legal_actions` then `apply`, as a player loop calls them) is kept lean: the
legal list computed by one call is reused by the next `apply`.
"""

from __future__ import annotations

import hashlib
import struct
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from games import IllegalAction, json_copy, places
from games.barbu.rulesets import SEATS, Contract, RuleSet, resolve_options
from games.cards import DISPLAY_SUIT_ORDER, RANKS, deck, sort_key

PASS = "pass"
PLAY_PREFIX = "play:"
CONTRACT_PREFIX = "contract:"
DOUBLE_PREFIX = "double:"

# Every "play:XX" string made once, so the hot path never builds strings.
_PLAY = {card: PLAY_PREFIX + card for card in deck(52)}
_CARD_OF = {action: card for card, action in _PLAY.items()}

_OTHERS = {seat: tuple(s for s in range(SEATS) if s != seat) for seat in range(SEATS)}

# Fields that make up a state; `to_json` writes exactly these.
_FIELDS = (
    "seed",
    "options",
    "deal",
    "phase",
    "declarer",
    "contract",
    "trump",
    "domino_rank",
    "hands",
    "turn",
    "leader",
    "trick",
    "tricks",
    "tricks_won",
    "deal_points",
    "hearts_broken",
    "layout",
    "domino_moves",
    "out",
    "bonus",
    "ace_bonus",
    "doubles",
    "double_step",
    "declarer_doubles",
    "contracts_played",
    "scores",
    "sheet",
    "final_tricks",
)


@dataclass(frozen=True)
class _RuleTables:
    """The lookup tables a rule set and its options give, read-only and shared by every
    state of those rules (built once: each state holding its own copies cost about 20 KB
    a table in the bot, and time in every `from_json`)."""

    trick_rank: dict[str, int]
    domino_order: str
    domino_rank: dict[str, int]
    domino_scores: tuple[int, ...]
    # Each suit's `play:` actions in domino order, low to high: a row's neighbours.
    domino_actions: dict[str, list[str]]
    display_index: dict[str, int]
    display_actions: list[str]
    key_struct: struct.Struct
    # Card points with every card present, so scoring a trick needs no default lookups.
    points: dict[str, dict[str, int]]


@cache
def _rule_tables(options: tuple[tuple[str, str], ...]) -> _RuleTables:
    """The tables of the rules that resolved `options` (a state's `options`) name."""
    rules, resolved = resolve_options(dict(options))
    domino_order = rules.domino_order(resolved)
    pack = deck(rules.pack)
    display_pack = sorted(pack, key=sort_key(rules.trick_order))
    return _RuleTables(
        trick_rank={rank: i for i, rank in enumerate(rules.trick_order)},
        domino_order=domino_order,
        domino_rank={rank: i for i, rank in enumerate(domino_order)},
        domino_scores=rules.domino_scores(resolved),
        domino_actions={
            suit: [_PLAY[rank + suit] for rank in domino_order] for suit in DISPLAY_SUIT_ORDER
        },
        display_index={card: i for i, card in enumerate(display_pack)},
        display_actions=[_PLAY[card] for card in display_pack],
        key_struct=struct.Struct(f">{len(display_pack)}Q"),
        points={
            name: {card: contract.card_points.get(card, 0) for card in pack}
            for name, contract in rules.contracts.items()
        },
    )


class BarbuState:
    """A series of Barbu or Marley's Guillotine; see the package docstring for the notation."""

    # ----------------------------------------------------------------- set-up

    def __init__(self, seed: int, options: dict | None = None) -> None:
        rules, resolved = resolve_options(options)
        self.seed = int(seed)
        self.options = resolved
        self.deal = 0
        self.scores = [0] * SEATS
        self.sheet: list[dict[str, Any]] = []
        # The last trick of each finished deal (None for a deal without tricks: Domino),
        # kept for the views: the next deal starts at once, and players still want to see it.
        self.final_tricks: list[dict[str, Any] | None] = []
        self.contracts_played: list[list[str]] = [[] for _ in range(SEATS)]
        self.declarer_doubles = [0] * SEATS
        self._bind(rules)
        self._start_deal(1)

    def _bind(self, rules: RuleSet) -> None:
        """Attach the derived, non-serialised helpers of a rule set and options."""
        self.rules = rules
        tables = _rule_tables(tuple(self.options.items()))
        self._trick_rank = tables.trick_rank
        self._domino_order = tables.domino_order
        self._domino_rank = tables.domino_rank
        self._domino_scores = tables.domino_scores
        self._domino_actions = tables.domino_actions
        self._display_index = tables.display_index
        self._display_actions = tables.display_actions
        self._key_struct = tables.key_struct
        self._points = tables.points
        contract = getattr(self, "contract", None)
        self._contract: Contract | None = rules.contracts[contract] if contract else None
        if self._contract is not None:
            self._contract_points = self._points[self._contract.name]
        self._legal: list[str] | None = None
        if hasattr(self, "phase"):
            self._set_handlers()

    def _set_handlers(self) -> None:
        """Point the hot path at this phase's legal-move and move functions.

        Looking the phase up once here, rather than on every call, is a large
        part of what makes a player loop fast.
        """
        phase = self.phase
        self.is_over = phase == "over"
        if phase == "play":
            if self.contract_rules.domino:
                self._legal_fn, self._move_fn = self._domino_legal, self._domino_move
            else:
                self._legal_fn, self._move_fn = self._trick_legal, self._play
        elif phase == "double":
            self._legal_fn, self._move_fn = self._double_legal, self._double
        else:
            self._legal_fn, self._move_fn = self._contract_legal, self._declare
        self._legal = None

    def _start_deal(self, deal: int) -> None:
        rules = self.rules
        self.deal = deal
        self.declarer = rules.declarer(deal)
        if rules.doubling and rules.cycle_position(deal) == 0:
            self.declarer_doubles = [0] * SEATS
        self._hand = self._deal_hands(deal)
        self.phase = "contract"
        self.turn: int | None = self.declarer
        self.contract: str | None = None
        self._contract = None
        self.trump: str | None = None
        self.domino_rank: str | None = None
        self.leader = self.declarer
        self.trick: list[str] = []
        self.tricks: list[dict[str, Any]] = []
        self.tricks_won = [0] * SEATS
        self.deal_points = [0] * SEATS
        self.hearts_broken = False
        self.layout: dict[str, list[int]] = {}
        self.domino_moves: list[list[Any]] = []
        self.out: list[int] = []
        self.bonus = False
        self.ace_bonus = True
        self.doubles: list[list[int]] = []
        self.double_step = 0
        self._set_handlers()

    def _deal_hands(self, deal: int) -> list[dict[str, list[str]]]:
        """Shuffle and deal in ones, from (seed, deal) alone.

        The shuffle sorts the pack on 64-bit keys from SHAKE-128, a standard
        function that gives the same bytes on every platform and Python
        version, so a stored game replays identically anywhere; it is also
        several times faster than seeding a `random.Random` and shuffling.
        """
        size = len(self._display_actions)
        digest = hashlib.shake_128(f"barbu:{self.seed}:{deal}".encode()).digest(8 * size)
        keys = self._key_struct.unpack(digest)
        # shuffled[i] is the display index of the card at position i of the shuffled pack.
        shuffled = sorted(range(size), key=keys.__getitem__)
        per_suit = size // len(DISPLAY_SUIT_ORDER)
        actions = self._display_actions
        hands = []
        for seat in range(SEATS):
            mine = sorted(shuffled[seat::SEATS])  # display order: suits are contiguous runs
            cards = [actions[i] for i in mine]
            h = bisect_left(mine, per_suit)
            c = bisect_left(mine, 2 * per_suit, h)
            d = bisect_left(mine, 3 * per_suit, c)
            hands.append({"S": cards[:h], "H": cards[h:c], "C": cards[c:d], "D": cards[d:]})
        return hands

    # ---------------------------------------------------------------- hands
    # A hand is kept as four lists of `play:` actions, one per suit in display
    # order: following suit is then a list copy and a lead a concatenation,
    # which is most of the engine's speed. `hands` shows them as plain cards.

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
            hand[card[1]].append(_PLAY[card])
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
            legal = self._legal = self._legal_fn(seat)
        return legal[:]

    def apply(self, seat: int, action: str) -> None:
        if seat != self.turn:
            if self.turn is None:
                raise IllegalAction("game-over")
            raise IllegalAction("not-your-turn")
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_fn(seat)
        if action not in legal:
            raise self._why_illegal(seat, action)
        self._legal = None
        self._move_fn(seat, action)

    # ------------------------------------------------------------ legal sets

    @property
    def contract_rules(self) -> Contract:
        """The rules of this deal's contract (only once it is declared)."""
        assert self._contract is not None
        return self._contract

    def _contract_legal(self, seat: int) -> list[str]:
        return list(
            _contract_actions(tuple(self.rules.contracts), tuple(self.contracts_played[seat]))
        )

    def _trick_legal(self, seat: int) -> list[str]:
        hand = self._hand[seat]
        trick = self.trick
        if not trick:
            if self._contract.no_heart_leads and not (  # type: ignore[union-attr]  # set in play; hot path
                self.hearts_broken and self.options["heart_lead"] == "after-discard"
            ):
                non_hearts = [*hand["S"], *hand["C"], *hand["D"]]
                if non_hearts:
                    return non_hearts
            return [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]
        led = trick[0][1]
        if self.trump is not None:
            return self._trumps_legal(hand, trick, led)
        follow = hand[led]
        return follow[:] if follow else [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]

    def _trumps_legal(self, hand: dict[str, list[str]], trick: list[str], led: str) -> list[str]:
        """Trumps: follow suit; over-trump on a trump lead; beat a trump when void."""
        trump = self.trump
        assert trump is not None
        rank = self._trick_rank
        best_trump = max((rank[card[0]] for card in trick if card[1] == trump), default=-1)
        follow = hand[led]
        if follow:
            if led == trump:
                return [a for a in follow if rank[a[5]] > best_trump] or follow[:]
            return follow[:]
        trumps = hand[trump]
        higher = [a for a in trumps if rank[a[5]] > best_trump]
        if best_trump >= 0 and higher:
            return higher
        if trumps and self.options["discard"] == "must-trump":
            return higher or trumps[:]
        return [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]

    def _domino_legal(self, seat: int) -> list[str]:
        fitting = self._fitting(seat)
        if self.bonus:
            fitting.append(PASS)
            return fitting
        return fitting or [PASS]

    def _fitting(self, seat: int) -> list[str]:
        """The `play:` actions of `seat` that fit the layout.

        Only the cards next to each row's ends (or a row's opening rank) can
        fit, so look those up instead of testing the whole hand.
        """
        layout = self.layout
        base = self.domino_rank
        fitting: list[str] = []
        for suit, actions in self._hand[seat].items():
            if not actions:
                continue
            row = layout.get(suit)
            if row is None:
                if base is None:  # Marley's first card: anything goes
                    fitting.extend(actions)
                    continue
                action = _PLAY[base + suit]
                if action in actions:
                    fitting.append(action)
                continue
            in_order = self._domino_actions[suit]
            low, high = row
            if high + 1 < len(in_order) and in_order[high + 1] in actions:
                fitting.append(in_order[high + 1])
            if low > 0 and in_order[low - 1] in actions:
                fitting.append(in_order[low - 1])
        return fitting

    def _fits(self, card: str) -> bool:
        row = self.layout.get(card[1])
        if row is None:
            # A suit row opens with the domino rank; before Marley's first card, anything goes.
            return self.domino_rank is None or card[0] == self.domino_rank
        index = self._domino_rank[card[0]]
        return index == row[0] - 1 or index == row[1] + 1

    def _double_legal(self, seat: int) -> list[str]:
        return list(_double_actions(*self._double_options(seat)))

    def _double_options(self, seat: int) -> tuple[tuple[int, ...], int | None]:
        """The seats `seat` may double or redouble now, and the one it must double (if any)."""
        declarer = self.declarer
        if seat == declarer:
            # The declarer only answers: he may redouble those who doubled him.
            return tuple(sorted(a for a, b, level in self.doubles if b == seat)), None
        # Nobody may double a non-declarer in Trumps or Domino, so there is nothing to redouble.
        targets = (declarer,) if self.contract_rules.positive else _OTHERS[seat]
        return targets, (declarer if self.double_compulsory(seat) else None)

    def doubles_owed(self, seat: int) -> int:
        """Doubles of the current declarer that `seat` still owes in this cycle (Barbu)."""
        if not self.rules.doubling or seat == self.declarer:
            return 0
        return max(0, 2 - self.declarer_doubles[seat])

    def double_compulsory(self, seat: int) -> bool:
        """True when `seat` must double the declarer this deal (the obligation rule)."""
        owed = self.doubles_owed(seat)
        deals_left = len(self.rules.contracts) - self.rules.cycle_position(self.deal)
        return owed > 0 and deals_left <= owed

    # ---------------------------------------------------------------- moves

    def _declare(self, seat: int, action: str) -> None:
        contract = action[len(CONTRACT_PREFIX) :]
        name, _, arg = contract.partition(":")
        self.contract = name
        self._contract = self.rules.contracts[name]
        self._contract_points = self._points[name]
        self.contracts_played[seat].append(name)
        if name == "trumps":
            self.trump = arg
        elif name == "domino":
            self.domino_rank = arg
        if self.rules.doubling:
            self.phase = "double"
            self.double_step = 0
            self.turn = (self.declarer + 1) % SEATS
            self._set_handlers()
        else:
            self._start_play()

    def _double(self, seat: int, action: str) -> None:
        listed = action[len(DOUBLE_PREFIX) :]
        for target in (int(s) for s in listed.split(",") if s):
            for pair in self.doubles:
                if pair[0] == target and pair[1] == seat:
                    pair[2] = 2
                    break
            else:
                self.doubles.append([seat, target, 1])
                if target == self.declarer:
                    self.declarer_doubles[seat] += 1
        self.double_step += 1
        if self.double_step == SEATS:
            self._start_play()
        else:
            self.turn = (self.declarer + 1 + self.double_step) % SEATS

    def _start_play(self) -> None:
        self.phase = "play"
        first = self.declarer
        if not self.contract_rules.domino and self.options.get("first_lead") == "right":
            first = (self.declarer - 1) % SEATS
        self.leader = self.turn = first
        self._set_handlers()

    def _play(self, seat: int, action: str) -> None:
        card = _CARD_OF[action]
        suit = card[1]
        trick = self.trick
        if suit == "H" and trick and trick[0][1] != "H":
            self.hearts_broken = True
        self._hand[seat][suit].remove(action)
        trick.append(card)
        if len(trick) == SEATS:
            self._finish_trick(trick)
        else:
            self.turn = (seat + 1) % SEATS

    def _finish_trick(self, trick: list[str]) -> None:
        # The winner: the highest trump, else the highest card of the suit led.
        rank = self._trick_rank
        trump = self.trump
        best = trick[0]
        best_index = 0
        for index in (1, 2, 3):
            card = trick[index]
            if card[1] == best[1]:
                if rank[card[0]] > rank[best[0]]:
                    best, best_index = card, index
            elif card[1] == trump:
                best, best_index = card, index
        winner = (self.leader + best_index) % SEATS
        contract = self._contract
        assert contract is not None
        index = len(self.tricks)
        card_points = self._contract_points
        points = (
            card_points[trick[0]]
            + card_points[trick[1]]
            + card_points[trick[2]]
            + card_points[trick[3]]
        )
        if contract.trick_points:
            points += contract.trick_points[index]
        self.deal_points[winner] += points
        self.tricks_won[winner] += 1
        self.tricks.append({"leader": self.leader, "cards": trick, "winner": winner})
        self.trick = []
        self.leader = self.turn = winner
        ends = contract.ends_when_taken
        if index + 1 == self.rules.hand_size or (
            ends and not ends.isdisjoint(trick) and ends.issubset(self._all_taken())
        ):
            self._end_deal()

    @property
    def taken(self) -> list[list[str]]:
        """The cards each seat has taken in tricks this deal."""
        piles: list[list[str]] = [[] for _ in range(SEATS)]
        for trick in self.tricks:
            piles[trick["winner"]].extend(trick["cards"])
        return piles

    def _all_taken(self) -> set[str]:
        return {card for trick in self.tricks for card in trick["cards"]}

    def _domino_move(self, seat: int, action: str) -> None:
        if action == PASS:
            self.domino_moves.append([seat, None])
            self.bonus = False
            self._next_domino_turn(seat)
            return
        card = _CARD_OF[action]
        if self.domino_rank is None:
            # Marley: the dealer's first card names the rank; an ace there cancels the bonus.
            self.domino_rank = card[0]
            self.ace_bonus = card[0] != "A"
        index = self._domino_rank[card[0]]
        row = self.layout.get(card[1])
        if row is None:
            self.layout[card[1]] = [index, index]
        elif index < row[0]:
            row[0] = index
        else:
            row[1] = index
        hand = self._hand[seat]
        hand[card[1]].remove(action)
        self.domino_moves.append([seat, card])
        if not any(hand.values()):
            self.out.append(seat)
            if len(self.out) == len(self._domino_scores) - 1:
                self._end_deal()
                return
        elif (
            self.rules.ace_bonus
            and self.ace_bonus
            and (card[0] == "A" or self.bonus)
            and self._fitting(seat)
        ):
            self.bonus = True
            return
        self.bonus = False
        self._next_domino_turn(seat)

    def _next_domino_turn(self, seat: int) -> None:
        for step in range(1, SEATS):
            candidate = (seat + step) % SEATS
            if candidate not in self.out:
                self.turn = candidate
                return

    # ------------------------------------------------------------- scoring

    def _end_deal(self) -> None:
        contract = self.contract_rules
        if contract.domino:
            scores = self._domino_scores
            order = self.out + [s for s in range(SEATS) if s not in self.out]
            self.deal_points = [0] * SEATS
            for place, seat in enumerate(order):
                self.deal_points[seat] = scores[min(place, len(scores) - 1)]
        contract_scores = list(self.deal_points)
        self.final_tricks.append(_trick_view(self.tricks, self.deal) if self.tricks else None)
        totals = settle(contract_scores, self.doubles)
        self.sheet.append(
            {
                "deal": self.deal,
                "declarer": self.declarer,
                "contract": self.full_contract,
                "scores": contract_scores,
                "doubles": [list(pair) for pair in self.doubles],
                "totals": totals,
            }
        )
        self.scores = [a + b for a, b in zip(self.scores, totals, strict=True)]
        if self.deal == self.rules.deals:
            self.phase = "over"
            self.turn = None
            self._set_handlers()
        else:
            self._start_deal(self.deal + 1)

    # ----------------------------------------------------------------- views

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

    def places(self) -> list[int]:
        return places(self.scores, self.rules.higher_is_better)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Never another seat's hidden cards."""
        rules = self.rules
        in_play = self.phase == "play"
        contract = self.rules.contracts.get(self.contract) if self.contract else None
        view: dict[str, Any] = {
            "game": "barbu",
            "rules": rules.name,
            "options": dict(self.options),
            "seat": seat,
            "deal": self.deal,
            "deals": rules.deals,
            "phase": self.phase,
            "declarer": self.declarer,
            "turn": self.turn,
            "contract": self.full_contract,
            "contracts_left": [
                [name for name in rules.contracts if name not in played]
                for played in self.contracts_played
            ],
            "hand": self._cards(seat) if seat is not None and not self.is_over else [],
            "hand_sizes": [sum(map(len, hand.values())) for hand in self._hand]
            if not self.is_over
            else [0] * SEATS,
            "leader": self.leader if in_play else None,
            "trick": [[(self.leader + i) % SEATS, card] for i, card in enumerate(self.trick)],
            # Every card was seen as it was played: a player with a perfect memory knows these.
            "tricks": [
                {"leader": t["leader"], "cards": list(t["cards"]), "winner": t["winner"]}
                for t in self.tricks
            ],
            # The last completed trick, this deal's or (before one is done) the last deal's.
            "last_trick": _trick_view(self.tricks, self.deal)
            if self.tricks
            else json_copy(self.final_tricks[-1] if self.final_tricks else None),
            "final_tricks": json_copy(self.final_tricks),
            "tricks_won": list(self.tricks_won),
            "face_up": [
                [card for card in pile if contract and card in contract.face_up]
                for pile in self.taken
            ],
            "deal_points": list(self.deal_points),
            "scores": list(self.scores),
            "sheet": json_copy(self.sheet),
            "is_over": self.is_over,
        }
        if contract is not None and contract.domino:
            order = self._domino_order
            view["domino_rank"] = self.domino_rank
            view["layout"] = {
                suit: [order[i] + suit for i in range(low, high + 1)]
                for suit, (low, high) in self.layout.items()
            }
            view["domino_moves"] = [list(move) for move in self.domino_moves]
            view["out"] = list(self.out)
            view["bonus"] = self.bonus
        if rules.doubling:
            view["doubles"] = [list(pair) for pair in self.doubles]
            view["doubles_owed"] = [self.doubles_owed(s) for s in range(SEATS)]
            if self.phase == "double" and self.turn is not None:
                view["double_required"] = self.double_compulsory(self.turn)
        else:
            view["money"] = [score - 100 for score in self.scores]
        if self.is_over:
            view["places"] = self.places()
        return view

    # --------------------------------------------------------- serialising

    def to_json(self) -> dict[str, Any]:
        data = {"game": "barbu", "version": 1}
        for name in _FIELDS:
            data[name] = json_copy(getattr(self, name))
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BarbuState:
        if data.get("game") != "barbu" or data.get("version") != 1:
            raise ValueError("not a saved Barbu game (version 1)")
        state = cls.__new__(cls)
        for name in _FIELDS:
            if name == "final_tricks" and name not in data:
                # A snapshot from before final_tricks was kept: no last tricks to show.
                data = {**data, name: [None] * len(data["sheet"])}
            if name != "hands":
                setattr(state, name, json_copy(data[name]))
        rules, state.options = resolve_options(state.options)
        state._bind(rules)
        state.hands = data["hands"]  # after _bind: splitting a hand needs the rule set's order
        return state

    # -------------------------------------------------------- explanations

    def _why_illegal(self, seat: int, action: str) -> IllegalAction:
        """Why `action` is not allowed now: a reason code and its details (cards as codes,
        contracts in the notation, numbers); the cog words it for the player."""
        phase = self.phase
        if phase == "contract":
            if not action.startswith(CONTRACT_PREFIX):
                return IllegalAction("choose-contract-first")
            name = action[len(CONTRACT_PREFIX) :].partition(":")[0]
            if name in self.contracts_played[seat]:
                return IllegalAction("contract-already-played", contract=name)
            if name not in self.rules.contracts:
                return IllegalAction("no-such-contract", rules=self.rules.name)
            return IllegalAction("not-a-contract")
        if phase == "double":
            if not action.startswith(DOUBLE_PREFIX):
                return IllegalAction("double-first")
            return self._why_double_illegal(seat, action[len(DOUBLE_PREFIX) :])
        if action == PASS:
            if self.contract_rules.domino:
                return IllegalAction("may-not-pass")
            return IllegalAction("no-pass-in-trick-game")
        if not action.startswith(PLAY_PREFIX):
            return IllegalAction("play-a-card")
        card = action[len(PLAY_PREFIX) :]
        if card not in self._cards(seat):
            return IllegalAction("not-your-card", card=card if card in _PLAY else "")
        if self.contract_rules.domino:
            return self._why_domino_illegal(card)
        return self._why_card_illegal(seat, card)

    def _why_double_illegal(self, seat: int, listed: str) -> IllegalAction:
        try:
            chosen = [int(s) for s in listed.split(",") if s]
        except ValueError:
            return IllegalAction("double-not-numbers")
        if chosen != sorted(set(chosen)) or ",".join(map(str, chosen)) != listed:
            return IllegalAction("double-not-in-order")
        targets, required = self._double_options(seat)
        for target in chosen:
            if target == seat:
                return IllegalAction("double-yourself")
            if target not in range(SEATS):
                return IllegalAction("no-such-seat", target=target)
            if target not in targets:
                if seat == self.declarer:
                    return IllegalAction("declarer-redoubles-only")
                if self.contract_rules.positive:
                    return IllegalAction("double-declarer-only", contract=self.contract)
                return IllegalAction("cannot-double-seat", target=target)
        if required is not None and required not in chosen:
            return IllegalAction("must-double-declarer", owed=self.doubles_owed(seat))
        return IllegalAction("double-not-allowed")

    def _why_domino_illegal(self, card: str) -> IllegalAction:
        if self.domino_rank is not None and not self.layout:
            return IllegalAction("layout-opens-with", rank=self.domino_rank)
        if not self._fits(card):
            return IllegalAction("does-not-fit", card=card)
        return IllegalAction("move-not-allowed")

    def _why_card_illegal(self, seat: int, card: str) -> IllegalAction:
        hand = self._cards(seat)
        trick = self.trick
        if not trick:
            if self.options.get("heart_lead") == "after-discard":
                return IllegalAction("no-heart-lead-until-discarded")
            return IllegalAction("no-heart-lead")
        led = trick[0][1]
        trump = self.trump
        holds_led = any(c[1] == led for c in hand)
        if card[1] != led and holds_led:
            return IllegalAction("follow-suit", suit=led)
        rank = self._trick_rank
        trumps_in_trick = [c for c in trick if c[1] == trump]
        if trumps_in_trick:
            top = max(trumps_in_trick, key=lambda c: rank[c[0]])
            if any(c[1] == trump and rank[c[0]] > rank[top[0]] for c in hand):
                return IllegalAction("beat-the-trump", card=top)
        return IllegalAction("must-trump", suit=trump)


@cache
def _contract_actions(contracts: tuple[str, ...], played: tuple[str, ...]) -> tuple[str, ...]:
    """The `contract:` actions left to a declarer who has played `played`."""
    actions: list[str] = []
    for name in contracts:
        if name in played:
            continue
        if name == "trumps":
            actions.extend(f"{CONTRACT_PREFIX}trumps:{suit}" for suit in "SHDC")
        elif name == "domino":
            actions.extend(f"{CONTRACT_PREFIX}domino:{rank}" for rank in RANKS)
        else:
            actions.append(CONTRACT_PREFIX + name)
    return tuple(actions)


@cache
def _double_actions(targets: tuple[int, ...], required: int | None) -> tuple[str, ...]:
    """Every `double:` action over subsets of `targets` (those that include `required`)."""
    actions = []
    for size in range(len(targets) + 1):
        for chosen in combinations(targets, size):
            if required is None or required in chosen:
                actions.append(DOUBLE_PREFIX + ",".join(str(s) for s in chosen))
    return tuple(actions)


def _trick_view(tricks: list[dict[str, Any]], deal: int) -> dict[str, Any]:
    """The last of `tricks` as views show it: its deal and number (1-based), leader, cards
    in play order, winner."""
    last = tricks[-1]
    return {
        "deal": deal,
        "number": len(tricks),
        "leader": last["leader"],
        "cards": list(last["cards"]),
        "winner": last["winner"],
    }


def settle(scores: list[int], doubles: list[list[int]]) -> list[int]:
    """Deal totals after doubles: each standing double moves the score difference to the better."""
    totals = list(scores)
    for a, b, level in doubles:
        difference = (scores[a] - scores[b]) * level
        totals[a] += difference
        totals[b] -= difference
    return totals
