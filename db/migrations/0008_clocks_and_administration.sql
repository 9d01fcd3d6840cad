-- 0008: the columns of richer clocks and of game administration (issue 11). SQLite cannot
-- change a column's CHECK, so the table is rebuilt:
-- * `time_control` replaces `days_per_move`: the control's canonical text (`days=7`,
--   `time=30d+3d max=60d`, `time=10/50d double=20d`, `time=30d byo=3d`);
-- * `started_at`: when the game began (the challenge was accepted and the first board mail
--   queued): the first mover's clock runs from then. For games started before this
--   migration it is derived: for an active game without moves its deadline less its days per
--   move (exact), otherwise the time of the challenge (only the last move's time matters to a
--   days-per-move clock, so nothing changes for those games);
-- * `remind_at` replaces `reminder_sent`: when the next reminder of the current turn is due
--   (one when 80% of the time is used, one a configured number of hours before the
--   deadline), NULL when none is left. For games started before this migration: none if
--   their reminder went out, else a day before the deadline, at most half-way through the
--   turn (the default `games.reminder_hours`);
-- * state `aborted`: a game either player ended before each side had moved; not scored;
-- * `max_plies`: the length at which the game is adjudicated a draw (NULL: no limit).
CREATE TABLE games_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    variant         TEXT NOT NULL,
    preset          TEXT NOT NULL,
    -- rule options that differ from the variant's standard rules, one `key=value` per line
    options         TEXT NOT NULL DEFAULT '',
    -- SFEN of a non-standard start (handicap); NULL for the preset's own start
    start_sfen      TEXT,
    illegal_move    TEXT NOT NULL CHECK (illegal_move IN ('lose', 'reject')),
    -- the time control, as a challenge writes it (`days=7`, `time=30d+3d`, …)
    time_control    TEXT NOT NULL,
    -- plies after which the game is adjudicated a draw; NULL for no limit
    max_plies       INTEGER CHECK (max_plies >= 1),
    black_id        INTEGER NOT NULL REFERENCES players (id),
    white_id        INTEGER NOT NULL REFERENCES players (id),
    challenger_id   INTEGER NOT NULL REFERENCES players (id),
    state           TEXT NOT NULL
        CHECK (state IN ('challenged', 'declined', 'active', 'finished', 'aborted')),
    draw_offered_by TEXT CHECK (draw_offered_by IN ('black', 'white')),
    created_at      INTEGER NOT NULL,
    -- when the challenge was accepted (the clocks' start); NULL before
    started_at      INTEGER,
    -- when the player on turn loses on time; NULL unless the game is active and a clock runs
    deadline        INTEGER,
    -- when the next reminder of the current turn is due; NULL when none is left
    remind_at       INTEGER,
    -- '1-0' (Black won), '0-1' (White won) or '1/2-1/2'; NULL while not finished
    result          TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    result_reason   TEXT,
    finished_at     INTEGER,
    -- Message-ID (without angle brackets) of the first mail of the game's thread
    thread_root     TEXT NOT NULL
) STRICT;

INSERT INTO games_new (id, variant, preset, options, start_sfen, illegal_move, time_control,
    max_plies, black_id, white_id, challenger_id, state, draw_offered_by, created_at,
    started_at, deadline, remind_at, result, result_reason, finished_at, thread_root)
SELECT id, variant, preset, options, start_sfen, illegal_move, 'days=' || days_per_move,
    NULL, black_id, white_id, challenger_id, state, draw_offered_by, created_at,
    CASE
        WHEN state = 'active' AND deadline IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.game_id = games.id)
            THEN deadline - days_per_move * 86400
        WHEN state IN ('active', 'finished') THEN created_at
    END,
    deadline,
    CASE
        WHEN state = 'active' AND deadline IS NOT NULL AND reminder_sent = 0
            THEN deadline - min(86400, days_per_move * 43200)
    END,
    result, result_reason,
    finished_at, thread_root
FROM games;

-- The highest game number ever given stays taken (`sqlite_sequence` forgets a dropped table's).
UPDATE sqlite_sequence
SET seq = (SELECT max(seq) FROM sqlite_sequence WHERE name IN ('games', 'games_new'))
WHERE name = 'games_new';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'games_new', seq FROM sqlite_sequence
WHERE name = 'games' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'games_new');

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE INDEX games_by_state_deadline ON games (state, deadline);
