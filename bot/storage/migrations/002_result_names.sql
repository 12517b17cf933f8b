-- 002: each result keeps the player's name as it was at the table, so that a
-- leaderboard needs no member lookup (the bot has no privileged members intent).
ALTER TABLE results ADD COLUMN name TEXT NOT NULL DEFAULT '';
