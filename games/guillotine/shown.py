"""Chance as the table showed it: written down while a seeded game is played, and played
back instead of the seed when a game is replayed from its record (`record.py`).

A seeded game draws every random outcome from its generator (`GuillotineState._rng`) and
deals nobles and action cards from decks the seed ordered. A record holds no seed: only
what the table showed. So the state's moments of chance and its noble deck go through the
hooks below, which do nothing for an ordinary game (`_shown` is None), and otherwise:

- "record" (`recording()`): note each outcome as the table showed it, by day: the line
  after a shuffle (Wait a Moment!, Milling in Line, Escape), the nobles that fled, the
  noble Missing Heads took, each card Forced Break discarded, the seats the end of the game
  gave a turn to, the first seat; and the nobles taken from the noble deck, in the order
  the deck gave them (each laid out, added to the line, collected or discarded in view);
- "replay" (`replaying(parts)`): the noble deck and the action deck are placeholders
  (`UNSEEN`) and the hands are dealt them; each day the top of the noble deck is laid
  with the nobles the record says it gave (again after each Mass Confusion, which shuffles
  the deck); each outcome is the record's, in order; a card a seat plays, discards or waits
  with is taken to be one of its placeholders when it was not known to be in its hand.

The data is plain JSON kept in the state (saved by `to_json`), so that a replayed game is
saved and restored like any other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games import json_copy
from games.guillotine.cards import ACTION_ORDER, ACTIONS, distinct, hand_order
from games.guillotine.constants import CHOOSE, PLAY, UNSEEN, WAIT

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState

# The decisions that name a card of a hand, and whose hand: the decider's, or the target's.
_HAND_DECISIONS = {"lack-of-support": "target", "infighting": "own", "innocent-victim": "own"}


def recording() -> dict[str, Any]:
    """What a seeded game notes its shown chance in (`GuillotineState(..., shown=...)`)."""
    return {"mode": "record", "days": {}}


def replaying(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """What a game replayed from a record's parts (one a day) deals and draws from."""
    days = {
        str(day): {"nobles": part["nobles"], "chance": part["chance"]}
        for day, part in enumerate(parts, start=1)
    }
    return {"mode": "replay", "days": days, "chance": 0, "segment": 0}


def _day(s: GuillotineState) -> dict[str, Any] | None:
    """This day's part (replay) or notes (record); None for a day the record does not have
    (an abandoned table's unfinished day: nothing of it is replayed)."""
    shown = s._shown
    assert shown is not None
    if shown["mode"] == "record":
        day: dict[str, Any] = shown["days"].setdefault(str(s.day), {"nobles": [[]], "chance": []})
        return day
    part: dict[str, Any] | None = shown["days"].get(str(s.day))
    return part


def dealt(s: GuillotineState) -> None:
    """The decks were shuffled at the set-up: a replay knows none of their cards."""
    if s._shown is not None and s._shown["mode"] == "replay":
        s.noble_deck = [UNSEEN] * len(s.noble_deck)
        s.action_deck = [UNSEEN] * len(s.action_deck)


def chance(s: GuillotineState, kind: str, outcome: Any) -> Any:
    """A random outcome the table showed: the seed's (noted when recording), or the
    record's in a replay (ValueError for a record that does not have it)."""
    shown = s._shown
    if shown is None:
        return outcome
    day = _day(s)
    if shown["mode"] == "record":
        assert day is not None
        day["chance"].append([kind, json_copy(outcome)])
        return outcome
    if day is None:
        return outcome  # past the record's last day: no action of it is replayed
    noted = day["chance"][shown["chance"]]
    shown["chance"] += 1
    if noted[0] != kind:
        raise ValueError(f"the record has {noted[0]!r} where the game has {kind!r}")
    return json_copy(noted[1])


def reordered(s: GuillotineState, kind: str, cards: list[str]) -> list[str]:
    """`cards` in the order chance gave them (`chance`), checked to be the same cards."""
    if s._shown is None:
        return cards  # a seeded game: as its generator shuffled them
    order: list[str] = chance(s, kind, list(cards))
    if Counter(order) != Counter(cards):
        raise ValueError(f"the record's {kind} holds other nobles than the line")
    return order


def new_day(s: GuillotineState) -> None:
    """A day begins (`s.day` is the new one): a replay lays the top of the noble deck with
    the nobles the record says the deck gave from now on."""
    if s._shown is None:
        return
    if s._shown["mode"] == "replay":
        s._shown["chance"] = 0
        s._shown["segment"] = 0
    _lay_top(s)


def nobles_shuffled(s: GuillotineState) -> None:
    """Mass Confusion shuffled the noble deck: its order from now on is the next one noted."""
    if s._shown is None:
        return
    if s._shown["mode"] == "record":
        day = _day(s)
        assert day is not None
        day["nobles"].append([])
        return
    s.noble_deck = [UNSEEN] * len(s.noble_deck)
    s._shown["segment"] += 1
    _lay_top(s)


def _lay_top(s: GuillotineState) -> None:
    """A replay: the deck's top is the nobles its present order gave, as the record says."""
    shown = s._shown
    assert shown is not None
    day = _day(s)
    if shown["mode"] != "replay" or day is None:
        return
    nobles = day["nobles"][shown["segment"]]
    if len(nobles) > len(s.noble_deck):
        raise ValueError("the record takes more nobles than the noble deck holds")
    s.noble_deck[: len(nobles)] = nobles


def took(s: GuillotineState, nobles: list[str], first: str | None = None) -> None:
    """Nobles were taken from the top of the noble deck. Recording: noted in the deck's
    order, but `first` (Late Arrival's pick) first: the table saw the three nobles, not
    their order, and the replay's pick and discard come out the same."""
    shown = s._shown
    if shown is None:
        return
    day = _day(s)
    if shown["mode"] == "record":
        assert day is not None
        noted = list(nobles)
        if first is not None:
            noted.remove(first)
            noted.insert(0, first)
        day["nobles"][-1].extend(noted)
    elif day is not None and UNSEEN in nobles:
        raise ValueError("the record has fewer nobles than the game takes from the deck")


def actions_shuffled(s: GuillotineState) -> None:
    """The action deck was shuffled (Rain Delay, a discard pile made the deck): nobody saw
    its order, so a replay knows none of its cards."""
    if s._shown is not None and s._shown["mode"] == "replay":
        s.action_deck = [UNSEEN] * len(s.action_deck)


def from_hand(s: GuillotineState, seat: int, card: str) -> None:
    """`card` leaves `seat`'s hand; in a replay, one of its placeholders when the hand was
    not known to hold it (Forced Break's discard names a card the hand held)."""
    hand = s.hands[seat]
    if card not in hand and s._shown is not None and UNSEEN in hand:
        card = UNSEEN
    hand.remove(card)


def reveal(s: GuillotineState, seat: int, action: str) -> Callable[[], None] | None:
    """A replay, before `action` is checked: a card it names from a hand that was not known
    to hold it was one of the hand's placeholders (a card is played, waited with or picked
    for a discard by what it is, never by what else the hand holds). Returns what undoes
    it (the action may still be refused), or None when nothing changed."""
    if s._shown is None or s._shown["mode"] != "replay":
        return None
    owner, card = seat, ""
    if action.startswith(PLAY):
        card = action[len(PLAY) :].split(":")[0]
    elif action == WAIT:
        card = "wait-a-moment"
    elif action.startswith(CHOOSE) and s.pending is not None:
        whose = _HAND_DECISIONS.get(s.pending["kind"])
        if whose is None:
            return None
        owner = s.pending["context"][0] if whose == "target" else s.pending["seat"]
        card = action[len(CHOOSE) :]
    hand = s.hands[owner]
    if card not in ACTIONS or card in hand or UNSEEN not in hand:
        return None
    before, pending = list(hand), json_copy(s.pending)

    def undo() -> None:
        s.hands[owner][:] = before
        s.pending = pending
        s._legal = {}

    hand[hand.index(UNSEEN)] = card
    hand.sort(key=hand_order)
    if action.startswith(CHOOSE):
        # The options of the three decisions: the hand's cards (`decisions.py`).
        assert s.pending is not None
        s.pending["options"] = distinct(hand, ACTION_ORDER)
    s._legal = {}
    return undo
