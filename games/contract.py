"""The engine contract as types: what a game's state offers, and what its module offers.

Every game package (`games.barbu`, `games.slaughter`, `games.guillotine`) is a
`GameEngine` and its states are `GameState`s; `games/registry.py` holds each game's
engine under this type, so the bot, the storage and the tests reach every game through
these few names only. The promises that types cannot say (determinism, hidden
information, the JSON round trip, refusals that change nothing) are written in
games/README.md and checked for every registered game by tests/games/test_contract.py.

`ShownReplay` is an optional part of the contract, for a game whose finished tables can be
kept as records that hold no hidden card (games/records.py, `GameInfo.record`).

Both are `Protocol`s, not base classes: a game's state class needs no common ancestor,
and a game's package (a module) is its engine as it stands. `runtime_checkable` lets the
contract test check a state with `isinstance` too (that only checks the names exist).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameState(Protocol):
    """A game under way: who acts, what they may do, doing it, and what each seat sees."""

    # Read-only here: a state may keep them as plain attributes or compute them.
    @property
    def is_over(self) -> bool:
        """True once the game (or series, or match) is over; then `actors()` is []."""

    @property
    def scores(self) -> list[int]:
        """The running totals, one per seat."""

    def actors(self) -> list[int]:
        """The seats that may act now: often one, several in a simultaneous phase or an
        out-of-turn window, none when the game is over."""

    def legal_actions(self, seat: int) -> list[str]:
        """What `seat` may do now, in the game's action notation, without repeats
        ([] for a seat that may not act). The caller may keep or change the list."""

    def apply(self, seat: int, action: str) -> None:
        """Do `action` for `seat`; raise `games.IllegalAction` and change nothing if the
        rules do not allow it now."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, as plain JSON data; `None` is a spectator. Never another
        seat's hidden cards."""

    def places(self) -> list[int]:
        """The finishing place of each seat, 1 = first; tied seats share the better one."""

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON data, which the module's `from_json` restores."""


class GameEngine(Protocol):
    """A game's module: a new game from a seed, and a saved game restored."""

    def new_game(self, seed: int, players: int, options: dict[str, Any] | None = None) -> GameState:
        """A new game for `players` seats, all randomness from `seed`; `ValueError` for a
        seat count the game does not take or an unknown option key or value."""

    def from_json(self, data: dict[str, Any]) -> GameState:
        """A state from what its `to_json` wrote (`ValueError` if it is not one)."""


class ShownReplay(Protocol):
    """A game replayed from what its table showed, not from its seed (an optional part of the
    contract: `GameInfo.record`).

    The seed decides every card, those never shown among them (a deal's unplayed cards, the
    deals never played): a record that held it would tell them all. A *part* is what the
    game plays to an end (a deal, a game of a match, a day); `shown_parts` says, for each
    part played to its end, what chance dealt in it as far as the table showed it, and
    `from_shown` starts a game that deals from those instead of a seed. The cards nobody saw
    are placeholders the engine lets nobody play but as the part's actions say; the actions
    of the parts replay on that game to the same scores, deterministically.
    """

    part_name: str  # what a part is called in English ("deal"), for games.replay's lines

    def shown_parts(
        self, seed: int, players: int, options: dict[str, Any], actions: Sequence[tuple[int, str]]
    ) -> list[dict[str, Any]]:
        """Each part of the game `seed` and `actions` give that was played to its end, in
        order, as plain JSON data holding no card the table did not show by then: its
        `actions` ([seat, action], one for each of the log's, a card nobody saw written
        as the game's placeholder) and what `from_shown` deals it from."""

    def from_shown(
        self, players: int, options: dict[str, Any], parts: Sequence[dict[str, Any]]
    ) -> GameState:
        """A new game that deals each part from `parts` (what `shown_parts` gave)."""
