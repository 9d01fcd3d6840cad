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

fn legal_moves(c: &mut Criterion) {
    let p = maka_midgame();
    let mut buf = Vec::with_capacity(512);
    c.bench_function("maka_midgame_legal_moves", |b| {
        b.iter(|| black_box(p.count_legal_moves(&mut buf)))
    });
}

criterion_group!(benches, perft, legal_moves);
criterion_main!(benches);
