"""Exact play of the last tricks of a sampled trick deal: max-n search, every seat for itself.

Near the end of a deal few cards remain, and a sampled deal (every hand
known) can be played out exactly instead of by the greedy playout policy:
each seat on turn picks the card that gives it the best final result of its
own (max-n, the perfect-information model of a game of four
self-interested players). Two things keep it cheap at 3 to 4 cards a hand:

- cards that are interchangeable (same suit, same points, no card still in
  play between them) are tried once (`_moves`);
- at the start of a trick the rest of the deal depends only on the hands, the
  leader, the trick number and whether a heart has been discarded, so its
  result is remembered (`memo`) and reused when another line reaches the
  same position.

Ties in max-n (a seat indifferent between cards that matter to others) are
broken by one fixed order of the results, the seat's own utility first, then
the others' utility lower, then the points themselves: the result is a
function of the position only, whatever the order the cards are tried in and
whatever the equivalences skip, which is what `tests/bench/test_barbu_experiments.py`
checks against a plain search of every card.
"""

from __future__ import annotations

from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.simulator import TrickSim

Memo = dict[tuple, tuple[int, ...]]


def _key(value: tuple[int, ...], seat: int, sign: float) -> tuple:
    """The order in which `seat` prefers final points: its own, then the others' lower."""
    own = sign * value[seat]
    return (own, own - sign * sum(value), value)


def _moves(sim: TrickSim) -> list[int]:
    """One legal card per class of interchangeable cards (nothing still in play between)."""
    in_play = sim.hands[0] | sim.hands[1] | sim.hands[2] | sim.hands[3]
    for c in sim.trick:
        in_play |= 1 << c
    return equivalent_groups(sim, sim.legal(), in_play)


def solve(sim: TrickSim, sign: float, memo: Memo, counter: list[int]) -> tuple[int, ...]:
    """Every seat's final contract points when the rest is played by max-n from `sim`.

    `sign` is +1 when higher points are better (Barbu), -1 otherwise (Marley).
    `memo` may be shared between calls on the same deal; `counter[0]` adds up
    the moves simulated, for the cost model. `sim` is not changed.
    """
    if sim.over or (not sim.trick and sim.finished_early()):
        return tuple(sim.points)
    key = None
    if not sim.trick:
        key = (tuple(sim.hands), sim.turn, sim.index, sim.broken)
        future = memo.get(key)
        if future is not None:
            return tuple(p + f for p, f in zip(sim.points, future, strict=True))
    seat = sim.turn
    best: tuple[int, ...] | None = None
    best_key: tuple | None = None
    for c in _moves(sim):
        child = sim.copy()
        child.play(c)
        counter[0] += 1
        value = solve(child, sign, memo, counter)
        value_key = _key(value, seat, sign)
        if best_key is None or value_key > best_key:
            best, best_key = value, value_key
    assert best is not None  # a seat on turn always has a card
    if key is not None:
        memo[key] = tuple(v - p for v, p in zip(best, sim.points, strict=True))
    return best


def cards_left(sim: TrickSim) -> int:
    """The most cards any hand still holds."""
    return max(h.bit_count() for h in sim.hands)
