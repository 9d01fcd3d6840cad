#![no_main]
//! The command reader (`yubin_engine::reading::command::parse`) on an arbitrary line. Checks: no
//! panic; a command read is never empty (a move or preview has text, a challenge an
//! opponent); an error has a message.

use libfuzzer_sys::fuzz_target;
use yubin_engine::reading::command::{self, Command};

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    match command::parse(line) {
        Ok(Command::Move { text, .. } | Command::Preview { text }) => {
            assert!(!text.trim().is_empty(), "an empty move from {line:?}");
        }
        Ok(Command::Challenge(c)) => {
            assert!(!c.opponent.trim().is_empty(), "no opponent from {line:?}");
        }
        Ok(_) => {}
        Err(e) => assert!(!e.to_string().is_empty(), "an empty error for {line:?}"),
    }
    assert_eq!(command::parse(line), command::parse(line), "not deterministic");
});
