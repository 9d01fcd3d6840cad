-- 0032: a player's requests to move to another address (`move to <address>`,
-- crates/yubin-engine/src/years/moving.rs). Both addresses confirm at their own keys
-- (`bot+mID-…`), or the operator approves in place of an old address that cannot answer
-- (`approved_at`, `yubin_engine::Engine::approve_move`). Once done, the player's row has
-- the new address and `old_address` is emptied: the row records that player `player_id`
-- moved to `new_address` at `done_at`, and the old address is kept nowhere.
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
    cancelled_at     INTEGER,
    CHECK ((done_at IS NULL) OR (old_address = ''))
) STRICT;
CREATE INDEX address_moves_by_old ON address_moves (old_address, id);
