"""Computer players for the Barbu table: Barbu (52 cards) and Marley's Guillotine (32).

A player is a callable ``choose(view, legal, rng) -> action``: ``view`` is
``state.view(seat)`` for the seat on turn, ``legal`` is
``state.legal_actions(seat)``, and the answer is one of ``legal``. Players see
only that view, never the state, so they cannot peek at other hands.

The levels: "basic" (`games.barbu.basic`: fast heuristics, no search) and "strong"
(`games.barbu.strong`: samples the unseen cards and plays each choice out, within
500 ms a decision); `random_player` is every game's baseline.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games import random_player as random_player  # every game's baseline, re-exported
from games.barbu.basic import rule_based_player
from games.barbu.strong import strong_player

__all__ = ["LEVELS", "Player", "random_player", "rule_based_player"]

Player = Callable[[dict, list[str], random.Random], str]

LEVELS: dict[str, Player] = {"basic": rule_based_player, "strong": strong_player}
