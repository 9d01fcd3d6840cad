//! Benchmarks: perft 5 from the Chu start (the yardstick: target ≤ 6 s single-threaded), perft 3
//! from the Maka Dai Dai start, and generating the legal moves of a Maka midgame position
//! (target < 1 ms).
//!
//! `cargo bench -p yubin-rules --bench rules`

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;
use yubin_rules::{Position, Rules, Variant};

fn perft(c: &mut Criterion) {
    let start = Position::start(Rules::default());
    let mut g = c.benchmark_group("perft");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("chu_start_depth_4", |b| {
        b.iter(|| black_box(start.perft(4)))
    });
    g.bench_function("chu_start_depth_5", |b| {
        b.iter(|| black_box(start.perft(5)))
    });
    let maka = Position::start(Rules::standard(Variant::Maka));
    g.bench_function("maka_start_depth_3", |b| {
        b.iter(|| black_box(maka.perft(3)))
    });
    g.finish();
}

/// A Maka midgame: 160 plies of a fixed pseudo-random game from the start.
fn maka_midgame() -> Position {
    let mut p = Position::start(Rules::standard(Variant::Maka));
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..160 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        p.play_unchecked(moves[(x % moves.len() as u64) as usize]);
    }
    p
}

/// The composed position of `tests/perft/maka.perft`: two teleporting emperors (the costly
/// case: every square's protection is tested), teaching kings, lion dogs, hook movers.
const COMPOSED: &str = "9[k][ds]8/17[+k]1/19/5[hm]13/9[ln]3[+dv]1[ca]3/4[n]5[ld]8/8[dv][g]9/9[ld]4[s]4/6[+p][p]4[p]6/9[LD]9/2[+DS]13[+Dv]2/7[Dv]3[P]7/9[Ln]3[+Ln]5/5[+BB]13/4[Ca]9[HM]4/19/19/10[G]8/7[+DE]1[+K]9 b 1";

fn legal_moves(c: &mut Criterion) {
    let p = maka_midgame();
    let mut buf = Vec::with_capacity(1024);
    c.bench_function("maka_midgame_legal_moves", |b| {
        b.iter(|| black_box(p.count_legal_moves(&mut buf)))
    });
    let rules = Rules::standard(Variant::Maka);
    let composed = yubin_rules::notation::sfen::read(rules, COMPOSED).expect("position");
    c.bench_function("maka_composed_legal_moves", |b| {
        b.iter(|| black_box(composed.count_legal_moves(&mut buf)))
    });
}

criterion_group!(benches, perft, legal_moves);
criterion_main!(benches);
