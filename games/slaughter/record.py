"""A Gin Slaughtre match as its table showed it: what a record holds instead of the seed,
and the match replayed from that (`GameInfo.record`, the `ShownReplay` of
games/contract.py).

The seed decides every game's pack: the hands dealt face down, the upcards face up, and
the stock, drawn face down (refills, draws, a black 5's and a jack's draws). What the
table showed of a game: the upcards as dealt, every card played (and so every card picked
up with the pile), every hand card swapped into the upcards; not the cards still held at
the end, nor the stock never drawn, nor drawn cards never played, nor when a played card
came into its hand. So a game's part holds only its actions (which name every card
played or swapped), the `upcards` as dealt, and two things the table showed that the
replay cannot work out without the hands: who started and why (`start`, the view's
start effect), and how many cards each jack made the other player draw (`jacks`, in
order: the draws stop at the first card of rank 5 or lower, which was not shown).

Replayed from a part, every face-down card is `UNSEEN` ("??"): no legal list offers it,
and a card played (or swapped) from a hand that holds one, and seen nowhere else, is
taken to have been one of them. The rules of play are sound on such a hand: a play is
checked on the cards it names (a set, a run, the top card), which are shown; a draw is
allowed when the shown cards offer no play, which they did not when the hand did not;
the hand's size, which decides refills, the upcards' turn and the end, is the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.slaughter.state import SlaughterState

part_name = "game"


def shown_parts(
    seed: int, players: int, options: dict[str, Any], actions: Sequence[tuple[int, str]]
) -> list[dict[str, Any]]:
    """Each game of the match that was played to its end, as the table showed it: its
    `actions`, the `upcards` as dealt, who started (`start`) and each jack's draws."""
    state = SlaughterState(seed, options)
    parts: list[dict[str, Any]] = []
    part = _new_part(state)
    for seat, action in actions:
        game = state.game_number
        before = state.effects
        state.apply(seat, action)
        part["actions"].append([seat, action])
        effects = state.effects if state.effects is not before else []
        for effect in effects:
            if effect["kind"] == "start":
                part["start"] = {k: effect[k] for k in ("seat", "rank", "where")}
            elif effect["kind"] == "jack":
                part["jacks"].append(effect["drew"])
        if state.game_number != game or state.is_over:
            parts.append(part)
            part = _new_part(state)
    return parts


def _new_part(state: SlaughterState) -> dict[str, Any]:
    # Face up from the deal: everyone saw them before anyone moved.
    return {"actions": [], "upcards": [list(ups) for ups in state.upcards], "jacks": []}


def from_shown(
    players: int, options: dict[str, Any], parts: Sequence[dict[str, Any]]
) -> SlaughterState:
    """A match that deals each game from `parts` (what `shown_parts` gave): no seed."""
    if players != 2:
        raise ValueError(f"Gin Slaughtre is played by 2 players, not {players}")
    return SlaughterState(0, options, shown=[dict(part) for part in parts])
