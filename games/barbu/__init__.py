"""Barbu and Scott Marley's Guillotine (32 cards) under the engine contract.

    state = new_game(seed=42, players=4, options={"rules": "barbu"})   # or "marley"

Rules: `docs/barbu.md` (Marley's Guillotine in its own section).
Options (the default first):

- Barbu: `first_lead` declarer|right, `domino_scores` "40,20,5,0"|"45,20,5,-5",
  `heart_lead` only-hearts|after-discard, `discard` free|must-trump.
- Marley: `domino_order` standard|french.

Action notation (seats 0-3, clockwise = seat + 1):

- Declaring: `contract:no-tricks`, `contract:no-hearts`, `contract:no-queens`,
  `contract:no-king`, `contract:no-last-two`, `contract:trumps:S` (any suit),
  `contract:domino:8` (any rank); Marley: `contract:royalty|queens|spades|
  parlement|guillotine|dominoes`.
- Doubling (Barbu only; declarer+1, +2, +3, then the declarer):
  `double:1,3` lists the seats this player doubles or redoubles, in increasing
  order; `double:` doubles nobody. "Maximum" is the longest legal list.
- Play: `play:QS`. Domino(es): `play:8H`, or `pass`, which is the only legal
  action when no card fits; during Marley's ace bonus the same seat stays on
  turn and `pass` ends the bonus. The engine never acts by itself: a forced
  `pass` is still applied by the seat.
"""

from __future__ import annotations

from typing import Any

# This package is its game's engine (`INFO.engine`): it names itself, unfinished as it is
# while it loads, so that the type checker holds it to the contract (games/contract.py).
from games import barbu as engine
from games.barbu import players, record
from games.barbu.rulesets import RULE_SETS, resolve_options
from games.barbu.scoring import settle
from games.barbu.state import BarbuState
from games.barbu.strong import make_strong_player
from games.registry import GameInfo

__all__ = [
    "RULE_SETS",
    "BarbuState",
    "from_json",
    "new_game",
    "resolve_options",
    "settle",
]


def new_game(seed: int, players: int = 4, options: dict[str, Any] | None = None) -> BarbuState:
    """A new series at deal 1, seat 0 declaring. Raises ValueError for bad options."""
    if players != 4:
        raise ValueError(f"Barbu is played by 4 players, not {players}")
    return BarbuState(seed, options)


def from_json(data: dict[str, Any]) -> BarbuState:
    return BarbuState.from_json(data)


INFO = GameInfo(
    name="barbu",
    title="Barbu",
    engine=engine,
    seats=(4, 4),
    levels=players.LEVELS,
    timed={"strong": make_strong_player},
    record=record,
)
