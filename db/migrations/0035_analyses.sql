-- 0035: a finished game analysed by the computer (issue 27, `analyse N`): the analysis
-- (its node budget per position and when it was made) and, per ply, the evaluation before
-- the move (with the engine's own move, USI) and after the move played, from Black's view:
-- `cp:N` centipawns or `mate:N` plies to mate (negative: White mates). A game has at most
-- one analysis; the requests waiting for one are another table's.
CREATE TABLE analyses (
    game_id       INTEGER PRIMARY KEY REFERENCES games(id),
    nodes_per_ply INTEGER NOT NULL CHECK (nodes_per_ply > 0),
    made_at       INTEGER NOT NULL
);
CREATE TABLE analysis_plies (
    game_id INTEGER NOT NULL REFERENCES analyses(game_id),
    ply     INTEGER NOT NULL CHECK (ply >= 1),
    black   INTEGER NOT NULL CHECK (black IN (0, 1)),
    before  TEXT NOT NULL,
    best    TEXT,
    after   TEXT NOT NULL,
    depth   INTEGER NOT NULL CHECK (depth >= 0),
    PRIMARY KEY (game_id, ply)
);
