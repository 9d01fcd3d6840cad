//! A five-round Swiss of five players, a bye every round, computed by hand.

use super::{game, places, q, run, tournament};
use crate::standings::{Bye, Entry, Outcome, Points, Settings, TieBreak, Tournament};
use crate::tournament::GameResult::{Draw, Forfeit, Win};
use yubin_rules::Color;
use yubin_rules::Color::{Black, White};

/// Rounds 1–5: every pair meets once; the bye (1 point) goes to 4, 3, 2, 1, 0.
fn five_rounds() -> Tournament {
    let mut t = tournament(
        5,
        5,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Draw)),
            game(2, 4, 0, Some(Win(White))),
            game(2, 1, 2, Some(Win(Black))),
            game(3, 0, 3, Some(Draw)),
            game(3, 1, 4, Some(Win(White))),
            game(4, 2, 0, Some(Win(Black))),
            game(4, 3, 4, Some(Draw)),
            game(5, 1, 3, Some(Draw)),
            game(5, 4, 2, Some(Win(White))),
        ],
    );
    t.byes = [(1, 4), (2, 3), (3, 2), (4, 1), (5, 0)]
        .map(|(round, player)| Bye {
            round,
            player,
            points: Points::whole(1),
        })
        .to_vec();
    t
}

#[test]
fn scores_and_places() {
    let s = run(&five_rounds(), &Settings::swiss());
    // 0 and 2 on 3½ (Buchholz 12 to 11), 3 on 3, 4 and 1 on 2½ (Buchholz 12½ to 12).
    assert_eq!(places(&s), [(0, 1), (2, 2), (3, 3), (4, 4), (1, 5)]);
    let scores: Vec<Points> = (0..5).map(|p| s.row(p).score).collect();
    assert_eq!(scores, [q(14), q(10), q(14), q(12), q(10)]);
    assert_eq!(
        s.order,
        [
            TieBreak::Buchholz,
            TieBreak::MedianBuchholz,
            TieBreak::SonnebornBerger,
            TieBreak::DirectEncounter,
            TieBreak::Baumbach,
            TieBreak::WinsWithWhite,
        ]
    );
}

#[test]
fn buchholz_with_the_virtual_opponent() {
    // Opponents' scores count each one's bye as a draw: 0 → 3, 1 → 2, 2 → 3, 3 → 2½, 4 → 2.
    // Each bye is a game won against a virtual opponent with Svon = score before the
    // round + 0 + ½ × (5 − round): 0 → 2½, 1 → 1½, 2 → 1½, 3 → 2, 4 → 2.
    let s = run(&five_rounds(), &Settings::swiss());
    let bh: Vec<Points> = (0..5).map(|p| s.row(p).tie_breaks[0]).collect();
    assert_eq!(bh, [q(48), q(48), q(44), q(48), q(50)]);
    let median: Vec<Points> = [0, 2].map(|p| s.row(p).tie_breaks[1]).to_vec();
    assert_eq!(median, [q(28), q(26)]);
    let sb: Vec<Points> = (0..5).map(|p| s.row(p).tie_breaks[2]).collect();
    assert_eq!(sb, [q(31), q(23), q(31), q(28), q(21)]);
}

#[test]
fn the_table_by_round() {
    let s = run(&five_rounds(), &Settings::swiss());
    let entry = |round, opponent, outcome, points| Entry {
        round,
        opponent,
        outcome,
        points,
    };
    let w = Points::whole;
    assert_eq!(
        s.entries[0],
        [
            entry(1, Some((1, Color::Black)), Outcome::Win, w(1)),
            entry(2, Some((4, Color::White)), Outcome::Win, w(1)),
            entry(3, Some((3, Color::Black)), Outcome::Draw, q(2)),
            entry(4, Some((2, Color::White)), Outcome::Loss, w(0)),
            entry(5, None, Outcome::Bye, w(1)),
        ]
    );
    assert!(s.entries.iter().all(|e| e.len() == 5));
}

#[test]
fn an_absence_and_a_forfeit() {
    // 0 beats 1, is absent in round 2, wins round 3 by forfeit.
    let t = tournament(
        3,
        3,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(2, 1, 2, Some(Draw)),
            game(3, 2, 0, Some(Forfeit(White))),
        ],
    );
    let s = run(&t, &Settings::swiss());
    let zero = s.row(0);
    assert_eq!(zero.score, Points::whole(2));
    assert_eq!((zero.played, zero.wins, zero.forfeit_wins), (1, 1, 1));
    assert_eq!(s.entries[0][1].outcome, Outcome::Absent);
    // Round 1: 1's score with its absence as a draw, 1. Round 2: Svon = 1 + 1 + ½ × 1.
    // Round 3: Svon = 1 + 0 + 0.
    assert_eq!(zero.tie_breaks[0], q(18));
    // SB: 1 (beat 1) + 0 (absent) + 1 (the forfeit won).
    assert_eq!(zero.tie_breaks[2], Points::whole(2));
    // The same as played games: 1's score (½) and 2's (½).
    let s = run(&t, &Settings::round_robin());
    assert!(s.entries[0].iter().all(|e| e.outcome != Outcome::Absent));
    assert_eq!(s.row(0).tie_breaks[1], Points::whole(1));
}
