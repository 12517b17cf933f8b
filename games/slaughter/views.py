"""What leaves a Gin Slaughtre game and what comes back: views, the JSON save, copies.

- `view(s, seat)`: what a seat (or a spectator) may see, as plain data;
- `to_json` / `from_json`: the whole state, every field of `FIELDS`, for storage.
  The saved format is stored with the tables: it must keep reading what was saved;
- `clone`: a fast deep copy (the strong computer player's playouts run on copies).

The functions that build a state take its class (`cls`): this module imports
`SlaughterState` only for type hints, since `state.py` imports this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games import json_copy
from games.slaughter.constants import TURN_CAP, UNSEEN, resolve_options, sort_cards
from games.slaughter.legality import restricted_seat

if TYPE_CHECKING:
    from games.slaughter.state import SlaughterState

# Fields that make up a state; `to_json` writes exactly these.
FIELDS = (
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


def view(s: SlaughterState, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: a spectator). Never the other seat's hidden cards."""
    return {
        "game": "slaughter",
        "options": dict(s.options),
        "seat": seat,
        "match": s.options["match"],
        "game_number": s.game_number,
        "dealer": s.dealer,
        "phase": s.phase,
        "turn": s.turn,
        "actors": s.actors(),
        "ready": list(s.ready),
        "hand": sort_cards([c for c in s.hands[seat] if c != UNSEEN]) if seat is not None else [],
        "hand_sizes": [len(hand) for hand in s.hands],
        "upcards": [sort_cards([c for c in ups if c != UNSEEN]) for ups in s.upcards],
        "pile": list(s.pile),
        "top_by": s.top_by if s.pile else None,
        "red5": restricted_seat(s),
        "stock_size": len(s.stock),
        "removed": list(s.removed),
        "removed_count": len(s.removed),
        # Public: cards each seat picked up with the pile (or took from its upcards)
        # and has not played since.
        "known": [sort_cards(k) for k in s.known],
        "last_play": json_copy(s.last_play),
        "effects": json_copy(s.effects),
        "last_effect": json_copy(s.effects[-1]) if s.effects else None,
        "turns": s.turns,
        "quiet_turns": s.quiet,
        "turn_cap": TURN_CAP,
        "scores": list(s.scores),
        "results": json_copy(s.results),
        "is_over": s.is_over,
        "places": s.places() if s.is_over else None,
    }


def to_json(s: SlaughterState) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "slaughter", "version": 1}
    for name in FIELDS:
        data[name] = json_copy(getattr(s, name))
    if s._shown is not None:  # replayed from a record: what it deals from
        data["shown"] = json_copy(s._shown)
        data["jacks"] = s._jacks
    return data


def from_json(cls: type[SlaughterState], data: dict[str, Any]) -> SlaughterState:
    """The saved game (`to_json`); ValueError for anything else. Options are checked again."""
    if data.get("game") != "slaughter" or data.get("version") != 1:
        raise ValueError("not a saved Gin Slaughtre game (version 1)")
    s = cls.__new__(cls)
    for name in FIELDS:
        setattr(s, name, json_copy(data[name]))
    s.options = resolve_options(s.options)
    s._legal = {}
    shown = data.get("shown")
    s._shown = json_copy(shown) if shown is not None else None
    s._jacks = int(data.get("jacks", 0))
    return s


def clone(s: SlaughterState) -> SlaughterState:
    """A copy that shares nothing mutable (faster than a JSON round trip)."""
    other = type(s).__new__(type(s))
    other.seed = s.seed
    other.options = s.options  # never mutated
    other.game_number = s.game_number
    other.dealer = s.dealer
    other.phase = s.phase
    other.hands = [s.hands[0][:], s.hands[1][:]]
    other.upcards = [s.upcards[0][:], s.upcards[1][:]]
    other.stock = s.stock[:]
    other.pile = s.pile[:]
    other.removed = s.removed[:]
    other.ready = s.ready[:]
    other.turn = s.turn
    other.top_by = s.top_by
    other.known = [s.known[0][:], s.known[1][:]]
    other.turns = s.turns
    other.quiet = s.quiet
    other.last_play = s.last_play
    other.effects = s.effects
    other.scores = s.scores[:]
    other.results = s.results[:]
    other._legal = {}
    other._shown = s._shown  # never mutated
    other._jacks = s._jacks
    return other
