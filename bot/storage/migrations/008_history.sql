-- 008: a server's past tables of a game, newest first (`/<game> history`, bot/storage/
-- reads.py `past_tables`): found by server and game, in the order of their last change,
-- without reading every other server's finished tables.
CREATE INDEX tables_history_idx ON tables (guild_id, game, updated_at);
