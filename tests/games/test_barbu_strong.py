"""The strong Barbu player: its knowledge and sampling, its simulator, and its decisions.

- Sampling: a sampled deal never gives a card to a seat shown void in its suit
  (checked against voids read here, independently of `sampling`), never holds a
  played card or one of the player's own cards, and fills every hand exactly;
  the real deal is always among the consistent ones; consistent deals are
  drawn uniformly.
- The lean simulator agrees with the engine: the same legal cards, the same
  seat on turn (so the same trick winners) and the same deal scores.
- The player answers legally, from its view only, deterministically for a
  seeded rng at a fixed sample count, and pickles (for a process pool); a card
  of the current trick between two of ours keeps them apart as candidates.
- Its bidding: the cycle values behind the contract choice are consistent,
  and the doubles owed make a double of the declarer cheaper as the cycle
  runs out.
"""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter

import pytest

from games import barbu
from games.barbu.players import random_player, rule_based_player
from games.barbu.rulesets import RULE_SETS
from games.barbu.sampling import Knowledge, Sampler, codec, knowledge
from games.barbu.state import PASS
from games.barbu.strong import (
    DominoSim,
    StrongPlayer,
    TrickSim,
    make_strong_player,
    strong_player,
)
from games.barbu.strong.bidding import _CYCLE_VALUES, declarer_threshold
from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.player import _clearly_better
from games.barbu.strong.policies import (
    _domino_policy,
    _finish,
    _finish_unwanted,
    _trick_policy,
)
from games.barbu.strong.simulator import _root, trick_spec
from games.cards import deck
from tests.games.scenario import fixed_deal

RULES_AND_OPTIONS = [
    ("barbu", {}),
    (
        "barbu",
        {
            "heart_lead": "after-discard",
            "discard": "must-trump",
            "first_lead": "right",
            "domino_scores": "45,20,5,-5",
        },
    ),
    ("marley", {}),
    ("marley", {"domino_order": "french"}),
]


def _positions(rules: str, options: dict, seed: int, every: int = 3):
    """Positions of a series played by a mix of random and rule-based players."""
    state = barbu.new_game(seed, options={"rules": rules, **options})
    rng = random.Random(seed)
    players = [random_player, rule_based_player, random_player, rule_based_player]
    step = 0
    while not state.is_over:
        (seat,) = state.actors()
        if step % every == 0:
            yield state
        state.apply(seat, players[seat](state.view(seat), state.legal_actions(seat), rng))
        step += 1


def _voids(view: dict) -> list[set[str]]:
    """Suits each seat has shown it lacks, read straight from the tricks."""
    voids: list[set[str]] = [set() for _ in range(4)]
    tricks = [(t["leader"], t["cards"]) for t in view["tricks"]]
    if view["trick"]:
        tricks.append((view["trick"][0][0], [card for _, card in view["trick"]]))
    for leader, cards in tricks:
        for i, card in enumerate(cards[1:], start=1):
            if card[1] != cards[0][1]:
                voids[(leader + i) % 4].add(cards[0][1])
    return voids


@pytest.mark.parametrize(("rules", "options"), RULES_AND_OPTIONS)
def test_knowledge_holds_for_the_real_deal_and_samples_respect_it(
    rules: str, options: dict
) -> None:
    cd = codec(rules)
    rng = random.Random(5)
    checked = constrained = 0
    for seed in (1, 2):
        for state in _positions(rules, options, seed):
            for seat in range(4):
                view = state.view(seat)
                know = knowledge(view)
                real = [cd.mask(hand) for hand in state.hands]
                assert know.consistent(real)
                if seat != state.actors()[0]:
                    continue
                played = {card for t in view["tricks"] for card in t["cards"]}
                played |= {card for _, card in view["trick"]}
                for row in view.get("layout", {}).values():
                    played |= set(row)
                voids = _voids(view) if "layout" not in view else [set()] * 4
                sampler = Sampler(know)
                constrained += not sampler.simple
                for _ in range(3):
                    deal = sampler.sample(rng)
                    assert deal[seat] == cd.mask(view["hand"])
                    seen: set[str] = set()
                    for other in range(4):
                        cards = cd.cards(deal[other])
                        assert len(cards) == view["hand_sizes"][other]
                        if other == seat:
                            continue
                        assert not set(cards) & played
                        assert not set(cards) & set(view["hand"])
                        assert not {card[1] for card in cards} & voids[other]
                        assert not seen & set(cards)
                        seen |= set(cards)
                    assert know.consistent(deal)
                    checked += 1
    assert checked > 100
    assert constrained > 10  # the constrained sampler was exercised, not only shuffles


def test_sampling_is_uniform_over_consistent_deals() -> None:
    cd = codec("marley")
    cards = ["7S", "8S", "9S", "7H"]
    mine = [card for card in deck(32) if card not in cards][:8]
    # Seats 1 and 2 hold two cards each; seat 1 cannot hold 7H (void in hearts), seat 3
    # is out of cards. Consistent deals: 7H with seat 2 and one spade, the rest to seat 1.
    know = Knowledge(
        codec=cd,
        seat=0,
        hand=cd.mask(mine),
        unseen=cd.mask(cards),
        sizes=[8, 2, 2, 0],
        excluded=[0, cd.mask(["7H"]), 0, 0],
    )
    sampler = Sampler(know)
    assert not sampler.simple
    rng = random.Random(0)
    counts = Counter(tuple(sampler.sample(rng)) for _ in range(3000))
    assert len(counts) == 3
    for deal, count in counts.items():
        assert know.consistent(list(deal))
        assert 850 < count < 1150


@pytest.mark.parametrize(("rules", "options"), RULES_AND_OPTIONS)
def test_simulator_agrees_with_the_engine(rules: str, options: dict) -> None:
    cd = codec(rules)
    deals = 0
    for seed in (3, 4):
        state = barbu.new_game(seed, options={"rules": rules, **options})
        rng = random.Random(seed)
        sim = None
        deal = 0
        while not state.is_over and state.deal <= 12:
            (seat,) = state.actors()
            legal = state.legal_actions(seat)
            if state.phase == "play" and sim is None:
                sim = _root(state.view(seat), [cd.mask(hand) for hand in state.hands])
                deal = state.deal
            if sim is not None:
                assert sim.turn == seat  # so the trick winners agree too
                if isinstance(sim, TrickSim):
                    assert sim.legal() == cd.mask([a[5:] for a in legal])
                else:
                    expected = sorted(-1 if a == PASS else cd.ids[a[5:]] for a in legal)
                    assert sorted(sim.moves()) == expected
            player = rule_based_player if rng.random() < 0.5 else random_player
            action = player(state.view(seat), legal, rng)
            state.apply(seat, action)
            if sim is not None:
                sim.play(-1 if action == PASS else cd.ids[action[5:]])
                if state.deal != deal or state.is_over:
                    assert sim.over
                    assert sim.scores() == state.sheet[-1]["scores"]
                    sim = None
                    deals += 1
                else:
                    assert not sim.over
    assert deals >= 20


def test_simulator_plays_domino_deals() -> None:
    # Every Barbu and Marley domino deal of a few series, replayed in the simulator.
    found = 0
    for rules in ("barbu", "marley"):
        cd = codec(rules)
        for seed in range(6):
            state = barbu.new_game(seed, options={"rules": rules})
            rng = random.Random(seed)
            sim = None
            while not state.is_over:
                (seat,) = state.actors()
                if state.phase == "play" and "layout" in state.view(seat) and sim is None:
                    sim = _root(state.view(seat), [cd.mask(hand) for hand in state.hands])
                    deal = state.deal
                action = rule_based_player(state.view(seat), state.legal_actions(seat), rng)
                state.apply(seat, action)
                if sim is not None:
                    assert isinstance(sim, DominoSim)
                    sim.play(-1 if action == PASS else cd.ids[action[5:]])
                    if state.deal != deal or state.is_over:
                        assert sim.over and sim.scores() == state.sheet[-1]["scores"]
                        sim = None
                        found += 1
    assert found >= 8


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_playouts_stop_early_only_when_nothing_is_left_to_score(rules: str) -> None:
    """`_finish` (with its shortcuts) scores like playing every card with the policy."""
    cd = codec(rules)
    rng = random.Random(7)
    compared = 0
    for state in _positions(rules, {}, 9, every=5):
        (seat,) = state.actors()
        if state.phase != "play":
            continue
        sim = _root(state.view(seat), [cd.mask(hand) for hand in state.hands])
        reference = sim.copy()
        while not reference.over:
            if isinstance(reference, TrickSim):
                reference.play(_trick_policy(reference, reference.legal()))
            else:
                reference.play(_domino_policy(reference))
        scores, moves = _finish(sim)
        assert scores == reference.scores()
        assert moves >= 0
        compared += 1
        if compared > 40 and rng.random() < 0.1:
            break
    assert compared > 20


@pytest.mark.parametrize("overtakes", [False, True])
@pytest.mark.parametrize(("rules", "options"), RULES_AND_OPTIONS)
def test_the_playout_of_negative_contracts_makes_the_policys_moves(
    rules: str, options: dict, overtakes: bool
) -> None:
    """`_finish_unwanted`, the policy and the rules in one loop, plays the same cards as
    `_trick_policy` and `TrickSim.play` one by one: same scores, moves and end state."""
    cd = codec(rules)
    compared = 0
    for state in _positions(rules, options, 11, every=2):
        (seat,) = state.actors()
        if state.phase != "play" or "layout" in state.view(seat):
            continue
        sim = _root(state.view(seat), [cd.mask(hand) for hand in state.hands])
        assert isinstance(sim, TrickSim)
        if sim.spec.positive:
            continue
        stepwise, moves = sim.copy(), 0
        while not stepwise.over and not (not stepwise.trick and stepwise.finished_early()):
            stepwise.play(_trick_policy(stepwise, stepwise.legal(), overtakes))
            moves += 1
        assert _finish_unwanted(sim, overtakes=overtakes) == (stepwise.scores(), moves)
        assert [getattr(sim, name) for name in TrickSim.__slots__] == [
            getattr(stepwise, name) for name in TrickSim.__slots__
        ]
        compared += 1
    assert compared > 100


def _series(rules: str, seed: int, seats: list, deals: int) -> list[tuple[int, str]]:
    state = barbu.new_game(seed, options={"rules": rules})
    rngs = [random.Random(f"s:{seed}:{seat}") for seat in range(4)]
    log = []
    while not state.is_over and state.deal <= deals:
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        before = repr(view)
        action = seats[seat](view, list(legal), rngs[seat])
        assert repr(view) == before  # the player does not write into the view
        assert action in legal, (action, legal)
        state.apply(seat, action)
        log.append((seat, action))
    return log


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_strong_player_answers_legally(rules: str) -> None:
    strong = make_strong_player(20, samples=4)
    deals = 8 if rules == "barbu" else 7  # Barbu: declarer 0's 7 contracts and one more
    _series(rules, 13, [strong, rule_based_player, strong, random_player], deals)


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_strong_player_is_deterministic_at_a_fixed_sample_count(rules: str) -> None:
    seats = [make_strong_player(20, samples=6), rule_based_player] * 2
    assert _series(rules, 8, seats, 2) == _series(rules, 8, seats, 2)


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_strong_player_decides_from_its_view_only(rules: str) -> None:
    """Deal the other players' unseen cards differently: same view, same decision."""
    strong = make_strong_player(20, samples=6)
    state = barbu.new_game(21, options={"rules": rules})
    rng = random.Random(0)
    checked = 0
    while checked < 12 and not state.is_over:
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            data = state.to_json()
            others = [s for s in range(4) if s != seat]
            pool = [card for s in others for card in data["hands"][s]]
            random.Random(checked).shuffle(pool)
            for s in others:
                size = len(data["hands"][s])
                data["hands"][s], pool = pool[:size], pool[size:]
            twin = barbu.from_json(data)
            assert state.view(seat) == twin.view(seat)
            choice = strong(state.view(seat), legal, random.Random(checked))
            assert strong(twin.view(seat), twin.legal_actions(seat), random.Random(checked)) == (
                choice
            )
            checked += 1
        state.apply(seat, rule_based_player(state.view(seat), legal, rng))
    assert checked == 12


def test_strong_player_pickles_and_keeps_its_budget() -> None:
    player = make_strong_player(250)
    assert isinstance(player, StrongPlayer) and player.budget_ms == 250
    clone = pickle.loads(pickle.dumps(player))
    assert clone.budget_ms == 250 and clone.samples is None
    assert strong_player.budget_ms == 500
    with pytest.raises(ValueError):
        make_strong_player(0)
    with pytest.raises(ValueError):
        make_strong_player(100, samples=0)
    state = barbu.new_game(2)
    view, legal = state.view(0), state.legal_actions(0)
    fixed = make_strong_player(50, samples=5)
    copy = pickle.loads(pickle.dumps(fixed))
    assert fixed(view, legal, random.Random(1)) == copy(view, legal, random.Random(1))


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_a_budget_is_spent_whole_in_the_cost_models_time(rules: str) -> None:
    """Every decision that samples stops at the first sample that reaches its budget, in
    the cost model's microseconds (a sample costs well under a tenth of it), and twice
    the budget buys about twice the samples."""
    state = barbu.new_game(5, options={"rules": rules})
    rng = random.Random(3)
    checked = 0
    while not state.is_over and state.deal == 1:
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        player = make_strong_player(40)
        player.safety = False
        action = player(view, legal, random.Random(checked))
        if player.last_samples:
            checked += 1
            assert 40_000 <= player.last_cost_us < 44_000, (view["phase"], player.last_cost_us)
            longer = make_strong_player(80)
            longer.safety = False
            longer(view, legal, random.Random(checked - 1))
            assert 1.6 < longer.last_samples / player.last_samples < 2.4
        state.apply(seat, rule_based_player(view, legal, rng) if seat else action)
    assert checked >= 10


def test_single_legal_action_is_answered_without_search() -> None:
    assert make_strong_player(1)({"phase": "play"}, ["pass"], random.Random(0)) == "pass"


def test_no_king_gets_rid_of_the_king_of_hearts_when_void() -> None:
    spades = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"
    state = fixed_deal("barbu", {0: spades, 1: "KH 2H 3H 2D 3D 4D 5D 6D 2C 3C 4C AC KC"}, "no-king")
    state.apply(0, "play:2S")
    view = state.view(1)
    assert make_strong_player(50, samples=8)(view, state.legal_actions(1), random.Random(0)) == (
        "play:KH"
    )


def _second_hand_card(
    rules: str, contract: str, hands: dict[int, str], lead: str, cards: str, overtakes: bool
) -> str:
    """The playout policy's card among `cards` for seat 1, after seat 0 leads `lead`."""
    state = fixed_deal(rules, hands, contract)
    state.apply(0, f"play:{lead}")
    cd = codec(rules)
    sim = _root(state.view(1), [cd.mask(hand) for hand in state.hands])
    assert isinstance(sim, TrickSim)
    return cd.names[_trick_policy(sim, cd.mask(cards.split()), overtakes)]


def test_a_follower_who_cannot_duck_plays_under_a_later_forced_overtake() -> None:
    """No Tricks: the second hand's spades all beat the 2, but the last hand holds only
    the queen and king: with `overtakes` the playout policy sheds the 9 under them (the
    trick is surely lost), without it the ace (the trick is taken anyway)."""
    hands = {
        0: "2S 6S 7S 8S TS JS 2H 3H 4H 5H 6H 7H 8H",
        1: "5S 9S AS 9H TH JH QH KH AH 2D 3D 4D 5D",
        2: "3S 4S 6D 7D 8D 9D TD JD QD KD AD 2C 3C",
        3: "QS KS 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    }
    assert _second_hand_card("barbu", "no-tricks", hands, "2S", "5S 9S AS", True) == "9S"
    assert _second_hand_card("barbu", "no-tricks", hands, "2S", "5S 9S AS", False) == "AS"


@pytest.mark.parametrize("overtakes", [False, True])
def test_a_follower_whose_every_card_wins_takes_the_trick_with_the_least_harmful_one(
    overtakes: bool,
) -> None:
    """Marley's Guillotine, first trick (it costs points itself): every diamond of the
    second hand beats the 7 and no later player must overtake, so the playout policy
    takes the trick with the ace, not the queen (10 points more), with `overtakes` too."""
    hands = {
        0: "7D TD JD KD 7S 8S 9S TS",
        1: "QD AD 7H 8H 9H TH JH QH",
        2: "8D JS QS KS AS KH AH 7C",
        3: "9D 8C 9C TC JC QC KC AC",
    }
    assert _second_hand_card("marley", "guillotine", hands, "7D", "QD AD", overtakes) == "AD"


def test_marley_parlement_takes_the_trick_it_can() -> None:
    hands = {0: "7S 8S 9S JS QS KS 7H 8H", 1: "AS TS 7D 8D 9D 7C 8C 9C"}
    state = fixed_deal("marley", hands, "parlement")
    state.apply(0, "play:KS")
    choice = make_strong_player(50, samples=8)(
        state.view(1), state.legal_actions(1), random.Random(0)
    )
    assert choice in {"play:TS", "play:AS"}


def test_declarer_names_trumps_in_its_long_strong_suit() -> None:
    state = barbu.new_game(0)
    strong = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AH", "KH", "AD", "KD", "AC", "KC"]
    others = [card for card in deck(52) if card not in strong]
    state.hands = [strong, others[:13], others[13:26], others[26:]]
    player = make_strong_player(50, samples=12)
    assert player(state.view(0), state.legal_actions(0), random.Random(0)) == "contract:trumps:S"


def test_doubles_the_trumps_declarer_with_a_strong_trump_hand_only() -> None:
    player = make_strong_player(50, samples=24)
    strong = "AS KS QS JS TS 9S AH KH AD KD AC KC QC"
    state = fixed_deal("barbu", {1: strong}, "trumps:S", doubles=False)
    assert player(state.view(1), state.legal_actions(1), random.Random(0)) == "double:0"
    weak = "2S 3S 4S 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C"
    state = fixed_deal("barbu", {1: weak}, "trumps:S", doubles=False)
    assert player(state.view(1), state.legal_actions(1), random.Random(0)) == "double:"


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_seeing_the_hand_before_choosing_is_worth_something_in_every_cycle(rules: str) -> None:
    """The cycle values: V(S) >= V({c}) + V(S - c) for every contract c left (Jensen).

    V(S) is the mean over hands of the best contract's value with its hand
    seen, never less than naming c blind and going on; a mis-indexed or stale
    table breaks this.
    """
    values = _CYCLE_VALUES[rules]
    assert len(values) == 1 << len(RULE_SETS[rules].contracts)
    for left in range(1, len(values)):
        for bit in (1 << i for i in range(left.bit_length()) if left >> i & 1):
            assert values[left] >= values[bit] + values[left & ~bit] - 0.02


def _double_view(deal: int, owed: int, contract: str = "no-queens") -> dict:
    return {"rules": "barbu", "contract": contract, "seat": 1, "deal": deal,
            "doubles_owed": [0, owed, 0, 0]}  # fmt: skip


def test_doubles_owed_are_paid_on_good_hands_first_and_on_fair_ones_when_time_runs_short() -> None:
    free = declarer_threshold(_double_view(1, 0))
    early, late = declarer_threshold(_double_view(1, 2)), declarer_threshold(_double_view(5, 2))
    assert free > early > late  # owing makes a double cheaper, and more so as deals run out
    assert declarer_threshold(_double_view(5, 1)) > late  # owing less, less pressure
    assert declarer_threshold(_double_view(7, 1)) == -math.inf  # the last deal: compulsory
    # With `obligation=False` (the fit's rule): a fixed relief per double owed, whatever is left.
    assert declarer_threshold(_double_view(1, 2), False) == declarer_threshold(
        _double_view(5, 2), False
    )


def test_a_card_is_clearly_better_only_when_its_gain_stands_out_of_its_noise() -> None:
    assert not _clearly_better(gain=5.0, square=25.0, n=1, z=2.0)  # no spread from 1 sample
    assert not _clearly_better(gain=-3.0, square=9.0, n=10, z=0.0)
    assert _clearly_better(gain=10.0, square=10.0, n=10, z=2.0)  # +1 on every sample
    # +10 on one sample of ten, nothing on the others: a mean of +1 within its noise.
    assert not _clearly_better(gain=10.0, square=100.0, n=10, z=2.0)
    assert _clearly_better(gain=10.0, square=100.0, n=10, z=0.5)


def test_with_a_high_confidence_the_strong_player_keeps_the_policys_domino_card() -> None:
    state = barbu.new_game(3, options={"rules": "barbu"})
    cautious = make_strong_player(20, samples=8)
    cautious.domino_confidence = 10**6
    bold = make_strong_player(20, samples=8)
    bold.domino_confidence = 0
    checked = departed = 0
    while not state.is_over and checked < 40:
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        dominoes = [a for a in legal if a.startswith("contract:domino")]
        if state.phase == "contract" and dominoes:  # each declarer's Domino first
            action = dominoes[0]
        elif state.phase == "play" and "layout" in view and len(legal) > 1:
            probe = _root(view, Sampler(knowledge(view)).sample(random.Random(0)))
            hint = codec(view["rules"]).names[_domino_policy(probe)]
            assert cautious(view, legal, random.Random(checked)) == "play:" + hint
            departed += bold(view, legal, random.Random(checked)) != "play:" + hint
            checked += 1
            action = rule_based_player(view, legal, random.Random(checked))
        else:
            action = rule_based_player(view, legal, random.Random(0))
        state.apply(seat, action)
    assert checked == 40 and departed > 0  # the bold player does leave the policy's card


def test_a_trick_card_between_two_of_ours_keeps_them_apart() -> None:
    cd = codec("barbu")
    spec = trick_spec("barbu", "trumps:S", ())
    hands = [cd.mask(["5H", "7H"]), cd.mask(["6H", "2C"]), cd.mask(["3C"]), cd.mask(["4C"])]
    sim = TrickSim(spec, hands, 1)
    sim.play(cd.ids["6H"])
    sim.play(cd.ids["3C"])
    sim.play(cd.ids["4C"])
    legal = sim.legal()
    others = cd.mask(["2C"])
    # Without the trick's 6H the two hearts look interchangeable; with it, 7H wins and 5H loses.
    assert len(equivalent_groups(sim, legal, others)) == 1
    assert len(equivalent_groups(sim, legal, others | cd.mask(["6H"]))) == 2
