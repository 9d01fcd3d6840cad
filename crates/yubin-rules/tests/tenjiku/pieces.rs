//! The heavenly tetrarchs, lion hawk, free eagle and lion (§7, §10), promotion (§12), the end
//! and repetition (§14, §15).

use super::*;

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
