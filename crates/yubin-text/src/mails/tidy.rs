//! The shape of every text part: lines of at most [`TEXT_WIDTH`] columns, wrapped at spaces
//! so that no continuation line begins with a word a command could begin with
//! ([`could_start_command`]): a client that quotes the bot's mail without `>` marks (Yahoo's
//! web mail puts the original below the reply as it is) must not show a line that reads as
//! the player's command (`draw after 1000 plies.`).

use crate::layout::TEXT_WIDTH;
use crate::vocabulary::could_start_command;

/// Breaks a line longer than [`TEXT_WIDTH`] at spaces; continuation lines repeat its
/// indentation and quote marks (`> `) and never begin with a word that could begin a
/// command (the word before goes down with it). A single word longer than the width stays
/// whole.
fn wrap(line: &str) -> Vec<String> {
    if line.chars().count() <= TEXT_WIDTH {
        return vec![line.to_string()];
    }
    if line.contains('。') {
        return wrap_wide(line);
    }
    let body_start = line
        .find(|c: char| c != ' ' && c != '>')
        .unwrap_or(line.len());
    let prefix = &line[..body_start];
    let width = |words: &[&str]| {
        prefix.chars().count()
            + words.iter().map(|w| w.chars().count()).sum::<usize>()
            + words.len().saturating_sub(1)
    };
    let mut lines: Vec<Vec<&str>> = vec![Vec::new()];
    for word in line[body_start..].split(' ').filter(|w| !w.is_empty()) {
        let cur = lines.last_mut().expect("one line at least");
        cur.push(word);
        if cur.len() == 1 || width(cur) <= TEXT_WIDTH {
            continue;
        }
        cur.pop();
        let mut next = vec![word];
        // Carry words down until the new line begins harmlessly, as long as both lines keep
        // a word and the new one fits.
        while could_start_command(next[0]) && cur.len() > 1 {
            let carried = cur[cur.len() - 1];
            let mut longer = vec![carried];
            longer.extend(&next);
            if width(&longer) > TEXT_WIDTH {
                break;
            }
            cur.pop();
            next = longer;
        }
        lines.push(next);
    }
    lines
        .into_iter()
        .map(|words| format!("{prefix}{}", words.join(" ")))
        .collect()
}

/// Breaks a line of Japanese sentences (which have wide characters, two columns each, and
/// no spaces between words; told from English by their `。`) after its sentences, as many to a line as fit [`TEXT_WIDTH`]
/// columns; a sentence longer than that stays whole, so that a command in it (`` `watch
/// 12` ``) is never cut.
fn wrap_wide(line: &str) -> Vec<String> {
    let width = crate::crosstable::len;
    let mut lines: Vec<String> = vec![String::new()];
    for sentence in line.split_inclusive('。') {
        let cur = lines.last_mut().expect("one line at least");
        if !cur.is_empty() && width(cur) + width(sentence) > TEXT_WIDTH {
            lines.push(sentence.to_string());
        } else {
            cur.push_str(sentence);
        }
    }
    lines
}

/// Text parts end with one newline, have no trailing spaces, no runs of blank lines, and
/// lines of at most [`TEXT_WIDTH`] columns (wrapped at spaces, [`wrap`]).
pub(super) fn tidy(text: &str) -> String {
    let mut out = String::new();
    let mut blank = 0;
    for line in text.lines().flat_map(wrap) {
        let line = line.trim_end();
        if line.is_empty() {
            blank += 1;
            if blank > 1 || out.is_empty() {
                continue;
            }
        } else {
            blank = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_with_their_prefix() {
        let long = format!("> {}", "word ".repeat(30));
        let text = tidy(&long);
        assert!(
            text.lines()
                .all(|l| l.starts_with("> ") && l.len() <= TEXT_WIDTH),
            "{text}"
        );
        assert_eq!(text.split_whitespace().filter(|w| *w == "word").count(), 30);
        let huge = "x".repeat(100);
        assert_eq!(tidy(&huge), format!("{huge}\n"));
    }

    #[test]
    fn japanese_lines_break_after_their_sentences_never_in_a_command() {
        let line =
            "一手ごとの盤面を受け取るには`watch 12`を、やめるには`unwatch 12`を送ってください。\
                    それ以外のメールは届きません。観戦をやめるには`unwatch all`を送ってください。";
        let text = tidy(line);
        assert_eq!(
            text,
            "一手ごとの盤面を受け取るには`watch 12`を、やめるには`unwatch 12`を送ってください。\n\
             それ以外のメールは届きません。観戦をやめるには`unwatch all`を送ってください。\n"
        );
    }

    #[test]
    fn tidy_keeps_single_blank_lines() {
        assert_eq!(tidy("\n\na  \n\n\n\nb\n\n"), "a\n\nb\n");
    }

    /// The case: a Rules line whose wrap put `draw after 1000 plies.` on a line of
    /// its own; at every width of the words before, no continuation line begins with a
    /// command word or a move-like word, and no word is lost.
    #[test]
    fn no_continuation_line_begins_like_a_command() {
        let tail = "illegal moves are refused, a draw after 1000 plies, resign at #12 or \
                    accept the draw, 7g7f is a move and P-7f too.";
        for pad in 0..TEXT_WIDTH - 12 {
            let line = format!("  Rules: {} {tail}", "x".repeat(pad));
            let text = tidy(&line);
            for l in text.lines().skip(1) {
                let first = l.split_whitespace().next().unwrap();
                assert!(!could_start_command(first), "pad {pad}: {l:?} in\n{text}");
                assert!(
                    l.starts_with("  ") && l.chars().count() <= TEXT_WIDTH,
                    "{l:?}"
                );
            }
            assert_eq!(
                text.split_whitespace().collect::<Vec<_>>(),
                line.split_whitespace().collect::<Vec<_>>()
            );
        }
    }
}
