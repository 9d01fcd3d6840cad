-- 0007: conditional moves (issue 11). A player's lines in one game: expected replies of the
-- opponent and the answers the bot plays to them, checked against the exact positions they
-- will be played in when they were sent.
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
