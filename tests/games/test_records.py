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

from games import IllegalAction, barbu, guillotine, slaughter
from games.guillotine.cards import ACTION_ORDER, NOBLE_ORDER
from games.guillotine.constants import UNSEEN
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


def test_every_game_is_recorded() -> None:
    assert set(RECORDED) == set(all_games()) >= {"barbu", "slaughter", "guillotine"}


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


# ------------------------------------------------------------------ Guillotine

GUILLOTINE_CARDS = re.compile(
    r"\b(?:" + "|".join(sorted((*NOBLE_ORDER, *ACTION_ORDER), key=len, reverse=True)) + r")\b"
)


def guillotine_play(
    seed: int, players: int, levels: list[str], **options: Any
) -> tuple[Any, list[tuple[int, str]]]:
    """A game of random play (`"random"`) and computer players, any seat that may act
    moving (so Wait a Moment! is played out of turn), as a table plays it: a window's pass
    is not applied (`GameInfo.window_pass`)."""
    state = guillotine.new_game(seed, players, options)
    rng = random.Random(seed)
    rngs = [random.Random(f"{seed}:{n}") for n in range(players)]
    log: list[tuple[int, str]] = []
    while not state.is_over:
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        level = levels[seat]
        if level == "random":
            action = rng.choice(legal)
        else:
            action = guillotine.INFO.levels[level](state.view(seat), list(legal), rngs[seat])
        if action == guillotine.SKIP and state.phase == "collect" and seat != state.turn:
            continue
        state.apply(seat, action)
        log.append((seat, action))
    return state, log


def guillotine_record(seed: int, log: list[tuple[int, str]], status: str, players: int):
    names = [f"Player {n}" for n in range(players)]
    return make_record(game="guillotine", seed=seed, options={}, players=names,
                       actions=log, status=status)  # fmt: skip


def shown_by_day(seed: int, players: int, log: list[tuple[int, str]]) -> dict[int, set[str]]:
    """Every card the spectator's view named during each day (events included), from the
    engine: a day's part may hold those and no other."""
    state = guillotine.new_game(seed, players, {})
    shown: dict[int, set[str]] = {1: set(GUILLOTINE_CARDS.findall(json.dumps(state.view(None))))}
    for seat, action in log:
        day = state.day
        state.apply(seat, action)
        seen = set(GUILLOTINE_CARDS.findall(json.dumps(state.view(None))))
        shown.setdefault(day, set()).update(seen)
        shown.setdefault(state.day, set()).update(seen)
    return shown


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_guillotine_records_replay_with_computers_and_waits(players: int) -> None:
    """Random play mixed with both computer levels, Wait a Moment! played out of turn:
    finished and abandoned games replay to their scores from what their tables showed."""
    levels = ["random", "basic", "random", "basic", "random"][:players]
    kinds: set[str] = set()
    for seed in range(10**12 + players * 10, 10**12 + players * 10 + 3):
        state, log = guillotine_play(seed, players, levels)
        lines: list[str] = []
        record = guillotine_record(seed, log, "finished", players)
        assert record["status"] == "finished" and record["scores"] == state.scores
        assert len(record["parts"]) == state.day
        assert check_record(json.loads(json.dumps(record)), lines.append), lines
        assert "Day 3 (actions" in "\n".join(lines) or state.day < 3
        cut = random.Random(seed).randrange(1, len(log))
        abandoned = guillotine_record(seed, log[:cut], "abandoned", players)
        assert check_record(json.loads(json.dumps(abandoned)), lines.append), lines
        kinds |= {kind for part in record["parts"] for kind, _ in part["chance"]}
    assert "first" in kinds and (players == 2 or "wait" in kinds), kinds


def test_guillotine_records_replay_with_the_strong_player() -> None:
    state, log = guillotine_play(10**12 + 77, 3, ["strong", "basic", "random"])
    record = guillotine_record(10**12 + 77, log, "finished", 3)
    lines: list[str] = []
    assert check_record(json.loads(json.dumps(record)), lines.append), lines
    assert record["scores"] == state.scores


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_guillotine_record_holds_no_card_never_shown_and_no_seed(seed: int) -> None:
    seed = 10**12 + seed
    _, log = guillotine_play(seed, 4, ["random", "basic", "random", "basic"])
    cut = len(log) * 3 // 4  # abandoned on the third day
    for actions, status in ((log, "finished"), (log[:cut], "abandoned")):
        record = guillotine_record(seed, actions, status, 4)
        text = json.dumps(record)
        assert "seed" not in text and str(seed) not in text
        assert "hand" not in text  # the hands are never written, not even their sizes
        shown = shown_by_day(seed, 4, actions)
        for day, part in enumerate(record["parts"], start=1):
            cards = set(GUILLOTINE_CARDS.findall(json.dumps(part)))
            assert cards <= shown[day], (day, cards - shown[day])
    # Cards still held at the end were never shown: the replay holds placeholders there.
    replayed = guillotine.INFO.record.from_shown(4, {}, record["parts"])  # type: ignore[union-attr]
    for part in record["parts"]:
        for seat, action in part["actions"]:
            replayed.apply(seat, action)
    assert any(UNSEEN in hand for hand in replayed.hands)
    assert all(UNSEEN not in action for action in replayed.legal_actions(replayed.actors()[0]))


def test_a_guillotine_window_pass_is_never_written() -> None:
    """A seat that lets a window go by would tell it held Wait a Moment!: the table never
    applies that pass, and a log that has one gets no record."""
    for seed in range(100):  # the first game where someone may wait out of turn
        state = guillotine.new_game(seed, 5, {})
        rng = random.Random(seed)
        log: list[tuple[int, str]] = []
        passed = None
        while passed is None and not state.is_over:
            waiting = [s for s in state.actors() if s != state.turn]
            if state.phase == "collect" and waiting:
                passed = waiting[0]
            else:
                seat = state.actors()[0]
                action = rng.choice(state.legal_actions(seat))
                state.apply(seat, action)
                log.append((seat, action))
        if passed is not None:
            break
    assert passed is not None
    log.append((passed, guillotine.SKIP))
    with pytest.raises(ValueError, match="window"):
        guillotine_record(seed, log, "abandoned", 5)


def test_a_guillotine_record_changed_by_hand_fails() -> None:
    _, log = guillotine_play(10**12 + 9, 3, ["random", "random", "random"])
    record = guillotine_record(10**12 + 9, log, "finished", 3)
    lines: list[str] = []
    # A day's line laid out otherwise: the nobles collected differ, and so do the scores.
    first = record["parts"][0]
    nobles = [list(reversed(first["nobles"][0])), *first["nobles"][1:]]
    changed = dict(record, parts=[dict(first, nobles=nobles), *record["parts"][1:]])
    assert not check_record(changed, lines.append)
    assert lines[-1].startswith("MISMATCH")
    # A random outcome of another kind than the engine's: malformed.
    chance = [["missing-heads", 0], *first["chance"][1:]]
    changed = dict(record, parts=[dict(first, chance=chance), *record["parts"][1:]])
    assert not check_record(changed, lines.append)
    assert lines[-1].startswith("MISMATCH")


def test_a_replayed_guillotine_game_lets_nobody_play_a_placeholder() -> None:
    """A hand of placeholders offers no card; a card an action names is taken from them only
    when the action is legal, and a refused one changes nothing."""
    _, log = guillotine_play(10**12 + 4, 3, ["random", "basic", "random"])
    assert guillotine.INFO.record is not None
    replayed = guillotine.INFO.record.from_shown(
        3, {}, guillotine.INFO.record.shown_parts(10**12 + 4, 3, {}, log)
    )
    assert replayed.hands == [[UNSEEN] * 5] * 3
    seat = replayed.actors()[0]
    assert all(UNSEEN not in action for action in replayed.legal_actions(seat))
    before = replayed.to_json()
    for action in ("play", "play:", "play:??", "play:stumble:99", "play:wait-a-moment", "wait"):
        for anyone in range(3):
            with pytest.raises(IllegalAction):
                replayed.apply(anyone, action)
    assert replayed.to_json() == before
