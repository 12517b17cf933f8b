"""Which legal cards are worth trying: one card per class of interchangeable cards.

Two cards of a suit with the same points and no card still in play between
them win and lose the same tricks, so the player samples one of them only.
"""

from __future__ import annotations

from games.barbu.strong.simulator import TrickSim, _bits


def equivalent_groups(sim: TrickSim, legal: int, unseen: int) -> list[int]:
    """One card per class of interchangeable legal cards (same suit, nothing in `unseen` between).

    `unseen` should hold every card still in play that is not ours, the current
    trick's included: a card of the trick between two of ours makes one of them
    win it and the other lose it.
    """
    sp = sim.spec
    reps: list[int] = []
    previous = -1
    for c in _bits(legal):
        if (
            previous >= 0
            and sp.suit_of[c] == sp.suit_of[previous]
            and not (unseen & sp.above[previous] & sp.below[c])
            and sp.points[c] == sp.points[previous]
        ):
            previous = c
            continue
        reps.append(c)
        previous = c
    return reps
