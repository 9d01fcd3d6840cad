//! The yardsticks: a random mover and a one-ply greedy capturer.
//!
//! Both are deterministic for a seed, so a match against them can be replayed.

use crate::value::Values;
use yubin_rules::{Game, Move};

/// A small deterministic generator (xorshift64*), enough to pick moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A legal move chosen at random; `None` when there is none.
pub fn random_move(game: &Game, rng: &mut Rng) -> Option<Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.below(moves.len())])
}

/// The legal move that leaves the best material balance (captures, burns, promotion), ties
/// broken at random; a move that takes the last enemy royal first of all.
pub fn greedy_move(game: &Game, values: &Values, rng: &mut Rng) -> Option<Move> {
    let pos = game.position();
    let side = pos.side_to_move();
    let mut best: Vec<Move> = Vec::new();
    let mut best_gain = i32::MIN;
    for mv in game.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        let gain = if after.royal_count(!side) == 0 {
            i32::MAX
        } else {
            values.balance(&after, side)
        };
        if gain > best_gain {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(mv);
        }
    }
    if best.is_empty() {
        return None;
    }
    Some(best[rng.below(best.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation::sfen, Color, Rules};

    #[test]
    fn the_greedy_capturer_takes_the_biggest_piece() {
        // Black's lion on 7h can take the white pawn on 6g, the white lion on 5g, or both.
        let pos = sfen::read(
            Rules::default(),
            "6k5/12/12/12/12/12/6pn4/5N6/12/12/12/6K5 b - 1",
        )
        .unwrap();
        let game = Game::from_position(pos);
        let values = Values::new(game.rules());
        let mv = greedy_move(&game, &values, &mut Rng::new(1)).unwrap();
        let mut after = game.position().clone();
        after.play_unchecked(mv);
        let white: Vec<_> = after
            .pieces()
            .filter(|(_, p)| p.color == Color::White)
            .collect();
        // The lion takes both, the pawn on its way to the lion.
        assert_eq!(white.len(), 1, "{mv:?}");
    }

    #[test]
    fn the_random_mover_only_plays_legal_moves() {
        let mut game = Game::new(Rules::default());
        let mut rng = Rng::new(7);
        let mut plies = 0;
        while plies < 200 {
            let Some(mv) = random_move(&game, &mut rng) else {
                break;
            };
            game.play(mv).unwrap();
            plies += 1;
            if game.outcome().is_some() {
                break;
            }
        }
        assert!(plies > 0);
    }
}
