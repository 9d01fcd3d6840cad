//! Knockout: the bracket for 2 to 33 players, and matches with their tie-break pairs.

use crate::tournament::knockout::{
    bracket_order, first_round, next_round, Line, Match, MatchState,
};
use crate::tournament::{Format, GameResult, Pairing, Points, Seed, TournamentError};
use proptest::prelude::*;
use yubin_rules::Color;

#[test]
fn bracket_order_is_the_standard_one() {
    let numbers = |size| -> Vec<usize> { bracket_order(size).iter().map(|s| s + 1).collect() };
    assert_eq!(numbers(1), [1]);
    assert_eq!(numbers(2), [1, 2]);
    assert_eq!(numbers(4), [1, 4, 2, 3]);
    assert_eq!(numbers(8), [1, 8, 4, 5, 2, 7, 3, 6]);
    assert_eq!(
        numbers(16),
        [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    );
}

#[test]
fn six_players_give_the_top_two_a_bye() {
    let lines = first_round(6, 2).expect("valid field");
    let text: Vec<String> = lines
        .iter()
        .map(|l| match l {
            Line::Match(m) => format!("{}-{}", m.high, m.low),
            Line::Bye(s) => format!("bye {s}"),
        })
        .collect();
    assert_eq!(text, ["bye 1", "4-5", "bye 2", "3-6"]);
}

/// Who goes through from the first round when `winner` decides every match.
fn through(lines: &[Line], mut winner: impl FnMut(&Match) -> Seed) -> Vec<Seed> {
    lines
        .iter()
        .map(|l| match l {
            Line::Match(m) => winner(m),
            Line::Bye(s) => *s,
        })
        .collect()
}

#[test]
fn brackets_from_2_to_33_players() {
    let mut checked = 0;
    for players in 2..=33 {
        let lines = first_round(players, 1).expect("valid field");
        let size = players.next_power_of_two();
        assert_eq!(lines.len(), size / 2);
        let mut seen = vec![0; players];
        let mut byes = Vec::new();
        for l in &lines {
            match l {
                Line::Match(m) => {
                    assert!(m.high < m.low);
                    seen[m.high.index()] += 1;
                    seen[m.low.index()] += 1;
                }
                Line::Bye(s) => {
                    seen[s.index()] += 1;
                    byes.push(s.index());
                }
            }
        }
        assert!(seen.iter().all(|&n| n == 1), "{players}: {seen:?}");
        byes.sort();
        // The byes go to the top seeds.
        assert_eq!(byes, (0..size - players).collect::<Vec<_>>(), "{players}");

        // If the higher seed always wins, the round of 2^k pairs i with 2^k + 1 - i: the
        // top seeds meet last.
        let mut left = through(&lines, |m| m.high);
        let mut rounds = 1;
        while left.len() > 1 {
            let matches = next_round(&left, 1).expect("even");
            for m in &matches {
                assert_eq!(m.high.index() + m.low.index(), left.len() - 1, "{players}");
            }
            left = matches.iter().map(|m| m.high).collect();
            rounds += 1;
        }
        assert_eq!(left, [Seed(0)]);
        assert_eq!(
            rounds,
            Format::Knockout { games_per_match: 1 }.rounds(players)
        );

        // Upsets everywhere: the bracket still halves and ends with one player.
        let mut left = through(&lines, |m| m.low);
        while left.len() > 1 {
            left = next_round(&left, 1)
                .expect("even")
                .iter()
                .map(|m| m.low)
                .collect();
        }
        assert_eq!(left.len(), 1);
        checked += 1;
    }
    assert_eq!(checked, 32);
}

#[test]
fn refusals() {
    assert_eq!(first_round(1, 2), Err(TournamentError::PlayerCount(1)));
    assert_eq!(first_round(4, 0), Err(TournamentError::NoGames));
    assert_eq!(
        next_round(&[Seed(0), Seed(1), Seed(2)], 2),
        Err(TournamentError::OddBracket(3))
    );
    let m = Match {
        high: Seed(0),
        low: Seed(1),
        games: 0,
    };
    assert_eq!(m.state(&[]), Err(TournamentError::NoGames));
}

const HIGH: Seed = Seed(2);
const LOW: Seed = Seed(5);

fn two_games() -> Match {
    Match {
        high: HIGH,
        low: LOW,
        games: 2,
    }
}

fn next(number: u32, black: Seed, white: Seed) -> MatchState {
    MatchState::Next {
        number,
        pairing: Pairing { black, white },
    }
}

#[test]
fn a_tied_match_goes_on_by_pairs() {
    use GameResult::{Draw, Win};
    let m = two_games();
    let b = Some(Win(Color::Black));
    let d = Some(Draw);
    assert_eq!(m.state(&[]), Ok(next(1, HIGH, LOW)));
    assert_eq!(m.state(&[None]), Ok(next(2, LOW, HIGH)));
    assert_eq!(m.state(&[None, None]), Ok(MatchState::Waiting));
    assert_eq!(m.state(&[b, None]), Ok(MatchState::Waiting));
    // 1-1: games 3 and 4, one with each colour.
    assert_eq!(m.state(&[b, b]), Ok(next(3, HIGH, LOW)));
    assert_eq!(m.state(&[b, b, None]), Ok(next(4, LOW, HIGH)));
    assert_eq!(m.state(&[b, b, b, None]), Ok(MatchState::Waiting));
    // The pair is drawn 1-1: another pair.
    assert_eq!(m.state(&[b, b, b, b]), Ok(next(5, HIGH, LOW)));
    assert_eq!(m.state(&[b, b, d, d, d]), Ok(next(6, LOW, HIGH)));
    // The third pair: the low seed wins with Black in game 6.
    assert_eq!(
        m.state(&[b, b, d, d, d, b]),
        Ok(MatchState::Decided { winner: LOW })
    );
    assert_eq!(
        m.state(&[b, b, d, d, d, b, d]),
        Err(TournamentError::TooManyResults(7))
    );
}

#[test]
fn a_match_ends_when_the_rest_cannot_catch_up() {
    use GameResult::{Draw, Forfeit, Win};
    let m = Match {
        high: HIGH,
        low: LOW,
        games: 4,
    };
    let high_wins = |n: u32| {
        Some(if n % 2 == 1 {
            Win(Color::Black)
        } else {
            Win(Color::White)
        })
    };
    // 2-0 with two to play: not yet.
    assert_eq!(
        m.state(&[high_wins(1), high_wins(2)]),
        Ok(next(3, HIGH, LOW))
    );
    // 2½-½ with one game to play: decided.
    assert_eq!(
        m.state(&[high_wins(1), high_wins(2), Some(Draw)]),
        Ok(MatchState::Decided { winner: HIGH })
    );
    let decided = Ok(MatchState::Decided { winner: HIGH });
    assert_eq!(
        m.state(&[high_wins(1), None, Some(Draw), None]),
        Ok(MatchState::Waiting)
    );
    // 3-0 with game 4 running: decided, game 4 moot.
    assert_eq!(
        m.state(&[high_wins(1), high_wins(2), high_wins(3), None]),
        decided
    );
    // A forfeit scores as a win.
    let one = Match { games: 1, ..m };
    assert_eq!(
        one.state(&[Some(Forfeit(Color::White))]),
        Ok(MatchState::Decided { winner: LOW })
    );
    assert_eq!(
        one.score(&[Some(Forfeit(Color::White))]),
        (Points::ZERO, Points::whole(1))
    );
}

fn any_result() -> impl Strategy<Value = GameResult> {
    prop_oneof![
        3 => Just(GameResult::Win(Color::Black)),
        3 => Just(GameResult::Win(Color::White)),
        4 => Just(GameResult::Draw),
        1 => Just(GameResult::Forfeit(Color::Black)),
        1 => Just(GameResult::Cancelled),
    ]
}

proptest! {
    /// Played one game at a time, a match alternates colours, never waits, and is won by
    /// the player ahead: over the `N` games, or over the last pair, the earlier pairs tied.
    #[test]
    fn matches_alternate_and_end_with_the_leader(
        games in 1u32..=6,
        outcomes in proptest::collection::vec(any_result(), 40),
    ) {
        let m = Match { high: HIGH, low: LOW, games };
        let mut results = Vec::new();
        let mut outcomes = outcomes.into_iter();
        loop {
            match m.state(&results).expect("valid") {
                MatchState::Next { number, pairing } => {
                    prop_assert_eq!(number as usize, results.len() + 1);
                    let high = if number % 2 == 1 { Color::Black } else { Color::White };
                    prop_assert_eq!(pairing.side(high), HIGH);
                    prop_assert_eq!(pairing.side(!high), LOW);
                    match outcomes.next() {
                        Some(r) => results.push(Some(r)),
                        None => break,
                    }
                }
                MatchState::Waiting => prop_assert!(false, "waiting with every game finished"),
                MatchState::Decided { winner } => {
                    let n = games as usize;
                    let (regular, extra) = results.split_at(n.min(results.len()));
                    let (h, l) = m.score(regular);
                    if extra.is_empty() {
                        let leader_won = if winner == HIGH { h > l } else { l > h };
                        prop_assert!(leader_won);
                    } else {
                        prop_assert_eq!(h, l);
                        prop_assert_eq!(extra.len() % 2, 0);
                        let pairs = extra.len() / 2;
                        for p in 0..pairs {
                            let start = n + 2 * p;
                            let (a, b) = score_slice(&m, &results, start);
                            if p + 1 < pairs {
                                prop_assert_eq!(a, b);
                            } else {
                                let leader_won = if winner == HIGH { a > b } else { b > a };
                                prop_assert!(leader_won);
                            }
                        }
                    }
                    break;
                }
            }
        }
    }
}

/// The scores (high, low) of the two games from index `start`.
fn score_slice(m: &Match, results: &[Option<GameResult>], start: usize) -> (Points, Points) {
    let mut only = vec![None; results.len()];
    only[start] = results[start];
    only[start + 1] = results[start + 1];
    m.score(&only)
}
