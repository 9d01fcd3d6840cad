//! §16.2: movement (CHU-MV): lion, horned falcon, soaring eagle, kirin, phoenix.

use super::*;

// ------------------------------------------------------------------------ §16.2 movement

#[test]
fn chu_mv_01_lion_basics() {
    let p = pos("k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1");
    for m in [
        "7g7f", "7g7e", "7g7f7e", "7g7f7g", "7g7f8e", "7g8f7g", "7g9e",
    ] {
        legal(&p, m);
    }
    assert!(matches!(
        illegal(&p, "7g7d"),
        IllegalMove::CannotMoveThere { .. }
    ));
}

#[test]
fn chu_mv_02_lion_and_own_pieces() {
    let p = pos("k11/12/12/12/12/5P6/5N6/12/12/12/12/K11 b - 1");
    assert!(matches!(illegal(&p, "7g7f"), IllegalMove::OwnPiece(_)));
    legal(&p, "7g7e");
    let own_first = Move::Board {
        from: sq(&p, "7g"),
        to: sq(&p, "7e"),
        via: Via::one(sq(&p, "7f")),
        promote: false,
    };
    assert!(matches!(
        p.check_move(own_first),
        Err(IllegalMove::OwnPiece(_))
    ));
    legal(&p, "7g8f7g");
}

#[test]
fn chu_mv_03_no_pass_without_empty_neighbour() {
    let p = pos("11k/12/12/12/12/12/12/12/12/12/PS10/NG9K b - 1");
    assert!(!p.legal_moves().contains(&Move::Pass));
    assert_eq!(p.check_move(Move::Pass), Err(IllegalMove::NoPass));
    legal(&p, "12l10j");
    legal(&p, "12l12j");
}

#[test]
fn chu_mv_04_igui_without_empty_neighbour() {
    let p = pos("11k/12/12/12/12/12/12/12/12/12/PS10/Ng9K b - 1");
    for m in ["12l11l12l", "12l11l", "12l11l10l"] {
        legal(&p, m);
    }
    assert!(!p.legal_moves().contains(&Move::Pass));
}

#[test]
fn chu_mv_05_horned_falcon() {
    let p = pos("k11/12/12/5s6/5g6/5p6/5+H6/12/12/12/12/K11 b - 1");
    for m in ["7g7f", "7g7e", "7g7f7e", "7g7f7g", "7g1g", "7g7l", "7g3c"] {
        legal(&p, m);
    }
    illegal(&p, "7g7d");
    // 7g8f7g: 8f is empty, so this would be a pass through 8f, which the falcon cannot make;
    // the position has no pass at all (7f is occupied).
    assert!(!p.legal_moves().contains(&Move::Pass));
}

#[test]
fn chu_mv_06_falcon_pass() {
    let p = pos("k11/12/12/12/12/12/5+H6/12/12/12/12/K11 b - 1");
    legal(&p, "7g7f7g");
    legal(&p, "7g7e");
    illegal(&p, "7g7d");
    assert_eq!(p.pass_routes(), vec![(sq(&p, "7g"), sq(&p, "7f"))]);
}

#[test]
fn chu_mv_07_soaring_eagle() {
    let p = pos("k11/12/12/12/3g8/4p7/5+D6/12/12/12/12/K11 b - 1");
    for m in [
        "7g8f", "7g9e", "7g8f9e", "7g8f7g", "7g6f7g", "7g6f5e", "7g7a", "7g9i",
    ] {
        legal(&p, m);
    }
    illegal(&p, "7g10d");
    illegal(&p, "7g4d");
    // 7g7f7g would be a pass through 7f: the eagle has no lion power straight forward, but it
    // can pass through 6f, so the position's one pass exists; its canonical route is via 6f.
    assert_eq!(p.pass_routes(), vec![(sq(&p, "7g"), sq(&p, "6f"))]);
}

#[test]
fn chu_mv_08_kirin() {
    let p = pos("k11/12/12/12/12/5P6/5O6/12/12/12/12/K11 b - 1");
    for m in ["7g8f", "7g7e", "7g9g", "7g7i"] {
        legal(&p, m);
    }
    illegal(&p, "7g7f");
    illegal(&p, "7g8g");
}

#[test]
fn chu_mv_09_phoenix() {
    let p = pos("k11/12/12/12/12/4P7/5X6/12/12/12/12/K11 b - 1");
    for m in ["7g7f", "7g9e", "7g9i"] {
        legal(&p, m);
    }
    assert!(matches!(illegal(&p, "7g8f"), IllegalMove::OwnPiece(_)));
    illegal(&p, "7g6f");
}
