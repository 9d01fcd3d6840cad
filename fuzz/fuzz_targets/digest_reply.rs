#![no_main]
//! The line reader of a reply to a daily digest (`yubin_engine::digest::reply::part`) on
//! arbitrary text. Checks: no panic; a line that reads names a positive game and a non-empty
//! trimmed text, and written again as `N: text` reads back the same.

use libfuzzer_sys::fuzz_target;
use yubin_engine::digest::reply::part;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    if let Some((game, text)) = part(line) {
        assert!(game.0 > 0, "{line:?}");
        assert!(!text.is_empty() && text.trim() == text, "{line:?}");
        let again = format!("{}: {text}", game.0);
        assert_eq!(part(&again), Some((game, text)), "{line:?} written as {again:?}");
    }
});
