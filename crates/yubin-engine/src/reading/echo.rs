//! What the bot echoes of a mail: only printable text, and only a short excerpt of it.
//!
//! Every piece of a player's mail that goes back out (the quoted lines, the line or word an
//! error names, the subject, the text kept in the log) passes through here, so a hostile
//! mail can neither put a control character into an outgoing header or body (a NUL, a
//! decoded CR/LF before `Bcc:`, a terminal escape) nor make the answer larger than itself.

/// Characters of one echoed line at most (a longer one is cut, with `…`).
pub const LINE_CHARS: usize = 200;
/// Lines of a mail quoted back at most.
pub const QUOTED_LINES: usize = 20;
/// Bytes of an ignored or unread body kept in the inbound log at most.
pub const KEPT_BODY_BYTES: usize = 16 * 1024;

/// Whether `c` must never be echoed: a control character (C0, DEL, C1: NUL, CR, LF, ESC, …)
/// or a Unicode line, paragraph or bidirectional-override mark.
fn unprintable(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` on one line: every run of unprintable characters becomes one space, the ends are
/// trimmed, and at most [`LINE_CHARS`] characters are kept.
pub fn line(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4 * LINE_CHARS));
    let mut chars = 0;
    let mut gap = false;
    for c in text.trim().chars() {
        if unprintable(c) {
            gap = true;
            continue;
        }
        if gap && !out.is_empty() {
            out.push(' ');
            chars += 1;
        }
        gap = false;
        // White space right after a dropped character at the start is still the start.
        if out.is_empty() && c.is_whitespace() {
            continue;
        }
        if chars >= LINE_CHARS {
            out.push('…');
            return out.trim_end().to_string();
        }
        out.push(c);
        chars += 1;
    }
    out.trim_end().to_string()
}

/// At most [`KEPT_BODY_BYTES`] of `body` (cut at a character), for the log.
pub fn kept_body(body: &str) -> String {
    if body.len() <= KEPT_BODY_BYTES {
        return body.to_string();
    }
    let mut end = KEPT_BODY_BYTES;
    while !body.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}\n[… {} bytes not kept]", &body[..end], body.len() - end)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the `extract` fuzz target: a control character, then a space, then text.
    #[test]
    fn a_line_is_trimmed_after_a_dropped_character_at_its_start() {
        assert_eq!(line("\u{11} ="), "=");
        assert_eq!(line("\u{0} \u{7}  P-7f"), "P-7f");
    }

    #[test]
    fn control_characters_become_one_space() {
        assert_eq!(
            line("wat\0\r\nBcc: evil@x.test\x1b[31m"),
            "wat Bcc: evil@x.test [31m"
        );
        assert_eq!(line(" \u{202e}help\u{7f} "), "help");
        assert_eq!(line("a\u{85}b"), "a b");
    }

    #[test]
    fn long_text_is_cut() {
        let long = "é".repeat(1_000_000);
        let cut = line(&long);
        assert_eq!(cut.chars().count(), LINE_CHARS + 1);
        assert!(cut.ends_with('…'));
        let kept = kept_body(&long);
        assert!(kept.len() < KEPT_BODY_BYTES + 64, "{}", kept.len());
        assert_eq!(kept_body("short"), "short");
    }
}
