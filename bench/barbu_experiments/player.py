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

import random
import time

from bench.barbu_experiments.endgame import cards_left, solve
from bench.barbu_experiments.likelihood import play_weight, played_cards
from games.barbu.rulesets import RULE_SETS
from games.barbu.sampling import Sampler, knowledge
from games.barbu.state import PASS, PLAY_PREFIX
from games.barbu.strong import StrongPlayer
from games.barbu.strong.budget import _FITTED_COST, _PLAYOUT_COST, _SAMPLE_COST, _US_PER_MOVE
from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.fitted import MODELS
from games.barbu.strong.player import _clearly_better, _settled
from games.barbu.strong.policies import _domino_policy, _trick_policy
from games.barbu.strong.simulator import Sim, TrickSim, _root


class ExperimentPlayer(StrongPlayer):
    """The shipped player, with `endgame` and `weighting` (see the module docstring)."""

    def __init__(
        self,
        budget_ms: int = 500,
        samples: int | None = None,
        *,
        safety: bool = True,
        endgame: int = 0,
        weighting: int = 0,
    ) -> None:
        super().__init__(budget_ms, samples, safety=safety)
        self.endgame = endgame
        self.weighting = weighting

    def __repr__(self) -> str:
        return (
            f"ExperimentPlayer(budget_ms={self.budget_ms}, samples={self.samples}, "
            f"endgame={self.endgame}, weighting={self.weighting})"
        )

    def _evaluate(
        self, sim: Sim, seat: int, doubles: list[list[int]], sign: float
    ) -> tuple[float, int]:
        if self.endgame and isinstance(sim, TrickSim) and cards_left(sim) <= self.endgame:
            counter = [0]
            # Rules sign (+1 Barbu): each seat of the max-n search wants its own points up.
            points = solve(sim, 1.0 if sign > 0 else -1.0, {}, counter)
            return _settled(list(points), doubles, seat, sign), counter[0]
        return super()._evaluate(sim, seat, doubles, sign)

    def _play(self, view: dict, legal: list[str], rng: random.Random, deadline: float) -> str:
        """`StrongPlayer._play`, each sample weighted by `likelihood.play_weight`."""
        if not self.weighting:
            return super()._play(view, legal, rng, deadline)
        know = knowledge(view)
        sampler = Sampler(know)
        cd = know.codec
        doubles = view.get("doubles", [])
        seat = view["seat"]
        sign = 1.0 if RULE_SETS[view["rules"]].higher_is_better else -1.0
        probe = _root(view, sampler.sample(random.Random(0)))
        if isinstance(probe, TrickSim):
            legal_mask = cd.mask([a[len(PLAY_PREFIX) :] for a in legal])
            in_play = know.unseen
            for c in probe.trick:
                in_play |= 1 << c
            candidates = equivalent_groups(probe, legal_mask, in_play)
            if len(candidates) == 1:
                return PLAY_PREFIX + cd.names[candidates[0]]
            hint = _trick_policy(probe, legal_mask, overtakes=True)
            hint = max(c for c in candidates if c <= hint)
        else:
            candidates = [-1 if a == PASS else cd.ids[a[len(PLAY_PREFIX) :]] for a in legal]
            hint = _domino_policy(probe)
        preferred = candidates.index(hint) if hint in candidates else 0
        totals = [0.0] * len(candidates)
        gains = [0.0] * len(candidates)
        squares = [0.0] * len(candidates)
        done = 0
        spent = 0.0
        kind = "card" if isinstance(probe, TrickSim) else "domino"
        rate = _US_PER_MOVE[(view["rules"], kind)]
        if isinstance(probe, TrickSim) and probe.spec.key in MODELS:
            rate *= _FITTED_COST
        history = None
        if isinstance(probe, TrickSim):
            first, played = played_cards(view, cd.ids)
            if played:
                # The probe's spec: `trick_spec` is cached, so every root's is this one.
                history = probe.spec, first, played
        weight = 1.0
        while self._more(done, spent, rate):
            hands = sampler.sample(rng)
            root = _root(view, hands)
            spent += _SAMPLE_COST
            if history is not None:
                spec, first, played = history
                weight, moves = play_weight(
                    spec, hands, first, played, seat, self.weighting / 100.0
                )
                spent += moves
            values = []
            for c in candidates:
                sim = root.copy()
                sim.play(c)
                value, moves = self._evaluate(sim, seat, doubles, sign)
                values.append(value)
                spent += moves + _PLAYOUT_COST
            for j, value in enumerate(values):
                totals[j] += weight * value
                gain = value - values[preferred]
                gains[j] += gain
                squares[j] += gain * gain
            done += 1
            if time.perf_counter() > deadline:
                break
        self.last_samples = done
        best = max(range(len(candidates)), key=lambda j: (totals[j], j == preferred, -j))
        if (
            kind == "domino"
            and self.domino_confidence
            and best != preferred
            and not _clearly_better(gains[best], squares[best], done, self.domino_confidence / 10)
        ):
            best = preferred
        c = candidates[best]
        return PASS if c < 0 else PLAY_PREFIX + cd.names[c]
