//! §16.4: the additional lion cases and the counter-strike examples (CHU-LN-A/B, CHU-CS),
//! with the reasons naming the protector.

use super::lion_trading::EXAMPLE_VII;
use super::*;

// ------------------------------------------------------------ §16.4 additional lion cases

#[test]
fn chu_ln_a_adjacent_lion_by_detour() {
    let p = pos("k11/12/6r5/12/12/6n5/6N5/12/12/12/12/K11 b - 1");
    legal(&p, "6g7f6f");
    legal(&p, "6g6f");
    legal(&p, "6g6f6e");
    // The detour through the empty 7f is the same move as the direct step.
    assert_eq!(usi(&p, "6g7f6f"), usi(&p, "6g6f"));
}

#[test]
fn chu_ln_b_lion_as_bridge() {
    let p = pos("k5l5/12/12/12/12/6n5/6n5/6N5/12/12/12/K11 b - 1");
    legal(&p, "6h6g6f");
    lion_rule(&p, "6h6f", LionRule::NonAdjacentProtected);
    legal(&p, "6h6g");
}

#[test]
fn chu_cs_01_to_03_counterstrike_examples() {
    // CHU-CS-01..03 are the three parts of example VII (chu_ln_vii_counterstrike); here the
    // same-square exception is checked under strict with same_square = false as well.
    let start = "k11/12/6r5/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1";
    let p = pos_with(with(|r| r.counterstrike_same_square = false), start);
    let promo = play(&p, "8j6j+");
    lion_rule(&promo, "6k6j", LionRule::Counterstrike);
    let off = pos_with(with(|r| r.counterstrike = Counterstrike::Off), start);
    let after = play(&off, "6c6j");
    legal(&after, "1h3f");
}

#[test]
fn chu_cs_04_kirin_takes_without_promoting() {
    let p = pos("k11/12/12/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1");
    let after = play(&p, "8j6j");
    assert_eq!(
        sfen::write(&after),
        "k11/12/12/12/12/9n2/12/11B/12/6o5/6G5/K11 b 6j 2"
    );
    legal(&after, "6k6j");
    lion_rule(&after, "1h3f", LionRule::Counterstrike);
    let ok = pos_with(
        with(|r| r.counterstrike = Counterstrike::Okazaki),
        "k11/12/12/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1",
    );
    legal(&play(&ok, "8j6j"), "1h3f");
}

#[test]
fn chu_cs_05_falcon_and_eagle_are_non_lions() {
    let start = "k11/12/6r5/12/9n2/12/9+Hp1/11+D/12/6N5/12/K11 w - 1";
    let p = pos(start);
    let after = play(&p, "6c6j");
    assert_eq!(
        sfen::write(&after),
        "k11/12/12/12/9n2/12/9+Hp1/11+D/12/6r5/12/K11 b 6j 2"
    );
    lion_rule(&after, "3g3e", LionRule::Counterstrike);
    let double = Move::Board {
        from: sq(&after, "3g"),
        to: sq(&after, "3e"),
        via: Via::NONE,
        promote: false,
    };
    assert!(after.check_move(double).is_err());
    legal(&after, "1h2g3f");
    let ok = pos_with(with(|r| r.counterstrike = Counterstrike::Okazaki), start);
    let ok_after = play(&ok, "6c6j");
    legal(&ok_after, "3g3e");
}

#[test]
fn chu_cs_06_okazaki_with_a_protected_lion() {
    let text = "k11/12/6r5/12/9g2/9n2/12/11B/12/6N5/6G5/K11 w - 1";
    for cs in [Counterstrike::Strict, Counterstrike::Okazaki] {
        let p = pos_with(with(|r| r.counterstrike = cs), text);
        let after = play(&p, "6c6j");
        lion_rule(&after, "1h3f", LionRule::Counterstrike);
    }
}

/// CHU-CS-05 under `okazaki`: both falcon captures of the unprotected lion on 3e are legal,
/// the jump and the route through the empty 3f (the same canonical move).
#[test]
fn chu_cs_05_okazaki_falcon_3g3f3e() {
    let r = with(|r| r.counterstrike = Counterstrike::Okazaki);
    let p = pos_with(r, "k11/12/6r5/12/9n2/12/9+Hp1/11+D/12/6N5/12/K11 w - 1");
    let after = play(&p, "6c6j");
    legal(&after, "3g3f3e");
    legal(&after, "3g3e");
    assert_eq!(usi(&after, "3g3f3e"), usi(&after, "3g3e"));
    legal(&after, "1h2g3f");
}

/// The lion-trading reason names the piece that protects the lion.
fn lion_reason(p: &Position, m: &str) -> (IllegalMove, String) {
    let e = illegal(p, m);
    assert!(matches!(e, IllegalMove::LionTrading { .. }), "{m}: {e:?}");
    let text = e.to_string();
    assert!(text.starts_with("lion-trading rule "), "{text}");
    (e, text)
}

fn protector_of(e: &IllegalMove) -> Option<yubin_rules::Protector> {
    match e {
        IllegalMove::LionTrading { protector, .. } => *protector,
        _ => None,
    }
}

/// CHU-CS-06 under `okazaki`: the bishop may not take the lion on 3f because White's gold on
/// 3e protects it; the reason says so.
#[test]
fn chu_cs_06_okazaki_reason_names_the_protector() {
    let r = with(|r| r.counterstrike = Counterstrike::Okazaki);
    let p = pos_with(r, "k11/12/6r5/12/9g2/9n2/12/11B/12/6N5/6G5/K11 w - 1");
    let after = play(&p, "6c6j");
    let (e, text) = lion_reason(&after, "1h3f");
    let IllegalMove::LionTrading {
        rule,
        from,
        lion,
        related,
        protector,
    } = e
    else {
        unreachable!()
    };
    assert_eq!(rule, LionRule::Counterstrike);
    assert_eq!((from, lion), (sq(&after, "1h"), sq(&after, "3f")));
    assert_eq!(related, Some(sq(&after, "6j")));
    let protector = protector.expect("okazaki names the protector");
    assert_eq!(protector.square, sq(&after, "3e"));
    assert_eq!(protector.piece.kind, yubin_rules::PieceKind::Gold);
    assert!(!protector.captured);
    assert_eq!(
        text,
        "lion-trading rule c: 1h may not capture the lion on 3f after a lion capture on 6j, protected by white gold general on 3e"
    );
    // strict: no protector is involved.
    let strict = play(&pos(sfen::write(&p).as_str()), "6c6j");
    let (e, text) = lion_reason(&strict, "1h3f");
    assert_eq!(protector_of(&e), None);
    assert_eq!(
        text,
        "lion-trading rule c: 1h may not capture the lion on 3f after a lion capture on 6j"
    );
}

/// Example VII part 2 under the JCSA reading (okazaki, no same-square exception): the gold may
/// not retake on 6j because White's rook on 6c protects the new lion.
#[test]
fn chu_ln_vii_part_2_okazaki_reason_names_the_rook() {
    let r = with(|r| {
        r.counterstrike = Counterstrike::Okazaki;
        r.counterstrike_same_square = false;
    });
    let promo = play(&pos_with(r, EXAMPLE_VII), "8j6j+");
    let (e, text) = lion_reason(&promo, "6k6j");
    let protector = protector_of(&e).expect("a protector");
    assert_eq!(protector.square, sq(&promo, "6c"));
    assert_eq!(protector.piece.kind, yubin_rules::PieceKind::Rook);
    assert!(
        text.ends_with("6k may not capture the lion on 6j after a lion capture on 6j, protected by white rook on 6c"),
        "{text}"
    );
}

/// Rule B names the protecting piece by kind and colour (examples II and III), and a pawn
/// captured on the first leg as such (example V under `whole_move`).
#[test]
fn chu_ln_ii_iii_v_rule_b_reason_names_the_protector() {
    let cases = [
        (
            "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 b - 1",
            "6h6f",
            "6a",
            "lion-trading rule b: 6h may not capture the lion on 6f, protected by white lance on 6a",
        ),
        (
            "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 w - 1",
            "6f6h",
            "7i",
            "lion-trading rule b: 6f may not capture the lion on 6h, protected by black silver general on 7i",
        ),
        (
            "k11/12/12/12/12/5n6/12/7N4/7Gb3/12/12/K11 b - 1",
            "5h7f",
            "4i",
            "lion-trading rule b: 5h may not capture the lion on 7f, protected by white bishop on 4i",
        ),
        (
            "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
            "6d6f",
            "6e",
            "lion-trading rule b: 6d may not capture the lion on 6f, protected by white pawn on 6e",
        ),
        (
            "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
            "6d6e6f",
            "6e",
            "lion-trading rule b: 6d may not capture the lion on 6f, protected by white pawn on 6e (captured on the way, `chu.lion.protection_eval = whole_move`)",
        ),
    ];
    let mut ran = 0;
    for (text, m, at, want) in cases {
        let p = pos(text);
        let (e, got) = lion_reason(&p, m);
        let protector = protector_of(&e).expect("rule B names a protector");
        assert_eq!(protector.square, sq(&p, at), "{m}");
        assert_eq!(protector.captured, m == "6d6e6f", "{m}");
        assert!(
            matches!(e, IllegalMove::LionTrading { related: None, .. }),
            "{e:?}"
        );
        assert_eq!(got, want);
        ran += 1;
    }
    assert_eq!(ran, 5);
}

#[test]
fn chu_cs_07_lion_takes_lion_no_counterstrike() {
    let p = pos("k11/11B/12/9n2/12/12/6n5/6N5/7G4/12/12/K11 w - 1");
    let after = play(&p, "6g6h");
    assert_eq!(
        sfen::write(&after),
        "k11/11B/12/9n2/12/12/12/6n5/7G4/12/12/K11 b - 2"
    );
    legal(&after, "1b3d");
}
