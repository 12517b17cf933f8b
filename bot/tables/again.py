"""Play again: a new lobby with the players of a finished table seated, once per table.

The player who asks hosts it; the humans keep their seats in the same order, computer
players come back as fresh computers (a seat handed to a computer mid-game included), and
the options, settings and language stay. The finished table remembers the new one (in its settings,
"again"), under its lock, so a second click, even after a restart, opens nothing more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage import SeatRecord
from bot.tables.table import Table, TableError

if TYPE_CHECKING:
    from bot.tables.hub import TableHub

# Settings of a finished table that are not carried to the next one.
NOT_CARRIED = ("hinted", "again")


async def finished_table(hub: TableHub, table_id: int) -> Table | None:
    """The finished table `table_id`, from memory or (after a restart) from storage."""
    table = hub.get(table_id)
    if table is None:
        record = await hub.storage.get_table(table_id)
        if record is None or record.status != "finished":
            return None
        table = hub.keep_ended(Table(record))
    return table if table.status == "finished" else None


def check_player(table: Table, user_id: int) -> int:
    """The seat of `user_id` at the finished table; TableError if they did not play it."""
    seat = table.seat_of(user_id)
    if seat is None:
        raise TableError("not-a-player")
    return seat


async def play_again(hub: TableHub, table: Table, user_id: int) -> tuple[Table | None, bool]:
    """The new table opened from `table` and whether this call opened it (False: an earlier
    click did; the table is then None if it is no longer open)."""
    async with table.lock:
        if table.status != "finished":
            raise TableError("not-over")
        seat = check_player(table, user_id)
        opened = table.record.settings.get("again")
        if opened is not None:
            return hub.get(int(opened)), False
        record = table.record
        level = record.settings.get("level", "basic")
        seats: list[SeatRecord] = []
        for old in record.seats:
            if old.user_id is None:
                # A fresh computer, named in the table's language: a seat handed to a
                # computer mid-game comes back as a plain computer, nobody's to take back.
                computer = hub.computer_seat(
                    record.game, record.language, seats, old.level or level
                )
                seats.append(computer)
            else:
                seats.append(SeatRecord(user_id=old.user_id, name=old.name))
        settings = {k: v for k, v in record.settings.items() if k not in NOT_CARRIED}
        new = await hub.open_lobby(
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            host_id=user_id,
            host_name=record.seats[seat].name,
            game=record.game,
            options=dict(record.options),
            settings=settings,
            seats=seats,
            language=record.language,
        )
        remembered = {**record.settings, "again": new.id}
        await hub.storage.update_table(table.id, settings=remembered)
        record.settings = remembered
    return new, True
