//! §14.2: movement (MK-LD, MK-HM, MK-CA, MK-EM, MK-LN, MK-DN, MK-DV, MK-DEAD, MK-FF).

use super::*;

// ------------------------------------------------------------------------ §14.2 movement

#[test]
fn mk_ld_01_lion_dog_linear_lion3() {
    let list = "B LD 10j; W P 10i; W G 10h; W S 10g";
    let p = board(std_rules(), list);
    for m in [
        "10j10i",
        "10j10h",
        "10j10g",
        "10j10i10h",
        "10j10i10h10g",
        "10j10i10j",
        "10j10h10i",
    ] {
        legal(&p, m);
    }
    illegal(&p, "10j10f");
    illegal(&p, "10j10i9h");
    let q3 = board(with(|r| r.lion_dog = LionDog::Q3), list);
    legal(&q3, "10j10i");
    for m in [
        "10j10h",
        "10j10g",
        "10j10i10h",
        "10j10i10h10g",
        "10j10i10j",
        "10j10h10i",
        "10j10f",
    ] {
        illegal(&q3, m);
    }
    // Three captures: the lion dog ends on 10g and all three pieces are gone.
    let a = after(&p, "10j10i10h10g");
    assert_eq!(a.pieces().count(), 3);
    assert_eq!(kind_on(&a, "10g"), PieceKind::LionDog);
}

#[test]
fn mk_ld_02_lion_dog_pass() {
    let p = board(std_rules(), "B LD 10j");
    legal(&p, "10j10i10j");
    assert!(p.legal_moves().contains(&Move::Pass));
    let q3 = board(with(|r| r.lion_dog = LionDog::Q3), "B LD 10j");
    assert!(!q3.legal_moves().contains(&Move::Pass));
}

#[test]
fn mk_ld_03_own_pieces() {
    let p = board(std_rules(), "B LD 10j; B P 10i; W P 10h");
    legal(&p, "10j10h");
    assert!(matches!(
        illegal(&p, "10j10i"),
        IllegalMove::OwnPiece(_) | IllegalMove::CannotMoveThere { .. }
    ));
    legal(&p, "10j10g");
}

#[test]
fn mk_ld_04_coming_back() {
    let p = board(std_rules(), "B LD 10j; W G 10h; W S 10g");
    legal(&p, "10j10h10i");
    illegal(&p, "10j10h10j");
    illegal(&p, "10j10g10h");
    legal(&p, "10j10h10g");
    let a = after(&p, "10j10h10i");
    assert_eq!(kind_on(&a, "10i"), PieceKind::LionDog);
    assert!(a.piece_at(sq("10h")).is_none());
}

#[test]
fn mk_hm_01_hook_mover() {
    let list = "B HM 10o; B P 13o; B P 9o; W P 10k; W P 5m";
    let p = board(std_rules(), list);
    for m in ["10o10l", "10o10k", "10o5m", "10o12o", "10o12h"] {
        legal(&p, m);
    }
    for m in ["10o10j", "10o14o", "10o9k", "10o10k9k"] {
        illegal(&p, m);
    }
    let d = board(with(|r| r.hook_capture = HookCapture::Double), list);
    legal(&d, "10o10k9k");
    illegal(&d, "10o9k");
    let a = after(&d, "10o10k9k");
    assert!(a.piece_at(sq("10k")).is_none());
    assert_eq!(kind_on(&a, "9k"), PieceKind::HookMover);
    // Several routes to one square are one move.
    let moves = p.legal_moves();
    let n = moves.iter().filter(|m| m.to() == Some(sq("12h"))).count();
    assert_eq!(n, 1);
}

#[test]
fn mk_ca_01_capricorn() {
    let list = "B Ca 10o; W P 7l";
    let p = board(std_rules(), list);
    for m in ["10o7l", "10o10k", "10o6o", "10o8k"] {
        legal(&p, m);
    }
    illegal(&p, "10o6k");
    illegal(&p, "10o10n");
    illegal(&p, "10o7l8k");
    let d = board(with(|r| r.hook_capture = HookCapture::Double), list);
    legal(&d, "10o7l8k");
}

#[test]
fn mk_em_01_emperor_safe_squares() {
    let list = "B +K 10s; B G 10r; W K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let p = board(std_rules(), list);
    legal(&p, "10s5e");
    illegal(&p, "10s15e");
    illegal(&p, "10s10j");
    legal(&p, "10s2b");
    legal(&p, "10s10a");
    let a = after(&p, "10s10a");
    assert_eq!(a.royal_count(Color::White), 0);
    let with_prince = board(std_rules(), &format!("{list}; B +DE 19s"));
    legal(&with_prince, "10s10j");
    illegal(&with_prince, "10s15e");
    let guarded = board(std_rules(), &format!("{list}; W G 9a"));
    illegal(&guarded, "10s10a");
}

#[test]
fn mk_em_02_two_emperors() {
    let list = "B +K 10s; B G 10r; W +K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let p = board(std_rules(), list);
    illegal(&p, "10s2b");
    legal(&p, "10s9q");
    illegal(&p, "10s5e");
}

#[test]
fn mk_em_options() {
    let list = "B +K 10s; B G 10r; W K 10a; W P 5e; W P 15e; W G 15d; W R 3j";
    let free = board(with(|r| r.emperor = Emperor::FreeNonroyal), list);
    legal(&free, "10s15e"); // any non-royal, protected or not
    legal(&free, "10s10j"); // any empty square
    legal(&free, "10s10a"); // an unprotected royal
    let guarded = board(
        with(|r| r.emperor = Emperor::FreeNonroyal),
        &format!("{list}; W G 9a"),
    );
    illegal(&guarded, "10s10a");
    let lq = board(with(|r| r.emperor = Emperor::LionQueen), list);
    legal(&lq, "10s11q"); // a lion jump
    legal(&lq, "10s2k"); // a queen slide
    illegal(&lq, "10s5e"); // no teleport
}

#[test]
fn mk_ln_01_no_lion_trading() {
    let p = board(std_rules(), "B Ln 10j; W Ln 10h; W L 10a; W K 19a");
    legal(&p, "10j10h");
    // A lance takes a Black lion; Black may take a White lion at once with any piece.
    let p = board(std_rules(), "B Ln 5j; B G 15k; W Ln 15j; W L 5a; W K 19a");
    let mut w = p.clone();
    w.play_unchecked(mv(&p, "10s10r")); // Black passes the move with the king
    let a = after(&w, "5a5j");
    assert_eq!(a.last_lion_capture(), None);
    legal(&a, "15k15j");
}

#[test]
fn mk_dn_01_donkey() {
    let p = board(std_rules(), "B Dn 10j");
    for m in ["10j10i", "10j10h", "10j9j"] {
        legal(&p, m);
    }
    illegal(&p, "10j9i");
    let w = board(
        with(|r| r.donkey = yubin_rules::rules::Donkey::SWvD),
        "B Dn 10j",
    );
    illegal(&w, "10j10i");
    legal(&w, "10j10h");
    legal(&w, "10j9j");
}

#[test]
fn mk_dv_01_deva_and_dark_spirit() {
    let p = board(std_rules(), "B Dv 10j");
    for m in ["10j11j", "10j11i", "10j9i", "10j9k"] {
        legal(&p, m);
    }
    for m in ["10j9j", "10j11k", "10j10i", "10j10k"] {
        illegal(&p, m);
    }
    let p = board(std_rules(), "B DS 10j");
    legal(&p, "10j9j");
    illegal(&p, "10j11j");
    legal(&p, "10j11k");
    illegal(&p, "10j9k");
}

#[test]
fn mk_dead_01_dead_pieces() {
    let p = board(std_rules(), "B N 10b; B I 8a; B St 6a; B +I 4a; B P 2a");
    for s in ["10b", "8a", "6a", "4a", "2a"] {
        assert!(
            p.legal_moves().iter().all(|m| m.from() != Some(sq(s))),
            "{s}"
        );
    }
    let p = board(std_rules(), "B N 10c");
    let mut got: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(sq("10c")))
        .map(|m| m.to_string())
        .collect();
    got.sort();
    assert_eq!(got, ["10c11a", "10c9a"]);
}

#[test]
fn mk_ff_01_furious_fiend() {
    let list = "B +Ln 10j; B P 10i; W P 10g";
    let p = board(std_rules(), list);
    legal(&p, "10j10g");
    let q3 = board(with(|r| r.furious_fiend = FuriousFiend::LionPlusQ3), list);
    illegal(&q3, "10j10g");
    // Lion moves stay: a jump to the second square, and the pass.
    legal(&q3, "10j10h");
    legal(&p, "10j10h");
}
