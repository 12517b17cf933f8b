-- 001: tables, their action logs, game results and skill ratings.
-- Timestamps are Unix seconds (REAL, UTC). Discord ids are 64-bit INTEGERs.
-- JSON columns (options, settings, seats) are TEXT written by bot/storage/queries.py.

CREATE TABLE tables (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    host_id          INTEGER NOT NULL,
    game             TEXT    NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}',
    settings         TEXT    NOT NULL DEFAULT '{}',
    seed             INTEGER NOT NULL,
    seats            TEXT    NOT NULL DEFAULT '[]',
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
    lobby_message_id INTEGER,
    table_message_id INTEGER,
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL
);

-- Start-up looks for unfinished tables.
CREATE INDEX tables_status_idx ON tables (status);

-- One row per accepted action; (table_id, idx) is the replay order and its
-- primary key stops a move from being logged twice.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL CHECK (idx >= 0),
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    actor_id   INTEGER,
    created_at REAL    NOT NULL,
    PRIMARY KEY (table_id, idx)
) WITHOUT ROWID;

-- One row per human player of a finished table. guild_id and game are copied
-- from the table so leaderboard queries need no join.
CREATE TABLE results (
    id          INTEGER PRIMARY KEY,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    place       INTEGER NOT NULL CHECK (place >= 1),
    score       INTEGER NOT NULL,
    finished_at REAL    NOT NULL,
    UNIQUE (table_id, user_id)
);

CREATE INDEX results_guild_game_user_idx ON results (guild_id, game, user_id);

-- openskill (mu, sigma) per server and game; ordinal is the displayed rating
-- (bot/ratings.py), stored so the leaderboard can sort on it in SQL.
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    ordinal    REAL    NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) WITHOUT ROWID;

CREATE INDEX ratings_board_idx ON ratings (guild_id, game, ordinal DESC);
