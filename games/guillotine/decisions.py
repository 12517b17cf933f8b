"""The `choose:` decisions some cards ask for: the options, and what each answer does.

A card effect or a noble's instruction queues a `["decide", seat, kind,
*context]` step (`effects.py`); when the queue reaches it, `decide` asks
`seat` (the state's `pending`), or carries the decision out at once when there
is nothing to choose from. `answer` carries out the `choose:` action.
`DECISIONS` is the table from each kind to the card that asks it, its options
and its outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.guillotine.cards import ACTION_ORDER, NOBLE_ORDER, distinct

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState


@dataclass(frozen=True)
class Decision:
    card: str  # the card or noble that asks it (shown with the question)
    # (state, deciding seat, context) -> the options, slugs or seats as strings
    options: Callable[[GuillotineState, int, list[Any]], list[str]]
    # (state, deciding seat, context, the answer or None when there was nothing to choose)
    resolve: Callable[[GuillotineState, int, list[Any], str | None], None]


def decide(s: GuillotineState, seat: int, kind: str, *context: Any) -> None:
    """The queue's "decide" step: ask `seat`, or carry it out when there is no choice."""
    options = DECISIONS[kind].options(s, seat, list(context))
    if not options:
        DECISIONS[kind].resolve(s, seat, list(context), None)
        return
    s.pending = {
        "seat": seat,
        "kind": kind,
        "card": DECISIONS[kind].card,
        "options": options,
        "context": list(context),
    }


def answer(s: GuillotineState, choice: str) -> None:
    """The pending decision's `choose:<choice>`."""
    pending = s.pending
    assert pending is not None
    s.pending = None
    DECISIONS[pending["kind"]].resolve(s, pending["seat"], pending["context"], choice)


# ------------------------------------------------------------- options


def _top_of_noble_deck(s: GuillotineState, seat: int, context: list[Any]) -> list[str]:
    return distinct(s.noble_deck[:3], NOBLE_ORDER)


def _targets_hand(s: GuillotineState, seat: int, context: list[Any]) -> list[str]:
    return distinct(s.hands[context[0]], ACTION_ORDER)


def _own_hand(s: GuillotineState, seat: int, context: list[Any]) -> list[str]:
    return distinct(s.hands[seat], ACTION_ORDER)


def _others_pile(s: GuillotineState, seat: int, context: list[Any]) -> list[str]:
    """The pile of the other player of a Clerical Error (`context[0]`)."""
    return distinct(s.piles[context[0]], NOBLE_ORDER)


def _other_seats(s: GuillotineState, seat: int, context: list[Any]) -> list[str]:
    return [str(other) for other in range(s.players) if other != seat]


# ------------------------------------------------------------- outcomes


def _late_arrival(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    looked = s._take_nobles(3, first=choice)
    if choice is not None:
        looked.remove(choice)
        s.line.append(choice)
    s.noble_discard.extend(looked)
    s._event("late-arrival", seat=seat, noble=choice, discarded=looked)


def _discard(s: GuillotineState, owner: int, card: str | None, why: str, by: int) -> None:
    """A card of `owner`'s hand goes to the discard pile (None: his hand was empty)."""
    if card is None:
        return
    s.hands[owner].remove(card)
    s.action_discard.append(card)
    s._event("discarded", seat=owner, card=card, why=why, by=by)


def _lack_of_support(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    _discard(s, context[0], choice, "lack-of-support", seat)  # from the target's hand


def _infighting(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    _discard(s, seat, choice, "infighting", seat)


def _innocent_victim(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    _discard(s, seat, choice, "innocent-victim", seat)


def _clerical_error(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    # The target answers from the player's pile as it was: the swap happens at the end.
    s.todo.insert(0, ["decide", context[0], "clerical-error-reply", seat, choice])


def _clerical_error_reply(
    s: GuillotineState, seat: int, context: list[Any], choice: str | None
) -> None:
    player, taken = context
    target = seat
    if taken is not None:
        s._leave_pile(target, taken)
    if choice is not None:
        s._leave_pile(player, choice)
        s.piles[target].append(choice)
    if taken is not None:
        s.piles[player].append(taken)
    s._event("clerical-error", seat=player, target=target, took=taken, gave=choice)


def _the_clown(s: GuillotineState, seat: int, context: list[Any], choice: str | None) -> None:
    assert choice is not None  # always asked: there is another seat (2 players at least)
    receiver = int(choice)
    s._leave_pile(seat, "the-clown")
    s.piles[receiver].append("the-clown")
    s._event("clown", seat=seat, target=receiver)


DECISIONS: dict[str, Decision] = {
    "late-arrival": Decision("late-arrival", _top_of_noble_deck, _late_arrival),
    "lack-of-support": Decision("lack-of-support", _targets_hand, _lack_of_support),
    "clerical-error": Decision("clerical-error", _others_pile, _clerical_error),
    "clerical-error-reply": Decision("clerical-error", _others_pile, _clerical_error_reply),
    "infighting": Decision("infighting", _own_hand, _infighting),
    "the-clown": Decision("the-clown", _other_seats, _the_clown),
    "innocent-victim": Decision("innocent-victim", _own_hand, _innocent_victim),
}
