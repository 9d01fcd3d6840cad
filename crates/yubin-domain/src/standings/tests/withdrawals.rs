//! Withdrawals: a round robin's player who finished fewer than half of their games has every
//! result annulled, one who finished half or more loses the games left by forfeit; a Swiss
//! never annuls.

use super::{game, places, q, run, tournament};
use crate::standings::{Outcome, Points, Settings, Standings, TieBreak, Tournament, Withdrawal};
use crate::tournament::GameResult::{Draw, Win};
use yubin_rules::Color;
use yubin_rules::Color::{Black, White};

/// Whether any entry of `s` is `outcome`.
fn any(s: &Standings, outcome: Outcome) -> bool {
    s.entries.iter().flatten().any(|e| e.outcome == outcome)
}

fn withdraw(t: &mut Tournament, player: usize, after_round: u32) {
    t.withdrawals.push(Withdrawal {
        player,
        after_round,
    });
}

/// A=0 B=1 C=2 D=3; D beats C in round 1, then withdraws with two games unfinished.
fn early_withdrawal() -> Tournament {
    let mut t = tournament(
        4,
        3,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Win(White))),
            game(2, 2, 0, Some(Win(White))),
            game(2, 1, 3, None),
            game(3, 3, 0, None),
            game(3, 1, 2, Some(Win(Black))),
        ],
    );
    withdraw(&mut t, 3, 1);
    t
}

#[test]
fn one_of_three_played_annuls_every_game() {
    let t = early_withdrawal();
    let s = run(&t, &Settings::round_robin());
    let scores: Vec<(usize, Points)> = s.rows.iter().map(|r| (r.player, r.score)).collect();
    let w = Points::whole;
    // D's win over C counts for nothing, nor do the games D left.
    assert_eq!(scores, [(0, w(2)), (1, w(1)), (2, w(0)), (3, w(0))]);
    let d = s.row(3);
    assert!(d.annulled);
    assert_eq!(d.withdrawn, Some(1));
    assert_eq!(
        (d.played, d.wins, d.losses, d.forfeit_wins, d.forfeit_losses),
        (0, 0, 0, 0, 0)
    );
    assert_eq!(d.tie_breaks, [Points::ZERO; 3]);
    let c = s.row(2);
    assert!(!c.annulled);
    assert_eq!((c.played, c.wins, c.losses), (2, 0, 2));
    let b = s.row(1);
    assert_eq!((b.played, b.forfeit_wins), (2, 0));
    // Every game of D, for both players: annulled, no points, opponent and colour kept.
    assert_eq!(s.entries[3].len(), 3);
    for e in &s.entries[3] {
        assert_eq!((e.outcome, e.points), (Outcome::Annulled, Points::ZERO));
        let (q, _) = e.opponent.unwrap();
        let mirror = s.entries[q]
            .iter()
            .find(|x| x.opponent.map(|o| o.0) == Some(3))
            .unwrap();
        assert_eq!(
            (mirror.outcome, mirror.points),
            (Outcome::Annulled, Points::ZERO)
        );
    }
    let table = s.by_opponent();
    assert_eq!(table[2][3][0].opponent, Some((3, Color::Black)));
    assert_eq!(table[3][2][0].opponent, Some((2, Color::White)));
    // C and D on 0: no wins (Baumbach), SB 0, and no direct encounter that counts (their
    // game is annulled): they share third place.
    assert_eq!(places(&s), [(0, 1), (1, 2), (2, 3), (3, 3)]);
    assert!(c.shared && d.shared);
    // Baumbach, SB, DE: A beat B (1 point) and C (0).
    assert_eq!(
        s.row(0).tie_breaks,
        [Points::whole(2), Points::whole(1), Points::ZERO]
    );
    assert_eq!(c.tie_breaks, [Points::ZERO; 3]);

    // Buchholz leaves D out too: C met A (2) and B (1).
    let settings = Settings {
        order: vec![TieBreak::Buchholz, TieBreak::MedianBuchholz],
        ..Settings::round_robin()
    };
    let s = run(&t, &settings);
    let bh: Vec<Points> = (0..4).map(|p| s.row(p).tie_breaks[0]).collect();
    assert_eq!(bh, [w(1), w(2), w(3), w(0)]);
    assert_eq!(places(&s), [(0, 1), (1, 2), (2, 3), (3, 4)]);

    // Without the rule D's win stands and the games left are forfeits.
    let settings = Settings {
        annul_below_half: false,
        ..Settings::round_robin()
    };
    let s = run(&t, &settings);
    assert!(!s.row(3).annulled);
    assert_eq!(s.row(3).score, w(1));
    assert_eq!(s.row(3).forfeit_losses, 2);
    assert_eq!(places(&s), [(0, 1), (1, 2), (3, 3), (2, 4)]);
}

#[test]
fn two_of_three_played_forfeit_the_last() {
    // D beats C and draws B, then withdraws: the game with A is lost by forfeit.
    let mut t = tournament(
        4,
        3,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Win(White))),
            game(2, 2, 0, Some(Draw)),
            game(2, 1, 3, Some(Draw)),
            game(3, 3, 0, None),
            game(3, 1, 2, Some(Win(Black))),
        ],
    );
    withdraw(&mut t, 3, 2);
    let s = run(&t, &Settings::round_robin());
    let d = s.row(3);
    assert!(!d.annulled);
    assert_eq!(d.withdrawn, Some(2));
    assert_eq!((d.played, d.wins, d.draws, d.forfeit_losses), (2, 1, 1, 1));
    assert_eq!(d.score, q(6));
    let a = s.row(0);
    assert_eq!((a.played, a.forfeit_wins, a.score), (2, 1, q(10)));
    let table = s.by_opponent();
    assert_eq!(table[3][0][0].outcome, Outcome::ForfeitLoss);
    assert_eq!(table[0][3][0].outcome, Outcome::ForfeitWin);
    assert_eq!(table[3][2][0].outcome, Outcome::Win);
    assert!(!any(&s, Outcome::Annulled));
    // A 2½; B and D 1½, a win each, SB 1¼ each (beat C on ½, drew the other on 1½), and
    // their game drawn: they share second place; C ½.
    assert_eq!(places(&s), [(0, 1), (1, 2), (3, 2), (2, 4)]);
    assert_eq!(d.tie_breaks, [Points::whole(1), q(5), q(2)]);
}

/// Three players, two cycles: 2 plays four games, finishes `played` of them (rounds 2 and
/// 3), then withdraws.
fn double_round_robin(played: usize) -> Tournament {
    let mut t = tournament(
        3,
        6,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(2, 2, 0, if played >= 1 { Some(Draw) } else { None }),
            game(3, 1, 2, if played >= 2 { Some(Win(White)) } else { None }),
            game(4, 1, 0, Some(Draw)),
            game(5, 0, 2, None),
            game(6, 2, 1, None),
        ],
    );
    withdraw(&mut t, 2, 3);
    t
}

#[test]
fn exactly_half_played_is_not_annulled() {
    // 2 of 4: the results stand, the two games left are forfeited.
    let s = run(&double_round_robin(2), &Settings::round_robin());
    let p = s.row(2);
    assert!(!p.annulled);
    assert_eq!((p.played, p.forfeit_losses, p.score), (2, 2, q(6)));
    assert_eq!((s.row(0).score, s.row(1).score), (q(12), q(6)));
    // 1 of 4: annulled; 0 and 1 keep only their own two games.
    let s = run(&double_round_robin(1), &Settings::round_robin());
    let p = s.row(2);
    assert!(p.annulled);
    assert_eq!((p.played, p.forfeit_losses, p.score), (0, 0, Points::ZERO));
    assert_eq!((s.row(0).score, s.row(1).score), (q(6), q(2)));
    let annulled = s.entries[2]
        .iter()
        .filter(|e| e.outcome == Outcome::Annulled);
    assert_eq!(annulled.count(), 4);
}

#[test]
fn a_swiss_never_annuls() {
    let t = early_withdrawal();
    let s = run(&t, &Settings::swiss());
    let d = s.row(3);
    assert!(!d.annulled);
    assert_eq!((d.played, d.wins, d.forfeit_losses), (1, 1, 2));
    assert!(!any(&s, Outcome::Annulled));
    // With the rule switched on, the virtual opponent's mode still takes annulled rounds
    // for nothing: no absence, no virtual opponent.
    let settings = Settings {
        annul_below_half: true,
        ..Settings::swiss()
    };
    let s = run(&t, &settings);
    assert!(s.row(3).annulled);
    assert!(!any(&s, Outcome::Absent));
    assert_eq!(s.row(3).tie_breaks, vec![Points::ZERO; 6]);
    // C's Buchholz: A (2) and B (1) as played, D's round nothing.
    assert_eq!(s.row(2).tie_breaks[0], Points::whole(3));
}
