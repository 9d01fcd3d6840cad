-- 0002: keep the text of a mail the bot could not act on (rate limit, a damaged game record),
-- so that nothing a player wrote is lost; empty for mails that were carried out or answered.
ALTER TABLE inbound ADD COLUMN body TEXT NOT NULL DEFAULT '';
