#![no_main]
//! Finding the command of a mail (`yubin_engine::reading::extract::command`) in an arbitrary body,
//! subject and quoted original of the bot (split at the first two NUL bytes; without a
//! second one, no original is known). Checks: no panic; a line found is non-empty and
//! trimmed; "several" means at least two lines, each non-empty; an original with no text
//! changes nothing, nor does any original where `extract::needs_original` says so.

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
    assert_eq!(
        extract::command_lines(body, Some(&Original::new([""]))),
        extract::command_lines(body, None),
        "an empty original changed the reading"
    );
    // The shell reads the original only where it can matter.
    if !extract::needs_original(body) {
        assert_eq!(
            extract::command_lines(body, original.as_ref()),
            extract::command_lines(body, None),
            "the original changed a body that does not need it"
        );
    }
    let lines = extract::command_lines(body, original.as_ref());
    assert!(lines.len() <= extract::MAX_LINES, "{} lines", lines.len());
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
