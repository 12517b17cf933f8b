"""A Guillotine game as its table showed it: what a record holds instead of the seed, and
the game replayed from that (`GameInfo.record`, the `ShownReplay` of games/contract.py).

A part is a day. The seed decides the order of both decks, the hands dealt, the first
seat, and every random outcome during play. What the table showed: the line as each day
laid it out, every noble taken from the noble deck after that (Clothing Swap, Extra Cart,
Late Arrival's three, the General's and the Captain's, the Rival Executioner's, the new
line after Mass Confusion), the line after each shuffle (Wait a Moment!, Milling in Line,
Escape) and the nobles that fled, the noble Missing Heads discarded, each card Forced Break
discarded, whom the end of the game gave a turn, and every action card played or
discarded. Not shown: the hands (they carry over from day to day), the action deck, the
noble deck's order past what it gave.

So a day's part holds its `actions`, `nobles` (the nobles the noble deck gave that day, in
its order, one list per order: Mass Confusion shuffles the deck and starts another) and
`chance` (each random outcome of the day as the table showed it, in order: `[kind,
outcome]`, games/guillotine/shown.py). Replayed from the parts, the hands and the action
deck are placeholders (`UNSEEN`, "??") no legal action names; a card played, waited with,
or named for a discard from a hand that was not known to hold it is taken to have been one
of them. That is sound because no rule looks at the rest of a hand to allow a card: a card
is playable by what it is and the public line, piles and face-up cards; Wait a Moment! by
being held; a discard by being in the hand. Where the engine decides from hidden cards,
the record gives the public fact: the seats the end-of-game phase gave a turn, Forced
Break's discards; the action step is offered by the hand's size, which is public. (So a
replay's `actors()` in a window names only the seats known to hold Wait a Moment!: the
record's `wait` is taken from any seat with a placeholder, as a card played is.)

A seat that lets a Wait a Moment! window go by (`skip` out of turn) would tell that it
held the card: the table never applies such a pass (`GameInfo.window_pass`), so a log
holding one is refused here rather than written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.guillotine import shown
from games.guillotine.constants import SKIP
from games.guillotine.state import GuillotineState

part_name = "day"


def shown_parts(
    seed: int, players: int, options: dict[str, Any], actions: Sequence[tuple[int, str]]
) -> list[dict[str, Any]]:
    """Each day played to its end, as the table showed it: its `actions`, the `nobles` the
    noble deck gave and the `chance` outcomes (see the module's docstring)."""
    state = GuillotineState(seed, players, options, shown.recording())
    parts: list[dict[str, Any]] = []
    done: list[list[Any]] = []
    for seat, action in actions:
        if action == SKIP and state.phase == "collect" and seat != state.turn:
            raise ValueError("a Wait a Moment! window's pass is never logged by a table")
        day = state.day
        state.apply(seat, action)
        done.append([seat, action])
        if state.day != day or state.is_over:
            noted = _noted(state, day)
            parts.append({"actions": done, "nobles": noted["nobles"], "chance": noted["chance"]})
            done = []
    return parts


def _noted(state: GuillotineState, day: int) -> dict[str, Any]:
    assert state._shown is not None
    noted: dict[str, Any] = state._shown["days"][str(day)]
    return noted


def from_shown(
    players: int, options: dict[str, Any], parts: Sequence[dict[str, Any]]
) -> GuillotineState:
    """A game that deals each day from `parts` (what `shown_parts` gave): no seed."""
    return GuillotineState(0, players, options, shown.replaying([dict(p) for p in parts]))
