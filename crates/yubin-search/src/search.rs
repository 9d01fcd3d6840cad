//! The search: iterative deepening alpha-beta on material.

use crate::value::Values;
use crate::{Limits, Report, Score};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use yubin_rules::{Game, Position, Variant};

/// The score of a side that has lost its last royal, before the distance to it.
pub const MATE: Score = 1_000_000;

/// A computer player's memory between searches.
#[derive(Debug, Clone)]
pub struct Searcher {
    hash_mb: usize,
    values: Option<(Variant, Values)>,
}

/// The state of one search.
struct Run<'a> {
    values: &'a Values,
    limits: &'a Limits,
    stop: &'a AtomicBool,
    start: Instant,
    nodes: u64,
    aborted: bool,
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            hash_mb,
            values: None,
        }
    }

    /// The size of its transposition table, in megabytes.
    pub fn hash_mb(&self) -> usize {
        self.hash_mb
    }

    /// Forgets what earlier searches learnt.
    pub fn clear(&mut self) {}

    /// Chooses a move for the side to move in `game`, within `limits` or until `stop` is set;
    /// `info` hears of each finished iteration. The repetition rule of the game is respected
    /// (a move it forbids is never chosen).
    pub fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        mut info: impl FnMut(&Report),
    ) -> Report {
        let variant = game.rules().variant;
        if self.values.as_ref().map(|(v, _)| *v) != Some(variant) {
            self.values = Some((variant, Values::new(game.rules())));
        }
        let values = &self.values.as_ref().expect("just set").1;
        let mut run = Run {
            values,
            limits,
            stop,
            start: Instant::now(),
            nodes: 0,
            aborted: false,
        };
        let mut root = game.legal_moves();
        let mut report = Report {
            best: root.first().copied(),
            ..Report::default()
        };
        if root.is_empty() {
            return report;
        }
        let max_depth = limits
            .depth
            .unwrap_or(Limits::MAX_DEPTH)
            .clamp(1, Limits::MAX_DEPTH);
        for depth in 1..=max_depth {
            let mut alpha = -MATE - 1;
            let mut best = root[0];
            for (i, &mv) in root.iter().enumerate() {
                let mut next = game.position().clone();
                next.play_unchecked(mv);
                let score = -run.negamax(&next, depth - 1, -MATE - 1, -alpha, 1);
                if run.aborted {
                    break;
                }
                if score > alpha || i == 0 {
                    alpha = score;
                    best = mv;
                }
            }
            if run.aborted {
                break;
            }
            // The best move first: the next iteration searches it first.
            if let Some(at) = root.iter().position(|&m| m == best) {
                root[..=at].rotate_right(1);
            }
            report = Report {
                best: Some(best),
                score: alpha,
                depth,
                nodes: run.nodes,
                pv: vec![best],
                elapsed: run.start.elapsed(),
            };
            info(&report);
            if alpha.abs() >= MATE - Limits::MAX_DEPTH as Score {
                break;
            }
        }
        report.nodes = run.nodes;
        report.elapsed = run.start.elapsed();
        report
    }
}

impl Run<'_> {
    fn out_of_bounds(&mut self) -> bool {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.stop.load(Ordering::Relaxed)
            || (self.nodes.is_multiple_of(1024)
                && self.limits.time.is_some_and(|t| self.start.elapsed() >= t))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: Score,
        beta: Score,
        ply: u32,
    ) -> Score {
        self.nodes += 1;
        let side = pos.side_to_move();
        if pos.royal_count(side) == 0 {
            return -MATE + ply as Score;
        }
        if depth == 0 || self.out_of_bounds() {
            return self.values.balance(pos, side);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return -MATE + ply as Score;
        }
        for mv in moves {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            let score = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1);
            if self.aborted {
                return alpha;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        alpha
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation::sfen, Rules};

    #[test]
    fn it_takes_a_hanging_lion_and_is_deterministic() {
        let pos = sfen::read(
            Rules::default(),
            "6k5/12/12/12/12/12/6pn4/5N6/12/12/12/6K5 b - 1",
        )
        .unwrap();
        let game = Game::from_position(pos);
        let stop = AtomicBool::new(false);
        let a = Searcher::new(1).think(&game, &Limits::depth(2), &stop, |_| {});
        let b = Searcher::new(1).think(&game, &Limits::depth(2), &stop, |_| {});
        assert_eq!(a.best, b.best);
        assert_eq!(a.nodes, b.nodes);
        let to = a.best.unwrap().to().unwrap();
        assert_eq!(
            game.position().piece_at(to).map(|p| p.kind),
            Some(yubin_rules::PieceKind::Lion)
        );
    }
}
