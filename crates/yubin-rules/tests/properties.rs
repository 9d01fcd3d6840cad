//! Property tests over positions reached by random play, under several rule sets: every
//! generated move is legal, the incremental hash equals the hash computed from scratch, SFEN
//! round-trips, and playing a move never changes the position it came from; and for any move
//! at all (nonsense included), the generator and the single-move verdict agree.

use proptest::prelude::*;
use yubin_rules::notation::sfen;
use yubin_rules::{Game, Position, Rules, Variant};

#[path = "support/legality.rs"]
mod legality;
use legality::{arbitrary_move, assert_legality_agrees};
#[path = "support/rule_sets.rs"]
mod rule_sets;
use rule_sets::*;

fn walk(rules: Rules, choices: &[u16]) -> usize {
    let mut p = Position::start(rules);
    let mut checked = 0;
    for &c in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            assert_eq!(p.check_move(m), Ok(()), "{m} in {}", sfen::write(&p));
            checked += 1;
        }
        // No duplicates: every canonical move appears once.
        let mut sorted: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        sorted.sort();
        sorted.dedup();
        assert_eq!(
            sorted.len(),
            moves.len(),
            "duplicate moves in {}",
            sfen::write(&p)
        );
        let m = moves[c as usize % moves.len()];
        let before = p.clone();
        let next = p.clone().play(m).expect("generated move is legal");
        assert_eq!(p, before, "play must not touch the original");
        assert_eq!(next.hash(), next.hash_from_scratch(), "after {m}");
        let text = sfen::write(&next);
        let again = sfen::read(rules, &text).expect("own SFEN reads back");
        assert_eq!(again, next, "{text}");
        assert_eq!(sfen::write(&again), text);
        assert_eq!(again.hash(), next.hash());
        p = next;
    }
    checked
}

/// Plays `choices` from the start, and at every position checks the moves built from
/// `probes`: a move is generated exactly when [`Position::is_legal`] accepts it.
fn legality_agrees(rules: Rules, choices: &[u16], probes: &[[u8; 8]]) -> usize {
    let mut p = Position::start(rules);
    let mut checked = 0;
    for &c in choices {
        let legal = p.legal_moves();
        for n in probes {
            assert_legality_agrees(&p, &legal, arbitrary_move(&p, &legal, n));
            checked += 1;
        }
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[c as usize % legal.len()]);
    }
    checked
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..160)) {
        let mut total = 0;
        for rules in rule_sets() {
            total += walk(rules, &choices);
        }
        prop_assert!(total > 0);
    }

    #[test]
    fn maka_random_play_keeps_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..200)) {
        let mut total = 0;
        for rules in maka_rule_sets() {
            total += walk(rules, &choices);
        }
        prop_assert!(total > 0);
    }

    #[test]
    fn dai_random_play_keeps_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..300)) {
        let mut total = 0;
        for rules in dai_rule_sets() {
            total += walk(rules, &choices);
        }
        prop_assert!(total > 0);
    }

    #[test]
    fn daidai_random_play_keeps_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..250)) {
        let mut total = 0;
        for rules in daidai_rule_sets() {
            total += walk(rules, &choices);
        }
        prop_assert!(total > 0);
    }

    #[test]
    fn tenjiku_random_play_keeps_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..250)) {
        let mut total = 0;
        for rules in tenjiku_rule_sets() {
            total += walk(rules, &choices);
        }
        prop_assert!(total > 0);
    }

    /// Whole games through [`Game::play`] (which also judges check, repetition and the end):
    /// no legal move of the family's variants may fail or panic there.
    #[test]
    fn family_games_play_through_game(choices in proptest::collection::vec(any::<u16>(), 1..200)) {
        for rules in tenjiku_rule_sets().into_iter().chain(daidai_rule_sets()).chain(dai_rule_sets()) {
            let mut g = Game::from_position(Position::start(rules));
            for &c in &choices {
                let moves = g.legal_moves();
                if moves.is_empty() || g.outcome().is_some() {
                    break;
                }
                let m = moves[c as usize % moves.len()];
                prop_assert!(g.play(m).is_ok(), "{m} in {}", sfen::write(g.position()));
            }
        }
    }

    #[test]
    fn a_move_is_generated_exactly_when_it_is_legal(
        choices in proptest::collection::vec(any::<u16>(), 1..120),
        probes in proptest::collection::vec(any::<[u8; 8]>(), 1..24),
    ) {
        let mut total = 0;
        for rules in rule_sets()
            .into_iter()
            .chain(maka_rule_sets())
            .chain(dai_rule_sets())
            .chain(daidai_rule_sets())
            .chain(tenjiku_rule_sets())
        {
            total += legality_agrees(rules, &choices, &probes);
        }
        prop_assert!(total > 0);
    }

    #[test]
    fn perft_equals_perft_of_the_colour_mirrored_twin(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        for rules in maka_rule_sets()
            .into_iter()
            .chain([Rules::default()])
            .chain(dai_rule_sets())
            .chain(daidai_rule_sets())
            .chain(tenjiku_rule_sets())
        {
            let mut p = Position::start(rules);
            for &c in &choices {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[c as usize % moves.len()]);
            }
            let m = p.mirrored();
            prop_assert_eq!(m.mirrored(), p.clone());
            prop_assert_eq!(p.perft(2), m.perft(2), "{}", sfen::write(&p));
        }
    }
}

#[test]
fn heisei_drop_is_generated_once() {
    let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
    let p = Position::start(rules);
    assert_eq!(p.pieces().count(), 64);
    let drops: Vec<_> = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, yubin_rules::Move::Drop { .. }))
        .collect();
    assert!(!drops.is_empty());
    let after = p.play(drops[0]).unwrap();
    assert!(!after.has_reserve(yubin_rules::Color::Black));
    assert!(after.has_reserve(yubin_rules::Color::White));
}
