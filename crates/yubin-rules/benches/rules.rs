//! Benchmarks: perft 5 from the Chu start (the yardstick: target ≤ 6 s single-threaded) and
//! parsing, resolving and playing one TSA move text in a midgame position (target < 20 µs).
//!
//! `cargo bench -p yubin-rules --bench rules`

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;
use yubin_rules::notation::{self, tsa};
use yubin_rules::{Game, Move, Position, Rules};

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

/// A midgame position: 40 plies of a fixed pseudo-random game from the start, chosen so that
/// lions and sliders are developed.
fn midgame() -> Position {
    let mut game = Game::new(Rules::default());
    let mut seed: u64 = 0x5EED_0000_C0FF_EE11;
    for _ in 0..40 {
        let moves = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv: Move = moves[(seed >> 33) as usize % moves.len()];
        game.play(mv).expect("legal");
    }
    game.position().clone()
}

fn move_text(c: &mut Criterion) {
    let pos = midgame();
    // A lion move if there is one (the most work to resolve), else the last legal move.
    let moves = pos.legal_moves();
    let mv = moves
        .iter()
        .copied()
        .find(|m| {
            m.from()
                .and_then(|f| pos.piece_at(f))
                .is_some_and(|p| pos.is_lion(p.kind))
        })
        .unwrap_or(*moves.last().expect("moves"));
    let text = tsa::format(&pos, mv);
    let mut g = c.benchmark_group("move_text");
    g.bench_function("tsa_parse_resolve_play_midgame", |b| {
        b.iter(|| {
            let m = tsa::parse(black_box(&pos), black_box(&text)).expect("resolves");
            black_box(pos.clone().play(m).expect("legal"))
        })
    });
    g.bench_function("any_notation_parse_resolve_play_midgame", |b| {
        b.iter(|| {
            let m = notation::read_move(black_box(&pos), black_box(&text)).expect("resolves");
            black_box(pos.clone().play(m).expect("legal"))
        })
    });
    g.bench_function("legal_moves_midgame", |b| {
        b.iter(|| black_box(pos.legal_moves()))
    });
    g.finish();
}

criterion_group!(benches, perft, move_text);
criterion_main!(benches);
