"""Determinism and persistence: replay from seed + action log, to_json / from_json.

Tables are stored as (seed, options, action log) and restored by replaying; a
snapshot (`to_json`) must round-trip through JSON text and continue identically.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalAction, barbu, replay
from tests.games.play import random_play
from tests.games.scenario import MARLEY, random_game

RULES = [
    {"rules": "barbu"},
    MARLEY,
    {"rules": "barbu", "first_lead": "right", "discard": "must-trump"},
]


def continue_randomly(state, rng: random.Random, steps: int) -> list[tuple[int, str]]:
    return random_play(state, rng, steps=steps, any_actor=False)


@pytest.mark.parametrize("options", RULES)
def test_same_seed_same_deal(options: dict) -> None:
    a = barbu.new_game(123, options=options)
    b = barbu.new_game(123, options=options)
    assert a.to_json() == b.to_json()
    assert a.hands == b.hands


def test_same_deal_in_another_process() -> None:
    # Stored tables are replayed after a restart: the deal may not depend on hash seeds.
    code = (
        "import json; from games import barbu; "
        "print(json.dumps(barbu.new_game(99).to_json(), sort_keys=True))"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr
        outputs.add(result.stdout.strip())
    assert outputs == {json.dumps(barbu.new_game(99).to_json(), sort_keys=True)}


def test_legal_actions_returns_a_copy() -> None:
    state = barbu.new_game(1)
    legal = state.legal_actions(0)
    legal.clear()
    assert state.legal_actions(0)
    state.apply(0, "contract:no-king")
    legal = state.legal_actions(1)
    legal.append("double:1")
    with pytest.raises(IllegalAction):
        state.apply(1, "double:1")


def test_different_seeds_different_deals() -> None:
    hands = {tuple(map(tuple, barbu.new_game(seed).hands)) for seed in range(5)}
    assert len(hands) == 5


def test_each_deal_is_shuffled_afresh() -> None:
    s = barbu.new_game(4)
    first = s.hands
    s.apply(0, "contract:no-king")
    while s.deal == 1:
        seat = s.actors()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.hands != first


@pytest.mark.parametrize("options", RULES)
def test_replay_whole_series_gives_identical_state(options: dict) -> None:
    state, log = random_game(77, options, choice_seed=5)
    assert state.is_over
    again = replay(barbu, 77, 4, options, log)
    assert again.to_json() == state.to_json()
    assert again.scores == state.scores and again.sheet == state.sheet


@pytest.mark.parametrize("options", RULES)
@pytest.mark.parametrize("steps", [0, 1, 3, 4, 5, 57, 400])
def test_replay_prefix_gives_identical_state(options: dict, steps: int) -> None:
    state, log = random_game(31, options, choice_seed=steps, steps=steps)
    assert len(log) == steps
    assert replay(barbu, 31, 4, options, log).to_json() == state.to_json()


@pytest.mark.parametrize("options", RULES)
@pytest.mark.parametrize("steps", [0, 2, 5, 40, 333])
def test_from_json_round_trip_and_continues_identically(options: dict, steps: int) -> None:
    state, _ = random_game(8, options, choice_seed=1, steps=steps)
    data = state.to_json()
    restored = barbu.from_json(json.loads(json.dumps(data)))
    assert restored.to_json() == data
    assert restored.view(None) == state.view(None)
    for seat in range(4):
        assert restored.legal_actions(seat) == state.legal_actions(seat)
        assert restored.view(seat) == state.view(seat)
    a_log = continue_randomly(state, random.Random(9), 300)
    b_log = continue_randomly(restored, random.Random(9), 300)
    assert a_log == b_log
    assert restored.to_json() == state.to_json()


def test_to_json_is_a_snapshot() -> None:
    state, _ = random_game(3, None, choice_seed=3, steps=10)
    data = state.to_json()
    frozen = json.dumps(data, sort_keys=True)
    continue_randomly(state, random.Random(1), 20)
    assert json.dumps(data, sort_keys=True) == frozen
    # ...and a restored state shares nothing with the data it came from.
    restored = barbu.from_json(data)
    continue_randomly(restored, random.Random(2), 20)
    assert json.dumps(data, sort_keys=True) == frozen


def test_to_json_is_plain_json() -> None:
    state, _ = random_game(12, None, choice_seed=4, steps=200)
    data = state.to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["seed"] == 12 and data["options"]["rules"] == "barbu"


def test_finished_series_round_trips() -> None:
    state, _ = random_game(5, MARLEY, choice_seed=5)
    restored = barbu.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.is_over and restored.actors() == []
    assert restored.scores == state.scores and restored.places() == state.places()
    with pytest.raises(IllegalAction):
        restored.apply(0, "pass")


@pytest.mark.parametrize(
    "data",
    [{}, {"game": "slaughter", "version": 1}, {"game": "barbu", "version": 99}],
)
def test_from_json_rejects_other_data(data: dict) -> None:
    with pytest.raises(ValueError):
        barbu.from_json(data)


def test_illegal_action_does_not_enter_the_log_state() -> None:
    state, log = random_game(6, None, choice_seed=6, steps=30)
    before = state.to_json()
    seat = state.actors()[0]
    wrong = (seat + 1) % 4
    with pytest.raises(IllegalAction):
        state.apply(wrong, state.legal_actions(seat)[0])
    with pytest.raises(IllegalAction):
        state.apply(seat, "play:ZZ")
    assert state.to_json() == before
    assert replay(barbu, 6, 4, None, log).to_json() == before


def test_views_are_json() -> None:
    for options in RULES:
        state, _ = random_game(2, options, choice_seed=2, steps=120)
        for seat in (None, 0, 1, 2, 3):
            view = state.view(seat)
            assert json.loads(json.dumps(view)) == view


@settings(max_examples=max(1, settings.default.max_examples // 4))  # 25 under `ci`
@given(
    seed=st.integers(0, 2**32 - 1),
    options=st.sampled_from(RULES),
    choice_seed=st.integers(0, 2**32),
    steps=st.integers(0, 900),
)
def test_json_and_replay_property(seed: int, options: dict, choice_seed: int, steps: int) -> None:
    state, log = random_game(seed, options, choice_seed, steps=steps)
    data = state.to_json()
    assert replay(barbu, seed, 4, options, log).to_json() == data
    restored = barbu.from_json(json.loads(json.dumps(data)))
    assert restored.to_json() == data
    rng_seed = choice_seed ^ 0x5EED
    a = continue_randomly(state, random.Random(rng_seed), 120)
    b = continue_randomly(restored, random.Random(rng_seed), 120)
    assert a == b and restored.to_json() == state.to_json()
