//! Quick smoke test: perft 1–3 from the Chu start.
use yubin_rules::{Position, Rules};
#[test]
fn perft_start() {
    let p = Position::start(Rules::default());
    for (d, n) in [(1, 36u64), (2, 1296), (3, 48315)] {
        assert_eq!(p.perft(d), n, "depth {d}");
    }
}
