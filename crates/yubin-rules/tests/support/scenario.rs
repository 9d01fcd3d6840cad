//! Helpers of the family's scenario tests (`daidai.rs`, `tenjiku.rs`): positions from square
//! lists, and the legality of moves written in the USI extension.

use yubin_rules::notation::usi;
use yubin_rules::{tables, Color, Piece, PieceKind, Position, Rules};

/// A position from square lists per side (`"FiD 8i, P 9h"`: the variant's TSA abbreviation and
/// a square), `side` to move. A side whose list names no king or prince gets a king on its
/// square of `kings` (Black's, White's).
pub fn position_from_lists(
    rules: Rules,
    black: &str,
    white: &str,
    side: Color,
    kings: [&str; 2],
) -> Position {
    let dims = rules.dimensions();
    let mut pieces = Vec::new();
    let mut royal = [false, false];
    for (color, list) in [(Color::Black, black), (Color::White, white)] {
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (code, square) = item.split_once(' ').unwrap();
            let k = tables::kind_from_tsa(rules.variant, code)
                .unwrap_or_else(|| panic!("no piece {code}"));
            royal[color.index()] |= matches!(k, PieceKind::King | PieceKind::PromotedDrunkElephant);
            pieces.push((dims.parse_square(square).unwrap(), Piece::new(color, k)));
        }
    }
    for (color, square) in [(Color::Black, kings[0]), (Color::White, kings[1])] {
        if !royal[color.index()] {
            let s = dims.parse_square(square).unwrap();
            pieces.push((s, Piece::new(color, PieceKind::King)));
        }
    }
    Position::from_pieces(rules, &pieces, side, None, 1).expect("a valid position")
}

/// Whether the USI move `m` is legal (and, if it is, that the generator has it).
pub fn is_legal(p: &Position, m: &str) -> bool {
    match usi::parse(p, m) {
        Ok(mv) => {
            assert!(
                p.legal_moves().contains(&mv),
                "{m} resolved but not generated"
            );
            true
        }
        Err(_) => false,
    }
}

/// Checks each `(move, legal)` of a scenario.
pub fn check(p: &Position, cases: &[(&str, bool)]) {
    assert!(!cases.is_empty());
    for &(m, legal) in cases {
        assert_eq!(is_legal(p, m), legal, "{m}");
    }
}

/// A side's pieces in a position, by kind, and how many kinds they are.
pub fn army(p: &Position, color: Color) -> (Vec<PieceKind>, usize) {
    let mine: Vec<PieceKind> = p
        .pieces()
        .filter(|(_, pc)| pc.color == color)
        .map(|(_, pc)| pc.kind)
        .collect();
    let mut kinds = mine.clone();
    kinds.sort();
    kinds.dedup();
    (mine, kinds.len())
}
