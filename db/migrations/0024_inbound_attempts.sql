-- 0024: the mails the service failed on (its code panicked, or the process died while it
-- handled them), so that such a mail is set aside after a few attempts instead of being
-- tried again for ever, across restarts too (src/serve/attempts.rs). A row lives while a
-- mail is being handled: it is deleted when the mail is consumed, and kept for good once the
-- mail is set aside (so that a mail left in an IMAP INBOX is not handled again).
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
