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

Since issue 19 the Barbu player plans 80% of its budget (`budget._FILL`), for a
95th percentile within it. Measured with `--budget-ms 500 --deals 4
--no-safety-stop` at load ~16 on the 2 cores (wall times meaningless then; CPU p95
in ms, n decisions): Barbu contract 315 (4), double 427 (4), card 562 (30),
domino 285 (11); Marley contract 311 (1), card 345 (13), domino 222 (7). Too
few decisions, on a machine too loaded, to say the card p95 is within 500 ms:
rerun on a quiet machine with the default 28 deals.

The negative contracts' playouts in one loop (`policies._finish_unwanted`, the
same moves), `--budget-ms 500 --deals 14 --rules both --no-safety-stop` on a quiet
machine, the same samples before and after (CPU ms, median / p95):

    rules    kind          n   before        after
    barbu    contract      6   303 / 423     235 / 312
    barbu    double       14   273 / 480     198 / 463
    barbu    card        106   240 / 531     165 / 474
    barbu    domino       21   286 / 456     282 / 399
    marley   contract      4   321 / 332     244 / 280
    marley   card         54   162 / 385     134 / 331
    marley   domino       22   192 / 387     187 / 307

Issue 19 item 3 (the contract valued with the cycle's contracts left, the
doubles owed by optimal stopping; the same sampling, so the same cost), `nice
-n 19 python -m bench.ai --rules both --deals 14 --bidding --no-safety-stop` at
load ~8 (CPU ms): Barbu contract median 225, p95 294 (12 decisions, 156-910
samples); double median 244, p95 423 (53; 1379-2000); Marley contract median
284, p95 336 (14). Within the 500 ms p95 budget.

Guillotine: whole games at 3 and 5 players, the strong player's seat rotating;
the kinds are `action` (the action-card step), `window` (Wait a Moment!),
`finale` (the end-of-game cards) and `choose` (the rule-based player's rules,
no deals). Its budget is turned into deals by `games.guillotine.strong`'s cost
model (`_US_PER_UNIT`), which these figures calibrate. On the development machine
(2 cores shared with other work, load 12 to 18, so only the CPU columns mean
anything), `nice -n 19 python -m bench.ai --game guillotine --games 2
--no-safety-stop`, with 80 us a unit everywhere:

    game     kind          n  median ms   p95 ms   max ms cpu median  cpu p95   samples
    guill. 3 action       24     5170.5   5980.8   6707.0      376.2    460.9    20 (13-53)
    guill. 3 window        2     5026.7   5874.8   5874.8      392.6    460.5   102 (52-151)
    guill. 3 finale        4     3099.1   6868.4   6868.4      257.8    542.3   196 (63-367)
    guill. 5 action        9     3722.3   4725.6   4725.6      372.0    392.1    15 (8-21)
    guill. 5 finale        2     1146.5   1307.8   1307.8      137.1    164.3   160 (84-236)

(the finale has since 120 us a unit). Without `--no-safety-stop` a loaded
machine's wall clock ends the sampling at the budget.

2026-11-27, the default player (the No Hearts models, `overtakes`), 500 ms, with
the safety stop, on a 2-core machine whose other core ran a benchmark
(`bench.engine`: 6,598 Barbu deals/s); wall p95 in ms (decisions): `--rules
barbu --deals 28`: contract 291 (7), double 459 (29), card 472 (231; No Tricks
270, No Hearts 266, No Queens 364, No King 317, No Last Two 236, Trumps 532),
domino 331 (29); `--rules marley --deals 24`: contract 303 (6), card 389 (106),
domino 337 (34); `--game guillotine --games 4`: 3 players action 483 (44),
window 442 (6), finale 338 (6); 5 players action 494 (20), finale 185 (5).
Every kind within 500 ms; only Trumps, one contract of the card kind, is above.
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
