//! Moves.
//!
//! A move is identified canonically (`chu-shogi.md` §7.1): by the square of the piece that
//! moves, its final square, the squares it captures on and its promotion choice. So a lion route
//! through an empty first square that ends elsewhere is the same [`Move`] as the direct step or
//! jump, and every pass in a position is the single [`Move::Pass`].

use crate::{PieceKind, Square};
use core::fmt;

/// The squares a multi-leg move captures on before its final square. Empty for ordinary moves.
///
/// Most such moves list their capture squares, in leg order, and two are enough for all of
/// them: a lion captures at most on its first leg and its final square, a lion dog (or
/// teaching king, furious fiend) on `S1`/`S2` and its final square, a hook mover with
/// `maka.hook_capture = double` where its first leg ends and on its final square.
///
/// The free bear's hop readings (`maka.free_bear = BsRfA_hop1 | BsRfA_hopall`) capture every
/// piece a diagonal move passes, any number of them ([`Via::LINE`]): those squares are the
/// pieces strictly between the origin and the final square, so the position gives them
/// ([`Via::squares`], [`crate::Position::via_squares`]) and the move need not list them.
///
/// ```
/// use yubin_rules::{Square, Via};
/// let sq = |f, r| Square::new(f, r).unwrap();
/// // A hop from 10p to 3i over pieces on 9o, 7m and 5k.
/// let occupied = [sq(9, 14), sq(7, 12), sq(5, 10)];
/// let caps: Vec<Square> = Via::LINE
///     .squares(sq(10, 15), sq(3, 8), |s| occupied.contains(&s))
///     .collect();
/// assert_eq!(caps, occupied);
/// assert_eq!(Via::one(sq(9, 14)).squares(sq(10, 15), sq(8, 13), |_| true).count(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Via {
    repr: Repr,
}

/// [`Via`]'s representation (an enum, so that [`Via::LINE`] costs no space).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Repr {
    /// The capture squares in leg order (`[None, None]`: no capture).
    Listed([Option<Square>; 2]),
    /// Every piece strictly between the origin and the final square.
    Line,
}

impl Default for Repr {
    fn default() -> Repr {
        Repr::Listed([None, None])
    }
}

impl Via {
    /// No intermediate capture.
    pub const NONE: Via = Via {
        repr: Repr::Listed([None, None]),
    };

    /// The move captures every piece strictly between its origin and its final square, on
    /// their line (the free bear's hop readings; a Tenjiku general's sweeping jump under
    /// `tenjiku.jump.mode = ja_sweep`, own pieces included; at least one piece, nearest
    /// first).
    pub const LINE: Via = Via { repr: Repr::Line };

    /// One intermediate capture.
    pub const fn one(sq: Square) -> Via {
        Via {
            repr: Repr::Listed([Some(sq), None]),
        }
    }

    /// Two intermediate captures, in leg order.
    pub const fn two(a: Square, b: Square) -> Via {
        Via {
            repr: Repr::Listed([Some(a), Some(b)]),
        }
    }

    /// Whether there is no intermediate capture.
    pub const fn is_empty(self) -> bool {
        matches!(self.repr, Repr::Listed([None, _]))
    }

    /// Whether this is [`Via::LINE`].
    pub const fn is_line(self) -> bool {
        matches!(self.repr, Repr::Line)
    }

    /// The first listed capture square (`None` for [`Via::LINE`]).
    pub const fn first(self) -> Option<Square> {
        match self.repr {
            Repr::Listed(s) => s[0],
            Repr::Line => None,
        }
    }

    /// The listed capture squares in leg order; none for [`Via::LINE`], whose squares depend
    /// on the board ([`Via::squares`]).
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let listed = match self.repr {
            Repr::Listed(s) => s,
            Repr::Line => [None, None],
        };
        listed.into_iter().flatten()
    }

    /// The capture squares of a move from `from` to `to` in leg order, on a board where
    /// `occupied` tells which squares hold a piece: the listed squares, or for [`Via::LINE`]
    /// the occupied squares strictly between `from` and `to`, nearest first.
    pub fn squares(
        self,
        from: Square,
        to: Square,
        occupied: impl Fn(Square) -> bool,
    ) -> impl Iterator<Item = Square> {
        let between = if self.is_line() {
            from.between(to)
        } else {
            from.between(from)
        };
        self.iter().chain(between.filter(move |&s| occupied(s)))
    }

    /// Whether `sq` is one of the listed squares.
    pub fn contains(self, sq: Square) -> bool {
        self.iter().any(|s| s == sq)
    }

    /// Number of listed capture squares (0 for [`Via::LINE`]).
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
        /// Squares captured on before `to`, in leg order (lion-power and hook moves, the free
        /// bear's hops).
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
    /// Position-free debugging form close to USI (`7g7f7g`, `8j6j+`, `pass`, `L*5e`; a
    /// [`Via::LINE`] hop, whose capture squares only the position knows, as `10px3i`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Board {
                from,
                to,
                via,
                promote,
            } => {
                write!(f, "{from}{}", if via.is_line() { "x" } else { "" })?;
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
