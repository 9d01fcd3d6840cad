-- 0015: how a finished game ended, as a machine name (`resignation`, `timeout`,
-- `illegal_move`, `agreement`, `max_length`, `withdrawal`, `round_deadline`, or the board's
-- reason: `checkmate`, `bare_king`, …); NULL for games finished before this migration, whose
-- `result_reason` words are all there is.
ALTER TABLE games ADD COLUMN termination TEXT;
