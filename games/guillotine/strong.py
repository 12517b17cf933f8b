"""The strong computer player of Guillotine: it samples what it cannot see and plays each
choice out.

Method: determinisation (perfect-information Monte Carlo), as Barbu's strong player
(`games.barbu.strong`). From its own view only, the player deals the hidden cards at
random consistently with it (`GuillotineState.from_view`: the other hands, the order
of both decks) and, on every such deal, applies each candidate and plays the game on
with the rule-based player (`players.rule_based_player`) in every seat, its own
included, until its own next turn has ended (or, in the finale, to the end). The
candidate with the best mean value wins; every candidate is played out from the same
deals with the same playout generators (common random numbers), so that the
comparison is not drowned in the luck of the deal.

- The action step: the candidates are the rule-based player's `TOP` best actions by
  its own one-turn estimate (`players.action_values`); a hand may offer dozens of
  actions (Opinionated Guards alone 24), too many to play out. Equal means go to the
  better-ranked one.
- The Wait a Moment! window: `wait` against `skip`, played out the same way.
- The value at the horizon is the rule-based player's (`players.outcome_value`:
  points gained, the nobles the line holds for the next collectors, cards in hand,
  mine against the others', weighted towards the leaders), plus `WIN_BONUS` times my
  share of the win when the game ended within the horizon.
- The end-of-game cards: each card or Done, then the rest of the finale played by the
  rule-based player for everybody (the others' hidden end-of-game cards included),
  valued by the final standing (`players._standing`: my share of the win, then margins).
- The `choose:` decisions: the rule-based player's rules (a decision in progress is not
  rebuilt from a view).

Budget: `StrongPlayer(budget_ms)` counts its cost in *units* (one engine action
applied, one action weighed by a rule-based decision, `_SAMPLE_COST` a deal) and
stops drawing deals once the modelled cost (`_US_PER_UNIT` microseconds a unit,
calibrated with `python -m bench.ai --game guillotine`) reaches the budget: the
number of deals depends only on the view and the rng, so a decision is deterministic
whatever the machine's load, and the median decision uses its budget of CPU.
A wall-clock safety stop (`_SAFETY`) only acts on an overloaded machine: then timing
changes the result, the price of a bound on how long a table waits.
`StrongPlayer(samples=n)` fixes the number of deals instead (tests, benchmarks).

It sees only its view (`view`, `legal`, `rng`): nothing of the true hidden state
reaches it. Instances are small and picklable, so the bot's worker processes run it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from games import places
from games.guillotine.players import (
    _card_value,
    _opponent_weights,
    _standing,
    action_values,
    outcome_value,
    rule_based_player,
)
from games.guillotine.state import GuillotineState

# Candidates of the action step played out: the rule-based player's best few.
TOP = 4
# What a share of the win is worth, in points, when the game ends within the horizon.
WIN_BONUS = 10.0

# Cost model: microseconds of CPU per unit, by decision kind, and the bounds on deals.
# Calibrated with `python -m bench.ai --game guillotine` so that the median decision
# uses its whole budget of CPU. The figures: docs/decisions/strong-player-budgets.md.
_US_PER_UNIT: dict[str, float] = {"action": 44.0, "window": 42.0, "finale": 14.0}
# A deal's own cost in units (dealing the hidden cards, the copies): it matters where the
# playouts are short (the finale).
_SAMPLE_COST = 10.0
_MIN_SAMPLES = 2
_MAX_SAMPLES = 4000
# The wall-clock safety stop, as a multiple of the budget: no deal is begun that would
# end after it, at the mean pace of the deals so far (only an overloaded machine reaches
# it: the budget is the median's CPU, and a slow decision may take 1.5 times it).
_SAFETY = 2.0

# How a playout stops: (the simulated state) -> True when the horizon is reached.
Stop = Callable[[GuillotineState], bool]


def decision_kind(view: dict) -> str:
    """The kind of a decision, as `bench.ai` reports them: action, window, finale, choose."""
    phase = view["phase"]
    return "window" if phase == "collect" else phase


class StrongPlayer:
    """A `choose(view, legal, rng) -> action` player that plays its choices out, within a
    budget (see the module docstring). Plain attributes only: instances pickle."""

    def __init__(self, budget_ms: int = 500, samples: int | None = None) -> None:
        if budget_ms <= 0:
            raise ValueError("budget_ms must be positive")
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.budget_ms = int(budget_ms)
        self.samples = samples
        # What the last decision used (for benchmarks): deals, and the modelled cost in
        # microseconds, which `bench.ai` sets beside the CPU time measured.
        self.last_samples = 0
        self.last_cost_us = 0.0

    def __repr__(self) -> str:
        return f"{type(self).__name__}(budget_ms={self.budget_ms}, samples={self.samples})"

    def __call__(self, view: dict, legal: list[str], rng: random.Random) -> str:
        self.last_samples, self.last_cost_us = 0, 0.0
        if len(legal) == 1:
            return legal[0]
        kind = decision_kind(view)
        if kind not in _US_PER_UNIT:
            return rule_based_player(view, legal, rng)  # a `choose:` decision
        began = time.perf_counter()
        local = random.Random(rng.getrandbits(64))
        spent = 0.0
        if kind == "action":
            candidates = [a for a in legal if not a.startswith("discard:")]
            values = action_values(view, candidates, local)
            spent += len(candidates)
            ranked = sorted(range(len(candidates)), key=lambda j: -values[j])
            candidates = [candidates[j] for j in ranked[:TOP]]
        else:
            candidates = list(legal)
        if len(candidates) == 1:
            return candidates[0]
        return self._search(view, kind, candidates, local, spent, began)

    def _search(
        self,
        view: dict,
        kind: str,
        candidates: list[str],
        rng: random.Random,
        spent: float,
        began: float,
    ) -> str:
        me = view["seat"]
        stop = _horizon(view)
        value = _finale_value(me) if kind == "finale" else _turns_value(view)
        limit = self.budget_ms * 1000.0 / _US_PER_UNIT[kind]  # the budget, in units
        deadline = began + _SAFETY * self.budget_ms / 1000.0
        totals = [0.0] * len(candidates)
        done = 0
        while self._more(done, spent, limit):
            base = GuillotineState.from_view(view, rng)
            seed = rng.getrandbits(32)
            spent += _SAMPLE_COST
            for j, action in enumerate(candidates):
                sim = base.copy()
                sim.apply(me, action)
                spent += 1 + _play_on(sim, seed, stop)
                totals[j] += value(sim)
            done += 1
            now = time.perf_counter()
            if self.samples is None and now + (now - began) / done > deadline:
                break
        self.last_samples, self.last_cost_us = done, spent * _US_PER_UNIT[kind]
        best = max(range(len(candidates)), key=lambda j: (totals[j], -j))
        return candidates[best]

    def _more(self, done: int, spent: float, limit: float) -> bool:
        """Whether to draw another deal: a fixed count, or while the budget would end
        nearer after the next one (costing about the mean of those so far) than before it:
        a deal may cost a tenth of the budget, and the budget is meant as the median."""
        if self.samples is not None:
            return done < self.samples
        if done < _MIN_SAMPLES:
            return True
        return done < _MAX_SAMPLES and spent * (done + 0.5) / done <= limit


def make_strong_player(budget_ms: int = 500, samples: int | None = None) -> StrongPlayer:
    """The strong player with a time budget per decision (see `StrongPlayer`)."""
    return StrongPlayer(budget_ms, samples)


strong_player = make_strong_player(500)


# ------------------------------------------------------------------ playouts


def _horizon(view: dict) -> Stop:
    """Where a playout stops: the end of the game in the finale; otherwise once my own
    next turn has ended (the turn counter of a state from a view starts at 0 on the turn
    in progress)."""
    if view["phase"] == "finale":
        return lambda sim: sim.is_over
    n = view["players"]
    ahead = (view["seat"] - view["turn"]) % n or n  # turns until mine begins
    return lambda sim: sim.is_over or sim.turns > ahead


def _play_on(sim: GuillotineState, seed: int, stop: Stop) -> int:
    """The rule-based player in every seat until `stop`; the cost in units.

    The table's protocol (`players.play_game`): in the window the holders of Wait a
    Moment! are asked first, then the active seat collects.
    """
    rngs = [random.Random(seed * 8 + seat) for seat in range(sim.players)]
    cost = 0
    while not stop(sim):
        actors = sim.actors()
        for seat in [*actors[1:], actors[0]]:
            if seat not in sim.actors():
                continue
            legal = sim.legal_actions(seat)
            if len(legal) > 1:
                view = sim.view(seat)
                sim.apply(seat, rule_based_player(view, legal, rngs[seat]))
                # The action step and the finale weigh every legal action.
                cost += len(legal) if view["phase"] in ("action", "finale") else 1
            else:
                sim.apply(seat, legal[0])
            cost += 1
    return cost


def _turns_value(view: dict) -> Callable[[GuillotineState], float]:
    """The value of a playout's end for the action step and the window."""
    me = view["seat"]
    card_value = _card_value(view)
    weights = _opponent_weights(view)

    def value(sim: GuillotineState) -> float:
        result = outcome_value(sim, me, view, card_value, weights)
        if sim.is_over:
            ranks = places(sim.scores)
            if ranks[me] == 1:
                result += WIN_BONUS / ranks.count(1)
        return result

    return value


def _finale_value(me: int) -> Callable[[GuillotineState], float]:
    return lambda sim: _standing(sim.scores, me)
