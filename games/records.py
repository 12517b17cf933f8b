"""A table's record: the whole series in a file that holds nothing its table did not show,
and the check that the engine replays it to the same scores (`python -m games.replay`).

A record is plain JSON (`make_record`): its format and version, the game, the options, the
players by the names they had at the table, whether the table finished or was abandoned,
the parts (deals, games, days) played to their end as the game's `ShownReplay` gives them
(games/contract.py): each with its actions, what it was dealt as far as the table showed
it, and the scores after it; and the scores at the end of the last. It never holds the
seed: the seed decides every card, those never shown among them. An abandoned table's
unfinished part is left out (its cards were not all shown), and the record says so
(`unfinished_left_out`).

`check_record` replays a record on the engine, from its parts alone, part by part, and says
(in plain English: a developer's tool, not a player's) what each part scored and whether the
engine agrees with the record.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from typing import Any

from games import IllegalAction
from games.registry import GameInfo, all_games

FORMAT = "barbu-bot-record"
VERSION = 1


def make_record(
    *,
    game: str,
    seed: int,
    options: dict[str, Any],
    players: Sequence[str],
    actions: Sequence[tuple[int, str]],
    status: str,
) -> dict[str, Any]:
    """The record of a finished or abandoned table (ValueError for a game that has no way
    to replay one without its seed: `GameInfo.record` is None)."""
    info = all_games()[game]
    if info.record is None:
        raise ValueError(f"{info.title} tables have no records")
    parts = info.record.shown_parts(seed, len(players), options, actions)
    state = info.engine.new_game(seed=seed, players=len(players), options=options)
    done = 0
    kept: list[dict[str, Any]] = []
    for part in parts:
        end = done + len(part["actions"])
        for seat, action in actions[done:end]:
            state.apply(seat, action)
        done = end
        kept.append({**part, "scores": list(state.scores)})
    finished = status == "finished" and state.is_over
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "status": "finished" if finished else "abandoned",
        "options": dict(options),
        "players": list(players),
        "parts": kept,
        "scores": list(state.scores),
        "unfinished_left_out": done < len(actions),
    }
    if finished:
        record["places"] = state.places()
    return record


def check_record(record: dict[str, Any], say: Callable[[str], None]) -> bool:
    """Replay `record` part by part, saying what each scored; True if the engine reaches
    every score the record gives, False (and a line saying where) if it does not."""
    problem = _unreadable(record)
    if problem:
        say(f"MISMATCH: {problem}")
        return False
    try:
        return _replay(all_games()[record["game"]], record, say)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        # A record changed by hand (a part without its actions, a seat out of range...).
        say(f"MISMATCH: the record is malformed ({error!r})")
        return False


def _replay(info: GameInfo, record: dict[str, Any], say: Callable[[str], None]) -> bool:
    """`check_record`'s replay, part by part, of a record that reads."""
    assert info.record is not None
    players: list[str] = record["players"]
    say(f"{info.title}, {record['status']}, {len(record['parts'])} {info.record.part_name}s")
    say("Players: " + ", ".join(players))
    say("Options: " + ", ".join(f"{k}={v}" for k, v in sorted(record["options"].items())))
    state = info.record.from_shown(len(players), record["options"], record["parts"])
    done = 0
    for number, part in enumerate(record["parts"], start=1):
        end = done + len(part["actions"])
        say("")
        say(f"{info.record.part_name.capitalize()} {number} (actions {done + 1}-{end})")
        moves: list[str] = []
        for seat, action in part["actions"]:
            try:
                state.apply(seat, action)
            except IllegalAction as refusal:
                say(f"MISMATCH: action {done + len(moves) + 1} ({players[seat]}: {action})"
                    f" is refused by the engine ({refusal.code})")  # fmt: skip
                return False
            moves.append(f"{players[seat]}: {action}")
        done = end
        say(textwrap.fill(" | ".join(moves), width=100, initial_indent="  ",
                          subsequent_indent="  ", break_on_hyphens=False))  # fmt: skip
        say("  Scores: " + _scores(players, state.scores))
        if list(state.scores) != part["scores"]:
            say(f"MISMATCH: after {info.record.part_name} {number} the engine reaches"
                f" {list(state.scores)}, the record says {part['scores']}")  # fmt: skip
            return False
    say("")
    if record["unfinished_left_out"]:
        say(f"The table was abandoned: its unfinished {info.record.part_name} is left out.")
    if list(state.scores) != record["scores"]:
        say(f"MISMATCH: the engine ends at {list(state.scores)},"
            f" the record says {record['scores']}")  # fmt: skip
        return False
    if record["status"] == "finished" and not state.is_over:
        say("MISMATCH: the record says the game finished; the engine has it still going")
        return False
    say(f"OK: the engine reaches the record's scores ({_scores(players, state.scores)}).")
    return True


def _unreadable(record: Any) -> str | None:
    """Why `record` is not a record this version reads, or None if it is."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        return "not a barbu-bot record"
    if record.get("version") != VERSION:
        return f"record version {record.get('version')!r}; this replays version {VERSION}"
    info = all_games().get(record.get("game"))  # type: ignore[arg-type]  # checked just below
    if info is None or info.record is None:
        return f"no game {record.get('game')!r} with records"
    for key in ("players", "parts", "scores", "options"):
        if key not in record:
            return f"the record has no {key!r}"
    return None


def _scores(players: Sequence[str], scores: Sequence[int]) -> str:
    return ", ".join(f"{name} {score}" for name, score in zip(players, scores, strict=True))
