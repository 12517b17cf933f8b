"""Playing games on in the engine tests, for any game of games/registry.py.

    log = random_play(state, random.Random(1))        # random legal play to the end
    log = play_with(state, [basic, random_player], "test:7")   # a computer player per seat

The engine contract (games/README.md) is all they use: `is_over`, `actors()`,
`legal_actions(seat)`, `view(seat)`, `apply(seat, action)`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any

Log = list[tuple[int, str]]
Player = Callable[[dict[str, Any], list[str], random.Random], str]

# Any game ends well before: a longer one is a bug.
MAX_ACTIONS = 20_000


def random_play(
    state: Any,
    rng: random.Random,
    *,
    steps: int | None = None,
    any_actor: bool = True,
    check: Callable[[Any, int], object] | None = None,
    limit: int = MAX_ACTIONS,
) -> Log:
    """Random legal actions until the game is over (or `steps` of them); the log.

    Each action is a uniform choice among the legal actions of a random seat that may act
    (`any_actor`), or of the first (`any_actor=False`: for a game of one actor at a time
    the same moves, and the same `rng` draws, as a loop taking `actors()[0]`).
    `check(state, step)` is called before each action.
    """
    log: Log = []
    while not state.is_over and (steps is None or len(log) < steps):
        if check is not None:
            check(state, len(log))
        actors = state.actors()
        seat = rng.choice(actors) if any_actor else actors[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append((seat, action))
        assert len(log) < limit, "the game does not end"
    return log


def play_with(
    state: Any,
    players: Sequence[Player],
    rng_key: str,
    *,
    check: Callable[[Any, int], object] | None = None,
) -> Log:
    """Each seat's computer player chooses its moves (the first seat that may act moves),
    to the end of the game; the log. Every answer must be legal, and leave the player's
    view as it was. Seat `s` draws from its own `random.Random(f"{rng_key}:{s}")`;
    `check(state, step)` is called before each action."""
    rngs = [random.Random(f"{rng_key}:{seat}") for seat in range(len(players))]
    log: Log = []
    while not state.is_over:
        if check is not None:
            check(state, len(log))
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        before = copy.deepcopy(view)
        action = players[seat](view, list(legal), rngs[seat])
        assert action in legal, (action, legal)
        assert view == before, "a player must not change its view"
        state.apply(seat, action)
        log.append((seat, action))
        assert len(log) < MAX_ACTIONS, "the game does not end"
    return log
