"""Storage: the bot's database as one object whose every method is a coroutine.

It checks its input the same whatever the backend (statuses, 64-bit integers,
places), takes the time from its clock, and hands the work built by
bot/storage/queries.py to the writer (bot/storage/writer.py): writes to the
group commit, reads to a snapshot.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from bot.storage import queries
from bot.storage.records import (
    STATUSES,
    LeaderRow,
    PlayerStats,
    SeatRecord,
    TableRecord,
    check_int64,
)
from bot.storage.schema import Migration, load_migrations, user_version
from bot.storage.writer import Writer

__all__ = ["Storage"]

T = TypeVar("T")


class Storage:
    """The bot's database. Create with :meth:`open`; every method is a coroutine."""

    def __init__(self, writer: Writer, clock: Callable[[], float]) -> None:
        # Use Storage.open(): it configures and migrates the connection.
        self._writer = writer
        self._clock = clock

    # ---------------------------------------------------------------- lifecycle

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Callable[[], float] = time.time,
        migrations: Sequence[Migration] | None = None,
    ) -> Storage:
        """Open (creating if needed) the database at ``path`` and bring its schema up to date.

        ``clock`` (Unix seconds) and ``migrations`` are for tests.
        """
        wanted = load_migrations() if migrations is None else migrations
        return cls(await Writer.open(path, wanted), clock)

    async def close(self) -> None:
        """Close the connection once the writes already asked for are committed."""
        await self._writer.close()

    async def __aenter__(self) -> Storage:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def schema_version(self) -> int:
        """The database's ``PRAGMA user_version`` (number of applied migrations)."""
        return await self._call(user_version)

    async def _call(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work(connection)`` in the storage thread, outside any transaction."""
        return await self._writer.call(work)

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
        insert = queries.insert_table(
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
        return await self._writer.write(insert)

    async def update_table(self, table_id: int, **fields: Any) -> None:
        """Change some of: thread_id, status, seats, options, settings, lobby_message_id,
        table_message_id, shown_deals, announced, snapshot, snapshot_index,
        ping_message_id. Raises
        KeyError if there is no such table, ValueError for an unknown field or status."""
        unknown = set(fields) - set(queries.UPDATABLE)
        if unknown:
            raise ValueError(f"update_table cannot change {sorted(unknown)}")
        if "status" in fields and fields["status"] not in STATUSES:
            raise ValueError(f"unknown table status {fields['status']!r}")
        if not fields:
            return
        await self._writer.write(queries.update_table(table_id, fields, self._clock()))

    async def get_table(self, table_id: int) -> TableRecord | None:
        """The table with its action log, or None."""
        return await self._writer.read(queries.get_table(table_id))

    async def unfinished_tables(self) -> list[TableRecord]:
        """Every table to take up again at start-up, with its actions, ordered by id: those
        in the lobby or playing, and finished ones whose end was never announced."""
        return await self._writer.read(queries.unfinished_tables())

    # ------------------------------------------------------------------ actions

    async def append_action(
        self, table_id: int, index: int, seat: int, action: str, actor_id: int | None
    ) -> None:
        """Log one accepted action; it is on disk when this returns.

        ``index`` is the number of actions before it (0-based). An index already
        logged raises sqlite3.IntegrityError (the move was applied twice) and
        changes nothing; an index past the end (a gap) raises ValueError; an
        unknown table raises sqlite3.IntegrityError (foreign key).
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
        append = queries.append_actions(table_id, first_index, actions, self._clock())
        await self._writer.write(append)

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
        finish = queries.finish_table(
            table_id, guild_id=guild_id, game=game, results=results, names=names, now=self._clock()
        )
        await self._writer.write(finish)

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderRow]:
        """The top ``limit`` players of a server for a game: by rating, then wins."""
        return await self._writer.read(queries.leaderboard(guild_id, game, limit))

    async def player_stats(self, guild_id: int, game: str, user_id: int) -> PlayerStats | None:
        """A player's record on a server for a game, or None if they never finished one."""
        return await self._writer.read(queries.player_stats(guild_id, game, user_id))

    # ------------------------------------------------------------------ servers

    async def guild_language(self, guild_id: int) -> str | None:
        """The language a server chose for its new tables (None: it chose none)."""
        return await self._writer.read(queries.guild_language(guild_id))

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        """Store the language a server chose for its new tables."""
        await self._writer.write(queries.set_guild_language(guild_id, language))
