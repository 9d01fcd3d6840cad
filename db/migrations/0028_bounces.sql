-- 0028: bounces of the bot's mail (issue 26.2) and the addresses marked undeliverable.
-- `bounces`: each bounce proven by the bot's key (a report to a return path `bot+bN-…`, a
-- report whose returned headers carry the bot's key, a 5xx refusal at submission), for the
-- soft-bounce count and the operator. `undeliverable`: an address is marked by a hard bounce
-- or 3 soft ones in 7 days, and cleared when its owner writes again.
CREATE TABLE bounces (
    id INTEGER PRIMARY KEY,
    address TEXT NOT NULL,
    at INTEGER NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('hard', 'soft')),
    source TEXT NOT NULL CHECK (source IN ('report', 'return-path', 'refused')),
    status TEXT,
    reason TEXT NOT NULL,
    message_id TEXT
) STRICT;

CREATE INDEX bounces_by_address ON bounces (address, at);

CREATE TABLE undeliverable (
    address TEXT PRIMARY KEY,
    since INTEGER NOT NULL,
    reason TEXT NOT NULL
) STRICT;
