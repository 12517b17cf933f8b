"""The basic computer player of the Barbu table (Barbu and Marley's Guillotine): fast
heuristics, no search.

``rule_based_player(view, legal, rng)`` answers from the seat's view alone (its hand,
the completed tricks, the layout, the doubles...), never the state, so it cannot
peek at other hands. The modules, by concern:

- `tricks.py`: card play in the trick contracts (one estimate of every legal card);
- `domino.py`: Domino(es), and Marley's opening card;
- `estimates.py`: what a hand would score in each contract (fitted on played deals);
- `bidding.py`: the contract to declare and the doubles, from those estimates;
- `values.py`: what they read of the rules (card and trick values, rank orders).
"""

from __future__ import annotations

import random

from games.barbu.basic.bidding import choose_contract, choose_doubles
from games.barbu.basic.domino import domino_move
from games.barbu.basic.tricks import trick_card

__all__ = ["rule_based_player"]


def rule_based_player(view: dict, legal: list[str], rng: random.Random) -> str:
    """A fast heuristic player (see the package docstring); ``rng`` is only for ties."""
    if len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    if phase == "contract":
        return choose_contract(view, legal)
    if phase == "double":
        return choose_doubles(view, legal)
    if "layout" in view:  # only domino deals have a layout
        return domino_move(view, legal)
    return trick_card(view, legal, rng)
