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
//! Whole game records (KIF, PGN, TSA game scores and their header) are the `yubin-records`
//! crate's: they are written from a [`crate::Game`] with the moves of these notations.
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

mod error;
mod resolve;
mod syntax;

pub use error::{Expected, MoveTextError, NamedPiece, ResolveError, SyntaxError};
pub(crate) use resolve::resolve_syntax;
pub use syntax::{Leg, MoveSyntax, MoveText, Notation, Origin, PieceText, Promotion, SquareText};

use crate::{
    Dimensions, IllegalMove, Move, PieceKind, Position, PromotionFault, RouteFault, Square,
    Variant, Via,
};
use core::fmt;

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

/// The `parse_syntax` of one notation: the text normalised, a pass word read as the pass,
/// anything else by `read`.
pub(crate) fn read_syntax(text: &str, read: Reader) -> Result<MoveText, SyntaxError> {
    let norm = text::normalize(text);
    if is_pass_word(&norm) {
        return Ok(pass_text(text));
    }
    read(text, &norm)
}

/// The `parse` of every notation: the text read by `parse_syntax`, then resolved against the
/// position.
pub(crate) fn parse_resolved(
    pos: &Position,
    text: &str,
    parse_syntax: fn(&str) -> Result<MoveText, SyntaxError>,
) -> Result<Move, MoveTextError> {
    let mt = parse_syntax(text)?;
    Ok(resolve(pos, &mt)?)
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
    // The ambiguous candidates are named here, not by the resolver: the TSA writer resolves
    // its short forms, so the resolver calling it would make the two depend on each other.
    resolve_syntax(pos, &mt.input, &mt.syntax).map_err(|e| match e {
        ResolveError::Ambiguous {
            input, candidates, ..
        } => ResolveError::Ambiguous {
            texts: candidates
                .iter()
                .map(|&m| tsa::format_with_origin(pos, m))
                .collect(),
            input,
            candidates,
        },
        e => e,
    })
}

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
        return Err(SyntaxError::new(
            text,
            &norm,
            0,
            Expected::Move,
            Notation::Tsa,
        ));
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
    parse_resolved(pos, text, parse_move)
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

/// The canonical squares of a pass (`chu-shogi.md` §7.1): the first pass route, as every
/// writer of moves puts it (the USI and TSA writers here, KIF in the records crate); `None`
/// when no piece can pass.
pub fn pass_route(pos: &Position) -> Option<(Square, Square)> {
    pos.pass_routes().first().copied()
}
