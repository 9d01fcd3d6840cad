#![no_main]
//! Legality: for any move at all (nonsense included) in a position reached by a few
//! fuzz-chosen legal moves, the move is generated exactly when `Position::is_legal` accepts
//! it (`tests/properties.rs` checks the same with random play; both build the moves with
//! `crates/yubin-rules/tests/support/legality.rs`).

use libfuzzer_sys::fuzz_target;
use yubin_rules::{Position, Rules, Variant};

#[path = "../../crates/yubin-rules/tests/support/legality.rs"]
mod legality;
use legality::{arbitrary_move, assert_legality_agrees};

/// The rule set the first byte chooses: Chu's presets, Chu with the other promotion and
/// lion options, Maka's presets and Maka with the option readings that add powers, Dai, Dai
/// Dai under its three promotion rules, Tenjiku by default and under the other readings of
/// its fire demons (burns included), jumping generals, lion hawk, free eagle and promotion.
fn rules(b: u8) -> Rules {
    let (variant, preset, options): (Variant, &str, &[(&str, &str)]) = match b % 16 {
        0 => (Variant::Chu, "standard", &[]),
        1 => (Variant::Chu, "jcsa", &[]),
        2 => (Variant::Chu, "heisei", &[]),
        3 => (
            Variant::Chu,
            "standard",
            &[
                ("chu.promotion.rule", "wiki_delay"),
                ("chu.lion.protection_depth", "legal"),
                ("chu.lion.protection_eval", "after_move"),
            ],
        ),
        4 => (Variant::Maka, "standard", &[]),
        5 => (Variant::Maka, "maka_jp_revival", &[]),
        6 => (
            Variant::Maka,
            "standard",
            &[
                ("maka.lion_dog", "q3"),
                ("maka.hook_capture", "double"),
                ("maka.emperor", "free_nonroyal"),
                ("maka.free_bear", "BsRfA_hopall"),
            ],
        ),
        7 => (
            Variant::Maka,
            "standard",
            &[
                ("maka.emperor", "lion_queen"),
                ("maka.free_bear", "BsRfA_hop1"),
            ],
        ),
        8 => (Variant::Dai, "standard", &[]),
        9 => (Variant::Dai, "standard", &[("dai.promotion.rule", "msm")]),
        10 => (Variant::DaiDai, "standard", &[]),
        11 => (
            Variant::DaiDai,
            "standard",
            &[
                ("daidai.promotion", "maka"),
                ("daidai.hook_capture", "double"),
                ("daidai.lion_dog", "q3"),
            ],
        ),
        12 => (Variant::DaiDai, "standard", &[("daidai.promotion", "zone6")]),
        13 => (Variant::Tenjiku, "standard", &[]),
        14 => (
            Variant::Tenjiku,
            "standard",
            &[
                ("tenjiku.fire_demon.slide", "vertical"),
                ("tenjiku.fire_demon.suicide", "burn_others_first"),
                ("tenjiku.passive_burn.scope", "any"),
                ("tenjiku.passive_burn.captured_demon", "burns"),
                ("tenjiku.jump.victim", "lower_only"),
                ("tenjiku.lion_hawk", "area2"),
                ("tenjiku.jump.mode", "ja_sweep"),
                ("tenjiku.fire_demon.promotion_burn", "next_turn"),
                ("tenjiku.free_eagle", "lion_diagonal"),
            ],
        ),
        _ => (
            Variant::Tenjiku,
            "standard",
            &[
                ("tenjiku.area_moves", "none"),
                ("tenjiku.jump.victim", "rank_strict"),
                ("tenjiku.free_eagle", "ja_orth_jump"),
                ("tenjiku.promotion.rule", "msm"),
                ("tenjiku.area_moves.return", "allowed"),
                ("tenjiku.promotion.dead_pieces", "forced"),
            ],
        ),
    };
    let mut r = Rules::preset(variant, preset).expect("preset");
    for (k, v) in options {
        r.set(k, v).expect("option");
    }
    r
}

// Input: a rule-set byte, a count of moves to play, one byte per move played, then 8 bytes
// per probed move.
fuzz_target!(|data: &[u8]| {
    let [r, plies, rest @ ..] = data else {
        return;
    };
    let plies = (*plies as usize % 48).min(rest.len());
    let (choices, probes) = rest.split_at(plies);
    let mut p = Position::start(rules(*r));
    for &c in choices {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[c as usize % legal.len()]);
    }
    let legal = p.legal_moves();
    for n in probes.chunks_exact(8) {
        let n = n.try_into().expect("8 bytes");
        assert_legality_agrees(&p, &legal, arbitrary_move(&p, &legal, n));
    }
});
