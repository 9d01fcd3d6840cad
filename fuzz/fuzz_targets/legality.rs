#![no_main]
//! Legality: for any move at all (nonsense included) in a position reached by a few
//! fuzz-chosen legal moves, the move is generated exactly when `Position::is_legal` accepts
//! it (`tests/properties.rs` checks the same with random play).

use libfuzzer_sys::fuzz_target;
use yubin_rules::notation::sfen;
use yubin_rules::{Move, PieceKind, Position, Rules, Square, Variant, Via};

/// A square of the largest board (off a Chu board for files or ranks 12–18).
fn any_square(f: u8, r: u8) -> Square {
    Square::new(f % 19 + 1, r % 19).expect("within 19×19")
}

/// The rule set the first byte chooses: Chu's presets, Chu with the other promotion and
/// lion options, Maka's presets and Maka with the option readings that add powers.
fn rules(b: u8) -> Rules {
    let (variant, preset, options): (Variant, &str, &[(&str, &str)]) = match b % 8 {
        0 => (Variant::Chu, "standard", &[]),
        1 => (Variant::Chu, "jcsa", &[]),
        2 => (Variant::Chu, "heisei", &[]),
        3 => (
            Variant::Chu,
            "standard",
            &[
                ("chu.promotion.rule", "wiki_delay"),
                ("chu.lion.protection_depth", "legal"),
                ("chu.lion.protection_eval", "after_move"),
            ],
        ),
        4 => (Variant::Maka, "standard", &[]),
        5 => (Variant::Maka, "maka_jp_revival", &[]),
        6 => (
            Variant::Maka,
            "standard",
            &[
                ("maka.lion_dog", "q3"),
                ("maka.hook_capture", "double"),
                ("maka.emperor", "free_nonroyal"),
                ("maka.free_bear", "BsRfA_hopall"),
            ],
        ),
        _ => (
            Variant::Maka,
            "standard",
            &[
                ("maka.emperor", "lion_queen"),
                ("maka.free_bear", "BsRfA_hop1"),
            ],
        ),
    };
    let mut r = Rules::preset(variant, preset).expect("preset");
    for (k, v) in options {
        r.set(k, v).expect("option");
    }
    r
}

/// A move built from 8 bytes: a pass, a drop of any kind, a legal move with one part
/// changed, or a board move from any square (often one of the mover's pieces) to any square
/// with any capture squares and promotion flag.
fn arbitrary_move(p: &Position, legal: &[Move], n: &[u8]) -> Move {
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

// Input: a rule-set byte, a count of moves to play, one byte per move played, then 8 bytes
// per probed move.
fuzz_target!(|data: &[u8]| {
    let [r, plies, rest @ ..] = data else {
        return;
    };
    let plies = (*plies as usize % 48).min(rest.len());
    let (choices, probes) = rest.split_at(plies);
    let mut p = Position::start(rules(*r));
    for &c in choices {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[c as usize % legal.len()]);
    }
    let legal = p.legal_moves();
    for n in probes.chunks_exact(8) {
        let m = arbitrary_move(&p, &legal, n);
        assert_eq!(
            legal.contains(&m),
            p.is_legal(m),
            "{m:?}: {:?} in {}",
            p.check_move(m),
            sfen::write(&p)
        );
    }
});
