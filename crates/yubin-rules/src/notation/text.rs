//! Lenient input normalisation shared by the move readers.
//!
//! People type moves in mail by hand, on phones and with Japanese input methods. Before any
//! move reader looks at a text, [`normalize`] rewrites it into plain ASCII with these
//! leniencies (each one is harmless because no notation gives the rewritten form another
//! meaning):
//!
//! * surrounding and inner white space (ASCII, no-break and ideographic spaces) is removed
//!   (`P - 7f` = `P-7f`);
//! * full-width ASCII (`７ｆ`, `Ｐ－７ｆ`) becomes ASCII;
//! * Japanese rank numerals become rank letters: `一` … `九` = `a` … `i`, `十` = `j`,
//!   `十一` = `k`, `十二` = `l` (and on to `十九` = `s` for 19×19 boards), so `7十二` = `7l`;
//! * `×` is `x`; the dashes `－ — – ‐ ‑ − ― ー` are `-`; `＊` is `*`;
//! * a leading move number (`12.`, `12...`, `12…`) is dropped;
//! * trailing annotation marks (`!`, `?`, `!?`, …) are dropped (an igui's `x!` is never at
//!   the end).
//!
//! Case is kept: each reader decides how to fold it, because WinBoard SAN uses the case of a
//! letter to tell a piece (`B`, bishop) from a file (`b`).

/// Rewrites a move text as described in the module documentation.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if c.is_whitespace() {
            continue;
        }
        if let Some(n) = kanji_digit(c) {
            out.push(rank_letter(n));
            continue;
        }
        if c == '十' {
            let n = match chars.get(i).copied().and_then(kanji_digit) {
                Some(d) => {
                    i += 1;
                    10 + d
                }
                None => 10,
            };
            out.push(rank_letter(n));
            continue;
        }
        out.push(fold_char(c));
    }
    strip_annotations(strip_move_number(&out)).to_string()
}

/// Maps one character to its plain ASCII form (full width, dashes, multiplication sign).
fn fold_char(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '×' | '✕' => 'x',
        '—' | '–' | '‐' | '‑' | '−' | '―' | 'ー' | '‒' => '-',
        _ => c,
    }
}

fn kanji_digit(c: char) -> Option<u8> {
    Some(match c {
        '一' => 1,
        '二' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
}

fn rank_letter(n: u8) -> char {
    (b'a' + n - 1) as char
}

/// Drops a leading move number such as `12.`, `12...` or `12…`.
fn strip_move_number(s: &str) -> &str {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return s;
    }
    let rest = &s[digits..];
    let dots = rest.trim_start_matches(['.', '…']);
    if dots.len() == rest.len() {
        return s;
    }
    dots
}

/// Drops trailing `!` and `?` annotation marks, and the marks Tenjiku records put after a move
/// that burned (`tenjiku-shogi.md` §16.1): a trailing `*` (E. Werner's program: the mover was
/// burned) or `x!` and a count (a commentary's "burned n pieces"). Neither ends a valid move of
/// any notation (a drop's `*` comes before its square; igui's `x!` before a square).
fn strip_annotations(s: &str) -> &str {
    let s = s.trim_end_matches(['!', '?']);
    let digits = s.trim_end_matches(|c: char| c.is_ascii_digit());
    if digits.len() < s.len() {
        if let Some(t) = digits.strip_suffix("x!").filter(|t| !t.is_empty()) {
            return t;
        }
    }
    match s.strip_suffix('*') {
        Some(t) if !t.is_empty() => t,
        _ => s,
    }
}

/// A byte cursor over a normalised move text, for the hand-written readers.
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    /// Byte offset of the next character.
    pub(crate) pos: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            bytes: text.as_bytes(),
            pos: 0,
        }
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(crate) fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes.get(self.pos + ahead).copied()
    }

    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    /// Consumes `c` if it is next.
    pub(crate) fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes `c` in either case if it is next.
    pub(crate) fn eat_ci(&mut self, c: u8) -> bool {
        if self.peek().map(|b| b.to_ascii_lowercase()) == Some(c.to_ascii_lowercase()) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Reads a run of one or two ASCII digits as a number (`None` if no digit is next or
    /// the run is longer than two digits).
    pub(crate) fn number(&mut self) -> Option<u8> {
        let start = self.pos;
        let mut n: u32 = 0;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            n = n * 10 + u32::from(c - b'0');
            self.pos += 1;
            if self.pos - start > 2 {
                self.pos = start;
                return None;
            }
        }
        if self.pos == start {
            return None;
        }
        Some(n as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn leniencies() {
        let cases = [
            ("  P - 7f ", "P-7f"),
            ("７ｆ", "7f"),
            ("Ｐ－７ｆ", "P-7f"),
            ("P-7十二", "P-7l"),
            ("P-7十", "P-7j"),
            ("P-7一", "P-7a"),
            ("Ln×7f", "Lnx7f"),
            ("P—7f", "P-7f"),
            ("12. P-7f", "P-7f"),
            ("12...P-7f", "P-7f"),
            ("12…P-7f", "P-7f"),
            ("P-7f!?", "P-7f"),
            ("Lnx!7f", "Lnx!7f"),
            ("12a11a", "12a11a"),
        ];
        let mut n = 0;
        for (input, want) in cases {
            assert_eq!(normalize(input), want, "{input}");
            n += 1;
        }
        assert!(n > 0);
    }
}
