"""Bidding duplicate: one bidder's contracts (and doubles) against another's, same card play.

A **board** is a series seed played until seat 0 has declared each of its
contracts once: in Barbu deals 1-7, all declared by seat 0; in Marley's
Guillotine, where the declarer turns every deal, deals 1-21 (seat 0 declares
1, 5, ..., 21, the others the deals between). The engine deals from (seed,
deal number), so every replay of a board sees the same cards on each deal,
whatever was declared before; the contracts still open to a declarer are its
cycle's own (all of them at its first deal, one at its last), and the running
scores are the board's (from 0; neither bidder reads them). The bidders make
the bidding decisions only: the contract (with its trump suit or domino
rank) and the doubles. Every card is played by the same card player (by
default the strong player at a small think time), with a random generator
per (seed, deal, seat), so two replays differ only by what was bid.

Each board is played twice, seats swapped: A bids for seats 0 and 2 and B for
1 and 3, then the other way round. `--part` says what is measured: `contract`
(the declarer's choices; every double is B's), `doubles` (every contract is
B's; the doubles are each seat's bidder's) or `both`. Two margins, in points
per deal, each with a 95% CI (Student's t over the boards):

- per seat: A's mean board total per seat minus B's, averaged over the two
  seatings (in Barbu a board's totals sum to 0, doubles included);
- declarer: on each deal, its declarer's total in the seating where A bids
  for that seat minus in the one where B does, summed over the board; this is
  where the contract choice shows (the other seats add only noise to it).

    nice -n 19 python -m bench.duplicate --bidding contract --boards 200 \\
        --a strong@500 --b basic --card strong@10 --rules barbu --jobs 2

Results: bench/results/bidding_duplicate.md.
"""

from __future__ import annotations

import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bench.duplicate import t95
from games import barbu
from games.barbu.players import Player
from games.barbu.rulesets import RULE_SETS, SEATS

PARTS = ("contract", "doubles", "both")

# Who bids for whom in each replay of a board: True for bidder A.
SWAP: tuple[tuple[bool, ...], ...] = ((True, False, True, False), (False, True, False, True))


def board_deals(rules: str) -> int:
    """Deals in a board: up to seat 0's last declaration of its cycle."""
    ruleset = RULE_SETS[rules]
    mine = [d for d in range(1, ruleset.deals + 1) if ruleset.declarer(d) == 0]
    return mine[len(ruleset.contracts) - 1]


def play_cycle(
    rules: str, seed: int, bidders: list[Player], common: Player, card: Player, part: str
) -> list[dict]:
    """A board (series `seed` up to seat 0's last declaration): its rows of the scoresheet.

    `bidders[seat]` makes that seat's decisions of the measured `part`, `common`
    the other bidding decisions, `card` every card.
    """
    state = barbu.new_game(seed, options={"rules": rules})
    rngs: list[random.Random] = []
    deal = 0
    while len(state.sheet) < board_deals(rules):
        if state.deal != deal:
            deal = state.deal
            rngs = [random.Random(f"card:{seed}:{deal}:{seat}") for seat in range(SEATS)]
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        phase = state.phase
        if phase in ("contract", "double"):
            measured = part == "both" or (part == "contract") == (phase == "contract")
            player = bidders[seat] if measured else common
            rng = random.Random(f"bid:{seed}:{deal}:{phase}:{seat}")
        else:
            player, rng = card, rngs[seat]
        state.apply(seat, player(state.view(seat), legal, rng))
    return state.sheet


def _replay(task: tuple) -> tuple[int, int, list[dict]]:
    rules, seed, k, a, b, card, part = task
    bidders = [a if is_a else b for is_a in SWAP[k]]
    return seed, k, play_cycle(rules, seed, bidders, b, card, part)


@dataclass
class Margin:
    mean: float
    half_width: float

    def text(self) -> str:
        low, high = self.mean - self.half_width, self.mean + self.half_width
        return f"{self.mean:+6.2f}  95% CI [{low:+.2f}, {high:+.2f}]"


def _margin(values: list[float]) -> Margin:
    n = len(values)
    spread = statistics.stdev(values) if n > 1 else math.inf
    return Margin(statistics.fmean(values), t95(n - 1) * spread / math.sqrt(n))


@dataclass
class BiddingResult:
    rules: str
    part: str
    boards: int
    per_seat: Margin  # points per deal
    declarer: Margin  # points per deal
    contracts_differ: float  # share of the deals where A and B declared differently


def bidding_duplicate(
    rules: str, a: Player, b: Player, card: Player, seeds: list[int], part: str, jobs: int = 1
) -> BiddingResult:
    """Every board in both seatings; margins of A's bidding over B's, per deal."""
    tasks = [(rules, seed, k, a, b, card, part) for seed in seeds for k in range(len(SWAP))]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(_replay, tasks))
    else:
        done = [_replay(task) for task in tasks]
    cycles = {(seed, k): rows for seed, k, rows in done}
    deals = board_deals(rules)
    sign = 1.0 if RULE_SETS[rules].higher_is_better else -1.0
    per_seat, declarer = [], []
    differ = 0
    for seed in seeds:
        margin = 0.0
        for k, who in enumerate(SWAP):
            rows = [row["totals"] for row in cycles[(seed, k)]]
            totals = [sum(column) for column in zip(*rows, strict=True)]
            a_mean = statistics.fmean(t for t, is_a in zip(totals, who, strict=True) if is_a)
            b_mean = statistics.fmean(t for t, is_a in zip(totals, who, strict=True) if not is_a)
            margin += (a_mean - b_mean) / len(SWAP)
        per_seat.append(sign * margin / deals)
        margin = 0.0
        for x, y in zip(cycles[(seed, 0)], cycles[(seed, 1)], strict=True):
            d = x["declarer"]
            # The seating where A bids for the declarer's seat, against the one where B does.
            a_row, b_row = (x, y) if SWAP[0][d] else (y, x)
            margin += a_row["totals"][d] - b_row["totals"][d]
            differ += x["contract"] != y["contract"]
        declarer.append(sign * margin / deals)
    return BiddingResult(
        rules=rules,
        part=part,
        boards=len(seeds),
        per_seat=_margin(per_seat),
        declarer=_margin(declarer),
        contracts_differ=differ / (deals * len(seeds)),
    )


def bidding_report(result: BiddingResult, a_name: str, b_name: str) -> str:
    ruleset = RULE_SETS[result.rules]
    better = "higher" if ruleset.higher_is_better else "lower"
    return "\n".join(
        [
            f"== {ruleset.title} bidding ({result.part}): {a_name} (A) vs {b_name} (B); "
            f"points per deal, signed so that + favours A ({better} points are better)",
            f"   {result.boards} boards x {board_deals(result.rules)} deals, seats swapped",
            f"   per seat   {result.per_seat.text()}",
            f"   declarer   {result.declarer.text()}",
            f"   the contract differs on {100 * result.contracts_differ:.0f}% of deals",
        ]
    )
