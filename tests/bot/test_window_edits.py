"""What the table shows, and how often it changes, does not depend on hidden cards: a
computer that holds a card for an out-of-turn window (Guillotine's Wait a Moment!) and lets
the window pass must change the table exactly as when nobody could have answered, so that
watching the table's edits does not tell who holds the card.

Checked on whole Guillotine games played by computers: every change the listeners hear
carries a move (a silent pass would be a change without one, an edit of its own), and
windows were let pass in them (else the check says nothing). Nor does a window wait for
the table to show: how long it lasts must not tell who holds the card either.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import Storage
from bot.tables import Move, Table, TableHub
from tests.bot.test_tables import ALICE, Recorder


class Changes(Recorder):
    """Counts the changes heard without a move, and the windows let pass before a move."""

    def __init__(self) -> None:
        super().__init__()
        self.without_move = 0
        self.windows_passed = 0

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        if not moves:
            self.without_move += 1
        elif table.passed.get(moves[0].index):
            self.windows_passed += 1
        await super().table_changed(table, moves)


@pytest.mark.parametrize("players", [3, 5])
async def test_a_window_let_pass_changes_the_table_as_an_empty_one(
    storage: Storage, players: int
) -> None:
    hub = TableHub(storage, computer_delay=0, window_scale=0)
    changes = Changes()
    hub.listeners.append(changes)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="guillotine",
        options={}, settings={"turn_timer": 120, "players": players},
        # Deals in which computers hold Wait a Moment! and let windows pass (six times at
        # either size); the game, the computers' choices and so the check are the same
        # every run.
        seed=2,
    )  # fmt: skip
    await hub.start(table, ALICE)  # the empty seats get computers
    changes.without_move = 0  # the start shows the first table: that change is no move
    table.record.settings["turn_timer"] = 0.001  # alice away at once: computers play it all
    await hub.time_out_now(table)
    await asyncio.wait_for(changes.finished.wait(), 120)
    assert changes.windows_passed > 0, "no window was let pass: the check saw nothing"
    assert changes.without_move == 0
    await hub.close()


async def test_a_window_does_not_wait_for_the_table_to_show(storage: Storage) -> None:
    """A computer answering a window waits for no display: else the window would last
    longer when a computer holds Wait a Moment! than when nobody does, on a bot slow to
    show its tables."""
    asked_in_window: list[int] = []

    class SlowDisplay(Changes):
        async def shows(self, table: Table, count: int) -> None:
            if table.game.window(table.state):
                asked_in_window.append(count)
            await asyncio.sleep(0)

    hub = TableHub(storage, computer_delay=0.001, window_scale=0.0001)
    changes = SlowDisplay()
    hub.listeners.append(changes)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="guillotine",
        options={}, settings={"turn_timer": 120, "players": 3}, seed=2,
    )  # fmt: skip
    await hub.start(table, ALICE)
    table.record.settings["turn_timer"] = 0.001
    await hub.time_out_now(table)
    await asyncio.wait_for(changes.finished.wait(), 120)
    assert changes.windows_passed > 0, "no window was let pass: the check saw nothing"
    assert asked_in_window == []
    await hub.close()
