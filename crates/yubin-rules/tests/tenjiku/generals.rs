//! The range-jumping generals (§9, TJ-JG): jump captures by rank, victims, the vice general's
//! area move, sweeping jumps; check and attack by them and by burn threats; the reasons a
//! refused move is given.

use super::*;

#[test]
fn tj_jg_01_jump_capture_basics() {
    let p = position("GG 8l, P 8k", "S 8i, R 8g");
    check(
        &p,
        &[
            ("8l8i", true),
            ("8l8g", true),
            ("8l8j", false),
            ("8l8h", false),
            ("8l8k", false),
            ("8l8a", false),
        ],
    );
    board(
        &after(&p, "8l8g"),
        &[("8g", "B GG"), ("8i", "W S"), ("8k", "B P")],
    );
}

#[test]
fn tj_jg_02_equal_rank_blocks() {
    check(&position("RG 8l, BG 8k", "P 8h"), &[("8l8h", false)]);
    check(&position("RG 8l, G 8k", "P 8h"), &[("8l8h", true)]);
    check(&position("GG 8l, BG 8k", "P 8h"), &[("8l8h", true)]);
}

#[test]
fn tj_jg_03_never_over_a_king() {
    let p = position("GG 8l", "K 8j, G 8h");
    check(&p, &[("8l8h", false), ("8l8j", true)]);
    assert_eq!(winner_after(&p, "8l8j"), Some(Some(Color::Black)));
    let s = position_as(
        with("tenjiku.jump.victim", "rank_strict"),
        "GG 8l",
        "K 8j, G 8h",
        Color::Black,
    );
    check(&s, &[("8l8j", false)]);
}

#[test]
fn tj_jg_04_smothered_king() {
    for (victim, takes_king) in [
        ("any", true),
        ("no_royal", false),
        ("lower_only", false),
        ("rank_strict", false),
    ] {
        let r = with("tenjiku.jump.victim", victim);
        let p = position_as(r, "GG 8l", "K 8b, G 8c", Color::Black);
        check(&p, &[("8l8b", takes_king), ("8l8c", true)]);
        let p = position_as(r, "GG 8l", "K 8c", Color::Black);
        check(&p, &[("8l8c", victim != "rank_strict")]);
    }
}

#[test]
fn tj_jg_05_equal_rank_victim() {
    for (victim, legal) in [
        ("any", true),
        ("no_royal", true),
        ("lower_only", false),
        ("rank_strict", false),
    ] {
        let p = position_as(
            with("tenjiku.jump.victim", victim),
            "VG 12l",
            "P 10j, VG 8h",
            Color::Black,
        );
        check(&p, &[("12l8h", legal), ("12l10j", true)]);
    }
}

#[test]
fn tj_jg_06_higher_rank_victim_by_a_slide() {
    for (victim, legal) in [("any", true), ("lower_only", true), ("rank_strict", false)] {
        let r = with("tenjiku.jump.victim", victim);
        check(
            &position_as(r, "BG 8l", "GG 6j", Color::Black),
            &[("8l6j", legal)],
        );
        check(
            &position_as(r, "BG 7k", "GG 6j", Color::Black),
            &[("7k6j", true)],
        );
    }
}

#[test]
fn tj_jg_07_great_general_against_great_general() {
    check(
        &position("GG 8l", "GG 8j, R 8g"),
        &[("8l8g", false), ("8l8j", true)],
    );
}

#[test]
fn tj_jg_08_vice_generals_area_move() {
    let p = position("VG 8i", "");
    check(
        &p,
        &[
            ("8i8f", true),
            ("8i5i", true),
            ("8i8e", false),
            ("8i4i", false),
            ("8i5f", true),
        ],
    );
    let n = position_as(
        with("tenjiku.area_moves", "none"),
        "VG 8i",
        "",
        Color::Black,
    );
    check(&n, &[("8i8f", false), ("8i5i", false), ("8i5f", true)]);
    check(
        &position("VG 8i", "P 8h, G 8g"),
        &[("8i8g", true), ("8i8h", true)],
    );
}

/// Check and attack (§14, §15): a jump over pieces attacks the king it could take; a fire
/// demon attacks what it could burn from a square it can reach.
#[test]
fn tj_attacks_count_jumps_and_burn_threats() {
    let p = position("GG 8l, P 8k", "K 8c");
    assert!(p.attacks(sq(&p, "8c"), Color::Black));
    let n = position_as(
        with("tenjiku.jump.victim", "no_royal"),
        "GG 8l, P 8k",
        "K 8c",
        Color::Black,
    );
    assert!(!n.attacks(sq(&n, "8c"), Color::Black));
    let p = position("FiD 11g", "K 8c");
    assert!(p.attacks(sq(&p, "8c"), Color::Black));
    let demon = p.piece_at(sq(&p, "11g")).unwrap();
    assert!(!p.piece_reaches(demon, sq(&p, "11g"), sq(&p, "8c")));
    let p = position("+CS 8e", "K 8c");
    assert!(p.attacks(sq(&p, "8c"), Color::Black));
    let p = position("+CS 8d", "K 8c");
    assert!(p.attacks(sq(&p, "8c"), Color::Black), "igui");
    let p = position("VG 8f", "K 8c");
    assert!(p.attacks(sq(&p, "8c"), Color::Black), "area move");
    // A king in the corner: the squares next to it off the board are none to burn from.
    let p = position("FiD 6f", "");
    assert!(
        p.attacks(sq(&p, "1a"), Color::Black),
        "the demon can stop on 2b"
    );
    assert!(!p.attacks(sq(&p, "16p"), Color::White));
    let mut g = Game::from_position(p.clone());
    g.play(usi::parse(&p, "6f5e").unwrap()).unwrap();
    assert!(g.outcome().is_none());
}

#[test]
fn tj_jg_01_ja_sweep() {
    let p = position_as(
        with("tenjiku.jump.mode", "ja_sweep"),
        "GG 8l, P 8k",
        "S 8i, R 8g",
        Color::Black,
    );
    // A sweep is written with every piece it passes, nearest first, as the free bear's hop.
    check(
        &p,
        &[
            ("8l8k8i", true),
            ("8l8k8i8g", true),
            ("8l8k8j", true),
            ("8l8k8i8h", true),
            ("8l8k", false),
            ("8l8k8i8g8a", true),
            ("8l8i", false),
        ],
    );
    board(&after(&p, "8l8k8i"), &[("8i", "B GG"), ("8k", "-")]);
    board(
        &after(&p, "8l8k8i8g"),
        &[("8g", "B GG"), ("8k", "-"), ("8i", "-")],
    );
    board(
        &after(&p, "8l8k8i8g8a"),
        &[("8a", "B GG"), ("8k", "-"), ("8i", "-"), ("8g", "-")],
    );
    let mv = usi::parse(&p, "8l8k8i8g").unwrap();
    assert_eq!(tsa::format(&p, mv), "GGx8kx8ix8g");
    assert_eq!(tsa::parse(&p, "GGx8kx8ix8g").unwrap(), mv);
    // Under the default a jump takes only where it lands.
    check(&position("GG 8l, P 8k", "S 8i, R 8g"), &[("8l8k8i", false)]);
}

/// The reasons a refused Tenjiku move is given (§9, §10, §1).
#[test]
fn tj_refusals_name_the_rule() {
    use yubin_rules::{IllegalMove, RouteFault};
    let why = |p: &Position, m: &str| {
        let mv = yubin_rules::Move::simple(sq(p, &m[..2]), sq(p, &m[2..]));
        p.check_move(mv).expect_err(m)
    };
    let route = |e: IllegalMove| match e {
        IllegalMove::BadRoute { why, .. } => Some(why),
        _ => None,
    };
    let p = position("GG 8l, P 8k", "S 8i, R 8g");
    assert_eq!(route(why(&p, "8l8j")), Some(RouteFault::JumpMustCapture));
    let p = position("RG 8l, BG 8k", "P 8h");
    assert!(matches!(why(&p, "8l8h"), IllegalMove::PathBlocked { .. }));
    let r = with("tenjiku.jump.victim", "no_royal");
    let p = position_as(r, "GG 8l", "K 8b, G 8c", Color::Black);
    assert_eq!(route(why(&p, "8l8b")), Some(RouteFault::JumpVictim));
    let p = position("+CS 8i", "P 8h");
    assert_eq!(route(why(&p, "8i8h")), Some(RouteFault::TetrarchsNeighbour));
    let p = position("FiD 8i, P 9h, P 8h, P 7h", "");
    assert_eq!(route(why(&p, "8i8g")), Some(RouteFault::AreaPath));
    let p = position_as(
        with("tenjiku.jump.mode", "ja_sweep"),
        "GG 8l, P 8k",
        "",
        Color::Black,
    );
    assert!(usi::parse(&p, "8l8k7j").is_err());
    assert!(matches!(
        why(&p, "8l8j"),
        IllegalMove::MissingCapture { at, .. } if at == sq(&p, "8k")
    ));
}
