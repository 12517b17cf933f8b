"""A seeded chaos run: whole games of every game played while storage and worker faults
strike at random, with the invariants of a table that never stays stuck checked throughout.

One run (`chaos_game`) seats alice, a human who plays her own moves through the hub as a
player would (and is told what became of each), with computer players, and plays the game
to its end. After each change of the table, with probability `rate`, one fault is injected
(tests/storage_faults.py, and a thinking that fails as a dead worker pool does):

- `write failed`: the next 1 to 3 writes of moves fail;
- `answer lost`: the next move is stored and its caller hears a lost connection;
- `unknown outcome`: the same, and the read-back fails too (the table waits, unsettled);
- `read failed`: the next 1 to 2 reads fail;
- `worker died`: the next 1 to 2 computer decisions fail to be thought.

Checked: the game ends (a stall is a game that does not end while faults have stopped);
memory, the stored log and a replay of it agree; every answer alice got about her move was
true (played: it is in the log at its place; not played: it was not there then).

The suite runs a bounded version (tests/bot/test_chaos.py); `python -m bench.chaos` runs
more and prints the figures.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import games
from bot.storage import Storage
from bot.tables import Move, Table, TableError, TableHub, TableListener
from bot.tables.session import Patience
from games import IllegalAction
from tests.storage_faults import StorageFaults

ALICE = 101
AT_ONCE = Patience(first=0.0, longest=0.0, notice=0.0)

# What each game is played with: its options, its settings and its seats.
GAMES: dict[str, dict[str, Any]] = {
    "barbu": {"options": {"rules": "marley"}, "settings": {"players": 4}},
    "slaughter": {"options": {"match": 1}, "settings": {"players": 2}},
    "guillotine": {"options": {}, "settings": {"players": 3}},
}
KINDS = ("write failed", "answer lost", "unknown outcome", "read failed", "worker died")


@dataclass
class ChaosReport:
    """What one run (or several, added up) saw."""

    games: int = 0
    faults: Counter[str] = field(default_factory=Counter)
    stalls: int = 0
    lost: int = 0  # moves alice was told were played that are not in the log
    doubled: int = 0  # logs that disagree with memory or with their replay
    dishonest: int = 0  # answers about a move that were not true
    answers: Counter[str] = field(default_factory=Counter)

    def add(self, other: ChaosReport) -> None:
        self.games += other.games
        self.faults.update(other.faults)
        self.answers.update(other.answers)
        self.stalls += other.stalls
        self.lost += other.lost
        self.doubled += other.doubled
        self.dishonest += other.dishonest


class FlakyThinking:
    """Computer players' thinking that fails the next `failing` times (a worker pool that
    died twice), else thinks in a thread as the hub does by default."""

    def __init__(self) -> None:
        self.failing = 0

    async def __call__(self, choose: Any, view: Any, legal: Any, rng: random.Random) -> str:
        if self.failing:
            self.failing -= 1
            raise RuntimeError("the thinking pool broke twice")
        return await asyncio.to_thread(choose, view, legal, rng)


class Chaos(TableListener):
    """Injects one random fault after a table change, with probability `rate`."""

    def __init__(
        self, faults: StorageFaults, thinking: FlakyThinking, rng: random.Random, rate: float
    ) -> None:
        self.faults = faults
        self.thinking = thinking
        self.rng = rng
        self.rate = rate
        self.on = True
        self.injected: Counter[str] = Counter()
        self.changed = asyncio.Event()

    def strike(self) -> None:
        if not self.on or self.rng.random() >= self.rate:
            return
        kind = self.rng.choice(KINDS)
        self.injected[kind] += 1
        if kind == "write failed":
            self.faults.fail_writes(self.rng.randint(1, 3))
        elif kind == "answer lost":
            self.faults.lose_answers(1)
        elif kind == "unknown outcome":
            self.faults.lose_answers(1)
            self.faults.fail_reads(self.rng.randint(1, 2))
        elif kind == "read failed":
            self.faults.fail_reads(self.rng.randint(1, 2))
        else:
            self.thinking.failing += self.rng.randint(1, 2)

    # The hub's listener: every change may bring a fault.
    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        self.strike()
        self.changed.set()

    async def table_finished(self, table: Table) -> None:
        self.changed.set()

    async def lobby_changed(self, table: Table) -> None:
        self.changed.set()

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        self.changed.set()


async def _stored(truth: Storage, table: Table) -> list[tuple[int, str]]:
    record = await truth.get_table(table.id)
    assert record is not None
    return record.actions


async def _alice(
    hub: TableHub, table: Table, truth: Storage, chaos: Chaos, rng: random.Random,
    report: ChaosReport,
) -> None:  # fmt: skip
    """Alice plays her turns as a player would, and each answer she gets is checked."""
    while table.status == "playing":
        seat = table.seat_of(ALICE)
        assert seat is not None
        if seat not in table.humans_to_act():
            chaos.changed.clear()
            await chaos.changed.wait()
            continue
        index = table.action_count
        legal = table.state.legal_actions(seat)
        action = rng.choice(legal)
        try:
            move = await hub.act(table, ALICE, action, expected_index=index)
        except TableError as refused:
            report.answers[refused.code] += 1
            if refused.code == "not-stored":
                stored = await _stored(truth, table)
                if index < len(stored) and stored[index] == (seat, action):
                    report.dishonest += 1  # told "not played", yet it is in the log
            elif refused.code == "unsettled":
                # Told the truth, that it is not known yet: wait for the table to settle.
                while table.unsettled and table.status == "playing":
                    chaos.changed.clear()
                    await chaos.changed.wait()
            continue
        except IllegalAction:
            continue  # the game moved on between reading and acting
        report.answers["played"] += 1
        stored = await _stored(truth, table)
        if move.index >= len(stored) or stored[move.index] != (seat, action):
            report.lost += 1  # told "played", and it is not there


async def chaos_game(
    storage: Storage, truth: Storage, game: str, seed: int, *, rate: float = 0.15,
    patience: float = 60.0,
) -> ChaosReport:  # fmt: skip
    """Play one game of `game` with faults; `truth` reads the same database unfaulted."""
    report = ChaosReport(games=1)
    rng = random.Random(seed)
    faults = StorageFaults.install(storage)
    faults.only_moves()
    thinking = FlakyThinking()
    hub = TableHub(storage, computer_delay=0, window_scale=0, patience=AT_ONCE, think=thinking)
    chaos = Chaos(faults, thinking, rng, rate)
    hub.listeners.append(chaos)
    setup = GAMES[game]
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game=game,
        options=dict(setup["options"]), settings={"turn_timer": 0, **setup["settings"]},
        seed=seed,
    )  # fmt: skip
    await hub.start(table, ALICE)
    alice = asyncio.create_task(_alice(hub, table, truth, chaos, rng, report))
    try:
        await asyncio.wait_for(_ended(table, chaos), patience)
    except TimeoutError:
        # Faults stop: a table that is merely slow ends now; one that is stuck does not.
        chaos.on = False
        faults.clear()
        thinking.failing = 0
        try:
            await asyncio.wait_for(_ended(table, chaos), patience)
        except TimeoutError:
            report.stalls += 1
    finally:
        alice.cancel()
        await asyncio.gather(alice, return_exceptions=True)
        await hub.close()
    report.faults = chaos.injected
    await storage.settled()
    stored = await _stored(truth, table)
    replayed = games.replay(
        table.engine, table.record.seed, len(table.seats), table.record.options, stored
    )
    if stored != table.record.actions or replayed.to_json() != table.state.to_json():
        report.doubled += 1
    return report


async def _ended(table: Table, chaos: Chaos) -> None:
    while table.status == "playing":
        chaos.changed.clear()
        await chaos.changed.wait()
