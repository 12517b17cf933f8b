"""Fixtures of the bot package's tests: a Storage on a fresh SQLite file, with a clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Storage


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


@pytest.fixture
async def storage(db_path: Path, clock: Clock) -> AsyncIterator[Storage]:
    store = await Storage.open(db_path, clock=clock)
    yield store
    await store.close()
