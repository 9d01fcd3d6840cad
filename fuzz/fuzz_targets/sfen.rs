#![no_main]
//! SFEN reader (Chu, Heisei, and the bracketed position strings of Maka, Dai, Dai Dai and
//! Tenjiku): never panics; what it reads writes back and reads again to the same position.

use libfuzzer_sys::fuzz_target;
use yubin_rules::notation::sfen;
use yubin_rules::{Rules, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for rules in [
        Rules::default(),
        Rules::preset(Variant::Chu, "heisei").expect("preset"),
        Rules::preset(Variant::Maka, "standard").expect("preset"),
        Rules::preset(Variant::Dai, "standard").expect("preset"),
        Rules::preset(Variant::DaiDai, "standard").expect("preset"),
        Rules::preset(Variant::Tenjiku, "standard").expect("preset"),
    ] {
        match sfen::read(rules, text) {
            Ok(pos) => {
                let written = sfen::write(&pos);
                let again = sfen::read(rules, &written).expect("a written SFEN reads back");
                assert_eq!(again, pos, "{written}");
                let _ = pos.legal_moves();
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
});
