"""The strong player's bidding: which contract to declare, and whom to double.

- **Contracts** (`choose_contract`). For each contract the declarer may name
  (trump suits and domino ranks pre-filtered to the most promising few,
  `_shortlist`), deals of the other three hands are sampled and played out from
  the first card. The value of a contract is its mean score *plus what the
  contracts it leaves are worth to the rest of the cycle* (`_CYCLE_VALUES`):
  the expected points of a declarer who will get random hands and choose the
  same way, by dynamic programming over the sets of contracts left. So a
  contract that only an exceptional hand plays well (Domino, Trumps) is kept
  for later unless this hand is such a hand, and with few contracts left the
  choice weighs what the last ones will cost.
- **Doubles** (`choose_doubles`). Deals consistent with the view are played
  out to estimate, for each other seat, the expected difference between the
  two deal scores, which is exactly what a double settles. The player doubles
  (or redoubles) when that edge clears a margin, and pays the doubles it owes
  the declarer (twice a cycle) by optimal stopping over the deals left
  (`declarer_threshold`, `_OWED_THRESHOLDS`).

What was measured and chosen: docs/decisions/barbu-strong-bidding.md.

Both are functions of the view: the player passes its `budget.More` (how many
samples) and gets the action back with the number of samples it took.
"""

from __future__ import annotations

import math
import random
import time

from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.sampling import Sampler, codec, domino_order, knowledge
from games.barbu.state import CONTRACT_PREFIX, DOUBLE_PREFIX
from games.barbu.strong.budget import _PLAYOUT_COST, _SAMPLE_COST, More, us_per_move
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


# The declarer's expected points (+ good) over the rest of a cycle, per set of contracts
# left (index: bit i for the rule set's i-th contract, in `RULE_SETS[...].contracts`
# order), when every hand to come is random and each is declared by this same rule: the
# mean over random hands of the best (contract's mean + the value of the set without it).
# Made by `bench/baselines.py` (`cycle_values`; the command: the decision page, see the
# module docstring); the contracts' own means are in the one-contract sets.
_CYCLE_VALUES: dict[str, tuple[float, ...]] = {
    "barbu": (
        0.0, -6.48, -7.63, -12.92, -5.88, -11.51, -12.01, -17.12, -5.01, -10.15, -11.18, -15.79,
        -9.43, -14.31, -14.84, -19.41, -8.47, -13.34, -14.33, -18.87, -12.3, -17.29, -17.65,
        -22.38, -11.22, -15.69, -16.62, -20.85, -14.64, -19.2, -19.63, -24.01, 22.72, 19.97,
        18.99, 15.75, 20.45, 17.02, 16.53, 12.91, 21.1, 18.09, 17.21, 14.03, 18.7, 15.36, 14.85,
        11.43, 19.01, 15.87, 15.03, 11.68, 16.75, 13.13, 12.75, 9.06, 17.59, 14.43, 13.65,
        10.38, 15.35, 11.88, 11.46, 7.94, 22.41, 20.01, 18.95, 16.03, 20.3, 17.09, 16.64, 13.18,
        21.45, 18.69, 17.69, 14.71, 19.15, 15.92, 15.41, 12.06, 18.6, 15.88, 14.97, 11.93,
        16.57, 13.17, 12.84, 9.3, 17.87, 14.96, 14.07, 11.0, 15.74, 12.37, 11.95, 8.52, 50.37,
        49.18, 48.29, 46.33, 49.48, 47.35, 46.91, 44.32, 50.43, 48.66, 47.81, 45.64, 49.1,
        46.77, 46.29, 43.68, 48.51, 46.55, 45.8, 43.42, 47.23, 44.61, 44.28, 41.41, 48.3, 46.11,
        45.35, 42.89, 46.85, 44.19, 43.79, 40.95,
    ),
    "marley": (
        0.0, -7.47, -6.89, -12.25, -7.22, -11.57, -11.67, -15.51, 11.78, 8.8, 9.18, 6.46, 9.35,
        7.37, 7.22, 5.13, -24.0, -26.95, -26.27, -29.25, -26.87, -28.63, -28.68, -30.76, -4.28,
        -6.01, -5.51, -7.21, -5.51, -6.31, -6.44, -7.55, 11.79, 7.78, 8.31, 4.97, 8.99, 6.29,
        6.21, 3.61, 27.8, 26.35, 26.81, 25.28, 27.58, 26.63, 26.55, 25.33, -5.56, -7.91, -7.19,
        -9.38, -6.72, -8.08, -8.05, -9.61, 14.82, 13.82, 14.44, 13.4, 15.09, 14.75, 14.75,
        14.12,
    ),
}  # fmt: skip


def _contract_means(
    view: dict, legal: list[str], rng: random.Random, deadline: float, more: More
) -> tuple[list[str], list[float], int]:
    """The shortlisted contracts, the declarer's mean sampled score in each (+ good), samples."""
    rules_name = view["rules"]
    cd = codec(rules_name)
    seat = view["seat"]
    hand = cd.mask(view["hand"])
    options = view.get("options", {})
    contracts = _shortlist(rules_name, [a[len(CONTRACT_PREFIX) :] for a in legal], hand)
    if len(contracts) == 1:
        return contracts, [0.0], 0
    sampler = Sampler(knowledge(view))
    sign = 1.0 if RULE_SETS[rules_name].higher_is_better else -1.0
    totals = [0.0] * len(contracts)
    done = 0
    spent = 0.0
    rate = us_per_move(view)
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
    return contracts, [t / done for t in totals], done


def choose_contract(
    view: dict,
    legal: list[str],
    rng: random.Random,
    deadline: float,
    more: More,
) -> tuple[str, int]:
    """The declarer's contract, and the samples it took (0 when the shortlist leaves one).

    A contract is worth its mean plus what the contracts it leaves are worth to
    the rest of the cycle (`_CYCLE_VALUES`).
    """
    rules_name = view["rules"]
    contracts, means, done = _contract_means(view, legal, rng, deadline, more)
    names = list(RULE_SETS[rules_name].contracts)
    left = sum(1 << names.index(n) for n in view["contracts_left"][view["seat"]])
    later = _CYCLE_VALUES[rules_name]

    def value(j: int) -> float:
        name = contracts[j].partition(":")[0]
        return means[j] + later[left & ~(1 << names.index(name))]

    best = max(range(len(contracts)), key=lambda j: (value(j), -j))
    return CONTRACT_PREFIX + contracts[best], done


# ================================================================ doubles


# Doubling margins, in points of expected edge (the estimate is noisy, a double can be
# redoubled, and a declarer chose the contract knowing his hand).
_DOUBLE_MARGIN = {"positive": 4.0, "negative": 2.0}
_DECLARER_EXTRA = {True: 4.0, False: 1.0}
_REDOUBLE_MARGIN = 2.0
_OWED_RELIEF = 3.0
# The obligation (each other player doubles the declarer twice a cycle), as an optimal
# stopping problem: `_OWED_THRESHOLDS[deals left in the cycle, this one included][doubles
# owed]` is added to the margin for doubling the declarer. With W(k, d) the expected value
# of the doubles still to make with k deals left and d owed, a double now is worth taking
# when its value clears W(k-1, d) - W(k-1, d-1); made by `bench/baselines.py --doubles`
# from the edges the strong player sees on the declarer (the value of a double being its
# edge minus the margin). When the deals left are no more than the doubles owed, the
# double is compulsory (every legal action holds it).
_OWED_THRESHOLDS: dict[int, dict[int, float]] = {
    2: {1: -6.45},
    3: {1: -3.56, 2: -9.34},
    4: {1: -2.26, 2: -5.82},
    5: {1: -1.52, 2: -4.05},
    6: {1: -1.05, 2: -2.98},
    7: {1: -0.74, 2: -2.25},
}


def _closest_double(legal: list[str], wanted: set[int]) -> str:
    """The legal double list nearest to `wanted` (a compulsory double is in every list)."""

    def seats(action: str) -> set[int]:
        return {int(s) for s in action[len(DOUBLE_PREFIX) :].split(",") if s}

    return min(legal, key=lambda action: (len(seats(action) ^ wanted), action))


def double_edges(
    view: dict, rng: random.Random, deadline: float, more: More
) -> tuple[list[float], int]:
    """Per seat, this player's expected deal score minus that seat's (what a double settles).

    Also the samples taken.
    """
    seat = view["seat"]
    declarer = view["declarer"]
    rules_name = view["rules"]
    sampler = Sampler(knowledge(view))
    options = view.get("options", {})
    edge = [0.0] * SEATS
    done = 0
    spent = 0.0
    rate = us_per_move(view)
    while more(done, spent, rate):
        hands = sampler.sample(rng)
        scores, moves = _finish(_fresh(rules_name, view["contract"], options, hands, declarer))
        spent += _SAMPLE_COST + moves + _PLAYOUT_COST
        for other in range(SEATS):
            edge[other] += scores[seat] - scores[other]
        done += 1
        if time.perf_counter() > deadline:
            break
    return [e / done for e in edge], done


def declarer_threshold(view: dict, obligation: bool = True) -> float:
    """The edge over the declarer above which this non-declarer doubles him.

    The margin of the contract's kind, lowered while doubles are owed: with
    `obligation`, by `_OWED_THRESHOLDS` for the deals left in the cycle and the
    doubles owed (wait for a good hand while there are deals enough, pay on a
    fair one when they run short); otherwise by `_OWED_RELIEF` a double owed,
    whatever is left: the rule under which `bench/baselines.py` measures the
    edges that `_OWED_THRESHOLDS` is fitted to.
    """
    rules = RULE_SETS[view["rules"]]
    positive = rules.contracts[view["contract"].partition(":")[0]].positive
    threshold = _DOUBLE_MARGIN["positive" if positive else "negative"] + _DECLARER_EXTRA[positive]
    owed = view.get("doubles_owed", [0] * SEATS)[view["seat"]]
    if not owed:
        return threshold
    if not obligation:
        return threshold - _OWED_RELIEF * owed
    deals_left = len(rules.contracts) - rules.cycle_position(view["deal"])
    if deals_left <= owed:
        return -math.inf  # compulsory: the engine holds it in every legal action
    return threshold + _OWED_THRESHOLDS[deals_left][owed]


def choose_doubles(
    view: dict,
    legal: list[str],
    rng: random.Random,
    deadline: float,
    more: More,
    obligation: bool = True,
) -> tuple[str, int]:
    """The seats this player doubles or redoubles (a legal `double:` action), and the samples."""
    seat = view["seat"]
    declarer = view["declarer"]
    rules_name = view["rules"]
    edge, done = double_edges(view, rng, deadline, more)
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
            threshold = declarer_threshold(view, obligation) if other == declarer else margin
            if edge[other] > threshold:
                wanted.add(other)
    return _closest_double(legal, wanted), done
