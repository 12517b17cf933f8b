"""The strong player's lean simulator of a Barbu deal: cards as ints, hands as bitmasks.

`TrickSim` plays the trick contracts and `DominoSim` the Domino(es) deals, with
the engine's rules and nothing else (no views, no history, no validation), so
that a playout costs a small part of what the engine and
`players.rule_based_player` on a copy of the state would
(docs/decisions/barbu-strong-card-play.md). The tests check the simulator
against the engine (same legal cards, seat on turn, trick winners and deal
scores on random deals).

The constants of a contract (`TrickSpec`, `DominoSpec`) are computed once per
rule set, contract and options and cached. `_root` sets a simulator up at a
view's position with a sampled deal, `_fresh` at the first card of a deal.

Cards are `sampling.Codec` ints (``suit * ranks + rank``): a suit's cards are
adjacent bits, higher cards higher bits, which the masks below rely on.

About 510 lines, over the project's ~400: the two simulators share the bit
helpers, the set-up from a view and the hot-loop conventions (a copy per
candidate, in-place `play`), and read best side by side; the policies that
drive them are in `policies`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.barbu.rulesets import RULE_SETS, SEATS
from games.barbu.sampling import codec, domino_order
from games.cards import SUITS

HEARTS = SUITS.index("H")


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
    key: tuple[str, str]  # (rules, contract name): which fitted models apply


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
        key=(rules_name, name),
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


def dump_value(sp: TrickSpec, hand: int) -> float:
    """What a void player adds to a trick he cannot win: his worst card for the taker."""
    for c in sp.bad_cards:
        if hand >> c & 1:
            return sp.utility[c]
    return 0.0


def overtake_floor(hands: list[int], seat: int, played: int, suit: int) -> int:
    """The bit of the lowest card of `suit` that a later player of the trick must overtake
    with, all that player's cards of the suit being above it (the highest such; 0 if none):
    `seat` is on turn after `played` cards (0: a lead), so its cards below it surely lose."""
    floor = 0
    for k in range(1, SEATS - played):
        held = hands[(seat + k) % SEATS] & suit
        if held and held & -held > floor:
            floor = held & -held
    return floor


def lead_risk(sp: TrickSpec, c: int, opponents: tuple[int, int, int]) -> float:
    """What leading `c` is worth to the leader if it wins, the three opponents' hands
    given: its own points, the highest card each opponent can duck with, a void
    opponent's worst card (`dump_value`); 0 without point cards."""
    if sp.zero:
        return 0.0
    mask = sp.masks[sp.suit_of[c]]
    value = sp.utility[c]
    for hand in opponents:
        suited = hand & mask
        if suited:
            under = suited & sp.below[c]
            if under:
                value += sp.utility[under.bit_length() - 1]
        elif hand:
            value += dump_value(sp, hand)
    return value


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


# ================================================================ domino


@dataclass(frozen=True)
class DominoSpec:
    """The constants of a Domino(es) deal under one rule set and its options."""

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


# ================================================================ set-up

Sim = TrickSim | DominoSim


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
    # A name of its own: `sim` above is a DominoSim (one type per variable, for type checkers).
    tsp = trick_spec(view["rules"], view["contract"], options)
    tsim = TrickSim(tsp, hands, view["leader"])
    tsim.index = len(view["tricks"])
    tsim.points = list(view["deal_points"])
    for done in view["tricks"]:
        cards = [cd.ids[card] for card in done["cards"]]
        led = tsp.suit_of[cards[0]]
        for c in cards:
            tsim.taken |= 1 << c
            if tsp.suit_of[c] == HEARTS and led != HEARTS:
                tsim.broken = True
    for _, card in view["trick"]:
        tsim.play(cd.ids[card])
    return tsim


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
