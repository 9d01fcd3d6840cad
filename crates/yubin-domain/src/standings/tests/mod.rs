//! The standings' tests: hand-computed round robins ([`round_robin`]), a Swiss with byes
//! and the virtual opponent ([`swiss`]), each tie-break separating two players and the
//! refusals ([`tie_breaks`]), withdrawals annulled or forfeited ([`withdrawals`]).

use super::{Game, Player, Points, Settings, Standings, Tournament};
use crate::tournament::GameResult;

mod round_robin;
mod swiss;
mod tie_breaks;
mod withdrawals;

fn players(n: usize) -> Vec<Player> {
    (0..n)
        .map(|i| Player {
            name: format!("p{i}@example.org"),
            rating: Some(1500.0 + i as f64),
        })
        .collect()
}

fn game(round: u32, black: usize, white: usize, result: Option<GameResult>) -> Game {
    Game {
        round,
        black,
        white,
        result,
    }
}

fn tournament(n: usize, rounds: u32, games: Vec<Game>) -> Tournament {
    Tournament {
        players: players(n),
        rounds,
        games,
        byes: vec![],
        withdrawals: vec![],
    }
}

/// Points from a decimal written as quarters: `q(10)` is 2½.
fn q(quarters: u32) -> Points {
    Points::halves(quarters).half()
}

/// `(player, place)` in ranking order.
fn places(s: &Standings) -> Vec<(usize, usize)> {
    s.rows.iter().map(|r| (r.player, r.place)).collect()
}

fn run(t: &Tournament, settings: &Settings) -> Standings {
    super::standings(t, settings).unwrap_or_else(|e| panic!("refused: {e}"))
}
