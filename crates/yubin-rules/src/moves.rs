//! Moves.
//!
//! A move is identified canonically (`chu-shogi.md` §7.1): by the square of the piece that
//! moves, its final square, the squares it captures on and its promotion choice. So a lion route
//! through an empty first square that ends elsewhere is the same [`Move`] as the direct step or
//! jump, and every pass in a position is the single [`Move::Pass`].

use crate::{PieceKind, Square};
use core::fmt;

/// The squares a multi-leg move captures on before its final square, in leg order (at most
/// two). Empty for ordinary moves. Two are enough for every move of both games: a lion captures
/// at most on its first leg and its final square, a lion dog (or teaching king, furious fiend)
/// on `S1`/`S2` and its final square, a hook mover with `maka.hook_capture = double` where its
/// first leg ends and on its final square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Via {
    squares: [Option<Square>; 2],
}

impl Via {
    /// No intermediate capture.
    pub const NONE: Via = Via {
        squares: [None, None],
    };

    /// One intermediate capture.
    pub const fn one(sq: Square) -> Via {
        Via {
            squares: [Some(sq), None],
        }
    }

    /// Two intermediate captures, in leg order.
    pub const fn two(a: Square, b: Square) -> Via {
        Via {
            squares: [Some(a), Some(b)],
        }
    }

    /// Whether there is no intermediate capture.
    pub const fn is_empty(self) -> bool {
        self.squares[0].is_none()
    }

    /// The first intermediate capture square.
    pub const fn first(self) -> Option<Square> {
        self.squares[0]
    }

    /// The intermediate capture squares in leg order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        self.squares.into_iter().flatten()
    }

    /// Whether `sq` is one of them.
    pub fn contains(self, sq: Square) -> bool {
        self.squares.contains(&Some(sq))
    }

    /// Number of intermediate captures.
    pub fn len(self) -> usize {
        self.iter().count()
    }
}

/// A move in canonical form.
///
/// ```
/// use yubin_rules::{Move, Square, Via};
/// let from = Square::new(7, 6).unwrap();
/// let mid = Square::new(7, 5).unwrap();
/// // Igui: the lion on 7g captures on 7f and stays on 7g.
/// let igui = Move::Board { from, to: from, via: Via::one(mid), promote: false };
/// assert!(igui.is_igui());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece on the board moves, possibly in several legs.
    Board {
        /// Where the piece stands.
        from: Square,
        /// Where it ends (equal to `from` for igui).
        to: Square,
        /// Squares captured on before `to`, in leg order (lion-power moves only).
        via: Via,
        /// Whether the piece changes form at the end of the move. In Chu that is its promotion.
        /// In Maka Dai Dai (`maka-dai-dai-shogi.md` §7) it is either the promotion earned by a
        /// capture or, when the move captures a deva-type or dark-spirit-type piece, the
        /// contagion to teaching king / Buddhist spirit: a move can change the piece in at most
        /// one way, which the position fixes, so this flag and the position identify the
        /// resulting piece (the canonical identity of §12.3).
        promote: bool,
    },
    /// A lion-power piece steps out to an empty square and back: the board does not change.
    Pass,
    /// Heisei Chu Shogi's one drop of a set-aside piece.
    Drop {
        /// The kind dropped (its unpromoted form).
        kind: PieceKind,
        /// The empty square it is dropped on.
        to: Square,
        /// Whether it is dropped promoted (inside the zone, with `heisei.drop_promotion =
        /// on_drop_or_next_move`).
        promote: bool,
    },
}

impl Move {
    /// A one-leg move without promotion.
    pub const fn simple(from: Square, to: Square) -> Move {
        Move::Board {
            from,
            to,
            via: Via::NONE,
            promote: false,
        }
    }

    /// The origin square of a board move.
    pub fn from(self) -> Option<Square> {
        match self {
            Move::Board { from, .. } => Some(from),
            _ => None,
        }
    }

    /// The final square of a board move or drop.
    pub fn to(self) -> Option<Square> {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Whether the move promotes.
    pub fn promotes(self) -> bool {
        matches!(
            self,
            Move::Board { promote: true, .. } | Move::Drop { promote: true, .. }
        )
    }

    /// Whether this is an igui (capture on an adjacent square without moving).
    pub fn is_igui(self) -> bool {
        matches!(self, Move::Board { from, to, via, .. } if from == to && !via.is_empty())
    }
}

impl fmt::Display for Move {
    /// Position-free debugging form close to USI (`7g7f7g`, `8j6j+`, `pass`, `L*5e`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                write!(f, "{from}")?;
                for sq in via.iter() {
                    write!(f, "{sq}")?;
                }
                write!(f, "{to}{}", if promote { "+" } else { "" })
            }
            Move::Pass => f.write_str("pass"),
            Move::Drop { kind, to, promote } => {
                write!(f, "{}{}*{to}", if promote { "+" } else { "" }, kind.tsa())
            }
        }
    }
}
