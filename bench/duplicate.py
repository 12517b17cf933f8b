"""Duplicate matches between two Barbu computer players (prints figures; not a test).

Luck in card games is mostly the cards. In *duplicate* the same deals are
played again with the seats rotated, so that every hand is held by each side:
for each series seed, the whole series is played four times, player A sitting
at seat r (r = 0..3) and player B at the three other seats. The engine deals
from (seed, deal number), so deal n has the same cards in every replay.

Per seed we average, over the four replays, A's points per deal and the mean
of B's three seats; the margin A - B per seed is one independent sample, and
the 95 % confidence interval uses Student's t over those per-seed margins.

    python -m bench.duplicate --deals 400 --rules barbu --a basic --b random

In Barbu higher totals are better; in Marley's Guillotine lower totals are
better, and the output says which sign of the margin favours A.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import dataclass

from games import barbu
from games.barbu.players import LEVELS, Player, random_player
from games.barbu.rulesets import RULE_SETS, SEATS

PLAYERS: dict[str, Player] = {"random": random_player, **LEVELS}

# Two-sided 95 % quantiles of Student's t by degrees of freedom (1..30); normal beyond.
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(df: int) -> float:
    return _T95[df - 1] if 1 <= df <= len(_T95) else 1.96


def play_series(rules: str, seed: int, seats: list[Player], rng_key: str) -> list[int]:
    """One whole series with the given player at each seat; returns the final scores."""
    state = barbu.new_game(seed, options={"rules": rules})
    # A fresh generator per seat, derived from the seed: every run is reproducible.
    rngs = [random.Random(f"{rng_key}:{seed}:{seat}") for seat in range(SEATS)]
    while not state.is_over:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        action = seats[seat](state.view(seat), legal, rngs[seat])
        state.apply(seat, action)
    return list(state.scores)


@dataclass
class Result:
    rules: str
    seeds: int
    deals: int  # distinct deals (each replayed four times)
    a_per_deal: float
    b_per_deal: float
    margin: float
    half_width: float
    seconds: float
    decisions: int = 0

    @property
    def a_seat_deals(self) -> int:
        return self.deals * SEATS


def duplicate(rules: str, a: Player, b: Player, seeds: list[int]) -> Result:
    deals = RULE_SETS[rules].deals
    start = time.perf_counter()
    a_points: list[float] = []
    b_points: list[float] = []
    margins: list[float] = []
    for seed in seeds:
        a_seed = b_seed = 0.0
        for r in range(SEATS):
            seats = [a if seat == r else b for seat in range(SEATS)]
            scores = play_series(rules, seed, seats, rng_key=f"dup:{r}")
            a_seed += scores[r] / deals
            b_seed += sum(s for seat, s in enumerate(scores) if seat != r) / (3 * deals)
        a_points.append(a_seed / SEATS)
        b_points.append(b_seed / SEATS)
        margins.append((a_seed - b_seed) / SEATS)
    n = len(margins)
    spread = statistics.stdev(margins) if n > 1 else math.inf
    return Result(
        rules=rules,
        seeds=n,
        deals=n * deals,
        a_per_deal=statistics.fmean(a_points),
        b_per_deal=statistics.fmean(b_points),
        margin=statistics.fmean(margins),
        half_width=t95(n - 1) * spread / math.sqrt(n),
        seconds=time.perf_counter() - start,
    )


def report(result: Result, a_name: str, b_name: str) -> str:
    rules = RULE_SETS[result.rules]
    better = "higher" if rules.higher_is_better else "lower"
    low, high = result.margin - result.half_width, result.margin + result.half_width
    sign = 1 if rules.higher_is_better else -1
    # In A's favour: the whole interval on the good side of 0 (above it, or below for Marley).
    favour_a, favour_b = (low > 0, high < 0) if sign > 0 else (high < 0, low > 0)
    if favour_a:
        verdict = f"{a_name} better"
    elif favour_b:
        verdict = f"{b_name} better"
    else:
        verdict = "no clear difference"
    return "\n".join(
        [
            f"== {rules.title}: {a_name} (A) vs {b_name} (B), {better} points are better",
            f"   {result.seeds} series seeds x {rules.deals} deals = {result.deals} deals, "
            f"each played 4 times (A's seat-deals: {result.a_seat_deals})",
            f"   points per deal   A {result.a_per_deal:+8.2f}   B {result.b_per_deal:+8.2f}",
            f"   margin A - B      {result.margin:+8.2f}  95% CI [{low:+.2f}, {high:+.2f}]  "
            f"({verdict}; a {'positive' if sign > 0 else 'negative'} margin favours A)",
            f"   time {result.seconds:.1f} s",
        ]
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="distinct deals per rule set")
    parser.add_argument("--rules", choices=[*RULE_SETS, "both"], default="both")
    parser.add_argument("--a", choices=sorted(PLAYERS), default="basic")
    parser.add_argument("--b", choices=sorted(PLAYERS), default="random")
    parser.add_argument("--seed", type=int, default=1, help="first series seed")
    args = parser.parse_args(argv)
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    for name in names:
        per_series = RULE_SETS[name].deals
        count = max(2, -(-args.deals // per_series))  # enough seeds to reach --deals
        seeds = list(range(args.seed, args.seed + count))
        result = duplicate(name, PLAYERS[args.a], PLAYERS[args.b], seeds)
        print(report(result, args.a, args.b), flush=True)


if __name__ == "__main__":
    main()
