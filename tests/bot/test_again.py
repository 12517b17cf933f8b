"""Play again at the hub (bot/tables/again.py): only the finished table's players, one new
table per finished table, however many clicks, and still after a restart."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import Storage
from bot.tables import TableError, TableHub
from bot.tables.again import finished_table, play_again
from tests.bot.test_tables import ALICE, BOB, make_hub

CAROL = 303


async def test_one_new_table_with_the_same_players_even_after_a_restart(
    storage: Storage,
) -> None:
    hub, recorder = await make_hub(storage)
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="slaughter",
        options={"match": 1}, settings={"turn_timer": 120, "level": "basic"}, language="nl",
    )  # fmt: skip
    await hub.join(table, BOB, "Bob")
    await hub.start(table, ALICE)
    with pytest.raises(TableError, match=r"^not-over$"):
        await play_again(hub, table, ALICE)
    table.record.settings["turn_timer"] = 0.001  # both away: the computer plays their hands
    await hub.time_out_now(table)
    await asyncio.wait_for(recorder.finished.wait(), 60)

    with pytest.raises(TableError, match=r"^not-a-player$"):
        await play_again(hub, table, CAROL)
    # Two clicks at once: one table.
    (first, opened), (second, again) = await asyncio.gather(
        play_again(hub, table, BOB), play_again(hub, table, ALICE)
    )
    assert (opened, again) == (True, False) and first is second
    assert first is not None and first.status == "lobby" and first.record.host_id == BOB
    assert [s.user_id for s in first.seats] == [ALICE, BOB]
    assert [s.name for s in first.seats] == ["Alice", "Bob"]
    assert first.record.options == {"match": 1}
    assert first.language == "nl"  # the finished table's language, whoever clicked
    await hub.close()

    hub = TableHub(storage, computer_delay=0)
    await hub.restore()  # the new lobby comes back; the finished table is read on demand
    old = await finished_table(hub, table.id)
    assert old is not None and old.status == "finished"
    third, opened = await play_again(hub, old, ALICE)
    assert not opened and third is not None and third.id == first.id
    assert third.language == "nl"  # stored with the table: a restart keeps it
    assert await finished_table(hub, first.id) is None  # a lobby is not a finished table
    await hub.close()
