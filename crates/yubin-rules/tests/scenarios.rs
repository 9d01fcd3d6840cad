//! The rule scenarios of `chu-shogi.md` §10.4 and §16.1–§16.4, one named test per scenario ID.
//!
//! Moves are written as in the spec (lishogi USI); `usi` below turns them into canonical moves
//! without the notation module, so these tests check the rules alone.

use yubin_rules::notation::sfen;
use yubin_rules::rules::{Counterstrike, PromotionRule, ProtectionDepth, ProtectionEval};
use yubin_rules::{IllegalMove, LionRule, Move, Position, Rules, Square, Via};

fn sq(pos: &Position, s: &str) -> Square {
    pos.dimensions()
        .parse_square(s)
        .unwrap_or_else(|| panic!("bad square {s}"))
}

/// Splits `7g7f7e+` into squares and the promotion flag, and builds the canonical move.
fn usi(pos: &Position, text: &str) -> Move {
    let (body, promote) = match text.strip_suffix('+') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let mut squares = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| c.is_ascii_lowercase())
            .expect("rank letter")
            + 1;
        squares.push(sq(pos, &rest[..end]));
        rest = &rest[end..];
    }
    match squares[..] {
        [from, to] => Move::Board {
            from,
            to,
            via: Via::NONE,
            promote,
        },
        [from, mid, to] => {
            if pos.piece_at(mid).is_none() {
                if to == from {
                    Move::Pass
                } else {
                    Move::Board {
                        from,
                        to,
                        via: Via::NONE,
                        promote,
                    }
                }
            } else {
                Move::Board {
                    from,
                    to,
                    via: Via::one(mid),
                    promote,
                }
            }
        }
        _ => panic!("bad move {text}"),
    }
}

fn pos_with(rules: Rules, text: &str) -> Position {
    sfen::read(rules, text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn pos(text: &str) -> Position {
    pos_with(Rules::default(), text)
}

#[track_caller]
fn legal(p: &Position, m: &str) {
    let mv = usi(p, m);
    if let Err(e) = p.check_move(mv) {
        panic!("{m} should be legal in {}: {e}", sfen::write(p));
    }
    assert!(p.legal_moves().contains(&mv), "{m} legal but not generated");
}

#[track_caller]
fn illegal(p: &Position, m: &str) -> IllegalMove {
    let mv = usi(p, m);
    assert!(
        !p.legal_moves().contains(&mv),
        "{m} generated but should be illegal in {}",
        sfen::write(p)
    );
    match p.check_move(mv) {
        Ok(()) => panic!("{m} should be illegal in {}", sfen::write(p)),
        Err(e) => e,
    }
}

#[track_caller]
fn lion_rule(p: &Position, m: &str, rule: LionRule) {
    match illegal(p, m) {
        IllegalMove::LionTrading { rule: r, .. } if r == rule => {}
        other => panic!("{m}: expected {rule:?}, got {other:?}"),
    }
}

fn play(p: &Position, m: &str) -> Position {
    let mv = usi(p, m);
    p.clone().play(mv).unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn with(f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = Rules::default();
    f(&mut r);
    r
}

// ------------------------------------------------------------------------ §16.1 initial

#[test]
fn chu_init_01_piece_count_and_kinds() {
    use yubin_rules::PieceKind::*;
    // §5.1: the 21 initial types with their count per side.
    let kinds = [
        (King, 1),
        (Queen, 1),
        (Lion, 1),
        (DragonKing, 2),
        (DragonHorse, 2),
        (Rook, 2),
        (Bishop, 2),
        (Kirin, 1),
        (Phoenix, 1),
        (DrunkElephant, 1),
        (BlindTiger, 2),
        (FerociousLeopard, 2),
        (Gold, 2),
        (Silver, 2),
        (Copper, 2),
        (VerticalMover, 2),
        (SideMover, 2),
        (ReverseChariot, 2),
        (Lance, 2),
        (GoBetween, 2),
        (Pawn, 12),
    ];
    assert_eq!(kinds.len(), 21);
    assert_eq!(kinds.iter().map(|&(_, n)| n).sum::<usize>(), 46);
    let p = Position::start(Rules::default());
    let mut ran = 0;
    for c in yubin_rules::Color::ALL {
        let side: Vec<_> = p.pieces().filter(|(_, pc)| pc.color == c).collect();
        assert_eq!(side.len(), 46);
        for (kind, n) in kinds {
            let got = side.iter().filter(|(_, pc)| pc.kind == kind).count();
            assert_eq!(got, n, "{c} {kind}");
            ran += 1;
        }
    }
    assert_eq!(ran, 42);
}

#[test]
fn chu_init_02_start_sfen() {
    let p = Position::start(Rules::default());
    assert_eq!(sfen::write(&p), yubin_rules::position::CHU_START_SFEN);
}

#[test]
fn chu_init_03_lion_moves() {
    let p = Position::start(Rules::default());
    let from = sq(&p, "7j");
    let mut got: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| m.to_string())
        .collect();
    got.sort();
    assert_eq!(got, ["7j5h", "7j6h", "7j7h", "7j8h", "7j9k"]);
    assert!(!p.legal_moves().contains(&Move::Pass));
}

#[test]
fn chu_init_05_perft() {
    let p = Position::start(Rules::default());
    assert_eq!(p.perft(1), 36);
    assert_eq!(p.perft(2), 1_296);
    assert_eq!(p.perft(3), 48_315);
}

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
        "the silver general may not promote on this move: it declined promotion on its last move, and under `chu.promotion.rule = msm` its next move may promote only by a capture"
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
            .contains("under `chu.promotion.rule = wiki_delay` it may promote by a move that does not capture only after you have made another move"),
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
    let jcsa = "under `chu.promotion.rule = jcsa` a move that does not capture may promote only when it enters the zone";
    let cases: [(Rules, &str, &str, String); 6] = [
        (
            Rules::default(),
            "k11/9P2/12/7P4/5P6/12/12/12/12/12/12/K11 b - 1",
            "5d5c+",
            format!("the pawn may not promote on this move: {jcsa}, or when a pawn reaches the last rank"),
        ),
        (
            Rules::default(),
            "k11/12/5p6/5S1S4/8p3/12/12/12/12/12/12/K11 b - 1",
            "5d6e+",
            format!("the silver general may not promote on this move: {jcsa}"),
        ),
        (
            Rules::default(),
            "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1",
            "7c7b+",
            format!("the lance may not promote on this move: {jcsa}, or when a lance reaches the last rank (`chu.promotion.lance_last_rank = true`)"),
        ),
        (
            with(|r| r.lance_last_rank = false),
            "k11/12/5L6/12/12/12/12/7L4/12/12/12/K11 b - 1",
            "7c7a+",
            "the lance may not promote on this move: a lance that reaches the last rank without capturing may not promote with `chu.promotion.lance_last_rank = false` (and a move that does not capture may promote only when it enters the zone)".to_string(),
        ),
        (
            Rules::default(),
            "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1",
            "7b7a+",
            "the go-between may not promote on this move: a go-between that reaches the last rank without capturing may not promote with `chu.promotion.gobetween_last_rank = false` (and a move that does not capture may promote only when it enters the zone)".to_string(),
        ),
        (
            with(|r| r.gobetween_last_rank = true),
            "k11/5I6/12/12/7I4/12/12/12/12/12/12/K11 b - 1",
            "7b7c+",
            format!("the go-between may not promote on this move: {jcsa}, or when a go-between reaches the last rank (`chu.promotion.gobetween_last_rank = true`)"),
        ),
    ];
    let mut ran = 0;
    for (rules, text, m, want) in cases {
        let p = pos_with(rules, text);
        let e = illegal(&p, m);
        assert!(
            matches!(e, IllegalMove::PromotionNotAllowed { .. }),
            "{m}: {e:?}"
        );
        assert_eq!(e.to_string(), want, "{m}");
        ran += 1;
    }
    assert_eq!(ran, 6);
}

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

const EXAMPLE_VII: &str = "k11/12/6r5/12/12/9n2/12/11B/12/4o1N5/6G5/K11 w - 1";

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
        "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion on 6j, no piece other than a lion may capture a protected lion (`chu.lion.counterstrike = okazaki`); the lion on 3f is protected by White's gold general on 3e, so the piece on 1h may not capture it"
    );
    // strict: no protector is involved.
    let strict = play(&pos(sfen::write(&p).as_str()), "6c6j");
    let (e, text) = lion_reason(&strict, "1h3f");
    assert_eq!(protector_of(&e), None);
    assert_eq!(
        text,
        "lion-trading rule C (counter-strike): right after a lion was captured by a non-lion on 6j, no piece other than a lion may capture a lion (`chu.lion.counterstrike = strict`), so the piece on 1h may not capture the lion on 3f"
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
        text.ends_with("the lion on 6j is protected by White's rook on 6c, so the piece on 6k may not capture it"),
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
            "lion-trading rule B: the lion on 6h may not capture the protected lion on 6f from two squares away (protected by White's lance on 6a)",
        ),
        (
            "k5l5/12/12/12/12/6n5/12/6N5/3B1S6/12/12/K11 w - 1",
            "6f6h",
            "7i",
            "lion-trading rule B: the lion on 6f may not capture the protected lion on 6h from two squares away (protected by Black's silver general on 7i)",
        ),
        (
            "k11/12/12/12/12/5n6/12/7N4/7Gb3/12/12/K11 b - 1",
            "5h7f",
            "4i",
            "lion-trading rule B: the lion on 5h may not capture the protected lion on 7f from two squares away (protected by White's bishop on 4i)",
        ),
        (
            "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
            "6d6f",
            "6e",
            "lion-trading rule B: the lion on 6d may not capture the protected lion on 6f from two squares away (protected by White's pawn on 6e)",
        ),
        (
            "k11/12/12/6N5/6p5/6n5/12/12/12/12/12/K11 b - 1",
            "6d6e6f",
            "6e",
            "lion-trading rule B: the lion on 6d may not capture the protected lion on 6f from two squares away: the pawn on 6e you capture on the way still counts as a protector under `chu.lion.protection_eval = whole_move`",
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

// ------------------------------------------------------------------- invariants

#[test]
fn generated_moves_pass_check_move_and_hash_is_incremental() {
    // A deterministic walk through many positions from the start.
    let mut p = Position::start(Rules::default());
    let mut seed: u64 = 0x1234_5678;
    let mut checked = 0;
    for _ply in 0..300 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            assert_eq!(p.check_move(m), Ok(()), "{m} in {}", sfen::write(&p));
            checked += 1;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        p = p.play(m).unwrap();
        assert_eq!(p.hash(), p.hash_from_scratch());
        let again = sfen::read(*p.rules(), &sfen::write(&p)).unwrap();
        assert_eq!(again, p);
        assert_eq!(again.hash(), p.hash());
    }
    assert!(checked > 1000);
}

#[test]
fn chu_init_04_winboard_squares_of_the_kings() {
    use yubin_rules::notation::winboard;
    // The kings stand on their start squares (7l and 6a); their first moves name them.
    let black = pos("6k5/12/12/12/12/12/12/12/12/12/12/5K6 b - 1");
    assert_eq!(winboard::format_engine(&black, usi(&black, "7l7k")), "f1f2");
    let white = pos("6k5/12/12/12/12/12/12/12/12/12/12/5K6 w - 1");
    assert_eq!(
        winboard::format_engine(&white, usi(&white, "6a6b")),
        "g12g11"
    );
    let base0 = pos_with(
        with(|r| r.winboard_rank_base = 0),
        "6k5/12/12/12/12/12/12/12/12/12/12/5K6 b - 1",
    );
    assert_eq!(winboard::format_engine(&base0, usi(&base0, "7l7k")), "f0f1");
}
