//! Reading one command line (see [`crate::reading::extract`] for finding it in a mail).
//!
//! Keywords are case-insensitive. Leniencies: `投了` (or `投了します`) means `resign`; `move` before a move is optional; the guard
//! `#N` may stand before or after the move, and a game score's move number before a move
//! (`12.`, `12...`) is that guard, never ignored; a trailing `.` or `!` after a one-word command
//! is ignored; `?` means `help`; challenge options may come in any order. Anything that is not
//! a keyword is taken as a move text and left to the rules crate's readers, so a misspelt
//! command is answered with both the move reader's error and the list of commands.

mod analyse;
mod computer;
mod moving;
mod reminders;
mod tournament;
mod watch;

pub use tournament::{
    is_tournament_word, parse_id, tournament_word, FormatWord, TournamentCommand, TournamentSpec,
    MAX_TOURNAMENT_NAME,
};
pub use watch::WatchCommand;

use yubin_domain::clock::TimeControl;
use yubin_domain::model::{
    BoardForm, DigestTime, GameId, IllegalPolicy, Language, Pieces, TournamentId,
};

/// A command of a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `help`.
    Help,
    /// `challenge <address> …`.
    Challenge(Challenge),
    /// `challenge computer …` (issue 27).
    ChallengeComputer(ComputerChallenge),
    /// `accept` a challenge.
    Accept,
    /// `decline` a challenge.
    Decline,
    /// A move (`move P-7f #12`, `P-7f`).
    Move {
        /// The move text.
        text: String,
        /// The move number it must be, if given.
        guard: Option<u32>,
    },
    /// `preview <move>`: the board after the move, nothing committed.
    Preview {
        /// The move text.
        text: String,
    },
    /// `resign`.
    Resign,
    /// `abort`: end the game unscored, before each side has moved.
    Abort,
    /// `draw`: offer a draw, or accept the opponent's offer.
    Draw,
    /// `decline draw`.
    DeclineDraw,
    /// `takeback [N]`: ask the opponent to undo the sender's last move (with the opponent's
    /// reply since), or exactly `N` plies.
    Takeback(Option<u32>),
    /// `accept takeback`: undo the plies the opponent asked for.
    AcceptTakeback,
    /// `decline takeback`.
    DeclineTakeback,
    /// `board`.
    Board,
    /// `board picture|table`: how the HTML part of the sender's mails shows the board.
    BoardForm(BoardForm),
    /// `pieces [kanji|letters]`: show how the sender's mails draw the board, or set the
    /// labels of the picture's pieces.
    Pieces(Option<Pieces>),
    /// `language [en|ja]` (`言語 日本語`): show the language of the sender's mails, or set
    /// it.
    Language(Option<Language>),
    /// `digest [daily [HH:MM] | off]`: show the sender's daily digest, or set it (`Some(None)`:
    /// off).
    Digest(Option<Option<DigestTime>>),
    /// `games`.
    Games,
    /// `history`.
    History,
    /// `timezone [name]`: show the sender's time zone, or set it (`timezone Europe/Berlin`,
    /// `timezone UTC`).
    Timezone(Option<String>),
    /// `ratings [chu|maka|dai|daidai|tenjiku]`: the rating list of a variant (Chu by default).
    Ratings(Option<String>),
    /// `leave …`: the sender's leave (their clocks stop in all their games).
    Leave(LeaveCommand),
    /// `pause`: offer to stop both clocks of the game, or accept the opponent's offer.
    Pause,
    /// `accept pause`.
    AcceptPause,
    /// `decline pause`.
    DeclinePause,
    /// `resume`: the game's clocks run again.
    Resume,
    /// `give <duration>`: extra time for the opponent (`give 3d`).
    Give(String),
    /// Conditional moves: lines `if <reply> then <answer> …` sent alone, `conditional`
    /// (list them) or `conditional clear`.
    Conditional(ConditionalCommand),
    /// A tournament command (`tournament …`, `join T3`, `leave T3`, `standings`,
    /// `tournaments`).
    Tournament(TournamentCommand),
    /// `name [<display name>]`: show or set the name every mail, list, crosstable, export
    /// and archive page gives the sender instead of their pseudonym.
    Name(Option<String>),
    /// `archive [public|private]`: show or set whether the sender's games may be published.
    Archive(Option<bool>),
    /// `watch`, `notify`, `unwatch`: an observer's mails about a game or tournament.
    Watch(WatchCommand),
    /// `observers [on|off]`: show or set whether others may watch the sender's casual games.
    Observers(Option<bool>),
    /// `unsubscribe` alone: stop the stream of the mail it answers (or that came to its keyed
    /// `List-Unsubscribe` address, whatever it says), else list the sender's streams.
    /// (`unsubscribe 12`, `unsubscribe T3`, `unsubscribe all` mean `unwatch …`.)
    Unsubscribe,
    /// `reminders [on|off]`: show or set whether the sender gets deadline reminders.
    Reminders(Option<bool>),
    /// `crosstables T3 [on|off]`: show or set whether the crosstable of a tournament the
    /// sender plays in comes after each of its games (`crate::years::unsubscribe`).
    Crosstables(TournamentId, Option<bool>),
    /// `export [N] [kif|pgn|tsa|usi|json|all]`: a game's record as files.
    Export {
        /// The game's number, if given.
        game: Option<GameId>,
        /// The formats' names as written (none: all).
        formats: Vec<String>,
    },
    /// `move to <address>`: move the sender's games, ratings, entries and settings to
    /// another address, once both confirm (`crate::years::moving`).
    MoveTo(String),
    /// `move cancel`: take back the sender's address change that waits for confirmations.
    MoveCancel,
    /// `forget me` (`退会`): erase the sender's address and everything that identifies
    /// them; carried out only by a keyed reply to the request it is answered with.
    Forget,
    /// `my data` (`データ開示`): mail the sender everything stored about them.
    MyData,
    /// `analyse N`: the computer's analysis of finished game `N` (issue 27,
    /// `crate::analysis`).
    Analyse(GameId),
}

/// What a `leave` command does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaveCommand {
    /// `leave`: list the sender's leave.
    List,
    /// `leave cancel`: end the leave under way, drop leave to come.
    Cancel,
    /// `leave 10d`: from now, for this long (the text of the duration).
    For(String),
    /// `leave 2026-12-20 2027-01-03`: from the first day to the last, both whole, in the
    /// sender's time zone (the texts of the dates; one date is one day).
    Dates(String, String),
}

/// What a conditional-moves command does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConditionalCommand {
    /// `if … then …` lines without a move: store them (the engine reads every such line of
    /// the mail, [`crate::reading::extract::conditional_text`]).
    Lines,
    /// `conditional`: list the sender's lines.
    List,
    /// `conditional clear`: delete them.
    Clear,
}

/// Which side the challenger wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SideChoice {
    /// The challenger plays Black (moves first).
    Black,
    /// The challenger plays White.
    White,
    /// Decided by the game number (reproducible, no clock or randomness in the engine).
    #[default]
    Random,
}

/// The terms of a challenge.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Challenge {
    /// The opponent's address, lower case.
    pub opponent: String,
    /// `chu` or `maka` as written; `None` for the default (`chu`).
    pub variant: Option<String>,
    /// `preset=…`.
    pub preset: Option<String>,
    /// `black`, `white` or `random`.
    pub side: SideChoice,
    /// The time control: `days=N`, or `time=…` with `max=`, `double=` or `byo=`.
    pub time_control: Option<TimeControl>,
    /// `max_plies=N` (a draw after N plies) or `max_plies=none`; `None`: the variant's default.
    pub max_plies: Option<Option<u32>>,
    /// `illegal=lose|reject`.
    pub illegal: Option<IllegalPolicy>,
    /// `rated` or `casual`; `None`: casual.
    pub rated: Option<bool>,
    /// `draw_every=N`: each player offers a draw at most once per N of their own moves.
    pub draw_every: Option<u32>,
    /// `handicap=…`.
    pub handicap: Option<String>,
    /// `sfen="…"`: a start position (lishogi SFEN for Chu, the bracketed-TSA position
    /// string for Maka), as written.
    pub sfen: Option<String>,
    /// Rule options given as `key=value` with a dotted key (`chu.lion.counterstrike=okazaki`).
    pub options: Vec<(String, String)>,
}

pub use computer::{ComputerChallenge, DEFAULT_LEVEL, MAX_LEVEL};
pub use yubin_text::reject::{CommandError, CommandProblem, Usage};

/// Whether a word is written as a date, `YYYY-MM-DD` (whether it is one is checked later).
fn is_date(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

pub use yubin_text::vocabulary::{looks_like_move, KEYWORDS};

/// The command a mistyped word was probably meant to be (`boadr` → `board`): the keyword
/// within two edits (insertions, deletions, substitutions, swaps of neighbours), if exactly
/// one is that close.
pub fn suggest(word: &str) -> Option<&'static str> {
    let word = word.to_lowercase();
    if word.chars().count() < 3 {
        return None;
    }
    let mut best: Vec<(usize, &'static str)> = KEYWORDS
        .iter()
        .map(|&k| (strsim::osa_distance(&word, k), k))
        .filter(|&(d, _)| d <= 2)
        .collect();
    best.sort();
    match best.as_slice() {
        [(_, k)] => Some(k),
        [(d0, k), (d1, _), ..] if d0 < d1 => Some(k),
        _ => None,
    }
}

/// A word meant as the opponent's address: it has an `@` (whether mail can be sent to it is
/// [`yubin_domain::address::check`]'s question, asked by the `challenge` command).
fn is_address(word: &str) -> bool {
    word.contains('@')
}

/// A move number: `#12`, or as a game score writes it before the move, `12.` (also `12...`).
/// A number written before a move is never ignored: it is the move-number guard.
fn parse_guard(word: &str) -> Option<Option<u32>> {
    let n = match word.strip_prefix('#') {
        Some(n) => n,
        None => {
            let n = word.trim_end_matches('.');
            if n.len() == word.len() || n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            n
        }
    };
    Some(n.parse().ok().filter(|&n: &u32| n >= 1))
}

/// Reads one command line.
///
/// # Errors
/// [`CommandError`] when the line starts with a keyword but breaks its syntax (a challenge
/// without an address, `days=abc`, two guards, `preview` without a move, …).
pub fn parse(line: &str) -> Result<Command, CommandError> {
    let line = line.trim();
    let err = |problem: CommandProblem, usage| {
        Err(CommandError {
            line: line.to_string(),
            problem,
            usage,
        })
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    let first = lower
        .first()
        .map(|w| w.trim_end_matches(['.', '!']))
        .unwrap_or("");
    let single = |c: Command| -> Result<Command, CommandError> {
        if words.len() == 1 {
            Ok(c)
        } else {
            Err(CommandError {
                line: line.to_string(),
                problem: CommandProblem::TakesNothing {
                    command: first.to_string(),
                    got: words[1..].join(" "),
                },
                usage: Usage::Alone,
            })
        }
    };
    match first {
        "" => err(CommandProblem::Empty, Usage::Help),
        "help" | "?" => single(Command::Help),
        "accept" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Accept),
            Some("pause") if words.len() == 2 => Ok(Command::AcceptPause),
            Some("takeback") if words.len() == 2 => Ok(Command::AcceptTakeback),
            _ => err(
                CommandProblem::AcceptWhat {
                    got: words[1..].join(" "),
                },
                Usage::Accept,
            ),
        },
        "pause" => single(Command::Pause),
        "ratings" | "rating" => match &lower[1..] {
            [] => Ok(Command::Ratings(None)),
            [v] => Ok(Command::Ratings(Some(v.clone()))),
            _ => err(
                CommandProblem::RatingsWhat {
                    got: words[1..].join(" "),
                },
                Usage::Ratings,
            ),
        },
        "resume" => single(Command::Resume),
        "give" => match &words[1..] {
            [amount] => Ok(Command::Give((*amount).to_string())),
            _ => err(CommandProblem::GiveWhat, Usage::Give),
        },
        "tournament" => tournament::parse(line, &words[1..]),
        "name" => Ok(Command::Name(
            (words.len() > 1).then(|| words[1..].join(" ")),
        )),
        "archive" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Archive(None)),
            Some("public") if words.len() == 2 => Ok(Command::Archive(Some(true))),
            Some("private") if words.len() == 2 => Ok(Command::Archive(Some(false))),
            _ => err(
                CommandProblem::ArchiveWhat {
                    got: words[1..].join(" "),
                },
                Usage::Archive,
            ),
        },
        "unsubscribe" if lower.len() == 1 => Ok(Command::Unsubscribe),
        "reminders" | "reminder" => reminders::parse_reminders(line, &lower[1..]),
        "crosstables" => reminders::parse_crosstables(line, &lower[1..]),
        "watch" | "observe" | "subscribe" | "notify" | "unwatch" | "unsubscribe" => {
            watch::parse(line, first, &lower[1..])
        }
        "observers" => watch::parse_observers(line, &lower[1..]),
        "export" => {
            let mut game = None;
            let mut formats = Vec::new();
            for w in &lower[1..] {
                let number = w.trim_start_matches('#');
                if w == "game" {
                    continue;
                } else if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
                    match number.parse::<i64>() {
                        Ok(n) if game.is_none() && n >= 1 => game = Some(GameId(n)),
                        _ => {
                            return err(
                                CommandProblem::ExportGame { word: w.clone() },
                                Usage::Export,
                            )
                        }
                    }
                } else {
                    formats.push(w.clone());
                }
            }
            Ok(Command::Export { game, formats })
        }
        "analyse" | "analyze" => analyse::parse(line, &words[1..]),
        "tournaments" => single(Command::Tournament(TournamentCommand::List)),
        "join" => Ok(Command::Tournament(TournamentCommand::Join(
            tournament::one_id(line, "join", &words[1..])?,
        ))),
        "standings" | "crosstable" => match &words[1..] {
            [] => Ok(Command::Tournament(TournamentCommand::Standings(None))),
            args => Ok(Command::Tournament(TournamentCommand::Standings(Some(
                tournament::one_id(line, "standings", args)?,
            )))),
        },
        "leave" => match (&lower[1..], lower.get(1).and_then(|t| tournament_word(t))) {
            ([_], Some(id)) => Ok(Command::Tournament(TournamentCommand::Leave(id))),
            ([], _) => Ok(Command::Leave(LeaveCommand::List)),
            ([w], _) if w == "cancel" => Ok(Command::Leave(LeaveCommand::Cancel)),
            ([d], _) if is_date(d) => Ok(Command::Leave(LeaveCommand::Dates(d.clone(), d.clone()))),
            ([d], _) => Ok(Command::Leave(LeaveCommand::For(d.clone()))),
            ([a, b], _) => Ok(Command::Leave(LeaveCommand::Dates(a.clone(), b.clone()))),
            _ => err(
                CommandProblem::LeaveWhat {
                    got: words[1..].join(" "),
                },
                Usage::Leave,
            ),
        },
        "takeback" => match &lower[1..] {
            [] => Ok(Command::Takeback(None)),
            [n] => match n.parse::<u32>() {
                Ok(n) if n >= 1 => Ok(Command::Takeback(Some(n))),
                _ => err(
                    CommandProblem::TakebackNumber {
                        word: words[1].to_string(),
                    },
                    Usage::Takeback,
                ),
            },
            _ => err(
                CommandProblem::TakebackWhat {
                    got: words[1..].join(" "),
                },
                Usage::Takeback,
            ),
        },
        "resign" | "投了" | "投了します" => single(Command::Resign),
        "abort" => single(Command::Abort),
        "board" => match &lower[1..] {
            [] => Ok(Command::Board),
            [w] if w == "picture" || w == "table" => Ok(Command::BoardForm(
                BoardForm::parse(w).expect("a board form's name"),
            )),
            _ => err(
                CommandProblem::BoardWhat {
                    got: words[1..].join(" "),
                },
                Usage::Board,
            ),
        },
        "pieces" => match &lower[1..] {
            [] => Ok(Command::Pieces(None)),
            [w] if w == "kanji" || w == "letters" => Ok(Command::Pieces(Some(
                Pieces::parse(w).expect("a label's name"),
            ))),
            _ => err(
                CommandProblem::PiecesWhat {
                    got: words[1..].join(" "),
                },
                Usage::Pieces,
            ),
        },
        "language" | "言語" => match &words[1..] {
            [] => Ok(Command::Language(None)),
            [w] if Language::parse(w).is_some() => Ok(Command::Language(Language::parse(w))),
            _ => err(
                CommandProblem::LanguageWhat {
                    got: words[1..].join(" "),
                },
                Usage::Language,
            ),
        },
        "digest" => match &words[1..] {
            [] => Ok(Command::Digest(None)),
            [w] if w.eq_ignore_ascii_case("off") => Ok(Command::Digest(Some(None))),
            [w] if w.eq_ignore_ascii_case("daily") => {
                Ok(Command::Digest(Some(Some(DigestTime::DEFAULT))))
            }
            [w, t] if w.eq_ignore_ascii_case("daily") && DigestTime::parse(t).is_some() => {
                Ok(Command::Digest(Some(DigestTime::parse(t))))
            }
            [w, t] if w.eq_ignore_ascii_case("daily") => err(
                CommandProblem::DigestTime {
                    word: t.to_string(),
                },
                Usage::Digest,
            ),
            _ => err(
                CommandProblem::DigestWhat {
                    got: words[1..].join(" "),
                },
                Usage::Digest,
            ),
        },
        "games" => single(Command::Games),
        "forget" if lower.len() == 2 && lower[1].trim_end_matches(['.', '!']) == "me" => {
            Ok(Command::Forget)
        }
        "forget" => err(
            CommandProblem::ForgetWhat {
                got: words[1..].join(" "),
            },
            Usage::Forget,
        ),
        "退会" => single(Command::Forget),
        "my" if lower.len() == 2 && lower[1].trim_end_matches(['.', '!']) == "data" => {
            Ok(Command::MyData)
        }
        "データ開示" => single(Command::MyData),
        "history" => single(Command::History),
        "draw" => single(Command::Draw),
        "if" if is_conditional_line(line) => Ok(Command::Conditional(ConditionalCommand::Lines)),
        "conditional" | "conditionals" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Conditional(ConditionalCommand::List)),
            Some("clear") if words.len() == 2 => {
                Ok(Command::Conditional(ConditionalCommand::Clear))
            }
            _ => err(
                CommandProblem::ConditionalWhat {
                    got: words[1..].join(" "),
                },
                Usage::Conditional,
            ),
        },
        "timezone" => match &words[1..] {
            [] => Ok(Command::Timezone(None)),
            [zone] => Ok(Command::Timezone(Some((*zone).to_string()))),
            _ => err(
                CommandProblem::TimezoneWhat {
                    got: words[1..].join(" "),
                },
                Usage::Timezone,
            ),
        },
        "decline" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Decline),
            Some("draw") if words.len() == 2 => Ok(Command::DeclineDraw),
            Some("pause") if words.len() == 2 => Ok(Command::DeclinePause),
            Some("takeback") if words.len() == 2 => Ok(Command::DeclineTakeback),
            _ => err(
                CommandProblem::DeclineWhat {
                    got: words[1..].join(" "),
                },
                Usage::Decline,
            ),
        },
        "preview" => {
            if words.len() < 2 {
                return err(CommandProblem::PreviewNeedsMove, Usage::Preview);
            }
            Ok(Command::Preview {
                text: words[1..].join(" "),
            })
        }
        "challenge" if lower.get(1).is_some_and(|w| w == "computer") => {
            computer::parse(line, &words[2..])
        }
        "challenge" => parse_challenge(line, &words[1..]).map(Command::Challenge),
        "move" if lower.get(1).is_some_and(|w| w == "to") => moving::parse(line, &words[2..]),
        "move" if lower.get(1).is_some_and(|w| w == "cancel") && words.len() == 2 => {
            Ok(Command::MoveCancel)
        }
        _ => {
            let rest: &[&str] = if first == "move" { &words[1..] } else { &words };
            let mut guard = None;
            let mut text = Vec::new();
            for w in rest {
                match parse_guard(w) {
                    Some(Some(n)) if guard.is_none() => guard = Some(n),
                    Some(Some(_)) => return err(CommandProblem::TwoGuards, Usage::Move),
                    Some(None) => {
                        return err(
                            CommandProblem::BadGuard {
                                word: (*w).to_string(),
                            },
                            Usage::Move,
                        )
                    }
                    None => text.push(*w),
                }
            }
            if text.is_empty() {
                return err(CommandProblem::NoMove, Usage::Move);
            }
            Ok(Command::Move {
                text: text.join(" "),
                guard,
            })
        }
    }
}

/// Whether every word of a command read by [`parse`] belongs to it: its arguments are of
/// the kinds the command takes (a move that reads as a move, a duration, a date, a variant,
/// a zone, an export format), so a line of prose that happens to begin with a command word
/// (`draw after 1000 plies.`, `give up`, `leave me alone`, `ratings please`) is not taken
/// for the command. `name` takes any text as short as a display name, `tournament create`
/// any name.
pub fn complete(cmd: &Command) -> bool {
    use yubin_domain::clock::control::parse_duration;
    use yubin_rules::notation::parse_move;
    match cmd {
        Command::Move { text, .. } | Command::Preview { text } => {
            parse_move(text).is_ok() || crate::reading::kanji::parse(text).is_some()
        }
        Command::Give(amount) | Command::Leave(LeaveCommand::For(amount)) => {
            parse_duration(amount).is_ok()
        }
        Command::Leave(LeaveCommand::Dates(a, b)) => is_date(a) && is_date(b),
        Command::Ratings(Some(v)) => yubin_rules::Variant::parse(v).is_some(),
        Command::Timezone(Some(zone)) => yubin_domain::model::Zone::parse(zone).is_some(),
        Command::Export { formats, .. } => {
            let words: Vec<&str> = formats.iter().map(String::as_str).collect();
            yubin_records::Format::parse_words(&words).is_ok()
        }
        // A display name is short: a line that runs on is a sentence.
        Command::Name(Some(name)) => name.chars().count() <= crate::profile::MAX_NAME,
        // `move to the next game` is prose, not an address change.
        Command::MoveTo(address) => address.contains('@'),
        _ => true,
    }
}

/// A line without a trailing signature separator (`resign --`), which is no word of the
/// command; a line of `--` alone is kept (a pass).
pub fn without_signature(line: &str) -> &str {
    let line = line.trim();
    match line.strip_suffix("--") {
        Some(rest) if rest.ends_with(char::is_whitespace) && !rest.trim().is_empty() => {
            rest.trim_end()
        }
        _ => line,
    }
}

/// Reads a line as a command only when [`parse`] reads it and [`complete`] finds every word
/// its own (after [`without_signature`]).
pub fn parse_whole(line: &str) -> Option<Command> {
    parse(without_signature(line)).ok().filter(complete)
}

fn parse_challenge(line: &str, args: &[&str]) -> Result<Challenge, CommandError> {
    let c = parse_terms(line, args, Usage::Challenge, true)?;
    if c.opponent.is_empty() {
        return Err(CommandError {
            line: line.to_string(),
            problem: CommandProblem::NoOpponent,
            usage: Usage::Challenge,
        });
    }
    Ok(c)
}

/// Reads the terms of a game (variant, preset, clocks, options…): a challenge's words, or
/// what a tournament's words leave; `challenge`: an address and a side may be given.
pub(crate) fn parse_terms(
    line: &str,
    args: &[&str],
    usage: Usage,
    challenge: bool,
) -> Result<Challenge, CommandError> {
    let err = |problem: CommandProblem| {
        Err(CommandError {
            line: line.to_string(),
            problem,
            usage,
        })
    };
    let mut c = Challenge::default();
    let mut side_seen = false;
    let mut clock_words = Vec::new();
    // `sfen="<board> b - 1"`: a start position holds spaces, so it is written in quotes and
    // its words are taken back together here.
    let mut words: Vec<String> = Vec::with_capacity(args.len());
    let mut open: Option<String> = None;
    for w in args {
        match open.take() {
            Some(mut v) => {
                v.push(' ');
                v.push_str(w);
                if w.ends_with('"') {
                    words.push(v);
                } else {
                    open = Some(v);
                }
            }
            None if w.to_lowercase().starts_with("sfen=\"")
                && !(w.len() > 6 && w.ends_with('"')) =>
            {
                open = Some((*w).to_string());
            }
            None => words.push((*w).to_string()),
        }
    }
    if open.is_some() {
        return err(CommandProblem::SfenUnclosed);
    }
    for raw in &words {
        let raw = raw.as_str();
        if let Some(v) = raw.strip_prefix("sfen=").or(raw.strip_prefix("SFEN=")) {
            let v = v.trim_matches('"').trim();
            if v.is_empty() {
                return err(CommandProblem::SfenEmpty);
            }
            c.sfen = Some(v.to_string());
            continue;
        }
        let w = raw.trim_matches(|ch| ch == '<' || ch == '>');
        let lw = w.to_lowercase();
        if let Some((key, value)) = lw.split_once('=') {
            // (Lower case may change a text's length: `Ⱥ` is 2 bytes, `ⱥ` 3.)
            let value_raw = w.split_once('=').map_or("", |(_, v)| v);
            if value.is_empty() {
                return err(CommandProblem::NoValue {
                    word: raw.to_string(),
                });
            }
            match key {
                "preset" => c.preset = Some(value.to_string()),
                "days" if !matches!(value.parse::<u32>(), Ok(1..=365)) => {
                    return err(CommandProblem::BadDays {
                        value: value_raw.to_string(),
                    })
                }
                "days" | "time" | "max" | "double" | "byo" => clock_words.push(w),
                "max_plies" => {
                    c.max_plies = Some(match value.parse::<u32>() {
                        Ok(n) if (MIN_PLIES..=MAX_PLIES).contains(&n) => Some(n),
                        _ if value == "none" => None,
                        _ => {
                            return err(CommandProblem::BadMaxPlies {
                                value: value_raw.to_string(),
                                min: MIN_PLIES,
                                max: MAX_PLIES,
                            })
                        }
                    })
                }
                "draw_every" => match value.parse::<u32>() {
                    Ok(n) if (1..=MAX_DRAW_EVERY).contains(&n) => c.draw_every = Some(n),
                    _ => {
                        return err(CommandProblem::BadDrawEvery {
                            value: value_raw.to_string(),
                            max: MAX_DRAW_EVERY,
                        })
                    }
                },
                "illegal" => match IllegalPolicy::parse(value) {
                    Some(p) => c.illegal = Some(p),
                    None => {
                        return err(CommandProblem::BadIllegal {
                            value: value_raw.to_string(),
                        })
                    }
                },
                "handicap" => c.handicap = Some(value.to_string()),
                k if k.contains('.') => c.options.push((k.to_string(), value_raw.to_string())),
                _ => {
                    return err(CommandProblem::UnknownOption {
                        key: key.to_string(),
                    })
                }
            }
        } else if is_address(w) && !challenge {
            return err(CommandProblem::TournamentOpponent {
                word: w.to_string(),
            });
        } else if matches!(lw.as_str(), "black" | "white" | "random") && !challenge {
            return err(CommandProblem::TournamentSide {
                word: raw.to_string(),
            });
        } else if is_address(w) {
            if !c.opponent.is_empty() {
                return err(CommandProblem::TwoAddresses {
                    first: c.opponent.clone(),
                    second: w.to_string(),
                });
            }
            c.opponent = yubin_domain::address::fold(w);
        } else if matches!(lw.as_str(), "black" | "white" | "random") {
            if side_seen {
                return err(CommandProblem::SideTwice {
                    word: raw.to_string(),
                });
            }
            side_seen = true;
            c.side = match lw.as_str() {
                "black" => SideChoice::Black,
                "white" => SideChoice::White,
                _ => SideChoice::Random,
            };
        } else if matches!(lw.as_str(), "rated" | "casual") {
            if c.rated.is_some() {
                return err(CommandProblem::RatedTwice {
                    word: raw.to_string(),
                });
            }
            c.rated = Some(lw == "rated");
        } else if matches!(lw.as_str(), "chu" | "maka" | "dai" | "daidai" | "tenjiku")
            || lw.ends_with("shogi")
        {
            c.variant = Some(lw);
        } else {
            let word = raw.to_string();
            return err(if challenge {
                CommandProblem::UnknownChallengeWord { word }
            } else {
                CommandProblem::UnknownTournamentWord { word }
            });
        }
    }
    if !clock_words.is_empty() {
        match TimeControl::parse(&clock_words) {
            Ok(tc) => c.time_control = Some(tc),
            Err(error) => {
                return err(CommandProblem::BadClock {
                    words: clock_words.join(" "),
                    error: Box::new(error),
                })
            }
        }
    }
    Ok(c)
}

/// Whether a line is a line of conditional moves (`if G-6e then Ln-5f`): its first word is
/// `if`, in any case, and its second looks like a move (so "If you agree, …" is not one).
pub fn is_conditional_line(line: &str) -> bool {
    let mut words = line.split_whitespace();
    words.next().is_some_and(|w| w.eq_ignore_ascii_case("if"))
        && words.next().is_some_and(looks_like_move)
}

/// The fewest plies `max_plies=` accepts.
pub const MIN_PLIES: u32 = 10;
/// The most plies `max_plies=` accepts.
pub const MAX_PLIES: u32 = 20_000;
/// The most moves `draw_every=` accepts.
pub const MAX_DRAW_EVERY: u32 = 100;

#[cfg(test)]
mod tests;
