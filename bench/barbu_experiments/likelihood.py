"""How likely a sampled deal makes the cards the other seats have already played.

The sampler draws the unseen cards uniformly among the deals consistent with
the view, but not every consistent deal is equally likely: a player who
ducked under the queen probably had no card that beat it cheaply, one who led
a suit probably wanted to. `play_weight` replays the deal so far on a sampled
deal and multiplies, for every card another seat chose among several, 1 if
the playout policy would have played it (or a card equivalent to it) and
`miss` otherwise. The player then weights each sample's results by it.

The model is rough (the policy sees every hand, real players do not), so a
miss only lowers a deal's weight rather than ruling it out.
"""

from __future__ import annotations

from games.barbu.strong.policies import _trick_policy
from games.barbu.strong.simulator import TrickSim, TrickSpec


def _same(sp: TrickSpec, sim: TrickSim, a: int, b: int) -> bool:
    """Whether cards `a` and `b` are interchangeable at this point (nothing in play between)."""
    if a == b:
        return True
    if sp.suit_of[a] != sp.suit_of[b] or sp.points[a] != sp.points[b]:
        return False
    low, high = min(a, b), max(a, b)
    in_play = sim.hands[0] | sim.hands[1] | sim.hands[2] | sim.hands[3]
    for c in sim.trick:
        in_play |= 1 << c
    return not (in_play & sp.above[low] & sp.below[high])


def played_cards(view: dict, ids: dict[str, int]) -> tuple[int, list[int]]:
    """The first leader of the deal and every card played so far, in order."""
    tricks = view["tricks"]
    cards = [ids[card] for done in tricks for card in done["cards"]]
    cards += [ids[card] for _, card in view["trick"]]
    first = tricks[0]["leader"] if tricks else view["leader"]
    return first, cards


def play_weight(
    sp: TrickSpec, hands: list[int], first: int, cards: list[int], seat: int, miss: float
) -> tuple[float, int]:
    """The weight of the sampled deal `hands` (hands now), and the moves replayed.

    `cards` were played in this order from the first trick, led by `first`;
    `seat` is the player itself, whose own choices say nothing of the deal.
    """
    sim = TrickSim(sp, _deal_start(sp, hands, first, cards), first)
    weight = 1.0
    for c in cards:
        who = sim.turn
        if who != seat:
            legal = sim.legal()
            if legal & (legal - 1) and not _same(sp, sim, _trick_policy(sim, legal), c):
                weight *= miss
        sim.play(c)
    return weight, len(cards)


def _deal_start(sp: TrickSpec, hands: list[int], first: int, cards: list[int]) -> list[int]:
    """The hands at the first card: today's hands and the cards each seat played back."""
    start = hands[:]
    sim = TrickSim(sp, [0, 0, 0, 0], first)
    for c in cards:
        start[sim.turn] |= 1 << c
        # A replay on empty hands: `play` only needs the card to find the next seat on turn.
        sim.play(c)
    return start
