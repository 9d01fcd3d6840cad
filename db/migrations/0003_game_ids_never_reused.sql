-- 0003: game numbers are never reused. Reply keys are an HMAC over the game number, so a
-- number given twice (after the newest game was deleted by hand) could make an old key
-- valid for a new game. `AUTOINCREMENT` keeps the highest number ever given in
-- sqlite_sequence; SQLite cannot add it to a column, so the table is rebuilt.
CREATE TABLE games_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    variant         TEXT NOT NULL,
    preset          TEXT NOT NULL,
    -- rule options that differ from the variant's standard rules, one `key=value` per line
    options         TEXT NOT NULL DEFAULT '',
    -- SFEN of a non-standard start (handicap); NULL for the preset's own start
    start_sfen      TEXT,
    illegal_move    TEXT NOT NULL CHECK (illegal_move IN ('lose', 'reject')),
    days_per_move   INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 365),
    black_id        INTEGER NOT NULL REFERENCES players (id),
    white_id        INTEGER NOT NULL REFERENCES players (id),
    challenger_id   INTEGER NOT NULL REFERENCES players (id),
    state           TEXT NOT NULL CHECK (state IN ('challenged', 'declined', 'active', 'finished')),
    draw_offered_by TEXT CHECK (draw_offered_by IN ('black', 'white')),
    created_at      INTEGER NOT NULL,
    -- when the player on turn loses on time; NULL unless the game is active
    deadline        INTEGER,
    reminder_sent   INTEGER NOT NULL DEFAULT 0 CHECK (reminder_sent IN (0, 1)),
    -- '1-0' (Black won), '0-1' (White won) or '1/2-1/2'; NULL while not finished
    result          TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    result_reason   TEXT,
    finished_at     INTEGER,
    -- Message-ID (without angle brackets) of the first mail of the game's thread
    thread_root     TEXT NOT NULL
) STRICT;

INSERT INTO games_new (id, variant, preset, options, start_sfen, illegal_move, days_per_move,
    black_id, white_id, challenger_id, state, draw_offered_by, created_at, deadline,
    reminder_sent, result, result_reason, finished_at, thread_root)
SELECT id, variant, preset, options, start_sfen, illegal_move, days_per_move,
    black_id, white_id, challenger_id, state, draw_offered_by, created_at, deadline,
    reminder_sent, result, result_reason, finished_at, thread_root
FROM games;

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE INDEX games_by_state_deadline ON games (state, deadline);
