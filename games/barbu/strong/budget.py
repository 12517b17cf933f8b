"""The strong player's cost model: how a time budget becomes a number of samples.

`make_strong_player(budget_ms)` turns the budget into a *number of samples*
with a fixed cost model (`_US_PER_MOVE` microseconds of CPU per simulated
move, calibrated on the development machine with `bench/ai.py`): sampling
stops once the moves actually simulated reach the budget (so that the median
decision uses its budget; the 95th percentile is about 1.3 times it). The moves
depend only on the view and the rng, so a decision is deterministic and does not
depend on the machine's load. A wall-clock safety stop at `_SAFETY` times the
budget ends the sampling early on an overloaded machine; only then does timing
change the result. That is the trade-off: determinism (the same view and rng
give the same move, in tests, bug reports and a Hint that agrees with the
computer's own play) against a hard bound on latency;
`make_strong_player(budget_ms, samples=n)` removes the safety stop for fully
deterministic analysis.

The decision loops (card play in `player`, contracts and doubles in
`bidding`) count their cost in simulated moves and ask a `More` whether to
draw another sample (`StrongPlayer._more`).
"""

from __future__ import annotations

from collections.abc import Callable

# Cost model: microseconds of CPU per simulated move (card or pass, policy included),
# with the sampling and set-up overheads below counted in the same unit; per rule set
# and decision kind, doubles and card play per contract (their playouts differ: No
# King's often stop at the third trick, No Hearts' follow the fitted models at twice a
# greedy move's cost, Trumps' rank trumps). Calibrated with `python -m bench.ai` so that
# the median decision that samples uses its whole budget of CPU on the development
# machine; the figures: docs/decisions/strong-player-budgets.md.
_US_PER_MOVE: dict[tuple[str, str], float] = {
    ("barbu", "contract"): 2.16,
    ("barbu", "double:domino"): 1.34,
    ("barbu", "double:no-tricks"): 1.34,
    ("barbu", "double:no-hearts"): 1.52,
    ("barbu", "double:no-queens"): 1.88,
    ("barbu", "double:no-king"): 1.58,
    ("barbu", "double:no-last-two"): 1.34,
    ("barbu", "double:trumps"): 2.78,
    ("barbu", "domino"): 1.30,
    ("barbu", "no-tricks"): 1.26,
    ("barbu", "no-hearts"): 2.04,
    ("barbu", "no-queens"): 1.71,
    ("barbu", "no-king"): 1.44,
    ("barbu", "no-last-two"): 1.14,
    ("barbu", "trumps"): 2.37,
    ("marley", "contract"): 2.03,
    ("marley", "dominoes"): 1.15,
    ("marley", "royalty"): 1.23,
    ("marley", "queens"): 1.23,
    ("marley", "spades"): 1.14,
    ("marley", "parlement"): 1.54,
    ("marley", "guillotine"): 1.21,
}
# Bounds on the samples of one decision: enough to mean something, and a bound on the
# work of one decision whatever the cost model says.
_MIN_SAMPLES = 4
_MAX_SAMPLES = 20_000
# Fixed costs in the same unit (one simulated move): drawing a deal and setting up
# its root, and starting one playout.
_SAMPLE_COST = 12.0
_PLAYOUT_COST = 2.0
# The wall-clock safety stop, as a multiple of the budget.
_SAFETY = 2.0


def us_per_move(view: dict) -> float:
    """The cost model's microseconds per simulated move for this decision: by its rule set
    and its kind (`contract`; `double:` and the contract; the contract's card play)."""
    phase = view["phase"]
    if phase == "contract":
        return _US_PER_MOVE[(view["rules"], phase)]
    contract = view["contract"].partition(":")[0]
    kind = f"double:{contract}" if phase == "double" else contract
    return _US_PER_MOVE[(view["rules"], kind)]


# Whether to draw another sample: (samples done, modelled cost so far in moves,
# microseconds per move for this kind of decision) -> bool.
More = Callable[[int, float, float], bool]
