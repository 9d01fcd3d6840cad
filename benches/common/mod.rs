//! What both service benchmarks (`service`, `loopback`) need: the peak memory of a process
//! and a fixed sequence of random legal moves. Benchmark code only: it is not part of the
//! `yubin` library.

use yubin_rules::{Game, Move};

/// The peak resident memory (`VmHWM`) of process `pid` (a number, or `self`) in KiB, from
/// `/proc/PID/status`; `None` where the system does not report it.
pub fn peak_rss_kib_of(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// A fixed pseudo-random sequence (xorshift64), so every run plays the same games.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random legal move of `game` that does not end it (that would end a benchmark's game
/// early), or `None` if every move does.
pub fn random_move(game: &Game, rng: &mut Rng) -> Option<Move> {
    let mut legal = game.legal_moves();
    while !legal.is_empty() {
        let mv = legal.swap_remove(rng.below(legal.len()));
        if game.clone().play(mv) == Ok(None) {
            return Some(mv);
        }
    }
    None
}
