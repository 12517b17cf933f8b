"""The basic Barbu player's estimate of a hand: the deal points it would score in a contract.

Trick contracts: linear models fitted on played deals (`_FITTED`) over a few features
of the hand; Trumps: tricks counted from the cards; Domino: the others' cards between
the opening rank and ours. `hand_baselines` gives each contract's average over random
hands, so that the bidding compares this hand with a typical one.
"""

from __future__ import annotations

import random
from functools import cache

from games.barbu.basic.domino import domino_gaps, domino_order
from games.barbu.basic.values import TOP_WIN, pack_of, rank_index, suits_of, utilities
from games.barbu.rulesets import RULE_SETS
from games.cards import RANKS, SUITS


def _tricks_estimate(hand: list[str], order: str, trump: str | None = None) -> float:
    """Expected tricks taken by a hand played to win them (no search, card counting only)."""
    index = rank_index(order)
    top = len(order) - 1
    tricks = 0.0
    for suit, cards in suits_of(hand).items():
        ranks = sorted((index[c[0]] for c in cards), reverse=True)
        for mine_above, rank in enumerate(ranks):
            others_above = top - rank - mine_above
            chance = TOP_WIN[min(others_above, len(TOP_WIN) - 1)]
            if trump is not None and suit != trump:
                chance *= 0.8
            tricks += chance
        long_suit = 4 if len(order) == 13 else 3
        if suit == trump or trump is None:
            tricks += 0.7 * max(0, len(ranks) - long_suit)
    if trump is not None:
        trumps = sum(1 for c in hand if c[1] == trump)
        short = sum(max(0, 2 - len(cs)) for s, cs in suits_of(hand).items() if s != trump)
        tricks += min(0.6 * short, 0.8 * max(0, trumps - 2))
    return tricks


def _danger(hand: list[str], card: str, order: str) -> float:
    """Chance that `card` is forced to take a trick: high, few low cards under it to duck."""
    index = rank_index(order)
    rank = index[card[0]]
    same = [index[c[0]] for c in hand if c[1] == card[1]]
    lower = sum(1 for r in same if r < rank)
    mine_above = sum(1 for r in same if r > rank)
    others_above = len(order) - 1 - rank - mine_above
    return TOP_WIN[min(others_above, len(TOP_WIN) - 1)] * 0.8**lower + 0.15 * (lower == 0)


def _shortness(hand: list[str]) -> int:
    """Voids and singletons: chances to discard dangerous cards."""
    return sum(max(0, 2 - len(cards)) for cards in suits_of(hand).values())


def _hand_features(rules_name: str, name: str, hand: list[str], declarer: bool) -> list[float]:
    """What a hand looks like for a trick contract, as the inputs of `_FITTED`."""
    order = RULE_SETS[rules_name].trick_order
    index = rank_index(order)
    card_util, _ = utilities(rules_name, name)
    held = [(card, card_util[card]) for card in hand if card in card_util]
    suits = suits_of(hand)
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


def estimate_points(
    rules_name: str, contract: str, hand: list[str], declarer: bool = True
) -> float:
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
        card_util, trick_util = utilities(rules_name, name)
        per_trick = (sum(trick_util) + sum(card_util.values())) / len(trick_util)
        return per_trick * features[2] + features[4]
    return sum(c * f for c, f in zip(coefficients, features, strict=True))


def _domino_estimate(rules_name: str, hand: list[str], rank: str) -> float:
    """Fewer cards of others between the opening rank and ours: out sooner."""
    view = {"rules": rules_name, "options": {}}
    order = domino_order(view)
    index = rank_index(order)
    if rank:
        gaps = domino_gaps(hand, index[rank], index)
    else:  # Marley: the dealer picks the opening card when it comes to it
        gaps = min(domino_gaps(hand, index[c[0]], index) for c in hand)
    return -(1.2 if rules_name == "barbu" else 0.8) * gaps


def _variants(rules_name: str, name: str) -> list[str]:
    if name == "trumps":
        return [f"trumps:{suit}" for suit in SUITS]
    if name == "domino":
        return [f"domino:{rank}" for rank in RANKS]
    return [name]


@cache
def hand_baselines(rules_name: str) -> dict[str, tuple[float, float]]:
    """Per contract, the average estimate over random hands: (best variant, given variant).

    Estimates differ in scale; comparing each with its own average tells which
    contract *this* hand suits better than a typical hand would, which is what
    matters since every contract must be played once anyway. The declarer may
    pick the trump suit or domino rank (best variant); a doubler gets the one
    named (any variant, not the declarer). A fixed seed keeps this deterministic.
    """
    rules = RULE_SETS[rules_name]
    rng = random.Random(f"baselines:{rules_name}")
    pack = list(pack_of(rules_name))
    best = dict.fromkeys(rules.contracts, 0.0)
    given = dict.fromkeys(rules.contracts, 0.0)
    samples = 200
    for _ in range(samples):
        rng.shuffle(pack)
        hand = pack[: rules.hand_size]
        for name in rules.contracts:
            variants = _variants(rules_name, name)
            best[name] += max(estimate_points(rules_name, v, hand) for v in variants)
            given[name] += estimate_points(rules_name, rng.choice(variants), hand, declarer=False)
    return {name: (best[name] / samples, given[name] / samples) for name in rules.contracts}
