-- 004 (twin of ../004_snapshots.sql): a snapshot of each running game, taken every
-- SNAPSHOT_EVERY (64) actions, so that a restart replays only the moves made since
-- (the log stays the reference).
ALTER TABLE tables ADD COLUMN snapshot TEXT;
ALTER TABLE tables ADD COLUMN snapshot_index INTEGER NOT NULL DEFAULT 0;
