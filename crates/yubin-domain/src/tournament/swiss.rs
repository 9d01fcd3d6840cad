//! Swiss pairings: round `r + 1` from the results of rounds `1..=r`.
//!
//! A simplified form of the FIDE Dutch system (FIDE Handbook C.04.1 "Basic rules for Swiss
//! systems" and C.04.3 "FIDE (Dutch) System", in the version of 2016–2017 in force until
//! 30 June 2025, whose article numbers are cited; the 2025 revision renumbers them), greedy from the top of the ranking with an
//! exact test that the rest of the field can still be paired. The rules, in priority order
//! (an earlier rule is never given up for a later one):
//!
//! 1. **No repeated games.** Two players who met (a forfeit counts as a meeting) are never
//!    paired again (C.04.1 b).
//! 2. **At most one bye each.** A player who had a bye or won a game by forfeit does not get
//!    the bye (C.04.1 c, d). Withdrawn players are not paired and get no bye.
//! 3. **Absolute colours** (C.04.3 A.6, C3): nobody gets a colour difference beyond ±2 or the
//!    same colour three times in a row. This is the one rule given up, for the whole round,
//!    when no pairing satisfies it together with 1 and 2.
//! 4. **The bye** (an odd number of players present): to the eligible player lowest in the
//!    ranking (lowest score, then highest pairing number) such that the others can all be
//!    paired under 1–3. It scores the `bye` points of [`Swiss`].
//! 5. **Pairing, top down.** The highest-ranked player not yet paired takes, among the
//!    opponents that leave the rest of the field pairable under 1–3, the one that is first
//!    by: (a) smallest score difference; (b) within its score group, an opponent that leaves
//!    the rest of the group as many games inside it as the group's maximum matching allows,
//!    so that players float to another group only when their group cannot pair them (the
//!    Dutch system's most pairs per bracket, for this group); (c) fewest colour preferences denied (absolute, then strong,
//!    then mild, weighted by the preference given up, as the Dutch quality criteria on colour
//!    preferences count them); (d) within the
//!    score group, the Dutch split: of the `k` group members still unpaired (ranked, itself
//!    first), the one at place `k/2`, then `k/2 + 1`, … to the bottom, then `k/2 - 1`, … up
//!    (S1 meets S2 in order, transpositions next); (e) ranking. So a player who floats down
//!    meets, colours permitting, the highest-ranked player of the nearest lower group.
//!
//! The ranking is by score, then by [`Seed`] (the initial ranking by rating). Whether the
//! rest of the field can be paired is decided by a maximum matching on the graph of allowed
//! games (Edmonds' blossom algorithm), so the greedy choice never paints itself into a
//! corner: a pairing is produced whenever one satisfying rules 1 and 2 exists, and
//! [`TournamentError::NoPairing`] means that none does (then the round cannot be paired
//! without a repeated game or a second bye, and the director ends the tournament or pairs by
//! hand). The greedy order is a simplification: the Dutch system optimises each score
//! bracket as a whole, so on some fields its pairings differ from these.
//!
//! Colour preferences (C.04.3 A.6): with `d` = Black games − White games among games played
//! on the board, a player wants White absolutely if `d > 1` or its last two games were Black
//! (and symmetrically), strongly if `d = 1`, mildly if `d = 0` and its last game was Black;
//! nothing before its first game. The colours of a pair (C.04.3 E): both preferences if
//! they agree; else the stronger one (both absolute: the wider colour difference); else
//! alternate from the latest round in which the two had different colours; else the
//! preference of the higher-ranked player; with no preference at all, the higher-ranked
//! player takes Black if its pairing number is odd, White if even (Black is the initial
//! colour, fixed instead of drawn by lot).
//!
//! Not implemented: the topscorer exceptions of the last round, the floater history (the
//! Dutch criteria against floating the same player twice in a row), acceleration, late
//! entries.
//!
//! Boards are ordered by the higher score of the pair, then the sum of scores, then the
//! ranking of the higher-ranked player.

use super::matching::Matcher;
use super::{
    check_players, seed, GameResult, Pairing, Played, Points, Round, Seed, TournamentError,
};
use std::cmp::Reverse;
use yubin_rules::Color;

/// The parameters of a Swiss tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Swiss {
    /// The players (seeds `0..players`, by initial ranking).
    pub players: usize,
    /// The rounds to play.
    pub rounds: u32,
    /// What a bye scores (usually a win's 1, `Points::whole(1)`).
    pub bye: Points,
}

/// How much a player wants a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Strength {
    Mild = 1,
    Strong = 2,
    Absolute = 3,
}

/// A player's colour preference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Preference {
    color: Color,
    strength: Strength,
}

/// What the pairing knows of one player.
#[derive(Debug, Clone, Default)]
struct Record {
    score: Points,
    /// The colour of each round's game played on the board, by round.
    colors: Vec<Option<Color>>,
    /// Had a bye or a forfeit win.
    had_bye: bool,
}

impl Record {
    /// Black games minus White games.
    fn difference(&self) -> i32 {
        self.colors.iter().flatten().fold(0, |d, c| match c {
            Color::Black => d + 1,
            Color::White => d - 1,
        })
    }

    fn preference(&self) -> Option<Preference> {
        let played: Vec<Color> = self.colors.iter().flatten().copied().collect();
        let d = self.difference();
        let last = *played.last()?;
        let twice = played.len() >= 2 && played[played.len() - 2] == last;
        let (color, strength) = if d > 1 {
            (Color::White, Strength::Absolute)
        } else if d < -1 {
            (Color::Black, Strength::Absolute)
        } else if twice {
            (!last, Strength::Absolute)
        } else if d == 1 {
            (Color::White, Strength::Strong)
        } else if d == -1 {
            (Color::Black, Strength::Strong)
        } else {
            (!last, Strength::Mild)
        };
        Some(Preference { color, strength })
    }
}

impl Swiss {
    /// The scores after the rounds of `history`, by seed.
    ///
    /// # Errors
    ///
    /// As [`Swiss::pair`], for the history.
    pub fn scores(&self, history: &[Played]) -> Result<Vec<Points>, TournamentError> {
        let (records, _) = self.records(history)?;
        Ok(records.into_iter().map(|r| r.score).collect())
    }

    /// The pairings of the next round (number `history.len() + 1`), given every earlier
    /// round with its results and the players who have withdrawn.
    ///
    /// # Errors
    ///
    /// [`TournamentError::PlayerCount`]; [`TournamentError::RoundsOver`] when `history`
    /// holds every round; [`TournamentError::UnknownSeed`] and
    /// [`TournamentError::PairedTwice`] for a malformed history; [`TournamentError::Unfinished`]
    /// for a game without a result; [`TournamentError::NoPairing`] when no pairing without
    /// a repeated game or a second bye exists.
    pub fn pair(&self, history: &[Played], withdrawn: &[Seed]) -> Result<Round, TournamentError> {
        let (records, met) = self.records(history)?;
        let n = self.players;
        let number = history.len() as u32 + 1;
        let mut present = vec![true; n];
        for &w in withdrawn {
            *present
                .get_mut(w.index())
                .ok_or(TournamentError::UnknownSeed(w))? = false;
        }
        let mut ranking: Vec<usize> = (0..n).filter(|&p| present[p]).collect();
        ranking.sort_by_key(|&p| (Reverse(records[p].score), p));
        let prefs: Vec<Option<Preference>> = records.iter().map(Record::preference).collect();

        let not_met = |a: usize, b: usize| present[a] && present[b] && !met[a * n + b];
        let colours_fit = |a: usize, b: usize| match (prefs[a], prefs[b]) {
            (Some(x), Some(y)) => {
                !(x.strength == Strength::Absolute
                    && y.strength == Strength::Absolute
                    && x.color == y.color)
            }
            _ => true,
        };
        let strict = Matcher::new(n, |a, b| not_met(a, b) && colours_fit(a, b));
        let relaxed = Matcher::new(n, not_met);
        let (mut matcher, bye) = [strict, relaxed]
            .into_iter()
            .find_map(|m| with_bye(m, &present, &ranking, &records))
            .ok_or(TournamentError::NoPairing(number))?;

        let mut rank = vec![usize::MAX; n];
        for (i, &p) in ranking.iter().enumerate() {
            rank[p] = i;
        }
        let mut open: Vec<usize> = ranking
            .iter()
            .copied()
            .filter(|&p| Some(p) != bye)
            .collect();
        let mut pairs = Vec::with_capacity(open.len() / 2);
        while let Some(&p) = open.first() {
            let score = records[p].score;
            let group: Vec<usize> = open
                .iter()
                .copied()
                .take_while(|&q| records[q].score == score)
                .collect();
            let ideal = group.len() / 2;
            let mut candidates: Vec<usize> = open[1..]
                .iter()
                .copied()
                .filter(|&q| matcher.allowed(p, q))
                .collect();
            candidates.sort_by_key(|&q| {
                let place = match group.iter().position(|&g| g == q) {
                    Some(i) if i >= ideal => (0, i - ideal),
                    Some(i) => (1, ideal - i),
                    None => (0, 0),
                };
                (
                    score.quarters().abs_diff(records[q].score.quarters()),
                    colour_cost(prefs[p], prefs[q]),
                    place,
                    rank[q],
                )
            });
            // First an opponent of the group that leaves the group as many games inside it
            // as before, then anyone in the order above.
            let inside = games_inside(&matcher, &group);
            let q = candidates
                .iter()
                .copied()
                .take_while(|&q| records[q].score == score)
                .find(|&q| {
                    let rest: Vec<usize> = group
                        .iter()
                        .copied()
                        .filter(|&g| g != p && g != q)
                        .collect();
                    games_inside(&matcher, &rest) + 1 == inside && take_pair(&mut matcher, p, q)
                })
                .or_else(|| {
                    candidates
                        .iter()
                        .copied()
                        .find(|&q| take_pair(&mut matcher, p, q))
                })
                .expect("a maximum matching leaves the rest pairable");
            open.retain(|&x| x != p && x != q);
            pairs.push((p, q));
        }

        pairs.sort_by_key(|&(p, q)| {
            let (sp, sq) = (records[p].score, records[q].score);
            (Reverse(sp.max(sq)), Reverse(sp + sq), rank[p].min(rank[q]))
        });
        let games = pairs
            .into_iter()
            .map(|(p, q)| {
                let black_is_p = colour_of_higher(&records[p], &records[q], prefs[p], prefs[q], p);
                let (black, white) = if black_is_p { (p, q) } else { (q, p) };
                Pairing {
                    black: seed(black),
                    white: seed(white),
                }
            })
            .collect();
        Ok(Round {
            number,
            games,
            byes: bye.map(seed).into_iter().collect(),
        })
    }

    /// Each player's record and who met whom (`met[a * n + b]`), checking the history.
    fn records(&self, history: &[Played]) -> Result<(Vec<Record>, Vec<bool>), TournamentError> {
        check_players(self.players)?;
        let n = self.players;
        if history.len() >= self.rounds as usize {
            return Err(TournamentError::RoundsOver(self.rounds));
        }
        let mut records = vec![Record::default(); n];
        let mut met = vec![false; n * n];
        for (i, played) in history.iter().enumerate() {
            let round = i as u32 + 1;
            let mut seen = vec![false; n];
            let mut mark = |s: Seed| -> Result<(), TournamentError> {
                let slot = seen
                    .get_mut(s.index())
                    .ok_or(TournamentError::UnknownSeed(s))?;
                if std::mem::replace(slot, true) {
                    return Err(TournamentError::PairedTwice { round, seed: s });
                }
                Ok(())
            };
            for g in &played.games {
                mark(g.pairing.black)?;
                mark(g.pairing.white)?;
            }
            for &b in &played.byes {
                mark(b)?;
            }
            for r in records.iter_mut() {
                r.colors.push(None);
            }
            for g in &played.games {
                let result = g.result.ok_or(TournamentError::Unfinished {
                    round,
                    pairing: g.pairing,
                })?;
                let (b, w) = (g.pairing.black.index(), g.pairing.white.index());
                met[b * n + w] = true;
                met[w * n + b] = true;
                for (p, color) in [(b, Color::Black), (w, Color::White)] {
                    let r = &mut records[p];
                    r.score += result.points(color);
                    if result.played() {
                        r.colors[i] = Some(color);
                    }
                    if result == GameResult::Forfeit(color) {
                        r.had_bye = true;
                    }
                }
            }
            for &b in &played.byes {
                records[b.index()].score += self.bye;
                records[b.index()].had_bye = true;
            }
        }
        Ok((records, met))
    }
}

/// Completes `m` into a maximum matching of the present players and picks the bye if their
/// number is odd: `None` if this graph has no pairing of everyone else.
fn with_bye(
    mut m: Matcher,
    present: &[bool],
    ranking: &[usize],
    records: &[Record],
) -> Option<(Matcher, Option<usize>)> {
    for (p, _) in present.iter().enumerate().filter(|(_, &here)| !here) {
        m.remove(p);
    }
    let exposed = m.maximize();
    if ranking.len().is_multiple_of(2) {
        return (exposed == 0).then_some((m, None));
    }
    if exposed != 1 {
        return None;
    }
    // The ranking is by score, then seed: its reverse is the bye's order.
    ranking
        .iter()
        .rev()
        .filter(|&&p| present[p] && !records[p].had_bye)
        .find_map(|&p| {
            let mut trial = m.clone();
            let mate = trial.mate(p);
            trial.remove(p);
            match mate {
                None => Some((trial, Some(p))),
                Some(x) => trial.augment(x).then_some((trial, Some(p))),
            }
        })
}

/// The most games the players `members` can play among themselves in `m`'s graph.
fn games_inside(m: &Matcher, members: &[usize]) -> usize {
    let mut local = Matcher::new(members.len(), |i, j| m.allowed(members[i], members[j]));
    local.maximize();
    local.size()
}

/// Pairs `p` with `q` in `m` (a perfect matching of the players not yet paired) if the
/// others can still all be paired; leaves `m` as it was otherwise.
fn take_pair(m: &mut Matcher, p: usize, q: usize) -> bool {
    let trial = m.without(p, q);
    let ok = trial.size() + 1 == m.size();
    if ok {
        *m = trial;
    }
    ok
}

/// The weight of the colour preference a pair must deny (0 if both can be granted).
fn colour_cost(a: Option<Preference>, b: Option<Preference>) -> u8 {
    match (a, b) {
        (Some(x), Some(y)) if x.color == y.color => x.strength.min(y.strength) as u8,
        _ => 0,
    }
}

/// Whether the higher-ranked player `p` (record `rp`) gets Black against `q` (C.04.3 E).
fn colour_of_higher(
    rp: &Record,
    rq: &Record,
    pp: Option<Preference>,
    pq: Option<Preference>,
    p: usize,
) -> bool {
    match (pp, pq) {
        (Some(x), Some(y)) if x.color == y.color => {
            let x_wins = if x.strength != y.strength {
                x.strength > y.strength
            } else if x.strength == Strength::Absolute
                && rp.difference().abs() != rq.difference().abs()
            {
                rp.difference().abs() > rq.difference().abs()
            } else if let Some(c) = latest_difference(rp, rq) {
                // p had `c` then: it gets the other colour now.
                return c == Color::White;
            } else {
                true
            };
            (x.color == Color::Black) == x_wins
        }
        (Some(x), _) => x.color == Color::Black,
        (None, Some(y)) => y.color == Color::White,
        (None, None) => p.is_multiple_of(2),
    }
}

/// `p`'s colour in the latest round in which `p` and `q` played with different colours.
fn latest_difference(rp: &Record, rq: &Record) -> Option<Color> {
    rp.colors
        .iter()
        .zip(&rq.colors)
        .rev()
        .find_map(|(a, b)| match (a, b) {
            (Some(a), Some(b)) if a != b => Some(*a),
            _ => None,
        })
}
