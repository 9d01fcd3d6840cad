//! Repetition (`chu-shogi.md` §16.5): CHU-REP-01/02 under every rule, the check exemption
//! and lishogi's perpetual chase.

use super::*;

// ----------------------------------------------------------------------- CHU-REP-01

const REP_01: &str = "k11/12/6n5/12/12/12/5N6/12/12/12/12/K11 b - 1";

fn rep_01(value: &str) -> Game {
    game(rules_with(&[("chu.repetition", value)]), REP_01)
}

#[test]
fn chu_rep_01_lishogi() {
    let mut g = rep_01("lishogi");
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(g.occurrences(), 3); // White to move: plies 1, 3 and 5
    let o = g.play(Move::Pass).unwrap();
    assert_eq!(o, Some(yubin_rules::Outcome::draw(EndReason::Repetition)));
    assert_eq!(g.occurrences(), 4);
    assert_eq!(g.play(Move::Pass), Err(IllegalMove::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn chu_rep_01_jcsa() {
    let mut g = rep_01("jcsa");
    play_all(&mut g, &["pass"; 5]);
    // White's third pass makes the 4th occurrence; Black passed first, so Black is responsible
    // and loses.
    assert!(g.legal_moves().contains(&Move::Pass));
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::White, EndReason::Repetition))
    );
}

#[test]
fn chu_rep_01_jcsa_white_passes_first() {
    // In a pure pass cycle the side that passed first is responsible; here it is White, and
    // Black's pass makes the 4th occurrence, so White loses.
    let mut g = game(
        rules_with(&[("chu.repetition", "jcsa")]),
        "k11/12/6n5/12/12/12/5N6/12/12/12/12/K11 w - 1",
    );
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.play(Move::Pass),
        Ok(win(Color::Black, EndReason::Repetition))
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "black wins: fourfold repetition"
    );
}

#[test]
fn chu_rep_01_historic() {
    let mut g = rep_01("historic");
    play_all(&mut g, &["pass"]);
    // White's first pass recreates the start position with Black to move.
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::Historic, 2))
    );
    assert!(!g.legal_moves().contains(&Move::Pass));
    let before = g.clone();
    assert_eq!(g.play(Move::Pass), Err(forbidden(Repetition::Historic, 2)));
    assert_eq!(g.moves(), before.moves());
    assert_eq!(g.position(), before.position());
    assert_eq!(g.outcome(), None);
}

#[test]
fn chu_rep_01_historic_4th() {
    let mut g = rep_01("historic_4th");
    play_all(&mut g, &["pass"; 5]);
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::Historic4th, 4))
    );
    assert!(!g.legal_moves().contains(&Move::Pass));
    assert_eq!(g.outcome(), None);
}

#[test]
fn chu_rep_01_no_repeat() {
    let mut g = rep_01("no_repeat");
    play_all(&mut g, &["pass"]);
    assert_eq!(
        g.check_move(Move::Pass),
        Err(forbidden(Repetition::NoRepeat, 2))
    );
}

// ----------------------------------------------------------------------- CHU-REP-02

const REP_02: &str = "3R7k/12/12/12/12/12/12/12/12/12/12/K11 w - 1";
const REP_02_CYCLE: [&str; 4] = ["1a1b", "9a9b", "1b1a", "9b9a"];

/// CHU-REP-02 as written is already a bare-king win for Black under the default
/// `chu.end.bare_king = jcsa` (White's lone king against king and rook), so the scenario is
/// played with `bare_king = none`.
fn rep_02(value: &str) -> Game {
    assert_eq!(
        game(Rules::default(), REP_02).outcome(),
        win(Color::Black, EndReason::BareKing)
    );
    let g = game(
        rules_with(&[("chu.repetition", value), ("chu.end.bare_king", "none")]),
        REP_02,
    );
    assert!(g.is_check());
    g
}

#[test]
fn chu_rep_02_lishogi() {
    let mut g = rep_02("lishogi");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    // Every Black move was a check, White's king moves attacked nothing: Black loses.
    assert_eq!(
        g.play(mv("9b9a")),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "white wins: perpetual attack"
    );
}

#[test]
fn chu_rep_02_jcsa() {
    let mut g = rep_02("jcsa");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    // Black gave check with every move of the cycle: it must deviate.
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Jcsa, 4))
    );
    assert!(!g.legal_moves().contains(&mv("9b9a")));
    assert_eq!(g.play(mv("9b8b")), Ok(None));
}

#[test]
fn chu_rep_02_historic() {
    let mut g = rep_02("historic");
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Historic, 2))
    );
    assert!(!g.legal_moves().contains(&mv("9b9a")));
}

#[test]
fn chu_rep_02_historic_4th() {
    let mut g = rep_02("historic_4th");
    for _ in 0..2 {
        play_all(&mut g, &REP_02_CYCLE);
    }
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::Historic4th, 4))
    );
}

#[test]
fn chu_rep_02_no_repeat() {
    let mut g = rep_02("no_repeat");
    play_all(&mut g, &REP_02_CYCLE[..3]);
    assert_eq!(
        g.check_move(mv("9b9a")),
        Err(forbidden(Repetition::NoRepeat, 2))
    );
}

/// Under `historic` a side in check may recreate a position; `no_repeat` has no exemption.
#[test]
fn historic_check_exemption() {
    // Black to move; White's king on 1a is in check from the rook on 9a and stays in check on
    // 2a. The cycle closes with White's move 2a1a, made in check.
    let start = "3R7k/12/12/12/12/12/12/12/12/12/12/K11 b - 1";
    let moves = ["12l12k", "1a2a", "12k12l"];
    let mut ran = 0;
    for (value, allowed) in [
        ("historic", true),
        ("historic_4th", true),
        ("no_repeat", false),
    ] {
        let rules = rules_with(&[("chu.repetition", value), ("chu.end.bare_king", "none")]);
        let mut g = game(rules, start);
        play_all(&mut g, &moves);
        assert!(g.is_check());
        let r = g.play(mv("2a1a"));
        if allowed {
            assert_eq!(r, Ok(None), "{value}");
            assert_eq!(g.occurrences(), 2);
            // Black, not in check, may not recreate the next position.
            if value == "historic" {
                assert_eq!(
                    g.check_move(mv("12l12k")),
                    Err(forbidden(Repetition::Historic, 2))
                );
            }
        } else {
            assert_eq!(r, Err(forbidden(Repetition::NoRepeat, 2)), "{value}");
        }
        ran += 1;
    }
    assert_eq!(ran, 3);
}

/// `lishogi`: a perpetual chase of a non-royal piece loses too; plain shuffling draws.
#[test]
fn lishogi_perpetual_chase_and_shuffle() {
    // White: K 12a, G 1b; Black: K 12l, R 9b attacking the gold. The gold steps between 1b
    // and 1c, the rook follows it on 9b/9c; the gold's moves attack nothing.
    let mut g = game(
        Rules::default(),
        "k11/3R7g/12/12/12/12/12/12/12/12/12/K11 w - 1",
    );
    let chase = ["1b1c", "9b9c", "1c1b", "9c9b"];
    for _ in 0..2 {
        play_all(&mut g, &chase);
    }
    play_all(&mut g, &chase[..3]);
    assert_eq!(
        g.play(mv("9c9b")),
        Ok(win(Color::White, EndReason::PerpetualAttack))
    );

    // Both kings shuffling, golds idle: a draw.
    let mut g = game(
        Rules::default(),
        "k10g/12/12/12/12/12/12/12/12/12/12/K10G b - 1",
    );
    let shuffle = ["12l12k", "12a12b", "12k12l", "12b12a"];
    for _ in 0..2 {
        play_all(&mut g, &shuffle);
    }
    play_all(&mut g, &shuffle[..3]);
    let o = g.play(mv("12b12a")).unwrap();
    assert_eq!(o, Some(yubin_rules::Outcome::draw(EndReason::Repetition)));
    assert_eq!(o.unwrap().to_string(), "draw: fourfold repetition");
}
