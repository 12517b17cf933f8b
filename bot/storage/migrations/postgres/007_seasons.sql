-- 007 (twin of ../007_seasons.sql): seasons. A (server, game) without a row here is in
-- its first season, which holds every result from before this migration. `name` is NULL
-- when none was given; `monthly` is the schedule while the season runs (it ends at the
-- next month's start, UTC); `automatic` marks a season the schedule opened.
CREATE TABLE seasons (
    guild_id   BIGINT  NOT NULL,
    game       TEXT    NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    name       TEXT,
    started_at DOUBLE PRECISION NOT NULL,
    monthly    BOOLEAN NOT NULL DEFAULT FALSE,
    automatic  BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (guild_id, game, number)
);

-- Each result belongs to the season it was written in; those before are the first's.
ALTER TABLE results ADD COLUMN season INTEGER NOT NULL DEFAULT 1;
CREATE INDEX results_season_idx ON results (guild_id, game, season, user_id);

-- Ratings start fresh each season, beside the all-time `ratings`; the first season's
-- are the all-time ones so far.
CREATE TABLE season_ratings (
    guild_id   BIGINT NOT NULL,
    game       TEXT   NOT NULL,
    season     INTEGER NOT NULL,
    user_id    BIGINT NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    ordinal    DOUBLE PRECISION NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, game, season, user_id)
);
INSERT INTO season_ratings (guild_id, game, season, user_id, mu, sigma, ordinal, updated_at)
SELECT guild_id, game, 1, user_id, mu, sigma, ordinal, updated_at FROM ratings;
