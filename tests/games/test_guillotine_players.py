"""Guillotine computer players: legal, view-only, deterministic, and better than random."""

from __future__ import annotations

import copy
import random

import pytest

from games import guillotine
from games.guillotine import GuillotineState
from games.guillotine.players import (
    LEVELS,
    Player,
    play_game,
    random_player,
    rule_based_player,
)
from tests.games.guillotine_scenario import LINE, act, table


def checked(player: Player) -> Player:
    """The player, asserting it answers with a legal action and leaves the view alone."""

    def choose(view: dict, legal: list[str], rng: random.Random) -> str:
        before = copy.deepcopy(view)
        action = player(view, list(legal), rng)
        assert action in legal, (action, legal)
        assert view == before
        return action

    return choose


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_players_always_choose_a_legal_action(players: int) -> None:
    seats = [checked(rule_based_player), checked(random_player)] * 3
    state = play_game(players * 11, seats[:players], {"end_cards": "on"})
    assert state.is_over


def test_levels_offer_the_basic_player() -> None:
    assert LEVELS["basic"] is rule_based_player


def test_same_seeds_give_the_same_game() -> None:
    seats = [rule_based_player, random_player, rule_based_player]
    first = play_game(8, seats).to_json()
    assert play_game(8, seats).to_json() == first
    assert play_game(9, seats).to_json() != first


def test_basic_beats_random() -> None:
    wins = 0.0
    games = 24
    for game in range(games):
        seats = [random_player] * 3
        seats[game % 3] = rule_based_player
        places = play_game(500 + game, seats, rng_key="test").places()
        if places[game % 3] == 1:
            wins += 1 / places.count(1)
    # About 95 % in the benchmark; 1/3 is the baseline.
    assert wins / games >= 0.6


def test_a_state_rebuilt_from_a_view_offers_the_same_actions() -> None:
    rng = random.Random(1)
    checked_states = 0
    for seed in (3, 4, 5):
        state = guillotine.new_game(seed, 4)
        while not state.is_over and checked_states < 30:
            seat = state.actors()[0]
            if state.phase == "action":
                rebuilt = GuillotineState.from_view(state.view(seat), rng)
                assert rebuilt.legal_actions(seat) == state.legal_actions(seat)
                assert rebuilt.view(seat)["line"] == state.view(seat)["line"]
                assert sorted(rebuilt.noble_deck) == sorted(state.noble_deck)
                checked_states += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked_states == 30


def test_basic_brings_the_best_noble_to_the_front() -> None:
    line = ["martyr", "duke", "baron", "king-louis-xvi", "coiffeur"]
    s = table(line=line, hands={0: ["public-demand", "stumble"]})
    action = rule_based_player(s.view(0), s.legal_actions(0), random.Random(0))
    assert action == "play:public-demand:4"


def test_basic_keeps_its_card_when_the_front_is_already_good() -> None:
    line = ["king-louis-xvi", "martyr", "hero-of-the-people", "coiffeur"]
    s = table(line=line, hands={0: ["stumble"]})
    assert rule_based_player(s.view(0), s.legal_actions(0), random.Random(0)) == "skip"


def test_basic_decisions_follow_simple_rules() -> None:
    rng = random.Random(0)
    s = table(line=["the-clown", "duke"], hands={0: []}, piles={1: ["piss-boy"], 2: ["regent"]})
    act(s, 0, "collect")
    assert rule_based_player(s.view(0), s.legal_actions(0), rng) == "choose:2"  # the leader
    s = table(line=["innocent-victim", "duke"], hands={0: ["public-demand", "rush-job"]})
    act(s, 0, "skip", "collect")
    assert rule_based_player(s.view(0), s.legal_actions(0), rng) == "choose:rush-job"


def test_basic_shuffles_the_line_when_the_collector_would_get_a_fine_noble() -> None:
    rng = random.Random(0)
    good = ["king-louis-xvi", "martyr", "martyr", "hero-of-the-people", "coiffeur"]
    s = table(line=good, hands={0: [], 1: ["wait-a-moment"]})
    assert rule_based_player(s.view(1), s.legal_actions(1), rng) == "wait"
    poor = ["coiffeur", "king-louis-xvi", "cardinal", "duke"]
    s = table(line=poor, hands={0: [], 1: ["wait-a-moment"]})
    assert rule_based_player(s.view(1), s.legal_actions(1), rng) == "skip"


def test_basic_plays_its_scoring_cards_at_the_end() -> None:
    s = table(
        line=["duke"],
        hands={0: [], 1: ["tough-crowd", "fountain-of-blood"], 2: []},
        piles={0: ["regent"], 2: ["king-louis-xvi"]},
        day=3,
        options={"end_cards": "on"},
    )
    act(s, 0, "collect")
    rng = random.Random(0)
    while not s.is_over:
        seat = s.actors()[0]
        s.apply(seat, rule_based_player(s.view(seat), s.legal_actions(seat), rng))
    # Seat 0 leads (Regent and Duke, 7 points): the Tough Crowd goes to him.
    assert s.face_up[1] == ["fountain-of-blood"] and s.face_up[0] == ["tough-crowd"]


def _to_the_finale(piles: dict[int, list[str]], hands: dict[int, list[str]]) -> GuillotineState:
    """Seat 0 collects the last noble (a Piss Boy) of the third day: seat 1 plays first."""
    s = table(line=["piss-boy"], hands={0: [], 2: [], **hands}, piles=piles, day=3)
    act(s, 0, "collect")
    assert s.phase == "finale" and s.turn == 1
    return s


def _basic(s: GuillotineState, seat: int) -> str:
    return rule_based_player(s.view(seat), s.legal_actions(seat), random.Random(0))


def test_basic_plays_missing_heads_on_the_leader_when_it_helps() -> None:
    s = _to_the_finale(
        {0: ["king-louis-xvi", "cardinal"], 1: ["regent"], 2: ["duke"]},
        {1: ["missing-heads"]},
    )
    assert s.scores == [11, 4, 3]
    assert _basic(s, 1) == "play:missing-heads:0"
    # Where it can only help someone (his pile is mostly Martyrs) or hurt itself: Done.
    s = _to_the_finale({0: ["martyr", "martyr"], 1: ["regent"]}, {1: ["missing-heads"]})
    assert s.scores == [-1, 4, 0]
    assert s.legal_actions(1) == ["play:missing-heads:0", "play:missing-heads:1", "skip"]
    assert _basic(s, 1) == "skip"


def test_basic_plays_clerical_error_on_the_leader_and_wins_by_it() -> None:
    s = _to_the_finale(
        {0: ["king-louis-xvi", "coiffeur"], 1: ["martyr"], 2: ["baron"]},
        {1: ["clerical-error"]},
    )
    assert s.scores == [7, -1, 3]
    assert _basic(s, 1) == "play:clerical-error:0"
    rng = random.Random(0)
    while not s.is_over:
        seat = s.actors()[0]
        s.apply(seat, rule_based_player(s.view(seat), s.legal_actions(seat), rng))
    assert s.piles[1] == ["king-louis-xvi"] and s.places()[1] == 1


def test_basic_does_not_drop_its_callous_guards_for_nothing() -> None:
    s = table(
        line=["king-louis-xvi", *LINE[1:]], hands={0: ["stumble"]}, face_up={0: ["callous-guards"]}
    )
    assert "discard:callous-guards" in s.legal_actions(0)
    view, legal = s.view(0), s.legal_actions(0)
    # The King is in front already: keep the card, and the guards (every tie-break).
    assert {rule_based_player(view, legal, random.Random(i)) for i in range(8)} == {"skip"}
