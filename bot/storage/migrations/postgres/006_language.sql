-- 006 (twin of ../006_language.sql): the language a table speaks to everyone (its
-- lobby, table message, thread, results: cogs/i18n.py), chosen when it opens;
-- tables opened before this migration speak English. A server's own settings (its
-- default language for new tables; NULL: none chosen, the server's Discord locale
-- decides).
ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    language TEXT
);
