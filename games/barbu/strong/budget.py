"""The strong player's cost model: how a time budget becomes a number of samples.

`make_strong_player(budget_ms)` turns the budget into a *number of samples*
with a fixed cost model (`_US_PER_MOVE` microseconds of CPU per simulated
move, calibrated on the development machine with `bench/ai.py`): sampling
stops once the moves actually simulated reach `_FILL` percent of the budget
(so that the 95th percentile of the decisions stays within it). The moves depend
only on the view and the rng, so a decision is deterministic and does not
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
# with the sampling and set-up overheads below counted in the same unit; per rule
# set and decision kind, calibrated with `python -m bench.ai` on the development
# machine. The figures: docs/decisions/strong-player-budgets.md.
_US_PER_MOVE: dict[tuple[str, str], float] = {
    ("barbu", "card"): 3.0,
    ("barbu", "domino"): 2.7,
    ("barbu", "contract"): 4.5,
    ("barbu", "double"): 3.4,
    ("marley", "card"): 2.2,
    ("marley", "domino"): 2.5,
    ("marley", "contract"): 3.5,
}
# A move of the fitted playouts (`fitted`, No Hearts) costs this many times a greedy one
# (docs/decisions/barbu-strong-card-play.md).
_FITTED_COST = 2.0
# Bounds on the samples of one decision: enough to mean something, and no more than
# can matter (late in a deal few distinct deals remain).
_MIN_SAMPLES = 4
_MAX_SAMPLES = 2000
# Fixed costs in the same unit (one simulated move): drawing a deal and setting up
# its root, and starting one playout.
_SAMPLE_COST = 12.0
_PLAYOUT_COST = 2.0
# The wall-clock safety stop, as a multiple of the budget.
_SAFETY = 2.0
# The share of the budget (percent) the cost model fills: decisions vary around it, and
# the budget is meant as the 95th percentile (docs/decisions/strong-player-budgets.md).
_FILL = 80

# Whether to draw another sample: (samples done, modelled cost so far in moves,
# microseconds per move for this kind of decision) -> bool.
More = Callable[[int, float, float], bool]
