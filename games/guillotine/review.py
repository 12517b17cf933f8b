"""A finished day of Guillotine as its review shows it: what everybody saw of it.

`day_review(seed, players, options, actions, day)` replays the game's log
(`games.replay_deal`) and returns plain JSON data, or None while that day is not over
(the third day is over when the game is: its end-of-game cards belong to it). Only what
was public is in it, the engine's public events (`view(None)["events"]`): the line of
nobles as the day began, each turn in order with the action cards played (played cards
are shown), the nobles collected, the cards drawn as a count. The players' hands never
are: they carry over to the next day, and a card never played stays unseen.

- `line`: the nobles as they stood at the day's start, front (at the guillotine) first;
- `events`: the day's events in order (from its `day` event to the next day's, or the
  game's end), as the engine records them;
- `before`, `scores`: each seat's points as the day began and as it ended.
"""

from __future__ import annotations

from typing import Any

from games import json_copy, replay_deal
from games.guillotine.state import GuillotineState


def _days_done(state: Any) -> int:
    return int(state.day) if state.is_over else int(state.day) - 1


def day_review(
    seed: int, players: int, options: dict[str, Any], actions: list[tuple[int, str]], day: int
) -> dict[str, Any] | None:
    """Day `day` (0-based) of the game, as public data; None unless it is over."""
    from games import guillotine  # the package imports its modules: not at this module's import

    found = replay_deal(guillotine, seed, players, options, actions, day, _days_done)
    if found is None:
        return None
    state, day_actions = found
    assert isinstance(state, GuillotineState)
    # The day began with its `day` event, the last one of the start state's events.
    opening = next(e for e in reversed(state.events) if e["type"] == "day")
    line = list(state.line)
    before = list(state.scores)
    events = [json_copy(e) for e in state.events if e["n"] >= opening["n"]]
    seen = state.event_no
    for seat, action in day_actions:
        state.apply(seat, action)
        events.extend(json_copy(e) for e in state.events if e["n"] > seen)
        seen = state.event_no
    following = next(
        (i for i, e in enumerate(events) if e["type"] == "day" and e["day"] > day + 1), None
    )
    if following is not None:
        # The action that closed the day began the next one: its line is the next review's.
        del events[following:]
    for event in events:
        event.pop("n", None)
    return {
        "game": "guillotine",
        "day": day + 1,
        "line": line,
        "events": events,
        "before": before,
        "scores": list(state.scores),
    }
