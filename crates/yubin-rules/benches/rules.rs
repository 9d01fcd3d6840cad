//! Benchmarks: perft 5 from the Chu start (the yardstick: target ≤ 6 s single-threaded) and
//! parsing, resolving and playing one TSA move text in a midgame position (target < 20 µs).
//!
//! `cargo bench -p yubin-rules --bench rules`

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;
use yubin_rules::{Position, Rules};

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
    g.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
