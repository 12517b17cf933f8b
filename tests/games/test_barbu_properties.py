"""Property tests: random legal series of Barbu and Marley against an independent referee.

The `Referee` below re-implements the rules files (rules/barbu.md, rules/marley.md)
from their text, without importing the engine's logic: it keeps its own model of
each deal (hands, trick, layout, doubles), predicts the exact set of legal actions
and who acts next, scores every deal and settles doubles. Hypothesis draws the
seed, the options and the random choices; at every action the engine must agree
with the referee, and the "Checks" sections of both rules files are asserted:
every card in exactly one place, deal sums, doubles summing to zero, game sums,
each contract once per declarer, 28/24 deals, places.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import barbu, places
from games.barbu import BarbuState

RANKS = "23456789TJQKA"
SUITS = "SHDC"

BARBU_TOTALS = {
    "no-tricks": -26,
    "no-hearts": -30,
    "no-queens": -24,
    "no-king": -20,
    "no-last-two": -30,
    "trumps": 65,
    "domino": 65,
}
MARLEY_TOTALS = {
    "royalty": 30,
    "queens": 30,
    "spades": 30,
    "parlement": -50,
    "guillotine": 100,
    "dominoes": -40,
}
QUEENS = {"QS", "QH", "QD", "QC"}
CARD_TOKEN = re.compile(r'"([2-9TJQKA][SHDC])"')

# Whole series: a fifth of the Hypothesis profile's examples (tests/conftest.py): 20 under
# `ci`, the default; `pytest --hypothesis-profile thorough` runs 500, a randomized bug hunt.
SERIES = settings(max_examples=max(1, settings.default.max_examples // 5))

barbu_options = st.fixed_dictionaries(
    {
        "rules": st.just("barbu"),
        "first_lead": st.sampled_from(["declarer", "right"]),
        "domino_scores": st.sampled_from(["40,20,5,0", "45,20,5,-5"]),
        "heart_lead": st.sampled_from(["only-hearts", "after-discard"]),
        "discard": st.sampled_from(["free", "must-trump"]),
    }
)
marley_options = st.fixed_dictionaries(
    {"rules": st.just("marley"), "domino_order": st.sampled_from(["standard", "french"])}
)


def pack(barbu_rules: bool) -> list[str]:
    ranks = RANKS if barbu_rules else "789TJQKA"
    return [r + s for s in SUITS for r in ranks]


def card_points(contract: str, card: str) -> int:
    """Points for taking `card`, straight from the tables of the rules files."""
    if contract == "no-hearts":
        return -6 if card == "AH" else (-2 if card[1] == "H" else 0)
    if contract == "no-queens":
        return -6 if card[0] == "Q" else 0
    if contract == "no-king":
        return -20 if card == "KH" else 0
    if contract == "royalty":
        return {"KH": 20, "QS": 10}.get(card, 0)
    if contract == "queens":
        return 10 if card[0] == "Q" else (-10 if card == "KH" else 0)
    if contract == "spades":
        return 5 if card[1] == "S" else (-10 if card == "KH" else 0)
    if contract == "parlement":
        return -10 if card == "KH" else 0
    if contract == "guillotine":
        if card == "QS":
            return 15
        if card == "KH":
            return 10
        return 10 if card[0] == "Q" else (5 if card[1] == "S" else 0)
    return 0


def trick_points(contract: str, index: int, last: int) -> int:
    if contract == "no-tricks":
        return -2
    if contract == "no-last-two":
        return {last - 1: -10, last: -20}.get(index, 0)
    if contract == "trumps":
        return 5
    if contract == "parlement":
        return -5
    if contract == "guillotine":
        return 5 if index in (0, last) else 0
    return 0


def settle_by_text(scores: list[int], doubles: dict[tuple[int, int], int]) -> list[int]:
    """The difference goes to the better and from the worse; a redoubled pair counts twice."""
    totals = list(scores)
    for (a, b), level in doubles.items():
        better, worse = (a, b) if scores[a] >= scores[b] else (b, a)
        difference = (scores[better] - scores[worse]) * level
        totals[better] += difference
        totals[worse] -= difference
    return totals


class Referee:
    """An independent model of one series, fed with every action the engine accepts."""

    def __init__(self, state: BarbuState) -> None:
        self.barbu = state.options["rules"] == "barbu"
        self.options = dict(state.options)
        self.pack = pack(self.barbu)
        self.hand_size = 13 if self.barbu else 8
        self.deals = 28 if self.barbu else 24
        self.totals = BARBU_TOTALS if self.barbu else MARLEY_TOTALS
        self.trick_order = RANKS if self.barbu else "789JQKTA"
        if self.barbu:
            self.domino_order = RANKS
        else:
            french = self.options["domino_order"] == "french"
            self.domino_order = "789JQKTA" if french else "789TJQKA"
        self.scores = [0] * 4
        self.sheet: list[dict[str, Any]] = []
        self.played: dict[int, list[str]] = {seat: [] for seat in range(4)}
        self.declarer_doubles = [0] * 4
        self.deal = 0
        self.over = False
        self.start_deal(state)

    # ------------------------------------------------------------ deal set-up

    def start_deal(self, state: BarbuState) -> None:
        self.deal += 1
        deal = self.deal
        self.declarer = (deal - 1) // 7 if self.barbu else (deal - 1) % 4
        assert state.deal == deal and state.declarer == self.declarer
        if self.barbu and (deal - 1) % 7 == 0:
            self.declarer_doubles = [0] * 4
        self.hands = [set(hand) for hand in state.hands]
        assert [len(h) for h in self.hands] == [self.hand_size] * 4
        assert Counter(c for h in state.hands for c in h) == Counter(self.pack)
        self.phase = "contract"
        self.turn = self.declarer
        self.contract = ""
        self.trump: str | None = None
        self.first_rank: str | None = None
        self.leader = self.declarer
        self.trick: list[str] = []
        self.tricks: list[tuple[int, list[str]]] = []
        self.hearts_discarded = False
        self.layout: dict[str, set[str]] = {suit: set() for suit in SUITS}
        self.out: list[int] = []
        self.bonus = False
        self.bonus_allowed = True
        self.doubles: dict[tuple[int, int], int] = {}
        self.double_turns = 0

    @property
    def domino(self) -> bool:
        return self.contract in ("domino", "dominoes")

    # ------------------------------------------------------------ legal sets

    def legal(self) -> set[str]:
        if self.phase == "contract":
            return self.contract_legal()
        if self.phase == "double":
            return self.double_legal()
        if self.domino:
            fitting = {"play:" + c for c in self.hands[self.turn] if self.fits(c)}
            if self.bonus:
                return fitting | {"pass"}
            return fitting or {"pass"}
        return {"play:" + c for c in self.trick_legal(self.turn)}

    def contract_legal(self) -> set[str]:
        names = [n for n in self.totals if n not in self.played[self.declarer]]
        actions = set()
        for name in names:
            if name == "trumps":
                actions |= {f"contract:trumps:{s}" for s in SUITS}
            elif name == "domino":
                actions |= {f"contract:domino:{r}" for r in RANKS}
            else:
                actions.add("contract:" + name)
        return actions

    def double_targets(self, seat: int) -> tuple[set[int], bool]:
        doubled_me = {a for (a, b), level in self.doubles.items() if b == seat and level == 1}
        if seat == self.declarer:
            return doubled_me, False
        if self.contract in ("trumps", "domino"):
            targets = {self.declarer} | doubled_me
        else:
            targets = {s for s in range(4) if s != seat}
        owed = max(0, 2 - self.declarer_doubles[seat])
        deals_left = 7 - (self.deal - 1) % 7  # this one included
        return targets, owed > 0 and deals_left <= owed

    def double_legal(self) -> set[str]:
        targets, compulsory = self.double_targets(self.turn)
        actions = set()
        for size in range(len(targets) + 1):
            for chosen in combinations(sorted(targets), size):
                if not compulsory or self.declarer in chosen:
                    actions.add("double:" + ",".join(map(str, chosen)))
        return actions

    def trick_legal(self, seat: int) -> set[str]:
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            banned = self.contract in ("no-hearts", "no-king") and not (
                self.options.get("heart_lead") == "after-discard" and self.hearts_discarded
            )
            if banned:
                return {c for c in hand if c[1] != "H"} or set(hand)
            return set(hand)
        led = trick[0][1]
        follow = {c for c in hand if c[1] == led}
        trump = self.trump
        if trump is None:
            return follow or set(hand)
        order = self.trick_order.index
        top = max((order(c[0]) for c in trick if c[1] == trump), default=None)
        if follow:
            if led == trump:
                return {c for c in follow if order(c[0]) > top} or follow  # type: ignore[operator]
            return follow
        trumps = {c for c in hand if c[1] == trump}
        if top is not None:
            higher = {c for c in trumps if order(c[0]) > top}
            if higher:
                return higher
        if trumps and self.options.get("discard") == "must-trump":
            return trumps
        return set(hand)

    def fits(self, card: str) -> bool:
        if self.first_rank is None:
            return True  # Marley: the dealer opens with any card
        if card[0] == self.first_rank:
            return True
        index = self.domino_order.index(card[0])
        row = self.layout[card[1]]
        return any(abs(self.domino_order.index(c[0]) - index) == 1 for c in row)

    # ----------------------------------------------------------------- moves

    def apply(self, seat: int, action: str) -> bool:
        """Follow one action; return True when it ended the deal."""
        assert seat == self.turn
        if self.phase == "contract":
            self.declare(action.removeprefix("contract:"))
            return False
        if self.phase == "double":
            self.double(seat, action.removeprefix("double:"))
            return False
        if self.domino:
            return self.domino_move(seat, action)
        return self.play(seat, action.removeprefix("play:"))

    def declare(self, contract: str) -> None:
        name, _, arg = contract.partition(":")
        self.contract = name
        self.played[self.declarer].append(name)
        if name == "trumps":
            self.trump = arg
        if name == "domino":
            self.first_rank = arg
        if self.barbu:
            self.phase = "double"
            self.turn = (self.declarer + 1) % 4
        else:
            self.start_play()

    def double(self, seat: int, listed: str) -> None:
        for target in (int(x) for x in listed.split(",") if x):
            if (target, seat) in self.doubles:
                self.doubles[(target, seat)] = 2
            else:
                self.doubles[(seat, target)] = 1
                if target == self.declarer:
                    self.declarer_doubles[seat] += 1
        self.double_turns += 1
        if self.double_turns == 4:
            self.start_play()
        else:
            self.turn = (seat + 1) % 4

    def start_play(self) -> None:
        self.phase = "play"
        self.turn = self.declarer
        if self.barbu and not self.domino and self.options["first_lead"] == "right":
            self.turn = (self.declarer - 1) % 4
        self.leader = self.turn

    def play(self, seat: int, card: str) -> bool:
        self.hands[seat].remove(card)
        if self.trick and card[1] == "H" and self.trick[0][1] != "H":
            self.hearts_discarded = True
        self.trick.append(card)
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return False
        led = self.trick[0][1]
        order = self.trick_order.index

        def strength(card: str) -> tuple[bool, bool, int]:
            return (card[1] == self.trump, card[1] == led, order(card[0]))

        best = max(range(4), key=lambda i: strength(self.trick[i]))
        winner = (self.leader + best) % 4
        self.tricks.append((winner, self.trick))
        self.trick = []
        self.leader = self.turn = winner
        taken = {c for _, cards in self.tricks for c in cards}
        ended = (
            len(self.tricks) == self.hand_size
            or (self.contract == "no-queens" and taken >= QUEENS)
            or (self.contract == "no-king" and "KH" in taken)
        )
        if ended:
            points = [0] * 4
            for index, (who, cards) in enumerate(self.tricks):
                points[who] += trick_points(self.contract, index, self.hand_size - 1)
                points[who] += sum(card_points(self.contract, c) for c in cards)
            self.end_deal(points)
        return ended

    def next_in(self, seat: int) -> int:
        for step in range(1, 4):
            if (seat + step) % 4 not in self.out:
                return (seat + step) % 4
        raise AssertionError("everybody is out")

    def domino_move(self, seat: int, action: str) -> bool:
        if action == "pass":
            self.bonus = False
            self.turn = self.next_in(seat)
            return False
        card = action.removeprefix("play:")
        if self.first_rank is None:
            self.first_rank = card[0]
            self.bonus_allowed = card[0] != "A"
        self.layout[card[1]].add(card)
        hand = self.hands[seat]
        hand.remove(card)
        if not hand:
            self.out.append(seat)
            if len(self.out) == (3 if self.barbu else 2):
                if self.barbu:
                    table = [int(x) for x in self.options["domino_scores"].split(",")]
                else:
                    table = [-30, -10, 0, 0]
                order = self.out + [s for s in range(4) if s not in self.out]
                points = [0] * 4
                for place, who in enumerate(order):
                    points[who] = table[place]
                self.end_deal(points)
                return True
        elif (
            not self.barbu
            and self.bonus_allowed
            and (card[0] == "A" or self.bonus)
            and any(self.fits(c) for c in hand)
        ):
            self.bonus = True
            return False
        self.bonus = False
        self.turn = self.next_in(seat)
        return False

    def end_deal(self, points: list[int]) -> None:
        totals = settle_by_text(points, self.doubles)
        contract = self.contract
        if self.trump:
            contract += ":" + self.trump
        elif self.contract == "domino":
            contract += ":" + str(self.first_rank)
        self.sheet.append(
            {
                "deal": self.deal,
                "declarer": self.declarer,
                "contract": contract,
                "scores": points,
                "doubles": sorted([a, b, level] for (a, b), level in self.doubles.items()),
                "totals": totals,
            }
        )
        self.scores = [a + b for a, b in zip(self.scores, totals, strict=True)]
        if self.deal == self.deals:
            self.over = True


# ---------------------------------------------------------------- checks


def check_card_places(state: BarbuState) -> None:
    """Every card of the pack in exactly one place: hands + trick + tricks, or + layout."""
    places_: list[str] = [c for hand in state.hands for c in hand]
    if state.phase == "play" and state.contract in ("domino", "dominoes"):
        places_ += [card for _, card in state.domino_moves if card]
    else:
        places_ += list(state.trick)
        places_ += [c for trick in state.tricks for c in trick["cards"]]
    assert Counter(places_) == Counter(pack(state.options["rules"] == "barbu"))


def cards_in(view: dict[str, Any]) -> set[str]:
    """Every card string anywhere in a view (as JSON, so nothing can hide), but those of
    earlier deals' last tricks: played in the open, from other hands than this deal's."""
    past = {"final_tricks"}
    if view["last_trick"] is not None and view["last_trick"]["deal"] != view["deal"]:
        past.add("last_trick")
    return set(CARD_TOKEN.findall(json.dumps({k: v for k, v in view.items() if k not in past})))


def check_views(state: BarbuState, ref: Referee) -> None:
    """Hidden information, and the public view agreeing with the referee."""
    hands = state.hands
    for seat in range(4):
        view = state.view(seat)
        assert view["seat"] == seat
        assert sorted(view["hand"]) == sorted(hands[seat])
        others = {c for other in range(4) if other != seat for c in hands[other]}
        assert not cards_in(view) & others, (seat, cards_in(view) & others)
    spectator = state.view(None)
    assert spectator["hand"] == []
    assert not cards_in(spectator) & {c for hand in hands for c in hand}
    assert spectator["hand_sizes"] == [len(hand) for hand in ref.hands]
    assert (spectator["deal"], spectator["declarer"]) == (ref.deal, ref.declarer)
    assert spectator["turn"] == ref.turn and spectator["phase"] == ref.phase
    assert spectator["scores"] == ref.scores
    assert spectator["contracts_left"] == [
        [name for name in ref.totals if name not in ref.played[seat]] for seat in range(4)
    ]
    if ref.barbu:
        assert sorted(map(tuple, spectator["doubles"])) == sorted(
            (a, b, level) for (a, b), level in ref.doubles.items()
        )
        assert "money" not in spectator
    else:
        assert spectator["money"] == [score - 100 for score in ref.scores]
    if ref.phase != "play":
        return
    if ref.domino:
        played = [card for _, card in spectator["domino_moves"] if card]
        assert sorted(played) == sorted(c for row in spectator["layout"].values() for c in row)
        return
    assert spectator["leader"] == ref.leader
    assert spectator["trick"] == [[(ref.leader + i) % 4, c] for i, c in enumerate(ref.trick)]
    assert [(t["winner"], t["cards"]) for t in spectator["tricks"]] == ref.tricks
    won = [sum(1 for who, _ in ref.tricks if who == seat) for seat in range(4)]
    assert spectator["tricks_won"] == won
    if ref.contract in ("no-hearts", "no-queens", "no-king"):
        for seat in range(4):
            taken = [c for who, cards in ref.tricks if who == seat for c in cards]
            scoring = {c for c in taken if card_points(ref.contract, c)}
            assert set(spectator["face_up"][seat]) == scoring


def compare(state: BarbuState, ref: Referee) -> None:
    assert state.is_over == ref.over
    if ref.over:
        assert state.actors() == []
        return
    assert state.actors() == [ref.turn]
    assert state.phase == ref.phase
    assert [set(h) for h in state.hands] == ref.hands
    if ref.phase == "play" and not ref.domino:
        assert list(state.trick) == ref.trick
    if ref.domino and ref.phase == "play":
        view = state.view(None)
        assert {s: set(row) for s, row in view["layout"].items()} == {
            s: row for s, row in ref.layout.items() if row
        }
        assert view["out"] == ref.out and view["bonus"] == ref.bonus


def play_series(seed: int, options: dict[str, str], choice_seed: int) -> tuple[BarbuState, Referee]:
    state = barbu.new_game(seed, options=options)
    ref = Referee(state)
    rng = random.Random(choice_seed)
    step = 0
    while not state.is_over:
        seat = ref.turn
        for other in range(4):
            if other != seat:
                assert state.legal_actions(other) == []
        legal = state.legal_actions(seat)
        assert set(legal) == ref.legal(), (state.deal, ref.phase, ref.contract)
        assert len(legal) == len(set(legal))
        if ref.phase == "double":
            _, compulsory = ref.double_targets(seat)
            assert state.view(seat)["double_required"] is compulsory
        action = rng.choice(legal)
        sheet_before = len(state.sheet)
        state.apply(seat, action)
        ended = ref.apply(seat, action)
        if ended:
            assert len(state.sheet) == sheet_before + 1
            entry = dict(state.sheet[-1])
            entry["doubles"] = sorted(entry["doubles"])
            assert entry == ref.sheet[-1]
            assert sum(entry["scores"]) == ref.totals[entry["contract"].partition(":")[0]]
            assert sum(entry["totals"]) == sum(entry["scores"])  # doubles sum to 0
            assert state.scores == ref.scores
            if not ref.over:
                ref.start_deal(state)
        else:
            assert len(state.sheet) == sheet_before
        compare(state, ref)
        if not state.is_over:
            check_card_places(state)
            if step % 17 == 0:
                check_views(state, ref)
        step += 1
    return state, ref


def check_series_end(state: BarbuState, ref: Referee) -> None:
    deals = ref.deals
    assert len(state.sheet) == deals
    assert [entry["deal"] for entry in state.sheet] == list(range(1, deals + 1))
    assert sum(state.scores) == (0 if ref.barbu else 400)
    for seat in range(4):
        mine = [e["contract"].partition(":")[0] for e in state.sheet if e["declarer"] == seat]
        assert sorted(mine) == sorted(ref.totals)  # each contract exactly once
    if ref.barbu:
        for seat in range(4):
            cycle = [e for e in state.sheet if e["declarer"] == seat]
            assert sum(sum(e["scores"]) for e in cycle) == 0
            # The obligation: each other player doubled this declarer at least twice.
            for other in range(4):
                if other != seat:
                    doubled = sum(
                        1 for e in cycle for a, b, _ in e["doubles"] if (a, b) == (other, seat)
                    )
                    assert doubled >= 2, (seat, other)
    else:
        for seat in range(4):
            dealt = [e for e in state.sheet if e["declarer"] == seat]
            assert sum(sum(e["scores"]) for e in dealt) == 100
    higher = ref.barbu
    expected = [1 + sum((o > s) if higher else (o < s) for o in state.scores) for s in state.scores]
    assert state.places() == expected
    assert state.view(None)["places"] == expected
    for a in range(4):
        for b in range(4):
            if state.scores[a] == state.scores[b]:
                assert expected[a] == expected[b]
    assert state.actors() == [] and all(state.legal_actions(s) == [] for s in range(4))
    view = state.view(0)
    assert view["is_over"] and view["hand"] == []
    if not ref.barbu:
        assert view["money"] == [x - 100 for x in state.scores]


@pytest.mark.long
@SERIES
@given(seed=st.integers(0, 2**32 - 1), options=barbu_options, choice_seed=st.integers(0, 2**32))
def test_random_barbu_series(seed: int, options: dict[str, str], choice_seed: int) -> None:
    state, ref = play_series(seed, options, choice_seed)
    check_series_end(state, ref)


@SERIES
@given(seed=st.integers(0, 2**32 - 1), options=marley_options, choice_seed=st.integers(0, 2**32))
def test_random_marley_series(seed: int, options: dict[str, str], choice_seed: int) -> None:
    state, ref = play_series(seed, options, choice_seed)
    check_series_end(state, ref)


@settings(max_examples=2 * settings.default.max_examples)
@given(scores=st.lists(st.integers(-50, 50), min_size=4, max_size=4), higher=st.booleans())
def test_places_properties(scores: list[int], higher: bool) -> None:
    result = places(scores, higher)
    for a in range(4):
        better = sum((s > scores[a]) if higher else (s < scores[a]) for s in scores)
        assert result[a] == 1 + better
        for b in range(4):
            if scores[a] == scores[b]:
                assert result[a] == result[b]  # ties share the place
            elif (scores[a] > scores[b]) == higher:
                assert result[a] < result[b]
    assert min(result) == 1


@given(
    scores=st.lists(st.integers(-30, 65), min_size=4, max_size=4),
    pairs=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(1, 2)), max_size=6),
)
def test_settle_matches_rules_text_and_sums_to_zero(
    scores: list[int], pairs: list[tuple[int, int, int]]
) -> None:
    doubles: dict[tuple[int, int], int] = {}
    for a, b, level in pairs:
        if a != b and (a, b) not in doubles and (b, a) not in doubles:
            doubles[(a, b)] = level
    engine = barbu.settle(scores, [[a, b, level] for (a, b), level in doubles.items()])
    assert engine == settle_by_text(scores, doubles)
    assert sum(engine) == sum(scores)
