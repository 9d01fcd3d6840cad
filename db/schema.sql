CREATE TRIGGER archive_game_changed AFTER UPDATE OF state, result, termination ON games
WHEN old.state IS NOT new.state OR old.result IS NOT new.result
    OR old.termination IS NOT new.termination
BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (new.id);
END;

CREATE TRIGGER archive_move_added AFTER INSERT ON moves BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (new.game_id);
END;

CREATE TRIGGER archive_moves_taken_back AFTER DELETE ON moves BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id) VALUES (old.game_id);
END;

CREATE TRIGGER archive_player_changed AFTER UPDATE OF display_name, archive ON players
WHEN old.display_name IS NOT new.display_name OR old.archive IS NOT new.archive
BEGIN
    INSERT OR IGNORE INTO archive_queue (game_id)
        SELECT id FROM games WHERE black_id = new.id OR white_id = new.id;
END;

CREATE TABLE address_moves (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id        INTEGER NOT NULL REFERENCES players (id),
    old_address      TEXT NOT NULL,
    new_address      TEXT NOT NULL,
    asked_at         INTEGER NOT NULL,
    old_confirmed_at INTEGER,
    new_confirmed_at INTEGER,
    approved_at      INTEGER,
    done_at          INTEGER,
    -- when the player took it back (`move cancel`)
    cancelled_at     INTEGER, old_undeliverable_since INTEGER,
    CHECK ((done_at IS NULL) OR (old_address = ''))
) STRICT;

CREATE TABLE admin_log (
    id      INTEGER PRIMARY KEY,
    at      INTEGER NOT NULL,
    actor   TEXT NOT NULL,
    -- `adjudicate`, `annul`, `ban`, `unban`, `resend`
    action  TEXT NOT NULL,
    -- what it acted on: `game 12`, `bob@example.test`, `@spam.example`
    target  TEXT NOT NULL,
    reason  TEXT NOT NULL DEFAULT ''
) STRICT;

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

CREATE TABLE analysis_requests (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    address      TEXT NOT NULL,
    lang         TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    answered_at  INTEGER
) STRICT;

CREATE TABLE archive_queue (
    game_id INTEGER PRIMARY KEY REFERENCES games (id)
) STRICT;

CREATE TABLE bans (
    pattern   TEXT PRIMARY KEY,
    reason    TEXT NOT NULL,
    banned_at INTEGER NOT NULL,
    actor     TEXT NOT NULL
) STRICT;

CREATE TABLE bounces (
    id INTEGER PRIMARY KEY,
    address TEXT NOT NULL,
    at INTEGER NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('hard', 'soft')),
    source TEXT NOT NULL CHECK (source IN ('report', 'return-path', 'refused')),
    status TEXT,
    reason TEXT NOT NULL,
    message_id TEXT
) STRICT;

CREATE TABLE byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (tournament_id, round, player_id)
) STRICT;

CREATE TABLE conditionals (
    game_id INTEGER NOT NULL REFERENCES games (id),
    -- whose lines: the answers are this side's moves
    color   TEXT NOT NULL CHECK (color IN ('black', 'white')),
    -- one line per text line, its plies in USI separated by one space, the opponent's reply
    -- first (engine/conditional.rs, `Conditionals::to_stored`)
    lines   TEXT NOT NULL,
    set_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, color)
) STRICT;

CREATE TABLE confirmations (
    message_id TEXT PRIMARY KEY,
    address    TEXT NOT NULL,
    line       TEXT NOT NULL,
    asked_at   INTEGER NOT NULL,
    used_at    INTEGER
) STRICT;

CREATE TABLE entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    joined_at     INTEGER NOT NULL,
    -- the place in the initial ranking from 0, given at the start
    seed          INTEGER CHECK (seed >= 0),
    -- the last round the player took part in before withdrawing; NULL: still in
    withdrawn_after INTEGER CHECK (withdrawn_after >= 0), crosstables TEXT CHECK (crosstables IN ('on', 'off')),
    PRIMARY KEY (tournament_id, player_id)
) STRICT;

CREATE TABLE erasures (
    player_id INTEGER PRIMARY KEY REFERENCES players (id),
    at        INTEGER NOT NULL
) STRICT;

CREATE TABLE "games" (
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
, pause_offered_by TEXT CHECK (pause_offered_by IN ('black', 'white')), takeback_offered_by TEXT
    CHECK (takeback_offered_by IN ('black', 'white')), takeback_plies INTEGER CHECK (takeback_plies >= 1), draw_every INTEGER CHECK (draw_every BETWEEN 1 AND 100), draw_black_ply INTEGER CHECK (draw_black_ply >= 0), draw_white_ply INTEGER CHECK (draw_white_ply >= 0), rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)), tournament_id INTEGER REFERENCES tournaments (id), round INTEGER CHECK (round >= 1), board INTEGER CHECK (board >= 1), forfeit INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)), termination TEXT) STRICT;

CREATE TABLE gifts (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    to_color TEXT NOT NULL CHECK (to_color IN ('black', 'white')),
    at       INTEGER NOT NULL,
    secs     INTEGER NOT NULL CHECK (secs > 0)
) STRICT;

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

CREATE TABLE "inbound" (
    id          INTEGER PRIMARY KEY,
    -- as the mail layer kept it: at most 250 printable bytes, or a digest of the mail
    message_id  TEXT NOT NULL,
    sender      TEXT NOT NULL,
    subject     TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    -- processed: a command was carried out; rejected: answered with an error;
    -- ignored: never answered (auto-reply, bounce, list mail, rate limit)
    status      TEXT NOT NULL CHECK (status IN ('processed', 'rejected', 'ignored')),
    note        TEXT NOT NULL DEFAULT '',
    body        TEXT NOT NULL DEFAULT '',
    keyed       INTEGER NOT NULL DEFAULT 0,
    UNIQUE (sender, message_id)
) STRICT;

CREATE TABLE inbound_attempts (
    -- SHA-256 of the mail as it came, in hex: a mail is known before it is parsed
    digest       TEXT PRIMARY KEY,
    -- attempts that failed: a panic, or the process ending while on it
    failures     INTEGER NOT NULL CHECK (failures >= 0),
    -- the service run handling it now (NULL: none); a run that finds another's here knows
    -- that one died while on it
    running      TEXT,
    last_error   TEXT,
    first_at     INTEGER NOT NULL,
    -- when it was set aside and its sender told (NULL: not set aside)
    set_aside_at INTEGER
) STRICT;

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    -- 1 for the first move of the game
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    -- the move in USI, the form the game is replayed from
    usi        TEXT NOT NULL,
    -- the move as the player wrote it
    written    TEXT NOT NULL,
    played_at  INTEGER NOT NULL,
    -- Message-ID of the mail that carried the move
    message_id TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT;

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    -- stable Message-ID (without angle brackets), the same on every attempt
    message_id      TEXT NOT NULL UNIQUE,
    in_reply_to     TEXT,
    -- space-separated Message-IDs without angle brackets
    refs            TEXT NOT NULL DEFAULT '',
    recipient       TEXT NOT NULL,
    reply_to        TEXT,
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    state           TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
    last_error      TEXT
, unsubscribe TEXT, unsubscribe_mailto TEXT, unsubscribe_https TEXT) STRICT;

CREATE TABLE outbox_attachments (
    outbox_id INTEGER NOT NULL REFERENCES outbox (id),
    -- the attachment's place among the mail's, from 0
    position  INTEGER NOT NULL CHECK (position >= 0),
    file_name TEXT NOT NULL,
    mime      TEXT NOT NULL,
    content   TEXT NOT NULL,
    PRIMARY KEY (outbox_id, position)
) STRICT;

CREATE TABLE outbox_pictures (
    outbox_id  INTEGER PRIMARY KEY REFERENCES outbox (id),
    -- without `<>`, as the HTML part names it after `cid:`
    content_id TEXT NOT NULL,
    file_name  TEXT NOT NULL,
    svg        TEXT NOT NULL
) STRICT;

CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    address      TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL DEFAULT '',
    created_at   INTEGER NOT NULL
, timezone TEXT, archive TEXT CHECK (archive IN ('public', 'private')), observers TEXT CHECK (observers IN ('on', 'off')), address_skeleton TEXT NOT NULL DEFAULT '', name_skeleton TEXT NOT NULL DEFAULT '', name_skeleton_cased TEXT NOT NULL DEFAULT '', pieces TEXT CHECK (pieces IN ('kanji', 'letters')), board TEXT CHECK (board IN ('picture', 'table')), language TEXT CHECK (language IN ('en', 'ja')), reminders TEXT CHECK (reminders IN ('on', 'off')), digest INTEGER CHECK (digest BETWEEN 0 AND 1439), digest_sent INTEGER) STRICT;

CREATE TABLE "rating_history" (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL CHECK (variant IN ('chu', 'maka', 'dai', 'daidai', 'tenjiku')),
    at         INTEGER NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation > 0),
    games      INTEGER NOT NULL CHECK (games >= 0)
) STRICT;

CREATE TABLE "ratings" (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL CHECK (variant IN ('chu', 'maka', 'dai', 'daidai', 'tenjiku')),
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation > 0),
    volatility REAL NOT NULL CHECK (volatility > 0),
    -- rated games finished
    games      INTEGER NOT NULL CHECK (games >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
) STRICT;

CREATE TABLE service_state (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    started_at INTEGER NOT NULL,
    last_pass  INTEGER NOT NULL,
    passes     INTEGER NOT NULL CHECK (passes >= 0),
    pid        INTEGER NOT NULL
) STRICT;

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
, archive TEXT CHECK (archive IN ('public', 'private')), observer_delay INTEGER NOT NULL DEFAULT 0
    CHECK (observer_delay BETWEEN 0 AND 100)) STRICT;

CREATE TABLE undeliverable (
    address TEXT PRIMARY KEY,
    since INTEGER NOT NULL,
    reason TEXT NOT NULL
) STRICT;

CREATE TABLE watchers (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER REFERENCES games (id),
    tournament_id INTEGER REFERENCES tournaments (id),
    address       TEXT NOT NULL,
    -- watch: every board mail (a game) or crosstable (a tournament); notify: the result only
    kind          TEXT NOT NULL CHECK (kind IN ('watch', 'notify')),
    since         INTEGER NOT NULL,
    CHECK ((game_id IS NULL) <> (tournament_id IS NULL))
) STRICT;

CREATE INDEX address_moves_by_old ON address_moves (old_address, id);

CREATE INDEX analysis_requests_waiting ON analysis_requests (answered_at, game_id, id);

CREATE INDEX bounces_by_address ON bounces (address, at);

CREATE INDEX entrants_by_player ON entrants (player_id);

CREATE INDEX games_by_state_deadline ON games (state, deadline);

CREATE INDEX games_by_tournament ON games (tournament_id, round);

CREATE INDEX gifts_by_game ON gifts (game_id);

CREATE INDEX inbound_by_sender ON inbound (sender, received_at);

CREATE INDEX inbound_unkeyed_by_sender ON inbound (sender, keyed, received_at, status);

CREATE INDEX outbox_pending ON outbox (state, next_attempt_at);

CREATE INDEX players_by_address_skeleton ON players (address_skeleton);

CREATE INDEX players_by_name_skeleton ON players (name_skeleton) WHERE display_name <> '';

CREATE INDEX players_by_name_skeleton_cased ON players (name_skeleton_cased)
    WHERE display_name <> '';

CREATE INDEX rating_history_by_player ON rating_history (player_id, variant, at);

CREATE INDEX stops_by_game ON stops (game_id);

CREATE INDEX stops_by_player ON stops (player_id);

CREATE INDEX tournaments_by_state ON tournaments (state);

CREATE INDEX watchers_by_address ON watchers (address);

CREATE UNIQUE INDEX watchers_of_game ON watchers (game_id, address) WHERE game_id IS NOT NULL;

CREATE UNIQUE INDEX watchers_of_tournament ON watchers (tournament_id, address)
    WHERE tournament_id IS NOT NULL;
