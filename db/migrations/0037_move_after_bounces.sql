-- 0037: an address change whose old address bounces (issue 26.1): since when the old address
-- was marked undeliverable when the change was asked. The request's own mail clears that mark
-- (any mail from an address does), so it is kept here: the operator may approve a change the
-- new address confirmed in the old address's place only once the old one has bounced for
-- `[years] move_after_bounce_days` days (`yubin admin moves`, `approve-move`).
ALTER TABLE address_moves ADD COLUMN old_undeliverable_since INTEGER;
