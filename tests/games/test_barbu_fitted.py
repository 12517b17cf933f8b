"""The strong player's fitted playout models (`games.barbu.strong.fitted`).

- `lead_card` and `follow_card`, written for playout speed, play a card whose
  score `w . features` is the best, by the features that define the models
  (`lead_features`, `follow_features`), for the fitted weights and for
  random ones.
- The fused playout with the models (`_finish_unwanted(sim, fitted=True)`)
  plays the models' leads and follows and the greedy discards, card by card;
  so too with a models table of an experiment's (`models=`) in another contract.
- Only No Hearts has models.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.barbu.strong.fitted import (
    FOLLOW_FEATURES,
    LEAD_FEATURES,
    MODELS,
    follow_card,
    follow_features,
    lead_card,
    lead_features,
)
from games.barbu.strong.policies import _finish_unwanted, _trick_policy
from games.barbu.strong.simulator import TrickSim, _bits, _fresh, trick_spec


def _positions(contract: str, seed: int, deals: int) -> Iterator[TrickSim]:
    """Positions of random deals of `contract` played with random legal cards."""
    rng = random.Random(seed)
    for _ in range(deals):
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[13 * s : 13 * s + 13]) for s in range(4)]
        sim = _fresh("barbu", contract, {}, hands, rng.randrange(4))
        assert isinstance(sim, TrickSim)
        while not sim.over:
            yield sim
            sim.play(rng.choice(_bits(sim.legal())))


def _score(w: tuple[float, ...], features: list[float]) -> float:
    return sum(a * b for a, b in zip(w, features, strict=True))


def _weights(names: tuple[str, ...], model: int, rng: random.Random) -> tuple[float, ...]:
    """The fitted weights (model 0 and 1 are No Hearts' lead and follow) or random ones."""
    if rng.random() < 0.5:
        return MODELS[("barbu", "no-hearts")][model]
    return tuple(rng.gauss(0, 1) for _ in names)


@pytest.mark.parametrize("contract", ["no-hearts", "no-tricks"])
def test_the_fast_models_play_a_card_of_the_best_score(contract: str) -> None:
    rng = random.Random(5)
    leads = follows = 0
    for sim in _positions(contract, 3, 30):
        sp, hands, seat = sim.spec, sim.hands, sim.turn
        legal = sim.legal()
        if not legal & (legal - 1):
            continue
        if not sim.trick:
            w = _weights(LEAD_FEATURES, 0, rng)
            card = lead_card(sp, w, hands, seat, legal, sim.index)
            scores = {
                c: _score(w, lead_features(sp, hands, seat, sim.index, c)) for c in _bits(legal)
            }
            leads += 1
        else:
            follow = legal & sp.masks[sim.led]
            if not follow:
                continue
            w = _weights(FOLLOW_FEATURES, 1, rng)
            card = follow_card(sp, w, hands, seat, sim.index, sim.trick, sim.best, follow)
            scores = {
                c: _score(w, follow_features(sp, hands, seat, sim.index, sim.trick, sim.best, c))
                for c in _bits(follow)
            }
            follows += 1
        assert card in scores
        assert scores[card] == pytest.approx(max(scores.values()), abs=1e-9)
    assert leads > 100 and follows > 100


@pytest.mark.parametrize("contract", ["no-hearts", "no-tricks"])
def test_the_fitted_playout_plays_the_models_cards_one_by_one(contract: str) -> None:
    lead_w, follow_w = MODELS[("barbu", "no-hearts")]
    # No Tricks has no shipped models: an experiment's table, No Hearts' weights in it.
    models = MODELS if contract == "no-hearts" else {("barbu", contract): (lead_w, follow_w)}
    compared = 0
    for position in _positions(contract, 11, 12):
        sim = position.copy()
        stepwise, moves = sim.copy(), 0
        sp = sim.spec
        while not stepwise.over and not (not stepwise.trick and stepwise.finished_early()):
            legal = stepwise.legal()
            hands, seat = stepwise.hands, stepwise.turn
            follow = legal & sp.masks[stepwise.led] if stepwise.trick else 0
            if not legal & (legal - 1):
                card = legal.bit_length() - 1
            elif not stepwise.trick:
                card = lead_card(sp, lead_w, hands, seat, legal, stepwise.index)
            elif follow & (follow - 1):
                t = stepwise
                card = follow_card(sp, follow_w, hands, seat, t.index, t.trick, t.best, follow)
            else:
                card = _trick_policy(stepwise, legal)
            stepwise.play(card)
            moves += 1
        assert _finish_unwanted(sim, fitted=True, models=models) == (stepwise.scores(), moves)
        assert [getattr(sim, name) for name in TrickSim.__slots__] == [
            getattr(stepwise, name) for name in TrickSim.__slots__
        ]
        compared += 1
    assert compared > 100


def test_only_no_hearts_has_models() -> None:
    assert set(MODELS) == {("barbu", "no-hearts")}
    lead_w, follow_w = MODELS[("barbu", "no-hearts")]
    assert len(lead_w) == len(LEAD_FEATURES) and len(follow_w) == len(FOLLOW_FEATURES)
    assert trick_spec("barbu", "no-hearts", ()).key == ("barbu", "no-hearts")
