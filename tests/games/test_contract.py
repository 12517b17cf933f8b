"""One test of the engine contract (games/README.md) for every registered game, as OpenSpiel's
`random_sim_test` checks every game: random legal play to the end, at every seat count,
with every computer level taking some of the turns.

A new game gets these checks by registering itself in `games/registry.py`.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games import IllegalAction, replay
from games.contract import GameState
from games.registry import GameInfo, all_games
from tests.games.play import MAX_ACTIONS


def seat_counts(info: GameInfo) -> list[int]:
    low, high = info.seats
    return sorted({low, high})


CASES = [(name, players) for name, info in all_games().items() for players in seat_counts(info)]


def play_out(info: GameInfo, seed: int, players: int, rng: random.Random) -> list[tuple[int, str]]:
    """A whole game of random play, checking the contract at each step; the action log.
    (Not `tests.games.play.random_play`: a computer player makes every seventh move, and
    each step checks the contract itself.)"""
    state = info.engine.new_game(seed=seed, players=players, options={})
    log: list[tuple[int, str]] = []
    # Every level, the timed ones (a search within a time budget) on a short budget.
    levels = [info.player(level, {"think_ms": 5}) for level in info.levels]
    while not state.is_over:
        actors = state.actors()
        assert actors, "a game that is not over has someone to act"
        seat = rng.choice(actors)
        legal = state.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal), (seat, legal)
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view  # plain JSON data
        if len(log) % 7 == 0:  # now and then a computer player decides, from its own view
            choose = levels[len(log) // 7 % len(levels)]
            action = choose(view, legal, random.Random(seed + len(log)))
            assert action in legal, (info.name, action)
        else:
            action = rng.choice(legal)
        state.apply(seat, action)
        log.append((seat, action))
        assert len(log) < MAX_ACTIONS, f"{info.name} did not end"
    assert state.actors() == []
    assert len(state.scores) == players
    return log


@pytest.mark.long
@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_games_keep_the_contract(name: str, players: int) -> None:
    info = all_games()[name]
    rng = random.Random(f"{name}-{players}")
    for game_number in range(2):
        seed = rng.randrange(1 << 30)
        log = play_out(info, seed, players, rng)
        # Same seed, same actions: the same game, bit for bit; and it saves and restores.
        again = replay(info.engine, seed, players, {}, log)
        assert again.to_json() == replay(info.engine, seed, players, {}, log).to_json()
        restored = info.engine.from_json(json.loads(json.dumps(again.to_json())))
        assert restored.to_json() == again.to_json(), (name, game_number)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_an_illegal_action_is_refused_and_changes_nothing(name: str, players: int) -> None:
    info = all_games()[name]
    state = info.engine.new_game(seed=7, players=players, options={})
    rng = random.Random(7)
    for _ in range(60):
        if state.is_over:
            break
        seat = state.actors()[0]
        before = state.to_json()
        for bogus in ("nonsense", "play:ZZ", ""):
            if bogus in state.legal_actions(seat):
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(seat, bogus)
            assert str(refused.value), "the refusal says why"
            assert state.to_json() == before
        for no_seat in (players, -1):  # a seat that does not exist
            with pytest.raises(IllegalAction):
                state.apply(no_seat, state.legal_actions(seat)[0])
            assert state.to_json() == before
        idle = [s for s in range(players) if s not in state.actors()]
        if idle:  # acting out of turn is refused too
            with pytest.raises(IllegalAction):
                state.apply(idle[0], state.legal_actions(seat)[0])
            assert state.to_json() == before
        state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize(("name", "players"), CASES)
def test_states_are_game_states(name: str, players: int) -> None:
    """New and restored states offer the whole contract (games/contract.py; the type checker
    holds each package to `GameEngine` where its `INFO` names it)."""
    info = all_games()[name]
    state = info.engine.new_game(seed=5, players=players, options={})
    assert isinstance(state, GameState)
    restored = info.engine.from_json(json.loads(json.dumps(state.to_json())))
    assert isinstance(restored, GameState)
    assert restored.to_json() == state.to_json()
    assert isinstance(state.is_over, bool)
    assert len(state.scores) == players and len(state.places()) == players


@pytest.mark.parametrize("name", list(all_games()))
def test_bad_options_are_refused_with_a_clear_error(name: str) -> None:
    info = all_games()[name]
    with pytest.raises(ValueError) as refused:
        info.engine.new_game(seed=1, players=info.seats[0], options={"no-such-option": "x"})
    assert "no-such-option" in str(refused.value)
    with pytest.raises(ValueError):
        info.engine.new_game(seed=1, players=info.seats[1] + 1, options={})


@pytest.mark.parametrize("name", list(all_games()))
def test_views_hide_the_other_seats_hands(name: str) -> None:
    """A seat's view shows its own hand and no other seat's (a public view shows none)."""
    info = all_games()[name]
    players = info.seats[1]
    state = info.engine.new_game(seed=3, players=players, options={})
    public: dict[str, Any] = state.view(None)
    assert json.dumps(public)  # JSON data
    for seat in range(players):
        mine = state.view(seat)
        assert "hand" in mine, f"{name}: a seat's view holds its hand"
        assert mine != public
    assert "hand" not in public or not public["hand"]
