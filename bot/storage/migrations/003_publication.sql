-- 003: what the channel has been shown, so a restart after a crash can finish
-- telling it: shown_deals is the number of deals whose scoresheets are posted
-- (the table message shows the next deal); announced is 1 once the final
-- standings are posted. Tables closed before this migration count as announced.
ALTER TABLE tables ADD COLUMN shown_deals INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET announced = 1 WHERE status IN ('finished', 'abandoned');
