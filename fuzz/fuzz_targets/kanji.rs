#![no_main]
//! The reader of moves written as Japanese records write them (`yubin_engine::reading::kanji`)
//! on arbitrary text, in the start positions of Chu and Maka Dai Dai: no panic, and a text it
//! reads names a legal move whose TSA the TSA reader reads back as the same move.

use libfuzzer_sys::fuzz_target;
use yubin_engine::reading::kanji;
use yubin_rules::{notation, Game, Rules, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Some(km) = kanji::parse(text) else {
        return;
    };
    for variant in [Variant::Chu, Variant::Maka] {
        let game = Game::new(Rules::standard(variant));
        let pos = game.position();
        let last = yubin_rules::Square::new(5, 5);
        if let Some(mv) = kanji::resolve(pos, last, &km) {
            assert!(pos.legal_moves().contains(&mv));
            let tsa = notation::tsa::format(pos, mv);
            assert_eq!(notation::read_move(pos, &tsa).ok(), Some(mv), "{text} {tsa}");
        }
    }
});
