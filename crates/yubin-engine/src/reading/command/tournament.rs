//! The tournament commands: `tournament create|start|cancel|withdraw`, `join T3`,
//! `leave T3`, `standings [T3]`, `tournaments`.
//!
//! `tournament create` takes a name (one word, or several in double quotes), then in any
//! order its format (`rr`, `drr`, `swiss`, `ko`) with their numbers (`rounds=`, `games=`),
//! its scoring (`points=`, `bye=`, `tiebreaks=`), entry limits (`min=`, `max=`), a start
//! date (`start=`), a round limit (`round_days=`), the plies by which observers see its
//! games behind (`delay=`, 1 to 100), and the terms of its games as a
//! challenge writes them (variant, `preset=`, `handicap=`, clocks, `illegal=`, `rated`, rule
//! options). What the words mean together is checked when the command is carried out
//! (`commands::tournament`).

use super::{parse_terms, Challenge, Command, CommandError, CommandProblem, Usage};
use yubin_domain::model::{parse_points, parse_tie_break, ByeScore, TournamentId};
use yubin_domain::standings::{PointSystem, TieBreak};

/// The longest tournament name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 40;

/// A tournament's format as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatWord {
    /// `rr`: a round robin.
    RoundRobin,
    /// `drr`: a double round robin.
    DoubleRoundRobin,
    /// `swiss`.
    Swiss,
    /// `ko`: a knockout.
    Knockout,
}

/// The words of `tournament create`, read but not yet checked together.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentSpec {
    /// The name.
    pub name: String,
    /// The format (`None`: a round robin).
    pub format: Option<FormatWord>,
    /// `rounds=N` (a Swiss's rounds).
    pub rounds: Option<u32>,
    /// `games=N` (a knockout match's games).
    pub games: Option<u32>,
    /// `points=…`.
    pub points: Option<PointSystem>,
    /// `bye=…`.
    pub bye: Option<ByeScore>,
    /// `tiebreaks=…`.
    pub tie_breaks: Option<Vec<TieBreak>>,
    /// `min=N`.
    pub min_players: Option<u32>,
    /// `max=N`.
    pub max_players: Option<u32>,
    /// `start=YYYY-MM-DD` as written (the date is read in the organiser's time zone).
    pub start: Option<String>,
    /// `round_days=N`.
    pub round_days: Option<u32>,
    /// `delay=N`: observers see the games N plies behind.
    pub delay: Option<u32>,
    /// `archive=public|private`: whether its games are published in the archive.
    pub archive: Option<bool>,
    /// The terms of the games, as a challenge without an opponent.
    pub game: Challenge,
}

/// A tournament command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentCommand {
    /// `tournament create …`.
    Create(Box<TournamentSpec>),
    /// `tournament start T3` (the organiser).
    Start(TournamentId),
    /// `tournament cancel T3` (the organiser, before the start).
    Cancel(TournamentId),
    /// `tournament withdraw T3 <address>` (the organiser).
    Withdraw(TournamentId, String),
    /// `join T3`.
    Join(TournamentId),
    /// `leave T3`: off the entries before the start, withdrawn after it.
    Leave(TournamentId),
    /// `standings T3`; `standings` alone: the sender's tournament, if one.
    Standings(Option<TournamentId>),
    /// `tournaments`: the open and running ones.
    List,
}

/// Reads `T3` (or `t3`, `3`) as a tournament's number.
pub fn parse_id(word: &str) -> Option<TournamentId> {
    let digits = word
        .strip_prefix(['T', 't'])
        .unwrap_or(word)
        .trim_end_matches(['.', '!', ',']);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits
        .parse()
        .ok()
        .filter(|&n: &i64| n >= 1)
        .map(TournamentId)
}

/// Whether a word names a tournament as `leave` takes it (`T3`; a bare number would be a
/// duration's mistake).
pub fn is_tournament_word(word: &str) -> bool {
    tournament_word(word).is_some()
}

/// The tournament `T3` (or `t3`) names; `None` for any other word.
pub fn tournament_word(word: &str) -> Option<TournamentId> {
    word.starts_with(['T', 't'])
        .then(|| parse_id(word))
        .flatten()
}

fn error(line: &str, problem: CommandProblem, usage: Usage) -> CommandError {
    CommandError {
        line: line.to_string(),
        problem,
        usage,
    }
}

/// `join T3`, `standings T3`, `tournament start T3`: the one number after the keyword.
pub(super) fn one_id(
    line: &str,
    keyword: &str,
    args: &[&str],
) -> Result<TournamentId, CommandError> {
    match args {
        [w] => parse_id(w).ok_or_else(|| {
            error(
                line,
                CommandProblem::NotTournamentNumber {
                    word: (*w).to_string(),
                },
                Usage::Tournament,
            )
        }),
        [] => Err(error(
            line,
            CommandProblem::NeedsTournament {
                keyword: keyword.to_string(),
            },
            Usage::Tournament,
        )),
        _ => Err(error(
            line,
            CommandProblem::OneTournament {
                keyword: keyword.to_string(),
                got: args.join(" "),
            },
            Usage::Tournament,
        )),
    }
}

/// `tournament …` (the words after the keyword).
pub(super) fn parse(line: &str, args: &[&str]) -> Result<Command, CommandError> {
    let sub = args.first().map(|w| w.to_lowercase()).unwrap_or_default();
    let rest = args.get(1..).unwrap_or(&[]);
    let cmd = match sub.as_str() {
        "create" | "new" => TournamentCommand::Create(Box::new(create(line, rest)?)),
        "start" => TournamentCommand::Start(one_id(line, "tournament start", rest)?),
        "cancel" => TournamentCommand::Cancel(one_id(line, "tournament cancel", rest)?),
        "withdraw" => match rest {
            [t, address] if address.contains('@') => TournamentCommand::Withdraw(
                one_id(line, "tournament withdraw", &[t])?,
                yubin_domain::address::fold(address.trim_matches(['<', '>'])),
            ),
            _ => return Err(error(line, CommandProblem::WithdrawWhat, Usage::Withdraw)),
        },
        "join" => TournamentCommand::Join(one_id(line, "tournament join", rest)?),
        "leave" => TournamentCommand::Leave(one_id(line, "tournament leave", rest)?),
        "standings" | "crosstable" => {
            TournamentCommand::Standings(Some(one_id(line, "tournament standings", rest)?))
        }
        "" => {
            return Err(error(
                line,
                CommandProblem::TournamentNeedsWhat,
                Usage::Tournament,
            ))
        }
        _ if args.len() == 1 && parse_id(&sub).is_some() => {
            TournamentCommand::Standings(parse_id(&sub))
        }
        other => {
            return Err(error(
                line,
                CommandProblem::NotTournamentCommand {
                    word: other.to_string(),
                },
                Usage::Tournament,
            ))
        }
    };
    Ok(Command::Tournament(cmd))
}

/// The name and words of `tournament create`.
fn create(line: &str, args: &[&str]) -> Result<TournamentSpec, CommandError> {
    let err = |problem: CommandProblem| Err(error(line, problem, Usage::Create));
    let Some(first) = args.first() else {
        return err(CommandProblem::NeedsName);
    };
    // A name in quotes runs to the closing quote; else it is the first word.
    let quotes = ['"', '“', '”', '„', '«', '»', '「', '」'];
    let (name, rest) = if first.starts_with(quotes) {
        let mut words = Vec::new();
        let mut end = None;
        for (i, w) in args.iter().enumerate() {
            words.push(*w);
            let closing = if i == 0 {
                w.chars().count() > 1 && w.ends_with(quotes)
            } else {
                w.ends_with(quotes)
            };
            if closing {
                end = Some(i);
                break;
            }
        }
        let Some(end) = end else {
            return err(CommandProblem::NameUnclosed);
        };
        (
            words.join(" ").trim_matches(quotes).trim().to_string(),
            &args[end + 1..],
        )
    } else {
        ((*first).to_string(), &args[1..])
    };
    if name.is_empty() || name.contains('=') {
        return err(CommandProblem::NotAName { name });
    }
    if name.chars().count() > MAX_TOURNAMENT_NAME || name.chars().any(char::is_control) {
        return err(CommandProblem::NameTooLong {
            max: MAX_TOURNAMENT_NAME,
        });
    }
    let mut spec = TournamentSpec {
        name,
        ..TournamentSpec::default()
    };
    let mut terms = Vec::new();
    let number = |key: &str, value: &str, max: u32| -> Result<u32, CommandError> {
        match value.parse::<u32>() {
            Ok(n) if (1..=max).contains(&n) => Ok(n),
            _ => Err(error(
                line,
                CommandProblem::BadNumber {
                    key: key.to_string(),
                    value: value.to_string(),
                    max,
                },
                Usage::Create,
            )),
        }
    };
    for raw in rest {
        let lw = raw.to_lowercase();
        let format = match lw.as_str() {
            "rr" | "roundrobin" | "round-robin" => Some(FormatWord::RoundRobin),
            "drr" | "double" => Some(FormatWord::DoubleRoundRobin),
            "swiss" => Some(FormatWord::Swiss),
            "ko" | "knockout" | "cup" | "match" => Some(FormatWord::Knockout),
            _ => None,
        };
        if let Some(f) = format {
            if spec.format.is_some() {
                return err(CommandProblem::FormatTwice {
                    word: (*raw).to_string(),
                });
            }
            spec.format = Some(f);
            continue;
        }
        let Some((key, value)) = lw.split_once('=') else {
            terms.push(*raw);
            continue;
        };
        match key {
            "rounds" => spec.rounds = Some(number(key, value, 100)?),
            "games" => spec.games = Some(number(key, value, 20)?),
            "min" => spec.min_players = Some(number(key, value, 1000)?),
            "max" => spec.max_players = Some(number(key, value, 1000)?),
            "round_days" => spec.round_days = Some(number(key, value, 3650)?),
            "delay" | "observer_delay" => spec.delay = Some(number(key, value, 100)?),
            "archive" => match value {
                "public" => spec.archive = Some(true),
                "private" => spec.archive = Some(false),
                _ => {
                    return err(CommandProblem::BadArchive {
                        word: (*raw).to_string(),
                    })
                }
            },
            "points" => match parse_points(value) {
                Some(p) => spec.points = Some(p),
                None => {
                    return err(CommandProblem::BadPoints {
                        word: (*raw).to_string(),
                    })
                }
            },
            "bye" => match ByeScore::parse(value) {
                Some(b) => spec.bye = Some(b),
                None => {
                    return err(CommandProblem::BadBye {
                        word: (*raw).to_string(),
                    })
                }
            },
            "tiebreaks" | "tiebreak" | "tie_breaks" => {
                let mut order = Vec::new();
                for code in value.split(',').filter(|c| !c.is_empty()) {
                    match parse_tie_break(code) {
                        Some(t) if !order.contains(&t) => order.push(t),
                        Some(_) => {
                            return err(CommandProblem::TieBreakTwice {
                                word: (*raw).to_string(),
                                code: code.to_string(),
                            })
                        }
                        None => {
                            return err(CommandProblem::UnknownTieBreak {
                                word: (*raw).to_string(),
                                code: code.to_string(),
                            })
                        }
                    }
                }
                spec.tie_breaks = Some(order);
            }
            "start" => spec.start = Some(value.to_string()),
            _ => terms.push(*raw),
        }
    }
    spec.game = parse_terms(line, &terms, Usage::Create, false)?;
    Ok(spec)
}
