//! A finished game analysed by the computer (issue 27's `analyse N`): [`analyse`] turns the
//! search crate's judgement of every position ([`yubin_search::analyse`]) into the domain's
//! [`Analysis`] (evaluations from Black's view, mates as [`Eval::Mate`], the engine's moves as
//! USI), within a [`Budget`]; the [`worker`] runs it on a thread of its own, after the
//! computer's moves in games.
//!
//! One search per position: the position after ply `n` is the one before ply `n + 1`, so ply
//! `n`'s `after` is the judgement of position `n` (the side to move's score turned to Black's
//! view) and ply `n + 1`'s `before` the same judgement; a game of `n` moves costs `n + 1`
//! searches. A game over in its last position (a royal captured) counts as a mate in one
//! for its winner there.

pub mod worker;

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use yubin_domain::model::{Analysis, Eval, GameId, PlyEval};
use yubin_rules::{notation::usi, Color, Game};
use yubin_search::analyse::{self as search, Judgement};

/// A finished game waiting for its analysis: what the worker analyses (found by
/// [`crate::shell::Shell::analysis_job`]).
#[derive(Debug, Clone)]
pub struct AnalysisJob {
    /// The game.
    pub game: GameId,
    /// The game after its moves (its initial position and moves are what is analysed).
    pub position: Game,
}

/// What the analysis of one game may cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The nodes of each position's search (`[computer] analysis_nodes`).
    pub nodes_per_position: u64,
    /// The longest one game may take (`[computer] analysis_max_minutes`): each position gets an equal
    /// share of what is left, a safety net that a sane node budget never reaches.
    pub max_time: Duration,
    /// The transposition table's size, in megabytes.
    pub hash_mb: usize,
}

impl Budget {
    /// The default nodes per position.
    pub const NODES: u64 = 50_000;
    /// The default cap of one game, in minutes.
    pub const MAX_MINUTES: u64 = 20;
}

impl Default for Budget {
    /// 50,000 nodes a position, at most 20 minutes a game, an 8 MB table.
    fn default() -> Budget {
        Budget {
            nodes_per_position: Budget::NODES,
            max_time: Duration::from_secs(Budget::MAX_MINUTES * 60),
            hash_mb: 8,
        }
    }
}

/// `game` (finished: its moves as played) analysed within `budget`; `None` when `stop` was
/// set meanwhile. `between` runs before each position's search ([`search::analyse`]).
pub fn analyse(
    game: &Game,
    budget: &Budget,
    stop: &AtomicBool,
    between: impl FnMut(),
) -> Option<Analysis> {
    let b = search::Budget {
        nodes_per_position: budget.nodes_per_position,
        max_time: budget.max_time,
        hash_mb: budget.hash_mb,
    };
    let judged = search::analyse(game, &b, stop, between)?;
    Some(convert(game, &judged, budget.nodes_per_position))
}

/// The judgements of every position of `game` (one more than its moves) as its analysis.
fn convert(game: &Game, judged: &[Judgement], nodes: u64) -> Analysis {
    let mut replay = Game::from_position(game.initial().clone());
    let mut plies = Vec::with_capacity(game.moves().len());
    for (i, (&mv, pair)) in game.moves().iter().zip(judged.windows(2)).enumerate() {
        let (before, after) = (&pair[0], &pair[1]);
        let best = before.best.map(|b| usi::format(replay.position(), b));
        plies.push(PlyEval {
            ply: u32::try_from(i + 1).unwrap_or(u32::MAX),
            black: before.to_move == Color::Black,
            before: black_view(before),
            best,
            after: black_view(after),
            depth: before.depth,
        });
        if replay.play(mv).is_err() {
            break;
        }
    }
    Analysis {
        nodes_per_ply: nodes,
        plies,
    }
}

/// A judgement's score from Black's view.
fn black_view(j: &Judgement) -> Eval {
    let sign = if j.to_move == Color::Black { 1 } else { -1 };
    match j.mate_in() {
        Some(plies) => Eval::Mate(sign * plies),
        None => Eval::Centipawns(sign * j.score),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::notation::sfen;
    use yubin_rules::Rules;

    fn budget(nodes: u64) -> Budget {
        Budget {
            nodes_per_position: nodes,
            max_time: Duration::from_secs(600),
            hash_mb: 2,
        }
    }

    /// A composed Chu game: Black's rook walks onto a square White's gold guards (a piece
    /// hung, ply 1), White's gold takes it (ply 2), then a quiet move each.
    fn hung_rook() -> Game {
        let pos = sfen::read(
            Rules::default(),
            "6k5/p11/5g6/12/12/12/12/12/12/5R5P/12/6K5 b - 1",
        )
        .unwrap();
        let mut game = Game::from_position(pos);
        for text in ["7j7d", "7c7d", "6l5l", "6a5a"] {
            let mv = usi::parse(game.position(), text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn the_hung_rook_is_marked_with_the_engines_save_and_the_capture_is_its_choice() {
        let game = hung_rook();
        let a = analyse(&game, &budget(5_000), &AtomicBool::new(false), || {}).unwrap();
        assert_eq!(a.plies.len(), 4);
        assert_eq!(a.nodes_per_ply, 5_000);
        let blunder = &a.plies[0];
        assert!(blunder.black && blunder.loss() >= 500, "{blunder:?}");
        assert_ne!(
            blunder.best.as_deref(),
            Some("7j7d"),
            "the engine keeps its rook"
        );
        // White's capture is the engine's choice and costs nothing.
        let capture = &a.plies[1];
        assert!(!capture.black);
        assert_eq!(capture.best.as_deref(), Some("7c7d"));
        assert!(capture.loss() < 100, "{capture:?}");
        assert!(a.marks().contains(&1), "{:?}", a.marks());
        assert!(!a.marks().contains(&2));
        // One search per position: ply n's after is ply n + 1's before.
        for w in a.plies.windows(2) {
            assert_eq!(w[0].after, w[1].before);
        }
    }

    #[test]
    fn the_same_game_at_the_same_budget_is_analysed_alike() {
        let game = hung_rook();
        let stop = AtomicBool::new(false);
        let a = analyse(&game, &budget(3_000), &stop, || {});
        assert!(a.is_some());
        assert_eq!(a, analyse(&game, &budget(3_000), &stop, || {}));
    }

    #[test]
    fn mates_are_from_blacks_view_and_a_stop_gives_nothing() {
        let pos = sfen::read(
            Rules::default(),
            "6k5/6R5/5p6/12/12/12/12/12/12/12/12/6K5 w - 1",
        )
        .unwrap();
        let mut game = Game::from_position(pos);
        // White ignores the rook; Black takes the king.
        for text in ["7c7d", "6b6a"] {
            let mv = usi::parse(game.position(), text).unwrap();
            game.play(mv).unwrap();
        }
        let a = analyse(&game, &budget(2_000), &AtomicBool::new(false), || {}).unwrap();
        assert_eq!(a.plies[0].after, Eval::Mate(1), "{:?}", a.plies[0]);
        assert_eq!(a.plies[1].before, Eval::Mate(1));
        assert_eq!(a.plies[1].after, Eval::Mate(1), "the game won stays won");
        assert!(a.plies[0].loss() > 90_000, "White walked into the mate");
        assert_eq!(
            analyse(&game, &budget(2_000), &AtomicBool::new(true), || {}),
            None
        );
    }
}
