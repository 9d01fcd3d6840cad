//! Heisei Chu Shogi's one drop (`chu-shogi.md` §14).

use super::*;
use yubin_rules::DropFault;

// ----------------------------------------------------------------------- Heisei

#[test]
fn heisei_one_drop_per_side() {
    let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
    let mut g = Game::new(rules);
    assert!(g.position().has_reserve(Color::Black) && g.position().has_reserve(Color::White));
    let total: u8 = g
        .position()
        .reserve(Color::Black)
        .iter()
        .map(|&(_, n)| n)
        .sum();
    assert_eq!(total, 14);
    let is_drop = |m: &Move| matches!(m, Move::Drop { .. });

    let drop = Move::Drop {
        kind: PieceKind::Silver,
        to: sq("7h"),
        promote: false,
    };
    assert!(g.legal_moves().contains(&drop));
    assert_eq!(g.play(drop), Ok(None));
    assert!(!g.position().has_reserve(Color::Black));
    assert!(g.position().reserve(Color::Black).is_empty());
    assert!(g.position().has_reserve(Color::White));
    assert_eq!(
        g.position().piece_at(sq("7h")).map(|p| p.kind),
        Some(PieceKind::Silver)
    );

    let white_drop = *g
        .legal_moves()
        .iter()
        .find(|m| is_drop(m))
        .expect("White may drop");
    assert_eq!(g.play(white_drop), Ok(None));
    assert!(!g.position().has_reserve(Color::White));

    assert!(
        !g.legal_moves().iter().any(is_drop),
        "Black's one drop is used"
    );
    let again = Move::Drop {
        kind: PieceKind::Lance,
        to: sq("6h"),
        promote: false,
    };
    assert!(matches!(g.check_move(again), Err(IllegalMove::BadDrop(_))));
    let quiet = g.legal_moves()[0];
    g.play(quiet).unwrap();
    assert!(
        !g.legal_moves().iter().any(is_drop),
        "White's one drop is used"
    );
}

fn heisei_rules(options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::preset(Variant::Chu, "heisei").unwrap();
    for (k, v) in options {
        r.set(k, v).unwrap();
    }
    r
}

fn drop(kind: PieceKind, to: &str, promote: bool) -> Move {
    Move::Drop {
        kind,
        to: sq(to),
        promote,
    }
}

fn bad_drop(why: DropFault) -> Result<(), IllegalMove> {
    Err(IllegalMove::BadDrop(why))
}

/// Black pawn on 7b, every piece set aside: a lance dropped promoted on 7a is a white horse,
/// which can move from there, so `L*7a+` is legal (default `on_drop_or_next_move`); an
/// unpromoted lance there could never move, so `L*7a` is not.
const HEISEI_LAST_RANK: &str =
    "k11/5P6/12/12/12/12/12/12/12/12/12/K11 b - 1 2L2C2S2M2V2AOX2l2c2s2m2v2aox";

#[test]
fn heisei_promoted_lance_may_be_dropped_on_the_last_rank() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let promoted = drop(PieceKind::Lance, "7a", true);
    assert_eq!(pos.check_move(promoted), Ok(()));
    assert!(pos.legal_moves().contains(&promoted));
    let after = pos.clone().play(promoted).unwrap();
    assert_eq!(
        after.piece_at(sq("7a")).map(|p| p.kind),
        Some(PieceKind::PromotedLance)
    );
    // Every set-aside kind may be dropped promoted on 7a (none is dead promoted); only the
    // lance is banned there unpromoted.
    let mut ran = 0;
    for &kind in Position::reserve_kinds() {
        assert!(
            pos.legal_moves().contains(&drop(kind, "7a", true)),
            "{kind}"
        );
        assert_eq!(
            pos.legal_moves().contains(&drop(kind, "7a", false)),
            kind != PieceKind::Lance,
            "{kind}"
        );
        ran += 1;
    }
    assert_eq!(ran, 8);
}

#[test]
fn heisei_lance_dropped_unpromoted_on_its_last_rank_is_banned() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let plain = drop(PieceKind::Lance, "7a", false);
    assert_eq!(pos.check_move(plain), bad_drop(DropFault::Dead));
    assert!(!pos.legal_moves().contains(&plain));
    // White's lance on its last rank (rank l), next to White's... king on 1l.
    let white = sfen::read(
        heisei_rules(&[]),
        "12/12/12/12/12/12/12/12/12/12/12/K10k w - 1 L2l",
    )
    .unwrap();
    assert_eq!(
        white.check_move(drop(PieceKind::Lance, "2l", false)),
        bad_drop(DropFault::Dead)
    );
    assert_eq!(white.check_move(drop(PieceKind::Lance, "2l", true)), Ok(()));
    assert_eq!(
        white.check_move(drop(PieceKind::Lance, "2k", false)),
        Ok(())
    );
}

/// Pawns are never set aside in Heisei Chu Shogi, so the question of a dead pawn drop does
/// not arise: a pawn drop is refused because the pawn is not in the reserve, and a reserve
/// with a pawn does not read.
#[test]
fn heisei_pawns_are_never_dropped() {
    let pos = sfen::read(heisei_rules(&[]), HEISEI_LAST_RANK).unwrap();
    let mut ran = 0;
    for promote in [false, true] {
        assert_eq!(
            pos.check_move(drop(PieceKind::Pawn, "7a", promote)),
            bad_drop(DropFault::NotInReserve)
        );
        ran += 1;
    }
    assert_eq!(ran, 2);
    assert!(sfen::read(
        heisei_rules(&[]),
        "k11/5P6/12/12/12/12/12/12/12/12/12/K11 b - 1 P"
    )
    .is_err());
}

/// `heisei.drop_promotion = next_move_only`: no promoted drop (the lance on 7a is then dead
/// either way), but the piece dropped in the zone may promote on its next move.
#[test]
fn heisei_drop_promotion_next_move_only() {
    let rules = heisei_rules(&[("heisei.drop_promotion", "next_move_only")]);
    let pos = sfen::read(rules, HEISEI_LAST_RANK).unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "7a", true)),
        bad_drop(DropFault::PromotedOnNextMoveOnly)
    );
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "7a", false)),
        bad_drop(DropFault::Dead)
    );
    assert!(!pos
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Drop { promote: true, .. })));
    // Outside the zone a promoted drop is refused for the zone, whatever the option says.
    assert_eq!(
        pos.check_move(drop(PieceKind::Silver, "12k", true)),
        bad_drop(DropFault::PromotedOutsideZone)
    );
}

/// A piece dropped unpromoted inside the zone may promote on its next move even by a
/// non-capture inside the zone (under both `heisei.drop_promotion` values), but only on that
/// move.
#[test]
fn heisei_piece_dropped_in_the_zone_promotes_on_its_next_move() {
    let mut ran = 0;
    for value in ["on_drop_or_next_move", "next_move_only"] {
        let rules = heisei_rules(&[("heisei.drop_promotion", value)]);
        // White keeps a pawn, so that its king is not bare.
        let mut g = game(rules, "k11/12/12/p4G6/12/12/12/12/12/12/12/K11 b - 1 S");
        assert_eq!(g.play(drop(PieceKind::Silver, "7c", false)), Ok(None));
        assert!(g.position().dropped_mark(sq("7c")));
        play_all(&mut g, &["12a11a"]);
        let promote = Move::Board {
            from: sq("7c"),
            to: sq("7b"),
            via: yubin_rules::Via::NONE,
            promote: true,
        };
        assert_eq!(g.check_move(promote), Ok(()), "{value}");
        // Declined: the next non-capture inside the zone may not promote.
        play_all(&mut g, &["7c7b", "11a12a"]);
        assert!(!g.position().dropped_mark(sq("7b")));
        let again = Move::Board {
            from: sq("7b"),
            to: sq("7a"),
            via: yubin_rules::Via::NONE,
            promote: true,
        };
        assert!(
            matches!(
                g.check_move(again),
                Err(IllegalMove::PromotionNotAllowed { .. })
            ),
            "{value}"
        );
        ran += 1;
    }
    assert_eq!(ran, 2);
}

/// `heisei.adjacency = orthogonal`: a drop must touch one of the dropper's pieces by an edge.
/// From the start, 5g is diagonally next to Black's go-between on 4h only.
#[test]
fn heisei_adjacency_orthogonal() {
    let diagonal = drop(PieceKind::Silver, "5g", false);
    let edge = drop(PieceKind::Silver, "4g", false);
    let king_step = Position::start(heisei_rules(&[]));
    assert_eq!(king_step.check_move(diagonal), Ok(()));
    assert_eq!(king_step.check_move(edge), Ok(()));
    let ortho = Position::start(heisei_rules(&[("heisei.adjacency", "orthogonal")]));
    assert_eq!(
        ortho.check_move(diagonal),
        bad_drop(DropFault::NotAdjacent(
            yubin_rules::rules::Adjacency::Orthogonal
        ))
    );
    assert!(!ortho.legal_moves().contains(&diagonal));
    assert_eq!(ortho.check_move(edge), Ok(()));
    assert!(ortho.legal_moves().contains(&edge));
    let drops = |p: &Position| {
        p.legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Drop { .. }))
            .count()
    };
    assert!(drops(&ortho) < drops(&king_step));
}

/// A second drop, a piece that was not set aside, and a drop outside Heisei each get their own
/// reason.
#[test]
fn heisei_drop_refusals_are_precise() {
    let mut g = Game::new(heisei_rules(&[]));
    assert_eq!(
        g.check_move(drop(PieceKind::Gold, "7h", false)),
        bad_drop(DropFault::NotInReserve)
    );
    assert_eq!(g.play(drop(PieceKind::Silver, "7h", false)), Ok(None));
    assert_eq!(g.play(drop(PieceKind::Copper, "7e", false)), Ok(None));
    let again = drop(PieceKind::Lance, "6h", false);
    assert_eq!(g.check_move(again), bad_drop(DropFault::DropMade));
    assert_eq!(
        g.check_move(drop(PieceKind::Gold, "6h", false)),
        bad_drop(DropFault::DropMade)
    );
    // A position where only Black still has its drop, and one where White has a lance and a
    // silver set aside.
    let pos = sfen::read(
        heisei_rules(&[]),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 L",
    )
    .unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Lance, "11a", false)),
        bad_drop(DropFault::DropMade)
    );
    let pos = sfen::read(
        heisei_rules(&[]),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 ls",
    )
    .unwrap();
    assert_eq!(
        pos.check_move(drop(PieceKind::Copper, "11a", false)),
        bad_drop(DropFault::NotInReserve)
    );
    assert_eq!(
        pos.check_move(drop(PieceKind::Silver, "11a", false)),
        Ok(())
    );
    // Standard Chu has no drop at all.
    let standard = Position::start(Rules::default());
    assert_eq!(
        standard.check_move(drop(PieceKind::Lance, "7h", false)),
        bad_drop(DropFault::NoDrops)
    );
}
