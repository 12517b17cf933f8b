"""The SQLite schema's versions: the numbered migration files and applying them.

The files are ``bot/storage/migrations/NNN_name.sql`` (package data).
``PRAGMA user_version`` holds the number of the last one applied; the missing
ones are applied in order, each in its own transaction together with the
version bump. (The module is not called ``migrations`` so that its name does
not shadow the folder of SQL files beside it.)
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

__all__ = ["Migration", "load_migrations", "migrate", "user_version"]

_MIGRATION_NAME = re.compile(r"^(\d+)_[A-Za-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    """One schema migration file."""

    version: int
    name: str
    sql: str


def load_migrations(*folder_names: str) -> list[Migration]:
    """The migration files shipped in bot/storage/migrations (package data), in order;
    ``folder_names`` name a folder below it (PostgreSQL's are in migrations/postgres).

    Their numbers must run 1, 2, 3, ... without gaps: ``user_version`` N means
    "files 1 to N are applied".
    """
    folder = resources.files("bot.storage").joinpath("migrations", *folder_names)
    found: list[Migration] = []
    for entry in folder.iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match is None:
            continue
        found.append(Migration(int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migration files must be numbered 1..N without gaps, got {versions}")
    return found


def user_version(db: sqlite3.Connection) -> int:
    """The database's schema version: the number of the last migration applied."""
    row = db.execute("PRAGMA user_version").fetchone()
    assert row is not None
    return int(row[0])


def migrate(db: sqlite3.Connection, migrations: Sequence[Migration]) -> list[int]:
    """Apply the migrations newer than the database; return the versions applied."""
    current = user_version(db)
    latest = migrations[-1].version if migrations else 0
    if current > latest:
        # A newer bot wrote this file; running older code on it could corrupt it.
        raise RuntimeError(
            f"database schema version {current} is newer than this code knows ({latest})"
        )
    applied: list[int] = []
    for migration in migrations:
        if migration.version <= current:
            continue
        # executescript() commits any open transaction before it runs, so the
        # BEGIN/COMMIT go inside the script: the DDL and the version bump are
        # one transaction. user_version takes no bound parameters; it is our int.
        script = (
            "BEGIN IMMEDIATE;\n"
            f"{migration.sql}\n;\n"
            f"PRAGMA user_version = {int(migration.version)};\n"
            "COMMIT;\n"
        )
        try:
            db.executescript(script)
        except BaseException:
            # The script stops at the failing statement with its transaction open.
            if db.in_transaction:
                db.rollback()
            raise
        applied.append(migration.version)
    return applied
