"""What each Gin Slaughtre action does: a swap, ready, a play and its effects, take, draw.

Each function carries out an action already checked (`legality.py`). A play's
effects (a black 5's draw, a jack's draws, a joker's pick-up, burns, quartets, four
of a suit) are carried out here, as part of the play; each turn is counted, and the
end of a game, by `scoring.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.slaughter.constants import (
    BURN_RANK,
    FIVE_RANK,
    HAND_SIZE,
    JACK_RANK,
    JOKER_RANK,
    LOW_RANK,
    RANK,
    RANK_ORDER,
    SEATS,
    UNSEEN,
    is_red_five,
)
from games.slaughter.scoring import count_turn, end_game

if TYPE_CHECKING:
    from games.slaughter.state import SlaughterState

# ------------------------------------------------------------- rearranging


def ready(s: SlaughterState, seat: int) -> None:
    s.ready[seat] = True
    if all(s.ready):
        _begin_play(s)


def swap(s: SlaughterState, seat: int, hand_card: str, upcard: str) -> None:
    hand, ups = s.hands[seat], s.upcards[seat]
    # Replayed from a record, a hand card nobody saw before is one of its unseen ones.
    hand[hand.index(hand_card if hand_card in hand else UNSEEN)] = upcard
    ups[ups.index(upcard)] = hand_card
    # The upcard was seen face up: everyone knows it is in this hand now.
    known = s.known[seat]
    if hand_card in known:
        known.remove(hand_card)
    known.append(upcard)


def _begin_play(s: SlaughterState) -> None:
    """Who starts: the first rank from 3 to king held; upcards before hands; else non-dealer."""
    if s._shown is not None:
        # Replayed from a record: the hands were not seen; the table showed who started.
        start = s._shown[s.game_number - 1]["start"]
        s.phase = "play"
        s.turn = start["seat"]
        s.effects = [{"kind": "start", **start}]
        return
    starter, rank, where = 1 - s.dealer, None, None
    for r in range(3, 14):
        face_up = [x for x in range(SEATS) if any(RANK[c] == r for c in s.upcards[x])]
        in_hand = [x for x in range(SEATS) if any(RANK[c] == r for c in s.hands[x])]
        holders, where = (face_up, "upcards") if face_up else (in_hand, "hand")
        if holders:
            starter = holders[0] if len(holders) == 1 else 1 - s.dealer
            rank = RANK_ORDER[r - 1]
            break
    s.phase = "play"
    s.turn = starter
    s.effects = [{"kind": "start", "seat": starter, "rank": rank, "where": where}]


# ----------------------------------------------------------------- playing


def play(s: SlaughterState, seat: int, cards: list[str]) -> None:
    """Play `cards` (already known legal), refill, then the top card's effect."""
    hand = s.hands[seat]
    from_hand = bool(hand)
    source = hand if from_hand else s.upcards[seat]
    for card in cards:
        try:
            source.remove(card)
        except ValueError:  # replayed from a record: a card nobody saw until now
            source.remove(UNSEEN)
    known = s.known[seat]
    if known:
        for card in cards:
            if card in known:
                known.remove(card)
    pile = s.pile
    pile.extend(cards)
    s.top_by = seat
    drew = 0
    if from_hand:
        stock = s.stock
        while len(hand) < HAND_SIZE and stock:
            hand.append(stock.pop())
            drew += 1
    s.last_play = {
        "seat": seat,
        "cards": cards,
        "from": "hand" if from_hand else "upcards",
        "drew": drew,
    }
    effects: list[dict[str, Any]] = []
    s.effects = effects
    removed_before = len(s.removed)
    if not hand and not s.upcards[seat]:
        # Out of cards (a player who would play again with nothing left is out too).
        s.turns += 1
        end_game(s, seat, "out")
        return
    again = _top_card_effect(s, seat, effects)
    s.turn = seat if again else 1 - seat
    count_turn(s, len(s.removed) > removed_before)


def _top_card_effect(s: SlaughterState, seat: int, effects: list[dict[str, Any]]) -> bool:
    """The effect of the pile's top card just played by `seat`; True when it plays again."""
    pile = s.pile
    top = pile[-1]
    rank = RANK[top]
    other = 1 - seat
    if rank == JOKER_RANK:
        taken = len(pile)
        s.hands[other].extend(pile)
        s.known[other].extend(pile)
        pile.clear()
        effects.append({"kind": "joker", "seat": other, "by": seat, "took": taken})
        return True
    if rank == BURN_RANK:
        effects.append({"kind": "burn", "seat": seat, "cards": len(pile)})
        s.removed.extend(pile)
        pile.clear()
        return True
    if rank == JACK_RANK:
        effects.append({"kind": "jack", "seat": other, "by": seat, "drew": _jack_draws(s, other)})
    elif rank == FIVE_RANK:
        if is_red_five(top):
            effects.append({"kind": "red5", "seat": other, "by": seat})
        else:
            got = 0
            if s.stock:
                s.hands[other].append(s.stock.pop())
                got = 1
            effects.append({"kind": "black5", "seat": other, "by": seat, "drew": got})
    return _four_on_top(s, seat, effects)


def _four_on_top(s: SlaughterState, seat: int, effects: list[dict[str, Any]]) -> bool:
    """Four of one rank, or of one suit, on top: the pile is removed and `seat` plays again."""
    pile = s.pile
    if len(pile) < 4:
        return False
    top = pile[-1]
    rank = RANK[top]
    suit = top[1]
    if RANK[pile[-2]] == rank == RANK[pile[-3]] == RANK[pile[-4]]:
        effects.append({"kind": "quartet", "seat": seat, "rank": top[0], "cards": len(pile)})
    elif pile[-2][1] == suit == pile[-3][1] == pile[-4][1]:
        # Four of one suit ("trump" in the seed). Jokers have no suit: the
        # top card is no joker here, and a joker's digit (X1, X2) never
        # equals a suit letter, so a joker below breaks the four.
        effects.append({"kind": "suit", "seat": seat, "suit": suit, "cards": len(pile)})
    else:
        return False
    s.removed.extend(pile)
    pile.clear()
    return True


def _jack_draws(s: SlaughterState, seat: int) -> int:
    """Draw for `seat` until a card of rank 5 or lower, or the stock is empty."""
    stock, hand = s.stock, s.hands[seat]
    if s._shown is not None:
        # Replayed from a record: the cards drawn were not seen; the table showed how many.
        count = s._shown[s.game_number - 1]["jacks"][s._jacks]
        s._jacks += 1
        for _ in range(count):
            hand.append(stock.pop())
        return count
    drew = 0
    while stock:
        card = stock.pop()
        hand.append(card)
        drew += 1
        if RANK[card] <= LOW_RANK:
            break
    return drew


def take(s: SlaughterState, seat: int) -> None:
    taken = len(s.pile)
    s.hands[seat].extend(s.pile)
    s.known[seat].extend(s.pile)
    s.pile = []
    s.top_by = None
    s.last_play = None
    s.effects = [{"kind": "take", "seat": seat, "took": taken}]
    s.turn = 1 - seat
    count_turn(s, False)


def draw(s: SlaughterState, seat: int) -> None:
    s.hands[seat].append(s.stock.pop())
    s.effects = [{"kind": "draw", "seat": seat}]
    s.turn = 1 - seat
    count_turn(s, False)
