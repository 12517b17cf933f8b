"""Fits the strong Barbu player's bidding tables (prints figures; not a test).

The contract is chosen with `_CYCLE_VALUES` (`--cycle`: per set of contracts
left, what the rest of the cycle is worth, from `hand_estimates` by
`cycle_values`) and the doubles owed with `_OWED_THRESHOLDS` (`--doubles N`:
from the edges seen on the declarer in N series, `declarer_edges`, by
`owed_thresholds`), both in `games.barbu.strong.bidding`:

    python -m bench.baselines --rules both --hands 1500 --samples 64 --seed 1 --cycle
    python -m bench.baselines --doubles 12 --samples 48 --seed 1

(about 4 and 2 minutes on 2 loaded cores). Without `--cycle` it prints each
contract's mean for a random declarer hand (`mean_estimates`): its best variant
among those the player would consider (`_shortlist`), played out by the playout
policy on random deals of the other hands. Those means were the reference
player's contract table, `_BASELINES` (docs/decisions/barbu-strong-bidding.md):

    python -m bench.baselines --rules barbu --hands 1000 --samples 24 --seed 1

Results: bench/results/baselines.md.
"""

from __future__ import annotations

import argparse
import math
import random

from games import barbu
from games.barbu.players import random_player
from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.sampling import codec
from games.barbu.strong import StrongPlayer
from games.barbu.strong.bidding import (
    _shortlist,
    choose_doubles,
    declarer_threshold,
    double_edges,
)
from games.barbu.strong.policies import _finish
from games.barbu.strong.simulator import _fresh
from games.cards import SUITS


def hand_estimates(
    rules_name: str, hands: int = 200, samples: int = 24, seed: int = 0
) -> list[dict[str, float]]:
    """Per random declarer hand, each contract's mean score with its best shortlisted variant.

    The same estimate as the strong player's at the table (`bidding._contract_means`), with
    `samples` deals of the others per hand.
    """
    rules = RULE_SETS[rules_name]
    cd = codec(rules_name)
    rng = random.Random(f"baselines:{rules_name}:{seed}")
    sign = 1.0 if rules.higher_is_better else -1.0
    pack = list(range(len(cd.names)))
    size = rules.hand_size
    found = []
    for _ in range(hands):
        rng.shuffle(pack)
        hand = sum(1 << c for c in pack[:size])
        deals = []
        for _ in range(samples):
            rest = pack[size:]
            rng.shuffle(rest)
            others = [sum(1 << c for c in rest[k * size : (k + 1) * size]) for k in range(3)]
            deals.append([hand, *others])
        best = {}
        for name in rules.contracts:
            variants = _shortlist(rules_name, _variant_actions(rules_name, name), hand)
            best[name] = -1e9
            for contract in variants:
                total = 0.0
                for deal in deals:
                    sim = _fresh(rules_name, contract, {}, deal[:], 0)
                    total += sign * _finish(sim)[0][0]
                best[name] = max(best[name], total / samples)
        found.append(best)
    return found


def fit_baselines(
    rules_name: str, hands: int = 200, samples: int = 24, seed: int = 0
) -> dict[str, float]:
    """Mean best-variant score per contract over random declarer hands (for `_BASELINES`)."""
    return mean_estimates(hand_estimates(rules_name, hands, samples, seed))


def mean_estimates(found: list[dict[str, float]]) -> dict[str, float]:
    """Each contract's mean estimate over the hands `found` (`hand_estimates`)."""
    return {name: round(sum(e[name] for e in found) / len(found), 2) for name in found[0]}


def cycle_values(rules_name: str, found: list[dict[str, float]]) -> list[float]:
    """`bidding._CYCLE_VALUES`: per set of contracts left, the declarer's expected points.

    Dynamic programming over the sets (bit i for the rule set's i-th contract),
    from the estimates of random hands `found`: with the set S left and a random
    hand, the declarer names the contract c of S with the best estimate plus
    the value of S without c, so V(S) = mean over hands of max over c in S of
    (estimate(c) + V(S - c)), and V(empty) = 0.
    """
    names = list(RULE_SETS[rules_name].contracts)
    values = [0.0] * (1 << len(names))
    for left in sorted(range(1, len(values)), key=int.bit_count):
        total = 0.0
        for estimates in found:
            total += max(
                estimates[name] + values[left & ~(1 << i)]
                for i, name in enumerate(names)
                if left >> i & 1
            )
        values[left] = total / len(found)
    return [round(v, 2) for v in values]


def declarer_edges(
    rules_name: str = "barbu", series: int = 20, samples: int = 64, seed: int = 0
) -> list[float]:
    """What a double of the declarer is worth, at every double decision of a non-declarer.

    Series with the strong player's bidding (`samples` per decision) and random
    card play (the cards do not change what is seen at a double): the edge over
    the declarer (`bidding.double_edges`) minus the margin at which the player
    doubles when it owes nothing, so that a positive value is a double it makes.
    """
    player = StrongPlayer(samples=samples)
    found = []
    for number in range(series):
        state = barbu.new_game(seed * 10_000 + number, options={"rules": rules_name})
        rng = random.Random(f"edges:{seed}:{number}")
        while not state.is_over:
            seat = state.actors()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            if state.phase == "double" and seat != view["declarer"]:
                edges, _ = double_edges(view, rng, math.inf, lambda done, *_: done < samples)
                owed_nothing = {**view, "doubles_owed": [0] * SEATS}
                found.append(edges[view["declarer"]] - declarer_threshold(owed_nothing))
            if state.phase == "double":
                action = _double_by_relief(view, legal, rng, samples)
            else:
                action = (player if state.phase == "contract" else random_player)(view, legal, rng)
            state.apply(seat, action)
    return found


def _double_by_relief(view: dict, legal: list[str], rng: random.Random, samples: int) -> str:
    """The strong player's doubles with a fixed relief a double owed (`obligation=False`).

    So that the edges measured do not depend on the thresholds they are fitted to; the
    same draws from `rng` as `StrongPlayer` at `samples` samples.
    """
    if len(legal) == 1:
        return legal[0]
    local = random.Random(rng.getrandbits(64))
    action, _ = choose_doubles(
        view, legal, local, math.inf, lambda done, *_: done < samples, obligation=False
    )
    return action


def owed_thresholds(values: list[float], deals: int = 7, owed: int = 2) -> dict[int, dict]:
    """`bidding._OWED_THRESHOLDS` from the values of a double (`declarer_edges`).

    W(k, d): the expected value of the doubles still to make on the declarer,
    k deals left in the cycle and d doubles owed, a deal's value drawn from
    `values`; a double is made when its value v clears W(k-1, d) - W(k-1, d-1)
    (or v > 0 when nothing is owed), and is compulsory when k = d.
    """
    mean = sum(values) / len(values)
    w = {(0, 0): 0.0}
    for k in range(1, deals + 1):
        for d in range(min(owed, k) + 1):
            if d == k:
                w[k, d] = mean + w[k - 1, d - 1]
            elif d == 0:
                w[k, d] = w[k - 1, 0] + sum(max(v, 0.0) for v in values) / len(values)
            else:
                pay, wait = w[k - 1, d - 1], w[k - 1, d]
                w[k, d] = sum(max(v + pay, wait) for v in values) / len(values)
    return {
        k: {d: round(w[k - 1, d] - w[k - 1, d - 1], 2) for d in range(1, owed + 1) if d < k}
        for k in range(2, deals + 1)
    }


def _variant_actions(rules_name: str, name: str) -> list[str]:
    """Every action that declares contract `name` (each trump suit, each domino rank)."""
    if name == "trumps":
        return [f"trumps:{s}" for s in SUITS]
    if name == "domino":
        return [f"domino:{r}" for r in codec(rules_name).order]
    return [name]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", choices=[*RULE_SETS, "both"], default="both")
    parser.add_argument("--hands", type=int, default=200, help="random declarer hands")
    parser.add_argument("--samples", type=int, default=24, help="deals of the others per hand")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cycle", action="store_true", help="print `_CYCLE_VALUES` too")
    parser.add_argument(
        "--doubles", type=int, default=0, help="print `_OWED_THRESHOLDS` from this many series"
    )
    args = parser.parse_args(argv)
    if args.doubles:
        values = declarer_edges("barbu", args.doubles, args.samples, args.seed)
        doubling = sum(v > 0 for v in values) / len(values)
        print(f"{len(values)} decisions, {100 * doubling:.0f}% would double owing nothing")
        print(owed_thresholds(values), flush=True)
        return
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    for name in names:
        found = hand_estimates(name, args.hands, args.samples, args.seed)
        print(name, mean_estimates(found), flush=True)
        if args.cycle:
            print(f"{name!r}: {cycle_values(name, found)},", flush=True)


if __name__ == "__main__":
    main()
