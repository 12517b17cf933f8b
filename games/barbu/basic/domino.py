"""The basic Barbu player's Domino(es): which card to play, and Marley's opening card.

A card is worth playing when our own cards further along its row wait for it, and
costly when it opens the way for the others' cards.
"""

from __future__ import annotations

from games.barbu.basic.values import rank_index
from games.barbu.notation import PASS, PLAY_PREFIX
from games.cards import RANKS, SUITS


def domino_order(view: dict) -> str:
    if view["rules"] == "barbu":
        return RANKS
    return "789JQKTA" if view["options"].get("domino_order") == "french" else "789TJQKA"


def domino_move(view: dict, legal: list[str]) -> str:
    cards = [a[len(PLAY_PREFIX) :] for a in legal if a != PASS]
    if not cards:
        return PASS
    order = domino_order(view)
    index = rank_index(order)
    hand = set(view["hand"])
    layout: dict[str, list[str]] = view.get("layout") or {}
    rows = {suit: (index[row[0][0]], index[row[-1][0]]) for suit, row in layout.items()}
    if view.get("domino_rank") is None:
        return PLAY_PREFIX + _domino_opening(view["hand"], order, index)
    scored = [(_domino_score(card, hand, rows, order, index), card) for card in cards]
    # During Marley's ace bonus we always play on (`pass` would end it): going out
    # first is what scores, and duplicate play measured stopping early as worse.
    _, card = max(scored)
    return PLAY_PREFIX + card


def _domino_score(
    card: str, hand: set[str], rows: dict[str, tuple[int, int]], order: str, index: dict[str, int]
) -> float:
    """How good it is to play `card` now: free our own later cards, open little for the others.

    Weights tuned by duplicate play against random players (Barbu and Marley).
    """
    suit, i = card[1], index[card[0]]
    row = rows.get(suit)
    directions: tuple[int, ...]
    if row is None:
        directions = (-1, 1)  # opening a suit row unlocks both sides
    elif i < row[0]:
        directions = (-1,)
    else:
        directions = (1,)
    score = 0.0
    for step in directions:
        j = i + step
        if 0 <= j < len(order):
            # The card it makes playable: one of ours to follow with, or a gift.
            score += 0.5 if order[j] + suit in hand else -1.0
        while 0 <= j < len(order):
            if order[j] + suit in hand:
                score += 2.0  # ours further along: it waits for this card
            else:
                score -= 0.2  # theirs further along: the way opens for them
            j += step
    return score


def domino_gaps(hand: list[str], start: int, index: dict[str, int]) -> float:
    """Others' cards that must be played before our farthest card, for a layout opened at `start`.

    Counted per suit and direction from the opening rank; holding an opening card
    ourselves helps a little. (Fitted on played Barbu deals: about a point lost per gap.)
    """
    mine = {(card[1], index[card[0]]) for card in hand}
    cost = 0.0
    for suit in SUITS:
        if (suit, start) in mine:
            cost -= 0.75
        for step in (-1, 1):
            gaps = worst = 0
            j = start + step
            while 0 <= j < len(index):
                if (suit, j) in mine:
                    worst = gaps
                else:
                    gaps += 1
                j += step
            cost += worst
    return cost


def _domino_opening(hand: list[str], order: str, index: dict[str, int]) -> str:
    """Marley's dealer opens with any card, which fixes the rank of the layout."""

    def cost(card: str) -> float:
        # An ace as the first card cancels the ace bonus: keep it for ourselves.
        ace = 1.0 if card[0] == "A" and any(c[0] == "A" for c in hand) else 0.0
        return domino_gaps(hand, index[card[0]], index) + ace

    return min(hand, key=lambda card: (cost(card), card))
