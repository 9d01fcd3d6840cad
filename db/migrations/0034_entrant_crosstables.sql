-- 0034: an entrant's crosstables (issue 26): whether the crosstable after each finished game
-- of a tournament comes to this entrant (`crosstables T3 on|off`, `unsubscribe` in a reply
-- to one, or its `List-Unsubscribe`, stream `x3`); NULL: never said, on. Their own game
-- mails and the tournament's final crosstable come whatever it says.
ALTER TABLE entrants ADD COLUMN crosstables TEXT CHECK (crosstables IN ('on', 'off'));
