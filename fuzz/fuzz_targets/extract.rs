#![no_main]
//! Finding the command of a mail (`yubin_engine::reading::extract::command`) in an arbitrary body,
//! subject and quoted original of the bot (split at the first two NUL bytes; without a
//! second one, no original is known). Checks: no panic; a line found is non-empty and
//! trimmed; "several" means at least two lines, each non-empty; the original matters only
//! for a body with an Outlook-style quote (`extract::quotes_like_outlook`).

use libfuzzer_sys::fuzz_target;
use yubin_engine::reading::extract::{self, Found, Original};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (body, rest) = text.split_once('\0').unwrap_or((text, ""));
    let (subject, original) = match rest.split_once('\0') {
        Some((subject, original)) => (subject, Some(Original::new([original]))),
        None => (rest, None),
    };
    // The shell reads the original only for a body with an Outlook-style quote.
    if !extract::quotes_like_outlook(body) {
        assert_eq!(
            extract::command_lines(body, original.as_ref()),
            extract::command_lines(body, None),
            "the original changed a body without an Outlook-style quote"
        );
    }
    match extract::command(body, subject, original.as_ref()) {
        Found::Line(line) => {
            assert!(!line.is_empty(), "an empty command line");
            assert_eq!(line, line.trim(), "an untrimmed command line");
        }
        Found::Several(lines) => {
            assert!(lines.len() >= 2, "several, but {lines:?}");
            assert!(lines.iter().all(|l| !l.trim().is_empty()), "{lines:?}");
        }
        Found::Nothing => {}
    }
});
