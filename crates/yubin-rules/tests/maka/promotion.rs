//! §14.3: promotion by capture and contagion (MK-PR).

use super::*;

// ------------------------------------------------------------------------ §14.3 promotion

#[test]
fn mk_pr_01_optional_promotion_on_capture() {
    let p = board(std_rules(), "B S 10k; W P 10j");
    legal(&p, "10k10j+");
    legal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedSilver
    );
    let f = board(
        with(|r| r.maka_promotion = MakaPromotion::CaptureForced),
        "B S 10k; W P 10j",
    );
    legal(&f, "10k10j+");
    illegal(&f, "10k10j=");
}

#[test]
fn mk_pr_02_capturing_a_promoted_piece_forces() {
    let p = board(std_rules(), "B S 10k; W +P 10j");
    illegal(&p, "10k10j=");
    legal(&p, "10k10j+");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedSilver
    );
}

#[test]
fn mk_pr_03_no_capture_no_promotion() {
    let p = board(std_rules(), "B S 10k");
    assert!(matches!(
        illegal(&p, "10k10j+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    legal(&p, "10k10j");
    assert_eq!(kind_on(&after(&p, "10k10j"), "10j"), PieceKind::Silver);
}

#[test]
fn mk_pr_04_already_promoted() {
    let p = board(std_rules(), "B +S 10k; W P 10j");
    illegal(&p, "10k10j+");
    legal(&p, "10k10j");
}

#[test]
fn mk_pr_05_never_promotes() {
    let p = board(std_rules(), "B DK 10k; W P 10j");
    assert!(matches!(
        illegal(&p, "10k10j+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    legal(&p, "10k10j");
    assert_eq!(kind_on(&after(&p, "10k10j"), "10j"), PieceKind::DragonKing);
}

#[test]
fn mk_pr_06_king_to_emperor() {
    let p = board(std_rules(), "B K 10s; W P 10r");
    legal(&p, "10s10r+");
    legal(&p, "10s10r=");
    assert_eq!(
        kind_on(&after(&p, "10s10r+"), "10r"),
        PieceKind::PromotedKing
    );
    let f = board(
        with(|r| r.maka_promotion = MakaPromotion::CaptureForced),
        "B K 10s; W P 10r",
    );
    illegal(&f, "10s10r=");
    legal(&f, "10s10r+");
}

#[test]
fn mk_pr_07_king_must_become_emperor() {
    let p = board(std_rules(), "B K 10s; W +P 10r");
    illegal(&p, "10s10r=");
}

#[test]
fn mk_pr_08_gold_takes_deva() {
    let p = board(std_rules(), "B G 10k; W Dv 10j");
    illegal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDeva
    );
    let po = board(
        with(|r| r.contagion = Contagion::PromotedOnly),
        "B G 10k; W Dv 10j",
    );
    legal(&po, "10k10j");
    assert_eq!(kind_on(&after(&po, "10k10j"), "10j"), PieceKind::Gold);
    assert_eq!(
        kind_on(&after(&po, "10k10j+"), "10j"),
        PieceKind::PromotedGold
    );
}

#[test]
fn mk_pr_09_gold_takes_teaching_king() {
    for rules in [std_rules(), with(|r| r.contagion = Contagion::PromotedOnly)] {
        let p = board(rules, "B G 10k; W +Dv 10j");
        illegal(&p, "10k10j=");
        assert_eq!(
            kind_on(&after(&p, "10k10j+"), "10j"),
            PieceKind::PromotedDeva
        );
    }
}

#[test]
fn mk_pr_10_tokin_takes_dark_spirit() {
    let p = board(std_rules(), "B +P 10k; W DS 10j");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDarkSpirit
    );
    illegal(&p, "10k10j=");
    let po = board(
        with(|r| r.contagion = Contagion::PromotedOnly),
        "B +P 10k; W DS 10j",
    );
    illegal(&po, "10k10j+");
    assert_eq!(
        kind_on(&after(&po, "10k10j"), "10j"),
        PieceKind::PromotedPawn
    );
}

#[test]
fn mk_pr_11_king_takes_teaching_king() {
    let p = board(std_rules(), "B K 10s; W +Dv 10r");
    illegal(&p, "10s10r=");
    assert_eq!(
        kind_on(&after(&p, "10s10r+"), "10r"),
        PieceKind::PromotedKing
    );
}

#[test]
fn mk_pr_12_prince_stays_prince() {
    let p = board(std_rules(), "B +DE 10k; W +DS 10j");
    illegal(&p, "10k10j+");
    assert_eq!(
        kind_on(&after(&p, "10k10j"), "10j"),
        PieceKind::PromotedDrunkElephant
    );
}

#[test]
fn mk_pr_13_drunk_elephant_takes_deva() {
    let p = board(std_rules(), "B DE 10k; W Dv 10j");
    legal(&p, "10k10j+");
    legal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDrunkElephant
    );
}

#[test]
fn mk_pr_14_drunk_elephant_takes_teaching_king() {
    let p = board(std_rules(), "B DE 10k; W +Dv 10j");
    illegal(&p, "10k10j=");
    legal(&p, "10k10j+");
}

#[test]
fn mk_pr_15_lion_takes_deva_and_steps_on() {
    let p = board(std_rules(), "B Ln 10k; W Dv 10j");
    illegal(&p, "10k10j10i=");
    let a = after(&p, "10k10j10i+");
    assert_eq!(kind_on(&a, "10i"), PieceKind::PromotedDeva);
    assert!(a.piece_at(sq("10j")).is_none());
}

#[test]
fn mk_pr_16_teaching_king_takes_buddhist_spirit() {
    let p = board(std_rules(), "B +Dv 10k; W +DS 10j");
    illegal(&p, "10k10j=");
    assert_eq!(
        kind_on(&after(&p, "10k10j+"), "10j"),
        PieceKind::PromotedDarkSpirit
    );
    let keep = board(
        with(|r| r.contagion_swap = ContagionSwap::Keep),
        "B +Dv 10k; W +DS 10j",
    );
    illegal(&keep, "10k10j+");
    assert_eq!(
        kind_on(&after(&keep, "10k10j"), "10j"),
        PieceKind::PromotedDeva
    );
}

#[test]
fn mk_pr_17_lion_igui_promotes() {
    let p = board(std_rules(), "B Ln 10k; W P 10j");
    let a = after(&p, "10k10j10k+");
    assert_eq!(kind_on(&a, "10k"), PieceKind::PromotedLion);
    assert!(a.piece_at(sq("10j")).is_none());
    legal(&p, "10k10j10k=");
}

#[test]
fn maka_contagion_last_capture_decides() {
    // §7.3 / §13.3: a lion dog capturing a deva on S1 and a dark spirit on S2 ends as a
    // Buddhist spirit; in the other order as a teaching king.
    let p = board(std_rules(), "B LD 10j; W Dv 10i; W DS 10h");
    assert_eq!(
        kind_on(&after(&p, "10j10i10h+"), "10h"),
        PieceKind::PromotedDarkSpirit
    );
    assert_eq!(
        kind_on(&after(&p, "10j10h10i+"), "10i"),
        PieceKind::PromotedDeva
    );
}
