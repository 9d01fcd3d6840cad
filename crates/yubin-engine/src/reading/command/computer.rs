//! `challenge computer [variant] [level=1..8] [black|white|random] [time…] [options…]`: a game
//! against the computer (issue 27; its handler is [`crate::computer`]).
//!
//! The words after `computer` are a challenge's terms ([`super::parse_terms`]) without an
//! address, with `level=N` beside them. Leniencies: `computer` and `level` in any case; the
//! level as `level=3` or `L3` (the computer's public name ends so, `computer-L3`). Refused, each
//! with its own answer: a level out of 1 to 8 or not a number, a level given twice, an address
//! (the opponent is the computer).

use super::{parse_terms, Challenge, Command, CommandError, CommandProblem, Usage};

/// A challenge to the computer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ComputerChallenge {
    /// `level=N`, 1 to 8; `None`: the default level ([`DEFAULT_LEVEL`]).
    pub level: Option<u8>,
    /// The game's terms, as a challenge to a person writes them (its `opponent` empty).
    pub terms: Challenge,
}

/// The level of a challenge that names none: a beginner's opponent that still searches.
pub const DEFAULT_LEVEL: u8 = 3;

/// The strongest level (`yubin_search::Level::MAX`).
pub const MAX_LEVEL: u8 = 8;

/// Reads the words after `challenge computer` (`line` the whole line).
pub(super) fn parse(line: &str, args: &[&str]) -> Result<Command, CommandError> {
    let err = |problem: CommandProblem| {
        Err(CommandError {
            line: line.to_string(),
            problem,
            usage: Usage::Computer,
        })
    };
    let mut level = None;
    let mut rest = Vec::with_capacity(args.len());
    for &w in args {
        let lw = w.to_lowercase();
        let value = lw.strip_prefix("level=").or_else(|| {
            lw.strip_prefix('l')
                .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
        });
        let Some(value) = value else {
            rest.push(w);
            continue;
        };
        if level.is_some() {
            return err(CommandProblem::LevelTwice {
                word: w.to_string(),
            });
        }
        match value.parse::<u8>() {
            Ok(n) if (1..=MAX_LEVEL).contains(&n) => level = Some(n),
            _ => {
                return err(CommandProblem::BadLevel {
                    value: w.split_once('=').map_or(&w[1..], |(_, v)| v).to_string(),
                    max: u32::from(MAX_LEVEL),
                })
            }
        }
    }
    let terms = parse_terms(line, &rest, Usage::Computer, true)?;
    if !terms.opponent.is_empty() {
        return err(CommandProblem::ComputerOpponent {
            word: terms.opponent,
        });
    }
    Ok(Command::ChallengeComputer(ComputerChallenge {
        level,
        terms,
    }))
}

#[cfg(test)]
mod tests {
    use super::super::parse as read;
    use super::*;

    fn problem(line: &str) -> CommandProblem {
        let e = read(line).unwrap_err();
        assert_eq!(e.usage, Usage::Computer, "{line}");
        e.problem
    }

    #[test]
    fn a_computer_challenge_reads_its_level_and_a_challenge_s_terms() {
        let Ok(Command::ChallengeComputer(c)) =
            read("Challenge Computer dai LEVEL=5 white days=3 rated")
        else {
            panic!("not read");
        };
        assert_eq!(c.level, Some(5));
        assert_eq!(c.terms.variant.as_deref(), Some("dai"));
        assert_eq!(c.terms.side, super::super::SideChoice::White);
        assert_eq!(c.terms.rated, Some(true));
        assert!(c.terms.opponent.is_empty());
        let Ok(Command::ChallengeComputer(c)) = read("challenge computer L2") else {
            panic!("not read");
        };
        assert_eq!(c.level, Some(2));
        assert_eq!(
            read("challenge computer"),
            Ok(Command::ChallengeComputer(ComputerChallenge::default()))
        );
    }

    #[test]
    fn every_bad_word_of_a_computer_challenge_has_its_own_answer() {
        for (line, value) in [
            ("challenge computer level=9", "9"),
            ("challenge computer level=0", "0"),
            ("challenge computer level=x", "x"),
            ("challenge computer level=-1", "-1"),
            ("challenge computer l99", "99"),
            ("challenge computer level=999999999999", "999999999999"),
        ] {
            assert_eq!(
                problem(line),
                CommandProblem::BadLevel {
                    value: value.into(),
                    max: 8
                },
                "{line}"
            );
        }
        assert_eq!(
            problem("challenge computer level=2 L3"),
            CommandProblem::LevelTwice { word: "L3".into() }
        );
        assert_eq!(
            problem("challenge computer bob@example.test"),
            CommandProblem::ComputerOpponent {
                word: "bob@example.test".into()
            }
        );
        assert!(matches!(
            problem("challenge computer frob"),
            CommandProblem::UnknownChallengeWord { .. }
        ));
        assert!(matches!(
            problem("challenge computer days=0"),
            CommandProblem::BadDays { .. }
        ));
        // `level=` with no value is a challenge's word without its value.
        assert!(matches!(
            problem("challenge computer level="),
            CommandProblem::BadLevel { .. }
        ));
    }
}
