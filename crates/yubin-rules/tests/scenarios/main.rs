//! The rule scenarios of `chu-shogi.md` §10.4 and §16.1–§16.4, one named test per scenario ID.
//!
//! Moves are written as in the spec (lishogi USI); `usi` below turns them into canonical moves
//! without the notation module, so these tests check the rules alone.

use yubin_rules::notation::sfen;
use yubin_rules::rules::{Counterstrike, PromotionRule, ProtectionDepth, ProtectionEval};
use yubin_rules::{IllegalMove, LionRule, Move, Position, Rules, Square, Via};

mod initial;
mod lion_cases;
mod lion_trading;
mod movement;
mod promotion;

fn sq(pos: &Position, s: &str) -> Square {
    pos.dimensions()
        .parse_square(s)
        .unwrap_or_else(|| panic!("bad square {s}"))
}

/// Splits `7g7f7e+` into squares and the promotion flag, and builds the canonical move.
fn usi(pos: &Position, text: &str) -> Move {
    let (body, promote) = match text.strip_suffix('+') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let mut squares = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| c.is_ascii_lowercase())
            .expect("rank letter")
            + 1;
        squares.push(sq(pos, &rest[..end]));
        rest = &rest[end..];
    }
    match squares[..] {
        [from, to] => Move::Board {
            from,
            to,
            via: Via::NONE,
            promote,
        },
        [from, mid, to] => {
            if pos.piece_at(mid).is_none() {
                if to == from {
                    Move::Pass
                } else {
                    Move::Board {
                        from,
                        to,
                        via: Via::NONE,
                        promote,
                    }
                }
            } else {
                Move::Board {
                    from,
                    to,
                    via: Via::one(mid),
                    promote,
                }
            }
        }
        _ => panic!("bad move {text}"),
    }
}

fn pos_with(rules: Rules, text: &str) -> Position {
    sfen::read(rules, text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn pos(text: &str) -> Position {
    pos_with(Rules::default(), text)
}

#[track_caller]
fn legal(p: &Position, m: &str) {
    let mv = usi(p, m);
    if let Err(e) = p.check_move(mv) {
        panic!("{m} should be legal in {}: {e}", sfen::write(p));
    }
    assert!(p.legal_moves().contains(&mv), "{m} legal but not generated");
}

#[track_caller]
fn illegal(p: &Position, m: &str) -> IllegalMove {
    let mv = usi(p, m);
    assert!(
        !p.legal_moves().contains(&mv),
        "{m} generated but should be illegal in {}",
        sfen::write(p)
    );
    match p.check_move(mv) {
        Ok(()) => panic!("{m} should be illegal in {}", sfen::write(p)),
        Err(e) => e,
    }
}

#[track_caller]
fn lion_rule(p: &Position, m: &str, rule: LionRule) {
    match illegal(p, m) {
        IllegalMove::LionTrading { rule: r, .. } if r == rule => {}
        other => panic!("{m}: expected {rule:?}, got {other:?}"),
    }
}

fn play(p: &Position, m: &str) -> Position {
    let mv = usi(p, m);
    p.clone().play(mv).unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn with(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = Rules::default();
    f(&mut r);
    r
}

// ------------------------------------------------------------------- invariants

#[test]
fn generated_moves_pass_check_move_and_hash_is_incremental() {
    // A deterministic walk through many positions from the start.
    let mut p = Position::start(Rules::default());
    let mut seed: u64 = 0x1234_5678;
    let mut checked = 0;
    for _ply in 0..300 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            assert_eq!(p.check_move(m), Ok(()), "{m} in {}", sfen::write(&p));
            checked += 1;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        p = p.play(m).unwrap();
        assert_eq!(p.hash(), p.hash_from_scratch());
        let again = sfen::read(*p.rules(), &sfen::write(&p)).unwrap();
        assert_eq!(again, p);
        assert_eq!(again.hash(), p.hash());
    }
    assert!(checked > 1000);
}
