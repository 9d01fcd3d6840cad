-- 0004: whether a logged mail carried a valid reply key of its sender's game. Such mails are
-- never rate-limited; only the others count towards `limits.mails_per_hour`, so forged mail
-- in a player's name cannot lock the player out of their games.
ALTER TABLE inbound ADD COLUMN keyed INTEGER NOT NULL DEFAULT 0;
