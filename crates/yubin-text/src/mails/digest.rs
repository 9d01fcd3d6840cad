//! Daily digests (`digest daily [HH:MM]|off`): the answer to the setting, and the one mail a
//! day that gathers the games where it is the reader's move.

use super::{tidy, Body, GameView};
use crate::i18n::{self, Arg, Language};
use askama::Template;

mail!(
    /// The answer to `digest`: the sender's digest, set or shown.
    DigestSet, DigestSetText = "digest_set.txt", DigestSetHtml = "digest_set.html",
    {
        /// The recipient's language.
        lang: Language,
        /// Whether this mail changed the setting.
        changed: bool,
        /// The time of day (`07:00`), or `None`: no digest.
        time: Option<String>,
        /// The player's time zone (`Asia/Tokyo`, `UTC`).
        zone: String,
        /// When the next digest comes, as the player reads dates.
        next: Option<String>,
    }
);

impl DigestSet {
    /// Whether it changed, for a message.
    pub fn changed_arg(&self) -> Arg<'static> {
        Arg::Str(if self.changed { "yes" } else { "no" })
    }
}

/// A game in a digest: its view from the reader's side, where to answer and when.
#[derive(Debug, Clone)]
pub struct DigestGame {
    /// The game as the reader sees it (a table board: a digest carries no picture).
    pub g: GameView,
    /// The game's reply address for the reader.
    pub reply: String,
    /// The deadline of the reader's move, as they read dates.
    pub due: Option<String>,
}

mail!(
    /// The daily digest: every game where it is the reader's move.
    Digest, DigestText = "digest.txt", DigestHtml = "digest.html",
    {
        /// The recipient's language.
        lang: Language,
        /// The games, by number.
        games: Vec<DigestGame>,
        /// A line of the reply's example (`12: P-7f`).
        example: String,
    }
);

impl Digest {
    /// How many games, for a message.
    pub fn count(&self) -> i64 {
        self.games.len() as i64
    }
}

/// The subject of the answer to `digest`.
pub fn set_subject(lang: Language, time: Option<&str>) -> String {
    match time {
        Some(t) => i18n::text(lang, "digest-subject-daily", [("time", Arg::Str(t))]),
        None => i18n::text(lang, "digest-subject-off", []),
    }
}

/// The subject of a digest of `games` games.
pub fn subject(lang: Language, games: usize) -> String {
    i18n::text(lang, "digest-subject", [("games", Arg::Num(games as i64))])
}
