//! The handicap setups.

use super::*;

// ----------------------------------------------------------------------- handicaps

fn count(pos: &Position, c: Color) -> usize {
    pos.pieces().filter(|(_, p)| p.color == c).count()
}

#[test]
fn handicaps_build() {
    let rules = Rules::default();
    let mut ran = 0;
    for &h in Handicap::ALL {
        let pos = h.position(rules);
        assert_eq!(pos.side_to_move(), Color::White, "{h}");
        assert_eq!(count(&pos, Color::Black), 46, "{h}");
        assert_eq!(count(&pos, Color::White), 46 - h.removed().len(), "{h}");
        assert_eq!(pos.royal_count(Color::White), 1, "{h}");
        assert_eq!(Handicap::parse(h.name()), Some(h));
        assert_eq!(Handicap::parse(h.description()), Some(h));
        let lions = pos
            .pieces()
            .filter(|(_, p)| p.color == Color::Black && pos.is_lion(p.kind))
            .count();
        let name = h.name();
        let expect_lions = if name.starts_with("three_lions") {
            3
        } else if name.starts_with("two_lions") {
            2
        } else {
            1
        };
        assert_eq!(lions, expect_lions, "{h}");
        if let Some(text) = h.lishogi_sfen() {
            assert_eq!(sfen::write(&pos), text, "{h}");
        }
        let g = Game::from_position(pos);
        assert_eq!(g.outcome(), None);
        assert!(!g.legal_moves().is_empty());
        ran += 1;
    }
    assert_eq!(ran, 24);
    let numbers: Vec<u8> = Handicap::ALL
        .iter()
        .filter_map(|h| h.msm_number())
        .collect();
    assert_eq!(numbers, (1..=21).collect::<Vec<u8>>());
}

#[test]
fn handicap_removals_take_whites_left_piece() {
    let rules = Rules::default();
    let cases = [
        (Handicap::Copper, "3a", "10a"),
        (Handicap::Silver, "4a", "9a"),
        (Handicap::BlindTiger, "5b", "8b"),
        (Handicap::FerociousLeopard, "2a", "11a"),
        (Handicap::Gold, "5a", "8a"),
        (Handicap::SideMover, "1c", "12c"),
        (Handicap::VerticalMover, "2c", "11c"),
        (Handicap::Rook, "3c", "10c"),
        (Handicap::QueenDragonKing, "5c", "8c"),
    ];
    for (h, gone, kept) in cases {
        let pos = h.position(rules);
        assert_eq!(pos.piece_at(sq(gone)), None, "{h}");
        assert_eq!(
            pos.piece_at(sq(kept)).map(|p| p.color),
            Some(Color::White),
            "{h}"
        );
    }
    let pos = Handicap::Queen.position(rules);
    assert_eq!(pos.piece_at(sq("7c")), None);
    assert_eq!(
        Handicap::TwoKings.position(rules).royal_count(Color::Black),
        2,
        "two kings: Black has a prince"
    );
    let full = Handicap::ThreeLionsQueenDragonKingRookVerticalMoverSideMover.position(rules);
    assert_eq!(count(&full, Color::White), 41);
    assert_eq!(
        Handicap::parse("msm 21"),
        Some(Handicap::ThreeLionsQueenDragonKingRookVerticalMoverSideMover)
    );
    assert_eq!(Handicap::parse("MSM-9"), Some(Handicap::TwoLions));
    assert_eq!(Handicap::parse("msm22"), None);
    assert_eq!(Handicap::parse(""), None);
}

#[test]
fn handicap_white_moves_first_in_a_game() {
    let mut g = Game::from_position(Handicap::Rook.position(Rules::default()));
    let m = g.legal_moves()[0];
    assert_eq!(
        g.position().piece_at(m.from().unwrap()).unwrap().color,
        Color::White
    );
    g.play(m).unwrap();
    assert_eq!(g.position().side_to_move(), Color::Black);
}

#[test]
fn handicap_with_heisei_sets_pieces_aside() {
    let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
    let pos = Handicap::Copper.position(rules);
    assert_eq!(count(&pos, Color::White), 32);
    let coppers = |c| {
        pos.reserve(c)
            .into_iter()
            .find(|&(k, _)| k == PieceKind::Copper)
            .map(|(_, n)| n)
    };
    assert_eq!(coppers(Color::White), Some(1));
    assert_eq!(coppers(Color::Black), Some(2));
}
