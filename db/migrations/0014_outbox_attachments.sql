-- 0014: files attached to an outgoing mail (a game's exports, `export`): text files, kept
-- with their mail and forgotten with its body.
CREATE TABLE outbox_attachments (
    outbox_id INTEGER NOT NULL REFERENCES outbox (id),
    -- the attachment's place among the mail's, from 0
    position  INTEGER NOT NULL CHECK (position >= 0),
    file_name TEXT NOT NULL,
    mime      TEXT NOT NULL,
    content   TEXT NOT NULL,
    PRIMARY KEY (outbox_id, position)
) STRICT;
