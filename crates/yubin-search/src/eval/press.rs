//! **Press**: a side far ahead closes in. When the incremental sum (material, mostly) says
//! one side is ahead by [`FROM`] or more, that side's pieces gain for standing near the enemy
//! royals and it gains for every piece that has left the board since the start:
//! * each of its non-royal pieces gains [`NEAR`] hundredths of a pawn for every square it
//!   stands nearer to the nearest enemy royal than the board is wide (a king's-move distance);
//! * it gains [`TRADE`] hundredths for every pawn's worth of material (both sides') that is
//!   off the board: trading what remains, its lead grows and the enemy royals' guards go.
//!
//! A won Dai game is won by taking the king, which the search sees only once its pieces
//! stand near it; the material it gains on the way does not draw them there (the match
//! against HaChu in `tools/referee/README.md`: ahead at the 300-ply cap in most games, and
//! not mating). The figures are ours, in the spirit of the chess "mop-up" evaluation.
//!
//! Not a square term: it depends on where the enemy royals stand, so it is computed where the
//! search takes its static evaluation, and only when one side is that far ahead (then it
//! walks the board once).

use crate::value::Values;
use yubin_rules::{Color, PieceKind, Position, Square};

/// How far ahead a side must be (the incremental sum, hundredths of a pawn) for the term.
pub(crate) const FROM: i32 = 1500;
/// A piece's gain for each square nearer to the enemy royal.
pub(crate) const NEAR: i32 = 3;
/// The gain for each pawn's worth off the board.
pub(crate) const TRADE: i32 = 4;

/// The press term of one set of rules.
#[derive(Debug, Clone)]
pub(crate) struct Press {
    /// Whether each kind (by [`PieceKind::index`]) is royal.
    royal: Vec<bool>,
    /// Each kind's value.
    value: Vec<i32>,
    /// The non-royal material both sides start with.
    start: i32,
    /// The board's width (its larger side).
    width: i32,
}

impl Press {
    pub(crate) fn new(empty: &Position, values: &Values) -> Press {
        let kinds = PieceKind::ALL;
        let royal: Vec<bool> = kinds.iter().map(|&k| empty.is_royal(k)).collect();
        let value = kinds.iter().map(|&k| values.of(k)).collect();
        let start_pos = Position::start(*empty.rules());
        let start = start_pos
            .pieces()
            .filter(|(_, p)| !royal[p.kind.index()])
            .map(|(_, p)| values.of(p.kind))
            .sum();
        let dims = empty.dimensions();
        Press {
            royal,
            value,
            start,
            width: i32::from(dims.files.max(dims.ranks)),
        }
    }

    /// The term, Black's view, given the incremental sum `sum` (Black's view).
    pub(crate) fn score(&self, pos: &Position, sum: i32) -> i32 {
        let ahead = if sum >= FROM {
            Color::Black
        } else if sum <= -FROM {
            Color::White
        } else {
            return 0;
        };
        let mut royals: [Option<Square>; 4] = [None; 4];
        let mut found = 0;
        let mut material = 0;
        for (s, p) in pos.pieces() {
            if self.royal[p.kind.index()] {
                if p.color != ahead && found < royals.len() {
                    royals[found] = Some(s);
                    found += 1;
                }
            } else {
                material += self.value[p.kind.index()];
            }
        }
        let mut t = TRADE * (self.start - material).max(0) / 100;
        if found > 0 {
            for (s, p) in pos.pieces() {
                if p.color != ahead || self.royal[p.kind.index()] {
                    continue;
                }
                let d = royals
                    .iter()
                    .flatten()
                    .map(|&r| i32::from(s.distance(r)))
                    .min()
                    .unwrap_or(self.width);
                t += NEAR * (self.width - d).max(0);
            }
        }
        match ahead {
            Color::Black => t,
            Color::White => -t,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{PieceKind as K, Rules, Variant};

    #[test]
    fn only_a_side_far_ahead_presses_and_it_gains_for_nearness_and_trades() {
        let rules = Rules::standard(Variant::Dai);
        let values = Values::new(&rules);
        let term = Press::new(&Position::empty(rules), &values);
        let sq = |f, r| Square::new(f, r).unwrap();
        let at = |list: &[(Square, Color, K)]| crate::eval::placed(rules, list);
        let near = [
            (sq(8, 14), Color::Black, K::King),
            (sq(8, 0), Color::White, K::King),
            (sq(8, 2), Color::Black, K::Rook),
        ];
        let far = [
            (sq(8, 14), Color::Black, K::King),
            (sq(8, 0), Color::White, K::King),
            (sq(8, 12), Color::Black, K::Rook),
        ];
        // Level: nothing.
        assert_eq!(term.score(&at(&near), 0), 0);
        assert_eq!(term.score(&at(&near), FROM - 1), 0);
        // Black far ahead: the rook two squares from White's king gains 13 steps, 12 away 3.
        let traded = TRADE * (term.start - values.of(K::Rook)) / 100;
        assert_eq!(term.score(&at(&near), FROM), traded + NEAR * 13);
        assert_eq!(term.score(&at(&far), FROM), traded + NEAR * 3);
        // White far ahead presses with its own pieces (none here but its king).
        assert_eq!(term.score(&at(&near), -FROM), -traded);
    }
}
