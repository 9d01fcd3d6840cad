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
