//! perft: counting the leaves of the legal-move tree, and `divide`.

use super::*;

impl Position {
    /// perft: the number of leaf nodes of the legal-move tree of the given depth (canonical
    /// moves, `chu-shogi.md` §7.1; a position whose side to move has no royal has no moves).
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_walk::<true>(depth)
    }

    /// perft that makes and takes back every leaf move too (no bulk counting at the last ply):
    /// the figure to compare with engines that count this way.
    pub fn perft_full(&self, depth: u32) -> u64 {
        self.perft_walk::<false>(depth)
    }

    /// The one perft walk: with `BULK` the last ply is counted, not made (a compile-time
    /// flag, so that the bulk walk carries no test for it on its hot path).
    fn perft_walk<const BULK: bool>(&self, depth: u32) -> u64 {
        let mut p = self.clone();
        let mut bufs: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(256)).collect();
        p.perft_rec::<BULK>(depth, &mut bufs)
    }

    fn perft_rec<const BULK: bool>(&mut self, depth: u32, bufs: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (buf, rest) = bufs.split_first_mut().expect("buffer per ply");
        self.legal_moves_into(buf);
        if BULK && depth == 1 {
            return buf.len() as u64;
        }
        let mut n = 0;
        for &mv in buf.iter() {
            let u = self.make(mv);
            n += self.perft_rec::<BULK>(depth - 1, rest);
            self.unmake(&u);
        }
        n
    }

    /// The legal moves with the perft count below each (`--divide`).
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut out = Vec::new();
        if depth == 0 {
            return out;
        }
        for mv in self.legal_moves() {
            let mut p = self.clone();
            p.make(mv);
            out.push((mv, p.perft(depth - 1)));
        }
        out
    }
}
