//! Reading one command line (see [`crate::reading::extract`] for finding it in a mail).
//!
//! Keywords are case-insensitive. Leniencies: `投了` (or `投了します`) means `resign`; `move` before a move is optional; the guard
//! `#N` may stand before or after the move, and a game score's move number before a move
//! (`12.`, `12...`) is that guard, never ignored; a trailing `.` or `!` after a one-word command
//! is ignored; `?` means `help`; challenge options may come in any order. Anything that is not
//! a keyword is taken as a move text and left to the rules crate's readers, so a misspelt
//! command is answered with both the move reader's error and the list of commands.

mod reminders;
mod tournament;
mod watch;

pub use tournament::{
    is_tournament_word, parse_id, tournament_word, FormatWord, TournamentCommand, TournamentSpec,
    CREATE_USAGE, MAX_TOURNAMENT_NAME, TOURNAMENT_USAGE,
};
pub use watch::{WatchCommand, OBSERVERS_USAGE, WATCH_USAGE};

use yubin_domain::clock::TimeControl;
use yubin_domain::model::{BoardForm, GameId, IllegalPolicy, Language, Pieces};
use yubin_text::wording;

/// A command of a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `help`.
    Help,
    /// `challenge <address> …`.
    Challenge(Challenge),
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
    /// `export [N] [kif|pgn|tsa|usi|json|all]`: a game's record as files.
    Export {
        /// The game's number, if given.
        game: Option<GameId>,
        /// The formats' names as written (none: all).
        formats: Vec<String>,
    },
}

/// The usage of `export`.
pub const EXPORT_USAGE: &str =
    "`export` (this game, every format), `export kif pgn`, `export 12 all`; formats: kif, pgn, tsa, usi, json";

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

pub use yubin_text::reject::CommandError;

/// The usage line of `challenge`.
pub const CHALLENGE_USAGE: &str =
    "challenge <address> [chu|maka|dai|daidai|tenjiku] [preset=…] [black|white|random] [days=N | time=…] [illegal=lose|reject] [handicap=… | sfen=\"…\"] [max_plies=N] [draw_every=N] [rated|casual] [rule.option=value]";
const BOARD_USAGE: &str = "`board` (the board of a game), `board picture` or `board table` \
    (how your mails show boards)";
const PIECES_USAGE: &str =
    "`pieces kanji` or `pieces letters` (the labels of the board picture), or `pieces` alone";
const LANGUAGE_USAGE: &str =
    "`language en` (English) or `language ja` (日本語: also `言語 日本語`), or `language` alone";
const PREVIEW_USAGE: &str = "preview <move>, for example `preview P-7f`";
const MOVE_USAGE: &str = "a move such as `P-7f`, `7g7f` or `move P-7f #12`";
const TAKEBACK_USAGE: &str = "`takeback` (your last move) or `takeback N` (the last N plies)";

/// The usage of `leave`.
pub const LEAVE_USAGE: &str =
    "`leave 2026-12-20 2027-01-03` (first and last day), `leave 10d` (from now), `leave` (list), `leave cancel`";

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
    let err = |problem: String, usage| {
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
                problem: format!(
                    "`{first}` takes nothing after it, but got `{}`",
                    words[1..].join(" ")
                ),
                usage: "the word alone on its line",
            })
        }
    };
    match first {
        "" => err("the command is empty".into(), "`help` lists the commands"),
        "help" | "?" => single(Command::Help),
        "accept" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Accept),
            Some("pause") if words.len() == 2 => Ok(Command::AcceptPause),
            Some("takeback") if words.len() == 2 => Ok(Command::AcceptTakeback),
            _ => err(
                format!(
                    "`accept` takes nothing, `pause` or `takeback` after it, but got `{}`",
                    words[1..].join(" ")
                ),
                "`accept` (a challenge), `accept pause` or `accept takeback`",
            ),
        },
        "pause" => single(Command::Pause),
        "ratings" | "rating" => match &lower[1..] {
            [] => Ok(Command::Ratings(None)),
            [v] => Ok(Command::Ratings(Some(v.clone()))),
            _ => err(
                format!(
                    "`ratings` takes one variant, but got `{}`",
                    words[1..].join(" ")
                ),
                "`ratings`, `ratings chu` or `ratings maka`",
            ),
        },
        "resume" => single(Command::Resume),
        "give" => match &words[1..] {
            [amount] => Ok(Command::Give((*amount).to_string())),
            _ => err(
                "`give` takes one duration".into(),
                "`give 3d` (days), `give 12h` (hours) or `give 1d12h`",
            ),
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
                format!(
                    "`archive` takes `public` or `private`, but got `{}`",
                    words[1..].join(" ")
                ),
                "`archive public`, `archive private`, or `archive` alone",
            ),
        },
        "unsubscribe" if lower.len() == 1 => Ok(Command::Unsubscribe),
        "reminders" | "reminder" => reminders::parse_reminders(line, &lower[1..]),
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
                                format!("`{w}`: one game number from 1, at most"),
                                EXPORT_USAGE,
                            )
                        }
                    }
                } else {
                    formats.push(w.clone());
                }
            }
            Ok(Command::Export { game, formats })
        }
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
                format!(
                    "`leave` takes one or two words, but got `{}`",
                    words[1..].join(" ")
                ),
                LEAVE_USAGE,
            ),
        },
        "takeback" => match &lower[1..] {
            [] => Ok(Command::Takeback(None)),
            [n] => match n.parse::<u32>() {
                Ok(n) if n >= 1 => Ok(Command::Takeback(Some(n))),
                _ => err(
                    format!("`takeback {}`: expected a number of plies from 1", words[1]),
                    TAKEBACK_USAGE,
                ),
            },
            _ => err(
                format!(
                    "`takeback` takes at most a number after it, but got `{}`",
                    words[1..].join(" ")
                ),
                TAKEBACK_USAGE,
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
                format!(
                    "`board` takes nothing, `picture` or `table` after it, but got `{}`",
                    words[1..].join(" ")
                ),
                BOARD_USAGE,
            ),
        },
        "pieces" => match &lower[1..] {
            [] => Ok(Command::Pieces(None)),
            [w] if w == "kanji" || w == "letters" => Ok(Command::Pieces(Some(
                Pieces::parse(w).expect("a label's name"),
            ))),
            _ => err(
                format!(
                    "`pieces` takes `kanji` or `letters`, but got `{}`",
                    words[1..].join(" ")
                ),
                PIECES_USAGE,
            ),
        },
        "language" | "言語" => match &words[1..] {
            [] => Ok(Command::Language(None)),
            [w] if Language::parse(w).is_some() => Ok(Command::Language(Language::parse(w))),
            _ => err(
                format!(
                    "`language` takes `en` or `ja`, but got `{}`",
                    words[1..].join(" ")
                ),
                LANGUAGE_USAGE,
            ),
        },
        "games" => single(Command::Games),
        "history" => single(Command::History),
        "draw" => single(Command::Draw),
        "if" if is_conditional_line(line) => Ok(Command::Conditional(ConditionalCommand::Lines)),
        "conditional" | "conditionals" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Conditional(ConditionalCommand::List)),
            Some("clear") if words.len() == 2 => {
                Ok(Command::Conditional(ConditionalCommand::Clear))
            }
            _ => err(
                format!(
                    "`conditional` takes nothing or `clear` after it, but got `{}`",
                    words[1..].join(" ")
                ),
                "`conditional` (list your conditional moves) or `conditional clear`",
            ),
        },
        "timezone" => match &words[1..] {
            [] => Ok(Command::Timezone(None)),
            [zone] => Ok(Command::Timezone(Some((*zone).to_string()))),
            _ => err(
                format!(
                    "`timezone` takes one zone name, but got `{}`",
                    words[1..].join(" ")
                ),
                "`timezone Europe/Berlin` (an IANA name), `timezone UTC`, or `timezone` alone",
            ),
        },
        "decline" => match lower.get(1).map(String::as_str) {
            None => Ok(Command::Decline),
            Some("draw") if words.len() == 2 => Ok(Command::DeclineDraw),
            Some("pause") if words.len() == 2 => Ok(Command::DeclinePause),
            Some("takeback") if words.len() == 2 => Ok(Command::DeclineTakeback),
            _ => err(
                format!(
                    "`decline` takes nothing, `draw` or `takeback` after it, but got `{}`",
                    words[1..].join(" ")
                ),
                "`decline` (a challenge), `decline draw` or `decline takeback`",
            ),
        },
        "preview" => {
            if words.len() < 2 {
                return err("`preview` needs a move".into(), PREVIEW_USAGE);
            }
            Ok(Command::Preview {
                text: words[1..].join(" "),
            })
        }
        "challenge" => parse_challenge(line, &words[1..]).map(Command::Challenge),
        _ => {
            let rest: &[&str] = if first == "move" { &words[1..] } else { &words };
            let mut guard = None;
            let mut text = Vec::new();
            for w in rest {
                match parse_guard(w) {
                    Some(Some(n)) if guard.is_none() => guard = Some(n),
                    Some(Some(_)) => {
                        return err("two move numbers (`#N`) given".into(), MOVE_USAGE)
                    }
                    Some(None) => {
                        return err(
                            format!("`{w}` is not a move number; write `#` and a number from 1"),
                            MOVE_USAGE,
                        )
                    }
                    None => text.push(*w),
                }
            }
            if text.is_empty() {
                return err("no move given".into(), MOVE_USAGE);
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
    let c = parse_terms(line, args, CHALLENGE_USAGE, true)?;
    if c.opponent.is_empty() {
        return Err(CommandError {
            line: line.to_string(),
            problem: "no opponent address given".into(),
            usage: CHALLENGE_USAGE,
        });
    }
    Ok(c)
}

/// Reads the terms of a game (variant, preset, clocks, options…): a challenge's words, or
/// what a tournament's words leave; `challenge`: an address and a side may be given.
pub(crate) fn parse_terms(
    line: &str,
    args: &[&str],
    usage: &'static str,
    challenge: bool,
) -> Result<Challenge, CommandError> {
    let err = |problem: String| {
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
        return err("`sfen=\"` has no closing quote".into());
    }
    for raw in &words {
        let raw = raw.as_str();
        if let Some(v) = raw.strip_prefix("sfen=").or(raw.strip_prefix("SFEN=")) {
            let v = v.trim_matches('"').trim();
            if v.is_empty() {
                return err("`sfen=` has no position after it".into());
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
                return err(format!("`{raw}` has no value after `=`"));
            }
            match key {
                "preset" => c.preset = Some(value.to_string()),
                "days" if !matches!(value.parse::<u32>(), Ok(1..=365)) => {
                    return err(format!(
                        "`days={value_raw}`: expected a whole number of days from 1 to 365"
                    ))
                }
                "days" | "time" | "max" | "double" | "byo" => clock_words.push(w),
                "max_plies" => {
                    c.max_plies = Some(match value.parse::<u32>() {
                        Ok(n) if (MIN_PLIES..=MAX_PLIES).contains(&n) => Some(n),
                        _ if value == "none" => None,
                        _ => {
                            return err(format!(
                                "`max_plies={value_raw}`: expected a number of plies from \
                                 {MIN_PLIES} to {MAX_PLIES}, or `none`"
                            ))
                        }
                    })
                }
                "draw_every" => match value.parse::<u32>() {
                    Ok(n) if (1..=MAX_DRAW_EVERY).contains(&n) => c.draw_every = Some(n),
                    _ => {
                        return err(format!(
                            "`draw_every={value_raw}`: expected a number of moves from 1 to \
                             {MAX_DRAW_EVERY}"
                        ))
                    }
                },
                "illegal" => match IllegalPolicy::parse(value) {
                    Some(p) => c.illegal = Some(p),
                    None => {
                        return err(format!(
                            "`illegal={value_raw}`: expected `illegal=lose` or `illegal=reject`"
                        ))
                    }
                },
                "handicap" => c.handicap = Some(value.to_string()),
                k if k.contains('.') => c.options.push((k.to_string(), value_raw.to_string())),
                _ => return err(format!("unknown option `{key}=`")),
            }
        } else if is_address(w) && !challenge {
            return err(format!(
                "`{w}`: a tournament names no opponents; players `join` it"
            ));
        } else if matches!(lw.as_str(), "black" | "white" | "random") && !challenge {
            return err(format!(
                "`{raw}`: the pairings give the sides in a tournament"
            ));
        } else if is_address(w) {
            if !c.opponent.is_empty() {
                return err(format!(
                    "two addresses given (`{}` and `{w}`); a game has one opponent",
                    c.opponent
                ));
            }
            c.opponent = yubin_domain::address::fold(w);
        } else if matches!(lw.as_str(), "black" | "white" | "random") {
            if side_seen {
                return err(format!("the side is given twice (`{raw}`)"));
            }
            side_seen = true;
            c.side = match lw.as_str() {
                "black" => SideChoice::Black,
                "white" => SideChoice::White,
                _ => SideChoice::Random,
            };
        } else if matches!(lw.as_str(), "rated" | "casual") {
            if c.rated.is_some() {
                return err(format!("`rated` or `casual` is given twice (`{raw}`)"));
            }
            c.rated = Some(lw == "rated");
        } else if matches!(lw.as_str(), "chu" | "maka" | "dai" | "daidai" | "tenjiku")
            || lw.ends_with("shogi")
        {
            c.variant = Some(lw);
        } else {
            return err(if challenge {
                format!("`{raw}` is neither an address, a variant, a side nor an option")
            } else {
                format!("`{raw}` is neither a format, a variant nor an option")
            });
        }
    }
    if !clock_words.is_empty() {
        match TimeControl::parse(&clock_words) {
            Ok(tc) => c.time_control = Some(tc),
            Err(e) => {
                return err(format!(
                    "`{}`: {}",
                    clock_words.join(" "),
                    wording::clock(&e)
                ))
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
