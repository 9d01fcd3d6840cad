//! What the tournament mails say about a tournament: its summary and the notices' subjects.

use yubin_domain::model::{TournamentRecord, TournamentView, Zone};
use yubin_text::mails::{self, Notice, Summary};
use yubin_text::wording::{self, TournamentPart};

/// The tournament as its mails describe it, dates in `zone` (its facts worded by
/// `templates/wording/tournament.txt`); `listed`: for the list of tournaments, whose views
/// hold no games.
pub(crate) fn summary(view: &TournamentView, zone: Zone, listed: bool) -> Summary {
    let r = &view.record;
    let words = |part| wording::tournament(view, part, zone, listed);
    Summary {
        label: r.label(),
        name: r.terms.name.clone(),
        organiser: r.organiser_name.clone().unwrap_or_else(|| "?".into()),
        state: words(TournamentPart::State),
        format: words(TournamentPart::Format),
        terms: mails::terms(&r.terms.game, None),
        points: words(TournamentPart::Points),
        tie_breaks: words(TournamentPart::TieBreaks),
        limits: words(TournamentPart::Limits),
        start: words(TournamentPart::Start),
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
                format!("{} ({rating}{out})", e.shown())
            })
            .collect(),
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
