//! §10.4: the lion-trading worked examples I–VIII under each option (CHU-LN).

use super::*;

// ------------------------------------------------------- §10.4 lion-trading worked examples

// Examples I–IV, VI and VII give the same verdicts under both `protection_depth` values and
// (except V) both `protection_eval` values, so each is a function of the base rules.

fn example_i(r: Rules) {
    let p = pos_with(r, "k11/12/12/12/6g5/6n5/6N5/12/12/12/12/K11 b - 1");
    for m in ["6g6f", "6g6f6e", "6g6f6g", "6g6f7f"] {
        legal(&p, m);
    }
}

fn example_ii(r: Rules) {
    let p = pos_with(r, "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 b - 1");
    lion_rule(&p, "6h6f", LionRule::NonAdjacentProtected);
    lion_rule(&p, "6h6g6f", LionRule::NonAdjacentProtected);
    legal(&p, "9i6f");
    let w = pos_with(r, "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 w - 1");
    lion_rule(&w, "6f6h", LionRule::NonAdjacentProtected);
    lion_rule(&w, "6f6g6h", LionRule::NonAdjacentProtected);
}

fn example_iii(r: Rules) {
    let p = pos_with(r, "k11/12/12/12/12/5n6/12/7N4/7Gb3/12/12/K11 b - 1");
    lion_rule(&p, "5h7f", LionRule::NonAdjacentProtected);
    lion_rule(&p, "5h6g7f", LionRule::NonAdjacentProtected);
    let w = pos_with(r, "k11/12/12/12/12/5n6/12/7N4/7Gb3/12/12/K11 w - 1");
    legal(&w, "4i5h");
    lion_rule(&w, "7f5h", LionRule::NonAdjacentProtected);
}

fn example_iv(r: Rules) {
    let p = pos_with(r, "k11/12/12/12/12/6n5/7p4/6N5/9b2/12/12/K11 b - 1");
    lion_rule(&p, "6h5g6f", LionRule::NonAdjacentProtected);
    legal(&p, "6h6f");
    legal(&p, "6h6g6f");
    let gb = pos_with(r, "k11/12/12/12/12/6n5/7i4/6N5/9b2/12/12/K11 b - 1");
    lion_rule(&gb, "6h5g6f", LionRule::NonAdjacentProtected);
    legal(&gb, "6h6f");
    legal(&gb, "6h6g6f");
    let silver = pos_with(r, "k11/12/12/12/12/6n5/7s4/6N5/9b2/12/12/K11 b - 1");
    legal(&silver, "6h5g6f");
    lion_rule(&silver, "6h6f", LionRule::NonAdjacentProtected);
}

fn example_vi(r: Rules) {
    let p = pos_with(r, "k6n1r1n/7gi1s1/9N2/12/12/12/12/12/12/12/12/K11 b - 1");
    lion_rule(&p, "3c1a", LionRule::NonAdjacentProtected);
    legal(&p, "3c2b1a");
    lion_rule(&p, "3c5a", LionRule::NonAdjacentProtected);
    lion_rule(&p, "3c4b5a", LionRule::NonAdjacentProtected);
    legal(&p, "3c4b5b");
}

pub(super) const EXAMPLE_VII: &str = "k11/12/6r5/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1";

/// Example VII's verdicts under `strict` with the same-square exception (the default).
fn example_vii_strict(r: Rules) {
    let p = pos_with(r, EXAMPLE_VII);
    // 1. A rook (non-lion) takes Black's lion.
    let after = play(&p, "6c6j");
    assert_eq!(
        sfen::write(&after),
        "k11/12/12/12/12/9n2/12/11B/12/4o1r5/6G5/K11 b 6j 2"
    );
    lion_rule(&after, "1h3f", LionRule::Counterstrike);
    legal(&after, "6k6j");
    let later = play(&play(&after, "12l11l"), "12a11a");
    legal(&later, "1h3f");
    // 2. The kirin captures and promotes to a lion.
    let promo = play(&p, "8j6j+");
    assert_eq!(
        sfen::write(&promo),
        "k11/12/6r5/12/12/9n2/12/11B/12/6+o5/6G5/K11 b 6j 2"
    );
    legal(&promo, "6k6j");
    lion_rule(&promo, "1h3f", LionRule::Counterstrike);
    // 3. The kirin captures without promoting.
    let plain = play(&p, "8j6j");
    legal(&plain, "6k6j");
    lion_rule(&plain, "1h3f", LionRule::Counterstrike);
}

#[test]
fn chu_ln_i_adjacent_lions() {
    example_i(Rules::default());
}

#[test]
fn chu_ln_ii_protected_lions_bishop_may_take() {
    example_ii(Rules::default());
}

#[test]
fn chu_ln_iii_hidden_protector() {
    example_iii(Rules::default());
}

#[test]
fn chu_ln_iv_pawn_between_the_lions() {
    example_iv(Rules::default());
}

#[test]
fn chu_ln_v_pawn_and_lion_double_capture() {
    let text = "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1";
    let p = pos(text);
    lion_rule(&p, "6d6f", LionRule::NonAdjacentProtected);
    lion_rule(&p, "6d6e6f", LionRule::NonAdjacentProtected);
    lion_rule(&p, "6d5e6f", LionRule::NonAdjacentProtected);
    legal(&p, "6d6e");
    let a = pos_with(
        with(|r| r.protection_eval = ProtectionEval::AfterMove),
        text,
    );
    lion_rule(&a, "6d6f", LionRule::NonAdjacentProtected);
    legal(&a, "6d6e6f");
    lion_rule(&a, "6d5e6f", LionRule::NonAdjacentProtected);
    legal(&a, "6d6e");
}

#[test]
fn chu_ln_vi_bridge_captures() {
    let mut ran = 0;
    for eval in ProtectionEval::ALL {
        example_vi(with(|r| r.protection_eval = *eval));
        ran += 1;
    }
    assert_eq!(ran, 2);
}

#[test]
fn chu_ln_vii_counterstrike() {
    example_vii_strict(Rules::default());
    let okazaki = pos_with(
        with(|r| r.counterstrike = Counterstrike::Okazaki),
        EXAMPLE_VII,
    );
    let ok_after = play(&okazaki, "6c6j");
    legal(&ok_after, "1h3f");
    legal(&ok_after, "6k6j");
    // Part 2 under the JCSA reading: okazaki without the same-square exception.
    let jcsa = pos_with(
        with(|r| {
            r.counterstrike = Counterstrike::Okazaki;
            r.counterstrike_same_square = false;
        }),
        EXAMPLE_VII,
    );
    let jp = play(&jcsa, "8j6j+");
    lion_rule(&jp, "6k6j", LionRule::Counterstrike);
    legal(&jp, "1h3f");
}

/// Example VII part 2 under `okazaki` with the same-square exception: the gold may take the
/// new lion on 6j (same square) and the bishop the unprotected lion on 3f.
#[test]
fn chu_ln_vii_part_2_okazaki_same_square_true() {
    let r = with(|r| {
        r.counterstrike = Counterstrike::Okazaki;
        r.counterstrike_same_square = true;
    });
    let promo = play(&pos_with(r, EXAMPLE_VII), "8j6j+");
    legal(&promo, "6k6j");
    legal(&promo, "1h3f");
}

/// Example VII parts 2 and 3 with `counterstrike = off`: nothing restricts Black's reply.
#[test]
fn chu_ln_vii_parts_2_3_counterstrike_off() {
    let mut ran = 0;
    for same_square in [true, false] {
        let r = with(|r| {
            r.counterstrike = Counterstrike::Off;
            r.counterstrike_same_square = same_square;
        });
        let p = pos_with(r, EXAMPLE_VII);
        for first in ["8j6j+", "8j6j"] {
            let after = play(&p, first);
            legal(&after, "6k6j");
            legal(&after, "1h3f");
            ran += 1;
        }
    }
    assert_eq!(ran, 4);
}

/// `protection_depth = legal` changes only example VIII (a lion protects only if its own
/// recapture would be legal): I–IV, VI and VII keep their verdicts, under both
/// `protection_eval` values.
#[test]
fn chu_ln_i_to_iv_vi_vii_protection_depth_legal() {
    let mut ran = 0;
    for eval in ProtectionEval::ALL {
        let r = with(|r| {
            r.protection_depth = ProtectionDepth::Legal;
            r.protection_eval = *eval;
        });
        example_i(r);
        example_ii(r);
        example_iii(r);
        example_iv(r);
        example_vi(r);
        example_vii_strict(r);
        ran += 1;
    }
    assert_eq!(ran, 2);
}

/// `protection_eval = after_move` changes only example V: I–IV and VII keep their verdicts.
#[test]
fn chu_ln_i_to_iv_vii_protection_eval_after_move() {
    let r = with(|r| r.protection_eval = ProtectionEval::AfterMove);
    example_i(r);
    example_ii(r);
    example_iii(r);
    example_iv(r);
    example_vii_strict(r);
}

#[test]
fn chu_ln_viii_illegal_recapture_as_protector() {
    let text = "k11/12/12/12/12/1R2n1n5/12/6N5/12/12/12/K11 b - 1";
    let p = pos(text);
    lion_rule(&p, "6h6f", LionRule::NonAdjacentProtected);
    let l = pos_with(with(|r| r.protection_depth = ProtectionDepth::Legal), text);
    legal(&l, "6h6f");
}
