-- 0036: the requests for a finished game's analysis (issue 27, `analyse N`), the queue the
-- analysis worker takes the oldest game from. One row per requester and game; `answered_at`
-- is set when the analysis mail went out (in the transaction that saved the analysis), so a
-- restart loses nothing: what has no answer is still waiting. `lang` is the language the
-- requester's answer is written in.
CREATE TABLE analysis_requests (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    address      TEXT NOT NULL,
    lang         TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    answered_at  INTEGER
) STRICT;

CREATE INDEX analysis_requests_waiting ON analysis_requests (answered_at, game_id, id);
