-- 0020: ratings of every variant yubin plays or is about to play: Dai Shogi (`dai`) now, Dai
-- Dai and Tenjiku Shogi (`daidai`, `tenjiku`) later, so that those need no migration. SQLite
-- cannot change a CHECK constraint, so both rating tables are rebuilt with their rows.
CREATE TABLE ratings_new (
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
INSERT INTO ratings_new (player_id, variant, rating, deviation, volatility, games, updated_at)
    SELECT player_id, variant, rating, deviation, volatility, games, updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;

CREATE TABLE rating_history_new (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL CHECK (variant IN ('chu', 'maka', 'dai', 'daidai', 'tenjiku')),
    at         INTEGER NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation > 0),
    games      INTEGER NOT NULL CHECK (games >= 0)
) STRICT;
INSERT INTO rating_history_new (player_id, variant, at, rating, deviation, games)
    SELECT player_id, variant, at, rating, deviation, games FROM rating_history;
DROP TABLE rating_history;
ALTER TABLE rating_history_new RENAME TO rating_history;
CREATE INDEX rating_history_by_player ON rating_history (player_id, variant, at);
