//! The words players write as commands, as far as the text layer must know them: the bot's
//! own text never lets a line begin with one (a client that quotes without `>` marks would
//! have the line read as the player's), and the engine reads commands by them.

/// The command words, as `help` lists them and suggestions offer them.
pub const KEYWORDS: &[&str] = &[
    "help",
    "challenge",
    "accept",
    "decline",
    "move",
    "preview",
    "resign",
    "abort",
    "draw",
    "takeback",
    "board",
    "games",
    "history",
    "timezone",
    "pieces",
    "language",
    "digest",
    "conditional",
    "leave",
    "ratings",
    "pause",
    "resume",
    "give",
    "tournament",
    "tournaments",
    "join",
    "standings",
    "export",
    "name",
    "archive",
    "watch",
    "unwatch",
    "notify",
    "observers",
    "forget",
    "reminders",
    "crosstables",
    "analyse",
];

/// Other words the engine reads as a command's first word: aliases and the conditional
/// moves' `if`.
pub const ALIASES: &[&str] = &[
    "?",
    "rating",
    "observe",
    "subscribe",
    "unsubscribe",
    "crosstable",
    "conditionals",
    "if",
    "投了",
    "投了します",
    "言語",
    "my",
    "退会",
    "データ開示",
    "reminder",
    "analyze",
];

/// Whether a text that is no command could be meant as a move: every move text names a
/// square (so has a digit, ASCII or full-width), except a pass (`pass`, `--`, `@@@@`).
pub fn looks_like_move(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    t.chars().any(char::is_numeric) || matches!(t.as_str(), "pass" | "--" | "@@@@")
}

/// Whether a line beginning with `word` could be read as a command: a command word or alias
/// (in any case, with the punctuation a sentence puts after it), or a word that could be a
/// move or a move number (it has a digit, or is a pass).
pub fn could_start_command(word: &str) -> bool {
    let bare = word
        .trim_matches(['`', '"', '\'', '(', ')', '*', '_', '.', '!', ',', ':', ';'])
        .to_lowercase();
    KEYWORDS.contains(&bare.as_str()) || ALIASES.contains(&bare.as_str()) || looks_like_move(word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_starts() {
        for w in [
            "draw", "Draw,", "`resign`", "accept.", "P-7f", "7g7f", "#12", "1000", "?", "IF",
            "投了",
        ] {
            assert!(could_start_command(w), "{w}");
        }
        for w in ["drawn", "a", "refused,", "plies.", "Reply", "`help`-like"] {
            assert!(!could_start_command(w), "{w}");
        }
    }
}
