//! The blossom matching against brute force on small random graphs.

use crate::tournament::matching::Matcher;
use proptest::prelude::*;

/// The size of a maximum matching of the vertices in `left`, by trying every pair.
fn brute(n: usize, edge: &dyn Fn(usize, usize) -> bool, left: u32) -> usize {
    let Some(v) = (0..n).find(|&v| left & (1 << v) != 0) else {
        return 0;
    };
    let rest = left & !(1 << v);
    let mut best = brute(n, edge, rest);
    for w in (0..n).filter(|&w| rest & (1 << w) != 0 && edge(v, w)) {
        best = best.max(1 + brute(n, edge, rest & !(1 << w)));
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The matching is maximum (odd cycles included), and a perfect matching stays
    /// maximum when two vertices are taken out.
    #[test]
    fn blossom_matches_brute_force(
        n in 2usize..=11,
        bits in proptest::collection::vec(any::<bool>(), 121),
        density in 1u8..=4,
        a in 0usize..11,
        b in 0usize..11,
    ) {
        // Sparse graphs have more odd cycles among few edges, dense ones more perfect
        // matchings.
        let edge = |x: usize, y: usize| {
            let (x, y) = (x.min(y), x.max(y));
            x != y && match density {
                1 => bits[x * 11 + y] && bits[y * 11 + x],
                2 => bits[x * 11 + y],
                _ => bits[x * 11 + y] || bits[y * 11 + x],
            }
        };
        let mut m = Matcher::new(n, edge);
        m.maximize();
        let all = (1u32 << n) - 1;
        prop_assert_eq!(m.size(), brute(n, &edge, all));
        for v in 0..n {
            if let Some(w) = m.mate(v) {
                prop_assert!(edge(v, w));
                prop_assert_eq!(m.mate(w), Some(v));
            }
        }
        let (a, b) = (a % n, b % n);
        if a != b && 2 * m.size() == n {
            let less = m.without(a, b);
            prop_assert_eq!(less.size(), brute(n, &edge, all & !(1 << a) & !(1 << b)));
            prop_assert_eq!(less.mate(a), None);
            prop_assert_eq!(less.mate(b), None);
        }
    }
}
