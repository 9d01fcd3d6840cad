//! The mails of tournaments: what the organiser and the players are told when a tournament
//! is created, joined, left, started, cancelled, and when a player withdraws; the list of
//! tournaments; the mail of a new tournament game. (The crosstable mails are in the parent
//! module, beside the crosstable.)

use super::{tidy, Body, GameView};
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
    /// To a player: a bye in a round (the round, its points).
    Bye(u32, String),
}

/// A tournament notice.
#[derive(Debug, Clone)]
pub struct TournamentNotice {
    /// What happened.
    pub notice: Notice,
    /// The tournament.
    pub t: Summary,
}

#[derive(Template)]
#[template(path = "tournament.txt")]
struct NoticeText<'a> {
    m: &'a TournamentNotice,
}

#[derive(Template)]
#[template(path = "tournament.html")]
struct NoticeHtml<'a> {
    m: &'a TournamentNotice,
    lang: crate::i18n::Language,
}

impl TournamentNotice {
    /// Renders the text and HTML parts.
    pub fn body(&self) -> Body {
        Body {
            text: tidy(
                &NoticeText { m: self }
                    .render()
                    .expect("tournament.txt renders"),
            ),
            html: NoticeHtml {
                m: self,
                lang: crate::i18n::Language::En,
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
