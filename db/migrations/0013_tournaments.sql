-- 0013: tournaments (engine/director, engine/commands/tournament): a tournament's terms,
-- its entrants, its byes, and the link of each of its games to it.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT NOT NULL,
    organiser_id    INTEGER NOT NULL REFERENCES players (id),
    -- open: taking entries; running: games under way; finished; cancelled
    state           TEXT NOT NULL CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    -- rr, drr, swiss or ko
    format          TEXT NOT NULL CHECK (format IN ('rr', 'drr', 'swiss', 'ko')),
    -- Swiss: its rounds; knockout: the games of a match; else NULL
    rounds          INTEGER CHECK (rounds BETWEEN 1 AND 100),
    -- the points of a win, a draw, a loss, `1/0.5/0` or `3/2/1`
    points          TEXT NOT NULL,
    -- what a Swiss bye scores: `win`, `draw` or `loss`
    bye             TEXT NOT NULL CHECK (bye IN ('win', 'draw', 'loss')),
    -- the tie-break order, comma-separated abbreviations (`w,sb,de`)
    tie_breaks      TEXT NOT NULL,
    min_players     INTEGER NOT NULL CHECK (min_players >= 2),
    max_players     INTEGER NOT NULL CHECK (max_players >= min_players),
    -- when it starts by itself; NULL: when the organiser starts it
    starts_at       INTEGER,
    -- days a Swiss or knockout round may last before its unfinished games are adjudicated
    round_days      INTEGER CHECK (round_days BETWEEN 1 AND 3650),
    -- the terms of every game, as in `games`
    variant         TEXT NOT NULL,
    preset          TEXT NOT NULL,
    options         TEXT NOT NULL DEFAULT '',
    start_sfen      TEXT,
    illegal_move    TEXT NOT NULL CHECK (illegal_move IN ('lose', 'reject')),
    time_control    TEXT NOT NULL,
    max_plies       INTEGER,
    draw_every      INTEGER,
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    -- when the round under way was paired
    round_started_at INTEGER,
    finished_at     INTEGER,
    -- finished games the players have been sent a crosstable for
    reported        INTEGER NOT NULL DEFAULT 0 CHECK (reported >= 0),
    -- Message-ID (without angle brackets) of the tournament's first mail
    thread_root     TEXT NOT NULL
) STRICT;

CREATE INDEX tournaments_by_state ON tournaments (state);

CREATE TABLE entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    joined_at     INTEGER NOT NULL,
    -- the place in the initial ranking from 0, given at the start
    seed          INTEGER CHECK (seed >= 0),
    -- the last round the player took part in before withdrawing; NULL: still in
    withdrawn_after INTEGER CHECK (withdrawn_after >= 0),
    PRIMARY KEY (tournament_id, player_id)
) STRICT;

CREATE INDEX entrants_by_player ON entrants (player_id);

CREATE TABLE byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (tournament_id, round, player_id)
) STRICT;

ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
ALTER TABLE games ADD COLUMN round INTEGER CHECK (round >= 1);
ALTER TABLE games ADD COLUMN board INTEGER CHECK (board >= 1);
-- 1: the result is a forfeit (not played on the board: the loser withdrew)
ALTER TABLE games ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1));

CREATE INDEX games_by_tournament ON games (tournament_id, round);
