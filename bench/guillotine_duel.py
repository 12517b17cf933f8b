"""Guillotine's strong player against the basic one (prints figures; not a test).

    python -m bench.guillotine_duel --games 1000 --samples 4 --jobs 2

For 3 and 5 players (or `--players`): `--games` games with the strong player in
one seat (rotating over the seats, so every seat is played as often) and the
basic player in the others. A shared first place counts as a share of a win
(1/k for k tied winners). The strong player's win share comes with its 95 %
Wilson interval, compared with the even share 1/N; its score minus the best
other score with a normal 95 % interval. `--samples` fixes the deals per
decision (deterministic, and the same whatever the load; what the figures
use), `--budget-ms` runs the player as the bot does (the cost model).
The games are split over `--jobs` processes; run it under `nice -n 19` on a
shared machine. A running summary is printed every `PROGRESS` games, so that a
run cut short still tells its figures (with the number of games they cover).

Results: bench/results/guillotine_duel.md.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import repeat

from bench.guillotine_players import ci95, wilson95
from games.guillotine.players import Player, play_game, rule_based_player
from games.guillotine.strong import StrongPlayer

PROGRESS = 50  # games between two running summaries


def play(players: int, game: int, budget_ms: int, samples: int | None) -> tuple[float, int]:
    """(win share, margin over the best other) of the strong seat in game number `game`."""
    hero = game % players
    seats: list[Player] = [rule_based_player] * players
    seats[hero] = StrongPlayer(budget_ms, samples)
    state = play_game(game, seats, rng_key="duel")
    places, scores = state.places(), state.scores
    win = 1 / places.count(1) if places[hero] == 1 else 0.0
    best_other = max(s for seat, s in enumerate(scores) if seat != hero)
    return win, scores[hero] - best_other


def report(players: int, games: int, seed: int, budget_ms: int, samples: int | None, jobs: int):
    """The figures, and the running figures every `PROGRESS` games (a long run may be cut)."""
    start = time.perf_counter()
    setting = f"{samples} deals a decision" if samples else f"budget {budget_ms} ms"
    print(f"\n{players} players, {games} games: strong ({setting}) in one seat, basic elsewhere")
    results: list[tuple[float, int]] = []
    numbers = range(seed, seed + games)
    with ProcessPoolExecutor(jobs) as pool:
        for result in pool.map(
            play, repeat(players), numbers, repeat(budget_ms), repeat(samples), chunksize=4
        ):
            results.append(result)
            if len(results) % PROGRESS == 0 or len(results) == games:
                _summary(players, results, time.perf_counter() - start, jobs)


def _summary(players: int, results: list[tuple[float, int]], took: float, jobs: int) -> None:
    rate, low, high = wilson95([w for w, _ in results])
    margin, half = ci95([float(m) for _, m in results])
    print(
        f"  after {len(results)} games: strong wins {rate:.1%} (95% CI {low:.1%}..{high:.1%}; "
        f"even share {1 / players:.1%}); score minus the best other {margin:+.2f} ± {half:.2f}"
        f"; {took:.0f} s with {jobs} processes",
        flush=True,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 5])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=int, default=500)
    parser.add_argument("--samples", type=int, default=None, help="fixed deals per decision")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    for players in args.players:
        report(players, args.games, args.seed, args.budget_ms, args.samples, args.jobs)


if __name__ == "__main__":
    main()
