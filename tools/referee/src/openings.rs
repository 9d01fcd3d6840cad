//! The match's openings: N random legal plies from the start by a seeded random mover, kept
//! when a shallow search finds them roughly balanced; one per line, as USI moves, in a file
//! the next run reuses.

use anyhow::{Context as _, Result};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use yubin_rules::notation::usi;
use yubin_rules::{Game, Move, Rules};
use yubin_search::baseline::{random_move, Rng};
use yubin_search::{Limits, Searcher};

/// How far from level a kept opening may be, in hundredths of a pawn (a depth-2 search).
pub const BALANCE: i32 = 150;

/// Reads the openings of `path` if it exists, else generates `count` and writes them there.
pub fn load_or_make(
    path: &Path,
    rules: Rules,
    count: usize,
    plies: usize,
    seed: u64,
) -> Result<Vec<Vec<Move>>> {
    if path.exists() {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let mut out = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut game = Game::new(rules);
            let mut moves = Vec::new();
            for word in line.split_whitespace() {
                let mv = usi::parse(game.position(), word)
                    .with_context(|| format!("{}:{}: `{word}`", path.display(), i + 1))?;
                game.play(mv)
                    .with_context(|| format!("{}:{}: `{word}`", path.display(), i + 1))?;
                moves.push(mv);
            }
            out.push(moves);
        }
        return Ok(out);
    }
    let out = make(rules, count, plies, seed);
    let mut text = format!(
        "# {} openings of {} random plies, seed {seed}, |depth-2 score| <= {BALANCE}\n",
        out.len(),
        plies
    );
    for moves in &out {
        let mut game = Game::new(rules);
        let words: Vec<String> = moves
            .iter()
            .map(|&mv| {
                let w = usi::format(game.position(), mv);
                let _ = game.play(mv);
                w
            })
            .collect();
        text.push_str(&words.join(" "));
        text.push('\n');
    }
    std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    Ok(out)
}

/// Generates `count` balanced openings of `plies` random plies.
pub fn make(rules: Rules, count: usize, plies: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 100 {
        tries += 1;
        let mut game = Game::new(rules);
        let mut moves = Vec::new();
        for _ in 0..plies {
            let Some(mv) = random_move(&game, &mut rng) else {
                break;
            };
            if game.play(mv).ok().flatten().is_some() {
                break;
            }
            moves.push(mv);
        }
        if moves.len() < plies || game.outcome().is_some() {
            continue;
        }
        let report =
            Searcher::new(1).think(&game, &Limits::depth(2), &AtomicBool::new(false), |_| {});
        if report.score.abs() <= BALANCE {
            out.push(moves);
        }
    }
    out
}
