//! Tournament pairings: round robin, Swiss and knockout, as pure functions of the players
//! and the results so far.
//!
//! No store, no I/O, no clock and no randomness: the same input always gives the same
//! pairings, and every tie is broken by a documented order (in the end by [`Seed`]). The
//! mail engine keeps the tournament's rows and calls these functions; nothing here knows
//! about mails, games in the store or player names.
//!
//! * [`round_robin`]: every round of a (double) round robin at once, by the Berger tables;
//! * [`swiss`]: the next round of a Swiss tournament from the results of the previous ones
//!   (the rules, their priority and what happens when no pairing exists are listed there);
//! * [`knockout`]: the seeded bracket, and the state of a match of several games with its
//!   tie-break games.
//!
//! # Players
//!
//! A tournament of `n` players numbers them by [`Seed`] `0..n` in the initial ranking
//! ([`seeding`]: by rating, highest first, then by the caller's stable key). Seed 0 is the
//! top seed. The [`Display`](fmt::Display) of a seed is its 1-based pairing number, as
//! crosstables print it.
//!
//! # Colours
//!
//! [`Color::Black`] moves first (the role White has in chess); "a colour" below is the side a
//! player gets in a game.
//!
//! ```
//! use yubin_domain::tournament::{round_robin, Seed};
//!
//! let rounds = round_robin::rounds(4, false)?;
//! assert_eq!(rounds.len(), 3);
//! // FIDE's Berger table for four players, round 1: 1-4, 2-3 (first named moves first).
//! assert_eq!(rounds[0].games[0].black, Seed(0));
//! assert_eq!(rounds[0].games[0].white, Seed(3));
//! # Ok::<(), yubin_domain::tournament::TournamentError>(())
//! ```
//!
//! # Results and points
//!
//! [`GameResult`] is how a game ended for every tournament module: the pairings here, the
//! standings ([`crate::standings`]) and the crosstable take `Option<GameResult>`,
//! `None` while the game is not over. [`GameResult::Forfeit`] is a game won by forfeit (not
//! played), [`GameResult::Cancelled`] one lost by forfeit by both sides. The store keeps a
//! game's result its own way ([`crate::model::GameResult`] and a forfeit flag); the
//! director maps it to this one.
//!
//! [`Points`] are exact (quarter points, so that the half of a half-point score that
//! Sonneborn-Berger takes stays exact), and the same type everywhere: the Swiss scores,
//! a knockout match's score, the standings' scores and tie-breaks, the crosstable. The
//! pairings count a game 1 / ½ / 0 ([`GameResult::points`]); the tournament's
//! [`PointSystem`](crate::standings::PointSystem) (a loss may score) applies to the
//! standings only.

pub mod knockout;
mod matching;
mod points;
pub mod round_robin;
pub mod swiss;

#[cfg(test)]
mod tests;

use std::fmt;
use yubin_rules::Color;

pub use points::Points;

/// The most players a tournament may have (a Swiss round costs `O(n²)` memory).
pub const MAX_PLAYERS: usize = 1000;

/// A player's place in the initial ranking, 0 for the top seed. Its
/// [`Display`](fmt::Display) is the 1-based pairing number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seed(pub u16);

impl Seed {
    /// The seed as an index into per-player arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", u32::from(self.0) + 1)
    }
}

/// One game of a round: who has which colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// The player with Black, who moves first.
    pub black: Seed,
    /// The player with White.
    pub white: Seed,
}

impl Pairing {
    /// The player with colour `color`.
    pub const fn side(self, color: Color) -> Seed {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The colour of `seed` in this game, `None` if it does not play in it.
    pub fn color_of(self, seed: Seed) -> Option<Color> {
        if seed == self.black {
            Some(Color::Black)
        } else if seed == self.white {
            Some(Color::White)
        } else {
            None
        }
    }
}

impl fmt::Display for Pairing {
    /// `3-7`: Black's pairing number first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.black, self.white)
    }
}

/// The pairings of one round.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Round {
    /// The round's number, from 1.
    pub number: u32,
    /// The games, board 1 first.
    pub games: Vec<Pairing>,
    /// The players who do not play this round but are paired (a bye: the odd player out of
    /// a round robin or Swiss round, a top seed in a knockout's first round). Withdrawn
    /// players are not listed.
    pub byes: Vec<Seed>,
}

impl fmt::Display for Round {
    /// `round 2: 7-4 5-3 1-2 bye 6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "round {}:", self.number)?;
        for g in &self.games {
            write!(f, " {g}")?;
        }
        for b in &self.byes {
            write!(f, " bye {b}")?;
        }
        Ok(())
    }
}

/// How a game ended: the one result the pairings, the standings
/// ([`crate::standings`]) and the crosstable read, as `Option<GameResult>` (`None`
/// while the game is not over). Module docs, "Results and points".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Played, won by this side (a loss on time is a played game).
    Win(Color),
    /// Played, drawn.
    Draw,
    /// Not played; this side scores the win (the opponent withdrew or never started).
    /// A forfeit counts as a meeting, but its colours do not count (FIDE C.04.1, C.04.3).
    Forfeit(Color),
    /// Not played and scored for nobody (both forfeited, or cancelled): both sides lose by
    /// forfeit.
    Cancelled,
}

impl GameResult {
    /// What `color` scored as the pairings count it: 1 for a win (over the board or by
    /// forfeit), ½ for a draw, 0 for a loss or a cancelled game, whatever the tournament's
    /// [`PointSystem`](crate::standings::PointSystem) (which only the standings
    /// apply).
    pub const fn points(self, color: Color) -> Points {
        match self {
            GameResult::Win(c) | GameResult::Forfeit(c) => {
                if c as usize == color as usize {
                    Points::whole(1)
                } else {
                    Points::ZERO
                }
            }
            GameResult::Draw => Points::halves(1),
            GameResult::Cancelled => Points::ZERO,
        }
    }

    /// Whether the game was played on the board (its colours count).
    pub const fn played(self) -> bool {
        matches!(self, GameResult::Win(_) | GameResult::Draw)
    }
}

/// A game of a round and its result, `None` while unfinished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Game {
    /// Who played whom with which colour.
    pub pairing: Pairing,
    /// How it ended.
    pub result: Option<GameResult>,
}

/// A round that was paired, with its results so far.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Played {
    /// The games.
    pub games: Vec<Game>,
    /// The byes given.
    pub byes: Vec<Seed>,
}

/// How a tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Everyone plays everyone (twice, once with each colour, when `double`).
    RoundRobin {
        /// Two cycles.
        double: bool,
    },
    /// `rounds` rounds, each paired from the results of the previous ones.
    Swiss {
        /// How many rounds.
        rounds: u32,
    },
    /// A seeded bracket of matches; the loser of a match is out.
    Knockout {
        /// The games of a match before tie-break games (at least 1).
        games_per_match: u32,
    },
}

impl Format {
    /// How many rounds a tournament of `players` has (for a knockout, rounds of matches).
    pub fn rounds(self, players: usize) -> u32 {
        match self {
            Format::RoundRobin { double } => {
                let per_cycle = (players + players % 2).saturating_sub(1) as u32;
                if double {
                    2 * per_cycle
                } else {
                    per_cycle
                }
            }
            Format::Swiss { rounds } => rounds,
            Format::Knockout { .. } => players.max(1).next_power_of_two().trailing_zeros(),
        }
    }
}

/// A player as the initial ranking sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Entrant {
    /// The rating (higher ranks first).
    pub rating: i32,
    /// A stable key that breaks equal ratings, lower first (e.g. the player's row id).
    pub key: i64,
}

/// The initial ranking: the indices of `entrants` in seed order (the first is [`Seed`] 0),
/// by rating, highest first, then by key, lowest first, then by index.
pub fn seeding(entrants: &[Entrant]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..entrants.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(entrants[i].rating), entrants[i].key, i));
    order
}

/// Why pairings could not be made. Each carries the offending input.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TournamentError {
    /// Fewer than 2 or more than [`MAX_PLAYERS`] players.
    PlayerCount(usize),
    /// A seed not below the number of players.
    UnknownSeed(Seed),
    /// A player paired twice in one round (the round's number, from 1).
    PairedTwice {
        /// The round.
        round: u32,
        /// The player.
        seed: Seed,
    },
    /// A game of an earlier round without a result (the round's number and the game).
    Unfinished {
        /// The round.
        round: u32,
        /// The game.
        pairing: Pairing,
    },
    /// Every round of the Swiss was paired already (the number of rounds).
    RoundsOver(u32),
    /// No pairing of the round without a repeated game or a second bye exists (the round).
    NoPairing(u32),
    /// A match of no games.
    NoGames,
    /// More results than the match has games (how many were given).
    TooManyResults(usize),
    /// An odd number of players to pair into matches (the number).
    OddBracket(usize),
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::PlayerCount(n) => {
                write!(f, "player count {n} outside 2 to {MAX_PLAYERS}")
            }
            TournamentError::UnknownSeed(s) => write!(f, "unknown player number {s}"),
            TournamentError::PairedTwice { round, seed } => {
                write!(f, "player {seed} paired twice in round {round}")
            }
            TournamentError::Unfinished { round, pairing } => {
                write!(f, "game {pairing} of round {round} has no result")
            }
            TournamentError::RoundsOver(n) => write!(f, "all {n} rounds are paired"),
            TournamentError::NoPairing(r) => {
                write!(f, "round {r} has no pairing without a repeated game")
            }
            TournamentError::NoGames => f.write_str("a match needs at least 1 game"),
            TournamentError::TooManyResults(n) => write!(f, "{n} results: more than the match has"),
            TournamentError::OddBracket(n) => {
                write!(f, "{n} players left: cannot pair into matches")
            }
        }
    }
}

impl std::error::Error for TournamentError {}

/// Checks a player count.
fn check_players(players: usize) -> Result<(), TournamentError> {
    if (2..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(TournamentError::PlayerCount(players))
    }
}

/// The seed of index `i` (below [`MAX_PLAYERS`]).
fn seed(i: usize) -> Seed {
    Seed(u16::try_from(i).expect("player index within MAX_PLAYERS"))
}
