"""How records become column values and back, the same for every backend.

JSON columns (options, settings, seats, snapshot) are text written here; a
table row is read back by :func:`table_from_row` whatever database it came
from. The leaderboard's SQL is shared as a template too (only the parameter
markers differ between SQLite and PostgreSQL), so both backends rank players
the same way, and so are the rating updates (bot/ratings.py) a finished game
writes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from bot import ratings
from bot.storage.records import LeaderRow, PlayerStats, SeatRecord, TableRecord

__all__ = [
    "TABLE_COLUMNS",
    "UPDATABLE",
    "board_sql",
    "default_rating",
    "encode_json",
    "encode_seats",
    "leader_row",
    "rating_rows",
    "shard_of",
    "stats_row",
    "table_from_row",
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

TABLE_COLUMNS = (
    "id, guild_id, channel_id, thread_id, host_id, game, options, settings, seed, seats,"
    " status, lobby_message_id, table_message_id, shown_deals, announced, snapshot,"
    " snapshot_index, ping_message_id, language"
)


def encode_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def encode_seats(seats: Iterable[SeatRecord]) -> str:
    return encode_json([seat.to_dict() for seat in seats])


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard of a server, as Discord computes it (and the SQL of `unfinished_tables`)."""
    return (guild_id >> 22) % shard_count


def table_from_row(row: Sequence[Any]) -> TableRecord:
    """A TableRecord (without its actions) from the TABLE_COLUMNS of one row."""
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


def default_rating() -> float:
    """The displayed rating of a player without a ratings row."""
    return ratings.ordinal(*ratings.new_rating())


def rating_rows(
    guild_id: int,
    game: str,
    results: Sequence[tuple[int, int, int]],
    current: Mapping[int, tuple[float, float]],
    now: float,
) -> list[tuple[int, str, int, float, float, float, float]]:
    """The ratings rows (guild_id, game, user_id, mu, sigma, ordinal, updated_at) after one
    game, from the players' ``current`` (mu, sigma) (a new rating for those missing)."""
    user_ids = [user_id for user_id, _, _ in results]
    before = [current.get(user_id, ratings.new_rating()) for user_id in user_ids]
    after = ratings.rate(before, [place for _, place, _ in results])
    return [
        (guild_id, game, user_id, mu, sigma, ratings.ordinal(mu, sigma), now)
        for user_id, (mu, sigma) in zip(user_ids, after, strict=True)
    ]


# One query for both the leaderboard and a player's stats, so a player's rank is
# exactly their position in leaderboard(). Unrated players (single-human tables
# only) sort with the rating of a new player. MAX() around the ratings columns
# keeps the GROUP BY standard SQL (one ratings row per user anyway). AVG is cast
# to a float: PostgreSQL's is a NUMERIC.
_BOARD_SQL = """
WITH board AS (
    SELECT res.user_id AS user_id,
           COUNT(*) AS played,
           SUM(CASE WHEN res.place = 1 THEN 1 ELSE 0 END) AS wins,
           CAST(AVG(res.place) AS DOUBLE PRECISION) AS avg_place,
           MAX(res.score) AS best_score,
           MAX(res.finished_at) AS last_played,
           COALESCE(MAX(rt.ordinal), {default_rating}) AS rating,
           MAX(rt.ordinal) IS NOT NULL AS rated
    FROM results AS res
    LEFT JOIN {ratings} AS rt
           ON rt.guild_id = res.guild_id AND rt.game = res.game AND rt.user_id = res.user_id
              {rating_season}
    WHERE res.guild_id = {guild_id} AND res.game = {game} {result_season}
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
        WHERE latest.guild_id = {guild_id} AND latest.game = {game}
              AND latest.user_id = ranked.user_id {latest_season}
        ORDER BY latest.finished_at DESC, latest.id DESC LIMIT 1) AS name,
       rated
FROM ranked
"""


def board_sql(*, guild_id: str, game: str, default_rating: str, season: str | None = None) -> str:
    """The board query with each backend's parameter markers (":guild_id" or "$1"): of all
    time, or with `season`'s marker, of one season (its results, its ratings)."""

    def of_season(alias: str) -> str:
        return "" if season is None else f"AND {alias}.season = {season}"

    return _BOARD_SQL.format(
        guild_id=guild_id,
        game=game,
        default_rating=default_rating,
        ratings="ratings" if season is None else "season_ratings",
        rating_season=of_season("rt"),
        result_season=of_season("res"),
        latest_season=of_season("latest"),
    )


def leader_row(row: Any) -> LeaderRow:
    """A leaderboard line from a row of the board query (either backend)."""
    return LeaderRow(
        user_id=row[0],
        played=row[1],
        wins=row[2],
        avg_place=row[3],
        rating=row[6],
        name=row[8] or "",
    )


def stats_row(row: Any) -> PlayerStats:
    """A player's stats from a row of the board query (either backend)."""
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
