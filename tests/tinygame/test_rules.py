"""High Card keeps the engine contract, checked as every registered game's is
(tests/games/test_contract.py)."""

from __future__ import annotations

import random

from games import replay
from games.contract import GameState
from tests.games.test_contract import play_out
from tests.tinygame.rules import INFO


def test_random_games_keep_the_contract() -> None:
    for seed in range(20):
        log = play_out(INFO, seed, 2, random.Random(seed))
        assert len(log) == 6  # three tricks of two cards
        state = replay(INFO.engine, seed, 2, {}, log)
        assert isinstance(state, GameState) and state.is_over and sum(state.scores) == 3


def test_the_other_seat_and_a_spectator_see_no_hand() -> None:
    state = INFO.engine.new_game(seed=1, players=2)
    assert len(state.view(0)["hand"]) == 3 and state.view(None)["hand"] == []
    assert not set(state.view(0)["hand"]) & set(state.view(1)["hand"])
