//! Swiss: a golden tournament with a withdrawal, the bye, the refusals, and properties over
//! random fields and results.

use super::golden;
use crate::test_rng::Rng;
use crate::tournament::swiss::Swiss;
use crate::tournament::{Game, GameResult, Pairing, Played, Points, Round, Seed, TournamentError};
use proptest::prelude::*;
use yubin_rules::Color;

fn swiss(players: usize, rounds: u32) -> Swiss {
    Swiss {
        players,
        rounds,
        bye: Points::whole(1),
    }
}

/// A round played with `result` deciding each game.
fn play(round: &Round, mut result: impl FnMut(Pairing) -> GameResult) -> Played {
    Played {
        games: round
            .games
            .iter()
            .map(|&pairing| Game {
                pairing,
                result: Some(result(pairing)),
            })
            .collect(),
        byes: round.byes.clone(),
    }
}

/// A fixed rule: the higher seed wins, except that some boards are drawn and some upset.
fn fixed_result(p: Pairing) -> GameResult {
    let (b, w) = (p.black.index(), p.white.index());
    let higher = if b < w { Color::Black } else { Color::White };
    match (b + 2 * w) % 7 {
        0 | 3 => GameResult::Draw,
        5 => GameResult::Win(!higher),
        _ => GameResult::Win(higher),
    }
}

fn result_text(r: GameResult) -> &'static str {
    match r {
        GameResult::Win(Color::Black) => "1-0",
        GameResult::Win(Color::White) => "0-1",
        GameResult::Draw => "draw",
        GameResult::Forfeit(Color::Black) => "1-0 forfeit",
        GameResult::Forfeit(Color::White) => "0-1 forfeit",
        GameResult::Cancelled => "cancelled",
    }
}

#[test]
fn golden_nine_players_with_a_withdrawal() {
    let s = swiss(9, 5);
    let mut history = Vec::new();
    let mut text = String::new();
    let mut withdrawn = Vec::new();
    for number in 1..=5 {
        if number == 3 {
            // Pairing number 4 withdraws after round 2.
            withdrawn.push(Seed(3));
            text.push_str("withdrawn: 4\n");
        }
        let round = s.pair(&history, &withdrawn).expect("pairable");
        assert_eq!(round.number, number);
        assert!(
            round
                .games
                .iter()
                .all(|g| g.black != Seed(3) && g.white != Seed(3))
                || number < 3
        );
        let played = play(&round, fixed_result);
        text.push_str(&format!("round {number}:"));
        for g in &played.games {
            let r = g.result.expect("played");
            text.push_str(&format!(" {} {},", g.pairing, result_text(r)));
        }
        for b in &played.byes {
            text.push_str(&format!(" bye {b}"));
        }
        text.push('\n');
        history.push(played);
        if number < 5 {
            let scores = s.scores(&history).expect("valid history");
            let line: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}:{}", i + 1, p.as_f64()))
                .collect();
            text.push_str(&format!("scores: {}\n", line.join(" ")));
        }
    }
    assert_eq!(
        s.pair(&history, &withdrawn),
        Err(TournamentError::RoundsOver(5))
    );
    golden("swiss_9.txt", &text);
}

#[test]
fn first_round_is_top_half_against_bottom_half() {
    let round = swiss(9, 5).pair(&[], &[]).expect("pairable");
    assert_eq!(round.to_string(), "round 1: 1-5 6-2 3-7 8-4 bye 9");
}

#[test]
fn the_bye_goes_to_the_lowest_player_without_one() {
    let s = swiss(5, 4);
    let r1 = s.pair(&[], &[]).expect("pairable");
    assert_eq!(r1.byes, [Seed(4)]);
    // Everyone draws: the lowest is again pairing number 5, who had the bye (and leads by
    // half a point), so 4 gets it.
    let history = vec![play(&r1, |_| GameResult::Draw)];
    let r2 = s.pair(&history, &[]).expect("pairable");
    assert_eq!(r2.byes, [Seed(3)]);
    // With 3 withdrawn, four players are left and nobody has a bye.
    let r2 = s.pair(&history, &[Seed(2)]).expect("pairable");
    assert!(r2.byes.is_empty());
    assert!(r2.games.iter().all(|g| g.color_of(Seed(2)).is_none()));
}

#[test]
fn a_forfeit_win_counts_as_the_bye_and_the_meeting() {
    let s = swiss(3, 3);
    let r1 = s.pair(&[], &[]).expect("pairable");
    assert_eq!(r1.to_string(), "round 1: 1-2 bye 3");
    let history = vec![play(&r1, |_| GameResult::Forfeit(Color::White))];
    // 2 won by forfeit and 3 had the bye: only 1 can have it; 2 and 3 meet.
    let r2 = s.pair(&history, &[]).expect("pairable");
    assert_eq!(r2.byes, [Seed(0)]);
    assert_eq!(r2.games.len(), 1);
    let history = vec![history[0].clone(), play(&r2, |_| GameResult::Draw)];
    // Everyone met everyone and had a bye.
    assert_eq!(s.pair(&history, &[]), Err(TournamentError::NoPairing(3)));
}

#[test]
fn no_pairing_once_everyone_met() {
    let s = swiss(4, 4);
    let mut history = Vec::new();
    for _ in 0..3 {
        let round = s.pair(&history, &[]).expect("pairable");
        history.push(play(&round, fixed_result));
    }
    assert_eq!(s.pair(&history, &[]), Err(TournamentError::NoPairing(4)));
    assert_eq!(
        TournamentError::NoPairing(4).to_string(),
        "round 4 has no pairing without a repeated game"
    );
}

#[test]
fn refuses_malformed_histories() {
    let s = swiss(4, 3);
    let g = |b: u16, w: u16, result| Game {
        pairing: Pairing {
            black: Seed(b),
            white: Seed(w),
        },
        result,
    };
    let unfinished = Played {
        games: vec![g(0, 2, Some(GameResult::Draw)), g(1, 3, None)],
        byes: vec![],
    };
    assert_eq!(
        s.pair(&[unfinished], &[]),
        Err(TournamentError::Unfinished {
            round: 1,
            pairing: Pairing {
                black: Seed(1),
                white: Seed(3)
            }
        })
    );
    let twice = Played {
        games: vec![g(0, 2, Some(GameResult::Draw))],
        byes: vec![Seed(2)],
    };
    assert_eq!(
        s.pair(&[twice], &[]),
        Err(TournamentError::PairedTwice {
            round: 1,
            seed: Seed(2)
        })
    );
    let unknown = Played {
        games: vec![g(0, 4, Some(GameResult::Draw))],
        byes: vec![],
    };
    assert_eq!(
        s.pair(&[unknown], &[]),
        Err(TournamentError::UnknownSeed(Seed(4)))
    );
    assert_eq!(
        s.pair(&[], &[Seed(9)]),
        Err(TournamentError::UnknownSeed(Seed(9)))
    );
    assert_eq!(
        swiss(1, 3).pair(&[], &[]),
        Err(TournamentError::PlayerCount(1))
    );
}

/// Each player's colours over the played games, round by round.
fn colours(players: usize, history: &[Played]) -> Vec<Vec<Color>> {
    let mut c = vec![Vec::new(); players];
    for played in history {
        for g in &played.games {
            if g.result.is_some_and(GameResult::played) {
                c[g.pairing.black.index()].push(Color::Black);
                c[g.pairing.white.index()].push(Color::White);
            }
        }
    }
    c
}

#[test]
fn colours_stay_within_the_absolute_rules_on_ordinary_fields() {
    let mut checked = 0;
    for players in 8..=40 {
        let s = swiss(players, 7);
        let mut history = Vec::new();
        for _ in 0..7 {
            let round = s.pair(&history, &[]).expect("pairable");
            history.push(play(&round, fixed_result));
        }
        for (p, c) in colours(players, &history).iter().enumerate() {
            let d: i32 = c
                .iter()
                .map(|&c| if c == Color::Black { 1 } else { -1 })
                .sum();
            assert!(d.abs() <= 2, "{players} players, {}: {c:?}", p + 1);
            assert!(
                !c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                "{players} players, {}: {c:?}",
                p + 1
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 33);
}

/// The shared test generator, with the draws these tests need.
trait Draws {
    fn result(&mut self) -> GameResult;
}

impl Draws for Rng {
    fn result(&mut self) -> GameResult {
        match self.below(20) {
            0..=7 => GameResult::Win(Color::Black),
            8..=14 => GameResult::Win(Color::White),
            15..=17 => GameResult::Draw,
            18 => GameResult::Forfeit(Color::Black),
            _ => GameResult::Cancelled,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Whatever the results and withdrawals: nobody meets anybody twice, nobody has two
    /// byes nor a bye after a forfeit win, withdrawn players are out, everyone present plays or has the bye, and a
    /// round is refused only where Dirac's theorem no longer promises a pairing.
    #[test]
    fn swiss_never_repeats_and_gives_one_bye_each(
        players in 4usize..=40,
        rounds in 1u32..=12,
        seed in 1u64..,
        withdraw_rate in 0u64..=3,
    ) {
        let s = swiss(players, rounds);
        let mut rng = Rng(seed);
        let mut history: Vec<Played> = Vec::new();
        let mut withdrawn: Vec<Seed> = Vec::new();
        let mut met = vec![false; players * players];
        let mut byes = vec![0; players];
        let mut forfeit_wins = vec![false; players];
        for number in 1..=rounds {
            let round = match s.pair(&history, &withdrawn) {
                Ok(round) => round,
                Err(TournamentError::NoPairing(r)) => {
                    prop_assert_eq!(r, number);
                    let present = players - withdrawn.len();
                    prop_assert!(2 * (number as usize - 1) + 3 > present,
                        "round {} refused with {} present", number, present);
                    break;
                }
                Err(e) => return Err(TestCaseError::fail(e.to_string())),
            };
            prop_assert_eq!(round.number, number);
            let mut seen = vec![0; players];
            for g in &round.games {
                let (b, w) = (g.black.index(), g.white.index());
                prop_assert!(!met[b * players + w], "{} met twice", g);
                met[b * players + w] = true;
                met[w * players + b] = true;
                seen[b] += 1;
                seen[w] += 1;
            }
            for b in &round.byes {
                prop_assert!(!forfeit_wins[b.index()], "bye to {} after a forfeit win", b);
                byes[b.index()] += 1;
                seen[b.index()] += 1;
            }
            prop_assert!(byes.iter().all(|&b| b <= 1));
            let present = players - withdrawn.len();
            prop_assert_eq!(round.byes.len(), present % 2);
            for (p, &n) in seen.iter().enumerate() {
                let out = withdrawn.contains(&Seed(p as u16));
                prop_assert_eq!(n, usize::from(!out), "player {} in round {}", p + 1, number);
            }
            let played = play(&round, |_| rng.result());
            for g in &played.games {
                if g.result == Some(GameResult::Forfeit(Color::Black)) {
                    // A forfeit win counts as the winner's bye (C.04.1 d).
                    forfeit_wins[g.pairing.black.index()] = true;
                }
            }
            history.push(played);
            if rng.below(10) < withdraw_rate && players - withdrawn.len() > 2 {
                let w = Seed(rng.below(players as u64) as u16);
                if !withdrawn.contains(&w) {
                    withdrawn.push(w);
                }
            }
        }
    }
}

#[test]
fn the_score_group_pairs_inside_itself_when_it_can() {
    use GameResult::{Draw, Win};
    let game = |b: u16, w: u16, result| Game {
        pairing: Pairing {
            black: Seed(b),
            white: Seed(w),
        },
        result: Some(result),
    };
    let history = [
        Played {
            games: vec![
                game(0, 4, Win(Color::Black)),
                game(6, 2, Win(Color::White)),
                game(3, 1, Draw),
                game(5, 7, Draw),
            ],
            byes: vec![],
        },
        Played {
            games: vec![
                game(5, 0, Draw),
                game(2, 7, Draw),
                game(4, 3, Win(Color::White)),
                game(1, 6, Win(Color::Black)),
            ],
            byes: vec![],
        },
    ];
    // Pairing numbers 1 to 4 have 1½ each, and 2 met 4. The split and the colours would
    // pair 1 with 3, leaving 2 and 4 to float; 1 meets 2 instead, and 3 meets 4.
    let round = swiss(8, 3).pair(&history, &[]).expect("pairable");
    assert_eq!(
        round.games[..2],
        [
            Pairing {
                black: Seed(0),
                white: Seed(1)
            },
            Pairing {
                black: Seed(3),
                white: Seed(2)
            },
        ]
    );
}
