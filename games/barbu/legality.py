"""Which Barbu actions are legal now, and the reason why another one is not.

One function per phase gives the legal list behind `BarbuState.legal_actions` (the
state points its hot path at the one of its phase: `legal_fn`); `why_illegal` is the
reason of the `IllegalAction` that `apply` raises for anything else: a code and its
details as plain data (cards as codes, contracts in the notation, numbers), which
cogs/barbu words for the player. Both live here because they must agree: each code
names the check of the legal list that the action fails.

Also here: the doubling obligation (`doubles_owed`, `double_compulsory`), which the
legal lists read and the view shows. Nothing here changes the state.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from games import IllegalAction
from games.barbu.notation import (
    CONTRACT_PREFIX,
    DOUBLE_PREFIX,
    PASS,
    PLAY,
    PLAY_PREFIX,
    UNSEEN,
)
from games.barbu.rulesets import SEATS
from games.cards import RANKS

if TYPE_CHECKING:
    from games.barbu.state import BarbuState

LegalFn = Callable[["BarbuState", int], list[str]]

_OTHERS = {seat: tuple(s for s in range(SEATS) if s != seat) for seat in range(SEATS)}

# ------------------------------------------------------------- legal lists


def contract_legal(s: BarbuState, seat: int) -> list[str]:
    return list(_contract_actions(tuple(s.rules.contracts), tuple(s.contracts_played[seat])))


def trick_legal(s: BarbuState, seat: int) -> list[str]:
    hand = s._hand[seat]
    trick = s.trick
    if not trick:
        if s._contract.no_heart_leads and not (  # type: ignore[union-attr]  # set in play; hot path
            s.hearts_broken and s.options["heart_lead"] == "after-discard"
        ):
            non_hearts = [*hand["S"], *hand["C"], *hand["D"]]
            if non_hearts:
                return non_hearts
        return [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]
    led = trick[0][1]
    if s.trump is not None:
        return _trumps_legal(s, hand, trick, led)
    follow = hand[led]
    return follow[:] if follow else [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]


def _trumps_legal(
    s: BarbuState, hand: dict[str, list[str]], trick: list[str], led: str
) -> list[str]:
    """Trumps: follow suit; over-trump on a trump lead; beat a trump when void."""
    trump = s.trump
    assert trump is not None
    rank = s._trick_rank
    best_trump = max((rank[card[0]] for card in trick if card[1] == trump), default=-1)
    follow = hand[led]
    if follow:
        if led == trump:
            return [a for a in follow if rank[a[5]] > best_trump] or follow[:]
        return follow[:]
    trumps = hand[trump]
    higher = [a for a in trumps if rank[a[5]] > best_trump]
    if best_trump >= 0 and higher:
        return higher
    if trumps and s.options["discard"] == "must-trump":
        return higher or trumps[:]
    return [*hand["S"], *hand["H"], *hand["C"], *hand["D"]]


def domino_legal(s: BarbuState, seat: int) -> list[str]:
    if s._unseen[seat] == 1 and not any(s._hand[seat].values()):
        # Replayed from a record: a last card nobody saw; it went out, or it did not fit.
        return [UNSEEN, PASS]
    playable = fitting(s, seat)
    if s.bonus:
        playable.append(PASS)
        return playable
    return playable or [PASS]


def fitting(s: BarbuState, seat: int) -> list[str]:
    """The `play:` actions of `seat` that fit the layout.

    Only the cards next to each row's ends (or a row's opening rank) can
    fit, so look those up instead of testing the whole hand.
    """
    layout = s.layout
    base = s.domino_rank
    found: list[str] = []
    for suit, actions in s._hand[seat].items():
        if not actions:
            continue
        row = layout.get(suit)
        if row is None:
            if base is None:  # Marley's first card: anything goes
                found.extend(actions)
                continue
            action = PLAY[base + suit]
            if action in actions:
                found.append(action)
            continue
        in_order = s._domino_actions[suit]
        low, high = row
        if high + 1 < len(in_order) and in_order[high + 1] in actions:
            found.append(in_order[high + 1])
        if low > 0 and in_order[low - 1] in actions:
            found.append(in_order[low - 1])
    return found


def fits(s: BarbuState, card: str) -> bool:
    row = s.layout.get(card[1])
    if row is None:
        # A suit row opens with the domino rank; before Marley's first card, anything goes.
        return s.domino_rank is None or card[0] == s.domino_rank
    index = s._domino_rank[card[0]]
    return index == row[0] - 1 or index == row[1] + 1


def double_legal(s: BarbuState, seat: int) -> list[str]:
    return list(_double_actions(*double_options(s, seat)))


def double_options(s: BarbuState, seat: int) -> tuple[tuple[int, ...], int | None]:
    """The seats `seat` may double or redouble now, and the one it must double (if any)."""
    declarer = s.declarer
    if seat == declarer:
        # The declarer only answers: he may redouble those who doubled him.
        return tuple(sorted(a for a, b, level in s.doubles if b == seat)), None
    # Nobody may double a non-declarer in Trumps or Domino, so there is nothing to redouble.
    targets = (declarer,) if s.contract_rules.positive else _OTHERS[seat]
    return targets, (declarer if double_compulsory(s, seat) else None)


def doubles_owed(s: BarbuState, seat: int) -> int:
    """Doubles of the current declarer that `seat` still owes in this cycle (Barbu)."""
    if not s.rules.doubling or seat == s.declarer:
        return 0
    return max(0, 2 - s.declarer_doubles[seat])


def double_compulsory(s: BarbuState, seat: int) -> bool:
    """True when `seat` must double the declarer this deal (the obligation rule)."""
    owed = doubles_owed(s, seat)
    deals_left = len(s.rules.contracts) - s.rules.cycle_position(s.deal)
    return owed > 0 and deals_left <= owed


@cache
def _contract_actions(contracts: tuple[str, ...], played: tuple[str, ...]) -> tuple[str, ...]:
    """The `contract:` actions left to a declarer who has played `played`."""
    actions: list[str] = []
    for name in contracts:
        if name in played:
            continue
        if name == "trumps":
            actions.extend(f"{CONTRACT_PREFIX}trumps:{suit}" for suit in "SHDC")
        elif name == "domino":
            actions.extend(f"{CONTRACT_PREFIX}domino:{rank}" for rank in RANKS)
        else:
            actions.append(CONTRACT_PREFIX + name)
    return tuple(actions)


@cache
def _double_actions(targets: tuple[int, ...], required: int | None) -> tuple[str, ...]:
    """Every `double:` action over subsets of `targets` (those that include `required`)."""
    actions = []
    for size in range(len(targets) + 1):
        for chosen in combinations(targets, size):
            if required is None or required in chosen:
                actions.append(DOUBLE_PREFIX + ",".join(str(s) for s in chosen))
    return tuple(actions)


# ------------------------------------------------------------ explanations


def why_illegal(s: BarbuState, seat: int, action: str) -> IllegalAction:
    """Why `action` is not allowed now (it is not in the legal list of `seat`, on turn)."""
    phase = s.phase
    if phase == "contract":
        if not action.startswith(CONTRACT_PREFIX):
            return IllegalAction("choose-contract-first")
        name = action[len(CONTRACT_PREFIX) :].partition(":")[0]
        if name in s.contracts_played[seat]:
            return IllegalAction("contract-already-played", contract=name)
        if name not in s.rules.contracts:
            return IllegalAction("no-such-contract", rules=s.rules.name)
        return IllegalAction("not-a-contract")
    if phase == "double":
        if not action.startswith(DOUBLE_PREFIX):
            return IllegalAction("double-first")
        return _why_double_illegal(s, seat, action[len(DOUBLE_PREFIX) :])
    if action == PASS:
        if s.contract_rules.domino:
            return IllegalAction("may-not-pass")
        return IllegalAction("no-pass-in-trick-game")
    if not action.startswith(PLAY_PREFIX):
        return IllegalAction("play-a-card")
    card = action[len(PLAY_PREFIX) :]
    if card not in s._cards(seat):
        return IllegalAction("not-your-card", card=card if card in PLAY else "")
    if s.contract_rules.domino:
        return _why_domino_illegal(s, card)
    return _why_card_illegal(s, seat, card)


def _why_double_illegal(s: BarbuState, seat: int, listed: str) -> IllegalAction:
    try:
        chosen = [int(x) for x in listed.split(",") if x]
    except ValueError:
        return IllegalAction("double-not-numbers")
    if chosen != sorted(set(chosen)) or ",".join(map(str, chosen)) != listed:
        return IllegalAction("double-not-in-order")
    targets, required = double_options(s, seat)
    for target in chosen:
        if target == seat:
            return IllegalAction("double-yourself")
        if target not in range(SEATS):
            return IllegalAction("no-such-seat", target=target)
        if target not in targets:
            if seat == s.declarer:
                return IllegalAction("declarer-redoubles-only")
            if s.contract_rules.positive:
                return IllegalAction("double-declarer-only", contract=s.contract)
            return IllegalAction("cannot-double-seat", target=target)
    if required is not None and required not in chosen:
        return IllegalAction("must-double-declarer", owed=doubles_owed(s, seat))
    return IllegalAction("double-not-allowed")


def _why_domino_illegal(s: BarbuState, card: str) -> IllegalAction:
    if s.domino_rank is not None and not s.layout:
        return IllegalAction("layout-opens-with", rank=s.domino_rank)
    if not fits(s, card):
        return IllegalAction("does-not-fit", card=card)
    return IllegalAction("move-not-allowed")


def _why_card_illegal(s: BarbuState, seat: int, card: str) -> IllegalAction:
    hand = s._cards(seat)
    trick = s.trick
    if not trick:
        if s.options.get("heart_lead") == "after-discard":
            return IllegalAction("no-heart-lead-until-discarded")
        return IllegalAction("no-heart-lead")
    led = trick[0][1]
    trump = s.trump
    holds_led = any(c[1] == led for c in hand)
    if card[1] != led and holds_led:
        return IllegalAction("follow-suit", suit=led)
    rank = s._trick_rank
    trumps_in_trick = [c for c in trick if c[1] == trump]
    if trumps_in_trick:
        top = max(trumps_in_trick, key=lambda c: rank[c[0]])
        if any(c[1] == trump and rank[c[0]] > rank[top[0]] for c in hand):
            return IllegalAction("beat-the-trump", card=top)
    return IllegalAction("must-trump", suit=trump)
