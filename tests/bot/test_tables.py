"""The table hub without Discord: lobby rules, moves, computers, forced moves, timer, restore."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot.storage import Storage
from bot.tables import Move, Table, TableError, TableHub, TableListener
from bot.workers import Workers
from games import IllegalAction

ALICE, BOB = 101, 202


class Recorder(TableListener):
    """A listener that keeps what it hears and lets a test wait for a condition."""

    def __init__(self) -> None:
        self.moves: list[Move] = []
        self.finished = asyncio.Event()
        self.changed = asyncio.Event()

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        self.moves.extend(moves)
        self.changed.set()

    async def table_finished(self, table: Table) -> None:
        self.finished.set()

    async def lobby_changed(self, table: Table) -> None:
        self.changed.set()

    async def wait_for(self, predicate, timeout: float = 10.0) -> None:
        async def loop() -> None:
            while not predicate():
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(loop(), timeout)


async def make_hub(storage: Storage) -> tuple[TableHub, Recorder]:
    hub = TableHub(storage, computer_delay=0)
    recorder = Recorder()
    hub.listeners.append(recorder)
    return hub, recorder


async def lobby(hub: TableHub, **settings) -> Table:
    return await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="barbu",
        options={"rules": "marley"}, settings={"turn_timer": 120, **settings},
    )  # fmt: skip


async def test_lobby_rules(storage: Storage) -> None:
    hub, _ = await make_hub(storage)
    table = await lobby(hub)
    with pytest.raises(TableError, match=r"^already-seated$"):
        await hub.join(table, ALICE, "Alice")
    with pytest.raises(TableError, match=r"^host-cannot-leave$"):
        await hub.leave(table, ALICE)
    await hub.join(table, BOB, "Bob")
    with pytest.raises(TableError, match=r"^host-only$"):
        await hub.start(table, BOB)
    with pytest.raises(TableError, match=r"^host-only$"):
        await hub.add_computer(table, BOB)
    await hub.leave(table, BOB)
    with pytest.raises(TableError, match=r"^not-seated$"):
        await hub.leave(table, BOB)
    stored = await storage.get_table(table.id)
    assert stored is not None and [s.user_id for s in stored.seats] == [ALICE]
    await hub.close()


async def test_bad_options_fail_when_the_lobby_opens(storage: Storage) -> None:
    hub, _ = await make_hub(storage)
    with pytest.raises(ValueError, match="domino_order"):
        await hub.open_lobby(
            guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="barbu",
            options={"rules": "marley", "domino_order": "sideways"}, settings={},
        )  # fmt: skip


async def test_computers_play_a_whole_series_and_the_result_is_stored(storage: Storage) -> None:
    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    # Alice is the only human: a timer that plays for her at once keeps the game going.
    table.record.settings["turn_timer"] = 0.001
    await hub.time_out_now(table)
    await asyncio.wait_for(recorder.finished.wait(), 60)
    assert table.status == "finished" and table.state.is_over
    assert sum(table.state.scores) == 400
    reasons = {m.reason for m in recorder.moves}
    assert {"computer", "timer"} <= reasons
    stats = await storage.player_stats(1, "barbu", ALICE)
    assert stats is not None and stats.played == 1
    await hub.close()


async def test_a_turn_that_runs_out_twice_at_once_counts_one_miss(storage: Storage) -> None:
    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    seat = table.seat_of(ALICE)
    await recorder.wait_for(lambda: table.humans_to_act() == [seat])
    # The timer and a second caller (here two) find the same turn run out together.
    await asyncio.gather(hub.time_out_now(table), hub.time_out_now(table))
    assert not table.seats[seat].away and table.seats[seat].missed == 1
    chosen = [m.reason for m in recorder.moves if m.seat == seat and m.reason != "forced"]
    assert chosen == ["timer"]
    await hub.close()


async def test_a_series_of_two_humans_stores_both_results_with_their_places(
    storage: Storage,
) -> None:
    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.join(table, BOB, "Bob")
    await hub.start(table, ALICE)
    assert len(table.seats) == 4 and [s.user_id for s in table.seats].count(None) == 2
    # Both humans away: the timer plays for each of them at once, to the end of the series.
    table.record.settings["turn_timer"] = 0.001
    await hub.time_out_now(table)
    await asyncio.wait_for(recorder.finished.wait(), 60)
    assert table.status == "finished"
    places = table.state.places()
    for user, name in ((ALICE, "Alice"), (BOB, "Bob")):
        seat = table.seat_of(user)
        assert seat is not None
        stats = await storage.player_stats(1, "barbu", user)
        assert stats is not None and stats.played == 1 and stats.name == name
        assert stats.wins == (places[seat] == 1) and stats.avg_place == places[seat]
    # Two humans: they were rated, the one placed ahead above the other.
    board = await storage.leaderboard(1, "barbu")
    assert {row.user_id for row in board} == {ALICE, BOB}
    alice, bob = places[table.seat_of(ALICE)], places[table.seat_of(BOB)]
    if alice != bob:
        assert board[0].user_id == (ALICE if alice < bob else BOB)
        assert board[0].rating > board[1].rating
    await hub.close()


async def test_a_human_move_is_checked_then_logged(storage: Storage) -> None:
    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    await recorder.wait_for(lambda: table.actor() == 0)
    legal = table.state.legal_actions(0)
    with pytest.raises(TableError, match=r"^not-playing$"):
        await hub.act(table, BOB, legal[0])
    with pytest.raises(TableError, match=r"^out-of-date$"):
        await hub.act(table, ALICE, legal[0], expected_index=table.action_count + 1)
    with pytest.raises(IllegalAction):
        await hub.act(table, ALICE, "contract:no-such-thing")
    assert table.action_count == 0
    move = await hub.act(table, ALICE, legal[0], expected_index=0)
    assert move.index == 0 and move.reason == "player"
    stored = await storage.get_table(table.id)
    assert stored is not None and stored.actions[0] == (0, legal[0])
    await hub.close()


async def test_restore_rebuilds_the_game_from_its_log(storage: Storage) -> None:
    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    await recorder.wait_for(lambda: table.actor() == 0)
    await hub.act(table, ALICE, table.state.legal_actions(0)[0])
    await recorder.wait_for(lambda: table.actor() == 0)
    saved = table.state.to_json()
    await hub.close()

    again, recorder = await make_hub(storage)
    restored = await again.restore()
    assert [t.id for t in restored] == [table.id]
    assert restored[0].state.to_json() == saved
    await again.close()


async def test_a_log_the_rules_no_longer_allow_ends_the_table_and_says_so(
    storage: Storage,
) -> None:
    """After a rules fix, a table whose logged moves break the new rules cannot go on: it
    is abandoned (no results) and its channel hears of it, instead of staying stuck."""
    hub, _ = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    await hub.close()
    # A move no rules allow, as if an older version had accepted it.
    await storage.append_action(table.id, table.action_count, 0, "play:ZZ", ALICE)

    again, recorder = await make_hub(storage)
    heard: list[str] = []

    async def lobby_changed(changed: Table) -> None:
        heard.append(changed.status)

    recorder.lobby_changed = lobby_changed  # type: ignore[method-assign]
    assert await again.restore() == []
    stored = await storage.get_table(table.id)
    assert stored is not None and stored.status == "abandoned"
    assert heard == ["abandoned"]
    await again.close()


async def test_restore_from_a_snapshot_equals_a_full_replay(storage: Storage) -> None:
    import games
    from bot.tables import SNAPSHOT_EVERY
    from games import barbu

    hub, recorder = await make_hub(storage)
    table = await lobby(hub)
    await hub.start(table, ALICE)
    table.record.settings["turn_timer"] = 0.001  # the timer plays for alice at once
    await hub.time_out_now(table)
    await recorder.wait_for(lambda: table.action_count > 2 * SNAPSHOT_EVERY + 5)
    await hub.close()
    # A move cut short by the close is still committed (its caller no longer waits).
    await storage.settled()

    stored = await storage.get_table(table.id)
    assert stored is not None and stored.snapshot is not None
    assert stored.snapshot_index % SNAPSHOT_EVERY == 0 and stored.snapshot_index >= SNAPSHOT_EVERY
    again, _ = await make_hub(storage)
    again.closed = True  # rebuild only: no computer turns
    restored = (await again.restore())[0]
    full = games.replay(barbu, stored.seed, 4, stored.options, stored.actions)
    assert restored.state.to_json() == full.to_json()
    # A snapshot the engine cannot read is ignored: the log is replayed.
    await storage.update_table(table.id, snapshot={"game": "something else"})
    third, _ = await make_hub(storage)
    third.closed = True
    assert (await third.restore())[0].state.to_json() == full.to_json()


async def test_computers_let_a_wait_a_moment_window_pass_without_a_trace(
    storage: Storage,
) -> None:
    hub = TableHub(storage, computer_delay=0, window_scale=0.001)  # 10 s windows last 10 ms
    recorder = Recorder()
    hub.listeners.append(recorder)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="guillotine",
        options={}, settings={"players": 3}, computers=2,
    )  # fmt: skip
    await hub.start(table, ALICE)
    await hub.replace_with_computer(table, ALICE)
    await asyncio.wait_for(recorder.finished.wait(), 60)
    # Replay the log: a pass in the window ("skip" while a noble is about to be collected)
    # would tell who holds Wait a Moment!, so none was logged; each window ended in a collect.
    state = table.engine.new_game(seed=table.record.seed, players=3, options=table.record.options)
    collects = 0
    for seat, action in table.record.actions:
        assert not (action == "skip" and state.phase == "collect"), (seat, action)
        collects += action == "collect"
        state.apply(seat, action)
    assert state.is_over and collects > 0
    assert (await storage.get_table(table.id)).status == "finished"


async def test_the_timer_plays_every_step_of_a_simultaneous_phase(storage: Storage) -> None:
    hub, _ = await make_hub(storage)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="slaughter",
        options={"match": 1}, settings={},
    )  # fmt: skip
    await hub.join(table, BOB, "Bob")
    await hub.start(table, ALICE)
    assert table.state.phase == "rearrange" and sorted(table.humans_to_act()) == [0, 1]
    await hub.time_out_now(table)  # both are away: each one's swaps, then Ready
    assert table.state.phase == "play"
    assert {s for s, a in table.record.actions if a == "ready"} == {0, 1}
    await hub.close()


async def test_a_strong_computer_takes_its_whole_thinking_time_however_quick(
    storage: Storage,
) -> None:
    """A decision its player answers at once (all its cards alike) would tell the table
    something of the hand: the move is shown no sooner than the table's thinking time."""
    loop = asyncio.get_running_loop()
    asked: list[float] = []

    async def at_once(choose: object, view: dict, legal: list[str], rng: object) -> str:
        asked.append(loop.time())
        return legal[0]

    hub = TableHub(storage, computer_delay=0, window_scale=1.0, think=at_once)
    shown: list[float] = []

    class Shown(Recorder):
        async def table_changed(self, table: Table, moves: list[Move]) -> None:
            shown.extend(loop.time() for move in moves if move.reason == "computer")
            await super().table_changed(table, moves)

    recorder = Shown()
    hub.listeners.append(recorder)
    try:
        table = await lobby(hub, level="strong", think_ms=100)
        await hub.start(table, ALICE)
        await hub.replace_with_computer(table, ALICE)
        await recorder.wait_for(lambda: len(shown) >= 3)
        # Each move at least 0.1 s after its player was asked (the event loop's clock: a
        # sleep never ends before its time).
        pairs = zip(asked[:3], shown[:3], strict=True)
        assert all(seen - began >= 0.1 - 1e-6 for began, seen in pairs)
    finally:
        await hub.close()


class Timed(Recorder):
    """A recorder that also notes when each move was heard (the event loop's clock)."""

    def __init__(self) -> None:
        super().__init__()
        self.applied: list[tuple[Move, float]] = []

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        now = asyncio.get_running_loop().time()
        self.applied.extend((move, now) for move in moves)
        await super().table_changed(table, moves)


async def test_a_computer_waits_for_the_table_to_show_the_last_move(storage: Storage) -> None:
    """Players must see every move: a computer (or the table, playing a lone legal card)
    does not play on before the table shows the last one, however long its delay is over
    (a busy bot's messages fall behind)."""
    hub = TableHub(storage, computer_delay=0.01, window_scale=0)
    shown: dict[int, float] = {}  # action count -> when the (slow) display showed it

    class SlowDisplay(Timed):
        async def shows(self, table: Table, count: int) -> None:
            await asyncio.sleep(0.05)  # the display's own lag, five times the delay
            shown.setdefault(count, asyncio.get_running_loop().time())

    recorder = SlowDisplay()
    hub.listeners.append(recorder)
    try:
        table = await lobby(hub)
        await hub.start(table, ALICE)
        await hub.replace_with_computer(table, ALICE)
        await recorder.wait_for(lambda: len(recorder.applied) >= 4)
        # Move k (the k+1-th action) came after the display showed the first k actions.
        assert all(at >= shown[move.index] for move, at in recorder.applied[:4])
    finally:
        await hub.close()


async def test_a_lone_legal_card_comes_at_the_pace_of_a_choice(storage: Storage) -> None:
    """Played at once, a lone legal card would tell the table that its player had no other:
    it waits the computer delay, as a choice does."""
    delay = 0.02
    hub = TableHub(storage, computer_delay=delay, window_scale=0)
    recorder = Timed()
    hub.listeners.append(recorder)
    try:
        table = await lobby(hub)
        await hub.start(table, ALICE)
        await hub.replace_with_computer(table, ALICE)
        # A Marley deal has 8 tricks: its last one at least is played by the table.
        await recorder.wait_for(lambda: len(recorder.applied) >= 34)
        reasons = [move.reason for move, _ in recorder.applied]
        assert "forced" in reasons and "computer" in reasons
        times = [at for _, at in recorder.applied]
        assert all(b - a >= delay - 1e-6 for a, b in itertools.pairwise(times))
    finally:
        await hub.close()


async def test_strong_computers_think_in_a_worker_process(storage: Storage) -> None:
    workers = Workers(processes=1)
    hub = TableHub(storage, computer_delay=0, think=workers.think)
    recorder = Recorder()
    hub.listeners.append(recorder)
    try:
        table = await lobby(hub, level="strong")
        await hub.start(table, ALICE)
        await hub.replace_with_computer(table, ALICE)
        await recorder.wait_for(lambda: table.action_count >= 3, timeout=60)
        assert all(seat.level == "strong" for seat in table.seats)
        stored = await storage.get_table(table.id)
        assert stored is not None and stored.actions[:3] == table.record.actions[:3]
    finally:
        await hub.close()
        workers.close()
