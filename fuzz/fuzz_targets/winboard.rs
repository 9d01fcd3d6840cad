#![no_main]
//! The WinBoard SAN and engine move readers on arbitrary text.

use libfuzzer_sys::fuzz_target;
use yubin_rules::notation::winboard;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = winboard::parse_san_syntax(text).map_err(|e| e.to_string());
    let _ = winboard::parse_engine_syntax(text).map_err(|e| e.to_string());
    common::check(text, winboard::parse_san);
    common::check(text, winboard::parse_engine);
});
