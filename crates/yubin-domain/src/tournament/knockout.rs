//! Knockout: a bracket seeded by rating, and matches of several games.
//!
//! # The bracket
//!
//! The bracket has `B` lines, `B` the smallest power of two not below the number of
//! players `n`. Its lines hold the seeds in the standard order ([`bracket_order`]: for 8,
//! pairing numbers `1 8 4 5 2 7 3 6`), built by replacing each seed `s` of the bracket of
//! half the size with `s` and `2·half + 1 − s`: the first round is `1–B, 2–(B−1), …`, and
//! if the higher seed always wins, the round of `2^k` players pairs seed `i` with seed
//! `2^k + 1 − i`, so the top two seeds can only meet in the final. The lines of the seeds
//! above `n` are empty: the top `B − n` seeds have a bye in the first round. From the
//! second round on, the winners of neighbouring lines meet ([`next_round`]).
//!
//! # A match
//!
//! A [`Match`] of `N` games between a higher seed and a lower one: game `i` (from 1) gives
//! the higher seed Black when `i` is odd, White when even. The games may all run at once
//! (correspondence) or one after another. Wins score 1, draws ½, forfeits as wins,
//! cancelled games nothing. The match is decided as soon as one player leads by more than
//! the games not yet finished could make up (in particular, after all `N` games, by the
//! higher score).
//!
//! A match tied after its `N` games goes on with **sudden-death pairs**: games `N+1` and
//! `N+2`, colours still alternating (so each player has each colour once in the pair),
//! started once every earlier game is finished; the first pair whose two games do not
//! score equal decides the match. Pairs continue until one does; nothing else (rating,
//! seed, lot) ever decides a match.

use super::{check_players, seed, GameResult, Pairing, Points, Seed, TournamentError};
use yubin_rules::Color;

/// The seeds (0-based) on the lines of a bracket of `size` lines, `size` a power of two.
///
/// # Panics
///
/// If `size` is not a power of two.
pub fn bracket_order(size: usize) -> Vec<usize> {
    assert!(
        size.is_power_of_two(),
        "bracket size {size} is not a power of two"
    );
    let mut order = vec![0];
    while order.len() < size {
        let last = 2 * order.len() - 1;
        order = order.iter().flat_map(|&s| [s, last - s]).collect();
    }
    order
}

/// A line pair of the first round: a match, or a seed with no opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// Two players meet.
    Match(Match),
    /// The seed goes through to the second round.
    Bye(Seed),
}

/// The first round of a knockout of `players` players, in bracket order (the winner of
/// the `2k`-th entry meets the winner of the `2k+1`-th in the next round).
///
/// # Errors
///
/// [`TournamentError::PlayerCount`] for fewer than 2 or more than
/// [`MAX_PLAYERS`](super::MAX_PLAYERS) players; [`TournamentError::NoGames`] if
/// `games_per_match` is 0.
pub fn first_round(players: usize, games_per_match: u32) -> Result<Vec<Line>, TournamentError> {
    check_players(players)?;
    if games_per_match == 0 {
        return Err(TournamentError::NoGames);
    }
    let order = bracket_order(players.next_power_of_two());
    Ok(order
        .chunks(2)
        .map(|pair| {
            let (high, low) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            if low < players {
                Line::Match(Match {
                    high: seed(high),
                    low: seed(low),
                    games: games_per_match,
                })
            } else {
                Line::Bye(seed(high))
            }
        })
        .collect())
}

/// The matches of the next round from the players going through, in bracket order (the
/// winners of the previous round's entries, byes included): the first meets the second,
/// the third the fourth, and so on.
///
/// # Errors
///
/// [`TournamentError::OddBracket`] for an odd number of players;
/// [`TournamentError::NoGames`] if `games_per_match` is 0.
pub fn next_round(advancing: &[Seed], games_per_match: u32) -> Result<Vec<Match>, TournamentError> {
    if advancing.len() % 2 == 1 {
        return Err(TournamentError::OddBracket(advancing.len()));
    }
    if games_per_match == 0 {
        return Err(TournamentError::NoGames);
    }
    Ok(advancing
        .chunks(2)
        .map(|pair| Match {
            high: pair[0].min(pair[1]),
            low: pair[0].max(pair[1]),
            games: games_per_match,
        })
        .collect())
}

/// A match between two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Match {
    /// The higher seed: Black in the odd-numbered games.
    pub high: Seed,
    /// The lower seed.
    pub low: Seed,
    /// The games before tie-break pairs (at least 1).
    pub games: u32,
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatchState {
    /// Over: the winner goes through. Games still running no longer matter.
    Decided {
        /// Who won the match.
        winner: Seed,
    },
    /// Game `number` (from 1) can start now, with these colours.
    Next {
        /// The game's number in the match.
        number: u32,
        /// Who has which colour.
        pairing: Pairing,
    },
    /// Every game due is started; waiting for results.
    Waiting,
}

impl Match {
    /// The colours of game `number` (from 1).
    pub fn game(&self, number: u32) -> Pairing {
        if number % 2 == 1 {
            Pairing {
                black: self.high,
                white: self.low,
            }
        } else {
            Pairing {
                black: self.low,
                white: self.high,
            }
        }
    }

    /// The score of each player (higher seed, lower seed) over the finished games among
    /// `results` (game `i + 1` at index `i`, `None` while unfinished).
    pub fn score(&self, results: &[Option<GameResult>]) -> (Points, Points) {
        let mut score = (Points::ZERO, Points::ZERO);
        for (i, r) in results.iter().enumerate() {
            if let Some(r) = r {
                let high = self.high_color(i);
                score.0 += r.points(high);
                score.1 += r.points(!high);
            }
        }
        score
    }

    /// Where the match stands given the results of the games started so far (game `i + 1`
    /// at index `i`, `None` while unfinished).
    ///
    /// # Errors
    ///
    /// [`TournamentError::NoGames`] for a match of 0 games;
    /// [`TournamentError::TooManyResults`] if more games were started than were due.
    pub fn state(&self, results: &[Option<GameResult>]) -> Result<MatchState, TournamentError> {
        if self.games == 0 {
            return Err(TournamentError::NoGames);
        }
        let n = self.games as usize;
        // The higher seed's lead over games `from..to`, in quarter points.
        let lead = |from: usize, to: usize| -> i64 {
            (from..to.min(results.len()))
                .filter_map(|i| results[i].map(|r| (i, r)))
                .map(|(i, r)| {
                    let high = self.high_color(i);
                    r.points(high).quarters() - r.points(!high).quarters()
                })
                .sum()
        };
        // The most one game can change a lead by: a win against nothing.
        let swing = Points::whole(1).quarters();
        let finished = |from: usize, to: usize| {
            (from..to.min(results.len()))
                .filter(|&i| results[i].is_some())
                .count()
        };
        let mut state = None;
        let mut due = n;
        let regular = lead(0, n);
        let open = (n - finished(0, n)) as i64;
        if regular.abs() > swing * open {
            state = Some(self.winner(regular));
        } else if open == 0 {
            let mut from = n;
            while state.is_none() {
                due = from + 2;
                if finished(from, due) < 2 {
                    break;
                }
                let pair = lead(from, due);
                if pair != 0 {
                    state = Some(self.winner(pair));
                }
                from = due;
            }
        }
        if results.len() > due {
            return Err(TournamentError::TooManyResults(results.len()));
        }
        Ok(state.unwrap_or_else(|| {
            if results.len() < due {
                let number = results.len() as u32 + 1;
                MatchState::Next {
                    number,
                    pairing: self.game(number),
                }
            } else {
                MatchState::Waiting
            }
        }))
    }

    /// The higher seed's colour in the game at index `i`.
    fn high_color(&self, i: usize) -> Color {
        self.game(i as u32 + 1)
            .color_of(self.high)
            .unwrap_or(Color::Black)
    }

    fn winner(&self, lead: i64) -> MatchState {
        MatchState::Decided {
            winner: if lead > 0 { self.high } else { self.low },
        }
    }
}
