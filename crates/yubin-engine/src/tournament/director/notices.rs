//! What the tournament mails say about a tournament: its summary and the notices' subjects.

use yubin_domain::model::{Language, TournamentRecord, TournamentView, Zone};
use yubin_text::mails::subjects::{self, TournamentSubject};
use yubin_text::mails::{self, Notice, Summary};
use yubin_text::wording::{self, TournamentPart};

/// The tournament as its mails describe it in `lang`, dates in `zone` (its facts worded by
/// `templates/wording/tournament.txt`); `listed`: for the list of tournaments, whose views
/// hold no games.
pub(crate) fn summary_in(
    view: &TournamentView,
    zone: Zone,
    listed: bool,
    lang: Language,
) -> Summary {
    let r = &view.record;
    let words = |part| wording::tournament_in(view, part, zone, listed, lang);
    Summary {
        label: r.label(),
        name: r.terms.name.clone(),
        organiser: r.organiser_name.clone().unwrap_or_else(|| "?".into()),
        state: words(TournamentPart::State),
        format: words(TournamentPart::Format),
        terms: mails::terms_in(&r.terms.game, None, lang),
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
                mails::entrant_in(lang, e.shown(), &rating, e.withdrawn_after.is_some())
            })
            .collect(),
    }
}

/// The subject of a notice, in `lang`.
pub(crate) fn subject_in(r: &TournamentRecord, notice: &Notice, lang: Language) -> String {
    subject_about(r, lang, TournamentSubject::Notice(notice))
}

/// A tournament mail's subject in `lang`, about `r` (`T3 Spring: …`).
pub(crate) fn subject_about(
    r: &TournamentRecord,
    lang: Language,
    what: TournamentSubject<'_>,
) -> String {
    let t = format!("{} {}", r.label(), r.terms.name);
    subjects::tournament_subject(lang, &t, what)
}
