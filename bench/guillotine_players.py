"""Guillotine computer players against each other (prints figures; not a test).

    python -m bench.guillotine_players --games 1000

For 3 and 5 players (or `--players`): `--games` games with the basic player
in one seat (rotating over the seats, so every seat is played as often) and
random players in the others, then `--games` all-basic games as a sanity
check (every seat should win about 1/N). A shared first place counts as a
share of a win (1/k for k tied winners). Win rates come with a 95 %
confidence interval (normal approximation over games) and are compared with
the 1/N baseline; decision times are per call of the basic player, over
every decision it made (the window and `choose:` included) and over its
action-card steps alone.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from dataclasses import dataclass, field

from games.guillotine.players import Player, play_game, random_player, rule_based_player


@dataclass
class Figures:
    wins: list[float] = field(default_factory=list)  # per game: share of the win of the seat
    margins: list[int] = field(default_factory=list)  # its score minus the best other score
    times: list[float] = field(default_factory=list)  # seconds per basic decision
    turns: list[int] = field(default_factory=list)


def ci95(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95 % confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def wilson95(values: list[float]) -> tuple[float, float, float]:
    """A win rate with its 95 % Wilson interval (stays within 0..1, unlike the normal one)."""
    n = len(values)
    p = statistics.fmean(values)
    z = 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


def run(players: int, games: int, lineup: str, seed: int) -> list[Figures]:
    """`lineup` "basic-vs-random" (figures for the basic seat) or "all-basic" (per seat)."""
    per_seat = [Figures() for _ in range(players)]
    for game in range(games):
        hero = game % players
        seats: list[Player]
        if lineup == "all-basic":
            seats = [rule_based_player] * players
        else:
            seats = [random_player] * players
            seats[hero] = rule_based_player

        def note(seat: int, seconds: float, seats: list[Player] = seats) -> None:
            if seats[seat] is rule_based_player:
                per_seat[0].times.append(seconds)

        state = play_game(seed + game, seats, rng_key=f"bench:{lineup}", on_decision=note)
        places = state.places()
        scores = state.scores
        winners = places.count(1)
        tracked = range(players) if lineup == "all-basic" else [hero]
        for seat in tracked:
            figures = per_seat[seat] if lineup == "all-basic" else per_seat[0]
            figures.wins.append(1 / winners if places[seat] == 1 else 0.0)
            best_other = max(s for i, s in enumerate(scores) if i != seat)
            figures.margins.append(scores[seat] - best_other)
            figures.turns.append(state.turns)
    return per_seat


def report(players: int, games: int, seed: int) -> None:
    baseline = 1 / players
    start = time.perf_counter()
    (basic,) = run(players, games, "basic-vs-random", seed)[:1]
    took = time.perf_counter() - start
    rate, low, high = wilson95(basic.wins)
    margin, margin_half = ci95([float(m) for m in basic.margins])
    times = sorted(basic.times)
    print(f"\n{players} players, {games} games: basic in one seat (rotating), random elsewhere")
    print(
        f"  basic wins {rate:.1%} (95% CI {low:.1%}..{high:.1%}); "
        f"baseline 1/{players} = {baseline:.1%}"
    )
    print(f"  basic's score minus the best other: {margin:+.1f} ± {margin_half:.1f}")
    print(
        f"  decisions: {len(times)}, mean {statistics.fmean(times) * 1000:.2f} ms, "
        f"p95 {times[int(0.95 * (len(times) - 1))] * 1000:.2f} ms, max {times[-1] * 1000:.1f} ms"
        f"; {took:.0f} s for the games"
    )
    start = time.perf_counter()
    seats = run(players, games, "all-basic", seed + 1_000_000)
    took = time.perf_counter() - start
    times = sorted(seats[0].times)
    print(
        f"  all basic, {games} games ({took:.0f} s, mean {statistics.fmean(times) * 1000:.2f} ms):"
    )
    for seat, figures in enumerate(seats):
        rate, low, high = wilson95(figures.wins)
        print(f"    seat {seat}: wins {rate:.1%} (95% CI {low:.1%}..{high:.1%})")
    print(f"    turns per game: {statistics.fmean(seats[0].turns):.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 5])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players:
        report(players, args.games, args.seed)


if __name__ == "__main__":
    main()
