"""The PostgreSQL backend, through asyncpg: chosen when ``DATABASE_URL=postgresql://…``.

- ``schema``: its numbered migrations (bot/storage/migrations/postgres, each the
  twin of the SQLite file of the same number) and applying them;
- ``writes`` / ``reads``: the SQL, as work for an asyncpg connection (the twins
  of bot/storage/queries.py and bot/storage/reads.py);
- ``backend``: one writer connection whose task group-commits what is pending
  in one transaction, and a small pool for reads.
"""

from bot.storage.postgres.backend import PostgresBackend
from bot.storage.postgres.schema import load_postgres_migrations

__all__ = ["PostgresBackend", "load_postgres_migrations"]
