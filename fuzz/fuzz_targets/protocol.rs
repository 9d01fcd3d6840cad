#![no_main]
//! The engine protocols' line readers (`yubin engine`): arbitrary bytes, split into lines, fed
//! to the XBoard and the USI machines as the driver feeds them. Searches are not run (the
//! machines only ask for them); each line must be answered without a panic.

use libfuzzer_sys::fuzz_target;
use yubin_protocol::{decode, usi::Usi, xboard::XBoard, Options, Protocol};
use yubin_search::Report;

fuzz_target!(|data: &[u8]| {
    let mut xboard = XBoard::new(Options::default());
    let mut usi = Usi::new(Options::default());
    for (i, bytes) in data.split(|&b| b == b'\n').enumerate().take(64) {
        let line = decode(bytes);
        let _ = xboard.line(&line);
        let _ = usi.line(&line);
        // A report for a job that may or may not be running: stale ones are ignored, a
        // current one is checked against the game.
        let report = Report::default();
        let _ = xboard.finished(i as u64, &report);
        let _ = usi.finished(i as u64, &report);
    }
});
