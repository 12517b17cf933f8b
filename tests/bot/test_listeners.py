"""The hub's listeners: a listener hears only the events it overrides (the others do
nothing), one that fails is logged while the next still hears the event, and a seat
that goes away is told once."""

from __future__ import annotations

import logging

import pytest

from bot.storage import SeatRecord, Storage, TableRecord
from bot.tables import AWAY_AFTER_TIMEOUTS, Table, TableHub, TableListener
from bot.tables.listeners import Listeners


def a_lobby() -> Table:
    record = TableRecord(
        id=7, guild_id=1, channel_id=2, thread_id=None, host_id=101, game="barbu",
        options={"rules": "marley"}, settings={}, seed=1,
        seats=[SeatRecord(user_id=101, name="Alice")], status="lobby",
        lobby_message_id=None, table_message_id=None,
    )  # fmt: skip
    return Table(record)


class Lobbies(TableListener):
    """Cares about lobbies only."""

    def __init__(self) -> None:
        self.heard: list[int] = []

    async def lobby_changed(self, table: Table) -> None:
        self.heard.append(table.id)


class Broken(TableListener):
    async def lobby_changed(self, table: Table) -> None:
        raise RuntimeError("a message could not be sent")


async def test_a_listener_hears_only_what_it_overrides() -> None:
    listeners, lobbies, table = Listeners(), Lobbies(), a_lobby()
    listeners.append(lobbies)
    await listeners.table_changed(table, [])
    await listeners.seat_changed(table, 0)
    await listeners.table_waiting(table, True)
    await listeners.table_finished(table)
    await listeners.lobby_changed(table)
    assert lobbies.heard == [table.id]


async def test_a_failing_listener_is_logged_and_the_next_still_hears(
    caplog: pytest.LogCaptureFixture,
) -> None:
    listeners, lobbies, table = Listeners(), Lobbies(), a_lobby()
    listeners.append(Broken())
    listeners.append(lobbies)
    with caplog.at_level(logging.ERROR, "bot.tables.listeners"):
        await listeners.lobby_changed(table)
    assert lobbies.heard == [table.id]
    assert "Table 7: a listener failed on the lobby" in caplog.text

    listeners.remove(lobbies)
    await listeners.lobby_changed(table)
    assert lobbies.heard == [table.id]


class Seats(TableListener):
    def __init__(self) -> None:
        self.heard: list[int] = []

    async def seat_changed(self, table: Table, seat: int) -> None:
        self.heard.append(seat)


async def test_a_seat_that_goes_away_is_told_once(storage: Storage) -> None:
    hub, seats = TableHub(storage, computer_delay=0), Seats()
    hub.listeners.append(seats)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=101, host_name="Alice", game="barbu",
        options={"rules": "marley"}, settings={"turn_timer": 120}, computers=3,
    )  # fmt: skip
    await hub.seating.start(table, 101)  # started without a session: nothing moves
    missed = [await hub.miss_turn(table, 0) for _ in range(AWAY_AFTER_TIMEOUTS + 1)]
    assert missed == [False] * (AWAY_AFTER_TIMEOUTS - 1) + [True, True]
    assert seats.heard == [0]
    assert table.seats[0].away
    await hub.close()
