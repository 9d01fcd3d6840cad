//! The mails of observers (`watch`, `notify`, `watch T3`): a game's board after its moves,
//! its end, a tournament's crosstables, and the answers to the observers' commands and to a
//! player's `observers on|off`. Every mail to an observer says how to stop them.

use super::tournament::say;
use super::{clock_lines, game_view_in, player_in, tidy, Body, Crosstable, GameView, Mark, Stage};
use crate::crosstable::words;
use crate::i18n::{self, Arg, Language};
use askama::Template;
use yubin_domain::clock::Clocks;
use yubin_domain::model::GameId;
use yubin_domain::model::{GameRecord, GameState, Look, Zone};
use yubin_rules::{Color, Game};

/// The game as an observer sees it: from Black's side (Black at the bottom), drawn their
/// way (`look`), dates in UTC, and both clocks when `clocks` is given (not for a game shown
/// some plies behind: its clocks and deadline belong to a position the observer does not
/// see).
pub fn observer_view(
    rec: &GameRecord,
    game: &Game,
    clocks: Option<&Clocks>,
    look: Look,
) -> GameView {
    let lang = look.language();
    let mut view = game_view_in(rec, game, Color::Black, lang).drawn(game, Color::Black, look);
    let on_turn = game.position().side_to_move();
    let number = game.moves().len() + 1;
    view.watcher = true;
    view.black = rec.name(Color::Black).to_string();
    view.white = rec.name(Color::White).to_string();
    view.my_turn = false;
    view.opponent = String::new();
    let player = player_in(rec, on_turn, lang);
    let args = [
        ("player", Arg::Str(&player)),
        (
            "number",
            Arg::Num(i64::try_from(number).unwrap_or(i64::MAX)),
        ),
    ];
    view.turn = match (clocks, rec.deadline) {
        (Some(_), Some(d)) => {
            let date = Zone::UTC.format_in(d, lang);
            let mut args = args.to_vec();
            args.push(("date", Arg::Str(&date)));
            i18n::text(lang, "watch-turn-by", args)
        }
        _ => i18n::text(lang, "watch-turn", args),
    };
    if let (Some(c), GameState::Active) = (clocks, rec.state) {
        view.clocks = clock_lines(rec.setup.terms.time_control, c);
    }
    view
}

/// One move an observer is shown: `alice (black) played 7. P-7f`.
#[derive(Debug, Clone)]
pub struct ObservedMove {
    /// `alice (black)`, in the observer's language ([`super::player_in`]).
    pub player: String,
    /// The side that played it.
    pub side: Color,
    /// The move's number.
    pub number: usize,
    /// The move in TSA notation.
    pub notation: String,
    /// The move as Japanese records write it ([`crate::kanji_move::format`]).
    pub kanji: String,
    /// What fire demons burned with it ([`crate::burns::burned`]).
    pub burned: Vec<crate::burns::Burned>,
}

impl ObservedMove {
    /// What fire demons burned with it, in a sentence in `lang` ([`crate::wording::burns_in`]).
    pub fn burns_in(&self, lang: crate::i18n::Language) -> Option<String> {
        crate::wording::burns_in(&self.burned, false, lang)
    }
}

mail!(
    /// An observer's board mail: after moves, or when they start to watch.
    Observed, ObservedText = "observed.txt", ObservedHtml = "observed.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game as observers see it now ([`super::observer_view`]).
        g: GameView,
        /// The moves newly shown, in order (none in the first mail).
        moves: Vec<ObservedMove>,
        /// Whether this is the answer to `watch` (the first mail).
        welcome: bool,
        /// The players agreed to take back this many moves (plies).
        takeback: Option<u32>,
        /// A tournament's delay: the board is this many plies behind the game.
        delay: Option<u32>,
    }
);

mail!(
    /// The end of a game, to its observers (`watch` and `notify`): never delayed.
    ObservedEnd, ObservedEndText = "observed_end.txt", ObservedEndHtml = "observed_end.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The final position.
        g: GameView,
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why, in a sentence (`Black wins: white resigned`).
        reason: String,
        /// More about it: which move was illegal and why, when the time ran out.
        detail: Option<crate::i18n::Para>,
        /// Every move, numbered.
        history: Vec<String>,
    }
);

/// What an observer of a tournament is told beside its crosstable.
#[derive(Debug, Clone)]
pub struct ObserverNote {
    /// `T3`.
    pub label: String,
    /// The result that brought the crosstable: `Game 12, alice vs bob: 1-0, black wins:
    /// white resigned` (none for a crosstable that no single game brought).
    pub last: Option<String>,
}

mail!(
    /// A tournament's crosstable, to its observers (`watch T3`).
    ObservedCrosstable, ObservedCrosstableText = "observed_crosstable.txt", ObservedCrosstableHtml = "observed_crosstable.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The crosstable.
        t: Crosstable,
        /// What it follows.
        after: Stage,
        /// Whether it is the final one.
        last: bool,
        /// The observer's part.
        note: ObserverNote,
    }
);

/// What a [`WatchNote`] answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchEvent {
    /// `notify N`: the result will come.
    Notify {
        /// `Game 12, alice vs bob`.
        title: String,
        /// The game.
        game: GameId,
    },
    /// `watch T3`: its crosstables will come (`T3`, its name, its observers' delay).
    Tournament(String, String, u32),
    /// `unwatch …`: what was stopped (`game 12`, `T3`; empty: nothing was watched).
    Stopped(Vec<String>),
    /// `observers [on|off]`: whether others may watch the sender's casual games, whether
    /// this mail set it, and how many of their casual games are open.
    Observers {
        /// Allowed.
        allowed: bool,
        /// Set by this mail.
        changed: bool,
        /// The sender's casual games not over.
        games: usize,
    },
}

mail!(
    /// The answer to an observer's command (other than a first `watch` of a game, answered
    /// with the board) and to `observers`.
    WatchNote, WatchNoteText = "watch_note.txt", WatchNoteHtml = "watch_note.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// What it answers.
        event: WatchEvent,
        /// What the sender watches now (`game 12`, `T3`).
        watching: Vec<String>,
    }
);

/// A count as a message's number.
fn num(n: usize) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

impl Observed {
    /// `alice (black) played 7. P-7f.` (the move in bold in HTML).
    pub fn move_in(&self, mv: &ObservedMove, html_part: bool) -> String {
        let lang = self.g.lang;
        let number = i18n::text(
            lang,
            "observed-move-number",
            [
                ("number", num(mv.number)),
                (
                    "notation",
                    Arg::Str(&crate::kanji_move::beside(&mv.kanji, &mv.notation, lang)),
                ),
            ],
        );
        if html_part {
            words::bold(
                lang,
                "observed-move",
                [("player", Arg::Str(&mv.player))],
                "move",
                &number,
            )
        } else {
            i18n::text(
                lang,
                "observed-move",
                [
                    ("player", Arg::Str(&mv.player)),
                    ("move", Arg::Str(&number)),
                ],
            )
        }
    }

    /// The takeback of `n` plies the players agreed.
    pub fn takeback_in(&self, n: &u32, html_part: bool) -> String {
        say(
            self.g.lang,
            html_part,
            "observed-takeback",
            [("n", Arg::Num(i64::from(*n)))],
        )
    }

    /// The first mail's welcome.
    pub fn welcome_in(&self, html_part: bool) -> String {
        say(
            self.g.lang,
            html_part,
            "observed-welcome",
            [("game", Arg::Num(self.g.id.0))],
        )
    }

    /// The tournament's delay of `plies`.
    pub fn delay_in(&self, plies: &u32, html_part: bool) -> String {
        say(
            self.g.lang,
            html_part,
            "observed-delay",
            [("plies", Arg::Num(i64::from(*plies)))],
        )
    }

    /// How to stop watching.
    pub fn footer_in(&self, html_part: bool) -> String {
        let game = format!("unwatch {}", self.g.id);
        say(
            self.g.lang,
            html_part,
            "observed-footer",
            [
                ("game", Arg::Num(self.g.id.0)),
                ("unwatch", Arg::Code("unwatch")),
                ("unwatch-game", Arg::Code(&game)),
                ("unwatch-all", Arg::Code("unwatch all")),
            ],
        )
    }
}

impl ObservedEnd {
    /// `Game over: 1-0. Black wins: white resigned.` (the result in bold in HTML).
    pub fn over_in(&self, html_part: bool) -> String {
        let lang = self.g.lang;
        let reason = [("reason", Arg::Str(&self.reason))];
        if html_part {
            words::bold(lang, "observed-end", reason, "result", &self.result)
        } else {
            let mut args = reason.to_vec();
            args.push(("result", Arg::Str(&self.result)));
            i18n::text(lang, "observed-end", args)
        }
    }

    /// `All moves:`, `(none)`, or the last words (`footer`), as text.
    pub fn words_in(&self, which: &str) -> String {
        let id = match which {
            "moves" => "observed-end-moves",
            "none" => "observed-end-none",
            _ => "observed-end-footer",
        };
        i18n::text(self.g.lang, id, [("game", Arg::Num(self.g.id.0))])
    }
}

impl ObservedCrosstable {
    /// The result that brought the crosstable, as a sentence.
    pub fn last_in(&self, last: &str, html_part: bool) -> String {
        say(
            self.lang,
            html_part,
            "observed-crosstable-last",
            [("last", Arg::Str(last))],
        )
    }

    /// How to stop watching.
    pub fn footer_in(&self, html_part: bool) -> String {
        let label = format!("unwatch {}", self.note.label);
        say(
            self.lang,
            html_part,
            "observed-crosstable-footer",
            [
                ("label", Arg::Str(&self.note.label)),
                ("unwatch", Arg::Code("unwatch")),
                ("unwatch-label", Arg::Code(&label)),
            ],
        )
    }
}

impl WatchNote {
    /// The answer, as text or HTML.
    pub fn answer_in(&self, html_part: bool) -> String {
        let lang = self.lang;
        let say = |id: &str, args: &[(&str, Arg<'_>)]| say(lang, html_part, id, args);
        match &self.event {
            WatchEvent::Notify { title, game } => {
                let (watch, unwatch) = (format!("watch {game}"), format!("unwatch {game}"));
                say(
                    "watch-notify",
                    &[
                        ("title", Arg::Str(title)),
                        ("watch", Arg::Code(&watch)),
                        ("unwatch", Arg::Code(&unwatch)),
                    ],
                )
            }
            WatchEvent::Tournament(label, name, delay) => {
                let unwatch = format!("unwatch {label}");
                say(
                    "watch-tournament",
                    &[
                        ("label", Arg::Str(label)),
                        ("name", Arg::Str(name)),
                        ("plies", Arg::Num(i64::from(*delay))),
                        ("watch", Arg::Code("watch 12")),
                        ("unwatch", Arg::Code(&unwatch)),
                    ],
                )
            }
            WatchEvent::Stopped(what) if what.is_empty() => say("watch-stopped-nothing", &[]),
            WatchEvent::Stopped(what) => {
                let list = what.join(&i18n::text(lang, "list-separator", []));
                say(
                    "watch-stopped",
                    &[("what", Arg::Str(&list)), ("n", num(what.len()))],
                )
            }
            WatchEvent::Observers {
                allowed,
                changed,
                games,
            } => {
                let changed = ("changed", Arg::Str(if *changed { "yes" } else { "no" }));
                let mut out = if *allowed {
                    say(
                        "watch-observers-allowed",
                        &[
                            changed,
                            ("watch", Arg::Code("watch N")),
                            ("off", Arg::Code("observers off")),
                        ],
                    )
                } else {
                    say(
                        "watch-observers-forbidden",
                        &[changed, ("on", Arg::Code("observers on"))],
                    )
                };
                out.push_str(&say("watch-observers-games", &[("n", num(*games))]));
                out
            }
        }
    }

    /// What the sender watches now (`You watch: game 12, T3.`).
    pub fn watching_in(&self, html_part: bool) -> String {
        let list = self
            .watching
            .join(&i18n::text(self.lang, "list-separator", []));
        say(
            self.lang,
            html_part,
            "watch-watching",
            [("list", Arg::Str(&list))],
        )
    }
}

/// A thing watched as the observers' mails name it: `game 12`, `game 12 (its result)`
/// (`notify`), in `lang`.
pub fn watched_game_in(game: GameId, notify: bool, lang: Language) -> String {
    let id = if notify {
        "watch-label-notify"
    } else {
        "watch-label-game"
    };
    i18n::text(lang, id, [("game", Arg::Num(game.0))])
}

#[cfg(test)]
mod tests;
