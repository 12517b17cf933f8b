"""What a seat knows about the hidden cards, read from its view, and deals sampled from it.

The strong player (`strong/`) evaluates its choices on complete deals that
agree with everything its view shows. This module turns a view into a
`Knowledge` (its own hand, the cards nobody has shown yet, how many cards each
seat holds, and for each other seat the cards it *cannot* hold) and draws
deals of the unseen cards uniformly among those that respect it.

Cards are small ints here (`Codec`): ``suit * ranks + rank``, with suits in
``SHDC`` order and ranks in the rule set's trick order (low to high), so that a
hand is an int bitmask, a suit is a shifted block of bits and "higher in the
same suit" is "a higher bit in the same block".

What a view tells about the others' hands (all hard facts, no guesses about
intentions):

- A card played is nobody's any more; the hand sizes are in the view.
- Failing to follow suit shows a void in the suit led.
- Trumps: the over-trumping duties. A player who follows a trump lead without
  beating the highest trump holds none higher; a player void in a plain suit
  who does not beat a trump already in the trick holds no higher trump; with
  the `must-trump` option, a discard on a trick without trumps shows a void in
  trumps.
- No Hearts and No King: leading a heart while hearts may not be led shows a
  hand of hearts only.
- Domino(es): a forced pass shows that the seat holds none of the cards that
  fitted the layout then; so does a Marley ace bonus that stops by itself (the
  seat had nothing left to play on).

Sampling: cards with the same set of possible holders form a class; a small
dynamic programme counts, for each class in turn and each way of splitting it
between its possible holders, the completions that fill every hand exactly.
Drawing splits with those counts as weights and then shuffling each class
gives every consistent deal the same probability (no rejection, never a dead
end).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cache
from math import comb

from games.barbu.rulesets import RULE_SETS, SEATS
from games.cards import SUITS

HEARTS = SUITS.index("H")


@dataclass(frozen=True)
class Codec:
    """Cards of one rule set as ints: id = suit * ranks + trick rank (low to high)."""

    rules: str
    ranks: int  # cards per suit
    order: str  # trick order, low to high
    names: tuple[str, ...]  # id -> "QS"
    ids: dict[str, int]  # "QS" -> id
    suit_masks: tuple[int, ...]  # SUITS order
    full: int  # every card of the pack

    def mask(self, cards: list[str] | tuple[str, ...]) -> int:
        ids = self.ids
        m = 0
        for card in cards:
            m |= 1 << ids[card]
        return m

    def cards(self, mask: int) -> list[str]:
        out = []
        while mask:
            low = mask & -mask
            out.append(self.names[low.bit_length() - 1])
            mask ^= low
        return out


@cache
def codec(rules_name: str) -> Codec:
    order = RULE_SETS[rules_name].trick_order
    if rules_name == "marley":
        order = "".join(r for r in order if r in "789TJQKA")
    ranks = len(order)
    names = tuple(rank + suit for suit in SUITS for rank in order)
    ids = {name: i for i, name in enumerate(names)}
    block = (1 << ranks) - 1
    suit_masks = tuple(block << (s * ranks) for s in range(len(SUITS)))
    return Codec(rules_name, ranks, order, names, ids, suit_masks, (1 << len(names)) - 1)


def domino_order(rules_name: str, options: dict) -> str:
    """Domino(es) rank order, low to high (Marley's `domino_order` option)."""
    return RULE_SETS[rules_name].domino_order({"domino_order": "standard", **options})


@dataclass
class Knowledge:
    """What one seat knows of the hidden cards."""

    codec: Codec
    seat: int
    hand: int  # my cards
    unseen: int  # the cards the other seats hold between them
    sizes: list[int]  # cards held by each seat
    excluded: list[int] = field(default_factory=lambda: [0] * SEATS)  # cards a seat cannot hold

    def others(self) -> list[int]:
        return [s for s in range(SEATS) if s != self.seat]

    def consistent(self, hands: list[int]) -> bool:
        """True if `hands` (one bitmask per seat) could be the real deal."""
        if hands[self.seat] != self.hand:
            return False
        union = 0
        for seat in self.others():
            h = hands[seat]
            if h & self.excluded[seat] or h & union or h.bit_count() != self.sizes[seat]:
                return False
            union |= h
        return union == self.unseen


def knowledge(view: dict) -> Knowledge:
    """Read the seat's knowledge of the hidden cards from its view."""
    cd = codec(view["rules"])
    seat = view["seat"]
    hand = cd.mask(view["hand"])
    seen = hand
    excluded = [0] * SEATS
    if "layout" in view:
        seen |= _domino_facts(view, cd, excluded)
    else:
        seen |= _trick_facts(view, cd, excluded)
    sizes = list(view["hand_sizes"])
    return Knowledge(cd, seat, hand, cd.full & ~seen, sizes, excluded)


def _trick_facts(view: dict, cd: Codec, excluded: list[int]) -> int:
    """Voids and trump duties read from the tricks; returns the cards played."""
    contract = view.get("contract") or ""
    name, _, arg = contract.partition(":")
    spec = RULE_SETS[view["rules"]].contracts.get(name)
    trump = SUITS.index(arg) if name == "trumps" else -1
    options = view.get("options", {})
    must_trump = options.get("discard") == "must-trump"
    heart_rule = bool(spec and spec.no_heart_leads)
    after_discard = options.get("heart_lead") == "after-discard"
    ids, masks, ranks = cd.ids, cd.suit_masks, cd.ranks
    played = 0
    broken = False
    tricks = [(t["leader"], t["cards"]) for t in view.get("tricks", [])]
    if view.get("trick"):
        current = view["trick"]
        tricks.append((current[0][0], [card for _, card in current]))
    for leader, cards in tricks:
        led = ids[cards[0]] // ranks
        if heart_rule and led == HEARTS and not (broken and after_discard):
            # A heart led while hearts were barred: the leader held nothing else.
            excluded[leader] |= cd.full & ~masks[HEARTS]
        best_trump = -1
        for i, card in enumerate(cards):
            c = ids[card]
            suit = c // ranks
            who = (leader + i) % SEATS
            if i:
                if suit != led:
                    excluded[who] |= masks[led]
                    if suit == HEARTS:
                        broken = True
                if trump >= 0:
                    _trump_facts(excluded, masks[trump], who, c, suit, led, trump, best_trump)
                    if best_trump < 0 and suit != led and suit != trump and must_trump:
                        excluded[who] |= masks[trump]
            if suit == trump and c > best_trump:
                best_trump = c
            played |= 1 << c
    return played


def _trump_facts(
    excluded: list[int], trumps: int, who: int, c: int, suit: int, led: int, trump: int, best: int
) -> None:
    """Trumps: a follower who did not beat the best trump when he had to holds none higher."""
    if best < 0 or (suit == trump and c > best):
        return
    if led == trump or suit != led:
        # Trump lead: must over-trump if able. Plain lead, void: must beat a trump if able.
        excluded[who] |= trumps & ~((2 << best) - 1)


def _domino_facts(view: dict, cd: Codec, excluded: list[int]) -> int:
    """Passes and stopped ace bonuses read from the domino moves; returns the cards played."""
    rules = RULE_SETS[view["rules"]]
    order = domino_order(view["rules"], view.get("options", {}))
    ids, ranks = cd.ids, cd.ranks
    # Cards by suit and domino index, as ints.
    by_index = [[ids[rank + suit] for rank in order] for suit in SUITS]
    index_of = {ids[rank + suit]: i for suit in SUITS for i, rank in enumerate(order)}
    name = (view.get("contract") or "").partition(":")
    base = order.index(name[2]) if name[2] else -1
    rows: list[list[int] | None] = [None] * len(SUITS)
    ace_ok = True
    bonus = False
    played = 0

    moves = view.get("domino_moves", [])
    for k, (seat, card) in enumerate(moves):
        if card is None:
            if not bonus:
                # A pass is forced: nothing fitted.
                excluded[seat] |= _fitting(cd, rows, base, by_index)
            bonus = False
            continue
        c = ids[card]
        i = index_of[c]
        if base < 0:
            base = i
            ace_ok = card[0] != "A"
        row = rows[c // ranks]
        if row is None:
            rows[c // ranks] = [i, i]
        elif i < row[0]:
            row[0] = i
        else:
            row[1] = i
        played |= 1 << c
        if rules.ace_bonus and ace_ok and (card[0] == "A" or bonus):
            # The engine goes on with the same seat iff it still has a card that fits.
            if k + 1 < len(moves):
                again = moves[k + 1][0] == seat
            else:
                again = bool(view.get("bonus")) and view.get("turn") == seat
            if not again and seat not in view.get("out", []):
                excluded[seat] |= _fitting(cd, rows, base, by_index)
            bonus = again
        else:
            bonus = False
    return played


def _fitting(cd: Codec, rows: list[list[int] | None], base: int, by_index: list[list[int]]) -> int:
    """The cards that fit the layout `rows` (per suit, its lowest and highest domino index;
    `base` the opening index, -1 before Marley's first card), as a mask."""
    m = 0
    for s in range(len(SUITS)):
        row = rows[s]
        if row is None:
            if base < 0:
                m |= cd.suit_masks[s]
            else:
                m |= 1 << by_index[s][base]
            continue
        if row[0] > 0:
            m |= 1 << by_index[s][row[0] - 1]
        if row[1] < cd.ranks - 1:
            m |= 1 << by_index[s][row[1] + 1]
    return m


# ----------------------------------------------------------------- sampling


class Sampler:
    """Draws the other seats' hands uniformly among the deals consistent with a `Knowledge`."""

    def __init__(self, know: Knowledge) -> None:
        self.know = know
        self.others = know.others()
        caps = tuple(know.sizes[s] for s in self.others)
        classes: dict[tuple[int, ...], list[int]] = {}
        mask = know.unseen
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            allowed = tuple(
                j for j, s in enumerate(self.others) if caps[j] and not (know.excluded[s] >> c) & 1
            )
            classes.setdefault(allowed, []).append(c)
        self.classes = sorted(classes.items(), key=lambda item: (len(item[0]), item[0]))
        self.caps = caps
        self.simple = len(self.classes) == 1 and len(self.classes[0][0]) == len(self.others)
        self._count: dict[tuple[int, tuple[int, ...]], int] = {}
        self._choices: dict[tuple[int, tuple[int, ...]], tuple[list[int], list]] = {}
        if sum(caps) != know.unseen.bit_count() or self.count(0, caps) == 0:
            # The view contradicts itself (it should not): fall back to ignoring the voids.
            self.classes = [(tuple(range(len(self.others))), self._all_unseen())]
            self.simple = True

    def _all_unseen(self) -> list[int]:
        cards, mask = [], self.know.unseen
        while mask:
            low = mask & -mask
            cards.append(low.bit_length() - 1)
            mask ^= low
        return cards

    def count(self, k: int, caps: tuple[int, ...]) -> int:
        """Deals of classes k.. that fill the capacities `caps` exactly."""
        if k == len(self.classes):
            return 1 if not any(caps) else 0
        key = (k, caps)
        cached = self._count.get(key)
        if cached is None:
            cached = sum(w for w, _ in self._splits(k, caps))
            self._count[key] = cached
        return cached

    def _splits(self, k: int, caps: tuple[int, ...]):
        allowed, cards = self.classes[k]
        m = len(cards)
        for split in _compositions(m, len(allowed)):
            rest = list(caps)
            ok = True
            for j, x in zip(allowed, split, strict=True):
                rest[j] -= x
                if rest[j] < 0:
                    ok = False
                    break
            if not ok:
                continue
            ways = _multinomial(m, split)
            tail = self.count(k + 1, tuple(rest))
            if tail:
                yield ways * tail, (split, tuple(rest))

    def sample(self, rng: random.Random) -> list[int]:
        """One deal: a bitmask per seat (mine is my hand)."""
        know = self.know
        hands = [0] * SEATS
        hands[know.seat] = know.hand
        if self.simple:
            cards = list(self.classes[0][1])
            rng.shuffle(cards)
            start = 0
            for j, seat in enumerate(self.others):
                m = 0
                for c in cards[start : start + self.caps[j]]:
                    m |= 1 << c
                hands[seat] = m
                start += self.caps[j]
            return hands
        caps = self.caps
        for k, (allowed, cards) in enumerate(self.classes):
            key = (k, caps)
            choice = self._choices.get(key)
            if choice is None:
                weights, options, total = [], [], 0
                for w, option in self._splits(k, caps):
                    total += w
                    weights.append(total)
                    options.append(option)
                choice = self._choices[key] = (weights, options)
            weights, options = choice
            split, caps = options[bisect_right(weights, rng.randrange(weights[-1]))]
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for j, x in zip(allowed, split, strict=True):
                seat = self.others[j]
                for c in shuffled[start : start + x]:
                    hands[seat] |= 1 << c
                start += x
        return hands


@cache
def _compositions(total: int, parts: int) -> tuple[tuple[int, ...], ...]:
    """Every way to write `total` as an ordered sum of `parts` non-negative ints."""
    if parts == 0:
        return ((),) if total == 0 else ()
    if parts == 1:
        return ((total,),)
    return tuple(
        (first, *rest)
        for first in range(total + 1)
        for rest in _compositions(total - first, parts - 1)
    )


@cache
def _multinomial(total: int, split: tuple[int, ...]) -> int:
    ways, left = 1, total
    for x in split:
        ways *= comb(left, x)
        left -= x
    return ways
