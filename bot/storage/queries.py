"""What is stored and asked of SQLite: every statement on the bot's data.

Each function here takes plain values, encodes them at once (so bad input fails
in the caller, before anything is queued) and returns the *work*: a function of
an ``sqlite3.Connection`` that runs the SQL and returns records. It neither
opens, commits nor schedules anything: bot/storage/writer.py runs the work in
its thread, in a savepoint of a group commit for a write, in one snapshot for a
read. The schema is the migration files (bot/storage/schema.py); connection
settings and transaction control are the writer's.

Over 400 lines on purpose: all of the data's SQL stays in one file, the one a
second backend has to mirror.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from bot import ratings
from bot.storage.records import (
    UNFINISHED_STATUSES,
    LeaderRow,
    PlayerStats,
    SeatRecord,
    TableRecord,
    check_int64,
)

__all__ = [
    "UPDATABLE",
    "append_actions",
    "finish_table",
    "get_table",
    "guild_language",
    "insert_table",
    "leaderboard",
    "player_stats",
    "set_guild_language",
    "unfinished_tables",
    "update_table",
]

# Fields update_table accepts, and whether they are stored as JSON.
UPDATABLE: dict[str, bool] = {
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
    "ping_message_id": False,
}

_TABLE_COLUMNS = (
    "id, guild_id, channel_id, thread_id, host_id, game, options, settings, seed, seats,"
    " status, lobby_message_id, table_message_id, shown_deals, announced, snapshot,"
    " snapshot_index, ping_message_id, language"
)


# --------------------------------------------------------------------------- encoding


def _fetchone(db: sqlite3.Connection, sql: str, params: Any = ()) -> Any | None:
    """The first row of a query, or None."""
    return db.execute(sql, params).fetchone()


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
        ping_message_id,
        language,
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
        ping_message_id=ping_message_id,
        language=language,
    )


# ----------------------------------------------------------------------------- tables


def insert_table(
    *,
    guild_id: int,
    channel_id: int,
    host_id: int,
    game: str,
    options: dict[str, Any],
    settings: dict[str, Any],
    seed: int,
    seats: list[SeatRecord],
    lobby_message_id: int | None,
    now: float,
    language: str = "en",
) -> Callable[[sqlite3.Connection], int]:
    """Store a new table (status "lobby"); the work returns its id."""
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
        language,
    )

    def insert(db: sqlite3.Connection) -> int:
        cursor = db.execute(
            "INSERT INTO tables (guild_id, channel_id, host_id, game, options, settings,"
            " seed, seats, status, lobby_message_id, created_at, updated_at, language)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
            row,
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    return insert


def update_table(
    table_id: int, fields: Mapping[str, Any], now: float
) -> Callable[[sqlite3.Connection], None]:
    """Change some UPDATABLE fields of a table (names checked by the caller).

    Raises ValueError here for an integer beyond 64 bits; the work raises
    KeyError if there is no such table.
    """
    columns: list[str] = []
    values: list[Any] = []
    for name, value in fields.items():
        if name == "seats":
            value = _encode_seats(value)
        elif UPDATABLE[name]:
            value = _json(value)
        elif name != "status":
            check_int64(name, value)
        # Column names come from the UPDATABLE whitelist, never from callers.
        columns.append(f"{name} = ?")
        values.append(value)
    columns.append("updated_at = ?")
    values.append(now)
    sql = f"UPDATE tables SET {', '.join(columns)} WHERE id = ?"

    def update(db: sqlite3.Connection) -> None:
        if db.execute(sql, (*values, table_id)).rowcount == 0:
            raise KeyError(table_id)

    return update


def get_table(table_id: int) -> Callable[[sqlite3.Connection], TableRecord | None]:
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

    return fetch


def unfinished_tables() -> Callable[[sqlite3.Connection], list[TableRecord]]:
    """Every table in the lobby or playing, or finished but never announced, with its
    actions, ordered by id."""
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

    return fetch


# ---------------------------------------------------------------------------- actions


def append_actions(
    table_id: int,
    first_index: int,
    actions: Sequence[tuple[int, str, int | None]],
    now: float,
) -> Callable[[sqlite3.Connection], None]:
    """Log consecutive actions, (seat, action, actor_id), from ``first_index`` on.

    The work raises ValueError for a gap after the log and sqlite3.IntegrityError
    for an index already logged or an unknown table.
    """
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

    return append


# -------------------------------------------------------------------- results, ratings


def finish_table(
    table_id: int,
    *,
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    names: Mapping[int, str] | None,
    now: float,
) -> Callable[[sqlite3.Connection], None]:
    """Mark the table finished, write its results and, with two humans or more, rate them.

    ``results`` (user_id, place, score) are checked by the caller. The work
    raises KeyError for an unknown table, ValueError for one already finished
    or of another guild or game.
    """
    rows = [
        (table_id, guild_id, game, user_id, place, score, now, (names or {}).get(user_id, ""))
        for user_id, place, score in results
    ]

    def finish(db: sqlite3.Connection) -> None:
        row = _fetchone(db, "SELECT status, guild_id, game FROM tables WHERE id = ?", (table_id,))
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

    return finish


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
           COALESCE(MAX(rt.ordinal), :default_rating) AS rating,
           MAX(rt.ordinal) IS NOT NULL AS rated
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
        ORDER BY latest.finished_at DESC, latest.id DESC LIMIT 1) AS name,
       rated
FROM ranked
"""


def _default_rating() -> float:
    """The displayed rating of a player without a ratings row."""
    return ratings.ordinal(*ratings.new_rating())


def leaderboard(
    guild_id: int, game: str, limit: int
) -> Callable[[sqlite3.Connection], list[LeaderRow]]:
    """The top ``limit`` players of a server for a game: by rating, then wins."""
    params = {"guild_id": guild_id, "game": game, "default_rating": _default_rating()}
    sql = _BOARD_SQL + " ORDER BY rank LIMIT :limit"

    def fetch(db: sqlite3.Connection) -> list[LeaderRow]:
        return [
            LeaderRow(
                user_id=row[0],
                played=row[1],
                wins=row[2],
                avg_place=row[3],
                rating=row[6],
                name=row[8] or "",
            )
            for row in db.execute(sql, {**params, "limit": max(limit, 0)}).fetchall()
        ]

    return fetch


def player_stats(
    guild_id: int, game: str, user_id: int
) -> Callable[[sqlite3.Connection], PlayerStats | None]:
    """A player's record on a server for a game, or None if they never finished one."""
    params = {"guild_id": guild_id, "game": game, "default_rating": _default_rating()}
    sql = _BOARD_SQL + " WHERE user_id = :user_id"

    def fetch(db: sqlite3.Connection) -> PlayerStats | None:
        row = _fetchone(db, sql, {**params, "user_id": user_id})
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
            rated=bool(row[9]),
        )

    return fetch


# --------------------------------------------------------------------- servers


def guild_language(guild_id: int) -> Callable[[sqlite3.Connection], str | None]:
    """The server's chosen language for new tables, or None if it chose none."""

    def fetch(db: sqlite3.Connection) -> str | None:
        row = _fetchone(db, "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return row[0] if row else None

    return fetch


def set_guild_language(guild_id: int, language: str | None) -> Callable[[sqlite3.Connection], None]:
    """Choose the server's language for new tables (None: no choice of its own)."""
    check_int64("guild_id", guild_id)

    def store(db: sqlite3.Connection) -> None:
        db.execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, language),
        )

    return store
