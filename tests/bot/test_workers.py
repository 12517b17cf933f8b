"""The worker processes: work runs in another process, and a dead worker is replaced."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot import metrics
from bot.workers import NICENESS, Workers
from games.barbu import new_game
from games.barbu.players import rule_based_player
from render import render_hand
from tests.bot.worker_probe import imported


def _pid() -> int:
    return os.getpid()


@pytest.fixture
async def workers():
    pool = Workers(processes=1)
    yield pool
    pool.close()


async def test_drawing_runs_in_another_process_and_returns_a_png(workers: Workers) -> None:
    assert await workers.draw(_pid) != os.getpid()
    image = await workers.draw(render_hand, ["AS", "KH", "2C"], ["AS"], "Alice")
    assert image.startswith(b"\x89PNG")


async def test_workers_start_with_the_preloaded_modules_imported(workers: Workers) -> None:
    # tests/conftest.py preloads what the bot's table extension does: the renderers, which
    # this module imports but a worker would not until its first drawing.
    assert await workers.draw(imported, "render.leaderboard")
    assert await workers.think(imported, "games.guillotine.players")


def _niceness() -> int:
    return os.nice(0)


async def test_workers_yield_the_cpu_to_the_bot(workers: Workers) -> None:
    # On a saturated machine the event loop must answer clicks first (bench.load).
    expected = min(19, _niceness() + NICENESS)
    assert await workers.draw(_niceness) == expected
    assert await workers.think(_niceness) == expected
    assert _niceness() < expected


async def test_a_computer_thinks_in_its_own_lane(workers: Workers) -> None:
    state = new_game(seed=7)
    seat = state.actors()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    here = rule_based_player(view, legal, random.Random(1))
    there = await workers.think(rule_based_player, view, legal, random.Random(1))
    assert there == here  # the same choice: the rng travels with its state
    assert await workers.think(_pid) != await workers.draw(_pid)  # one pool per lane


async def test_a_killed_worker_is_replaced(workers: Workers) -> None:
    before = await workers.draw(_pid)
    os.kill(before, signal.SIGKILL)
    after = await workers.draw(_pid)
    assert after not in (before, os.getpid())


async def test_closed_workers_take_no_more_work(workers: Workers) -> None:
    await workers.draw(_pid)
    workers.close()
    with pytest.raises(RuntimeError, match="closed"):
        await workers.draw(_pid)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has exited
    except FileNotFoundError:
        return False


CHILD = """
import asyncio, os
from bot.workers import NICENESS, Workers

async def main():
    workers = Workers(1)
    print(await workers.draw(os.getpid), flush=True)
    await asyncio.sleep(120)

asyncio.run(main())
"""


def test_workers_exit_when_the_bot_process_is_killed() -> None:
    bot = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True)
    try:
        worker = int(bot.stdout.readline())  # type: ignore[union-attr]
        assert _alive(worker)
    finally:
        bot.kill()
        bot.wait()
    # The worker checks on its parent every second; no orphan stays behind. Wait for its exit
    # itself (a pidfd is readable once the process has ended), at most a minute.
    try:
        exited = os.pidfd_open(worker)
    except ProcessLookupError:
        return  # gone already
    try:
        readable, _, _ = select.select([exited], [], [], 60)
    finally:
        os.close(exited)
    assert readable, "the worker outlived its parent"
    assert not _alive(worker)


def _die() -> None:
    os._exit(1)  # as a worker killed mid-work (out of memory, a signal)


async def test_a_lane_whose_workers_die_twice_fails_that_work_and_starts_afresh(
    workers: Workers,
) -> None:
    restarts = metrics.WORKER_RESTARTS.labels(lane="think")
    before = restarts._value.get()
    # The work kills its worker, and the replacement's too: the caller hears of it (a
    # computer player then falls back to one in the bot's process), rather than wait.
    with pytest.raises(BrokenProcessPool):
        await workers.think(_die)
    assert restarts._value.get() == before + 2
    # The lane is not left broken: the next work runs in a new worker.
    assert await workers.think(_pid) != os.getpid()
