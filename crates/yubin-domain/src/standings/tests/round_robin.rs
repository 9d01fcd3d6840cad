//! Round robins computed by hand, and the time of a large one.

use super::{game, places, q, run, tournament};
use crate::standings::{Outcome, PointSystem, Points, Settings, TieBreak, Withdrawal};
use crate::tournament::GameResult::{Draw, Win};
use std::time::Instant;
use yubin_rules::Color;
use yubin_rules::Color::{Black, White};

#[test]
fn four_players() {
    // A=0 B=1 C=2 D=3.
    let t = tournament(
        4,
        3,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Draw)),
            game(2, 2, 0, Some(Win(White))),
            game(2, 1, 3, Some(Win(Black))),
            game(3, 0, 3, Some(Draw)),
            game(3, 1, 2, Some(Win(White))),
        ],
    );
    let s = run(&t, &Settings::round_robin());
    // A 2½, C 1½, B and D 1: B has a win (Baumbach), D none.
    assert_eq!(places(&s), [(0, 1), (2, 2), (1, 3), (3, 4)]);
    let score: Vec<String> = s.rows.iter().map(|r| r.score.to_string()).collect();
    assert_eq!(score, ["2½", "1½", "1", "1"]);
    let a = s.row(0);
    assert_eq!((a.played, a.wins, a.draws, a.losses), (3, 2, 1, 0));
    assert_eq!(a.wins_with_white, 1);
    assert_eq!(s.row(2).wins_with_white, 1);
    assert!(!a.shared);
    // Baumbach, SB, DE.
    assert_eq!(
        a.tie_breaks,
        [Points::whole(2), Points::whole(3), Points::ZERO]
    );
    let sb: Vec<Points> = (0..4).map(|p| s.row(p).tie_breaks[1]).collect();
    assert_eq!(sb, [q(12), q(4), q(6), q(8)]);
    let table = s.by_opponent();
    assert_eq!(table[0][1].len(), 1);
    let cell = table[0][1][0];
    assert_eq!(cell.outcome, Outcome::Win);
    assert_eq!(cell.opponent, Some((1, Color::Black)));
    assert_eq!(table[1][0][0].outcome, Outcome::Loss);
    assert_eq!(table[1][0][0].opponent, Some((0, Color::White)));
    assert!(table[0][0].is_empty());
}

#[test]
fn four_players_with_lishogis_points() {
    let t = tournament(
        4,
        3,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Draw)),
            game(2, 2, 0, Some(Win(White))),
            game(2, 1, 3, Some(Win(Black))),
            game(3, 0, 3, Some(Draw)),
            game(3, 1, 2, Some(Win(White))),
        ],
    );
    let settings = Settings {
        points: PointSystem::LISHOGI,
        ..Settings::round_robin()
    };
    let s = run(&t, &settings);
    let scores: Vec<(usize, Points)> = s.rows.iter().map(|r| (r.player, r.score)).collect();
    let w = Points::whole;
    assert_eq!(scores, [(0, w(8)), (2, w(6)), (1, w(5)), (3, w(5))]);
}

/// Game `(i, j)`, `i < j`, of the 6-player table: round by Berger's circle, Black the lower
/// index when `i + j` is even.
fn six(i: usize, j: usize, result_for_i: char) -> crate::standings::Game {
    let round = if j == 5 {
        (2 * i) % 5 + 1
    } else {
        (i + j) % 5 + 1
    } as u32;
    let (black, white) = if (i + j).is_multiple_of(2) {
        (i, j)
    } else {
        (j, i)
    };
    let i_is_black = black == i;
    let result = match (result_for_i, i_is_black) {
        ('=', _) => Some(Draw),
        ('1', true) | ('0', false) => Some(Win(Black)),
        _ => Some(Win(White)),
    };
    game(round, black, white, result)
}

#[test]
fn six_players() {
    // Row i, column j > i: i's result against j.
    let results = ["?11==0", "??11==", "???111", "????1=", "?????1"];
    let mut games = Vec::new();
    for (i, row) in results.iter().enumerate() {
        for (j, c) in row.chars().enumerate().skip(i + 1) {
            games.push(six(i, j, c));
        }
    }
    assert_eq!(games.len(), 15);
    let s = run(&tournament(6, 5, games), &Settings::round_robin());
    // 2 has three wins; 0 and 1 (3 points, 2 wins) by SB 8 to 7; 3, 4, 5 (2 points, 1 win)
    // by SB 4½, 5, 5½.
    assert_eq!(places(&s), [(2, 1), (0, 2), (1, 3), (5, 4), (4, 5), (3, 6)]);
    let sb: Vec<Points> = (0..6).map(|p| s.row(p).tie_breaks[1]).collect();
    assert_eq!(sb, [q(32), q(28), q(24), q(18), q(20), q(22)]);
    let www: Vec<u32> = (0..6).map(|p| s.row(p).wins_with_white).collect();
    assert_eq!(www, [1, 1, 2, 1, 1, 0]);
    let wins: Vec<u32> = (0..6).map(|p| s.row(p).wins).collect();
    assert_eq!(wins, [2, 2, 3, 1, 1, 1]);
    assert!(s.rows.iter().all(|r| r.played == 5 && !r.shared));
    // Each cell of the table is the mirror of the other.
    let table = s.by_opponent();
    let mut cells = 0;
    for (i, row) in table.iter().enumerate() {
        for (j, cell) in row.iter().enumerate() {
            assert_eq!(cell.len(), usize::from(i != j));
            if let (Some(a), Some(b)) = (cell.first(), table[j][i].first()) {
                assert_eq!(a.round, b.round);
                assert_eq!(a.points + b.points, Points::whole(1));
                assert_ne!(a.opponent.unwrap().1, b.opponent.unwrap().1);
                cells += 1;
            }
        }
    }
    assert_eq!(cells, 30);
}

#[test]
fn a_withdrawal_loses_the_unfinished_games() {
    let mut t = tournament(
        3,
        1,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 1, 2, None),
            game(1, 2, 0, None),
        ],
    );
    let s = run(&t, &Settings::round_robin());
    assert_eq!(s.row(1).score, Points::ZERO);
    assert_eq!(s.row(2).score, Points::ZERO);
    t.withdrawals.push(Withdrawal {
        player: 1,
        after_round: 1,
    });
    let s = run(&t, &Settings::round_robin());
    assert_eq!(s.row(1).withdrawn, Some(1));
    assert_eq!(s.row(1).forfeit_losses, 1);
    assert_eq!(s.row(2).score, Points::whole(1));
    assert_eq!(
        (s.row(2).forfeit_wins, s.row(2).played, s.row(2).wins),
        (1, 0, 0)
    );
    // 0 and 2 on 1 point, one win for 0 over the board, none for 2.
    assert_eq!(places(&s), [(0, 1), (2, 2), (1, 3)]);
    assert_eq!(s.order[0], TieBreak::Baumbach);
}

#[test]
fn thirty_players_in_well_under_a_second() {
    let n = 30;
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut games = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let result = [Some(Win(Black)), Some(Win(White)), Some(Draw)][(seed % 3) as usize];
            games.push(game(((i + j) % (n - 1) + 1) as u32, i, j, result));
        }
    }
    assert_eq!(games.len(), 435);
    let t = tournament(n, 29, games);
    let start = Instant::now();
    let s = run(&t, &Settings::round_robin());
    let elapsed = start.elapsed();
    let total: Points = s.rows.iter().map(|r| r.score).sum();
    assert_eq!(total, Points::whole(435));
    println!("30-player round robin (435 games): standings in {elapsed:?}");
    assert!(elapsed.as_millis() < 500, "{elapsed:?}");
    let start = Instant::now();
    let s = run(&t, &Settings::swiss());
    println!("the same with the Swiss tie-breaks: {:?}", start.elapsed());
    assert_eq!(s.rows.len(), 30);
}
