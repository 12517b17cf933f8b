"""The strong computer player of the Barbu table (Barbu and Marley's Guillotine).

Method: perfect-information Monte Carlo ("determinization"), with fast
heuristic playouts.

- **Card play.** From its own view only, the player works out what it knows of
  the hidden cards (`sampling.knowledge`: cards played, voids, trump duties,
  heart leads, domino passes, hand sizes) and draws complete deals of the
  unseen cards uniformly among those consistent with it (`sampling.Sampler`).
  On each deal, every legal card is played and the deal is finished by a fast
  perfect-information heuristic policy for all four seats (`_trick_policy`,
  `_domino_policy`); the card with the best mean result for this seat wins.
  The same deals serve every candidate (common random numbers), and cards
  that are equivalent (adjacent in a suit once the played cards are removed,
  same points) are evaluated once.
- **Contracts.** For each contract the declarer may name (trump suits and
  domino ranks pre-filtered to the most promising few), deals of the other
  three hands are sampled and played out from the first card; the value of a
  contract is its mean score *minus its mean for a random hand* (`_BASELINES`),
  because every contract must be played once in the cycle anyway: what counts
  is which one suits this hand better than an average hand would.
- **Doubles.** Deals consistent with the view are played out to estimate, for
  each other seat, the expected difference between the two deal scores, which
  is exactly what a double settles. The player doubles (or redoubles) when that
  edge clears a margin, and pays the doubles it owes on its better hands.

Measured in duplicate against the rule-based player (Barbu, each part alone,
the rest played by the rule-based player): card play +3.3 points per deal at
about 50 samples per decision and +7.1 at about 450; doubles +2.1; contract
choice +0.7, not clearly better than the rule-based player's fitted model
(95% CI [-0.7, +2.1]). The whole player: see `bench/duplicate.py`.

Everything runs on a lean simulator of its own (cards as ints, hands as
bitmasks, `TrickSim` and `DominoSim`): a simulated move with the policy costs
about 3 microseconds, against 60 for the engine and `players.rule_based_player`
on a copy of the state (measured, 18 times); the tests check the simulator
against the engine (same legal cards, seat on turn, trick winners and deal
scores on random deals).

Search versus playouts: paranoid alpha-beta on each sampled deal, measured
against flat playouts at the same budget, did worse (it sees far fewer deals,
and the number of deals is what counts); the variant and the measurement are
in `bench/search.py`.

Budget: `make_strong_player(budget_ms)` turns the budget into a *number of
samples* with a fixed cost model (`_US_PER_MOVE` microseconds of CPU per
simulated move, calibrated on the development machine with `bench/ai.py`):
sampling stops once the moves actually simulated reach the budget. The moves
depend only on the view and the rng, so a decision is deterministic and does
not depend on the machine's load. A wall-clock safety stop at `_SAFETY` times
the budget ends the sampling early on an overloaded machine; only then does
timing change the result. That is the trade-off: determinism (the same view and
rng give the same move, in tests, bug reports and a Hint that agrees with the
computer's own play) against a hard bound on latency;
`make_strong_player(budget_ms, samples=n)` removes the safety stop for fully
deterministic analysis.

How the bot calls it: ``strong_player(view, legal, rng)`` like any player (see
`players`), with ``view = state.view(seat)`` and ``legal =
state.legal_actions(seat)``. A `StrongPlayer` is a small picklable object, so
``await loop.run_in_executor(pool, strong_player, view, legal, rng)`` with a
`concurrent.futures.ProcessPoolExecutor` keeps the event loop free; pass a
``random.Random`` derived from the table (e.g. its seed and the number of
actions so far), since the worker advances its own copy of the rng. A Hint
button is the same call with the human seat's view.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import cache

from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.sampling import Codec, Knowledge, Sampler, codec, domino_order, knowledge
from games.barbu.state import CONTRACT_PREFIX, DOUBLE_PREFIX, PASS, PLAY_PREFIX
from games.cards import SUITS

HEARTS = SUITS.index("H")

# Cost model: microseconds of CPU per simulated move (card or pass, policy included),
# with the sampling and set-up overheads below counted in the same unit; per rule
# set and decision kind, calibrated with `python -m bench.ai` on the development
# machine (2 shared cores, Python 3.11). Measured at 500 ms: median decisions take
# 0.3-0.7 of the budget (Marley's often stop at `_MAX_SAMPLES`), the 95th
# percentile about the budget (0.85-1.2), the slowest under the safety stop.
_US_PER_MOVE: dict[tuple[str, str], float] = {
    ("barbu", "card"): 3.0,
    ("barbu", "domino"): 2.7,
    ("barbu", "contract"): 4.5,
    ("barbu", "double"): 3.4,
    ("marley", "card"): 2.2,
    ("marley", "domino"): 2.5,
    ("marley", "contract"): 3.5,
}
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


# ================================================================ trick games


@dataclass(frozen=True)
class TrickSpec:
    """The constants of one trick contract, for the simulator and the policy."""

    ranks: int
    size: int  # cards per hand = tricks per deal
    suit_of: tuple[int, ...]
    masks: tuple[int, ...]
    above: tuple[int, ...]  # per card: the higher cards of its suit
    below: tuple[int, ...]
    trump: int  # suit index, -1 for none
    must_trump: bool
    heart_rule: bool  # hearts may not be led while other suits are held
    after_discard: bool  # ... unless a heart has been discarded (option)
    points: tuple[int, ...]  # per card, the contract's points for its taker
    trick_points: tuple[int, ...]
    ends: int  # the deal stops once these cards are all taken
    live: int  # cards worth points
    dead_from: int  # from this trick on, tricks themselves are worth nothing
    utility: tuple[float, ...]  # per card, its worth to the taker (+ good; Marley negated)
    trick_utility: tuple[float, ...]
    positive: bool  # tricks are wanted (Trumps, Parlement)
    zero: bool  # no card is worth anything (No Tricks, No Last Two, Trumps)
    bad_cards: tuple[int, ...]  # cards that hurt the taker, worst first


@cache
def trick_spec(rules_name: str, contract: str, options: tuple[tuple[str, str], ...]) -> TrickSpec:
    """Constants for `contract` (e.g. `no-queens`, `trumps:H`) under these options."""
    rules = RULE_SETS[rules_name]
    name, _, arg = contract.partition(":")
    spec = rules.contracts[name]
    cd = codec(rules_name)
    opts = dict(options)
    n = len(cd.names)
    r = cd.ranks
    suit_of = tuple(c // r for c in range(n))
    above = tuple(cd.suit_masks[c // r] & ~((2 << c) - 1) for c in range(n))
    below = tuple(cd.suit_masks[c // r] & ((1 << c) - 1) for c in range(n))
    points = tuple(spec.card_points.get(cd.names[c], 0) for c in range(n))
    trick_points = spec.trick_points or (0,) * rules.hand_size
    sign = 1.0 if rules.higher_is_better else -1.0
    utility = tuple(sign * p for p in points)
    trick_utility = tuple(sign * p for p in trick_points)
    live = 0
    for c in range(n):
        if points[c]:
            live |= 1 << c
    dead_from = rules.hand_size
    while dead_from > 0 and trick_points[dead_from - 1] == 0:
        dead_from -= 1
    bad = sorted((c for c in range(n) if utility[c] < 0), key=lambda c: (utility[c], -c))
    return TrickSpec(
        ranks=r,
        size=rules.hand_size,
        suit_of=suit_of,
        masks=cd.suit_masks,
        above=above,
        below=below,
        trump=SUITS.index(arg) if name == "trumps" else -1,
        must_trump=opts.get("discard") == "must-trump",
        heart_rule=spec.no_heart_leads,
        after_discard=opts.get("heart_lead") == "after-discard",
        points=points,
        trick_points=tuple(trick_points),
        ends=cd.mask(sorted(spec.ends_when_taken)),
        live=live,
        dead_from=dead_from,
        utility=utility,
        trick_utility=trick_utility,
        positive=sum(utility) + sum(trick_utility) > 0,
        zero=not live,
        bad_cards=tuple(bad),
    )


class TrickSim:
    """A trick deal in progress, lean: the engine's rules on bitmasks, nothing else."""

    __slots__ = (
        "best",
        "broken",
        "hands",
        "index",
        "led",
        "over",
        "points",
        "spec",
        "taken",
        "trick",
        "turn",
        "winner",
    )

    def __init__(self, spec: TrickSpec, hands: list[int], leader: int) -> None:
        self.spec = spec
        self.hands = hands
        self.turn = leader
        self.trick: list[int] = []
        self.led = self.best = self.winner = -1
        self.index = 0
        self.points = [0] * SEATS
        self.broken = False
        self.taken = 0
        self.over = False

    def copy(self) -> TrickSim:
        new = TrickSim.__new__(TrickSim)
        new.spec = self.spec
        new.hands = self.hands[:]
        new.turn = self.turn
        new.trick = self.trick[:]
        new.led = self.led
        new.best = self.best
        new.winner = self.winner
        new.index = self.index
        new.points = self.points[:]
        new.broken = self.broken
        new.taken = self.taken
        new.over = self.over
        return new

    def legal(self) -> int:
        """The cards the seat on turn may play, as a bitmask."""
        sp = self.spec
        h = self.hands[self.turn]
        if not self.trick:
            if sp.heart_rule and not (self.broken and sp.after_discard):
                rest = h & ~sp.masks[HEARTS]
                if rest:
                    return rest
            return h
        led = self.led
        follow = h & sp.masks[led]
        trump = sp.trump
        if trump < 0:
            return follow or h
        best_trump = self.best if sp.suit_of[self.best] == trump else -1
        if follow:
            if led == trump:
                return (follow & sp.above[best_trump]) or follow
            return follow
        trumps = h & sp.masks[trump]
        if best_trump >= 0:
            higher = trumps & sp.above[best_trump]
            if higher:
                return higher
        if trumps and sp.must_trump:
            return trumps
        return h

    def play(self, c: int) -> None:
        sp = self.spec
        seat = self.turn
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        suit = sp.suit_of[c]
        if trick:
            if suit == HEARTS and self.led != HEARTS:
                self.broken = True
            best_suit = sp.suit_of[self.best]
            if suit == best_suit:
                if c > self.best:
                    self.best, self.winner = c, seat
            elif suit == sp.trump:
                self.best, self.winner = c, seat
        else:
            self.led, self.best, self.winner = suit, c, seat
        trick.append(c)
        if len(trick) < SEATS:
            self.turn = (seat + 1) % SEATS
            return
        points = sp.points
        winner = self.winner
        self.points[winner] += (
            points[trick[0]]
            + points[trick[1]]
            + points[trick[2]]
            + points[trick[3]]
            + sp.trick_points[self.index]
        )
        taken = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        self.taken |= taken
        self.index += 1
        self.turn = winner
        self.trick = []
        if self.index == sp.size or (
            sp.ends and taken & sp.ends and self.taken & sp.ends == sp.ends
        ):
            self.over = True

    def finished_early(self) -> bool:
        """Nothing left to score: the rest cannot change the points (a playout stops here)."""
        return self.index >= self.spec.dead_from and not (
            (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) & self.spec.live
        )

    def scores(self) -> list[int]:
        return self.points


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _trick_policy(sim: TrickSim, legal: int) -> int:
    """The playout policy: a greedy card for the seat on turn, seeing every hand."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if sim.spec.positive:
        return _wanted_tricks_card(sim, legal)
    return _unwanted_tricks_card(sim, legal)


def _dump_value(sp: TrickSpec, hand: int) -> float:
    """What a void player adds to a trick he cannot win: his worst card for the taker."""
    for c in sp.bad_cards:
        if hand >> c & 1:
            return sp.utility[c]
    return 0.0


def _unwanted_tricks_card(sim: TrickSim, legal: int) -> int:
    """Negative contracts (no trumps): duck under, shed point cards and high cards."""
    sp = sim.spec
    hands = sim.hands
    seat = sim.turn
    mine = hands[seat]
    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~mine
    utility = sp.utility
    below = sp.below
    trick = sim.trick
    if trick:
        value = sp.trick_utility[sim.index]
        for c in trick:
            value += utility[c]
        follow = legal & sp.masks[sim.led]
        if follow:
            best = sim.best
            if value > 0:  # a trick worth taking (Marley's king of hearts)
                over = follow & sp.above[best]
                if over:
                    return _high(over)
            if sp.zero and not sp.trick_utility[sim.index] and sim.index + 3 < sp.size:
                # No Last Two, early: nothing at stake now, so shed the highest card.
                return _high(follow)
            under = follow & below[best]
            if under:
                return _high(under)
            # Every card wins: take it with the least harmful, highest card.
            if sp.zero:
                return _high(follow)
            return max(_bits(follow), key=lambda c: (utility[c], c))
        # Void: give away the worst card, else the most exposed one.
        for c in sp.bad_cards:
            if legal >> c & 1:
                return c
        best_card, best_danger = -1, -1
        while legal:
            low = legal & -legal
            c = low.bit_length() - 1
            legal ^= low
            danger = (below[c] & others).bit_count()
            if danger >= best_danger:
                best_card, best_danger = c, danger
        return best_card
    # Leading: prefer a card some opponent must overtake; else the least harmful win.
    masks = sp.masks
    base = sp.trick_utility[sim.index]
    opponents = [hands[(seat + step) % SEATS] for step in (1, 2, 3)]
    best_card, best_score = -1, -1e9
    for s in range(4):
        mine_s = legal & masks[s]
        if not mine_s:
            continue
        # Cards below some opponent's lowest card in the suit: that opponent must overtake.
        threshold = 0
        for hand in opponents:
            suited = hand & masks[s]
            if suited:
                low = suited & -suited
                if low > threshold:
                    threshold = low
        forced = mine_s & (threshold - 1) if threshold else 0
        rest = mine_s & ~forced
        while forced:
            low = forced & -forced
            c = low.bit_length() - 1
            forced ^= low
            # A point card that must lose is a gift to the taker; high cards are shed.
            score = 0.05 * (below[c] & others).bit_count() - 0.2 * utility[c]
            if score > best_score:
                best_card, best_score = c, score
        if not rest:
            continue
        # Of the cards that may win, only the lowest and the highest are worth a look.
        for c in {_low(rest), _high(rest)}:
            value = base + utility[c]
            for hand in opponents:
                if not hand:
                    continue
                suited = hand & masks[s]
                if suited:
                    under = suited & below[c]
                    if under:
                        value += utility[under.bit_length() - 1]
                else:
                    value += _dump_value(sp, hand)
            score = value - 0.5 + 0.05 * (below[c] & others).bit_count()
            if score > best_score:
                best_card, best_score = c, score
    return best_card


def _cost(sp: TrickSpec, c: int) -> float:
    """How much a card is worth keeping when tricks are wanted (low first)."""
    rank = c % sp.ranks
    value = rank + 2.0 * sp.utility[c]
    if sp.suit_of[c] == sp.trump:
        value += sp.ranks
    return value


def _can_beat(sp: TrickSpec, hand: int, c: int, led: int) -> bool:
    """Whether a player holding `hand` can beat `c`, the best card of a trick led in `led`."""
    follow = hand & sp.masks[led]
    trump = sp.trump
    if sp.suit_of[c] == led:
        if follow:
            return bool(follow & sp.above[c])
        return trump >= 0 and led != trump and bool(hand & sp.masks[trump])
    # c is a trump on a plain suit: only a void player with a higher trump beats it.
    return not follow and bool(hand & sp.masks[trump] & sp.above[c])


def _wanted_tricks_card(sim: TrickSim, legal: int) -> int:
    """Positive contracts: win cheaply with a sure winner, draw trumps, else keep winners."""
    sp = sim.spec
    hands = sim.hands
    seat = sim.turn
    trump = sp.trump
    cards = _bits(legal)
    trick = sim.trick
    if trick:
        best, led = sim.best, sim.led
        best_suit = sp.suit_of[best]
        winners = [
            c
            for c in cards
            if (sp.suit_of[c] == best_suit and c > best)
            or (sp.suit_of[c] == trump and best_suit != trump)
        ]
        if winners:
            later = [hands[(seat + k) % SEATS] for k in range(1, SEATS - len(trick))]
            safe = [c for c in winners if not any(_can_beat(sp, h, c, led) for h in later)]
            if safe:
                return min(safe, key=lambda c: _cost(sp, c))
        return min(cards, key=lambda c: _cost(sp, c))
    opponents = [hands[(seat + k) % SEATS] for k in (1, 2, 3)]
    trumps_out = trump >= 0 and any(h & sp.masks[trump] for h in opponents)
    sure = [c for c in cards if not any(_can_beat(sp, h, c, sp.suit_of[c]) for h in opponents)]
    if sure:
        # Draw the trumps first while the others hold some: they would ruff our winners.
        return max(sure, key=lambda c: ((sp.suit_of[c] == trump) == trumps_out, c))
    mine = hands[seat]
    plain = [c for c in cards if sp.suit_of[c] != trump] or cards
    # A low card of a short suit: lose the trick cheaply and head for a void.
    return min(plain, key=lambda c: ((mine & sp.masks[sp.suit_of[c]]).bit_count(), _cost(sp, c)))


# ================================================================ domino


@dataclass(frozen=True)
class DominoSpec:
    ranks: int
    masks: tuple[int, ...]
    index: tuple[int, ...]  # per card, its place in the domino order of its suit
    bit: tuple[tuple[int, ...], ...]  # [suit][index] -> card bit
    up: tuple[int, ...]  # per card, the cards of its suit above it in domino order
    down: tuple[int, ...]
    aces: int
    scores: tuple[int, ...]  # by finishing order; play stops when len - 1 are out
    ace_bonus: bool
    sign: float  # + when higher scores are better


@cache
def domino_spec(rules_name: str, options: tuple[tuple[str, str], ...]) -> DominoSpec:
    rules = RULE_SETS[rules_name]
    cd = codec(rules_name)
    opts = dict(options)
    order = domino_order(rules_name, opts)
    index = tuple(order.index(name[0]) for name in cd.names)
    bit = tuple(tuple(1 << cd.ids[rank + suit] for rank in order) for suit in SUITS)
    up = []
    down = []
    for c in range(len(cd.names)):
        s = c // cd.ranks
        up.append(sum(bit[s][j] for j in range(index[c] + 1, cd.ranks)))
        down.append(sum(bit[s][j] for j in range(index[c])))
    defaults = {key: values[0] for key, values in rules.options.items()}
    return DominoSpec(
        ranks=cd.ranks,
        masks=cd.suit_masks,
        index=index,
        bit=bit,
        up=tuple(up),
        down=tuple(down),
        aces=cd.mask([f"A{s}" for s in SUITS]),
        scores=rules.domino_scores({**defaults, **opts}),
        ace_bonus=rules.ace_bonus,
        sign=1.0 if rules.higher_is_better else -1.0,
    )


class DominoSim:
    """A Domino(es) deal in progress, lean. Moves are card ints, -1 for `pass`."""

    __slots__ = ("ace_ok", "base", "bonus", "hands", "high", "low", "out", "over", "spec", "turn")

    def __init__(self, spec: DominoSpec, hands: list[int], first: int, base: int) -> None:
        self.spec = spec
        self.hands = hands
        self.turn = first
        self.base = base  # opening rank's index; -1 until Marley's first card
        self.low = [-1] * SEATS
        self.high = [-1] * SEATS
        self.out: list[int] = []
        self.bonus = False
        self.ace_ok = True
        self.over = False

    def copy(self) -> DominoSim:
        new = DominoSim.__new__(DominoSim)
        new.spec = self.spec
        new.hands = self.hands[:]
        new.turn = self.turn
        new.base = self.base
        new.low = self.low[:]
        new.high = self.high[:]
        new.out = self.out[:]
        new.bonus = self.bonus
        new.ace_ok = self.ace_ok
        new.over = self.over
        return new

    def fitting(self, seat: int) -> int:
        sp = self.spec
        h = self.hands[seat]
        fit = 0
        for s in range(4):
            mine = h & sp.masks[s]
            if not mine:
                continue
            low = self.low[s]
            if low < 0:
                fit |= mine if self.base < 0 else mine & sp.bit[s][self.base]
                continue
            if low > 0:
                fit |= mine & sp.bit[s][low - 1]
            high = self.high[s]
            if high < sp.ranks - 1:
                fit |= mine & sp.bit[s][high + 1]
        return fit

    def moves(self) -> list[int]:
        """Legal moves of the seat on turn: fitting cards, and -1 for `pass` when allowed."""
        fit = _bits(self.fitting(self.turn))
        if self.bonus or not fit:
            fit.append(-1)
        return fit

    def play(self, c: int) -> None:
        seat = self.turn
        if c < 0:
            self.bonus = False
            self._next(seat)
            return
        sp = self.spec
        i = sp.index[c]
        if self.base < 0:
            self.base = i
            self.ace_ok = not (sp.aces >> c) & 1
        s = c // sp.ranks
        if self.low[s] < 0:
            self.low[s] = self.high[s] = i
        elif i < self.low[s]:
            self.low[s] = i
        else:
            self.high[s] = i
        self.hands[seat] &= ~(1 << c)
        if not self.hands[seat]:
            self.out.append(seat)
            if len(self.out) == len(sp.scores) - 1:
                self.over = True
                return
        elif (
            sp.ace_bonus
            and self.ace_ok
            and ((sp.aces >> c) & 1 or self.bonus)
            and self.fitting(seat)
        ):
            self.bonus = True
            return
        self.bonus = False
        self._next(seat)

    def _next(self, seat: int) -> None:
        for step in (1, 2, 3):
            candidate = (seat + step) % SEATS
            if candidate not in self.out:
                self.turn = candidate
                return

    def finished_early(self) -> bool:
        return False

    def scores(self) -> list[int]:
        scores = self.spec.scores
        order = self.out + [s for s in range(SEATS) if s not in self.out]
        result = [0] * SEATS
        for place, seat in enumerate(order):
            result[seat] = scores[min(place, len(scores) - 1)]
        return result


def _domino_policy(sim: DominoSim) -> int:
    """Free our own cards further along a row; open little for the others (as `players`)."""
    sp = sim.spec
    seat = sim.turn
    mine = sim.hands[seat]
    fit = sim.fitting(seat)
    if not fit:
        return -1
    if not fit & (fit - 1):
        return fit.bit_length() - 1
    if sim.base < 0:
        return _domino_opening(sp, mine)
    best_card, best_score = -1, -1e9
    for c in _bits(fit):
        s = c // sp.ranks
        i = sp.index[c]
        score = 0.0
        if sim.low[s] < 0 or i > sim.high[s]:
            score += _direction_score(mine, sp.up[c], sp.bit[s][i + 1] if i + 1 < sp.ranks else 0)
        if sim.low[s] < 0 or i < sim.low[s]:
            score += _direction_score(mine, sp.down[c], sp.bit[s][i - 1] if i > 0 else 0)
        if score > best_score:
            best_card, best_score = c, score
    return best_card


def _direction_score(mine: int, beyond: int, next_bit: int) -> float:
    score = 0.0
    if next_bit:
        score += 0.5 if mine & next_bit else -1.0
    ours = (beyond & mine).bit_count()
    return score + 2.0 * ours - 0.2 * (beyond.bit_count() - ours)


def _domino_gaps(sp: DominoSpec, hand: int, start: int) -> float:
    """Others' cards to be played before our farthest card, for a layout opened at `start`."""
    cost = 0.0
    for s in range(4):
        if hand & sp.bit[s][start]:
            cost -= 0.75
        for step in (-1, 1):
            gaps = worst = 0
            j = start + step
            while 0 <= j < sp.ranks:
                if hand & sp.bit[s][j]:
                    worst = gaps
                else:
                    gaps += 1
                j += step
            cost += worst
    return cost


def _domino_opening(sp: DominoSpec, hand: int) -> int:
    """Marley's dealer opens with any card, which fixes the rank of the layout."""
    has_ace = bool(hand & sp.aces)

    def cost(c: int) -> tuple[float, int]:
        ace = 1.0 if (sp.aces >> c) & 1 and has_ace else 0.0
        return (_domino_gaps(sp, hand, sp.index[c]) + ace, c)

    return min(_bits(hand), key=cost)


# ================================================================ playouts

Sim = TrickSim | DominoSim


def _finish(sim: Sim) -> tuple[list[int], int]:
    """Play the deal out with the policy for every seat: the contract scores and the moves made."""
    moves = 0
    if isinstance(sim, TrickSim):
        sp = sim.spec
        policy = _wanted_tricks_card if sp.positive else _unwanted_tricks_card
        hands = sim.hands  # play() updates this list in place
        live, dead_from = sp.live, sp.dead_from
        while not sim.over:
            if (
                not sim.trick
                and sim.index >= dead_from
                and not ((hands[0] | hands[1] | hands[2] | hands[3]) & live)
            ):
                break  # nothing left to score
            legal = sim.legal()
            sim.play(legal.bit_length() - 1 if not legal & (legal - 1) else policy(sim, legal))
            moves += 1
    else:
        while not sim.over:
            sim.play(_domino_policy(sim))
            moves += 1
    return sim.scores(), moves


def _settled(scores: list[int], doubles: list[list[int]], seat: int, sign: float) -> float:
    """This seat's deal total after the doubles, as a utility (+ good)."""
    total = scores[seat]
    for a, b, level in doubles:
        if a == seat:
            total += (scores[a] - scores[b]) * level
        elif b == seat:
            total -= (scores[a] - scores[b]) * level
    return sign * total


def _options_key(view: dict) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(view.get("options", {}).items()))


def _root(view: dict, hands: list[int]) -> Sim:
    """The simulator at the view's position, with `hands` as the deal."""
    cd = codec(view["rules"])
    rules = RULE_SETS[view["rules"]]
    options = _options_key(view)
    name = view["contract"].partition(":")[0]
    if rules.contracts[name].domino:
        sp = domino_spec(view["rules"], options)
        order = domino_order(view["rules"], view.get("options", {}))
        rank = view.get("domino_rank")
        sim = DominoSim(sp, hands, view["turn"], order.index(rank) if rank else -1)
        for suit, row in view.get("layout", {}).items():
            s = SUITS.index(suit)
            sim.low[s] = order.index(row[0][0])
            sim.high[s] = order.index(row[-1][0])
        sim.out = list(view.get("out", []))
        sim.bonus = bool(view.get("bonus"))
        moves = [card for _, card in view.get("domino_moves", []) if card]
        sim.ace_ok = not (moves and moves[0][0] == "A")
        return sim
    tsp = trick_spec(view["rules"], view["contract"], options)
    sim = TrickSim(tsp, hands, view["leader"])
    sim.index = len(view["tricks"])
    sim.points = list(view["deal_points"])
    for done in view["tricks"]:
        cards = [cd.ids[card] for card in done["cards"]]
        led = tsp.suit_of[cards[0]]
        for c in cards:
            sim.taken |= 1 << c
            if tsp.suit_of[c] == HEARTS and led != HEARTS:
                sim.broken = True
    for _, card in view["trick"]:
        sim.play(cd.ids[card])
    return sim


def _fresh(rules_name: str, contract: str, options: dict, hands: list[int], declarer: int) -> Sim:
    """The simulator at the first card of a deal of `contract` (e.g. `trumps:S`)."""
    rules = RULE_SETS[rules_name]
    key = tuple(sorted(options.items()))
    name, _, arg = contract.partition(":")
    if rules.contracts[name].domino:
        sp = domino_spec(rules_name, key)
        order = domino_order(rules_name, options)
        return DominoSim(sp, hands, declarer, order.index(arg) if arg else -1)
    first = declarer
    if options.get("first_lead") == "right":
        first = (declarer - 1) % SEATS
    return TrickSim(trick_spec(rules_name, contract, key), hands, first)


# ================================================================ the player


def _equivalent_groups(sim: TrickSim, legal: int, unseen: int) -> list[int]:
    """One card per class of interchangeable legal cards (same suit, nothing unseen between)."""
    sp = sim.spec
    reps: list[int] = []
    previous = -1
    for c in _bits(legal):
        if (
            previous >= 0
            and sp.suit_of[c] == sp.suit_of[previous]
            and not (unseen & sp.above[previous] & sp.below[c])
            and sp.points[c] == sp.points[previous]
        ):
            previous = c
            continue
        reps.append(c)
        previous = c
    return reps


class StrongPlayer:
    """A `choose(view, legal, rng) -> action` player that searches within a budget.

    `samples` fixes the number of sampled deals per decision (deterministic and
    machine-independent; for tests and analysis). Otherwise the budget in
    milliseconds becomes a number of samples through the cost model (still
    deterministic), with a wall-clock safety stop at `_SAFETY` x the budget.
    Plain attributes only: instances pickle, so a process pool can run them.
    """

    def __init__(self, budget_ms: int = 500, samples: int | None = None) -> None:
        if budget_ms <= 0:
            raise ValueError("budget_ms must be positive")
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.budget_ms = int(budget_ms)
        self.samples = samples
        self.last_samples = 0  # samples used by the last decision (for benchmarks)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(budget_ms={self.budget_ms}, samples={self.samples})"

    def __call__(self, view: dict, legal: list[str], rng: random.Random) -> str:
        self.last_samples = 0
        if len(legal) == 1:
            return legal[0]
        local = random.Random(rng.getrandbits(64))
        # A fixed sample count is deterministic whatever the load: no safety stop then.
        deadline = time.perf_counter() + _SAFETY * self.budget_ms / 1000.0
        if self.samples is not None:
            deadline = float("inf")
        phase = view["phase"]
        if phase == "contract":
            return self._contract(view, legal, local, deadline)
        if phase == "double":
            return self._doubles(view, legal, local, deadline)
        return self._play(view, legal, local, deadline)

    def _more(self, done: int, spent: float, rate: float) -> bool:
        """Whether to draw another sample, `spent` being the modelled cost so far (in moves).

        The cost is counted in simulated moves, which depend only on the view and
        the rng: the number of samples is deterministic, and yet follows how long
        the playouts really are (a No King deal often stops at the third trick).
        `rate` is the cost model's microseconds per move for this kind of decision.
        """
        if self.samples is not None:
            return done < self.samples
        if done < _MIN_SAMPLES:
            return True
        return done < _MAX_SAMPLES and spent * rate < self.budget_ms * 1000.0

    def _evaluate(
        self, sim: Sim, seat: int, doubles: list[list[int]], sign: float
    ) -> tuple[float, int]:
        """One candidate on one sampled deal, its card just played: (utility, moves simulated).

        A flat playout. A method so that the search variant measured against it
        (`bench/search.py`) can replace it without living here.
        """
        scores, moves = _finish(sim)
        return _settled(scores, doubles, seat, sign), moves

    # ------------------------------------------------------------ card play

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
            candidates = _equivalent_groups(probe, legal_mask, know.unseen)
            if len(candidates) == 1:
                return PLAY_PREFIX + cd.names[candidates[0]]
            hint = _trick_policy(probe, legal_mask)
            # The representative of the hint's group: the highest one not above it.
            hint = max(c for c in candidates if c <= hint)
        else:
            candidates = [-1 if a == PASS else cd.ids[a[len(PLAY_PREFIX) :]] for a in legal]
            hint = _domino_policy(probe)
        # Exact ties (common: several cards lose the same way on every sample) go to
        # the policy's choice, whose heuristics see risks the samples may not show.
        preferred = candidates.index(hint) if hint in candidates else 0
        totals = [0.0] * len(candidates)
        done = 0
        spent = 0.0
        kind = "card" if isinstance(probe, TrickSim) else "domino"
        rate = _US_PER_MOVE[(view["rules"], kind)]
        while self._more(done, spent, rate):
            root = _root(view, sampler.sample(rng))
            spent += _SAMPLE_COST
            for j, c in enumerate(candidates):
                sim = root.copy()
                sim.play(c)
                value, moves = self._evaluate(sim, seat, doubles, sign)
                totals[j] += value
                spent += moves + _PLAYOUT_COST
            done += 1
            if time.perf_counter() > deadline:
                break
        self.last_samples = done
        best = max(range(len(candidates)), key=lambda j: (totals[j], j == preferred, -j))
        c = candidates[best]
        return PASS if c < 0 else PLAY_PREFIX + cd.names[c]

    # ------------------------------------------------------------ contracts

    def _contract(self, view: dict, legal: list[str], rng: random.Random, deadline: float) -> str:
        rules_name = view["rules"]
        cd = codec(rules_name)
        seat = view["seat"]
        hand = cd.mask(view["hand"])
        options = view.get("options", {})
        contracts = _shortlist(rules_name, [a[len(CONTRACT_PREFIX) :] for a in legal], hand)
        if len(contracts) == 1:
            return CONTRACT_PREFIX + contracts[0]
        sampler = Sampler(knowledge(view))
        sign = 1.0 if RULE_SETS[rules_name].higher_is_better else -1.0
        totals = [0.0] * len(contracts)
        done = 0
        spent = 0.0
        rate = _US_PER_MOVE[(rules_name, "contract")]
        while self._more(done, spent, rate):
            hands = sampler.sample(rng)
            spent += _SAMPLE_COST
            for j, contract in enumerate(contracts):
                sim = _fresh(rules_name, contract, options, hands[:], seat)
                scores, moves = _finish(sim)
                totals[j] += sign * scores[seat]
                spent += moves + _PLAYOUT_COST
            done += 1
            if time.perf_counter() > deadline:
                break
        self.last_samples = done
        baselines = _BASELINES[rules_name]

        def advantage(j: int) -> float:
            return totals[j] / done - baselines[contracts[j].partition(":")[0]]

        best = max(range(len(contracts)), key=lambda j: (advantage(j), -j))
        return CONTRACT_PREFIX + contracts[best]

    # ------------------------------------------------------------ doubles

    def _doubles(self, view: dict, legal: list[str], rng: random.Random, deadline: float) -> str:
        seat = view["seat"]
        declarer = view["declarer"]
        rules_name = view["rules"]
        sampler = Sampler(knowledge(view))
        options = view.get("options", {})
        edge = [0.0] * SEATS
        done = 0
        spent = 0.0
        rate = _US_PER_MOVE[(rules_name, "double")]
        while self._more(done, spent, rate):
            hands = sampler.sample(rng)
            scores, moves = _finish(_fresh(rules_name, view["contract"], options, hands, declarer))
            spent += _SAMPLE_COST + moves + _PLAYOUT_COST
            for other in range(SEATS):
                edge[other] += scores[seat] - scores[other]
            done += 1
            if time.perf_counter() > deadline:
                break
        self.last_samples = done
        edge = [e / done for e in edge]
        name = view["contract"].partition(":")[0]
        positive = RULE_SETS[rules_name].contracts[name].positive
        wanted: set[int] = set()
        doubled_me = {a for a, b, _ in view.get("doubles", []) if b == seat}
        for other in doubled_me:
            if edge[other] > _REDOUBLE_MARGIN:
                wanted.add(other)
        if seat != declarer:
            margin = _DOUBLE_MARGIN["positive" if positive else "negative"]
            for other in range(SEATS):
                if other == seat or other in doubled_me:
                    continue
                if positive and other != declarer:
                    continue
                threshold = margin if other != declarer else margin + _DECLARER_EXTRA[positive]
                if other == declarer:
                    owed = view.get("doubles_owed", [0] * SEATS)[seat]
                    if owed:
                        # Doubles owed must be paid in this cycle: pay them on the better hands.
                        threshold -= _OWED_RELIEF * owed
                if edge[other] > threshold:
                    wanted.add(other)
        return _closest_double(legal, wanted)


# Doubling margins, in points of expected edge (the estimate is noisy, a double can be
# redoubled, and a declarer chose the contract knowing his hand).
_DOUBLE_MARGIN = {"positive": 4.0, "negative": 2.0}
_DECLARER_EXTRA = {True: 4.0, False: 1.0}
_REDOUBLE_MARGIN = 2.0
_OWED_RELIEF = 3.0


def _closest_double(legal: list[str], wanted: set[int]) -> str:
    """The legal double list nearest to `wanted` (a compulsory double is in every list)."""

    def seats(action: str) -> set[int]:
        return {int(s) for s in action[len(DOUBLE_PREFIX) :].split(",") if s}

    return min(legal, key=lambda action: (len(seats(action) ^ wanted), action))


# ================================================================ contract choice


def _shortlist(rules_name: str, contracts: list[str], hand: int) -> list[str]:
    """The contracts worth sampling: all plain ones, two trump suits, three domino ranks.

    Cheap hand measures pick the variants (trump length and honours; domino gaps),
    so that the samples go to the few that can matter.
    """
    cd = codec(rules_name)
    plain = [c for c in contracts if ":" not in c]
    trumps = [c for c in contracts if c.startswith("trumps:")]
    dominoes = [c for c in contracts if c.startswith("domino:")]

    def trump_strength(contract: str) -> tuple[float, str]:
        s = SUITS.index(contract[-1])
        mine = hand & cd.suit_masks[s]
        ranks = [c % cd.ranks for c in _bits(mine)]
        return (len(ranks) * 2.0 + sum(max(0, r - 7) for r in ranks), contract)

    def domino_cost(contract: str) -> tuple[float, str]:
        sp = domino_spec(rules_name, ())
        order = domino_order(rules_name, {})
        return (_domino_gaps(sp, hand, order.index(contract[-1])), contract)

    chosen = plain
    chosen += sorted(trumps, key=trump_strength, reverse=True)[:2]
    chosen += sorted(dominoes, key=domino_cost)[:3]
    return chosen


# Mean score (+ good) of each contract for a random hand of the declarer, with the best
# of the variants (trump suit, domino rank) `_shortlist` keeps; made with `bench/baselines.py`
# (`python -m bench.baselines --rules RULES --hands 1000 --samples 24 --seed 1`).
_BASELINES: dict[str, dict[str, float]] = {
    "barbu": {
        "no-tricks": -6.6,
        "no-hearts": -7.23,
        "no-queens": -4.83,
        "no-king": -1.66,
        "no-last-two": -8.47,
        "trumps": 23.09,
        "domino": 22.74,
    },
    "marley": {
        "royalty": -3.79,
        "queens": -5.49,
        "spades": -6.37,
        "parlement": 11.72,
        "guillotine": -24.21,
        "dominoes": 11.59,
    },
}


def make_strong_player(budget_ms: int = 500, samples: int | None = None) -> StrongPlayer:
    """The strong player with a time budget per decision (see `StrongPlayer`)."""
    return StrongPlayer(budget_ms, samples)


strong_player = make_strong_player(500)

__all__ = [
    "Codec",
    "DominoSim",
    "Knowledge",
    "StrongPlayer",
    "TrickSim",
    "make_strong_player",
    "strong_player",
]
