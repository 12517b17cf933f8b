"""Engine speed: random full Barbu deals per second, as a player loop drives the engine.

    python -m bench.engine [--deals 5000] [--repeat 5]

Each action is one `actors()`, one `legal_actions(seat)`, a uniform random
choice and one `apply(seat, action)`, from the contract to the last card. If
OpenSpiel (`pyspiel`, optional, never a dependency) is importable, the same
number of random OpenSpiel `hearts` deals, driven from Python the same way
(chance nodes included), is played in the same run and the ratio printed.

Runs of the engines alternate, and each figure is the best of `--repeat`
runs in process CPU time, so that other work on the machine disturbs the
comparison as little as possible.
"""

from __future__ import annotations

import argparse
import random
import time

from games import barbu

Run = tuple[float, int]  # CPU seconds, actions


def barbu_deals(deals: int, rules: str, seed: int) -> Run:
    """Play `deals` random deals of `rules` (series after series)."""
    rng = random.Random(seed)
    state = barbu.new_game(seed=rng.getrandbits(32), options={"rules": rules})
    done = actions = 0
    start = time.process_time()
    while done < deals:
        if state.is_over:
            state = barbu.new_game(seed=rng.getrandbits(32), options={"rules": rules})
        deal = state.deal
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        actions += 1
        if state.deal != deal or state.is_over:
            done += 1
    return time.process_time() - start, actions


def openspiel_hearts_deals(deals: int, seed: int) -> Run | None:
    """Play `deals` random OpenSpiel hearts deals from Python; None if OpenSpiel is absent."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for _ in range(deals):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                action = rng.choice(state.chance_outcomes())[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            actions += 1
    return time.process_time() - start, actions


def report(name: str, deals: int, runs: list[Run]) -> float:
    """Print the best run's rates; return its deals per second."""
    seconds = min(run[0] for run in runs)
    actions = runs[0][1]
    spread = max(run[0] for run in runs) / seconds - 1
    rate = deals / seconds
    print(
        f"{name:<18} {rate:8,.0f} deals/s {actions / seconds:10,.0f} actions/s "
        f"({actions / deals:.1f} actions a deal; best of {len(runs)}, slowest +{spread:.0%})"
    )
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    n, seed = args.deals, args.seed

    barbu_runs: list[Run] = []
    marley_runs: list[Run] = []
    hearts_runs: list[Run] = []
    for _ in range(args.repeat):
        barbu_runs.append(barbu_deals(n, "barbu", seed))
        marley_runs.append(barbu_deals(n, "marley", seed))
        hearts = openspiel_hearts_deals(n, seed)
        if hearts is not None:
            hearts_runs.append(hearts)
    barbu_rate = report("barbu (52 cards)", n, barbu_runs)
    report("marley (32 cards)", n, marley_runs)
    if not hearts_runs:
        print("openspiel hearts: pyspiel not installed (optional: pip install open_spiel)")
        return
    hearts_rate = report("openspiel hearts", n, hearts_runs)
    print(f"barbu / openspiel hearts: {barbu_rate / hearts_rate:.2f}x")


if __name__ == "__main__":
    main()
