//! The search's tree pinned: at a fixed depth, the best move, score, node count and principal
//! variation from the start position and from middle games of every variant (and of
//! Tenjiku's burning readings), in `tests/data/trees.txt`. A change of move generation that
//! must not change the search (quiescence's tactical generator) leaves the file as it is; a
//! change of the evaluation or of the search changes it on purpose (`YUBIN_BLESS=1`).

use std::fmt::Write;
use std::sync::atomic::AtomicBool;
use yubin_rules::notation::usi;
use yubin_rules::{Game, Rules, Variant};
use yubin_search::{Limits, Searcher};

/// A middle game: `plies` moves chosen by a fixed generator (the same game every run), the
/// position's own captures included, so that the armies are in contact.
fn middle_game(rules: Rules, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(rules);
    let mut state = seed;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let mv = moves[(state >> 33) as usize % moves.len()];
        game.play(mv).expect("a legal move");
    }
    game
}

fn tenjiku(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::standard(Variant::Tenjiku);
    for (k, v) in options {
        r.set(k, v).expect("an option");
    }
    r
}

/// (name, rules, plies into the game, depth).
fn cases() -> Vec<(String, Rules, usize, u32)> {
    let burning = tenjiku(&[
        ("tenjiku.fire_demon.suicide", "burn_others_first"),
        ("tenjiku.area_moves.return", "allowed"),
        ("tenjiku.passive_burn.scope", "any"),
        ("tenjiku.passive_burn.captured_demon", "burns"),
    ]);
    let eagle = tenjiku(&[
        ("tenjiku.jump.victim", "lower_only"),
        ("tenjiku.free_eagle", "lion_diagonal"),
    ]);
    let mut v = Vec::new();
    for (variant, depth, mid_depth) in [
        (Variant::Chu, 5, 4),
        (Variant::Dai, 5, 4),
        (Variant::Tenjiku, 3, 2),
        (Variant::DaiDai, 5, 4),
        (Variant::Maka, 4, 3),
    ] {
        let rules = Rules::standard(variant);
        v.push((format!("{} start", variant.name()), rules, 0, depth));
        for plies in [40, 80] {
            v.push((
                format!("{} after {plies}", variant.name()),
                rules,
                plies,
                mid_depth,
            ));
        }
    }
    // Tenjiku middle games whose quiescence, 64 plies deep at most, did not finish depth 2
    // in 5,000,000 nodes (armies in contact, jumping generals taking whole lines): with
    // quiescence 8 plies deep at most they take under a second.
    let ja_sweep = tenjiku(&[("tenjiku.jump.mode", "ja_sweep")]);
    for (name, rules, games) in [
        ("tenjiku burning", burning, &[40, 60][..]),
        ("tenjiku eagle", eagle, &[40, 80][..]),
        ("tenjiku ja_sweep", ja_sweep, &[40][..]),
    ] {
        for &plies in games {
            v.push((format!("{name} after {plies}"), rules, plies, 2));
        }
    }
    v
}

#[test]
fn the_search_tree_is_pinned() {
    let mut out = String::new();
    let cases = cases();
    assert!(!cases.is_empty());
    for (name, rules, plies, depth) in cases {
        let game = middle_game(rules, plies, plies as u64 + 7);
        let t = std::time::Instant::now();
        let report = Searcher::new(4).think(
            &game,
            &Limits::depth(depth),
            &AtomicBool::new(false),
            |_| {},
        );
        eprintln!("{name}: {:?}", t.elapsed());
        let pos = game.position();
        let best = report.best.map_or("-".into(), |m| usi::format(pos, m));
        writeln!(
            out,
            "{name}: depth {} nodes {} score {} best {best} pv {}",
            report.depth,
            report.nodes,
            report.score,
            report
                .pv
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        )
        .unwrap();
    }
    yubin_golden::check(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/trees.txt"),
        &out,
    );
}
