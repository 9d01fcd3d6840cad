//! `move to <address>`: a player's request to move their identity (games, ratings,
//! tournament entries, settings) to another address (`crate::years::moving`).
//!
//! Leniencies: the keywords are case-insensitive; the address may stand in angle brackets
//! (`move to <frank@example.org>`) or after `mailto:`. It is checked as every address the
//! bot writes to is, by the handler, so that a bad one gets the reason.

use super::{Command, CommandError, CommandProblem, Usage};

/// Reads `move to <address>`, given the words after `move to` (`line` the whole line).
pub(super) fn parse(line: &str, args: &[&str]) -> Result<Command, CommandError> {
    let err = |problem: CommandProblem| {
        Err(CommandError {
            line: line.to_string(),
            problem,
            usage: Usage::MoveTo,
        })
    };
    match args {
        [] => err(CommandProblem::MoveToNeedsAddress),
        [address] => {
            let a = address.trim_start_matches('<').trim_end_matches('>');
            let a = a
                .strip_prefix("mailto:")
                .or_else(|| a.strip_prefix("MAILTO:"))
                .unwrap_or(a);
            if a.is_empty() {
                return err(CommandProblem::MoveToNeedsAddress);
            }
            Ok(Command::MoveTo(a.to_string()))
        }
        [_, rest @ ..] => err(CommandProblem::MoveToOneAddress {
            got: rest.join(" "),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse as read;
    use super::*;

    #[test]
    fn move_to_reads_one_address() {
        for line in [
            "move to frank@new.example",
            "MOVE TO frank@new.example",
            "move to <frank@new.example>",
            "Move To mailto:frank@new.example",
        ] {
            assert_eq!(
                read(line),
                Ok(Command::MoveTo("frank@new.example".into())),
                "{line}"
            );
        }
        // The address is checked by the handler, which says why.
        assert_eq!(read("move to frank"), Ok(Command::MoveTo("frank".into())));
    }

    #[test]
    fn move_to_without_one_address_is_an_error_and_moves_stay_moves() {
        for line in ["move to", "move to <>", "move to a@b.example c@d.example"] {
            let e = read(line).unwrap_err();
            assert_eq!(e.usage, Usage::MoveTo, "{line}");
        }
        assert_eq!(read("Move Cancel"), Ok(Command::MoveCancel));
        assert!(matches!(read("move cancel now"), Ok(Command::Move { .. })));
        assert!(matches!(read("move P-7f"), Ok(Command::Move { .. })));
        assert!(matches!(read("move 7g7f"), Ok(Command::Move { .. })));
        // `to` alone is no command word: not taken for the address change.
        assert!(matches!(
            read("to frank@new.example"),
            Ok(Command::Move { .. })
        ));
    }
}
