//! The picture's own checks; the golden pictures are the service's (`tests/it/picture.rs`).

use super::*;
use yubin_rules::{notation::usi, Piece, Rules, Variant};

#[test]
fn every_label_and_coordinate_has_an_outline() {
    let mut checked = 0;
    for rules in labels::label_rules() {
        for &kind in PieceKind::ALL {
            for style in [Pieces::Kanji, Pieces::Letters] {
                let Some((text, _)) = labels::label(&rules, kind, style) else {
                    continue;
                };
                let font = match style {
                    Pieces::Kanji => Font::Serif,
                    Pieces::Letters => Font::Sans,
                };
                for ch in text.chars() {
                    let g = font.glyph(ch);
                    assert!(
                        g.is_some_and(|g| !g.path.is_empty()),
                        "{:?} {kind:?} ({}): `{ch}` has no outline in glyphs.rs; run \
                         `cargo run --release --manifest-path tools/glyphs/Cargo.toml`",
                        rules.variant,
                        style.name()
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 500, "{checked}");
    let all = characters();
    for ch in &all.serif {
        assert!(Font::Serif.glyph(*ch).is_some(), "{ch}");
    }
    for ch in &all.sans {
        assert!(Font::Sans.glyph(*ch).is_some(), "{ch}");
    }
}

#[test]
fn the_tables_are_sorted_and_hold_what_is_drawn_and_no_more() {
    for font in [Font::Serif, Font::Sans] {
        let table = font.table();
        assert!(table.windows(2).all(|w| w[0].ch < w[1].ch), "{font:?}");
    }
    let all = characters();
    let serif: BTreeSet<char> = Font::Serif.table().iter().map(|g| g.ch).collect();
    let sans: BTreeSet<char> = Font::Sans.table().iter().map(|g| g.ch).collect();
    assert_eq!(serif, all.serif, "rerun tools/glyphs");
    assert_eq!(sans, all.sans, "rerun tools/glyphs");
}

#[test]
fn chu_labels_are_one_kanji_and_the_larger_games_two() {
    let chu = Rules::standard(Variant::Chu);
    let mut n = 0;
    for &kind in PieceKind::ALL {
        if let Some((text, red)) = labels::label(&chu, kind, Pieces::Kanji) {
            assert_eq!(text.chars().count(), 1, "{kind:?}");
            assert_eq!(red, kind.is_promoted());
            n += 1;
        }
    }
    assert_eq!(n, 39);
    let label = |v, k| labels::label(&Rules::standard(v), k, Pieces::Kanji);
    assert_eq!(
        label(Variant::Chu, PieceKind::PromotedRook),
        Some(("龍", true))
    );
    assert_eq!(
        label(Variant::Chu, PieceKind::PromotedPawn),
        Some(("と", true))
    );
    assert_eq!(
        label(Variant::Tenjiku, PieceKind::PromotedChariotSoldier),
        Some(("四天", true))
    );
    assert_eq!(label(Variant::Tenjiku, PieceKind::Dog), Some(("犬", false)));
    assert_eq!(
        label(Variant::Maka, PieceKind::PromotedKing),
        Some(("自在", true))
    );
    assert_eq!(
        label(Variant::Maka, PieceKind::PromotedGold),
        Some(("奔金", true))
    );
    assert_eq!(
        label(Variant::Maka, PieceKind::PromotedRook),
        Some(("金将", true))
    );
    assert_eq!(
        label(Variant::Dai, PieceKind::PromotedRook),
        Some(("龍王", true))
    );
    assert_eq!(
        label(Variant::Dai, PieceKind::PromotedKnight),
        Some(("金将", true))
    );
    assert_eq!(
        label(Variant::DaiDai, PieceKind::PromotedLionDog),
        Some(("大象", true))
    );
    assert_eq!(label(Variant::Chu, PieceKind::LionDog), None);
    // Within a larger game, no two kinds that differ in what they are share a label.
    for rules in labels::label_rules() {
        let mut seen: BTreeMap<&str, &str> = BTreeMap::new();
        for &kind in PieceKind::ALL {
            if let (Some((text, _)), Some(name)) = (
                labels::label(&rules, kind, Pieces::Kanji),
                yubin_rules::tables::name(&rules, kind),
            ) {
                if kind.is_promoted() || rules.variant == Variant::Chu {
                    continue;
                }
                if let Some(other) = seen.insert(text, name) {
                    panic!("{:?}: {text} is {other} and {name}", rules.variant);
                }
            }
        }
    }
}

use std::collections::BTreeMap;

/// A position of `rules` from `pieces` (`(file, rank letter, colour, kind)`), Black to move.
fn position(rules: Rules, pieces: &[(u8, char, Color, PieceKind)]) -> Position {
    let list: Vec<_> = pieces
        .iter()
        .map(|&(f, r, c, k)| {
            (
                Square::new(f, r as u8 - b'a').expect("square"),
                Piece::new(c, k),
            )
        })
        .collect();
    Position::from_pieces(rules, &list, Color::Black, None, 1).expect("position")
}

/// Plays `mv` (USI) in `before`: the position after it and its marks.
fn play(before: &Position, mv: &str) -> (Position, MoveMarks) {
    let m = usi::parse(before, mv).expect("move");
    let after = before.clone().play(m).expect("legal");
    let marks = MoveMarks::of(before, m, &after, 1);
    (after, marks)
}

#[test]
fn a_lions_double_capture_marks_the_square_taken_on_the_way() {
    use Color::{Black as B, White as W};
    use PieceKind::*;
    let before = position(
        Rules::standard(Variant::Chu),
        &[
            (7, 'l', B, King),
            (6, 'a', W, King),
            (7, 'g', B, Lion),
            (7, 'f', W, Pawn),
            (6, 'e', W, Gold),
        ],
    );
    let (after, marks) = play(&before, "7g7f6e");
    assert_eq!(marks.captured.len(), 1);
    assert_eq!(marks.captured[0].to_string(), "7f");
    assert_eq!(marks.text, "1. Lnx7fx6e");
    assert_eq!(marks.effects(), ", taking on 7f on the way");
    assert_eq!(
        marks.effects_in(crate::i18n::Language::Ja),
        "（途中で7fの駒を取る）"
    );
    let svg = svg(&after, Some(&marks), Style::default());
    assert!(
        svg.contains(
            "aria-label=\"Chu Shogi, after 1. Lnx7fx6e, taking on 7f on the way: white to move\""
        ),
        "{svg}"
    );
    assert_eq!(svg.matches(&format!("stroke=\"{}\"", "#c8102e")).count(), 1);
    assert!(svg.contains("<title>black lion (Ln) on 6e</title>"));
}

#[test]
fn a_burn_is_marked_on_every_burned_square() {
    use Color::{Black as B, White as W};
    use PieceKind::*;
    // TJ-FD-03: the demon on 8k takes the bishop on 8h and burns 9g, 8g, 7g and 9h.
    let before = position(
        Rules::standard(Variant::Tenjiku),
        &[
            (16, 'p', B, King),
            (1, 'a', W, King),
            (8, 'k', B, FireDemon),
            (7, 'h', B, Pawn),
            (8, 'h', W, Bishop),
            (8, 'g', W, Gold),
            (9, 'g', W, Pawn),
            (7, 'g', W, Silver),
            (9, 'h', W, Copper),
        ],
    );
    let (after, marks) = play(&before, "8k8h");
    assert_eq!(marks.burned.len(), 4);
    let svg = svg(&after, Some(&marks), Style::default());
    assert_eq!(svg.matches("fill=\"#ff7a1a\"").count(), 4);
    assert!(svg.contains(", burning "), "{svg}");
    // The four burned squares' 火, and the demon's own label.
    assert_eq!(svg.matches("<use href=\"#s706B\"").count(), 4 + 1);
}

#[test]
fn the_picture_is_deterministic_and_defines_each_glyph_once() {
    let pos = Position::start(Rules::standard(Variant::Maka));
    let a = svg(&pos, None, Style::default());
    assert_eq!(a, svg(&pos, None, Style::default()));
    let defs = a.matches("<path id=\"s").count();
    let uses = a.matches("<use href=\"#s").count();
    // Each of the 50 kinds is defined once, with its two kanji (the kings twice: 玉将 and
    // 王将); the 192 pieces use them.
    assert_eq!(a.matches("<g id=\"k").count(), 51);
    assert_eq!(uses, 2 * 51);
    assert!(a.contains("<title>white king (K) on 10a</title>"), "{a}");
    assert_eq!(a.matches("<path id=\"s738B\"").count(), 1, "王 drawn");
    assert!(defs > 50, "{defs}");
    assert_eq!(a.matches("<use href=\"#k").count(), 192);
    // A glyph is defined once whatever the number of pieces bearing it.
    assert_eq!(a.matches("<path id=\"s6B69\"").count(), 1);
    assert_eq!(a.matches("<title>").count(), 192 + 2);
}

#[test]
fn whites_view_turns_the_board_and_the_pieces() {
    let pos = Position::start(Rules::standard(Variant::Chu));
    let black = svg(&pos, None, Style::default());
    let white = svg(
        &pos,
        None,
        Style {
            pieces: Pieces::Letters,
            viewer: Color::White,
        },
    );
    // From Black's side White's pieces are turned; from White's, Black's.
    let turned = |svg: &str, who: &str| {
        svg.split("<g transform=")
            .filter(|g| g.contains("rotate(180)") && g.contains(&format!("<title>{who} ")))
            .count()
    };
    assert_eq!((turned(&black, "white"), turned(&black, "black")), (46, 0));
    assert_eq!(
        (turned(&white, "white"), turned(&white, "black")),
        (0, 46 + 1)
    );
    assert!(
        black.find("<title>white lance (L) on 12a").unwrap()
            < black.find("<title>white lance (L) on 1a").unwrap()
    );
    assert!(
        white.find("<title>black lance (L) on 1l").unwrap()
            < white.find("<title>black lance (L) on 12l").unwrap()
    );
}

#[test]
fn heisei_set_aside_pieces_are_drawn_with_their_counts() {
    let pos = Position::start(Rules::preset(Variant::Chu, "heisei").expect("preset"));
    let svg = svg(&pos, None, Style::default());
    let set_aside = svg.matches(" set aside, ").count();
    let kinds = pos.reserve(Color::Black).len() + pos.reserve(Color::White).len();
    assert!(kinds > 0);
    assert_eq!(set_aside, kinds);
}

#[test]
fn every_ply_is_the_position_after_that_many_moves() {
    let mut game = Game::new(Rules::standard(Variant::Chu));
    for m in ["7i7h", "6d6e", "7h7g"] {
        let mv = usi::parse(game.position(), m).expect("a move");
        game.play(mv).expect("legal");
    }
    let all: Vec<_> = plies(&game).collect();
    assert_eq!(all.len(), 4);
    assert!(all[0].1.is_none());
    for (ply, (pos, marks)) in all.iter().enumerate() {
        let (p, m) = at_ply(&game, ply).expect("a ply");
        assert_eq!((p.hash(), &m), (pos.hash(), marks));
    }
    assert_eq!(all[3].0.hash(), game.position().hash());
    assert_eq!(all[3].1.as_ref().map(|m| m.text.as_str()), Some("3. P-7g"));
    assert!(at_ply(&game, 4).is_none());
}
