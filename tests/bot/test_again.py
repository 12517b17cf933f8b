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


class LanguageNames:
    """Seat names that show the language they were made in."""

    def computer(self, language: str, number: int) -> str:
        return f"{language} computer {number}"

    def replacing(self, language: str, name: str) -> str:
        return f"{language} computer for {name}"


async def test_computers_come_back_as_fresh_computers_named_in_the_table_language(
    storage: Storage,
) -> None:
    hub, recorder = await make_hub(storage)
    hub.seat_names = LanguageNames()
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="slaughter",
        options={"match": 1}, settings={"turn_timer": 120, "level": "basic"}, language="fr",
    )  # fmt: skip
    await hub.join(table, BOB, "Bob")
    await hub.start(table, ALICE)
    # Bob leaves mid-game: a computer plays his seat (he could take it back) to the end.
    await hub.replace_with_computer(table, BOB)
    assert table.seats[1].name == "fr computer for Bob" and table.seats[1].owner_id == BOB
    table.record.settings["turn_timer"] = 0.001  # alice away: the computer plays her hand
    await hub.time_out_now(table)
    await asyncio.wait_for(recorder.finished.wait(), 60)

    new, opened = await play_again(hub, table, ALICE)
    assert opened and new is not None and new.status == "lobby" and new.language == "fr"
    # Bob's seat is a computer's now, a fresh one: named as one, and nobody's to take back.
    alice, computer = new.seats
    assert (alice.user_id, alice.name) == (ALICE, "Alice")
    assert (computer.user_id, computer.name, computer.level) == (None, "fr computer 1", "basic")
    assert computer.owner_id is None
    stored = await storage.get_table(new.id)
    assert stored is not None and stored.seats == new.seats
    await hub.close()


async def test_each_computer_keeps_its_level(storage: Storage) -> None:
    hub, _ = await make_hub(storage)
    hub.seat_names = LanguageNames()
    table = await hub.open_lobby(
        guild_id=1, channel_id=2, host_id=ALICE, host_name="Alice", game="guillotine",
        options={}, settings={"turn_timer": 120, "level": "basic", "players": 4},
        computers=1, language="de",
    )  # fmt: skip
    await hub.add_computer(table, ALICE, "strong")
    await hub.add_computer(table, ALICE, "basic")
    # Finished as the hub leaves a table at its end (the game itself is not under test).
    table.record.status = "finished"
    await storage.update_table(table.id, status="finished")

    new, opened = await play_again(hub, table, ALICE)
    assert opened and new is not None
    assert [(s.user_id, s.name, s.level) for s in new.seats] == [
        (ALICE, "Alice", None),
        (None, "de computer 1", "basic"),
        (None, "de computer 2", "strong"),
        (None, "de computer 3", "basic"),
    ]
    await hub.close()
