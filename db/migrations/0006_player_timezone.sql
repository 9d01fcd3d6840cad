-- 0006: a player's time zone (`timezone Europe/Berlin`), an IANA name; NULL for UTC. Dates in
-- the player's mails (deadlines, reminders) are written in it.
ALTER TABLE players ADD COLUMN timezone TEXT;
