"""The shard fence on PostgreSQL: one advisory lock per shard, on a connection of its own.

Several processes share one PostgreSQL database, each over some of the bot's shards
(bot/shards.py; what a fence is: bot/storage/fence.py). While a process runs, its fence
connection holds, for each of its shards, the session-level advisory lock
`(FENCE_KEY, shard)`, taken with `pg_try_advisory_lock` (never waiting inside
PostgreSQL: a process for a held shard is refused at once, or tries again every second
with `--wait-for-shards`). PostgreSQL drops a session's advisory locks when its
connection ends, so a process that dies, even by SIGKILL, frees its shards as soon as
the server sees its connection close.

The processes of one bot must agree on `SHARD_COUNT` (shard 1 of 2 is not shard 1 of 4):
each also holds the shared lock `(COUNT_KEY, SHARD_COUNT)`, and is refused if another
count's lock is held. Both take their lock before looking at the other's, so of two
processes started at once with different counts, at least one sees the other. A bot
without shards is shard 0 of 1.

The refusal names the shards and who holds them: each fence connection carries an
`application_name` saying which process it is (host and pid), read back from
`pg_stat_activity` (shown to the same database user; "unknown" otherwise).

Losing the fence: if its connection ends while the process runs (the server restarted,
an administrator ended the session, the network went away; a query every
`CHECK_SECONDS` notices a silent loss), the locks are gone and another process may take
the shards at once. This process can't know whether one did, and going on would make two
drivers of the same tables, so it stops: `lost(reason)` is called once, and the bot
closes with one log line and exit status 2. Nothing is lost by stopping: every move a
player was told about is committed, and the next process restores the tables from the
database; a write of this process that races a new holder fails on the action log's key
`(table_id, idx)` instead of forking a log.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from collections.abc import Callable, Sequence

import asyncpg

from bot.storage.fence import ShardsHeld
from bot.storage.postgres.backend import connect

log = logging.getLogger(__name__)

# The advisory locks' first key: "barb" and "barc" in ASCII, so that they are unlikely to
# be another application's sharing the database (and stay positive: pg_locks shows keys
# as unsigned oids).
FENCE_KEY = 0x62617262
COUNT_KEY = 0x62617263

# How often the fence connection is asked whether it is still there, and how long it may
# take to answer: a connection that died without a word (no FIN, no RST) is noticed
# within twice this.
CHECK_SECONDS = 10.0

# The advisory locks of this database held by other sessions under `key`, with who holds
# them. pg_locks shows a lock on two int4 keys as classid = key 1, objid = key 2,
# objsubid = 2.
HOLDERS = """
SELECT l.objid::bigint AS second, a.application_name AS holder
FROM pg_locks AS l LEFT JOIN pg_stat_activity AS a ON a.pid = l.pid
WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
  AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND l.classid = $1::bigint::oid AND l.pid <> pg_backend_pid()
ORDER BY second, holder
"""


def process_name(pid: int | None = None) -> str:
    """How a process (this one by default) names itself to PostgreSQL (its
    `application_name`, 63 bytes at most): enough to find it from another machine."""
    return f"barbu-bot on {socket.gethostname()} pid {pid or os.getpid()}"[:63]


def _shard_list(shards: Sequence[int]) -> str:
    return ("shard " if len(shards) == 1 else "shards ") + ", ".join(map(str, shards))


def _holders(rows: list[asyncpg.Record], wanted: Sequence[int], label: str) -> str:
    """Who holds each of the `wanted` second keys, e.g. "shard 1: barbu-bot on a pid 7"
    ("unknown" where PostgreSQL does not show this user another user's sessions)."""
    by_key: dict[int, set[str]] = {key: set() for key in wanted}
    for row in rows:
        if row["second"] in by_key:
            by_key[row["second"]].add(row["holder"] or "unknown")
    return "; ".join(
        f"{label} {key}: {', '.join(sorted(who or {'unknown'}))}" for key, who in by_key.items()
    )


class PostgresFence:
    """The advisory locks of `shards` (of `shard_count`) in the database at `url`.

    `lost(reason)` is called once if the fence connection ends while the fence is held.
    """

    def __init__(
        self,
        url: str,
        shards: Sequence[int],
        shard_count: int,
        *,
        lost: Callable[[str], None] | None = None,
    ) -> None:
        self.url = url
        self.shards = tuple(shards)
        self.shard_count = shard_count
        self.lost = lost
        self._db: asyncpg.Connection | None = None
        self._watch: asyncio.Task[None] | None = None
        self._told = False

    @property
    def held(self) -> bool:
        return self._db is not None

    async def acquire(self) -> None:
        db = await connect(self.url, server_settings={"application_name": process_name()})
        try:
            refusal = await self._lock(db)
        except BaseException:
            await db.close()
            raise
        if refusal is not None:
            await db.close()  # gives back what was taken
            raise ShardsHeld(refusal)
        self._db = db
        self._told = False
        db.add_termination_listener(self._terminated)
        self._watch = asyncio.create_task(self._check_every(CHECK_SECONDS))

    async def _lock(self, db: asyncpg.Connection) -> str | None:
        """Take the locks on `db`; None, or the one line saying why not."""
        # Shared: every process of the bot holds it; none waits for it.
        await db.execute("SELECT pg_try_advisory_lock_shared($1, $2)", COUNT_KEY, self.shard_count)
        counts = await db.fetch(HOLDERS, COUNT_KEY)
        others = sorted({row["second"] for row in counts} - {self.shard_count})
        if others:
            holders = _holders(counts, others, "SHARD_COUNT")
            return (
                f"another barbu-bot process runs this database with SHARD_COUNT={others[0]} "
                f"({holders}), this one with SHARD_COUNT={self.shard_count}: "
                "every process of the bot must have the same SHARD_COUNT."
            )
        taken = await db.fetch(
            "SELECT s FROM unnest($2::int[]) AS s WHERE NOT pg_try_advisory_lock($1, s)",
            FENCE_KEY,
            list(self.shards),
        )
        refused = sorted(row["s"] for row in taken)
        if not refused:
            return None
        holders = _holders(await db.fetch(HOLDERS, FENCE_KEY), refused, "shard")
        return (
            f"{_shard_list(refused)} of {self.shard_count} already run in another barbu-bot "
            f"process ({holders}): a shard runs in one process at a time; stop that "
            "process, give this one other SHARD_IDS, or start it with --wait-for-shards."
        )

    async def release(self) -> None:
        db, self._db = self._db, None
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None
        if db is not None:
            db.remove_termination_listener(self._terminated)
            with contextlib.suppress(Exception):
                await db.close()  # ending the session gives back its advisory locks

    def _terminated(self, db: asyncpg.Connection) -> None:
        if db is self._db:
            self._lose("its PostgreSQL connection closed")

    async def _check_every(self, seconds: float) -> None:
        """Ask the fence connection every `seconds` whether it is there (a connection that
        died silently would not call the termination listener)."""
        while self._db is not None:
            await asyncio.sleep(seconds)
            db = self._db
            if db is None:
                return
            try:
                await asyncio.wait_for(db.fetchval("SELECT 1"), seconds)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as error:
                self._lose(f"its PostgreSQL connection failed: {error!r}")
                return

    def _lose(self, why: str) -> None:
        if self._told:
            return
        self._told = True
        reason = (
            f"lost the fence of {_shard_list(self.shards)} of {self.shard_count} ({why}): "
            "another process may take over now, so this one stops (restart it: it takes the "
            "fence again, or waits for it with --wait-for-shards)."
        )
        if self.lost is not None:
            self.lost(reason)
        else:
            log.critical("%s", reason)
