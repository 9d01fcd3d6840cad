//! A played game judged position by position (issue 27's `analyse N`): every position of the
//! game, the start's to the last's, searched once within a node budget, the engine's move
//! and its score kept. The position after ply `n` is the position before ply `n + 1`, so a
//! game of `n` moves costs `n + 1` searches, not `2n`: the caller reads ply `n`'s evaluation
//! before the move from judgement `n - 1` and after it from judgement `n` (negated, the side
//! to move having changed).
//!
//! Deterministic at a node budget: the searcher's memory is cleared before each position, so
//! a judgement depends on its position (and the game's history, for repetitions) alone. The
//! wall-clock cap is a safety net, as the computer's: only when it is reached can two runs
//! differ.

use crate::search::{is_mate, MATE};
use crate::{Limits, Score, Searcher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use yubin_rules::{Color, Game, Move};

/// How one position of a game was judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judgement {
    /// The side to move.
    pub to_move: Color,
    /// The engine's move; `None` when the game was over in this position.
    pub best: Option<Move>,
    /// The score from the side to move's view ([`MATE`] minus the plies to a mate it gives,
    /// minus [`MATE`] plus the plies to one it suffers; a position where the game was over:
    /// `±(MATE - 1)` for the winner, 0 for a draw).
    pub score: Score,
    /// The depth of the last finished iteration (0 for a finished game).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl Judgement {
    /// The plies to a forced mate, positive when the side to move gives it, negative when it
    /// suffers it; `None` for a score of material.
    pub fn mate_in(&self) -> Option<i32> {
        is_mate(self.score).then(|| {
            let plies = MATE - self.score.abs();
            if self.score > 0 {
                plies
            } else {
                -plies
            }
        })
    }
}

/// What a game's analysis may cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The nodes of each position's search.
    pub nodes_per_position: u64,
    /// The longest the whole game may take: each position gets an equal share of what is
    /// left (a safety net; at a sane node budget it is never reached).
    pub max_time: Duration,
    /// The transposition table's size, in megabytes.
    pub hash_mb: usize,
}

/// Every position of `game` judged, from its start to its last (`game.moves().len() + 1`
/// judgements), within `budget`; `None` when `stop` was set meanwhile (the service stops).
/// `between` is called before each position's search: the service's worker waits there
/// while the computer has a move to choose in a game (the time it waits counts against no
/// budget).
///
/// # Panics
/// Never for a game the rules crate built (its moves replay from its initial position).
pub fn analyse(
    game: &Game,
    budget: &Budget,
    stop: &AtomicBool,
    mut between: impl FnMut(),
) -> Option<Vec<Judgement>> {
    let mut spent = Duration::ZERO;
    let mut searcher = Searcher::new(budget.hash_mb);
    let mut replay = Game::from_position(game.initial().clone());
    let positions = game.moves().len() + 1;
    let mut judged = Vec::with_capacity(positions);
    for i in 0..positions {
        between();
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let started = Instant::now();
        let left = budget.max_time.saturating_sub(spent);
        judged.push(judge(
            &mut searcher,
            &replay,
            budget,
            left,
            positions - i,
            stop,
        ));
        spent += started.elapsed();
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        if let Some(&mv) = game.moves().get(i) {
            replay
                .play(mv)
                .expect("a game's own moves replay from its start");
        }
    }
    Some(judged)
}

/// One position judged, with its share of the time left.
fn judge(
    searcher: &mut Searcher,
    game: &Game,
    budget: &Budget,
    remaining: Duration,
    left: usize,
    stop: &AtomicBool,
) -> Judgement {
    let to_move = game.position().side_to_move();
    if let Some(outcome) = game.outcome() {
        let score = match outcome.winner {
            None => 0,
            Some(w) if w == to_move => MATE - 1,
            Some(_) => -(MATE - 1),
        };
        return Judgement {
            to_move,
            best: None,
            score,
            depth: 0,
            nodes: 0,
        };
    }
    let share = remaining / u32::try_from(left).unwrap_or(u32::MAX).max(1);
    let limits = Limits {
        nodes: Some(budget.nodes_per_position),
        time: Some(share.max(Duration::from_millis(10))),
        depth: None,
    };
    // A search with a time limit keeps what earlier ones learnt; the analysis must not.
    searcher.clear();
    let report = searcher.think(game, &limits, stop, |_| {});
    Judgement {
        to_move,
        best: report.best,
        score: report.score,
        depth: report.depth,
        nodes: report.nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::notation::{sfen, usi};
    use yubin_rules::Rules;

    fn budget(nodes: u64) -> Budget {
        Budget {
            nodes_per_position: nodes,
            max_time: Duration::from_secs(600),
            hash_mb: 2,
        }
    }

    /// A composed Chu game: Black's rook walks onto a square White's gold guards (a piece
    /// hung), White's gold takes it, Black's king steps aside (a pawn each: no bare king).
    fn hung_rook() -> Game {
        let pos = sfen::read(
            Rules::default(),
            "6k5/p11/5g6/12/12/12/12/12/12/5R5P/12/6K5 b - 1",
        )
        .unwrap();
        let mut game = Game::from_position(pos);
        for text in ["7j7d", "7c7d", "6l5l"] {
            let mv = usi::parse(game.position(), text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn one_judgement_per_position_and_the_same_twice() {
        let game = hung_rook();
        let stop = AtomicBool::new(false);
        let a = analyse(&game, &budget(3_000), &stop, || {}).unwrap();
        assert_eq!(a.len(), 4);
        let b = analyse(&game, &budget(3_000), &stop, || {}).unwrap();
        assert_eq!(a, b);
        assert!(a.iter().all(|j| j.nodes <= 3_000 && j.best.is_some()));
    }

    #[test]
    fn the_hung_rook_is_seen_and_the_capture_is_the_engines_choice() {
        let game = hung_rook();
        let stop = AtomicBool::new(false);
        let j = analyse(&game, &budget(5_000), &stop, || {}).unwrap();
        // Before Black's blunder Black stands a rook up; after it, White (to move) is ahead.
        assert!(j[0].score > 500, "{:?}", j[0]);
        assert!(j[1].score > 0, "{:?}", j[1]);
        assert_ne!(
            j[0].best,
            Some(game.moves()[0]),
            "the engine does not hang its rook"
        );
        // White's capture is the engine's own choice.
        assert_eq!(j[1].best, Some(game.moves()[1]));
        assert_eq!(j[1].to_move, Color::White);
    }

    #[test]
    fn a_finished_game_ends_with_the_winners_mate_and_a_stop_gives_nothing() {
        let pos = sfen::read(
            Rules::default(),
            "6k5/6R5/12/12/12/12/12/12/12/12/12/6K5 b - 1",
        )
        .unwrap();
        let mut game = Game::from_position(pos);
        let mv = usi::parse(game.position(), "6b6a").unwrap();
        game.play(mv).unwrap();
        assert!(game.outcome().is_some());
        let stop = AtomicBool::new(false);
        let j = analyse(&game, &budget(2_000), &stop, || {}).unwrap();
        assert_eq!(j[0].mate_in(), Some(1));
        assert_eq!((j[1].best, j[1].mate_in()), (None, Some(-1)));
        assert_eq!(
            analyse(&game, &budget(2_000), &AtomicBool::new(true), || {}),
            None
        );
    }
}
