"""Fixtures of the bot package's tests: a Storage on each backend, with a clock.

`storage` (and `location`, `raw`) are parametrized over both backends: a fresh SQLite
file, and a fresh database of the run's PostgreSQL server (tests/postgres.py). A test
that asks for `db_path` alone is about SQLite only.
"""

from __future__ import annotations

import contextlib
import itertools
import re
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.storage import Storage, is_postgres_url
from tests.postgres import PostgresServer

Raw = Callable[..., Awaitable[list[tuple[Any, ...]]]]


class Clock:
    """A controllable clock (Unix seconds) so timestamps are predictable."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    # A subdirectory that does not exist yet: open() must create it.
    return tmp_path / "data" / "barbu.sqlite3"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(params=["sqlite", "postgres"])
async def location(request: pytest.FixtureRequest, db_path: Path) -> str | Path:
    """Where a test's database lives: a SQLite file, or a new PostgreSQL database's URL."""
    if request.param == "sqlite":
        return db_path
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return await server.new_database()


@pytest.fixture
async def storage(location: str | Path, clock: Clock) -> AsyncIterator[Storage]:
    store = await Storage.open(location, clock=clock)
    yield store
    await store.close()


@pytest.fixture
def raw(location: str | Path) -> Raw:
    """`await raw(sql, *params)`: read the database directly, independently of Storage
    (plain sqlite3, or an asyncpg connection of its own; `?` marks a parameter)."""

    async def query(sql: str, *params: Any) -> list[tuple[Any, ...]]:
        if is_postgres_url(location):
            numbers = itertools.count(1)
            sql = re.sub(r"\?", lambda _: f"${next(numbers)}", sql)
            db = await asyncpg.connect(str(location))
            try:
                return [tuple(row) for row in await db.fetch(sql, *params)]
            finally:
                await db.close()
        with contextlib.closing(sqlite3.connect(location)) as db:
            return db.execute(sql, params).fetchall()

    return query
