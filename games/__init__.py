"""The rules of every game: pure, synchronous, deterministic; no Discord, no I/O.

Each game package (`games.barbu`, ...) follows the engine contract, written out in
games/README.md and typed in games/contract.py: `new_game(seed, players, options)` returns
a state with `actors()`, `legal_actions(seat)`, `apply(seat, action)`, `view(seat)`,
`is_over`, `scores`, `places()`, `to_json()`, and the package has `from_json(data)`.
Here: what every game shares (the refusal `IllegalAction`, places, replay, one deal of a
log replayed, JSON copies, the baseline random player).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.contract import GameEngine, GameState


class IllegalAction(Exception):
    """An action the rules do not allow now, and why: `code` names the reason (e.g.
    `not-your-turn`), `details` its particulars as plain data (cards as codes, numbers).
    The engines hold no sentences: the game's cog words the reason in the player's language
    (the message `<game>-refused-<code>` of its catalogue, or `tables-refused-<code>`)."""

    def __init__(self, code: str, **details: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = details


def places(scores: Sequence[int], higher_is_better: bool = True) -> list[int]:
    """Finishing place of each seat (1 = first); tied seats share the better place."""
    if higher_is_better:
        return [1 + sum(other > score for other in scores) for score in scores]
    return [1 + sum(other < score for other in scores) for score in scores]


def replay(
    module: GameEngine,
    seed: int,
    players: int,
    options: dict[str, Any],
    actions: Iterable[tuple[int, str]],
) -> GameState:
    """Rebuild a game from its seed and action log (how tables are restored)."""
    state = module.new_game(seed=seed, players=players, options=options)
    for seat, action in actions:
        state.apply(seat, action)
    return state


def replay_deal(
    module: GameEngine,
    seed: int,
    players: int,
    options: dict[str, Any],
    actions: Sequence[tuple[int, str]],
    deal: int,
    deals_done: Callable[[GameState], int],
) -> tuple[GameState, list[tuple[int, str]]] | None:
    """One finished deal of a log: the state as deal `deal` (0-based) began, and that
    deal's actions, from which a deal review is worked out. `deals_done` counts a state's
    finished deals (the game's own measure: a Barbu deal, a Gin Slaughtre game, a
    Guillotine day). None if the log does not reach that deal's end: a deal in progress
    is never handed out. The start is a copy (`from_json`): the state returned is not
    the one replayed on to find the deal's end."""
    if deal < 0:
        return None
    state = module.new_game(seed=seed, players=players, options=options)
    index = 0
    while deals_done(state) < deal:
        if index == len(actions):
            return None
        state.apply(*actions[index])
        index += 1
    start, first = module.from_json(state.to_json()), index
    while deals_done(state) <= deal:
        if index == len(actions):
            return None
        state.apply(*actions[index])
        index += 1
    return start, list(actions[first:index])


def json_copy(value: Any) -> Any:
    """A deep copy as plain JSON data: tuples become lists (faster than copy.deepcopy).
    The engines use it to save and restore their states."""
    if isinstance(value, list | tuple):
        return [json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    return value


def random_player(view: dict, legal: list[str], rng: random.Random) -> str:
    """Uniform over the legal actions: every game's baseline computer player."""
    return rng.choice(legal)
