//! The Chu setups built from square lists (`setup::CHU_BLACK`, the handicaps' changes) are
//! lishogi's SFENs exactly, Heisei's reserve included: equal positions with equal hashes.

use super::*;
use yubin_rules::position::CHU_START_SFEN;
use yubin_rules::rules::Setup;
use yubin_rules::Piece;

/// The position `text` stands for under `rules`, read as SFEN: White's left piece of each
/// `removed` kind taken off, and under the Heisei setup the set-aside kinds moved to the
/// reserve field (read, not built).
fn from_sfen(rules: Rules, text: &str, removed: &[PieceKind]) -> Position {
    let full = sfen::read(rules, text).unwrap();
    let mut pieces: Vec<(Square, Piece)> = full.pieces().collect();
    for &kind in removed {
        let white = Piece::new(Color::White, kind);
        let left = pieces
            .iter()
            .filter(|(_, p)| *p == white)
            .map(|(s, _)| s.file())
            .min()
            .unwrap();
        pieces.retain(|&(s, p)| !(p == white && s.file() == left));
    }
    let heisei = rules.setup == Setup::Heisei;
    let (aside, kept): (Vec<_>, Vec<_>) = pieces
        .into_iter()
        .partition(|(_, p)| heisei && Position::reserve_kinds().contains(&p.kind));
    let board = Position::from_pieces(rules, &kept, full.side_to_move(), None, 1).unwrap();
    let mut text = sfen::write(&board);
    if !aside.is_empty() {
        text.push(' ');
        text.extend(aside.iter().map(|(_, p)| sfen::piece_code(*p)));
    }
    sfen::read(rules, &text).unwrap()
}

/// Every Chu preset, by name (Heisei among them).
fn chu_rules() -> Vec<(&'static str, Rules)> {
    let rules: Vec<_> = Rules::presets(Variant::Chu)
        .iter()
        .map(|&p| (p, Rules::preset(Variant::Chu, p).unwrap()))
        .collect();
    assert!(rules.iter().any(|(_, r)| r.setup == Setup::Heisei));
    rules
}

#[test]
fn chu_start_is_the_lishogi_sfen() {
    let mut ran = 0;
    for (preset, rules) in chu_rules() {
        let start = Position::start(rules);
        let read = from_sfen(rules, CHU_START_SFEN, &[]);
        assert_eq!(start, read, "{preset}");
        assert_eq!(start.hash(), read.hash(), "{preset}");
        ran += 1;
    }
    assert!(ran > 1);
}

#[test]
fn handicaps_are_the_lishogi_sfens() {
    let mut ran = 0;
    for (preset, rules) in chu_rules() {
        for &h in Handicap::ALL {
            let base = if h.name().starts_with("three_lions") {
                Handicap::ThreeLions.lishogi_sfen()
            } else if h.name().starts_with("two_lions") {
                Handicap::TwoLions.lishogi_sfen()
            } else {
                h.lishogi_sfen()
            };
            // The other handicaps start White to move from the even setup.
            let even = CHU_START_SFEN.replace(" b ", " w ");
            let read = from_sfen(rules, base.unwrap_or(&even), h.removed());
            let pos = h.position(rules);
            assert_eq!(pos, read, "{preset} {h}");
            assert_eq!(pos.hash(), read.hash(), "{preset} {h}");
            ran += 1;
        }
    }
    assert!(ran >= 2 * Handicap::ALL.len());
}
