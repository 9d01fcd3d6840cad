//! What the tournament mails say about a tournament: its summary and the notices' subjects.

use crate::engine::mails::{self, Notice, Summary};
use crate::engine::model::{ByeScore, TournamentRecord, TournamentState, TournamentView, Zone};
use crate::engine::standings::{PointSystem, TieBreak};
use crate::engine::tournament::Format;

/// The tournament as its mails describe it, dates in `zone`.
pub(crate) fn summary(view: &TournamentView, zone: Zone) -> Summary {
    let r = &view.record;
    let t = &r.terms;
    let format = match t.format {
        Format::RoundRobin { double: false } => "a round robin".to_string(),
        Format::RoundRobin { double: true } => {
            "a double round robin (each pairing once with each colour)".to_string()
        }
        Format::Swiss { rounds } => format!(
            "a Swiss of {rounds} rounds{}",
            t.round_days.map_or(String::new(), |d| format!(
                ", each round at most {}",
                mails::count(d as usize, "day")
            ))
        ),
        Format::Knockout { games_per_match } => format!(
            "a knockout of {} matches (ties go on in pairs of games)",
            mails::count(games_per_match as usize, "game")
        ),
    };
    let state = match r.state {
        TournamentState::Open => "open for entries".to_string(),
        TournamentState::Running => match t.format {
            // Every round of a round robin is under way at once.
            Format::RoundRobin { .. } => {
                let done = view
                    .games
                    .iter()
                    .filter(|g| g.state == crate::engine::model::GameState::Finished)
                    .count();
                format!(
                    "under way, {done} of {} finished",
                    mails::count(view.games.len(), "game")
                )
            }
            _ => format!("under way, round {}", view.round()),
        },
        TournamentState::Finished => "finished".to_string(),
        TournamentState::Cancelled => "cancelled".to_string(),
    };
    let setup = t.game.setup(
        String::new(),
        String::new(),
        yubin_rules::Color::Black,
        String::new(),
        None,
    );
    let mut points = points_words(&t.points);
    if matches!(t.format, Format::Swiss { .. }) {
        points.push_str(match t.bye {
            ByeScore::Win => ", a bye a win's",
            ByeScore::Draw => ", a bye a draw's",
            ByeScore::Loss => ", a bye a loss's",
        });
    }
    Summary {
        label: r.label(),
        name: t.name.clone(),
        organiser: mails::short(&r.organiser).to_string(),
        state,
        format,
        terms: mails::terms(&setup),
        points,
        tie_breaks: t
            .tie_breaks
            .iter()
            .map(|&b| tie_break_words(b))
            .collect::<Vec<_>>()
            .join(", "),
        limits: format!("{} to {} players", t.min_players, t.max_players),
        start: match (r.started_at, t.starts_at) {
            (Some(at), _) => format!("it started on {}", zone.format(at)),
            (None, Some(at)) => format!(
                "it starts on {} if {} players have joined",
                zone.format(at),
                t.min_players
            ),
            (None, None) => "it starts when the organiser starts it".to_string(),
        },
        entered: view.entrants.len(),
        players: view
            .entrants
            .iter()
            .map(|e| {
                let rating = e
                    .rating
                    .map_or_else(|| "1500?".to_string(), |r| mails::shown_rating(&r.rating));
                let out = if e.withdrawn_after.is_some() {
                    ", withdrawn"
                } else {
                    ""
                };
                format!("{} ({rating}{out})", mails::short(&e.address))
            })
            .collect(),
    }
}

fn points_words(p: &PointSystem) -> String {
    format!(
        "{} a win, {} a draw, {} a loss, {} a loss by forfeit",
        p.win, p.draw, p.loss, p.forfeit_loss
    )
}

fn tie_break_words(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Buchholz => "Buchholz",
        TieBreak::MedianBuchholz => "median Buchholz",
        TieBreak::SonnebornBerger => "Sonneborn-Berger",
        TieBreak::DirectEncounter => "direct encounter",
        TieBreak::Baumbach => "wins (Baumbach)",
        TieBreak::WinsWithWhite => "wins with White",
    }
}

/// The subject of a notice.
pub(crate) fn subject(r: &TournamentRecord, notice: &Notice) -> String {
    let t = format!("{} {}", r.label(), r.terms.name);
    match notice {
        Notice::Created => format!("{t}: created, open for entries"),
        Notice::Joined(n) => format!("{t}: you have joined ({})", mails::count(*n, "player")),
        Notice::Left => format!("{t}: you have left"),
        Notice::Started(n) => format!("{t}: started, {}", mails::count(*n, "game")),
        Notice::Cancelled => format!("{t}: cancelled"),
        Notice::TooFew(..) => format!("{t}: cancelled, too few players"),
        Notice::Withdrawn { player, .. } => format!("{t}: {player} has withdrawn"),
        Notice::Removed(player) => format!("{t}: {player} is off the entries"),
        Notice::Bye(round, _) => format!("{t}: a bye in round {round}"),
    }
}
