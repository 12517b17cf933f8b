-- 004: a snapshot of each running game, taken every SNAPSHOT_EVERY (64) actions
-- (bot/tables/table.py), so that a restart replays only the moves made since (the log
-- stays the reference: a snapshot that cannot be read is ignored and the whole
-- log is replayed).
ALTER TABLE tables ADD COLUMN snapshot TEXT;
ALTER TABLE tables ADD COLUMN snapshot_index INTEGER NOT NULL DEFAULT 0;
