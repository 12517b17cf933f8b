"""Computer players of Gin Slaughtre: legal, view-only, deterministic, and better than chance."""

from __future__ import annotations

import random
from functools import partial

import pytest

from games import slaughter
from games.slaughter import SlaughterState
from games.slaughter.players import (
    LEVELS,
    random_player,
    rule_based_player,
    sample_world,
    sampling_player,
)
from tests.games.play import play_with

# The strong player with a small budget, so that whole games stay fast in tests.
quick_strong = partial(sampling_player, samples=3, depth=16)


def play_game(
    seed: int, seats: list, match: int = 1
) -> tuple[list[tuple[int, str]], SlaughterState]:
    """Play a whole match, checking every answer is legal and the view is left untouched."""
    state = slaughter.new_game(seed, options={"match": match})
    return play_with(state, seats, f"test:{seed}"), state


def test_levels() -> None:
    assert LEVELS["basic"] is rule_based_player
    assert LEVELS["strong"] is sampling_player
    assert set(LEVELS) == {"basic", "strong"}


@pytest.mark.parametrize("seed", [1, 2])
def test_players_always_choose_a_legal_action(seed: int) -> None:
    play_game(seed, [rule_based_player, random_player], match=3)
    play_game(seed, [quick_strong, rule_based_player])
    play_game(seed, [random_player, quick_strong])


def test_same_seeds_give_the_same_game() -> None:
    for seats in ([rule_based_player, rule_based_player], [quick_strong, random_player]):
        first, _ = play_game(7, seats)
        second, _ = play_game(7, seats)
        assert first == second


def _mid_game(seed: int, turns: int) -> SlaughterState:
    state = slaughter.new_game(seed, options={"match": 1})
    rng = random.Random(seed)
    while state.phase != "play" or state.turns < turns:
        seat = state.actors()[0]
        state.apply(seat, rule_based_player(state.view(seat), state.legal_actions(seat), rng))
    return state


def _hide_differently(state: SlaughterState) -> SlaughterState:
    """The same position for the seat on turn, with the opponent's unknown cards changed."""
    other = state.clone()
    seat = other.turn
    opponent = 1 - seat
    hidden = [c for c in other.hands[opponent] if c not in other.known[opponent]]
    assert hidden and other.stock, "need hidden cards and a stock"
    hand = other.hands[opponent]
    # Exchange each hidden card with a stock card: the seat's view cannot tell.
    for i, card in enumerate(hand):
        if card in hidden:
            j = i % len(other.stock)
            hand[i], other.stock[j] = other.stock[j], card
    other.stock.reverse()
    assert other.view(seat) == state.view(seat)
    assert other.hands[opponent] != state.hands[opponent]
    return other


@pytest.mark.parametrize("player", [rule_based_player, quick_strong])
def test_players_use_only_their_view(player) -> None:
    for seed in (3, 4, 5):
        state = _mid_game(seed, 6)
        twin = _hide_differently(state)
        seat = state.turn
        choices = [
            player(s.view(seat), s.legal_actions(seat), random.Random(99)) for s in (state, twin)
        ]
        assert choices[0] == choices[1]


def test_sampled_deals_agree_with_the_view() -> None:
    state = _mid_game(8, 10)
    seat = state.turn
    view = state.view(seat)
    rng = random.Random(1)
    for _ in range(20):
        world = sample_world(view, rng)
        seen = world.view(seat)
        for key in ("hand", "hand_sizes", "upcards", "pile", "stock_size", "removed", "known"):
            assert seen[key] == view[key], key
        assert set(view["known"][1 - seat]) <= set(world.hands[1 - seat])


def test_basic_beats_random() -> None:
    # Over 400 games basic won every one; 27 of 30 leaves a huge safety margin.
    wins = 0
    for game in range(30):
        seats = [rule_based_player, random_player]
        if game % 2:
            seats.reverse()
        _, state = play_game(1000 + game, seats)
        winner = state.results[-1]["winner"]
        wins += seats[winner] is rule_based_player
    assert wins >= 27


def test_rearranging_puts_the_strong_cards_face_up() -> None:
    from tests.games.slaughter_scenario import cards, dealt

    state = dealt(
        [cards("9S 2H 3C X1"), cards("4H 5H 6H 7H")], [cards("4S 5S 6S"), cards("KH QH JH")]
    )
    rng = random.Random(0)
    while not state.ready[0]:
        action = rule_based_player(state.view(0), state.legal_actions(0), rng)
        state.apply(0, action)
    assert sorted(state.upcards[0]) == sorted(cards("9S 2H X1"))
    assert sorted(state.hands[0]) == sorted(cards("3C 4S 5S 6S"))


def test_basic_removes_the_pile_with_four_of_a_suit_or_a_quartet() -> None:
    from tests.games.slaughter_scenario import cards, table

    # The fourth heart removes the pile and plays again: better than the jack's draws.
    s = table([cards("TH JS 3C 4C"), cards("4S 4H 4D 3S")], pile=cards("6H 7H 8H"))
    assert rule_based_player(s.view(0), s.legal_actions(0), random.Random(0)) == "play:TH"
    s = table([cards("TH JS 3C 4C"), cards("4S 4H 4D 3S")], pile=cards("6D 7H 8H"))
    assert rule_based_player(s.view(0), s.legal_actions(0), random.Random(0)) == "play:JS"
    # Four of a rank go on a king, like a 9.
    s = table([cards("6S 6H 6D 6C KD"), cards("4S 4H 4D 3S")], pile=cards("KH"))
    legal = s.legal_actions(0)
    assert rule_based_player(s.view(0), legal, random.Random(0)) == "play:6S,6H,6D,6C"
