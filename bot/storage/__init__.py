"""Persistence: tables, their action logs, results and ratings, in SQLite.

Every SQL statement of the bot lives in this module (plus the numbered schema
migrations in bot/storage/migrations/), so that a PostgreSQL backend with the same
public API can stand beside it later.

Design (docs: /work/shared/DESIGN.md, "Tables" and "Persistence"):

- A table is one row (game, options, seed, seats, status, message ids) plus an
  *action log*: one row per accepted action, committed before anyone is told
  about the move. On start-up, :meth:`Storage.unfinished_tables` returns every
  lobby or running table with its log so the caller can rebuild it by replay.
- Finished tables write one result row per human player and update the
  players' openskill ratings (bot/ratings.py) in the same transaction.
- One sqlite3 connection, owned by one thread of its own (the event loop never
  waits on SQLite). Every method is one call into that thread, so transactions
  of concurrent tables never interleave and a read never sees uncommitted
  writes. Writes are *group-committed*: those that arrive while a commit is
  under way share the next commit (each in its own savepoint, so each is still
  all-or-nothing), which keeps a busy bot from queueing behind one disk sync
  per move.
- WAL journal with ``synchronous=FULL``: a commit is on disk when it returns,
  which is what "committed before anyone is told" needs.
- Schema versions: ``PRAGMA user_version`` holds the number of the last applied
  migration file ``NNN_name.sql``; missing ones are applied in order, each in
  its own transaction together with the version bump.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

from bot import ratings
from bot.storage.records import (
    STATUSES,
    UNFINISHED_STATUSES,
    LeaderRow,
    PlayerStats,
    SeatRecord,
    TableRecord,
    check_int64,
)
from bot.storage.schema import Migration, load_migrations, user_version
from bot.storage.writer import Writer

__all__ = [
    "STATUSES",
    "UNFINISHED_STATUSES",
    "LeaderRow",
    "Migration",
    "PlayerStats",
    "SeatRecord",
    "Storage",
    "TableRecord",
    "load_migrations",
]

T = TypeVar("T")

# Fields update_table accepts, and whether they are stored as JSON.
_UPDATABLE: dict[str, bool] = {
    "thread_id": False,
    "status": False,
    "seats": True,
    "options": True,
    "settings": True,
    "lobby_message_id": False,
    "table_message_id": False,
    "shown_deals": False,
    "announced": False,
    "snapshot": True,
    "snapshot_index": False,
}

_TABLE_COLUMNS = (
    "id, guild_id, channel_id, thread_id, host_id, game, options, settings, seed, seats,"
    " status, lobby_message_id, table_message_id, shown_deals, announced, snapshot,"
    " snapshot_index"
)


def _fetchone(db: sqlite3.Connection, sql: str, params: Any = ()) -> Any | None:
    """The first row of a query, or None."""
    return db.execute(sql, params).fetchone()


# --------------------------------------------------------------------------- helpers


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _encode_seats(seats: Iterable[SeatRecord]) -> str:
    return _json([seat.to_dict() for seat in seats])


def _table_from_row(row: sqlite3.Row | tuple[Any, ...]) -> TableRecord:
    (
        table_id,
        guild_id,
        channel_id,
        thread_id,
        host_id,
        game,
        options,
        settings,
        seed,
        seats,
        status,
        lobby_message_id,
        table_message_id,
        shown_deals,
        announced,
        snapshot,
        snapshot_index,
    ) = row
    return TableRecord(
        id=table_id,
        guild_id=guild_id,
        channel_id=channel_id,
        thread_id=thread_id,
        host_id=host_id,
        game=game,
        options=json.loads(options),
        settings=json.loads(settings),
        seed=seed,
        seats=[SeatRecord.from_dict(seat) for seat in json.loads(seats)],
        status=status,
        lobby_message_id=lobby_message_id,
        table_message_id=table_message_id,
        actions=[],
        shown_deals=shown_deals,
        announced=bool(announced),
        snapshot=json.loads(snapshot) if snapshot else None,
        snapshot_index=snapshot_index,
    )


# One query for both the leaderboard and a player's stats, so a player's rank is
# exactly their position in leaderboard(). Unrated players (single-human tables
# only) sort with the rating of a new player. MAX() around the ratings columns
# keeps the GROUP BY standard SQL (one ratings row per user anyway).
_BOARD_SQL = """
WITH board AS (
    SELECT res.user_id AS user_id,
           COUNT(*) AS played,
           SUM(CASE WHEN res.place = 1 THEN 1 ELSE 0 END) AS wins,
           AVG(res.place) AS avg_place,
           MAX(res.score) AS best_score,
           MAX(res.finished_at) AS last_played,
           COALESCE(MAX(rt.ordinal), :default_rating) AS rating
    FROM results AS res
    LEFT JOIN ratings AS rt
           ON rt.guild_id = res.guild_id AND rt.game = res.game AND rt.user_id = res.user_id
    WHERE res.guild_id = :guild_id AND res.game = :game
    GROUP BY res.user_id
), ranked AS (
    SELECT board.*,
           ROW_NUMBER() OVER (
               ORDER BY rating DESC, wins DESC, played DESC, avg_place ASC, user_id ASC
           ) AS rank
    FROM board
)
SELECT user_id, played, wins, avg_place, best_score, last_played, rating, rank,
       (SELECT latest.name FROM results AS latest
        WHERE latest.guild_id = :guild_id AND latest.game = :game
              AND latest.user_id = ranked.user_id
        ORDER BY latest.finished_at DESC, latest.id DESC LIMIT 1) AS name
FROM ranked
"""


# --------------------------------------------------------------------------- storage


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
        now = self._clock()
        row = (
            guild_id,
            channel_id,
            host_id,
            game,
            _json(options),
            _json(settings),
            seed,
            _encode_seats(seats),
            lobby_message_id,
            now,
            now,
        )

        def insert(db: sqlite3.Connection) -> int:
            cursor = db.execute(
                "INSERT INTO tables (guild_id, channel_id, host_id, game, options, settings,"
                " seed, seats, status, lobby_message_id, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
                row,
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        return await self._writer.write(insert)

    async def update_table(self, table_id: int, **fields: Any) -> None:
        """Change some of: thread_id, status, seats, options, settings, lobby_message_id,
        table_message_id, shown_deals, announced, snapshot, snapshot_index. Raises
        KeyError if there is no such table, ValueError for an unknown field or status."""
        unknown = set(fields) - set(_UPDATABLE)
        if unknown:
            raise ValueError(f"update_table cannot change {sorted(unknown)}")
        if "status" in fields and fields["status"] not in STATUSES:
            raise ValueError(f"unknown table status {fields['status']!r}")
        if not fields:
            return
        columns: list[str] = []
        values: list[Any] = []
        for name, value in fields.items():
            if name == "seats":
                value = _encode_seats(value)
            elif _UPDATABLE[name]:
                value = _json(value)
            elif name != "status":
                check_int64(name, value)
            # Column names come from the _UPDATABLE whitelist, never from callers.
            columns.append(f"{name} = ?")
            values.append(value)
        columns.append("updated_at = ?")
        values.append(self._clock())
        sql = f"UPDATE tables SET {', '.join(columns)} WHERE id = ?"

        def update(db: sqlite3.Connection) -> None:
            if db.execute(sql, (*values, table_id)).rowcount == 0:
                raise KeyError(table_id)

        await self._writer.write(update)

    async def get_table(self, table_id: int) -> TableRecord | None:
        """The table with its action log, or None."""

        def fetch(db: sqlite3.Connection) -> TableRecord | None:
            row = _fetchone(db, f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
            if row is None:
                return None
            table = _table_from_row(row)
            table.actions = db.execute(
                "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY idx", (table_id,)
            ).fetchall()
            return table

        return await self._writer.read(fetch)

    async def unfinished_tables(self) -> list[TableRecord]:
        """Every table to take up again at start-up, with its actions, ordered by id: those
        in the lobby or playing, and finished ones whose end was never announced."""
        placeholders = ", ".join("?" for _ in UNFINISHED_STATUSES)
        wanted = f"status IN ({placeholders}) OR (status = 'finished' AND announced = 0)"

        def fetch(db: sqlite3.Connection) -> list[TableRecord]:
            rows = db.execute(
                f"SELECT {_TABLE_COLUMNS} FROM tables WHERE {wanted} ORDER BY id",
                UNFINISHED_STATUSES,
            ).fetchall()
            tables = [_table_from_row(row) for row in rows]
            by_id = {table.id: table for table in tables}
            # One query for all logs rather than one per table.
            for table_id, seat, action in db.execute(
                "SELECT a.table_id, a.seat, a.action FROM actions AS a"
                " JOIN tables AS t ON t.id = a.table_id"
                f" WHERE {wanted.replace('status', 't.status').replace('announced', 't.announced')}"
                " ORDER BY a.table_id, a.idx",
                UNFINISHED_STATUSES,
            ):
                by_id[table_id].actions.append((seat, action))
            return tables

        return await self._writer.read(fetch)

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
        now = self._clock()
        rows = [
            (table_id, first_index + offset, seat, action, actor_id, now)
            for offset, (seat, action, actor_id) in enumerate(actions)
        ]

        def append(db: sqlite3.Connection) -> None:
            # MAX over the primary key is a lookup, where COUNT(*) would read the whole log.
            row = _fetchone(
                db, "SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE table_id = ?", (table_id,)
            )
            count = row[0] if row else 0
            if first_index > count:
                raise ValueError(
                    f"table {table_id} has {count} actions, cannot log index {first_index}"
                )
            # first_index < count falls through: the primary key rejects it.
            db.executemany(
                "INSERT INTO actions (table_id, idx, seat, action, actor_id, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                rows,
            )

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
        table) lets leaderboards show names without asking Discord. Ratings (per guild and game) are
        updated only when at least two humans played; played/wins count anyway.
        Raises KeyError for an unknown table; ValueError if it is already finished,
        if guild_id/game do not match the table, or for a repeated user or a place < 1.
        """
        user_ids = [user_id for user_id, _, _ in results]
        if len(set(user_ids)) != len(user_ids):
            raise ValueError(f"a user appears twice in the results: {user_ids}")
        for user_id, place, score in results:
            check_int64("user_id", user_id)
            check_int64("score", score)
            if place < 1:
                raise ValueError(f"place {place} of user {user_id} is below 1")
        now = self._clock()
        rows = [
            (table_id, guild_id, game, user_id, place, score, now, (names or {}).get(user_id, ""))
            for user_id, place, score in results
        ]

        def finish(db: sqlite3.Connection) -> None:
            row = _fetchone(
                db, "SELECT status, guild_id, game FROM tables WHERE id = ?", (table_id,)
            )
            if row is None:
                raise KeyError(table_id)
            status, table_guild, table_game = row
            if status == "finished":
                # A second call would count the game twice in every statistic.
                raise ValueError(f"table {table_id} is already finished")
            if (table_guild, table_game) != (guild_id, game):
                raise ValueError(
                    f"table {table_id} belongs to guild {table_guild}, game {table_game!r},"
                    f" not guild {guild_id}, game {game!r}"
                )
            db.execute(
                "UPDATE tables SET status = 'finished', updated_at = ? WHERE id = ?",
                (now, table_id),
            )
            db.executemany(
                "INSERT INTO results (table_id, guild_id, game, user_id, place, score,"
                " finished_at, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            if len(results) >= 2:
                _update_ratings(db, guild_id, game, results, now)

        await self._writer.write(finish)

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderRow]:
        """The top ``limit`` players of a server for a game: by rating, then wins."""
        params = {"guild_id": guild_id, "game": game, "default_rating": _default_rating()}
        sql = _BOARD_SQL + " ORDER BY rank LIMIT :limit"
        rows = await self._writer.read(
            lambda db: db.execute(sql, {**params, "limit": max(limit, 0)}).fetchall()
        )
        return [
            LeaderRow(
                user_id=row[0],
                played=row[1],
                wins=row[2],
                avg_place=row[3],
                rating=row[6],
                name=row[8] or "",
            )
            for row in rows
        ]

    async def player_stats(self, guild_id: int, game: str, user_id: int) -> PlayerStats | None:
        """A player's record on a server for a game, or None if they never finished one."""
        params = {"guild_id": guild_id, "game": game, "default_rating": _default_rating()}
        sql = _BOARD_SQL + " WHERE user_id = :user_id"
        row = await self._writer.read(lambda db: _fetchone(db, sql, {**params, "user_id": user_id}))
        if row is None:
            return None
        return PlayerStats(
            user_id=row[0],
            played=row[1],
            wins=row[2],
            avg_place=row[3],
            best_score=row[4],
            last_played=datetime.fromtimestamp(row[5], UTC),
            rating=row[6],
            rank=row[7],
            name=row[8] or "",
        )


def _update_ratings(
    db: sqlite3.Connection,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    now: float,
) -> None:
    """Rate one game's humans (inside finish_table's transaction)."""
    user_ids = [user_id for user_id, _, _ in results]
    placeholders = ", ".join("?" for _ in user_ids)
    rows = db.execute(
        "SELECT user_id, mu, sigma FROM ratings"
        f" WHERE guild_id = ? AND game = ? AND user_id IN ({placeholders})",
        (guild_id, game, *user_ids),
    ).fetchall()
    current = {user_id: (mu, sigma) for user_id, mu, sigma in rows}
    before = [current.get(user_id, ratings.new_rating()) for user_id in user_ids]
    after = ratings.rate(before, [place for _, place, _ in results])
    db.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " updated_at = excluded.updated_at",
        [
            (guild_id, game, user_id, mu, sigma, ratings.ordinal(mu, sigma), now)
            for user_id, (mu, sigma) in zip(user_ids, after, strict=True)
        ],
    )


def _default_rating() -> float:
    """The displayed rating of a player without a ratings row."""
    return ratings.ordinal(*ratings.new_rating())
