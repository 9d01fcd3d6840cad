-- 0011: whether a game counts for the players' ratings (`rated` / `casual` in a challenge,
-- issue 9). Every game before this migration is casual: no rating existed.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
