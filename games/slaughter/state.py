"""The Gin Slaughtre state machine: deal, rearranging, play, effects, endgame, match.

The rules are `docs/slaughter.md`; the notation and the readings this module
follows are in the package docstring (`games.slaughter`). All fields are plain
JSON data, so `to_json` is a snapshot. The hot path (`legal_actions` then
`apply`, as computer players and their playouts call them) is kept lean: card
ranks come from a table, action strings are made once at import, and the legal
list computed by one call is reused by the next `apply`, and the plays a sorted hand
allows on a given top card are cached (playouts meet the same ones again and again).
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from games import IllegalAction, json_copy, places
from games.cards import JOKERS, RED_SUITS, deck, parse_card

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


# Each card's place in that order, for fast C-level sorting.
_ORDER = {card: i for i, card in enumerate(sorted(PACK, key=card_key))}


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=_ORDER.__getitem__)


def is_red_five(card: str) -> bool:
    return card[0] == "5" and card[1] in RED_SUITS


def is_black_five(card: str) -> bool:
    return card[0] == "5" and card[1] not in RED_SUITS


# Every single-card action made once, so the hot path never builds strings.
_PLAY = {card: PLAY_PREFIX + card for card in PACK}
_CARD_OF = {action: card for card, action in _PLAY.items()}


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
    actions = [_PLAY[c] for c in order if ok[RANK[c]]]
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


# Fields that make up a state; `to_json` writes exactly these.
_FIELDS = (
    "seed",
    "options",
    "game_number",
    "dealer",
    "phase",
    "hands",
    "upcards",
    "stock",
    "pile",
    "removed",
    "ready",
    "turn",
    "top_by",
    "known",
    "turns",
    "quiet",
    "last_play",
    "effects",
    "scores",
    "results",
)


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


class SlaughterState:
    """A match of Gin Slaughtre; see the package docstring for the notation."""

    # ----------------------------------------------------------------- set-up

    def __init__(self, seed: int, options: dict[str, Any] | None = None) -> None:
        self.seed = int(seed)
        self.options = resolve_options(options)
        self.scores = [0] * SEATS
        self.results: list[dict[str, Any]] = []
        self.effects: list[dict[str, Any]] = []
        self._legal: dict[int, list[str]] = {}
        self._start_game(1)

    def _start_game(self, game: int) -> None:
        """Deal game `game`: seat 1 deals the first game, then the deal alternates."""
        self.game_number = game
        self.dealer = game % SEATS
        pack = list(PACK)
        # A string seed hashes the same way on every platform and Python version.
        random.Random(f"slaughter:{self.seed}:{game}").shuffle(pack)
        self.upcards = [pack[0:3], pack[3:6]]
        self.hands = [pack[6:10], pack[10:14]]
        self.stock = pack[14:]  # drawn from the end
        self.pile: list[str] = []
        self.removed: list[str] = []
        self.phase = "rearrange"
        self.ready = [False] * SEATS
        self.turn: int | None = None
        self.top_by: int | None = None
        self.known: list[list[str]] = [[] for _ in range(SEATS)]
        self.turns = 0
        self.quiet = 0
        self.last_play: dict[str, Any] | None = None
        self._legal = {}

    @classmethod
    def position(
        cls,
        hands: list[list[str]],
        upcards: list[list[str]],
        stock: list[str],
        pile: list[str] | None = None,
        removed: list[str] | None = None,
        turn: int = 0,
        top_by: int | None = None,
        dealer: int = 1,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        known: list[list[str]] | None = None,
    ) -> SlaughterState:
        """A game in its play phase from a chosen position (for tests and for playouts).

        The 54 cards must be placed exactly once; the stock is drawn from its
        end. `top_by` (the seat that played the top card) defaults to the
        seat not on turn.
        """
        state = cls(seed, options)
        pile = list(pile or [])
        removed = list(removed or [])
        placed = [*hands[0], *hands[1], *upcards[0], *upcards[1], *stock, *pile, *removed]
        if sorted(placed) != sorted(PACK):
            raise ValueError("a position must place each of the 54 cards exactly once")
        state.hands = [list(h) for h in hands]
        state.upcards = [list(u) for u in upcards]
        state.stock = list(stock)
        state.pile = pile
        state.removed = removed
        state.dealer = dealer
        state.phase = "play"
        state.ready = [True] * SEATS
        state.turn = turn
        state.top_by = (1 - turn if top_by is None else top_by) if pile else None
        state.known = [list(k) for k in known] if known else [[] for _ in range(SEATS)]
        return state

    def clone(self) -> SlaughterState:
        """A copy that shares nothing mutable (faster than a JSON round trip)."""
        other = SlaughterState.__new__(SlaughterState)
        other.seed = self.seed
        other.options = self.options  # never mutated
        other.game_number = self.game_number
        other.dealer = self.dealer
        other.phase = self.phase
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.upcards = [self.upcards[0][:], self.upcards[1][:]]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.removed = self.removed[:]
        other.ready = self.ready[:]
        other.turn = self.turn
        other.top_by = self.top_by
        other.known = [self.known[0][:], self.known[1][:]]
        other.turns = self.turns
        other.quiet = self.quiet
        other.last_play = self.last_play
        other.effects = self.effects
        other.scores = self.scores[:]
        other.results = self.results[:]
        other._legal = {}
        return other

    # ------------------------------------------------------- engine contract

    @property
    def is_over(self) -> bool:
        """True when the match is over."""
        return self.phase == "over"

    def actors(self) -> list[int]:
        if self.phase == "rearrange":
            return [seat for seat in range(SEATS) if not self.ready[seat]]
        return [] if self.turn is None else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in (0, 1):
            return []
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = self._compute_legal(seat)
        return legal[:]

    def places(self) -> list[int]:
        return places(self.scores)

    def apply(self, seat: int, action: str) -> None:
        """Carry out `action` for `seat`, or raise IllegalAction and change nothing."""
        if self.phase == "over":
            raise IllegalAction("match-over")
        if seat not in (0, 1):
            raise IllegalAction("no-such-seat", seat=seat)
        if self.phase == "rearrange":
            self._rearrange(seat, action)
            return
        if seat != self.turn:
            raise IllegalAction("not-your-turn")
        legal = self._legal.get(seat)
        if legal is not None and action in legal:
            # The common case (a listed action): no need to re-check it.
            self._legal = {}
            if action == TAKE:
                self._take(seat)
            elif action == DRAW:
                self._draw(seat)
            else:
                self._play_checked(seat, self._parse_cards(action))
            return
        if action == TAKE:
            if not self.pile:
                raise IllegalAction("pile-empty")
            self._legal = {}
            self._take(seat)
        elif action == DRAW:
            if self._plays(seat):
                raise IllegalAction("can-play-no-draw")
            if not self.stock:
                raise IllegalAction("stock-empty-take")
            self._legal = {}
            self._draw(seat)
        elif action.startswith(PLAY_PREFIX):
            cards = self._check_play(seat, action[len(PLAY_PREFIX) :])
            self._legal = {}
            self._play_checked(seat, cards)
        elif action.startswith(SWAP_PREFIX) or action == READY:
            raise IllegalAction("swap-after-start")
        else:
            raise IllegalAction("not-a-move", action=action)

    # ------------------------------------------------------------ legal sets

    def _source(self, seat: int) -> list[str]:
        """The cards `seat` plays from: the hand, or the upcards once the hand is empty."""
        return self.hands[seat] or self.upcards[seat]

    def restricted_seat(self) -> int | None:
        """The seat that must play 5 or lower (or a 9): the top card is the other's red 5."""
        pile = self.pile
        if pile and is_red_five(pile[-1]) and self.top_by is not None:
            return 1 - self.top_by
        return None

    def _allowed_for(self, seat: int) -> tuple[bool, ...]:
        pile = self.pile
        if not pile:
            return _allowed(0, False)
        top = pile[-1]
        return _allowed(RANK[top], is_red_five(top) and self.top_by != seat)

    def _plays(self, seat: int) -> list[str]:
        """Every legal `play:` action of `seat` (singles, then sets, then runs)."""
        cards = self.hands[seat] or self.upcards[seat]
        order = tuple(sorted(cards, key=_ORDER.__getitem__))
        return list(_plays_of(order, self._allowed_for(seat)))

    def _compute_legal(self, seat: int) -> list[str]:
        if self.phase == "rearrange":
            if self.ready[seat]:
                return []
            return [
                f"{SWAP_PREFIX}{h}:{u}"
                for h in sort_cards(self.hands[seat])
                for u in sort_cards(self.upcards[seat])
            ] + [READY]
        if self.phase != "play" or seat != self.turn:
            return []
        actions = self._plays(seat)
        can_play = bool(actions)
        if self.pile:
            actions.append(TAKE)
        if not can_play and self.stock:
            actions.append(DRAW)
        return actions

    # ---------------------------------------------------------- rearranging

    def _rearrange(self, seat: int, action: str) -> None:
        if self.ready[seat]:
            raise IllegalAction("already-ready")
        if action == READY:
            self._legal = {}
            self.ready[seat] = True
            if all(self.ready):
                self._begin_play()
            return
        if not action.startswith(SWAP_PREFIX):
            raise IllegalAction("only-swap-or-ready")
        parts = action[len(SWAP_PREFIX) :].split(":")
        try:
            if len(parts) != 2:
                raise ValueError
            hand_card, upcard = parse_card(parts[0]), parse_card(parts[1])
        except ValueError:
            raise IllegalAction("bad-swap") from None
        hand, ups = self.hands[seat], self.upcards[seat]
        if hand_card not in hand:
            raise IllegalAction("swap-not-in-hand", card=hand_card)
        if upcard not in ups:
            raise IllegalAction("swap-not-upcard", card=upcard)
        self._legal = {}
        hand[hand.index(hand_card)] = upcard
        ups[ups.index(upcard)] = hand_card
        # The upcard was seen face up: everyone knows it is in this hand now.
        known = self.known[seat]
        if hand_card in known:
            known.remove(hand_card)
        known.append(upcard)

    def _begin_play(self) -> None:
        """Who starts: the first rank from 3 to king held; upcards before hands; else non-dealer."""
        starter, rank, where = 1 - self.dealer, None, None
        for r in range(3, 14):
            face_up = [s for s in range(SEATS) if any(RANK[c] == r for c in self.upcards[s])]
            in_hand = [s for s in range(SEATS) if any(RANK[c] == r for c in self.hands[s])]
            holders, where = (face_up, "upcards") if face_up else (in_hand, "hand")
            if holders:
                starter = holders[0] if len(holders) == 1 else 1 - self.dealer
                rank = RANK_ORDER[r - 1]
                break
        self.phase = "play"
        self.turn = starter
        self.effects = [{"kind": "start", "seat": starter, "rank": rank, "where": where}]

    # --------------------------------------------------------------- playing

    def _parse_cards(self, action: str) -> list[str]:
        """The cards of a listed (hence canonical and legal) `play:` action."""
        card = _CARD_OF.get(action)
        if card is not None:
            return [card]
        return action[len(PLAY_PREFIX) :].split(",")

    def _check_play(self, seat: int, listed: str) -> list[str]:
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
        hand, ups = self.hands[seat], self.upcards[seat]
        for card in cards:
            if card in hand:
                continue
            if card in ups:
                if hand:
                    raise IllegalAction("upcard-too-soon", card=card)
                continue
            raise IllegalAction("not-held", card=card)
        if len(cards) == 2:
            raise IllegalAction("two-cards")
        if len(cards) == 1:
            compare, kind = RANK[cards[0]], "single"
        else:
            cards, compare, kind = self._trick(cards)
        # A set of four (all one rank: a run has no repeated rank) goes on anything.
        quartet = len(cards) == 4 and RANK[cards[0]] == RANK[cards[-1]]
        ok = self._allowed_for(seat)
        if not ok[compare] and not quartet:
            top = self.pile[-1]
            if self.restricted_seat() == seat:
                raise IllegalAction("red-five")
            raise IllegalAction(
                "cannot-go-on", kind=kind, rank=compare, count=len(cards), top=RANK[top]
            )
        return cards

    def _trick(self, cards: list[str]) -> tuple[list[str], int, str]:
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

    def _play_checked(self, seat: int, cards: list[str]) -> None:
        """Play `cards` (already known legal), refill, then the top card's effect."""
        hand = self.hands[seat]
        from_hand = bool(hand)
        source = hand if from_hand else self.upcards[seat]
        for card in cards:
            source.remove(card)
        known = self.known[seat]
        if known:
            for card in cards:
                if card in known:
                    known.remove(card)
        pile = self.pile
        pile.extend(cards)
        self.top_by = seat
        drew = 0
        if from_hand:
            stock = self.stock
            while len(hand) < HAND_SIZE and stock:
                hand.append(stock.pop())
                drew += 1
        self.last_play = {
            "seat": seat,
            "cards": cards,
            "from": "hand" if from_hand else "upcards",
            "drew": drew,
        }
        effects: list[dict[str, Any]] = []
        self.effects = effects
        removed_before = len(self.removed)
        if not hand and not self.upcards[seat]:
            # Out of cards (a player who would play again with nothing left is out too).
            self.turns += 1
            self._end_game(seat, "out")
            return
        top = pile[-1]
        rank = RANK[top]
        other = 1 - seat
        again = False
        if rank == JOKER_RANK:
            taken = len(pile)
            self.hands[other].extend(pile)
            self.known[other].extend(pile)
            pile.clear()
            effects.append({"kind": "joker", "seat": other, "by": seat, "took": taken})
            again = True
        elif rank == BURN_RANK:
            effects.append({"kind": "burn", "seat": seat, "cards": len(pile)})
            self.removed.extend(pile)
            pile.clear()
            again = True
        else:
            if rank == JACK_RANK:
                effects.append(
                    {"kind": "jack", "seat": other, "by": seat, "drew": self._jack_draws(other)}
                )
            elif rank == FIVE_RANK:
                if is_red_five(top):
                    effects.append({"kind": "red5", "seat": other, "by": seat})
                else:
                    got = 0
                    if self.stock:
                        self.hands[other].append(self.stock.pop())
                        got = 1
                    effects.append({"kind": "black5", "seat": other, "by": seat, "drew": got})
            if len(pile) >= 4:
                suit = top[1]
                if RANK[pile[-2]] == rank == RANK[pile[-3]] == RANK[pile[-4]]:
                    effects.append(
                        {"kind": "quartet", "seat": seat, "rank": top[0], "cards": len(pile)}
                    )
                    again = True
                elif pile[-2][1] == suit == pile[-3][1] == pile[-4][1]:
                    # Four of one suit ("trump" in the seed). Jokers have no suit: the
                    # top card is no joker here, and a joker's digit (X1, X2) never
                    # equals a suit letter, so a joker below breaks the four.
                    effects.append({"kind": "suit", "seat": seat, "suit": suit, "cards": len(pile)})
                    again = True
                if again:
                    self.removed.extend(pile)
                    pile.clear()
        self.turn = seat if again else other
        self._count_turn(len(self.removed) > removed_before)

    def _jack_draws(self, seat: int) -> int:
        """Draw for `seat` until a card of rank 5 or lower, or the stock is empty."""
        stock, hand = self.stock, self.hands[seat]
        drew = 0
        while stock:
            card = stock.pop()
            hand.append(card)
            drew += 1
            if RANK[card] <= LOW_RANK:
                break
        return drew

    def _take(self, seat: int) -> None:
        taken = len(self.pile)
        self.hands[seat].extend(self.pile)
        self.known[seat].extend(self.pile)
        self.pile = []
        self.top_by = None
        self.last_play = None
        self.effects = [{"kind": "take", "seat": seat, "took": taken}]
        self.turn = 1 - seat
        self._count_turn(False)

    def _draw(self, seat: int) -> None:
        self.hands[seat].append(self.stock.pop())
        self.effects = [{"kind": "draw", "seat": seat}]
        self.turn = 1 - seat
        self._count_turn(False)

    def _count_turn(self, removed_grew: bool) -> None:
        """The turn cap: 300 turns in a row without the removed pile growing end the game."""
        self.turns += 1
        self.quiet = 0 if removed_grew else self.quiet + 1
        if self.quiet >= TURN_CAP and self.phase == "play":
            self._end_game(self._cap_winner(), "cap")

    def _cap_winner(self) -> int:
        """Fewer cards left (hand + upcards); then fewer upcards; then the non-dealer."""

        def key(seat: int) -> tuple[int, int, int]:
            left = len(self.hands[seat]) + len(self.upcards[seat])
            return (left, len(self.upcards[seat]), seat == self.dealer)

        return min(range(SEATS), key=key)

    def _end_game(self, winner: int, reason: str) -> None:
        loser = 1 - winner
        margin = len(self.hands[loser]) + len(self.upcards[loser])
        result = {
            "game": self.game_number,
            "winner": winner,
            "margin": margin,
            "reason": reason,
            "turns": self.turns,
        }
        self.results.append(result)
        self.scores[winner] += 1
        self.effects.append({"kind": "won", **result})
        self._legal = {}
        if self.scores[winner] >= self.options["match"]:
            self.phase = "over"
            self.turn = None
            return
        effects = self.effects
        self._start_game(self.game_number + 1)
        self.effects = effects  # the new deal still tells how the last game ended

    # ----------------------------------------------------------------- views

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Never the other seat's hidden cards."""
        return {
            "game": "slaughter",
            "options": dict(self.options),
            "seat": seat,
            "match": self.options["match"],
            "game_number": self.game_number,
            "dealer": self.dealer,
            "phase": self.phase,
            "turn": self.turn,
            "actors": self.actors(),
            "ready": list(self.ready),
            "hand": sort_cards(self.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(hand) for hand in self.hands],
            "upcards": [sort_cards(ups) for ups in self.upcards],
            "pile": list(self.pile),
            "top_by": self.top_by if self.pile else None,
            "red5": self.restricted_seat(),
            "stock_size": len(self.stock),
            "removed": list(self.removed),
            "removed_count": len(self.removed),
            # Public: cards each seat picked up with the pile (or took from its upcards)
            # and has not played since.
            "known": [sort_cards(k) for k in self.known],
            "last_play": json_copy(self.last_play),
            "effects": json_copy(self.effects),
            "last_effect": json_copy(self.effects[-1]) if self.effects else None,
            "turns": self.turns,
            "quiet_turns": self.quiet,
            "turn_cap": TURN_CAP,
            "scores": list(self.scores),
            "results": json_copy(self.results),
            "is_over": self.is_over,
            "places": self.places() if self.is_over else None,
        }

    # --------------------------------------------------------- serialising

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": "slaughter", "version": 1}
        for name in _FIELDS:
            data[name] = json_copy(getattr(self, name))
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SlaughterState:
        if data.get("game") != "slaughter" or data.get("version") != 1:
            raise ValueError("not a saved Gin Slaughtre game (version 1)")
        state = cls.__new__(cls)
        for name in _FIELDS:
            setattr(state, name, json_copy(data[name]))
        state.options = resolve_options(state.options)
        state._legal = {}
        return state
