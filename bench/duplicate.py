"""Duplicate matches between two Barbu computer players (prints figures; not a test).

Luck in card games is mostly the cards. In *duplicate* the same deals are
played again with the seats rotated, so that every hand is held by each side:
for each series seed, the whole series is played four times, player A sitting
at seat r (r = 0..3) and player B at the three other seats. The engine deals
from (seed, deal number), so deal n has the same cards in every replay.

Per seed we average, over the four replays, A's points per deal and the mean
of B's three seats; the margin A - B per seed is one independent sample, and
the 95 % confidence interval uses Student's t over those per-seed margins.
The same margin is also shown per deal (each deal's four replays averaged):
more samples, a slightly optimistic interval since the deals of one series
share their declarers' contract cycles.

    python -m bench.duplicate --deals 400 --rules barbu --a basic --b random
    nice -n 19 python -m bench.duplicate --deals 400 --rules barbu \\
        --a strong --b basic --budget-ms 100 --jobs 2

Players: `random`, `basic` (the rule-based player) and `strong` (sampling and
playouts, `games.barbu.strong`, with `--budget-ms` per decision or a fixed
`--samples` count per decision). `search` is the strong player with paranoid
alpha-beta instead of flat playouts for its cards (`--search-depth` more tricks
after the current one; `bench/search.py`), the alternative measured against it:

    python -m bench.duplicate --rules barbu --a search --b strong --budget-ms 100

`--jobs` plays the (seed, rotation) series in that many processes; results do
not depend on it.

**Per-contract boards** (`--contracts`): a board is the first deal of a series
seed with its contract forced (the declarer, seat 0, must name it; its trump
suit or domino rank is the rule-based player's choice for that hand, so the
same in every replay) and no doubles; only the card play is measured. Each
board is played once per seating: `--seating swap` (the default) puts A at
seats 0 and 2 and B at 1 and 3, then the other way round, so every hand is
held once by each player; `--seating rotate` puts A alone at each seat in
turn against three B. A board's margin is A's mean contract points per seat
minus B's; the 95% CI is Student's t over the boards, per contract:

    nice -n 19 python -m bench.duplicate --rules barbu --contracts all \\
        --boards 200 --a strong@100 --b basic --jobs 2
    nice -n 19 python -m bench.duplicate --rules barbu --contracts no-tricks,trumps \\
        --boards 100 --a strong@20 --b reference@20 --jobs 2

A player is `NAME[@MS]`: the level (`random`, `basic`, `strong`, `search`,
`reference` for the strong player before its per-contract changes, `pinned` for
the shipped player of the pinned commit; those two run from a git worktree of
that commit, `bench/barbu_experiments/pinned.py`; `before`, the same way, for the
shipped strong player before its cost model spent the whole budget, the baseline
of later play-strength changes: `--a strong@100 --b before@100`) and, for the sampling
players, its think time per decision in ms (default `--budget-ms`; `--samples`
fixes the samples instead). The strong players run here without their
wall-clock safety stop, so the think time is the cost model's
(`games.barbu.strong.budget`) and a run gives the same moves however loaded
the machine is. `strong:endgame=3`, `strong:weighting=30`, `strong:distilled=1` (the
experiments of `bench/barbu_experiments/player.py`) or `strong:domino_confidence=0` set one
setting, to measure it; `pinned:fitted=0` (or `:trick_groups`, `:fill`,
`:series`, `:obligation`, `:overtakes`) one of the switches the shipped player
dropped, on the pinned commit's player.

**Bidding boards** (`--bidding contract|doubles|both`, `bench/bidding_duplicate.py`):
a board is seat 0's declaring cycle, A's bidding against B's, every card
played by the same `--card` player, seats swapped; margins per deal with 95%
CIs:

    nice -n 19 python -m bench.duplicate --rules barbu --bidding contract \
        --boards 200 --a strong@500 --b basic --card strong@10 --jobs 2

In Barbu higher totals are better; in Marley's Guillotine lower totals are
better, and the output says which sign of the margin favours A.

Results: bench/results/duplicate.md.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bench.barbu_experiments.pinned import BEFORE, PinnedPlayer, pinned_tree
from bench.barbu_experiments.player import ExperimentPlayer
from bench.search import make_search_player
from games import barbu
from games.barbu.players import LEVELS, Player, random_player, rule_based_player
from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.state import CONTRACT_PREFIX, DOUBLE_PREFIX, BarbuState
from games.barbu.strong import StrongPlayer, make_strong_player

PLAYERS: dict[str, Player] = {"random": random_player, **LEVELS}
NAMES = sorted({*PLAYERS, "strong", "reference", "pinned", "before", "search"})

# Two-sided 95 % quantiles of Student's t by degrees of freedom (1..30); normal beyond.
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(df: int) -> float:
    return _T95[df - 1] if 1 <= df <= len(_T95) else 1.96


def make_player(
    name: str, budget_ms: int = 100, samples: int | None = None, search_depth: int = 0
) -> Player:
    """A player by `NAME[@MS]`; the sampling players take the budget (or a sample count)."""
    name, _, ms = name.partition("@")
    if ms:
        budget_ms = int(ms)
    name, *settings = name.split(":")
    if name in ("reference", "pinned"):
        # The pinned commit's player, in its notation; it drops the safety stop itself.
        spec = ":".join(["reference" if name == "reference" else "strong", *settings])
        return PinnedPlayer(spec, budget_ms, samples, pinned_tree())
    if name == "before":
        # The shipped strong player of commit `BEFORE`, as it was (no settings).
        return PinnedPlayer("strong", budget_ms, samples, pinned_tree(BEFORE))
    player: StrongPlayer
    if name == "strong":
        # e.g. strong:endgame=3, to measure an experiment (`bench.barbu_experiments`)
        player = (
            ExperimentPlayer(budget_ms, samples)
            if settings
            else make_strong_player(budget_ms, samples)
        )
        for setting in settings:
            key, _, value = setting.partition("=")
            setattr(player, key, int(value))
    elif name == "search":
        player = make_search_player(budget_ms, samples, search_depth=search_depth)
    else:
        return PLAYERS[name]
    # No wall-clock safety stop here: the cost model alone sets the samples, so a
    # loaded machine plays the same moves (the figures are for the modelled budget).
    player.safety = False
    return player


# The experiments of `ExperimentPlayer`, and the switches of the pinned commit's player.
_SETTING = {
    "strong": re.compile(r"(endgame|weighting|distilled|domino_confidence)=\d+"),
    "pinned": re.compile(
        r"(endgame|trick_groups|weighting|fill|series|obligation|domino_confidence|fitted|overtakes)"
        r"=\d+"
    ),
}


def player_spec(text: str) -> str:
    """Argparse check of `NAME[@MS]`."""
    name, _, ms = text.partition("@")
    name, *settings = name.split(":")
    if settings and (
        name not in _SETTING or not all(_SETTING[name].fullmatch(s) for s in settings)
    ):
        raise argparse.ArgumentTypeError(
            "settings: strong:endgame=3, strong:weighting=30, strong:distilled=1, "
            "strong:domino_confidence=0; "
            "the switches the player dropped from the pinned commit: pinned:fitted=0"
        )
    if name not in NAMES or (ms and not ms.isdigit()):
        raise argparse.ArgumentTypeError(f"expected one of {', '.join(NAMES)}, then @MS if wanted")
    return text


def play_series(rules: str, seed: int, seats: list[Player], rng_key: str) -> list[list[int]]:
    """One whole series with the given player at each seat; returns each deal's totals."""
    state = barbu.new_game(seed, options={"rules": rules})
    # A fresh generator per seat, derived from the seed: every run is reproducible.
    rngs = [random.Random(f"{rng_key}:{seed}:{seat}") for seat in range(SEATS)]
    while not state.is_over:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        action = seats[seat](state.view(seat), legal, rngs[seat])
        state.apply(seat, action)
    return [list(row["totals"]) for row in state.sheet]


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
    deal_half_width: float = math.nan  # the same interval from per-deal margins

    @property
    def a_seat_deals(self) -> int:
        return self.deals * SEATS


def _rotation(task: tuple[str, int, int, Player, Player]) -> tuple[int, int, list[list[int]]]:
    rules, seed, r, a, b = task
    seats = [a if seat == r else b for seat in range(SEATS)]
    return seed, r, play_series(rules, seed, seats, rng_key=f"dup:{r}")


def duplicate(rules: str, a: Player, b: Player, seeds: list[int], jobs: int = 1) -> Result:
    start = time.perf_counter()
    tasks = [(rules, seed, r, a, b) for seed in seeds for r in range(SEATS)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(_rotation, tasks))
    else:
        done = [_rotation(task) for task in tasks]
    sheets = {(seed, r): totals for seed, r, totals in done}
    a_points: list[float] = []
    b_points: list[float] = []
    margins: list[float] = []
    deal_margins: list[float] = []
    for seed in seeds:
        count = len(sheets[(seed, 0)])
        a_seed = b_seed = 0.0
        for deal in range(count):
            a_deal = b_deal = 0.0
            for r in range(SEATS):
                totals = sheets[(seed, r)][deal]
                a_deal += totals[r] / SEATS
                b_deal += sum(s for seat, s in enumerate(totals) if seat != r) / (3 * SEATS)
            deal_margins.append(a_deal - b_deal)
            a_seed += a_deal / count
            b_seed += b_deal / count
        a_points.append(a_seed)
        b_points.append(b_seed)
        margins.append(a_seed - b_seed)
    n = len(margins)
    spread = statistics.stdev(margins) if n > 1 else math.inf
    m = len(deal_margins)
    return Result(
        rules=rules,
        seeds=n,
        deals=m,
        a_per_deal=statistics.fmean(a_points),
        b_per_deal=statistics.fmean(b_points),
        margin=statistics.fmean(margins),
        half_width=t95(n - 1) * spread / math.sqrt(n),
        seconds=time.perf_counter() - start,
        deal_half_width=t95(m - 1) * statistics.stdev(deal_margins) / math.sqrt(m),
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
    d_low = result.margin - result.deal_half_width
    d_high = result.margin + result.deal_half_width
    return "\n".join(
        [
            f"== {rules.title}: {a_name} (A) vs {b_name} (B), {better} points are better",
            f"   {result.seeds} series seeds x {rules.deals} deals = {result.deals} deals, "
            f"each played 4 times (A's seat-deals: {result.a_seat_deals})",
            f"   points per deal   A {result.a_per_deal:+8.2f}   B {result.b_per_deal:+8.2f}",
            f"   margin A - B      {result.margin:+8.2f}  95% CI [{low:+.2f}, {high:+.2f}]  "
            f"({verdict}; a {'positive' if sign > 0 else 'negative'} margin favours A)",
            f"   per-deal CI       [{d_low:+.2f}, {d_high:+.2f}]  ({result.deals} deal margins)",
            f"   time {result.seconds:.1f} s",
        ]
    )


# ================================================================ per-contract boards

# Who sits where in each replay of a board: True for player A.
SEATINGS: dict[str, list[tuple[bool, ...]]] = {
    "swap": [(True, False, True, False), (False, True, False, True)],
    "rotate": [tuple(seat == r for seat in range(SEATS)) for r in range(SEATS)],
}


def play_board(
    rules: str,
    seed: int,
    contract: str,
    seats: list[Player],
    rng_key: str,
    observe: Callable[[BarbuState, int, list[str], str], None] | None = None,
) -> list[int]:
    """The first deal of series `seed`, `contract` forced and no doubles: its contract points.

    `observe(state, seat, legal, action)` is called before each card is played
    (`bench/fit_playouts.py` records the decisions so).
    """
    state = barbu.new_game(seed, options={"rules": rules})
    declarer = state.actors()[0]
    named = [
        action
        for action in state.legal_actions(declarer)
        if action[len(CONTRACT_PREFIX) :].partition(":")[0] == contract
    ]
    # The variant (trump suit, domino rank) depends on the declarer's hand only, so every
    # replay of the board has the same one.
    rng = random.Random(f"{rng_key}:{seed}")
    state.apply(declarer, rule_based_player(state.view(declarer), named, rng))
    while state.phase == "double":
        state.apply(state.actors()[0], DOUBLE_PREFIX)
    rngs = [random.Random(f"{rng_key}:{seed}:{seat}") for seat in range(SEATS)]
    while not state.sheet:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        action = seats[seat](state.view(seat), legal, rngs[seat])
        if observe is not None:
            observe(state, seat, legal, action)
        state.apply(seat, action)
    return list(state.sheet[0]["scores"])


def _board(task: tuple) -> tuple[str, int, int, list[int]]:
    rules, contract, seed, k, seating, a, b = task
    seats = [a if is_a else b for is_a in seating]
    # The same generators in every seating: a player meets the same ties on the same hand.
    return contract, seed, k, play_board(rules, seed, contract, seats, rng_key="board")


@dataclass
class BoardResult:
    contract: str
    boards: int
    a_per_seat: float  # mean contract points of a seat held by A, per board
    b_per_seat: float
    margin: float
    half_width: float


def board_margins(
    rules: str,
    contract: str,
    sheets: dict[tuple[int, int], list[int]],
    seeds: list[int],
    seating: list[tuple[bool, ...]],
) -> BoardResult:
    """A's minus B's mean points per seat, board by board, with the 95% CI over boards."""
    a_points, b_points = [], []
    for seed in seeds:
        a = b = 0.0
        for k, who in enumerate(seating):
            scores = sheets[(seed, k)]
            a += statistics.fmean(s for s, is_a in zip(scores, who, strict=True) if is_a)
            b += statistics.fmean(s for s, is_a in zip(scores, who, strict=True) if not is_a)
        a_points.append(a / len(seating))
        b_points.append(b / len(seating))
    margins = [x - y for x, y in zip(a_points, b_points, strict=True)]
    n = len(margins)
    spread = statistics.stdev(margins) if n > 1 else math.inf
    return BoardResult(
        contract=contract,
        boards=n,
        a_per_seat=statistics.fmean(a_points),
        b_per_seat=statistics.fmean(b_points),
        margin=statistics.fmean(margins),
        half_width=t95(n - 1) * spread / math.sqrt(n),
    )


def per_contract(
    rules: str,
    contracts: list[str],
    a: Player,
    b: Player,
    seeds: list[int],
    seating: str = "swap",
    jobs: int = 1,
) -> list[BoardResult]:
    """Per-contract duplicate: every contract on every board, in every seating."""
    seats = SEATINGS[seating]
    tasks = [
        (rules, contract, seed, k, who, a, b)
        for contract in contracts
        for seed in seeds
        for k, who in enumerate(seats)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(_board, tasks, chunksize=2))
    else:
        done = [_board(task) for task in tasks]
    sheets: dict[str, dict[tuple[int, int], list[int]]] = {c: {} for c in contracts}
    for contract, seed, k, scores in done:
        sheets[contract][(seed, k)] = scores
    return [board_margins(rules, c, sheets[c], seeds, seats) for c in contracts]


def board_report(rules: str, results: list[BoardResult], a_name: str, b_name: str) -> str:
    ruleset = RULE_SETS[rules]
    sign = 1 if ruleset.higher_is_better else -1
    better = "higher" if sign > 0 else "lower"
    lines = [
        f"== {ruleset.title} per contract: {a_name} (A) vs {b_name} (B), {better} points "
        "are better; points per seat per board",
        f"   {'contract':12} {'boards':>6} {'A':>8} {'B':>8} {'A - B':>8}  95% CI",
    ]
    for r in results:
        low, high = r.margin - r.half_width, r.margin + r.half_width
        if sign * low > 0 and sign * high > 0:
            verdict = f"{a_name} better"
        elif sign * low < 0 and sign * high < 0:
            verdict = f"{b_name} better"
        else:
            verdict = "no clear difference"
        lines.append(
            f"   {r.contract:12} {r.boards:6d} {r.a_per_seat:+8.2f} {r.b_per_seat:+8.2f} "
            f"{r.margin:+8.2f}  [{low:+.2f}, {high:+.2f}]  {verdict}"
        )
    return "\n".join(lines)


# ================================================================ command line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="distinct deals per rule set")
    parser.add_argument("--rules", choices=[*RULE_SETS, "both"], default="both")
    parser.add_argument("--a", type=player_spec, default="basic", help="NAME[@MS]")
    parser.add_argument("--b", type=player_spec, default="random", help="NAME[@MS]")
    parser.add_argument("--seed", type=int, default=1, help="first series seed")
    parser.add_argument("--budget-ms", type=int, default=100, help="strong: budget per decision")
    parser.add_argument("--samples", type=int, default=None, help="strong: fixed samples instead")
    parser.add_argument("--search-depth", type=int, default=0, help="search: tricks searched")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument(
        "--contracts", default=None, help="per-contract boards: `all` or a comma-separated list"
    )
    parser.add_argument("--boards", type=int, default=50, help="boards per contract")
    parser.add_argument("--seating", choices=sorted(SEATINGS), default="swap")
    parser.add_argument(
        "--bidding",
        choices=("contract", "doubles", "both"),
        default=None,
        help="bidding duplicate (bench/bidding_duplicate.py): what A's and B's bidding decide",
    )
    parser.add_argument(
        "--card", type=player_spec, default="strong@10", help="bidding: the common card player"
    )
    args = parser.parse_args(argv)
    names = list(RULE_SETS) if args.rules == "both" else [args.rules]
    a = make_player(args.a, args.budget_ms, args.samples, args.search_depth)
    b = make_player(args.b, args.budget_ms, args.samples, args.search_depth)
    if args.samples:
        print(f"sampling players: {args.samples} samples per decision", flush=True)
    for name in names:
        seeds = list(range(args.seed, args.seed + args.boards))
        if args.bidding:
            # Imported here: that module takes its statistics from this one.
            from bench.bidding_duplicate import bidding_duplicate, bidding_report

            card = make_player(args.card, args.budget_ms, args.samples)
            bidding = bidding_duplicate(name, a, b, card, seeds, args.bidding, jobs=args.jobs)
            print(bidding_report(bidding, args.a, args.b), flush=True)
            continue
        if args.contracts:
            known = list(RULE_SETS[name].contracts)
            wanted = known if args.contracts == "all" else args.contracts.split(",")
            contracts = [c for c in wanted if c in known]
            if not contracts:
                print(f"(no contract of {name} in {args.contracts!r}: {', '.join(known)})")
                continue
            results = per_contract(name, contracts, a, b, seeds, args.seating, jobs=args.jobs)
            print(board_report(name, results, args.a, args.b), flush=True)
            continue
        per_series = RULE_SETS[name].deals
        count = max(2, -(-args.deals // per_series))  # enough seeds to reach --deals
        seeds = list(range(args.seed, args.seed + count))
        result = duplicate(name, a, b, seeds, jobs=args.jobs)
        print(report(result, args.a, args.b), flush=True)


if __name__ == "__main__":
    main()
