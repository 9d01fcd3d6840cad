//! The position-free form of a move text: [`MoveText`] and its parts (the notation it was
//! read as, squares, piece names, promotion marks, legs).

use super::*;

/// Which notation a move text was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// lishogi USI (`7g7f`).
    Usi,
    /// TSA / Hodges (`P-7f`).
    Tsa,
    /// WinBoard SAN (`Nxf7-f6`).
    WinBoardSan,
    /// WinBoard engine coordinates (`f6f7,f7f6`).
    WinBoardEngine,
    /// A word or token that means "pass" in every notation (`pass`, `--`, `@@@@`).
    PassWord,
}

impl Notation {
    /// The notation's name in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Usi => "usi",
            Notation::Tsa => "tsa",
            Notation::WinBoardSan => "winboard san",
            Notation::WinBoardEngine => "winboard engine",
            Notation::PassWord => "pass word",
        }
    }
}

/// A square as written: TSA/USI squares are board squares; WinBoard squares depend on the
/// board size and on `winboard.rank_base`, so they are kept as written until resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SquareText {
    /// A TSA/USI square (`7g`).
    Tsa(Square),
    /// A WinBoard square (`f6`): file index from the left (`a` = 0) and rank number as written.
    WinBoard {
        /// `0` for `a`.
        file: u8,
        /// The number as written (1-based or 0-based depending on `winboard.rank_base`).
        rank: u8,
    },
}

impl SquareText {
    /// The board square under the given board size and WinBoard rank base.
    pub fn to_square(self, dims: Dimensions, rank_base: u8) -> Option<Square> {
        let sq = match self {
            SquareText::Tsa(sq) => sq,
            SquareText::WinBoard { file, rank } => {
                let file = dims.files.checked_sub(file)?;
                let row = rank.checked_sub(rank_base)?;
                let rank_index = dims.ranks.checked_sub(row)?.checked_sub(1)?;
                Square::new(file, rank_index)?
            }
        };
        dims.contains(sq).then_some(sq)
    }
}

impl fmt::Display for SquareText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SquareText::Tsa(sq) => write!(f, "{sq}"),
            SquareText::WinBoard { file, rank } => write!(f, "{}{rank}", (b'a' + file) as char),
        }
    }
}

/// The promotion mark of a move text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// No mark: the piece does not promote.
    Unmarked,
    /// `+`: the piece promotes.
    Promote,
    /// `=`: the piece declines promotion.
    Decline,
}

impl Promotion {
    /// Whether the move promotes.
    pub const fn promotes(self) -> bool {
        matches!(self, Promotion::Promote)
    }
}

/// A piece named in a move text: the kinds the name can stand for in each variant (one,
/// except for case-folded abbreviations that two kinds share, like Chu's `wh`) and the name as
/// written.
///
/// The text is read without a position, so without knowing the game: the same abbreviation
/// names different kinds in Chu and in Maka Dai Dai (`RC` is Chu's reverse chariot and Maka's
/// right chariot, `N` Chu's lion by its SFEN letter and Maka's knight). Both readings are kept
/// and [`resolve`] uses the one of the position's variant ([`PieceText::kinds_in`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PieceText {
    /// The kinds the name stands for in each variant, by [`Variant::index`] (empty where it
    /// names no piece of that variant; WinBoard SAN, which is for Chu only, has only Chu's).
    pub kinds: [Vec<PieceKind>; Variant::COUNT],
    /// The name as written (`Ln`, `+DK`, `N`; empty for a WinBoard pawn).
    pub written: String,
}

impl PieceText {
    /// A name read in Chu's notation only (WinBoard SAN): `kinds` in Chu, nothing elsewhere.
    pub fn chu(kinds: Vec<PieceKind>, written: String) -> PieceText {
        let mut all: [Vec<PieceKind>; Variant::COUNT] = Default::default();
        all[Variant::Chu.index()] = kinds;
        PieceText {
            kinds: all,
            written,
        }
    }

    /// A name that stands for `kind` in every variant (a move written from a position).
    pub fn every(kind: PieceKind, written: String) -> PieceText {
        PieceText {
            kinds: core::array::from_fn(|_| vec![kind]),
            written,
        }
    }

    /// The kinds the name stands for in a variant.
    pub fn kinds_in(&self, variant: Variant) -> &[PieceKind] {
        &self.kinds[variant.index()]
    }

    /// The piece named, for a message, in `variant`, on the line `on` names if any.
    pub(super) fn named(&self, variant: Variant, on: Origin) -> super::NamedPiece {
        super::NamedPiece {
            written: self.written.clone(),
            kinds: self.kinds_in(variant).to_vec(),
            variant,
            on,
        }
    }
}

/// Where a described move says its piece stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Not said.
    Any,
    /// On this square.
    Square(SquareText),
    /// On this WinBoard file (`a` = 0), as in SAN `Ndf6`.
    File(u8),
    /// On this WinBoard rank (as written), as in SAN `N3f6`.
    Rank(u8),
}

/// One leg of a described move: its square and whether it was written as a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Leg {
    /// `Some(true)` for `x`, `Some(false)` for `-`, `None` when no sign was written.
    pub capture: Option<bool>,
    /// Where the leg ends.
    pub to: SquareText,
}

/// A move as written, before it is resolved against a position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum MoveSyntax {
    /// A pass written without squares (`pass`, `--`, `@@@@`).
    Pass,
    /// A move given by squares only (USI, WinBoard engine): the origin, then the square
    /// every leg ends on.
    Coords {
        /// Origin first, then one square per leg (at least two squares).
        squares: Vec<SquareText>,
        /// The promotion mark.
        promotion: Promotion,
    },
    /// A move described by its piece (TSA, WinBoard SAN).
    Piece {
        /// The piece named.
        piece: PieceText,
        /// Where it stands, if said.
        origin: Origin,
        /// The legs in order (at least one).
        legs: Vec<Leg>,
        /// TSA igui `x!sq`: the only leg captures and the piece stays.
        igui: bool,
        /// The promotion mark.
        promotion: Promotion,
    },
    /// A drop (Heisei Chu Shogi).
    Drop {
        /// The unpromoted kind dropped.
        kind: PieceKind,
        /// Where.
        to: SquareText,
        /// The promotion mark (`+L*5e` and `L*5e+` both promote).
        promotion: Promotion,
    },
}

/// A move text read without a position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// The text as given (before normalisation), for messages.
    pub input: String,
    /// The notation it was read as.
    pub notation: Notation,
    /// What it says.
    pub syntax: MoveSyntax,
}
