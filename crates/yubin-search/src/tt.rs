//! The transposition table: what earlier visits of a position found, keyed by its Zobrist
//! hash ([`yubin_rules::Position::hash`]).
//!
//! Buckets of two entries: the first keeps the deepest result (replaced by a deeper one, or
//! by any result of a newer search), the second is always replaced. Mate scores are stored
//! as distances from the stored node, not from the root, and turned back on reading.
//! The table holds `hash_mb` megabytes (at least one bucket) and never grows.

use crate::search::MATE;
use crate::Score;
use yubin_rules::Move;

/// Which side of the true score a stored score is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// At least the score (a cut-off).
    Lower,
    /// At most the score (no move reached alpha).
    Upper,
}

/// One stored result.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    key: u64,
    /// The best (or refuting) move found; checked against the legal moves before use.
    pub best: Option<Move>,
    score: Score,
    /// The depth searched.
    pub depth: i16,
    /// The bound of the score.
    pub bound: Bound,
    age: u8,
}

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        best: None,
        score: 0,
        depth: -1,
        bound: Bound::Upper,
        age: 0,
    };

    /// The score as seen from a node `ply` plies from the root.
    pub fn score(&self, ply: u32) -> Score {
        from_tt(self.score, ply)
    }
}

/// The table.
#[derive(Debug, Clone)]
pub struct Table {
    buckets: Vec<[Entry; 2]>,
    age: u8,
}

impl Table {
    /// A table of about `mb` megabytes.
    pub fn new(mb: usize) -> Table {
        let bucket = std::mem::size_of::<[Entry; 2]>();
        let n = (mb.saturating_mul(1 << 20) / bucket).max(1);
        // A power of two, to index by a mask.
        let n = if n.is_power_of_two() {
            n
        } else {
            n.next_power_of_two() / 2
        };
        Table {
            buckets: vec![[Entry::EMPTY; 2]; n],
            age: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill([Entry::EMPTY; 2]);
        self.age = 0;
    }

    /// A new search begins: older results give way first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.buckets.len() - 1)
    }

    /// What is stored for `key`.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[self.bucket(key)]
            .iter()
            .find(|e| e.key == key && e.depth >= 0)
            .copied()
    }

    /// Stores a result found `ply` plies from the root.
    pub fn store(
        &mut self,
        key: u64,
        best: Option<Move>,
        score: Score,
        depth: i16,
        bound: Bound,
        ply: u32,
    ) {
        let age = self.age;
        let i = self.bucket(key);
        let b = &mut self.buckets[i];
        // Keep a known best move when the new result has none.
        let best = best.or_else(|| b.iter().find(|e| e.key == key).and_then(|e| e.best));
        let entry = Entry {
            key,
            best,
            score: to_tt(score, ply),
            depth,
            bound,
            age,
        };
        if b[0].key == key || b[0].age != age || depth >= b[0].depth {
            if b[0].key != key {
                b[1] = b[0];
            }
            b[0] = entry;
        } else {
            b[1] = entry;
        }
    }
}

const MATE_BOUND: Score = MATE - 1000;

fn to_tt(score: Score, ply: u32) -> Score {
    if score >= MATE_BOUND {
        score + ply as Score
    } else if score <= -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn from_tt(score: Score, ply: u32) -> Score {
    if score >= MATE_BOUND {
        score - ply as Score
    } else if score <= -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_are_stored_from_the_node_and_the_size_is_bounded() {
        let mut t = Table::new(1);
        assert!(t.buckets.len() * std::mem::size_of::<[Entry; 2]>() <= 1 << 20);
        t.store(42, None, MATE - 5, 3, Bound::Exact, 2);
        let e = t.probe(42).unwrap();
        assert_eq!(e.score(2), MATE - 5);
        assert_eq!(e.score(4), MATE - 7);
        assert_eq!(e.depth, 3);
        t.store(42, None, 17, 1, Bound::Lower, 0);
        assert_eq!(t.probe(42).unwrap().score(9), 17);
        assert!(t.probe(43).is_none());
        let tiny = Table::new(0);
        assert_eq!(tiny.buckets.len(), 1);
    }
}
