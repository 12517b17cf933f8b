"""The basic Barbu player's contract choice and doubles, from its hand estimates.

Each contract gets an estimate of the deal points this hand would score
(`estimates.py`), compared with the average for a random hand; the declarer picks the
biggest advantage (every contract must be played once, so what counts is what suits
*this* hand), and a player doubles when its advantage is clear.
"""

from __future__ import annotations

from games.barbu.basic.estimates import estimate_points, hand_baselines
from games.barbu.notation import CONTRACT_PREFIX, DOUBLE_PREFIX
from games.barbu.rulesets import RULE_SETS, SEATS


def choose_contract(view: dict, legal: list[str]) -> str:
    """The contract this hand suits best compared with an average hand."""
    rules_name = view["rules"]
    baselines = hand_baselines(rules_name)
    hand = view["hand"]

    def advantage(action: str) -> float:
        contract = action[len(CONTRACT_PREFIX) :]
        average = baselines[contract.partition(":")[0]][0]
        return estimate_points(rules_name, contract, hand) - average

    return max(legal, key=lambda action: (advantage(action), action))


# ---------------------------------------------------------------- doubles

# How far above an average hand ours must be (in points) before we risk a double.
_DOUBLE_MARGIN = {"positive": 4.0, "negative": 1.0}


def choose_doubles(view: dict, legal: list[str]) -> str:
    """Double when our hand looks better than an average one for this contract."""
    rules_name = view["rules"]
    seat = view["seat"]
    contract = view["contract"]
    name = contract.partition(":")[0]
    spec = RULE_SETS[rules_name].contracts[name]
    hand = view["hand"]
    advantage = estimate_points(rules_name, contract, hand, seat == view["declarer"])
    advantage -= hand_baselines(rules_name)[name][1]
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
        listed = action[len(DOUBLE_PREFIX) :]
        return {int(s) for s in listed.split(",") if s}

    return min(legal, key=lambda action: (len(seats(action) ^ wanted), action))
