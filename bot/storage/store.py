"""Storage: the bot's database as one object whose every method is a coroutine.

It checks its input the same whatever the backend (statuses, 64-bit integers,
places), takes the time from its clock, and hands the work its backend's
queries build to that backend: writes to the group commit, reads to a snapshot.
The backends (one interface, :class:`Backend`):

- SQLite (bot/storage/sqlite.py), a file path: the embedded default;
- PostgreSQL (bot/storage/postgres/), a ``postgresql://`` URL.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol

from bot.storage.codec import UPDATABLE
from bot.storage.records import (
    STATUSES,
    LeaderRow,
    PastTable,
    PlayerStats,
    SeatRecord,
    TableRecord,
    WriteTimedOut,
    check_int64,
)
from bot.storage.schema import Migration, load_migrations
from bot.storage.seasons import NAME_LENGTH, Season

__all__ = ["POSTGRES_SCHEMES", "Backend", "Storage", "is_postgres_url"]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")

WRITE_TIMEOUT = 20.0  # seconds; see Storage.write_timeout


def is_postgres_url(location: object) -> bool:
    """Whether a storage location names a PostgreSQL database rather than a SQLite file."""
    return isinstance(location, str) and location.startswith(POSTGRES_SCHEMES)


class Backend(Protocol):
    """What a database brings: its queries (modules of functions with the same names and
    arguments, returning work for its connections), and running that work."""

    writes: ModuleType  # insert_table, update_table, append_actions, finish_table
    reads: ModuleType  # get_table, unfinished_tables, leaderboard, player_stats
    seasons: ModuleType  # start_season, set_monthly, seasons (bot/storage/seasons.py)

    async def write(self, work: Any) -> Any:
        """Run a write in the group commit; return once it is durably committed. A broken
        rule of the data raises records.IntegrityError."""

    async def read(self, work: Any) -> Any:
        """Run a read in one snapshot."""

    async def schema_version(self) -> int: ...

    async def settled(self) -> None:
        """Return once every write asked for so far is committed (or has failed)."""

    async def close(self) -> None:
        """Close once the writes already asked for are committed."""


class Storage:
    """The bot's database. Create with :meth:`open`; every method is a coroutine."""

    def __init__(self, backend: Backend, clock: Callable[[], float]) -> None:
        # Use Storage.open(): it configures and migrates the database.
        self.backend = backend
        self._writes = backend.writes
        self._reads = backend.reads
        self._seasons = backend.seasons
        self._clock = clock
        # How long a caller waits for a write before it hears WriteTimedOut (the write goes
        # on): long enough for SQLite's busy timeout and a slow disk, short enough that a
        # server that hangs does not hold a table for ever.
        self.write_timeout = WRITE_TIMEOUT

    @property
    def clock(self) -> Callable[[], float]:
        """The storage's time (Unix seconds): every timestamp it writes, and which season is
        current (bot/storage/seasons.py). Tests move it."""
        return self._clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self._clock = clock

    # ---------------------------------------------------------------- lifecycle

    @classmethod
    async def open(
        cls,
        location: str | os.PathLike[str],
        *,
        clock: Callable[[], float] = time.time,
        migrations: Sequence[Migration] | None = None,
    ) -> Storage:
        """Open the database and bring its schema up to date: a ``postgresql://`` URL, or
        the path of a SQLite file (created if needed).

        ``clock`` (Unix seconds) and ``migrations`` (the backend's own) are for tests.
        """
        backend: Backend
        if is_postgres_url(location):
            # Imported here: a bot on SQLite never loads asyncpg.
            from bot.storage.postgres import PostgresBackend, load_postgres_migrations

            wanted = load_postgres_migrations() if migrations is None else migrations
            backend = await PostgresBackend.open(str(location), wanted)
        else:
            from bot.storage.sqlite import SqliteBackend

            wanted = load_migrations() if migrations is None else migrations
            backend = await SqliteBackend.open(location, wanted)
        return cls(backend, clock)

    async def close(self) -> None:
        """Close the connection once the writes already asked for are committed."""
        await self.backend.close()

    async def settled(self) -> None:
        """Return once every write asked for so far is committed (or has failed), even
        those whose callers stopped waiting: reads see them from then on."""
        await self.backend.settled()

    async def _write(self, work: Any) -> Any:
        """Run a write; WriteTimedOut if it has not answered within `write_timeout` (it is
        not cancelled: its outcome is known once `settled()` returns)."""
        write = asyncio.ensure_future(self.backend.write(work))
        try:
            return await asyncio.wait_for(asyncio.shield(write), self.write_timeout)
        except TimeoutError:
            # Its outcome will be read back; the error it may still raise is not news.
            write.add_done_callback(lambda done: done.cancelled() or done.exception())
            message = f"a write did not answer in {self.write_timeout:g} s"
            raise WriteTimedOut(message, write) from None

    async def __aenter__(self) -> Storage:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied to the database."""
        return await self.backend.schema_version()

    # ------------------------------------------------------------------- tables

    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        game: str,
        options: dict[str, Any],
        settings: dict[str, Any],
        seed: int,
        seats: list[SeatRecord],
        lobby_message_id: int | None = None,
        language: str = "en",
    ) -> int:
        """Store a new table (status "lobby", no actions) and return its id."""
        for name, value in (
            ("guild_id", guild_id),
            ("channel_id", channel_id),
            ("host_id", host_id),
            ("seed", seed),
            ("lobby_message_id", lobby_message_id),
        ):
            check_int64(name, value)
        insert = self._writes.insert_table(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            game=game,
            options=options,
            settings=settings,
            seed=seed,
            seats=seats,
            lobby_message_id=lobby_message_id,
            now=self._clock(),
            language=language,
        )
        return await self._write(insert)

    async def update_table(self, table_id: int, **fields: Any) -> None:
        """Change some of: thread_id, status, seats, options, settings, lobby_message_id,
        table_message_id, shown_deals, announced, snapshot, snapshot_index,
        ping_message_id. Raises
        KeyError if there is no such table, ValueError for an unknown field or status."""
        unknown = set(fields) - set(UPDATABLE)
        if unknown:
            raise ValueError(f"update_table cannot change {sorted(unknown)}")
        if "status" in fields and fields["status"] not in STATUSES:
            raise ValueError(f"unknown table status {fields['status']!r}")
        if not fields:
            return
        await self._write(self._writes.update_table(table_id, fields, self._clock()))

    async def get_table(self, table_id: int) -> TableRecord | None:
        """The table with its action log, or None."""
        return await self.backend.read(self._reads.get_table(table_id))

    async def unfinished_tables(self, shard: tuple[int, int] | None = None) -> list[TableRecord]:
        """Every table to take up again at start-up, with its actions, ordered by id: those
        in the lobby or playing, and finished ones whose end was never announced.

        ``shard`` (shard id, shard count) keeps only the tables of that shard's servers
        (``(guild_id >> 22) % count == id``, Discord's rule), for a process running some
        shards only."""
        return await self.backend.read(self._reads.unfinished_tables(shard))

    # ------------------------------------------------------------------ actions

    async def append_action(
        self, table_id: int, index: int, seat: int, action: str, actor_id: int | None
    ) -> None:
        """Log one accepted action; it is on disk when this returns.

        ``index`` is the number of actions before it (0-based). An index already
        logged raises records.IntegrityError (the move was applied twice, or a
        stale process logs after another) and changes nothing; an index past the
        end (a gap) raises ValueError; an unknown table raises IntegrityError.
        """
        await self.append_actions(table_id, index, [(seat, action, actor_id)])

    async def append_actions(
        self, table_id: int, first_index: int, actions: Sequence[tuple[int, str, int | None]]
    ) -> None:
        """Log several consecutive actions, (seat, action, actor_id), in one transaction.

        The same rules as `append_action`, for the whole run: all are logged or none.
        """
        for _, _, actor_id in actions:
            check_int64("actor_id", actor_id)
        append = self._writes.append_actions(table_id, first_index, actions, self._clock())
        await self._write(append)

    # ------------------------------------------------------------ results/ratings

    async def finish_table(
        self,
        table_id: int,
        *,
        guild_id: int,
        game: str,
        results: list[tuple[int, int, int]],
        names: Mapping[int, str] | None = None,
    ) -> None:
        """Mark the table finished, record its results and update ratings, atomically.

        ``results`` holds (user_id, place, score) for the human seats only; place 1
        is best and tied players share a place. ``names`` (user_id -> name at the
        table) lets leaderboards show names without asking Discord. Ratings (per
        guild and game) are updated only when at least two humans played;
        played/wins count anyway. Raises KeyError for an unknown table; ValueError
        if it is already finished, if guild_id/game do not match the table, or for
        a repeated user or a place < 1.
        """
        user_ids = [user_id for user_id, _, _ in results]
        if len(set(user_ids)) != len(user_ids):
            raise ValueError(f"a user appears twice in the results: {user_ids}")
        for user_id, place, score in results:
            check_int64("user_id", user_id)
            check_int64("score", score)
            if place < 1:
                raise ValueError(f"place {place} of user {user_id} is below 1")
        finish = self._writes.finish_table(
            table_id, guild_id=guild_id, game=game, results=results, names=names, now=self._clock()
        )
        await self._write(finish)

    async def leaderboard(
        self, guild_id: int, game: str, limit: int = 10, season: int | None = None
    ) -> list[LeaderRow]:
        """The top ``limit`` players of a server for a game: by rating, then wins; of all
        time (``season`` None), or of the season of that number (its own ratings)."""
        return await self.backend.read(self._reads.leaderboard(guild_id, game, limit, season))

    async def player_stats(
        self, guild_id: int, game: str, user_id: int, season: int | None = None
    ) -> PlayerStats | None:
        """A player's record on a server for a game (of all time, or of one season), or None
        if they never finished one there."""
        work = self._reads.player_stats(guild_id, game, user_id, season)
        return await self.backend.read(work)

    # ------------------------------------------------------------------ seasons

    async def seasons(self, guild_id: int, game: str) -> list[Season]:
        """Every season of a server's game, oldest first; the last is the current one, as of
        the storage's clock (one the monthly schedule has opened is current even before its
        first result stores it: bot/storage/seasons.py)."""
        return await self.backend.read(self._seasons.seasons(guild_id, game, self._clock()))

    async def current_season(self, guild_id: int, game: str) -> Season:
        """The season a result written now would land in."""
        return (await self.seasons(guild_id, game))[-1]

    async def start_season(self, guild_id: int, game: str, name: str | None = None) -> Season:
        """Open the next season of a server's game now (one transaction) and return it; its
        results and ratings start empty. ``name`` (at most NAME_LENGTH characters) is
        optional; the season keeps the monthly schedule of the one it ends."""
        check_int64("guild_id", guild_id)
        if name is not None and not 0 < len(name) <= NAME_LENGTH:
            raise ValueError(f"a season's name has 1 to {NAME_LENGTH} characters")
        return await self._write(self._seasons.start_season(guild_id, game, name, self._clock()))

    async def set_monthly_seasons(self, guild_id: int, game: str, monthly: bool) -> Season:
        """Turn the monthly schedule on (each season ends at the start of the next calendar
        month, UTC) or off, from the current season on; return the current season."""
        check_int64("guild_id", guild_id)
        work = self._seasons.set_monthly(guild_id, game, monthly, self._clock())
        return await self._write(work)

    async def past_tables(
        self, guild_id: int, game: str, *, member_id: int | None = None, limit: int, offset: int = 0
    ) -> list[PastTable]:
        """A server's finished tables of a game, and those abandoned after a move, newest
        first, with their logs: `limit` of them after the first `offset`; with `member_id`,
        only those where that member had a seat."""
        check_int64("member_id", member_id)
        read = self._reads.past_tables(guild_id, game, member_id, limit, offset)
        return await self.backend.read(read)

    # ------------------------------------------------------------------ servers

    async def guild_language(self, guild_id: int) -> str | None:
        """The language a server chose for its new tables (None: it chose none)."""
        return await self.backend.read(self._reads.guild_language(guild_id))

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        """Store the language a server chose for its new tables."""
        check_int64("guild_id", guild_id)
        await self._write(self._writes.set_guild_language(guild_id, language))
