-- 0022: look-alike names and addresses (issue 22). Each player row keeps the skeletons
-- (Unicode TS #39; yubin_domain::alike) of its address and of its display name, indexed,
-- so the store answers "who holds an address or a name like this one" at once. The
-- functions `yubin_*` are yubin's own (store::alike), registered on every connection.
-- Names and addresses are kept in NFC from now on: the rows written before are put in it,
-- an address only where its NFC form is not another row's already (then it stays as it was).
ALTER TABLE players ADD COLUMN address_skeleton TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN name_skeleton TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN name_skeleton_cased TEXT NOT NULL DEFAULT '';
UPDATE OR IGNORE players SET address = yubin_nfc(address) WHERE address <> yubin_nfc(address);
UPDATE OR IGNORE watchers SET address = yubin_nfc(address) WHERE address <> yubin_nfc(address);
UPDATE players SET display_name = yubin_nfc(display_name)
    WHERE display_name <> yubin_nfc(display_name);
UPDATE players SET address_skeleton = yubin_skeleton(address),
    name_skeleton = yubin_skeleton(display_name),
    name_skeleton_cased = yubin_skeleton_cased(display_name);
CREATE INDEX players_by_address_skeleton ON players (address_skeleton);
CREATE INDEX players_by_name_skeleton ON players (name_skeleton) WHERE display_name <> '';
CREATE INDEX players_by_name_skeleton_cased ON players (name_skeleton_cased)
    WHERE display_name <> '';
-- Names were looked up by their text, ASCII case aside; they are looked up by skeleton now.
DROP INDEX players_by_display_name;
