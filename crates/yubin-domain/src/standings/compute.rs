//! Scores, tie-breaks and places (the rules are in the module docs of
//! [`crate::standings`]).

use super::{
    Entry, Outcome, PointSystem, Points, Row, Settings, Standings, StandingsError, TieBreak,
    Tournament, Unplayed,
};
use crate::tournament::GameResult;
use yubin_rules::Color;

/// The standings of `tournament` under `settings`.
///
/// # Errors
///
/// A [`StandingsError`] for a game, bye or withdrawal that names an unknown player or lies
/// outside the rounds, a player paired with itself, a player withdrawn twice.
pub fn standings(
    tournament: &Tournament,
    settings: &Settings,
) -> Result<Standings, StandingsError> {
    check(tournament)?;
    let annulled = annulled(tournament, settings);
    let entries = entries(tournament, settings, &annulled);
    let table = Table {
        points: settings.points,
        unplayed: settings.unplayed,
        rounds: tournament.rounds,
        scores: entries
            .iter()
            .map(|e| e.iter().map(|x| x.points).sum())
            .collect(),
        entries: &entries,
    };
    let n = tournament.players.len();
    let mut values: Vec<Vec<Points>> = settings
        .order
        .iter()
        .map(|tb| (0..n).map(|p| table.value(*tb, p)).collect())
        .collect();
    let groups = rank(&table, &settings.order, &mut values);

    let mut withdrawn = vec![None; n];
    for w in &tournament.withdrawals {
        withdrawn[w.player] = Some(w.after_round);
    }
    let mut rows = Vec::with_capacity(n);
    let mut place = 1;
    for group in groups {
        for &p in &group {
            let count = |o: Outcome| table.entries[p].iter().filter(|e| e.outcome == o).count();
            let wins_with_white = table.entries[p]
                .iter()
                .filter(|e| {
                    e.outcome == Outcome::Win && matches!(e.opponent, Some((_, Color::White)))
                })
                .count();
            rows.push(Row {
                player: p,
                place,
                shared: group.len() > 1,
                rating: tournament.players[p].rating,
                score: table.scores[p],
                played: table.entries[p]
                    .iter()
                    .filter(|e| e.outcome.is_played())
                    .count() as u32,
                wins: count(Outcome::Win) as u32,
                draws: count(Outcome::Draw) as u32,
                losses: count(Outcome::Loss) as u32,
                wins_with_white: wins_with_white as u32,
                forfeit_wins: count(Outcome::ForfeitWin) as u32,
                forfeit_losses: count(Outcome::ForfeitLoss) as u32,
                withdrawn: withdrawn[p],
                annulled: annulled[p],
                tie_breaks: values.iter().map(|v| v[p]).collect(),
            });
        }
        place += group.len();
    }
    Ok(Standings {
        rows,
        order: settings.order.clone(),
        entries,
    })
}

fn check(t: &Tournament) -> Result<(), StandingsError> {
    let n = t.players.len();
    let in_rounds = |r: u32| (1..=t.rounds).contains(&r);
    for g in &t.games {
        if g.black >= n || g.white >= n {
            return Err(StandingsError::UnknownPlayerInGame(*g));
        }
        if g.black == g.white {
            return Err(StandingsError::SelfPaired(*g));
        }
        if !in_rounds(g.round) {
            return Err(StandingsError::GameRoundOutOfRange(*g));
        }
    }
    for b in &t.byes {
        if b.player >= n {
            return Err(StandingsError::UnknownPlayerInBye(*b));
        }
        if !in_rounds(b.round) {
            return Err(StandingsError::ByeRoundOutOfRange(*b));
        }
    }
    let mut seen = vec![false; n];
    for w in &t.withdrawals {
        if w.player >= n {
            return Err(StandingsError::UnknownPlayerInWithdrawal(*w));
        }
        if std::mem::replace(&mut seen[w.player], true) {
            return Err(StandingsError::RepeatedWithdrawal(*w));
        }
    }
    Ok(())
}

/// Per player, whether the withdrawal rule annuls all their results: withdrawn, and fewer
/// than half of all their games finished over the board (module docs, "Withdrawals").
fn annulled(t: &Tournament, settings: &Settings) -> Vec<bool> {
    let mut annulled = vec![false; t.players.len()];
    if !settings.annul_below_half {
        return annulled;
    }
    for w in &t.withdrawals {
        let theirs = || {
            t.games
                .iter()
                .filter(|g| g.black == w.player || g.white == w.player)
        };
        let total = theirs().count();
        let played = theirs()
            .filter(|g| g.result.is_some_and(GameResult::played))
            .count();
        annulled[w.player] = played * 2 < total;
    }
    annulled
}

/// Every player's entries by round: games, byes and (virtual-opponent mode) absences; the
/// games of an `annulled` player annulled for both sides.
fn entries(t: &Tournament, settings: &Settings, annulled: &[bool]) -> Vec<Vec<Entry>> {
    let n = t.players.len();
    let mut withdrawn = vec![false; n];
    for w in &t.withdrawals {
        withdrawn[w.player] = true;
    }
    let points = |o: Outcome| -> Points {
        let s = &settings.points;
        match o {
            Outcome::Win | Outcome::ForfeitWin => s.win,
            Outcome::Draw => s.draw,
            Outcome::Loss => s.loss,
            Outcome::ForfeitLoss => s.forfeit_loss,
            Outcome::Unfinished | Outcome::Bye | Outcome::Absent | Outcome::Annulled => {
                Points::ZERO
            }
        }
    };
    let mut entries = vec![Vec::new(); n];
    for g in &t.games {
        use Outcome::*;
        let (black, white) = match g.result {
            _ if annulled[g.black] || annulled[g.white] => (Annulled, Annulled),
            Some(GameResult::Win(Color::Black)) => (Win, Loss),
            Some(GameResult::Win(Color::White)) => (Loss, Win),
            Some(GameResult::Draw) => (Draw, Draw),
            Some(GameResult::Forfeit(Color::Black)) => (ForfeitWin, ForfeitLoss),
            Some(GameResult::Forfeit(Color::White)) => (ForfeitLoss, ForfeitWin),
            Some(GameResult::Cancelled) => (ForfeitLoss, ForfeitLoss),
            None => match (withdrawn[g.black], withdrawn[g.white]) {
                (true, true) => (ForfeitLoss, ForfeitLoss),
                (true, false) => (ForfeitLoss, ForfeitWin),
                (false, true) => (ForfeitWin, ForfeitLoss),
                (false, false) => (Unfinished, Unfinished),
            },
        };
        for (player, opponent, color, outcome) in [
            (g.black, g.white, Color::Black, black),
            (g.white, g.black, Color::White, white),
        ] {
            entries[player].push(Entry {
                round: g.round,
                opponent: Some((opponent, color)),
                outcome,
                points: points(outcome),
            });
        }
    }
    for b in &t.byes {
        entries[b.player].push(Entry {
            round: b.round,
            opponent: None,
            outcome: Outcome::Bye,
            points: b.points,
        });
    }
    for list in &mut entries {
        if settings.unplayed == Unplayed::VirtualOpponent {
            let mut busy = vec![false; t.rounds as usize + 1];
            for e in list.iter() {
                busy[e.round as usize] = true;
            }
            for round in 1..=t.rounds {
                if !busy[round as usize] {
                    list.push(Entry {
                        round,
                        opponent: None,
                        outcome: Outcome::Absent,
                        points: Points::ZERO,
                    });
                }
            }
        }
        list.sort_by_key(|e| (e.round, e.opponent.map(|(o, _)| o)));
    }
    entries
}

/// What the tie-breaks read.
struct Table<'a> {
    points: PointSystem,
    unplayed: Unplayed,
    rounds: u32,
    scores: Vec<Points>,
    entries: &'a [Vec<Entry>],
}

/// A result as the virtual opponent rule and Sonneborn-Berger see it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Won,
    Drawn,
    Lost,
}

impl Table<'_> {
    fn class(&self, e: &Entry) -> Class {
        match e.outcome {
            Outcome::Win | Outcome::ForfeitWin => Class::Won,
            Outcome::Draw => Class::Drawn,
            Outcome::Bye if e.points >= self.points.win => Class::Won,
            Outcome::Bye if e.points >= self.points.draw => Class::Drawn,
            _ => Class::Lost,
        }
    }

    /// A player's score as it enters an opponent's Buchholz and Sonneborn-Berger.
    fn opponent_score(&self, q: usize) -> Points {
        match self.unplayed {
            Unplayed::AsPlayed => self.scores[q],
            Unplayed::VirtualOpponent => self.entries[q]
                .iter()
                .map(|e| {
                    if e.outcome.is_unplayed() {
                        self.points.draw
                    } else {
                        e.points
                    }
                })
                .sum(),
        }
    }

    /// The final score of the virtual opponent of `p`'s unplayed entry `e`.
    fn virtual_opponent(&self, p: usize, e: &Entry) -> Points {
        let before: Points = self.entries[p]
            .iter()
            .filter(|x| x.round < e.round)
            .map(|x| x.points)
            .sum();
        let complement = match self.class(e) {
            Class::Won => self.points.loss,
            Class::Drawn => self.points.draw,
            Class::Lost => self.points.win,
        };
        before + complement + self.points.draw * (self.rounds - e.round)
    }

    /// Each entry's contribution to Buchholz, with its class, for the entries that have one.
    fn contributions(&self, p: usize) -> Vec<(Points, Class)> {
        let mut out = Vec::new();
        for e in &self.entries[p] {
            let virtual_rule = self.unplayed == Unplayed::VirtualOpponent;
            let value = match (e.outcome, e.opponent) {
                (Outcome::Unfinished | Outcome::Annulled, _) => continue,
                (o, _) if virtual_rule && o.is_unplayed() => self.virtual_opponent(p, e),
                (_, Some((q, _))) => self.opponent_score(q),
                (_, None) => continue,
            };
            out.push((value, self.class(e)));
        }
        out
    }

    /// The value of a tie-break that does not depend on the group (direct encounter is
    /// computed in [`rank`]; 0 here).
    fn value(&self, tb: TieBreak, p: usize) -> Points {
        let wins = |white_only: bool| {
            let n = self.entries[p]
                .iter()
                .filter(|e| e.outcome == Outcome::Win)
                .filter(|e| !white_only || matches!(e.opponent, Some((_, Color::White))))
                .count();
            Points::whole(n as u32)
        };
        match tb {
            TieBreak::Buchholz => self.contributions(p).iter().map(|c| c.0).sum(),
            TieBreak::MedianBuchholz => {
                let mut values: Vec<Points> = self.contributions(p).iter().map(|c| c.0).collect();
                values.sort();
                let len = values.len();
                if len <= 2 {
                    Points::ZERO
                } else {
                    values[1..len - 1].iter().copied().sum()
                }
            }
            TieBreak::SonnebornBerger => self
                .contributions(p)
                .iter()
                .map(|&(value, class)| match class {
                    Class::Won => value,
                    Class::Drawn => value.half(),
                    Class::Lost => Points::ZERO,
                })
                .sum(),
            TieBreak::DirectEncounter => Points::ZERO,
            TieBreak::Baumbach => wins(false),
            TieBreak::WinsWithWhite => wins(true),
        }
    }

    /// Whether every two players of `group` have a finished game (not annulled) against
    /// each other.
    fn all_met(&self, group: &[usize]) -> bool {
        group.iter().enumerate().all(|(i, &a)| {
            group[i + 1..].iter().all(|&b| {
                self.entries[a].iter().any(|e| {
                    !matches!(e.outcome, Outcome::Unfinished | Outcome::Annulled)
                        && e.opponent.map(|x| x.0) == Some(b)
                })
            })
        })
    }

    /// The points of `p` in its finished games against the players of `group`.
    fn encounter(&self, p: usize, group: &[usize]) -> Points {
        self.entries[p]
            .iter()
            .filter(|e| e.opponent.is_some_and(|(q, _)| group.contains(&q)))
            .map(|e| e.points)
            .sum()
    }
}

/// The groups of players equal on everything, best first, each by index.
fn rank(table: &Table, order: &[TieBreak], values: &mut [Vec<Points>]) -> Vec<Vec<usize>> {
    let mut all: Vec<usize> = (0..table.scores.len()).collect();
    all.sort_by_key(|&p| std::cmp::Reverse(table.scores[p]));
    let mut groups = split(all, |p| table.scores[p]);
    for (i, tb) in order.iter().enumerate() {
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            if group.len() < 2 {
                next.push(group);
            } else if *tb == TieBreak::DirectEncounter {
                direct_encounter(table, group, &mut values[i], &mut next);
            } else {
                let column = &values[i];
                next.extend(split(group, |p| column[p]));
            }
        }
        groups = next;
    }
    for group in &mut groups {
        group.sort_unstable();
    }
    groups
}

/// Splits `group` by the direct encounters among its players (when they all met), again
/// inside any part it splits off, and records each player's points among the first group
/// it was compared in.
fn direct_encounter(
    table: &Table,
    group: Vec<usize>,
    column: &mut [Points],
    out: &mut Vec<Vec<usize>>,
) {
    if !table.all_met(&group) {
        out.push(group);
        return;
    }
    for &p in &group {
        column[p] = table.encounter(p, &group);
    }
    let scores: Vec<(usize, Points)> = group.iter().map(|&p| (p, column[p])).collect();
    let key = |p: usize| {
        scores
            .iter()
            .find(|s| s.0 == p)
            .map_or(Points::ZERO, |s| s.1)
    };
    let len = group.len();
    for part in split(group, key) {
        if part.len() > 1 && part.len() < len {
            let mut inner = Vec::new();
            let mut scratch = column.to_vec();
            direct_encounter(table, part, &mut scratch, &mut inner);
            out.extend(inner);
        } else {
            out.push(part);
        }
    }
}

/// Sorts `group` by `key`, highest first (ties by index), and cuts it where the key changes.
fn split(mut group: Vec<usize>, key: impl Fn(usize) -> Points) -> Vec<Vec<usize>> {
    group.sort_by_key(|&p| (std::cmp::Reverse(key(p)), p));
    let mut out: Vec<Vec<usize>> = Vec::new();
    for p in group {
        match out.last_mut() {
            Some(last) if key(last[0]) == key(p) => last.push(p),
            _ => out.push(vec![p]),
        }
    }
    out
}
