-- 0010: draw-offer limits (issue 11). `draw_every`: each player may offer a draw once per
-- that many of their own moves (`draw_every=N` of a challenge; NULL: no limit, as before).
-- `draw_black_ply` / `draw_white_ply`: the plies played when that side last offered one
-- (NULL: never), what the limit counts from.
ALTER TABLE games ADD COLUMN draw_every INTEGER CHECK (draw_every BETWEEN 1 AND 100);
ALTER TABLE games ADD COLUMN draw_black_ply INTEGER CHECK (draw_black_ply >= 0);
ALTER TABLE games ADD COLUMN draw_white_ply INTEGER CHECK (draw_white_ply >= 0);
