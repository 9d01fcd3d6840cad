//! The composed position of `perft/maka.perft` (every special power in contact), the
//! emperor's view of double hooks and hops, and the free bear's hop readings.

use super::*;

/// The composed position of `perft/maka.perft` (every special power in contact).
const COMPOSED: &str = "9[k][ds]8/17[+k]1/19/5[hm]13/9[ln]3[+dv]1[ca]3/4[n]5[ld]8/8[dv][g]9/9[ld]4[s]4/6[+p][p]4[p]6/9[LD]9/2[+DS]13[+Dv]2/7[Dv]3[P]7/9[Ln]3[+Ln]5/5[+BB]13/4[Ca]9[HM]4/19/19/10[G]8/7[+DE]1[+K]9 b 1";

#[test]
fn maka_perft_mirror_composed() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    let m = mirrored(&p);
    assert_eq!(m.mirrored(), p);
    for d in 1..=2 {
        assert_eq!(p.perft(d), m.perft(d), "depth {d}");
    }
    assert_eq!(p.perft_full(2), p.perft(2));
}

#[test]
fn maka_emperor_sees_double_hook_captures() {
    // White's hook mover on 15h could capture Black's pawn on 15m, turn and take on 12m only
    // with `maka.hook_capture = double`; its sideways first legs are blocked.
    let list = "B +K 10s; B P 15m; W HM 15h; W P 14h; W P 16h";
    let single = board(std_rules(), list);
    legal(&single, "10s12m");
    assert!(!single.attacks(sq("12m"), Color::White));
    let double = board(with(|r| r.hook_capture = HookCapture::Double), list);
    illegal(&double, "10s12m");
    assert!(double.attacks(sq("12m"), Color::White));
}

#[test]
fn maka_free_bear_jump_and_slide_are_one_move() {
    // Found by the property tests: the free bear's jump to the second square diagonally
    // forward and its diagonal slide through an empty first square are the same move.
    let p = board(std_rules(), "B +BB 10j");
    let n = p
        .legal_moves()
        .iter()
        .filter(|m| m.to() == Some(sq("8h")))
        .count();
    assert_eq!(n, 1);
    let q = board(std_rules(), "B +BB 10j; B P 9i");
    legal(&q, "10j8h"); // the jump over its own pawn
    illegal(&q, "10j7g"); // the slide is blocked
}

/// The audit's position for the free bear's hop readings: a free bear on 10p with four White
/// pawns on its forward-right diagonal, a square apart.
const HOP: &str = "B +BB 10p; W P 9o; W P 7m; W P 5k; W P 3i";

fn hop_rules(reading: FreeBear) -> Rules {
    with(|r| r.free_bear = reading)
}

#[test]
fn maka_free_bear_hopall_captures_any_number_on_the_way() {
    let p = board(hop_rules(FreeBear::BsRfAHopAll), HOP);
    let hops = [
        ("10p9o7m5k3i", ["9o", "7m", "5k", "3i"].as_slice()),
        ("10p9o7m5k4j", &["9o", "7m", "5k"]),
        ("10p9o7m5k3i2h", &["9o", "7m", "5k", "3i"]),
        ("10p9o7m5k3i1g", &["9o", "7m", "5k", "3i"]),
    ];
    let mut n = 0;
    for (text, taken) in hops {
        legal(&p, text);
        let q = after(&p, text);
        let to = &text[text.len() - 2..];
        for &s in taken.iter().filter(|&&s| s != to) {
            assert_eq!(q.piece_at(sq(s)), None, "{text}: {s} captured");
        }
        assert_eq!(kind_on(&q, to), PieceKind::PromotedBlindBear, "{text}");
        assert_eq!(q.pieces().count(), 3 + 4 - taken.len(), "{text}");
        assert_eq!(q.hash(), q.hash_from_scratch(), "{text}");
        n += 1;
    }
    assert_eq!(n, 4);
    // Every hop is one `Via::LINE` move; the jump over the pawn on 9o to 8n is another move
    // than the hop that captures it there.
    let line: Vec<Move> = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Board { via, .. } if via.is_line()))
        .collect();
    let targets: Vec<String> = line.iter().map(|m| m.to().unwrap().to_string()).collect();
    assert_eq!(
        targets,
        ["8n", "7m", "6l", "5k", "4j", "3i", "2h", "1g"].map(String::from)
    );
    legal(&p, "10p8n");
    legal(&p, "10p9o8n");
    assert_ne!(mv(&p, "10p8n"), mv(&p, "10p9o8n"));
    assert_eq!(after(&p, "10p8n").pieces().count(), 7);
    // It may not pass its own piece, nor an enemy without capturing it.
    let own = board(
        hop_rules(FreeBear::BsRfAHopAll),
        "B +BB 10p; W P 9o; B P 7m; W P 5k",
    );
    legal(&own, "10p9o8n");
    assert!(matches!(
        own.check_move(Move::Board {
            from: sq("10p"),
            to: sq("6l"),
            via: Via::LINE,
            promote: false
        }),
        Err(IllegalMove::PathBlocked { at, .. }) if at == sq("7m")
    ));
    assert!(matches!(
        illegal(&p, "10p4j"),
        IllegalMove::MissingCapture { at, .. } if at == sq("9o")
    ));
    // Backwards it only ranges.
    let back = board(hop_rules(FreeBear::BsRfAHopAll), "B +BB 10j; W P 11k");
    let e = back
        .check_move(Move::Board {
            from: sq("10j"),
            to: sq("12l"),
            via: Via::LINE,
            promote: false,
        })
        .unwrap_err();
    assert!(matches!(e, IllegalMove::BadRoute { .. }), "{e:?}");
    // The colour-mirrored position agrees, and taking hops back restores the board (perft_full
    // makes and takes back every leaf move).
    assert_eq!(p.perft(3), mirrored(&p).perft(3));
    assert_eq!(p.perft_full(3), p.perft(3));
    let divided: u64 = p.divide(3).iter().map(|&(_, n)| n).sum();
    assert_eq!(divided, p.perft(3));
}

#[test]
fn maka_free_bear_hop1_captures_one_on_the_way() {
    let p = board(hop_rules(FreeBear::BsRfAHop1), HOP);
    legal(&p, "10p9o8n");
    legal(&p, "10p9o7m");
    let e = illegal(&p, "10p9o7m6l");
    assert!(
        matches!(
            e,
            IllegalMove::BadRoute {
                why: yubin_rules::RouteFault::HopTooMany,
                ..
            }
        ),
        "{e:?}"
    );
    illegal(&p, "10p9o7m5k3i");
    let line = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Board { via, .. } if via.is_line()))
        .count();
    assert_eq!(line, 2); // 8n and 7m
                         // Without a hop reading the bear has no such move.
    let plain = board(std_rules(), HOP);
    let e = plain
        .check_move(Move::Board {
            from: sq("10p"),
            to: sq("8n"),
            via: Via::LINE,
            promote: false,
        })
        .unwrap_err();
    assert!(matches!(e, IllegalMove::BadRoute { .. }), "{e:?}");
}

#[test]
fn maka_emperor_sees_hopall_captures() {
    // White's free bear on 10c could hop over Black's pawns on 11d, 13f and 15h to 16i only
    // under `hopall`: there 16i is protected and the emperor may not go there.
    let list = "B +K 10s; W +BB 10c; B P 11d; B P 13f; B P 15h";
    let mut n = 0;
    for (reading, protected) in [
        (FreeBear::BsRfA, false),
        (FreeBear::BsRfAHop1, false),
        (FreeBear::BsRfAHopAll, true),
    ] {
        let p = board(hop_rules(reading), list);
        assert_eq!(p.attacks(sq("16i"), Color::White), protected, "{reading:?}");
        assert_eq!(p.attacks(sq("17j"), Color::White), protected, "{reading:?}");
        for target in ["10s16i", "10s17j"] {
            if protected {
                illegal(&p, target);
            } else {
                legal(&p, target);
            }
        }
        n += 1;
    }
    assert_eq!(n, 3);
}

/// Depth 3 of the composed position against its mirrored twin (about 400 M nodes each: run
/// with `cargo test --release -- --ignored`).
#[test]
#[ignore]
fn maka_perft_mirror_composed_depth_3() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    assert_eq!(p.perft(3), 396_709_235);
    assert_eq!(p.mirrored().perft(3), 396_709_235);
}

#[test]
fn maka_composed_moves_are_unique_and_legal_two_plies_deep() {
    let p = sfen::read(std_rules(), COMPOSED).unwrap();
    let mut positions = 0;
    for m in p.legal_moves() {
        let q = p.clone().play(m).unwrap();
        assert_eq!(q.hash(), q.hash_from_scratch(), "after {m}");
        let moves = q.legal_moves();
        let mut texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), moves.len(), "duplicates after {m}");
        if positions % 50 == 0 {
            for &n in &moves {
                assert_eq!(q.check_move(n), Ok(()), "{n} after {m}");
            }
        }
        positions += 1;
    }
    assert_eq!(positions, 816);
}

#[test]
fn maka_overlapping_powers_give_each_move_once() {
    // On an empty board a teaching king's lion-dog moves are all queen moves; it can pass.
    let p = board(std_rules(), "B +Dv 10j");
    let q = board(std_rules(), "B Q 10j");
    let from = |p: &Position| {
        p.legal_moves()
            .iter()
            .filter(|m| m.from() == Some(sq("10j")))
            .count()
    };
    assert_eq!(from(&p), from(&q));
    assert!(p.legal_moves().contains(&Move::Pass));
    // Buddhist spirit: queen plus lion; of the lion's 24 squares only the 8 knight-like ones
    // are off the queen's lines.
    let b = board(std_rules(), "B +DS 10j");
    assert_eq!(from(&b), from(&q) + 8);
    // Furious fiend with q3: a lion plus slides of three; only the distance-3 squares are new.
    let ff = board(
        with(|r| r.furious_fiend = FuriousFiend::LionPlusQ3),
        "B +Ln 10j",
    );
    let ln = board(std_rules(), "B Ln 10j");
    assert_eq!(from(&ff), from(&ln) + 8);
}
