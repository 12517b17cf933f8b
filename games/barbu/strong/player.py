"""The strong player itself: `StrongPlayer`, and its card play by sampling and playouts.

From its own view only, the player works out what it knows of the hidden
cards (`sampling.knowledge`: cards played, voids, trump duties, heart leads,
domino passes, hand sizes) and draws complete deals of the unseen cards
uniformly among those consistent with it (`sampling.Sampler`). On each deal,
every legal card is played and the deal is finished by the playout policy for
all four seats (`policies._finish`); the card with the best mean result for
this seat wins. The same deals serve every candidate (common random numbers),
and cards that are equivalent (adjacent in a suit once the played cards are
removed, same points) are evaluated once.

Its strength against the rule-based player, by samples per decision:
docs/decisions/barbu-strong-card-play.md.

Contracts and doubles are chosen in `bidding`, on the same kind of samples;
how many samples a decision gets is the cost model's business (`budget`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from games.barbu.rulesets import RULE_SETS
from games.barbu.sampling import Sampler, knowledge
from games.barbu.state import PASS, PLAY_PREFIX
from games.barbu.strong.bidding import choose_contract, choose_doubles
from games.barbu.strong.budget import (
    _MAX_SAMPLES,
    _MIN_SAMPLES,
    _PLAYOUT_COST,
    _SAFETY,
    _SAMPLE_COST,
    us_per_move,
)
from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.policies import _domino_policy, _finish, _trick_policy
from games.barbu.strong.simulator import Sim, TrickSim, _root

# A sampled deal (a bitmask per seat) -> how much it counts, and the moves simulated to
# find that out (`StrongPlayer._weighing`).
Weigher = Callable[[list[int]], tuple[float, int]]

# In Domino(es), how far (tenths of a standard error) a card's mean gain over the
# playout policy's card must stand out of its noise to be played instead.
_DOMINO_CONFIDENCE = 20


def _settled(scores: list[int], doubles: list[list[int]], seat: int, sign: float) -> float:
    """This seat's deal total after the doubles, as a utility (+ good)."""
    total = scores[seat]
    for a, b, level in doubles:
        if a == seat:
            total += (scores[a] - scores[b]) * level
        elif b == seat:
            total -= (scores[a] - scores[b]) * level
    return sign * total


class StrongPlayer:
    """A `choose(view, legal, rng) -> action` player that searches within a budget.

    `samples` fixes the number of sampled deals per decision (deterministic and
    machine-independent; for tests and analysis). Otherwise the budget in
    milliseconds becomes a number of samples through the cost model (still
    deterministic), with a wall-clock safety stop at `_SAFETY` x the budget;
    `safety=False` drops that stop, so that a benchmark on a loaded machine gets
    exactly the samples the cost model grants. Plain attributes only: instances
    pickle, so a process pool can run them.

    Its card play: a card of the current trick between two of ours keeps them
    apart as candidates (`candidates.equivalent_groups`); the playouts follow
    under a later player's forced overtake where a trick itself costs points
    (`simulator.overtake_floor`), and in No Hearts lead and follow by the models
    fitted to this player's own choices (`fitted`; the cost model charges each
    contract's moves at their own rate, so a budget buys fewer of those). In
    Domino(es), the playout policy's own card is left only for a card whose mean
    gain over it, sample by sample, exceeds `domino_confidence` tenths of its
    standard error: one card seldom changes a Domino's finishing order, so the
    best mean of a few dozen samples is often noise. Contracts and doubles:
    `bidding`. What was measured and chosen: docs/decisions/barbu-strong-card-play.md.
    """

    def __init__(
        self, budget_ms: int = 500, samples: int | None = None, *, safety: bool = True
    ) -> None:
        if budget_ms <= 0:
            raise ValueError("budget_ms must be positive")
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.budget_ms = int(budget_ms)
        self.samples = samples
        self.safety = safety
        self.domino_confidence = _DOMINO_CONFIDENCE
        # What the last decision used (for benchmarks): samples, and the modelled cost in
        # microseconds (`budget`), which `bench.ai` sets beside the CPU time measured.
        self.last_samples = 0
        self.last_cost_us = 0.0

    def __repr__(self) -> str:
        return f"{type(self).__name__}(budget_ms={self.budget_ms}, samples={self.samples})"

    def __call__(self, view: dict, legal: list[str], rng: random.Random) -> str:
        self.last_samples = 0
        self.last_cost_us = 0.0
        if len(legal) == 1:
            return legal[0]
        local = random.Random(rng.getrandbits(64))
        # A fixed sample count is deterministic whatever the load: no safety stop then.
        deadline = time.perf_counter() + _SAFETY * self.budget_ms / 1000.0
        if self.samples is not None or not self.safety:
            deadline = float("inf")
        phase = view["phase"]
        if phase == "contract":
            action, self.last_samples = choose_contract(view, legal, local, deadline, self._more)
            return action
        if phase == "double":
            action, self.last_samples = choose_doubles(view, legal, local, deadline, self._more)
            return action
        return self._play(view, legal, local, deadline)

    def _more(self, done: int, spent: float, rate: float) -> bool:
        """Whether to draw another sample, `spent` being the modelled cost so far (in moves).

        The cost is counted in simulated moves, which depend only on the view and
        the rng: the number of samples is deterministic, and yet follows how long
        the playouts really are (a No King deal often stops at the third trick).
        `rate` is the cost model's microseconds per move for this kind of decision.
        """
        self.last_cost_us = spent * rate
        if self.samples is not None:
            return done < self.samples
        if done < _MIN_SAMPLES:
            return True
        return done < _MAX_SAMPLES and spent * rate < self.budget_ms * 1000.0

    def _evaluate(
        self, sim: Sim, seat: int, doubles: list[list[int]], sign: float
    ) -> tuple[float, int]:
        """One candidate on one sampled deal, its card just played: (utility, moves simulated).

        A method so that the variants measured against it (`bench/search.py`,
        `bench/barbu_experiments`) can replace it without living here.
        """
        scores, moves = _finish(sim, fitted=True, overtakes=True)
        return _settled(scores, doubles, seat, sign), moves

    def _card_rate(self, view: dict) -> float:
        """The cost model's microseconds per move of this card decision's playouts.

        A method so that a variant whose playouts cost more (`bench/barbu_experiments`)
        is charged its own rate, and gets no more CPU than this player.
        """
        return us_per_move(view)

    def _weighing(self, view: dict, probe: Sim) -> Weigher | None:
        """How much each sampled deal of this decision counts: None, all alike; else a
        function of the sampled hands giving (weight, moves simulated to find it).

        A method so that the sample weighting measured against this player
        (`bench/barbu_experiments`) can be added without living here.
        """
        return None

    def _play(self, view: dict, legal: list[str], rng: random.Random, deadline: float) -> str:
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
            # The representative of the hint's group: the highest one not above it.
            hint = max(c for c in candidates if c <= hint)
        else:
            candidates = [-1 if a == PASS else cd.ids[a[len(PLAY_PREFIX) :]] for a in legal]
            hint = _domino_policy(probe)
        # Exact ties (common: several cards lose the same way on every sample) go to
        # the policy's choice, whose heuristics see risks the samples may not show.
        preferred = candidates.index(hint) if hint in candidates else 0
        totals = [0.0] * len(candidates)
        # Each candidate's gain over the policy's card on the same sampled deal, summed
        # and squared: the paired test of `domino_confidence`.
        gains = [0.0] * len(candidates)
        squares = [0.0] * len(candidates)
        done = 0
        spent = 0.0
        kind = "card" if isinstance(probe, TrickSim) else "domino"
        rate = self._card_rate(view)
        weigh = self._weighing(view, probe)
        weight = 1.0
        while self._more(done, spent, rate):
            hands = sampler.sample(rng)
            root = _root(view, hands)
            spent += _SAMPLE_COST
            if weigh is not None:
                weight, moves = weigh(hands)
                spent += moves
            values = []
            for c in candidates:
                sim = root.copy()
                sim.play(c)
                value, moves = self._evaluate(sim, seat, doubles, sign)
                values.append(value)
                spent += moves + _PLAYOUT_COST
            for j, value in enumerate(values):
                totals[j] += weight * value  # x * 1.0 is x: unweighted sums are unchanged
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


def _clearly_better(gain: float, square: float, n: int, z: float) -> bool:
    """Whether a mean gain of `gain / n` over `n` paired samples exceeds `z` standard
    errors (a gain seen on too few samples to estimate its spread does not)."""
    if n < 2 or gain <= 0:
        return False
    mean = gain / n
    variance = max(0.0, (square - n * mean * mean) / (n - 1))
    return mean > z * (variance / n) ** 0.5


def make_strong_player(budget_ms: int = 500, samples: int | None = None) -> StrongPlayer:
    """The strong player with a time budget per decision (see `StrongPlayer`)."""
    return StrongPlayer(budget_ms, samples)


strong_player = make_strong_player(500)
