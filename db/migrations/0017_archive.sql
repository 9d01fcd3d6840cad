-- 0017: the static archive (src/archive/).
--
-- A tournament's games are published as its `archive` says (NULL: public, the default); a
-- casual game only when both players allow it (players.archive, 0016).
ALTER TABLE tournaments ADD COLUMN archive TEXT CHECK (archive IN ('public', 'private'));

-- The games whose archive pages are out of date: filled by the triggers below in the
-- transaction that changed the game (so no change is missed, whatever crashes), emptied by
-- the daemon once it has written the pages (archive::refresh).
CREATE TABLE archive_queue (
    game_id INTEGER PRIMARY KEY REFERENCES games (id)
) STRICT;

CREATE TRIGGER archive_move_added AFTER INSERT ON moves BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (new.game_id);
END;

CREATE TRIGGER archive_moves_taken_back AFTER DELETE ON moves BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (old.game_id);
END;

CREATE TRIGGER archive_game_changed AFTER UPDATE OF state, result, termination ON games
WHEN old.state IS NOT new.state OR old.result IS NOT new.result
    OR old.termination IS NOT new.termination
BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (new.id);
END;

-- A player's new name or archive setting changes every page of their games.
CREATE TRIGGER archive_player_changed AFTER UPDATE OF display_name, archive ON players
WHEN old.display_name IS NOT new.display_name OR old.archive IS NOT new.archive
BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id)
        SELECT id FROM games WHERE black_id = new.id OR white_id = new.id;
END;

-- Each player's rating after each rated game (the player pages' rating history); seeded
-- with the ratings held when this migration ran.
CREATE TABLE rating_history (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL CHECK (variant IN ('chu', 'maka')),
    at         INTEGER NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation > 0),
    games      INTEGER NOT NULL CHECK (games >= 0)
) STRICT;
CREATE INDEX rating_history_by_player ON rating_history (player_id, variant, at);
INSERT INTO rating_history (player_id, variant, at, rating, deviation, games)
    SELECT player_id, variant, updated_at, rating, deviation, games FROM ratings;
