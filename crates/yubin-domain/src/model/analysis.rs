//! A finished game analysed by the computer (issue 27's `analyse N`): for every ply, how the
//! engine judged the position before the move, the move it would have played, and how it
//! judged the move that was played. The search fills it (the service runs it); the records'
//! writers, the analysis mail and the archive's graph read it. Moves are kept as USI, the
//! notation the store already keeps conditional moves in.

/// An evaluation from **Black's** (sente's) point of view, whoever is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Material and position, in centipawns (a pawn is 100).
    Centipawns(i32),
    /// A forced mate in this many plies: positive when Black mates, negative when White does.
    Mate(i32),
}

impl Eval {
    /// The centipawns a mate counts as in a graph or a loss: beyond any material score.
    pub const MATE_CP: i32 = 100_000;

    /// The evaluation as one number from Black's view, mates outside any material score and
    /// nearer mates larger.
    pub fn as_cp(self) -> i32 {
        match self {
            Eval::Centipawns(cp) => cp.clamp(-Self::MATE_CP + 1000, Self::MATE_CP - 1000),
            Eval::Mate(n) if n >= 0 => Self::MATE_CP - n.min(999),
            Eval::Mate(n) => -Self::MATE_CP + (-n).min(999),
        }
    }

    /// The evaluation from the view of the side named (`black`: Black's view, else White's).
    pub fn for_side(self, black: bool) -> i32 {
        if black {
            self.as_cp()
        } else {
            -self.as_cp()
        }
    }
}

/// One ply of an analysed game: the position before it and the move played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyEval {
    /// The ply, 1 for the first move of the game.
    pub ply: u32,
    /// Whether Black made this move.
    pub black: bool,
    /// The position before the move, as the engine judged it with its own best move.
    pub before: Eval,
    /// The engine's move in that position (USI); `None` when it found none (the game ended).
    pub best: Option<String>,
    /// The position after the move played, as the engine judged it.
    pub after: Eval,
    /// The depth of the search that judged `before`.
    pub depth: u32,
}

impl PlyEval {
    /// What the move played cost its mover against the engine's choice, in centipawns (0 when
    /// the engine judged the move played at least as good).
    pub fn loss(&self) -> i32 {
        (self.before.for_side(self.black) - self.after.for_side(self.black)).max(0)
    }
}

/// A game's analysis: its budget and its plies, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The search's node budget for each position.
    pub nodes_per_ply: u64,
    /// The plies, from the first.
    pub plies: Vec<PlyEval>,
}

impl Analysis {
    /// A move is marked when it cost at least this much (three pawns) …
    pub const MARK_LOSS: i32 = 300;
    /// … and at most this many moves of each side are marked, those that cost the most.
    pub const MARKS_PER_SIDE: usize = 3;

    /// The plies marked as the moves that lost the most: per side, the `MARKS_PER_SIDE` largest
    /// losses of at least `MARK_LOSS`, ties to the earlier ply; in ply order.
    pub fn marks(&self) -> Vec<u32> {
        let mut marked = Vec::new();
        for black in [true, false] {
            let mut side: Vec<&PlyEval> = self
                .plies
                .iter()
                .filter(|p| p.black == black && p.loss() >= Self::MARK_LOSS)
                .collect();
            side.sort_by_key(|p| (-p.loss(), p.ply));
            marked.extend(side.iter().take(Self::MARKS_PER_SIDE).map(|p| p.ply));
        }
        marked.sort_unstable();
        marked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(ply: u32, before: i32, after: i32) -> PlyEval {
        PlyEval {
            ply,
            black: ply % 2 == 1,
            before: Eval::Centipawns(before),
            best: Some("7g7f".into()),
            after: Eval::Centipawns(after),
            depth: 4,
        }
    }

    #[test]
    fn a_loss_is_measured_from_the_movers_side() {
        // Black's move: +100 before, −250 after: Black lost 350.
        assert_eq!(ply(1, 100, -250).loss(), 350);
        // White's move: Black's view +100 before, +500 after: White lost 400.
        assert_eq!(ply(2, 100, 500).loss(), 400);
        // A move better than the engine thought costs nothing.
        assert_eq!(ply(2, 100, -50).loss(), 0);
    }

    #[test]
    fn mates_outrank_material_and_nearer_mates_count_more() {
        assert!(Eval::Mate(3).as_cp() > Eval::Mate(5).as_cp());
        assert!(Eval::Mate(99).as_cp() > Eval::Centipawns(50_000_000).as_cp());
        assert!(Eval::Mate(-2).as_cp() < Eval::Mate(-4).as_cp());
        assert!(Eval::Mate(-99).as_cp() < Eval::Centipawns(-50_000_000).as_cp());
        // Walking into a mate is a large loss.
        let blunder = PlyEval {
            after: Eval::Mate(-3),
            ..ply(1, 0, 0)
        };
        assert!(blunder.loss() > 90_000);
    }

    #[test]
    fn the_largest_losses_of_each_side_are_marked_in_ply_order() {
        let plies = vec![
            ply(1, 0, -400),   // B 400
            ply(2, -400, 0),   // W 400
            ply(3, 0, -100),   // B 100: under the mark
            ply(4, -100, 900), // W 1000
            ply(5, 900, 0),    // B 900
            ply(6, 0, 350),    // W 350
            ply(7, 350, -300), // B 650
            ply(8, -300, 0),   // W 300
            ply(9, 0, -300),   // B 300: fourth of Black's, not marked
        ];
        let a = Analysis {
            nodes_per_ply: 1000,
            plies,
        };
        assert_eq!(a.marks(), vec![1, 2, 4, 5, 6, 7]);
    }
}
