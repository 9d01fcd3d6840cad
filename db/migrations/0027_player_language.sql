-- 0027: the language of a player's mails (issue 25): `language en|ja` (the BCP 47 tag);
-- NULL: not chosen, English (a newcomer's first mail may suggest Japanese, which is then
-- stored with their first game, entry or observation).
ALTER TABLE players ADD COLUMN language TEXT CHECK (language IN ('en', 'ja'));
