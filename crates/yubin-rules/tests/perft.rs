//! Runs the perft files in `tests/perft/`. Counts above 3 000 000 nodes need
//! `YUBIN_PERFT_DEEP=1` (for example perft 5 from the start).

use yubin_rules::notation::sfen;
use yubin_rules::{Position, Rules, Variant};

const DEEP_LIMIT: u64 = 3_000_000;

fn run_file(variant: Variant, text: &str, min_figures: usize) {
    let deep = std::env::var_os("YUBIN_PERFT_DEEP").is_some();
    let mut ran = 0;
    for (no, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "line {}: {line}", no + 1);
        let rules = Rules::preset(variant, fields[0]).expect("preset");
        let pos = if fields[1] == "start" {
            Position::start(rules)
        } else {
            sfen::read(rules, fields[1]).expect("sfen")
        };
        for item in fields[2].split_whitespace() {
            let (d, n) = item.split_once('=').expect("depth=nodes");
            let d: u32 = d.parse().expect("depth");
            let n: u64 = n.parse().expect("nodes");
            if n > DEEP_LIMIT && !deep {
                continue;
            }
            assert_eq!(
                pos.perft(d),
                n,
                "line {}: depth {d} of {}",
                no + 1,
                fields[1]
            );
            ran += 1;
        }
    }
    assert!(ran >= min_figures, "only {ran} perft figures ran");
}

#[test]
fn chu_perft_file() {
    run_file(Variant::Chu, include_str!("perft/chu.perft"), 11);
}

#[test]
fn maka_perft_file() {
    run_file(Variant::Maka, include_str!("perft/maka.perft"), 8);
}

#[test]
fn dai_perft_file() {
    run_file(Variant::Dai, include_str!("perft/dai.perft"), 5);
}

#[test]
fn daidai_perft_file() {
    run_file(Variant::DaiDai, include_str!("perft/daidai.perft"), 5);
}

#[test]
fn tenjiku_perft_file() {
    run_file(Variant::Tenjiku, include_str!("perft/tenjiku.perft"), 3);
}

/// Every Dai position of the perft file and its colour-mirrored twin have the same perft
/// figures at depths 1 and 2 (3 for the start).
#[test]
fn dai_mirrored_positions_agree() {
    mirrored_positions_agree(Variant::Dai, include_str!("perft/dai.perft"));
}

/// The same for Dai Dai Shogi.
#[test]
fn daidai_mirrored_positions_agree() {
    mirrored_positions_agree(Variant::DaiDai, include_str!("perft/daidai.perft"));
}

/// Perft 2 of the start and of the two composed positions of `perft/tenjiku.perft` under each
/// non-default Tenjiku option that changes what moves exist or what they do, as the independent
/// generator (`tools/tenjiku-perft/perft.py`) counts them (its docstring's table, which also
/// gives perft 3 of the first composed position: those agree too, checked by hand with the
/// perft example).
#[test]
fn tenjiku_options_agree_with_the_oracle() {
    let text = include_str!("perft/tenjiku.perft");
    let composed: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("standard ; ") && !l.contains("; start ;"))
        .map(|l| l.split(';').nth(1).expect("position").trim())
        .skip(1)
        .collect();
    assert_eq!(composed.len(), 2);
    for (option, figures) in [
        ("tenjiku.fire_demon.slide=vertical", [5534, 90373, 175515]),
        ("tenjiku.area_moves=none", [5526, 65287, 158419]),
        ("tenjiku.jump.mode=ja_sweep", [18448, 127059, 191024]),
        ("tenjiku.area_moves.return=allowed", [5536, 91827, 175538]),
        (
            "tenjiku.fire_demon.suicide=burn_others_first",
            [5534, 91212, 175538],
        ),
        ("tenjiku.passive_burn.scope=any", [5534, 91219, 175547]),
        (
            "tenjiku.passive_burn.captured_demon=burns",
            [5534, 91219, 175538],
        ),
        ("tenjiku.jump.victim=no_royal", [5534, 90916, 174712]),
        ("tenjiku.jump.victim=lower_only", [4955, 89802, 174712]),
        ("tenjiku.jump.victim=rank_strict", [4955, 89799, 174712]),
        ("tenjiku.lion_hawk=area2", [5523, 91219, 160152]),
        ("tenjiku.free_eagle=queen", [5532, 91219, 175119]),
        ("tenjiku.free_eagle=lion_diagonal", [5538, 91219, 176384]),
        ("tenjiku.free_eagle=ja_orth_jump", [7210, 91219, 191842]),
        ("tenjiku.promotion.rule=msm", [5534, 106014, 175538]),
        (
            "tenjiku.promotion.dead_pieces=forced",
            [5534, 90309, 175538],
        ),
    ] {
        let mut rules = Rules::standard(Variant::Tenjiku);
        let (key, value) = option.split_once('=').expect("key=value");
        rules.set(key, value).expect("an option");
        let got = [
            Position::start(rules).perft(2),
            sfen::read(rules, composed[0]).expect("position").perft(2),
            sfen::read(rules, composed[1]).expect("position").perft(2),
        ];
        assert_eq!(got, figures, "{option}");
    }
}

/// The same for Tenjiku Shogi.
#[test]
fn tenjiku_mirrored_positions_agree() {
    mirrored_positions_agree(Variant::Tenjiku, include_str!("perft/tenjiku.perft"));
}

fn mirrored_positions_agree(variant: Variant, text: &str) {
    let mut ran = 0;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let rules = Rules::preset(variant, fields[0]).expect("preset");
        let pos = if fields[1] == "start" {
            Position::start(rules)
        } else {
            sfen::read(rules, fields[1]).expect("sfen")
        };
        let twin = pos.mirrored();
        assert_ne!(sfen::write(&twin), sfen::write(&pos));
        let depth = if fields[1] == "start" { 3 } else { 2 };
        for d in 1..=depth {
            assert_eq!(twin.perft(d), pos.perft(d), "depth {d} of {}", fields[1]);
            ran += 1;
        }
    }
    assert!(ran >= 5, "only {ran} figures compared");
}

#[test]
fn perft_full_agrees_with_bulk_counting() {
    let p = Position::start(Rules::default());
    assert_eq!(p.perft_full(3), p.perft(3));
}
