//! Round robin: FIDE's printed Berger tables, golden tables, and every field size to 40.

use super::golden;
use crate::tournament::{round_robin, Format, Pairing, Seed, TournamentError};

fn table(players: usize, double: bool) -> String {
    let rounds = round_robin::rounds(players, double).expect("valid field");
    rounds.iter().map(|r| format!("{r}\n")).collect()
}

#[test]
fn matches_the_handbook_tables() {
    // FIDE Handbook C.05 Annex 1, the tables for 4 and 6 players (first named has White in
    // chess, Black here).
    assert_eq!(
        table(4, false),
        "round 1: 1-4 2-3\nround 2: 4-3 1-2\nround 3: 2-4 3-1\n"
    );
    assert_eq!(
        table(6, false),
        "round 1: 1-6 2-5 3-4\nround 2: 6-4 5-3 1-2\nround 3: 2-6 3-1 4-5\n\
         round 4: 6-5 1-4 2-3\nround 5: 3-6 4-2 5-1\n"
    );
}

#[test]
fn golden_tables() {
    let cases = [
        ("round_robin_4.txt", 4, false),
        ("round_robin_7.txt", 7, false),
        ("round_robin_12.txt", 12, false),
        ("double_round_robin_5.txt", 5, true),
    ];
    for (file, players, double) in cases {
        golden(file, &table(players, double));
    }
}

#[test]
fn refuses_too_few_players() {
    assert_eq!(
        round_robin::rounds(1, false),
        Err(TournamentError::PlayerCount(1))
    );
    assert_eq!(
        round_robin::rounds(0, true),
        Err(TournamentError::PlayerCount(0))
    );
}

/// Black games minus White games of each player over `games`.
fn differences(players: usize, games: &[Pairing]) -> Vec<i32> {
    let mut d = vec![0; players];
    for g in games {
        d[g.black.index()] += 1;
        d[g.white.index()] -= 1;
    }
    d
}

#[test]
fn every_field_to_40_meets_once_with_balanced_colours() {
    let mut checked = 0;
    for players in 2..=40 {
        for double in [false, true] {
            let rounds = round_robin::rounds(players, double).expect("valid field");
            let format = Format::RoundRobin { double };
            assert_eq!(rounds.len() as u32, format.rounds(players), "{players}");
            let mut count = vec![0; players * players];
            for (i, r) in rounds.iter().enumerate() {
                assert_eq!(r.number as usize, i + 1);
                let mut seen = vec![0; players];
                for g in &r.games {
                    seen[g.black.index()] += 1;
                    seen[g.white.index()] += 1;
                    count[g.black.index() * players + g.white.index()] += 1;
                }
                for b in &r.byes {
                    seen[b.index()] += 1;
                }
                // Everyone is in every round once: a game, or the odd field's bye.
                assert!(seen.iter().all(|&s| s == 1), "{players} round {}", r.number);
                assert_eq!(r.byes.len(), players % 2);
            }
            for a in 0..players {
                for b in 0..players {
                    if a != b {
                        let (ab, ba) = (count[a * players + b], count[b * players + a]);
                        if double {
                            assert_eq!((ab, ba), (1, 1), "{players}: {a} {b}");
                        } else {
                            assert_eq!(ab + ba, 1, "{players}: {a} {b}");
                        }
                    }
                }
            }
            let cycle = rounds.len() / if double { 2 } else { 1 };
            for part in rounds.chunks(cycle) {
                let games: Vec<Pairing> = part.iter().flat_map(|r| r.games.clone()).collect();
                let d = differences(players, &games);
                assert!(d.iter().all(|d| d.abs() <= 1), "{players}: {d:?}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 78);
}

#[test]
fn double_round_robins_never_give_three_same_colours_in_a_row() {
    let mut checked = 0;
    for players in 2..=40 {
        let rounds = round_robin::rounds(players, true).expect("valid field");
        for p in 0..players as u16 {
            // The colours of Seed(p)'s games, byes skipped.
            let colours: Vec<bool> = rounds
                .iter()
                .filter_map(|r| r.games.iter().find_map(|g| g.color_of(Seed(p))))
                .map(|c| c == yubin_rules::Color::Black)
                .collect();
            assert!(
                !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                "{players} players, {}: {colours:?}",
                p + 1
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 39);
}

#[test]
fn odd_fields_give_each_player_one_bye() {
    for players in (3..=39).step_by(2) {
        let rounds = round_robin::rounds(players, false).expect("valid field");
        let mut byes: Vec<Seed> = rounds.iter().flat_map(|r| r.byes.clone()).collect();
        byes.sort();
        let all: Vec<Seed> = (0..players as u16).map(Seed).collect();
        assert_eq!(byes, all, "{players}");
    }
}
