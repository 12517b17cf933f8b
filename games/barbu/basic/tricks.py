"""The basic Barbu player's trick play: one estimate of each legal card, for every trick contract.

For each legal card,

    score = value of this trick if I take it  x  (4 p_now - 1) / 3
          - value of a later trick taken by it x  (4 p_later - 1) / 3

where "value" is the points the trick carries *for me* (negative in the
negative contracts; Marley's points are negated, lower being better there)
and ``p`` the chance the card wins. ``(4p - 1) / 3`` turns a win chance into a
relative gain: with four players, points that go to somebody else are worth
a third of their size to me, with the opposite sign. Keeping a card is worth
its chance of winning later, so dangerous cards (bosses, queens, the king of
hearts) are shed and useful ones (winners, trumps) are kept. What the seat
knows comes from its view: cards not yet seen, and voids read from the tricks
(a player who did not follow has none of the suit led).
"""

from __future__ import annotations

import random

from games.barbu.basic.values import TOP_WIN, pack_of, rank_index, rules_of, utilities
from games.barbu.notation import PLAY_PREFIX
from games.barbu.rulesets import SEATS

# Share of a void player's worst card that we expect to be dumped on a trick we win.
_DUMP_SHARE = 0.7
# In negative contracts opponents duck when they can, so a higher card is played
# on ours only some of the time (when it is forced, or a cheap discard).
_FORCED_SHARE = 0.35
# Negative contracts: share of a kept card's win chance that remains, the rest being
# the chance to discard it on a suit we are void in (this stops leading bosses).
_DISCARD_LATER = 0.5


class _Table:
    """What the seat on turn knows during trick play, worked out from its view."""

    __slots__ = (
        "hand",
        "index",
        "later",
        "led",
        "positive",
        "rank",
        "seat",
        "trick",
        "trick_util",
        "trump",
        "unseen",
        "util",
        "voids",
        "worst_unseen",
    )

    def __init__(self, view: dict) -> None:
        rules = rules_of(view)
        name, _, arg = view["contract"].partition(":")
        self.seat: int = view["seat"]
        self.hand: list[str] = view["hand"]
        self.rank = rank_index(rules.trick_order)
        self.trump: str | None = arg if name == "trumps" else None
        self.util, self.trick_util = utilities(rules.name, name)
        self.voids: list[set[str]] = [set() for _ in range(SEATS)]
        seen = set(self.hand)
        for done in view["tricks"]:
            self._note(done["leader"], done["cards"])
            seen.update(done["cards"])
        self.trick: list[str] = [card for _, card in view["trick"]]
        if self.trick:
            self._note(view["trick"][0][0], self.trick)
            seen.update(self.trick)
        self.unseen = [card for card in pack_of(rules.name) if card not in seen]
        self.index = len(view["tricks"])
        self.led = self.trick[0][1] if self.trick else None
        self.later = [(self.seat + k) % SEATS for k in range(1, SEATS - len(self.trick))]
        # The aim of the contract: take tricks (Trumps, Parlement) or avoid them.
        total = sum(self.trick_util) + sum(self.util.values())
        self.positive = total > 0
        bad = [self.util[c] for c in self.unseen if self.util.get(c, 0) < 0]
        self.worst_unseen = min(bad, default=0.0)

    def _note(self, leader: int, cards: list[str]) -> None:
        """A player who did not follow the suit led has none left."""
        led = cards[0][1]
        for i, card in enumerate(cards[1:], 1):
            if card[1] != led:
                self.voids[(leader + i) % SEATS].add(led)

    # -- small facts

    def above(self, card: str) -> int:
        """Unseen cards of the same suit that beat `card`."""
        rank = self.rank[card[0]]
        return sum(1 for c in self.unseen if c[1] == card[1] and self.rank[c[0]] > rank)

    def beats(self, card: str, best: str) -> bool:
        if card[1] == best[1]:
            return self.rank[card[0]] > self.rank[best[0]]
        return card[1] == self.trump

    def best_in_trick(self) -> str:
        best = self.trick[0]
        for card in self.trick[1:]:
            if self.beats(card, best):
                best = card
        return best

    def remaining_value(self) -> float:
        """Average value for me of one of the tricks still to play (after this one)."""
        left = len(self.trick_util) - self.index
        if left <= 0:
            return 0.0
        cards = sum(self.util.get(c, 0.0) for c in self.unseen) + sum(
            self.util.get(c, 0.0) for c in self.hand
        )
        return (sum(self.trick_util[self.index :]) + cards) / left

    # -- win chances

    def overtake_chance(self, seat: int, card: str) -> float:
        """Chance that `seat`, after us in this trick, beats `card` (the best card so far)."""
        led, trump = self.led, self.trump
        assert led is not None
        void = led in self.voids[seat]
        if card[1] == trump != led:
            # We ruffed: only a player void in the suit led can overruff.
            higher = self.above(card)
            if not higher or trump in self.voids[seat]:
                return 0.0
            if void:
                return 0.8
            in_suit = sum(1 for c in self.unseen if c[1] == led)
            return 0.15 if in_suit <= 3 else 0.05
        if void:
            if trump is None or led == trump or trump in self.voids[seat]:
                return 0.0
            return 0.8 if any(c[1] == trump for c in self.unseen) else 0.0
        higher = self.above(card)
        holders = [s for s in range(SEATS) if s != self.seat and led not in self.voids[s]]
        if not higher or not holders:
            return 0.0
        chance = 1.0 - (1.0 - 1.0 / len(holders)) ** higher
        return chance if self.positive else chance * _FORCED_SHARE

    def win_now(self, card: str) -> float:
        """Chance that `card` takes the current trick."""
        if self.trick and not self.beats(card, self.best_in_trick()):
            return 0.0
        if not self.trick:
            return self.lead_win(card)
        chance = 1.0
        for seat in self.later:
            chance *= 1.0 - self.overtake_chance(seat, card)
        return chance

    def lead_win(self, card: str) -> float:
        """Chance that a led `card` holds the trick."""
        suit = card[1]
        rank = self.rank[card[0]]
        higher = lower = 0
        for c in self.unseen:
            if c[1] == suit:
                if self.rank[c[0]] > rank:
                    higher += 1
                else:
                    lower += 1
        if not higher:
            chance = 1.0
        elif self.positive:
            chance = 0.1 * 0.5 ** (higher - 1)
        else:
            # Others duck with lower cards when they have them.
            chance = lower / (lower + higher)
        if self.trump and suit != self.trump:
            trumps_out = sum(1 for c in self.unseen if c[1] == self.trump)
            if trumps_out:
                for seat in range(SEATS):
                    if seat != self.seat and suit in self.voids[seat]:
                        chance *= 0.25
                if higher + lower <= 3:
                    chance *= 0.6
        return chance

    def win_later(self, card: str) -> float:
        """Chance that `card`, kept, takes a trick later."""
        higher = self.above(card)
        if card[1] == self.trump:
            return 0.95 if not higher else 0.6**higher
        if not any(c[1] == card[1] for c in self.unseen):
            chance = 0.6  # nobody else holds the suit: it wins if ever led
        else:
            chance = TOP_WIN[min(higher, len(TOP_WIN) - 1)]
        if self.trump and any(c[1] == self.trump for c in self.unseen):
            chance *= 0.7  # it may be ruffed
        if not self.positive:
            chance *= _DISCARD_LATER  # a dangerous card may yet be discarded on a void
        return chance

    # -- trick values

    def expected_adds(self, seats: list[int], suit: str) -> float:
        """What the other players' cards are expected to add to a trick in `suit` we win."""
        in_suit = [c for c in self.unseen if c[1] == suit]
        follow = sum(self.util.get(c, 0.0) for c in in_suit) / len(in_suit) if in_suit else 0.0
        added = 0.0
        for seat in seats:
            if suit in self.voids[seat]:
                # A void player dumps his worst card on our trick (when it hurts us).
                if not self.positive:
                    added += _DUMP_SHARE * self.worst_unseen
            else:
                added += min(follow, 0.0) if not self.positive else follow
        return added

    def trick_value(self, card: str) -> float:
        """Value for me of the current trick if `card` takes it."""
        value = self.trick_util[self.index] + self.util.get(card, 0.0)
        value += sum(self.util.get(c, 0.0) for c in self.trick)
        if self.led is not None:  # a trick under way (`led` is its first card's suit)
            return value + self.expected_adds(self.later, self.led)
        others = [s for s in range(SEATS) if s != self.seat]
        return value + self.expected_adds(others, card[1])

    def score(self, card: str, later_value: float) -> float:
        now = self.trick_value(card) * (4.0 * self.win_now(card) - 1.0) / 3.0
        gain = (4.0 * self.win_later(card) - 1.0) / 3.0
        if self.positive:
            # A card too low to win later costs nothing to keep: it is played on a trick
            # lost anyway. (In negative contracts the low cards stay: they are our safety.)
            gain = max(gain, 0.0)
        kept = (later_value + self.util.get(card, 0.0)) * gain
        bonus = 0.0
        drawing = self.positive and not self.trick and card[1] == self.trump
        if drawing and self.above(card) == 0 and any(c[1] == self.trump for c in self.unseen):
            bonus = 2.0  # drawing trumps protects our side winners from being ruffed
        return now - kept + bonus


def trick_card(view: dict, legal: list[str], rng: random.Random) -> str:
    table = _Table(view)
    later_value = table.remaining_value()
    best_score = None
    choices: list[str] = []
    for action in legal:
        card = action[len(PLAY_PREFIX) :]
        value = table.score(card, later_value)
        # Tiny tie-break between equal cards: part with the higher one when tricks hurt
        # (the lower is the safer to keep), with the lower one when tricks are wanted.
        tie = table.rank[card[0]] * 1e-6
        value += -tie if table.positive else tie
        if best_score is None or value > best_score + 1e-9:
            best_score, choices = value, [action]
        elif abs(value - best_score) <= 1e-9:
            choices.append(action)
    return choices[0] if len(choices) == 1 else rng.choice(choices)
