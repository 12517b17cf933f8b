"""Gin Slaughtre computer players against each other: win rates and time per decision.

    python -m bench.slaughter_players [--games 1000] [--pairs basic-random,strong-random,
        strong-basic] [--samples N] [--depth N] [--candidates N] [--workers 1] [--seed 1]

Every game is a single game (the `match: 1` option: one deal, played to its
end); games inside longer matches are not counted. For the pairing `a-b`,
game i is dealt from seed `seed * 1_000_000 + i` and `a` sits in seat i % 2,
so both players deal and start equally often. Printed per pairing: the win
rate of `a` with its 95% Wilson interval, the average game length in turns,
the share of games ended by the turn cap, and each player's time per decision
(process CPU time, so other load on the machine disturbs it little: mean, 95th
percentile and maximum, in ms, over every decision including the trivial
ones). `--samples/--depth/--candidates` change the strong player's budget
(the defaults are those of `games.slaughter.players`); `--workers` plays games
in that many processes (run it under `nice` on a shared machine).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from multiprocessing import Pool

from games import slaughter
from games.slaughter import players

Player = Callable[[dict, list[str], random.Random], str]


def make_player(name: str, budget: dict[str, int]) -> Player:
    if name == "random":
        return players.random_player
    if name == "basic":
        return players.rule_based_player
    if name == "strong":
        return partial(players.sampling_player, **budget) if budget else players.sampling_player
    raise ValueError(f"unknown player {name!r}: random, basic or strong")


def play_games(
    job: tuple[str, str, dict[str, int], int, list[int]],
) -> tuple[int, int, int, list[float], list[float]]:
    """Play the games `indices` of pairing a-b: (a's wins, turns, caps, a's and b's times)."""
    first, second, budget, seed, indices = job
    a, b = make_player(first, budget), make_player(second, budget)
    wins = turns = caps = 0
    times: tuple[list[float], list[float]] = ([], [])
    for index in indices:
        game_seed = seed * 1_000_000 + index
        seats = [a, b] if index % 2 == 0 else [b, a]
        state = slaughter.new_game(game_seed, options={"match": 1})
        rngs = [random.Random(f"bench:{game_seed}:{seat}") for seat in (0, 1)]
        while not state.is_over:
            seat = state.actors()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            start = time.process_time()
            action = seats[seat](view, legal, rngs[seat])
            spent = (time.process_time() - start) * 1000
            times[0 if (seat == index % 2) else 1].append(spent)
            state.apply(seat, action)
        result = state.results[-1]
        wins += result["winner"] == index % 2
        turns += result["turns"]
        caps += result["reason"] == "cap"
    return wins, turns, caps, times[0], times[1]


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sound near 0 and 1, unlike ±1.96 SE)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def describe(times: list[float]) -> str:
    if not times:
        return "-"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.fmean(ordered):.3f} / {p95:.2f} / {ordered[-1]:.1f}"


def run_pair(
    pair: str, games: int, budget: dict[str, int], seed: int, workers: int
) -> dict[str, object]:
    first, second = pair.split("-")
    chunk = 20
    jobs = [
        (first, second, budget, seed, list(range(start, min(games, start + chunk))))
        for start in range(0, games, chunk)
    ]
    started = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            parts = pool.map(play_games, jobs)
    else:
        parts = [play_games(job) for job in jobs]
    wins = sum(p[0] for p in parts)
    turns = sum(p[1] for p in parts)
    caps = sum(p[2] for p in parts)
    a_times = [t for p in parts for t in p[3]]
    b_times = [t for p in parts for t in p[4]]
    low, high = wilson(wins, games)
    return {
        "pair": f"{first} vs {second}",
        "first": first,
        "second": second,
        "win": wins / games,
        "low": low,
        "high": high,
        "turns": turns / games,
        "caps": caps / games,
        "a_times": describe(a_times),
        "b_times": describe(b_times),
        "seconds": time.perf_counter() - started,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="single games per pairing")
    parser.add_argument("--pairs", default="basic-random,strong-random,strong-basic")
    parser.add_argument("--samples", type=int, help="strong: deals of the unseen cards")
    parser.add_argument("--depth", type=int, help="strong: turns per playout")
    parser.add_argument("--candidates", type=int, help="strong: actions compared")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    budget = {
        name: value
        for name, value in (
            ("samples", args.samples),
            ("depth", args.depth),
            ("candidates", args.candidates),
        )
        if value is not None
    }
    shown = {
        "samples": budget.get("samples", players.SAMPLES),
        "depth": budget.get("depth", players.DEPTH),
        "candidates": budget.get("candidates", players.CANDIDATES),
    }
    print(
        f"{args.games} single games per pairing (match: 1), seats alternating; strong budget: "
        + ", ".join(f"{k} {v}" for k, v in shown.items())
    )
    print("times: CPU ms per decision, mean / p95 / max")
    header = (
        f"{'pairing':<18} {'win rate of the first':>22} {'95% interval':>16} "
        f"{'turns':>6} {'capped':>7} {'first ms':>20} {'second ms':>20} {'wall s':>7}"
    )
    print(header)
    for pair in args.pairs.split(","):
        row = run_pair(pair.strip(), args.games, budget, args.seed, args.workers)
        print(
            f"{row['pair']:<18} {row['win']:>22.3f} "
            f"{'[' + format(row['low'], '.3f') + ', ' + format(row['high'], '.3f') + ']':>16} "
            f"{row['turns']:>6.0f} {row['caps']:>7.1%} {row['a_times']:>20} "
            f"{row['b_times']:>20} {row['seconds']:>7.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
