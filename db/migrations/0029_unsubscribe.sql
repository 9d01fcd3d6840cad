-- 0029: List-Unsubscribe (issue 26): how a queued recurring mail is unsubscribed from (the
-- stream's tag `g12`, `t3`, `r`; its keyed mailto address; the one-click HTTPS address when
-- the operator configured one), NULL on direct answers; and a player's deadline reminders
-- (`reminders on|off`; NULL: never said, on).
ALTER TABLE outbox ADD COLUMN unsubscribe TEXT;
ALTER TABLE outbox ADD COLUMN unsubscribe_mailto TEXT;
ALTER TABLE outbox ADD COLUMN unsubscribe_https TEXT;
ALTER TABLE players ADD COLUMN reminders TEXT CHECK (reminders IN ('on', 'off'));
