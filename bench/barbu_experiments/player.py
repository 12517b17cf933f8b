"""The strong Barbu player with the experiments measured against it and not kept.

`ExperimentPlayer` is the shipped `StrongPlayer` with two switches, both off by
default (and then it plays exactly as the shipped player does):

- `endgame`: once no hand holds more than this many cards, a sampled deal is
  finished by exact max-n play (`endgame.solve`) instead of a playout;
- `weighting`: each sampled deal counts in proportion to how likely it makes the
  others' plays so far (`likelihood.play_weight`), a play the playout policy
  would not have made weighing `weighting` percent.

`bench.duplicate` names it `strong:endgame=3`, `strong:weighting=30`. What they
were worth: docs/decisions/barbu-strong-card-play.md.
"""

from __future__ import annotations

from bench.barbu_experiments.distilled import ROUNDS
from bench.barbu_experiments.endgame import cards_left, solve
from bench.barbu_experiments.likelihood import play_weight, played_cards
from games.barbu.sampling import knowledge
from games.barbu.strong import StrongPlayer
from games.barbu.strong.player import Weigher, _settled
from games.barbu.strong.policies import _finish
from games.barbu.strong.simulator import Sim, TrickSim


class ExperimentPlayer(StrongPlayer):
    """The shipped player, with `endgame`, `weighting` and `distilled` (see the module
    docstring)."""

    def __init__(
        self,
        budget_ms: int = 500,
        samples: int | None = None,
        *,
        safety: bool = True,
        endgame: int = 0,
        weighting: int = 0,
        distilled: int = 0,
    ) -> None:
        super().__init__(budget_ms, samples, safety=safety)
        self.endgame = endgame
        self.weighting = weighting
        self.distilled = distilled

    def __repr__(self) -> str:
        return (
            f"ExperimentPlayer(budget_ms={self.budget_ms}, samples={self.samples}, "
            f"endgame={self.endgame}, weighting={self.weighting}, distilled={self.distilled})"
        )

    def _evaluate(
        self, sim: Sim, seat: int, doubles: list[list[int]], sign: float
    ) -> tuple[float, int]:
        if self.endgame and isinstance(sim, TrickSim) and cards_left(sim) <= self.endgame:
            counter = [0]
            # Rules sign (+1 Barbu): each seat of the max-n search wants its own points up.
            points = solve(sim, 1.0 if sign > 0 else -1.0, {}, counter)
            return _settled(list(points), doubles, seat, sign), counter[0]
        if self.distilled:
            models = ROUNDS[self.distilled].models
            scores, moves = _finish(sim, fitted=True, overtakes=True, models=models)
            return _settled(scores, doubles, seat, sign), moves
        return super()._evaluate(sim, seat, doubles, sign)

    def _card_rate(self, view: dict) -> float:
        """With `distilled`: the round's rate for its contract, where it has one."""
        key = (view["rules"], view["contract"].partition(":")[0])
        if self.distilled and key in ROUNDS[self.distilled].rates:
            return ROUNDS[self.distilled].rates[key]
        return super()._card_rate(view)

    def _weighing(self, view: dict, probe: Sim) -> Weigher | None:
        """With `weighting`: each sampled deal weighed by `likelihood.play_weight`."""
        if not self.weighting or not isinstance(probe, TrickSim):
            return None
        first, played = played_cards(view, knowledge(view).codec.ids)
        if not played:
            return None
        # The probe's spec: `trick_spec` is cached, so every root's is this one.
        spec, seat, share = probe.spec, view["seat"], self.weighting / 100.0

        def weigh(hands: list[int]) -> tuple[float, int]:
            return play_weight(spec, hands, first, played, seat, share)

        return weigh
