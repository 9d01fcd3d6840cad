//! The rule sets the property tests play under: every variant, and the options that change
//! generation or what a move does.

use yubin_rules::rules::{Counterstrike, PromotionRule, ProtectionDepth, ProtectionEval};
use yubin_rules::{Rules, Variant};

/// Chu Shogi under its default rules, JCSA's, Heisei's and two sets of the other readings.
pub fn rule_sets() -> Vec<Rules> {
    let mut v = vec![
        Rules::default(),
        Rules::preset(Variant::Chu, "jcsa").unwrap(),
    ];
    v.push(Rules::preset(Variant::Chu, "heisei").unwrap());
    v.push(Rules {
        promotion_rule: PromotionRule::Msm,
        protection_eval: ProtectionEval::AfterMove,
        ..Rules::default()
    });
    v.push(Rules {
        promotion_rule: PromotionRule::WikiDelay,
        protection_depth: ProtectionDepth::Legal,
        counterstrike: Counterstrike::Okazaki,
        ..Rules::default()
    });
    v
}

/// Maka Dai Dai Shogi under its standard rules, the Japanese revival's, Hishigata's and two sets
/// of the other readings.
pub fn maka_rule_sets() -> Vec<Rules> {
    use yubin_rules::rules::*;
    let mut v = vec![
        Rules::standard(Variant::Maka),
        Rules::preset(Variant::Maka, "maka_jp_revival").unwrap(),
        // The armies one rank apart: captures from the first move.
        Rules::preset(Variant::Maka, "hishigata").unwrap(),
    ];
    let mut r = Rules::standard(Variant::Maka);
    r.lion_dog = LionDog::Q3;
    r.hook_capture = HookCapture::Double;
    r.emperor = Emperor::FreeNonroyal;
    r.contagion_swap = ContagionSwap::Keep;
    r.free_bear = FreeBear::BsRfAHopAll;
    r.deva = Deva::Srz;
    v.push(r);
    let mut r = Rules::standard(Variant::Maka);
    r.emperor = Emperor::LionQueen;
    r.furious_fiend = FuriousFiend::LionPlusQ3;
    r.teaching_king = TeachingKing::QueenOnly;
    r.free_bear = FreeBear::BsRfAHop1;
    v.push(r);
    v
}

/// Dai Shogi under its standard rules and under `msm` (the promotion marks of its position
/// string).
pub fn dai_rule_sets() -> Vec<Rules> {
    let mut msm = Rules::standard(Variant::Dai);
    msm.set("dai.promotion.rule", "msm").unwrap();
    msm.set("dai.promotion.lance_last_rank", "false").unwrap();
    vec![Rules::standard(Variant::Dai), msm]
}

/// Dai Dai Shogi under its default promotion by capture, under Maka's capture rule with the
/// lion dog's `q3`, the `double` hook and HaChu's readings, and under `zone6` (promotion by
/// zone, with Maka's powers).
pub fn daidai_rule_sets() -> Vec<Rules> {
    let mut maka = Rules::standard(Variant::DaiDai);
    for (k, v) in [
        ("daidai.promotion", "maka"),
        ("daidai.lion_dog", "q3"),
        ("daidai.hook_capture", "double"),
        ("daidai.free_demon", "fBsRvR5"),
        ("daidai.neighboring_king", "K"),
    ] {
        maka.set(k, v).unwrap();
    }
    let mut zone = Rules::standard(Variant::DaiDai);
    zone.set("daidai.promotion", "zone6").unwrap();
    vec![Rules::standard(Variant::DaiDai), maka, zone]
}

/// Tenjiku Shogi under its defaults and two sets of the other readings (every option that
/// changes generation or what a move does).
pub fn tenjiku_rule_sets() -> Vec<Rules> {
    let mut a = Rules::standard(Variant::Tenjiku);
    for (k, v) in [
        ("tenjiku.fire_demon.slide", "vertical"),
        ("tenjiku.fire_demon.suicide", "burn_others_first"),
        ("tenjiku.area_moves.return", "allowed"),
        ("tenjiku.passive_burn.scope", "any"),
        ("tenjiku.passive_burn.captured_demon", "burns"),
        ("tenjiku.jump.victim", "rank_strict"),
        ("tenjiku.lion_hawk", "area2"),
        ("tenjiku.promotion.rule", "msm"),
        ("tenjiku.promotion.intermediate_square", "counts"),
        ("tenjiku.promotion.dead_pieces", "forced"),
    ] {
        a.set(k, v).unwrap();
    }
    let mut b = Rules::standard(Variant::Tenjiku);
    for (k, v) in [
        ("tenjiku.area_moves", "none"),
        ("tenjiku.jump.victim", "no_royal"),
        ("tenjiku.jump.mode", "ja_sweep"),
        ("tenjiku.free_eagle", "ja_orth_jump"),
        ("tenjiku.promotion.lance_last_rank", "false"),
    ] {
        b.set(k, v).unwrap();
    }
    let mut c = Rules::standard(Variant::Tenjiku);
    c.set("tenjiku.jump.victim", "lower_only").unwrap();
    c.set("tenjiku.free_eagle", "lion_diagonal").unwrap();
    c.set("tenjiku.fire_demon.promotion_burn", "next_turn")
        .unwrap();
    vec![Rules::standard(Variant::Tenjiku), a, b, c]
}
