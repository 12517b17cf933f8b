"""What the basic Barbu player reads of the rules: card and trick values, rank orders, the pack.

Shared by its trick play, its domino play and its hand estimates; cached per rule set.
"""

from __future__ import annotations

from functools import cache

from games.barbu.rulesets import RULE_SETS, Contract, RuleSet
from games.cards import SUITS, deck

# Chance that a card wins a trick from the number of unseen cards above it in its suit.
TOP_WIN = (0.9, 0.55, 0.3, 0.12, 0.05, 0.02)


def rules_of(view: dict) -> RuleSet:
    return RULE_SETS[view["rules"]]


@cache
def rank_index(order: str) -> dict[str, int]:
    return {rank: i for i, rank in enumerate(order)}


@cache
def pack_of(rules_name: str) -> tuple[str, ...]:
    return tuple(deck(RULE_SETS[rules_name].pack))


@cache
def utilities(rules_name: str, contract: str) -> tuple[dict[str, float], tuple[float, ...]]:
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


def suits_of(hand: list[str]) -> dict[str, list[str]]:
    by_suit: dict[str, list[str]] = {suit: [] for suit in SUITS}
    for card in hand:
        by_suit[card[1]].append(card)
    return by_suit
