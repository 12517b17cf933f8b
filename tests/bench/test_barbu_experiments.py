"""The experiments of the strong Barbu player (`bench.barbu_experiments`).

- The max-n solver, with its interchangeable-card cuts and its memo, gives the
  same final points as a plain max-n search that tries every legal card, on
  the last three tricks of sampled deals from real positions of every trick
  contract (Barbu and Marley), and does not change the position it is given.
- The player with the endgame and the weighting switched on stays deterministic for a seeded rng
  at a fixed sample count; with a weighting that weighs every deal alike, it plays as the
  shipped player does.
- The likelihood weighting replays the deal from the hands actually dealt.
- With the distilled No Tricks models (`distilled=1`) the player stays deterministic, charges
  No Tricks' card play at the round's rate and every other decision at the shipped one.
"""

from __future__ import annotations

import random

import pytest

from bench.barbu_experiments.distilled import ROUNDS
from bench.barbu_experiments.endgame import _key, cards_left, solve
from bench.barbu_experiments.likelihood import _deal_start, play_weight, played_cards
from bench.barbu_experiments.player import ExperimentPlayer
from bench.duplicate import play_board
from games import barbu
from games.barbu.players import rule_based_player
from games.barbu.sampling import Sampler, codec, knowledge
from games.barbu.strong import TrickSim, make_strong_player
from games.barbu.strong.budget import _US_PER_MOVE
from games.barbu.strong.simulator import _bits, _root
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


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_player_with_its_switches_on_is_deterministic_at_a_fixed_sample_count(rules: str) -> None:
    seats = [ExperimentPlayer(20, samples=4, endgame=3, weighting=30), rule_based_player] * 2
    assert _series(rules, 3, seats, 2) == _series(rules, 3, seats, 2)


def test_a_weighting_that_weighs_every_deal_alike_plays_as_the_shipped_player() -> None:
    weighted = [ExperimentPlayer(20, samples=5, weighting=100), rule_based_player] * 2
    shipped = [make_strong_player(20, samples=5), rule_based_player] * 2
    assert _series("barbu", 4, weighted, 2) == _series("barbu", 4, shipped, 2)


@pytest.mark.parametrize("contract", ["no-tricks", "no-hearts"])
def test_the_distilled_models_are_charged_at_their_rate_in_no_tricks_only(contract: str) -> None:
    player = ExperimentPlayer(20, samples=4, distilled=1)
    rates: list[float] = []
    more = player._more

    def spy(done: int, spent: float, rate: float) -> bool:
        rates.append(rate)
        return more(done, spent, rate)

    player._more = spy  # type: ignore[method-assign]
    play_board("barbu", 5, contract, [player] * 4, "test")
    expected = ROUNDS[1].rates.get(("barbu", contract), _US_PER_MOVE[("barbu", contract)])
    assert rates and set(rates) == {expected}
    # Another contract's card play keeps the shipped rate.
    trumps = {"rules": "barbu", "phase": "play", "contract": "trumps:S"}
    assert player._card_rate(trumps) == _US_PER_MOVE[("barbu", "trumps")]


def test_the_distilled_player_is_deterministic_at_a_fixed_sample_count() -> None:
    seats = [ExperimentPlayer(20, samples=4, distilled=1), rule_based_player] * 2
    assert _series("barbu", 3, seats, 2) == _series("barbu", 3, seats, 2)


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
            assert isinstance(sim, TrickSim)  # deal 1 of seed 9 is a trick contract
            first, cards = played_cards(view, cd.ids)
            assert _deal_start(sim.spec, hands, first, cards) == dealt
            assert play_weight(sim.spec, hands, first, cards, seat, 1.0) == (1.0, len(cards))
            checked += 1
        state.apply(seat, rule_based_player(view, state.legal_actions(seat), rng))
    assert checked > 40
