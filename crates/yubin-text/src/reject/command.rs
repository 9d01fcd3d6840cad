//! A command line that breaks its syntax, as data: what is wrong ([`CommandProblem`], with
//! the offending words) and what would be accepted ([`Usage`]). The engine's reading
//! (`reading/command/`) builds these values and holds no sentence; they are worded here, in
//! the reader's language, by the messages `command-…` and `usage-…` of
//! `locales/*/reject.ftl`.

use crate::i18n::{self, Arg, Language};
use crate::wording;
use core::fmt;
use yubin_domain::clock::ClockError;

/// A command line that starts with a keyword but does not follow its syntax.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandError {
    /// The line as written.
    pub line: String,
    /// What is wrong, naming the bad part.
    pub problem: CommandProblem,
    /// What would be accepted.
    pub usage: Usage,
}

impl CommandError {
    /// What is wrong and what would be accepted, in `lang`: `` `give` takes one duration;
    /// usage: `give 3d` (days), … ``.
    pub fn text_in(&self, lang: Language) -> String {
        let problem = self.problem.text_in(lang);
        let usage = self.usage.text_in(lang);
        i18n::text(
            lang,
            "command-error",
            [("problem", Arg::Str(&problem)), ("usage", Arg::Str(&usage))],
        )
    }
}

/// In English, for logs and tests.
impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Language::En))
    }
}

impl std::error::Error for CommandError {}

/// What is wrong with a command line; each carries the words it names, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandProblem {
    /// A one-word command with words after it (`resign now`).
    TakesNothing {
        /// The command.
        command: String,
        /// The words after it.
        got: String,
    },
    /// An empty line.
    Empty,
    /// `accept` with other words than `pause` or `takeback`.
    AcceptWhat {
        /// The words after it.
        got: String,
    },
    /// `ratings` with more than one word.
    RatingsWhat {
        /// The words after it.
        got: String,
    },
    /// `give` without one duration.
    GiveWhat,
    /// `archive` with other words than `public` or `private`.
    ArchiveWhat {
        /// The words after it.
        got: String,
    },
    /// `export` with a second game number, or one below 1.
    ExportGame {
        /// The number as written.
        word: String,
    },
    /// `leave` with more than two words.
    LeaveWhat {
        /// The words after it.
        got: String,
    },
    /// `takeback N` with no number of plies from 1.
    TakebackNumber {
        /// The word after `takeback`.
        word: String,
    },
    /// `takeback` with more than a number after it.
    TakebackWhat {
        /// The words after it.
        got: String,
    },
    /// `board` with other words than `picture` or `table`.
    BoardWhat {
        /// The words after it.
        got: String,
    },
    /// `pieces` with other words than `kanji` or `letters`.
    PiecesWhat {
        /// The words after it.
        got: String,
    },
    /// `language` with other words than a language's name.
    LanguageWhat {
        /// The words after it.
        got: String,
    },
    /// `challenge computer level=N` with N not a level (issue 27).
    BadLevel {
        /// The value as written.
        value: String,
        /// The strongest level.
        max: u32,
    },
    /// `challenge computer` with two levels.
    LevelTwice {
        /// The second, as written.
        word: String,
    },
    /// `challenge computer` with an address: the opponent is the computer.
    ComputerOpponent {
        /// The address, folded.
        word: String,
    },
    /// `analyse` without a game number (issue 27).
    AnalyseNoNumber,
    /// `analyse N` with more words after the number.
    AnalyseWhat {
        /// The words after the number.
        got: String,
    },
    /// `analyse` with a word that is no game number (`0`, a number too large, `twelve`).
    AnalyseGame {
        /// The word as written.
        word: String,
    },
    /// `reminders` with another word than `on` or `off`.
    RemindersWhat {
        /// The words after it.
        got: String,
    },
    /// `crosstables` without a tournament's number, or with another word than `on` or
    /// `off` after it.
    CrosstablesWhat {
        /// The words after it.
        got: String,
    },
    /// `forget` with another word than `me`.
    ForgetWhat {
        /// The words after it.
        got: String,
    },
    /// `move to` without an address.
    MoveToNeedsAddress,
    /// `move to` with more than one word after it.
    MoveToOneAddress {
        /// The words after the first.
        got: String,
    },
    /// `digest` with other words than `daily [HH:MM]` or `off`.
    DigestWhat {
        /// The words after it.
        got: String,
    },
    /// `digest daily` with a word that is no time of day.
    DigestTime {
        /// As written.
        word: String,
    },
    /// `conditional` with other words than `clear`.
    ConditionalWhat {
        /// The words after it.
        got: String,
    },
    /// `timezone` with more than one word.
    TimezoneWhat {
        /// The words after it.
        got: String,
    },
    /// `decline` with other words than `draw`, `pause` or `takeback`.
    DeclineWhat {
        /// The words after it.
        got: String,
    },
    /// `preview` without a move.
    PreviewNeedsMove,
    /// A move with two guards (`#N`).
    TwoGuards,
    /// A guard that is no move number (`#0`, `#x`).
    BadGuard {
        /// The guard as written.
        word: String,
    },
    /// A guard (or `move`) without a move.
    NoMove,
    /// `challenge` without an address.
    NoOpponent,
    /// `sfen="` without the closing quote.
    SfenUnclosed,
    /// `sfen=` with nothing after it.
    SfenEmpty,
    /// `key=` with no value.
    NoValue {
        /// The word as written.
        word: String,
    },
    /// `days=` out of 1 to 365.
    BadDays {
        /// The value as written.
        value: String,
    },
    /// `max_plies=` out of range.
    BadMaxPlies {
        /// The value as written.
        value: String,
        /// The fewest plies accepted.
        min: u32,
        /// The most plies accepted.
        max: u32,
    },
    /// `draw_every=` out of range.
    BadDrawEvery {
        /// The value as written.
        value: String,
        /// The most moves accepted.
        max: u32,
    },
    /// `illegal=` neither `lose` nor `reject`.
    BadIllegal {
        /// The value as written.
        value: String,
    },
    /// An option no game takes (`colour=`).
    UnknownOption {
        /// The key, in lower case.
        key: String,
    },
    /// An address among a tournament's words.
    TournamentOpponent {
        /// The address.
        word: String,
    },
    /// A side among a tournament's words.
    TournamentSide {
        /// The side as written.
        word: String,
    },
    /// A challenge with two addresses.
    TwoAddresses {
        /// The first, folded.
        first: String,
        /// The second, as written.
        second: String,
    },
    /// A challenge with two sides.
    SideTwice {
        /// The second, as written.
        word: String,
    },
    /// `rated` or `casual` twice.
    RatedTwice {
        /// The second, as written.
        word: String,
    },
    /// A challenge's word that is nothing a challenge takes.
    UnknownChallengeWord {
        /// The word.
        word: String,
    },
    /// A tournament's word that is nothing `tournament create` takes.
    UnknownTournamentWord {
        /// The word.
        word: String,
    },
    /// Time-control words that do not make one.
    BadClock {
        /// The words, as written, joined by spaces.
        words: String,
        /// Why not (boxed: a refusal stays small).
        error: Box<ClockError>,
    },
    /// A word that is no tournament number.
    NotTournamentNumber {
        /// The word.
        word: String,
    },
    /// A tournament command without its number.
    NeedsTournament {
        /// The command (`join`, `tournament start`).
        keyword: String,
    },
    /// A tournament command with more than a number.
    OneTournament {
        /// The command.
        keyword: String,
        /// The words after it.
        got: String,
    },
    /// `tournament withdraw` without a number and an address.
    WithdrawWhat,
    /// `tournament` alone.
    TournamentNeedsWhat,
    /// `tournament frobnicate`.
    NotTournamentCommand {
        /// The word after `tournament`, in lower case.
        word: String,
    },
    /// `tournament create` without a name.
    NeedsName,
    /// A tournament name in quotes without the closing one.
    NameUnclosed,
    /// A tournament name that is none (empty, or an option).
    NotAName {
        /// The name as read.
        name: String,
    },
    /// A tournament name too long or with control characters.
    NameTooLong {
        /// The most characters.
        max: usize,
    },
    /// A tournament's number option out of range (`rounds=0`).
    BadNumber {
        /// The key.
        key: String,
        /// The value as written.
        value: String,
        /// The most accepted.
        max: u32,
    },
    /// A tournament's format twice.
    FormatTwice {
        /// The second, as written.
        word: String,
    },
    /// `archive=` neither `public` nor `private`.
    BadArchive {
        /// The word as written.
        word: String,
    },
    /// `points=` that is none of the point systems.
    BadPoints {
        /// The word as written.
        word: String,
    },
    /// `bye=` neither `win`, `draw` nor `loss`.
    BadBye {
        /// The word as written.
        word: String,
    },
    /// A tie-break named twice in `tiebreaks=`.
    TieBreakTwice {
        /// The word as written.
        word: String,
        /// The tie-break's code.
        code: String,
    },
    /// A code in `tiebreaks=` that names no tie-break.
    UnknownTieBreak {
        /// The word as written.
        word: String,
        /// The code.
        code: String,
    },
    /// `watch`, `notify` or `unwatch` followed by no game or tournament.
    BadTarget {
        /// The command.
        keyword: String,
        /// The words after it.
        words: String,
    },
    /// `notify T3`.
    NotifyTournament,
    /// `observers` with other words than `on` or `off`.
    ObserversWhat {
        /// The words after it.
        got: String,
    },
}

impl CommandProblem {
    /// What is wrong, in `lang` (a clause, no full stop).
    pub fn text_in(&self, lang: Language) -> String {
        use CommandProblem as P;
        let s = |x: &str| x.to_string();
        let (id, args): (&str, Vec<(&str, String)>) = match self {
            P::TakesNothing { command, got } => (
                "command-takes-nothing",
                vec![("command", s(command)), ("got", s(got))],
            ),
            P::Empty => ("command-empty", vec![]),
            P::AcceptWhat { got } => ("command-accept-what", vec![("got", s(got))]),
            P::RatingsWhat { got } => ("command-ratings-what", vec![("got", s(got))]),
            P::GiveWhat => ("command-give-what", vec![]),
            P::ArchiveWhat { got } => ("command-archive-what", vec![("got", s(got))]),
            P::ExportGame { word } => ("command-export-game", vec![("word", s(word))]),
            P::LeaveWhat { got } => ("command-leave-what", vec![("got", s(got))]),
            P::TakebackNumber { word } => ("command-takeback-number", vec![("word", s(word))]),
            P::TakebackWhat { got } => ("command-takeback-what", vec![("got", s(got))]),
            P::BoardWhat { got } => ("command-board-what", vec![("got", s(got))]),
            P::PiecesWhat { got } => ("command-pieces-what", vec![("got", s(got))]),
            P::LanguageWhat { got } => ("command-language-what", vec![("got", s(got))]),
            P::DigestWhat { got } => ("command-digest-what", vec![("got", s(got))]),
            P::ForgetWhat { got } => ("command-forget-what", vec![("got", s(got))]),
            P::RemindersWhat { got } => ("command-reminders-what", vec![("got", s(got))]),
            P::BadLevel { value, max } => (
                "computer-bad-level",
                vec![("value", s(value)), ("max", max.to_string())],
            ),
            P::LevelTwice { word } => ("computer-level-twice", vec![("word", s(word))]),
            P::ComputerOpponent { word } => ("computer-opponent", vec![("word", s(word))]),
            P::AnalyseNoNumber => ("command-analyse-no-number", vec![]),
            P::AnalyseWhat { got } => ("command-analyse-what", vec![("got", s(got))]),
            P::AnalyseGame { word } => ("command-analyse-game", vec![("word", s(word))]),
            P::CrosstablesWhat { got } => ("command-crosstables-what", vec![("got", s(got))]),
            P::MoveToNeedsAddress => ("command-move-to-needs-address", vec![]),
            P::MoveToOneAddress { got } => ("command-move-to-one-address", vec![("got", s(got))]),
            P::DigestTime { word } => ("command-digest-time", vec![("word", s(word))]),
            P::ConditionalWhat { got } => ("command-conditional-what", vec![("got", s(got))]),
            P::TimezoneWhat { got } => ("command-timezone-what", vec![("got", s(got))]),
            P::DeclineWhat { got } => ("command-decline-what", vec![("got", s(got))]),
            P::PreviewNeedsMove => ("command-preview-needs-move", vec![]),
            P::TwoGuards => ("command-two-guards", vec![]),
            P::BadGuard { word } => ("command-bad-guard", vec![("word", s(word))]),
            P::NoMove => ("command-no-move", vec![]),
            P::NoOpponent => ("command-no-opponent", vec![]),
            P::SfenUnclosed => ("command-sfen-unclosed", vec![]),
            P::SfenEmpty => ("command-sfen-empty", vec![]),
            P::NoValue { word } => ("command-no-value", vec![("word", s(word))]),
            P::BadDays { value } => ("command-bad-days", vec![("value", s(value))]),
            P::BadMaxPlies { value, min, max } => (
                "command-bad-max-plies",
                vec![
                    ("value", s(value)),
                    ("min", min.to_string()),
                    ("max", max.to_string()),
                ],
            ),
            P::BadDrawEvery { value, max } => (
                "command-bad-draw-every",
                vec![("value", s(value)), ("max", max.to_string())],
            ),
            P::BadIllegal { value } => ("command-bad-illegal", vec![("value", s(value))]),
            P::UnknownOption { key } => ("command-unknown-option", vec![("key", s(key))]),
            P::TournamentOpponent { word } => {
                ("command-tournament-opponent", vec![("word", s(word))])
            }
            P::TournamentSide { word } => ("command-tournament-side", vec![("word", s(word))]),
            P::TwoAddresses { first, second } => (
                "command-two-addresses",
                vec![("first", s(first)), ("second", s(second))],
            ),
            P::SideTwice { word } => ("command-side-twice", vec![("word", s(word))]),
            P::RatedTwice { word } => ("command-rated-twice", vec![("word", s(word))]),
            P::UnknownChallengeWord { word } => {
                ("command-unknown-challenge-word", vec![("word", s(word))])
            }
            P::UnknownTournamentWord { word } => {
                ("command-unknown-tournament-word", vec![("word", s(word))])
            }
            P::BadClock { words, error } => (
                "command-bad-clock",
                vec![
                    ("words", s(words)),
                    ("error", wording::clock_in(error, lang)),
                ],
            ),
            P::NotTournamentNumber { word } => {
                ("command-not-tournament-number", vec![("word", s(word))])
            }
            P::NeedsTournament { keyword } => {
                ("command-needs-tournament", vec![("keyword", s(keyword))])
            }
            P::OneTournament { keyword, got } => (
                "command-one-tournament",
                vec![("keyword", s(keyword)), ("got", s(got))],
            ),
            P::WithdrawWhat => ("command-withdraw-what", vec![]),
            P::TournamentNeedsWhat => ("command-tournament-needs-what", vec![]),
            P::NotTournamentCommand { word } => {
                ("command-not-tournament-command", vec![("word", s(word))])
            }
            P::NeedsName => ("command-needs-name", vec![]),
            P::NameUnclosed => ("command-name-unclosed", vec![]),
            P::NotAName { name } => ("command-not-a-name", vec![("name", s(name))]),
            P::NameTooLong { max } => ("command-name-too-long", vec![("max", max.to_string())]),
            P::BadNumber { key, value, max } => (
                "command-bad-number",
                vec![
                    ("key", s(key)),
                    ("value", s(value)),
                    ("max", max.to_string()),
                ],
            ),
            P::FormatTwice { word } => ("command-format-twice", vec![("word", s(word))]),
            P::BadArchive { word } => ("command-bad-archive", vec![("word", s(word))]),
            P::BadPoints { word } => ("command-bad-points", vec![("word", s(word))]),
            P::BadBye { word } => ("command-bad-bye", vec![("word", s(word))]),
            P::TieBreakTwice { word, code } => (
                "command-tie-break-twice",
                vec![("word", s(word)), ("code", s(code))],
            ),
            P::UnknownTieBreak { word, code } => (
                "command-unknown-tie-break",
                vec![("word", s(word)), ("code", s(code))],
            ),
            P::BadTarget { keyword, words } => (
                "command-bad-target",
                vec![("keyword", s(keyword)), ("words", s(words))],
            ),
            P::NotifyTournament => ("command-notify-tournament", vec![]),
            P::ObserversWhat { got } => ("command-observers-what", vec![("got", s(got))]),
        };
        let args: Vec<(&str, Arg<'_>)> = args
            .iter()
            .map(|(name, value)| (*name, Arg::Str(value)))
            .collect();
        i18n::text(lang, id, args)
    }
}

/// In English, for logs and tests.
impl fmt::Display for CommandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Language::En))
    }
}

/// Which command's usage a refusal shows: what would be accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Usage {
    /// A one-word command: the word alone on its line.
    Alone,
    /// An empty command: `help` lists them.
    Help,
    /// `accept`.
    Accept,
    /// `ratings`.
    Ratings,
    /// `give`.
    Give,
    /// `archive`.
    Archive,
    /// `export`.
    Export,
    /// `leave`.
    Leave,
    /// `takeback`.
    Takeback,
    /// `board`.
    Board,
    /// `pieces`.
    Pieces,
    /// `language`.
    Language,
    /// `digest`.
    Digest,
    /// `move to`.
    MoveTo,
    /// `forget me`.
    Forget,
    /// `reminders`.
    Reminders,
    /// `crosstables`.
    Crosstables,
    /// `conditional`.
    Conditional,
    /// `timezone`.
    Timezone,
    /// `decline`.
    Decline,
    /// `preview`.
    Preview,
    /// A move.
    Move,
    /// `challenge`.
    Challenge,
    /// `challenge computer`.
    Computer,
    /// The tournament commands.
    Tournament,
    /// `tournament withdraw`.
    Withdraw,
    /// `tournament create`.
    Create,
    /// `watch`, `notify`, `unwatch`.
    Watch,
    /// `observers`.
    Observers,
    /// `analyse`.
    Analyse,
}

impl Usage {
    /// Every usage.
    pub const ALL: [Usage; 30] = [
        Usage::Alone,
        Usage::Help,
        Usage::Accept,
        Usage::Ratings,
        Usage::Give,
        Usage::Archive,
        Usage::Export,
        Usage::Leave,
        Usage::Takeback,
        Usage::Board,
        Usage::Pieces,
        Usage::Language,
        Usage::Digest,
        Usage::MoveTo,
        Usage::Forget,
        Usage::Reminders,
        Usage::Conditional,
        Usage::Timezone,
        Usage::Decline,
        Usage::Preview,
        Usage::Move,
        Usage::Challenge,
        Usage::Computer,
        Usage::Tournament,
        Usage::Withdraw,
        Usage::Create,
        Usage::Watch,
        Usage::Observers,
        Usage::Crosstables,
        Usage::Analyse,
    ];

    /// What would be accepted, in `lang`.
    pub fn text_in(self, lang: Language) -> String {
        let id = match self {
            Usage::Alone => "usage-alone",
            Usage::Help => "usage-help",
            Usage::Accept => "usage-accept",
            Usage::Ratings => "usage-ratings",
            Usage::Give => "usage-give",
            Usage::Archive => "usage-archive",
            Usage::Export => "usage-export",
            Usage::Leave => "usage-leave",
            Usage::Takeback => "usage-takeback",
            Usage::Board => "usage-board",
            Usage::Pieces => "usage-pieces",
            Usage::Language => "usage-language",
            Usage::Digest => "usage-digest",
            Usage::MoveTo => "usage-move-to",
            Usage::Forget => "usage-forget",
            Usage::Reminders => "usage-reminders",
            Usage::Crosstables => "usage-crosstables",
            Usage::Conditional => "usage-conditional",
            Usage::Timezone => "usage-timezone",
            Usage::Decline => "usage-decline",
            Usage::Preview => "usage-preview",
            Usage::Move => "usage-move",
            Usage::Challenge => "usage-challenge",
            Usage::Computer => "usage-computer",
            Usage::Tournament => "usage-tournament",
            Usage::Withdraw => "usage-withdraw",
            Usage::Create => "usage-create",
            Usage::Watch => "usage-watch",
            Usage::Observers => "usage-observers",
            Usage::Analyse => "usage-analyse",
        };
        i18n::text(lang, id, [])
    }
}

/// In English, for logs and tests.
impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Language::En))
    }
}
