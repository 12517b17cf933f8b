"""Fits the strong Barbu player's contract baselines (prints figures; not a test).

The strong player values a contract by its mean sampled score *minus its mean
for a random hand* (`games.barbu.strong.bidding._BASELINES`): every contract
must be played once in the cycle, so what counts is which one suits this hand
better than an average hand would. This measures those means: for random
declarer hands, each contract's best variant among those the player would
consider (`_shortlist`), played out by the playout policy on random deals of
the other hands.

    python -m bench.baselines --rules barbu --hands 1000 --samples 24 --seed 1

is how `_BASELINES` was made (about a minute for Barbu, 20 s for Marley, on a
2-core machine). With today's playout policies it gives back the table's
figures for Barbu's No Tricks, No Last Two, Trumps and Domino and Marley's
Parlement and Dominoes, but lower ones for No Hearts -7.83, No Queens -6.09,
No King -5.26, Royalty -7.36, Queens -6.82 and Spades -7.21 (and Guillotine
-24.20 for -24.21). The player before its split into modules gave the same
Barbu figures, so the table seems older than some policy change: refitting it
would change the contract choice, a change of its own, to be measured.
"""

from __future__ import annotations

import argparse
import random

from games.barbu.rulesets import RULE_SETS
from games.barbu.sampling import codec
from games.barbu.strong.bidding import _shortlist
from games.barbu.strong.policies import _finish
from games.barbu.strong.simulator import _fresh
from games.cards import SUITS


def fit_baselines(
    rules_name: str, hands: int = 200, samples: int = 24, seed: int = 0
) -> dict[str, float]:
    """Mean best-variant score per contract over random declarer hands (for `_BASELINES`)."""
    rules = RULE_SETS[rules_name]
    cd = codec(rules_name)
    rng = random.Random(f"baselines:{rules_name}:{seed}")
    sign = 1.0 if rules.higher_is_better else -1.0
    sums = dict.fromkeys(rules.contracts, 0.0)
    pack = list(range(len(cd.names)))
    size = rules.hand_size
    for _ in range(hands):
        rng.shuffle(pack)
        hand = sum(1 << c for c in pack[:size])
        deals = []
        for _ in range(samples):
            rest = pack[size:]
            rng.shuffle(rest)
            others = [sum(1 << c for c in rest[k * size : (k + 1) * size]) for k in range(3)]
            deals.append([hand, *others])
        for name in rules.contracts:
            variants = _shortlist(rules_name, _variant_actions(rules_name, name), hand)
            best = -1e9
            for contract in variants:
                total = 0.0
                for deal in deals:
                    sim = _fresh(rules_name, contract, {}, deal[:], 0)
                    total += sign * _finish(sim)[0][0]
                best = max(best, total / samples)
            sums[name] += best
    return {name: round(total / hands, 2) for name, total in sums.items()}


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
    args = parser.parse_args(argv)
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    for name in names:
        print(name, fit_baselines(name, args.hands, args.samples, args.seed), flush=True)


if __name__ == "__main__":
    main()
