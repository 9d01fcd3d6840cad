//! Exact points: quarter points, so that halving a half-point score stays exact. One type
//! for the Swiss scores, a knockout match's score, the standings and the crosstable.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul};

/// A number of points, exact: a count of quarter points. Scores are made of whole and half
/// points ([`Points::whole`], [`Points::halves`]); quarters appear only in
/// Sonneborn-Berger, which halves a score. Its [`Display`](fmt::Display) writes fractions
/// as `½`, `¼`, `¾` (`2½`, `½`, `0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(i64);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);

    /// `n` points.
    pub const fn whole(n: u32) -> Points {
        Points(4 * n as i64)
    }

    /// `n` half points (`halves(3)` is 1½).
    pub const fn halves(n: u32) -> Points {
        Points(2 * n as i64)
    }

    /// The value in quarter points.
    pub const fn quarters(self) -> i64 {
        self.0
    }

    /// Half of it (exact for whole and half points).
    pub(crate) const fn half(self) -> Points {
        Points(self.0 / 2)
    }

    /// The value as a float (for display or averages).
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 4.0
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Mul<u32> for Points {
    type Output = Points;
    fn mul(self, n: u32) -> Points {
        Points(self.0 * i64::from(n))
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let q = self.0.unsigned_abs();
        let (whole, fraction) = (q / 4, ["", "¼", "½", "¾"][(q % 4) as usize]);
        if whole == 0 && !fraction.is_empty() {
            write!(f, "{sign}{fraction}")
        } else {
            write!(f, "{sign}{whole}{fraction}")
        }
    }
}
