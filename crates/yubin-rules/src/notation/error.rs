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
    pub expected: Expected,
    /// The notation whose reader got furthest.
    pub notation: Notation,
}

impl SyntaxError {
    pub(crate) fn new(
        input: &str,
        normalized: &str,
        at: usize,
        expected: Expected,
        notation: Notation,
    ) -> SyntaxError {
        SyntaxError {
            input: input.to_string(),
            normalized: normalized.to_string(),
            at: at.min(normalized.len()),
            expected,
            notation,
        }
    }
}

/// What a move's reader expected where it stopped; an example, where one helps, is in the
/// notation of that reader (`7f` in TSA, `f6` in WinBoard's). Its `Display` is the terse
/// English of logs and the command line; players read it worded by `yubin-text`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// A move (the text is none).
    Move,
    /// A square, such as the example.
    Square(&'static str),
    /// A second square, such as the example if there is one.
    SecondSquare(Option<&'static str>),
    /// A destination square, such as the example if there is one.
    Destination(Option<&'static str>),
    /// A piece letter, such as the example.
    PieceLetter(&'static str),
    /// A piece letter (`N`) or a file letter (`f`): WinBoard's SAN.
    PieceOrFileLetter,
    /// The letter of a piece that promotes (after WinBoard's `+`).
    PromotingLetter,
    /// A TSA piece abbreviation (`P`, `Ln`, `+DK`) and then a square.
    Abbreviation,
    /// One abbreviation of a Chu piece (a drop's piece: drops are Heisei Chu's).
    ChuAbbreviation,
    /// The end of the move.
    End,
    /// `!` only in an igui, `x!` and a square.
    BangInIgui,
    /// Nothing after an igui.
    NothingAfterIgui,
    /// At most an origin square before an igui.
    OriginBeforeIgui,
    /// `x`, `-`, a square, `+`, `=` or the end: TSA after a square.
    TsaNext,
    /// `x`, `-`, a square, `+` or the end: WinBoard's SAN after a square.
    SanNext,
    /// A square, `+` or the end: USI after a square.
    UsiNext,
    /// `,` and another leg, `+` or the end: WinBoard's engine notation after a leg.
    LegNext,
    /// At most this many squares in a move.
    MostSquares(u8),
    /// At most three legs.
    MostThreeLegs,
    /// A leg that starts where the previous one ended.
    JoinedLeg,
    /// The next leg of a SAN move written leg by leg, such as `Nxf8` (the piece's letter as
    /// written) or `xf8`.
    NextLeg(String),
    /// At most one origin (a file, a rank or a square) before the destination.
    OneOrigin,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Expected::*;
        match self {
            Move => f.write_str("a move"),
            Square(e) => write!(f, "a square such as `{e}`"),
            SecondSquare(None) => f.write_str("a second square"),
            SecondSquare(Some(e)) => write!(f, "a second square such as `{e}`"),
            Destination(None) => f.write_str("a destination square"),
            Destination(Some(e)) => write!(f, "a destination square such as `{e}`"),
            PieceLetter(e) => write!(f, "a piece letter such as `{e}`"),
            PieceOrFileLetter => {
                f.write_str("a piece letter such as `N` or a file letter such as `f`")
            }
            PromotingLetter => f.write_str("the letter of a piece that promotes"),
            Abbreviation => {
                f.write_str("a piece abbreviation such as `P`, `Ln` or `+DK` followed by a square")
            }
            ChuAbbreviation => f.write_str("one Chu piece abbreviation"),
            End => f.write_str("the end of the move"),
            BangInIgui => f.write_str("`!` only in an igui written `x!` and a square"),
            NothingAfterIgui => f.write_str("nothing after an igui (`x!` and one square)"),
            OriginBeforeIgui => f.write_str("at most an origin square before an igui"),
            TsaNext => f.write_str("`x`, `-`, a square, `+`, `=` or the end of the move"),
            SanNext => f.write_str("`x`, `-`, a square, `+` or the end of the move"),
            UsiNext => f.write_str("a square, `+` or the end of the move"),
            LegNext => f.write_str("`,` and another leg, `+` or the end of the move"),
            MostSquares(n) => write!(f, "at most {n} squares"),
            MostThreeLegs => f.write_str("at most three legs"),
            JoinedLeg => f.write_str("a leg that starts where the previous leg ended"),
            NextLeg(letter) => write!(f, "the next leg, such as `{letter}xf8` or `xf8`"),
            OneOrigin => f.write_str(
                "at most one origin (a file, a rank or a square) before the destination",
            ),
        }
    }
}

/// A piece as a move text named it, for a message: the kinds its name stands for in the
/// game's variant (none: the variant has no such piece) and the line the text put it on.
/// Its `Display` is English (`soaring eagle`, `lion or promoted kirin on file f`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedPiece {
    /// The name as written (`Ln`, `+DK`).
    pub written: String,
    /// The kinds it stands for in `variant`.
    pub kinds: Vec<PieceKind>,
    /// The game's variant.
    pub variant: Variant,
    /// The file or rank the text put the piece on (WinBoard's SAN, `Ndf6`, `N3f6`).
    pub on: Origin,
}

impl fmt::Display for NamedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kinds.is_empty() {
            write!(
                f,
                "piece `{}` (no such piece in {})",
                self.written,
                self.variant.title()
            )?;
        } else {
            let names: Vec<&str> = self.kinds.iter().map(|k| k.english()).collect();
            f.write_str(&names.join(" or "))?;
        }
        match self.on {
            Origin::File(file) => write!(f, " on file {}", (b'a' + file) as char),
            Origin::Rank(r) => write!(f, " on rank {r}"),
            Origin::Any | Origin::Square(_) => Ok(()),
        }
    }
}

impl SyntaxError {
    /// Where reading stopped, as the text was written (its spaces and full-width characters
    /// kept): the shortest end of [`SyntaxError::input`] that normalises to the rest of
    /// [`SyntaxError::normalized`], else that rest. `None` at the end of the text.
    ///
    /// ```
    /// let e = yubin_rules::notation::parse_move("Pawn to 7g").unwrap_err();
    /// assert_eq!(e.rest(), Some("wn to 7g"));
    /// ```
    pub fn rest(&self) -> Option<&str> {
        let rest = self.normalized.get(self.at..).filter(|r| !r.is_empty())?;
        let written = self
            .input
            .char_indices()
            .rev()
            .map(|(i, _)| &self.input[i..])
            .find(|end| text::normalize(end) == rest);
        Some(written.map_or(rest, str::trim))
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable move `{}`: ", self.input.trim())?;
        match self.rest() {
            _ if self.normalized.is_empty() => f.write_str("empty")?,
            None => write!(f, "expected {} at the end", self.expected)?,
            Some(rest) => write!(f, "expected {} at `{rest}`", self.expected)?,
        }
        write!(f, " ({})", self.notation.name())
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
        /// The piece named.
        piece: NamedPiece,
    },
    /// The named origin square holds another kind of piece.
    WrongPiece {
        /// The text as given.
        input: String,
        /// The origin square.
        square: Square,
        /// What stands there.
        found: PieceKind,
        /// The piece named.
        expected: NamedPiece,
    },
    /// No piece of that kind (or at that square) can make the move by its movement; the
    /// reason for each piece tried.
    CannotMove {
        /// The text as given.
        input: String,
        /// Each piece tried, by square, with the reason it cannot; the nearest to the
        /// destination first.
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
        /// The side's pieces with the power to pass (each without an empty square to step out
        /// to); empty if it has none.
        passers: Vec<(Square, PieceKind)>,
        /// The game of the position (which kinds may pass).
        variant: Variant,
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
        write!(f, "`{}`: ", self.input().trim())?;
        match self {
            ResolveError::OffBoard { square, .. } => write!(f, "no square {square} on this board"),
            ResolveError::NoSuchPiece { piece, .. } => write!(f, "no {piece} of the side to move"),
            ResolveError::WrongPiece {
                square,
                found,
                expected,
                ..
            } => write!(f, "{found} on {square}, not {expected}"),
            ResolveError::CannotMove { reasons, .. } => {
                f.write_str("not a possible move")?;
                for (sq, why) in reasons.iter().take(3) {
                    write!(f, "; {sq}: {why}")?;
                }
                if reasons.len() > 3 {
                    write!(f, "; {} more", reasons.len() - 3)?;
                }
                Ok(())
            }
            ResolveError::Illegal { reason, .. } => write!(f, "illegal: {reason}"),
            ResolveError::Ambiguous { texts, .. } => {
                write!(f, "ambiguous: {}", texts.join(" or "))
            }
            ResolveError::NoPass { passers, .. } => {
                f.write_str("no piece can pass")?;
                for (sq, kind) in passers {
                    write!(f, "; {kind} on {sq} has no empty square")?;
                }
                Ok(())
            }
            ResolveError::WrongNotation {
                notation, variant, ..
            } => write!(f, "{} notation is not used for {variant}", notation.name()),
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
