//! What the answers to a player's own commands say besides their templates (`help`,
//! `timezone`, `pieces`/`board`, `name`, `archive`, `observers`, `games`, `export`): their
//! subjects, the lines of the `games` list, and the HTML of their messages with a name in
//! bold or a list of files as code.

pub use super::naming::title_in;
use crate::i18n::{self, Arg, Language};
use yubin_domain::model::{Ending, GameId, GameRecord, GameResult, Termination};
use yubin_rules::{Color, Variant};

/// `yes` or `no`, for a message's selector.
fn yes(b: bool) -> Arg<'static> {
    Arg::Str(if b { "yes" } else { "no" })
}

/// The first of the private-use characters standing for the `raw` arguments of [`html`]
/// (outside those [`i18n::html`] stands commands in with).
const RAW: u32 = 0xF780;

/// Escapes text as askama does.
pub(crate) fn escape(text: &str) -> String {
    i18n::escape(text)
}

/// Message `id` as HTML (as [`i18n::html`]) with each `raw` argument inserted as the HTML it
/// is (the caller escapes what it holds), and the message's own apostrophes and quotes as
/// the templates' own text writes them: as they are (text arguments are escaped as askama
/// escapes them).
pub fn html<'a>(
    lang: Language,
    id: &str,
    args: impl AsRef<[(&'a str, Arg<'a>)]>,
    raw: impl AsRef<[(&'static str, String)]>,
) -> String {
    let raw = raw.as_ref();
    // Text holding a character to escape goes in as raw HTML, escaped here, so that only the
    // message's own text has its quotes restored below.
    let escaped: Vec<(&str, String)> = args
        .as_ref()
        .iter()
        .filter_map(|&(name, a)| match a {
            Arg::Str(t) if escape(t) != t => Some((name, escape(t))),
            _ => None,
        })
        .collect();
    let raw: Vec<&(&str, String)> = raw.iter().chain(&escaped).collect();
    let stand_ins: Vec<String> = (0..raw.len() as u32)
        .map(|i| char::from_u32(RAW + i).map_or_else(String::new, String::from))
        .collect();
    let mut all: Vec<(&str, Arg<'_>)> = args
        .as_ref()
        .iter()
        .filter(|(name, _)| !escaped.iter().any(|(n, _)| n == name))
        .copied()
        .collect();
    all.extend(
        raw.iter()
            .zip(&stand_ins)
            .map(|((name, _), s)| (*name, Arg::Str(s.as_str()))),
    );
    // A Japanese message's lines are broken for the text part; HTML joins them (with no
    // space between Japanese sentences).
    let joined = match lang {
        Language::En => i18n::html(lang, id, all),
        _ => i18n::html(lang, id, all).replace('\n', ""),
    };
    let mut out = joined.replace("&#39;", "'").replace("&#34;", "\"");
    for ((_, value), s) in raw.iter().zip(&stand_ins) {
        out = out.replace(s.as_str(), value);
    }
    out
}

/// No text arguments, for [`html`] in a template.
pub const NO_ARGS: [(&str, Arg<'static>); 0] = [];

/// No raw arguments, for [`html`] in a template.
pub const NO_RAW: [(&str, String); 0] = [];

/// A count, for a message (templates pass references).
pub fn count(n: &usize) -> i64 {
    *n as i64
}

/// `text` with its lines after the first indented by `n` spaces.
pub fn indent(text: impl AsRef<str>, n: impl std::borrow::Borrow<usize>) -> String {
    let n = *n.borrow();
    text.as_ref().replace('\n', &format!("\n{:n$}", ""))
}

/// What stands between two sentences: a space in English, nothing in Japanese.
pub fn gap(lang: &Language) -> &'static str {
    match lang {
        Language::En => " ",
        _ => "",
    }
}

/// `text` in bold, escaped.
pub fn bold(text: &str) -> String {
    format!("<b>{}</b>", escape(text))
}

/// The subject of the answer to `help`.
pub fn help_subject(lang: Language) -> String {
    i18n::text(lang, "subject-help", [])
}

/// The subject of the answer to `timezone`.
pub fn zone_subject(lang: Language, zone: &str) -> String {
    i18n::text(lang, "subject-zone", [("zone", Arg::Str(zone))])
}

/// The subject of the answer to `pieces` and `board`: `None` for a table, else the pieces.
pub fn look_subject(lang: Language, pieces: Option<yubin_domain::model::Pieces>) -> String {
    match pieces {
        None => i18n::text(lang, "subject-look-table", []),
        Some(p) => i18n::text(
            lang,
            "subject-look-picture",
            [("pieces", Arg::Str(p.name()))],
        ),
    }
}

/// The subject of the answer to `name` (`archive: None`) or to `archive` (whether the
/// sender's games are public).
pub fn profile_subject(lang: Language, name: &str, archive: Option<bool>) -> String {
    match archive {
        Some(public) => i18n::text(lang, "subject-archive", [("public", yes(public))]),
        None => i18n::text(lang, "subject-name", [("name", Arg::Str(name))]),
    }
}

/// The subject of the answer to `games`.
pub fn games_subject(lang: Language) -> String {
    i18n::text(lang, "subject-games", [])
}

/// The subject of the answer to `export`: the game's title and the formats attached.
pub fn export_subject(lang: Language, rec: &GameRecord, formats: &[&str]) -> String {
    let title = super::naming::title_in(rec, lang);
    let formats = formats.join(&i18n::text(lang, "list-separator", []));
    i18n::text(
        lang,
        "subject-export",
        [("title", Arg::Str(&title)), ("formats", Arg::Str(&formats))],
    )
}

/// Where a game of the `games` list stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// The sender challenged; the opponent has not answered.
    WaitingForOpponent,
    /// The sender was challenged and has not answered.
    WaitingForYou,
    /// The challenge was declined.
    Declined,
    /// Aborted before both sides had moved.
    Aborted,
    /// Finished: its result, its stored reason (English words) and how it ended.
    Finished {
        /// The result.
        result: Option<GameResult>,
        /// The stored reason, its players named ([`super::named_text`]).
        reason: Option<String>,
        /// How it ended, when the store knows.
        termination: Option<Termination>,
    },
    /// Being played: whether it is the sender's turn, and the move number due.
    Turn {
        /// The sender's turn.
        mine: bool,
        /// The move due.
        number: usize,
    },
    /// Being played (its moves could not be read).
    BeingPlayed,
}

/// A line of the `games` list: `game 3 (Chu Shogi): you play black against bob; your
/// turn, move 5`.
pub fn game_line_in(
    id: GameId,
    variant: Variant,
    me: Color,
    opponent: &str,
    standing: &Standing,
    lang: Language,
) -> String {
    let status = match standing {
        Standing::WaitingForOpponent => i18n::text(lang, "games-waiting-opponent", []),
        Standing::WaitingForYou => i18n::text(lang, "games-waiting-you", []),
        Standing::Declined => i18n::text(lang, "games-declined", []),
        Standing::Aborted => i18n::text(lang, "games-aborted", []),
        Standing::Finished {
            result,
            reason,
            termination,
        } => finished(*result, reason.as_deref(), *termination, lang),
        Standing::Turn { mine, number } => i18n::text(
            lang,
            "games-turn",
            [("mine", yes(*mine)), ("number", Arg::Num(*number as i64))],
        ),
        Standing::BeingPlayed => i18n::text(lang, "games-being-played", []),
    };
    let variant = super::variant_in(variant, lang);
    let side = crate::wording::side(me, lang);
    i18n::text(
        lang,
        "games-line",
        [
            ("game", Arg::Num(id.0)),
            ("variant", Arg::Str(&variant)),
            ("side", Arg::Str(&side)),
            ("opponent", Arg::Str(opponent)),
            ("status", Arg::Str(&status)),
        ],
    )
}

/// A finished game in the `games` list: `finished: White won, black resigned`. The stored
/// reason starts with the winner in lower case (`white wins: black resigned (…)`), which
/// alone read as "finished: white"; the winner comes first in words, then how, without the
/// detail in brackets. The stored reason is English: other languages say how from the
/// termination (`終局：後手の勝ち（投了）`).
fn finished(
    result: Option<GameResult>,
    reason: Option<&str>,
    termination: Option<Termination>,
    lang: Language,
) -> String {
    let Some(result) = result else {
        return i18n::text(lang, "games-finished", []);
    };
    let who = match result {
        GameResult::Win(Color::Black) => "games-black-won",
        GameResult::Win(Color::White) => "games-white-won",
        GameResult::Draw => "games-drawn",
    };
    let who = i18n::text(lang, who, []);
    let how = match lang {
        Language::En => reason
            .and_then(|r| r.split_once(": "))
            .map(|(_, how)| how.split(" (").next().unwrap_or(how).trim().to_string()),
        _ => termination.map(|how| crate::wording::ending_label_in(&Ending::of(result, how), lang)),
    };
    match how {
        Some(how) if !how.is_empty() => i18n::text(
            lang,
            "games-finished-how",
            [("who", Arg::Str(&who)), ("how", Arg::Str(&how))],
        ),
        _ => i18n::text(lang, "games-finished-who", [("who", Arg::Str(&who))]),
    }
}

impl super::Profile {
    /// The name's state, for `profile-name`: `now`, `chosen` or `none`.
    pub fn name_state(&self) -> &'static str {
        if self.name_changed {
            "now"
        } else if self.chosen {
            "chosen"
        } else {
            "none"
        }
    }

    /// Whether this mail set the archive setting, for `profile-archive`.
    pub fn archive_changed_word(&self) -> &'static str {
        if self.archive_changed {
            "yes"
        } else {
            "no"
        }
    }

    /// Whether the games are public, for `profile-archive`.
    pub fn public_word(&self) -> &'static str {
        if self.public {
            "yes"
        } else {
            "no"
        }
    }
}

impl super::Exported {
    /// The files attached, in text.
    pub fn files_text(&self, lang: Language) -> String {
        self.files.join(&i18n::text(lang, "list-separator", []))
    }

    /// The files attached, each as code.
    pub fn files_html(&self, lang: Language) -> String {
        let code = |f: &String| {
            format!(
                "<code style=\"color:#111111;background-color:#f4f4f4\">{}</code>",
                escape(f)
            )
        };
        let files: Vec<String> = self.files.iter().map(code).collect();
        files.join(&escape(&i18n::text(lang, "list-separator", [])))
    }

    /// The formats not attached.
    pub fn skipped_text(&self, lang: Language) -> String {
        self.skipped.join(&i18n::text(lang, "list-separator", []))
    }
}

/// How game `rec` ended, as `history` says it after the moves, in `lang`; `None` while it is
/// being played. English gives the sentence stored with the game (its details too: the
/// move at fault, the deadline missed), the players named as every mail names them; other
/// languages word the ending ([`crate::wording::ending_in`]): the stored sentence is
/// English.
pub fn result_sentence_in(rec: &GameRecord, lang: Language) -> Option<String> {
    use yubin_domain::model::GameState;
    if !matches!(rec.state, GameState::Finished | GameState::Aborted) {
        return None;
    }
    if lang == Language::En {
        if let Some(r) = &rec.result_reason {
            return Some(super::named_text(rec, r));
        }
    }
    match rec.ending() {
        Some(ending) if rec.state == GameState::Finished => Some(crate::wording::upper_first(
            &crate::wording::ending_in(&ending, lang),
        )),
        _ => Some(result_in(rec, lang)),
    }
}

/// How a game ended, as the `games` list says it (`finished: White won, black resigned`;
/// `aborted`), for the analysis mail (issue 27).
pub fn result_in(rec: &GameRecord, lang: Language) -> String {
    if rec.state == yubin_domain::model::GameState::Aborted {
        return i18n::text(lang, "games-aborted", []);
    }
    let reason = rec
        .result_reason
        .as_deref()
        .map(|r| super::named_text(rec, r));
    finished(rec.result, reason.as_deref(), rec.termination, lang)
}
