//! The observers' commands: `watch [12|T3]`, `notify [12]`, `unwatch [12|T3|all]`, and a
//! player's `observers [on|off]`.
//!
//! Leniencies: a game may be written `12`, `#12` or `game 12`; a tournament `T3`, `t3` or
//! `tournament T3` (`tournament 3`); `observe` and pbmserv's `subscribe` mean `watch`,
//! `unsubscribe` means `unwatch`; `observers` takes `allow`/`yes` for `on` and
//! `forbid`/`no` for `off`.

use super::{Command, CommandError, CommandProblem, Usage};
use crate::reading::command::tournament::{is_tournament_word, parse_id};
use yubin_domain::model::GameId;
use yubin_domain::model::Watched;

/// An observer's command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatchCommand {
    /// `watch [12|T3]`: every board mail of a game, or every crosstable of a tournament;
    /// without one, the game of the observer's mail it answers.
    Watch(Option<Watched>),
    /// `notify [12]`: the result of a game only.
    Notify(Option<GameId>),
    /// `unwatch [12|T3]`: stop; without one, the game of the mail it answers, or the only
    /// thing the sender watches.
    Unwatch(Option<Watched>),
    /// `unwatch all`.
    UnwatchAll,
}

fn error(line: &str, problem: CommandProblem, usage: Usage) -> CommandError {
    CommandError {
        line: line.to_string(),
        problem,
        usage,
    }
}

/// A game or a tournament as written after the keyword (nothing: `None`).
fn target(line: &str, keyword: &str, args: &[String]) -> Result<Option<Watched>, CommandError> {
    let bad = |what: &str| {
        error(
            line,
            CommandProblem::BadTarget {
                keyword: keyword.to_string(),
                words: what.to_string(),
            },
            Usage::Watch,
        )
    };
    let game = |w: &str| {
        let n = w.trim_start_matches('#');
        (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .then(|| n.parse::<i64>().ok().filter(|&n| n >= 1))
            .flatten()
    };
    match args {
        [] => Ok(None),
        [w] if is_tournament_word(w) => Ok(parse_id(w).map(Watched::Tournament)),
        [w] => game(w)
            .map(|g| Some(Watched::Game(GameId(g))))
            .ok_or_else(|| bad(w)),
        [k, w] if k == "game" => game(w)
            .map(|g| Some(Watched::Game(GameId(g))))
            .ok_or_else(|| bad(&args.join(" "))),
        [k, w] if k == "tournament" => parse_id(w)
            .map(|t| Some(Watched::Tournament(t)))
            .ok_or_else(|| bad(&args.join(" "))),
        _ => Err(bad(&args.join(" "))),
    }
}

/// `watch …`, `notify …`, `unwatch …` (`first` the keyword, `lower` the words after it in
/// lower case).
pub(super) fn parse(line: &str, first: &str, lower: &[String]) -> Result<Command, CommandError> {
    let cmd = match first {
        "watch" | "observe" | "subscribe" => WatchCommand::Watch(target(line, "watch", lower)?),
        "notify" => match target(line, "notify", lower)? {
            None => WatchCommand::Notify(None),
            Some(Watched::Game(g)) => WatchCommand::Notify(Some(g)),
            Some(Watched::Tournament(_)) => {
                return Err(error(line, CommandProblem::NotifyTournament, Usage::Watch))
            }
        },
        _ => match lower {
            [w] if w == "all" => WatchCommand::UnwatchAll,
            _ => WatchCommand::Unwatch(target(line, "unwatch", lower)?),
        },
    };
    Ok(Command::Watch(cmd))
}

/// `observers [on|off]`.
pub(super) fn parse_observers(line: &str, lower: &[String]) -> Result<Command, CommandError> {
    match lower {
        [] => Ok(Command::Observers(None)),
        [w] if w == "on" || w == "allow" || w == "yes" => Ok(Command::Observers(Some(true))),
        [w] if w == "off" || w == "forbid" || w == "no" => Ok(Command::Observers(Some(false))),
        _ => Err(error(
            line,
            CommandProblem::ObserversWhat {
                got: lower.join(" "),
            },
            Usage::Observers,
        )),
    }
}
