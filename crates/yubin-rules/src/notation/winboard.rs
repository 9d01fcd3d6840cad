//! WinBoard / XBoard moves (`chu-shogi.md` §15.3): SAN as in PGN files and the coordinate
//! legs of the engine protocol.
//!
//! Squares: files `a` … `l` from left to right as Black sees the board, ranks numbered from
//! the bottom starting at `winboard.rank_base` ([`crate::Rules::winboard_rank_base`], 1 by
//! default: Black's king on `f1`). Piece letters are the SFEN letters of
//! [`crate::notation::sfen::letter`], with `+` before the letter of a promoted piece.
//!
//! | Move | SAN | engine |
//! |---|---|---|
//! | pawn 7i→7h | `f5` | `f4f5` |
//! | pawn captures (straight ahead) | `fxf7` (as XBoard writes pawn captures) | `f6f7` |
//! | lion jumps 7j→8h | `Ne5` | `f3e5` |
//! | lion captures on 7f | `Nxf7` | `f6f7` |
//! | lion takes on 6f then on 6e | `Nxg7xg8` | `g6g7,g7g8` |
//! | eagle takes, then steps | `+Dxf6-g7` | `f5f6,f6g7` |
//! | igui on 7f | `Nxf7-f6` | `f6f7,f7f6` |
//! | kirin takes on 6j and promotes | `Oxg3+` | `e3g3+` |
//! | pass | `--` | `@@@@` |
//! | drop (Heisei) | `L@e5`, promoted `L@e5+` | the same |
//!
//! SAN writes no promotion mark for a declined promotion, and adds the origin's file, else
//! its rank, else its square, when another piece of the same kind could make the same move
//! (`Ndf6`, `N3f6`, `Nd3f6`).
//!
//! **Chu only.** WinBoard has no Maka Dai Dai support (`maka-dai-dai-shogi.md` §12.2), so a
//! WinBoard text resolved against a Maka Dai Dai position is refused with
//! [`crate::notation::ResolveError::WrongNotation`] ("WinBoard notation is for Chu only"), and
//! the writers give the machine form of [`crate::notation::usi`] for a Maka position.
//!
//! Leniencies of the readers, besides those of [`crate::notation::text`]:
//! * square letters in either case (`NF6`, `F6F7`); the SAN piece letter is upper case,
//!   because a lower-case letter is a file (`b5` is a pawn move, `B5` … is a bishop); an
//!   upper-case text that is no piece move is tried as a pawn move;
//! * `x` and `-` are not checked against the board; a promotion may be marked `+`, a
//!   declined one `=` or nothing;
//! * any legal lion route, as in the other notations; `pass`, `--`, `@@@@` are all the pass;
//! * SAN origins written as a whole square with or without a sign (`Nd3f6`, `Nd3-f6`);
//! * every leg written as its own SAN move, the moves separated by commas (§15.3: "some
//!   versions instead write every leg as its own SAN move"): `Nxf7,Nxf8`, with or without the
//!   piece letter and the sign after a comma (`Nxf7,xf8`, `Nxf7, Nf6`); a promotion mark goes
//!   after the last leg. This is read into the same legs as `Nxf7xf8`.

use super::text::Cursor;
use super::Expected;
use super::{
    parse_resolved, read_syntax, resolve_syntax, wb_file, wb_rank, wb_square, Leg, MoveSyntax,
    MoveText, MoveTextError, Notation, Origin, PieceText, Promotion, SquareText, SyntaxError,
};
use crate::notation::sfen::{kind_of_letter, letter};
use crate::{Move, PieceKind, Position, Square, Variant};

/// Reads a WinBoard SAN move and resolves it against a position.
///
/// ```
/// use yubin_rules::{notation::winboard, Position, Rules};
/// let pos = Position::start(Rules::default());
/// let mv = winboard::parse_san(&pos, "Ne5").unwrap();
/// assert_eq!(winboard::format_engine(&pos, mv), "f3e5");
/// ```
///
/// # Errors
/// [`MoveTextError::Syntax`] if the text is not SAN, [`MoveTextError::Resolve`] if it names
/// no legal move.
pub fn parse_san(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    parse_resolved(pos, text, parse_san_syntax)
}

/// Reads a WinBoard engine move (`f6f7,f7f6`, `@@@@`) and resolves it against a position.
///
/// # Errors
/// [`MoveTextError::Syntax`] if the text is not an engine move, [`MoveTextError::Resolve`]
/// if it names no legal move.
pub fn parse_engine(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    parse_resolved(pos, text, parse_engine_syntax)
}

/// Reads a WinBoard SAN move without a position.
///
/// # Errors
/// A [`SyntaxError`] saying where reading stopped.
pub fn parse_san_syntax(text: &str) -> Result<MoveText, SyntaxError> {
    read_syntax(text, read_san_normalized)
}

/// Reads a WinBoard engine move without a position.
///
/// # Errors
/// A [`SyntaxError`] saying where reading stopped.
pub fn parse_engine_syntax(text: &str) -> Result<MoveText, SyntaxError> {
    read_syntax(text, read_engine_normalized)
}

/// Whether a byte is a WinBoard file letter (`a` … `s`, up to 19 files), either case.
fn is_file(b: u8) -> bool {
    matches!(b.to_ascii_lowercase(), b'a'..=b's')
}

/// Reads a WinBoard square (`f6`, `l12`, `F6`).
fn read_square(c: &mut Cursor<'_>) -> Option<SquareText> {
    let start = c.pos;
    let f = c.peek().filter(|&b| is_file(b))?;
    c.pos += 1;
    match c.number() {
        Some(rank) if rank <= 19 => Some(SquareText::WinBoard {
            file: f.to_ascii_lowercase() - b'a',
            rank,
        }),
        _ => {
            c.pos = start;
            None
        }
    }
}

fn read_promotion(c: &mut Cursor<'_>) -> Promotion {
    if c.eat(b'+') {
        Promotion::Promote
    } else if c.eat(b'=') {
        Promotion::Decline
    } else {
        Promotion::Unmarked
    }
}

/// `[+]L@e5[+|=]`, shared by both forms.
fn read_drop(input: &str, norm: &str, notation: Notation) -> Option<Result<MoveText, SyntaxError>> {
    let mut c = Cursor::new(norm);
    let promoted = c.eat(b'+');
    let l = c.peek().filter(u8::is_ascii_alphabetic)?;
    if c.peek_at(1) != Some(b'@') {
        return None;
    }
    let err = |at: usize, what: Expected| SyntaxError::new(input, norm, at, what, notation);
    let Some(kind) = kind_of_letter(char::from(l)) else {
        return Some(Err(err(c.pos, Expected::PieceLetter("L"))));
    };
    c.pos += 2;
    let Some(to) = read_square(&mut c) else {
        return Some(Err(err(c.pos, Expected::Square("e5"))));
    };
    let mut promotion = read_promotion(&mut c);
    if promoted {
        promotion = Promotion::Promote;
    }
    if !c.at_end() {
        return Some(Err(err(c.pos, Expected::End)));
    }
    Some(Ok(MoveText {
        input: input.to_string(),
        notation,
        syntax: MoveSyntax::Drop {
            kind,
            to,
            promotion,
        },
    }))
}

pub(crate) fn read_engine_normalized(input: &str, norm: &str) -> Result<MoveText, SyntaxError> {
    if let Some(r) = read_drop(input, norm, Notation::WinBoardEngine) {
        return r;
    }
    let err = |at: usize, what: Expected| {
        SyntaxError::new(input, norm, at, what, Notation::WinBoardEngine)
    };
    let mut c = Cursor::new(norm);
    let mut squares: Vec<SquareText> = Vec::new();
    loop {
        let leg_start = c.pos;
        let Some(a) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::Square("f4")));
        };
        let Some(b) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::SecondSquare(Some("f5"))));
        };
        match squares.last() {
            None => squares.push(a),
            Some(&last) if last == a => {}
            Some(_) => return Err(err(leg_start, Expected::JoinedLeg)),
        }
        squares.push(b);
        if squares.len() > 4 {
            return Err(err(leg_start, Expected::MostThreeLegs));
        }
        if !c.eat(b',') {
            break;
        }
    }
    let promotion = read_promotion(&mut c);
    if !c.at_end() {
        return Err(err(c.pos, Expected::LegNext));
    }
    Ok(MoveText {
        input: input.to_string(),
        notation: Notation::WinBoardEngine,
        syntax: MoveSyntax::Coords { squares, promotion },
    })
}

/// One token of a SAN body before the first sign.
#[derive(Clone, Copy)]
enum Head {
    Square(SquareText),
    File(u8),
    Rank(u8),
}

pub(crate) fn read_san_normalized(input: &str, norm: &str) -> Result<MoveText, SyntaxError> {
    if let Some(r) = read_drop(input, norm, Notation::WinBoardSan) {
        return r;
    }
    let first = read_san(input, norm, false);
    if first.is_err()
        && norm
            .as_bytes()
            .first()
            .is_some_and(|&b| b.is_ascii_uppercase() && is_file(b))
    {
        if let Ok(mt) = read_san(input, norm, true) {
            return Ok(mt);
        }
    }
    first
}

fn read_san(input: &str, norm: &str, force_pawn: bool) -> Result<MoveText, SyntaxError> {
    let err =
        |at: usize, what: Expected| SyntaxError::new(input, norm, at, what, Notation::WinBoardSan);
    let mut c = Cursor::new(norm);
    let promoted = c.eat(b'+');
    let piece = match c.peek() {
        Some(l) if !force_pawn && (promoted || l.is_ascii_uppercase()) => {
            let Some(kind) = kind_of_letter(char::from(l)) else {
                return Err(err(c.pos, Expected::PieceLetter("N")));
            };
            let kind = if promoted {
                match kind.promoted() {
                    Some(k) => k,
                    None => return Err(err(c.pos, Expected::PromotingLetter)),
                }
            } else {
                kind
            };
            c.pos += 1;
            PieceText::chu(vec![kind], norm[..c.pos].to_string())
        }
        _ if promoted => return Err(err(c.pos, Expected::PieceLetter("D"))),
        Some(b) if !is_file(b) => return Err(err(c.pos, Expected::PieceOrFileLetter)),
        _ => PieceText::chu(vec![PieceKind::Pawn], String::new()),
    };
    let mut head: Vec<Head> = Vec::new();
    loop {
        if let Some(sq) = read_square(&mut c) {
            head.push(Head::Square(sq));
        } else if let Some(f) = c.peek().filter(|&b| is_file(b)) {
            c.pos += 1;
            head.push(Head::File(f.to_ascii_lowercase() - b'a'));
        } else if let Some(r) = c.number() {
            head.push(Head::Rank(r));
        } else {
            break;
        }
    }
    let mut legs: Vec<Leg> = Vec::new();
    loop {
        let capture = if c.eat_ci(b'x') {
            true
        } else if c.eat(b'-') {
            false
        } else {
            break;
        };
        let Some(sq) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::Square("f7")));
        };
        legs.push(Leg {
            capture: Some(capture),
            to: sq,
        });
    }
    // Only a named piece moves in several legs: a pawn text with a comma is left to the
    // engine reader (`f6f7,f7f6`).
    let comma_legs = !piece.written.is_empty() && c.peek() == Some(b',');
    if legs.is_empty() && comma_legs {
        match head.pop() {
            Some(Head::Square(sq)) => legs.push(Leg {
                capture: None,
                to: sq,
            }),
            _ => return Err(err(c.pos, Expected::Destination(Some("f6")))),
        }
    }
    // §15.3: "some versions instead write every leg as its own SAN move, separated by
    // commas": `Nxf7,Nxf8`, also without the repeated letter (`Nxf7,xf8`).
    while comma_legs && c.eat(b',') {
        if legs.len() >= 3 {
            return Err(err(c.pos - 1, Expected::MostThreeLegs));
        }
        let letter = &piece.written;
        if norm[c.pos..].starts_with(letter.as_str()) {
            c.pos += letter.len();
        }
        let capture = if c.eat_ci(b'x') {
            Some(true)
        } else if c.eat(b'-') {
            Some(false)
        } else {
            None
        };
        let Some(sq) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::NextLeg(letter.clone())));
        };
        legs.push(Leg { capture, to: sq });
    }
    let promotion = read_promotion(&mut c);
    if !c.at_end() {
        return Err(err(c.pos, Expected::SanNext));
    }
    if legs.is_empty() {
        match head.pop() {
            Some(Head::Square(sq)) => legs.push(Leg {
                capture: None,
                to: sq,
            }),
            _ => return Err(err(c.pos, Expected::Destination(Some("f6")))),
        }
    }
    let origin = match head[..] {
        [] => Origin::Any,
        [Head::Square(sq)] => Origin::Square(sq),
        [Head::File(f)] => Origin::File(f),
        [Head::Rank(r)] => Origin::Rank(r),
        [Head::File(f), Head::Rank(r)] => Origin::Square(SquareText::WinBoard { file: f, rank: r }),
        _ => return Err(err(0, Expected::OneOrigin)),
    };
    Ok(MoveText {
        input: input.to_string(),
        notation: Notation::WinBoardSan,
        syntax: MoveSyntax::Piece {
            piece,
            origin,
            legs,
            igui: false,
            promotion,
        },
    })
}

/// The SAN piece prefix: nothing for a pawn, else the upper-case letter, `+` first for a
/// promoted piece (`+D`).
fn piece_prefix(kind: PieceKind) -> String {
    if kind == PieceKind::Pawn {
        return String::new();
    }
    let l = letter(kind.unpromoted()).unwrap_or('?');
    if kind.is_promoted() {
        format!("+{l}")
    } else {
        l.to_string()
    }
}

/// The WinBoard name of a square in `pos` (`f6`): files from `a` on the left, ranks from
/// the variant's WinBoard rank base (the FEN of a PGN names the last lion capture so).
pub fn format_square(pos: &Position, sq: Square) -> String {
    wb_square(pos, sq)
}

/// Writes a move in WinBoard SAN. A pass is `--`.
///
/// WinBoard notation is for Chu only (WinBoard has no Maka Dai Dai support,
/// `maka-dai-dai-shogi.md` §12.2): for a Maka Dai Dai position this writes the machine form
/// of [`crate::notation::usi::format`] instead, which every reader accepts.
pub fn format_san(pos: &Position, mv: Move) -> String {
    if pos.rules().variant != Variant::Chu {
        return super::usi::format(pos, mv);
    }
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote,
        } => {
            let Some(piece) = pos.piece_at(from) else {
                return mv.to_string();
            };
            let side = pos.side_to_move();
            let mut legs: Vec<Leg> = via
                .iter()
                .map(|sq| Leg {
                    capture: Some(true),
                    to: SquareText::Tsa(sq),
                })
                .collect();
            let capture = to != from && pos.piece_at(to).is_some_and(|p| p.color != side);
            legs.push(Leg {
                capture: Some(capture),
                to: SquareText::Tsa(to),
            });
            let mut body = String::new();
            for (i, leg) in legs.iter().enumerate() {
                let SquareText::Tsa(sq) = leg.to else {
                    continue;
                };
                match (i, leg.capture) {
                    (_, Some(true)) => body.push('x'),
                    (0, _) => {}
                    _ => body.push('-'),
                }
                body.push_str(&wb_square(pos, sq));
            }
            let promotion = if promote {
                Promotion::Promote
            } else {
                Promotion::Unmarked
            };
            let piece_text = PieceText::chu(vec![piece.kind], String::new());
            let resolves = |origin: Origin| {
                let syntax = MoveSyntax::Piece {
                    piece: piece_text.clone(),
                    origin,
                    legs: legs.clone(),
                    igui: false,
                    promotion,
                };
                resolve_syntax(pos, "", &syntax) == Ok(mv)
            };
            let dims = pos.dimensions();
            let base = pos.rules().winboard_rank_base;
            let file = wb_file(dims, from);
            let rank = wb_rank(dims, base, from);
            let is_pawn = piece.kind == PieceKind::Pawn;
            // XBoard writes a pawn capture with the pawn's file (`fxf7`).
            let disambiguation = if is_pawn && capture {
                ((b'a' + file) as char).to_string()
            } else if resolves(Origin::Any) {
                String::new()
            } else if resolves(Origin::File(file)) {
                ((b'a' + file) as char).to_string()
            } else if resolves(Origin::Rank(rank)) {
                rank.to_string()
            } else {
                wb_square(pos, from)
            };
            let mut s = piece_prefix(piece.kind);
            s.push_str(&disambiguation);
            s.push_str(&body);
            if promote {
                s.push('+');
            }
            s
        }
        Move::Pass => "--".to_string(),
        Move::Drop { .. } => drop_text(pos, mv),
    }
}

fn drop_text(pos: &Position, mv: Move) -> String {
    match mv {
        Move::Drop { kind, to, promote } => {
            let l = letter(kind).unwrap_or('?');
            format!(
                "{l}@{}{}",
                wb_square(pos, to),
                if promote { "+" } else { "" }
            )
        }
        _ => mv.to_string(),
    }
}

/// Writes a move as WinBoard engine legs (`f6f7,f7f6`; promotion `+` after the last leg).
/// A pass is `@@@@`.
///
/// As [`format_san`], for a Maka Dai Dai position this writes the machine form of
/// [`crate::notation::usi::format`] instead.
pub fn format_engine(pos: &Position, mv: Move) -> String {
    if pos.rules().variant != Variant::Chu {
        return super::usi::format(pos, mv);
    }
    engine_legs(mv, |sq| wb_square(pos, sq)).unwrap_or_else(|| drop_text(pos, mv))
}

/// A board move or pass as WinBoard's engine protocol writes it, with the squares named by
/// `name`: one leg per pair of squares, legs joined by `,` (`h4h5`, a lion's `f6f7,f7f8`,
/// igui `f6f7,f7f6`), `+` after a promotion, `@@@@` for the pass. `None` for a drop.
pub fn engine_legs(mv: Move, name: impl Fn(Square) -> String) -> Option<String> {
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote,
        } => {
            let mut squares = vec![from];
            squares.extend(via.iter());
            squares.push(to);
            let legs: Vec<String> = squares
                .windows(2)
                .map(|w| format!("{}{}", name(w[0]), name(w[1])))
                .collect();
            let mut s = legs.join(",");
            if promote {
                s.push('+');
            }
            Some(s)
        }
        Move::Pass => Some("@@@@".to_string()),
        Move::Drop { .. } => None,
    }
}
