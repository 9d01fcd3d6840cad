//! What bounds a search and what it reports.

use std::time::Duration;
use yubin_rules::Move;

/// A score in hundredths of a pawn, from the side to move's point of view.
pub type Score = i32;

/// Bounds of one search: it stops at the first bound reached (and at the stop flag).
/// A search with no bound at all searches to [`Limits::MAX_DEPTH`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The most nodes searched (deterministic: the same position and limits give the same move).
    pub nodes: Option<u64>,
    /// The longest time to think.
    pub time: Option<Duration>,
}

impl Limits {
    /// The deepest any search goes.
    pub const MAX_DEPTH: u32 = 64;

    /// A fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// A fixed time.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
}

/// What a search found: after each finished iteration, and at its end.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Report {
    /// The move chosen; `None` when the side to move has no legal move (or the game is over).
    pub best: Option<Move>,
    /// Its score, from the side to move's point of view.
    pub score: Score,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// Nodes searched in all.
    pub nodes: u64,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
    /// Time spent.
    pub elapsed: Duration,
}
