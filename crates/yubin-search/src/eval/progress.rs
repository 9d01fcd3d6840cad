//! **Progress**: the small pieces gain for every rank they have advanced, so that a level
//! middle game has a reason to move forward rather than shuffle (in self-play and against
//! HaChu most games between equal sides were drawn at the move cap, both sides moving back
//! and forth; HaChu's own piece-square tables reward advancing the same way).
//!
//! Which pieces, and how much (hundredths of a pawn per rank, counted from the piece's own
//! back rank up to the first rank of the promotion zone, where the promotion bonus takes
//! over; in the variants that promote by capture, Maka Dai Dai and Dai Dai, up to the fourth
//! rank from the far side, and pawns alone gain there):
//! * [`Progress::Pawns`] (kept in Chu, see the module doc of [`crate::eval`]): pawns and
//!   go-betweens (the kinds reaching at most 2 squares) [`PAWN_ALONE`] a rank;
//! * [`Progress::Small`] (dropped): pawns and go-betweens [`PAWN`] a rank, the other small
//!   steppers [`STEPPER`] a rank — at most 8 squares reached from the middle of an empty
//!   board, all within two squares of it, none a lion nor royal, worth at most 4 pawns:
//!   copper, silver, gold, leopard, blind tiger, kirin, phoenix, Dai's stone and iron
//!   generals…
//!
//! The figures are ours: a pawn's step is worth a little less than the centre files' bonus,
//! so that the advance decides only between moves otherwise equal.

use crate::value::Values;
use yubin_rules::{Color, Piece, PieceKind, Position, Square};

/// Which pieces gain for advancing.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Progress {
    /// None.
    Off,
    /// Pawns and go-betweens, [`PAWN_ALONE`] a rank (in Maka Dai Dai and Dai Dai pawns
    /// alone).
    Pawns,
    /// Pawns and go-betweens [`PAWN`] a rank, the other small steppers [`STEPPER`] (in Maka
    /// Dai Dai and Dai Dai pawns alone, [`PAWN`]).
    Small,
}

/// A pawn's or go-between's gain per rank advanced, when they alone gain.
pub(super) const PAWN_ALONE: i32 = 3;
/// A pawn's or go-between's gain per rank advanced, beside the small steppers.
pub(super) const PAWN: i32 = 5;
/// Another small stepper's gain per rank advanced.
pub(super) const STEPPER: i32 = 2;
/// The most a small stepper may be worth (4 pawns: a gold is 3.77).
const SMALL_MAX: i32 = 400;
/// The most squares a small stepper reaches from the middle of an empty board.
const SMALL_REACH: usize = 8;

/// The gain per rank of `kind` in the rules of `empty` (0: none).
pub(super) fn small(empty: &Position, values: &Values, kind: PieceKind, which: Progress) -> i32 {
    let pawn = match which {
        Progress::Off => return 0,
        Progress::Pawns => PAWN_ALONE,
        Progress::Small => PAWN,
    };
    if !empty.has_kind(kind) || empty.is_royal(kind) || empty.is_lion(kind) {
        return 0;
    }
    let zones = empty.rules().capture_promotion().is_none();
    if !zones {
        return if kind == PieceKind::Pawn { pawn } else { 0 };
    }
    if values.of(kind) > SMALL_MAX {
        return 0;
    }
    let dims = empty.dimensions();
    let centre = Square::new(dims.files / 2, dims.ranks / 2).expect("a board has a middle");
    let piece = Piece::new(Color::Black, kind);
    let reached: Vec<Square> = dims
        .squares()
        .filter(|&t| t != centre && empty.piece_reaches(piece, centre, t))
        .collect();
    // A slider, however short its lines on a small board (Chu's lance), is not a stepper.
    if reached.iter().any(|t| t.distance(centre) > 2) {
        return 0;
    }
    match (reached.len(), which) {
        (0..=2, _) => pawn,
        (r, Progress::Small) if r <= SMALL_REACH => STEPPER,
        _ => 0,
    }
}

/// The bonus of a piece gaining `per_rank` for standing on `sq`.
pub(super) fn bonus(empty: &Position, per_rank: i32, color: Color, sq: Square) -> i32 {
    if per_rank == 0 {
        return 0;
    }
    let dims = empty.dimensions();
    let advance = match color {
        Color::Black => i32::from(dims.ranks - 1 - sq.rank()),
        Color::White => i32::from(sq.rank()),
    };
    let zones = empty.rules().capture_promotion().is_none();
    let depth = if zones {
        i32::from(empty.rules().zone_depth())
    } else {
        4
    };
    // The first rank of the zone (or the fourth from the far side) is the furthest counted.
    let furthest = i32::from(dims.ranks) - depth;
    per_rank * advance.min(furthest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{Rules, Variant};

    #[test]
    fn pawns_gain_most_and_only_small_pieces_gain_in_chu() {
        let rules = Rules::default();
        let empty = Position::empty(rules);
        let values = Values::new(&rules);
        assert_eq!(
            small(&empty, &values, PieceKind::Pawn, Progress::Small),
            PAWN
        );
        assert_eq!(
            small(&empty, &values, PieceKind::GoBetween, Progress::Small),
            PAWN
        );
        assert_eq!(
            small(&empty, &values, PieceKind::Gold, Progress::Small),
            STEPPER
        );
        assert_eq!(
            small(&empty, &values, PieceKind::Silver, Progress::Small),
            STEPPER
        );
        assert_eq!(
            small(&empty, &values, PieceKind::Silver, Progress::Pawns),
            0
        );
        assert_eq!(
            small(&empty, &values, PieceKind::GoBetween, Progress::Pawns),
            PAWN_ALONE
        );
        for kind in [
            PieceKind::King,
            PieceKind::Lion,
            PieceKind::Lance,
            PieceKind::Rook,
            PieceKind::DrunkElephant,
        ] {
            assert_eq!(small(&empty, &values, kind, Progress::Small), 0, "{kind:?}");
        }
        // Chu: 12 ranks, a zone of 4; a pawn on its start rank (the fourth) has advanced 3.
        let start = Square::new(6, 8).unwrap();
        assert_eq!(bonus(&empty, PAWN, Color::Black, start), 3 * PAWN);
        let zone = Square::new(6, 3).unwrap();
        assert_eq!(bonus(&empty, PAWN, Color::Black, zone), 8 * PAWN);
        let deep = Square::new(6, 0).unwrap();
        assert_eq!(bonus(&empty, PAWN, Color::Black, deep), 8 * PAWN);
        // White mirrored.
        assert_eq!(
            bonus(&empty, PAWN, Color::White, start.rotate(12, 12)),
            3 * PAWN
        );
    }

    #[test]
    fn in_maka_only_pawns_gain() {
        let rules = Rules::standard(Variant::Maka);
        let empty = Position::empty(rules);
        let values = Values::new(&rules);
        assert_eq!(
            small(&empty, &values, PieceKind::Pawn, Progress::Small),
            PAWN
        );
        assert_eq!(small(&empty, &values, PieceKind::Gold, Progress::Small), 0);
        assert_eq!(
            small(&empty, &values, PieceKind::GoBetween, Progress::Small),
            0
        );
        assert_eq!(
            small(&empty, &values, PieceKind::Pawn, Progress::Pawns),
            PAWN_ALONE
        );
        assert_eq!(small(&empty, &values, PieceKind::Pawn, Progress::Off), 0);
    }
}
