#![no_main]
//! The name `yubin mail read --save DIR` gives a file from the name a mail gives it
//! (`yubin::cli::save::safe_name`), on arbitrary names: no panic; never a path (no `/`,
//! `\`, no leading `.`), never empty, at most `MAX_NAME` characters, only letters, digits
//! and `-_+.`; and cleaning a clean name keeps it.

use libfuzzer_sys::fuzz_target;
use yubin::cli::save::{safe_name, MAX_NAME};

fuzz_target!(|data: &[u8]| {
    let name = String::from_utf8_lossy(data);
    let safe = safe_name(Some(&name), 3);
    assert!(!safe.is_empty());
    assert!(!safe.starts_with('.'));
    assert!(safe.chars().count() <= MAX_NAME);
    assert!(safe
        .chars()
        .all(|c| c.is_alphanumeric() || "-_+.".contains(c)));
    assert_eq!(safe_name(Some(&safe), 3), safe);
});
