//! The computer opponent's thinking (issue 27): the move for a [`Job`], by level, within a
//! [`Budget`] ([`choose`]), and the [`worker`] that does it on a thread of its own beside the
//! mail loop. The shell finds the jobs and applies the moves ([`crate::shell::computer`]).
//!
//! Levels 1 and 2 are `yubin_search::baseline`'s random mover and greedy capturer, their
//! generator seeded from the game's number and the ply (the same game gives the same moves);
//! levels 3 to 8 search with `yubin_search::Level::limits` (a node budget growing fourfold a
//! level), bounded further by the budget's node cap and wall clock. At a node limit the move
//! is the same on every machine; only the wall clock, a safety net, can make it differ.

pub mod worker;

pub use crate::shell::computer::Job;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use yubin_rules::Move;
use yubin_search::baseline::{self, Rng};
use yubin_search::value::Values;
use yubin_search::{Level, Limits, Searcher};

/// What one move of the computer may cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The most nodes a search may take, below the level's own budget (`None`: the level's).
    pub max_nodes: Option<u64>,
    /// The longest a search may take, whatever its level.
    pub max_time: Duration,
    /// The transposition table's size, in megabytes.
    pub hash_mb: usize,
}

impl Default for Budget {
    /// The level's nodes, at most 60 s, a 16 MB table.
    fn default() -> Budget {
        Budget {
            max_nodes: None,
            max_time: Duration::from_secs(60),
            hash_mb: 16,
        }
    }
}

/// The seed of the baseline levels' generator for `job`: its game and ply.
fn seed(job: &Job) -> u64 {
    (job.game.0 as u64) << 32 | u64::from(job.ply)
}

/// The computer's move for `job` within `budget`, or until `stop` is set; `None` only when it
/// has no legal move (the game is over).
pub fn choose(job: &Job, budget: &Budget, stop: &AtomicBool) -> Option<Move> {
    let game = &job.position;
    let level = Level::new(job.level).unwrap_or(Level::MIN);
    let mut rng = Rng::new(seed(job));
    let Some(limits) = level.limits() else {
        return if level == Level::MIN {
            baseline::random_move(game, &mut rng)
        } else {
            baseline::greedy_move(game, &Values::new(game.rules()), &mut rng)
        };
    };
    let limits = Limits {
        nodes: match (limits.nodes, budget.max_nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        time: Some(
            limits
                .time
                .map_or(budget.max_time, |t| t.min(budget.max_time)),
        ),
        ..limits
    };
    let report = Searcher::new(budget.hash_mb).think(game, &limits, stop, |_| {});
    // A search stopped before its first iteration still owes a move: the greedy one.
    report
        .best
        .or_else(|| baseline::greedy_move(game, &Values::new(game.rules()), &mut rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_domain::model::GameId;
    use yubin_rules::{Game, Rules, Variant};

    fn job(level: u8, variant: Variant) -> Job {
        Job {
            game: GameId(7),
            ply: 1,
            level,
            position: Game::new(Rules::standard(variant)),
        }
    }

    #[test]
    fn every_level_plays_a_legal_move_the_same_every_time() {
        let budget = Budget {
            max_nodes: Some(200),
            ..Budget::default()
        };
        let stop = AtomicBool::new(false);
        for level in 1..=8 {
            for variant in [Variant::Chu, Variant::Tenjiku] {
                let j = job(level, variant);
                let mv = choose(&j, &budget, &stop).unwrap();
                assert!(j.position.check_move(mv).is_ok(), "level {level}");
                assert_eq!(choose(&j, &budget, &stop), Some(mv), "level {level}");
            }
        }
    }

    /// What a move costs at each level from each variant's start (a figure for the README,
    /// not a check): `cargo test -p yubin --lib computer::tests::cost_per_level -- --ignored
    /// --nocapture` (in the test profile, which optimises the search crate).
    #[test]
    #[ignore = "a measurement"]
    fn cost_per_level() {
        let stop = AtomicBool::new(false);
        for variant in [Variant::Chu, Variant::Dai, Variant::Tenjiku, Variant::Maka] {
            for level in 1..=8 {
                let j = job(level, variant);
                let t = std::time::Instant::now();
                choose(&j, &Budget::default(), &stop).unwrap();
                println!("{variant:?} level {level}: {:?}", t.elapsed());
            }
        }
    }

    #[test]
    fn a_stopped_search_still_moves() {
        let stop = AtomicBool::new(true);
        let j = job(8, Variant::Chu);
        let mv = choose(&j, &Budget::default(), &stop).unwrap();
        assert!(j.position.check_move(mv).is_ok());
    }
}
