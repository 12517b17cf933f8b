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

A player is `NAME[@MS]`: the level (`random`, `basic`, `strong`, `reference`
for the strong player as it was before issue 19, `bench/reference_strong.py`,
`search`) and, for the sampling players, its think time per decision in ms
(default `--budget-ms`; `--samples` fixes the samples instead). The strong
players run here without their wall-clock safety stop, so the think time is
the cost model's (`games.barbu.strong.budget`) and a run gives the same moves
however loaded the machine is. `strong:endgame=3` (or `:trick_groups=0`,
`:weighting=30`, `:fill=100`, `:domino_confidence=0`, `:fitted=0`) sets one of the player's
switches, to measure it.

**Bidding boards** (`--bidding contract|doubles|both`, `bench/bidding_duplicate.py`):
a board is seat 0's declaring cycle, A's bidding against B's, every card
played by the same `--card` player, seats swapped; margins per deal with 95%
CIs:

    nice -n 19 python -m bench.duplicate --rules barbu --bidding contract \
        --boards 200 --a strong@500 --b basic --card strong@10 --jobs 2

In Barbu higher totals are better; in Marley's Guillotine lower totals are
better, and the output says which sign of the margin favours A.

Figures (development machine, `nice -n 19 ... --jobs 2`, series seeds from 1;
margin A - B in points per deal, 95% CI over the series seeds):

    rules   A       B       budget  deals  margin   95% CI
    barbu   strong  basic    50 ms    420   +9.77   [+7.36, +12.19]
    barbu   strong  basic   100 ms    420  +11.93   [+9.52, +14.34]
    marley  strong  basic    50 ms    408   -4.04   [-4.82, -3.27]
    marley  strong  basic   100 ms    408   -3.77   [-4.50, -3.03]
    barbu   strong  random   20 ms    420  +36.58   [+34.80, +38.36]
    marley  strong  random   20 ms    408  -10.62   [-11.41, -9.84]
    barbu   basic   random       -     56  +28.04   [+16.47, +39.61]
    marley  basic   random       -     72   -9.58   [-10.66, -8.51]

Per contract (issue 19; Barbu, `--seating swap`, 20 ms of modelled think time,
no safety stop, `fill=100` in both players unless said; margin in points per
seat per board, 95% CI over the boards; development machine at load ~16):

    A                      B             contract   boards  margin  95% CI
    strong                 reference     no-tricks     100   +0.24  [-0.23, +0.71]
    strong                 reference     no-hearts     100   +1.12  [+0.02, +2.22]
    strong                 reference     trumps        100   +1.23  [+0.60, +1.85]
    strong:endgame=3       strong        no-tricks      60   +0.15  [-0.40, +0.70]
    strong:endgame=3       strong        no-hearts      60   +1.22  [-0.19, +2.63]
    strong:endgame=3       strong        trumps         60   +0.08  [-0.71, +0.88]
    strong:weighting=30    strong        no-tricks      60   -0.48  [-1.10, +0.13]
    strong:weighting=30    strong        no-hearts      60   -0.13  [-1.60, +1.33]
    strong:weighting=30    strong        trumps         60   +0.46  [-0.47, +1.39]
    strong:endgame=3 *     strong *      no-hearts      80   -0.04  [-0.09, +0.02]
    strong *               basic         no-tricks      40   +2.27  [+1.49, +3.06]
    strong *               basic         no-hearts      40   +1.70  [+0.07, +3.33]
    strong *               basic         no-queens      40   +3.83  [+2.49, +5.16]
    strong *               basic         no-king        40   +2.25  [+0.33, +4.17]
    strong *               basic         no-last-two    40   +4.25  [+1.76, +6.74]
    strong *               basic         trumps         40   +1.31  [+0.11, +2.52]
    strong *               basic         domino         40   +0.44  [-1.92, +2.80]

(strong vs reference: the current player, whose only change of card play is
`trick_groups`. The runs above it used a random generator per seating; the
runs marked * share the generators between seatings (as the code does now),
so two nearly equal players make nearly equal moves and the interval is much
narrower; also `fill=80`, seeds 61-140.)

No Tricks and No Hearts against the reference, shared generators, each
player's own `fill` unless said, no safety stop (seed: the first board's):

    A                   B               seed  boards  no-tricks             no-hearts
    strong@40           reference@20    3001     400  +0.11 [-0.11, +0.33]  +0.13 [-0.34, +0.60]
    strong:fill=100@20  reference@20    4001     400  -0.01 [-0.04, +0.02]  +0.01 [-0.17, +0.18]
    strong@500          reference@100   2001     300  +0.06 [-0.18, +0.29]  -0.07 [-0.58, +0.44]

In these two contracts the new card play is the reference's, and neither 60%
more samples nor the default budget (against the reference's 100 ms) makes a
difference that shows. Ideas measured there and dropped (2026-11-25):

- in the playouts, a follower who cannot duck plays a card that a later player
  must overtake (40 samples each, against the same player without it: No Tricks
  +0.11 and +0.01, No Hearts +0.26 and -0.15, 400 boards from seeds 4001 and
  5001, every interval across zero; taken up again on 2026-11-27, see below);
- the seats after ours in the current trick choose their card by max-n over
  playouts (100 ms against reference@100, 300 boards from seed 6001: No Tricks
  -0.78 [-1.05, -0.52], No Hearts -0.38 [-0.91, +0.16]);
- in the playouts, leads that see only the union of the others' cards, not
  each hand (the one part of the negative contracts' policy that reads hidden
  cards), against the same player, 40 samples each, 400 boards from seed 7001:
  for every seat, No Tricks -0.10 [-0.34, +0.13], No Hearts -0.27 [-0.72,
  +0.19]; for our own seat only, -0.24 [-0.47, -0.02] and -0.28 [-0.77, +0.20];
  for the others only, +0.03 [-0.19, +0.25] and +0.11 [-0.34, +0.57].

Kept (2026-11-25): in No Hearts the playouts lead and follow by models fitted
to the sampling player's own choices (`games.barbu.strong.fitted`, fitted by
`bench/fit_playouts.py`; the player's `fitted` switch). The first runs used a
first fit (its lead weights after 400 iterations instead of 500, and no cost
factor, so `@20` gave both players the same samples up to `fill`); the last
three use the shipped models and cost model:

    A                         B                    seed  boards  no-hearts
    lead model, 40 samples    without, 40          7001    400   +0.44 [+0.01, +0.86]
    lead model, 40 samples    without, 40          8001    400   +0.32 [-0.12, +0.75]
    lead+follow, 40 samples   without, 40          8001    400   +0.58 [+0.10, +1.07]
    lead+follow @20           reference@20        10001    400   +0.55 [+0.05, +1.04]
    strong, 40 samples        reference, 40       10001    400   +0.55 [+0.06, +1.03]
    strong@20 (26 samples)    reference@20 (68)   10001    400   -0.01 [-0.48, +0.47]
    strong@500 (667)          reference@100 (334)  2001    400   +0.80 [+0.34, +1.26]

(samples: the median per No Hearts decision on three boards; the first run's
No Tricks, with a lead model of its own: -0.02 [-0.25, +0.20].) The models are
worth about half a point a board at equal samples; at 20 ms their cost halves
the samples where samples still count, and the gain is gone; at the default
budget against the reference's 100 ms, No Hearts is won outside the CI (the
same first 300 boards gave -0.07 [-0.58, +0.44] without the models).

Kept (2026-11-27): where a trick itself costs points, a playout follower who
cannot duck plays under a later player's forced overtake (the player's
`overtakes` switch; the idea dropped above, on a third seed). No Tricks, 400
boards each, 40 samples against the same player without it:

    seed 10001  +0.23 [+0.01, +0.45]
    seed  4001  +0.11 [-0.10, +0.32]
    seed  5001  +0.01 [-0.20, +0.22]
    together    about +0.12 [-0.01, +0.24]

(No Last Two +0.16 [-0.24, +0.57], Marley's Guillotine -0.11 [-0.65, +0.44],
seed 10001.) At the default 500 ms against reference@100, 400 boards from seed
2001, No Tricks is still level: +0.07 [-0.14, +0.27]. Measured the same day
and dropped, No Tricks at 40 samples from seed 10001 against the same player:
in the playouts' leads (where the trick costs), the lowest card of the suit the
greedy rule picks -0.04 [-0.28, +0.20]; the lowest card of our shortest suit
-0.14 [-0.38, +0.09]; the exact endgame at three cards each (`:endgame=3`)
+0.01 [-0.03, +0.06]. Of the sampling player's own No Tricks leads (reference@20
playing all four seats, 1,200 leads from seed 9101), the greedy rule predicts
31%, the greedy suit's lowest card 34%, our shortest suit's lowest card 47%: it
leads the lowest card of the suit it picks 79% of the time, and a card that some
opponent surely overtakes in only 615 of the 1,055 leads where it had one. A
closer model of its leads, again, did not play better.

No Tricks, 2026-11-28, on boards not used before. The current player against
the reference at 40 samples each, one run decided before it started: 3,200
boards from seed 20001, +0.12 [+0.04, +0.19] (A -6.44, B -6.56 per seat). At
the default 500 ms against reference@100, eight runs of 200 boards from seed
40001 (declared before the first; pooled from their printed figures, so to
about 0.005): 1,600 boards, +0.14 [+0.04, +0.24], the eight runs +0.15, +0.04,
+0.15, +0.13, +0.20, +0.14, -0.03, +0.34 (each about +-0.29). The margin is
about +0.12 and a board's spread about 2.1 points, so 400 boards (+-0.2) could
not show it. Measured the same day and dropped, 40 samples against the same
player:

- the sample weighting of `likelihood`, with a miss factor per kind of choice
  taken from how often the greedy rule, on the real deal, makes the sampling
  player's own choice (strong@20 at every seat, 60 boards from seed 9101:
  ducks 0.89 of 957, discards 0.76 of 411, a second hand that cannot duck 0.51,
  a third 0.79, a fourth 0.97, leads 0.32): ducks 0.1, discards 0.2, third 0.3,
  fourth 0.05, leads and second hands 1. 400 boards from seed 10001: -0.47
  [-0.69, -0.25]; the square roots of those factors, -0.08 [-0.28, +0.12]. On
  those boards' decisions after the first two tricks, the real deal's weight
  ranks only at 0.46 to 0.62 among 200 sampled deals, while the effective
  sample size falls to 30 to 77 of 200: the plays say little about the hands
  and the weights cost samples;
- `overtakes` for a follower who can duck too: the most harmful, then highest,
  card below a later player's forced overtake rather than the highest card
  under the trick, 1,600 boards from seed 30001: -0.06 [-0.16, +0.05];
- exact ties at the top (16% of the decisions, 555 on 15 boards) broken by the
  greedy rule's vote over all the samples rather than its card on one: 1,600
  boards from seed 30001, -0.01 [-0.05, +0.04].
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

from bench.barbu_experiments.pinned import PinnedPlayer, pinned_tree
from bench.barbu_experiments.player import ExperimentPlayer
from bench.search import make_search_player
from games import barbu
from games.barbu.players import LEVELS, Player, random_player, rule_based_player
from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.state import CONTRACT_PREFIX, DOUBLE_PREFIX, BarbuState
from games.barbu.strong import StrongPlayer, make_strong_player

PLAYERS: dict[str, Player] = {"random": random_player, **LEVELS}
NAMES = sorted({*PLAYERS, "strong", "reference", "pinned", "search"})

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
    "strong": re.compile(r"(endgame|weighting|domino_confidence)=\d+"),
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
            "settings: strong:endgame=3, strong:weighting=30, strong:domino_confidence=0; "
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
