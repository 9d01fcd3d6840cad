//! Move generation: the legal moves of a position, each piece's pattern moves (Chu and the
//! plain part of Maka), the Heisei drop and Chu's promotion options.

use super::*;

impl Position {
    /// The legal moves, each canonical move once (at most one [`Move::Pass`]). Empty when the
    /// side to move has no royal left (the game is over).
    ///
    /// ```
    /// use yubin_rules::{Position, Rules};
    /// let start = Position::start(Rules::default());
    /// assert_eq!(start.legal_moves().len(), 36);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(128);
        self.legal_moves_into(&mut v);
        v
    }

    /// [`Position::legal_moves`] into a caller's buffer (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.royals[self.side.index()] == 0 {
            return;
        }
        let can_pass = if self.rules.maka_powers() {
            self.gen_all::<true>(out)
        } else {
            self.gen_all::<false>(out)
        };
        if can_pass {
            out.push(Move::Pass);
        }
        self.gen_drops(out);
    }

    /// The pattern moves of every piece of the side to move (lion-trading violations left out);
    /// whether some piece can pass.
    pub(super) fn gen_all<const MAKA: bool>(&self, out: &mut Vec<Move>) -> bool {
        let mut can_pass = false;
        for &sq in self.squares.iter() {
            let code = self.board[sq.index()];
            if is_piece(code) && color_of(code) == self.side {
                can_pass |= self.gen_piece_for::<MAKA, false>(sq, code, out, true);
            }
        }
        can_pass
    }

    /// Number of legal moves (what perft counts at its last ply).
    pub fn count_legal_moves(&self, buf: &mut Vec<Move>) -> usize {
        self.legal_moves_into(buf);
        buf.len()
    }

    /// All moves of one piece by movement pattern (see [`Position::gen_piece_for`]).
    #[inline]
    pub(super) fn gen_piece(
        &self,
        from: Square,
        code: Cell,
        out: &mut Vec<Move>,
        filter: bool,
    ) -> bool {
        if self.rules.maka_powers() {
            self.gen_piece_for::<true, false>(from, code, out, filter)
        } else {
            self.gen_piece_for::<false, false>(from, code, out, filter)
        }
    }

    /// All moves of one piece by movement pattern; with `filter`, lion-trading violations are
    /// left out. Returns whether the piece could pass.
    ///
    /// `MAKA` selects Maka's powers at compile time ([`Rules::maka_powers`]: Maka and Dai Dai),
    /// so that Chu's and Dai's generation carries none of their tests (promotion by capture,
    /// overlapping powers): see [`Position::gen_piece`]. Dai Dai's `zone6` has the powers but
    /// promotes by zone, as Chu does.
    ///
    /// `TACTICAL` keeps only the moves that remove an enemy piece (a capture, or a burn:
    /// [`Position::tactical_moves_into`]), in the order the full generation gives them: a slide
    /// walks its ray to the first piece without a move for the squares before it; a piece that
    /// burns, or may promote to one that does, has every pattern move looked at.
    pub(super) fn gen_piece_for<const MAKA: bool, const TACTICAL: bool>(
        &self,
        from: Square,
        code: Cell,
        out: &mut Vec<Move>,
        filter: bool,
    ) -> bool {
        let color = color_of(code);
        let ki = kind_index(code);
        let promotable = match self.tables.promotable[ki] {
            Some(p) => p,
            None => return false,
        };
        let m = &self.tables.moves[ki][color.index()];
        let fi = from.index() as isize;
        let maka = MAKA;
        // Dai Dai's `zone6` has Maka's powers but promotes by zone.
        let by_capture = MAKA && self.rules.capture_promotion().is_some();
        let tenjiku = MAKA && self.rules.burning();
        let start = out.len();
        let dedupe = MAKA && m.dedupe;
        // Whether the piece's moves to empty squares must be looked at: all of them in the full
        // generation; in the tactical one only a burner's (its move may burn).
        let burner = TACTICAL && tenjiku && self.may_burn(ki);
        let quiet = !TACTICAL || burner;
        // The closure pushes through a reborrow, so that `out` is ours again after it (to drop
        // repeated moves once, below).
        let sink = &mut *out;
        // `move`: the closure holds copies of `from`, `code`, … rather than references to them,
        // so they need not live in memory for it (−4 % instructions in perft).
        let mut push = move |pos: &Position, to: usize, via: Via, captures: bool| {
            if TACTICAL && !captures && !burner {
                return;
            }
            let to_sq = Square::from_index(to).expect("on board");
            if filter
                && pos.lion_check_needed(code, via, to_sq)
                && pos.lion_rules(from, code, via, to_sq).is_err()
            {
                return;
            }
            if !maka {
                if promotable {
                    let (can, must) = pos.promotion_options(code, from, to_sq, captures);
                    if !must {
                        sink.push(Move::Board {
                            from,
                            to: to_sq,
                            via,
                            promote: false,
                        });
                    }
                    if can {
                        sink.push(Move::Board {
                            from,
                            to: to_sq,
                            via,
                            promote: true,
                        });
                    }
                } else {
                    sink.push(Move::Board {
                        from,
                        to: to_sq,
                        via,
                        promote: false,
                    });
                }
                return;
            }
            let (can, must) = if by_capture {
                if captures {
                    pos.maka_options(code, from, via, to_sq)
                } else {
                    (false, false)
                }
            } else if tenjiku && promotable {
                pos.tenjiku_promotion(code, from, via, to_sq, captures)
            } else if promotable {
                pos.promotion_options(code, from, to_sq, captures)
            } else {
                (false, false)
            };
            for (ok, promote) in [(!must, false), (can, true)] {
                let mv = Move::Board {
                    from,
                    to: to_sq,
                    via,
                    promote,
                };
                // A Tenjiku sweep may pass only its own pieces: it takes an enemy if one is
                // among them.
                let takes =
                    || captures && !(tenjiku && via.is_line() && !pos.sweeps_enemy(from, to_sq));
                if ok && (!TACTICAL || takes() || (burner && pos.burns_enemy(from, to_sq, promote)))
                {
                    sink.push(mv);
                }
            }
        };
        for &d in &m.leaps {
            let t = (fi + d as isize) as usize;
            let c = self.board[t];
            if c == OFF || (c != EMPTY && color_of(c) == color) || (c == EMPTY && !quiet) {
                continue;
            }
            push(self, t, Via::NONE, c != EMPTY);
        }
        for &(d, range) in &m.slides {
            // Counted by hand (`range` 0 is unlimited: the count never wraps on a board), as
            // `take` costs 2 % of perft here.
            let mut n = 0u8;
            for (t, c) in self.ray(from, d) {
                if c != EMPTY {
                    if color_of(c) != color {
                        push(self, t.index(), Via::NONE, true);
                    }
                    break;
                }
                if quiet {
                    push(self, t.index(), Via::NONE, false);
                }
                n += 1;
                if n == range {
                    break;
                }
            }
        }
        let mut can_pass = false;
        if m.lion_full {
            for &d in &self.tables.dir_offsets[color.index()] {
                let mid = (fi + d as isize) as usize;
                let c = self.board[mid];
                if c == EMPTY {
                    can_pass = true;
                } else if c != OFF && color_of(c) != color {
                    let mid_sq = Square::from_index(mid).expect("on board");
                    for &e in &self.tables.dir_offsets[color.index()] {
                        let t = (mid as isize + e as isize) as usize;
                        if t == from.index() {
                            push(self, t, Via::one(mid_sq), true);
                            continue;
                        }
                        let ct = self.board[t];
                        if ct == OFF || (ct != EMPTY && color_of(ct) == color) {
                            continue;
                        }
                        push(self, t, Via::one(mid_sq), true);
                    }
                }
            }
        }
        for &d in &m.lion_lines {
            let mid = (fi + d as isize) as usize;
            let c = self.board[mid];
            if c == EMPTY {
                can_pass = true;
            } else if c != OFF && color_of(c) != color {
                let mid_sq = Square::from_index(mid).expect("on board");
                push(self, from.index(), Via::one(mid_sq), true);
                let t = (mid as isize + d as isize) as usize;
                let ct = self.board[t];
                if ct != OFF && (ct == EMPTY || color_of(ct) != color) {
                    push(self, t, Via::one(mid_sq), true);
                }
            }
        }
        if MAKA && m.maka_powers {
            can_pass |= self.gen_maka_powers(from, color, m, &mut push);
        }
        if dedupe {
            drop_repeats(out, start);
        }
        can_pass
    }

    pub(super) fn gen_drops(&self, out: &mut Vec<Move>) {
        let res = &self.reserve[self.side.index()];
        if res.iter().all(|&n| n == 0) {
            return;
        }
        for &to in self.squares.iter() {
            if self.board[to.index()] != EMPTY || !self.drop_adjacent(to) {
                continue;
            }
            for (slot, &kind) in RESERVE_KINDS.iter().enumerate() {
                if res[slot] == 0 {
                    continue;
                }
                for promote in [false, true] {
                    if (!promote || self.drop_may_promote(to)) && !self.drop_dead(kind, to, promote)
                    {
                        out.push(Move::Drop { kind, to, promote });
                    }
                }
            }
        }
    }

    pub(super) fn drop_adjacent(&self, to: Square) -> bool {
        let dirs = &self.tables.dir_offsets[self.side.index()];
        let ortho = self.rules.heisei_adjacency == crate::rules::Adjacency::Orthogonal;
        dirs.iter().enumerate().any(|(j, &d)| {
            if ortho && j % 2 == 1 {
                return false;
            }
            let c = self.board[(to.index() as isize + d as isize) as usize];
            is_piece(c) && color_of(c) == self.side
        })
    }

    /// A piece may not be dropped where it could never move (`chu-shogi.md` §14: an unpromoted
    /// lance on its last rank). Judged by the form the piece is dropped in: a lance dropped
    /// promoted is a white horse, which can move from the last rank.
    pub(super) fn drop_dead(&self, kind: PieceKind, to: Square, promote: bool) -> bool {
        let kind = match self.promotes_to(kind) {
            Some(p) if promote => p,
            _ => kind,
        };
        let m = self.tables.compiled(kind, self.side);
        !m.leaps
            .iter()
            .chain(m.slides.iter().map(|(d, _)| d))
            .any(|&d| self.board[(to.index() as isize + d as isize) as usize] != OFF)
    }

    pub(super) fn drop_may_promote(&self, to: Square) -> bool {
        self.in_zone(to, self.side)
            && self.rules.heisei_drop_promotion == crate::rules::DropPromotion::OnDropOrNextMove
    }

    /// A piece that can never move again (§12.3 "dead"): in Chu a pawn or lance on its last
    /// rank; in Maka (`maka-dai-dai-shogi.md` §1) a pawn, lance, stone general, iron general, free
    /// iron or free stone on its last rank, or a knight on its last two ranks; in Dai
    /// (`dai-shogi.md` §4) a pawn, lance, iron or stone general on its last rank, or a knight on its
    /// last two ranks; in Dai Dai (`dai-dai-shogi.md` §1) a pawn, lance, iron, stone or wood
    /// general on its last rank; in Tenjiku (`tenjiku-shogi.md` §6) a pawn, lance or iron general
    /// on its last rank, or a knight on its last two ranks.
    pub(crate) fn is_dead(&self, sq: Square, piece: Piece) -> bool {
        use PieceKind::*;
        let ahead = self.ranks_ahead(sq, piece.color);
        match self.rules.variant {
            Variant::Chu => matches!(piece.kind, Pawn | Lance) && ahead == 0,
            Variant::Dai => match piece.kind {
                Pawn | Lance | StoneGeneral | IronGeneral => ahead == 0,
                Knight => ahead <= 1,
                _ => false,
            },
            Variant::Maka => match piece.kind {
                Pawn | Lance | StoneGeneral | IronGeneral | PromotedIronGeneral
                | PromotedStoneGeneral => ahead == 0,
                Knight => ahead <= 1,
                _ => false,
            },
            Variant::DaiDai => {
                matches!(
                    piece.kind,
                    Pawn | Lance | StoneGeneral | IronGeneral | WoodGeneral
                ) && ahead == 0
            }
            Variant::Tenjiku => match piece.kind {
                Pawn | Lance | IronGeneral => ahead == 0,
                Knight => ahead <= 1,
                _ => false,
            },
        }
    }

    /// `(may promote, must promote)` for a move of the piece `code` (Chu, `chu-shogi.md` §9).
    pub(super) fn promotion_options(
        &self,
        code: Cell,
        from: Square,
        to: Square,
        captures: bool,
    ) -> (bool, bool) {
        let color = color_of(code);
        let kind = PieceKind::ALL[kind_index(code)];
        let zf = self.in_zone(from, color);
        let zt = self.in_zone(to, color);
        if !zf && !zt {
            return (false, false);
        }
        let mark = self.marks[from.index()];
        let mut can = match self.rules.promotion_rule {
            // zf || zt holds here (returned above otherwise).
            PromotionRule::Jcsa => captures || (!zf && zt),
            PromotionRule::Msm | PromotionRule::WikiDelay => captures || mark & MARK_DECLINED == 0,
        };
        if !can && mark & MARK_DROPPED != 0 {
            can = true;
        }
        if !can && self.ranks_ahead(to, color) <= 1 {
            // Last-rank second chances (`chu-shogi.md` §9.3); in Dai also for the pieces that
            // would be dead there (`dai-shogi.md` §4): the knight on its last two ranks.
            // Tenjiku gives the second chance to the pawn and lance only (`tenjiku-shogi.md`
            // §12.3).
            let last = self.last_rank(to, color);
            let dai = self.rules.variant != crate::Variant::Tenjiku;
            can = match kind {
                PieceKind::Pawn => last,
                PieceKind::IronGeneral | PieceKind::StoneGeneral => last && dai,
                PieceKind::Lance => last && self.rules.lance_last_rank,
                PieceKind::GoBetween => last && self.rules.gobetween_last_rank,
                PieceKind::Knight => dai,
                _ => false,
            };
        }
        (can, false)
    }
}

/// Removes from `out[start..]` every move equal to an earlier one there, keeping the first
/// (the moves of one piece whose powers overlap: a leap on a slide's line, an area move, a
/// hook, the lion dog's plain moves). Moves without capture squares, nearly all of them, are
/// told apart by a bitmap of their final square and promotion; the others by comparison.
/// Linear, where comparing each move with all before it cost Maka's perft from a position
/// with the armies in contact three quarters of its time.
#[inline(never)]
fn drop_repeats(out: &mut Vec<Move>, start: usize) {
    let mut seen = [0u64; (2 * GRID_CELLS).div_ceil(64)];
    let mut keep = start;
    for i in start..out.len() {
        let mv = out[i];
        let repeat = match mv {
            Move::Board {
                to, via, promote, ..
            } if via.is_empty() => {
                let bit = 2 * to.index() + promote as usize;
                let word = &mut seen[bit / 64];
                let was = *word & (1 << (bit % 64)) != 0;
                *word |= 1 << (bit % 64);
                was
            }
            _ => out[start..keep].contains(&mv),
        };
        if !repeat {
            out[keep] = mv;
            keep += 1;
        }
    }
    out.truncate(keep);
}

/// Whether some piece of `by` attacks `target` on board `b`.
pub(super) fn attacked(
    tables: &Tables,
    squares: &[Square],
    b: &[Cell; GRID_CELLS],
    target: Square,
    by: Color,
) -> bool {
    squares.iter().any(|&s| {
        let c = b[s.index()];
        is_piece(c)
            && color_of(c) == by
            && reaches(tables, PieceKind::ALL[kind_index(c)], by, s, target, |i| {
                b[i]
            })
    })
}
