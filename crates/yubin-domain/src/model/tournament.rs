//! Tournaments as stored: their terms, their state, their entrants, and the place of a game
//! in one. The pairing rules are [`crate::tournament`]'s, the scores
//! [`crate::standings`]', the running of a tournament the engine's director's.

use super::{GameRecord, GameTerms, PlayerRating, TournamentId, Zone};
use crate::standings::{PointSystem, Points, TieBreak};
use crate::tournament::Format;

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentState {
    /// Taking entries (`join`, `leave`) until it starts.
    Open,
    /// Its games are under way.
    Running,
    /// Every game is over; final.
    Finished,
    /// Called off before it started (by the organiser, or for want of players); final.
    Cancelled,
}

impl TournamentState {
    /// Every state.
    pub const ALL: [TournamentState; 4] = [
        TournamentState::Open,
        TournamentState::Running,
        TournamentState::Finished,
        TournamentState::Cancelled,
    ];

    /// The value stored in `tournaments.state`.
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentState::Open => "open",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "cancelled",
        }
    }

    /// Parses a stored value.
    pub fn parse(text: &str) -> Option<TournamentState> {
        TournamentState::ALL
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// What a Swiss bye scores: the points of a win, a draw or a loss of the tournament's
/// [`PointSystem`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ByeScore {
    /// A win's points (FIDE's pairing-allocated bye).
    #[default]
    Win,
    /// A draw's.
    Draw,
    /// A loss's.
    Loss,
}

impl ByeScore {
    /// The stored and written value: `win`, `draw`, `loss`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ByeScore::Win => "win",
            ByeScore::Draw => "draw",
            ByeScore::Loss => "loss",
        }
    }

    /// Parses `win`, `draw` or `loss`.
    pub fn parse(text: &str) -> Option<ByeScore> {
        [ByeScore::Win, ByeScore::Draw, ByeScore::Loss]
            .into_iter()
            .find(|b| b.as_str() == text)
    }

    /// Its points under `points`.
    pub fn points(self, points: &PointSystem) -> Points {
        match self {
            ByeScore::Win => points.win,
            ByeScore::Draw => points.draw,
            ByeScore::Loss => points.loss,
        }
    }
}

/// Everything fixed when a tournament is created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentTerms {
    /// Its name, as the organiser wrote it (printable, at most
    /// `MAX_TOURNAMENT_NAME` characters, the engine's command syntax).
    pub name: String,
    /// How it is paired.
    pub format: Format,
    /// The points of a win, a draw and a loss.
    pub points: PointSystem,
    /// What a Swiss bye scores.
    pub bye: ByeScore,
    /// The tie-breaks, first decisive first.
    pub tie_breaks: Vec<TieBreak>,
    /// The fewest players it starts with.
    pub min_players: u32,
    /// The most players it takes.
    pub max_players: u32,
    /// When it starts by itself (if it has `min_players` by then; else it is cancelled);
    /// `None`: when the organiser starts it.
    pub starts_at: Option<i64>,
    /// Days a Swiss or knockout round may last: when they have passed, its unfinished games
    /// are adjudicated draws and the next round is paired. `None`: a round lasts until its
    /// last game ends (each game has its clocks).
    pub round_days: Option<u32>,
    /// Plies by which observers' board mails of its games lag behind (`delay=N`, ICCF's
    /// delay against help from outside); 0: none. Results are never delayed.
    pub observer_delay: u32,
    /// Whether its games are published in the archive (`archive=public`, the default).
    pub public: bool,
    /// The terms of every game.
    pub game: GameTerms,
}

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRecord {
    /// Its number.
    pub id: TournamentId,
    /// Its terms.
    pub terms: TournamentTerms,
    /// The organiser's address (lower case).
    pub organiser: String,
    /// The organiser's public name: the store reads their display name (`None`: none
    /// chosen), the engine fills in their pseudonym as it takes the record in. Never
    /// written with the record.
    pub organiser_name: Option<String>,
    /// Where it is.
    pub state: TournamentState,
    /// When it was created.
    pub created_at: i64,
    /// When it started.
    pub started_at: Option<i64>,
    /// When the round under way was paired.
    pub round_started_at: Option<i64>,
    /// When it ended (finished or cancelled).
    pub finished_at: Option<i64>,
    /// How many finished games the players have been sent a crosstable for.
    pub reported: u32,
    /// Message-ID (without `<>`) of its first mail: its mails are threaded under it.
    pub thread_root: String,
}

impl TournamentRecord {
    /// `T3`.
    pub fn label(&self) -> String {
        format!("T{}", self.id)
    }
}

/// A player entered in a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// The address (lower case).
    pub address: String,
    /// When they joined.
    pub joined_at: i64,
    /// The place in the initial ranking, from 0 (given at the start).
    pub seed: Option<u16>,
    /// The last round they took part in before withdrawing (0: before the first), not
    /// counting a round whose game of theirs was still being played; `None`: still in.
    pub withdrawn_after: Option<u32>,
    /// Their rating in the tournament's variant (`None`: no rated game yet).
    pub rating: Option<PlayerRating>,
    /// Their time zone (a player's setting, read with the entry).
    pub zone: Zone,
    /// How their mails draw the board (a player's setting, read with the entry).
    pub look: super::Look,
    /// Their public name: the store reads their display name (a player's setting, read
    /// with the entry; `None`: none chosen), the engine fills in the pseudonym of one who
    /// chose none as it takes the view in.
    pub name: Option<String>,
    /// Whether the crosstable after each finished game comes to them (`crosstables T3
    /// on|off`; never said: yes). Their game mails and the final crosstable come anyway.
    pub crosstables: bool,
}

impl Entrant {
    /// Their public name, once the engine filled it in (else their place in the list is all
    /// a text could say: `?`; never the address).
    pub fn shown(&self) -> &str {
        self.name.as_deref().unwrap_or("?")
    }
}

/// A tournament with everything its running needs: its entrants (by seed once it started,
/// else by joining), its games and its byes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentView {
    /// The record.
    pub record: TournamentRecord,
    /// The entrants.
    pub entrants: Vec<Entrant>,
    /// Its games, by number.
    pub games: Vec<GameRecord>,
    /// Its byes: the round and the player's address.
    pub byes: Vec<(u32, String)>,
    /// Its observers (`watch T3`): every crosstable goes to them too.
    pub watchers: Vec<super::Watcher>,
    /// The organiser's look (read with the tournament): the language of their mails when
    /// they do not play.
    pub organiser_look: super::Look,
}

impl TournamentView {
    /// The entrant of `address`.
    pub fn entrant(&self, address: &str) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.address == address)
    }

    /// The highest round paired so far (0 before the first).
    pub fn round(&self) -> u32 {
        self.games
            .iter()
            .filter_map(|g| g.setup.tournament.as_ref().map(|t| t.round))
            .chain(self.byes.iter().map(|(r, _)| *r))
            .max()
            .unwrap_or(0)
    }
}

/// A game's place in a tournament: `Tournament Spring, round 2, game 3`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSlot {
    /// The tournament.
    pub id: TournamentId,
    /// Its name (read with the game).
    pub name: String,
    /// The round, from 1.
    pub round: u32,
    /// The game's number within the round, from 1 (a knockout match's games follow each
    /// other in one round: 1, 2, …).
    pub board: u32,
    /// Plies by which observers' board mails lag behind (the tournament's
    /// [`TournamentTerms::observer_delay`], read with the game).
    pub delay: u32,
}

/// The stored and written name of a format and its number (Swiss: rounds; knockout: games
/// per match): `rr`, `drr`, `swiss` with 5, `ko` with 2.
pub fn format_code(format: Format) -> (&'static str, Option<u32>) {
    match format {
        Format::RoundRobin { double: false } => ("rr", None),
        Format::RoundRobin { double: true } => ("drr", None),
        Format::Swiss { rounds } => ("swiss", Some(rounds)),
        Format::Knockout { games_per_match } => ("ko", Some(games_per_match)),
    }
}

/// A format from its code and number ([`format_code`]); `None` when they do not fit.
pub fn parse_format(code: &str, number: Option<u32>) -> Option<Format> {
    Some(match (code, number) {
        ("rr", None) => Format::RoundRobin { double: false },
        ("drr", None) => Format::RoundRobin { double: true },
        ("swiss", Some(rounds)) if rounds >= 1 => Format::Swiss { rounds },
        ("ko", Some(games_per_match)) if games_per_match >= 1 => {
            Format::Knockout { games_per_match }
        }
        _ => return None,
    })
}

/// The written form of a point system: `1/0.5/0` or `3/2/1`.
pub fn points_code(points: &PointSystem) -> &'static str {
    if *points == PointSystem::LISHOGI {
        "3/2/1"
    } else {
        "1/0.5/0"
    }
}

/// A point system from its written form: `1/0.5/0` (also `1/½/0`, `classic`) or `3/2/1`
/// (also `lishogi`).
pub fn parse_points(text: &str) -> Option<PointSystem> {
    match text {
        "1/0.5/0" | "1/½/0" | "classic" => Some(PointSystem::CLASSIC),
        "3/2/1" | "lishogi" => Some(PointSystem::LISHOGI),
        _ => None,
    }
}

/// The written form of a tie-break: `bh`, `mbh`, `sb`, `de`, `w` (Baumbach), `ww`.
pub fn tie_break_code(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Buchholz => "bh",
        TieBreak::MedianBuchholz => "mbh",
        TieBreak::SonnebornBerger => "sb",
        TieBreak::DirectEncounter => "de",
        TieBreak::Baumbach => "w",
        TieBreak::WinsWithWhite => "ww",
    }
}

/// A tie-break from its written form ([`tie_break_code`], case-insensitive).
pub fn parse_tie_break(text: &str) -> Option<TieBreak> {
    [
        TieBreak::Buchholz,
        TieBreak::MedianBuchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::Baumbach,
        TieBreak::WinsWithWhite,
    ]
    .into_iter()
    .find(|&t| tie_break_code(t).eq_ignore_ascii_case(text))
}
