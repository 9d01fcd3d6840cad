-- 0030: the erasures (`forget me`, crates/yubin-engine/src/years/forget.rs): which player
-- was erased, and when, and nothing else: their address, name and mail are gone from every
-- table (src/store/forget.rs); the row says only that the player of this number asked.
CREATE TABLE erasures (
    player_id INTEGER PRIMARY KEY REFERENCES players (id),
    at        INTEGER NOT NULL
) STRICT;
