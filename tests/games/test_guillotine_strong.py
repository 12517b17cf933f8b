"""The strong Guillotine player: a level with a thinking time, legal and deterministic, blind
to what its view hides, and sensible where the answer is plain."""

from __future__ import annotations

import random

import pytest

from games.guillotine import INFO, LEVELS, GuillotineState
from games.guillotine.players import play_game, random_player, rule_based_player
from games.guillotine.strong import StrongPlayer, strong_player
from tests.games.guillotine_scenario import LINE, act, table
from tests.games.test_guillotine_players import checked

# A few deals per decision: the choices below are plain, and the tests stay fast.
FEW = StrongPlayer(samples=3)


def test_strong_is_a_level_whose_thinking_time_a_table_sets() -> None:
    assert list(LEVELS) == ["basic", "strong"] and INFO.levels is LEVELS
    assert LEVELS["strong"] is strong_player and strong_player.budget_ms == 500
    timed = INFO.player("strong", {"think_ms": 120})
    assert isinstance(timed, StrongPlayer) and timed.budget_ms == 120
    assert INFO.player("strong", {}) is strong_player


@pytest.mark.parametrize("players", [3, 5])
def test_strong_chooses_legal_actions_and_replays_exactly(players: int) -> None:
    seats = [checked(StrongPlayer(samples=1)), checked(rule_based_player), random_player] * 2
    first = play_game(players, seats[:players])
    assert first.is_over
    if players == 3:
        assert play_game(players, seats[:players]).to_json() == first.to_json()


def _same_view_other_secrets(seat: int, build: dict, hidden_a: dict, hidden_b: dict) -> tuple:
    """Two scenarios that differ only in what `seat` cannot see (others' hands, the decks)."""
    a = table(**build, **hidden_a)
    b = table(**build, **hidden_b)
    assert a.to_json() != b.to_json()
    assert a.view(seat) == b.view(seat)
    assert a.legal_actions(seat) == b.legal_actions(seat)
    return a, b


def _choices(s: GuillotineState, seat: int) -> list[str]:
    return [FEW(s.view(seat), s.legal_actions(seat), random.Random(i)) for i in range(3)]


def test_strong_decides_the_same_whatever_its_view_hides() -> None:
    """In its action step, in the window and in the finale, the choice (for a given rng)
    is the same when the other hands and the decks differ: it never reads them."""
    # The action step: seat 1 holds Wait a Moment! in one game, not in the other.
    build = {"line": ["martyr", "duke", "baron", "king-louis-xvi", *LINE[4:]]}
    mine = ["public-demand", "stumble", "trip"]
    a, b = _same_view_other_secrets(
        0,
        build,
        {"hands": {0: mine, 1: ["wait-a-moment", "pushed"]}, "noble_top": ["regent"]},
        {"hands": {0: mine, 1: ["rush-job", "lidiot"]}, "noble_top": ["palace-guard"]},
    )
    assert _choices(a, 0) == _choices(b, 0)

    # The window: seat 1 may shuffle the line before seat 0 collects.
    build = {"line": ["king-louis-xvi", "martyr", "duke", "coiffeur"]}
    hidden_a = {"hands": {0: ["lidiot"], 1: ["wait-a-moment"], 2: ["trip", "pushed"]}}
    hidden_b = {"hands": {0: ["scarlet-pimpernel"], 1: ["wait-a-moment"], 2: ["after-you", "trip"]}}
    a, b = _same_view_other_secrets(1, build, hidden_a, hidden_b)
    for s in (a, b):
        act(s, 0, "skip")
    assert a.view(1) == b.view(1) and a.legal_actions(1) == ["wait", "skip"]
    assert _choices(a, 1) == _choices(b, 1)

    # The finale: seat 2 plays after seat 1, with Twist of Fate in one game only.
    build = {"line": ["piss-boy"], "day": 3, "piles": {0: ["regent"], 2: ["duke"]}}
    hidden_a = {"hands": {0: [], 1: ["tough-crowd", "church-support"], 2: ["twist-of-fate"]}}
    hidden_b = {"hands": {0: [], 1: ["tough-crowd", "church-support"], 2: ["stumble"]}}
    a, b = _same_view_other_secrets(1, build, hidden_a, hidden_b)
    for s in (a, b):
        act(s, 0, "collect")
    assert a.phase == "finale" and a.view(1) == b.view(1)
    assert _choices(a, 1) == _choices(b, 1)


def test_strong_brings_the_best_noble_to_the_front() -> None:
    line = ["martyr", "duke", "baron", "king-louis-xvi", "coiffeur"]
    s = table(line=line, hands={0: ["public-demand", "stumble"]})
    assert FEW(s.view(0), s.legal_actions(0), random.Random(0)) == "play:public-demand:4"


def test_strong_shuffles_the_line_when_the_collector_would_take_the_king() -> None:
    """The last two nobles of the game: the King for seat 0, a Martyr for me, unless I
    shuffle (then it is heads or tails)."""
    s = table(
        line=["king-louis-xvi", "martyr"],
        hands={0: [], 1: ["wait-a-moment"], 2: []},
        day=3,
        noble_deck_size=0,
    )
    assert s.legal_actions(1) == ["wait", "skip"]
    assert FEW(s.view(1), s.legal_actions(1), random.Random(0)) == "wait"


def test_strong_plays_its_scoring_card_in_the_finale_then_is_done() -> None:
    s = table(
        line=["duke"],
        hands={0: [], 1: ["fountain-of-blood"], 2: []},
        piles={0: ["regent"], 2: ["king-louis-xvi"]},
        day=3,
    )
    act(s, 0, "collect")
    assert s.phase == "finale" and s.turn == 1
    assert FEW(s.view(1), s.legal_actions(1), random.Random(0)) == "play:fountain-of-blood"
    act(s, 1, "play:fountain-of-blood")
    assert s.is_over or s.turn != 1 or s.legal_actions(1) == ["skip"]


def test_a_state_rebuilt_in_the_finale_has_the_seats_still_to_play() -> None:
    """The finale begins after the last turn's player (seat 0): seat 1, then seat 2; seat 0
    holds no card, so it is passed over. What a seat's view leaves to come: itself, then
    the seats after it that may still play, never one that had its turn."""
    s = table(
        line=["piss-boy"],
        hands={0: [], 1: ["church-support"], 2: ["tough-crowd", "stumble"]},
        day=3,
    )
    act(s, 0, "collect")
    assert s.phase == "finale" and s.finale == [1, 2]
    rng = random.Random(3)
    for _ in range(5):  # seat 2's hand is dealt at random: with end cards or without
        rebuilt = GuillotineState.from_view(s.view(1), rng)
        assert rebuilt.phase == "finale" and rebuilt.finale[0] == 1
        assert set(rebuilt.finale) <= {1, 2}
        assert rebuilt.legal_actions(1) == s.legal_actions(1)
    act(s, 1, "play:church-support", "skip")
    assert s.turn == 2
    assert GuillotineState.from_view(s.view(2), rng).finale == [2]


def test_a_decision_with_one_legal_action_takes_no_deal() -> None:
    s = table(line=LINE[:3], hands={0: []})
    player = StrongPlayer(samples=5)
    assert player(s.view(0), ["collect"], random.Random(0)) == "collect"
    assert player.last_samples == 0
