//! Each tie-break separating two players equal on points, shared places, the refusals.

use super::{game, places, q, run, tournament};
use crate::standings::{
    standings, Bye, Game, Points, Settings, StandingsError, TieBreak, Tournament, Unplayed,
    Withdrawal,
};
use crate::tournament::GameResult::{Draw, Forfeit, Win};
use yubin_rules::Color::{Black, White};

fn only(order: &[TieBreak]) -> Settings {
    Settings {
        order: order.to_vec(),
        ..Settings::round_robin()
    }
}

/// Places of players 0 and 1 under `order`, and under no tie-break at all.
fn separated(t: &Tournament, order: &[TieBreak]) -> ((usize, usize), (usize, usize)) {
    let s = run(t, &only(order));
    let plain = run(t, &only(&[]));
    assert_eq!(s.row(0).score, s.row(1).score, "not tied on points");
    (
        (s.row(0).place, s.row(1).place),
        (plain.row(0).place, plain.row(1).place),
    )
}

#[test]
fn baumbach() {
    // 0: a win and a loss; 1: two draws.
    let t = tournament(
        4,
        1,
        vec![
            game(1, 0, 2, Some(Win(Black))),
            game(1, 3, 0, Some(Win(Black))),
            game(1, 1, 2, Some(Draw)),
            game(1, 3, 1, Some(Draw)),
        ],
    );
    let ((a, b), (c, d)) = separated(&t, &[TieBreak::Baumbach]);
    assert!(a < b);
    assert_eq!(c, d);
}

#[test]
fn wins_with_white() {
    // 0 wins with White, 1 with Black.
    let t = tournament(
        4,
        1,
        vec![
            game(1, 2, 0, Some(Win(White))),
            game(1, 1, 3, Some(Win(Black))),
        ],
    );
    let ((a, b), (c, d)) = separated(&t, &[TieBreak::Baumbach, TieBreak::WinsWithWhite]);
    assert!(a < b);
    assert_eq!(c, d);
    let s = run(&t, &only(&[TieBreak::Baumbach]));
    assert_eq!(s.row(0).place, s.row(1).place);
}

#[test]
fn sonneborn_berger() {
    // 0 beat 2 (1 point), 1 beat 3 (0 points).
    let t = tournament(
        4,
        1,
        vec![
            game(1, 0, 2, Some(Win(Black))),
            game(1, 1, 3, Some(Win(Black))),
            game(1, 2, 3, Some(Win(Black))),
        ],
    );
    let ((a, b), (c, d)) = separated(&t, &[TieBreak::SonnebornBerger]);
    assert!(a < b);
    assert_eq!(c, d);
}

#[test]
fn buchholz_where_sonneborn_berger_cannot() {
    // Both lost; 0 to 2 (2 points), 1 to 3 (1 point): SB 0 each, Buchholz 2 and 1.
    let t = tournament(
        4,
        1,
        vec![
            game(1, 2, 0, Some(Win(Black))),
            game(1, 3, 1, Some(Win(Black))),
            game(1, 2, 3, Some(Win(Black))),
        ],
    );
    let s = run(&t, &only(&[TieBreak::SonnebornBerger]));
    assert_eq!(s.row(0).place, s.row(1).place);
    let ((a, b), _) = separated(&t, &[TieBreak::Buchholz]);
    assert!(a < b);
    let s = run(&t, &only(&[TieBreak::Buchholz]));
    assert_eq!(s.row(0).tie_breaks[0], Points::whole(2));
}

#[test]
fn median_buchholz_where_buchholz_cannot() {
    // Opponents' scores: 0 met 2, 2, 2, 2 (Buchholz 8, median 4); 1 met 3, 3, 1½, ½
    // (Buchholz 8, median 4½). Players 2.. are fillers whose scores come from games against
    // the sink player 10.
    let mut games = Vec::new();
    // 0 and 1 draw all four of their games: 0 against 2, 3, 4, 5; 1 against 6, 7, 8, 9.
    for (player, opponents) in [(0, [2, 3, 4, 5]), (1, [6, 7, 8, 9])] {
        for o in opponents {
            games.push(game(1, player, o, Some(Draw)));
        }
    }
    // Each filler holds ½ from its draw; the half points it still needs.
    let extra = [
        (2, 3),
        (3, 3),
        (4, 3),
        (5, 3),
        (6, 5),
        (7, 5),
        (8, 2),
        (9, 0),
    ];
    for (filler, halves) in extra {
        for _ in 0..halves / 2 {
            games.push(game(1, filler, 10, Some(Win(Black))));
        }
        if halves % 2 == 1 {
            games.push(game(1, filler, 10, Some(Draw)));
        }
    }
    let t = tournament(11, 1, games);
    let s = run(&t, &only(&[TieBreak::Buchholz, TieBreak::MedianBuchholz]));
    let scores: Vec<Points> = (2..10).map(|p| s.row(p).score).collect();
    assert_eq!(scores, [8, 8, 8, 8, 12, 12, 6, 2].map(q));
    assert_eq!(s.row(0).tie_breaks, [Points::whole(8), Points::whole(4)]);
    assert_eq!(s.row(1).tie_breaks, [Points::whole(8), q(18)]);
    assert!(s.row(1).place < s.row(0).place);
    let s = run(&t, &only(&[TieBreak::Buchholz]));
    assert_eq!(s.row(0).place, s.row(1).place);
}

#[test]
fn direct_encounter() {
    // 0 beat 1; both end on 1 point (2 on 2, 3 on 0).
    let t = tournament(
        4,
        1,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 2, 0, Some(Win(Black))),
            game(1, 1, 3, Some(Win(Black))),
            game(1, 2, 3, Some(Win(Black))),
        ],
    );
    let ((a, b), (c, d)) = separated(&t, &[TieBreak::DirectEncounter]);
    assert!(a < b);
    assert_eq!(c, d);
}

#[test]
fn a_cycle_shares_the_place() {
    let t = tournament(
        3,
        1,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 1, 2, Some(Win(Black))),
            game(1, 2, 0, Some(Win(Black))),
        ],
    );
    let s = run(&t, &Settings::round_robin());
    assert_eq!(places(&s), [(0, 1), (1, 1), (2, 1)]);
    assert!(s.rows.iter().all(|r| r.shared));
    assert!(s.rows.iter().all(|r| r.tie_breaks[2] == Points::whole(1)));
}

#[test]
fn direct_encounter_needs_every_pair_to_have_met() {
    // 0, 1, 2 on 1 point; 0 beat 1, but 2 met neither.
    let t = tournament(
        5,
        1,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 3, 0, Some(Win(Black))),
            game(1, 1, 4, Some(Win(Black))),
            game(1, 2, 3, Some(Win(Black))),
        ],
    );
    let s = run(&t, &only(&[TieBreak::DirectEncounter]));
    let tied: Vec<usize> = (0..3).map(|p| s.row(p).place).collect();
    assert_eq!(tied, [tied[0]; 3]);
}

#[test]
fn direct_encounter_again_inside_a_part() {
    // 0, 1, 2, 3 all on 2 points. Among them 0 scores 2, 1 and 2 score 1½, 3 scores 1;
    // between 1 and 2 alone, 1 won.
    let t = tournament(
        5,
        1,
        vec![
            game(1, 0, 1, Some(Win(Black))),
            game(1, 0, 2, Some(Draw)),
            game(1, 0, 3, Some(Draw)),
            game(1, 1, 2, Some(Win(Black))),
            game(1, 1, 3, Some(Draw)),
            game(1, 2, 3, Some(Win(Black))),
            game(1, 1, 4, Some(Draw)),
            game(1, 2, 4, Some(Draw)),
            game(1, 3, 4, Some(Win(Black))),
        ],
    );
    let s = run(&t, &only(&[TieBreak::DirectEncounter]));
    assert!((0..4).all(|p| s.row(p).score == Points::whole(2)));
    assert_eq!(places(&s), [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
    // The value shown is the score among all four.
    let de: Vec<Points> = (0..4).map(|p| s.row(p).tie_breaks[0]).collect();
    assert_eq!(de, [q(8), q(6), q(6), q(4)]);
}

#[test]
fn forfeits_and_byes_as_played_in_a_round_robin() {
    let mut t = tournament(
        3,
        1,
        vec![
            game(1, 0, 1, Some(Forfeit(Black))),
            game(1, 1, 2, Some(Draw)),
        ],
    );
    t.byes.push(Bye {
        round: 1,
        player: 2,
        points: Points::whole(1),
    });
    let settings = Settings {
        order: vec![TieBreak::Buchholz, TieBreak::SonnebornBerger],
        unplayed: Unplayed::AsPlayed,
        ..Settings::round_robin()
    };
    let s = run(&t, &settings);
    // 0: a forfeit win over 1 (½): Buchholz ½, SB ½. 2: the draw with 1 counts (½, ¼),
    // the bye for nothing.
    assert_eq!(s.row(0).tie_breaks, [q(2), q(2)]);
    assert_eq!(s.row(2).score, q(6));
    assert_eq!(s.row(2).tie_breaks, [q(2), q(1)]);
}

#[test]
fn refusals() {
    let t = |games: Vec<Game>| tournament(2, 2, games);
    let cases: Vec<(Tournament, StandingsError, &str)> = vec![
        (
            t(vec![game(1, 0, 2, Some(Draw))]),
            StandingsError::UnknownPlayerInGame(game(1, 0, 2, Some(Draw))),
            "unknown player in game 0 - 2 of round 1",
        ),
        (
            t(vec![game(1, 1, 1, Some(Draw))]),
            StandingsError::SelfPaired(game(1, 1, 1, Some(Draw))),
            "player 1 paired with itself in round 1",
        ),
        (
            t(vec![game(3, 0, 1, Some(Draw))]),
            StandingsError::GameRoundOutOfRange(game(3, 0, 1, Some(Draw))),
            "game 0 - 1 in round 3 outside the rounds",
        ),
        (
            t(vec![game(0, 0, 1, Some(Draw))]),
            StandingsError::GameRoundOutOfRange(game(0, 0, 1, Some(Draw))),
            "game 0 - 1 in round 0 outside the rounds",
        ),
    ];
    let bye = Bye {
        round: 1,
        player: 5,
        points: Points::ZERO,
    };
    let withdrawal = Withdrawal {
        player: 1,
        after_round: 1,
    };
    let mut more = cases;
    let mut with_bye = t(vec![]);
    with_bye.byes.push(bye);
    more.push((
        with_bye,
        StandingsError::UnknownPlayerInBye(bye),
        "unknown player 5 in a bye of round 1",
    ));
    let mut late_bye = t(vec![]);
    let late = Bye {
        round: 9,
        player: 0,
        ..bye
    };
    late_bye.byes.push(late);
    more.push((
        late_bye,
        StandingsError::ByeRoundOutOfRange(late),
        "bye of player 0 in round 9 outside the rounds",
    ));
    let mut twice = t(vec![]);
    twice.withdrawals = vec![withdrawal, withdrawal];
    more.push((
        twice,
        StandingsError::RepeatedWithdrawal(withdrawal),
        "player 1 withdrawn twice",
    ));
    let unknown = Withdrawal {
        player: 7,
        ..withdrawal
    };
    let mut gone = t(vec![]);
    gone.withdrawals.push(unknown);
    more.push((
        gone,
        StandingsError::UnknownPlayerInWithdrawal(unknown),
        "unknown player 7 withdrawn",
    ));
    assert_eq!(more.len(), 8);
    for (tournament, error, text) in more {
        let got = standings(&tournament, &Settings::swiss()).unwrap_err();
        assert_eq!(got, error);
        assert_eq!(got.to_string(), text);
    }
}
