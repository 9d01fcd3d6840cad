-- 0023: the inbound log knows a mail by its sender and its Message-ID together. A Message-ID
-- is whatever the sender wrote, so with the Message-ID alone as the key, anyone who sent
-- first a Message-ID another player's client would use (a predictable one) had that player's
-- mail dropped as "consumed before". SQLite cannot drop a column's UNIQUE, so the table is
-- rebuilt with its rows (each Message-ID was unique, so each pair is) and its indexes.
CREATE TABLE inbound_new (
    id          INTEGER PRIMARY KEY,
    -- as the mail layer kept it: at most 250 printable bytes, or a digest of the mail
    message_id  TEXT NOT NULL,
    sender      TEXT NOT NULL,
    subject     TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    -- processed: a command was carried out; rejected: answered with an error;
    -- ignored: never answered (auto-reply, bounce, list mail, rate limit)
    status      TEXT NOT NULL CHECK (status IN ('processed', 'rejected', 'ignored')),
    note        TEXT NOT NULL DEFAULT '',
    body        TEXT NOT NULL DEFAULT '',
    keyed       INTEGER NOT NULL DEFAULT 0,
    UNIQUE (sender, message_id)
) STRICT;
INSERT INTO inbound_new (id, message_id, sender, subject, received_at, status, note, body, keyed)
    SELECT id, message_id, sender, subject, received_at, status, note, body, keyed FROM inbound;
DROP TABLE inbound;
ALTER TABLE inbound_new RENAME TO inbound;
CREATE INDEX inbound_by_sender ON inbound (sender, received_at);
CREATE INDEX inbound_unkeyed_by_sender ON inbound (sender, keyed, received_at, status);
