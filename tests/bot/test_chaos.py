"""The seeded chaos run (tests/chaos.py) in the suite, bounded: a few whole games of each
game on each backend, faults striking after about one change in four; every invariant must
hold (no stall, nothing lost or doubled, no false answer). `python -m bench.chaos` runs
longer and prints the figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.storage import Storage
from tests.chaos import GAMES, ChaosReport, chaos_game

GAMES_EACH = 3


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_whole_games_under_random_faults_never_stall_or_lie(
    storage: Storage, location: str | Path, game: str
) -> None:
    report = ChaosReport()
    async with await Storage.open(location) as truth:
        for seed in range(1, GAMES_EACH + 1):
            report.add(await chaos_game(storage, truth, game, seed=seed, rate=0.25))
    print(game, report)
    assert sum(report.faults.values()) >= 20, report  # faults did strike
    assert report.answers["played"] > 0, report
    assert (report.stalls, report.lost, report.doubled, report.dishonest) == (0, 0, 0, 0), report
