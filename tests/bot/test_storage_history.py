"""A server's past tables (`Storage.past_tables`, the source of `/<game> history`) on both
backends: newest first, paged, a member's only, abandoned ones after a move, never another
server's, another game's, a table still running, or a lobby cancelled before any move."""

from __future__ import annotations

from bot.storage import SeatRecord, Storage
from tests.bot.conftest import Clock
from tests.bot.test_storage import ALICE, BOB, CAROL, GUILD, OTHER_GUILD, new_table


async def finished(
    storage: Storage, clock: Clock, guild_id: int = GUILD, game: str = "barbu", **overrides: object
) -> int:
    table_id = await new_table(storage, guild_id, game=game, **overrides)
    await storage.update_table(table_id, status="playing")
    await storage.append_actions(table_id, 0, [(0, "contract:no-tricks", ALICE)])
    clock.now += 60
    await storage.finish_table(table_id, guild_id=guild_id, game=game, results=[(ALICE, 1, 5)])
    return table_id


async def test_past_tables_newest_first_paged_with_their_logs(
    storage: Storage, clock: Clock
) -> None:
    ids = [await finished(storage, clock) for _ in range(5)]
    first = await storage.past_tables(GUILD, "barbu", limit=2)
    second = await storage.past_tables(GUILD, "barbu", limit=2, offset=2)
    last = await storage.past_tables(GUILD, "barbu", limit=2, offset=4)
    assert [p.table.id for p in first + second + last] == ids[::-1]
    assert first[0].table.actions == [(0, "contract:no-tricks")]
    assert first[0].table.status == "finished"
    assert first[0].ended_at > last[0].ended_at
    assert await storage.past_tables(GUILD, "barbu", limit=2, offset=6) == []


async def test_past_tables_keep_to_their_server_game_and_member(
    storage: Storage, clock: Clock
) -> None:
    mine = await finished(storage, clock)
    elsewhere = await finished(storage, clock, OTHER_GUILD)
    await finished(storage, clock, game="slaughter")
    seats = [SeatRecord(BOB, "Bob"), SeatRecord(None, "Computer 1", "basic", owner_id=CAROL)]
    theirs = await finished(storage, clock, seats=seats)
    running = await new_table(storage)
    await storage.update_table(running, status="playing")
    await storage.append_actions(running, 0, [(0, "contract:no-tricks", ALICE)])
    cancelled = await new_table(storage)
    await storage.update_table(cancelled, status="abandoned")
    abandoned = await new_table(storage)
    await storage.append_actions(abandoned, 0, [(0, "contract:no-tricks", ALICE)])
    clock.now += 60
    await storage.update_table(abandoned, status="abandoned")

    everyone = await storage.past_tables(GUILD, "barbu", limit=10)
    assert [p.table.id for p in everyone] == [abandoned, theirs, mine]
    assert everyone[0].table.status == "abandoned"
    alice = await storage.past_tables(GUILD, "barbu", member_id=ALICE, limit=10)
    assert [p.table.id for p in alice] == [abandoned, mine]
    # A seat the computer took over still counts as the member's.
    carol = await storage.past_tables(GUILD, "barbu", member_id=CAROL, limit=10)
    assert [p.table.id for p in carol] == [theirs]
    bob_elsewhere = await storage.past_tables(OTHER_GUILD, "barbu", member_id=BOB, limit=10)
    assert [p.table.id for p in bob_elsewhere] == [elsewhere]
    assert await storage.past_tables(OTHER_GUILD, "barbu", member_id=CAROL, limit=10) == []
