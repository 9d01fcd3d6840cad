-- 0031: the operator's toolkit (issue 26): what `yubin admin` did, the senders it banned,
-- and the service loop's last pass for `yubin status`.

-- Every action of `yubin admin` that changes something, with who did it (the OS user or
-- `--as`) and why.
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

-- Senders whose mail is logged and ignored, and who cannot be challenged: an address
-- (folded as `address::fold` does) or a whole domain (`@example.test`).
CREATE TABLE bans (
    pattern   TEXT PRIMARY KEY,
    reason    TEXT NOT NULL,
    banned_at INTEGER NOT NULL,
    actor     TEXT NOT NULL
) STRICT;

-- One row: the service loop's last pass (its end) and how many passes it made since its
-- start.
CREATE TABLE service_state (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    started_at INTEGER NOT NULL,
    last_pass  INTEGER NOT NULL,
    passes     INTEGER NOT NULL CHECK (passes >= 0),
    pid        INTEGER NOT NULL
) STRICT;
