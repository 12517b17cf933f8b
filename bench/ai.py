"""Decision time of the strong Barbu player on this machine (prints figures; not a test).

Plays series with the strong player at seat 0 and the rule-based player at
the other seats, and times every decision of the strong player that has a
choice (one legal action is answered at once and not counted), per rule set
and per decision kind: `contract`, `double` (Barbu only), `card` (trick play)
and `domino`. It prints the median and 95th percentile of the time per
decision and the number of sampled deals per decision.

    python -m bench.ai --budget-ms 500 --deals 28
    python -m bench.ai --game barbu --rules marley

Each game measures its own strong player in a function of its own (`GAMES`:
game name -> rows of the table), so that another game's strong player adds a
function and a line.

The budget is turned into a sample count by a fixed cost model
(`games.barbu.strong.budget._US_PER_MOVE`), so the times here are what calibrates
it. CPU time is shown beside wall time: on a shared machine the wall time
also counts waiting for a core. A card decision with 0 samples had several
legal cards that were all equivalent (answered without sampling).

Figures on the development machine (2 shared cores, Python 3.11, load about
2), `python -m bench.ai --budget-ms 500 --deals 28`:

    rules    kind          n  median ms   p95 ms   max ms cpu median  cpu p95   samples
    barbu    contract      7      313.6    534.7    534.7      292.9    405.7    360 (195-1139)
    barbu    double       29      286.8    550.3    550.3      260.2    460.7   2000 (1751-2000)
    barbu    card        215      274.1    590.9    762.2      257.3    546.4   1313 (0-2000)
    barbu    domino       41      339.6    560.4    579.1      313.3    498.4   1188 (500-2000)
    marley   contract      7      350.8    424.0    424.0      313.9    370.8    937 (723-2000)
    marley   card        123      166.1    538.4    915.9      156.1    500.3   2000 (0-2000)
    marley   domino       37      199.9    428.0    521.8      197.3    413.0   2000 (648-2000)

(samples: median, min-max; 2000 is the cap `_MAX_SAMPLES`.) The wall-clock
safety stop (2 x budget) bounds the worst case.

Since issue 19 the player plans 80% of its budget (`budget._FILL`), for a
95th percentile within it. Measured with `--budget-ms 500 --deals 4
--no-safety` at load ~16 on the 2 cores (wall times meaningless then; CPU p95
in ms, n decisions): Barbu contract 315 (4), double 427 (4), card 562 (30),
domino 285 (11); Marley contract 311 (1), card 345 (13), domino 222 (7). Too
few decisions, on a machine too loaded, to say the card p95 is within 500 ms:
rerun on a quiet machine with the default 28 deals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from bench.search import make_search_player
from games import barbu
from games.barbu.players import rule_based_player
from games.barbu.rulesets import RULE_SETS
from games.barbu.strong import StrongPlayer, make_strong_player


def _kind(view: dict) -> str:
    if view["phase"] != "play":
        return view["phase"]
    return "domino" if "layout" in view else "card"


def measure(
    rules: str, player: StrongPlayer, deals: int, seed: int = 1
) -> dict[str, list[tuple[float, float, int]]]:
    """(wall seconds, CPU seconds, samples) of each of the strong player's decisions, by kind."""
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
            if seat == 0 and len(legal) > 1:
                start, cpu = time.perf_counter(), time.process_time()
                action = player(view, legal, rng)
                spent, cpu = time.perf_counter() - start, time.process_time() - cpu
                found.setdefault(_kind(view), []).append((spent, cpu, player.last_samples))
            else:
                action = rule_based_player(view, legal, rng)
            state.apply(seat, action)
            if state.deal != deal:
                played += 1
    return found


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def barbu_rows(args: argparse.Namespace) -> list[str]:
    """The table's rows for Barbu and Marley's Guillotine (the `barbu` game of the registry)."""
    if args.search_depth is None:
        player = make_strong_player(args.budget_ms)
    else:
        player = make_search_player(args.budget_ms, search_depth=args.search_depth)
    # On a loaded machine the safety stop cuts decisions short; without it the CPU
    # time is what the cost model's samples cost.
    player.safety = not args.no_safety
    rows = []
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    for name in names:
        found = measure(name, player, args.deals, args.seed)
        for kind in ("contract", "double", "card", "domino"):
            if found.get(kind):
                rows.append(row(name, kind, found[kind]))
    return rows


def row(label: str, kind: str, found: list[tuple[float, float, int]]) -> str:
    """One line of the table: (wall s, CPU s, samples) of each decision of this kind."""
    times = [1000 * t for t, _, _ in found]
    cpu = [1000 * c for _, c, _ in found]
    samples = [s for _, _, s in found]
    return (
        f"{label:8} {kind:9} {len(found):5d} {statistics.median(times):10.1f} "
        f"{_p95(times):8.1f} {max(times):8.1f} {statistics.median(cpu):10.1f} "
        f"{_p95(cpu):8.1f} {statistics.median(samples):>13.0f} "
        f"({min(samples)}-{max(samples)})"
    )


# Per game, the function that measures its strong player and returns the table's rows.
GAMES: dict[str, Callable[[argparse.Namespace], list[str]]] = {"barbu": barbu_rows}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    parser.add_argument("--budget-ms", type=int, default=500)
    parser.add_argument("--deals", type=int, default=28, help="deals per rule set")
    parser.add_argument("--rules", choices=[*RULE_SETS, "both"], default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--search-depth", type=int, default=None, help="the alpha-beta variant (bench/search.py)"
    )
    parser.add_argument(
        "--no-safety", action="store_true", help="no wall-clock safety stop (loaded machine)"
    )
    args = parser.parse_args(argv)
    print(f"strong players, budget {args.budget_ms} ms; {args.deals} deals per rule set")
    header = f"{'rules':8} {'kind':9} {'n':>5} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"
    print(header + f" {'cpu median':>10} {'cpu p95':>8} {'samples: median (min-max)':>27}")
    for game in GAMES if args.game == "all" else [args.game]:
        for line in GAMES[game](args):
            print(line, flush=True)


if __name__ == "__main__":
    main()
