//! The mails of the operator's decisions (`yubin admin annul`; an adjudication is a game-over
//! mail with [`super::EndDetail::Adjudicated`]).

use super::{tidy, Body, GameView};
use crate::i18n::{self, Arg, Language};
use askama::Template;
use yubin_domain::model::GameRecord;

mail!(
    /// A game annulled by the operator (to both players): no longer rated nor scored.
    Annulled, AnnulledText = "annulled.txt", AnnulledHtml = "annulled.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game as it stood.
        g: GameView,
        /// The operator's reason, as written.
        reason: String,
    }
);

/// The subject of [`Annulled`] in `lang`: `Game 3, alice vs bob: annulled by the operator`.
pub fn annulled_subject(rec: &GameRecord, lang: Language) -> String {
    let title = super::title_in(rec, lang);
    i18n::text(lang, "annulled-subject", [("title", Arg::Str(&title))])
}
