"""What a rule set and its options give every deal: the lookup tables, and the deal itself.

The tables are read-only and shared by every state of the same rules (built once:
each state holding its own copies cost about 20 KB a table in the bot, and time in
every `from_json`). `deal_hands` shuffles and deals one deal from the seed alone;
`shown_hands` deals it again from a record, which holds only the cards the table showed.
"""

from __future__ import annotations

import hashlib
import struct
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.barbu.notation import PLAY
from games.barbu.rulesets import SEATS, resolve_options
from games.cards import DISPLAY_SUIT_ORDER, deck, sort_key


@dataclass(frozen=True)
class RuleTables:
    """The lookup tables a rule set and its options give."""

    trick_rank: dict[str, int]
    domino_order: str
    domino_rank: dict[str, int]
    domino_scores: tuple[int, ...]
    # Each suit's `play:` actions in domino order, low to high: a row's neighbours.
    domino_actions: dict[str, list[str]]
    display_index: dict[str, int]
    display_actions: list[str]
    key_struct: struct.Struct
    # Card points with every card present, so scoring a trick needs no default lookups.
    points: dict[str, dict[str, int]]


@cache
def rule_tables(options: tuple[tuple[str, str], ...]) -> RuleTables:
    """The tables of the rules that resolved `options` (a state's `options`) name."""
    rules, resolved = resolve_options(dict(options))
    domino_order = rules.domino_order(resolved)
    pack = deck(rules.pack)
    display_pack = sorted(pack, key=sort_key(rules.trick_order))
    return RuleTables(
        trick_rank={rank: i for i, rank in enumerate(rules.trick_order)},
        domino_order=domino_order,
        domino_rank={rank: i for i, rank in enumerate(domino_order)},
        domino_scores=rules.domino_scores(resolved),
        domino_actions={
            suit: [PLAY[rank + suit] for rank in domino_order] for suit in DISPLAY_SUIT_ORDER
        },
        display_index={card: i for i, card in enumerate(display_pack)},
        display_actions=[PLAY[card] for card in display_pack],
        key_struct=struct.Struct(f">{len(display_pack)}Q"),
        points={
            name: {card: contract.card_points.get(card, 0) for card in pack}
            for name, contract in rules.contracts.items()
        },
    )


def deal_hands(seed: int, deal: int, tables: RuleTables) -> list[dict[str, list[str]]]:
    """Shuffle and deal in ones, from (seed, deal) alone: each seat's hand as four lists of
    `play:` actions, one per suit in display order.

    The shuffle sorts the pack on 64-bit keys from SHAKE-128, a standard
    function that gives the same bytes on every platform and Python
    version, so a stored game replays identically anywhere; it is also
    several times faster than seeding a `random.Random` and shuffling.
    """
    size = len(tables.display_actions)
    digest = hashlib.shake_128(f"barbu:{seed}:{deal}".encode()).digest(8 * size)
    keys = tables.key_struct.unpack(digest)
    # shuffled[i] is the display index of the card at position i of the shuffled pack.
    shuffled = sorted(range(size), key=keys.__getitem__)
    per_suit = size // len(DISPLAY_SUIT_ORDER)
    actions = tables.display_actions
    hands = []
    for seat in range(SEATS):
        mine = sorted(shuffled[seat::SEATS])  # display order: suits are contiguous runs
        cards = [actions[i] for i in mine]
        h = bisect_left(mine, per_suit)
        c = bisect_left(mine, 2 * per_suit, h)
        d = bisect_left(mine, 3 * per_suit, c)
        hands.append({"S": cards[:h], "H": cards[h:c], "C": cards[c:d], "D": cards[d:]})
    return hands


def shown_hands(
    parts: list[dict[str, Any]], deal: int, tables: RuleTables
) -> tuple[list[dict[str, list[str]]], list[int]]:
    """Deal number `deal` from a record's parts (games/barbu/record.py): each seat's shown
    cards, split by suit as `deal_hands` does, and how many cards it holds unseen. A deal the
    record does not hold (the one an abandoned table left unfinished) is all unseen."""
    if deal > len(parts):
        return [{suit: [] for suit in DISPLAY_SUIT_ORDER} for _ in range(SEATS)], [
            len(tables.display_actions) // SEATS
        ] * SEATS
    part = parts[deal - 1]
    index = tables.display_index
    hands = []
    for cards in part["hands"]:
        hand: dict[str, list[str]] = {suit: [] for suit in DISPLAY_SUIT_ORDER}
        for card in sorted(cards, key=index.__getitem__):
            hand[card[1]].append(PLAY[card])
        hands.append(hand)
    return hands, [int(n) for n in part["unseen"]]
