"""PostgreSQL's schema versions: its own numbered migration files, and applying them.

The files are ``bot/storage/migrations/postgres/NNN_name.sql``, numbered as the
SQLite ones (each mirrors the SQLite file of its number). The table
``schema_migrations`` lists those applied; each missing one runs in its own
transaction with its row, under an advisory lock, so that two processes
starting at once (shards) do not both migrate.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from bot.storage.schema import Migration, load_migrations

__all__ = ["load_postgres_migrations", "migrate", "schema_version"]

# The advisory lock key migrations hold (any constant; "barbu" in ASCII).
_MIGRATION_LOCK = 0x6261726275


def load_postgres_migrations() -> list[Migration]:
    """PostgreSQL's migration files (package data), in order."""
    return load_migrations("postgres")


async def schema_version(db: asyncpg.Connection) -> int:
    """The number of the last migration applied (0 for a new database)."""
    exists = await db.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    if not exists:
        return 0
    return int(await db.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))


async def migrate(db: asyncpg.Connection, migrations: Sequence[Migration]) -> list[int]:
    """Apply the migrations newer than the database; return the versions applied."""
    latest = migrations[-1].version if migrations else 0
    await db.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
    try:
        await db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        current = await schema_version(db)
        if current > latest:
            # A newer bot migrated this database; older code could corrupt it.
            raise RuntimeError(
                f"database schema version {current} is newer than this code knows ({latest})"
            )
        applied: list[int] = []
        for migration in migrations:
            if migration.version <= current:
                continue
            async with db.transaction():
                await db.execute(migration.sql)
                await db.execute(
                    "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                    migration.version,
                    migration.name,
                )
            applied.append(migration.version)
        return applied
    finally:
        await db.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)
