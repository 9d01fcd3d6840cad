//! The shape of every text part: lines of at most [`TEXT_WIDTH`] columns, wrapped at spaces
//! so that no continuation line begins with a word a command could begin with
//! ([`could_start_command`]): a client that quotes the bot's mail without `>` marks (Yahoo's
//! web mail puts the original below the reply as it is) must not show a line that reads as
//! the player's command (`draw after 1000 plies.`).
//!
//! Japanese, which puts no spaces between words, wraps between any two of its characters
//! ([`wrap_wide`]), by display width (a kanji takes two columns), never before a closing
//! mark (`、。）`) nor after an opening one (`（「`), the rules of Japanese line breaking
//! (kinsoku).

use crate::i18n::Language;
use crate::layout::TEXT_WIDTH;
use crate::vocabulary::could_start_command;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

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

/// Whether `c` takes two columns (a kanji, kana, full-width punctuation).
fn is_wide(c: char) -> bool {
    c.width() == Some(2)
}

/// Marks no line may begin with (closing brackets, the comma and full stop, the long vowel
/// and small kana's neighbours' marks), and marks no line may end with (opening brackets).
const NO_START: &str = "、。，．）」』】〕〉》：；！？ー・…";
const NO_END: &str = "（「『【〔〈《";

/// [`wrap`] for a line holding wide characters: its pieces are its wide characters one by
/// one and its other words (`accept`, `P-7f`, `` `language en` ``), filled up to
/// [`TEXT_WIDTH`] columns; a closing mark goes with the piece before it, an opening mark
/// with the piece after it; a continuation line does not begin with a command word (the
/// piece before goes down with it).
fn wrap_wide(line: &str) -> Vec<String> {
    if line.width() <= TEXT_WIDTH {
        return vec![line.to_string()];
    }
    let body_start = line
        .find(|c: char| c != ' ' && c != '>')
        .unwrap_or(line.len());
    let prefix = &line[..body_start];
    // The pieces, each with whether a space stood before it.
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut space = false;
    let mut glue_next = false;
    let mut code = false;
    for c in line[body_start..].chars() {
        // A command between backquotes is one piece, spaces and all: never cut.
        if code {
            pieces.last_mut().expect("the command's piece").0.push(c);
            code = c != '`';
            continue;
        }
        if c == '`' {
            if glue_next {
                pieces.last_mut().expect("a piece").0.push(c);
            } else {
                pieces.push((c.to_string(), space));
            }
            code = true;
            glue_next = false;
            space = false;
            continue;
        }
        if c == ' ' {
            space = true;
            glue_next = false;
            continue;
        }
        let joins_last = match pieces.last() {
            None => false,
            Some((last, _)) => {
                let last_wide = last.chars().next_back().is_some_and(is_wide);
                glue_next
                    || (!space && NO_START.contains(c))
                    || (!space && !is_wide(c) && !last_wide)
            }
        };
        if joins_last {
            pieces.last_mut().expect("a piece").0.push(c);
        } else {
            pieces.push((c.to_string(), space));
        }
        glue_next = NO_END.contains(c);
        space = false;
    }
    let width = |line: &[(String, bool)]| {
        prefix.width()
            + line
                .iter()
                .enumerate()
                .map(|(i, (p, sp))| p.width() + usize::from(i > 0 && *sp))
                .sum::<usize>()
    };
    let mut lines: Vec<Vec<(String, bool)>> = vec![Vec::new()];
    for piece in pieces {
        let cur = lines.last_mut().expect("one line at least");
        cur.push(piece);
        if cur.len() == 1 || width(cur) <= TEXT_WIDTH {
            continue;
        }
        let piece = cur.pop().expect("the piece just pushed");
        let mut next = vec![piece];
        while could_start_command(&next[0].0) && cur.len() > 1 {
            let mut longer = vec![cur[cur.len() - 1].clone()];
            longer.extend(next.iter().cloned());
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
        .map(|pieces| {
            let mut out = prefix.to_string();
            for (i, (p, sp)) in pieces.iter().enumerate() {
                if i > 0 && *sp {
                    out.push(' ');
                }
                out.push_str(p);
            }
            out
        })
        .collect()
}

/// Text parts end with one newline, have no trailing spaces, no runs of blank lines, and
/// lines of at most [`TEXT_WIDTH`] columns (wrapped at spaces, [`wrap`]).
#[cfg(test)]
fn tidy(text: &str) -> String {
    tidy_in(text, Language::En)
}

/// [`tidy`] for a text part written in `lang`: Japanese wraps by width between characters
/// ([`wrap_wide`]), English at spaces ([`wrap`]), which counts characters (a kanji in an
/// English mail, a piece's name in the kanji key, counts one).
pub(super) fn tidy_in(text: &str, lang: Language) -> String {
    let wrap = match lang {
        Language::En => wrap,
        Language::Ja => wrap_wide,
    };
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

    /// A Japanese sentence in an English mail (a player's words quoted) wraps as Japanese
    /// does, never inside a command.
    #[test]
    fn japanese_lines_in_english_mails_wrap_between_characters_never_in_a_command() {
        let line =
            "一手ごとの盤面を受け取るには`watch 12`を、やめるには`unwatch 12`を送ってください。\
                    それ以外のメールは届きません。観戦をやめるには`unwatch all`を送ってください。";
        let text = tidy(line);
        for l in text.lines() {
            assert!(l.width() <= TEXT_WIDTH, "{l:?}");
        }
        for command in ["`watch 12`", "`unwatch 12`", "`unwatch all`"] {
            assert!(text.contains(command), "{text}");
        }
    }

    #[test]
    fn tidy_keeps_single_blank_lines() {
        assert_eq!(tidy("\n\na  \n\n\n\nb\n\n"), "a\n\nb\n");
    }

    /// Japanese wraps between characters at 80 columns (40 kanji), keeps `、。）` off the
    /// start of a line and `（` off its end, keeps ASCII words and commands whole, and loses
    /// nothing.
    #[test]
    fn japanese_wraps_by_width_between_characters() {
        let line = format!(
            "  {}（`accept` と返信してください）。{}、{}",
            "対局".repeat(17),
            "千日手".repeat(5),
            "持ち時間は一手三日です".repeat(4)
        );
        let text = tidy_in(&line, Language::Ja);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() > 2, "{text}");
        for l in &lines {
            assert!(l.width() <= TEXT_WIDTH, "{l:?} is {} wide", l.width());
            assert!(l.starts_with("  "), "{l:?}");
            let body = l.trim_start();
            assert!(!NO_START.contains(body.chars().next().unwrap()), "{l:?}");
            assert!(!NO_END.contains(body.chars().next_back().unwrap()), "{l:?}");
        }
        assert!(text.contains("`accept`"), "{text}");
        // A command with spaces in it is never cut.
        let line = format!("{}`watch 12` を送ってください。", "観戦".repeat(38));
        let text = tidy_in(&line, Language::Ja);
        assert!(text.contains("`watch 12`"), "{text}");
        let squeeze = |t: &str| t.split_whitespace().collect::<String>();
        assert_eq!(squeeze(&text), squeeze(&line));
        assert_eq!(
            tidy_in("対局3：alice 対 bob", Language::Ja),
            "対局3：alice 対 bob\n"
        );
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
