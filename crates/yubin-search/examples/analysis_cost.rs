//! What the analysis of one game costs (issue 27's `analyse N`): a game of 200 plies (or
//! fewer, if it ends) played by the search at a small budget from each variant's start, then
//! judged position by position at the analysis's budget, the time printed.
//!
//! `cargo run --release -p yubin-search --example analysis_cost -- [variant] [nodes] [plies]`
//! (Chu, 50,000 nodes a position and 200 plies by default).

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use yubin_rules::{Game, Rules, Variant};
use yubin_search::analyse::{analyse, Budget};
use yubin_search::{Limits, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args
        .first()
        .and_then(|a| Variant::parse(a))
        .unwrap_or(Variant::Chu);
    let nodes: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(50_000);
    let plies: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
    let stop = AtomicBool::new(false);
    // The game: each side searching 2,000 nodes a move (varied enough, quick to make).
    let mut game = Game::new(Rules::standard(variant));
    let mut searcher = Searcher::new(8);
    while game.moves().len() < plies && game.outcome().is_none() {
        let report = searcher.think(&game, &Limits::nodes(2_000), &stop, |_| {});
        let Some(mv) = report.best else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    let budget = Budget {
        nodes_per_position: nodes,
        max_time: Duration::from_secs(3600),
        hash_mb: 8,
    };
    let started = Instant::now();
    let judged = analyse(&game, &budget, &stop, || {}).expect("not stopped");
    let took = started.elapsed();
    let searched: u64 = judged.iter().map(|j| j.nodes).sum();
    println!(
        "{variant:?}: {} plies, {} positions at {nodes} nodes: {:.1} s ({:.0} ms a position, {:.0} knodes/s)",
        game.moves().len(),
        judged.len(),
        took.as_secs_f64(),
        took.as_secs_f64() * 1000.0 / judged.len() as f64,
        searched as f64 / took.as_secs_f64() / 1000.0
    );
}
