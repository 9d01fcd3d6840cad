//! The levels a player chooses, from a beginner to full strength.

use crate::Limits;
use std::fmt;

/// A level of play: 1 is the random mover, 2 the greedy capturer, 3 and up search with a node
/// budget that grows fourfold a level ([`Level::limits`]), [`Level::MAX`] the most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// A level in `1..=8`.
    pub fn new(n: u8) -> Option<Level> {
        (Level::MIN.0..=Level::MAX.0)
            .contains(&n)
            .then_some(Level(n))
    }

    /// Its number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The search bounds of a searching level (3 and up); `None` for the two baseline levels.
    pub fn limits(self) -> Option<Limits> {
        (self.0 >= 3).then(|| Limits::nodes(1_000 << (2 * u32::from(self.0 - 3))))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_one_to_eight_with_growing_budgets() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        assert_eq!(Level::new(1).unwrap().limits(), None);
        assert_eq!(Level::new(3).unwrap().limits(), Some(Limits::nodes(1_000)));
        assert_eq!(Level::MAX.limits(), Some(Limits::nodes(1_024_000)));
    }
}
