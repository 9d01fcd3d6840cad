//! Why a mail was not carried out: one typed reason per case, worded for the player by the
//! template `templates/rejection.txt`. The engine chooses the reason; only the template
//! holds the sentence.

mod answer;
mod command;
#[cfg(test)]
mod command_tests;
#[cfg(test)]
mod tests;

use super::wording;
use crate::i18n::{self, Arg, Language};
use askama::Template;
use core::fmt;
use yubin_domain::address::AddressProblem;
use yubin_domain::conditional::ConditionalError;
use yubin_domain::model::{GameId, TournamentId, Watched};
use yubin_rules::notation::sfen::SfenError;
use yubin_rules::notation::{MoveTextError, SyntaxError};
use yubin_rules::{Color, IllegalMove, Rules, RulesError, Variant};

pub use answer::*;
pub use command::{CommandError, CommandProblem, Usage};

/// What is wrong with the words of a `tournament create`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentProblem {
    /// A Swiss without `rounds=`.
    SwissNeedsRounds,
    /// `rounds=` for another format than Swiss.
    RoundsOnlySwiss,
    /// `games=` for another format than knockout.
    GamesOnlyKnockout,
    /// `round_days=` for another format than Swiss.
    RoundDaysOnlySwiss,
    /// `bye=` for another format than Swiss.
    ByeOnlySwiss,
    /// `min=` above `max=`.
    MinAboveMax {
        /// The minimum.
        min: u32,
        /// The maximum.
        max: u32,
    },
    /// Fewer than 2 players, or more than the format takes.
    PlayerLimits {
        /// The format's name.
        format: &'static str,
        /// The most it takes.
        most: u32,
    },
    /// A `start=` that is not a date.
    BadStart {
        /// As written.
        text: String,
    },
    /// A `start=` in the past.
    StartPassed {
        /// As written.
        text: String,
    },
    /// No tie-break given (`tiebreaks=`).
    NoTieBreaks,
}

/// Why a display name is refused (`profile::bad_name` in the engine).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NameProblem {
    /// Fewer than 2 characters, or more than 30.
    Length,
    /// An `@`: it would look like an address.
    Address,
    /// A control character.
    Control,
    /// An invisible character (zero-width spaces, marks of writing direction, …).
    Invisible,
    /// It begins `player-`, as pseudonyms do.
    PlayerPrefix,
    /// It begins `imported-`, as the names of imported games' players do.
    ImportedPrefix,
    /// It begins `computer-`, as the computer's names do (issue 27).
    ComputerPrefix,
}

impl NameProblem {
    /// Every reason.
    pub const ALL: [NameProblem; 7] = [
        NameProblem::Length,
        NameProblem::Address,
        NameProblem::Control,
        NameProblem::Invisible,
        NameProblem::PlayerPrefix,
        NameProblem::ImportedPrefix,
        NameProblem::ComputerPrefix,
    ];

    /// Why, in `lang` (a clause, no full stop).
    pub fn text_in(self, lang: Language) -> String {
        let id = match self {
            NameProblem::Length => "reject-name-length",
            NameProblem::Address => "reject-name-address",
            NameProblem::Control => "reject-name-control",
            NameProblem::Invisible => "reject-name-invisible",
            NameProblem::PlayerPrefix => "reject-name-player",
            NameProblem::ImportedPrefix => "reject-name-imported",
            NameProblem::ComputerPrefix => "computer-name-taken",
        };
        i18n::text(lang, id, [])
    }
}

/// Why a mail was not carried out.
#[derive(Debug, Clone)]
pub enum Rejection {
    /// The mail holds more than one command.
    SeveralCommands {
        /// The command lines, as written.
        commands: Vec<String>,
    },
    /// The mail holds no command.
    NoCommand,
    /// A line starts with a keyword but does not follow its syntax.
    BadCommand {
        /// The line.
        line: String,
        /// What is wrong with it.
        error: CommandError,
    },
    /// The first word is no command, and the line does not look like a move.
    UnknownCommand {
        /// The first word.
        word: String,
        /// The keyword it was probably meant to be.
        suggestion: Option<&'static str>,
    },
    /// Text that looks like a move but cannot be read as one.
    UnreadableMove {
        /// The move text.
        text: String,
        /// Where reading stopped.
        error: SyntaxError,
        /// The game's variant, for examples in its notations.
        variant: Option<Variant>,
    },
    /// A command that needs a game, without a reply key.
    NoKey,
    /// A game's command in a reply to an observer's mail about that game.
    ObserverCannotAct {
        /// The game watched.
        game: GameId,
    },
    /// The reply key does not belong to the sender in that game.
    KeyNotYours {
        /// The sender.
        from: String,
        /// The game the key names.
        game: GameId,
    },
    /// A reason, in a mail about the sender's one game, whose key the mail carries.
    AboutYourGame {
        /// The reason.
        reason: Box<Rejection>,
        /// The game.
        game: GameId,
    },
    /// A read-only command, and no game in progress.
    NoGameInProgress,
    /// A read-only command without a key, and several games in progress.
    SeveralGamesInProgress {
        /// Their numbers.
        games: Vec<GameId>,
    },
    /// `challenge` of oneself.
    ChallengeSelf,
    /// `challenge` of the bot.
    ChallengeBot,
    /// `challenge` of an address the operator banned: refused in neutral words that do not
    /// say why.
    CannotChallenge,
    /// A variant that is not served.
    UnknownVariant {
        /// As written.
        name: String,
    },
    /// A preset the variant does not have.
    BadPreset {
        /// As written.
        preset: String,
        /// Why.
        error: RulesError,
    },
    /// A rule option that does not exist or has no such value.
    BadOption {
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// Why.
        error: RulesError,
    },
    /// `handicap=` in a variant without handicaps.
    NoHandicaps {
        /// The variant.
        variant: Variant,
    },
    /// Both `handicap=` and `sfen=`.
    HandicapAndSfen,
    /// A `sfen=` start position that cannot be read.
    BadStartPosition {
        /// As written.
        text: String,
        /// Why not.
        error: SfenError,
    },
    /// A handicap that does not exist.
    UnknownHandicap {
        /// As written.
        name: String,
        /// The known ones.
        known: Vec<&'static str>,
    },
    /// `accept`/`decline` of one's own challenge.
    OwnChallenge,
    /// `accept`/`decline` of a game that is not challenged.
    NotAwaitingAnswer {
        /// The game.
        game: GameId,
    },
    /// A game command before the challenge is accepted.
    NotStarted {
        /// The game.
        game: GameId,
    },
    /// A game command after the end.
    GameOver {
        /// The game.
        game: GameId,
    },
    /// `draw` with one's own offer standing.
    DrawStanding,
    /// `decline draw` without an offer.
    NoDrawToDecline,
    /// A draw offer sooner than the game's `draw_every=` allows.
    DrawTooSoon {
        /// The limit: one offer per this many of the player's own moves.
        every: u32,
        /// The move number the game was at when the player last offered one.
        offered_at: u32,
        /// The player's move after which they may offer again.
        next_after: u32,
    },
    /// `takeback` with nothing of the sender's to take back.
    NothingToTakeBack {
        /// The plies played so far.
        played: u32,
    },
    /// `takeback N` with more plies than were played.
    TakebackTooMany {
        /// The plies asked for.
        asked: u32,
        /// The plies played.
        played: u32,
    },
    /// `takeback` with the sender's own request standing.
    TakebackStanding {
        /// The plies it asks for.
        plies: u32,
    },
    /// `takeback` while the opponent's request waits for the sender's answer: it does not
    /// answer it.
    TakebackOfOpponent {
        /// The plies the opponent asks for.
        plies: u32,
    },
    /// `accept takeback` / `decline takeback` of one's own request.
    OwnTakeback,
    /// `accept takeback` / `decline takeback` without a request of the opponent.
    NoTakebackToAnswer,
    /// A move out of turn.
    NotYourTurn {
        /// The side on turn.
        mover: Color,
        /// The move number due.
        number: u32,
    },
    /// A move with a number guard that is not the move due.
    WrongGuard {
        /// The number written.
        meant: u32,
        /// The move number due.
        number: u32,
    },
    /// Move text that names no move of the player (ambiguous, no piece, …).
    NotAMove {
        /// The line.
        line: String,
        /// Why (boxed: the error is large).
        error: Box<MoveTextError>,
        /// The game's rules (a sentence names its pieces as the game does); boxed, as
        /// they are larger than any other reason.
        rules: Box<Rules>,
    },
    /// A move written as Japanese records write it (`７五歩`) that names no legal move of the
    /// player, or more than one.
    KanjiMove {
        /// The line.
        line: String,
        /// The piece's name as written (`歩`).
        name: String,
        /// The square, as Japanese records write it (`７五`).
        square: String,
        /// The squares of the pieces so called that can go there (two or more: the move is
        /// ambiguous; none: no such piece can).
        origins: Vec<String>,
    },
    /// A move the rules forbid, in a game that refuses them (`illegal=reject`).
    IllegalRefused {
        /// The move text.
        text: String,
        /// Why.
        why: IllegalMove,
        /// The game's rules (a sentence names its pieces as the game does); boxed, as
        /// they are larger than any other reason.
        rules: Box<Rules>,
    },
    /// `preview` of a move the rules forbid.
    PreviewIllegal {
        /// The move text.
        text: String,
        /// Why.
        why: IllegalMove,
        /// The game's rules (a sentence names its pieces as the game does); boxed, as
        /// they are larger than any other reason.
        rules: Box<Rules>,
    },
    /// `preview` of text that names no move.
    PreviewNotAMove {
        /// The line.
        line: String,
        /// Why (boxed: the error is large).
        error: Box<MoveTextError>,
        /// The game's rules (a sentence names its pieces as the game does); boxed, as
        /// they are larger than any other reason.
        rules: Box<Rules>,
    },
    /// A reply confirms a command asked more than
    /// [`CONFIRMATION_LIFETIME`](yubin_domain::model::CONFIRMATION_LIFETIME) ago.
    ConfirmationExpired {
        /// The command it confirmed.
        line: String,
    },
    /// A newcomer's challenge or tournament entry while as many newcomers as the service
    /// takes an hour have come in the last hour.
    NewcomersBusy {
        /// How many an hour.
        limit: u32,
    },
    /// The sender wrote too many mails in the last hour.
    RateLimited {
        /// How many.
        mails: u32,
    },
    /// `challenge` of an address no mail can be sent to.
    BadAddress {
        /// As written.
        address: String,
        /// What is wrong with it.
        problem: AddressProblem,
    },
    /// Lines of conditional moves that cannot be stored.
    BadConditional {
        /// What is wrong, where.
        error: ConditionalError,
        /// The game's rules (a sentence names its pieces as the game does); boxed, as
        /// they are larger than any other reason.
        rules: Box<Rules>,
    },
    /// A line of conditional moves longer than the service reads.
    ConditionalTooLong {
        /// The line, from 1, among the conditional lines.
        line: usize,
    },
    /// Conditional moves alone, while it is the sender's move: they answer the opponent's
    /// next move, so they come with (or after) the sender's own.
    ConditionalOnYourTurn {
        /// The move the sender is to make.
        number: u32,
    },
    /// `pause` while the clocks already stand.
    AlreadyPaused,
    /// `accept pause` / `decline pause` without the opponent's proposal.
    NoPauseOffer,
    /// `pause` again while one's own proposal stands.
    PauseStanding,
    /// `resume` with no pause.
    NotPaused,
    /// `give` with a duration that is not one, or out of range.
    BadGift {
        /// As written.
        text: String,
    },
    /// `leave cancel` with no leave under way or to come.
    NoLeave,
    /// A `leave` date or duration that is not one.
    BadLeave {
        /// As written.
        text: String,
    },
    /// The last day of leave before its first.
    LeaveBackwards {
        /// The first day, as written.
        first: String,
        /// The last day, as written.
        last: String,
    },
    /// Leave that ends before now.
    LeaveInPast {
        /// The last day, as written.
        last: String,
    },
    /// Leave overlapping leave booked already.
    LeaveOverlaps {
        /// That leave's start.
        from: String,
        /// Its end.
        to: String,
    },
    /// More leave in a calendar year than the server allows.
    LeaveTooLong {
        /// The year.
        year: i32,
        /// The days it would hold.
        days: u32,
        /// The most allowed.
        limit: u32,
    },
    /// `rated` with a handicap or another setup than the standard one.
    RatedNeedsStandardStart,
    /// A tournament number that names no tournament.
    NoSuchTournament {
        /// The number.
        id: TournamentId,
    },
    /// `standings` alone, not in reply to a tournament game's mail.
    NameTheTournament,
    /// A command only the organiser may give.
    NotOrganiser {
        /// `T3`.
        label: String,
    },
    /// `join`, `leave`, `tournament start` or `cancel` once the tournament started or ended.
    TournamentNotOpen {
        /// `T3`.
        label: String,
        /// `under way`, `finished`, `cancelled`.
        state: &'static str,
    },
    /// `tournament withdraw` or `standings` of a tournament not under way.
    TournamentNotRunning {
        /// `T3`.
        label: String,
        /// `open for entries`, `finished`, `cancelled`.
        state: &'static str,
    },
    /// `join` by a player already entered.
    AlreadyEntered {
        /// `T3`.
        label: String,
    },
    /// `leave T3` or `tournament withdraw T3 …` of a player not entered (or withdrawn).
    NotEntered {
        /// `T3`.
        label: String,
        /// The player.
        player: String,
    },
    /// `join` of a full tournament.
    TournamentFull {
        /// `T3`.
        label: String,
        /// Its limit.
        max: u32,
    },
    /// `tournament start` with fewer players than its minimum.
    TooFewPlayers {
        /// `T3`.
        label: String,
        /// Entered.
        have: usize,
        /// Needed.
        need: u32,
    },
    /// `tournament create` whose words do not fit together.
    BadTournament {
        /// What is wrong.
        problem: TournamentProblem,
    },
    /// `abort` in a tournament game.
    AbortTournament,
    /// A display name that is not allowed.
    BadName {
        /// As written.
        name: String,
        /// Why not.
        problem: NameProblem,
    },
    /// A display name another player has.
    NameTaken {
        /// As written.
        name: String,
    },
    /// A display name that looks like another player's (Unicode TS #39 skeletons:
    /// `Аlice` with a Cyrillic `А` beside `Alice`).
    NameLookAlike {
        /// As written (invisible characters shown as `<U+200F>`).
        name: String,
    },
    /// `challenge` of an address the bot has never seen that looks like a player's address
    /// (`аӏісе@example.org` beside `alice@example.org`).
    AddressLookAlike {
        /// As written.
        address: String,
    },
    /// Any mail from an address the bot has never seen that looks like a player's
    /// address: nothing is done for it.
    SenderLookAlike,
    /// `export` of a format that does not exist.
    UnknownFormat {
        /// As written.
        word: String,
    },
    /// `export N` of a game the sender does not play.
    NotYourGame {
        /// The number.
        game: GameId,
    },
    /// `takeback` in a rated game.
    TakebackRated,
    /// `abort` once each side has moved.
    AbortTooLate {
        /// The game.
        game: GameId,
    },
    /// `timezone` names no zone of the IANA database.
    UnknownZone {
        /// The name as written.
        name: String,
    },
    /// The mail is larger than the service reads; its body was not read.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The largest size read, in bytes.
        limit: usize,
    },
    /// The sender has sent as many challenges in the last day as one may.
    TooManyChallenges {
        /// The limit.
        limit: u32,
    },
    /// `challenge computer` on a server whose operator turned the computer off.
    ComputerOff,
    /// `challenge computer level=N` above the highest level the operator allows.
    ComputerLevelAbove {
        /// The level asked for.
        level: u8,
        /// The highest level this server plays.
        max: u8,
    },
    /// A challenge to an address that never wrote to the bot and has one waiting already.
    ChallengeWaiting {
        /// The address.
        opponent: String,
    },
    /// `watch` or `notify` without a game, not in reply to an observer's mail.
    WatchWhich,
    /// `watch N` or `notify N` of a game that does not exist.
    NoSuchGame {
        /// The number.
        game: GameId,
    },
    /// `watch N` by one of its players.
    WatchOwnGame {
        /// The game.
        game: GameId,
    },
    /// `watch T3` by one of its players or its organiser.
    WatchOwnTournament {
        /// The tournament.
        id: TournamentId,
    },
    /// `watch N` of a game that is over (or was declined or aborted).
    WatchGameOver {
        /// The game.
        game: GameId,
    },
    /// `watch T3` of a tournament that is over or was called off.
    WatchTournamentOver {
        /// The tournament.
        id: TournamentId,
    },
    /// `watch N` of a casual game whose players (one or both) forbid observers.
    ObserversForbidden {
        /// The game.
        game: GameId,
    },
    /// A new `watch` or `notify` beyond the number one address may hold.
    TooManyWatches {
        /// The limit.
        limit: usize,
    },
    /// `unwatch` of something the sender does not watch (`None`: they watch nothing).
    NotWatching {
        /// The game or tournament named.
        what: Option<Watched>,
    },
    /// `unwatch` alone, the sender watching several things.
    UnwatchWhich {
        /// What they watch (at least one).
        watching: Vec<Watched>,
    },
    /// The service failed on the mail (its code panicked, or it ended while on the mail)
    /// this many times, and set it aside.
    Unhandled {
        /// The attempts that failed.
        attempts: u32,
    },
    /// `analyse N` of a game not over (issue 27): refused even to its players.
    AnalyseRunning {
        /// The game.
        game: GameId,
    },
    /// `analyse N` of a game whose challenge was declined.
    AnalyseUnplayed {
        /// The game.
        game: GameId,
    },
    /// `analyse N` of another's game that the archive does not show.
    AnalysePrivate {
        /// The game.
        game: GameId,
    },
    /// `analyse N` while the queue holds as many games as it may.
    AnalyseQueueFull {
        /// The game asked for.
        game: GameId,
        /// The games waiting.
        waiting: u32,
    },
    /// `analyse N` by a sender already waiting for as many games as one may.
    AnalyseTooMany {
        /// The game asked for.
        game: GameId,
        /// The most one may wait for.
        max: u32,
    },
}

#[derive(Template)]
#[template(path = "rejection.txt")]
struct Text<'a> {
    r: &'a Rejection,
    lang: Language,
}

/// A message argument a template builds: text, or a number Fluent's plurals read.
pub(crate) enum A {
    S(String),
    N(i64),
}

/// A text argument.
pub(crate) fn s(x: impl fmt::Display) -> A {
    A::S(x.to_string())
}

/// A number argument.
pub(crate) fn n(x: impl TryInto<i64>) -> A {
    A::N(x.try_into().unwrap_or(i64::MAX))
}

/// Message `id` in `lang`, with the arguments a template built.
pub(crate) fn message<'b>(lang: Language, id: &str, args: impl AsRef<[(&'b str, A)]>) -> String {
    let args: Vec<(&str, Arg<'_>)> = args
        .as_ref()
        .iter()
        .map(|(name, a)| match a {
            A::S(s) => (*name, Arg::Str(s.as_str())),
            A::N(n) => (*name, Arg::Num(*n)),
        })
        .collect();
    i18n::text(lang, id, args)
}

impl Text<'_> {
    /// Message `id` in the reader's language.
    fn t<'b>(&self, id: &str, args: impl AsRef<[(&'b str, A)]>) -> String {
        message(self.lang, id, args)
    }

    /// Message `id`, which takes no argument, in the reader's language.
    fn m(&self, id: &str) -> String {
        i18n::text(self.lang, id, [])
    }

    /// A text argument.
    fn s(x: impl fmt::Display) -> A {
        s(x)
    }

    /// A number argument.
    fn n(x: impl TryInto<i64>) -> A {
        n(x)
    }

    /// Items joined as a list of the reader's language: `a, b` or `a、b`.
    fn list(&self, items: &[impl fmt::Display]) -> String {
        let sep = i18n::text(self.lang, "list-separator", []);
        items
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(&sep)
    }

    /// Command lines as a list, each between backquotes.
    fn codes(&self, lines: &[String]) -> String {
        let codes: Vec<String> = lines.iter().map(|c| format!("`{c}`")).collect();
        self.list(&codes)
    }

    /// Games as a list: `game 3, game 5`.
    fn games(&self, games: &[GameId]) -> String {
        let games: Vec<String> = games
            .iter()
            .map(|g| self.t("reject-game", [("game", Self::s(g))]))
            .collect();
        self.list(&games)
    }

    /// A variant's name.
    fn variant(&self, v: &Variant) -> String {
        let id = match v {
            Variant::Chu => "reject-variant-chu",
            Variant::Dai => "reject-variant-dai",
            Variant::Tenjiku => "reject-variant-tenjiku",
            Variant::DaiDai => "reject-variant-daidai",
            Variant::Maka => "reject-variant-maka",
        };
        self.m(id)
    }

    /// A tournament's state as the engine names it (`under way`).
    fn state(&self, state: &str) -> String {
        let id = match state {
            "open for entries" => "tournament-state-open",
            "under way" => "tournament-state-running",
            "finished" => "tournament-state-finished",
            "cancelled" => "tournament-state-cancelled",
            other => return other.to_string(),
        };
        self.m(id)
    }

    /// A game or tournament watched, as the reader's language names it: `game 12`, `T3`
    /// (`対局12`, `大会T3`).
    fn watched(&self, what: &Watched) -> String {
        match what {
            Watched::Game(g) => self.t("reject-game", [("game", Self::s(g))]),
            Watched::Tournament(t) => self.t("reject-watched-tournament", [("id", Self::s(t))]),
        }
    }

    /// Games and tournaments watched, as a list of the reader's language.
    fn watched_list(&self, watching: &[Watched]) -> String {
        let names: Vec<String> = watching.iter().map(|w| self.watched(w)).collect();
        self.list(&names)
    }

    /// What the reader would write after `unwatch` to name `what`: `game 12`, `T3`.
    fn unwatch_arg(watching: &[Watched]) -> String {
        watching.first().map(|w| w.label()).unwrap_or_default()
    }

    /// A tournament format as the engine names it (`Swiss`).
    fn format(&self, format: &str) -> String {
        let id = match format {
            "round robin" => "reject-format-round-robin",
            "double round robin" => "reject-format-double-round-robin",
            "Swiss" => "reject-format-swiss",
            "knockout" => "reject-format-knockout",
            other => return other.to_string(),
        };
        self.m(id)
    }

    /// A character's code point in hexadecimal, at least four digits: `200B`.
    fn hex(c: &char) -> String {
        format!("{:04X}", *c as u32)
    }
}

impl Rejection {
    /// The sentence for the player, in English.
    pub fn text(&self) -> String {
        self.text_in(Language::En)
    }

    /// The sentence for the player, in `lang`.
    pub fn text_in(&self, lang: Language) -> String {
        Text { r: self, lang }
            .render()
            .expect("rejection.txt renders")
            .trim()
            .to_string()
    }

    /// A size in bytes for a player: `2.5 MB`, `900 KB`.
    fn size(bytes: &usize) -> String {
        let b = *bytes as f64;
        if b >= 1e6 {
            format!("{:.1} MB", b / 1e6)
        } else {
            format!("{} KB", (b / 1e3).ceil())
        }
    }

    /// Whether `c` is an invisible character ([`yubin_domain::alike::invisible`]).
    fn invisible(c: &char) -> bool {
        yubin_domain::alike::invisible(*c)
    }

    /// Where an unreadable move stopped: `at its end`, or at the rest of the text as the
    /// player wrote it (spaces kept).
    fn place(error: &SyntaxError) -> Option<&str> {
        error.rest()
    }
}
