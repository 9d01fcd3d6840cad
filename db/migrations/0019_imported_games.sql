-- 0019: games recreated from a record file by `yubin import` (README, src/engine/import.rs):
-- where the record came from, and what its header said that a game played here keeps
-- elsewhere (its own site, event, round and time control, as written; NULL when it said
-- nothing). Games played here have no row. An imported game's players have reserved
-- addresses under `imported.invalid`, a domain that can receive no mail (RFC 2606), which
-- engine/address.rs refuses, so the service never writes to them; their display names are
-- the names in the file. Such a game is finished, unrated and has no mail thread: its
-- `time_control` is a placeholder the record's own words (here) replace in every export.
CREATE TABLE imports (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    -- the file's name as given to `yubin import`, without its folders
    file         TEXT NOT NULL,
    format       TEXT NOT NULL CHECK (format IN ('kif', 'pgn', 'usi', 'json')),
    site         TEXT,
    event        TEXT,
    round        TEXT,
    time_control TEXT,
    imported_at  INTEGER NOT NULL
) STRICT;
