"""A finished game of a Gin Slaughtre match as its review shows it: what both players saw.

`game_review(seed, options, actions, game)` replays the match's log
(`games.replay_deal`) and returns plain JSON data, or None while that game is not over.
Only what was face up is in it: the hands as dealt and the stock never are (the stock's
order stays unseen to the end; a hand's cards are seen one by one, when played):

- `upcards`: both rows of upcards as they lay when play began (after rearranging: a
  swap puts a hand card face up, so the rows seen then are public; the swaps themselves
  are not listed, the cards taken into the hand being known only as "an upcard");
- `turns`: each move of the play in order: `seat`, `kind` (`play`, `take`, `draw`), for
  a play its `cards` and where they came `from` (hand or upcards) and how many cards
  the player `drew` after it, and the `effects` the table showed (engine effect
  records: a burn, a quartet, a joker's pick-up, a jack's draws… counts, never the
  cards drawn);
- `start`: who began and why (the engine's `start` effect);
- `result`: the game's result (`winner`, `margin`, `reason`, `turns`).
"""

from __future__ import annotations

from typing import Any

from games import json_copy, replay_deal
from games.slaughter.constants import SEATS
from games.slaughter.state import SlaughterState

SHOWN_EFFECTS = frozenset({"joker", "burn", "jack", "red5", "black5", "quartet", "suit"})


def _games_done(state: Any) -> int:
    return len(state.results)


def game_review(
    seed: int, options: dict[str, Any], actions: list[tuple[int, str]], game: int
) -> dict[str, Any] | None:
    """Game `game` (0-based) of the match, as public data; None unless it is over."""
    from games import slaughter  # the package imports its modules: not at this module's import

    found = replay_deal(slaughter, seed, SEATS, options, actions, game, _games_done)
    if found is None:
        return None
    state, game_actions = found
    assert isinstance(state, SlaughterState)
    upcards: list[list[str]] | None = None
    start: dict[str, Any] | None = None
    turns: list[dict[str, Any]] = []
    for seat, action in game_actions:
        playing = state.phase == "play"
        state.apply(seat, action)
        if not playing:
            if state.phase == "play" or state.results[game:]:
                upcards = [list(row) for row in state.upcards]
                start = json_copy(state.effects[0]) if state.effects else None
            continue
        kind = action.partition(":")[0]
        turn: dict[str, Any] = {"seat": seat, "kind": kind}
        if kind == "play" and state.last_play is not None:
            turn["cards"] = list(state.last_play["cards"])
            turn["from"] = state.last_play["from"]
            turn["drew"] = state.last_play["drew"]
        turn["effects"] = [json_copy(e) for e in state.effects if e["kind"] in SHOWN_EFFECTS]
        turns.append(turn)
    return {
        "game": "slaughter",
        "number": game + 1,
        "upcards": upcards or [[], []],
        "start": start,
        "turns": turns,
        "result": json_copy(state.results[game]),
    }
