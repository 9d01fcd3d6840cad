//! A small deterministic generator for tests (xorshift64): every run draws the same numbers,
//! so a failing case can be replayed from its seed.

/// The generator; its state is the seed (never 0).
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}
