//! `reminders [on|off]`: whether the sender gets deadline reminders (handled by
//! `crate::years::unsubscribe`). Leniencies: `reminder` for `reminders`; `yes`/`no` for
//! `on`/`off`.

use super::{Command, CommandError, CommandProblem, Usage};

/// `reminders [on|off]` (`lower`: the words after it, in lower case).
pub(super) fn parse_reminders(line: &str, lower: &[String]) -> Result<Command, CommandError> {
    match lower {
        [] => Ok(Command::Reminders(None)),
        [w] if w == "on" || w == "yes" => Ok(Command::Reminders(Some(true))),
        [w] if w == "off" || w == "no" => Ok(Command::Reminders(Some(false))),
        _ => Err(CommandError {
            line: line.to_string(),
            problem: CommandProblem::RemindersWhat {
                got: lower.join(" "),
            },
            usage: Usage::Reminders,
        }),
    }
}

/// `crosstables T3 [on|off]` (`lower`: the words after it, in lower case): whether the
/// crosstable of a tournament the sender plays in comes after each of its games.
/// Leniencies: `3` or `t3` for `T3`; `yes`/`no` for
/// `on`/`off`.
pub(super) fn parse_crosstables(line: &str, lower: &[String]) -> Result<Command, CommandError> {
    let id = lower.first().and_then(|w| super::tournament::parse_id(w));
    let setting = match lower.get(1).map(String::as_str) {
        None => Some(None),
        Some("on" | "yes") => Some(Some(true)),
        Some("off" | "no") => Some(Some(false)),
        Some(_) => None,
    };
    match (id, setting) {
        (Some(id), Some(on)) if lower.len() <= 2 => Ok(Command::Crosstables(id, on)),
        _ => Err(CommandError {
            line: line.to_string(),
            problem: CommandProblem::CrosstablesWhat {
                got: lower.join(" "),
            },
            usage: Usage::Crosstables,
        }),
    }
}
