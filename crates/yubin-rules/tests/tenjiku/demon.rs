//! The fire demon (§8, TJ-FD): slides and area moves, active and passive burns, demon next to
//! demon, the promoted water buffalo, burned kings, returning area moves, the newborn demon.

use super::*;

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
