"""The strong player's bidding: which contract to declare, and whom to double.

- **Contracts** (`choose_contract`). For each contract the declarer may name
  (trump suits and domino ranks pre-filtered to the most promising few,
  `_shortlist`), deals of the other three hands are sampled and played out from
  the first card; the value of a contract is its mean score *minus its mean
  for a random hand* (`_BASELINES`), because every contract must be played
  once in the cycle anyway: what counts is which one suits this hand better
  than an average hand would.
- **Doubles** (`choose_doubles`). Deals consistent with the view are played
  out to estimate, for each other seat, the expected difference between the
  two deal scores, which is exactly what a double settles. The player doubles
  (or redoubles) when that edge clears a margin, and pays the doubles it owes
  on its better hands.

Measured in duplicate against the rule-based player (Barbu, each part alone,
the rest played by the rule-based player): doubles +2.1 points per deal;
contract choice +0.7, not clearly better than the rule-based player's fitted
model (95% CI [-0.7, +2.1]).

Both are functions of the view: the player passes its `budget.More` (how many
samples) and gets the action back with the number of samples it took.
"""

from __future__ import annotations

import random
import time

from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.sampling import Sampler, codec, domino_order, knowledge
from games.barbu.state import CONTRACT_PREFIX, DOUBLE_PREFIX
from games.barbu.strong.budget import _PLAYOUT_COST, _SAMPLE_COST, _US_PER_MOVE, More
from games.barbu.strong.policies import _domino_gaps, _finish
from games.barbu.strong.simulator import _bits, _fresh, domino_spec
from games.cards import SUITS

# ================================================================ contract choice


def _shortlist(rules_name: str, contracts: list[str], hand: int) -> list[str]:
    """The contracts worth sampling: all plain ones, two trump suits, three domino ranks.

    Cheap hand measures pick the variants (trump length and honours; domino gaps),
    so that the samples go to the few that can matter.
    """
    cd = codec(rules_name)
    plain = [c for c in contracts if ":" not in c]
    trumps = [c for c in contracts if c.startswith("trumps:")]
    dominoes = [c for c in contracts if c.startswith("domino:")]

    def trump_strength(contract: str) -> tuple[float, str]:
        s = SUITS.index(contract[-1])
        mine = hand & cd.suit_masks[s]
        ranks = [c % cd.ranks for c in _bits(mine)]
        return (len(ranks) * 2.0 + sum(max(0, r - 7) for r in ranks), contract)

    def domino_cost(contract: str) -> tuple[float, str]:
        sp = domino_spec(rules_name, ())
        order = domino_order(rules_name, {})
        return (_domino_gaps(sp, hand, order.index(contract[-1])), contract)

    chosen = plain
    chosen += sorted(trumps, key=trump_strength, reverse=True)[:2]
    chosen += sorted(dominoes, key=domino_cost)[:3]
    return chosen


# Mean score (+ good) of each contract for a random hand of the declarer, with the best
# of the variants (trump suit, domino rank) `_shortlist` keeps; made with `bench/baselines.py`
# (`python -m bench.baselines --rules RULES --hands 1000 --samples 24 --seed 1`).
_BASELINES: dict[str, dict[str, float]] = {
    "barbu": {
        "no-tricks": -6.6,
        "no-hearts": -7.23,
        "no-queens": -4.83,
        "no-king": -1.66,
        "no-last-two": -8.47,
        "trumps": 23.09,
        "domino": 22.74,
    },
    "marley": {
        "royalty": -3.79,
        "queens": -5.49,
        "spades": -6.37,
        "parlement": 11.72,
        "guillotine": -24.21,
        "dominoes": 11.59,
    },
}


def choose_contract(
    view: dict, legal: list[str], rng: random.Random, deadline: float, more: More
) -> tuple[str, int]:
    """The declarer's contract, and the samples it took (0 when the shortlist leaves one)."""
    rules_name = view["rules"]
    cd = codec(rules_name)
    seat = view["seat"]
    hand = cd.mask(view["hand"])
    options = view.get("options", {})
    contracts = _shortlist(rules_name, [a[len(CONTRACT_PREFIX) :] for a in legal], hand)
    if len(contracts) == 1:
        return CONTRACT_PREFIX + contracts[0], 0
    sampler = Sampler(knowledge(view))
    sign = 1.0 if RULE_SETS[rules_name].higher_is_better else -1.0
    totals = [0.0] * len(contracts)
    done = 0
    spent = 0.0
    rate = _US_PER_MOVE[(rules_name, "contract")]
    while more(done, spent, rate):
        hands = sampler.sample(rng)
        spent += _SAMPLE_COST
        for j, contract in enumerate(contracts):
            sim = _fresh(rules_name, contract, options, hands[:], seat)
            scores, moves = _finish(sim)
            totals[j] += sign * scores[seat]
            spent += moves + _PLAYOUT_COST
        done += 1
        if time.perf_counter() > deadline:
            break
    baselines = _BASELINES[rules_name]

    def advantage(j: int) -> float:
        return totals[j] / done - baselines[contracts[j].partition(":")[0]]

    best = max(range(len(contracts)), key=lambda j: (advantage(j), -j))
    return CONTRACT_PREFIX + contracts[best], done


# ================================================================ doubles


# Doubling margins, in points of expected edge (the estimate is noisy, a double can be
# redoubled, and a declarer chose the contract knowing his hand).
_DOUBLE_MARGIN = {"positive": 4.0, "negative": 2.0}
_DECLARER_EXTRA = {True: 4.0, False: 1.0}
_REDOUBLE_MARGIN = 2.0
_OWED_RELIEF = 3.0


def _closest_double(legal: list[str], wanted: set[int]) -> str:
    """The legal double list nearest to `wanted` (a compulsory double is in every list)."""

    def seats(action: str) -> set[int]:
        return {int(s) for s in action[len(DOUBLE_PREFIX) :].split(",") if s}

    return min(legal, key=lambda action: (len(seats(action) ^ wanted), action))


def choose_doubles(
    view: dict, legal: list[str], rng: random.Random, deadline: float, more: More
) -> tuple[str, int]:
    """The seats this player doubles or redoubles (a legal `double:` action), and the samples."""
    seat = view["seat"]
    declarer = view["declarer"]
    rules_name = view["rules"]
    sampler = Sampler(knowledge(view))
    options = view.get("options", {})
    edge = [0.0] * SEATS
    done = 0
    spent = 0.0
    rate = _US_PER_MOVE[(rules_name, "double")]
    while more(done, spent, rate):
        hands = sampler.sample(rng)
        scores, moves = _finish(_fresh(rules_name, view["contract"], options, hands, declarer))
        spent += _SAMPLE_COST + moves + _PLAYOUT_COST
        for other in range(SEATS):
            edge[other] += scores[seat] - scores[other]
        done += 1
        if time.perf_counter() > deadline:
            break
    edge = [e / done for e in edge]
    name = view["contract"].partition(":")[0]
    positive = RULE_SETS[rules_name].contracts[name].positive
    wanted: set[int] = set()
    doubled_me = {a for a, b, _ in view.get("doubles", []) if b == seat}
    for other in doubled_me:
        if edge[other] > _REDOUBLE_MARGIN:
            wanted.add(other)
    if seat != declarer:
        margin = _DOUBLE_MARGIN["positive" if positive else "negative"]
        for other in range(SEATS):
            if other == seat or other in doubled_me:
                continue
            if positive and other != declarer:
                continue
            threshold = margin if other != declarer else margin + _DECLARER_EXTRA[positive]
            if other == declarer:
                owed = view.get("doubles_owed", [0] * SEATS)[seat]
                if owed:
                    # Doubles owed must be paid in this cycle: pay them on the better hands.
                    threshold -= _OWED_RELIEF * owed
            if edge[other] > threshold:
                wanted.add(other)
    return _closest_double(legal, wanted), done
