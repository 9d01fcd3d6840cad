//! lishogi USI moves (`chu-shogi.md` §15.2), the canonical machine form of the service:
//! `from [mid] to [+]` with TSA squares.
//!
//! | Move | USI |
//! |---|---|
//! | pawn 7i→7h | `7i7h` |
//! | promotes | `7e7d+` |
//! | lion takes on 6f, then on 6e | `6g6f6e` |
//! | igui on 7f | `7g7f7g` |
//! | pass | the canonical pass route (§7.1), e.g. `7g8f7g` |
//! | drop (Heisei) | `L*5e`; dropped promoted `+L*5e` |
//!
//! # Maka Dai Dai Shogi (`maka-dai-dai-shogi.md` §12.3, the project's extension)
//!
//! The same form on the 19×19 board, squares `<1–19><a–s>` (`10s`, `19a`):
//! `from [capture squares…] to [+]`, at most four squares except for the free bear's hops.
//!
//! | Move | USI |
//! |---|---|
//! | pawn 10n→10m | `10n10m` |
//! | lion dog on 10j captures on 10i, 10h and 10g | `10j10i10h10g` |
//! | lion dog captures on 10h, comes back to 10i (capturing there too, if occupied) | `10j10h10i` |
//! | lion dog igui on 10i | `10j10i10j` |
//! | hook mover (the turn is not written) | `10o5m` |
//! | hook mover with `maka.hook_capture = double`: first capture, then the final square | `10o10k9k` |
//! | free bear with `maka.free_bear = BsRfA_hopall` hops from 10p over 9o, 7m, 5k and takes on 3i | `10p9o7m5k3i` |
//! | silver captures and promotes; a forced or contagious change too | `10k10j+` |
//!
//! Capture squares before the final square are listed in leg order, which for the lion dog
//! and the free bear's hops is increasing distance from the start (a hop lists every piece it
//! passes: up to 17 on a diagonal of 19 squares, so the reader takes up to 19 squares). The writer puts `+` on every change of the piece
//! (optional, forced or contagious), nothing otherwise, never `=`. The reader takes a forced
//! change without its `+` (it is implied) and refuses `=` on it.
//!
//! Drops use the SFEN letters of [`crate::notation::sfen::letter`] as in shogi USI; a piece
//! dropped promoted is written with the `+` of its promoted SFEN code (`+L*5e`), because USI
//! has no other place for it.
//!
//! Leniencies of the reader, besides those of [`crate::notation::text`]:
//! * squares and drop letters in any case (`7G7F`, `l*5e`);
//! * a trailing `=` (declined promotion) is accepted (it is illegal only on a forced change);
//! * a forced change (Maka) may be written without its `+`;
//! * a promoted drop may also be written `L*5e+`;
//! * the middle square may be any legal route: a route through an empty first square to a
//!   different square reads as the direct move, any legal pass path (and `pass`, `--`,
//!   `@@@@`) as the pass.

use super::text::Cursor;
use super::Expected;
use super::{
    parse_resolved, pass_route, read_syntax, MoveSyntax, MoveText, MoveTextError, Notation,
    Promotion, SquareText, SyntaxError,
};
use crate::notation::sfen::{kind_of_letter, letter};
use crate::{Move, Position, Square};

/// Reads a USI move and resolves it against a position.
///
/// ```
/// use yubin_rules::{notation::usi, Position, Rules};
/// let pos = Position::start(Rules::default());
/// let mv = usi::parse(&pos, "7j8h").unwrap();
/// assert_eq!(usi::format(&pos, mv), "7j8h");
/// ```
///
/// # Errors
/// [`MoveTextError::Syntax`] if the text is not USI, [`MoveTextError::Resolve`] if it names
/// no legal move.
pub fn parse(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    parse_resolved(pos, text, parse_syntax)
}

/// Reads a USI move without a position.
///
/// # Errors
/// A [`SyntaxError`] saying where reading stopped.
pub fn parse_syntax(text: &str) -> Result<MoveText, SyntaxError> {
    read_syntax(text, read_normalized)
}

/// Reads a TSA/USI square (`7g`, `12a`; rank letter in either case).
pub(crate) fn read_square(c: &mut Cursor<'_>) -> Option<Square> {
    let start = c.pos;
    let file = c.number().filter(|&f| f > 0)?;
    let rank = c
        .peek()
        .filter(u8::is_ascii_alphabetic)
        .map(|b| b.to_ascii_lowercase() - b'a');
    match rank.and_then(|r| Square::new(file, r)) {
        Some(sq) => {
            c.pos += 1;
            Some(sq)
        }
        None => {
            c.pos = start;
            None
        }
    }
}

/// The most squares a move text lists: a hop along the longest diagonal of the 19×19 board.
const MAX_SQUARES: usize = crate::square::MAX_DIM as usize;

pub(crate) fn read_normalized(input: &str, norm: &str) -> Result<MoveText, SyntaxError> {
    let err = |at: usize, what: Expected| SyntaxError::new(input, norm, at, what, Notation::Usi);
    let mut c = Cursor::new(norm);
    // Drop: [+]L*5e[+|=]
    let drop_promoted = c.peek() == Some(b'+');
    let letter_at = usize::from(drop_promoted);
    if c.peek_at(letter_at)
        .is_some_and(|b| b.is_ascii_alphabetic())
        && c.peek_at(letter_at + 1) == Some(b'*')
    {
        c.pos += letter_at;
        let l = c.peek().map(char::from).unwrap_or(' ');
        let Some(kind) = kind_of_letter(l) else {
            return Err(err(c.pos, Expected::PieceLetter("L")));
        };
        c.pos += 2;
        let Some(to) = read_square(&mut c) else {
            return Err(err(c.pos, Expected::Square("5e")));
        };
        let mut promotion = if drop_promoted {
            Promotion::Promote
        } else {
            Promotion::Unmarked
        };
        if c.eat(b'+') {
            promotion = Promotion::Promote;
        } else if c.eat(b'=') && !drop_promoted {
            promotion = Promotion::Decline;
        }
        if !c.at_end() {
            return Err(err(c.pos, Expected::End));
        }
        return Ok(MoveText {
            input: input.to_string(),
            notation: Notation::Usi,
            syntax: MoveSyntax::Drop {
                kind,
                to: SquareText::Tsa(to),
                promotion,
            },
        });
    }
    let mut squares = Vec::new();
    while let Some(sq) = read_square(&mut c) {
        squares.push(SquareText::Tsa(sq));
        if squares.len() > MAX_SQUARES {
            return Err(err(c.pos, Expected::MostSquares(19)));
        }
    }
    if squares.len() < 2 {
        return Err(err(
            c.pos,
            if squares.is_empty() {
                Expected::Square("7g")
            } else {
                Expected::SecondSquare(None)
            },
        ));
    }
    let promotion = if c.eat(b'+') {
        Promotion::Promote
    } else if c.eat(b'=') {
        Promotion::Decline
    } else {
        Promotion::Unmarked
    };
    if !c.at_end() {
        return Err(err(c.pos, Expected::UsiNext));
    }
    Ok(MoveText {
        input: input.to_string(),
        notation: Notation::Usi,
        syntax: MoveSyntax::Coords { squares, promotion },
    })
}

/// Writes a move in USI. A pass is written with the canonical pass route (`chu-shogi.md`
/// §7.1), or as `pass` when no piece can pass.
pub fn format(pos: &Position, mv: Move) -> String {
    match mv {
        Move::Board {
            from,
            to,
            via,
            promote,
        } => {
            let mut s = from.to_string();
            for sq in pos.via_squares(from, via, to) {
                s.push_str(&sq.to_string());
            }
            // A Tenjiku area mover coming back (`tenjiku.area_moves.return = allowed`) goes out
            // to an empty neighbour: `8i9i8i`.
            if to == from && via.is_empty() {
                if let Some(out) = pos.return_square(from) {
                    s.push_str(&out.to_string());
                }
            }
            s.push_str(&to.to_string());
            if promote {
                s.push('+');
            }
            s
        }
        Move::Pass => match pass_route(pos) {
            Some((sq, mid)) => format!("{sq}{mid}{sq}"),
            None => "pass".to_string(),
        },
        Move::Drop { kind, to, promote } => {
            let l = letter(kind).unwrap_or('?');
            format!("{}{l}*{to}", if promote { "+" } else { "" })
        }
    }
}
