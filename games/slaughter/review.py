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
  records: the pile taken, a card drawn, a burn, a quartet, a joker's pick-up, a
  jack's draws… counts, never the cards drawn);
- `start`: who began and why (the engine's `start` effect);
- `result`: the game's result (`winner`, `margin`, `reason`, `turns`).
"""

from __future__ import annotations

from typing import Any

from games import json_copy, replay_deal
from games.slaughter.constants import SEATS
from games.slaughter.state import SlaughterState

# Told apart from the turns: who began (`start`) and the result (`won`).
APART = frozenset({"start", "won"})


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
        from_hand = bool(state.hands[seat])
        state.apply(seat, action)
        if not playing:
            if state.phase == "play" or state.results[game:]:
                upcards = [list(row) for row in state.upcards]
                start = json_copy(state.effects[0]) if state.effects else None
            continue
        kind = action.partition(":")[0]
        turn: dict[str, Any] = {"seat": seat, "kind": kind}
        if kind == "play":
            last = state.last_play
            if last is None or state.results[game:]:
                # The game's last play: the next game is dealt at once, its record gone.
                last = {
                    "cards": action.partition(":")[2].split(","),
                    "from": "hand" if from_hand else "upcards",
                    "drew": 0,
                }
            turn["cards"] = list(last["cards"])
            turn["from"] = last["from"]
            turn["drew"] = last["drew"]
        turn["effects"] = [json_copy(e) for e in state.effects if e["kind"] not in APART]
        turns.append(turn)
    return {
        "game": "slaughter",
        "number": game + 1,
        "upcards": upcards or [[], []],
        "start": start,
        "turns": turns,
        "result": json_copy(state.results[game]),
    }
