-- 0009: what stops a clock or adds to it (issue 11).
-- * `stops`: a player's leave (`player_id`: their clock stops in every game they play), a
--   pause of one game agreed by both (`game_id`, `color` NULL: both clocks), or the span a
--   takeback undid (`game_id`, `color`: the side then to move is not charged for it).
--   `ends_at` NULL: open (a pause not yet resumed). Cancelled leave is ended at the
--   cancellation (or deleted when it had not begun).
-- * `gifts`: time a player gave their opponent (`give 3d`).
-- * `games.pause_offered_by`, `games.takeback_offered_by` / `takeback_plies`: offers waiting
--   for the opponent's answer.
CREATE TABLE stops (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('leave', 'pause', 'takeback')),
    player_id  INTEGER REFERENCES players (id),
    game_id    INTEGER REFERENCES games (id),
    color      TEXT CHECK (color IN ('black', 'white')),
    starts_at  INTEGER NOT NULL,
    ends_at    INTEGER,
    created_at INTEGER NOT NULL,
    CHECK ((kind = 'leave') = (player_id IS NOT NULL AND game_id IS NULL AND color IS NULL)),
    CHECK (ends_at IS NULL OR ends_at >= starts_at)
) STRICT;

-- Plain indexes, not partial ones: a statement that can use a partial index through a bound
-- parameter is prepared again for every new value, which costs more than the index saves.
CREATE INDEX stops_by_player ON stops (player_id);
CREATE INDEX stops_by_game ON stops (game_id);

CREATE TABLE gifts (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    to_color TEXT NOT NULL CHECK (to_color IN ('black', 'white')),
    at       INTEGER NOT NULL,
    secs     INTEGER NOT NULL CHECK (secs > 0)
) STRICT;

CREATE INDEX gifts_by_game ON gifts (game_id);

ALTER TABLE games ADD COLUMN pause_offered_by TEXT CHECK (pause_offered_by IN ('black', 'white'));
ALTER TABLE games ADD COLUMN takeback_offered_by TEXT
    CHECK (takeback_offered_by IN ('black', 'white'));
ALTER TABLE games ADD COLUMN takeback_plies INTEGER CHECK (takeback_plies >= 1);
