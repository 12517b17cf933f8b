"""A table never stays stuck on a storage fault while the bot runs, and nobody is told
something false about a move: the hub and its sessions against injected faults
(tests/storage_faults.py), on both backends.

Each test checks the same invariant at its end: memory and the stored log agree, and the
table has gone on (or says why it waits).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.storage import Storage
from bot.storage.postgres.backend import WRITER_NAME
from bot.tables import Table, TableError, TableHub
from bot.tables.session import Patience
from tests.bot.test_tables import ALICE, Recorder, lobby
from tests.fakediscord.recorder import PATIENCE
from tests.postgres import PostgresServer
from tests.storage_faults import StorageFaults

# Retry at once and tell the players at the first retry: no test waits on a back-off.
AT_ONCE = Patience(first=0.0, longest=0.0, notice=0.0)


class WaitRecorder(Recorder):
    """Also hears when a table is held up by a fault and when it goes on."""

    def __init__(self) -> None:
        super().__init__()
        self.waits: list[bool] = []

    async def wait_for(self, predicate: Any, timeout: float = PATIENCE) -> None:
        # A guard against a hang, not a speed bound: the machine may be busy.
        await super().wait_for(predicate, timeout)

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        self.waits.append(waiting)
        self.changed.set()


@pytest.fixture
async def loop_errors() -> AsyncIterator[list[dict[str, Any]]]:
    """What the event loop would print as "Task exception was never retrieved" and the like."""
    loop = asyncio.get_running_loop()
    seen: list[dict[str, Any]] = []
    loop.set_exception_handler(lambda _loop, context: seen.append(context))
    yield seen
    loop.set_exception_handler(None)


async def started(storage: Storage, **hub_options: Any) -> tuple[TableHub, WaitRecorder, Table]:
    """Alice and three computers at Marley's Guillotine, at alice's first choice."""
    hub = TableHub(storage, computer_delay=0, patience=AT_ONCE, **hub_options)
    recorder = WaitRecorder()
    hub.listeners.append(recorder)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    await alices_turn(recorder, table)
    return hub, recorder, table


async def alices_turn(recorder: Recorder, table: Table) -> None:
    seat = table.seat_of(ALICE)
    await recorder.wait_for(lambda: table.humans_to_act() == [seat])


def alices_choice(table: Table) -> str:
    seat = table.seat_of(ALICE)
    assert seat is not None
    return table.state.legal_actions(seat)[-1]


async def in_line(storage: Storage, table: Table) -> None:
    """Memory and the stored log agree, and the game is the replay of that log."""
    await storage.settled()
    stored = await storage.get_table(table.id)
    assert stored is not None
    assert stored.actions == table.record.actions
    assert table.rebuild().to_json() == table.state.to_json()


async def test_a_move_whose_write_fails_is_not_played_and_the_player_is_told(
    storage: Storage,
) -> None:
    hub, _, table = await started(storage)
    faults = StorageFaults.install(storage)
    before = table.action_count
    faults.fail_writes(1)
    with pytest.raises(TableError) as refused:
        await hub.act(table, ALICE, alices_choice(table))
    assert refused.value.code == "not-stored"  # "not played ... try again": true
    assert table.action_count == before
    await in_line(storage, table)
    # Trying again plays it.
    move = await hub.act(table, ALICE, alices_choice(table))
    assert move.index == before and table.action_count > before
    await in_line(storage, table)
    await hub.close()


async def test_a_move_whose_answer_is_lost_after_it_landed_counts_once(
    storage: Storage,
) -> None:
    hub, recorder, table = await started(storage)
    faults = StorageFaults.install(storage)
    before = table.action_count
    action = alices_choice(table)
    faults.lose_answers(1)
    move = await hub.act(table, ALICE, action)  # played: the player is told so
    assert (move.index, move.action) == (before, action)
    assert table.record.actions[before] == (move.seat, action)
    await alices_turn(recorder, table)  # the computers go on from it: nothing at its key
    await in_line(storage, table)
    assert faults.injected["answer lost"] == 1
    await hub.close()


async def test_an_unknown_outcome_holds_the_table_until_the_log_can_be_read(
    storage: Storage,
) -> None:
    hub, recorder, table = await started(storage)
    faults = StorageFaults.install(storage)
    before = table.action_count
    action = alices_choice(table)
    async with faults.blocked():
        faults.lose_answers(1)
        faults.fail_reads(1)
        act = asyncio.create_task(hub.act(table, ALICE, action))
    with pytest.raises(TableError) as refused:
        await act
    # Neither "played" nor "not played" is known: the player is told the truth, that it
    # waits; no other move is taken meanwhile.
    assert refused.value.code == "unsettled"
    # The session reads the log back: the move landed, so it counts, once.
    await recorder.wait_for(lambda: table.action_count > before and not table.unsettled)
    assert table.record.actions[before] == (table.seat_of(ALICE), action)
    await alices_turn(recorder, table)
    await in_line(storage, table)
    assert recorder.waits == [True, False]  # told it waits, then that it goes on
    await hub.close()


async def test_computers_go_on_after_their_writes_fail_for_a_while(
    storage: Storage, loop_errors: list[dict[str, Any]]
) -> None:
    hub, recorder, table = await started(storage)
    faults = StorageFaults.install(storage)
    seat = table.seat_of(ALICE)
    while True:
        await hub.act(table, ALICE, alices_choice(table))
        if seat not in table.state.actors():
            break
    # The computers' driver has not run yet: its first move, then five retries, fail.
    faults.fail_writes(6)
    after = table.action_count
    await recorder.wait_for(lambda: faults.pending == 0 and table.action_count > after)
    await alices_turn(recorder, table)
    await in_line(storage, table)
    assert hub.waiting == set()
    assert recorder.waits == [True, False]
    assert loop_errors == []
    await hub.close()


async def test_the_turn_timer_survives_a_storage_fault(
    storage: Storage, loop_errors: list[dict[str, Any]]
) -> None:
    hub, recorder, table = await started(storage)
    seat = table.seat_of(ALICE)
    faults = StorageFaults.install(storage)
    faults.fail_writes(3)  # counting alice's missed turn fails, and so do two retries
    table.record.settings["turn_timer"] = 0.001
    hub.session(table).drive()  # times alice's turn again, with the short timer
    await recorder.wait_for(lambda: any(m.reason == "timer" for m in recorder.moves))
    assert faults.pending == 0 and table.seats[seat].missed == 1
    await hub.close()  # the computers play on after the timer's move: stop them to compare
    await in_line(storage, table)
    assert loop_errors == []  # no "Task exception was never retrieved"


async def test_a_computer_whose_thinking_keeps_failing_is_played_by_the_basic_player(
    storage: Storage,
) -> None:
    async def broken(*_: Any) -> str:
        raise BrokenProcessPool("a worker died, and so did its replacement")

    hub = TableHub(storage, computer_delay=0, patience=AT_ONCE, think=broken)
    recorder = WaitRecorder()
    hub.listeners.append(recorder)
    table = await lobby(hub, level="strong")
    await hub.start(table, ALICE)
    for _ in range(10):  # alice plays until the computers have had choices to make
        await alices_turn(recorder, table)
        if any(m.reason == "computer" for m in recorder.moves):
            break
        await hub.act(table, ALICE, alices_choice(table))
    assert any(m.reason == "computer" for m in recorder.moves)
    await in_line(storage, table)
    await hub.close()


# ------------------------------------------------------------ real faults


async def test_play_goes_on_after_the_server_ends_the_writers_connection(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    async with await Storage.open(url) as storage:
        hub, recorder, table = await started(storage)
        # The server ends the writer's connection (a restart, an administrator).
        admin = await asyncpg.connect(url)
        try:
            ended = await admin.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = $1 AND datname = current_database()",
                WRITER_NAME,
            )
        finally:
            await admin.close()
        assert ended == 1
        # Alice's next move meets it (or the writer has seen it go and connected again):
        # either way she is told the truth, and trying again plays it.
        before = table.action_count
        for _ in range(2):
            try:
                move = await hub.act(table, ALICE, alices_choice(table))
            except TableError as refused:
                assert refused.code == "not-stored" and table.action_count == before
                continue
            assert move.index == before
            break
        assert table.action_count > before
        await in_line(storage, table)
        # And the game goes on from it (the computers, if they are next) to alice's turn.
        await alices_turn(recorder, table)
        await in_line(storage, table)
        await hub.close()


async def test_computers_go_on_after_another_process_held_the_sqlite_lock(
    db_path: Path,
) -> None:
    async with await Storage.open(db_path) as storage:
        hub, recorder, table = await started(storage)
        seat = table.seat_of(ALICE)
        # Another connection (a backup, the sqlite3 shell) holds the write lock for longer
        # than the writer's busy timeout: the computers' next write fails "database is
        # locked" for real. The lock is let go once the table has been held up.
        other = sqlite3.connect(db_path, isolation_level=None)
        try:
            while True:
                await hub.act(table, ALICE, alices_choice(table))
                if seat not in table.state.actors():
                    break
            other.execute("BEGIN IMMEDIATE")
            await recorder.wait_for(lambda: table.id in hub.waiting)
        finally:
            other.rollback()
            other.close()
        after = table.action_count
        await recorder.wait_for(lambda: table.action_count > after)
        await alices_turn(recorder, table)
        await in_line(storage, table)
        assert recorder.waits == [True, False]
        await hub.close()


async def test_a_game_whose_last_write_lost_its_answer_ends_once(storage: Storage) -> None:
    hub = TableHub(storage, computer_delay=0, patience=AT_ONCE)
    recorder = WaitRecorder()
    hub.listeners.append(recorder)
    ended: list[Table] = []

    class Ends(Recorder):
        async def table_finished(self, table: Table) -> None:
            ended.append(table)

    hub.listeners.append(Ends())
    faults = StorageFaults.install(storage)
    faults.only("finish")
    faults.lose_answers(1)  # the results are stored, and the bot hears a lost connection
    table = await lobby(hub)
    await hub.start(table, ALICE)
    table.record.settings["turn_timer"] = 0.001  # alice away: the computers play it all
    await hub.time_out_now(table)
    await asyncio.wait_for(recorder.finished.wait(), PATIENCE)
    assert faults.injected["answer lost"] == 1
    assert table.status == "finished" and ended == [table]  # announced once
    stats = await storage.player_stats(1, "barbu", ALICE)
    assert stats is not None and stats.played == 1  # stored once
    await in_line(storage, table)
    await hub.close()


async def test_a_write_that_hangs_holds_the_table_until_it_answers(storage: Storage) -> None:
    hub, recorder, table = await started(storage)
    faults = StorageFaults.install(storage)
    faults.only_moves()
    seat = table.seat_of(ALICE)
    before = table.action_count
    faults.block()  # a server that does not answer for a while (a failover, a long lock)
    act = asyncio.create_task(hub.act(table, ALICE, alices_choice(table)))
    await faults.held.wait()
    assert table.action_count == before  # nothing applied before it is stored
    faults.unblock()
    move = await act
    assert move.seat == seat and table.action_count > before
    await alices_turn(recorder, table)
    await in_line(storage, table)
    await hub.close()


def test_the_back_off_doubles_to_a_ceiling_and_wakes_to_tell_the_players() -> None:
    patience = Patience(first=0.5, longest=30.0, notice=10.0)
    held_for, told, pauses = 0.0, False, []
    for tries in range(9):
        pause = patience.pause(tries, held_for, told)
        pauses.append(pause)
        held_for += pause
        told = told or held_for >= patience.notice
    # 0.5, 1, 2, 4, then 2.5 to reach the notice at 10 s exactly, then doubling on to 30.
    assert pauses == [0.5, 1.0, 2.0, 4.0, 2.5, 16.0, 30.0, 30.0, 30.0]
    assert Patience().pause(20, 0.0, True) == 30.0  # never longer than the ceiling


async def test_a_move_whose_write_does_not_answer_in_time_is_settled_when_it_does(
    storage: Storage,
) -> None:
    hub, recorder, table = await started(storage)
    faults = StorageFaults.install(storage)
    faults.only_moves()
    storage.write_timeout = 0.05  # a server that does not answer: the table stops waiting
    seat = table.seat_of(ALICE)
    before = table.action_count
    action = alices_choice(table)
    faults.block()
    with pytest.raises(TableError) as refused:
        await hub.act(table, ALICE, action)
    # Not known yet: the player is told so, and no move is taken meanwhile.
    assert refused.value.code == "unsettled" and table.unsettled
    with pytest.raises(TableError) as again:
        await hub.act(table, ALICE, action)
    assert again.value.code == "unsettled"
    await recorder.wait_for(lambda: recorder.waits == [True])  # the thread is told it waits
    faults.unblock()  # the write answers at last: it landed, so it counts, once
    await recorder.wait_for(lambda: not table.unsettled and table.action_count > before)
    assert table.record.actions[before] == (seat, action)
    await alices_turn(recorder, table)
    await in_line(storage, table)
    assert recorder.waits == [True, False]
    await hub.close()
