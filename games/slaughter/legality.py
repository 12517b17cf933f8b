"""Which Gin Slaughtre actions are legal now, and the reason why another one is not.

`legal_actions(s, seat)` is the list behind `SlaughterState.legal_actions`. An action
that is not listed may still be legal (a set or a run written in another order: it is
normalised), so `check_play` and `check_swap` validate such an action and say why it
is refused (a code and plain data, which cogs/slaughter words for the player).

The plays a sorted hand allows on a given top card are cached (`_plays_of`): computer
players' playouts meet the same ones again and again. Nothing here changes the state.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from games import IllegalAction
from games.cards import JOKERS, RED_SUITS, parse_card
from games.slaughter.constants import (
    BURN_RANK,
    DRAW,
    JOKER_RANK,
    LOW_RANK,
    ORDER,
    PLAY,
    PLAY_PREFIX,
    RANK,
    RANK_ORDER,
    READY,
    RESET_RANK,
    SUIT_INDEX,
    SWAP_PREFIX,
    TAKE,
    UNSEEN,
    card_key,
    is_red_five,
    sort_cards,
)

if TYPE_CHECKING:
    from games.slaughter.state import SlaughterState


def _run_cards(suit: str, low: int, high: int) -> list[str]:
    return [RANK_ORDER[r - 1] + suit for r in range(low, high + 1)]


# Every run action (suit, lowest rank, highest rank), made once.
_RUN = {
    (suit, low, high): PLAY_PREFIX + ",".join(_run_cards(suit, low, high))
    for suit in SUIT_INDEX
    for low in range(1, 14)
    for high in range(low + 2, 14)
}


@cache
def _allowed(top: int, restricted: bool) -> tuple[bool, ...]:
    """Which comparison ranks (index 1-14) may be played on a top card of rank `top`.

    `top` 0 is an empty pile. The comparison rank is the single card's, the
    set's, or the run's lowest card's.
    """
    allowed = [False] * (JOKER_RANK + 1)
    for rank in range(1, JOKER_RANK + 1):
        if top == 0:
            allowed[rank] = True
        elif restricted:
            allowed[rank] = rank <= LOW_RANK or rank == BURN_RANK
        else:
            allowed[rank] = rank >= top or rank in (RESET_RANK, BURN_RANK) or top == RESET_RANK
    return tuple(allowed)


@cache
def _set_actions(group: tuple[str, ...], quartet_only: bool = False) -> tuple[str, ...]:
    """The canonical `play:` actions for the sets in `group` (3-4 cards of one rank, sorted).

    One action per choice of cards and, for 5s, per colour of the card placed
    last (the only case where the last card's effect differs); the last card of
    a colour is the highest in suit order, the others are listed in suit order.
    `quartet_only`: only the set of all four (when the top card allows no smaller set).
    """
    actions: list[str] = []
    sizes = [4] if len(group) == 4 else []
    if not quartet_only:
        sizes = [3, *sizes]
    for size in sizes:
        for chosen in combinations(group, size):
            if chosen[0][0] == "5":
                lasts = []
                for red in (False, True):
                    of_colour = [c for c in chosen if (c[1] in RED_SUITS) == red]
                    if of_colour:
                        lasts.append(of_colour[-1])
            else:
                lasts = [chosen[-1]]
            for last in lasts:
                order = [c for c in chosen if c != last] + [last]
                actions.append(PLAY_PREFIX + ",".join(order))
    return tuple(actions)


@lru_cache(maxsize=8192)
def _plays_of(order: tuple[str, ...], ok: tuple[bool, ...]) -> tuple[str, ...]:
    """The legal `play:` actions of the sorted cards `order` under the `_allowed` table `ok`.

    Cached: computer players' playouts meet the same hands and top cards again and again.
    """
    actions = [PLAY[c] for c in order if ok[RANK[c]]]
    count = len(order)
    if count < 3:
        return tuple(actions)
    # Sets: equal ranks are neighbours in the sorted hand.
    i = 0
    while i < count - 2:
        rank = RANK[order[i]]
        j = i + 1
        while j < count and RANK[order[j]] == rank:
            j += 1
        if j - i >= 3 and rank != JOKER_RANK:
            # A set of four plays like a 9, whatever the top card: only it is listed
            # when the top card refuses the rank.
            actions.extend(_set_actions(order[i:j], not ok[rank]))
        i = j
    # Runs: per suit, each stretch of 3+ consecutive ranks inside a block of them.
    by_suit: dict[str, list[int]] = {"S": [], "H": [], "D": [], "C": []}
    for card in order:
        if card[0] != "X":
            by_suit[card[1]].append(RANK[card])
    for suit, ranks in by_suit.items():
        size = len(ranks)
        if size < 3:
            continue
        start = 0
        for i in range(1, size + 1):
            if i == size or ranks[i] != ranks[i - 1] + 1:
                if i - start >= 3:
                    block = ranks[start:i]
                    for a in range(len(block) - 2):
                        if ok[block[a]]:
                            for b in range(a + 2, len(block)):
                                actions.append(_RUN[(suit, block[a], block[b])])
                start = i
    return tuple(actions)


# ------------------------------------------------------------- legal lists


def restricted_seat(s: SlaughterState) -> int | None:
    """The seat that must play 5 or lower (or a 9): the top card is the other's red 5."""
    pile = s.pile
    if pile and is_red_five(pile[-1]) and s.top_by is not None:
        return 1 - s.top_by
    return None


def _allowed_for(s: SlaughterState, seat: int) -> tuple[bool, ...]:
    pile = s.pile
    if not pile:
        return _allowed(0, False)
    top = pile[-1]
    return _allowed(RANK[top], is_red_five(top) and s.top_by != seat)


def plays(s: SlaughterState, seat: int) -> list[str]:
    """Every legal `play:` action of `seat` (singles, then sets, then runs)."""
    cards = s.hands[seat] or s.upcards[seat]
    if s._shown is not None:  # replayed from a record: a card nobody saw is never listed
        cards = [card for card in cards if card != UNSEEN]
    order = tuple(sorted(cards, key=ORDER.__getitem__))
    return list(_plays_of(order, _allowed_for(s, seat)))


def legal_actions(s: SlaughterState, seat: int) -> list[str]:
    if s.phase == "rearrange":
        if s.ready[seat]:
            return []
        return [
            f"{SWAP_PREFIX}{h}:{u}"
            for h in sort_cards([card for card in s.hands[seat] if card != UNSEEN])
            for u in sort_cards(s.upcards[seat])
        ] + [READY]
    if s.phase != "play" or seat != s.turn:
        return []
    actions = plays(s, seat)
    can_play = bool(actions)
    if s.pile:
        actions.append(TAKE)
    if not can_play and s.stock:
        actions.append(DRAW)
    return actions


# ------------------------------------------------------ checks and reasons


def check_swap(s: SlaughterState, seat: int, action: str) -> tuple[str, str] | None:
    """A rearranging action of `seat`: the (hand card, upcard) of a swap, None for `ready`;
    IllegalAction for anything else."""
    if s.ready[seat]:
        raise IllegalAction("already-ready")
    if action == READY:
        return None
    if not action.startswith(SWAP_PREFIX):
        raise IllegalAction("only-swap-or-ready")
    parts = action[len(SWAP_PREFIX) :].split(":")
    try:
        if len(parts) != 2:
            raise ValueError
        hand_card, upcard = parse_card(parts[0]), parse_card(parts[1])
    except ValueError:
        raise IllegalAction("bad-swap") from None
    hand = s.hands[seat]
    if hand_card not in hand and not (UNSEEN in hand and unseen_may_be(s, hand_card)):
        raise IllegalAction("swap-not-in-hand", card=hand_card)
    if upcard not in s.upcards[seat]:
        raise IllegalAction("swap-not-upcard", card=upcard)
    return hand_card, upcard


def unseen_may_be(s: SlaughterState, card: str) -> bool:
    """Replayed from a record: whether `card`, shown now, may be one of the hand cards
    nobody saw until now (`UNSEEN`): it is nowhere in sight (the moves then take an unseen
    card for it)."""
    if s._shown is None:
        return False
    return card not in (*s.hands[0], *s.hands[1], *s.upcards[0], *s.upcards[1], *s.pile, *s.removed)


def check_play(s: SlaughterState, seat: int, listed: str) -> list[str]:
    """Validate a `play:` action; return its cards in the canonical order."""
    cards: list[str] = []
    for text in listed.split(","):
        try:
            card = parse_card(text)
        except ValueError:
            raise IllegalAction("not-a-card", text=text.strip()) from None
        if card in cards:
            raise IllegalAction("listed-twice", card=card)
        cards.append(card)
    hand, ups = s.hands[seat], s.upcards[seat]
    unseen = 0
    for card in cards:
        if card in hand:
            continue
        if card in ups:
            if hand:
                raise IllegalAction("upcard-too-soon", card=card)
            continue
        if unseen_may_be(s, card):
            unseen += 1
            continue
        raise IllegalAction("not-held", card=card)
    if unseen > hand.count(UNSEEN):
        raise IllegalAction("not-held", card=cards[-1])
    if len(cards) == 2:
        raise IllegalAction("two-cards")
    if len(cards) == 1:
        compare, kind = RANK[cards[0]], "single"
    else:
        cards, compare, kind = _trick(cards)
    # A set of four (all one rank: a run has no repeated rank) goes on anything.
    quartet = len(cards) == 4 and RANK[cards[0]] == RANK[cards[-1]]
    ok = _allowed_for(s, seat)
    if not ok[compare] and not quartet:
        top = s.pile[-1]
        if restricted_seat(s) == seat:
            raise IllegalAction("red-five")
        raise IllegalAction(
            "cannot-go-on", kind=kind, rank=compare, count=len(cards), top=RANK[top]
        )
    return cards


def _trick(cards: list[str]) -> tuple[list[str], int, str]:
    """A set or run: (canonical cards, comparison rank, "set" or "run")."""
    if any(card in JOKERS for card in cards):
        raise IllegalAction("joker-in-trick")
    ranks = [RANK[card] for card in cards]
    if len(set(ranks)) == 1:
        # A set: the player chose the last card; the others go in suit order.
        last = cards[-1]
        others = sorted(cards[:-1], key=card_key)
        return [*others, last], ranks[0], "set"
    suits = {card[1] for card in cards}
    ordered = sorted(cards, key=card_key)
    low, high = RANK[ordered[0]], RANK[ordered[-1]]
    if len(suits) == 1 and high - low == len(cards) - 1 and len(set(ranks)) == len(cards):
        return ordered, low, "run"
    if len(suits) == 1 and 1 in ranks and 13 in ranks:
        raise IllegalAction("aces-low")
    raise IllegalAction("not-set-or-run")
