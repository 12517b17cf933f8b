"""Hand-built scenarios for every rule of rules/slaughter.md (Gin Slaughtre).

Each test places the cards itself (tests/games/slaughter_scenario.py), so the
rule under test is exercised on purpose, not by luck of the shuffle. Sections
follow the rules file: table, deal and rearranging, who starts, a turn,
special cards, endgame, end, checks and notation.
"""

from __future__ import annotations

import json
import re

import pytest

from games import IllegalAction, replay, slaughter
from games.slaughter import SlaughterState
from games.slaughter.state import PACK, TURN_CAP
from tests.games.slaughter_scenario import accounted, assert_illegal, cards, dealt, table

SORTED_PACK = sorted(PACK)

# ------------------------------------------------------------------ table


def test_new_game_deals_3_upcards_4_in_hand_and_a_40_card_stock() -> None:
    s = slaughter.new_game(1)
    assert [len(u) for u in s.upcards] == [3, 3]
    assert [len(h) for h in s.hands] == [4, 4]
    assert len(s.stock) == 40 and s.pile == [] and s.removed == []
    assert accounted(s) == SORTED_PACK
    assert len(PACK) == 54 and "X1" in PACK and "X2" in PACK
    assert (s.phase, s.game_number, s.dealer, s.scores, s.is_over) == (
        "rearrange",
        1,
        1,
        [0, 0],
        False,
    )
    assert s.actors() == [0, 1]


def test_players_and_options_are_validated() -> None:
    with pytest.raises(ValueError, match="2 players"):
        slaughter.new_game(1, players=3)
    with pytest.raises(ValueError, match="colour"):
        slaughter.new_game(1, options={"colour": "red"})
    with pytest.raises(ValueError, match="match"):
        slaughter.new_game(1, options={"match": 2})
    with pytest.raises(ValueError, match="match"):
        slaughter.new_game(1, options={"match": True})
    assert slaughter.new_game(1).options == {"match": 3}
    assert slaughter.new_game(1, options={"match": 5}).options == {"match": 5}
    assert slaughter.new_game(1, options={"match": "1"}).options == {"match": 1}


def test_ranks_run_joker_king_down_to_ace() -> None:
    # King on queen, joker on king; queen on king and ace on 3 are too low.
    s = table([cards("KC X1 QC AC"), cards("4S 4H 4D 4C")], pile=cards("QS"))
    legal = s.legal_actions(0)
    assert "play:KC" in legal and "play:X1" in legal
    assert "play:QC" in legal  # equal rank is enough
    assert "play:AC" not in legal
    assert_illegal(s, 0, "play:AC", "cannot-go-on", kind="single", rank=1, top=12)
    s = table([cards("QC 8C 3C TC"), cards("4S 4H 4D 4C")], pile=cards("KC"))
    assert_illegal(s, 0, "play:QC", "cannot-go-on", kind="single", rank=12, top=13)
    assert_illegal(s, 0, "play:8C", "cannot-go-on", kind="single", rank=8, top=13)
    assert_illegal(s, 0, "play:TC", "cannot-go-on", kind="single", rank=10, top=13)


# ------------------------------------------------------ deal, rearranging


def test_rearranging_swaps_a_hand_card_with_an_upcard_until_ready() -> None:
    s = dealt([cards("3S 4S 5S 6S"), cards("3H 4H 5H 6H")], [cards("KS QS JS"), cards("KH QH JH")])
    legal = s.legal_actions(0)
    assert len(legal) == 13 and legal[-1] == "ready"
    assert "swap:3S:KS" in legal
    s.apply(0, "swap:3S:KS")
    assert sorted(s.hands[0]) == sorted(cards("KS 4S 5S 6S"))
    assert sorted(s.upcards[0]) == sorted(cards("3S QS JS"))
    s.apply(0, "swap:KS:3S")  # as often as he likes, even back
    assert sorted(s.upcards[0]) == sorted(cards("KS QS JS"))
    # Both seats act at the same time, in any order.
    s.apply(1, "swap:6H:JH")
    assert s.actors() == [0, 1]
    s.apply(1, "ready")
    assert s.actors() == [0] and s.legal_actions(1) == []
    assert_illegal(s, 1, "swap:JH:6H", "already-ready")
    assert s.phase == "rearrange"
    s.apply(0, "ready")
    assert s.phase == "play" and len(s.actors()) == 1


def test_rearranging_rejects_bad_swaps_and_plays() -> None:
    s = dealt([cards("3S 4S 5S 6S"), cards("3H 4H 5H 6H")], [cards("KS QS JS"), cards("KH QH JH")])
    assert_illegal(s, 0, "swap:3H:KS", "swap-not-in-hand", card="3H")
    assert_illegal(s, 0, "swap:3S:KH", "swap-not-upcard", card="KH")
    assert_illegal(s, 0, "swap:3S", "bad-swap")
    assert_illegal(s, 0, "swap:zz:KS", "bad-swap")
    assert_illegal(s, 0, "play:3S", "only-swap-or-ready")
    assert_illegal(s, 0, "take", "only-swap-or-ready")


def test_an_upcard_swapped_into_the_hand_is_known_to_both() -> None:
    s = dealt([cards("3S 4S 5S 6S"), cards("3H 4H 5H 6H")], [cards("KS QS JS"), cards("KH QH JH")])
    s.apply(0, "swap:3S:KS")
    assert s.view(1)["known"][0] == ["KS"]
    s.apply(0, "swap:KS:QS")  # KS goes back face up: no longer in the hand
    assert s.view(None)["known"][0] == ["QS"]


def test_after_play_starts_nobody_can_swap() -> None:
    s = table([cards("3S 4S"), cards("3H 4H")], turn=0)
    assert_illegal(s, 0, "swap:3S:KS", "swap-after-start")
    assert_illegal(s, 0, "ready", "swap-after-start")


# ------------------------------------------------------------- who starts


def _start(hands: list[list[str]], upcards: list[list[str]], dealer: int = 1) -> dict:
    s = dealt(hands, upcards, dealer=dealer)
    s.apply(0, "ready")
    s.apply(1, "ready")
    assert s.phase == "play"
    effect = s.view(None)["effects"][0]
    assert effect["kind"] == "start" and effect["seat"] == s.turn
    return effect


def test_the_3_face_up_starts_before_a_3_in_hand() -> None:
    effect = _start(
        [cards("3S 7S 8S TS"), cards("4H 7H 8H TH")], [cards("KS QS JS"), cards("3H QH JH")]
    )
    assert (effect["seat"], effect["rank"], effect["where"]) == (1, "3", "upcards")


def test_a_3_in_hand_starts_when_nobody_shows_one() -> None:
    effect = _start(
        [cards("6S 7S 8S TS"), cards("3H 7H 8H TH")], [cards("KS QS JS"), cards("KH QH JH")]
    )
    assert (effect["seat"], effect["rank"], effect["where"]) == (1, "3", "hand")


def test_without_3s_the_4s_decide() -> None:
    effect = _start(
        [cards("AS 2S 8S TS"), cards("AH 2H 8H TH")], [cards("KS QS JS"), cards("4H QH JH")]
    )
    assert (effect["seat"], effect["rank"]) == (1, "4")
    # Aces and 2s do not count: the 4 in seat 0's hand beats seat 1's 5 face up.
    effect = _start(
        [cards("AS 2S 4S TS"), cards("AH 2H 8H TH")], [cards("KS QS JS"), cards("5H QH JH")]
    )
    assert (effect["seat"], effect["rank"], effect["where"]) == (0, "4", "hand")


@pytest.mark.parametrize("dealer", [0, 1])
def test_both_at_the_same_stage_the_non_dealer_starts(dealer: int) -> None:
    both_face_up = _start(
        [cards("6S 7S 8S TS"), cards("6H 7H 8H TH")],
        [cards("3S QS JS"), cards("3H QH JH")],
        dealer=dealer,
    )
    assert both_face_up["seat"] == 1 - dealer
    both_in_hand = _start(
        [cards("3S 7S 8S TS"), cards("3H 7H 8H TH")],
        [cards("KS QS JS"), cards("KH QH JH")],
        dealer=dealer,
    )
    assert both_in_hand["seat"] == 1 - dealer


def test_the_rearranged_cards_decide_who_starts() -> None:
    s = dealt([cards("3S 7S 8S TS"), cards("4H 7H 8H TH")], [cards("KS QS JS"), cards("KH QH JH")])
    s.apply(1, "swap:4H:KH")  # seat 1 shows a 4; seat 0 still holds the only 3, in hand
    s.apply(1, "ready")
    s.apply(0, "ready")
    assert s.turn == 0


# ------------------------------------------------------------------ turns


def test_on_an_empty_pile_anything_may_be_played() -> None:
    s = table(
        [cards("AS 3C KH X1"), cards("4S 4H 4D 4C")], upcards=[cards("TS TH TD"), cards("TC JC QC")]
    )
    assert s.legal_actions(0) == ["play:AS", "play:3C", "play:KH", "play:X1"]


def test_a_single_card_must_rank_equal_or_higher() -> None:
    s = table([cards("6C 7C 8C AD"), cards("4S 4H 4D 4C")], pile=cards("7H"))
    assert s.legal_actions(0) == ["play:7C", "play:8C", "take"]
    assert_illegal(s, 0, "play:6C", "cannot-go-on", kind="single", rank=6, top=7)
    assert_illegal(s, 0, "play:AD", "cannot-go-on", kind="single", rank=1, top=7)


def test_a_set_of_3_goes_on_an_equal_or_lower_card_the_last_listed_on_top() -> None:
    s = table([cards("7S 7H 7C 3D"), cards("4S 4H 4D 4C")], pile=cards("6H"))
    legal = s.legal_actions(0)
    assert "play:7S,7H,7C" in legal
    s.apply(0, "play:7C,7S,7H")  # any order: the last listed is placed last
    assert s.pile[-3:] == ["7S", "7C", "7H"]
    assert s.view(None)["last_play"]["cards"] == ["7S", "7C", "7H"]
    s = table([cards("6S 6H 6C 3D"), cards("4S 4H 4D 4C")], pile=cards("QH"))
    assert_illegal(s, 0, "play:6S,6H,6C", "cannot-go-on", kind="set", rank=6, count=3, top=12)


def test_a_set_of_4_is_one_play() -> None:
    s = table([cards("8S 8H 8D 8C 3D"), cards("4S 4H 4D 4C")], pile=cards("6H"))
    legal = s.legal_actions(0)
    sets = [a for a in legal if a.count(",") >= 2]
    # Four sets of 3 and the set of 4, each listed once.
    assert sets == [
        "play:8S,8H,8D",
        "play:8S,8H,8C",
        "play:8S,8D,8C",
        "play:8H,8D,8C",
        "play:8S,8H,8D,8C",
    ]


def test_sets_of_5s_are_listed_once_per_colour_of_the_last_card() -> None:
    s = table([cards("5S 5H 5D 5C"), cards("4S 4H 4D 4C")], pile=cards("3H"))
    sets = [a for a in s.legal_actions(0) if "," in a]
    assert "play:5S,5H,5D" in sets  # a red 5 last
    assert "play:5H,5D,5S" in sets  # a black 5 last
    assert "play:5S,5D,5C" in sets and "play:5S,5C,5D" in sets
    assert "play:5S,5H,5D,5C" in sets and "play:5S,5H,5C,5D" in sets
    assert len(sets) == 4 * 2 + 2  # every set of 5s here holds both colours


def test_a_run_goes_on_its_lowest_card_and_tops_with_its_highest() -> None:
    s = table([cards("6C 7C 8C 2D"), cards("4S 4H 4D 4C")], pile=cards("6H"))
    assert "play:6C,7C,8C" in s.legal_actions(0)
    s.apply(0, "play:8C,6C,7C")  # any order, normalised low to high
    assert s.pile[-1] == "8C"
    assert s.view(None)["last_play"]["cards"] == ["6C", "7C", "8C"]
    s = table([cards("6C 7C 8C 2D"), cards("4S 4H 4D 4C")], pile=cards("7H"))
    assert "play:6C,7C,8C" not in s.legal_actions(0)
    assert_illegal(s, 0, "play:6C,7C,8C", "cannot-go-on", kind="run", rank=6, count=3, top=7)


def test_runs_count_aces_low_and_every_stretch_is_listed() -> None:
    s = table(
        [cards("AH 2H 3H 4H"), cards("4S 4D 4C 5S")], upcards=[cards("QC KC X1"), cards("TS TD TC")]
    )
    runs = [a for a in s.legal_actions(0) if "," in a]
    assert runs == ["play:AH,2H,3H", "play:AH,2H,3H,4H", "play:2H,3H,4H"]
    s = table(
        [cards("QS KS AS 3D"), cards("4H 4D 4C 5S")],
        upcards=[cards("TS TH TD"), cards("TC JC QC")],
    )
    assert not [a for a in s.legal_actions(0) if "," in a]
    assert_illegal(s, 0, "play:QS,KS,AS", "aces-low")


def test_tricks_must_be_sets_or_runs_without_jokers() -> None:
    s = table([cards("6C 7C 8D 9C X1 6D"), cards("4S 4H 4D 4C")], pile=cards("3H"))
    assert_illegal(s, 0, "play:6C,7C,8D", "not-set-or-run")
    assert_illegal(s, 0, "play:6C,7C,9C", "not-set-or-run")
    assert_illegal(s, 0, "play:7C,8D", "two-cards")
    assert_illegal(s, 0, "play:7C,X1,9C", "joker-in-trick")
    assert_illegal(s, 0, "play:7C,7C,7C", "listed-twice", card="7C")
    assert_illegal(s, 0, "play:7Z", "not-a-card", text="7Z")
    assert_illegal(s, 0, "play:5C", "not-held", card="5C")
    assert_illegal(s, 0, "dance", "not-a-move", action="dance")


def test_it_must_be_your_turn() -> None:
    s = table([cards("6C 7C"), cards("8C 9D")], turn=0)
    assert s.actors() == [0]
    assert s.legal_actions(1) == []
    assert_illegal(s, 1, "play:8C", "not-your-turn")
    assert_illegal(s, 2, "play:8C", "no-such-seat", seat=2)
    assert s.legal_actions(2) == []


def test_the_pile_may_always_be_taken_when_not_empty() -> None:
    s = table([cards("6C 7C 8C 9C"), cards("4S 4H 4D 4C")], pile=cards("AH 3S"), turn=0)
    assert "take" in s.legal_actions(0)  # even with good plays
    s.apply(0, "take")
    assert sorted(s.hands[0]) == sorted(cards("6C 7C 8C 9C AH 3S"))
    assert s.pile == [] and s.turn == 1
    view = s.view(1)
    assert view["known"][0] == ["AH", "3S"]
    assert view["last_effect"] == {"kind": "take", "seat": 0, "took": 2}
    assert "take" not in s.legal_actions(1)
    assert_illegal(s, 1, "take", "pile-empty")


def test_draw_only_with_no_legal_play_and_a_stock() -> None:
    s = table([cards("6C 7C 8C 9H"), cards("4S 4H 4D 4C")], pile=cards("TH"), stock=cards("2S"))
    assert "draw" not in s.legal_actions(0)
    assert_illegal(s, 0, "draw", "can-play-no-draw")
    s = table([cards("6C 7C 8C 3H"), cards("4S 4H 4D 4C")], pile=cards("TH"), stock=cards("2S"))
    assert s.legal_actions(0) == ["take", "draw"]
    s.apply(0, "draw")
    assert "2S" in s.hands[0] and len(s.hands[0]) == 5 and s.turn == 1
    assert s.pile == ["TH"]  # the pile stays


def test_with_no_play_and_no_stock_the_pile_must_be_taken() -> None:
    s = table([cards("6C 7C 8C 3H"), cards("4S 4H 4D 4C")], pile=cards("TH"), rest="removed")
    assert s.stock == []
    assert s.legal_actions(0) == ["take"]
    assert_illegal(s, 0, "draw", "stock-empty-take")


def test_after_playing_from_hand_the_hand_is_refilled_to_4() -> None:
    s = table([cards("6C 7C 8C TD"), cards("4S 4H 4D 4C")], pile=cards("3H"), stock=cards("KS QS"))
    s.apply(0, "play:6C,7C,8C")
    assert s.hands[0][:3] == ["TD", "KS", "QS"] and len(s.hands[0]) == 4
    assert s.view(None)["last_play"]["drew"] == 3
    # A hand that is still big after playing is not refilled.
    s = table([cards("6C 7C 8C TD AS"), cards("4S 4H 4D 4C")], pile=cards("3H"), stock=cards("KS"))
    s.apply(0, "play:TD")
    assert len(s.hands[0]) == 4 and "KS" not in s.hands[0]


def test_refill_stops_when_the_stock_runs_out() -> None:
    s = table(
        [cards("6C 7C 8C TD"), cards("4S 4H 4D 4C")],
        pile=cards("3H"),
        stock=cards("KS"),
        rest="removed",
    )
    s.apply(0, "play:6C,7C,8C")
    assert sorted(s.hands[0]) == ["KS", "TD"] and s.stock == []


# ----------------------------------------------------------- special cards


def test_a_2_goes_on_anything_and_anything_goes_on_a_2() -> None:
    s = table([cards("2C 3C"), cards("AS 4H 4D 4C")], pile=cards("KH"))
    assert s.legal_actions(0) == ["play:2C", "take"]
    s.apply(0, "play:2C")
    assert s.legal_actions(1)[:2] == ["play:AS", "play:4H"]
    s.apply(1, "play:AS")  # an ace on a 2
    assert s.pile[-2:] == ["2C", "AS"]


def test_a_9_goes_on_anything_burns_the_pile_and_plays_again() -> None:
    s = table(
        [cards("9C 3C 4D 6D"), cards("AS 4H 5D 4C")],
        pile=cards("7H KH"),
        stock=cards("TS JS"),
    )
    assert "play:9C" in s.legal_actions(0)
    s.apply(0, "play:9C")
    assert s.pile == [] and sorted(s.removed) == sorted(cards("7H KH 9C"))
    assert s.turn == 0  # the same player plays again, on an empty pile
    assert len(s.hands[0]) == 4  # refilled before the effect
    assert s.view(None)["last_effect"] == {"kind": "burn", "seat": 0, "cards": 3}
    assert s.legal_actions(0)[0] == "play:3C"
    s.apply(0, "play:3C")
    assert s.turn == 1


def test_a_set_of_9s_and_a_run_from_9_go_on_anything() -> None:
    s = table([cards("9S 9H 9D TD JD"), cards("4S 4H 4D 4C")], pile=cards("KH"))
    legal = s.legal_actions(0)
    assert "play:9S,9H,9D" in legal and "play:9D,TD,JD" in legal
    s.apply(0, "play:9D,TD,JD")  # a run from 9: its top card is a jack (opponent draws)
    assert s.turn == 1 and s.view(None)["last_effect"]["kind"] == "jack"


def test_a_run_topped_by_a_9_burns() -> None:
    s = table([cards("7S 8S 9S 3D"), cards("4S 4H 4D 4C")], pile=cards("6H"))
    s.apply(0, "play:7S,8S,9S")
    assert s.pile == [] and s.turn == 0


def test_a_black_5_makes_the_opponent_draw_one() -> None:
    s = table([cards("5C 6D 7D 8D"), cards("4S 4H 4D 4C")], pile=cards("3H"), stock=cards("KS QS"))
    s.apply(0, "play:5C")
    assert s.hands[0][-1] == "KS"  # the player refills first
    assert s.hands[1][-1] == "QS" and len(s.hands[1]) == 5
    assert s.view(None)["last_effect"] == {"kind": "black5", "seat": 1, "by": 0, "drew": 1}
    assert s.turn == 1


def test_the_effect_comes_after_the_refill() -> None:
    # One card left in the stock: the player who played the black 5 refills with it.
    s = table(
        [cards("5S 6D 7D 8D"), cards("4S 4H 4D 4C")],
        pile=cards("3H"),
        stock=cards("KS"),
        rest="removed",
    )
    s.apply(0, "play:5S")
    assert "KS" in s.hands[0] and len(s.hands[1]) == 4
    assert s.view(None)["last_effect"]["drew"] == 0


def test_a_red_5_asks_for_a_5_or_lower_or_a_9() -> None:
    s = table(
        [cards("5H 6D 7D 8D"), cards("3S 6H 9D KC 2C AC")],
        pile=cards("3H"),
        stock=cards("QS JS"),
    )
    s.apply(0, "play:5H")
    view = s.view(None)
    assert view["red5"] == 1 and view["last_effect"] == {"kind": "red5", "seat": 1, "by": 0}
    legal = s.legal_actions(1)
    assert legal == ["play:AC", "play:2C", "play:3S", "play:9D", "take"]
    assert_illegal(s, 1, "play:6H", "red-five")
    assert_illegal(s, 1, "play:KC", "red-five")
    s.apply(1, "play:3S")  # lower than the 5 itself
    assert s.turn == 0 and s.view(None)["red5"] is None


def test_a_red_5_holds_while_it_is_on_top_but_not_against_its_own_player() -> None:
    s = table(
        [cards("5D 6D 7D 8D"), cards("6H 7H KC QC")],
        pile=cards("3H"),
        stock=cards("QS JS TS"),
    )
    s.apply(0, "play:5D")
    assert s.legal_actions(1) == ["take", "draw"]
    s.apply(1, "draw")
    # The red 5's own player plays on it as usual: 5 or higher.
    assert s.turn == 0 and "play:6D" in s.legal_actions(0)
    s.apply(0, "take")
    s.apply(1, "play:6H")
    assert s.turn == 0


def test_a_red_5_run_after_a_red_5_is_judged_by_its_lowest_card() -> None:
    s = table(
        [cards("5H 6D 7D 8D"), cards("3C 4C 5C 6C")],
        pile=cards("3H"),
        stock=cards("QS JS"),
    )
    s.apply(0, "play:5H")
    assert "play:3C,4C,5C,6C" in s.legal_actions(1)


def test_a_jack_makes_the_opponent_draw_until_5_or_lower() -> None:
    # Stock in drawing order: TS (refill for seat 0), then KS, QS, 3D for seat 1; 2S stays.
    s = table(
        [cards("JC 6D 7D 8D"), cards("4S 4H 4D 4C")],
        pile=cards("3H"),
        stock=cards("TS KS QS 3D 2S"),
    )
    s.apply(0, "play:JC")
    assert "TS" in s.hands[0]
    assert s.hands[1][-3:] == ["KS", "QS", "3D"]
    assert s.view(None)["last_effect"] == {"kind": "jack", "seat": 1, "by": 0, "drew": 3}
    assert s.stock[-1] == "2S"


def test_a_jack_draws_until_the_stock_is_empty() -> None:
    s = table(
        [cards("JC 6D 7D 8D 9D"), cards("4S 4H 4D 4C")],
        pile=cards("3H"),
        stock=cards("KS QS TS"),
        rest="removed",
    )
    s.apply(0, "play:JC")
    assert s.stock == [] and s.view(None)["last_effect"]["drew"] == 3
    s = table([cards("JC 6D 7D 8D 9D"), cards("4S 4H 4D 4C")], pile=cards("3H"), rest="removed")
    s.apply(0, "play:JC")
    assert s.view(None)["last_effect"]["drew"] == 0 and len(s.hands[1]) == 4


def test_a_joker_gives_the_pile_to_the_opponent_and_its_player_plays_again() -> None:
    s = table([cards("X2 6D 7D 8D"), cards("4S 4H 4D 4C")], pile=cards("3H KH"), stock=cards("2S"))
    s.apply(0, "play:X2")
    assert s.pile == [] and s.turn == 0
    assert s.hands[1][-3:] == ["3H", "KH", "X2"]  # the joker goes with the pile
    assert s.view(0)["known"][1] == ["3H", "KH", "X2"]
    assert s.view(None)["last_effect"] == {"kind": "joker", "seat": 1, "by": 0, "took": 3}
    s.apply(0, "play:6D")  # on the empty pile
    assert s.turn == 1


def test_a_quartet_over_several_turns_burns_the_pile() -> None:
    s = table(
        [cards("7C 3D 3C 6D"), cards("7D 4H 4D 4C")],
        pile=cards("AS 7H 7S"),
        stock=cards("KS QS TS"),
        turn=1,
    )
    s.apply(1, "play:7D")
    assert s.turn == 0
    s.apply(0, "play:7C")  # the fourth 7 on top
    assert s.pile == [] and sorted(s.removed) == sorted(cards("AS 7H 7S 7D 7C"))
    assert s.turn == 0  # the player who completed it plays again
    assert s.view(None)["last_effect"] == {"kind": "quartet", "seat": 0, "rank": "7", "cards": 5}


def test_a_set_completing_a_quartet_and_a_set_of_4_burn() -> None:
    s = table([cards("8S 8H 8D 3D"), cards("4S 4H 4D 4C")], pile=cards("8C"))
    s.apply(0, "play:8S,8H,8D")
    assert s.pile == [] and s.turn == 0
    s = table([cards("8S 8H 8D 8C 3D"), cards("4S 4H 4D 4C")], pile=cards("6C"))
    s.apply(0, "play:8S,8H,8D,8C")
    assert s.pile == [] and s.turn == 0 and len(s.removed) >= 5


def test_four_jacks_make_the_opponent_draw_and_then_burn() -> None:
    s = table(
        [cards("JS JH JD JC 3D"), cards("4S 4H 4D 4C")],
        pile=cards("6C"),
        stock=cards("KS QS TS 8S 2S"),
    )
    s.apply(0, "play:JS,JH,JD,JC")
    kinds = [e["kind"] for e in s.view(None)["effects"]]
    assert kinds == ["jack", "quartet"]
    assert sorted(s.hands[0]) == sorted(cards("3D KS QS TS"))  # refilled first
    assert s.hands[1][-2:] == ["8S", "2S"] and s.pile == [] and s.turn == 0


def test_a_set_of_5s_takes_the_effect_of_its_last_card() -> None:
    s = table([cards("5S 5H 5C 3D"), cards("4S 4H 4D 4C")], pile=cards("3H"), stock=cards("KS"))
    s.apply(0, "play:5S,5C,5H")
    assert s.view(None)["last_effect"]["kind"] == "red5"
    s = table([cards("5S 5H 5C 3D"), cards("4S 4H 4D 4C")], pile=cards("3H"), stock=cards("KS"))
    s.apply(0, "play:5H,5C,5S")
    assert s.view(None)["last_effect"]["kind"] == "black5"


def test_four_of_a_suit_on_top_over_several_turns_removes_the_pile() -> None:
    """Seed, rule 7: "If there are four cards with the same rank or trump at the top of the
    pile then the pile is removed." ("trump" is the seed's word for suit.)"""
    s = table(
        [cards("TH 3C 4D 6D"), cards("8H 4S 4C 3S")],
        pile=cards("AS 6H 7H"),
        stock=cards("6S 7S"),
        turn=1,
    )
    s.apply(1, "play:8H")  # three hearts on top, the fourth card down is a spade
    assert s.pile == cards("AS 6H 7H 8H") and s.turn == 0
    s.apply(0, "play:TH")  # the fourth heart
    assert s.pile == [] and sorted(s.removed) == sorted(cards("AS 6H 7H 8H TH"))
    assert s.view(None)["last_effect"] == {"kind": "suit", "seat": 0, "suit": "H", "cards": 5}
    assert s.quiet == 0  # the removed pile grew
    # The player who completed it plays again, anything on the empty pile.
    assert s.turn == 0 and "take" not in s.legal_actions(0)
    assert s.legal_actions(0)[0] == "play:3C"
    s.apply(0, "play:3C")
    assert s.turn == 1 and s.pile == ["3C"]


def test_a_run_of_four_of_one_suit_removes_the_pile() -> None:
    """Seed, rule 7: "If there are four cards with the same rank or trump at the top of the
    pile then the pile is removed." A run of four of one suit puts four of that suit on
    top at once; a run of three does with one card of its suit below it."""
    s = table([cards("4C 5C 6C 7C 3D"), cards("4S 4H 4D 8C")], pile=cards("3S"))
    s.apply(0, "play:4C,5C,6C,7C")
    assert s.pile == [] and sorted(s.removed) == sorted(cards("3S 4C 5C 6C 7C"))
    assert s.view(None)["last_effect"] == {"kind": "suit", "seat": 0, "suit": "C", "cards": 5}
    assert s.turn == 0
    # A run of five: its top four are of one suit.
    s = table([cards("4C 5C 6C 7C 8C"), cards("4S 4H 4D 3C")], pile=cards("3S"))
    s.apply(0, "play:4C,5C,6C,7C,8C")
    assert s.pile == [] and s.turn == 0
    # A run of three on a card of its suit, and on a card of another suit.
    s = table([cards("5D 6D 7D KH"), cards("4S 4H 4C 3C")], pile=cards("AS 4D"))
    s.apply(0, "play:5D,6D,7D")
    assert s.pile == [] and sorted(s.removed) == sorted(cards("AS 4D 5D 6D 7D"))
    assert s.turn == 0
    s = table([cards("5D 6D 7D KH"), cards("4D 4H 4C 3C")], pile=cards("AS 4S"))
    s.apply(0, "play:5D,6D,7D")
    assert s.pile == cards("AS 4S 5D 6D 7D") and s.turn == 1
    # Only a quartet of one rank goes on anything: a run of four must still fit.
    s = table([cards("4C 5C 6C 7C 3D"), cards("4S 4H 4D 8C")], pile=cards("8H"))
    assert "play:4C,5C,6C,7C" not in s.legal_actions(0)
    assert_illegal(s, 0, "play:4C,5C,6C,7C", "cannot-go-on", kind="run", rank=4, count=4, top=8)


def test_four_of_a_suit_topped_by_a_jack_makes_the_opponent_draw_then_removes() -> None:
    """Seed, rule 7: "If there are four cards with the same rank or trump at the top of the
    pile then the pile is removed." The top card's effect comes first, as for four jacks."""
    s = table(
        [cards("JC 3D 4D 6D"), cards("4S 4H 4C 3S")],
        pile=cards("6C 7C 8C"),
        stock=cards("KS QS 2S TS"),
    )
    s.apply(0, "play:JC")
    assert [e["kind"] for e in s.view(None)["effects"]] == ["jack", "suit"]
    assert "KS" in s.hands[0] and s.hands[1][-2:] == ["QS", "2S"]
    assert s.pile == [] and s.turn == 0


def test_jokers_have_no_suit_and_break_four_of_a_suit() -> None:
    """Seed, rule 7: "If there are four cards with the same rank or trump at the top of the
    pile then the pile is removed." A joker has no suit ("trump"): on three hearts it
    gives the pile to the opponent as always, it does not remove it."""
    s = table([cards("X1 3C 4D 6D"), cards("4S 4H 4C 3S")], pile=cards("6H 7H 8H"))
    s.apply(0, "play:X1")
    assert [e["kind"] for e in s.view(None)["effects"]] == ["joker"]
    assert s.hands[1][-4:] == cards("6H 7H 8H X1") and s.removed == []
    assert s.turn == 0
    # Play never leaves a joker in the pile (it goes with the pile), so this position is
    # built by hand: a joker among the top four breaks the suit.
    s = table([cards("TH 3C 4D 6D"), cards("4S 4H 4C 3S")], pile=cards("6H X2 7H 8H"))
    s.apply(0, "play:TH")
    assert s.pile == cards("6H X2 7H 8H TH") and s.removed == [] and s.turn == 1


def test_a_quartet_of_one_rank_goes_on_any_card_like_a_9() -> None:
    """Seed, special cards: "If a player is able to play a quartet, the discard is set aside
    as if a nine had been played." A set of four of one rank goes on any top card, even
    where a single card or three of that rank may not, and removes the pile."""
    s = table([cards("6S 6H 6D 6C 3D"), cards("4S 4H 4D 4C")], pile=cards("7S KH"))
    assert s.legal_actions(0) == ["play:6S,6H,6D,6C", "take"]
    assert_illegal(s, 0, "play:6S", "cannot-go-on", kind="single", rank=6, top=13)
    assert_illegal(s, 0, "play:6S,6H,6D", "cannot-go-on", kind="set", rank=6, count=3, top=13)
    s.apply(0, "play:6H,6D,6C,6S")  # any order: the last listed is placed last
    assert s.pile == [] and sorted(s.removed) == sorted(cards("7S KH 6S 6H 6D 6C"))
    assert s.view(None)["last_effect"] == {"kind": "quartet", "seat": 0, "rank": "6", "cards": 6}
    assert s.turn == 0  # like after a 9, the same player plays again
    s.apply(0, "play:3D")
    assert s.turn == 1


def test_a_quartet_goes_on_a_red_5_like_a_9() -> None:
    """Seed, special cards: "If a player is able to play a quartet, the discard is set aside
    as if a nine had been played." A 9 answers a red 5, so a quartet does too."""
    s = table([cards("7S 7H 7D 7C 3D"), cards("4S 4H 4D 4C")], pile=cards("5D"), top_by=1)
    assert s.legal_actions(0) == ["play:3D", "play:7S,7H,7D,7C", "take"]
    assert_illegal(s, 0, "play:7S", "red-five")
    assert_illegal(s, 0, "play:7S,7H,7D", "red-five")
    s.apply(0, "play:7S,7H,7D,7C")
    assert s.pile == [] and s.turn == 0


def test_a_quartet_of_5s_on_any_card_is_listed_once_per_colour_of_the_last_card() -> None:
    """Seed, special cards: "If a player is able to play a quartet, the discard is set aside
    as if a nine had been played." The last 5 still has its effect first."""
    s = table(
        [cards("5S 5H 5D 5C 3D"), cards("4S 4H 4D 4C")],
        pile=cards("KH"),
        stock=cards("TS 8S 7S 6S"),
    )
    assert s.legal_actions(0) == ["play:5S,5H,5D,5C", "play:5S,5H,5C,5D", "take"]
    s.apply(0, "play:5S,5H,5D,5C")  # a black 5 last: the opponent draws, then the removal
    assert [e["kind"] for e in s.view(None)["effects"]] == ["black5", "quartet"]
    assert sorted(s.hands[0]) == sorted(cards("3D TS 8S 7S"))  # refilled first
    assert s.hands[1][-1] == "6S" and s.pile == [] and s.turn == 0


# ----------------------------------------------------------------- endgame


def test_with_stock_and_hand_empty_the_upcards_are_played() -> None:
    s = table(
        [cards("6D"), cards("7H 7C TC JC")],
        upcards=[cards("7S 8S KD"), cards("QS QH QD")],
        pile=cards("3H"),
        rest="removed",
    )
    assert_illegal(s, 0, "play:7S", "upcard-too-soon")
    s.apply(0, "play:6D")
    assert s.hands[0] == []
    s.apply(1, "play:7H")
    # Now from the upcards, by the same rules.
    assert s.legal_actions(0) == ["play:7S", "play:8S", "play:KD", "take"]
    s.apply(0, "play:8S")
    assert s.upcards[0] == ["7S", "KD"] and s.view(None)["last_play"]["from"] == "upcards"


def test_a_trick_may_be_formed_from_upcards() -> None:
    s = table(
        [[], cards("4S 4H 4D 4C")],
        upcards=[cards("7S 7H 7D"), cards("QS QH QD")],
        pile=cards("3H"),
        rest="removed",
    )
    assert "play:7S,7H,7D" in s.legal_actions(0)
    s.apply(0, "play:7S,7H,7D")
    assert s.results[-1]["winner"] == 0  # that was his last card


def test_an_upcard_that_does_not_fit_cannot_be_played() -> None:
    s = table(
        [[], cards("4S 4H 4D 4C")],
        upcards=[cards("3S 6D"), cards("QS QH QD")],
        pile=cards("KH"),
        rest="removed",
    )
    assert s.legal_actions(0) == ["take"]
    assert_illegal(s, 0, "play:6D", "cannot-go-on", kind="single", rank=6, top=13)
    s.apply(0, "take")
    # With a hand again, he must empty it before his upcards.
    assert s.hands[0] == ["KH"]
    assert s.legal_actions(1)  # the opponent plays on the empty pile
    s.apply(1, "play:4S")
    assert s.legal_actions(0) == ["play:KH", "take"]
    assert_illegal(s, 0, "play:3S", "upcard-too-soon")


# --------------------------------------------------------------------- end


def test_the_first_player_out_of_hand_and_upcards_wins_the_game() -> None:
    s = table(
        [[], cards("4S 4H 4D 4C 2S")],
        upcards=[cards("KD"), cards("QS QH QD")],
        pile=cards("3H"),
        rest="removed",
        options={"match": 3},
    )
    s.apply(0, "play:KD")
    assert s.results == [{"game": 1, "winner": 0, "margin": 8, "reason": "out", "turns": 1}]
    assert s.scores == [1, 0] and not s.is_over
    # The next game is dealt at once: game 2, seat 0 deals, both rearranging.
    assert (s.game_number, s.dealer, s.phase, s.actors()) == (2, 0, "rearrange", [0, 1])
    assert accounted(s) == SORTED_PACK
    assert s.view(None)["last_effect"]["kind"] == "won"


def test_a_player_who_must_play_again_with_nothing_left_has_won() -> None:
    s = table(
        [[], cards("4S 4H 4D 4C")],
        upcards=[cards("9S"), cards("QS QH QD")],
        pile=cards("KH"),
        rest="removed",
        options={"match": 1},
    )
    s.apply(0, "play:9S")  # burns and would play again: nothing left, so he has won
    assert s.is_over and s.scores == [1, 0] and s.places() == [1, 2]
    assert s.results[-1]["margin"] == 7
    assert s.actors() == [] and s.legal_actions(0) == []
    assert_illegal(s, 1, "take", "match-over")


def test_a_joker_as_the_last_card_wins_at_once() -> None:
    s = table(
        [["X1"], cards("4S 4H 4D 4C")],
        upcards=[[], cards("QS QH QD")],
        pile=cards("KH"),
        rest="removed",
        options={"match": 1},
    )
    s.apply(0, "play:X1")
    assert s.is_over and s.results[-1]["winner"] == 0 and s.pile == ["KH", "X1"]


@pytest.mark.parametrize("match", [1, 3, 5])
def test_a_match_is_first_to_n_games(match: int) -> None:
    s = slaughter.new_game(4, options={"match": match})
    while not s.is_over:
        seat = s.actors()[0]
        s.apply(seat, _quick(s, seat))
        if s.phase == "play" and s.turns == 0 and s.game_number > 1:
            assert s.dealer == s.game_number % 2  # the deal alternates
    assert max(s.scores) == match and s.scores.count(match) == 1
    assert len(s.results) == sum(s.scores) >= match
    assert [r["game"] for r in s.results] == list(range(1, len(s.results) + 1))
    assert s.places() == ([1, 2] if s.scores[0] == match else [2, 1])


def _quick(s: SlaughterState, seat: int) -> str:
    """A short-game policy for tests: shed the most cards, never take if avoidable."""
    legal = s.legal_actions(seat)
    plays = [a for a in legal if a.startswith("play:")]
    if plays:
        return max(plays, key=lambda a: a.count(","))
    return "ready" if "ready" in legal else legal[-1]


def test_the_turn_cap_gives_the_game_to_fewer_cards_left() -> None:
    s = table(
        [cards("6C 7C 8C"), cards("4S 4H 4D 4C")],
        pile=cards("2H 3H"),
        options={"match": 1},
    )
    s.quiet = TURN_CAP - 1
    s.apply(0, "take")  # a turn without the removed pile growing: the 300th
    assert s.is_over  # seat 0 holds 5 + 3 upcards, seat 1 only 4 + 3
    assert s.results[-1] == {"game": 1, "winner": 1, "margin": 8, "reason": "cap", "turns": 1}


def test_the_turn_cap_counter_restarts_when_the_removed_pile_grows() -> None:
    s = table([cards("9C 7C 8C 6C"), cards("4S 4H 4D 4C")], pile=cards("3H"))
    s.quiet = TURN_CAP - 1
    s.apply(0, "play:9C")
    assert s.phase == "play" and s.quiet == 0 and s.turns == 1


def test_turn_cap_ties_go_to_fewer_upcards_then_the_non_dealer() -> None:
    # Seat 1 takes a one-card pile: 3 in hand + 2 up, against 4 in hand + 1 up.
    s = table(
        [cards("6C 7C 8C TC"), cards("4S 4H")],
        upcards=[cards("KS"), cards("QS QH")],
        pile=cards("3H"),
        options={"match": 1},
        turn=1,
    )
    s.quiet = TURN_CAP - 1
    s.apply(1, "take")
    assert s.results[-1]["winner"] == 0  # as many cards, fewer upcards
    # An exact tie in cards and upcards: the non-dealer wins.
    for dealer in (0, 1):
        s = table(
            [cards("6C 7C 8C"), cards("4S 4H")],
            upcards=[cards("KS KH"), cards("QS QH")],
            pile=cards("3H"),
            options={"match": 1},
            turn=1,
            dealer=dealer,
        )
        s.quiet = TURN_CAP - 1
        s.apply(1, "take")
        assert s.results[-1]["winner"] == 1 - dealer


# --------------------------------------------------------------- checks


def test_a_game_that_loops_ends_at_the_turn_cap() -> None:
    # No 9s, an empty stock, and players who take a pile of two: nobody ever gets out.
    s = table([cards("3C 4C 6C 7C"), cards("3D 4D 6D 7D")], rest="removed", options={"match": 1})
    while not s.is_over:
        seat = s.turn
        legal = s.legal_actions(seat)
        plays = [a for a in legal if a.startswith("play:")]
        s.apply(seat, plays[0] if plays and len(s.pile) < 2 else "take")
        assert s.turns <= TURN_CAP
    assert s.results[-1]["reason"] == "cap" and s.results[-1]["turns"] == TURN_CAP


def test_the_54_cards_stay_accounted_for_through_effects() -> None:
    s = table([cards("X1 JC 5C 9C"), cards("4S 4H 4D 4C")], pile=cards("3H"))
    moves = [(0, "play:5C"), (1, "take"), (0, "play:JC"), (1, "take"), (0, "play:X1")]
    for seat, action in [*moves, (0, "play:9C")]:
        s.apply(seat, action)
        assert accounted(s) == SORTED_PACK
    assert s.turn == 0 and s.removed == ["9C"]


# ------------------------------------------------------- notation, views


def test_views_show_the_public_table_and_only_the_own_hand() -> None:
    s = table(
        [cards("6C 7C 8C"), cards("4S 4H 4D 4C")],
        pile=cards("3H 5D"),
        removed=cards("9S"),
        stock=cards("TS"),
    )
    public = s.view(None)
    mine = s.view(0)
    theirs = s.view(1)
    json.dumps(public)
    json.dumps(mine)
    assert public["hand"] == [] and mine["hand"] == ["6C", "7C", "8C"]
    assert theirs["hand"] == ["4S", "4H", "4D", "4C"]
    for view in (public, mine, theirs):
        assert view["hand_sizes"] == [3, 4]
        assert view["upcards"] == [["KS", "KH", "KD"], ["QS", "QH", "QD"]]
        assert view["pile"] == ["3H", "5D"] and view["removed"] == ["9S"]
        assert view["stock_size"] == 54 - 3 - 4 - 6 - 2 - 1
        assert view["removed_count"] == 1
    hidden = {"4S", "4H", "4D", "4C"}
    assert not hidden & set(re.findall(r"[2-9TJQKA][SHDC]", json.dumps(mine)))


def test_to_json_round_trip_and_replay() -> None:
    s = slaughter.new_game(12)
    log = []
    while len(log) < 60 and not s.is_over:
        seat = s.actors()[0]
        action = _quick(s, seat)
        s.apply(seat, action)
        log.append((seat, action))
    data = s.to_json()
    json.dumps(data)
    copy = slaughter.from_json(json.loads(json.dumps(data)))
    assert copy.to_json() == data
    assert copy.view(0) == s.view(0)
    seat = s.actors()[0]
    assert copy.legal_actions(seat) == s.legal_actions(seat)
    again = replay(slaughter, 12, 2, {}, log)
    assert again.to_json() == data
    with pytest.raises(ValueError):
        slaughter.from_json({"game": "barbu", "version": 1})


def test_each_game_is_shuffled_from_the_seed_and_game_number() -> None:
    assert slaughter.new_game(3).to_json() == slaughter.new_game(3).to_json()
    assert slaughter.new_game(3).hands != slaughter.new_game(4).hands
    s = slaughter.new_game(3)
    first = s.hands
    s._start_game(2)
    assert s.hands != first


def test_an_illegal_action_names_its_reason_with_plain_data() -> None:
    s = table([cards("6C"), cards("4S")], pile=cards("QH"))
    with pytest.raises(IllegalAction) as info:
        s.apply(0, "play:6C")
    assert info.value.code == "cannot-go-on"
    assert info.value.details == {"kind": "single", "rank": 6, "count": 1, "top": 12}
