"""The strong computer player of the Barbu table (Barbu and Marley's Guillotine).

Method: perfect-information Monte Carlo ("determinization"), with fast
heuristic playouts. From its own view only, the player draws complete deals of
the unseen cards consistent with what it has seen (`games.barbu.sampling`),
plays each choice out on every deal with a greedy policy for all four seats,
and takes the choice with the best mean result. What was measured and chosen:
docs/decisions/barbu-strong-card-play.md and docs/decisions/barbu-strong-bidding.md.

The modules, by concern:

- `simulator`: a lean simulator of a deal on bitmasks (`TrickSim`,
  `DominoSim`), much faster than the engine for a playout.
- `policies`: the greedy playout policies, and `_finish`, one playout.
- `fitted`: No Hearts' leads and follows in the playouts, by models fitted to
  the player's own choices.
- `candidates`: one legal card per class of interchangeable cards.
- `player`: `StrongPlayer`, its card play by sampling and playouts.
- `bidding`: contract choice and doubles, on the same kind of samples.
- `budget`: the cost model that turns a time budget into a sample count, so
  that a decision depends on the view and the rng only.

Experiment code lives in `bench/`: the variants measured against this player
and not kept (`bench/search.py`, `bench/barbu_experiments`), the player of a
pinned commit that the per-contract duplicate compares with
(`bench/barbu_experiments/pinned.py`), and the fits of the contract tables
(`bench/baselines.py`) and of the playout models (`bench/fit_playouts.py`).

How the bot calls it: ``strong_player(view, legal, rng)`` like any player (see
`players`), with ``view = state.view(seat)`` and ``legal =
state.legal_actions(seat)``. A `StrongPlayer` is a small picklable object, so
``await loop.run_in_executor(pool, strong_player, view, legal, rng)`` with a
`concurrent.futures.ProcessPoolExecutor` keeps the event loop free; pass a
``random.Random`` derived from the table (e.g. its seed and the number of
actions so far), since the worker advances its own copy of the rng. A Hint
button is the same call with the human seat's view.
"""

from games.barbu.strong.player import StrongPlayer, make_strong_player, strong_player
from games.barbu.strong.simulator import DominoSim, TrickSim

__all__ = ["DominoSim", "StrongPlayer", "TrickSim", "make_strong_player", "strong_player"]
