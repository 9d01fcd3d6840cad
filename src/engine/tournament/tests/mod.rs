//! The tournament's tests: golden tables and properties of the round robin
//! ([`round_robin`]), the Swiss ([`swiss`]) and the knockout ([`knockout`]), and the
//! matching the Swiss relies on ([`matching`]).
//!
//! Golden files are under `tests/golden/`; `YUBIN_BLESS=1` writes them anew.

mod knockout;
mod matching;
mod round_robin;
mod swiss;

use std::path::PathBuf;

/// Compares `text` with the golden file `name` (or writes it with `YUBIN_BLESS`).
fn golden(name: &str, text: &str) {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "src/engine/tournament/tests/golden",
        name,
    ]
    .iter()
    .collect();
    if std::env::var_os("YUBIN_BLESS").is_some() {
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (YUBIN_BLESS=1 writes it)", path.display()));
    assert_eq!(
        text, expected,
        "{name} differs (YUBIN_BLESS=1 writes it anew)"
    );
}
