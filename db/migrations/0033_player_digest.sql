-- 0033: a player's daily digest (issue 26): `digest daily HH:MM` keeps the time of day, in
-- minutes after midnight in the player's time zone (NULL: every mail at once), and
-- `digest_sent` the instant the last digest was due (or the setting was made), from which
-- the next one is reckoned.
ALTER TABLE players ADD COLUMN digest INTEGER CHECK (digest BETWEEN 0 AND 1439);
ALTER TABLE players ADD COLUMN digest_sent INTEGER;
