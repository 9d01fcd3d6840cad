//! Round robin by the Berger tables (FIDE Handbook C.05, Annex 1, "Berger Tables for
//! Round-Robin Tournaments").
//!
//! Correspondence sections start every game at once, but the rounds are kept for the
//! crosstable and the order of the table.
//!
//! # Construction
//!
//! For an even number `n` of players (pairing numbers `1..=n`; an odd field adds a dummy
//! `n + 1`, and a player paired with it has the round's bye):
//!
//! * round 1 is `1-n, 2-(n-1), 3-(n-2), …`, the first named with Black (FIDE's White);
//! * player `n` stays on board 1 and alternates colours: second in odd rounds, first in
//!   even rounds;
//! * from one round to the next every other number `k` becomes `k + n/2`, counted modulo
//!   `n - 1` in `1..=n-1`, board by board and keeping the sides.
//!
//! This reproduces the tables printed in the Handbook (for 4 players: `1-4 2-3`, `4-3 1-2`,
//! `2-4 3-1`). The tables balance colours: every player's count of Black and White games
//! differs by at most one (with a dummy, over the games actually played).
//!
//! A double round robin plays the table twice, the second cycle with every game's colours
//! reversed (rounds `n`..`2n-2`), so each pairing is played once with each colour. As the
//! Handbook recommends, the last two rounds of the first cycle are exchanged (with 3 rounds
//! or more a cycle), so that nobody has the same colour three times in a row at the turn of
//! the cycle: otherwise numbers 1 and `n/2 + 1` would.

use super::{check_players, seed, Pairing, Round, Seed, TournamentError};

/// Every round of a round robin of `players` players (seeds `0..players`), in order;
/// `double`: both cycles.
///
/// # Errors
///
/// [`TournamentError::PlayerCount`] for fewer than 2 or more than
/// [`MAX_PLAYERS`](super::MAX_PLAYERS) players.
pub fn rounds(players: usize, double: bool) -> Result<Vec<Round>, TournamentError> {
    check_players(players)?;
    let n = players + players % 2;
    let cycle: Vec<Round> = (1..n).map(|r| berger_round(players, n, r)).collect();
    if !double {
        return Ok(cycle);
    }
    let cycle_len = cycle.len() as u32;
    let mut all = cycle.clone();
    if all.len() >= 3 {
        // FIDE's recommendation for double round robins: the last two rounds of the first
        // cycle are exchanged, so that nobody has the same colour three times in a row at
        // the turn of the cycle.
        let k = all.len();
        all.swap(k - 2, k - 1);
        all[k - 2].number = (k - 1) as u32;
        all[k - 1].number = k as u32;
    }
    all.extend(cycle.into_iter().map(|r| {
        Round {
            number: r.number + cycle_len,
            games: r
                .games
                .iter()
                .map(|g| Pairing {
                    black: g.white,
                    white: g.black,
                })
                .collect(),
            byes: r.byes,
        }
    }));
    Ok(all)
}

/// Round `r` (1-based) of the Berger table of `n` (even) numbers, of which those above
/// `players` are the dummy.
fn berger_round(players: usize, n: usize, r: usize) -> Round {
    let half = n / 2;
    // The number on circle place `k` (1..n) in round `r`.
    let shifted = |k: usize| (k - 1 + (r - 1) * half) % (n - 1) + 1;
    let mut games = Vec::with_capacity(half);
    let mut byes = Vec::new();
    for board in 1..=half {
        let (first, second) = if board == 1 {
            if r % 2 == 1 {
                (shifted(1), n)
            } else {
                (n, shifted(1))
            }
        } else {
            (shifted(board), shifted(n + 1 - board))
        };
        let number = |k: usize| -> Option<Seed> { (k <= players).then(|| seed(k - 1)) };
        match (number(first), number(second)) {
            (Some(black), Some(white)) => games.push(Pairing { black, white }),
            (Some(s), None) | (None, Some(s)) => byes.push(s),
            (None, None) => {}
        }
    }
    Round {
        number: r as u32,
        games,
        byes,
    }
}
