//! The position hash: Zobrist-style keys for pieces, promotion marks, the last lion capture,
//! the Heisei reserve and the side to move, and the hash computed from scratch.

use super::*;

pub(super) fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[inline]
pub(super) fn piece_key(idx: usize, code: Cell) -> u64 {
    splitmix(((idx as u64) << 16) | code as u64)
}
#[inline]
pub(super) fn mark_key(idx: usize, mark: u8) -> u64 {
    splitmix((1 << 40) | ((idx as u64) << 8) | mark as u64)
}
pub(super) fn lion_key(sq: Square) -> u64 {
    splitmix((2 << 40) | sq.index() as u64)
}
pub(super) fn reserve_key(color: Color, kind: PieceKind, count: u8) -> u64 {
    splitmix(
        (3 << 40) | ((color.index() as u64) << 16) | ((kind.index() as u64) << 8) | count as u64,
    )
}
pub(super) const SIDE_KEY: u64 = 0x5DEE_CE66_D1CE_4E5B;

impl Position {
    /// The hash recomputed from scratch (equal to [`Position::hash`]; used by tests).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for s in self.squares.iter() {
            let i = s.index();
            if is_piece(self.board[i]) {
                h ^= piece_key(i, self.board[i]);
            }
            if self.marks[i] != 0 {
                h ^= mark_key(i, self.marks[i]);
            }
        }
        if self.side == Color::White {
            h ^= SIDE_KEY;
        }
        if let Some(s) = self.last_lion_capture {
            h ^= lion_key(s);
        }
        for c in Color::ALL {
            for (slot, &k) in RESERVE_KINDS.iter().enumerate() {
                let n = self.reserve[c.index()][slot];
                if n != 0 {
                    h ^= reserve_key(c, k, n);
                }
            }
        }
        h
    }
}
