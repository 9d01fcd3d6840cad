//! The answers about a recipient's mail streams (`List-Unsubscribe`): a stream stopped by a
//! mail to its keyed address or by `unsubscribe` in reply to one of its mails, the list of
//! the sender's streams (`unsubscribe` alone), and `reminders on|off`.

use super::tournament::say;
use super::{tidy, Body};
use crate::i18n::{self, Arg, Language};
use askama::Template;

/// One stream, as the answers name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamName {
    /// A game the recipient watches (`notify`: its result only).
    Game {
        /// The game's number.
        game: i64,
        /// Only its result.
        notify: bool,
    },
    /// A tournament whose crosstables the recipient gets as an observer (`T3`).
    Tournament(String),
    /// Deadline reminders.
    Reminders,
    /// The daily digest.
    Digest,
    /// The crosstables after each game of a tournament the recipient plays in (`T3`).
    Crosstables(String),
}

impl StreamName {
    /// The command that starts it again.
    pub fn resume(&self) -> String {
        match self {
            StreamName::Game { game, notify: true } => format!("notify {game}"),
            StreamName::Game { game, .. } => format!("watch {game}"),
            StreamName::Tournament(label) => format!("watch {label}"),
            StreamName::Reminders => "reminders on".into(),
            StreamName::Digest => "digest daily".into(),
            StreamName::Crosstables(label) => format!("crosstables {label} on"),
        }
    }

    /// The command that stops it.
    pub fn stop(&self) -> String {
        match self {
            StreamName::Game { game, .. } => format!("unwatch {game}"),
            StreamName::Tournament(label) => format!("unwatch {label}"),
            StreamName::Reminders => "reminders off".into(),
            StreamName::Digest => "digest off".into(),
            StreamName::Crosstables(label) => format!("crosstables {label} off"),
        }
    }
}

/// What the answer says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnsubscribeEvent {
    /// This stream is stopped (`changed`: by this mail; else it was already).
    Stopped(StreamName, bool),
    /// The sender's streams: what they watch, and whether they get reminders (`None`: a
    /// sender with no game, whose reminders are not worth naming); last, the tournaments
    /// (`T3`) they play in whose crosstables they turned off.
    List(Vec<StreamName>, Option<bool>, Vec<String>),
    /// `reminders on|off` (`changed`: set by this mail; else shown).
    Reminders {
        /// Whether reminders are on now.
        on: bool,
        /// Whether this mail set it.
        changed: bool,
    },
    /// `crosstables T3 [on|off]` (`on`: `None` when the sender plays in no open or running
    /// tournament of that number; `changed`: set by this mail).
    Crosstables {
        /// The tournament (`T3`).
        label: String,
        /// Whether its crosstables come to the sender now.
        on: Option<bool>,
        /// Whether this mail set it.
        changed: bool,
    },
}

mail!(
    /// The answer about a stream: stopped, listed, or reminders set.
    UnsubscribeNote, UnsubscribeNoteText = "unsubscribe.txt", UnsubscribeNoteHtml = "unsubscribe.html",
    {
        /// The recipient's language.
        lang: Language,
        /// What happened.
        event: UnsubscribeEvent,
    }
);

/// The words for `stream`'s mails in `lang` (`the board mails of game 12`).
fn what(stream: &StreamName, lang: Language) -> String {
    match stream {
        StreamName::Game { game, notify } => i18n::text(
            lang,
            if *notify {
                "unsub-what-notify"
            } else {
                "unsub-what-game"
            },
            [("game", Arg::Num(*game))],
        ),
        StreamName::Tournament(label) => {
            i18n::text(lang, "unsub-what-tournament", [("label", Arg::Str(label))])
        }
        StreamName::Reminders => i18n::text(lang, "unsub-what-reminders", []),
        StreamName::Digest => i18n::text(lang, "unsub-what-digest", []),
        StreamName::Crosstables(label) => {
            i18n::text(lang, "unsub-what-crosstables", [("label", Arg::Str(label))])
        }
    }
}

impl UnsubscribeNote {
    /// The paragraphs of the answer, as text or HTML.
    pub fn paragraphs(&self, html_part: bool) -> Vec<String> {
        let lang = self.lang;
        let say = |id: &str, args: &[(&str, Arg<'_>)]| say(lang, html_part, id, args);
        match &self.event {
            UnsubscribeEvent::Stopped(stream, changed) => {
                let (what, resume) = (what(stream, lang), stream.resume());
                let id = if *changed {
                    "unsub-stopped"
                } else {
                    "unsub-stopped-already"
                };
                let mut out = vec![say(id, &[("what", Arg::Str(&what))])];
                if *stream == StreamName::Reminders {
                    out.push(say("unsub-reminders-clock", &[]));
                }
                if *stream == StreamName::Digest {
                    out.push(say("unsub-digest-moves", &[]));
                }
                if matches!(stream, StreamName::Crosstables(_)) {
                    out.push(say("unsub-crosstables-games", &[]));
                }
                out.push(say("unsub-resume", &[("command", Arg::Code(&resume))]));
                out
            }
            UnsubscribeEvent::List(streams, reminders, crosstables_off) => {
                let mut all = streams.clone();
                if *reminders == Some(true) {
                    all.push(StreamName::Reminders);
                }
                let off = (*reminders == Some(false)).then(|| {
                    say(
                        "unsub-list-reminders-off",
                        &[("command", Arg::Code("reminders on"))],
                    )
                });
                let off: Vec<String> = off
                    .into_iter()
                    .chain(crosstables_off.iter().map(|label| {
                        let resume = StreamName::Crosstables(label.clone()).resume();
                        say(
                            "unsub-list-crosstables-off",
                            &[("label", Arg::Str(label)), ("command", Arg::Code(&resume))],
                        )
                    }))
                    .collect();
                if all.is_empty() && off.is_empty() {
                    return vec![say("unsub-list-none", &[])];
                }
                if all.is_empty() {
                    return off;
                }
                let mut out = vec![say("unsub-list", &[])];
                for s in &all {
                    let (what, stop) = (what(s, lang), s.stop());
                    out.push(say(
                        "unsub-list-item",
                        &[("what", Arg::Str(&what)), ("command", Arg::Code(&stop))],
                    ));
                }
                out.extend(off);
                out.push(say(
                    "unsub-list-how",
                    &[("command", Arg::Code("unsubscribe"))],
                ));
                out
            }
            UnsubscribeEvent::Reminders { on, changed } => {
                let id = match (on, changed) {
                    (true, true) => "reminders-now-on",
                    (false, true) => "reminders-now-off",
                    (true, false) => "reminders-are-on",
                    (false, false) => "reminders-are-off",
                };
                let other = if *on { "reminders off" } else { "reminders on" };
                vec![say(id, &[("command", Arg::Code(other))])]
            }
            UnsubscribeEvent::Crosstables { label, on, changed } => {
                let Some(on) = on else {
                    let watch = format!("watch {label}");
                    return vec![say(
                        "crosstables-not-entrant",
                        &[("label", Arg::Str(label)), ("command", Arg::Code(&watch))],
                    )];
                };
                let id = match (on, changed) {
                    (true, true) => "crosstables-now-on",
                    (false, true) => "crosstables-now-off",
                    (true, false) => "crosstables-are-on",
                    (false, false) => "crosstables-are-off",
                };
                let stream = StreamName::Crosstables(label.clone());
                let other = if *on { stream.stop() } else { stream.resume() };
                vec![say(
                    id,
                    &[("label", Arg::Str(label)), ("command", Arg::Code(&other))],
                )]
            }
        }
    }
}

/// The subject of an answer about streams in `lang`.
pub fn subject(event: &UnsubscribeEvent, lang: Language) -> String {
    match event {
        UnsubscribeEvent::Stopped(stream, _) => i18n::text(
            lang,
            "unsub-subject-stopped",
            [("what", Arg::Str(&what(stream, lang)))],
        ),
        UnsubscribeEvent::List(..) => i18n::text(lang, "unsub-subject-list", []),
        UnsubscribeEvent::Reminders { on, .. } => i18n::text(
            lang,
            if *on {
                "reminders-subject-on"
            } else {
                "reminders-subject-off"
            },
            [],
        ),
        UnsubscribeEvent::Crosstables { label, on, .. } => i18n::text(
            lang,
            match on {
                Some(true) => "crosstables-subject-on",
                Some(false) => "crosstables-subject-off",
                None => "crosstables-subject-not-entrant",
            },
            [("label", Arg::Str(label))],
        ),
    }
}
