//! What a Tenjiku move burned: the pieces it removed without capturing them, read from the
//! positions before and after it.

use crate::picture::labels::Pieces;
use yubin_rules::{tables, Move, Piece, Position, Square};

/// A piece a move removed without capturing it: burned by a Tenjiku fire demon
/// (`docs/rules/tenjiku-shogi.md` §8), the demon's enemy neighbours when it moved, or the
/// moving piece itself when it stopped next to an enemy demon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Burned {
    /// Where it stood (for the moving piece: where it stopped).
    pub square: Square,
    /// The piece (the moving piece as the move made it, promoted if the move promoted it).
    pub piece: Piece,
    /// Its name in its variant: `gold general`.
    pub name: &'static str,
    /// Its name in kanji, as the pictures label it: `金将` (its TSA letters if it has none).
    pub kanji: &'static str,
    /// Whether it is the piece that moved.
    pub mover: bool,
}

/// The pieces `mv` removed from `before` (giving `after`) other than those it captured: the
/// squares that lost a piece, less the move's origin (the mover left it) and its capture
/// squares (the position's [`Position::via_squares`], which include every piece a general's
/// `tenjiku.jump.mode = ja_sweep` jump takes, and its final square), and then the mover
/// itself if it is not where the move ended. The rules crate
/// reports no burns, and needs not: the positions before and after a move say what the move
/// text cannot. Empty for every move of a variant without fire demons.
pub fn burned(before: &Position, mv: Move, after: &Position) -> Vec<Burned> {
    let rules = before.rules();
    if !rules.burning() {
        return Vec::new();
    }
    let entry = |square, piece: Piece, mover| Burned {
        square,
        piece,
        name: tables::name(rules, piece.kind).unwrap_or("?"),
        kanji: crate::picture::labels::label(rules, piece.kind, Pieces::Kanji).map_or_else(
            || tables::tsa_name(rules.variant, piece.kind).unwrap_or("?"),
            |l| l.0,
        ),
        mover,
    };
    let (from, to, taken): (Option<Square>, Option<Square>, Vec<Square>) = match mv {
        Move::Board { from, to, via, .. } => (
            Some(from),
            Some(to),
            before.via_squares(from, via, to).chain([to]).collect(),
        ),
        Move::Drop { to, .. } => (None, Some(to), vec![to]),
        Move::Pass => (None, None, Vec::new()),
    };
    let mut out: Vec<Burned> = before
        .pieces()
        .filter(|&(sq, _)| Some(sq) != from && !taken.contains(&sq))
        .filter(|&(sq, _)| after.piece_at(sq).is_none())
        .map(|(sq, p)| entry(sq, p, false))
        .collect();
    if let (Some(from), Some(to)) = (from, to) {
        if let (Some(mut p), None) = (before.piece_at(from), after.piece_at(to)) {
            if mv.promotes() {
                p.kind = before.promotes_to(p.kind).unwrap_or(p.kind);
            }
            out.push(entry(to, p, true));
        }
    }
    out
}
