//! Making and taking back moves: the [`Undo`] record and `make` / `unmake`.

use super::*;

/// Everything needed to take a move back.
///
/// Kept small: perft makes and takes back every move, and a larger record costs Chu's perft
/// several percent. So the cells hold what most moves change (two listed captures, the origin,
/// the final square, a promotion mark cleared elsewhere) and the rare larger changes go to
/// [`UndoExtra`].
///
/// Made by [`Position::make`], consumed by [`Position::unmake`] on the position it came from;
/// opaque otherwise.
#[derive(Debug, Clone, Copy)]
pub struct Undo {
    /// The cells the move changed, as they were, in the order changed.
    cells: [(u16, Cell, u8); 5],
    n: u8,
    last_lion_capture: Option<Square>,
    hash: u64,
    royals: [u8; 2],
    move_number: u32,
    side: Color,
    extra: UndoExtra,
}

/// What a move changed beyond [`Undo`]'s cells.
#[derive(Debug, Clone, Copy)]
pub(super) enum UndoExtra {
    /// Nothing.
    None,
    /// A drop (Heisei) cleared this side's reserve, which was this.
    Reserve(Color, [u8; 16]),
    /// A [`Via::LINE`] hop from `from` to `to` captured the pieces between: `steps` packs, for
    /// each square between them from `from` on, 7 bits: 0 for an empty square, else 1 + the
    /// kind index of the enemy piece captured there (up to 17 squares on a 19×19 board: 119
    /// bits). Maka positions carry no promotion marks, so the kind is all there is to restore.
    Line {
        from: Square,
        to: Square,
        steps: [u8; 15],
    },
    /// Tenjiku: the move burned pieces, swept them (`ja_sweep`) or ended a newborn demon's
    /// wait; this many cells, as they were, are the last ones on the position's spill stack.
    Spill(u8),
}

impl Position {
    /// Plays `mv` in place and returns what [`Position::unmake`] needs to take it back: the
    /// fast path of a search, which makes and takes back moves instead of cloning positions.
    ///
    /// ```
    /// use yubin_rules::{Color, Move, Position, Rules};
    /// let mut pos = Position::start(Rules::default());
    /// let before = pos.clone();
    /// let mv = pos.legal_moves()[0];
    /// let undo = pos.make(mv);
    /// assert_ne!(pos.hash(), before.hash());
    /// pos.unmake(&undo);
    /// assert_eq!(pos.hash(), before.hash());
    /// // A null move: White to move on the same board.
    /// let undo = pos.make(Move::Pass);
    /// assert_eq!(pos.side_to_move(), Color::White);
    /// pos.unmake(&undo);
    /// assert_eq!((pos.hash(), pos.side_to_move()), (before.hash(), Color::Black));
    /// ```
    ///
    /// # Panics
    /// The contract is that `mv` is one of [`Position::legal_moves`] of this position (as for
    /// [`Position::play_unchecked`]); any other move may panic or leave the position
    /// inconsistent. The one exception is [`Move::Pass`], which may always be made (a
    /// search's null move): the turn passes as if some piece had passed, with what a move
    /// always does besides (the last lion capture forgotten, Tenjiku's newborn demons'
    /// burns). Repetition is not judged here ([`crate::Game`] does that).
    pub fn make(&mut self, mv: Move) -> Undo {
        let mut u = Undo {
            cells: [(0, 0, 0); 5],
            n: 0,
            last_lion_capture: self.last_lion_capture,
            hash: self.hash,
            royals: self.royals,
            move_number: self.move_number,
            side: self.side,
            extra: UndoExtra::None,
        };
        let mover = self.side;
        let spilled = self.spill.len();
        let record = |u: &mut Undo, idx: usize, pos: &Position| {
            u.cells[u.n as usize] = (idx as u16, pos.board[idx], pos.marks[idx]);
            u.n += 1;
        };
        let delay = self.rules.promotion_rule == PromotionRule::WikiDelay;
        if delay {
            // The suspension ends with the owner's move: clear the owner's declined marks
            // (at most one) before applying; the move itself was judged with them.
            if let Some(&s) = self.squares.iter().find(|s| {
                let i = s.index();
                self.marks[i] & MARK_DECLINED != 0 && color_of(self.board[i]) == mover
            }) {
                if mv.from() != Some(s) {
                    record(&mut u, s.index(), self);
                    let code = self.board[s.index()];
                    let mark = self.marks[s.index()] & !MARK_DECLINED;
                    self.set_cell(s.index(), code, mark);
                }
            }
        }
        let mut new_last = None;
        match mv {
            Move::Pass => {}
            Move::Drop { kind, to, promote } => {
                record(&mut u, to.index(), self);
                let k = if promote {
                    self.promotes_to(kind).unwrap_or(kind)
                } else {
                    kind
                };
                let mark = if !promote && self.in_zone(to, mover) {
                    MARK_DROPPED
                } else {
                    0
                };
                self.set_cell(to.index(), Piece::new(mover, k).code(), mark);
                u.extra = UndoExtra::Reserve(mover, self.reserve[mover.index()]);
                for slot in 0..16 {
                    if self.reserve[mover.index()][slot] != 0 {
                        self.set_reserve(mover, slot, 0);
                    }
                }
            }
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                let code = self.board[from.index()];
                let mark = self.marks[from.index()];
                let ki = kind_index(code);
                let info = self.tables.info[ki].as_ref().expect("kind in variant");
                if self.rules.lion_trading() && !info.lion {
                    let lion_at = |s: Square| {
                        let c = self.board[s.index()];
                        is_piece(c) && color_of(c) != mover && self.tables.lion[kind_index(c)]
                    };
                    if to != from && lion_at(to) {
                        new_last = Some(to);
                    } else if let Some(s) = via.iter().find(|&s| lion_at(s)) {
                        new_last = Some(s);
                    }
                }
                let new_mark = match self.rules.promotion_rule {
                    PromotionRule::Jcsa => 0,
                    // The marks belong to a promotion zone; promotion by capture has none.
                    _ if self.rules.capture_promotion().is_some() => 0,
                    _ => {
                        let captures =
                            !via.is_empty() || (to != from && self.board[to.index()] != EMPTY);
                        let (can, _) = if info.promotes_to.is_none() {
                            (false, false)
                        } else if self.rules.burning() {
                            self.tenjiku_promotion(code, from, via, to, captures)
                        } else {
                            self.promotion_options(code, from, to, captures)
                        };
                        if can && !promote {
                            MARK_DECLINED
                        } else {
                            0
                        }
                    }
                };
                let _ = mark;
                let scorched = self.rules.burning() && self.captures_demon_near(from, via, to);
                // A demon born of this move waits for its owner's next turn to burn under
                // `tenjiku.fire_demon.promotion_burn = next_turn`.
                let newborn = promote
                    && self.rules.promotion_burn == crate::rules::PromotionBurn::NextTurn
                    && info
                        .promotes_to
                        .is_some_and(|k| self.tables.burns[k.index()]);
                let new_mark = if newborn {
                    new_mark | MARK_NEWBORN
                } else {
                    new_mark
                };
                let new_code = if !promote {
                    code
                } else if self.rules.capture_promotion().is_some() {
                    let (k, _, _) = self.maka_change(code, from, via, to);
                    Piece::new(mover, k.expect("a legal change")).code()
                } else {
                    Piece::new(mover, info.promotes_to.expect("promotable")).code()
                };
                for s in via.iter() {
                    record(&mut u, s.index(), self);
                    self.set_cell(s.index(), EMPTY, 0);
                }
                if via.is_line() {
                    if self.rules.burning() {
                        self.sweep_line(from, to);
                    } else {
                        self.take_line(&mut u, from, to);
                    }
                }
                if to != from {
                    record(&mut u, from.index(), self);
                    record(&mut u, to.index(), self);
                    self.set_cell(from.index(), EMPTY, 0);
                } else {
                    record(&mut u, from.index(), self);
                }
                self.set_cell(to.index(), new_code, new_mark);
                if self.rules.burning() {
                    self.burn(mover, to, new_code, scorched, newborn);
                }
            }
        }
        if self.rules.burning() {
            if self.rules.promotion_burn == crate::rules::PromotionBurn::NextTurn {
                self.newborn_burn(mover);
            }
            if self.spill.len() > spilled {
                u.extra = UndoExtra::Spill((self.spill.len() - spilled) as u8);
            }
        }
        self.set_last_lion_capture(new_last).expect("on board");
        self.set_side(!mover);
        self.move_number += 1;
        u
    }

    /// Removes the pieces between `from` and `to` (a [`Via::LINE`] hop: enemy pieces only),
    /// recording them in `u` ([`UndoExtra::Line`]). Kept out of [`Position::make`], whose other
    /// moves never need it.
    #[inline(never)]
    pub(super) fn take_line(&mut self, u: &mut Undo, from: Square, to: Square) {
        let mut packed = 0u128;
        for (i, s) in from.between(to).enumerate() {
            let c = self.board[s.index()];
            if c != EMPTY {
                debug_assert!(color_of(c) != self.side && self.marks[s.index()] == 0);
                // Only Maka's free bear hops, and Maka's kinds come first in the enum.
                debug_assert!(kind_index(c) < 127);
                packed |= (kind_index(c) as u128 + 1) << (7 * i);
                self.set_cell(s.index(), EMPTY, 0);
            }
        }
        let mut steps = [0u8; 15];
        steps.copy_from_slice(&packed.to_le_bytes()[..15]);
        u.extra = UndoExtra::Line { from, to, steps };
    }

    /// Puts back the pieces of `enemy` that a [`Via::LINE`] hop captured ([`UndoExtra::Line`]).
    #[inline(never)]
    pub(super) fn put_back_line(
        &mut self,
        enemy: Color,
        from: Square,
        to: Square,
        steps: [u8; 15],
    ) {
        let mut bytes = [0u8; 16];
        bytes[..15].copy_from_slice(&steps);
        let packed = u128::from_le_bytes(bytes);
        for (i, s) in from.between(to).enumerate() {
            let v = (packed >> (7 * i)) & 0x7f;
            if v != 0 {
                let kind = PieceKind::ALL[v as usize - 1];
                self.board[s.index()] = Piece::new(enemy, kind).code();
            }
        }
    }

    /// Takes back the move that returned `u`: the position is again exactly as it was before
    /// [`Position::make`] (board, marks, reserve, hash, side to move, move number).
    ///
    /// # Panics
    /// The contract is that `u` is the last [`Undo`] made on this position and not yet taken
    /// back (moves are taken back in the reverse order they were made); otherwise the position
    /// is left inconsistent (it never panics by itself).
    #[inline]
    pub fn unmake(&mut self, u: &Undo) {
        // The spilled cells first: a newborn demon's burn may take the piece that moved, whose
        // square is also among the cells (as it was before the move).
        if let UndoExtra::Spill(n) = u.extra {
            self.put_back_spilled(n);
        }
        for i in (0..u.n as usize).rev() {
            let (idx, code, mark) = u.cells[i];
            self.board[idx as usize] = code;
            self.marks[idx as usize] = mark;
        }
        match u.extra {
            UndoExtra::None => {}
            UndoExtra::Reserve(c, r) => self.reserve[c.index()] = r,
            UndoExtra::Line { from, to, steps } => self.put_back_line(!u.side, from, to, steps),
            // Put back first, above.
            UndoExtra::Spill(_) => {}
        }
        self.last_lion_capture = u.last_lion_capture;
        self.hash = u.hash;
        self.royals = u.royals;
        self.move_number = u.move_number;
        self.side = u.side;
    }
}

impl Position {
    /// Calls `f` with every square the move of `u` changed and the piece it held before the
    /// move (`None`: empty), each square once (its state before the move), for a move just
    /// made on this position by [`Position::make`] and not yet taken back: the moved piece's
    /// squares, its captures (a line hop's too) and, in Tenjiku, every burned or swept
    /// square. A search keeps an incremental evaluation by it where a move's effects are more
    /// than its listed captures. A square whose piece the move only re-marked may be named.
    pub fn changed_squares(&self, u: &Undo, mut f: impl FnMut(Square, Option<Piece>)) {
        // At most 5 cells, 17 line squares and 8 burns around each of a few demons: a square
        // seen twice (a mover burned where it stopped) counts as it was first, before.
        let mut seen: [u16; 128] = [0; 128];
        let mut n = 0usize;
        let mut visit = |idx: u16, code: Cell, f: &mut dyn FnMut(Square, Option<Piece>)| {
            if seen[..n.min(128)].contains(&idx) {
                return;
            }
            if n < 128 {
                seen[n] = idx;
            }
            n += 1;
            if let Some(s) = Square::from_index(idx as usize) {
                f(s, is_piece(code).then(|| Piece::from_code(code)));
            }
        };
        for &(idx, code, _) in &u.cells[..u.n as usize] {
            visit(idx, code, &mut f);
        }
        match u.extra {
            UndoExtra::Line { from, to, steps } => {
                let mut bytes = [0u8; 16];
                bytes[..15].copy_from_slice(&steps);
                let packed = u128::from_le_bytes(bytes);
                for (i, s) in from.between(to).enumerate() {
                    let v = (packed >> (7 * i)) & 0x7f;
                    let code = if v == 0 {
                        EMPTY
                    } else {
                        Piece::new(self.side, PieceKind::ALL[v as usize - 1]).code()
                    };
                    visit(s.index() as u16, code, &mut f);
                }
            }
            UndoExtra::Spill(k) => {
                let spill = &self.spill[self.spill.len() - k as usize..];
                for &(idx, code, _) in spill {
                    visit(idx, code, &mut f);
                }
            }
            UndoExtra::None | UndoExtra::Reserve(..) => {}
        }
    }
}
