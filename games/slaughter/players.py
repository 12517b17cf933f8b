"""Computer players for Gin Slaughtre.

A player is a callable ``choose(view, legal, rng) -> action``: ``view`` is
``state.view(seat)`` for a seat that may act, ``legal`` is
``state.legal_actions(seat)``, and the answer is one of ``legal``. Players see
only that view (their hand, both upcards, the pile, the counts, the cards each
seat is known to hold), never the state.

``rule_based_player`` scores every legal action with one formula and plays the
best (no search):

    value(play) = SHED × cards played − Σ keep(card) + effect bonus

``keep`` is what a card is worth holding on to: jokers, 9s and 2s most (they
can be played when nothing else can), then by rank, so low cards go first and
tricks (several cards at once) are favoured. Effects add what they gain: a
joker on a big pile (less the joker itself, which the opponent gets back), a
burn, a quartet or four of a suit (a set of four on any card, or the card or
run completing four of a rank or a suit on top: the pile is removed) that
lets us play again, a jack or black 5 while the stock lasts (the opponent
draws), a red 5 (the opponent is squeezed), a high top card. Taking the pile
is dear (about five points a card: more to shed and a lost turn), so the
player plays whenever it can; drawing (only when stuck) costs a fixed amount,
so a stuck player draws unless the pile is a single card.
Rearranging puts the three strongest cards (jokers, 9s, 2s, then the highest)
face up, where they will have to be played on whatever pile is left at the
end, and keeps the low cards in hand to shed early; then it says `ready`.

``sampling_player`` is a perfect-information Monte Carlo player: it deals the
cards it cannot see (the 54 minus its hand, both upcards, the pile and the
removed cards) into the opponent's hand and the stock, consistently with the
view (hand size, stock size, and the cards the opponent is known to hold
because it picked them up with the pile), and for each of its best few actions
plays short games out with the rule-based policy on each of those deals (the
same deals for every action, which makes the comparison fairer). A playout
ends at a game's end (±1) or after a fixed number of turns, scored by the
difference of cards left. Everything is deterministic given ``rng``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

from games import random_player as random_player  # every game's baseline, re-exported
from games.slaughter.constants import (
    BURN_RANK,
    DRAW,
    JACK_RANK,
    JOKER_RANK,
    PACK,
    PLAY_PREFIX,
    RANK,
    READY,
    SWAP_PREFIX,
    TAKE,
    is_red_five,
)
from games.slaughter.state import SlaughterState

Player = Callable[[dict, list[str], random.Random], str]

# --------------------------------------------------------- rule-based values
# Tuned by self-play: each change was kept when the variant beat the previous values over
# 1000-2000 single games (taking the pile dearer and keeping 9s, 2s and jokers mattered most;
# putting the specials face up beat putting the high cards or the low cards there).

SHED = 3.0  # per card out of the hand: the aim of the game
TAKE_PER_CARD = 5.0  # taking the pile: each card is one more to shed, and a lost tempo
TAKE_BASE = 1.0
DRAW_VALUE = -2.0  # stuck: one unknown card, and the same top card to face next turn
AGAIN = 2.0  # playing again (9, joker, quartet): a free extra turn
JOKER_PER_CARD = 1.0  # each card the joker sends to the opponent
JOKER_GIFT = 6.0  # the joker goes with the pile: the opponent gets it to send back
BURN_PER_CARD = 0.2  # a burnt pile is one we will never have to take
QUARTET = 1.0
JACK_BONUS = 2.5  # the opponent draws about 2.5 cards while the stock lasts
BLACK5_BONUS = 1.0
RED5_BONUS = 1.5
SPECIAL_IN_PILE = 1.0  # a 2, 9 or joker picked up with the pile is not all bad
HIGH_TOP = 0.2  # per rank of the new top card: a high card is harder for the opponent to beat


def _keep_value(card: str) -> float:
    """What holding `card` is worth: the specials most, then the higher ranks."""
    rank = RANK[card]
    if rank == JOKER_RANK:
        return 11.0
    if rank == BURN_RANK:
        return 8.0
    if rank == 2:
        return 6.0
    value = 0.4 * rank
    if rank == JACK_RANK:
        value += 0.5
    return value


KEEP = {card: _keep_value(card) for card in PACK}
SPECIAL = frozenset(c for c in PACK if RANK[c] in (2, BURN_RANK, JOKER_RANK))


def _upcard_value(card: str) -> int:
    """How much a card is wanted face up: cards that go on anything, then high ones."""
    rank = RANK[card]
    if rank == JOKER_RANK:
        return 20
    if rank == BURN_RANK:
        return 19
    if rank == 2:
        return 18
    return rank


UPCARD_VALUE = {card: _upcard_value(card) for card in PACK}


# What an action's top card does, for `action_value`.
_PLAIN, _JOKER, _BURN = range(3)


@cache
def _shape(action: str, stocked: bool) -> tuple[float, int, int, int, str, int]:
    """The parts of a play's value that do not depend on the pile, computed once per action.

    (value so far, kind, top rank, cards of the top rank the play puts on top, top suit,
    cards of the top suit the play puts on top); `stocked` tells whether the stock has
    cards (the draws of a jack or black 5 need some).
    """
    cards = action[len(PLAY_PREFIX) :].split(",")
    value = SHED * len(cards) - sum(KEEP[card] for card in cards)
    top = cards[-1]
    rank = RANK[top]
    if rank == JOKER_RANK:
        return value - JOKER_GIFT + AGAIN, _JOKER, rank, 0, "", 0
    if rank == BURN_RANK:
        return value + BURN_PER_CARD * len(cards) + AGAIN, _BURN, rank, 0, "", 0
    if rank == JACK_RANK and stocked:
        value += JACK_BONUS
    elif rank == 5:
        if is_red_five(top):
            value += RED5_BONUS
        elif stocked:
            value += BLACK5_BONUS
    value += HIGH_TOP * rank
    # How many cards of one rank, and of one suit, the play puts on top of the pile, counted
    # only when they can join those below: a single joins both; a set, only the rank (its
    # suits differ); a run, only the suit (its ranks differ).
    if len(cards) == 1:
        return value, _PLAIN, rank, 1, top[1], 1
    if RANK[cards[0]] == rank:
        return value, _PLAIN, rank, len(cards), top[1], 0
    return value, _PLAIN, rank, 0, top[1], len(cards)


def _take_value(pile: list[str]) -> float:
    specials = sum(1 for c in pile if c in SPECIAL)
    return -TAKE_BASE - TAKE_PER_CARD * len(pile) + SPECIAL_IN_PILE * specials


def _values(legal: list[str], pile: list[str], stock_size: int) -> list[float]:
    """The rule-based score of each legal play-phase action (higher is better)."""
    size = len(pile)
    # The runs of equal ranks and of equal suits on top of the pile, for quartets.
    top_rank = RANK[pile[-1]] if pile else 0
    streak = 0
    for card in reversed(pile):
        if RANK[card] != top_rank or streak == 3:
            break
        streak += 1
    top_suit = pile[-1][1] if pile else ""
    suit_streak = 0
    for card in reversed(pile):
        # A joker's second character is a digit: it matches no suit.
        if card[1] != top_suit or suit_streak == 3:
            break
        suit_streak += 1
    stocked = stock_size > 0
    values = []
    for action in legal:
        if action == TAKE:
            values.append(_take_value(pile))
            continue
        if action == DRAW:
            values.append(DRAW_VALUE)
            continue
        value, kind, rank, same, suit, suited = _shape(action, stocked)
        if kind == _JOKER:
            value += JOKER_PER_CARD * size
        elif kind == _BURN:
            value += BURN_PER_CARD * size
        elif (
            same >= 4
            or (rank == top_rank and same + streak >= 4)
            or suited >= 4
            or (suited and suit == top_suit and suited + suit_streak >= 4)
        ):
            # Four of a rank or of a suit on top: the pile is removed and we play again.
            value += QUARTET + AGAIN + BURN_PER_CARD * size
        values.append(value)
    return values


def action_value(action: str, pile: list[str], stock_size: int) -> float:
    """The rule-based score of one legal play-phase action (higher is better)."""
    return _values([action], pile, stock_size)[0]


def _best(legal: list[str], pile: list[str], stock_size: int) -> str:
    """The highest-valued action; ties go to the first listed (the lowest cards)."""
    values = _values(legal, pile, stock_size)
    return legal[values.index(max(values))]


def _rearrange(view: dict, legal: list[str]) -> str:
    """Swap the best hand card with the weakest upcard while that helps, then `ready`."""
    seat = view["seat"]
    hand, ups = view["hand"], view["upcards"][seat]
    if hand and ups:
        best = max(hand, key=lambda c: (UPCARD_VALUE[c], c))
        worst = min(ups, key=lambda c: (UPCARD_VALUE[c], c))
        if UPCARD_VALUE[best] > UPCARD_VALUE[worst]:
            swap = f"{SWAP_PREFIX}{best}:{worst}"
            if swap in legal:
                return swap
    return READY if READY in legal else legal[0]


def rule_based_player(view: dict, legal: list[str], rng: random.Random) -> str:
    """A fast heuristic player (see the module docstring); deterministic, `rng` unused."""
    if len(legal) == 1:
        return legal[0]
    if view["phase"] == "rearrange":
        return _rearrange(view, legal)
    return _best(legal, view["pile"], view["stock_size"])


# ------------------------------------------------------------ sampling player

SAMPLES = 12  # deals of the unseen cards (~20 ms a decision; more gained little)
CANDIDATES = 6  # the rule-based player's best few actions are compared
DEPTH = 40  # turns per playout before it is scored by cards left
WIN = 1.0
MARGIN_SCALE = 8.0  # cards of difference that count as most of a win at the cut-off
CUTOFF_WEIGHT = 0.8


def sample_world(view: dict, rng: random.Random) -> SlaughterState:
    """One deal of the unseen cards consistent with `view`, as a single-game state."""
    seat = view["seat"]
    other = 1 - seat
    upcards = view["upcards"]
    seen = set(view["hand"])
    seen.update(upcards[0], upcards[1], view["pile"], view["removed"])
    known = view["known"][other]
    seen.update(known)
    pool = [card for card in PACK if card not in seen]
    rng.shuffle(pool)
    need = view["hand_sizes"][other] - len(known)
    hands: list[list[str]] = [[], []]
    hands[seat] = list(view["hand"])
    hands[other] = [*known, *pool[:need]]
    stock = pool[need:]
    state = SlaughterState.position(
        hands=hands,
        upcards=upcards,
        stock=stock,
        pile=view["pile"],
        removed=view["removed"],
        turn=seat,
        top_by=view["top_by"],
        dealer=view["dealer"],
        options={"match": 1},
        known=view["known"],
    )
    state.quiet = view["quiet_turns"]
    return state


def _playout(state: SlaughterState, seat: int, depth: int) -> float:
    """Play on with the rule-based policy; the result for `seat`, in [-1, 1]."""
    for _ in range(depth):
        if state.phase != "play":
            break
        turn = state.turn
        assert turn is not None
        legal = state.legal_actions(turn)
        action = legal[0] if len(legal) == 1 else _best(legal, state.pile, len(state.stock))
        state.apply(turn, action)
    if state.phase != "play":
        return WIN if state.results[-1]["winner"] == seat else -WIN
    other = 1 - seat
    mine = len(state.hands[seat]) + len(state.upcards[seat])
    theirs = len(state.hands[other]) + len(state.upcards[other])
    return CUTOFF_WEIGHT * math.tanh((theirs - mine) / MARGIN_SCALE)


def sampling_player(
    view: dict,
    legal: list[str],
    rng: random.Random,
    samples: int = SAMPLES,
    candidates: int = CANDIDATES,
    depth: int = DEPTH,
) -> str:
    """Perfect-information Monte Carlo over deals of the unseen cards (see the docstring)."""
    if len(legal) == 1:
        return legal[0]
    if view["phase"] != "play":
        return _rearrange(view, legal)
    values = _values(legal, view["pile"], view["stock_size"])
    order = sorted(range(len(legal)), key=lambda i: -values[i])  # stable: ties keep the listing
    ranked = [legal[i] for i in order[:candidates]]
    if len(ranked) == 1:
        return ranked[0]
    seat = view["seat"]
    totals = [0.0] * len(ranked)
    for _ in range(samples):
        world = sample_world(view, rng)
        for i, action in enumerate(ranked):
            state = world.clone()
            state.apply(seat, action)
            totals[i] += _playout(state, seat, depth)
    # Ties (rare) go to the rule-based order.
    best = max(range(len(ranked)), key=lambda i: (totals[i], -i))
    return ranked[best]


LEVELS: dict[str, Player] = {"basic": rule_based_player, "strong": sampling_player}
