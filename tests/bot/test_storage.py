"""bot/storage against real databases (no mocks): each test that takes `storage` or
`location` runs on both backends, a SQLite file in tmp_path and a fresh PostgreSQL
database (tests/bot/conftest.py). SQLite's own migrations and settings are checked here
(`db_path`); PostgreSQL's in test_storage_postgres.py."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot import ratings
from bot.storage import (
    IntegrityError,
    Migration,
    SeatRecord,
    Storage,
    StorageUnavailable,
    TableRecord,
    load_migrations,
)
from bot.storage.codec import shard_of
from bot.storage.schema import migrate
from bot.storage.writer import DatabaseUnusable
from tests.bot.conftest import Clock, Raw

# Discord snowflakes use all 63 bits; make sure none get truncated.
BIG = 2**63 - 1
GUILD = 1_234_567_890_123_456_789
OTHER_GUILD = 987_654_321_098_765_432
CHANNEL = 1_100_000_000_000_000_001
ALICE, BOB, CAROL, DAVE = (1_000_000_000_000_000_000 + n for n in range(1, 5))


def seats4() -> list[SeatRecord]:
    return [
        SeatRecord(ALICE, "Alice"),
        SeatRecord(BOB, "Bob"),
        SeatRecord(None, "Computer 1", "basic"),
        SeatRecord(None, "Computer 2", "basic"),
    ]


async def new_table(store: Storage, guild_id: int = GUILD, **overrides: Any) -> int:
    kwargs: dict[str, Any] = {
        "guild_id": guild_id,
        "channel_id": CHANNEL,
        "host_id": ALICE,
        "game": "barbu",
        "options": {"rules": "barbu"},
        "settings": {"turn_timer": 120, "level": "basic"},
        "seed": 42,
        "seats": seats4(),
    }
    kwargs.update(overrides)
    return await store.create_table(**kwargs)


def sqlite_raw(db_path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Read the file with the plain sqlite3 module, independently of Storage."""
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def old_table(db_path: Path, table_message_id: int) -> int:
    """A running table written as a schema before 005 would: only its first columns."""
    conn = sqlite3.connect(db_path)
    try:
        cursor = conn.execute(
            "INSERT INTO tables (guild_id, channel_id, host_id, game, options, settings, seed,"
            " seats, status, table_message_id, created_at, updated_at)"
            " VALUES (?, ?, ?, 'barbu', '{\"rules\":\"barbu\"}', '{}', 42, ?, 'playing', ?, 0, 0)",
            (GUILD, CHANNEL, ALICE, json.dumps([s.to_dict() for s in seats4()]), table_message_id),
        )
        conn.commit()
        assert cursor.lastrowid is not None
        return cursor.lastrowid
    finally:
        conn.close()


# ------------------------------------------------------------------------ migrations


async def test_migrations_from_empty(db_path: Path) -> None:
    store = await Storage.open(db_path)
    try:
        assert await store.schema_version() == len(load_migrations()) >= 1
    finally:
        await store.close()
    assert db_path.exists()
    assert sqlite_raw(db_path, "PRAGMA journal_mode") == [("wal",)]
    assert sqlite_raw(db_path, "PRAGMA user_version") == [(len(load_migrations()),)]
    names = {
        row[0] for row in sqlite_raw(db_path, "SELECT name FROM sqlite_master WHERE type='table'")
    }
    assert {"tables", "actions", "results", "ratings"} <= names


async def test_migration_files_are_package_data() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "001_initial.sql"
    assert "CREATE TABLE" in migrations[0].sql


async def test_reopening_applies_nothing(db_path: Path) -> None:
    await (await Storage.open(db_path)).close()
    # If a migration ran again its CREATE TABLE would fail; also check by
    # marking the database and seeing the mark survive.
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE marker (x INTEGER)")
    conn.commit()
    conn.close()
    store = await Storage.open(db_path)
    try:
        assert await store.schema_version() == len(load_migrations())
    finally:
        await store.close()
    assert sqlite_raw(db_path, "SELECT COUNT(*) FROM marker") == [(0,)]


async def test_new_migration_is_applied_on_top(db_path: Path) -> None:
    await (await Storage.open(db_path)).close()
    extra = Migration(
        len(load_migrations()) + 1, "999_extra.sql", "CREATE TABLE extra (id INTEGER);"
    )
    store = await Storage.open(db_path, migrations=[*load_migrations(), extra])
    try:
        assert await store.schema_version() == extra.version
    finally:
        await store.close()
    assert sqlite_raw(db_path, "SELECT COUNT(*) FROM extra") == [(0,)]


async def test_the_turn_ping_migration_keeps_tables_stored_before_it(db_path: Path) -> None:
    # A database of the version before 005, with a running table in it.
    before = [m for m in load_migrations() if m.version < 5]
    await (await Storage.open(db_path, migrations=before)).close()
    table_id = old_table(db_path, table_message_id=BIG - 4)
    assert "ping_message_id" not in {r[1] for r in sqlite_raw(db_path, "PRAGMA table_info(tables)")}

    store = await Storage.open(db_path)
    try:
        table = await store.get_table(table_id)
        assert table is not None and table.ping_message_id is None  # no ping known
        assert table.table_message_id == BIG - 4 and table.status == "playing"
        await store.update_table(table_id, ping_message_id=BIG - 5)
        (restored,) = await store.unfinished_tables()
        assert restored.ping_message_id == BIG - 5
    finally:
        await store.close()


async def test_failing_migration_rolls_back_completely(db_path: Path) -> None:
    await (await Storage.open(db_path)).close()
    version = len(load_migrations())
    broken = Migration(
        version + 1,
        "999_broken.sql",
        "CREATE TABLE half_done (id INTEGER);\nINSERT INTO no_such_table VALUES (1);",
    )
    with pytest.raises(sqlite3.OperationalError):
        await Storage.open(db_path, migrations=[*load_migrations(), broken])
    assert sqlite_raw(db_path, "PRAGMA user_version") == [(version,)]
    assert sqlite_raw(db_path, "SELECT name FROM sqlite_master WHERE name = 'half_done'") == []


async def test_database_newer_than_code_is_refused(db_path: Path) -> None:
    await (await Storage.open(db_path)).close()
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {len(load_migrations()) + 5}")
    conn.close()
    with pytest.raises(RuntimeError, match="newer"):
        await Storage.open(db_path)


# ----------------------------------------------------------- a damaged or lost database


async def stored_tables(db_path: Path, count: int) -> int:
    """A database with `count` tables in it, closed; the size of its file."""
    async with await Storage.open(db_path) as store:
        for _ in range(count):
            await new_table(store, settings={"notes": "x" * 500})
    return db_path.stat().st_size


def refusal(raised: pytest.ExceptionInfo[DatabaseUnusable], db_path: Path) -> str:
    """The refusal's line: names the file and says what to do, on one line."""
    line = str(raised.value)
    assert line.startswith(f"the database {db_path} ") and "\n" not in line, line
    assert isinstance(raised.value, StorageUnavailable)
    return line


def damage(db_path: Path, how: str) -> None:
    data = bytearray(db_path.read_bytes())
    if how == "page":  # a page of rows overwritten
        data[2 * 4096 : 2 * 4096 + 300] = bytes(range(256)) + bytes(44)
    elif how == "truncated":  # cut at half its length
        del data[len(data) // 2 :]
    elif how == "freelist":  # the header's count of free pages, wrong
        data[36:40] = (5).to_bytes(4, "big")
    db_path.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["page", "truncated", "freelist"])
async def test_a_damaged_database_is_refused_in_one_line(db_path: Path, how: str) -> None:
    assert await stored_tables(db_path, 30) > 6 * 4096
    damage(db_path, how)
    before = db_path.read_bytes()
    with pytest.raises(DatabaseUnusable) as raised:
        await Storage.open(db_path)
    line = refusal(raised, db_path)
    assert "is damaged (" in line and "restore it from a backup" in line
    if how == "freelist":  # quick_check's own words, on one line
        assert "(quick_check: Main freelist: size is 0 but should be 5)" in line
    assert db_path.read_bytes() == before  # nothing migrated or written on it


async def test_a_new_file_gets_its_schema_before_anything_sits_in_its_wal(db_path: Path) -> None:
    # An empty file (a new one, or one truncated to nothing: the same thing) is a new
    # database; its schema is in the main file before it goes to WAL mode.
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"")
    copy = db_path.with_name("copy.sqlite3")
    async with await Storage.open(db_path) as store:
        await new_table(store)
        # Copied while the bot runs, without its -wal file: the rows are lost, the schema
        # is not (what can be lost is what is in the WAL only).
        copy.write_bytes(db_path.read_bytes())
    async with await Storage.open(copy) as store:
        assert await store.schema_version() == len(load_migrations())
        assert await store.get_table(1) is None


async def test_a_database_that_lost_its_wal_file_is_refused(db_path: Path) -> None:
    # A file the bot made before it wrote a new file's schema ahead of WAL mode: its
    # schema and rows in the -wal file only. Copied without it, the file is in WAL mode
    # with no schema at all.
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        migrate(db, load_migrations())
        lost = db_path.with_name("lost.sqlite3")
        lost.write_bytes(db_path.read_bytes())
    finally:
        db.close()
    with pytest.raises(DatabaseUnusable) as raised:
        await Storage.open(lost)
    line = refusal(raised, lost)
    assert "has lost its tables" in line and "-wal file" in line


async def test_tables_the_schema_version_has_must_be_there(db_path: Path) -> None:
    await stored_tables(db_path, 1)
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        db.executescript("DROP TABLE results; ALTER TABLE tables DROP COLUMN ping_message_id;")
    with pytest.raises(DatabaseUnusable) as raised:
        await Storage.open(db_path)
    line = refusal(raised, db_path)
    version = len(load_migrations())
    assert f"has lost tables or columns its schema version {version} has (" in line
    assert "results" in line and "tables.ping_message_id" in line


async def test_a_database_of_another_program_is_refused(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        db.execute("CREATE TABLE invoices (id INTEGER)")
        db.commit()
    with pytest.raises(DatabaseUnusable) as raised:
        await Storage.open(db_path)
    line = refusal(raised, db_path)
    assert "has tables (invoices) but no schema version" in line
    assert sqlite_raw(db_path, "PRAGMA user_version") == [(0,)]


async def test_an_empty_database_made_by_another_tool_is_a_new_one(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        db.execute("VACUUM")  # a valid file of one page, no tables, no schema version
    async with await Storage.open(db_path) as store:
        assert await store.schema_version() == len(load_migrations())


async def test_connection_pragmas(db_path: Path) -> None:
    # White-box: the settings the durability promise depends on.
    def pragmas(db: sqlite3.Connection) -> list[Any]:
        return [
            db.execute(f"PRAGMA {name}").fetchall()
            for name in ("journal_mode", "synchronous", "foreign_keys")
        ]

    async with await Storage.open(db_path) as storage:
        writer = storage.backend.writer  # type: ignore[attr-defined]
        assert await writer.call(pragmas) == [[("wal",)], [(2,)], [(1,)]]  # synchronous FULL


# ---------------------------------------------------------------------------- tables


async def test_create_and_get_round_trip(storage: Storage) -> None:
    seats = [SeatRecord(BIG, "Ålice ♠"), SeatRecord(None, "Computer 2", "basic")]
    table_id = await new_table(
        storage,
        guild_id=BIG,
        channel_id=BIG - 1,
        host_id=BIG,
        seed=BIG,
        seats=seats,
        options={"rules": "barbu", "nested": {"a": [1, 2]}},
        lobby_message_id=BIG - 2,
    )
    table = await storage.get_table(table_id)
    assert table == TableRecord(
        id=table_id,
        guild_id=BIG,
        channel_id=BIG - 1,
        thread_id=None,
        host_id=BIG,
        game="barbu",
        options={"rules": "barbu", "nested": {"a": [1, 2]}},
        settings={"turn_timer": 120, "level": "basic"},
        seed=BIG,
        seats=seats,
        status="lobby",
        lobby_message_id=BIG - 2,
        table_message_id=None,
        actions=[],
    )


async def test_table_ids_are_distinct(storage: Storage) -> None:
    first = await new_table(storage)
    second = await new_table(storage)
    assert first != second
    assert await storage.get_table(first + second + 100) is None


async def test_update_table_fields(storage: Storage, raw: Raw, clock: Clock) -> None:
    table_id = await new_table(storage)
    clock.now += 60
    new_seats = [*seats4()[:3], SeatRecord(CAROL, "Carol")]
    await storage.update_table(
        table_id,
        thread_id=BIG,
        status="playing",
        seats=new_seats,
        options={"rules": "barbu", "doubles": False},
        settings={"turn_timer": 60},
        lobby_message_id=BIG - 3,
        table_message_id=BIG - 4,
        ping_message_id=BIG - 5,
    )
    table = await storage.get_table(table_id)
    assert table is not None
    assert table.thread_id == BIG
    assert table.status == "playing"
    assert table.seats == new_seats
    assert table.options == {"rules": "barbu", "doubles": False}
    assert table.settings == {"turn_timer": 60}
    assert table.lobby_message_id == BIG - 3
    assert table.table_message_id == BIG - 4
    assert table.ping_message_id == BIG - 5
    ((created, updated),) = await raw(
        "SELECT created_at, updated_at FROM tables WHERE id = ?", table_id
    )
    assert updated == created + 60

    # A partial update leaves the rest alone; None clears an id.
    await storage.update_table(table_id, thread_id=None)
    table = await storage.get_table(table_id)
    assert table is not None
    assert table.thread_id is None and table.table_message_id == BIG - 4


async def test_update_table_rejects_bad_input(storage: Storage) -> None:
    table_id = await new_table(storage)
    with pytest.raises(ValueError):
        await storage.update_table(table_id, game="slaughter")
    with pytest.raises(ValueError):
        await storage.update_table(table_id, status="paused")
    with pytest.raises(KeyError):
        await storage.update_table(table_id + 1000, status="playing")
    table = await storage.get_table(table_id)
    assert table is not None and table.status == "lobby" and table.game == "barbu"


async def test_seed_must_fit_64_bits(storage: Storage) -> None:
    with pytest.raises(ValueError, match="64-bit"):
        await new_table(storage, seed=2**64 - 1)


def test_seat_record_dict_round_trip() -> None:
    for seat in (
        SeatRecord(ALICE, "Alice"),
        SeatRecord(None, "Computer 1", "strong"),
        SeatRecord(ALICE, "Alice", missed=1),
        SeatRecord(ALICE, "Alice", away=True),
    ):
        assert SeatRecord.from_dict(seat.to_dict()) == seat
    # A seat with nothing missed is stored as before the counter existed.
    assert "missed" not in SeatRecord(ALICE, "Alice").to_dict()


# --------------------------------------------------------------------------- actions


async def test_actions_survive_close_and_reopen(location: str | Path, raw: Raw) -> None:
    store = await Storage.open(location)
    table_id = await new_table(store)
    await store.update_table(table_id, status="playing")
    moves = [(0, "contract:barbu"), (1, "double:0"), (2, "play:KH"), (3, "play:2H")]
    for index, (seat, action) in enumerate(moves):
        await store.append_action(table_id, index, seat, action, ALICE if seat == 0 else None)
    await store.close()

    # Each append was committed on its own: a reader of its own sees them all.
    assert await raw("SELECT COUNT(*) FROM actions") == [(4,)]
    store = await Storage.open(location)
    try:
        table = await store.get_table(table_id)
        assert table is not None
        assert table.actions == moves
        assert await raw("SELECT actor_id FROM actions ORDER BY idx") == [
            (ALICE,),
            (None,),
            (None,),
            (None,),
        ]
    finally:
        await store.close()


async def test_duplicate_index_raises_and_log_is_unchanged(storage: Storage) -> None:
    table_id = await new_table(storage)
    await storage.append_action(table_id, 0, 0, "play:AS", ALICE)
    await storage.append_action(table_id, 1, 1, "play:KS", BOB)
    with pytest.raises(IntegrityError):
        await storage.append_action(table_id, 1, 1, "play:QS", BOB)
    with pytest.raises(IntegrityError):
        await storage.append_action(table_id, 0, 2, "play:2S", None)
    table = await storage.get_table(table_id)
    assert table is not None
    assert table.actions == [(0, "play:AS"), (1, "play:KS")]
    # The connection is usable after the failed transactions.
    await storage.append_action(table_id, 2, 2, "play:2S", None)
    table = await storage.get_table(table_id)
    assert table is not None and len(table.actions) == 3


async def test_gap_in_index_is_refused(storage: Storage) -> None:
    table_id = await new_table(storage)
    with pytest.raises(ValueError):
        await storage.append_action(table_id, 1, 0, "play:AS", ALICE)
    table = await storage.get_table(table_id)
    assert table is not None and table.actions == []


async def test_action_for_unknown_table_is_refused(storage: Storage) -> None:
    with pytest.raises(IntegrityError):
        await storage.append_action(12345, 0, 0, "play:AS", ALICE)


async def test_concurrent_appends_on_different_tables(storage: Storage) -> None:
    table_ids = [await new_table(storage) for _ in range(8)]

    async def play(table_id: int) -> None:
        for index in range(25):
            await storage.append_action(table_id, index, index % 4, f"a{table_id}:{index}", None)

    await asyncio.gather(*(play(table_id) for table_id in table_ids))
    for table_id in table_ids:
        table = await storage.get_table(table_id)
        assert table is not None
        assert table.actions == [(i % 4, f"a{table_id}:{i}") for i in range(25)]


async def test_concurrent_duplicate_appends_only_one_lands(storage: Storage) -> None:
    table_id = await new_table(storage)
    outcomes = await asyncio.gather(
        *(storage.append_action(table_id, 0, 0, f"try{n}", None) for n in range(5)),
        return_exceptions=True,
    )
    assert sum(outcome is None for outcome in outcomes) == 1
    assert all(isinstance(outcome, IntegrityError) for outcome in outcomes if outcome is not None)
    table = await storage.get_table(table_id)
    assert table is not None and len(table.actions) == 1


async def test_a_failing_write_does_not_undo_the_others_committed_with_it(
    storage: Storage, raw: Raw, location: str | Path
) -> None:
    # Writes queued together share one commit; each keeps its own all-or-nothing.
    first, second, third = [await new_table(storage) for _ in range(3)]
    outcomes = await asyncio.gather(
        storage.append_actions(first, 0, [(0, "a", None), (1, "b", None)]),
        storage.append_actions(second, 5, [(0, "gap", None)]),  # a gap: refused
        storage.update_table(999_999, status="playing"),  # no such table: refused
        storage.append_actions(third, 0, [(2, "c", None)]),
        return_exceptions=True,
    )
    assert outcomes[0] is None and outcomes[3] is None
    assert isinstance(outcomes[1], ValueError) and isinstance(outcomes[2], KeyError)
    await storage.close()
    reopened = await Storage.open(location)
    try:
        logs = [await reopened.get_table(t) for t in (first, second, third)]
        assert [log.actions for log in logs if log] == [[(0, "a"), (1, "b")], [], [(2, "c")]]
    finally:
        await reopened.close()


async def test_writes_after_close_are_refused(storage: Storage) -> None:
    table_id = await new_table(storage)
    await storage.close()
    with pytest.raises(RuntimeError, match="closed"):
        await storage.append_action(table_id, 0, 0, "play:AS", None)


async def test_unfinished_tables(storage: Storage) -> None:
    lobby = await new_table(storage)
    playing = await new_table(storage)
    finished = await new_table(storage)
    abandoned = await new_table(storage)
    other_guild = await new_table(storage, guild_id=OTHER_GUILD)
    await storage.update_table(playing, status="playing")
    await storage.update_table(other_guild, status="playing")
    await storage.update_table(abandoned, status="abandoned")
    await storage.update_table(finished, status="playing")
    for index in range(3):
        await storage.append_action(playing, index, index, f"p{index}", None)
        await storage.append_action(finished, index, index, f"f{index}", None)
    await storage.append_action(other_guild, 0, 1, "o0", BOB)
    await storage.finish_table(finished, guild_id=GUILD, game="barbu", results=[(ALICE, 1, 10)])
    # A finished game comes back until its end has been announced in the channel.
    unannounced = await storage.unfinished_tables()
    assert [t.id for t in unannounced] == [lobby, playing, finished, other_guild]
    assert unannounced[2].status == "finished" and not unannounced[2].announced
    assert unannounced[2].actions == [(0, "f0"), (1, "f1"), (2, "f2")]
    await storage.update_table(finished, announced=True)

    tables = await storage.unfinished_tables()
    assert [t.id for t in tables] == [lobby, playing, other_guild]
    assert [t.status for t in tables] == ["lobby", "playing", "playing"]
    assert tables[0].actions == []
    assert tables[1].actions == [(0, "p0"), (1, "p1"), (2, "p2")]
    assert tables[2].actions == [(1, "o0")]
    assert tables[1].seats == seats4()


async def test_unfinished_tables_after_restart(location: str | Path) -> None:
    store = await Storage.open(location)
    table_id = await new_table(store)
    await store.update_table(table_id, status="playing", thread_id=BIG)
    await store.append_action(table_id, 0, 0, "contract:barbu", ALICE)
    await store.close()
    store = await Storage.open(location)
    try:
        (table,) = await store.unfinished_tables()
        assert table.id == table_id and table.thread_id == BIG
        assert table.actions == [(0, "contract:barbu")]
    finally:
        await store.close()


# --------------------------------------------------------------- results and ratings


async def finished_game(
    store: Storage, results: list[tuple[int, int, int]], guild_id: int = GUILD, game: str = "barbu"
) -> int:
    table_id = await new_table(store, guild_id=guild_id, game=game)
    await store.update_table(table_id, status="playing")
    await store.finish_table(table_id, guild_id=guild_id, game=game, results=results)
    return table_id


async def test_finish_table_writes_results_and_ratings(
    storage: Storage, raw: Raw, location: str | Path
) -> None:
    table_id = await finished_game(storage, [(ALICE, 1, 30), (BOB, 2, -30)])
    table = await storage.get_table(table_id)
    assert table is not None and table.status == "finished"
    assert await raw(
        "SELECT user_id, place, score, guild_id, game FROM results ORDER BY place"
    ) == [(ALICE, 1, 30, GUILD, "barbu"), (BOB, 2, -30, GUILD, "barbu")]
    rows = {
        user: (mu, sigma, shown)
        for user, mu, sigma, shown in await raw("SELECT user_id, mu, sigma, ordinal FROM ratings")
    }
    new_mu, _ = ratings.new_rating()
    start = ratings.ordinal(*ratings.new_rating())
    assert rows[ALICE][0] > new_mu > rows[BOB][0]
    assert rows[ALICE][2] > start > rows[BOB][2]
    assert rows[ALICE][2] == pytest.approx(ratings.ordinal(rows[ALICE][0], rows[ALICE][1]))


async def test_ratings_accumulate_over_games(
    storage: Storage, raw: Raw, location: str | Path
) -> None:
    await finished_game(storage, [(ALICE, 1, 30), (BOB, 2, -30)])
    ((first,),) = await raw("SELECT mu FROM ratings WHERE user_id = ?", ALICE)
    await finished_game(storage, [(ALICE, 1, 30), (BOB, 2, -30)])
    ((second,),) = await raw("SELECT mu FROM ratings WHERE user_id = ?", ALICE)
    assert second > first


async def test_finish_table_is_atomic(storage: Storage, raw: Raw) -> None:
    table_id = await new_table(storage)
    await storage.update_table(table_id, status="playing")
    # A score that fails the 64-bit check is caught before anything is written;
    # a results row that violates a constraint fails inside the transaction.
    with pytest.raises(IntegrityError):
        await storage.finish_table(
            table_id, guild_id=GUILD, game="barbu", results=[(ALICE, 1, 10), (BOB, 2, None)]
        )  # type: ignore[list-item]
    table = await storage.get_table(table_id)
    assert table is not None and table.status == "playing"
    assert await raw("SELECT COUNT(*) FROM results") == [(0,)]
    assert await raw("SELECT COUNT(*) FROM ratings") == [(0,)]


async def test_finish_table_twice_is_refused(
    storage: Storage, raw: Raw, location: str | Path
) -> None:
    table_id = await finished_game(storage, [(ALICE, 1, 30), (BOB, 2, -30)])
    with pytest.raises(ValueError, match="already finished"):
        await storage.finish_table(
            table_id, guild_id=GUILD, game="barbu", results=[(ALICE, 1, 30), (BOB, 2, -30)]
        )
    assert await raw("SELECT COUNT(*) FROM results") == [(2,)]


async def test_finish_table_checks_input(storage: Storage) -> None:
    table_id = await new_table(storage)
    with pytest.raises(ValueError):
        await storage.finish_table(
            table_id, guild_id=GUILD, game="barbu", results=[(ALICE, 1, 1), (ALICE, 2, 0)]
        )
    with pytest.raises(ValueError):
        await storage.finish_table(table_id, guild_id=GUILD, game="barbu", results=[(ALICE, 0, 1)])
    with pytest.raises(ValueError):
        await storage.finish_table(
            table_id, guild_id=OTHER_GUILD, game="barbu", results=[(ALICE, 1, 1)]
        )
    with pytest.raises(KeyError):
        await storage.finish_table(table_id + 99, guild_id=GUILD, game="barbu", results=[])
    table = await storage.get_table(table_id)
    assert table is not None and table.status == "lobby"


async def test_single_human_counts_but_is_not_rated(
    storage: Storage, raw: Raw, location: str | Path
) -> None:
    await finished_game(storage, [(ALICE, 1, 50)])
    assert await raw("SELECT COUNT(*) FROM ratings") == [(0,)]
    stats = await storage.player_stats(GUILD, "barbu", ALICE)
    assert stats is not None
    assert (stats.played, stats.wins) == (1, 1)
    assert stats.rating == pytest.approx(ratings.ordinal(*ratings.new_rating()))


async def test_ties_share_rating_update(storage: Storage, raw: Raw) -> None:
    await finished_game(storage, [(ALICE, 1, 20), (BOB, 1, 20), (CAROL, 3, -40)])
    rows = dict(await raw("SELECT user_id, ordinal FROM ratings"))
    assert rows[ALICE] == pytest.approx(rows[BOB])
    assert rows[ALICE] > rows[CAROL]
    board = await storage.leaderboard(GUILD, "barbu")
    wins = {row.user_id: row.wins for row in board}
    assert wins == {ALICE: 1, BOB: 1, CAROL: 0}


# ----------------------------------------------------------------------- leaderboard


async def test_leaderboard_order_and_fields(storage: Storage) -> None:
    await finished_game(storage, [(ALICE, 1, 40), (BOB, 2, 10), (CAROL, 3, -10), (DAVE, 4, -40)])
    await finished_game(storage, [(ALICE, 1, 40), (BOB, 2, 10), (CAROL, 3, -10), (DAVE, 4, -40)])
    await finished_game(storage, [(BOB, 1, 40), (ALICE, 2, 10), (CAROL, 3, -10), (DAVE, 4, -40)])
    board = await storage.leaderboard(GUILD, "barbu")
    assert [row.user_id for row in board] == [ALICE, BOB, CAROL, DAVE]
    ratings_shown = [row.rating for row in board]
    assert ratings_shown == sorted(ratings_shown, reverse=True)
    alice = board[0]
    assert (alice.played, alice.wins) == (3, 2)
    assert alice.avg_place == pytest.approx(4 / 3)
    assert board[3].wins == 0 and board[3].avg_place == pytest.approx(4.0)
    assert [row.user_id for row in await storage.leaderboard(GUILD, "barbu", limit=2)] == [
        ALICE,
        BOB,
    ]


async def test_leaderboard_ties_on_rating_break_by_wins(storage: Storage) -> None:
    # Two single-human tables: nobody is rated, so all share the new-player rating;
    # Bob has more wins.
    await finished_game(storage, [(ALICE, 2, 0)])
    await finished_game(storage, [(BOB, 1, 10)])
    board = await storage.leaderboard(GUILD, "barbu")
    assert [row.user_id for row in board] == [BOB, ALICE]


async def test_leaderboard_is_per_guild_and_game(storage: Storage) -> None:
    await finished_game(storage, [(ALICE, 1, 30), (BOB, 2, -30)])
    await finished_game(storage, [(BOB, 1, 30), (CAROL, 2, -30)], guild_id=OTHER_GUILD)
    await finished_game(storage, [(DAVE, 1, 30), (ALICE, 2, -30)], game="slaughter")

    here = await storage.leaderboard(GUILD, "barbu")
    assert [row.user_id for row in here] == [ALICE, BOB]
    assert [row.played for row in here] == [1, 1]
    there = await storage.leaderboard(OTHER_GUILD, "barbu")
    assert [row.user_id for row in there] == [BOB, CAROL]
    # Bob lost here and won there: separate ratings per guild.
    assert here[1].rating < 0 < there[0].rating
    slaughter = await storage.leaderboard(GUILD, "slaughter")
    assert [row.user_id for row in slaughter] == [DAVE, ALICE]
    assert await storage.leaderboard(OTHER_GUILD, "guillotine") == []


async def test_player_stats(storage: Storage, clock: Clock) -> None:
    assert await storage.player_stats(GUILD, "barbu", ALICE) is None
    await finished_game(storage, [(ALICE, 1, 40), (BOB, 2, -40)])
    clock.now += 3600
    await finished_game(storage, [(BOB, 1, 25), (ALICE, 2, -25)])
    clock.now += 3600
    await finished_game(storage, [(BOB, 1, 35), (ALICE, 2, -35)])
    await finished_game(storage, [(ALICE, 1, 99), (CAROL, 2, -99)], guild_id=OTHER_GUILD)

    alice = await storage.player_stats(GUILD, "barbu", ALICE)
    bob = await storage.player_stats(GUILD, "barbu", BOB)
    assert alice is not None and bob is not None
    assert (alice.played, alice.wins, alice.best_score) == (3, 1, 40)
    assert alice.avg_place == pytest.approx(5 / 3)
    assert alice.last_played == datetime.fromtimestamp(clock.now, UTC)
    assert (bob.rank, alice.rank) == (1, 2)
    board = await storage.leaderboard(GUILD, "barbu")
    assert [row.user_id for row in board] == [BOB, ALICE]
    assert alice.rating == pytest.approx(board[1].rating)
    assert await storage.player_stats(GUILD, "barbu", CAROL) is None


async def test_leaderboard_and_stats_show_the_latest_name(storage: Storage) -> None:
    first = await new_table(storage)
    await storage.update_table(first, status="playing")
    await storage.finish_table(
        first, guild_id=GUILD, game="barbu", results=[(ALICE, 1, 10), (BOB, 2, -10)],
        names={ALICE: "Alice", BOB: "Bob"},
    )  # fmt: skip
    second = await new_table(storage)
    await storage.update_table(second, status="playing")
    await storage.finish_table(
        second, guild_id=GUILD, game="barbu", results=[(ALICE, 2, -5), (BOB, 1, 5)],
        names={ALICE: "Alice the Great", BOB: "Bob"},
    )  # fmt: skip
    board = {row.user_id: row.name for row in await storage.leaderboard(GUILD, "barbu")}
    assert board == {ALICE: "Alice the Great", BOB: "Bob"}
    stats = await storage.player_stats(GUILD, "barbu", ALICE)
    assert stats is not None and stats.name == "Alice the Great"
    # Without names (older rows) the name is empty rather than missing.
    third = await finished_game(storage, [(CAROL, 1, 0), (DAVE, 2, 0)])
    assert (
        third
        and {r.user_id: r.name for r in await storage.leaderboard(GUILD, "barbu")}[CAROL] == ""
    )


# ------------------------------------------------------------- several writers, shards


async def test_a_stale_writer_fails_instead_of_forking_the_log(location: str | Path) -> None:
    # Two processes on one database (the old one not yet dead): the second to log an
    # index is refused, and the log stays one line of play.
    first = await Storage.open(location)
    second = await Storage.open(location)
    try:
        table_id = await new_table(first)
        await first.append_action(table_id, 0, 0, "play:AS", ALICE)
        with pytest.raises(IntegrityError):
            await second.append_action(table_id, 0, 0, "play:KS", ALICE)
        await second.append_action(table_id, 1, 1, "play:QS", BOB)
        with pytest.raises(IntegrityError):
            await first.append_action(table_id, 1, 1, "play:JS", BOB)
        table = await first.get_table(table_id)
        assert table is not None and table.actions == [(0, "play:AS"), (1, "play:QS")]
    finally:
        await first.close()
        await second.close()


async def test_unfinished_tables_of_one_shard(storage: Storage) -> None:
    # Discord's rule: a server's shard is (guild_id >> 22) % shard_count.
    even, odd = 2 << 22, 3 << 22
    tables = {guild: await new_table(storage, guild_id=guild) for guild in (even, odd, GUILD)}
    assert [t.id for t in await storage.unfinished_tables()] == sorted(tables.values())
    for shard in (0, 1):
        wanted = sorted(t for g, t in tables.items() if shard_of(g, 2) == shard)
        assert [t.id for t in await storage.unfinished_tables((shard, 2))] == wanted
    assert [t.id for t in await storage.unfinished_tables((0, 1))] == sorted(tables.values())


async def test_a_read_does_not_wait_for_the_sqlite_writer(db_path: Path) -> None:
    # The writer's thread is busy (as in a batch's disk sync) and a write waits behind it;
    # a read still answers, from its own connection, with the last committed state.
    async with await Storage.open(db_path) as storage:
        table_id = await new_table(storage)
        read_done = threading.Event()
        # The timeout only turns a deadlock (reads queued behind the writer) into a failure.
        busy = asyncio.ensure_future(
            storage.backend.writer.call(lambda _: read_done.wait(timeout=60))  # type: ignore[attr-defined]
        )
        queued = asyncio.ensure_future(storage.append_action(table_id, 0, 0, "play:AS", ALICE))
        table = await storage.get_table(table_id)
        read_done.set()
        assert await busy, "the read waited for the writer"
        assert table is not None and table.actions == []
        await queued
        table = await storage.get_table(table_id)
        assert table is not None and table.actions == [(0, "play:AS")]


async def test_a_read_does_not_wait_for_the_postgres_writer(postgres_server) -> None:
    storage = await Storage.open(await postgres_server.new_database())
    try:
        table_id = await new_table(storage)
        gate = asyncio.Event()

        async def hold(db: Any) -> None:
            await db.execute("SELECT 1")
            await gate.wait()  # the writer's transaction stays open

        held = asyncio.ensure_future(storage.backend.write(hold))
        queued = asyncio.ensure_future(storage.append_action(table_id, 0, 0, "play:AS", ALICE))
        table = await storage.get_table(table_id)
        assert table is not None and table.actions == [] and not queued.done()
        gate.set()
        await held
        await queued
        table = await storage.get_table(table_id)
        assert table is not None and table.actions == [(0, "play:AS")]
    finally:
        await storage.close()


async def test_the_language_migration_keeps_tables_and_adds_server_settings(
    db_path: Path,
) -> None:
    before = [m for m in load_migrations() if m.version < 6]
    await (await Storage.open(db_path, migrations=before)).close()
    table_id = old_table(db_path, table_message_id=BIG - 4)
    store = await Storage.open(db_path)
    try:
        table = await store.get_table(table_id)
        assert table is not None and table.language == "en"  # tables from before: English
        german = await new_table(store, language="de")
        assert (await store.get_table(german)).language == "de"  # type: ignore[union-attr]
        assert await store.guild_language(GUILD) is None
        await store.set_guild_language(GUILD, "fr")
        await store.set_guild_language(GUILD, "nl")
        await store.set_guild_language(GUILD + 1, "de")
        assert await store.guild_language(GUILD) == "nl"
        assert await store.guild_language(GUILD + 1) == "de"
    finally:
        await store.close()


async def test_a_table_speaks_its_language_and_a_server_keeps_its_own(storage: Storage) -> None:
    # On both backends: the table's language (migration 006) and the server settings.
    german = await new_table(storage, language="de")
    english = await new_table(storage)
    assert (await storage.get_table(german)).language == "de"  # type: ignore[union-attr]
    assert [t.language for t in await storage.unfinished_tables()] == ["de", "en"]
    assert english != german
    assert await storage.guild_language(GUILD) is None
    await storage.set_guild_language(GUILD, "fr")
    await storage.set_guild_language(GUILD, "nl")
    await storage.set_guild_language(OTHER_GUILD, "de")
    assert await storage.guild_language(GUILD) == "nl"
    assert await storage.guild_language(OTHER_GUILD) == "de"
    await storage.set_guild_language(GUILD, None)
    assert await storage.guild_language(GUILD) is None
