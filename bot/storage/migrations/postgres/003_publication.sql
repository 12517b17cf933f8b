-- 003 (twin of ../003_publication.sql): what the channel has been shown, so a
-- restart after a crash can finish telling it: shown_deals is the number of deals
-- whose scoresheets are posted; announced is true once the final standings are
-- posted (a BOOLEAN here, SQLite's 0/1 there). Tables closed before this
-- migration count as announced.
ALTER TABLE tables ADD COLUMN shown_deals INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN announced BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE tables SET announced = TRUE WHERE status IN ('finished', 'abandoned');
