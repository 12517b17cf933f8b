-- 005 (twin of ../005_turn_ping.sql): the thread's live turn ping
-- (cogs/tables/turns.py), so that after a restart the bot deletes it when it pings
-- the player on turn again. NULL: none posted (or the last one deleted).
ALTER TABLE tables ADD COLUMN ping_message_id BIGINT;
