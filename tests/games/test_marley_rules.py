"""Hand-built scenarios for every rule of rules/marley.md (Scott Marley's 32-card Guillotine)."""

from __future__ import annotations

import pytest

from games import barbu
from games.cards import deck
from tests.games.scenario import (
    MARLEY,
    advance_to_deal,
    assert_illegal,
    by_suit,
    cycle,
    declare,
    declared,
    fill,
    legal_cards,
    new_state,
    play,
    suit,
)

GAMES = ["royalty", "queens", "spades", "parlement", "guillotine", "dominoes"]
FRENCH = {"rules": "marley", "domino_order": "french"}


def marley_hands() -> list[list[str]]:
    """Seat 0 spades, 1 hearts, 2 diamonds, 3 clubs (8 cards each)."""
    return by_suit(pack=32)


# ------------------------------------------------------------------ table


def test_new_game_32_cards_8_each() -> None:
    s = barbu.new_game(1, options=MARLEY)
    assert [len(hand) for hand in s.hands] == [8] * 4
    assert sorted(c for hand in s.hands for c in hand) == sorted(deck(32))
    assert all(card[0] in "789TJQKA" for hand in s.hands for card in hand)
    assert (s.deal, s.declarer, s.actors()) == (1, 0, [0])


def test_options() -> None:
    with pytest.raises(ValueError, match="domino_order"):
        barbu.new_game(1, options={"rules": "marley", "domino_order": "italian"})
    with pytest.raises(ValueError, match="first_lead"):  # a Barbu option
        barbu.new_game(1, options={"rules": "marley", "first_lead": "right"})
    assert barbu.new_game(1, options=FRENCH).options["domino_order"] == "french"
    assert barbu.new_game(1, options=MARLEY).options["domino_order"] == "standard"


def test_dealer_rotates_every_deal_for_24_deals() -> None:
    s = barbu.new_game(2, options=MARLEY)
    dealers = {}
    while not s.is_over:
        dealers.setdefault(s.deal, s.declarer)
        if s.phase == "contract":
            assert s.actors() == [s.declarer]
        play(s, "*")
    assert dealers == {n: (n - 1) % 4 for n in range(1, 25)}
    assert len(s.sheet) == 24


def test_six_games_each_chosen_once_per_dealer() -> None:
    s = barbu.new_game(3, options=MARLEY)
    assert s.legal_actions(0) == [f"contract:{g}" for g in GAMES]
    chosen = {seat: [] for seat in range(4)}
    while not s.is_over:
        seat = s.actors()[0]
        if s.phase == "contract":
            legal = s.legal_actions(seat)
            assert sorted(legal) == sorted(f"contract:{g}" for g in GAMES if g not in chosen[seat])
            # Choose the last one offered, to vary the order from the first-legal tests.
            chosen[seat].append(legal[-1].removeprefix("contract:"))
            if len(chosen[seat]) > 1:
                assert_illegal(s, seat, f"contract:{chosen[seat][0]}", "contract-already-played")
            s.apply(seat, legal[-1])
        else:
            play(s, "*")
    assert all(sorted(games) == sorted(GAMES) for games in chosen.values())


def test_barbu_contracts_are_not_marley_games() -> None:
    s = barbu.new_game(4, options=MARLEY)
    assert_illegal(s, 0, "contract:no-king", "no-such-contract")
    assert_illegal(s, 0, "contract:trumps:H", "no-such-contract")


def test_no_doubling_round_and_money_column() -> None:
    s = declared(marley_hands(), "royalty", options=MARLEY)
    assert s.phase == "play" and s.actors() == [0]
    view = s.view(None)
    assert "doubles" not in view and "double_required" not in view
    assert view["money"] == [-100, -100, -100, -100]
    play(s, "QS", "KH", "QD", "QC")
    for _ in range(7 * 4):
        play(s, "*")
    assert s.deal == 2
    assert s.scores == [30, 0, 0, 0]
    assert s.view(1)["money"] == [-70, -100, -100, -100]


# ------------------------------------------------------------- tricks


def test_dealer_leads_first_trick_on_later_deals() -> None:
    s = advance_to_deal(barbu.new_game(5, options=MARLEY), 3)
    declare(s, s.legal_actions(2)[0].removeprefix("contract:"))
    assert s.actors() == [2]


def test_french_order_ten_beats_king() -> None:
    # seat 0: spades but TS, plus 7H; seat 1: hearts but 7H, plus TS
    hands = cycle(marley_hands(), "TS", "7H")
    s = declared(hands, "parlement", options=MARLEY)
    play(s, "KS")
    assert legal_cards(s) == ["TS"]
    assert_illegal(s, 1, "play:AH", "follow-suit", suit="S")
    play(s, "TS", "AD", "AC")
    assert s.tricks[-1]["winner"] == 1  # the ten beats the king; off-suit aces never win
    assert s.deal_points == [0, -5, 0, 0]


def test_french_order_ace_beats_ten() -> None:
    hands = cycle(marley_hands(), "TS", "7H")
    s = declared(hands, "parlement", options=MARLEY)
    play(s, "AS", "TS", "7D", "7C")
    assert s.tricks[-1]["winner"] == 0


def test_french_order_jack_below_queen_nine_below_jack() -> None:
    hands = cycle(marley_hands(), "JS", "9H")
    s = declared(hands, "parlement", options=MARLEY)
    play(s, "9S", "JS", "7D", "7C")
    assert s.tricks[-1]["winner"] == 1


def guillotine_hands() -> list[list[str]]:
    # seat 0: spades but 7S, plus 7H; seat 1: hearts but 7H, plus 7S
    return cycle(marley_hands(), "7S", "7H")


def play_guillotine_script(s) -> None:
    """Seat 0 leads QS (seat 1 follows 7S; QD, QC discarded), then AS TS KS JS 9S 8S,
    seat 1 discarding KH, AH, TH, JH, 9H, 8H; last trick: 7H led, seat 1 wins with QH."""
    play(s, "QS", "7S", "QD", "QC")
    for lead, discard in zip(
        ["AS", "TS", "KS", "JS", "9S", "8S"], ["KH", "AH", "TH", "JH", "9H", "8H"], strict=True
    ):
        play(s, lead, discard, "*", "*")
    assert s.deal == 1
    play(s, "7H", "QH", "*", "*")
    assert s.deal == 2


@pytest.mark.parametrize(
    ("game", "scores"),
    [
        ("royalty", [30, 0, 0, 0]),  # KH 20 + QS 10, all to seat 0
        ("queens", [20, 10, 0, 0]),  # seat 0: QS QD QC 30, KH -10; seat 1: QH 10
        ("spades", [30, 0, 0, 0]),  # all 8 spades 40, KH -10
        ("parlement", [-45, -5, 0, 0]),  # 7 tricks -35 and KH -10; one trick -5
        # seat 0: first trick 5, QS 15, 7S 5, QD 10, QC 10, six spades 30, KH 10 = 85
        # seat 1: QH 10 + last trick 5 = 15
        ("guillotine", [85, 15, 0, 0]),
    ],
)
def test_trick_game_points(game: str, scores: list[int]) -> None:
    s = declared(guillotine_hands(), game, options=MARLEY)
    play_guillotine_script(s)
    entry = s.sheet[-1]
    assert entry["contract"] == game and entry["declarer"] == 0
    assert entry["scores"] == scores
    assert entry["totals"] == scores  # no doubles in Marley
    assert s.scores == scores


@pytest.mark.parametrize(
    ("game", "points"),
    [("royalty", 30), ("queens", 20), ("spades", -5), ("parlement", -15), ("guillotine", 50)],
)
def test_first_trick_points(game: str, points: int) -> None:
    s = declared(marley_hands(), game, options=MARLEY)
    play(s, "QS", "KH", "QD", "QC")
    assert s.deal_points == [points, 0, 0, 0]


def test_trick_games_play_to_the_last_trick() -> None:
    # Royalty's two cards are taken in trick 1, yet the deal goes on (no early ending).
    s = declared(marley_hands(), "royalty", options=MARLEY)
    play(s, "QS", "KH", "7D", "7C")
    assert s.deal == 1 and s.deal_points == [30, 0, 0, 0]
    for _ in range(6 * 4):
        play(s, "*")
    assert s.deal == 1 and len(s.tricks) == 7


# ------------------------------------------------------------ dominoes


def test_dealer_opens_with_any_card() -> None:
    s = declared(marley_hands(), "dominoes", options=MARLEY)
    assert s.actors() == [0]
    assert sorted(legal_cards(s)) == sorted(suit("S", 32))
    assert "pass" not in s.legal_actions(0)


def test_any_card_of_the_first_rank_opens_a_row() -> None:
    s = declared(marley_hands(), "dominoes", options=MARLEY)
    play(s, "9S")
    assert s.view(None)["domino_rank"] == "9"
    assert legal_cards(s) == ["9H"]
    assert_illegal(s, 1, "play:AH", "does-not-fit")
    assert_illegal(s, 1, "pass", "may-not-pass")
    play(s, "9H", "9D", "9C")
    assert sorted(legal_cards(s)) == ["8S", "TS"]
    play(s, "TS", "8H")
    assert s.view(None)["layout"] == {
        "S": ["9S", "TS"],
        "H": ["8H", "9H"],
        "D": ["9D"],
        "C": ["9C"],
    }


@pytest.mark.parametrize(
    ("options", "fits"),
    [(MARLEY, ["JS", "QH", "TH"]), (FRENCH, ["9H", "JS", "QH"])],
)
def test_domino_rank_order(options: dict, fits: list[str]) -> None:
    # seat 0: spades but JS, plus JH; seat 1: hearts but JH, plus JS
    s = declared(cycle(marley_hands(), "JS", "JH"), "dominoes", options=options)
    play(s, "JH")
    assert sorted(legal_cards(s)) == fits


def test_french_domino_order_ten_between_king_and_ace() -> None:
    s = declared(cycle(marley_hands(), "KS", "KH"), "dominoes", options=FRENCH)
    play(s, "KH")
    assert sorted(legal_cards(s)) == ["KS", "QH", "TH"]
    s2 = declared(cycle(marley_hands(), "KS", "KH"), "dominoes", options=MARLEY)
    play(s2, "KH")
    assert sorted(legal_cards(s2)) == ["AH", "KS", "QH"]


def test_forced_pass_only_when_nothing_fits() -> None:
    s = declared(marley_hands(), "dominoes", options=MARLEY)
    play(s, "AS")  # an ace first: no bonus this deal
    assert legal_cards(s) == ["AH"]
    play(s, "AH", "AD", "AC", "KS", "KH", "KD", "KC")
    assert s.actors() == [0]
    hands = fill({0: ["9S"]}, forbid={1: ["9H", "9D", "9C", "8S", "TS"]}, pack=32)
    s2 = declared(hands, "dominoes", options=MARLEY)
    play(s2, "9S")
    # Seat 1 holds no nine, nor 8S or TS: nothing fits, a forced pass.
    assert s2.legal_actions(1) == ["pass"]
    assert_illegal(s2, 1, "play:" + s2.hands[1][0], "does-not-fit")
    play(s2, "pass")
    assert s2.actors() == [2]
    assert s2.view(None)["domino_moves"] == [[0, "9S"], [1, None]]


def test_ace_bonus_explicit_chain() -> None:
    # Dealer opens KH; seat 1 holds AH, KS and QS (and nothing else that could fit).
    hands = fill(
        {0: ["KH"], 1: ["AH", "KS", "QS"]},
        forbid={1: ["KD", "KC", "QH", "AS", "JS"]},
        pack=32,
    )
    s = declared(hands, "dominoes", options=MARLEY)
    play(s, "KH")
    assert sorted(legal_cards(s)) == ["AH", "KS"]
    play(s, "AH")
    assert s.actors() == [1] and s.view(1)["bonus"] is True
    assert legal_cards(s) == ["KS", "pass"]
    play(s, "KS")
    assert s.actors() == [1]
    assert legal_cards(s) == ["QS", "pass"]
    play(s, "pass")
    assert s.actors() == [2] and s.view(None)["bonus"] is False
    assert s.view(None)["domino_moves"] == [[0, "KH"], [1, "AH"], [1, "KS"], [1, None]]


def test_ace_bonus_message_for_a_card_that_does_not_fit() -> None:
    hands = fill(
        {0: ["KH"], 1: ["AH", "KS", "QS"]},
        forbid={1: ["KD", "KC", "QH", "AS", "JS"]},
        pack=32,
    )
    s = declared(hands, "dominoes", options=MARLEY)
    play(s, "KH", "AH")
    assert s.view(None)["bonus"] is True
    assert_illegal(s, 1, "play:QS", "does-not-fit")


def test_ace_bonus_ends_when_nothing_more_fits() -> None:
    hands = fill(
        {0: ["KH"], 1: ["AH", "KS", "QS"]},
        forbid={1: ["KD", "KC", "QH", "AS", "JS"]},
        pack=32,
    )
    s = declared(hands, "dominoes", options=MARLEY)
    play(s, "KH", "AH", "KS", "QS")
    # After QS nothing of seat 1 fits (JS and AS are elsewhere): the turn moves on.
    assert s.actors() == [2] and s.view(None)["bonus"] is False


def test_no_ace_bonus_when_first_card_was_an_ace() -> None:
    hands = fill(
        {0: ["AH"], 1: ["AS", "KS"]},
        forbid={1: ["AD", "AC", "KH"]},
        pack=32,
    )
    s = declared(hands, "dominoes", options=MARLEY)
    play(s, "AH")
    assert s.actors() == [1]  # the dealer's ace gives no bonus either
    assert legal_cards(s) == ["AS"]
    play(s, "AS")
    assert s.actors() == [2]  # KS would fit, but there is no bonus this deal
    assert s.view(None)["bonus"] is False


def test_dominoes_two_out_ends_play_minus_30_minus_10() -> None:
    s = declared(marley_hands(), "dominoes", options=MARLEY)
    ranks = "789TJQKA"
    for r in ranks[:-1]:
        play(s, f"{r}S", f"{r}H", f"{r}D", f"{r}C")
    play(s, "AS")
    assert s.deal == 1 and s.view(None)["out"] == [0]
    assert s.view(None)["hand_sizes"] == [0, 1, 1, 1] and s.actors() == [1]
    play(s, "AH")
    # Two players out: the deal ends with seats 2 and 3 still holding their aces.
    assert s.deal == 2
    assert s.sheet[-1]["scores"] == [-30, -10, 0, 0]


def test_dominoes_out_players_skipped() -> None:
    # Seat 2 holds spades 7-T and hearts 7-T; seat 0 holds spades J-A and hearts J-A.
    low = [f"{r}{x}" for x in "SH" for r in "789T"]
    high = [f"{r}{x}" for x in "SH" for r in "JQKA"]
    s = declared([high, suit("D", 32), low, suit("C", 32)], "dominoes", options=MARLEY)
    s.apply(0, "play:JS")
    seen_out = False
    while s.deal == 1:
        seat = s.actors()[0]
        out = s.view(None)["out"]
        assert seat not in out
        seen_out = seen_out or bool(out)
        legal = s.legal_actions(seat)
        if legal != ["pass"]:
            assert "pass" not in legal or s.view(None)["bonus"]
        s.apply(seat, legal[0])
    scores = s.sheet[-1]["scores"]
    assert sorted(scores) == [-30, -10, 0, 0] and seen_out


def test_illegal_moves_in_trick_games() -> None:
    s = declared(marley_hands(), "queens", options=MARLEY)
    assert_illegal(s, 0, "pass", "no-pass-in-trick-game")
    assert_illegal(s, 0, "play:AH", "not-your-card")
    assert_illegal(s, 1, "play:AH", "not-your-turn")
    assert_illegal(s, 0, "double:", "play-a-card")


def test_game_over_lowest_total_wins() -> None:
    s = barbu.new_game(6, options=MARLEY)
    while not s.is_over:
        play(s, "*")
    assert sum(s.scores) == 400
    view = s.view(None)
    assert view["places"] == s.places()
    best = min(s.scores)
    for place, score in zip(s.places(), s.scores, strict=True):
        assert (place == 1) == (score == best)
    assert view["money"] == [x - 100 for x in s.scores]


def test_new_state_helper_marley() -> None:
    s = new_state(marley_hands(), MARLEY)
    assert sorted(s.hands[0]) == sorted(suit("S", 32))
