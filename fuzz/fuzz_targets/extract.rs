#![no_main]
//! Finding the command of a mail (`yubin::engine::extract::command`) in an arbitrary body
//! and subject (split at the first NUL byte). Checks: no panic; a line found is non-empty
//! and trimmed; "several" means at least two lines, each non-empty.

use libfuzzer_sys::fuzz_target;
use yubin::engine::extract::{self, Found};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (body, subject) = text.split_once('\0').unwrap_or((text, ""));
    match extract::command(body, subject) {
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
