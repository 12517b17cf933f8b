"""The publishers of the tables shown: a table changed is published, an abandoned one is
not made a publisher again by news that comes after it was forgotten, and a computer
waiting for the table to show a move is let go once it does, or once nothing will."""

from __future__ import annotations

import asyncio

from bot.storage import SeatRecord, TableRecord
from bot.tables import Table
from cogs.tables.publisher import Publisher, Publishers


def a_table(status: str) -> Table:
    record = TableRecord(
        id=7, guild_id=1, channel_id=2, thread_id=None, host_id=101, game="barbu",
        options={"rules": "marley"}, settings={}, seed=1,
        seats=[SeatRecord(user_id=101, name="Alice")], status=status,
        lobby_message_id=None, table_message_id=None,
    )  # fmt: skip
    return Table(record)


class Shown:
    """Records what it is asked to publish."""

    def __init__(self) -> None:
        self.published: list[int] = []

    async def publish(self, table: Table, publisher: Publisher) -> None:
        self.published.append(table.id)

    async def publication_failed(self, table: Table, error: Exception) -> None:
        raise AssertionError(error)


async def test_a_table_changed_is_published() -> None:
    shown = Shown()
    publishers = Publishers(shown, edit_interval=0.0)
    table = a_table("lobby")
    publishers.poke(table)
    await publishers.wait_idle()
    assert shown.published == [table.id] and publishers.holds(table.id)


async def test_an_abandoned_table_forgotten_is_not_published_again() -> None:
    shown = Shown()
    publishers = Publishers(shown, edit_interval=0.0)
    table = a_table("lobby")
    publishers.poke(table)
    await publishers.wait_idle()
    # Abandoned: its messages are closed and its parts forgotten. A computer's move that
    # was under way then tells of itself after.
    table.record.status = "abandoned"
    publishers.forget(table)
    publishers.poke(table)
    await publishers.wait_idle()
    assert shown.published == [table.id]
    assert not publishers.holds(table.id)


class Held:
    """Publishes only when let go, and says when each publication begins."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.began: list[int] = []  # the table's action count as each publication began
        self.started = asyncio.Event()
        self.go = asyncio.Event()

    async def publish(self, table: Table, publisher: Publisher) -> None:
        self.began.append(table.action_count)
        self.started.set()
        await self.go.wait()
        self.go.clear()
        if self.fail:
            raise RuntimeError("Discord said no")

    async def publication_failed(self, table: Table, error: Exception) -> None:
        pass

    async def next_began(self) -> None:
        await self.started.wait()
        self.started.clear()


def a_playing_table() -> Table:
    table = a_table("lobby")
    table.record.status = "playing"
    return table


async def test_the_table_shows_a_move_once_a_publication_begun_after_it_ends() -> None:
    held = Held()
    publishers = Publishers(held, edit_interval=0.0)
    table = a_playing_table()
    publishers.poke(table)
    await held.next_began()  # drawn with no action
    table.record.actions.append((0, "contract:queens"))
    publishers.poke(table)  # joins as the next publication
    waiter = asyncio.create_task(publishers.shows(table, 1))
    held.go.set()  # the first one ends: it was begun before the move
    await held.next_began()
    assert held.began == [0, 1] and not waiter.done()
    held.go.set()
    await waiter  # the second one, begun after the move, has ended
    await publishers.wait_idle()


async def test_a_failed_publication_does_not_hold_up_the_game() -> None:
    held = Held(fail=True)
    publishers = Publishers(held, edit_interval=0.0)
    table = a_playing_table()
    table.record.actions.append((0, "contract:queens"))
    publishers.poke(table)
    await held.next_began()
    waiter = asyncio.create_task(publishers.shows(table, 1))
    held.go.set()
    await waiter  # it failed and backs off: the game goes on meanwhile
    publishers.of(table).task.cancel()  # type: ignore[union-attr]


async def test_nothing_on_its_way_holds_up_nobody() -> None:
    publishers = Publishers(Shown(), edit_interval=0.0)
    table = a_playing_table()
    await publishers.shows(table, 5)  # no publisher yet: nothing to wait for
    publishers.poke(table)
    await publishers.wait_idle()
    await publishers.shows(table, 5)  # published and idle: nothing more is coming
