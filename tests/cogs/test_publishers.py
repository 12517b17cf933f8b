"""The publishers of the tables shown: a table changed is published, and an abandoned
one is not made a publisher again by news that comes after it was forgotten."""

from __future__ import annotations

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
