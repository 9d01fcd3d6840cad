//! `analyse N` (issue 27): the computer's analysis of a finished game. Leniencies: `analyze`
//! for `analyse`, `#12` for `12`, and the word `game` before the number (`analyse game 12`).

use super::{Command, CommandError, CommandProblem, Usage};
use yubin_domain::model::GameId;

/// Reads the words after `analyse` (`args`) of `line`.
pub(super) fn parse(line: &str, args: &[&str]) -> Result<Command, CommandError> {
    let err = |problem| {
        Err(CommandError {
            line: line.to_string(),
            problem,
            usage: Usage::Analyse,
        })
    };
    let args = match args {
        [w, rest @ ..] if w.eq_ignore_ascii_case("game") => rest,
        _ => args,
    };
    let Some((word, rest)) = args.split_first() else {
        return err(CommandProblem::AnalyseNoNumber);
    };
    let number = word.strip_prefix('#').unwrap_or(word);
    let game = match number.parse::<i64>() {
        Ok(n) if n >= 1 && number.bytes().all(|b| b.is_ascii_digit()) => GameId(n),
        _ => {
            return err(CommandProblem::AnalyseGame {
                word: (*word).to_string(),
            })
        }
    };
    if !rest.is_empty() {
        return err(CommandProblem::AnalyseWhat {
            got: rest.join(" "),
        });
    }
    Ok(Command::Analyse(game))
}

#[cfg(test)]
mod tests {
    use super::super::parse as line;
    use super::*;

    #[test]
    fn a_game_number_is_read_and_everything_else_refused() {
        for (text, game) in [
            ("analyse 12", 12),
            ("Analyse #3", 3),
            ("analyze 7", 7),
            ("analyse game 9", 9),
        ] {
            assert_eq!(line(text), Ok(Command::Analyse(GameId(game))), "{text}");
        }
        let problem = |text: &str| line(text).unwrap_err().problem;
        assert_eq!(problem("analyse"), CommandProblem::AnalyseNoNumber);
        assert_eq!(problem("analyse game"), CommandProblem::AnalyseNoNumber);
        for word in [
            "0",
            "99999999999999999999",
            "-3",
            "+3",
            "twelve",
            "#",
            "1.5",
        ] {
            assert_eq!(
                problem(&format!("analyse {word}")),
                CommandProblem::AnalyseGame { word: word.into() },
                "{word}"
            );
        }
        assert_eq!(
            problem("analyse #3 extra words"),
            CommandProblem::AnalyseWhat {
                got: "extra words".into()
            }
        );
        assert_eq!(line("analyse").unwrap_err().usage, Usage::Analyse);
    }
}
