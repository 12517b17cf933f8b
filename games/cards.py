"""Playing cards in the project's notation: rank then suit, two characters.

Ranks `23456789TJQKA`, suits `SHDC` (`QS` is the queen of spades, `TH` the ten
of hearts); the jokers are `X1` and `X2`. Cards are plain strings so that
states, views and action logs are JSON as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = "23456789TJQKA"
SUITS = "SHDC"
JOKERS = ("X1", "X2")

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9",
    "T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}  # fmt: skip
RED_SUITS = frozenset("HD")

# Suits alternate in colour when a hand is sorted: spades, hearts, clubs, diamonds.
DISPLAY_SUIT_ORDER = "SHCD"


def deck(size: int = 52) -> list[str]:
    """A fresh, ordered pack: 52 cards, 32 (7 to ace, piquet pack) or 54 (with two jokers)."""
    if size == 52:
        ranks = RANKS
    elif size == 32:
        ranks = "789TJQKA"
    elif size == 54:
        return [r + s for s in SUITS for r in RANKS] + list(JOKERS)
    else:
        raise ValueError(f"no pack of {size} cards: use 52, 32 or 54")
    return [r + s for s in SUITS for r in ranks]


def parse_card(text: str) -> str:
    """Read a card written loosely (`qs`, `10h`, `Q♠`) into the notation (`QS`, `TH`)."""
    raw = text.strip().upper()
    for suit, symbol in SUIT_SYMBOLS.items():
        raw = raw.replace(symbol, suit)
    if raw in JOKERS:
        return raw
    if raw.startswith("10"):
        raw = "T" + raw[2:]
    if len(raw) != 2 or raw[0] not in RANKS or raw[1] not in SUITS:
        raise ValueError(f"{text!r} is not a card (write rank then suit, like QS or TH)")
    return raw


def is_card(text: str) -> bool:
    return len(text) == 2 and ((text[0] in RANKS and text[1] in SUITS) or text in JOKERS)


def pretty(card: str) -> str:
    """A card for people: `Q♠`, `10♥`, `Joker`."""
    if card in JOKERS:
        return "Joker"
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOLS[card[1]]


def pretty_list(cards: Iterable[str]) -> str:
    return " ".join(pretty(card) for card in cards)


def rank_name(rank: str, plural: bool = False) -> str:
    name = RANK_NAMES[rank]
    return name + "s" if plural else name


def sort_key(rank_order: str):
    """Key that sorts a hand by display suit, highest rank first, in `rank_order` (low to high)."""
    rank_index = {rank: index for index, rank in enumerate(rank_order)}
    suit_index = {suit: index for index, suit in enumerate(DISPLAY_SUIT_ORDER)}

    def key(card: str) -> tuple[int, int]:
        if card in JOKERS:
            return (len(suit_index), int(card[1]))
        return (suit_index[card[1]], -rank_index[card[0]])

    return key
