-- 007: seasons. A server's members with Manage Server start a new season of a game, or
-- let one open at the start of every calendar month (UTC); leaderboards show the current
-- season unless asked for a past one or all time (bot/storage/seasons.py).
--
-- A (server, game) without a row here is in its first season, which holds every result
-- from before this migration: nothing is lost, and nothing is written until a season
-- command or the monthly schedule needs a row. `name` is NULL when none was given;
-- `monthly` is the schedule while the season runs (it ends at the next month's start);
-- `automatic` marks a season the schedule opened (named by its month).
CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    name       TEXT,
    started_at REAL    NOT NULL,
    monthly    INTEGER NOT NULL DEFAULT 0,
    automatic  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, number)
) WITHOUT ROWID;

-- Each result belongs to the season it was written in; those before are the first's.
ALTER TABLE results ADD COLUMN season INTEGER NOT NULL DEFAULT 1;
CREATE INDEX results_season_idx ON results (guild_id, game, season, user_id);

-- Ratings start fresh each season: openskill (mu, sigma) per server, game and season,
-- beside the all-time `ratings`. The first season's are the all-time ones so far.
CREATE TABLE season_ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    season     INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    ordinal    REAL    NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, season, user_id)
) WITHOUT ROWID;
INSERT INTO season_ratings (guild_id, game, season, user_id, mu, sigma, ordinal, updated_at)
SELECT guild_id, game, 1, user_id, mu, sigma, ordinal, updated_at FROM ratings;
