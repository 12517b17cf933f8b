"""Computer players of the Barbu table: legal, view-only, deterministic, and sensible."""

from __future__ import annotations

import random

import pytest

from games import barbu
from games.barbu.players import LEVELS, random_player, rule_based_player
from games.cards import deck
from tests.games.play import play_with
from tests.games.scenario import fixed_deal


def play_series(rules: str, seed: int, seats: list) -> tuple[list[tuple[int, str]], list[int]]:
    """Play a whole series, checking every answer is legal (and the player's view untouched);
    returns the log and the scores."""
    state = barbu.new_game(seed, options={"rules": rules})
    log = play_with(state, seats, f"test:{seed}", check=one_actor)
    return log, state.scores


def one_actor(state, step: int) -> None:
    assert len(state.actors()) == 1, state.actors()


@pytest.mark.parametrize("rules", ["barbu", "marley"])
@pytest.mark.parametrize("seed", [3, 11])
def test_players_always_choose_a_legal_action(rules: str, seed: int) -> None:
    # Mixed tables: the rule-based player meets both itself and the random player.
    seats = [rule_based_player, random_player, rule_based_player, rule_based_player]
    _, scores = play_series(rules, seed, seats)
    assert sum(scores) == (0 if rules == "barbu" else 400)


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_random_player_is_legal_for_a_whole_series(rules: str) -> None:
    play_series(rules, 5, [random_player] * 4)


def test_levels_offer_the_basic_player() -> None:
    assert LEVELS["basic"] is rule_based_player


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_same_seeds_give_the_same_game(rules: str) -> None:
    first = play_series(rules, 7, [rule_based_player] * 4)
    second = play_series(rules, 7, [rule_based_player] * 4)
    assert first == second


def _play_until(state, predicate, player=rule_based_player) -> None:
    rng = random.Random(0)
    while not predicate(state):
        (seat,) = state.actors()
        state.apply(seat, player(state.view(seat), state.legal_actions(seat), rng))


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_decisions_depend_only_on_the_players_own_view(rules: str) -> None:
    """Deal the other players' unseen cards differently: same view, same decision."""
    state = barbu.new_game(21, options={"rules": rules})
    checked = 0
    for _ in range(40):
        _play_until(state, lambda s: s.phase == "play" and s.view(None)["trick"])
        (seat,) = state.actors()
        data = state.to_json()
        others = [s for s in range(4) if s != seat]
        pool = [card for s in others for card in data["hands"][s]]
        random.Random(checked).shuffle(pool)
        for s in others:
            size = len(data["hands"][s])
            data["hands"][s], pool = pool[:size], pool[size:]
        twin = barbu.from_json(data)
        view, twin_view = state.view(seat), twin.view(seat)
        assert view == twin_view
        legal = state.legal_actions(seat)
        before = repr(view)
        choice = rule_based_player(view, legal, random.Random(1))
        assert repr(view) == before  # the player does not write into the view
        assert rule_based_player(twin_view, twin.legal_actions(seat), random.Random(1)) == choice
        state.apply(seat, choice)
        checked += 1
        if state.is_over:
            break
    assert checked > 10


# ------------------------------------------------------------ scenarios


def _choice(state) -> str:
    (seat,) = state.actors()
    return rule_based_player(state.view(seat), state.legal_actions(seat), random.Random(0))


ALL_SPADES = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"


def test_no_king_discards_the_king_of_hearts_when_void() -> None:
    hands = {0: ALL_SPADES, 1: "KH 2H 3H 2D 3D 4D 5D 6D 2C 3C 4C AC KC"}
    state = fixed_deal("barbu", hands, "no-king")
    state.apply(0, "play:2S")
    assert _choice(state) == "play:KH"


def test_no_queens_ducks_with_the_queen_under_a_higher_card() -> None:
    lead = "KS 5H 6H 7H 8H 9H 6D 7D 8D 9D 5C 6C 7C"
    state = fixed_deal("barbu", {0: lead, 1: "QS 2S 3S 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C"}, "no-queens")
    state.apply(0, "play:KS")
    assert _choice(state) == "play:QS"


def test_trumps_ruffs_when_void_in_the_suit_led() -> None:
    hand = "2H 5H 9H 2D 3D 4D 5D 6D 2C 3C 4C 5C 6C"
    state = fixed_deal("barbu", {0: ALL_SPADES, 1: hand}, "trumps:H")
    state.apply(0, "play:AS")
    assert _choice(state)[-1] == "H"


def test_no_tricks_plays_under_the_card_winning_the_trick() -> None:
    hand = "2S 9S KS 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C"
    state = fixed_deal("barbu", {1: hand, 0: "TS 5H 6H 7H 8H 9H 6D 7D 8D 9D 5C 6C 7C"}, "no-tricks")
    state.apply(0, "play:TS")
    assert _choice(state) == "play:9S"


def test_marley_royalty_sheds_the_king_of_hearts_when_void() -> None:
    spades = "7S 8S 9S TS JS QS KS AS"
    state = fixed_deal("marley", {0: spades, 1: "KH 7H 8H 7D 8D 9D 7C 8C"}, "royalty")
    state.apply(0, "play:7S")
    assert _choice(state) == "play:KH"


def test_marley_parlement_wins_the_trick_it_can() -> None:
    hands = {0: "7S 8S 9S JS QS KS 7H 8H", 1: "AS TS 7D 8D 9D 7C 8C 9C"}
    state = fixed_deal("marley", hands, "parlement")
    state.apply(0, "play:KS")
    assert _choice(state) == "play:TS"  # the cheapest winner (ten beats king in Marley)


def test_barbu_declarer_picks_trumps_with_a_strong_long_suit() -> None:
    state = barbu.new_game(0)
    strong = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AH", "KH", "AD", "KD", "AC", "KC"]
    others = [card for card in deck(52) if card not in strong]
    state.hands = [strong, others[:13], others[13:26], others[26:]]  # assign whole hands
    assert _choice(state) == "contract:trumps:S"


def test_barbu_declarer_plays_domino_or_a_negative_contract_with_a_low_hand() -> None:
    state = barbu.new_game(0)
    low = ["2S", "3S", "4S", "5H", "6H", "2D", "3D", "4D", "7D", "2C", "3C", "5C", "6C"]
    others = [card for card in deck(52) if card not in low]
    state.hands = [low, others[:13], others[13:26], others[26:]]
    # Low cards packed together block everybody else in Domino from a low rank.
    assert _choice(state) in {f"contract:domino:{rank}" for rank in "23456"}
    # Once Domino is played, a negative contract (not Trumps) suits this hand.
    legal = [action for action in state.legal_actions(0) if "domino" not in action]
    choice = rule_based_player(state.view(0), legal, random.Random(0))
    assert choice.split(":")[1] in {"no-tricks", "no-hearts", "no-queens", "no-king", "no-last-two"}


def test_doubles_the_trumps_declarer_with_a_strong_trump_hand() -> None:
    strong = "AS KS QS JS TS 9S AH KH AD KD AC KC QC"
    state = fixed_deal("barbu", {1: strong}, "trumps:S", doubles=False)
    assert state.actors() == [1]
    assert _choice(state) == "double:0"


def test_does_not_double_with_a_weak_hand() -> None:
    weak = "2S 3S 4S 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C"
    state = fixed_deal("barbu", {1: weak}, "trumps:S", doubles=False)
    assert _choice(state) == "double:"


def test_pays_the_compulsory_double_of_the_declarer() -> None:
    state = barbu.new_game(9)
    rng = random.Random(0)
    # Nobody doubles of his own accord for five deals: on the sixth, two doubles are owed
    # with two deals left, so doubling the declarer (seat 0) is compulsory.
    while state.deal < 6 or state.phase != "double":
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        if state.phase == "double":
            state.apply(seat, min(legal, key=len))
        else:
            state.apply(seat, rule_based_player(state.view(seat), legal, rng))
    while state.phase == "double" and state.actors() != [0]:
        (seat,) = state.actors()
        view = state.view(seat)
        assert view["double_required"]
        action = rule_based_player(view, state.legal_actions(seat), rng)
        assert "0" in action.removeprefix("double:").split(",")
        state.apply(seat, action)


def test_domino_opens_the_row_that_frees_its_own_cards() -> None:
    hand = "8S 7S 6S 8H 2D 3D 4D 5D 2C 3C 4C 5C AD"
    state = fixed_deal("barbu", {0: hand}, "domino:8")
    # 8S leads on to our 7S and 6S; 8H would only open hearts for the others.
    assert _choice(state) == "play:8S"


def test_marley_dominoes_plays_on_during_the_ace_bonus() -> None:
    state = fixed_deal("marley", {0: "KS AS KH 7H 8H 9H TH JH"}, "dominoes")
    state.apply(0, "play:KS")  # the layout opens with kings
    _play_until(state, lambda s: s.actors() == [0])
    state.apply(0, "play:AS")  # the ace: our KH fits, so the bonus goes on
    assert state.view(0)["bonus"]
    assert "pass" in state.legal_actions(0)
    assert _choice(state) != "pass"
