"""The rules of every game: pure, synchronous, deterministic; no Discord, no I/O.

Each game module (`games.barbu`, ...) follows the engine contract in DESIGN.md:
`new_game(seed, players, options)` returns a state with `actors()`,
`legal_actions(seat)`, `apply(seat, action)`, `view(seat)`, `is_over`,
`scores`, `to_json()`, and the module has `from_json(data)`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


class IllegalAction(Exception):
    """An action the rules do not allow now; the message is meant for the player."""


def places(scores: Sequence[int], higher_is_better: bool = True) -> list[int]:
    """Finishing place of each seat (1 = first); tied seats share the better place."""
    if higher_is_better:
        return [1 + sum(other > score for other in scores) for score in scores]
    return [1 + sum(other < score for other in scores) for score in scores]


def replay(module, seed: int, players: int, options: dict, actions: Iterable[tuple[int, str]]):
    """Rebuild a game from its seed and action log (how tables are restored)."""
    state = module.new_game(seed=seed, players=players, options=options)
    for seat, action in actions:
        state.apply(seat, action)
    return state
