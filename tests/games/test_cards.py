"""games.cards: packs, loose card parsing, display forms, and games.places."""

from __future__ import annotations

import pytest

from games import places
from games.cards import (
    JOKERS,
    RANKS,
    SUITS,
    deck,
    is_card,
    parse_card,
    pretty,
    pretty_list,
    rank_name,
    sort_key,
)


@pytest.mark.parametrize("size", [52, 32, 54])
def test_deck_sizes_and_distinct_cards(size: int) -> None:
    pack = deck(size)
    assert len(pack) == size
    assert len(set(pack)) == size
    assert all(is_card(card) for card in pack)


def test_deck_52_is_every_rank_of_every_suit() -> None:
    assert set(deck(52)) == {r + s for r in RANKS for s in SUITS}
    assert deck() == deck(52)


def test_deck_32_is_seven_to_ace() -> None:
    assert set(deck(32)) == {r + s for r in "789TJQKA" for s in SUITS}


def test_deck_54_adds_two_jokers() -> None:
    pack = deck(54)
    assert set(pack) - set(deck(52)) == set(JOKERS) == {"X1", "X2"}


def test_deck_returns_a_fresh_list() -> None:
    pack = deck(52)
    pack.clear()
    assert len(deck(52)) == 52


@pytest.mark.parametrize("size", [0, 36, 53, 104])
def test_deck_rejects_other_sizes(size: int) -> None:
    with pytest.raises(ValueError, match="52, 32 or 54"):
        deck(size)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("QS", "QS"),
        ("qs", "QS"),
        ("  qs ", "QS"),
        ("Qs", "QS"),
        ("10h", "TH"),
        ("10H", "TH"),
        ("th", "TH"),
        ("Q♠", "QS"),
        ("10♥", "TH"),
        ("a♦", "AD"),
        ("2♣", "2C"),
        ("x1", "X1"),
        ("X2", "X2"),
    ],
)
def test_parse_card_loose_forms(text: str, card: str) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "Q", "QQ", "1S", "11H", "ZS", "QX", "QSS", "X3", "joker"])
def test_parse_card_errors(text: str) -> None:
    with pytest.raises(ValueError, match="is not a card"):
        parse_card(text)


def test_parse_card_accepts_every_card_it_prints() -> None:
    for card in deck(54):
        assert parse_card(card) == card
        assert parse_card(card.lower()) == card
        if card not in JOKERS:
            assert parse_card(pretty(card)) == card


@pytest.mark.parametrize(
    ("card", "text"),
    [("QS", "Q♠"), ("TH", "10♥"), ("AD", "A♦"), ("2C", "2♣"), ("X1", "Joker"), ("X2", "Joker")],
)
def test_pretty(card: str, text: str) -> None:
    assert pretty(card) == text


def test_pretty_list() -> None:
    assert pretty_list(["QS", "TH"]) == "Q♠ 10♥"
    assert pretty_list([]) == ""


def test_is_card() -> None:
    assert is_card("QS") and is_card("X1")
    assert not is_card("QX") and not is_card("10H") and not is_card("qs")


def test_rank_name() -> None:
    assert rank_name("Q") == "queen"
    assert rank_name("8", plural=True) == "8s"
    assert rank_name("T") == "10"


def test_sort_key_groups_suits_and_puts_high_cards_first() -> None:
    hand = ["2S", "AH", "KS", "TD", "3C", "X1"]
    ordered = sorted(hand, key=sort_key(RANKS))
    assert ordered == ["KS", "2S", "AH", "3C", "TD", "X1"]
    # In the French order a ten sorts above a king.
    assert sorted(["KS", "TS", "AS"], key=sort_key("789JQKTA")) == ["AS", "TS", "KS"]


def test_places_higher_is_better_and_ties_share() -> None:
    assert places([10, 30, 20, 0]) == [3, 1, 2, 4]
    assert places([10, 10, 5, 20]) == [2, 2, 4, 1]
    assert places([0, 0, 0, 0]) == [1, 1, 1, 1]


def test_places_lower_is_better() -> None:
    assert places([10, 30, 20, 0], higher_is_better=False) == [2, 4, 3, 1]
    assert places([5, 5, 30, 1], higher_is_better=False) == [2, 2, 4, 1]
