//! Tenjiku Shogi: the scenarios of `docs/rules/tenjiku-shogi.md` §17 (one named test per ID or
//! group), the setup, options, the position string and the notations.
//!
//! Moves are written in the USI extension (`8i8f`, `8i8h8g`, `8g8e+`); positions are square
//! lists (`"FiD 8i, P 9h"`) with the Black king on 16p and the White king on 1a unless a list
//! names a king or prince (`+DE`).

#[path = "support/scenario.rs"]
mod scenario;
use scenario::{army, check, is_legal, position_from_lists};
use yubin_rules::notation::{sfen, tsa, usi};
use yubin_rules::{tables, Color, Game, PieceKind, Position, Rules, Square, Variant};

fn rules() -> Rules {
    Rules::standard(Variant::Tenjiku)
}

fn with(key: &str, value: &str) -> Rules {
    let mut r = rules();
    r.set(key, value).unwrap();
    r
}

fn sq(p: &Position, s: &str) -> Square {
    p.dimensions().parse_square(s).unwrap()
}

fn position_as(rules: Rules, black: &str, white: &str, side: Color) -> Position {
    position_from_lists(rules, black, white, side, ["16p", "1a"])
}

fn position(black: &str, white: &str) -> Position {
    position_as(rules(), black, white, Color::Black)
}

/// The position after `m`.
fn after(p: &Position, m: &str) -> Position {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    p.clone().play(mv).expect("legal")
}

/// What stands on `square`: `"B FiD"`, `"W P"` or `"-"`.
fn on(p: &Position, square: &str) -> String {
    match p.piece_at(sq(p, square)) {
        None => "-".into(),
        Some(pc) => format!(
            "{} {}",
            if pc.color == Color::Black { "B" } else { "W" },
            tables::tsa_name(Variant::Tenjiku, pc.kind).unwrap()
        ),
    }
}

/// Asserts what stands on each square.
fn board(p: &Position, expect: &[(&str, &str)]) {
    for &(s, what) in expect {
        assert_eq!(on(p, s), what, "{s}");
    }
}

fn winner_after(p: &Position, m: &str) -> Option<Option<Color>> {
    let mv = usi::parse(p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    let mut g = Game::from_position(p.clone());
    g.play(mv).unwrap();
    g.outcome().map(|o| o.winner)
}

#[test]
fn tj_set_01_pieces_and_kinds() {
    let p = Position::start(rules());
    for color in Color::ALL {
        let (mine, kinds) = army(&p, color);
        assert_eq!((mine.len(), kinds), (78, 36));
        let count = |k| mine.iter().filter(|&&x| x == k).count();
        assert_eq!(count(PieceKind::Pawn), 16);
        assert_eq!(count(PieceKind::ChariotSoldier), 4);
        assert_eq!(count(PieceKind::FireDemon), 2);
        assert_eq!(count(PieceKind::GreatGeneral), 1);
    }
}

#[test]
fn tj_set_02_03_squares() {
    let p = Position::start(rules());
    for (s, what) in [
        ("9p", "B K"),
        ("8p", "B DE"),
        ("9o", "B Ln"),
        ("8o", "B Q"),
        ("9n", "B LH"),
        ("8n", "B FE"),
        ("9m", "B GG"),
        ("8m", "B VG"),
        ("10n", "B FiD"),
        ("7n", "B FiD"),
        ("12k", "B D"),
        ("8a", "W K"),
        ("9a", "W DE"),
        ("8b", "W Ln"),
        ("9b", "W Q"),
        ("8c", "W LH"),
        ("9c", "W FE"),
        ("8d", "W GG"),
        ("9d", "W VG"),
        ("10c", "W FiD"),
        ("7c", "W FiD"),
        ("5f", "W D"),
    ] {
        assert_eq!(on(&p, s), what, "{s}");
    }
    assert_eq!(p.mirrored().mirrored(), p);
}

#[test]
fn tj_set_04_the_fire_demons_cannot_move_at_the_start() {
    let p = Position::start(rules());
    let moves = p.legal_moves();
    for s in ["10n", "7n"] {
        assert!(!moves.iter().any(|m| m.from() == Some(sq(&p, s))), "{s}");
    }
}

#[test]
fn tj_set_05_jump_captures_at_the_start() {
    for victim in ["any", "no_royal", "lower_only", "rank_strict"] {
        let p = Position::start(with("tenjiku.jump.victim", victim));
        let mut jumps: Vec<String> = p
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let (Some(from), Some(to)) = (m.from(), m.to()) else {
                    return false;
                };
                p.piece_at(to).is_some() && from.between(to).any(|s| p.piece_at(s).is_some())
            })
            .map(|m| usi::format(&p, m))
            .collect();
        jumps.sort();
        // The great general on 9m passes its own pawn, White's pawn on 9e and White's vice
        // general on 9d (all of lower rank) and may take 9e, 9d, 9c, 9b or 9a; the rook
        // generals may take White's rook generals on 10d and 7d (equal rank: not under
        // `lower_only` or `rank_strict`). Entering the zone, the rook and bishop generals may
        // promote. (The reference's first draft listed only the first enemy on each line.)
        let equal = ["10m10d", "10m10d+", "7m7d", "7m7d+"];
        let mut expected = vec![
            "10m10d", "10m10d+", "10m10e", "10m10e+", "11m1c", "11m1c+", "11m2d", "11m2d+",
            "11m3e", "11m3e+", "6m14e", "6m14e+", "6m15d", "6m15d+", "6m16c", "6m16c+", "7m7d",
            "7m7d+", "7m7e", "7m7e+", "8m16e", "9m1e", "9m9a", "9m9b", "9m9c", "9m9d", "9m9e",
        ];
        if matches!(victim, "lower_only" | "rank_strict") {
            expected.retain(|m| !equal.contains(m));
        }
        assert_eq!(jumps, expected, "{victim}");
    }
}

#[test]
fn tj_set_06_chess_squares() {
    let p = Position::start(rules());
    let d = p.dimensions();
    assert_eq!(d.chess_square(sq(&p, "9p")).as_deref(), Some("h1"));
    assert_eq!(d.chess_square(sq(&p, "8a")).as_deref(), Some("i16"));
}

#[test]
fn tj_fd_01_slides_and_area_move() {
    let p = position("FiD 8i", "");
    check(
        &p,
        &[
            ("8i1i", true),
            ("8i16i", true),
            ("8i1b", true),
            ("8i8f", true),
            ("8i8e", false),
            ("8i5g", true),
            ("8i4h", false),
        ],
    );
    let v = position_as(
        with("tenjiku.fire_demon.slide", "vertical"),
        "FiD 8i",
        "",
        Color::Black,
    );
    check(
        &v,
        &[
            ("8i1i", false),
            ("8i16i", false),
            ("8i1b", true),
            ("8i8e", true),
        ],
    );
    let none = position_as(
        with("tenjiku.area_moves", "none"),
        "FiD 8i",
        "",
        Color::Black,
    );
    check(&none, &[("8i8f", false), ("8i5g", false), ("8i1i", true)]);
    let mut r = with("tenjiku.area_moves", "none");
    r.set("tenjiku.fire_demon.slide", "vertical").unwrap();
    check(
        &position_as(r, "FiD 8i", "", Color::Black),
        &[("8i8f", true)],
    );
}

#[test]
fn tj_fd_02_area_paths() {
    let p = position("FiD 8i, P 9h, P 8h, P 7h", "");
    check(
        &p,
        &[
            ("8i6g", true),
            ("8i10g", true),
            ("8i8g", false),
            ("8i8j", true),
        ],
    );
}

#[test]
fn tj_fd_03_capture_and_active_burn() {
    let p = position("FiD 8k, P 7h", "B 8h, G 8g, P 9g, S 7g, C 9h");
    check(&p, &[("8k8h", true), ("8k8g", false)]);
    let a = after(&p, "8k8h");
    board(
        &a,
        &[
            ("8h", "B FiD"),
            ("7h", "B P"),
            ("8g", "-"),
            ("9g", "-"),
            ("7g", "-"),
            ("9h", "-"),
            ("1a", "W K"),
        ],
    );
    assert_eq!(
        a.pieces()
            .filter(|(_, pc)| pc.color == Color::White)
            .count(),
        1
    );
}

#[test]
fn tj_fd_04_a_capture_ends_the_area_move() {
    let p = position("FiD 8k", "P 9i, P 8i, P 7i");
    check(&p, &[("8k8h", false), ("8k8i", true), ("8k6i", true)]);
    let a = after(&p, "8k8i");
    board(&a, &[("8i", "B FiD"), ("9i", "-"), ("7i", "-")]);
    let a = after(&p, "8k6i");
    board(
        &a,
        &[("6i", "B FiD"), ("7i", "-"), ("8i", "W P"), ("9i", "W P")],
    );
}

#[test]
fn tj_fd_05_passive_burn() {
    let p = position("R 8l", "FiD 8e");
    board(&after(&p, "8l8f"), &[("8f", "-"), ("8e", "W FiD")]);
    board(&after(&p, "8l8e"), &[("8e", "B R")]);
    board(&after(&p, "8l8g"), &[("8g", "B R"), ("8e", "W FiD")]);
}

#[test]
fn tj_fd_06_capture_then_burned() {
    let p = position("R 7l", "FiD 8e, S 7f");
    board(
        &after(&p, "7l7f"),
        &[("7f", "-"), ("7l", "-"), ("8e", "W FiD")],
    );
}

#[test]
fn tj_fd_07_own_demon() {
    let p = position("FiD 7h, G 9j", "");
    board(&after(&p, "9j8i"), &[("8i", "B G")]);
    let any = position_as(
        with("tenjiku.passive_burn.scope", "any"),
        "FiD 7h, G 9j",
        "",
        Color::Black,
    );
    board(&after(&any, "9j8i"), &[("8i", "-"), ("7h", "B FiD")]);
}

#[test]
fn tj_fd_08_captured_demon() {
    let p = position("Ln 8h", "FiD 8g");
    check(&p, &[("8h8g8h", true), ("8h8g", true)]);
    board(&after(&p, "8h8g8h"), &[("8h", "B Ln"), ("8g", "-")]);
    board(&after(&p, "8h8g"), &[("8g", "B Ln")]);
    let burns = position_as(
        with("tenjiku.passive_burn.captured_demon", "burns"),
        "Ln 8h",
        "FiD 8g",
        Color::Black,
    );
    board(&after(&burns, "8h8g8h"), &[("8h", "-"), ("8g", "-")]);
    board(&after(&burns, "8h8g"), &[("8g", "B Ln")]);
}

#[test]
fn tj_fd_09_demon_next_to_demon() {
    let (b, w) = ("FiD 11j", "FiD 8f, G 9f, S 7h");
    let p = position(b, w);
    check(&p, &[("11j8g", true)]);
    board(
        &after(&p, "11j8g"),
        &[
            ("8g", "-"),
            ("11j", "-"),
            ("9f", "W G"),
            ("7h", "W S"),
            ("8f", "W FiD"),
        ],
    );
    let o = position_as(
        with("tenjiku.fire_demon.suicide", "burn_others_first"),
        b,
        w,
        Color::Black,
    );
    board(
        &after(&o, "11j8g"),
        &[("8g", "-"), ("9f", "-"), ("7h", "-"), ("8f", "W FiD")],
    );
}

#[test]
fn tj_fd_10_17_the_water_buffalo_promotes() {
    let p = position("WB 8g", "P 9d, G 8d, S 7d");
    board(
        &after(&p, "8g8e+"),
        &[("8e", "B +WB"), ("9d", "-"), ("8d", "-"), ("7d", "-")],
    );
    board(
        &after(&p, "8g8e"),
        &[("8e", "B WB"), ("9d", "W P"), ("8d", "W G")],
    );
}

#[test]
fn tj_fd_11_promotion_next_to_an_enemy_demon() {
    let (b, w) = ("WB 8g", "FiD 7d, P 9d");
    let p = position(b, w);
    board(
        &after(&p, "8g8e+"),
        &[("8e", "-"), ("9d", "W P"), ("7d", "W FiD")],
    );
    board(&after(&p, "8g8e"), &[("8e", "-"), ("9d", "W P")]);
    let o = position_as(
        with("tenjiku.fire_demon.suicide", "burn_others_first"),
        b,
        w,
        Color::Black,
    );
    board(
        &after(&o, "8g8e+"),
        &[("8e", "-"), ("9d", "-"), ("7d", "W FiD")],
    );
}

#[test]
fn tj_fd_12_13_burning_the_king() {
    let p = position("FiD 11f", "K 8b");
    assert_eq!(winner_after(&p, "11f8c"), Some(Some(Color::Black)));
    let p = position("K 8h", "FiD 8f");
    assert_eq!(winner_after(&p, "8h8g"), Some(Some(Color::White)));
}

#[test]
fn tj_fd_14_both_last_royals() {
    let (b, w) = ("K 8h", "K 8g, FiD 7f");
    let p = position(b, w);
    assert_eq!(winner_after(&p, "8h8g"), Some(Some(Color::Black)));
    let d = position_as(
        with("tenjiku.end.both_royals_lost", "draw"),
        b,
        w,
        Color::Black,
    );
    assert_eq!(winner_after(&d, "8h8g"), Some(None));
}

#[test]
fn tj_fd_15_the_prince_survives() {
    let p = position("FiD 11f", "K 8b, +DE 1b");
    assert_eq!(winner_after(&p, "11f8c"), None);
    board(&after(&p, "11f8c"), &[("8b", "-"), ("1b", "W +DE")]);
}

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

#[test]
fn tj_ht_01_heavenly_tetrarchs() {
    let p = position("+CS 8i, S 9h", "P 8h, G 7h, S 8f");
    check(
        &p,
        &[
            ("8i8h", false),
            ("8i8h8i", true),
            ("8i7h8i", true),
            ("8i9h8i", false),
            ("8i9i8i", false),
            ("8i8g", true),
            ("8i8f", true),
            ("8i8e", false),
            ("8i6i", true),
            ("8i5i", true),
            ("8i4i", false),
            ("8i10g", true),
            ("8i6k", true),
        ],
    );
    assert!(!p.legal_moves().contains(&yubin_rules::Move::Pass));
    board(&after(&p, "8i8h8i"), &[("8i", "B +CS"), ("8h", "-")]);
}

#[test]
fn tj_lh_01_lion_hawk() {
    let p = position("LH 8i", "P 8h, G 8g");
    let a = position_as(
        with("tenjiku.lion_hawk", "area2"),
        "LH 8i",
        "P 8h, G 8g",
        Color::Black,
    );
    for (m, default, area2) in [
        ("8i8h8g", true, false),
        ("8i8h8i", true, false),
        ("8i7h8i", true, false),
        ("8i8g", true, true),
        ("8i8h", true, true),
        ("8i3d", true, true),
        ("8i8f", false, false),
    ] {
        assert_eq!(is_legal(&p, m), default, "{m}");
        assert_eq!(is_legal(&a, m), area2, "area2 {m}");
    }
}

#[test]
fn tj_fe_01_free_eagle() {
    let (b, w) = ("FE 8i, P 8h", "P 7h, G 6g");
    let under =
        |reading: &str| position_as(with("tenjiku.free_eagle", reading), b, w, Color::Black);
    let (qd, diagonal, orth, queen) = (
        position(b, w),
        under("lion_diagonal"),
        under("ja_orth_jump"),
        under("queen"),
    );
    for (m, expected) in [
        ("8i8g", [true, true, true, false]),
        ("8i7h", [true, true, true, true]),
        ("8i6g", [false, true, false, false]),
        ("8i7h6g", [false, true, false, false]),
        ("8i7h8i", [false, true, false, false]),
        ("8i8c", [false, false, true, false]),
    ] {
        for (p, legal, reading) in [
            (&qd, expected[0], "qd"),
            (&diagonal, expected[1], "lion_diagonal"),
            (&orth, expected[2], "ja_orth_jump"),
            (&queen, expected[3], "queen"),
        ] {
            assert_eq!(is_legal(p, m), legal, "{reading}: {m}");
        }
    }
    // Only the lion-diagonal reading can pass (an empty diagonal neighbour).
    assert!(diagonal.legal_moves().contains(&yubin_rules::Move::Pass));
    assert!(!qd.legal_moves().contains(&yubin_rules::Move::Pass));
    // Its second diagonal step may turn: capture 7h, then step to 8g (empty).
    check(&diagonal, &[("8i7h8g", true), ("8i7h6i", true)]);
}

#[test]
fn tj_ln_01_no_trading_rules() {
    let p = position("Ln 8j", "Ln 8h, G 8g");
    check(&p, &[("8j8h", true)]);
    let a = after(&p, "8j8h");
    // White's gold may take back at once.
    check(&a, &[("8g8h", true)]);
}

#[test]
fn tj_pr_promotion() {
    let cases: &[(&str, &str, &str, bool)] = &[
        ("S 8f", "", "8f8e+", true),          // 01
        ("S 5e", "", "5e5d+", false),         // 02
        ("S 5e", "", "5e6f+", false),         // 03
        ("S 3d", "P 2c", "3d2c+", true),      // 04
        ("P 8b", "", "8b8a+", true),          // 05
        ("P 8b", "", "8b8a", true),           // 05
        ("L 5c", "", "5c5a+", true),          // 06
        ("HF 8f", "", "8f8e+", true),         // 07
        ("+DH 8f", "", "8f8e+", false),       // 08
        ("SE 8f, +DK 6f", "", "8f8e+", true), // 09
        ("SE 8f, +DK 6f", "", "6f6e+", false),
        ("GG 8f, FiD 5f, LH 3f", "", "8f8e+", false), // 10
        ("GG 8f, FiD 5f, LH 3f", "", "5f5e+", false),
        ("GG 8f, FiD 5f, LH 3f", "", "3f3e+", false),
        ("Ln 8d", "P 8c", "8d8c8d+", true),   // 11
        ("+Kr 8d", "P 8c", "8d8c8d+", false), // 12
        ("RG 8f", "", "8f8e+", true),         // 13
        ("Ln 8f", "P 8e", "8f8e8f+", false),  // 14
        ("N 8d", "", "8d9b", true),           // 16
        ("I 8b", "", "8b8a+", false),         // no second chance for the iron general
    ];
    for &(b, w, m, legal) in cases {
        assert_eq!(is_legal(&position(b, w), m), legal, "{b} / {w}: {m}");
    }
    assert_eq!(on(&after(&position("HF 8f", ""), "8f8e+"), "8e"), "B +HF");
    assert_eq!(
        on(&after(&position("Ln 8d", "P 8c"), "8d8c8d+"), "8d"),
        "B +Ln"
    );
    // TJ-PR-02, 03 under msm.
    let msm = with("tenjiku.promotion.rule", "msm");
    check(
        &position_as(msm, "S 5e", "", Color::Black),
        &[("5e5d+", true), ("5e6f+", true)],
    );
    // TJ-PR-06 without the lance's second chance.
    let lance = with("tenjiku.promotion.lance_last_rank", "false");
    check(
        &position_as(lance, "L 5c", "", Color::Black),
        &[("5c5a+", false)],
    );
    // TJ-PR-14 with the intermediate square counting.
    let counts = with("tenjiku.promotion.intermediate_square", "counts");
    let p = position_as(counts, "Ln 8f", "P 8e", Color::Black);
    check(&p, &[("8f8e8f+", true)]);
    // TJ-PR-15, 16 with dead pieces forced to promote (an unmarked move is read as the
    // promotion then, so the generated moves are compared).
    let forced = with("tenjiku.promotion.dead_pieces", "forced");
    for (b, m) in [("P 8b", "8b8a"), ("N 8d", "8d9b")] {
        let f = position_as(forced, b, "", Color::Black);
        let plain = usi::parse(&position(b, ""), m).unwrap();
        let promoted = usi::parse(&f, &format!("{m}+")).unwrap();
        assert!(!f.legal_moves().contains(&plain), "{m}");
        assert!(f.legal_moves().contains(&promoted), "{m}+");
        assert!(position(b, "").legal_moves().contains(&plain), "{m}");
    }
}

#[test]
fn tj_end_01_no_bare_king_rule_by_default() {
    let p = position_as(rules(), "K 16p, G 8h", "K 1a", Color::White);
    assert!(Game::from_position(p).outcome().is_none());
    let j = position_as(
        with("tenjiku.end.bare_king", "jcsa"),
        "K 16p, G 8h",
        "K 1a",
        Color::White,
    );
    assert_eq!(
        Game::from_position(j).outcome().map(|o| o.winner),
        Some(Some(Color::Black))
    );
}

#[test]
fn tj_rep_01_repetition() {
    let p = position("Ln 8j", "Ln 8c");
    let mut g = Game::from_position(p.clone());
    let moves = ["8j8i8j", "8c8d8c"];
    let mut ended = false;
    for i in 0..8 {
        let pos = g.position().clone();
        let mv = usi::parse(&pos, moves[i % 2]).unwrap();
        g.play(mv).unwrap();
        if let Some(o) = g.outcome() {
            assert_eq!(o.winner, None);
            assert_eq!(i, 5, "the start occurs a 4th time after White's third pass");
            ended = true;
            break;
        }
    }
    assert!(ended);
    let n = position_as(
        with("tenjiku.repetition", "no_repeat"),
        "Ln 8j",
        "Ln 8c",
        Color::Black,
    );
    let mut g = Game::from_position(n);
    let mv = usi::parse(g.position(), "8j8i8j").unwrap();
    g.play(mv).unwrap();
    let pass = usi::parse(g.position(), "8c8d8c").unwrap();
    assert!(
        g.play(pass).is_err(),
        "White's first pass recreates the start"
    );
}

#[test]
fn tj_not_tsa_round_trips() {
    let p = Position::start(rules());
    let mv = tsa::parse(&p, "GGnx9e").unwrap();
    assert_eq!(usi::format(&p, mv), "9m9e");
    assert_eq!(tsa::format(&p, mv), "GGx9e");
    let p = position("FiD 10n", "");
    let mv = tsa::parse(&p, "FiD10n-10k").unwrap();
    assert_eq!(usi::format(&p, mv), "10n10k");
    assert_eq!(tsa::format(&p, mv), "FiD-10k");
    let p = position("+CS 8i", "P 8h");
    let mv = tsa::parse(&p, "HTx!8h").unwrap();
    assert_eq!(usi::format(&p, mv), "8i8h8i");
    assert_eq!(tsa::format(&p, mv), "+CSx!8h");
    let p = position("FiD 6k", "");
    let mv = tsa::parse(&p, "Fi 6k-2gx!1").unwrap();
    assert_eq!(usi::format(&p, mv), "6k2g");
    assert_eq!(tsa::format(&p, mv), "FiD-2g");
    let p = position("RG 10m", "P 10e");
    let mv = tsa::parse(&p, "RGnx10e*").unwrap();
    assert_eq!(usi::format(&p, mv), "10m10e");
    // Entering the zone, the rook general could have promoted: the decline is written.
    assert_eq!(tsa::format(&p, mv), "RGx10e=");
    let p = position("WB 8g", "");
    let mv = tsa::parse(&p, "WB-8e+").unwrap();
    assert_eq!(usi::format(&p, mv), "8g8e+");
    assert_eq!(tsa::format(&p, mv), "WB-8e+");
}

#[test]
fn tj_position_strings_round_trip() {
    let p = Position::start(rules());
    let text = sfen::write(&p);
    assert!(
        text.ends_with("/[L][N][FL][I][C][S][G][K][DE][G][S][C][I][FL][N][L] b 1"),
        "{text}"
    );
    assert!(
        text.starts_with("[l][n][fl][i][c][s][g][de][k][g][s][c][i][fl][n][l]/"),
        "{text}"
    );
    assert_eq!(sfen::read(rules(), &text).unwrap(), p);
    let q = position("+WB 8e, FiD 3c, +CS 5e", "+cs 9i, HT 10i, FD 12j");
    let text = sfen::write(&q);
    assert_eq!(sfen::read(rules(), &text).unwrap(), q, "{text}");
    assert!(
        text.contains("[+WB]") && text.contains("[+cs]") && text.contains("[fid]"),
        "{text}"
    );
}

#[test]
fn tj_perft_mirrored() {
    let p = Position::start(rules());
    assert_eq!(p.perft(1), p.mirrored().perft(1));
    assert_eq!(p.perft(2), p.mirrored().perft(2));
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

#[test]
fn tj_fd_16_returning_area_moves() {
    let (b, w) = ("FiD 8i, VG 3i", "S 7h");
    let p = position(b, w);
    check(&p, &[("8i9i8i", false), ("3i3h3i", false)]);
    let a = position_as(
        with("tenjiku.area_moves.return", "allowed"),
        b,
        w,
        Color::Black,
    );
    check(&a, &[("8i9i8i", true), ("3i3h3i", true), ("8i8i", true)]);
    board(&after(&a, "8i9i8i"), &[("8i", "B FiD"), ("7h", "-")]);
    // The demon's return is a move of its own, written through its first empty neighbour;
    // the vice general's is the pass.
    let back = usi::parse(&a, "8i9i8i").unwrap();
    assert_ne!(back, yubin_rules::Move::Pass);
    assert_eq!(usi::format(&a, back), "8i8h8i");
    assert_eq!(tsa::format(&a, back), "FiD-8h-8i");
    assert_eq!(tsa::parse(&a, "FiD-8h-8i").unwrap(), back);
    assert_eq!(tsa::parse(&a, "FiD8i-9i-8i").unwrap(), back);
    assert_eq!(usi::parse(&a, "3i3h3i").unwrap(), yubin_rules::Move::Pass);
    // Without an enemy to burn the demon's return is a pass too.
    let quiet = position_as(
        with("tenjiku.area_moves.return", "allowed"),
        "FiD 8i",
        "",
        Color::Black,
    );
    assert_eq!(
        usi::parse(&quiet, "8i9i8i").unwrap(),
        yubin_rules::Move::Pass
    );
    assert!(quiet.legal_moves().contains(&yubin_rules::Move::Pass));
}

#[test]
fn tj_fd_17_newborn_demon() {
    let (b, w) = ("WB 8g", "P 9d, G 8d, S 7d");
    let r = with("tenjiku.fire_demon.promotion_burn", "next_turn");
    let p = position_as(r, b, w, Color::Black);
    let born = after(&p, "8g8e+");
    board(
        &born,
        &[("8e", "B +WB"), ("9d", "W P"), ("8d", "W G"), ("7d", "W S")],
    );
    assert!(born.newborn_mark(sq(&born, "8e")));
    let text = sfen::write(&born);
    assert!(text.ends_with(" n8e"), "{text}");
    assert_eq!(sfen::read(r, &text).unwrap(), born);
    // White's king move: then, as Black's turn begins, the demon burns its neighbours.
    let burned = after(&born, "1a2a");
    board(
        &burned,
        &[("8e", "B +WB"), ("9d", "-"), ("8d", "-"), ("7d", "-")],
    );
    assert!(!burned.newborn_mark(sq(&burned, "8e")));
    // A piece that steps away escapes; one that stops next to the newborn demon is not
    // burned on arrival, but when its turn to burn comes.
    let fled = after(&born, "8d8c");
    board(&fled, &[("8c", "W G"), ("9d", "-"), ("7d", "-")]);
    let p = position_as(r, "WB 8g", "R 5e", Color::Black);
    let born = after(&p, "8g8e+");
    let next = after(&born, "5e7e");
    board(&next, &[("7e", "-"), ("8e", "B +WB")]);
    // The default burns at once (TJ-FD-10).
    board(
        &after(&position(b, w), "8g8e+"),
        &[("9d", "-"), ("8d", "-"), ("7d", "-")],
    );
    // A move that ends the game leaves nothing to burn: White takes Black's last king.
    let p = position_as(r, "WB 8g, K 3b", "P 9d, R 3f", Color::Black);
    let born = after(&p, "8g8e+");
    let mv = usi::parse(&born, "3f3b").unwrap();
    let mut g = Game::from_position(born.clone());
    g.play(mv).unwrap();
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(Color::White)));
    board(g.position(), &[("9d", "W P")]);
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
