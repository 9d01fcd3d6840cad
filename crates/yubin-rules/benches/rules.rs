//! Benchmarks: perft 5 from the Chu start (the yardstick: target ≤ 6 s single-threaded), perft 3
//! from the Maka Dai Dai start, perft 3 from the Dai start (target well under a second), and
//! generating the legal moves of a Maka midgame position
//! (target < 1 ms), and parsing + resolving + playing one TSA move text in a Chu midgame
//! position (target < 20 µs).
//!
//! `cargo bench -p yubin-rules --bench rules`

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;
use yubin_rules::notation::{self, tsa};
use yubin_rules::{Game, Move, Position, Rules, Variant};

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
    let dai = Position::start(Rules::standard(Variant::Dai));
    g.bench_function("dai_start_depth_3", |b| b.iter(|| black_box(dai.perft(3))));
    let daidai = Position::start(Rules::standard(Variant::DaiDai));
    g.bench_function("daidai_start_depth_3", |b| {
        b.iter(|| black_box(daidai.perft(3)))
    });
    // Hishigata's armies start in contact: 11 983 212 nodes at depth 3.
    let hishigata = Position::start(Rules::preset(Variant::Maka, "hishigata").unwrap());
    g.bench_function("hishigata_start_depth_3", |b| {
        b.iter(|| black_box(hishigata.perft(3)))
    });
    let tenjiku = Position::start(Rules::standard(Variant::Tenjiku));
    g.bench_function("tenjiku_start_depth_3", |b| {
        b.iter(|| black_box(tenjiku.perft(3)))
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

criterion_group!(benches, perft, move_text, legal_moves);
criterion_main!(benches);
