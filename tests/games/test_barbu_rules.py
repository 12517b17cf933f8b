"""Hand-built scenarios for every rule of rules/barbu.md (52-card Barbu).

Each test sets the hands itself (see tests/games/scenario.py) so that the rule
under test is exercised on purpose, not by luck of the shuffle.
"""

from __future__ import annotations

import json

import pytest

from games import barbu
from games.barbu import settle
from games.cards import deck
from tests.games.scenario import (
    advance_to_deal,
    assert_illegal,
    by_suit,
    cycle,
    declare,
    declared,
    fill,
    finish_trick,
    legal_cards,
    new_state,
    play,
    rank,
    suit,
    with_hands,
)

NEGATIVE = ["no-tricks", "no-hearts", "no-queens", "no-king", "no-last-two"]
ALL_CONTRACT_ACTIONS = (
    [f"contract:{name}" for name in NEGATIVE]
    + [f"contract:trumps:{s}" for s in "SHDC"]
    + [f"contract:domino:{r}" for r in "23456789TJQKA"]
)


# ------------------------------------------------------------------ table


def test_new_game_deals_13_cards_each_and_seat_0_declares() -> None:
    s = barbu.new_game(1)
    assert (s.deal, s.declarer, s.phase) == (1, 0, "contract")
    assert s.actors() == [0]
    assert [len(hand) for hand in s.hands] == [13] * 4
    assert sorted(c for hand in s.hands for c in hand) == sorted(deck(52))
    assert s.scores == [0, 0, 0, 0] and not s.is_over


def test_bad_players_and_options_are_rejected() -> None:
    with pytest.raises(ValueError):
        barbu.new_game(1, players=3)
    with pytest.raises(ValueError, match="colour"):
        barbu.new_game(1, options={"colour": "red"})
    with pytest.raises(ValueError, match="first_lead"):
        barbu.new_game(1, options={"first_lead": "left"})
    with pytest.raises(ValueError, match="rules"):
        barbu.new_game(1, options={"rules": "bridge"})
    with pytest.raises(ValueError, match="domino_order"):  # a Marley option
        barbu.new_game(1, options={"domino_order": "french"})


def test_declarer_rotation_seven_deals_each() -> None:
    s = barbu.new_game(3)
    seen = {}
    while not s.is_over:
        seen.setdefault(s.deal, s.declarer)
        assert s.view(None)["declarer"] == s.declarer
        play(s, "*")
    assert seen == {deal: (deal - 1) // 7 for deal in range(1, 29)}
    assert len(s.sheet) == 28
    assert [entry["declarer"] for entry in s.sheet] == [(d - 1) // 7 for d in range(1, 29)]


def test_declarer_is_first_actor_of_each_deal() -> None:
    s = barbu.new_game(5)
    for deal, declarer in [(8, 1), (15, 2), (22, 3)]:
        advance_to_deal(s, deal)
        assert s.actors() == [declarer]
        assert s.legal_actions((declarer + 1) % 4) == []


# -------------------------------------------------------------- declaring


def test_first_deal_offers_every_contract() -> None:
    s = barbu.new_game(1)
    assert sorted(s.legal_actions(0)) == sorted(ALL_CONTRACT_ACTIONS)
    assert len(s.legal_actions(0)) == 5 + 4 + 13


def test_each_contract_once_per_cycle() -> None:
    s = barbu.new_game(2)
    order = ["trumps:H", "no-king", "domino:8", "no-queens", "no-tricks", "no-last-two"]
    for deal, contract in enumerate(order, start=1):
        assert s.deal == deal
        legal = s.legal_actions(0)
        assert "contract:" + contract in legal
        declare(s, contract)
        while s.deal == deal:
            play(s, "*")
        # The declared contract never comes back for this declarer.
        name = contract.partition(":")[0]
        assert not any(a.split(":")[1] == name for a in s.legal_actions(0))
        assert name not in s.view(0)["contracts_left"][0]
    # Deal 7: only No Hearts is left, so there is no choice.
    assert s.legal_actions(0) == ["contract:no-hearts"]
    assert s.view(None)["contracts_left"][0] == ["no-hearts"]
    assert_illegal(s, 0, "contract:no-king", "contract-already-played")
    declare(s, "no-hearts")
    advance_to_deal(s, 8)
    # Seat 1 starts a fresh cycle with all seven contracts.
    assert sorted(s.legal_actions(1)) == sorted(ALL_CONTRACT_ACTIONS)


def test_seventh_deal_with_trumps_left_offers_only_the_suits() -> None:
    s = barbu.new_game(4)
    for contract in [*NEGATIVE, "domino:2"]:
        declare(s, contract)
        advance_to_deal(s, s.deal + 1)
    assert s.deal == 7
    assert s.legal_actions(0) == [f"contract:trumps:{x}" for x in "SHDC"]


@pytest.mark.parametrize(
    ("action", "match"),
    [
        ("contract:no-spades", "no-such-contract"),
        ("contract:trumps:X", "not-a-contract"),
        ("contract:domino:1", "not-a-contract"),
        ("play:AS", "choose-contract-first"),
        ("double:", "choose-contract-first"),
    ],
)
def test_bad_contract_actions(action: str, match: str) -> None:
    s = barbu.new_game(1)
    assert_illegal(s, 0, action, match)


def test_wrong_seat_raises_and_changes_nothing() -> None:
    s = barbu.new_game(1)
    for seat in (1, 2, 3):
        assert s.legal_actions(seat) == []
        assert_illegal(s, seat, "contract:no-king", "not-your-turn")
    s.apply(0, "contract:no-king")
    assert_illegal(s, 0, "double:", "not-your-turn")
    assert_illegal(s, 2, "double:", "not-your-turn")


def test_contract_is_recorded_in_view_and_sheet() -> None:
    s = declared(by_suit(), "trumps:D")
    assert s.view(None)["contract"] == "trumps:D"
    assert s.trump == "D"
    s2 = declared(by_suit(), "domino:Q")
    assert s2.view(None)["contract"] == "domino:Q"
    assert s2.view(None)["domino_rank"] == "Q"


# --------------------------------------------------------- trick play


def test_declarer_leads_first_trick() -> None:
    s = declared(by_suit(), "no-tricks")
    assert s.actors() == [0] and s.leader == 0


@pytest.mark.parametrize(("deal", "declarer"), [(1, 0), (8, 1), (15, 2), (22, 3)])
def test_option_first_lead_right_is_seat_before_declarer(deal: int, declarer: int) -> None:
    s = barbu.new_game(9, options={"first_lead": "right"})
    advance_to_deal(s, deal)
    assert s.declarer == declarer
    legal = s.legal_actions(declarer)
    contract = next(a for a in legal if "no-" in a)
    s.apply(declarer, contract)
    for step in range(1, 5):
        s.apply((declarer + step) % 4, s.legal_actions((declarer + step) % 4)[0])
    assert s.actors() == [(declarer - 1) % 4]
    assert s.view(None)["leader"] == (declarer - 1) % 4


def test_option_first_lead_right_does_not_change_domino_opening() -> None:
    s = declared(by_suit(), "domino:2", options={"first_lead": "right"})
    assert s.actors() == [0]


def follow_hands() -> list[list[str]]:
    # seat 0: 12 spades + 2H; seat 1: 12 hearts + 2S; seat 2 diamonds; seat 3 clubs
    return cycle(by_suit(), "2S", "2H")


def test_must_follow_suit_led() -> None:
    s = declared(follow_hands(), "no-tricks")
    play(s, "AS")
    assert legal_cards(s) == ["2S"]  # seat 1's only spade
    assert_illegal(s, 1, "play:AH", "follow-suit", suit="S")
    play(s, "2S")
    # Seat 2 holds no spade: any card.
    assert sorted(legal_cards(s)) == sorted(suit("D"))


def test_follow_suit_message_for_hearts_and_state_unchanged() -> None:
    s = declared(follow_hands(), "no-tricks")
    play(s, "2H")  # no heart-lead ban in No Tricks
    assert_illegal(s, 1, "play:2S", "follow-suit", suit="H")
    assert_illegal(s, 1, "play:AD", "not-your-card", card="AD")
    assert_illegal(s, 1, "pass", "no-pass-in-trick-game")
    assert_illegal(s, 1, "bogus", "play-a-card")
    json.dumps(s.to_json())


def test_highest_card_of_suit_led_wins_without_trumps() -> None:
    s = declared(follow_hands(), "no-tricks")
    play(s, "2H", "3H", "AD", "AC")
    assert s.tricks[-1] == {"leader": 0, "cards": ["2H", "3H", "AD", "AC"], "winner": 1}
    assert s.tricks_won == [0, 1, 0, 0]
    assert s.deal_points == [0, -2, 0, 0]
    assert s.actors() == [1] and s.leader == 1


# ---------------------------------------------------------- heart leads


@pytest.mark.parametrize("contract", ["no-hearts", "no-king"])
def test_no_heart_lead_while_holding_other_suits(contract: str) -> None:
    s = declared(follow_hands(), contract)
    assert "2H" not in legal_cards(s)
    assert sorted(legal_cards(s)) == sorted(set(suit("S")) - {"2S"})
    assert_illegal(s, 0, "play:2H", "no-heart-lead")


@pytest.mark.parametrize("contract", ["no-hearts", "no-king"])
def test_heart_lead_allowed_with_only_hearts(contract: str) -> None:
    s = declared(by_suit("HSDC"), contract)  # the declarer holds all 13 hearts
    assert sorted(legal_cards(s)) == sorted(suit("H"))
    play(s, "KH")


@pytest.mark.parametrize("contract", ["no-tricks", "no-queens", "no-last-two", "trumps:S"])
def test_hearts_may_be_led_in_other_contracts(contract: str) -> None:
    s = declared(follow_hands(), contract)
    assert "2H" in legal_cards(s)


def discard_hands() -> list[list[str]]:
    # seat 0: 12 spades (no 2S) + 2H; seat 1: 12 hearts + 2D; seat 2: 12 diamonds + 2S
    return cycle(by_suit(), "2S", "2D", "2H")


@pytest.mark.parametrize(
    ("option", "heart_lead_after"), [("only-hearts", False), ("after-discard", True)]
)
def test_option_heart_lead_after_discard(option: str, heart_lead_after: bool) -> None:
    s = declared(discard_hands(), "no-hearts", options={"heart_lead": option})
    assert "2H" not in legal_cards(s)
    play(s, "AS", "AH", "2S", "AC")  # seat 1 cannot follow: discards the ace of hearts
    assert s.tricks[-1]["winner"] == 0
    assert s.deal_points == [-6, 0, 0, 0]
    assert ("2H" in legal_cards(s)) is heart_lead_after
    if not heart_lead_after:
        assert_illegal(s, 0, "play:2H", "no-heart-lead")


def test_after_discard_ban_stays_until_a_heart_is_discarded() -> None:
    # after-discard: a trick without a heart discarded leaves the ban in place.
    hands = cycle(by_suit("HSDC"), "2H", "2S")  # seat 0 hearts + 2S, seat 1 spades + 2H
    s = declared(hands, "no-hearts", options={"heart_lead": "after-discard"})
    play(s, "2S")  # seat 0 leads its spade; seat 1 follows with a spade
    play(s, "AS", "AD", "AC")
    assert s.tricks[-1]["winner"] == 1
    # Seat 1 (11 spades + 2H) may still not lead its heart: none was discarded.
    assert "2H" not in legal_cards(s)


# ------------------------------------------------------------- scoring


def test_no_queens_ends_when_the_four_queens_are_taken() -> None:
    s = declared(by_suit(), "no-queens")
    play(s, "QS", "QH", "QD", "QC")
    # One trick, then the deal is over: cards still in hand score nothing.
    assert s.deal == 2 and s.phase == "contract"
    entry = s.sheet[-1]
    assert entry["deal"] == 1 and entry["contract"] == "no-queens"
    assert entry["scores"] == [-24, 0, 0, 0]
    assert entry["totals"] == [-24, 0, 0, 0]
    assert s.scores == [-24, 0, 0, 0]


def test_no_queens_keeps_going_until_the_last_queen() -> None:
    s = declared(by_suit(), "no-queens")
    play(s, "QS", "QH", "QD", "2C")
    assert s.deal == 1 and s.deal_points == [-18, 0, 0, 0]
    play(s, "AS", "2H", "2D", "QC")
    assert s.deal == 2 and sum(s.sheet[-1]["scores"]) == -24


def test_no_king_ends_when_the_king_of_hearts_is_taken() -> None:
    s = declared(by_suit(), "no-king")
    play(s, "AS", "2H", "2D", "2C")
    assert s.deal == 1
    play(s, "KS", "KH", "3D", "3C")
    assert s.deal == 2
    assert s.sheet[-1]["scores"] == [-20, 0, 0, 0]


def play_spades_then_heart(s, discards: list[str]) -> None:
    """Hands from follow_hands(): seat 0 leads 3S..KS, AS, then 2H; seat 1 discards in order."""
    leads = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS", "2H"]
    for trick, lead in enumerate(leads):
        play(s, lead)
        if trick == 0:
            play(s, "2S")  # seat 1 must follow with its only spade
        else:
            play(s, discards.pop(0))
        finish_trick(s)


def test_no_last_two_scores_minus_10_and_minus_20() -> None:
    s = declared(follow_hands(), "no-last-two")
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    play_spades_then_heart(s, hearts)
    # Seat 0 wins tricks 1-12 (the 12th: -10); seat 1 wins the 13th with 3H over 2H (-20).
    assert s.sheet[-1]["scores"] == [-10, -20, 0, 0]


def test_no_tricks_scores_minus_2_per_trick() -> None:
    s = declared(follow_hands(), "no-tricks")
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    play_spades_then_heart(s, hearts)
    assert s.sheet[-1]["scores"] == [-24, -2, 0, 0]


def test_no_hearts_minus_2_per_heart_and_minus_6_for_the_ace() -> None:
    s = declared(follow_hands(), "no-hearts")
    # Seat 1 keeps the ace to the end: it takes 2H and AH on the last trick.
    hearts = ["KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "AH"]
    play_spades_then_heart(s, hearts)
    assert s.sheet[-1]["scores"] == [-22, -8, 0, 0]


def test_trumps_scores_5_per_trick() -> None:
    s = declared(follow_hands(), "trumps:S")
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    play_spades_then_heart(s, hearts)
    assert s.sheet[-1]["scores"] == [60, 5, 0, 0]


# -------------------------------------------------------------- trumps


def test_trumps_led_must_follow_and_overtrump() -> None:
    hands = fill(
        {0: ["9S"], 1: ["KS", "TS", "5S"], 2: ["4S"]},
        forbid={1: suit("S"), 2: suit("S"), 3: suit("S")},  # other spades go to seat 0
    )
    s = declared(hands, "trumps:S")
    play(s, "9S")
    assert sorted(legal_cards(s)) == ["KS", "TS"]
    assert_illegal(s, 1, "play:5S", "beat-the-trump")
    play(s, "KS")
    assert legal_cards(s) == ["4S"]  # cannot beat: still must follow
    play(s, "4S")
    assert sorted(legal_cards(s)) == sorted(s.hands[3])  # void in trumps: anything
    play(s, "*")
    assert s.tricks[-1]["winner"] == 1 and s.deal_points == [0, 5, 0, 0]


def test_trumps_plain_suit_led_follow_suit_first() -> None:
    hands = fill({0: ["AH"], 1: ["2H", "AS"]}, forbid={1: set(suit("H")) - {"2H"}})
    s = declared(hands, "trumps:S")
    play(s, "AH")
    assert legal_cards(s) == ["2H"]


def void_hearts_hands() -> list[list[str]]:
    # Trumps are spades. Seat 0 holds the 13 hearts; seat 1 the spades but 2S 7S 4S;
    # seat 2 holds 2S and 7S, seat 3 only 4S.
    return fill(
        {0: suit("H"), 1: ["QS", "3S"], 2: ["2S", "7S"], 3: ["4S"]},
        forbid={2: suit("S"), 3: suit("S")},
    )


def test_trumps_void_may_discard_when_no_trump_played() -> None:
    s = declared(void_hearts_hands(), "trumps:S")
    play(s, "AH")
    assert sorted(legal_cards(s)) == sorted(s.hands[1])  # trump or discard, his choice


def test_trumps_void_must_beat_highest_trump_already_played() -> None:
    s = declared(void_hearts_hands(), "trumps:S")
    play(s, "AH", "3S")
    assert legal_cards(s) == ["7S"]
    assert_illegal(s, 2, "play:2S", "beat-the-trump", card="3S")
    club = next(c for c in s.hands[2] if c[1] == "C")
    assert_illegal(s, 2, "play:" + club, "beat-the-trump")
    play(s, "7S")
    # Seat 3 cannot beat 7S: free discard (default option).
    assert sorted(legal_cards(s)) == sorted(s.hands[3])
    play(s, "4S")
    assert s.tricks[-1]["winner"] == 2  # highest trump wins over the ace led


def test_trumps_option_must_trump() -> None:
    s = declared(void_hearts_hands(), "trumps:S", options={"discard": "must-trump"})
    play(s, "AH")
    assert sorted(legal_cards(s)) == sorted(c for c in s.hands[1] if c[1] == "S")
    assert "3S" in legal_cards(s) and len(legal_cards(s)) < 13
    club = next(c for c in s.hands[1] if c[1] != "S")
    assert_illegal(s, 1, "play:" + club, "must-trump")
    play(s, "QS")
    # Seat 2 cannot beat the queen: under must-trump he must still trump.
    assert sorted(legal_cards(s)) == ["2S", "7S"]
    play(s, "2S")
    assert legal_cards(s) == ["4S"]
    play(s, "4S")
    assert s.tricks[-1]["winner"] == 1


def test_trumps_must_trump_message_when_unable_to_beat() -> None:
    s = declared(void_hearts_hands(), "trumps:S", options={"discard": "must-trump"})
    play(s, "AH", "QS")
    club = next(c for c in s.hands[2] if c[1] != "S")
    assert_illegal(s, 2, "play:" + club, "must-trump", suit="S")


def test_trumps_winner_is_highest_trump_even_when_led_suit_higher() -> None:
    hands = fill(
        {0: ["AD"], 1: ["KD"], 2: ["2C"], 3: ["3C"]},
        forbid={2: suit("D"), 3: suit("D")},
    )
    s = declared(hands, "trumps:C")
    play(s, "AD", "KD", "2C", "3C")
    assert s.tricks[-1]["winner"] == 3


def test_trumps_no_trump_in_trick_highest_of_suit_led_wins() -> None:
    hands = fill({0: ["9D"], 1: ["KD"], 2: ["AH"], 3: ["2D"]}, forbid={2: suit("D")})
    s = declared(hands, "trumps:C")
    play(s, "9D", "KD", "AH", "2D")
    assert s.tricks[-1]["winner"] == 1


def test_full_contract_and_default_options() -> None:
    s = declared(by_suit(), "trumps:H")
    assert s.view(None)["contract"] == "trumps:H"
    assert s.view(None)["options"] == {
        "rules": "barbu",
        "first_lead": "declarer",
        "domino_scores": "40,20,5,0",
        "heart_lead": "only-hearts",
        "discard": "free",
    }


# -------------------------------------------------------------- domino


def test_domino_rows_grow_up_and_down_in_sequence() -> None:
    s = declared(by_suit(), "domino:8")
    assert s.actors() == [0]  # the declarer starts
    assert legal_cards(s) == ["8S"]
    assert_illegal(s, 0, "play:9S", "layout-opens-with")
    assert_illegal(s, 0, "pass", "may-not-pass")
    play(s, "8S")
    assert legal_cards(s) == ["8H"]  # a new row opens with the named rank
    play(s, "8H", "8D", "8C")
    assert sorted(legal_cards(s)) == ["7S", "9S"]
    assert_illegal(s, 0, "play:TS", "does-not-fit")
    play(s, "9S")
    assert s.view(None)["layout"]["S"] == ["8S", "9S"]
    play(s, "7H", "9D", "7C")
    assert sorted(legal_cards(s)) == ["7S", "TS"]
    play(s, "7S")
    assert s.view(None)["layout"]["S"] == ["7S", "8S", "9S"]
    assert s.view(None)["layout"]["H"] == ["7H", "8H"]


def test_domino_opening_players_without_the_rank_pass() -> None:
    hands = fill({2: ["8D"], 3: ["8S"]}, forbid={0: rank("8"), 1: rank("8")})
    s = declared(hands, "domino:8")
    assert s.legal_actions(0) == ["pass"]
    assert_illegal(s, 0, "play:" + s.hands[0][0], "layout-opens-with")
    s.apply(0, "pass")
    assert s.legal_actions(1) == ["pass"]
    s.apply(1, "pass")
    eights = sorted(c for c in s.hands[2] if c[0] == "8")
    assert sorted(legal_cards(s)) == eights
    assert_illegal(s, 2, "pass", "may-not-pass")
    play(s, "8D")
    assert s.view(None)["domino_moves"][:3] == [[0, None], [1, None], [2, "8D"]]
    assert "8S" in legal_cards(s)


@pytest.mark.parametrize("letter", ["8", "A"])
def test_domino_opening_refusal_names_the_rank(letter: str) -> None:
    hands = fill({2: [letter + "D"]}, forbid={0: rank(letter)})
    s = declared(hands, "domino:" + letter)
    assert_illegal(s, 0, "play:" + s.hands[0][0], "layout-opens-with", rank=letter)


def test_domino_from_twos_rows_only_go_up() -> None:
    s = declared(by_suit(), "domino:2")
    play(s, "2S", "2H", "2D", "2C")
    assert legal_cards(s) == ["3S"]


def test_domino_from_aces_rows_only_go_down() -> None:
    s = declared(by_suit(), "domino:A")
    play(s, "AS", "AH", "AD", "AC")
    assert legal_cards(s) == ["KS"]


@pytest.mark.parametrize(
    ("option", "expected"), [(None, [40, 20, 5, 0]), ("45,20,5,-5", [45, 20, 5, -5])]
)
def test_domino_finishing_order_scores(option: str | None, expected: list[int]) -> None:
    options = {"domino_scores": option} if option else None
    s = declared(by_suit(), "domino:2", options=options)
    # Everyone plays his own suit upwards: seat 0 out first, then 1, then 2.
    play(s, *["*"] * 50)
    view = s.view(None)
    assert view["out"] == [0, 1] and view["hand_sizes"] == [0, 0, 1, 1]
    assert s.actors() == [2]
    play(s, "AD")
    # Three out: play stops although seat 3 still holds the ace of clubs.
    assert s.deal == 2
    assert s.sheet[-1]["scores"] == expected


def skip_hands() -> list[list[str]]:
    # Seat 0 all spades; seat 1 low hearts and diamonds; seat 2 the high ones; seat 3 clubs
    # but for AC, which seat 2 holds, against seat 2's AD.
    low = [f"{r}H" for r in "2345678"] + [f"{r}D" for r in "234567"]
    high = [f"{r}H" for r in "9TJQKA"] + [f"{r}D" for r in "89TJQK"] + ["AC"]
    clubs = [f"{r}C" for r in "23456789TJQK"] + ["AD"]
    return [suit("S"), low, high, clubs]


def test_domino_players_out_are_skipped_and_play_stops_at_three_out() -> None:
    s = declared(skip_hands(), "domino:2")
    turns = []
    while s.deal == 1:
        seat = s.actors()[0]
        out = s.view(None)["out"]
        assert seat not in out
        legal = s.legal_actions(seat)
        if legal != ["pass"]:
            assert "pass" not in legal  # a player with a legal card may not pass
        turns.append((seat, tuple(out)))
        s.apply(seat, legal[0])
    # Seat 0 went out first and never got the turn again while the others played on.
    first_out = next(i for i, (_, out) in enumerate(turns) if out)
    assert turns[first_out][1] == (0,)
    assert len(turns) - first_out > 3
    scores = s.sheet[-1]["scores"]
    assert scores[0] == 40 and sorted(scores) == [0, 5, 20, 40]


def test_domino_forced_pass_mid_deal() -> None:
    s = declared(skip_hands(), "domino:2")
    play(s, "2S")
    assert sorted(legal_cards(s)) == ["2D", "2H"]
    play(s, "2H")
    # Seat 2 holds no two and nothing else fits: pass is his only action.
    assert s.legal_actions(2) == ["pass"]
    assert_illegal(s, 2, "play:9H", "does-not-fit")
    play(s, "pass")
    assert legal_cards(s) == ["2C"]
    assert_illegal(s, 3, "pass", "may-not-pass")


# ------------------------------------------------------------- doubling


def test_doubling_order_declarer_last() -> None:
    s = new_state(by_suit(), seed=3)
    s.apply(0, "contract:no-king")
    order = []
    while s.phase == "double":
        seat = s.actors()[0]
        order.append(seat)
        s.apply(seat, "double:")
    assert order == [1, 2, 3, 0]
    assert s.phase == "play" and s.actors() == [0]


def test_doubling_order_for_a_later_declarer() -> None:
    s = advance_to_deal(barbu.new_game(8), 15)
    s.apply(2, next(a for a in s.legal_actions(2) if a.startswith("contract:no-")))
    order = []
    while s.phase == "double":
        order.append(s.actors()[0])
        s.apply(order[-1], "double:")
    assert order == [3, 0, 1, 2]


@pytest.mark.parametrize("contract", NEGATIVE)
def test_negative_contract_any_of_the_other_three(contract: str) -> None:
    s = new_state(by_suit())
    s.apply(0, "contract:" + contract)
    assert s.view(1)["double_required"] is False
    assert sorted(s.legal_actions(1)) == sorted(
        [
            *("double:", "double:0", "double:2", "double:3"),
            *("double:0,2", "double:0,3", "double:2,3", "double:0,2,3"),
        ]
    )
    assert_illegal(s, 1, "double:1", "double-yourself")
    assert_illegal(s, 1, "double:3,2", "double-not-in-order")
    assert_illegal(s, 1, "double:2,2", "double-not-in-order")
    assert_illegal(s, 1, "double:5", "no-such-seat", target=5)
    assert_illegal(s, 1, "double:x", "double-not-numbers")
    assert_illegal(s, 1, "play:AH", "double-first")


@pytest.mark.parametrize("contract", ["trumps:H", "domino:8"])
def test_positive_contract_only_the_declarer(contract: str) -> None:
    s = new_state(by_suit())
    s.apply(0, "contract:" + contract)
    assert s.legal_actions(1) == ["double:", "double:0"]
    assert_illegal(s, 1, "double:2", "double-declarer-only")
    assert_illegal(s, 1, "double:0,3", "double-declarer-only")
    s.apply(1, "double:0")
    assert s.legal_actions(2) == ["double:", "double:0"]
    s.apply(2, "double:")
    s.apply(3, "double:0")
    # The declarer may redouble those who doubled him.
    assert sorted(s.legal_actions(0)) == ["double:", "double:1", "double:1,3", "double:3"]
    assert_illegal(s, 0, "double:2", "declarer-redoubles-only")
    s.apply(0, "double:3")
    assert s.doubles == [[1, 0, 1], [3, 0, 2]]


def test_declarer_alone_may_not_double() -> None:
    s = new_state(by_suit())
    s.apply(0, "contract:no-queens")
    for seat in (1, 2, 3):
        s.apply(seat, "double:")
    assert s.legal_actions(0) == ["double:"]
    assert_illegal(s, 0, "double:1", "declarer-redoubles-only")


def test_redouble_and_maximum() -> None:
    s = new_state(by_suit())
    s.apply(0, "contract:no-tricks")
    s.apply(1, "double:2,3")
    legal = s.legal_actions(2)
    maximum = max(legal, key=len)
    assert maximum == "double:0,1,3"
    assert sorted(legal, key=len)[-1] == maximum and len(legal) == 8
    s.apply(2, maximum)
    # 2 redoubled 1 (who doubled him), doubled 0 and 3.
    assert sorted(map(tuple, s.doubles)) == [(1, 2, 2), (1, 3, 1), (2, 0, 1), (2, 3, 1)]
    # Seat 3 was doubled by 1 and 2: his maximum redoubles both and doubles the declarer.
    assert max(s.legal_actions(3), key=len) == "double:0,1,2"
    s.apply(3, "double:1")
    assert sorted(map(tuple, s.doubles)) == [(1, 2, 2), (1, 3, 2), (2, 0, 1), (2, 3, 1)]
    # The declarer may only redouble seat 2.
    assert s.legal_actions(0) == ["double:", "double:2"]
    s.apply(0, "double:2")
    assert sorted(map(tuple, s.doubles)) == [(1, 2, 2), (1, 3, 2), (2, 0, 2), (2, 3, 1)]
    assert s.view(None)["doubles"] == s.doubles


def test_obligation_not_required_early() -> None:
    s = barbu.new_game(11)
    for deal in range(1, 6):
        assert s.deal == deal
        s.apply(0, s.legal_actions(0)[0])
        for seat in (1, 2, 3):
            assert s.view(seat)["double_required"] is False
            assert s.view(None)["doubles_owed"][seat] == 2
            assert "double:" in s.legal_actions(seat)
            s.apply(seat, "double:")
        advance_to_deal(s, deal + 1)


def test_obligation_compulsory_when_deals_left_equal_doubles_owed() -> None:
    s = advance_to_deal(barbu.new_game(12), 6)
    assert s.view(None)["doubles_owed"] == [0, 2, 2, 2]
    contract = s.legal_actions(0)[0]
    negative = contract.removeprefix("contract:") in NEGATIVE
    s.apply(0, contract)
    # Deal 6 of 7: two deals left (this one included), two doubles owed: compulsory.
    assert s.view(1)["double_required"] is True
    assert s.view(None)["double_required"] is True
    legal = s.legal_actions(1)
    assert legal and all("0" in a.removeprefix("double:").split(",") for a in legal)
    if negative:
        assert sorted(legal) == ["double:0", "double:0,2", "double:0,2,3", "double:0,3"]
    assert_illegal(s, 1, "double:", "must-double-declarer", owed=2)
    s.apply(1, "double:0")
    assert s.view(None)["doubles_owed"][1] == 1
    s.apply(2, "double:0")
    s.apply(3, max(s.legal_actions(3), key=len))
    # The declarer does not owe anything.
    assert s.view(0)["double_required"] is False
    advance_to_deal(s, 7)
    s.apply(0, s.legal_actions(0)[0])
    # Deal 7: one deal left, one double owed by each: compulsory again.
    for seat in (1, 2, 3):
        assert s.view(seat)["double_required"] is True
        assert s.legal_actions(seat) == [a for a in s.legal_actions(seat) if "0" in a]
        assert_illegal(s, seat, "double:", "must-double-declarer", owed=1)
        s.apply(seat, "double:0")
    assert s.view(None)["doubles_owed"] == [0, 0, 0, 0]


def test_obligation_after_one_early_double() -> None:
    s = barbu.new_game(13)
    s.apply(0, "contract:no-tricks")
    s.apply(1, "double:0")
    advance_to_deal(s, 6)
    s.apply(0, s.legal_actions(0)[0])
    # Seat 1 owes one double with two deals left: free this deal.
    assert s.view(1)["double_required"] is False
    assert "double:" in s.legal_actions(1)
    s.apply(1, "double:")
    assert s.view(2)["double_required"] is True
    s.apply(2, "double:0")
    assert s.view(3)["double_required"] is True


def test_obligation_resets_with_the_next_declarer() -> None:
    s = advance_to_deal(barbu.new_game(14), 8)
    assert s.view(None)["doubles_owed"] == [2, 0, 2, 2]
    s.apply(1, s.legal_actions(1)[0])
    assert s.view(2)["double_required"] is False


def test_declarer_doubles_counted_in_positive_contracts() -> None:
    s = barbu.new_game(15)
    s.apply(0, "contract:trumps:C")
    s.apply(1, "double:0")
    assert s.view(None)["doubles_owed"][1] == 1


def queens_hands() -> list[list[str]]:
    # seat 0: 12 spades + 2C; seat 1: 12 hearts + 2S; seat 2: 12 diamonds + 2H;
    # seat 3: 12 clubs + 2D
    return cycle(by_suit(), "2S", "2H", "2D", "2C")


def play_queens_example(s) -> None:
    """No Queens: seat 3 ("A") takes QH and QD, seat 1 ("B") none, seat 2 takes QS and QC."""
    play(s, "2C", "QH", "QD", "3C")  # seat 3 wins two queens
    play(s, "2D", "QS", "3H", "3D")  # seat 2 wins the queen of spades
    play(s, "4D", "QC", "3S", "4H")  # seat 2 wins the queen of clubs: all four taken
    assert s.deal == 2


def test_settlement_example_from_the_rules() -> None:
    # "In No Queens A takes two queens (-12), B none (0). If A doubled B ... A -24, B +12."
    s = declared(queens_hands(), "no-queens", doubles={3: "1"})
    assert s.doubles == [[3, 1, 1]]
    play_queens_example(s)
    entry = s.sheet[-1]
    assert entry["scores"] == [0, 0, -12, -12]
    assert entry["doubles"] == [[3, 1, 1]]
    assert entry["totals"] == [0, 12, -12, -24]
    assert s.scores == [0, 12, -12, -24]


def test_settlement_redouble_counts_twice() -> None:
    s = declared(queens_hands(), "no-queens", doubles={1: "3", 3: "1"})
    assert s.doubles == [[1, 3, 2]]
    play_queens_example(s)
    assert s.sheet[-1]["totals"] == [0, 24, -12, -36]


def test_settlement_many_doubles_sum_to_zero() -> None:
    s = declared(queens_hands(), "no-queens", doubles={1: "0,2,3", 2: "0,1,3", 3: "0,1,2"})
    play_queens_example(s)
    entry = s.sheet[-1]
    assert sum(entry["totals"]) == sum(entry["scores"]) == -24
    # 1-2 redoubled: 2 is 12 worse, twice; 1-3 redoubled: 24; 1-0: 0; 2-3: 0; 2-0: 12; 3-0: 12
    assert entry["totals"] == [0 + 12 + 12, 0 + 24 + 24, -12 - 24 - 12, -12 - 24 - 12]


def test_settle_function() -> None:
    assert settle([-12, 0, 0, 0], [[0, 1, 1]]) == [-24, 12, 0, 0]
    assert settle([-12, 0, 0, 0], [[1, 0, 1]]) == [-24, 12, 0, 0]
    assert settle([-12, 0, 0, 0], [[1, 0, 2]]) == [-36, 24, 0, 0]
    assert settle([40, 20, 5, 0], []) == [40, 20, 5, 0]
    assert settle([5, 5, 0, 0], [[0, 1, 1]]) == [5, 5, 0, 0]


# ---------------------------------------------------------------- views


def test_view_shows_own_hand_only() -> None:
    s = declared(follow_hands(), "no-hearts")
    play(s, "AS", "2S")
    for seat in range(4):
        view = s.view(seat)
        assert view["hand"] == list(s.hands[seat])
        assert view["hand_sizes"] == [len(h) for h in s.hands]
        text = json.dumps(view)
        for other in range(4):
            if other != seat:
                for card in s.hands[other]:
                    assert f'"{card}"' not in text, (seat, card)
    spectator = s.view(None)
    assert spectator["hand"] == []
    text = json.dumps(spectator)
    assert not any(f'"{card}"' in text for hand in s.hands for card in hand)
    assert spectator["trick"] == [[0, "AS"], [1, "2S"]]
    assert "seed" not in spectator


def test_view_face_up_cards_in_taken_piles() -> None:
    s = declared(by_suit(), "no-queens")
    play(s, "QS", "2H", "QD", "2C")
    assert s.view(None)["face_up"] == [["QS", "QD"], [], [], []]


def test_scoresheet_entries() -> None:
    s = declared(queens_hands(), "no-queens", doubles={3: "1"})
    play_queens_example(s)
    entry = s.view(None)["sheet"][0]
    assert entry == {
        "deal": 1,
        "declarer": 0,
        "contract": "no-queens",
        "scores": [0, 0, -12, -12],
        "doubles": [[3, 1, 1]],
        "totals": [0, 12, -12, -24],
    }
    assert s.view(2)["scores"] == [0, 12, -12, -24]
    # The view's sheet is a copy.
    s.view(None)["sheet"][0]["scores"][0] = 99
    assert s.sheet[0]["scores"][0] == 0


def test_game_over_after_28_deals() -> None:
    s = barbu.new_game(21)
    advance_to_deal(s, 28)
    while not s.is_over:
        play(s, "*")
    assert s.actors() == [] and all(s.legal_actions(seat) == [] for seat in range(4))
    assert len(s.sheet) == 28 and sum(s.scores) == 0
    view = s.view(0)
    assert view["is_over"] and view["hand"] == []
    assert view["places"] == s.places()
    assert_illegal(s, 0, "play:AS", "game-over")


def test_with_hands_helper_rejects_a_wrong_pack() -> None:
    s = barbu.new_game(1)
    with pytest.raises(AssertionError):
        with_hands(s, [suit("S"), suit("S"), suit("D"), suit("C")])


# ------------------------------------------------------------ last trick


def test_the_view_shows_the_last_trick_of_the_deal_after_it_ends() -> None:
    """No Last Two: "the next-to-last trick costs −10, the last −20" — the last trick is
    public, and the views keep showing it once the next deal has begun."""
    s = declared(follow_hands(), "no-last-two")
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    play_spades_then_heart(s, hearts)
    assert s.deal == 2 and s.phase == "contract" and s.tricks == []
    last = {"deal": 1, "number": 13, "leader": 0, "cards": ["2H", "3H", "2D", "2C"], "winner": 1}
    # Every view, the players' and a spectator's, shows it alike.
    assert all(s.view(seat)["last_trick"] == last for seat in (None, 0, 1, 2, 3))
    assert s.view(None)["final_tricks"] == [last]


def test_last_trick_is_the_current_deals_once_one_is_done() -> None:
    s = declared(by_suit(), "no-queens")
    assert s.view(None)["last_trick"] is None  # nothing completed yet in the series
    play(s, "QS", "2H", "QD", "2C")
    assert s.view(2)["last_trick"] == {
        "deal": 1, "number": 1, "leader": 0, "cards": ["QS", "2H", "QD", "2C"], "winner": 0,
    }  # fmt: skip
    play(s, "AS")  # a trick in progress does not replace it
    assert s.view(None)["last_trick"]["number"] == 1


def test_a_domino_deal_leaves_no_final_trick() -> None:
    s = barbu.new_game(5)
    declare(s, "domino:8")
    while s.deal == 1:
        seat = s.actors()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.final_tricks == [None] and s.view(None)["last_trick"] is None


def test_a_snapshot_without_final_tricks_still_loads() -> None:
    s = declared(by_suit(), "no-queens")
    play(s, "QS", "QH", "QD", "QC")
    data = s.to_json()
    del data["final_tricks"]
    again = barbu.from_json(data)
    assert again.final_tricks == [None] and again.view(None)["last_trick"] is None
