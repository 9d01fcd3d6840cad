//! §16.1: the initial position (CHU-INIT).

use super::*;

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
