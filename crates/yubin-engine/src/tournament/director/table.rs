//! A stored tournament in the pure modules' terms: its players by seed, its games' results
//! (the one [`pairing::GameResult`] the pairings ([`yubin_domain::tournament`]) and the
//! standings ([`yubin_domain::standings`]) both read), and the crosstable the mails show.

use yubin_domain::model::{GameRecord, GameResult, GameState, TournamentView};
use yubin_domain::standings::{self, Bye, Standings, StandingsError, Withdrawal};
use yubin_domain::tournament::{self as pairing, Format, Pairing, Played, Seed};
use yubin_text::crosstable::Crosstable;

/// The index (the seed, once started) of `address` among the entrants.
pub(super) fn index_of(view: &TournamentView, address: &str) -> Option<usize> {
    view.entrants.iter().position(|e| e.address == address)
}

/// The round after which `address` withdraws now, as the crosstable says it (`withdrew
/// after round 2`; 0: before finishing a game), from the games as they stand before the
/// forfeits.
pub(super) fn withdrawn_after(view: &TournamentView, address: &str) -> u32 {
    let theirs = || view.games.iter().filter(|g| g.color_of(address).is_some());
    let round = |g: &GameRecord| g.setup.tournament.as_ref().map(|t| t.round);
    match view.record.terms.format {
        // Every round is under way at once: the last round they finished a game of.
        Format::RoundRobin { .. } => theirs()
            .filter(|g| g.state == GameState::Finished)
            .filter_map(round)
            .max()
            .unwrap_or(0),
        // Rounds follow each other: the last round they took part in (a game or a bye),
        // less one while a game of theirs in it is not over, since the forfeit about to end
        // it does not make it a round they played. The round under way is not the answer:
        // a Swiss player who left after round 2 is already in round 3's pairings.
        _ => {
            let byes = view.byes.iter().filter(|(_, a)| a == address);
            let last = theirs()
                .filter_map(round)
                .chain(byes.map(|(r, _)| *r))
                .max()
                .unwrap_or(0);
            let open = theirs().any(|g| g.state == GameState::Active && round(g) == Some(last));
            if open {
                last - 1
            } else {
                last
            }
        }
    }
}

/// The round and both players' indices of a tournament game.
pub(super) fn seats(view: &TournamentView, g: &GameRecord) -> Option<(u32, usize, usize)> {
    let slot = g.setup.tournament.as_ref()?;
    Some((
        slot.round,
        index_of(view, &g.setup.black)?,
        index_of(view, &g.setup.white)?,
    ))
}

/// A game's result in the tournament modules' terms (the pairings' and the standings' one
/// result); `None` while it is not over. A game not played (`forfeit`) is won by forfeit, or,
/// stored as a draw, lost by forfeit by both.
pub(super) fn result_of(g: &GameRecord) -> Option<pairing::GameResult> {
    if g.state != GameState::Finished {
        return None;
    }
    Some(match (g.result?, g.forfeit) {
        (GameResult::Win(c), false) => pairing::GameResult::Win(c),
        (GameResult::Win(c), true) => pairing::GameResult::Forfeit(c),
        (GameResult::Draw, false) => pairing::GameResult::Draw,
        (GameResult::Draw, true) => pairing::GameResult::Cancelled,
    })
}

/// The Swiss pairing's history: every round paired so far with its results.
pub(super) fn history(view: &TournamentView) -> Vec<Played> {
    let mut rounds: Vec<Played> = (0..view.round())
        .map(|_| Played {
            games: Vec::new(),
            byes: Vec::new(),
        })
        .collect();
    for g in &view.games {
        if let Some((round, black, white)) = seats(view, g) {
            rounds[round as usize - 1].games.push(pairing::Game {
                pairing: Pairing {
                    black: seed(black),
                    white: seed(white),
                },
                result: result_of(g),
            });
        }
    }
    for (round, address) in &view.byes {
        if let Some(p) = index_of(view, address) {
            rounds[*round as usize - 1].byes.push(seed(p));
        }
    }
    rounds
}

/// The seed of index `i` (entries are far below `u16::MAX`).
pub(super) fn seed(i: usize) -> Seed {
    Seed(u16::try_from(i).unwrap_or(u16::MAX))
}

/// The standings' settings of the tournament: its points and tie-breaks; unplayed games as
/// its format counts them.
pub(super) fn settings(view: &TournamentView) -> standings::Settings {
    let terms = &view.record.terms;
    let mut s = match terms.format {
        Format::RoundRobin { .. } => standings::Settings::round_robin(),
        _ => standings::Settings::swiss(),
    };
    s.points = terms.points;
    s.order.clone_from(&terms.tie_breaks);
    s
}

/// The standings now.
///
/// # Errors
/// The stored games do not fit together (a [`StandingsError`]).
pub(super) fn standings_of(view: &TournamentView) -> Result<Standings, StandingsError> {
    let terms = &view.record.terms;
    let players = view
        .entrants
        .iter()
        .map(|e| standings::Player {
            name: e.address.clone(),
            rating: e.rating.map(|r| r.rating.rating),
        })
        .collect();
    let games = view
        .games
        .iter()
        .filter_map(|g| {
            let (round, black, white) = seats(view, g)?;
            Some(standings::Game {
                round,
                black,
                white,
                result: result_of(g),
            })
        })
        .collect();
    let bye_points = terms.bye.points(&terms.points);
    let byes = view
        .byes
        .iter()
        .filter_map(|(round, address)| {
            Some(Bye {
                round: *round,
                player: index_of(view, address)?,
                points: bye_points,
            })
        })
        .collect();
    let withdrawals = view
        .entrants
        .iter()
        .enumerate()
        .filter_map(|(player, e)| {
            e.withdrawn_after.map(|after_round| Withdrawal {
                player,
                after_round,
            })
        })
        .collect();
    let rounds = match terms.format {
        Format::RoundRobin { .. } => terms.format.rounds(view.entrants.len()),
        _ => view.round(),
    }
    .max(view.round())
    .max(1);
    let t = standings::Tournament {
        players,
        rounds,
        games,
        byes,
        withdrawals,
    };
    standings::standings(&t, &settings(view))
}

/// The crosstable now, the entrants under their public names (never their addresses).
///
/// # Errors
/// As [`standings_of`].
pub(super) fn crosstable(view: &TournamentView) -> Result<Crosstable, StandingsError> {
    let names: Vec<&str> = view.entrants.iter().map(|e| e.shown()).collect();
    crosstable_named(view, &names)
}

/// The crosstable now, the entrants (in `view`'s order) called `names`.
///
/// # Errors
/// As [`standings_of`].
pub(super) fn crosstable_named(
    view: &TournamentView,
    names: &[impl AsRef<str>],
) -> Result<Crosstable, StandingsError> {
    let s = standings_of(view)?;
    Ok(Crosstable::new(
        &view.record.terms.name,
        view.record.terms.format,
        names,
        &s,
    ))
}
