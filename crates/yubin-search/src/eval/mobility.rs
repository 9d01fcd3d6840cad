//! **Mobility** of the long-range pieces: each slider gains [`PER_SQUARE`] hundredths of a
//! pawn for every square its lines reach from where it stands (empty squares, and the first
//! enemy piece on a line).
//!
//! A slider is a kind that, from the middle of an empty board, moves at least three squares
//! along a line; only those lines count, as far as they go on the empty board (the range of a
//! limited slider). The other powers (jumps, lion moves, hook turns, Tenjiku's area moves) are
//! not counted: they are the powers of few kinds, and their reach does not change much with
//! the pieces round them.
//!
//! Not a square term: it depends on every piece on a slider's lines, so it is summed where the
//! search takes its static evaluation, over every piece on the board.

use yubin_rules::{Color, Piece, PieceKind, Position, Square};

/// A square reached, for a slider.
pub(crate) const PER_SQUARE: i32 = 2;

/// The eight directions, as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// The mobility term of one set of rules.
#[derive(Debug, Clone)]
pub(crate) struct Mobility {
    /// Per colour and kind (`color * kinds + kind`): the lines it slides along, as
    /// (direction index, range).
    lines: Vec<Vec<(u8, u8)>>,
    /// Per square index and direction: the squares on the line from it, nearest first.
    rays: Vec<[Vec<Square>; 8]>,
    kinds: usize,
}

impl Mobility {
    pub(crate) fn new(empty: &Position) -> Mobility {
        let kinds = PieceKind::ALL.len();
        let dims = empty.dimensions();
        let step = |s: Square, (df, dr): (i8, i8)| {
            let f = i16::from(s.file()) + i16::from(df);
            let r = i16::from(s.rank()) + i16::from(dr);
            if f < 1 || r < 0 || f > i16::from(dims.files) || r >= i16::from(dims.ranks) {
                return None;
            }
            Square::new(f as u8, r as u8)
        };
        let mut rays: Vec<[Vec<Square>; 8]> = vec![Default::default(); super::CELLS];
        for s in dims.squares() {
            for (d, &dir) in DIRECTIONS.iter().enumerate() {
                let mut at = s;
                while let Some(next) = step(at, dir) {
                    rays[s.index()][d].push(next);
                    at = next;
                }
            }
        }
        let centre = Square::new(dims.files / 2, dims.ranks / 2).expect("a board has a middle");
        let mut lines = vec![Vec::new(); 2 * kinds];
        for color in Color::ALL {
            for &kind in PieceKind::ALL {
                if !empty.has_kind(kind) || empty.is_royal(kind) {
                    continue;
                }
                let piece = Piece::new(color, kind);
                for (d, ray) in rays[centre.index()].iter().enumerate() {
                    let range = ray
                        .iter()
                        .take_while(|&&t| empty.piece_reaches(piece, centre, t))
                        .count();
                    if range >= 3 {
                        let range = if range == ray.len() {
                            u8::MAX
                        } else {
                            range as u8
                        };
                        lines[color.index() * kinds + kind.index()].push((d as u8, range));
                    }
                }
            }
        }
        Mobility { lines, rays, kinds }
    }

    /// The term, Black's view.
    pub(crate) fn score(&self, pos: &Position) -> i32 {
        let mut sum = 0;
        for (s, p) in pos.pieces() {
            let lines = &self.lines[p.color.index() * self.kinds + p.kind.index()];
            if lines.is_empty() {
                continue;
            }
            let mut n = 0;
            for &(d, range) in lines {
                for &t in self.rays[s.index()][usize::from(d)]
                    .iter()
                    .take(usize::from(range))
                {
                    match pos.piece_at(t) {
                        None => n += 1,
                        Some(q) => {
                            n += i32::from(q.color != p.color);
                            break;
                        }
                    }
                }
            }
            sum += match p.color {
                Color::Black => n,
                Color::White => -n,
            };
        }
        PER_SQUARE * sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{PieceKind as K, Rules};

    #[test]
    fn a_rook_counts_its_open_lines_and_a_gold_nothing() {
        let rules = Rules::default();
        let term = Mobility::new(&Position::empty(rules));
        let sq = |f, r| Square::new(f, r).unwrap();
        let at = |list: &[(Square, Color, K)]| crate::eval::placed(rules, list);
        let kings = [
            (sq(1, 11), Color::Black, K::King),
            (sq(12, 0), Color::White, K::King),
        ];
        assert_eq!(term.score(&at(&kings)), 0);
        // A Black rook on 6f (file 6, rank 5): 11 squares along its rank, 11 along its file.
        let mut rook = kings.to_vec();
        rook.push((sq(6, 5), Color::Black, K::Rook));
        assert_eq!(term.score(&at(&rook)), PER_SQUARE * 22);
        // A White gold in its way on 6e counts as one square taken, the four beyond are lost.
        rook.push((sq(6, 4), Color::White, K::Gold));
        assert_eq!(term.score(&at(&rook)), PER_SQUARE * 18);
        // A lance: forward only.
        let lance = [kings[0], kings[1], (sq(6, 5), Color::Black, K::Lance)];
        assert_eq!(term.score(&at(&lance)), PER_SQUARE * 5);
    }
}
