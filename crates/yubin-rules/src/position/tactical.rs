//! The tactical moves: the legal moves that remove an enemy piece, generated without the quiet
//! ones (a quiescence search's moves).

use super::*;
use crate::rules::{DemonSuicide, PromotionBurn};

/// The eight neighbours' grid offsets (any order: only membership matters here).
const NEIGHBOURS: [isize; 8] = {
    let w = crate::square::GRID_WIDTH as isize;
    [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1]
};

impl Position {
    /// The legal moves that remove an enemy piece: a capture on the final square or on the way
    /// (a lion's, a lion dog's or a hook mover's double capture, igui, the free bear's hops,
    /// Tenjiku's jumping generals' captures and sweeps), or, in Tenjiku, a burn (a fire demon's
    /// move, or a promotion to one, that burns an enemy neighbour of its final square). Exactly
    /// those of [`Position::legal_moves`], each once, in the order it gives them. Empty when the
    /// side to move has no royal left.
    ///
    /// Cheaper than filtering the legal moves: a slide walks its ray to the first piece, and a
    /// move to an empty square is never made. A piece that burns, or may promote to one that
    /// does, is the exception: every move of its pattern is looked at and kept if it burns.
    ///
    /// ```
    /// use yubin_rules::{notation::sfen, Position, Rules};
    /// let start = Position::start(Rules::default());
    /// assert!(start.tactical_moves().is_empty());
    /// // A lion next to a pawn: the pawn taken alone, or on the way (igui, or on to a second
    /// // square).
    /// let pos = sfen::read(
    ///     Rules::default(),
    ///     "6k5/12/12/12/12/12/6p5/5N6/12/12/12/6K5 b - 1",
    /// )
    /// .unwrap();
    /// let tactical = pos.tactical_moves();
    /// assert!(!tactical.is_empty());
    /// assert!(tactical.iter().all(|m| pos.legal_moves().contains(m)));
    /// ```
    pub fn tactical_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(32);
        self.tactical_moves_into(&mut v);
        v
    }

    /// [`Position::tactical_moves`] into a caller's buffer (cleared first).
    pub fn tactical_moves_into(&self, out: &mut Vec<Move>) {
        self.tactical_moves_with_into(out, None);
    }

    /// [`Position::tactical_moves`] and, besides, every legal move of the side to move's
    /// pieces of kind `whole`, each in its place in the order of [`Position::legal_moves`]: a
    /// search that looks at all of a piece's moves (the quiescence search looks at every fire
    /// demon move and keeps those that improve its evaluation).
    pub fn tactical_moves_with_into(&self, out: &mut Vec<Move>, whole: Option<PieceKind>) {
        out.clear();
        if self.royals[self.side.index()] == 0 {
            return;
        }
        if self.rules.maka_powers() {
            self.gen_tactical::<true>(out, whole);
        } else {
            self.gen_tactical::<false>(out, whole);
        }
    }

    fn gen_tactical<const MAKA: bool>(&self, out: &mut Vec<Move>, whole: Option<PieceKind>) {
        let whole = whole.map(|k| Piece::new(self.side, k).code());
        for &sq in self.squares.iter() {
            let code = self.board[sq.index()];
            if !is_piece(code) || color_of(code) != self.side {
                continue;
            }
            if Some(code) == whole {
                self.gen_piece_for::<MAKA, false>(sq, code, out, true);
            } else {
                self.gen_piece_for::<MAKA, true>(sq, code, out, true);
            }
        }
    }

    /// Whether a kind burns or may promote to one that does (Tenjiku's fire demon and water
    /// buffalo).
    pub(super) fn may_burn(&self, ki: usize) -> bool {
        self.tables.burns[ki]
            || self.tables.info[ki]
                .as_ref()
                .and_then(|i| i.promotes_to)
                .is_some_and(|k| self.tables.burns[k.index()])
    }

    /// Whether a Tenjiku sweep ([`Via::LINE`]) from `from` to `to` takes an enemy piece: on
    /// `to`, or among the pieces it passes (which may all be its own).
    pub(super) fn sweeps_enemy(&self, from: Square, to: Square) -> bool {
        from.between(to).chain([to]).any(|s| {
            let c = self.board[s.index()];
            is_piece(c) && color_of(c) != self.side
        })
    }

    /// Whether the piece on `from`, moved to `to` without capturing (promoting or not), burns
    /// an enemy piece there, as [`Position::make`] would (`tenjiku-shogi.md` §8): it is a fire
    /// demon after the move, not one born of this move under
    /// `tenjiku.fire_demon.promotion_burn = next_turn`, not burned first by a demon next to
    /// `to` (unless `tenjiku.fire_demon.suicide = burn_others_first`), and an enemy piece
    /// other than a demon stands next to `to`.
    pub(super) fn burns_enemy(&self, from: Square, to: Square, promote: bool) -> bool {
        let code = self.board[from.index()];
        let ki = kind_index(code);
        let after = if promote {
            match self.tables.info[ki].as_ref().and_then(|i| i.promotes_to) {
                Some(k) => k.index(),
                None => return false,
            }
        } else {
            ki
        };
        if !self.tables.burns[after]
            || (promote && self.rules.promotion_burn == PromotionBurn::NextTurn)
        {
            return false;
        }
        let mover = self.side;
        let ti = to.index() as isize;
        let around = NEIGHBOURS
            .iter()
            .map(|&d| (ti + d) as usize)
            .filter(|&i| i != from.index());
        if self.rules.demon_suicide != DemonSuicide::BurnOthersFirst
            && around.clone().any(|i| self.burns_next_to(i, mover))
        {
            return false;
        }
        let mut around = around;
        around.any(|i| {
            let c = self.board[i];
            is_piece(c) && color_of(c) != mover && !self.tables.burns[kind_index(c)]
        })
    }
}
