"""Computer players for the Barbu table: Barbu (52 cards) and Marley's Guillotine (32).

A player is a callable ``choose(view, legal, rng) -> action``: ``view`` is
``state.view(seat)`` for the seat on turn, ``legal`` is
``state.legal_actions(seat)``, and the answer is one of ``legal``. Players see
only that view (their hand, the completed tricks, the layout, the doubles...),
never the state, so they cannot peek at other hands.

``rule_based_player`` is a fast heuristic player (no search). Its card play
rests on one estimate used for every trick contract: for each legal card,

    score = value of this trick if I take it  x  (4 p_now - 1) / 3
          - value of a later trick taken by it x  (4 p_later - 1) / 3

where "value" is the points the trick carries *for me* (negative in the
negative contracts; Marley's points are negated, lower being better there)
and ``p`` the chance the card wins. ``(4p - 1) / 3`` turns a win chance into a
relative gain: with four players, points that go to somebody else are worth
a third of their size to me, with the opposite sign. Keeping a card is worth
its chance of winning later, so dangerous cards (bosses, queens, the king of
hearts) are shed and useful ones (winners, trumps) are kept. What the seat
knows comes from its view: cards not yet seen, and voids read from the tricks
(a player who did not follow has none of the suit led).

Domino(es): a card is worth playing when our own cards further along its row
wait for it, and costly when it opens the way for the others' cards.

Contract and doubles: each contract gets an estimate of the deal points this
hand would score (fitted on played deals, see `_FITTED`), compared with the
average for a random hand; the declarer picks the biggest advantage (every
contract must be played once, so what counts is what suits *this* hand), and
a player doubles when its advantage is clear.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from games import random_player as random_player  # every game's baseline, re-exported
from games.barbu.rulesets import RULE_SETS, SEATS, Contract, RuleSet
from games.barbu.state import CONTRACT_PREFIX as CONTRACT
from games.barbu.state import DOUBLE_PREFIX as DOUBLE
from games.barbu.state import PASS
from games.barbu.state import PLAY_PREFIX as PLAY
from games.barbu.strong import strong_player
from games.cards import RANKS, SUITS, deck

Player = Callable[[dict, list[str], random.Random], str]

# Chance that a card wins a trick from the number of unseen cards above it in its suit.
_TOP_WIN = (0.9, 0.55, 0.3, 0.12, 0.05, 0.02)
# Share of a void player's worst card that we expect to be dumped on a trick we win.
_DUMP_SHARE = 0.7
# In negative contracts opponents duck when they can, so a higher card is played
# on ours only some of the time (when it is forced, or a cheap discard).
_FORCED_SHARE = 0.35
# Negative contracts: share of a kept card's win chance that remains, the rest being
# the chance to discard it on a suit we are void in (this stops leading bosses).
_DISCARD_LATER = 0.5


def rule_based_player(view: dict, legal: list[str], rng: random.Random) -> str:
    """A fast heuristic player (see the module docstring); ``rng`` is only for ties."""
    if len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    if phase == "contract":
        return _choose_contract(view, legal)
    if phase == "double":
        return _choose_doubles(view, legal)
    if "layout" in view:  # only domino deals have a layout
        return _domino_move(view, legal)
    return _trick_card(view, legal, rng)


# "strong" samples the unseen cards and plays each choice out (games.barbu.strong), within
# 500 ms a decision.
LEVELS: dict[str, Player] = {"basic": rule_based_player, "strong": strong_player}


# --------------------------------------------------------------- rule data


def _rules(view: dict) -> RuleSet:
    return RULE_SETS[view["rules"]]


@cache
def _rank_index(order: str) -> dict[str, int]:
    return {rank: i for i, rank in enumerate(order)}


@cache
def _pack(rules_name: str) -> tuple[str, ...]:
    return tuple(deck(RULE_SETS[rules_name].pack))


@cache
def _utilities(rules_name: str, contract: str) -> tuple[dict[str, float], tuple[float, ...]]:
    """Card and trick values *for the taker, from a player's point of view* (+ is good).

    Marley counts points against the taker (lowest total wins), so its values
    are negated; Barbu's are used as they are.
    """
    rules = RULE_SETS[rules_name]
    spec: Contract = rules.contracts[contract]
    sign = 1 if rules.higher_is_better else -1
    cards = {card: float(sign * points) for card, points in spec.card_points.items()}
    tricks = tuple(float(sign * p) for p in spec.trick_points) or (0.0,) * rules.hand_size
    return cards, tricks


def _suits_of(hand: list[str]) -> dict[str, list[str]]:
    by_suit: dict[str, list[str]] = {suit: [] for suit in SUITS}
    for card in hand:
        by_suit[card[1]].append(card)
    return by_suit


# ------------------------------------------------------------- trick play


class _Table:
    """What the seat on turn knows during trick play, worked out from its view."""

    __slots__ = (
        "hand",
        "index",
        "later",
        "led",
        "positive",
        "rank",
        "seat",
        "trick",
        "trick_util",
        "trump",
        "unseen",
        "util",
        "voids",
        "worst_unseen",
    )

    def __init__(self, view: dict) -> None:
        rules = _rules(view)
        name, _, arg = view["contract"].partition(":")
        self.seat: int = view["seat"]
        self.hand: list[str] = view["hand"]
        self.rank = _rank_index(rules.trick_order)
        self.trump: str | None = arg if name == "trumps" else None
        self.util, self.trick_util = _utilities(rules.name, name)
        self.voids: list[set[str]] = [set() for _ in range(SEATS)]
        seen = set(self.hand)
        for done in view["tricks"]:
            self._note(done["leader"], done["cards"])
            seen.update(done["cards"])
        self.trick: list[str] = [card for _, card in view["trick"]]
        if self.trick:
            self._note(view["trick"][0][0], self.trick)
            seen.update(self.trick)
        self.unseen = [card for card in _pack(rules.name) if card not in seen]
        self.index = len(view["tricks"])
        self.led = self.trick[0][1] if self.trick else None
        self.later = [(self.seat + k) % SEATS for k in range(1, SEATS - len(self.trick))]
        # The aim of the contract: take tricks (Trumps, Parlement) or avoid them.
        total = sum(self.trick_util) + sum(self.util.values())
        self.positive = total > 0
        bad = [self.util[c] for c in self.unseen if self.util.get(c, 0) < 0]
        self.worst_unseen = min(bad, default=0.0)

    def _note(self, leader: int, cards: list[str]) -> None:
        """A player who did not follow the suit led has none left."""
        led = cards[0][1]
        for i, card in enumerate(cards[1:], 1):
            if card[1] != led:
                self.voids[(leader + i) % SEATS].add(led)

    # -- small facts

    def above(self, card: str) -> int:
        """Unseen cards of the same suit that beat `card`."""
        rank = self.rank[card[0]]
        return sum(1 for c in self.unseen if c[1] == card[1] and self.rank[c[0]] > rank)

    def beats(self, card: str, best: str) -> bool:
        if card[1] == best[1]:
            return self.rank[card[0]] > self.rank[best[0]]
        return card[1] == self.trump

    def best_in_trick(self) -> str:
        best = self.trick[0]
        for card in self.trick[1:]:
            if self.beats(card, best):
                best = card
        return best

    def remaining_value(self) -> float:
        """Average value for me of one of the tricks still to play (after this one)."""
        left = len(self.trick_util) - self.index
        if left <= 0:
            return 0.0
        cards = sum(self.util.get(c, 0.0) for c in self.unseen) + sum(
            self.util.get(c, 0.0) for c in self.hand
        )
        return (sum(self.trick_util[self.index :]) + cards) / left

    # -- win chances

    def overtake_chance(self, seat: int, card: str) -> float:
        """Chance that `seat`, after us in this trick, beats `card` (the best card so far)."""
        led, trump = self.led, self.trump
        assert led is not None
        void = led in self.voids[seat]
        if card[1] == trump != led:
            # We ruffed: only a player void in the suit led can overruff.
            higher = self.above(card)
            if not higher or trump in self.voids[seat]:
                return 0.0
            if void:
                return 0.8
            in_suit = sum(1 for c in self.unseen if c[1] == led)
            return 0.15 if in_suit <= 3 else 0.05
        if void:
            if trump is None or led == trump or trump in self.voids[seat]:
                return 0.0
            return 0.8 if any(c[1] == trump for c in self.unseen) else 0.0
        higher = self.above(card)
        holders = [s for s in range(SEATS) if s != self.seat and led not in self.voids[s]]
        if not higher or not holders:
            return 0.0
        chance = 1.0 - (1.0 - 1.0 / len(holders)) ** higher
        return chance if self.positive else chance * _FORCED_SHARE

    def win_now(self, card: str) -> float:
        """Chance that `card` takes the current trick."""
        if self.trick and not self.beats(card, self.best_in_trick()):
            return 0.0
        if not self.trick:
            return self.lead_win(card)
        chance = 1.0
        for seat in self.later:
            chance *= 1.0 - self.overtake_chance(seat, card)
        return chance

    def lead_win(self, card: str) -> float:
        """Chance that a led `card` holds the trick."""
        suit = card[1]
        rank = self.rank[card[0]]
        higher = lower = 0
        for c in self.unseen:
            if c[1] == suit:
                if self.rank[c[0]] > rank:
                    higher += 1
                else:
                    lower += 1
        if not higher:
            chance = 1.0
        elif self.positive:
            chance = 0.1 * 0.5 ** (higher - 1)
        else:
            # Others duck with lower cards when they have them.
            chance = lower / (lower + higher)
        if self.trump and suit != self.trump:
            trumps_out = sum(1 for c in self.unseen if c[1] == self.trump)
            if trumps_out:
                for seat in range(SEATS):
                    if seat != self.seat and suit in self.voids[seat]:
                        chance *= 0.25
                if higher + lower <= 3:
                    chance *= 0.6
        return chance

    def win_later(self, card: str) -> float:
        """Chance that `card`, kept, takes a trick later."""
        higher = self.above(card)
        if card[1] == self.trump:
            return 0.95 if not higher else 0.6**higher
        if not any(c[1] == card[1] for c in self.unseen):
            chance = 0.6  # nobody else holds the suit: it wins if ever led
        else:
            chance = _TOP_WIN[min(higher, len(_TOP_WIN) - 1)]
        if self.trump and any(c[1] == self.trump for c in self.unseen):
            chance *= 0.7  # it may be ruffed
        if not self.positive:
            chance *= _DISCARD_LATER  # a dangerous card may yet be discarded on a void
        return chance

    # -- trick values

    def expected_adds(self, seats: list[int], suit: str) -> float:
        """What the other players' cards are expected to add to a trick in `suit` we win."""
        in_suit = [c for c in self.unseen if c[1] == suit]
        follow = sum(self.util.get(c, 0.0) for c in in_suit) / len(in_suit) if in_suit else 0.0
        added = 0.0
        for seat in seats:
            if suit in self.voids[seat]:
                # A void player dumps his worst card on our trick (when it hurts us).
                if not self.positive:
                    added += _DUMP_SHARE * self.worst_unseen
            else:
                added += min(follow, 0.0) if not self.positive else follow
        return added

    def trick_value(self, card: str) -> float:
        """Value for me of the current trick if `card` takes it."""
        value = self.trick_util[self.index] + self.util.get(card, 0.0)
        value += sum(self.util.get(c, 0.0) for c in self.trick)
        if self.led is not None:  # a trick under way (`led` is its first card's suit)
            return value + self.expected_adds(self.later, self.led)
        others = [s for s in range(SEATS) if s != self.seat]
        return value + self.expected_adds(others, card[1])

    def score(self, card: str, later_value: float) -> float:
        now = self.trick_value(card) * (4.0 * self.win_now(card) - 1.0) / 3.0
        gain = (4.0 * self.win_later(card) - 1.0) / 3.0
        if self.positive:
            # A card too low to win later costs nothing to keep: it is played on a trick
            # lost anyway. (In negative contracts the low cards stay: they are our safety.)
            gain = max(gain, 0.0)
        kept = (later_value + self.util.get(card, 0.0)) * gain
        bonus = 0.0
        drawing = self.positive and not self.trick and card[1] == self.trump
        if drawing and self.above(card) == 0 and any(c[1] == self.trump for c in self.unseen):
            bonus = 2.0  # drawing trumps protects our side winners from being ruffed
        return now - kept + bonus


def _trick_card(view: dict, legal: list[str], rng: random.Random) -> str:
    table = _Table(view)
    later_value = table.remaining_value()
    best_score = None
    choices: list[str] = []
    for action in legal:
        card = action[len(PLAY) :]
        value = table.score(card, later_value)
        # Tiny tie-break between equal cards: part with the higher one when tricks hurt
        # (the lower is the safer to keep), with the lower one when tricks are wanted.
        tie = table.rank[card[0]] * 1e-6
        value += -tie if table.positive else tie
        if best_score is None or value > best_score + 1e-9:
            best_score, choices = value, [action]
        elif abs(value - best_score) <= 1e-9:
            choices.append(action)
    return choices[0] if len(choices) == 1 else rng.choice(choices)


# ----------------------------------------------------------------- domino


def _domino_order(view: dict) -> str:
    if view["rules"] == "barbu":
        return RANKS
    return "789JQKTA" if view["options"].get("domino_order") == "french" else "789TJQKA"


def _domino_move(view: dict, legal: list[str]) -> str:
    cards = [a[len(PLAY) :] for a in legal if a != PASS]
    if not cards:
        return PASS
    order = _domino_order(view)
    index = _rank_index(order)
    hand = set(view["hand"])
    layout: dict[str, list[str]] = view.get("layout") or {}
    rows = {suit: (index[row[0][0]], index[row[-1][0]]) for suit, row in layout.items()}
    if view.get("domino_rank") is None:
        return PLAY + _domino_opening(view["hand"], order, index)
    scored = [(_domino_score(card, hand, rows, order, index), card) for card in cards]
    # During Marley's ace bonus we always play on (`pass` would end it): going out
    # first is what scores, and duplicate play measured stopping early as worse.
    _, card = max(scored)
    return PLAY + card


def _domino_score(
    card: str, hand: set[str], rows: dict[str, tuple[int, int]], order: str, index: dict[str, int]
) -> float:
    """How good it is to play `card` now: free our own later cards, open little for the others.

    Weights tuned by duplicate play against random players (Barbu and Marley).
    """
    suit, i = card[1], index[card[0]]
    row = rows.get(suit)
    directions: tuple[int, ...]
    if row is None:
        directions = (-1, 1)  # opening a suit row unlocks both sides
    elif i < row[0]:
        directions = (-1,)
    else:
        directions = (1,)
    score = 0.0
    for step in directions:
        j = i + step
        if 0 <= j < len(order):
            # The card it makes playable: one of ours to follow with, or a gift.
            score += 0.5 if order[j] + suit in hand else -1.0
        while 0 <= j < len(order):
            if order[j] + suit in hand:
                score += 2.0  # ours further along: it waits for this card
            else:
                score -= 0.2  # theirs further along: the way opens for them
            j += step
    return score


def _domino_gaps(hand: list[str], start: int, index: dict[str, int]) -> float:
    """Others' cards that must be played before our farthest card, for a layout opened at `start`.

    Counted per suit and direction from the opening rank; holding an opening card
    ourselves helps a little. (Fitted on played Barbu deals: about a point lost per gap.)
    """
    mine = {(card[1], index[card[0]]) for card in hand}
    cost = 0.0
    for suit in SUITS:
        if (suit, start) in mine:
            cost -= 0.75
        for step in (-1, 1):
            gaps = worst = 0
            j = start + step
            while 0 <= j < len(index):
                if (suit, j) in mine:
                    worst = gaps
                else:
                    gaps += 1
                j += step
            cost += worst
    return cost


def _domino_opening(hand: list[str], order: str, index: dict[str, int]) -> str:
    """Marley's dealer opens with any card, which fixes the rank of the layout."""

    def cost(card: str) -> float:
        # An ace as the first card cancels the ace bonus: keep it for ourselves.
        ace = 1.0 if card[0] == "A" and any(c[0] == "A" for c in hand) else 0.0
        return _domino_gaps(hand, index[card[0]], index) + ace

    return min(hand, key=lambda card: (cost(card), card))


# -------------------------------------------------------- hand estimates


def _tricks_estimate(hand: list[str], order: str, trump: str | None = None) -> float:
    """Expected tricks taken by a hand played to win them (no search, card counting only)."""
    index = _rank_index(order)
    top = len(order) - 1
    tricks = 0.0
    for suit, cards in _suits_of(hand).items():
        ranks = sorted((index[c[0]] for c in cards), reverse=True)
        for mine_above, rank in enumerate(ranks):
            others_above = top - rank - mine_above
            chance = _TOP_WIN[min(others_above, len(_TOP_WIN) - 1)]
            if trump is not None and suit != trump:
                chance *= 0.8
            tricks += chance
        long_suit = 4 if len(order) == 13 else 3
        if suit == trump or trump is None:
            tricks += 0.7 * max(0, len(ranks) - long_suit)
    if trump is not None:
        trumps = sum(1 for c in hand if c[1] == trump)
        short = sum(max(0, 2 - len(cs)) for s, cs in _suits_of(hand).items() if s != trump)
        tricks += min(0.6 * short, 0.8 * max(0, trumps - 2))
    return tricks


def _danger(hand: list[str], card: str, order: str) -> float:
    """Chance that `card` is forced to take a trick: high, few low cards under it to duck."""
    index = _rank_index(order)
    rank = index[card[0]]
    same = [index[c[0]] for c in hand if c[1] == card[1]]
    lower = sum(1 for r in same if r < rank)
    mine_above = sum(1 for r in same if r > rank)
    others_above = len(order) - 1 - rank - mine_above
    return _TOP_WIN[min(others_above, len(_TOP_WIN) - 1)] * 0.8**lower + 0.15 * (lower == 0)


def _shortness(hand: list[str]) -> int:
    """Voids and singletons: chances to discard dangerous cards."""
    return sum(max(0, 2 - len(cards)) for cards in _suits_of(hand).values())


def _hand_features(rules_name: str, name: str, hand: list[str], declarer: bool) -> list[float]:
    """What a hand looks like for a trick contract, as the inputs of `_FITTED`."""
    order = RULE_SETS[rules_name].trick_order
    index = _rank_index(order)
    card_util, _ = _utilities(rules_name, name)
    held = [(card, card_util[card]) for card in hand if card in card_util]
    suits = _suits_of(hand)
    return [
        1.0,
        1.0 if declarer else 0.0,  # the declarer leads to the first trick
        _tricks_estimate(hand, order),
        float(_shortness(hand)),
        sum(points * _danger(hand, card, order) for card, points in held),
        sum(points for _, points in held),
        float(sum(1 for card in hand if index[card[0]] <= 3)),
        float(max(len(cards) for cards in suits.values())),
        float(len(suits["H"])),  # hearts may not be led in No Hearts and No King
    ]


# Linear models of a deal's points (for the player: + good) from `_hand_features`:
# least-squares fits over 600 (Barbu) or 800 (Marley) deals x 4 seats per contract,
# every seat played by this player, doubles left out; the comment is the correlation
# of the fit with the points scored (a hand explains only part of a deal's result).
# fmt: off
_FITTED: dict[tuple[str, str], tuple[float, ...]] = {
    ("barbu", "no-tricks"): (-12.99, -0.32, -1.66, 1.60, 0.00, 0.00, 1.06, 1.47, -0.03),  # 0.66
    ("barbu", "no-hearts"): (-19.69, -0.05, -0.68, -0.23, 1.99, -1.61, 1.41, 0.39, -0.59),  # 0.56
    ("barbu", "no-queens"): (-13.39, -1.72, -1.67, 1.32, 0.18, -0.02, 0.94, 1.83, 0.06),  # 0.50
    ("barbu", "no-king"): (-14.00, -0.82, -1.55, 0.47, -0.04, -0.16, 0.52, 1.18, 1.64),  # 0.41
    ("barbu", "no-last-two"): (-16.44, 0.34, -0.41, 0.53, 0.00, 0.00, 2.24, 0.32, -0.17),  # 0.30
    ("marley", "royalty"): (-13.05, -2.51, -2.86, 1.70, 0.22, -0.05, 0.54, 1.86, 1.57),  # 0.40
    ("marley", "queens"): (-6.20, -4.37, -3.57, 2.48, 0.00, 0.08, 0.22, 1.90, -0.46),  # 0.43
    ("marley", "spades"): (-20.44, -0.53, -0.53, 0.69, 1.97, -0.87, 1.45, 1.05, 0.93),  # 0.49
    ("marley", "parlement"): (4.62, -0.08, 7.38, 1.05, 0.03, -0.10, 1.45, -6.05, 0.23),  # 0.60
    ("marley", "guillotine"): (-69.49, -2.85, -2.03, 6.38, 1.46, -0.64, 7.45, 1.38, 0.79),  # 0.57
}
# fmt: on


def _estimate(rules_name: str, contract: str, hand: list[str], declarer: bool = True) -> float:
    """Expected deal points (for me: + good) of `hand` in `contract` (e.g. `trumps:H`)."""
    rules = RULE_SETS[rules_name]
    name, _, arg = contract.partition(":")
    if rules.contracts[name].domino:
        return _domino_estimate(rules_name, hand, arg)
    if name == "trumps":
        return 5.0 * _tricks_estimate(hand, rules.trick_order, arg)
    features = _hand_features(rules_name, name, hand, declarer)
    coefficients = _FITTED.get((rules_name, name))
    if coefficients is None:  # not fitted: points per trick times tricks, and our own points
        card_util, trick_util = _utilities(rules_name, name)
        per_trick = (sum(trick_util) + sum(card_util.values())) / len(trick_util)
        return per_trick * features[2] + features[4]
    return sum(c * f for c, f in zip(coefficients, features, strict=True))


def _domino_estimate(rules_name: str, hand: list[str], rank: str) -> float:
    """Fewer cards of others between the opening rank and ours: out sooner."""
    view = {"rules": rules_name, "options": {}}
    order = _domino_order(view)
    index = _rank_index(order)
    if rank:
        gaps = _domino_gaps(hand, index[rank], index)
    else:  # Marley: the dealer picks the opening card when it comes to it
        gaps = min(_domino_gaps(hand, index[c[0]], index) for c in hand)
    return -(1.2 if rules_name == "barbu" else 0.8) * gaps


def _variants(rules_name: str, name: str) -> list[str]:
    if name == "trumps":
        return [f"trumps:{suit}" for suit in SUITS]
    if name == "domino":
        return [f"domino:{rank}" for rank in RANKS]
    return [name]


@cache
def _baselines(rules_name: str) -> dict[str, tuple[float, float]]:
    """Per contract, the average estimate over random hands: (best variant, given variant).

    Estimates differ in scale; comparing each with its own average tells which
    contract *this* hand suits better than a typical hand would, which is what
    matters since every contract must be played once anyway. The declarer may
    pick the trump suit or domino rank (best variant); a doubler gets the one
    named (any variant, not the declarer). A fixed seed keeps this deterministic.
    """
    rules = RULE_SETS[rules_name]
    rng = random.Random(f"baselines:{rules_name}")
    pack = list(_pack(rules_name))
    best = dict.fromkeys(rules.contracts, 0.0)
    given = dict.fromkeys(rules.contracts, 0.0)
    samples = 200
    for _ in range(samples):
        rng.shuffle(pack)
        hand = pack[: rules.hand_size]
        for name in rules.contracts:
            variants = _variants(rules_name, name)
            best[name] += max(_estimate(rules_name, v, hand) for v in variants)
            given[name] += _estimate(rules_name, rng.choice(variants), hand, declarer=False)
    return {name: (best[name] / samples, given[name] / samples) for name in rules.contracts}


# --------------------------------------------------------- contract choice


def _choose_contract(view: dict, legal: list[str]) -> str:
    """The contract this hand suits best compared with an average hand."""
    rules_name = view["rules"]
    baselines = _baselines(rules_name)
    hand = view["hand"]

    def advantage(action: str) -> float:
        contract = action[len(CONTRACT) :]
        return _estimate(rules_name, contract, hand) - baselines[contract.partition(":")[0]][0]

    return max(legal, key=lambda action: (advantage(action), action))


# ---------------------------------------------------------------- doubles

# How far above an average hand ours must be (in points) before we risk a double.
_DOUBLE_MARGIN = {"positive": 4.0, "negative": 1.0}


def _choose_doubles(view: dict, legal: list[str]) -> str:
    """Double when our hand looks better than an average one for this contract."""
    rules_name = view["rules"]
    seat = view["seat"]
    contract = view["contract"]
    name = contract.partition(":")[0]
    spec = RULE_SETS[rules_name].contracts[name]
    hand = view["hand"]
    advantage = _estimate(rules_name, contract, hand, seat == view["declarer"])
    advantage -= _baselines(rules_name)[name][1]
    margin = _DOUBLE_MARGIN["positive" if spec.positive else "negative"]
    declarer = view["declarer"]
    doubled_me = {a for a, b, _ in view.get("doubles", []) if b == seat}
    wanted: set[int] = set()
    if advantage > 0:
        wanted |= doubled_me  # redouble whoever doubled us
    if seat != declarer and advantage > margin:
        wanted.add(declarer)
        if not spec.positive and advantage > 2 * margin:
            wanted |= {s for s in range(SEATS) if s not in (seat, declarer)}
    owed = view.get("doubles_owed", [0] * SEATS)[seat]
    if seat != declarer and owed and advantage > 0:
        wanted.add(declarer)  # a decent hand: pay the obligation now, not on a bad one
    return _closest_double(legal, wanted)


def _closest_double(legal: list[str], wanted: set[int]) -> str:
    """The legal double list nearest to `wanted` (the compulsory double is in every list)."""

    def seats(action: str) -> set[int]:
        listed = action[len(DOUBLE) :]
        return {int(s) for s in listed.split(",") if s}

    return min(legal, key=lambda action: (len(seats(action) ^ wanted), action))
