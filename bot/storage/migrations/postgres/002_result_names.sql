-- 002 (twin of ../002_result_names.sql): each result keeps the player's name as it
-- was at the table, so that a leaderboard needs no member lookup.
ALTER TABLE results ADD COLUMN name TEXT NOT NULL DEFAULT '';
