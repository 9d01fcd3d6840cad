-- 0026: how a player's mails draw the board (issue 24): `pieces kanji|letters` (the
-- picture's labels) and `board picture|table` (the picture, or the table of letters of the
-- mails before it); NULL: the default, the picture in kanji (README).
ALTER TABLE players ADD COLUMN pieces TEXT CHECK (pieces IN ('kanji', 'letters'));
ALTER TABLE players ADD COLUMN board TEXT CHECK (board IN ('picture', 'table'));
