//! Piece values, in hundredths of a pawn.
//!
//! A piece is worth what it reaches: the squares it could move to from the middle of an
//! empty board of its variant, with a pawn (one square) worth 100. Royals are worth nothing
//! as material: losing the last one loses the game, which the search scores apart.

use yubin_rules::{Color, Piece, PieceKind, Position, Rules, Square};

/// The value of every kind under one set of rules, indexed by [`PieceKind::index`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    by_kind: Vec<i32>,
}

impl Values {
    /// The values of the kinds of `rules`' variant (kinds the variant lacks are worth 0).
    pub fn new(rules: &Rules) -> Values {
        let empty = Position::empty(*rules);
        let dims = empty.dimensions();
        let centre = Square::new(dims.files / 2, dims.ranks / 2).expect("a board has a middle");
        let by_kind = PieceKind::ALL
            .iter()
            .map(|&kind| {
                if !empty.has_kind(kind) || empty.is_royal(kind) {
                    return 0;
                }
                let piece = Piece::new(Color::Black, kind);
                let reach = dims
                    .squares()
                    .filter(|&t| t != centre && empty.piece_reaches(piece, centre, t))
                    .count() as i32;
                50 * (reach + 1)
            })
            .collect();
        Values { by_kind }
    }

    /// The value of a kind.
    pub fn of(&self, kind: PieceKind) -> i32 {
        self.by_kind[kind.index()]
    }

    /// The material balance of a position, from `side`'s point of view.
    pub fn balance(&self, pos: &Position, side: Color) -> i32 {
        pos.pieces()
            .map(|(_, p)| {
                let v = self.of(p.kind);
                if p.color == side {
                    v
                } else {
                    -v
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::Variant;

    #[test]
    fn a_pawn_is_worth_100_and_a_lion_more_than_a_gold() {
        let v = Values::new(&Rules::default());
        assert_eq!(v.of(PieceKind::Pawn), 100);
        assert!(v.of(PieceKind::Lion) > v.of(PieceKind::Gold));
        assert_eq!(v.of(PieceKind::King), 0);
        for variant in [
            Variant::Dai,
            Variant::Tenjiku,
            Variant::DaiDai,
            Variant::Maka,
        ] {
            let rules = Rules::standard(variant);
            let v = Values::new(&rules);
            assert_eq!(v.of(PieceKind::Pawn), 100, "{variant:?}");
            let start = Position::start(rules);
            assert_eq!(v.balance(&start, Color::Black), 0, "{variant:?}");
        }
    }
}
