-- 0016: whether a player's games may be published in the archive (`archive public|private`);
-- NULL: the default, public (README). Their display name (`name …`) is `display_name`, kept
-- since 0001; names are unique regardless of ASCII case.
ALTER TABLE players ADD COLUMN archive TEXT CHECK (archive IN ('public', 'private'));
CREATE INDEX players_by_display_name ON players (display_name COLLATE NOCASE);
