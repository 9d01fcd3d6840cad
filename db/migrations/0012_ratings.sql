-- 0012: players' ratings (Glicko-2, engine/rating), one per variant, updated when a rated game
-- ends. A player without a row has the newcomer's rating (1500, deviation 350).
CREATE TABLE ratings (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL CHECK (variant IN ('chu', 'maka')),
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation > 0),
    volatility REAL NOT NULL CHECK (volatility > 0),
    -- rated games finished
    games      INTEGER NOT NULL CHECK (games >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
) STRICT;
