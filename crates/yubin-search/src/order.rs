//! Move ordering: the transposition table's move, captures by the value they take (most
//! valuable victims first, the cheaper attacker first among equals), promotions, two killer
//! moves per ply, then the history of quiet moves that caused cut-offs (by piece kind and
//! destination).

use crate::eval::Eval;
use yubin_rules::{Move, PieceKind, Position};

/// Keys from here up are captures (and the table's move).
const CAPTURE: i32 = 1 << 28;
const TT_MOVE: i32 = 1 << 30;
/// Keys from here up are captures and promotions: never reduced.
pub const PROMOTION: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;
/// History keys stay below the killers.
const HISTORY_MAX: i32 = 1 << 24;
const CELLS: usize = 25 * 25;
const PLIES: usize = 130;

/// The killers and the history of one searcher.
#[derive(Debug, Clone)]
pub struct Order {
    killers: Vec<[Option<Move>; 2]>,
    /// `history[(color * kinds + kind) * CELLS + to]`.
    history: Vec<i32>,
}

impl Order {
    /// Empty tables.
    pub fn new() -> Order {
        Order {
            killers: vec![[None; 2]; PLIES],
            history: vec![0; 2 * PieceKind::ALL.len() * CELLS],
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    fn slot(pos: &Position, mv: Move) -> Option<usize> {
        let side = pos.side_to_move();
        let (kind, to) = match mv {
            Move::Board { from, to, .. } => (pos.piece_at(from)?.kind, to),
            Move::Drop { kind, to, .. } => (kind, to),
            Move::Pass => return None,
        };
        Some((side.index() * PieceKind::ALL.len() + kind.index()) * CELLS + to.index())
    }

    /// The ordering key of `mv` at `ply` (higher first).
    pub fn key(&self, eval: &Eval, pos: &Position, mv: Move, ply: usize, tt: Option<Move>) -> i32 {
        if Some(mv) == tt {
            return TT_MOVE;
        }
        let victims = eval.victims(pos, mv);
        if victims > 0 {
            let mover = mv
                .from()
                .and_then(|s| pos.piece_at(s))
                .map_or(0, |p| eval.values().of(p.kind));
            return CAPTURE + victims * 16 - mover / 16;
        }
        if mv.promotes() {
            return PROMOTION;
        }
        if self.is_killer(mv, ply) {
            return if self.killers[ply][0] == Some(mv) {
                KILLER + 1
            } else {
                KILLER
            };
        }
        Order::slot(pos, mv).map_or(0, |s| self.history[s])
    }

    /// Whether `mv` is a killer at `ply`.
    pub fn is_killer(&self, mv: Move, ply: usize) -> bool {
        self.killers
            .get(ply)
            .is_some_and(|k| k[0] == Some(mv) || k[1] == Some(mv))
    }

    /// A quiet move caused a cut-off at `ply` with `depth` left.
    pub fn cut(&mut self, pos: &Position, mv: Move, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        if let Some(s) = Order::slot(pos, mv) {
            self.history[s] += depth * depth;
            if self.history[s] >= HISTORY_MAX {
                for h in &mut self.history {
                    *h /= 2;
                }
            }
        }
    }
}

impl Default for Order {
    fn default() -> Order {
        Order::new()
    }
}
