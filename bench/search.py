"""The search variant of the strong Barbu player, kept to reproduce a measurement.

`SearchPlayer` is the strong player with paranoid alpha-beta on each sampled
deal in place of the playout for each candidate card (the other three seats
minimize this seat's result, searched to the end of the trick and
`search_depth` more tricks, then a playout per leaf); its contracts and doubles
are the strong player's own. It sees far fewer deals in the same time, and it
lost to flat playouts, so the player in `games.barbu.strong` keeps those:

    python -m bench.duplicate --rules barbu --deals 56 --a search --b strong --budget-ms 50

(`bench/ai.py --search-depth` times it.) Results: bench/results/search.md.
"""

from __future__ import annotations

from games.barbu.strong import StrongPlayer, TrickSim
from games.barbu.strong.player import _settled
from games.barbu.strong.policies import _domino_policy, _finish, _trick_policy
from games.barbu.strong.simulator import Sim, _bits


def _search(
    sim: Sim,
    seat: int,
    depth: int,
    alpha: float,
    beta: float,
    doubles: list[list[int]],
    sign: float,
    counter: list[int],
) -> float:
    """Paranoid alpha-beta on one deal: `seat` maximizes its result, the others minimize it.

    Searched to the end of the current trick and `depth` more tricks (domino:
    `depth` rounds of moves), then finished by a policy playout at each leaf.
    `counter[0]` adds up the simulated moves, for the cost model.
    """
    if sim.over or sim.finished_early():
        return _settled(sim.scores(), doubles, seat, sign)
    trick_game = isinstance(sim, TrickSim)
    if depth < 0 or (trick_game and depth == 0 and not sim.trick):  # type: ignore[union-attr]
        scores, moves = _finish(sim.copy())
        counter[0] += moves
        return _settled(scores, doubles, seat, sign)
    if trick_game:
        moves_here = _bits(sim.legal())  # type: ignore[union-attr]
        first = _trick_policy(sim, sim.legal())  # type: ignore[arg-type, union-attr]
    else:
        moves_here = sim.moves()  # type: ignore[union-attr]
        first = _domino_policy(sim)  # type: ignore[arg-type]
    moves_here.sort(key=lambda c: c != first)  # the policy's move first: earlier cut-offs
    maximizing = sim.turn == seat
    best = -1e18 if maximizing else 1e18
    for c in moves_here:
        child = sim.copy()
        child.play(c)
        counter[0] += 1
        if trick_game:
            next_depth = depth - 1 if child.index > sim.index else depth  # type: ignore[union-attr]
        else:
            next_depth = depth - 1 if child.turn != sim.turn and child.turn == seat else depth
        value = _search(child, seat, next_depth, alpha, beta, doubles, sign, counter)
        if maximizing:
            if value > best:
                best = value
            alpha = max(alpha, value)
        else:
            if value < best:
                best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


class SearchPlayer(StrongPlayer):
    """The strong player with paranoid alpha-beta for its cards (see the module docstring)."""

    def __init__(
        self, budget_ms: int = 500, samples: int | None = None, search_depth: int = 0
    ) -> None:
        super().__init__(budget_ms, samples)
        # To the end of the current trick and that many more tricks, then playouts.
        self.search_depth = search_depth

    def __repr__(self) -> str:
        return (
            f"SearchPlayer(budget_ms={self.budget_ms}, samples={self.samples}, "
            f"search_depth={self.search_depth})"
        )

    def _evaluate(
        self, sim: Sim, seat: int, doubles: list[list[int]], sign: float
    ) -> tuple[float, int]:
        counter = [0]
        value = _search(sim, seat, self.search_depth, -1e18, 1e18, doubles, sign, counter)
        return value, counter[0]


def make_search_player(
    budget_ms: int = 500, samples: int | None = None, search_depth: int = 0
) -> SearchPlayer:
    """The search variant with a time budget (or a fixed sample count) per decision."""
    return SearchPlayer(budget_ms, samples, search_depth)
