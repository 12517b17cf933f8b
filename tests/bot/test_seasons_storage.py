"""Seasons in bot/storage, on both backends: a season started, results landing in it,
ratings fresh in it while the all-time ones go on, past seasons still readable (after a
reopen too), the monthly schedule turning over at a month's start by the storage's clock,
and migration 007 over a database at version 6 that has results."""

from __future__ import annotations

import contextlib
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import asyncpg
import pytest

from bot import ratings
from bot.storage import Storage, is_postgres_url, load_migrations
from bot.storage.postgres import load_postgres_migrations
from bot.storage.seasons import month_start
from tests.bot.conftest import Clock, Raw
from tests.bot.test_storage import ALICE, BOB, CAROL, GUILD, OTHER_GUILD, new_table

JAN_31_LAST_SECOND = datetime(2027, 2, 1, tzinfo=UTC).timestamp() - 1
FEB_1 = datetime(2027, 2, 1, tzinfo=UTC).timestamp()
APRIL_1 = datetime(2027, 4, 1, tzinfo=UTC).timestamp()


async def finished(
    store: Storage, results: list[tuple[int, int, int]], guild_id: int = GUILD
) -> int:
    table_id = await new_table(store, guild_id=guild_id)
    await store.update_table(table_id, status="playing")
    await store.finish_table(table_id, guild_id=guild_id, game="barbu", results=results)
    return table_id


async def test_a_server_starts_in_season_one(storage: Storage, raw: Raw) -> None:
    (first,) = await storage.seasons(GUILD, "barbu")
    assert (first.number, first.name, first.current, first.monthly) == (1, None, True, False)
    await finished(storage, [(ALICE, 1, 10), (BOB, 2, -10)])
    assert await raw("SELECT season FROM results") == [(1,), (1,)]
    # Season 1 needs no row until a season command does.
    assert await raw("SELECT COUNT(*) FROM seasons") == [(0,)]
    season = await storage.leaderboard(GUILD, "barbu", season=1)
    assert season == await storage.leaderboard(GUILD, "barbu")


async def test_a_new_season_starts_fresh_and_the_past_one_stays(
    storage: Storage, raw: Raw, clock: Clock
) -> None:
    await finished(storage, [(ALICE, 1, 10), (BOB, 2, -10)])
    await finished(storage, [(ALICE, 1, 10), (BOB, 2, -10)])
    past = await storage.leaderboard(GUILD, "barbu", season=1)

    clock.now += 60
    second = await storage.start_season(GUILD, "barbu", "Spring cup")
    assert (second.number, second.name, second.started_at, second.current) == (
        2, "Spring cup", clock.now, True,
    )  # fmt: skip
    assert [s.number for s in await storage.seasons(GUILD, "barbu")] == [1, 2]
    assert (await storage.current_season(GUILD, "barbu")).name == "Spring cup"
    # An empty board and no stats in the new season; the past one unchanged.
    assert await storage.leaderboard(GUILD, "barbu", season=2) == []
    assert await storage.player_stats(GUILD, "barbu", ALICE, season=2) is None
    assert await storage.leaderboard(GUILD, "barbu", season=1) == past

    # Bob wins the first game of season 2: his season rating is a new player's after one
    # win, whatever he lost before; the all-time one goes on from his losses.
    table_id = await finished(storage, [(BOB, 1, 10), (CAROL, 2, -10)])
    assert await raw("SELECT season FROM results WHERE table_id = ?", table_id) == [(2,), (2,)]
    fresh = ratings.rate([ratings.new_rating()] * 2, [1, 2])[0]
    board = await storage.leaderboard(GUILD, "barbu", season=2)
    assert [row.user_id for row in board] == [BOB, CAROL]
    assert [row.played for row in board] == [1, 1]
    assert board[0].rating == pytest.approx(ratings.ordinal(*fresh))
    all_time = {row.user_id: row for row in await storage.leaderboard(GUILD, "barbu")}
    assert all_time[BOB].played == 3 and all_time[BOB].rating < board[0].rating
    assert await storage.leaderboard(GUILD, "barbu", season=1) == past
    stats = await storage.player_stats(GUILD, "barbu", BOB, season=2)
    assert stats is not None and (stats.played, stats.wins, stats.rank) == (1, 1, 1)
    before = await storage.player_stats(GUILD, "barbu", BOB, season=1)
    assert before is not None and (before.played, before.wins, before.rank) == (2, 0, 2)
    # Another server's seasons are its own.
    assert [s.number for s in await storage.seasons(OTHER_GUILD, "barbu")] == [1]
    assert [s.number for s in await storage.seasons(GUILD, "slaughter")] == [1]


async def test_a_season_and_its_results_survive_a_reopen(
    location: str | Path, clock: Clock
) -> None:
    async with await Storage.open(location, clock=clock) as store:
        await finished(store, [(ALICE, 1, 10), (BOB, 2, -10)])
        await store.start_season(GUILD, "barbu")
        await finished(store, [(CAROL, 1, 10), (BOB, 2, -10)])
    async with await Storage.open(location, clock=clock) as store:
        seasons = await store.seasons(GUILD, "barbu")
        assert [(s.number, s.name, s.current) for s in seasons] == [
            (1, None, False), (2, None, True),
        ]  # fmt: skip
        assert [r.user_id for r in await store.leaderboard(GUILD, "barbu", season=1)] == [
            ALICE, BOB,
        ]  # fmt: skip
        assert [r.user_id for r in await store.leaderboard(GUILD, "barbu", season=2)] == [
            CAROL, BOB,
        ]  # fmt: skip


async def test_a_season_name_is_checked(storage: Storage) -> None:
    with pytest.raises(ValueError, match="1 to 40"):
        await storage.start_season(GUILD, "barbu", "x" * 41)
    with pytest.raises(ValueError):
        await storage.start_season(GUILD, "barbu", "")
    assert [s.number for s in await storage.seasons(GUILD, "barbu")] == [1]


async def test_the_monthly_schedule_turns_over_at_the_months_start(
    storage: Storage, raw: Raw, clock: Clock
) -> None:
    clock.now = datetime(2027, 1, 15, 8, tzinfo=UTC).timestamp()
    await finished(storage, [(ALICE, 1, 10), (BOB, 2, -10)])
    current = await storage.set_monthly_seasons(GUILD, "barbu", True)
    assert (current.number, current.monthly, current.automatic) == (1, True, False)

    # The last second of January: still season 1.
    clock.now = JAN_31_LAST_SECOND
    assert (await storage.current_season(GUILD, "barbu")).number == 1
    await finished(storage, [(ALICE, 2, -10), (BOB, 1, 10)])

    # Just after midnight on the 1st: a board read finds season 2 opened (not stored yet,
    # and empty), and the first result written stores it and lands in it.
    clock.now = FEB_1 + 1
    february = await storage.current_season(GUILD, "barbu")
    assert (february.number, february.started_at, february.automatic) == (2, FEB_1, True)
    assert await raw("SELECT number FROM seasons ORDER BY number") == [(1,)]
    assert await storage.leaderboard(GUILD, "barbu", season=2) == []
    table_id = await finished(storage, [(CAROL, 1, 10), (BOB, 2, -10)])
    assert await raw("SELECT season FROM results WHERE table_id = ?", table_id) == [(2,), (2,)]
    stored = await raw("SELECT number, started_at, monthly, automatic FROM seasons")
    assert [(n, s, bool(m), bool(a)) for n, s, m, a in sorted(stored)] == [
        (1, datetime(2027, 1, 15, 8, tzinfo=UTC).timestamp(), True, False),
        (2, FEB_1, True, True),
    ]
    assert await storage.seasons(GUILD, "barbu") == await storage.seasons(GUILD, "barbu")
    assert [r.played for r in await storage.leaderboard(GUILD, "barbu", season=1)] == [2, 2]

    # Two quiet months: one season opens, at the start of the month a result comes in.
    clock.now = APRIL_1 + 3600
    await finished(storage, [(ALICE, 1, 10), (BOB, 2, -10)])
    april = await storage.current_season(GUILD, "barbu")
    assert (april.number, april.started_at) == (3, month_start(clock.now)) == (3, APRIL_1)

    # The schedule off: May opens no season.
    await storage.set_monthly_seasons(GUILD, "barbu", False)
    clock.now = datetime(2027, 5, 2, tzinfo=UTC).timestamp()
    assert (await storage.current_season(GUILD, "barbu")).number == 3


async def test_a_managers_season_keeps_the_schedule(storage: Storage, clock: Clock) -> None:
    clock.now = datetime(2027, 1, 15, tzinfo=UTC).timestamp()
    await storage.set_monthly_seasons(GUILD, "barbu", True)
    clock.now = datetime(2027, 1, 20, tzinfo=UTC).timestamp()
    cup = await storage.start_season(GUILD, "barbu", "Cup")
    assert (cup.number, cup.monthly, cup.automatic) == (2, True, False)
    clock.now = FEB_1
    assert (await storage.current_season(GUILD, "barbu")).number == 3
    # Turned on as the schedule turns over: the month's season is stored first.
    turned = await storage.set_monthly_seasons(GUILD, "barbu", True)
    assert (turned.number, turned.automatic) == (3, True)


# ------------------------------------------------------------------- migration 007


async def _execute(location: str | Path, statements: list[tuple[str, tuple]]) -> None:
    """Write rows as the code of an older schema did, beside Storage."""
    if is_postgres_url(location):
        db = await asyncpg.connect(str(location))
        try:
            for sql, params in statements:
                number = iter(range(1, 100))
                await db.execute(
                    "".join(f"${next(number)}" if c == "?" else c for c in sql), *params
                )
        finally:
            await db.close()
        return
    with contextlib.closing(sqlite3.connect(location)) as db:
        for sql, params in statements:
            db.execute(sql, params)
        db.commit()


async def test_migration_007_puts_earlier_results_in_season_one(
    location: str | Path, raw: Raw, clock: Clock
) -> None:
    wanted = load_postgres_migrations() if is_postgres_url(location) else load_migrations()
    async with await Storage.open(location, clock=clock, migrations=wanted[:6]) as store:
        assert await store.schema_version() == 6
        table_id = await new_table(store)
    mu, sigma = ratings.rate([ratings.new_rating()] * 2, [1, 2])[0]
    await _execute(
        location,
        [
            ("UPDATE tables SET status = 'finished' WHERE id = ?", (table_id,)),
            *[
                (
                    "INSERT INTO results (table_id, guild_id, game, user_id, place, score,"
                    " finished_at, name) VALUES (?, ?, 'barbu', ?, ?, ?, ?, ?)",
                    (table_id, GUILD, user, place, 10 * (2 - place), 1_700_000_000.0, name),
                )
                for user, place, name in ((ALICE, 1, "Alice"), (BOB, 2, "Bob"))
            ],
            (
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, updated_at)"
                " VALUES (?, 'barbu', ?, ?, ?, ?, 1700000000.0)",
                (GUILD, ALICE, mu, sigma, ratings.ordinal(mu, sigma)),
            ),
        ],
    )
    async with await Storage.open(location, clock=clock) as store:
        assert await store.schema_version() == len(wanted)
        assert await raw("SELECT season FROM results") == [(1,), (1,)]
        (season,) = await store.seasons(GUILD, "barbu")
        assert (season.number, season.current) == (1, True)
        board = await store.leaderboard(GUILD, "barbu", season=1)
        assert [(r.user_id, r.name, r.played) for r in board] == [
            (ALICE, "Alice", 1), (BOB, "Bob", 1),
        ]  # fmt: skip
        assert board == await store.leaderboard(GUILD, "barbu")
        assert board[0].rating == pytest.approx(ratings.ordinal(mu, sigma))
        # The next season starts from nothing; the first keeps what was there.
        await store.start_season(GUILD, "barbu", "After")
        assert (await store.seasons(GUILD, "barbu"))[0].started_at == 1_700_000_000.0
        assert await store.leaderboard(GUILD, "barbu", season=2) == []
        assert await store.leaderboard(GUILD, "barbu", season=1) == board
