//! §16.3: promotion (CHU-PR) under `jcsa`, `msm` and `wiki_delay`.

use super::*;
use yubin_rules::PromotionFault;

// ----------------------------------------------------------------------- §16.3 promotion

#[test]
fn chu_pr_01_pawns() {
    let p = pos("k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1");
    for m in ["7e7d+", "7e7d", "5d5c", "3b3a+", "3b3a"] {
        legal(&p, m);
    }
    assert!(matches!(
        illegal(&p, "5d5c+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    // msm / wiki_delay: allowed (the pawn did not just decline).
    for rule in [PromotionRule::Msm, PromotionRule::WikiDelay] {
        let q = pos_with(
            with(|r| r.promotion_rule = rule),
            "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
        );
        legal(&q, "5d5c+");
    }
}

#[test]
fn chu_pr_02_dead_pawn() {
    let p = pos("k10P/12/12/12/12/12/12/12/12/12/12/K11 b - 1");
    illegal(&p, "1a1b");
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| m.from() != Some(sq(&p, "1a"))));
}

#[test]
fn chu_pr_03_lances() {
    let text = "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1";
    let p = pos(text);
    legal(&p, "7c7a+");
    legal(&p, "7c7a");
    illegal(&p, "7c7b+");
    legal(&p, "5h5d+");
    legal(&p, "5h5c+");
    let q = pos_with(with(|r| r.lance_last_rank = false), text);
    assert!(matches!(
        illegal(&q, "7c7a+"),
        IllegalMove::PromotionNotAllowed { .. }
    ));
    legal(&q, "7c7a");
}

#[test]
fn chu_pr_04_captures_touching_the_zone() {
    let p = pos("k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1");
    legal(&p, "7d7c+");
    illegal(&p, "5d5c+");
    illegal(&p, "5d6e+");
    legal(&p, "5d6e");
    legal(&p, "5d4e+");
}

#[test]
fn chu_pr_05_go_between() {
    let text = "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1";
    let p = pos(text);
    illegal(&p, "7b7a+");
    legal(&p, "7b7a");
    legal(&p, "5e5d+");
    let q = pos_with(with(|r| r.gobetween_last_rank = true), text);
    legal(&q, "7b7a+");
}

#[test]
fn chu_pr_06_kirin_becomes_lion() {
    let p = pos("k11/12/12/12/5O6/12/12/12/12/12/12/K11 b - 1");
    legal(&p, "7e7c");
    let after = play(&p, "7e7c+");
    let lion = after.piece_at(sq(&after, "7c")).unwrap();
    assert_eq!(sfen::piece_code(lion), "+O");
    assert!(after.is_lion(lion.kind));
}

#[test]
fn chu_pr_07_non_promotable_pieces() {
    let p = pos("k11/12/12/12/5N1Q1+P2/12/12/12/12/12/12/K11 b - 1");
    for m in ["7e7d+", "5e5d+", "3e3d+"] {
        assert!(
            matches!(illegal(&p, m), IllegalMove::PromotionNotAllowed { .. }),
            "{m}"
        );
    }
    legal(&p, "3e3d");
}

#[test]
fn chu_pr_08_msm_sequence() {
    let text = "k11/12/12/12/5S6/12/12/12/12/12/12/K11 b - 1";
    // msm: declining on entry suspends the silver's next non-capture.
    let p = pos_with(with(|r| r.promotion_rule = PromotionRule::Msm), text);
    let p = play(&p, "7e7d");
    assert!(p.declined_mark(sq(&p, "7d")));
    let p = play(&p, "12a11a");
    illegal(&p, "7d7c+");
    let p = play(&p, "7d7c");
    assert!(!p.declined_mark(sq(&p, "7c")));
    let p = play(&p, "11a12a");
    legal(&p, "7c8b+");
    // jcsa: never again by a non-capture inside the zone.
    let j = pos(text);
    let j = play(&j, "7e7d");
    let j = play(&j, "12a11a");
    let j = play(&j, "7d7c");
    let j = play(&j, "11a12a");
    illegal(&j, "7c8b+");
    // wiki_delay: after any other move of the owner, the right returns.
    let w = pos_with(with(|r| r.promotion_rule = PromotionRule::WikiDelay), text);
    let w = play(&w, "7e7d");
    let w = play(&w, "12a11a");
    let w = play(&w, "12l11l");
    let w = play(&w, "11a12a");
    legal(&w, "7d7c+");
}

/// Under `msm` and `wiki_delay` any move touching the zone may promote unless the piece just
/// declined, so every PR-03/04/05 move the spec marks illegal under `jcsa` becomes legal (a
/// lance or go-between on its last rank too, whatever the last-rank options say).
#[test]
fn chu_pr_03_to_05_msm_and_wiki_delay_allow_the_jcsa_refusals() {
    let mut ran = 0;
    for rule in [PromotionRule::Msm, PromotionRule::WikiDelay] {
        for lance in [true, false] {
            let r = with(|r| {
                r.promotion_rule = rule;
                r.lance_last_rank = lance;
            });
            let p = pos_with(r, "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1");
            for m in ["7c7a+", "7c7a", "7c7b+", "5h5d+", "5h5c+"] {
                legal(&p, m);
                ran += 1;
            }
        }
        let p = pos_with(
            with(|r| r.promotion_rule = rule),
            "k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1",
        );
        for m in ["7d7c+", "5d5c+", "5d6e+", "5d6e", "5d4e+"] {
            legal(&p, m);
            ran += 1;
        }
        for gobetween in [false, true] {
            let r = with(|r| {
                r.promotion_rule = rule;
                r.gobetween_last_rank = gobetween;
            });
            let p = pos_with(r, "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1");
            for m in ["7b7a+", "7b7a", "5e5d+"] {
                legal(&p, m);
                ran += 1;
            }
        }
    }
    assert_eq!(ran, 2 * (2 * 5 + 5 + 2 * 3));
}

const PR_08: &str = "k11/12/12/12/5S6/12/12/12/12/12/12/K11 b - 1";

/// `msm`: the suspension is the piece's own next move; Black's king moving in between does
/// not lift it.
#[test]
fn chu_pr_08_msm_other_move_does_not_lift_suspension() {
    let p = pos_with(with(|r| r.promotion_rule = PromotionRule::Msm), PR_08);
    let p = play(&p, "7e7d");
    let p = play(&p, "12a11a");
    illegal(&p, "7d7c+");
    let p = play(&play(&p, "12l11l"), "11a12a");
    assert!(p.declined_mark(sq(&p, "7d")));
    let e = illegal(&p, "7d7c+");
    assert_eq!(
        e.to_string(),
        "silver general promotion: promotion declined on the last move (`chu.promotion.rule = msm`)"
    );
    legal(&p, "7d7c");
}

/// `wiki_delay`: right after declining, `7d7c+` is illegal; after another move of Black's it
/// is legal.
#[test]
fn chu_pr_08_wiki_delay_7d7c_promotes_after_another_own_move() {
    let p = pos_with(with(|r| r.promotion_rule = PromotionRule::WikiDelay), PR_08);
    let p = play(&play(&p, "7e7d"), "12a11a");
    let e = illegal(&p, "7d7c+");
    assert!(
        matches!(e, IllegalMove::PromotionNotAllowed { .. }),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .contains("declined on the last move (`chu.promotion.rule = wiki_delay`)"),
        "{e}"
    );
    let p = play(&play(&p, "12l11l"), "11a12a");
    assert!(!p.declined_mark(sq(&p, "7d")));
    legal(&p, "7d7c+");
}

/// The reason a non-capture may not promote names the piece's own case and the option that
/// decides it (CHU-PR-01, 03, 04, 05).
#[test]
fn chu_pr_refusal_reasons_are_precise_per_piece() {
    let cases: [(Rules, &str, &str, PromotionFault); 6] = [
        (
            Rules::default(),
            "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
            "5d5c+",
            PromotionFault::JcsaPawn,
        ),
        (
            Rules::default(),
            "k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1",
            "5d6e+",
            PromotionFault::JcsaEnter,
        ),
        (
            Rules::default(),
            "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1",
            "7c7b+",
            PromotionFault::JcsaLance,
        ),
        (
            with(|r| r.lance_last_rank = false),
            "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1",
            "7c7a+",
            PromotionFault::LanceLastRank,
        ),
        (
            Rules::default(),
            "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1",
            "7b7a+",
            PromotionFault::GoBetweenLastRank,
        ),
        (
            with(|r| r.gobetween_last_rank = true),
            "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1",
            "7b7c+",
            PromotionFault::JcsaGoBetween,
        ),
    ];
    let mut ran = 0;
    for (rules, text, m, want) in cases {
        let p = pos_with(rules, text);
        let e = illegal(&p, m);
        assert!(
            matches!(e, IllegalMove::PromotionNotAllowed { why, .. } if why == want),
            "{m}: {e:?}"
        );
        ran += 1;
    }
    assert_eq!(ran, 6);
}
