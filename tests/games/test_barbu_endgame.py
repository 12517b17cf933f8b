"""The strong Barbu player's exact endgame (`games.barbu.strong.endgame`) and candidate cards.

- The max-n solver, with its interchangeable-card cuts and its memo, gives the
  same final points as a plain max-n search that tries every legal card, on
  the last three tricks of sampled deals from real positions of every trick
  contract (Barbu and Marley), and does not change the position it is given.
- A card of the current trick between two of ours keeps them apart as candidates.
- The player with the endgame and the weighting switched on stays deterministic for a seeded rng
  at a fixed sample count.
- The likelihood weighting replays the deal from the hands actually dealt.
"""

from __future__ import annotations

import random

import pytest

from games import barbu
from games.barbu.players import rule_based_player
from games.barbu.sampling import Sampler, codec, knowledge
from games.barbu.strong import StrongPlayer, TrickSim
from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.endgame import _key, cards_left, solve
from games.barbu.strong.likelihood import _deal_start, play_weight, played_cards
from games.barbu.strong.simulator import _bits, _root, trick_spec
from tests.games.test_barbu_strong import _series


def _brute(sim: TrickSim, sign: float) -> tuple[int, ...]:
    """Max-n over every legal card, no memo, no cuts: the definition the solver must meet."""
    if sim.over:
        return tuple(sim.points)
    seat = sim.turn
    values = []
    for c in _bits(sim.legal()):
        child = sim.copy()
        child.play(c)
        values.append(_brute(child, sign))
    return max(values, key=lambda value: _key(value, seat, sign))


def _endgames(rules: str, seed: int, cards: int):
    """Sampled deals (as simulators) at positions where no hand holds more than `cards`."""
    state = barbu.new_game(seed, options={"rules": rules})
    rng = random.Random(seed)
    while not state.is_over:
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        if view["phase"] == "play" and "layout" not in view:
            sim = _root(view, Sampler(knowledge(view)).sample(rng))
            if isinstance(sim, TrickSim) and cards_left(sim) <= cards:
                yield sim
        state.apply(seat, rule_based_player(view, legal, rng))


@pytest.mark.parametrize(("rules", "sign"), [("barbu", 1.0), ("marley", -1.0)])
def test_solver_agrees_with_a_plain_search_of_every_card(rules: str, sign: float) -> None:
    checked = 0
    for sim in _endgames(rules, 5, 3):
        before = (sim.hands[:], sim.trick[:], sim.points[:], sim.turn, sim.index)
        counter = [0]
        assert solve(sim, sign, {}, counter) == _brute(sim.copy(), sign)
        assert (sim.hands, sim.trick, sim.points, sim.turn, sim.index) == before
        assert counter[0] >= 0
        checked += 1
    assert checked > 40


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


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_player_with_its_switches_on_is_deterministic_at_a_fixed_sample_count(rules: str) -> None:
    seats = [StrongPlayer(20, samples=4, endgame=3, weighting=30), rule_based_player] * 2
    assert _series(rules, 3, seats, 2) == _series(rules, 3, seats, 2)


def test_likelihood_replay_starts_from_the_real_deal() -> None:
    """Given the real hands now, the replay gives back the hands dealt, and weighs 1 at miss 1."""
    state = barbu.new_game(9, options={"rules": "barbu"})
    rng = random.Random(9)
    cd = codec("barbu")
    dealt = None
    checked = 0
    while state.deal == 1:
        (seat,) = state.actors()
        view = state.view(seat)
        if view["phase"] == "play":
            hands = [cd.mask(cards) for cards in state.to_json()["hands"]]
            dealt = dealt or hands
            sim = _root(view, hands[:])
            first, cards = played_cards(view, cd.ids)
            assert _deal_start(sim.spec, hands, first, cards) == dealt
            assert play_weight(sim.spec, hands, first, cards, seat, 1.0) == (1.0, len(cards))
            checked += 1
        state.apply(seat, rule_based_player(view, state.legal_actions(seat), rng))
    assert checked > 40
