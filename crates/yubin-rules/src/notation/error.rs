//! Why a move text was refused: [`SyntaxError`] (no reader understands it), [`ResolveError`]
//! (it names no legal move in the position) and [`MoveTextError`] (either).

use super::*;

/// A move text that no reader understands, with the place where reading stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// The text as given.
    pub input: String,
    /// The text after the leniencies of [`text::normalize`].
    pub normalized: String,
    /// Byte offset in `normalized` where reading stopped.
    pub at: usize,
    /// What was expected there.
    pub expected: String,
    /// The notation whose reader got furthest.
    pub notation: Notation,
}

impl SyntaxError {
    pub(crate) fn new(
        input: &str,
        normalized: &str,
        at: usize,
        expected: impl Into<String>,
        notation: Notation,
    ) -> SyntaxError {
        SyntaxError {
            input: input.to_string(),
            normalized: normalized.to_string(),
            at: at.min(normalized.len()),
            expected: expected.into(),
            notation,
        }
    }

    pub(super) fn hint(&self) -> &'static str {
        match self.notation {
            Notation::Usi => {
                "usi moves look like `7g7f`, `7e7d+`, `6g6f6e` (maka dai dai: `10n10m`, `10j10i10h10g`)"
            }
            Notation::Tsa => {
                "tsa moves look like `P-7f`, `Px7d=`, `Lnx!7f`, `DK5j-6k` (maka dai dai: `LDx10ix10h`)"
            }
            Notation::WinBoardSan => "winboard san moves look like `f5`, `Nf6`, `Nxf7-f6`, `--`",
            Notation::WinBoardEngine => {
                "winboard engine moves look like `f4f5`, `f6f7,f7f6`, `@@@@`"
            }
            Notation::PassWord => "write `pass` to pass",
        }
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read the move `{}`: ", self.input.trim())?;
        if self.normalized.is_empty() {
            write!(f, "it is empty")?;
        } else {
            match self.normalized.get(self.at..) {
                Some("") | None => write!(f, "expected {} at the end", self.expected)?,
                Some(rest) => write!(f, "expected {} at `{rest}`", self.expected)?,
            }
        }
        write!(
            f,
            " (read as {}); hint: {}, or `pass`",
            self.notation.name(),
            self.hint()
        )
    }
}

impl std::error::Error for SyntaxError {}

/// Why a move text does not name a legal move in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResolveError {
    /// A square that is not on this board (`13a`, or a WinBoard rank outside the rank base).
    OffBoard {
        /// The text as given.
        input: String,
        /// The square as written.
        square: String,
    },
    /// The side to move has no piece of the named kind (on the named file or rank).
    NoSuchPiece {
        /// The text as given.
        input: String,
        /// The piece described in words (`soaring eagle`).
        piece: String,
    },
    /// The named origin square holds another kind of piece.
    WrongPiece {
        /// The text as given.
        input: String,
        /// The origin square.
        square: Square,
        /// What stands there.
        found: PieceKind,
        /// The piece named, in words.
        expected: String,
    },
    /// No piece of that kind (or at that square) can make the move by its movement; the
    /// reason for each piece tried.
    CannotMove {
        /// The text as given.
        input: String,
        /// Each piece tried, by square, with the reason it cannot.
        reasons: Vec<(Square, IllegalMove)>,
    },
    /// Exactly one piece matches the move by its movement, but the move is illegal (a
    /// lion-trading rule, a promotion that is not allowed, a drop that is not allowed, …).
    Illegal {
        /// The text as given.
        input: String,
        /// The move meant.
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// Several legal moves match the text.
    Ambiguous {
        /// The text as given.
        input: String,
        /// The candidates.
        candidates: Vec<Move>,
        /// The candidates in TSA with their origin squares (`DK5j-6k`), in the same order.
        texts: Vec<String>,
    },
    /// A pass, but no piece can pass here.
    NoPass {
        /// The text as given.
        input: String,
        /// Why, naming the pieces.
        why: String,
    },
    /// The text is in a notation the position's game does not use (WinBoard SAN or engine
    /// coordinates for a Maka Dai Dai position: WinBoard has no Maka Dai Dai support,
    /// `maka-dai-dai-shogi.md` §12.2).
    WrongNotation {
        /// The text as given.
        input: String,
        /// The notation it was read as.
        notation: Notation,
        /// The game of the position.
        variant: Variant,
    },
}

impl ResolveError {
    /// The text as given.
    pub fn input(&self) -> &str {
        match self {
            ResolveError::OffBoard { input, .. }
            | ResolveError::NoSuchPiece { input, .. }
            | ResolveError::WrongPiece { input, .. }
            | ResolveError::CannotMove { input, .. }
            | ResolveError::Illegal { input, .. }
            | ResolveError::Ambiguous { input, .. }
            | ResolveError::NoPass { input, .. }
            | ResolveError::WrongNotation { input, .. } => input,
        }
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = self.input().trim();
        match self {
            ResolveError::OffBoard { square, .. } => write!(
                f,
                "`{input}`: there is no square {square} on this board; hint: tsa and usi squares are file then rank (`7g`), winboard squares file letter then rank number (`f6`)"
            ),
            ResolveError::NoSuchPiece { piece, .. } => {
                write!(f, "`{input}`: you have no {piece}; hint: check the piece abbreviation")
            }
            ResolveError::WrongPiece { square, found, expected, .. } => write!(
                f,
                "`{input}`: the piece on {square} is a {found}, not a {expected}; hint: check the origin square"
            ),
            ResolveError::CannotMove { reasons, .. } => {
                write!(f, "`{input}` is not a possible move")?;
                if reasons.is_empty() {
                    f.write_str(": it names no complete move")?;
                } else {
                    f.write_str(": ")?;
                }
                // Twelve pawns that cannot reach a square need not be listed one by one.
                const SHOWN: usize = 3;
                for (i, (sq, why)) in reasons.iter().enumerate() {
                    if i == SHOWN {
                        write!(f, "; and {} more that cannot either", reasons.len() - SHOWN)?;
                        break;
                    }
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    if reasons.len() > 1 {
                        write!(f, "the piece on {sq}: ")?;
                    }
                    write!(f, "{why}")?;
                }
                f.write_str("; hint: check the squares and the piece")
            }
            ResolveError::Illegal { reason, .. } => {
                write!(f, "`{input}` is illegal: {reason}; hint: the piece can go there, but the rules forbid this move now")
            }
            ResolveError::Ambiguous { texts, .. } => write!(
                f,
                "`{input}` is ambiguous: it could be {}; hint: write the origin square, as in `{}`",
                texts.join(" or "),
                texts.first().map(String::as_str).unwrap_or("DK5j-6k")
            ),
            ResolveError::NoPass { why, .. } => {
                write!(f, "`{input}`: no piece can pass here: {why}; hint: make another move")
            }
            ResolveError::WrongNotation { notation, variant, .. } => write!(
                f,
                "`{input}` is {} notation, and WinBoard notation is for Chu only, not {}; hint: write the move in usi (`10n10m`, `10j10i10h`) or tsa (`P-10m`, `LDx10ix10h`)",
                notation.name(),
                variant.title()
            ),
        }
    }
}

impl std::error::Error for ResolveError {}

/// A move text that could not be read or does not name a legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveTextError {
    /// The text could not be read.
    Syntax(SyntaxError),
    /// The text was read but names no legal move here.
    Resolve(ResolveError),
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Syntax(e) => e.fmt(f),
            MoveTextError::Resolve(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MoveTextError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MoveTextError::Syntax(e) => Some(e),
            MoveTextError::Resolve(e) => Some(e),
        }
    }
}

impl From<SyntaxError> for MoveTextError {
    fn from(e: SyntaxError) -> Self {
        MoveTextError::Syntax(e)
    }
}

impl From<ResolveError> for MoveTextError {
    fn from(e: ResolveError) -> Self {
        MoveTextError::Resolve(e)
    }
}
