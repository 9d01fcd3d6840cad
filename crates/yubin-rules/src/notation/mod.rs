//! Text forms of positions and moves.
//!
//! Parsing is separate from resolving: a move text is first read into a position-free syntax
//! ([`MoveText`], or a [`SyntaxError`] saying where), then resolved against a position
//! ([`resolve`]: the canonical [`Move`], or a [`ResolveError`] saying precisely why not).
//!
//! | Module | Notation | Example |
//! |---|---|---|
//! | [`sfen`] | lishogi SFEN positions; Maka's bracketed-TSA position string | `lfcsgekgscfl/… b - 1`, `[L][E][St]…/… b 1` |
//! | [`usi`] | lishogi USI moves (canonical in the service), with the Maka extension of `maka-dai-dai-shogi.md` §12.3 | `7g7f`, `6g6f6e`, `7e7d+`; `10n10m`, `10j10i10h10g` |
//! | [`tsa`] | TSA / Hodges notation of English-language records, with each game's abbreviations | `P-7f`, `Lnx!7f`, `Px7d=`; `LDx10ix10h`, `CSx7c=` |
//! | [`winboard`] | WinBoard/XBoard SAN and engine coordinates (Chu only) | `Nxf7-f6`, `f6f7,f7f6` |
//!
//! [`parse_move`] recognises any of them (and the word `pass`), [`read_move`] parses and
//! resolves in one go. The leniencies shared by every reader are listed in [`text`].
//!
//! Parsing does not know the game: a TSA abbreviation keeps its reading in each game
//! ([`PieceText::kinds_in`]: `RC` is Chu's reverse chariot and Maka's right chariot) and
//! [`resolve`] uses the position's. WinBoard texts resolved against a Maka Dai Dai position
//! are refused ([`ResolveError::WrongNotation`]).
//!
//! Promotion marks (both games): `+` changes the piece, `=` declines, no mark does not change
//! it — except where the change is forced (Maka: capturing a promoted piece, `maka.promotion =
//! capture_forced`, contagion), where the missing mark implies it (§12.3: "parsers accept `+`
//! or nothing there"). `=` on a forced change is illegal; `=` where no change was possible is
//! ignored. The writers put `+` on every change (forced or contagious included).
//!
//! Canonical forms (`chu-shogi.md` §7.1, `maka-dai-dai-shogi.md` §12.3): a lion route through
//! an empty first square to a different square resolves to the direct move (for the lion dog,
//! teaching king and furious fiend: through the empty first square of its line to the second);
//! `from mid from` is igui if `mid` holds an enemy and a pass if it is empty; every spelling
//! of a pass resolves to [`Move::Pass`]. Other squares between the start and the final square
//! must be capture squares. A free bear's hop (`maka.free_bear` hop readings) is written with
//! every piece it captures on the way, nearest first (`10p9o7m5k3i`, `+BBx9ox7mx5kx3i`), and
//! resolves to the [`Via::LINE`] move; a text that leaves out a piece it passes, lists a square
//! it does not capture on or lists them out of order is refused, saying which.
//!
//! ```
//! use yubin_rules::{notation, Position, Rules};
//! let pos = Position::start(Rules::default());
//! let mv = notation::read_move(&pos, "P-8h").unwrap();
//! assert_eq!(notation::usi::format(&pos, mv), "8i8h");
//! assert_eq!(notation::read_move(&pos, "8i8h").unwrap(), mv);
//! assert_eq!(notation::read_move(&pos, "e5").unwrap(), mv); // WinBoard SAN
//! ```

pub mod sfen;
pub mod text;
pub mod tsa;
pub mod usi;
pub mod winboard;

use crate::{Dimensions, IllegalMove, Move, PieceKind, Position, Square, Variant, Via};
use core::fmt;

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
    /// The kinds the name stands for in Chu Shogi (empty if it names no Chu piece).
    pub kinds: Vec<PieceKind>,
    /// The kinds the name stands for in Maka Dai Dai Shogi (empty if it names no Maka piece;
    /// always empty for WinBoard SAN, which is for Chu only).
    pub maka_kinds: Vec<PieceKind>,
    /// The name as written (`Ln`, `+DK`, `N`; empty for a WinBoard pawn).
    pub written: String,
}

impl PieceText {
    /// The kinds the name stands for in a variant.
    pub fn kinds_in(&self, variant: Variant) -> &[PieceKind] {
        match variant {
            Variant::Chu => &self.kinds,
            Variant::Maka => &self.maka_kinds,
        }
    }

    fn describe(&self, variant: Variant) -> String {
        let names: Vec<&str> = self.kinds_in(variant).iter().map(|k| k.english()).collect();
        if names.is_empty() {
            return format!(
                "piece `{}` (no such piece in {})",
                self.written,
                variant.title()
            );
        }
        names.join(" or ")
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

    fn hint(&self) -> &'static str {
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

// ------------------------------------------------------------------------------ reading

/// The tokens that mean "pass" in every reader (after normalisation, compared without case):
/// `pass`, `--`, `-` (the seed's bare dash), `@@@@` (WinBoard engine) and `0000`.
pub(crate) fn is_pass_word(normalized: &str) -> bool {
    let t = normalized.to_ascii_lowercase();
    matches!(t.as_str(), "pass" | "--" | "-" | "@@@@" | "0000")
}

pub(crate) fn pass_text(input: &str) -> MoveText {
    MoveText {
        input: input.to_string(),
        notation: Notation::PassWord,
        syntax: MoveSyntax::Pass,
    }
}

/// A reader of one notation: `(input as given, normalised input)` to a move text.
type Reader = fn(&str, &str) -> Result<MoveText, SyntaxError>;

/// Reads a move in any notation: USI, TSA, WinBoard SAN, WinBoard engine legs, or a pass
/// word (`pass`, `--`, `@@@@`).
///
/// A USI text starts with a digit, TSA names the piece before digit-first squares, WinBoard
/// uses letter-first squares; when no reader accepts the text, the error of the reader that
/// got furthest is returned.
///
/// ```
/// use yubin_rules::notation::{parse_move, Notation};
/// assert_eq!(parse_move("7g7f").unwrap().notation, Notation::Usi);
/// assert_eq!(parse_move("Lnx!7f").unwrap().notation, Notation::Tsa);
/// assert_eq!(parse_move("Nxf7-f6").unwrap().notation, Notation::WinBoardSan);
/// assert_eq!(parse_move("f6f7,f7f6").unwrap().notation, Notation::WinBoardEngine);
/// assert_eq!(parse_move("pass").unwrap().notation, Notation::PassWord);
/// ```
///
/// # Errors
/// A [`SyntaxError`] saying where reading stopped.
pub fn parse_move(text: &str) -> Result<MoveText, SyntaxError> {
    let norm = text::normalize(text);
    if is_pass_word(&norm) {
        return Ok(pass_text(text));
    }
    if norm.is_empty() {
        return Err(SyntaxError::new(text, &norm, 0, "a move", Notation::Tsa));
    }
    // Engine legs are lower case by convention, SAN pieces upper case: an upper-case start
    // (`D4g3`, SAN with a rank origin) is tried as SAN before engine legs (`d4g3`).
    let upper = norm.as_bytes()[0].is_ascii_uppercase();
    let readers: [Reader; 4] = if upper {
        [
            usi::read_normalized,
            tsa::read_normalized,
            winboard::read_san_normalized,
            winboard::read_engine_normalized,
        ]
    } else {
        [
            usi::read_normalized,
            winboard::read_engine_normalized,
            tsa::read_normalized,
            winboard::read_san_normalized,
        ]
    };
    // On a tie, the error of the notation the text most likely is: USI for a digit first,
    // else TSA, then SAN.
    let preference = |n: Notation| match n {
        Notation::Usi if norm.as_bytes()[0].is_ascii_digit() => 0,
        Notation::Tsa => 1,
        Notation::WinBoardSan => 2,
        _ => 3,
    };
    let mut best: Option<SyntaxError> = None;
    for read in readers {
        match read(text, &norm) {
            Ok(mt) => return Ok(mt),
            Err(e) => {
                let better = best.as_ref().is_none_or(|b| {
                    e.at > b.at || (e.at == b.at && preference(e.notation) < preference(b.notation))
                });
                if better {
                    best = Some(e);
                }
            }
        }
    }
    Err(best.expect("at least one reader ran"))
}

/// Reads a move in any notation and resolves it: [`parse_move`] then [`resolve`].
///
/// # Errors
/// [`MoveTextError::Syntax`] or [`MoveTextError::Resolve`].
pub fn read_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let mt = parse_move(text)?;
    Ok(resolve(pos, &mt)?)
}

// ---------------------------------------------------------------------------- resolving

/// What one piece makes of a route.
#[derive(Debug, Clone)]
enum Outcome {
    /// A legal move.
    Legal(Move),
    /// The piece can make the move by its movement, but it is illegal.
    Illegal(Move, IllegalMove),
    /// The piece cannot make the move by its movement.
    NoPattern(IllegalMove),
}

/// Whether a reason says the piece cannot make the move by its movement at all (as opposed
/// to a rule forbidding a move it could make).
fn is_pattern_error(e: &IllegalMove) -> bool {
    matches!(
        e,
        IllegalMove::NoPiece(_)
            | IllegalMove::NotYourPiece(_)
            | IllegalMove::CannotMoveThere { .. }
            | IllegalMove::PathBlocked { .. }
            | IllegalMove::MissingCapture { .. }
            | IllegalMove::OwnPiece(_)
            | IllegalMove::BadRoute { .. }
    )
}

fn classify(pos: &Position, mv: Move) -> Outcome {
    match pos.check_move(mv) {
        Ok(()) => Outcome::Legal(mv),
        Err(e) if is_pattern_error(&e) => Outcome::NoPattern(e),
        Err(e) => Outcome::Illegal(mv, e),
    }
}

/// Whether the piece on `from` makes a lion step in every direction (lion, promoted kirin;
/// in Maka the lion, furious fiend and Buddhist spirit) rather than along a few lines only
/// (horned falcon, soaring eagle; the lion dog's lines).
fn full_lion_power(pos: &Position, from: Square) -> bool {
    pos.piece_at(from)
        .is_some_and(|p| pos.has_full_lion_power(p.kind, p.color))
}

/// Resolves the route `from → mids… → to` of the piece on `from` with a promotion mark to the
/// canonical move (`chu-shogi.md` §7.1, `maka-dai-dai-shogi.md` §12.3).
///
/// Without a mark the move does not change the piece, except where the change is forced
/// (Maka: a capture of a promoted piece, `maka.promotion = capture_forced`, contagion): the
/// forced change is implied, so `10k10j` names the same move as `10k10j+` there. A `=` never
/// implies it: declining a forced promotion is illegal (MK-PR-02). A `=` on a move that could
/// not promote at all is ignored, as in Chu.
fn route(
    pos: &Position,
    from: Square,
    mids: &[Square],
    to: Square,
    promotion: Promotion,
) -> Outcome {
    let out = route_marked(pos, from, mids, to, promotion.promotes());
    if promotion == Promotion::Unmarked {
        if let Outcome::Illegal(
            Move::Board {
                from,
                to,
                via,
                promote: false,
            },
            IllegalMove::PromotionNotAllowed { .. },
        ) = out
        {
            let forced = Move::Board {
                from,
                to,
                via,
                promote: true,
            };
            if pos.is_legal(forced) {
                return Outcome::Legal(forced);
            }
        }
    }
    out
}

/// [`route`] with the promotion flag as written.
fn route_marked(
    pos: &Position,
    from: Square,
    mids: &[Square],
    to: Square,
    promote: bool,
) -> Outcome {
    let side = pos.side_to_move();
    let Some(piece) = pos.piece_at(from) else {
        return Outcome::NoPattern(IllegalMove::NoPiece(from));
    };
    if piece.color != side {
        return Outcome::NoPattern(IllegalMove::NotYourPiece(from));
    }
    let kind = piece.kind;
    if !mids.is_empty() && pos.hop_captures(kind, side) > 0 {
        return hop_route(pos, from, mids, to, promote);
    }
    match *mids {
        [] => classify(
            pos,
            Move::Board {
                from,
                to,
                via: Via::NONE,
                promote,
            },
        ),
        [mid] => match pos.piece_at(mid) {
            Some(p) if p.color != side => classify(
                pos,
                Move::Board {
                    from,
                    to,
                    via: Via::one(mid),
                    promote,
                },
            ),
            Some(_) => Outcome::NoPattern(IllegalMove::OwnPiece(mid)),
            None => {
                if !pos.can_pass_kind(kind) {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: "only lion-power pieces move in two legs",
                    });
                }
                if !pos.pass_routes().contains(&(from, mid)) {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: "its first leg cannot go to that square",
                    });
                }
                if to == from {
                    if promote {
                        return Outcome::Illegal(
                            Move::Pass,
                            IllegalMove::PromotionNotAllowed {
                                kind,
                                why: "a pass does not move the piece",
                            },
                        );
                    }
                    return match pos.check_move(Move::Pass) {
                        Ok(()) => Outcome::Legal(Move::Pass),
                        Err(e) => Outcome::Illegal(Move::Pass, e),
                    };
                }
                let second_leg_ok = if full_lion_power(pos, from) {
                    mid.distance(to) == 1
                } else {
                    let step = mid.index() as i32 - from.index() as i32;
                    mid.index() as i32 + step == to.index() as i32 && from.distance(to) == 2
                };
                if !second_leg_ok {
                    return Outcome::NoPattern(IllegalMove::BadRoute {
                        kind,
                        why: if full_lion_power(pos, from) {
                            "each leg of a lion move is one step to an adjacent square"
                        } else {
                            "its lion power works only two squares along one line"
                        },
                    });
                }
                classify(
                    pos,
                    Move::Board {
                        from,
                        to,
                        via: Via::NONE,
                        promote,
                    },
                )
            }
        },
        [a, b] => {
            let enemy = |s: Square| pos.piece_at(s).is_some_and(|p| p.color != side);
            if enemy(a) && enemy(b) {
                classify(
                    pos,
                    Move::Board {
                        from,
                        to,
                        via: Via::two(a, b),
                        promote,
                    },
                )
            } else {
                Outcome::NoPattern(IllegalMove::BadRoute {
                    kind,
                    why: "a three-leg move must capture on both of its first squares",
                })
            }
        }
        _ => Outcome::NoPattern(IllegalMove::BadRoute {
            kind,
            why: "no piece moves in more than three legs",
        }),
    }
}

/// Resolves a free bear's hop written with its captures (`maka.free_bear` hop readings,
/// `maka-dai-dai-shogi.md` §12.3): the squares between `from` and `to` must be exactly the
/// pieces it passes, nearest first; the move is then the [`Via::LINE`] move.
fn hop_route(pos: &Position, from: Square, mids: &[Square], to: Square, promote: bool) -> Outcome {
    let side = pos.side_to_move();
    let Some(kind) = pos.piece_at(from).map(|p| p.kind) else {
        return Outcome::NoPattern(IllegalMove::NoPiece(from));
    };
    let bad = |why| Outcome::NoPattern(IllegalMove::BadRoute { kind, why });
    for &m in mids {
        if !from.between(to).any(|s| s == m) {
            return bad("the squares written between its start and its final square must be the pieces its hop captures on the way");
        }
        match pos.piece_at(m) {
            None => return bad("a hop captures only where a piece stands"),
            Some(p) if p.color == side => return Outcome::NoPattern(IllegalMove::OwnPiece(m)),
            Some(_) => {}
        }
    }
    if mids
        .windows(2)
        .any(|w| from.distance(w[0]) >= from.distance(w[1]))
    {
        return bad("a hop's captures are written once each, nearest first");
    }
    if let Some(at) = pos
        .via_squares(from, Via::LINE, to)
        .find(|s| !mids.contains(s))
    {
        return Outcome::NoPattern(match pos.piece_at(at) {
            Some(p) if p.color == side => IllegalMove::PathBlocked { kind, from, to, at },
            _ => IllegalMove::MissingCapture { kind, at },
        });
    }
    classify(
        pos,
        Move::Board {
            from,
            to,
            via: Via::LINE,
            promote,
        },
    )
}

/// Why no piece of the side to move can pass, naming its lion-power pieces.
fn no_pass_why(pos: &Position) -> String {
    let side = pos.side_to_move();
    let lions: Vec<String> = pos
        .pieces()
        .filter(|(_, p)| p.color == side && pos.can_pass_kind(p.kind))
        .map(|(sq, p)| format!("your {} on {sq}", p.kind))
        .collect();
    if lions.is_empty() {
        match pos.rules().variant {
            Variant::Chu => "a pass needs a piece with lion power (lion, promoted kirin, horned falcon, soaring eagle) and you have none",
            Variant::Maka => "a pass needs a piece with lion or lion-dog power (lion, lion dog, furious fiend, teaching king, Buddhist spirit) and you have none",
        }
        .to_string()
    } else {
        format!(
            "a pass needs an empty square to step out to, and {} {} none in its lion directions",
            lions.join(" and "),
            if lions.len() == 1 { "has" } else { "each have" }
        )
    }
}

fn resolve_pass(pos: &Position, input: &str) -> Result<Move, ResolveError> {
    match pos.check_move(Move::Pass) {
        Ok(()) => Ok(Move::Pass),
        Err(IllegalMove::NoPass) => Err(ResolveError::NoPass {
            input: input.to_string(),
            why: no_pass_why(pos),
        }),
        Err(reason) => Err(ResolveError::Illegal {
            input: input.to_string(),
            mv: Move::Pass,
            reason,
        }),
    }
}

fn square(pos: &Position, input: &str, st: SquareText) -> Result<Square, ResolveError> {
    st.to_square(pos.dimensions(), pos.rules().winboard_rank_base)
        .ok_or_else(|| ResolveError::OffBoard {
            input: input.to_string(),
            square: st.to_string(),
        })
}

/// Resolves a position-free move text against a position.
///
/// ```
/// use yubin_rules::{notation, Move, Position, Rules};
/// let pos = notation::sfen::read(Rules::default(), "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1").unwrap();
/// let pass = notation::parse_move("Ln7g-8f-7g").unwrap();
/// assert_eq!(notation::resolve(&pos, &pass), Ok(Move::Pass));
/// let jump = notation::parse_move("Ln7g-8f-9e").unwrap();
/// assert_eq!(notation::tsa::format(&pos, notation::resolve(&pos, &jump).unwrap()), "Ln-9e");
/// ```
///
/// # Errors
/// A [`ResolveError`] saying precisely why the text names no legal move.
pub fn resolve(pos: &Position, mt: &MoveText) -> Result<Move, ResolveError> {
    let winboard = matches!(
        mt.notation,
        Notation::WinBoardSan | Notation::WinBoardEngine
    );
    if winboard && pos.rules().variant != Variant::Chu {
        return Err(ResolveError::WrongNotation {
            input: mt.input.clone(),
            notation: mt.notation,
            variant: pos.rules().variant,
        });
    }
    resolve_syntax(pos, &mt.input, &mt.syntax)
}

pub(crate) fn resolve_syntax(
    pos: &Position,
    input: &str,
    syntax: &MoveSyntax,
) -> Result<Move, ResolveError> {
    let err_input = || input.to_string();
    match syntax {
        MoveSyntax::Pass => resolve_pass(pos, input),
        MoveSyntax::Drop {
            kind,
            to,
            promotion,
        } => {
            let to = square(pos, input, *to)?;
            let mv = Move::Drop {
                kind: *kind,
                to,
                promote: promotion.promotes(),
            };
            match pos.check_move(mv) {
                Ok(()) => Ok(mv),
                Err(reason) => Err(ResolveError::Illegal {
                    input: err_input(),
                    mv,
                    reason,
                }),
            }
        }
        MoveSyntax::Coords { squares, promotion } => {
            let sqs = squares
                .iter()
                .map(|&s| square(pos, input, s))
                .collect::<Result<Vec<_>, _>>()?;
            let Some((from, rest)) = sqs.split_first() else {
                return Err(ResolveError::CannotMove {
                    input: err_input(),
                    reasons: Vec::new(),
                });
            };
            let Some((to, mids)) = rest.split_last() else {
                return Err(ResolveError::CannotMove {
                    input: err_input(),
                    reasons: Vec::new(),
                });
            };
            match route(pos, *from, mids, *to, *promotion) {
                Outcome::Legal(mv) => Ok(mv),
                Outcome::Illegal(mv, reason) => Err(ResolveError::Illegal {
                    input: err_input(),
                    mv,
                    reason,
                }),
                Outcome::NoPattern(reason) => {
                    // A two-leg route back home over an empty square by a piece without lion
                    // power, when no piece can pass: say why no pass is possible.
                    let pass_shaped =
                        to == from && mids.len() == 1 && pos.piece_at(mids[0]).is_none();
                    let lion_power = pos
                        .piece_at(*from)
                        .is_some_and(|p| pos.can_pass_kind(p.kind));
                    if pass_shaped && !lion_power && pos.pass_routes().is_empty() {
                        return Err(ResolveError::NoPass {
                            input: err_input(),
                            why: no_pass_why(pos),
                        });
                    }
                    Err(ResolveError::CannotMove {
                        input: err_input(),
                        reasons: vec![(*from, reason)],
                    })
                }
            }
        }
        MoveSyntax::Piece {
            piece,
            origin,
            legs,
            igui,
            promotion,
        } => resolve_piece(pos, input, piece, *origin, legs, *igui, *promotion),
    }
}

fn resolve_piece(
    pos: &Position,
    input: &str,
    piece: &PieceText,
    origin: Origin,
    legs: &[Leg],
    igui: bool,
    promotion: Promotion,
) -> Result<Move, ResolveError> {
    let side = pos.side_to_move();
    let dims = pos.dimensions();
    let base = pos.rules().winboard_rank_base;
    let leg_squares = legs
        .iter()
        .map(|l| square(pos, input, l.to))
        .collect::<Result<Vec<_>, _>>()?;
    let Some(&last) = leg_squares.last() else {
        return Err(ResolveError::CannotMove {
            input: input.to_string(),
            reasons: Vec::new(),
        });
    };
    let variant = pos.rules().variant;
    let kinds = piece.kinds_in(variant);
    if kinds.is_empty() {
        return Err(ResolveError::NoSuchPiece {
            input: input.to_string(),
            piece: piece.describe(variant),
        });
    }
    let mine = |sq: Square| {
        pos.piece_at(sq)
            .is_some_and(|p| p.color == side && kinds.contains(&p.kind))
    };
    let candidates: Vec<Square> = match origin {
        Origin::Square(st) => {
            let sq = square(pos, input, st)?;
            match pos.piece_at(sq) {
                None => {
                    return Err(ResolveError::CannotMove {
                        input: input.to_string(),
                        reasons: vec![(sq, IllegalMove::NoPiece(sq))],
                    })
                }
                Some(p) if p.color != side => {
                    return Err(ResolveError::CannotMove {
                        input: input.to_string(),
                        reasons: vec![(sq, IllegalMove::NotYourPiece(sq))],
                    })
                }
                Some(p) if !kinds.contains(&p.kind) => {
                    return Err(ResolveError::WrongPiece {
                        input: input.to_string(),
                        square: sq,
                        found: p.kind,
                        expected: piece.describe(variant),
                    })
                }
                Some(_) => vec![sq],
            }
        }
        Origin::File(f) => pos
            .squares()
            .iter()
            .copied()
            .filter(|&s| mine(s) && wb_file(dims, s) == f)
            .collect(),
        Origin::Rank(r) => pos
            .squares()
            .iter()
            .copied()
            .filter(|&s| mine(s) && wb_rank(dims, base, s) == r)
            .collect(),
        Origin::Any => pos.squares().iter().copied().filter(|&s| mine(s)).collect(),
    };
    if candidates.is_empty() {
        let piece = match origin {
            Origin::File(f) => {
                format!("{} on file {}", piece.describe(variant), (b'a' + f) as char)
            }
            Origin::Rank(r) => format!("{} on rank {r}", piece.describe(variant)),
            _ => piece.describe(variant),
        };
        return Err(ResolveError::NoSuchPiece {
            input: input.to_string(),
            piece,
        });
    }
    let mut legal: Vec<Move> = Vec::new();
    let mut illegal: Vec<(Square, Move, IllegalMove)> = Vec::new();
    let mut reasons: Vec<(Square, IllegalMove)> = Vec::new();
    for from in candidates {
        let (mids, to): (&[Square], Square) = if igui {
            (&leg_squares[..1], from)
        } else {
            (&leg_squares[..leg_squares.len() - 1], last)
        };
        match route(pos, from, mids, to, promotion) {
            Outcome::Legal(mv) => {
                if !legal.contains(&mv) {
                    legal.push(mv);
                }
            }
            Outcome::Illegal(mv, reason) => illegal.push((from, mv, reason)),
            Outcome::NoPattern(reason) => reasons.push((from, reason)),
        }
    }
    match legal.len() {
        1 => return Ok(legal[0]),
        0 => {}
        _ => {
            let texts = legal
                .iter()
                .map(|&m| tsa::format_with_origin(pos, m))
                .collect();
            return Err(ResolveError::Ambiguous {
                input: input.to_string(),
                candidates: legal,
                texts,
            });
        }
    }
    if illegal.len() == 1 {
        let (_, mv, reason) = illegal.pop().expect("one");
        return Err(ResolveError::Illegal {
            input: input.to_string(),
            mv,
            reason,
        });
    }
    if !illegal.is_empty() {
        reasons = illegal.into_iter().map(|(sq, _, r)| (sq, r)).collect();
    }
    Err(ResolveError::CannotMove {
        input: input.to_string(),
        reasons,
    })
}

// ---------------------------------------------------------------------------- helpers

/// WinBoard file index (`a` = 0) of a square.
pub(crate) fn wb_file(dims: Dimensions, sq: Square) -> u8 {
    dims.files - sq.file()
}

/// WinBoard rank number of a square under a rank base.
pub(crate) fn wb_rank(dims: Dimensions, base: u8, sq: Square) -> u8 {
    dims.ranks - 1 - sq.rank() + base
}

/// The WinBoard name of a square (`f6`).
pub(crate) fn wb_square(pos: &Position, sq: Square) -> String {
    let dims = pos.dimensions();
    format!(
        "{}{}",
        (b'a' + wb_file(dims, sq)) as char,
        wb_rank(dims, pos.rules().winboard_rank_base, sq)
    )
}

/// Whether `mv`, a move that does not promote, could have promoted instead.
pub(crate) fn could_promote(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote: false,
        } => pos.is_legal(Move::Board {
            from,
            to,
            via,
            promote: true,
        }),
        Move::Drop {
            kind,
            to,
            promote: false,
        } => pos.is_legal(Move::Drop {
            kind,
            to,
            promote: true,
        }),
        _ => false,
    }
}

/// The canonical squares of a pass (`chu-shogi.md` §7.1): the first pass route.
pub(crate) fn pass_route(pos: &Position) -> Option<(Square, Square)> {
    pos.pass_routes().first().copied()
}
