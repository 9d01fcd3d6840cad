#![no_main]
//! The TSA move reader (and the unified reader) on arbitrary text.

use libfuzzer_sys::fuzz_target;
use yubin_rules::notation;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = notation::tsa::parse_syntax(text).map_err(|e| e.to_string());
    common::check(text, notation::tsa::parse);
    common::check(text, notation::read_move);
});
