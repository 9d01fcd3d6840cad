-- 0021: commands that bind an address (a challenge, a tournament entry, a setting) received
-- without proof that the sender reads that mailbox, waiting for the owner's confirmation
-- (crates/yubin-engine/src/confirm.rs). `message_id` is the bot's mail that asks; a reply
-- to it at the address's key carries `line` out, once (`used_at`), within 7 days.
CREATE TABLE confirmations (
    message_id TEXT PRIMARY KEY,
    address    TEXT NOT NULL,
    line       TEXT NOT NULL,
    asked_at   INTEGER NOT NULL,
    used_at    INTEGER
) STRICT;
