"""What a table needs to know of a game besides its engine contract, and where every game
the bot hosts is listed.

A game describes itself with a `GameInfo` in its package's `__init__.py` (as OpenSpiel's
games declare their `GameType`): seat counts, computer players by level, out-of-turn
windows, simultaneous phases. `GAME_PACKAGES` lists the packages: adding a game is one
line there (see CONTRIBUTING.md). Nothing outside `games/` names a game; the bot learns
them here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.contract import GameEngine, ShownReplay

# Every game the bot hosts, by package: one line per game.
GAME_PACKAGES = (
    "games.barbu",
    "games.slaughter",
    "games.guillotine",
)

Player = Callable[..., str]  # choose(view, legal, rng) -> action


def _never(state: Any) -> float:
    return 0.0


def _no(state: Any) -> bool:
    return False


@dataclass(frozen=True)
class GameInfo:
    """A game, as the tables and the generic tests see it."""

    name: str  # its key: slash commands, stored tables, custom ids
    title: str
    engine: GameEngine  # the game's module: new_game(seed, players, options), from_json(data)
    seats: tuple[int, int]  # (fewest, most) players
    levels: dict[str, Player]  # computer players, by level; the first is the default
    # Seconds a lone forced action waits, so that others may answer out of turn
    # (Guillotine's Wait a Moment! window); 0 when there is nothing to wait for.
    window: Callable[[Any], float] = _never
    # The action that lets such a window go by. A computer's pass is not applied:
    # applying it would show who could have acted.
    window_pass: str | None = None
    # True while the seats act at the same time, or one seat in several steps (Gin
    # Slaughtre's rearranging, Guillotine's end-of-game cards): the computer playing for
    # an absent player then takes all its steps at once.
    simultaneous: Callable[[Any], bool] = _no
    # Levels whose thinking time a table may set: level -> make(milliseconds) -> player.
    timed: dict[str, Callable[[int], Player]] = field(default_factory=dict)
    # Its Discord side: the extension of its cog, adapter and catalogues (locales/);
    # `cogs.<name>` unless given (a game that exists only in the tests keeps it there).
    cog: str = ""
    # How its finished tables are replayed from what they showed (games/records.py); None:
    # no record can be made of it without a card its table never showed.
    record: ShownReplay | None = None

    def __post_init__(self) -> None:
        if not self.cog:
            object.__setattr__(self, "cog", f"cogs.{self.name}")  # frozen: set once, here

    def player(self, level: str, settings: dict[str, Any]) -> Player:
        """The computer player of a level, with the table's thinking time if it has one."""
        if self.thinking_time(level, settings):
            return self.timed[level](int(settings["think_ms"]))
        return self.levels[level]

    def thinking_time(self, level: str, settings: dict[str, Any]) -> float:
        """The seconds the table gives the computer player of a level to think (0: none)."""
        if level in self.timed and settings.get("think_ms"):
            return int(settings["think_ms"]) / 1000.0
        return 0.0


@cache
def all_games() -> dict[str, GameInfo]:
    """Every registered game, by name, in `GAME_PACKAGES` order."""
    found: dict[str, GameInfo] = {}
    for package in GAME_PACKAGES:
        info = importlib.import_module(package).INFO
        if info.name in found:
            raise ValueError(f"two games are named {info.name!r}")
        found[info.name] = info
    return found


def game(name: str) -> GameInfo:
    """The registered game `name` (KeyError if there is none)."""
    return all_games()[name]
