"""PostgreSQL's own schema: its migration files mirror SQLite's, and are applied as SQLite's
are (once, in order, all or nothing, and never under code older than the database).

What the data does is checked on both backends by test_storage.py.
"""

from __future__ import annotations

import socket
import subprocess

import asyncpg
import pytest

from bot.storage import Migration, Storage, StorageUnavailable, load_migrations
from bot.storage.postgres import load_postgres_migrations
from bot.storage.postgres.backend import CONNECTION_ERRORS, WRITER_NAME
from tests.bot.test_storage import ALICE, BOB, new_table
from tests.postgres import PostgresServer, find_bin_dir


async def fetch(url: str, sql: str) -> list[tuple]:
    db = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await db.fetch(sql)]
    finally:
        await db.close()


def test_every_sqlite_migration_has_its_postgres_twin() -> None:
    sqlite = [(m.version, m.name) for m in load_migrations()]
    postgres = [(m.version, m.name) for m in load_postgres_migrations()]
    assert postgres == sqlite


async def test_migrations_from_empty_and_reopening_applies_nothing(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    async with await Storage.open(url) as store:
        assert await store.schema_version() == len(load_postgres_migrations())
    names = {row[0] for row in await fetch(url, "SELECT tablename FROM pg_tables")}
    assert {"tables", "actions", "results", "ratings", "schema_migrations"} <= names
    # The action log's primary key is (table_id, idx): a second writer cannot fork it.
    (key,) = await fetch(
        url,
        "SELECT pg_get_constraintdef(oid) FROM pg_constraint"
        " WHERE conrelid = 'actions'::regclass AND contype = 'p'",
    )
    assert key == ("PRIMARY KEY (table_id, idx)",)
    async with await Storage.open(url) as store:  # a migration run twice would fail
        assert await store.schema_version() == len(load_postgres_migrations())
    assert len(await fetch(url, "SELECT version FROM schema_migrations")) == len(
        load_postgres_migrations()
    )


async def test_a_failing_migration_rolls_back_completely(postgres_server: PostgresServer) -> None:
    url = await postgres_server.new_database()
    await (await Storage.open(url)).close()
    version = len(load_postgres_migrations())
    broken = Migration(
        version + 1,
        "999_broken.sql",
        "CREATE TABLE half_done (id INTEGER);\nINSERT INTO no_such_table VALUES (1);",
    )
    with pytest.raises(asyncpg.UndefinedTableError):
        await Storage.open(url, migrations=[*load_postgres_migrations(), broken])
    assert await fetch(url, "SELECT MAX(version) FROM schema_migrations") == [(version,)]
    assert await fetch(url, "SELECT tablename FROM pg_tables WHERE tablename = 'half_done'") == []


async def test_a_database_newer_than_the_code_is_refused(postgres_server: PostgresServer) -> None:
    url = await postgres_server.new_database()
    extra = Migration(len(load_postgres_migrations()) + 1, "999_extra.sql", "SELECT 1;")
    await (await Storage.open(url, migrations=[*load_postgres_migrations(), extra])).close()
    with pytest.raises(RuntimeError, match="newer"):
        await Storage.open(url)


async def test_a_server_out_of_reach_is_one_line_without_the_password() -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        with pytest.raises(StorageUnavailable) as raised:
            await Storage.open(f"postgresql://bot:secret@127.0.0.1:{port}/barbu")
    said = str(raised.value)
    assert said.startswith(f"can't connect to PostgreSQL at 127.0.0.1:{port}/barbu (")
    assert "secret" not in said and "\n" not in said


async def test_the_writer_connects_again_after_losing_its_connection(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    async with await Storage.open(url) as store:
        table_id = await new_table(store)
        await store.append_action(table_id, 0, 0, "contract:no-tricks", ALICE)
        # The server ends the writer's session (a restart, a proxy, idle_session_timeout)
        # while the event loop is not looking: psql runs synchronously here, and waits
        # until the session is gone. So the next write is sent before asyncpg has read the
        # server's goodbye, as on a busy bot.
        ended = subprocess.run(
            [
                str(find_bin_dir() / "psql"), url, "-Atc",
                "SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity"
                f" WHERE application_name = '{WRITER_NAME}' AND datname = current_database()",
            ],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        assert ended.stdout.strip() == "t"
        # That write fails and logs nothing: its caller answers "try again"
        # (cogs/tables/components.py). The writer connects again, and trying again works.
        with pytest.raises(CONNECTION_ERRORS):
            await store.append_action(table_id, 1, 1, "double:0", BOB)
        await store.append_action(table_id, 1, 1, "double:0", BOB)
        await store.append_action(table_id, 2, 2, "double:none", None)
        record = await store.get_table(table_id)
        assert record is not None
        assert record.actions == [(0, "contract:no-tricks"), (1, "double:0"), (2, "double:none")]
