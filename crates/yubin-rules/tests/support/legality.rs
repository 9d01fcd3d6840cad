//! The legality property, shared by the property test (`tests/properties.rs`) and the fuzz
//! target (`fuzz/fuzz_targets/legality.rs`), which both include this file with `#[path]`:
//! moves built from arbitrary bytes, most of them illegal, and the check that a move is
//! generated exactly when [`Position::is_legal`] accepts it ([`assert_legality_agrees`]).

use yubin_rules::notation::sfen;
use yubin_rules::{Move, PieceKind, Position, Square, Via};

/// A square of the largest board (off a Chu board for files or ranks 12–18).
fn any_square(f: u8, r: u8) -> Square {
    Square::new(f % 19 + 1, r % 19).expect("within 19×19")
}

/// A move built from 8 bytes: a pass, a drop of any kind, a legal move (of `legal`, the legal
/// moves of `p`) with one part changed, or a board move from any square (often one of the
/// mover's pieces) to any square with any capture squares and promotion flag. Most are
/// illegal; some are legal.
pub fn arbitrary_move(p: &Position, legal: &[Move], n: &[u8; 8]) -> Move {
    let sq = |i: usize| any_square(n[i], n[i + 1]);
    let via = |sel: u8, a: Square, b: Square| match sel % 5 {
        0 | 1 => Via::NONE,
        2 => Via::one(a),
        3 => Via::two(a, b),
        _ => Via::LINE,
    };
    let promote = n[7] & 1 == 1;
    match n[0] % 8 {
        0 => Move::Pass,
        1 => Move::Drop {
            kind: PieceKind::ALL[n[1] as usize % PieceKind::ALL.len()],
            to: sq(2),
            promote,
        },
        2 | 3 => {
            let Some(&m) = legal.get(n[1] as usize % legal.len().max(1)) else {
                return Move::Pass;
            };
            match (m, n[2] % 4) {
                (
                    Move::Board {
                        from,
                        to,
                        via,
                        promote,
                    },
                    0,
                ) => Move::Board {
                    from,
                    to,
                    via,
                    promote: !promote,
                },
                (
                    Move::Board {
                        from, via, promote, ..
                    },
                    1,
                ) => Move::Board {
                    from,
                    to: sq(3),
                    via,
                    promote,
                },
                (
                    Move::Board {
                        from, to, promote, ..
                    },
                    2,
                ) => Move::Board {
                    from,
                    to,
                    via: via(n[3], sq(4), sq(5)),
                    promote,
                },
                (Move::Drop { kind, to, promote }, _) => Move::Drop {
                    kind,
                    to,
                    promote: !promote,
                },
                (m, _) => m,
            }
        }
        _ => {
            let own: Vec<Square> = p
                .pieces()
                .filter(|(_, pc)| pc.color == p.side_to_move())
                .map(|(s, _)| s)
                .collect();
            let from = if n[1] & 1 == 0 && !own.is_empty() {
                own[n[2] as usize % own.len()]
            } else {
                sq(1)
            };
            // Near the origin more often than not, where the patterns are.
            let near = |i: usize| {
                let f = from.file() as i16 - 1 + (n[i] % 7) as i16 - 3;
                let r = from.rank() as i16 + (n[i + 1] % 7) as i16 - 3;
                any_square(f.rem_euclid(19) as u8, r.rem_euclid(19) as u8)
            };
            let to = if n[3] & 1 == 0 { near(3) } else { sq(3) };
            Move::Board {
                from,
                to,
                via: via(n[6], near(4), near(5)),
                promote,
            }
        }
    }
}

/// The legality property: `m` is among `legal` (the legal moves of `p`) exactly when
/// [`Position::is_legal`] accepts it.
///
/// # Panics
/// When they disagree, naming the move, [`Position::check_move`]'s verdict and the position.
pub fn assert_legality_agrees(p: &Position, legal: &[Move], m: Move) {
    assert_eq!(
        legal.contains(&m),
        p.is_legal(m),
        "{m:?}: {:?} in {}",
        p.check_move(m),
        sfen::write(p)
    );
}
