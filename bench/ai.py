"""Decision time of the strong players on this machine, per game and decision kind
(prints figures; not a test).

    python -m bench.ai --budget-ms 500 --deals 28            # Barbu, both rule sets
    python -m bench.ai --game guillotine --games 4           # Guillotine, 3 and 5 players

Each game has its own function (`report_barbu`, `report_guillotine`) that
plays with the strong player in one seat and the rule-based player in the
others, times every decision of the strong player that has a choice (one
legal action is answered at once and not counted), and prints, per decision
kind, the median and 95th percentile of the time per decision (wall and CPU)
and the number of sampled deals per decision.

Barbu: series with the strong player at seat 0, per rule set; the kinds are
`contract`, `double` (Barbu only), `card` (trick play, then again per
contract, indented) and `domino`. With
`--bidding` the strong player makes every seat's contract and doubles (four
times the bidding decisions of a series) and the rule-based player every card.

The budget is turned into a sample count by a fixed cost model
(`games.barbu.strong.budget._US_PER_MOVE`), so the times here are what calibrates
it. CPU time is shown beside wall time: on a shared machine the wall time
also counts waiting for a core. A card decision with 0 samples had several
legal cards that were all equivalent (answered without sampling).

Results: bench/results/ai.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench.search import make_search_player
from games import barbu
from games.barbu.players import rule_based_player
from games.barbu.rulesets import RULE_SETS
from games.barbu.strong import StrongPlayer, make_strong_player
from games.guillotine import players as guillotine_players
from games.guillotine import strong as guillotine_strong

# (wall seconds, CPU seconds, samples) of each decision, by decision kind.
Timings = dict[str, list[tuple[float, float, int]]]


def _kind(view: dict) -> str:
    if view["phase"] != "play":
        return view["phase"]
    return "domino" if "layout" in view else "card"


def measure(
    rules: str, player: StrongPlayer, deals: int, seed: int = 1, bidding: bool = False
) -> dict[str, list[tuple[float, float, int]]]:
    """(wall seconds, CPU seconds, samples) of each of the strong player's decisions, by kind.

    `bidding`: the strong player makes (and is timed on) every seat's contract and
    doubles, and the rule-based player plays every card, for many bidding decisions fast.
    """
    found: dict[str, list[tuple[float, float, int]]] = {}
    rng = random.Random(seed)
    played = 0
    series = seed
    while played < deals:
        state = barbu.new_game(series, options={"rules": rules})
        series += 1
        while not state.is_over and played < deals:
            deal = state.deal
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            timed = state.phase in ("contract", "double") if bidding else seat == 0
            if timed and len(legal) > 1:
                start, cpu = time.perf_counter(), time.process_time()
                action = player(view, legal, rng)
                spent, cpu = time.perf_counter() - start, time.process_time() - cpu
                kind = _kind(view)
                found.setdefault(kind, []).append((spent, cpu, player.last_samples))
                if kind == "card":  # and per contract: their playouts differ (`fitted`)
                    contract = "  " + view["contract"].partition(":")[0]
                    found.setdefault(contract, []).append((spent, cpu, player.last_samples))
            else:
                action = rule_based_player(view, legal, rng)
            state.apply(seat, action)
            if state.deal != deal:
                played += 1
    return found


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _print_rows(label: str, found: Timings, kinds: tuple[str, ...]) -> None:
    for kind in kinds:
        rows = found.get(kind)
        if not rows:
            continue
        times = [1000 * t for t, _, _ in rows]
        cpu = [1000 * c for _, c, _ in rows]
        samples = [s for _, _, s in rows]
        print(
            f"{label:8} {kind:9} {len(rows):5d} {statistics.median(times):10.1f} "
            f"{_p95(times):8.1f} {max(times):8.1f} {statistics.median(cpu):10.1f} "
            f"{_p95(cpu):8.1f} {statistics.median(samples):>13.0f} "
            f"({min(samples)}-{max(samples)})",
            flush=True,
        )


def _header(what: str) -> None:
    print(what)
    header = f"{'game':8} {'kind':9} {'n':>5} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"
    print(header + f" {'cpu median':>10} {'cpu p95':>8} {'samples: median (min-max)':>27}")


def report_barbu(args: argparse.Namespace) -> None:
    if args.search_depth is None:
        player = make_strong_player(args.budget_ms)
    else:
        player = make_search_player(args.budget_ms, search_depth=args.search_depth)
    # On a loaded machine the safety stop cuts decisions short; without it the CPU
    # time is what the cost model's samples cost.
    player.safety = not args.no_safety_stop
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    _header(f"strong Barbu player, budget {args.budget_ms} ms; {args.deals} deals per rule set")
    for name in names:
        found = measure(name, player, args.deals, args.seed, args.bidding)
        contracts = tuple("  " + c for c in RULE_SETS[name].contracts)
        _print_rows(name, found, ("contract", "double", "card", *contracts, "domino"))


def measure_guillotine(
    players: int, player: guillotine_strong.StrongPlayer, games: int, seed: int = 1
) -> Timings:
    """The strong Guillotine player's decisions in `games` games against the basic player."""
    found: Timings = {}

    def timed(view: dict, legal: list[str], rng: random.Random) -> str:
        start, cpu = time.perf_counter(), time.process_time()
        action = player(view, legal, rng)
        spent, cpu = time.perf_counter() - start, time.process_time() - cpu
        if len(legal) > 1:
            kind = guillotine_strong.decision_kind(view)
            found.setdefault(kind, []).append((spent, cpu, player.last_samples))
        return action

    for game in range(seed, seed + games):
        seats: list = [guillotine_players.rule_based_player] * players
        seats[game % players] = timed
        guillotine_players.play_game(game, seats, rng_key="bench.ai")
    return found


def report_guillotine(args: argparse.Namespace) -> None:
    if args.no_safety_stop:
        # CPU time as the cost model gives it, whatever the load (a loaded machine's wall
        # clock would stop the sampling early).
        guillotine_strong._SAFETY = float("inf")
    player = guillotine_strong.make_strong_player(args.budget_ms)
    _header(f"strong Guillotine player, budget {args.budget_ms} ms; {args.games} games each")
    for players in (3, 5):
        found = measure_guillotine(players, player, args.games, args.seed)
        _print_rows(f"guill. {players}", found, ("action", "window", "finale", "choose"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=["barbu", "guillotine", "all"], default="barbu")
    parser.add_argument("--budget-ms", type=int, default=500)
    parser.add_argument("--deals", type=int, default=28, help="Barbu: deals per rule set")
    parser.add_argument("--rules", choices=[*RULE_SETS, "both"], default="both")
    parser.add_argument("--games", type=int, default=4, help="Guillotine: games per seat count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-safety-stop", action="store_true", help="the cost model alone (loaded machine)"
    )
    parser.add_argument(
        "--search-depth", type=int, default=None, help="the alpha-beta variant (bench/search.py)"
    )
    parser.add_argument(
        "--bidding", action="store_true", help="Barbu: every seat's bidding only, cards by basic"
    )
    args = parser.parse_args(argv)
    if args.game in ("barbu", "all"):
        report_barbu(args)
    if args.game in ("guillotine", "all"):
        report_guillotine(args)


if __name__ == "__main__":
    main()
