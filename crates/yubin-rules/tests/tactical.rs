//! The tactical moves ([`Position::tactical_moves`]) against the legal moves: over positions
//! of random games of every variant, rule set and Chu handicap, they are exactly the legal
//! moves that remove an enemy piece (judged by making each move and reading what it changed),
//! in the same order, each once; with a kind's every move added
//! ([`Position::tactical_moves_with_into`]), those too.

use proptest::prelude::*;
use yubin_rules::handicap::Handicap;
use yubin_rules::notation::sfen;
use yubin_rules::{Move, PieceKind, Position, Rules, Variant};

#[path = "support/rule_sets.rs"]
mod rule_sets;
use rule_sets::*;

/// Whether `mv` removes a piece of the opponent of the side to move: some square the move
/// changed held an enemy piece before and holds none after.
fn removes_enemy(pos: &mut Position, mv: Move) -> bool {
    let enemy = !pos.side_to_move();
    let undo = pos.make(mv);
    let mut removed = false;
    pos.changed_squares(&undo, |sq, before| {
        if before.is_some_and(|p| p.color == enemy)
            && pos.piece_at(sq).is_none_or(|p| p.color != enemy)
        {
            removed = true;
        }
    });
    pos.unmake(&undo);
    removed
}

/// Checks one position; returns how many tactical moves it has.
fn check(pos: &mut Position) -> usize {
    let legal = pos.legal_moves();
    let expected: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&m| removes_enemy(pos, m))
        .collect();
    let tactical = pos.tactical_moves();
    assert_eq!(tactical, expected, "{}", sfen::write(pos));
    let mut unique = tactical.clone();
    unique.sort_by_key(|m| m.to_string());
    unique.dedup();
    assert_eq!(unique.len(), tactical.len(), "{}", sfen::write(pos));
    // With every fire demon move besides, as the quiescence search asks.
    let demon = PieceKind::FireDemon;
    let side = pos.side_to_move();
    let with: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&m| {
            m.from()
                .and_then(|s| pos.piece_at(s))
                .is_some_and(|p| p.kind == demon && p.color == side)
                || expected.contains(&m)
        })
        .collect();
    let mut buf = vec![Move::Pass];
    pos.tactical_moves_with_into(&mut buf, Some(demon));
    assert_eq!(buf, with, "{}", sfen::write(pos));
    tactical.len()
}

/// Plays `choices` from `start` (a capture when the choice says so and there is one, to bring
/// the armies together), checking every position; returns the tactical moves seen.
fn walk(start: Position, choices: &[u16]) -> usize {
    let mut p = start;
    let mut seen = 0;
    for &c in choices {
        seen += check(&mut p);
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        let tactical = p.tactical_moves();
        let m = if c % 4 == 0 && !tactical.is_empty() {
            tactical[(c / 4) as usize % tactical.len()]
        } else {
            legal[c as usize % legal.len()]
        };
        p.play_unchecked(m);
    }
    seen
}

fn all_rule_sets() -> Vec<Rules> {
    rule_sets()
        .into_iter()
        .chain(maka_rule_sets())
        .chain(dai_rule_sets())
        .chain(daidai_rule_sets())
        .chain(tenjiku_rule_sets())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn tactical_moves_are_the_legal_moves_that_remove_an_enemy(
        choices in proptest::collection::vec(any::<u16>(), 1..200),
    ) {
        let mut seen = 0;
        for rules in all_rule_sets() {
            seen += walk(Position::start(rules), &choices);
        }
        for &h in Handicap::ALL {
            for rules in [Rules::default(), Rules::preset(Variant::Chu, "heisei").unwrap()] {
                seen += walk(h.position(rules), &choices);
            }
        }
        prop_assert!(seen > 0 || choices.len() < 8);
    }
}

/// Every variant and rule set has been seen with tactical moves (the random games reach
/// contact), burns and sweeps among them in Tenjiku.
#[test]
fn every_rule_set_reaches_tactical_moves() {
    let choices: Vec<u16> = (0..300u64)
        .map(|i| (i * 2_654_435_761 % 65_521) as u16)
        .collect();
    let sets = all_rule_sets();
    assert!(sets.len() >= 15);
    for rules in sets {
        let seen = walk(Position::start(rules), &choices);
        assert!(seen > 0, "{rules:?}");
    }
}
