#![no_main]
//! Game-record readers (`yubin import` reads outside files): KIF and PGN never panic, and a
//! game either reads writes back in the same format and reads again to the same moves.

use libfuzzer_sys::fuzz_target;
use yubin_records::{kif, pgn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match kif::read(text) {
        Ok((game, header)) => {
            if let Ok(written) = kif::write(&game, &header) {
                let (again, _) = kif::read(&written).expect("a written KIF reads back");
                assert_eq!(again.moves(), game.moves(), "{written}");
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    match pgn::read(text) {
        Ok((game, header)) => {
            if let Ok(written) = pgn::write(&game, &header) {
                let (again, _) = pgn::read(&written).expect("a written PGN reads back");
                assert_eq!(again.moves(), game.moves(), "{written}");
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
