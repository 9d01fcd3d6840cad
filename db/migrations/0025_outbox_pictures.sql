-- 0025: the board picture of an outgoing mail (issue 24), which its HTML part shows as
-- `<img src="cid:…">`: kept as its SVG, drawn as a PNG when the mail is built, so the row
-- alone makes the same mail after a restart; forgotten with the mail's body.
CREATE TABLE outbox_pictures (
    outbox_id  INTEGER PRIMARY KEY REFERENCES outbox (id),
    -- without `<>`, as the HTML part names it after `cid:`
    content_id TEXT NOT NULL,
    file_name  TEXT NOT NULL,
    svg        TEXT NOT NULL
) STRICT;
