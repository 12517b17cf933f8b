"""Decision time of the strong players on this machine, per game and decision kind
(prints figures; not a test).

    python -m bench.ai --budget-ms 500 --deals 28            # Barbu, both rule sets
    python -m bench.ai --game guillotine --games 4           # Guillotine, 3 and 5 players

Each game has its own function (`report_barbu`, `report_guillotine`) that
plays with the strong player in one seat and the rule-based player in the
others, times every decision of the strong player that has a choice (one
legal action is answered at once and not counted), and prints, per decision
kind and then for all kinds together: the decisions that sampled (`n`) and
those answered without sampling (`free`: all their candidates alike, or a
Guillotine `choose:` by rules); over the sampled ones, the median and 95th
percentile of the wall and CPU time per decision, the cost model's median
estimate of that CPU (`model`), the median ratio of CPU to estimate
(`cpu/mod`: what to multiply the model's rates by for it to be exact), and
the sampled deals per decision.

Barbu: series with the strong player at seat 0, per rule set; the kinds are
`contract`, `double` (Barbu only), `card` (trick play, then again per
contract, indented) and `domino`. `--player strong:distilled=1` times an
experiment of `bench/barbu_experiments` instead (its own rates). With
`--bidding` the strong player makes every seat's contract and doubles (four
times the bidding decisions of a series) and the rule-based player every card.

The budget is turned into a sample count by a fixed cost model
(`games.barbu.strong.budget`, `games.guillotine.strong._US_PER_UNIT`), so the
times here are what calibrates it. CPU time is shown beside wall time: on a
shared machine the wall time also counts waiting for a core.

Results: bench/results/ai.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass

from bench.duplicate import make_player, player_spec
from bench.search import make_search_player
from games import barbu
from games.barbu.players import rule_based_player
from games.barbu.rulesets import RULE_SETS
from games.barbu.strong import StrongPlayer, make_strong_player
from games.guillotine import players as guillotine_players
from games.guillotine import strong as guillotine_strong


@dataclass(frozen=True)
class Timing:
    """One decision of the strong player: what it took and what the cost model planned."""

    wall: float  # seconds
    cpu: float  # seconds of this process's CPU
    samples: int  # sampled deals (0: answered without sampling)
    modelled: float  # the cost model's estimate of the CPU, in seconds


# The strong player's decisions by kind.
Timings = dict[str, list[Timing]]


def _kind(view: dict) -> str:
    if view["phase"] != "play":
        return view["phase"]
    return "domino" if "layout" in view else "card"


def timed_call(
    player: StrongPlayer | guillotine_strong.StrongPlayer,
    view: dict,
    legal: list[str],
    rng: random.Random,
) -> tuple[str, Timing]:
    """The player's action, and what it took."""
    start, cpu = time.perf_counter(), time.process_time()
    action = player(view, legal, rng)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return action, Timing(wall, cpu, player.last_samples, player.last_cost_us / 1e6)


def measure(
    rules: str, player: StrongPlayer, deals: int, seed: int = 1, bidding: bool = False
) -> Timings:
    """Each of the strong player's decisions that had a choice, by kind.

    `bidding`: the strong player makes (and is timed on) every seat's contract and
    doubles, and the rule-based player plays every card, for many bidding decisions fast.
    """
    found: Timings = {}
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
                action, timing = timed_call(player, view, legal, rng)
                kind = _kind(view)
                found.setdefault(kind, []).append(timing)
                if kind == "card":  # and per contract: their playouts differ (`fitted`)
                    contract = "  " + view["contract"].partition(":")[0]
                    found.setdefault(contract, []).append(timing)
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
    """One line per kind, over the decisions that sampled (those answered at once, all
    their candidates alike, are counted as `free`); then all of them together."""
    every = [t for kind in kinds if not kind.startswith(" ") for t in found.get(kind, [])]
    for kind, rows in [*((k, found.get(k, [])) for k in kinds), ("all", every)]:
        sampled = [t for t in rows if t.samples]
        if not sampled:
            continue
        times = [1000 * t.wall for t in sampled]
        cpu = [1000 * t.cpu for t in sampled]
        modelled = [1000 * t.modelled for t in sampled]
        ratio = [t.cpu / t.modelled for t in sampled if t.modelled]
        samples = [t.samples for t in sampled]
        print(
            f"{label:8} {kind:9} {len(sampled):5d} {len(rows) - len(sampled):5d} "
            f"{statistics.median(times):8.1f} {_p95(times):8.1f} "
            f"{statistics.median(cpu):8.1f} {_p95(cpu):8.1f} {statistics.median(modelled):8.1f} "
            f"{statistics.median(ratio) if ratio else 0:6.2f} "
            f"{statistics.median(samples):>7.0f} ({min(samples)}-{max(samples)})",
            flush=True,
        )


def _header(what: str) -> None:
    print(what)
    print(
        f"{'game':8} {'kind':9} {'n':>5} {'free':>5} {'wall p50':>8} {'wall p95':>8} "
        f"{'cpu p50':>8} {'cpu p95':>8} {'model':>8} {'cpu/mod':>6} {'samples p50 (min-max)'}"
    )


def report_barbu(args: argparse.Namespace) -> None:
    if args.player:
        # An experiment (`bench.duplicate`'s NAME:SETTING=N), to calibrate its own rates.
        chosen = make_player(args.player, args.budget_ms)
        if not isinstance(chosen, StrongPlayer):
            raise SystemExit("--player: a strong player (strong:SETTING=N)")
        player = chosen
    elif args.search_depth is None:
        player = make_strong_player(args.budget_ms)
    else:
        player = make_search_player(args.budget_ms, search_depth=args.search_depth)
    # On a loaded machine the safety stop cuts decisions short; without it the CPU
    # time is what the cost model's samples cost.
    player.safety = not args.no_safety_stop
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    _header(f"{player!r}, budget {args.budget_ms} ms; {args.deals} deals per rule set")
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
        action, timing = timed_call(player, view, legal, rng)
        if len(legal) > 1:
            found.setdefault(guillotine_strong.decision_kind(view), []).append(timing)
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
        "--player", type=player_spec, help="Barbu: this strong player (e.g. strong:distilled=1)"
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
