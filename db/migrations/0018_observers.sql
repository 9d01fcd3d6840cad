-- 0018: observers (engine/commands/watch.rs, engine/observers.rs). `watch 12` sends an
-- address every board mail of game 12, `notify 12` only its result, `watch T3` every
-- crosstable of tournament 3: one row per address and game or tournament. An observer may
-- be any address (no player row): it is kept folded, as every address the bot writes to.
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

CREATE UNIQUE INDEX watchers_of_game ON watchers (game_id, address) WHERE game_id IS NOT NULL;
CREATE UNIQUE INDEX watchers_of_tournament ON watchers (tournament_id, address)
    WHERE tournament_id IS NOT NULL;
CREATE INDEX watchers_by_address ON watchers (address);

-- A player's `observers on|off`: whether others may watch their casual games; NULL: the
-- default, on.
ALTER TABLE players ADD COLUMN observers TEXT CHECK (observers IN ('on', 'off'));

-- A tournament's `delay=N`: observers' board mails of its games show the position N plies
-- behind (ICCF's delay against help from outside); 0: none.
ALTER TABLE tournaments ADD COLUMN observer_delay INTEGER NOT NULL DEFAULT 0
    CHECK (observer_delay BETWEEN 0 AND 100);
