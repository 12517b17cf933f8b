"""The fixed numbers of Gin Slaughtre, the words of its notation, its cards' ranks, its options.

Every module of the package reads these; this one imports nothing of the package,
so that the others share them without import cycles. The notation and the options
are documented in the package docstring.
"""

from __future__ import annotations

from typing import Any

from games.cards import JOKERS, RED_SUITS, deck

SEATS = 2
HAND_SIZE = 4
UPCARD_COUNT = 3
TURN_CAP = 300
MATCH_LENGTHS = (3, 1, 5)  # the default first

PLAY_PREFIX = "play:"
SWAP_PREFIX = "swap:"
TAKE = "take"
DRAW = "draw"
READY = "ready"

# Ranks low to high (aces low); jokers rank above the king.
RANK_ORDER = "A23456789TJQK"
JOKER_RANK = 14
RANK: dict[str, int] = {card: RANK_ORDER.index(card[0]) + 1 for card in deck(52)}
RANK.update(dict.fromkeys(JOKERS, JOKER_RANK))
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
PACK: tuple[str, ...] = tuple(deck(54))

BURN_RANK = 9
RESET_RANK = 2
JACK_RANK = 11
FIVE_RANK = 5
LOW_RANK = 5  # "5 or lower": what stops a jack's draws and what a red 5 asks for


def card_key(card: str) -> tuple[int, int]:
    """Sort key: rank low to high (aces low, jokers last), then suit S H D C."""
    if card in JOKERS:
        return (JOKER_RANK, int(card[1]))
    return (RANK[card], SUIT_INDEX[card[1]])


# Replayed from a record only (games/slaughter/record.py): a card nobody saw, face down in a
# hand or in the stock. It is never legal; a card played from a hand that holds one is
# taken to have been it.
UNSEEN = "??"

# Each card's place in that order, for fast C-level sorting.
ORDER = {card: i for i, card in enumerate(sorted(PACK, key=card_key))}


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


def is_red_five(card: str) -> bool:
    return card[0] == "5" and card[1] in RED_SUITS


def is_black_five(card: str) -> bool:
    return card[0] == "5" and card[1] not in RED_SUITS


# Every single-card action made once, so the hot path never builds strings.
PLAY = {card: PLAY_PREFIX + card for card in PACK}
CARD_OF = {action: card for card, action in PLAY.items()}


def resolve_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """Validate and complete the options; ValueError names a bad key or value."""
    options = dict(options or {})
    unknown = sorted(set(options) - {"match"})
    if unknown:
        raise ValueError(f"unknown Gin Slaughtre option(s): {', '.join(map(str, unknown))}")
    match = options.get("match", MATCH_LENGTHS[0])
    if isinstance(match, str) and match.strip().isdigit():
        match = int(match)
    if isinstance(match, bool) or match not in MATCH_LENGTHS:
        raise ValueError(
            f"match must be one of {', '.join(map(str, MATCH_LENGTHS))} (games to win), "
            f"not {match!r}"
        )
    return {"match": int(match)}
