//! The search's speed from each variant's start position: nodes per second and the depth
//! reached in a fixed time.
//!
//! `cargo run --release -p yubin-search --example speed -- [variant] [secs]` (every variant
//! when none is named; 10 seconds by default).

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use yubin_rules::{notation::usi, Game, Rules, Variant};
use yubin_search::{Limits, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut variants = Vec::new();
    let mut secs = 10.0f64;
    for a in &args {
        if let Some(v) = Variant::parse(a) {
            variants.push(v);
        } else if let Ok(s) = a.parse::<f64>() {
            secs = s;
        } else {
            eprintln!("usage: speed [variant] [secs]; unknown argument {a:?}");
            std::process::exit(2);
        }
    }
    if variants.is_empty() {
        variants = Variant::ALL.to_vec();
    }
    for variant in variants {
        let game = Game::new(Rules::standard(variant));
        let mut searcher = Searcher::new(64);
        let stop = AtomicBool::new(false);
        let report = searcher.think(
            &game,
            &Limits::time(Duration::from_secs_f64(secs)),
            &stop,
            |_| {},
        );
        let s = report.elapsed.as_secs_f64().max(1e-9);
        println!(
            "{:<8} depth {:>2}  nodes {:>11}  {:>9.0} nodes/s  {:>6.2} s  score {:>6}  best {}",
            variant.name(),
            report.depth,
            report.nodes,
            report.nodes as f64 / s,
            s,
            report.score,
            report
                .best
                .map(|m| usi::format(game.position(), m))
                .unwrap_or_else(|| "-".into()),
        );
    }
}
