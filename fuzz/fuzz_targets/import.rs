#![no_main]
//! `yubin import` (outside files): reading any bytes as a record, in the format read from
//! the text and in each format forced, never panics; a file it takes is checked against the
//! form the store keeps (inside `read`).

use libfuzzer_sys::fuzz_target;
use yubin_records::Format;
use yubin_engine::records::import::{read, Request};

fuzz_target!(|data: &[u8]| {
    for format in [
        None,
        Some(Format::Kif),
        Some(Format::Pgn),
        Some(Format::Usi),
        Some(Format::Json),
    ] {
        let req = Request {
            format,
            result: Some(yubin_domain::model::GameResult::Draw),
            ..Request::default()
        };
        match read(data, "fuzz.txt", &req, 1_900_000_000) {
            Ok(g) => assert!(g.finished_at >= g.started_at),
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
});
