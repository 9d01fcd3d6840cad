//! §14.4: royals and the end of the game (MK-END).

use super::*;

// ------------------------------------------------------------------------ §14.4 royals

#[test]
fn mk_end_01_02_king_then_prince() {
    let p = board(
        std_rules(),
        "B Ln 10c; W +DE 9a; noking W; W K 10a; B R 9s; W P 1f",
    );
    let a = after(&p, "10c10b10a=");
    assert_eq!(a.royal_count(Color::White), 1);
    assert!(!a.legal_moves().is_empty(), "MK-END-01: the game continues");
    let mut b = a.clone();
    b.play_unchecked(mv(&a, "1f1g"));
    let c = after(&b, "9s9a+"); // the prince is a promoted piece: the rook must promote
    assert_eq!(
        c.royal_count(Color::White),
        0,
        "MK-END-02: no White royal left"
    );
    assert!(c.legal_moves().is_empty());
}

#[test]
fn mk_end_03_both_royals_in_one_move() {
    let p = board(std_rules(), "B Ln 10c; W K 10b; W +DE 9a");
    let a = after(&p, "10c10b9a+");
    assert_eq!(a.royal_count(Color::White), 0);
    assert!(a.legal_moves().is_empty());
}

#[test]
fn mk_end_04_emperor_captured() {
    let p = board(std_rules(), "B R 10j; W +K 10a");
    let a = after(&p, "10j10a+");
    assert_eq!(a.royal_count(Color::White), 0);
}

#[test]
fn mk_end_05_no_bare_king_rule_in_the_position() {
    let p = board(std_rules(), "B G 10r");
    assert!(!p.legal_moves().is_empty());
}
