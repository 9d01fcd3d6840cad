//! A knockout's progress, worked out again from round 1 at each run: the bracket is a pure
//! function of the seeds, and each match's state of its games' results.

use super::{CorruptRow, Director};
use crate::tournament::director::table::{result_of, seats};
use yubin_domain::tournament::knockout::{self, Line, Match, MatchState};
use yubin_domain::tournament::Seed;

/// One place of a round: a match, or a player through on a bye.
#[derive(Clone, Copy)]
enum Place {
    Match(Match),
    Bye(Seed),
}

impl Director<'_> {
    /// Creates every game now due (a new round's matches, a tied match's sudden-death
    /// pair) and returns the champion's index once the final is decided.
    ///
    /// # Errors
    /// The stored games do not fit the bracket.
    pub(super) fn knockout(&mut self, games_per_match: u32) -> Result<Option<usize>, CorruptRow> {
        let n = self.view.entrants.len();
        let lines =
            knockout::first_round(n, games_per_match).map_err(|e| self.damaged(e.to_string()))?;
        let mut places: Vec<Place> = lines
            .into_iter()
            .map(|l| match l {
                Line::Match(m) => Place::Match(m),
                Line::Bye(s) => Place::Bye(s),
            })
            .collect();
        let mut round = 1;
        loop {
            let mut through = Vec::with_capacity(places.len());
            let mut decided = true;
            for place in places {
                match place {
                    Place::Bye(s) => {
                        let address = &self.view.entrants[s.index()].address;
                        if !self
                            .view
                            .byes
                            .iter()
                            .any(|(r, a)| *r == round && a == address)
                        {
                            self.bye(round, s);
                        }
                        through.push(s);
                    }
                    Place::Match(m) => match self.match_state(m, round)? {
                        Some(winner) => through.push(winner),
                        None => decided = false,
                    },
                }
            }
            if !decided {
                return Ok(None);
            }
            if through.len() == 1 {
                return Ok(Some(through[0].index()));
            }
            round += 1;
            places = knockout::next_round(&through, games_per_match)
                .map_err(|e| self.damaged(e.to_string()))?
                .into_iter()
                .map(Place::Match)
                .collect();
        }
    }

    /// The winner of match `m` of `round`, once decided; creates the games it needs.
    fn match_state(&mut self, m: Match, round: u32) -> Result<Option<Seed>, CorruptRow> {
        let out = |s: Seed| self.view.entrants[s.index()].withdrawn_after.is_some();
        match (out(m.high), out(m.low)) {
            (false, true) => return Ok(Some(m.high)),
            (true, false) => return Ok(Some(m.low)),
            // Both gone: the higher seed's line goes on (and loses its next match at once).
            (true, true) => return Ok(Some(m.high)),
            (false, false) => {}
        }
        let mut games: Vec<(u32, Option<_>)> = self
            .view
            .games
            .iter()
            .filter_map(|g| {
                let (r, b, w) = seats(&self.view, g)?;
                let pair = (b.min(w), b.max(w));
                (r == round && pair == (m.high.index(), m.low.index())).then(|| {
                    (
                        g.setup.tournament.as_ref().map_or(0, |t| t.board),
                        result_of(g),
                    )
                })
            })
            .collect();
        games.sort_by_key(|(board, _)| *board);
        let mut results: Vec<_> = games.into_iter().map(|(_, r)| r).collect();
        loop {
            match m.state(&results).map_err(|e| self.damaged(e.to_string()))? {
                MatchState::Decided { winner } => return Ok(Some(winner)),
                MatchState::Waiting => return Ok(None),
                MatchState::Next { number, pairing } => {
                    self.create_game(pairing.black, pairing.white, round, number)?;
                    self.view.record.round_started_at = Some(self.now);
                    self.changed = true;
                    results.push(None);
                }
            }
        }
    }
}
