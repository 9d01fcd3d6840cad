//! The point systems: the points each result gives in the standings. The [`Points`]
//! themselves are the tournament's (exact quarter points, [`crate::tournament::Points`]).

use super::Points;

/// The points each result gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointSystem {
    /// A win, over the board or by forfeit.
    pub win: Points,
    /// A draw.
    pub draw: Points,
    /// A loss over the board.
    pub loss: Points,
    /// A loss by forfeit (a game not played).
    pub forfeit_loss: Points,
}

impl PointSystem {
    /// 1 / ½ / 0, a forfeit 0.
    pub const CLASSIC: PointSystem = PointSystem {
        win: Points::whole(1),
        draw: Points::halves(1),
        loss: Points::ZERO,
        forfeit_loss: Points::ZERO,
    };

    /// lishogi's round robin: 3 for a win, 2 for a draw, 1 for a loss; a forfeit 0 (module
    /// docs).
    pub const LISHOGI: PointSystem = PointSystem {
        win: Points::whole(3),
        draw: Points::whole(2),
        loss: Points::whole(1),
        forfeit_loss: Points::ZERO,
    };
}

impl Default for PointSystem {
    fn default() -> PointSystem {
        PointSystem::CLASSIC
    }
}
