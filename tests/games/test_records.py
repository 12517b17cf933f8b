"""Records (games/records.py) and the replay from what a table showed (`GameInfo.record`,
the `ShownReplay` part of the engine contract), for every game that has one: a record
replays to its scores, holds no seed and no card the table never showed, and a record that
disagrees with the engine is caught (`python -m games.replay` exits 1)."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games import barbu, slaughter
from games.records import check_record, make_record
from games.registry import all_games
from tests.games.play import play_with, random_play

RECORDED = [name for name, info in all_games().items() if info.record is not None]
CARD = re.compile(r"\b(?:[2-9TJQKA][SHDC]|X[12])\b")


def played(name: str, seed: int, options: dict[str, Any]) -> list[tuple[int, str]]:
    info = all_games()[name]
    state = info.engine.new_game(seed=seed, players=info.seats[1], options=options)
    return random_play(state, random.Random(seed), any_actor=False)


def record_of(name: str, seed: int, actions: list[tuple[int, str]], status: str, **options: Any):
    players = [f"Player {n}" for n in range(all_games()[name].seats[1])]
    return make_record(game=name, seed=seed, options=options, players=players,
                       actions=actions, status=status)  # fmt: skip


def test_barbu_and_slaughter_are_recorded() -> None:
    assert {"barbu", "slaughter"} <= set(RECORDED)


@pytest.mark.parametrize("name", RECORDED)
@pytest.mark.parametrize("seed", [3, 11])
def test_a_record_replays_to_its_scores_finished_or_abandoned(name: str, seed: int) -> None:
    actions = played(name, seed, {})
    lines: list[str] = []
    record = record_of(name, seed, actions, "finished")
    assert record["status"] == "finished" and not record["unfinished_left_out"]
    assert check_record(json.loads(json.dumps(record)), lines.append), lines
    assert lines[-1].startswith("OK")
    # Abandoned somewhere in the middle: the unfinished part is left out.
    cut = random.Random(seed).randrange(1, len(actions))
    abandoned = record_of(name, seed, actions[:cut], "abandoned")
    assert abandoned["status"] == "abandoned"
    kept = sum(len(part["actions"]) for part in abandoned["parts"])
    assert kept <= cut
    assert abandoned["unfinished_left_out"] == (kept < cut)
    assert check_record(abandoned, lines.append), lines


@pytest.mark.parametrize("name", RECORDED)
def test_a_game_dealt_from_a_record_keeps_the_contract(name: str) -> None:
    """The same replay from the parts gives the same state, which `from_json` restores."""
    info = all_games()[name]
    assert info.record is not None
    actions = played(name, 5, {})
    parts = info.record.shown_parts(5, info.seats[1], {}, actions)
    states = []
    for _ in range(2):
        state = info.record.from_shown(info.seats[1], {}, parts)
        for part in parts[: len(parts) // 2]:
            for seat, action in part["actions"]:
                state.apply(seat, action)
        states.append(state.to_json())
    assert states[0] == states[1]
    restored = info.engine.from_json(json.loads(json.dumps(states[0])))
    assert restored.to_json() == states[0]
    for part in parts[len(parts) // 2 :]:
        for seat, action in part["actions"]:
            restored.apply(seat, action)
    assert restored.is_over


def shown_by_deal(seed: int, options: dict[str, Any], actions: list[tuple[int, str]]):
    """Every card the spectator's view showed during each deal, from the engine."""
    state = barbu.new_game(seed, 4, options)
    shown: dict[int, set[str]] = {}
    for seat, action in actions:
        deal = state.deal
        state.apply(seat, action)
        view = json.dumps(state.view(None))  # after the move: the card is on the table
        shown.setdefault(deal, set()).update(CARD.findall(view))
    return shown


@pytest.mark.parametrize("rules", ["barbu", "marley"])
@pytest.mark.parametrize("seed", [1, 2, 7])
def test_a_barbu_record_holds_no_card_never_shown_and_no_seed(rules: str, seed: int) -> None:
    seed = 10**12 + seed  # a seed long enough not to appear by chance
    actions = played("barbu", seed, {"rules": rules})
    cut = len(actions) * 2 // 3  # abandoned in a deal that is not over
    record = record_of("barbu", seed, actions[:cut], "abandoned", rules=rules)
    text = json.dumps(record)
    assert "seed" not in text and str(seed) not in text
    shown = shown_by_deal(seed, {"rules": rules}, actions[:cut])
    held_back = 0
    for deal, part in enumerate(record["parts"], start=1):
        cards = set(CARD.findall(json.dumps(part)))
        assert cards <= shown[deal], (deal, cards - shown[deal])
        held_back += sum(part["unseen"])
    whole = record_of("barbu", seed, actions, "finished", rules=rules)
    shown = shown_by_deal(seed, {"rules": rules}, actions)
    for deal, part in enumerate(whole["parts"], start=1):
        assert set(CARD.findall(json.dumps(part))) <= shown[deal]
        held_back += sum(part["unseen"])
    assert held_back > 0  # deals that stopped with cards in the hands (Domino at least)
    # The deal left unfinished shows nothing of itself in the record.
    assert record["unfinished_left_out"]
    assert len(record["parts"]) + 1 in shown


def test_a_record_that_disagrees_with_the_engine_fails(tmp_path: Path) -> None:
    actions = played("barbu", 9, {"rules": "marley"})
    record = record_of("barbu", 9, actions, "finished", rules="marley")
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    wrong = dict(record, scores=[s + 1 for s in record["scores"]])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(wrong))
    first = record["parts"][0]
    swapped_part = dict(first, actions=[[(seat + 1) % 4, a] for seat, a in first["actions"]])
    swapped = dict(record, parts=[swapped_part, *record["parts"][1:]])
    refused = tmp_path / "refused.json"
    refused.write_text(json.dumps(swapped))
    run = [sys.executable, "-m", "games.replay"]
    root = Path(__file__).resolve().parents[2]
    ok = subprocess.run([*run, str(good)], capture_output=True, text=True, cwd=root, check=False)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "Deal 24 (actions" in ok.stdout and ok.stdout.rstrip().splitlines()[-1].startswith("OK")
    for path in (bad, refused):
        out = subprocess.run(
            [*run, str(path)], capture_output=True, text=True, cwd=root, check=False
        )
        assert out.returncode == 1
        assert "MISMATCH" in out.stdout.rstrip().splitlines()[-1]
    lines: list[str] = []
    broken = dict(record, parts=[{"hands": []}])
    assert not check_record(broken, lines.append)
    assert lines[-1].startswith("MISMATCH: the record is malformed")
    unreadable = tmp_path / "nothing.json"
    unreadable.write_text("{")
    out = subprocess.run(
        [*run, str(unreadable)], capture_output=True, text=True, cwd=root, check=False
    )
    assert out.returncode == 2


def shown_by_game(seed: int, options: dict[str, Any], actions: list[tuple[int, str]]):
    """Every card the spectator's view of a Gin Slaughtre match showed during each game."""
    state = slaughter.new_game(seed, 2, options)
    shown: dict[int, set[str]] = {1: set(CARD.findall(json.dumps(state.view(None))))}
    for seat, action in actions:
        game = state.game_number
        state.apply(seat, action)
        seen = set(CARD.findall(json.dumps(state.view(None))))
        if state.game_number != game:  # the next game is dealt: its upcards are its own
            shown.setdefault(game, set()).update(CARD.findall(json.dumps(state.results)))
            shown.setdefault(game, set()).update(CARD.findall(action))
            shown.setdefault(state.game_number, set()).update(seen)
        else:
            shown.setdefault(game, set()).update(seen)
    return shown


def test_a_slaughter_record_holds_no_card_never_shown_and_no_seed() -> None:
    # The rule-based player ends games by going out: the loser's cards, never shown, remain.
    basic = slaughter.INFO.levels["basic"]
    sizes = []
    for seed in range(10**12, 10**12 + 4):
        actions = play_with(slaughter.new_game(seed, 2, {"match": 3}), [basic, basic], f"r:{seed}")
        record = record_of("slaughter", seed, actions, "finished", match=3)
        text = json.dumps(record)
        assert "seed" not in text and str(seed) not in text
        shown = shown_by_game(seed, {"match": 3}, actions)
        for game, part in enumerate(record["parts"], start=1):
            cards = set(CARD.findall(json.dumps(part)))
            assert cards <= shown[game], (game, cards - shown[game])
            sizes.append(len(cards))
    assert min(sizes) < 54  # games that ended with cards nobody saw
