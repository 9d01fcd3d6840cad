//! The mails of tournaments: what the organiser and the players are told when a tournament
//! is created, joined, left, started, cancelled, and when a player withdraws; the list of
//! tournaments; the mail of a new tournament game. (The crosstable mails are in the parent
//! module, beside the crosstable.)

use super::{tidy, Body, GameView};
use crate::crosstable::words;
use crate::i18n::{self, Arg, Language};
use askama::Template;

/// A tournament as its mails describe it.
#[derive(Debug, Clone)]
pub struct Summary {
    /// `T3`.
    pub label: String,
    /// Its name.
    pub name: String,
    /// The organiser's short name.
    pub organiser: String,
    /// `open for entries`, `under way, round 2`, `finished`, `cancelled`.
    pub state: String,
    /// `a round robin`, `a Swiss of 5 rounds`, `a knockout of 2-game matches`.
    pub format: String,
    /// The games' terms, one sentence per line (as game mails give them).
    pub terms: Vec<String>,
    /// `1 point a win, ½ a draw, 0 a loss`.
    pub points: String,
    /// The tie-breaks in order, in words.
    pub tie_breaks: String,
    /// `3 to 30 players`.
    pub limits: String,
    /// When it starts, in words (`it starts on 2026-12-01 00:00 UTC if 4 players have
    /// joined`, `it starts when the organiser starts it`, `it started on …`).
    pub start: String,
    /// How many players are entered (withdrawn ones included).
    pub entered: usize,
    /// The players entered, with their ratings (by seed once it started); empty in the
    /// list of tournaments, which gives only how many.
    pub players: Vec<String>,
}

/// What a tournament notice tells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// To the organiser: the tournament was created.
    Created,
    /// To a player: they joined; the number of players now.
    Joined(usize),
    /// To a player: they left before the start.
    Left,
    /// To the organiser: the tournament started with its games.
    Started(usize),
    /// To everyone entered: the organiser cancelled it.
    Cancelled,
    /// To everyone entered: too few players by the start date (how many, how many needed).
    TooFew(usize, u32),
    /// To the player and the organiser: a player withdrew (their short name; whether their
    /// results are annulled; how many games were forfeited).
    Withdrawn {
        /// The player.
        player: String,
        /// Their results are annulled (a round robin, fewer than half played).
        annulled: bool,
        /// Games ended by forfeit now.
        forfeited: usize,
    },
    /// To a player and the organiser: the organiser took the player off the entries before
    /// the start (the player's short name).
    Removed(String),
    /// To a player: a bye in a round (the round, its points: `1`, `½`).
    Bye(u32, String),
}

/// A tournament notice.
#[derive(Debug, Clone)]
pub struct TournamentNotice {
    /// The recipient's language.
    pub lang: Language,
    /// What happened.
    pub notice: Notice,
    /// The tournament.
    pub t: Summary,
}

#[derive(Template)]
#[template(path = "tournament.txt")]
struct NoticeText<'a> {
    m: &'a TournamentNotice,
    lang: Language,
}

#[derive(Template)]
#[template(path = "tournament.html")]
struct NoticeHtml<'a> {
    m: &'a TournamentNotice,
    lang: Language,
}

impl TournamentNotice {
    /// Renders the text and HTML parts.
    pub fn body(&self) -> Body {
        Body {
            text: tidy::tidy_in(
                &NoticeText {
                    m: self,
                    lang: self.lang,
                }
                .render()
                .expect("tournament.txt renders"),
                self.lang,
            ),
            html: NoticeHtml {
                m: self,
                lang: self.lang,
            }
            .render()
            .expect("tournament.html renders"),
            picture: None,
        }
    }
}

/// A tournament finished lately, as the list of tournaments gives it.
#[derive(Debug, Clone)]
pub struct Finished {
    /// `T3`.
    pub label: String,
    /// Its name.
    pub name: String,
    /// `a round robin`, `a Swiss of 5 rounds`, `a knockout of 2-game matches`.
    pub format: String,
    /// `Chu Shogi`.
    pub variant: String,
    /// How many players it had (withdrawn ones included).
    pub players: usize,
    /// When it ended, in the reader's time zone.
    pub finished: String,
    /// Its winner, or the players who share first place, by their public names.
    pub winners: Vec<String>,
}

/// The tournaments finished lately that the list of tournaments gives.
#[derive(Debug, Clone)]
pub struct Recent {
    /// Those finished in the last `days` days, the latest first, at most `most` of them.
    pub rows: Vec<Finished>,
    /// How many days back they are listed.
    pub days: u32,
    /// How many are listed at most.
    pub most: u32,
}

mail!(
    /// The open and running tournaments, and those finished lately (`tournaments`); or one
    /// tournament not under way (`standings T3` of an open or cancelled one).
    TournamentList, TournamentListText = "tournaments.txt", TournamentListHtml = "tournaments.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// The open and running tournaments, by number.
        rows: Vec<Summary>,
        /// The tournaments finished lately (`None`: not the list of all tournaments).
        finished: Option<Recent>,
    }
);

mail!(
    /// A new tournament game, to each of its players.
    Paired, PairedText = "paired.txt", PairedHtml = "paired.html",
    lang: |m| m.g.lang,
    picture: |m| m.g.picture.as_ref(),
    {
        /// The game.
        g: GameView,
        /// `Tournament Spring (T3), round 2, game 1`.
        slot: String,
    }
);

mail!(
    /// A game's record as files (`export`), its TSA score in the text.
    Exported, ExportedText = "export.txt", ExportedHtml = "export.html",
    {
        /// The recipient's language.
        lang: crate::i18n::Language,
        /// `Game 3, alice vs bob`.
        title: String,
        /// The files attached.
        files: Vec<String>,
        /// The formats asked for that cannot hold the game (KIF and PGN of Maka).
        skipped: Vec<String>,
        /// `Maka Dai Dai Shogi`.
        variant: String,
        /// The TSA game score.
        score: String,
    }
);

/// The `n` of a message, from a count.
fn num(n: usize) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Message `id` as text, or (`html_part`) as HTML ([`words::html`]) with its line breaks
/// as spaces (none between Japanese sentences).
pub(crate) fn say<'a>(
    lang: Language,
    html_part: bool,
    id: &str,
    args: impl AsRef<[(&'a str, Arg<'a>)]>,
) -> String {
    if html_part {
        let space = if lang == Language::Ja { "" } else { " " };
        words::html(lang, id, args).replace('\n', space)
    } else {
        i18n::text(lang, id, args)
    }
}

impl Summary {
    /// The first line of the text (`T3 Spring: a round robin, organised by alice; open for
    /// entries.`), or (`html_part`) the facts of the HTML's `Format` row.
    pub fn facts_in(&self, lang: Language, html_part: bool) -> String {
        let args = [
            ("format", Arg::Str(&self.format)),
            ("organiser", Arg::Str(&self.organiser)),
            ("state", Arg::Str(&self.state)),
        ];
        if html_part {
            return say(lang, true, "tournament-facts", args);
        }
        let facts = i18n::text(lang, "tournament-facts", args);
        i18n::text(
            lang,
            "tournament-heading",
            [
                ("label", Arg::Str(&self.label)),
                ("name", Arg::Str(&self.name)),
                ("facts", Arg::Str(&facts)),
            ],
        )
    }

    /// The scoring and tie-breaks (a line of the text, or the HTML's cell).
    pub fn scoring_in(&self, lang: Language, html_part: bool) -> String {
        let args = [
            ("points", Arg::Str(&self.points)),
            ("tiebreaks", Arg::Str(&self.tie_breaks)),
        ];
        if html_part {
            return say(lang, true, "tournament-scoring", args);
        }
        let scoring = i18n::text(lang, "tournament-scoring", args);
        i18n::text(
            lang,
            "tournament-scoring-line",
            [("scoring", Arg::Str(&scoring))],
        )
    }

    /// The limits of the entries and the start (a line of the text, or the HTML's cell).
    pub fn entries_in(&self, lang: Language, html_part: bool) -> String {
        let args = [
            ("limits", Arg::Str(&self.limits)),
            ("start", Arg::Str(&self.start)),
        ];
        if html_part {
            return say(lang, true, "tournament-entries", args);
        }
        let entries = i18n::text(lang, "tournament-entries", args);
        i18n::text(
            lang,
            "tournament-entries-line",
            [("entries", Arg::Str(&entries))],
        )
    }

    /// Who has joined (a line of the text, or the HTML's cell).
    pub fn players_in(&self, lang: Language, html_part: bool) -> String {
        let list = self.players.join(&i18n::text(lang, "list-separator", []));
        let n = num(self.entered);
        let (id, args) = match (self.entered, self.players.is_empty(), html_part) {
            (0, _, false) => ("tournament-no-players", vec![]),
            (0, _, true) => ("tournament-cell-no-players", vec![]),
            (_, true, false) => ("tournament-players-count", vec![("n", n)]),
            (_, true, true) => ("tournament-cell-players-count", vec![("n", n)]),
            (_, false, false) => (
                "tournament-players-list",
                vec![("n", n), ("players", Arg::Str(&list))],
            ),
            (_, false, true) => (
                "tournament-cell-players-list",
                vec![("n", n), ("players", Arg::Str(&list))],
            ),
        };
        say(lang, html_part, id, args)
    }
}

/// A header of the tournament's HTML table: `format`, `games`, `scoring`, `entries`,
/// `players`.
pub fn row_head(lang: Language, which: &str) -> String {
    let id = match which {
        "format" => "tournament-row-format",
        "games" => "tournament-row-games",
        "scoring" => "tournament-row-scoring",
        "entries" => "tournament-row-entries",
        _ => "tournament-row-players",
    };
    i18n::text(lang, id, [])
}

/// A header of the HTML table of finished tournaments: `tournament`, `format`, `players`,
/// `finished`, `winner`.
pub fn finished_head(lang: Language, which: &str) -> String {
    let id = match which {
        "tournament" => "tournaments-head-tournament",
        "format" => "tournaments-head-format",
        "players" => "tournaments-head-players",
        "finished" => "tournaments-head-finished",
        _ => "tournaments-head-winner",
    };
    i18n::text(lang, id, [])
}

/// An entrant as the summary lists them: `alice (1500?)`, `bob (1612, withdrawn)`.
pub fn entrant_in(lang: Language, name: &str, rating: &str, withdrawn: bool) -> String {
    let id = if withdrawn {
        "tournament-entrant-withdrawn"
    } else {
        "tournament-entrant"
    };
    i18n::text(
        lang,
        id,
        [("name", Arg::Str(name)), ("rating", Arg::Str(rating))],
    )
}

impl TournamentNotice {
    /// What happened, in the recipient's language (text, or `html_part`).
    pub fn sentence_in(&self, html_part: bool) -> String {
        let lang = self.lang;
        let t = &self.t;
        let (label, name) = (Arg::Str(&t.label), Arg::Str(&t.name));
        let say = |id: &str, args: &[(&str, Arg<'_>)]| {
            let mut all = vec![("label", label), ("name", name)];
            all.extend_from_slice(args);
            say(lang, html_part, id, all)
        };
        let command = |c: &str| format!("{c} {}", t.label);
        match &self.notice {
            Notice::Created => {
                let (join, leave) = (command("join"), command("leave"));
                let (start, cancel) = (command("tournament start"), command("tournament cancel"));
                let standings = command("standings");
                say(
                    "tournament-created",
                    &[
                        ("join", Arg::Code(&join)),
                        ("leave", Arg::Code(&leave)),
                        ("start", Arg::Code(&start)),
                        ("cancel", Arg::Code(&cancel)),
                        ("standings", Arg::Code(&standings)),
                    ],
                )
            }
            Notice::Joined(n) => {
                let leave = command("leave");
                say(
                    "tournament-joined",
                    &[("n", num(*n)), ("leave", Arg::Code(&leave))],
                )
            }
            Notice::Left => say("tournament-left", &[]),
            Notice::Started(n) => say("tournament-started-notice", &[("n", num(*n))]),
            Notice::Cancelled => say("tournament-cancelled", &[]),
            Notice::TooFew(have, need) => say(
                "tournament-too-few",
                &[("have", num(*have)), ("need", Arg::Num(i64::from(*need)))],
            ),
            Notice::Withdrawn {
                player,
                annulled,
                forfeited,
            } => {
                let mut out = say("tournament-withdrawn", &[("player", Arg::Str(player))]);
                if *forfeited > 0 {
                    out.push_str(&say(
                        "tournament-withdrawn-forfeited",
                        &[("n", num(*forfeited))],
                    ));
                }
                out.push_str(match (html_part, lang) {
                    (false, _) => "\n",
                    (true, Language::Ja) => "",
                    (true, _) => " ",
                });
                out.push_str(&say(
                    if *annulled {
                        "tournament-withdrawn-annulled"
                    } else {
                        "tournament-withdrawn-stand"
                    },
                    &[],
                ));
                out
            }
            Notice::Removed(player) => say("tournament-removed", &[("player", Arg::Str(player))]),
            Notice::Bye(round, points) => say(
                "tournament-bye",
                &[
                    ("round", Arg::Num(i64::from(*round))),
                    ("points", Arg::Str(points)),
                    (
                        "count",
                        Arg::Str(if points == "1" { "one" } else { "other" }),
                    ),
                ],
            ),
        }
    }
}

impl TournamentList {
    /// The sentence over the open and running tournaments (or that there are none).
    pub fn open_in(&self, html_part: bool) -> String {
        if self.rows.is_empty() {
            say(
                self.lang,
                html_part,
                "tournaments-none",
                [
                    ("create", Arg::Code("tournament create <name> …")),
                    ("help", Arg::Code("help")),
                ],
            )
        } else {
            say(
                self.lang,
                html_part,
                "tournaments-some",
                [
                    ("n", num(self.rows.len())),
                    ("join", Arg::Code("join T<number>")),
                    ("standings", Arg::Code("standings T<number>")),
                ],
            )
        }
    }
}

impl Recent {
    /// The sentence over the tournaments finished lately (or that there are none).
    pub fn heading_in(&self, lang: Language, html_part: bool) -> String {
        let days = ("days", Arg::Num(i64::from(self.days)));
        if self.rows.is_empty() {
            say(lang, html_part, "tournaments-none-finished", [days])
        } else {
            say(
                lang,
                html_part,
                "tournaments-finished",
                [
                    days,
                    ("most", Arg::Num(i64::from(self.most))),
                    ("standings", Arg::Code("standings T<number>")),
                ],
            )
        }
    }
}

impl Finished {
    /// The text's lines of a finished tournament: its facts, then its winner or winners.
    pub fn lines_in(&self, lang: Language) -> [String; 2] {
        let facts = i18n::text(
            lang,
            "tournaments-finished-row",
            [
                ("label", Arg::Str(&self.label)),
                ("name", Arg::Str(&self.name)),
                ("format", Arg::Str(&self.format)),
                ("variant", Arg::Str(&self.variant)),
                ("players", num(self.players)),
                ("finished", Arg::Str(&self.finished)),
            ],
        );
        [facts, self.winners_in(lang, false)]
    }

    /// The format cell of the HTML table.
    pub fn format_in(&self, lang: Language) -> String {
        say(
            lang,
            true,
            "tournaments-cell-format",
            [
                ("format", Arg::Str(&self.format)),
                ("variant", Arg::Str(&self.variant)),
            ],
        )
    }

    /// The winner or winners: a line of the text, or (`html_part`) the HTML's cell of
    /// those who share first place.
    pub fn winners_in(&self, lang: Language, html_part: bool) -> String {
        let names = self.winners.join(&i18n::text(lang, "list-separator", []));
        let names = ("names", Arg::Str(&names));
        match (self.winners.len() == 1, html_part) {
            (true, false) => i18n::text(lang, "tournaments-winner", [names]),
            (false, false) => i18n::text(lang, "tournaments-shared", [names]),
            (_, true) => say(lang, true, "tournaments-cell-shared", [names]),
        }
    }
}

impl super::RatingList {
    /// The heading: the variant, the rating system and the provisional mark `?`.
    pub fn heading_in(&self, html_part: bool) -> String {
        let variant = ("variant", Arg::Str(&self.variant));
        if html_part {
            words::bold(self.lang, "ratings-heading", [variant], "mark", "?")
        } else {
            i18n::text(
                self.lang,
                "ratings-heading",
                [variant, ("mark", Arg::Str("`?`"))],
            )
        }
    }

    /// That no rated game was played yet.
    pub fn none_in(&self, html_part: bool) -> String {
        say(
            self.lang,
            html_part,
            "ratings-none",
            [("command", Arg::Code("rated"))],
        )
    }

    /// `game` or `games`, after a count of `n`.
    pub fn games_in(&self, n: u32) -> String {
        i18n::text(self.lang, "ratings-games", [("n", Arg::Num(i64::from(n)))])
    }

    /// The mark of the recipient's own line.
    pub fn you_in(&self) -> String {
        i18n::text(self.lang, "ratings-you", [])
    }
}

#[cfg(test)]
pub(crate) mod tests;
