//! The archive's boards: the position after every ply of a game, drawn as the board picture
//! draws it (`yubin_text::picture`: pentagons pointing at the opponent, kanji or letters,
//! promoted labels red, the last move tinted and framed, a capture on the way crossed, a
//! burn orange with its `火`) but as an HTML table, one short class list per cell, so that a
//! game page holding a board per ply stays small (a Chu board is about 4.6 KB: 464 KB for the
//! 100 plies of the benchmark's largest page, `cargo bench --bench service`) and stays a
//! table a screen reader reads square by square.
//!
//! The classes: `b`/`w` a piece of Black/White, `bp`/`wp` a promoted one; `k<n>` its kind
//! (`PieceKind::index`), whose picture the game's piece sheet ([`sheet`]) gives, in kanji and
//! in letters; `t` the last move's destination, `f` its origin, `x` a square it captured on
//! before its destination, `z` a square whose piece a fire demon burned. The cell's text is
//! the TSA abbreviation, hidden under the picture and read by screen readers after the
//! side's name.

use std::fmt::Write as _;
use yubin_domain::model::Language;
use yubin_rules::{tables, Color, Game, Piece, PieceKind, Position, Rules, Square};
use yubin_text::picture::{self, labels, MoveMarks, Pieces};
use yubin_text::render;

/// One square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The class attribute (`b k12 t`), empty for an empty square off the last move.
    pub class: String,
    /// The piece's TSA abbreviation, empty for an empty square.
    pub text: &'static str,
}

/// One rank, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Its letter.
    pub rank: char,
    /// Its squares.
    pub cells: Vec<Cell>,
}

/// The position after one ply (0: the start).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The ply, 0 for the start.
    pub n: usize,
    /// What the board shows: `After 12. white P-7f` or `The start`.
    pub caption: String,
    /// The ranks, top (White's side) to bottom.
    pub rows: Vec<Row>,
    /// Heisei: what each side may still drop, Black first; empty in other setups.
    pub hands: Vec<Hand>,
}

/// Heisei: a side's set-aside pieces after a ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    /// `Black` or `White` (`先手`, `後手`).
    pub side: String,
    /// Its pieces: classes as on the board, the piece's name, and how many.
    pub pieces: Vec<HandPiece>,
}

/// One kind of a side's set-aside pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandPiece {
    /// `b k12` or `w k12`: drawn as on the board.
    pub class: String,
    /// `lion (Ln)`.
    pub name: String,
    /// How many.
    pub count: u8,
}

/// Heisei: what each side of `pos` may still drop.
fn hands(pos: &Position, lang: Language) -> Vec<Hand> {
    let rules = pos.rules();
    if rules.setup != yubin_rules::rules::Setup::Heisei {
        return Vec::new();
    }
    Color::ALL
        .into_iter()
        .map(|c| Hand {
            side: yubin_text::archive::side_title(c, lang),
            pieces: pos
                .reserve(c)
                .into_iter()
                .map(|(kind, count)| HandPiece {
                    class: piece_class(Piece::new(c, kind)),
                    name: format!(
                        "{} ({})",
                        labels::named(rules, kind, lang),
                        tables::tsa_name(rules.variant, kind).unwrap_or("?")
                    ),
                    count,
                })
                .collect(),
        })
        .collect()
}

/// One move of the move list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine {
    /// Its ply, from 1.
    pub n: usize,
    /// `black` or `white`.
    pub side: &'static str,
    /// The same in the pages' language.
    pub side_name: String,
    /// TSA notation, as the mails write it.
    pub tsa: String,
    /// USI, as lishogi writes it.
    pub usi: String,
    /// A move the analysis marked: its note (the loss and the engine's choice), shown in
    /// the move list; `None` for every move of a game without an analysis.
    pub note: Option<String>,
}

/// A piece's classes: its side (`b`, `bp`, `w`, `wp`) and its kind (`k12`).
fn piece_class(p: Piece) -> String {
    let side = match (p.color, p.kind.is_promoted()) {
        (Color::Black, false) => "b",
        (Color::Black, true) => "bp",
        (Color::White, false) => "w",
        (Color::White, true) => "wp",
    };
    format!("{side} k{}", p.kind.index())
}

/// A square's classes (see the module's documentation).
fn class(piece: Option<Piece>, square: Square, marks: Option<&MoveMarks>) -> String {
    let mut out = piece.map(piece_class).unwrap_or_default();
    if let Some(m) = marks {
        let on = |sqs: &[Square]| sqs.contains(&square);
        let marks = [
            (m.to == Some(square), "t"),
            (m.to != Some(square) && m.from == Some(square), "f"),
            (on(&m.captured), "x"),
            (on(&m.burned), "z"),
        ];
        for (_, c) in marks.iter().filter(|(on, _)| *on) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(c);
        }
    }
    out
}

fn cell(rules: &Rules, square: render::Cell, marks: Option<&MoveMarks>) -> Cell {
    Cell {
        class: class(square.piece, square.square, marks),
        text: square.piece.map_or("", |p| {
            tables::tsa_name(rules.variant, p.kind).unwrap_or("?")
        }),
    }
}

/// The file numbers left to right, as Black sees the board.
pub fn files(game: &Game) -> Vec<u8> {
    render::walk(game.position(), Color::Black, (None, None))
        .files()
        .collect()
}

/// The board after every ply of `game` (the start first), and its moves in TSA and USI.
pub fn plies(game: &Game, lang: Language) -> (Vec<Ply>, Vec<MoveLine>) {
    // The moves were checked when the game was replayed to get here: they are only made.
    let mut pos = game.initial().clone();
    let start = yubin_text::archive::caption(lang, 0, "", "", "");
    let mut plies = vec![ply(&pos, 0, start, None, lang)];
    let mut moves = Vec::with_capacity(game.moves().len());
    for (i, &mv) in game.moves().iter().enumerate() {
        let before = pos.clone();
        let side = pos.side_to_move().name();
        let tsa = yubin_rules::notation::tsa::format(&pos, mv);
        let usi = yubin_rules::notation::usi::format(&pos, mv);
        pos.play_unchecked(mv);
        let marks = MoveMarks::of(&before, mv, &pos, i + 1);
        let side_name = yubin_text::wording::side(before.side_to_move(), lang);
        let caption =
            yubin_text::archive::caption(lang, i + 1, &side_name, &tsa, &marks.effects_in(lang));
        plies.push(ply(&pos, i + 1, caption, Some(&marks), lang));
        moves.push(MoveLine {
            n: i + 1,
            side,
            side_name,
            tsa,
            usi,
            note: None,
        });
    }
    (plies, moves)
}

fn ply(
    pos: &Position,
    n: usize,
    caption: String,
    marks: Option<&MoveMarks>,
    lang: Language,
) -> Ply {
    let rules = pos.rules();
    let rows = render::walk(pos, Color::Black, (None, None))
        .rows()
        .map(|row| Row {
            rank: row.letter(),
            cells: row
                .cells()
                .map(|square| cell(rules, square, marks))
                .collect(),
        })
        .collect();
    Ply {
        n,
        caption,
        rows,
        hands: hands(pos, lang),
    }
}

/// One entry of the piece key.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct KeyEntry {
    /// The TSA abbreviation, as on the board.
    pub abbreviation: &'static str,
    /// The kind's name.
    pub name: &'static str,
    /// A promoted kind (red on the board).
    pub promoted: bool,
    /// Its kind's index, for its picture's class (`k12`).
    pub kind: usize,
}

/// The key to the kinds on the board at any moment of the game, sorted by abbreviation
/// regardless of case.
pub fn legend(game: &Game, lang: Language) -> Vec<KeyEntry> {
    let rules = game.position().rules();
    let entry = |p: Piece| KeyEntry {
        abbreviation: tables::tsa_name(rules.variant, p.kind).unwrap_or("?"),
        name: labels::named(rules, p.kind, lang),
        promoted: p.kind.is_promoted(),
        kind: p.kind.index(),
    };
    let mut pos = game.initial().clone();
    let mut seen: std::collections::BTreeSet<KeyEntry> =
        pos.pieces().map(|(_, p)| entry(p)).collect();
    for &mv in game.moves() {
        pos.play_unchecked(mv);
        if let Some(to) = mv.to() {
            seen.extend(pos.piece_at(to).map(entry));
        }
    }
    // As a reader looks them up: `C`, `Ca`, `CC`, `Co`, `CS`, not every capital first.
    let mut key: Vec<KeyEntry> = seen.into_iter().collect();
    key.sort_by_cached_key(|e| (e.abbreviation.to_lowercase(), e.abbreviation));
    key
}

/// The labels of every kind of `rules`, kanji and letters: what a piece sheet holds.
fn labels(rules: &Rules) -> Vec<(PieceKind, &'static str, &'static str)> {
    PieceKind::ALL
        .iter()
        .filter_map(|&kind| {
            let kanji = picture::labels::label(rules, kind, Pieces::Kanji)?.0;
            let letters = picture::labels::label(rules, kind, Pieces::Letters)?.0;
            Some((kind, kanji, letters))
        })
        .collect()
}

/// The path of the piece sheet of games under `rules`: `pieces/<variant>-<digest>.css`, the
/// digest (FNV-1a) of the labels it holds, so that the games of one variant share one sheet
/// that a browser keeps, and a rule option that renames pieces (Maka's lion-queen
/// promotions) gets its own.
pub fn sheet_path(rules: &Rules) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for (kind, kanji, letters) in labels(rules) {
        let key = format!("{}={kanji}/{letters};", kind.index());
        for b in key.bytes() {
            hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    format!("pieces/{}-{hash:08x}.css", rules.variant.name())
}

/// The piece sheet of games under `rules`: the picture's colours, and for every kind its
/// piece pointing up (`yubin_text::picture::piece_svg`) as the image of its class's `::after`,
/// in kanji, or in letters once the page's `#letters` switch is on; the `火` of a burned
/// square. Each image is an SVG `data:` address, its glyphs outlines: no font is needed.
pub fn sheet(rules: &Rules) -> String {
    let mut out = format!(
        "/* The pieces of {} (yubin's board picture, src/archive/board.rs). Glyphs: Noto \
         Serif CJK JP and Noto Sans CJK JP, SIL Open Font License 1.1. */\n\
         :root {{ {} }}\ntable.board td.z {{ background-image: url(\"{}\"); }}\n",
        rules.variant.title(),
        picture::palette_css(),
        data_url(&picture::burn_svg())
    );
    let mut images = Vec::new();
    for (kind, _, _) in labels(rules) {
        let n = kind.index();
        let black = Piece::new(Color::Black, kind);
        images.push((black, Pieces::Kanji, format!(".k{n}::after")));
        let letters = format!("#letters:checked ~ * .k{n}::after");
        images.push((black, Pieces::Letters, letters));
    }
    // White's king is 王, Black's 玉 (`picture::labels::piece_label`).
    images.push((
        Piece::new(Color::White, PieceKind::King),
        Pieces::Kanji,
        format!("table.board td.w.k{}::after", PieceKind::King.index()),
    ));
    for (piece, style, selector) in images {
        if let Some(svg) = picture::piece_svg(rules, piece, style) {
            let _ = writeln!(
                out,
                "{selector} {{ background-image: url(\"{}\"); }}",
                data_url(&svg)
            );
        }
    }
    out
}

/// An SVG document as a `data:` address for a CSS `url("…")`: its double quotes made single,
/// and `%`, `#`, `<` and `>` escaped.
fn data_url(svg: &str) -> String {
    let mut out = String::from("data:image/svg+xml,");
    for ch in svg.chars() {
        match ch {
            '"' => out.push('\''),
            '%' => out.push_str("%25"),
            '#' => out.push_str("%23"),
            '<' => out.push_str("%3C"),
            '>' => out.push_str("%3E"),
            '\n' => {}
            c => out.push(c),
        }
    }
    out
}

/// The text board after the last ply (Black's view), for the page's plain-text alternative.
pub fn text(game: &Game) -> String {
    render::board(game, Color::Black)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{notation::usi, Variant};

    /// A game of `rules` from `pieces` (`(file, rank letter, colour, kind)`), Black to move,
    /// with `moves` (USI) played.
    fn game(rules: Rules, pieces: &[(u8, char, Color, PieceKind)], moves: &[&str]) -> Game {
        let list: Vec<_> = pieces
            .iter()
            .map(|&(f, r, c, k)| (Square::new(f, r as u8 - b'a').unwrap(), Piece::new(c, k)))
            .collect();
        let pos = Position::from_pieces(rules, &list, Color::Black, None, 1).unwrap();
        let mut game = Game::from_position(pos);
        for mv in moves {
            let mv = usi::parse(game.position(), mv).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    /// The class of `square` on the board after the last ply.
    fn class_at(plies: &[Ply], files: &[u8], square: &str) -> String {
        let (file, rank) = square.split_at(square.len() - 1);
        let col = files.iter().position(|f| f.to_string() == file).unwrap();
        let rank = rank.chars().next().unwrap();
        let row = plies
            .last()
            .unwrap()
            .rows
            .iter()
            .find(|r| r.rank == rank)
            .unwrap();
        row.cells[col].class.clone()
    }

    #[test]
    fn a_lions_double_capture_crosses_the_square_taken_on_the_way() {
        use Color::{Black as B, White as W};
        use PieceKind::*;
        let g = game(
            Rules::standard(Variant::Chu),
            &[
                (7, 'l', B, King),
                (6, 'a', W, King),
                (7, 'g', B, Lion),
                (7, 'f', W, Pawn),
                (6, 'e', W, Gold),
            ],
            &["7g7f6e"],
        );
        let (plies, _) = plies(&g, Language::En);
        let files = files(&g);
        assert_eq!(
            plies[1].caption,
            "After 1. black Lnx7fx6e, taking on 7f on the way"
        );
        assert_eq!(class_at(&plies, &files, "7f"), "x");
        assert_eq!(class_at(&plies, &files, "7g"), "f");
        assert_eq!(
            class_at(&plies, &files, "6e"),
            format!("b k{} t", Lion.index())
        );
        assert_eq!(
            class_at(&plies, &files, "6a"),
            format!("w k{}", King.index())
        );
    }

    #[test]
    fn a_burn_paints_every_burned_square() {
        use Color::{Black as B, White as W};
        use PieceKind::*;
        // TJ-FD-03: the demon on 8k takes the bishop on 8h and burns 9g, 8g, 7g and 9h.
        let g = game(
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
            &["8k8h"],
        );
        let (plies, _) = plies(&g, Language::En);
        let files = files(&g);
        for sq in ["9g", "8g", "7g", "9h"] {
            assert_eq!(class_at(&plies, &files, sq), "z", "{sq}");
        }
        assert!(
            plies[1].caption.contains(", burning "),
            "{}",
            plies[1].caption
        );
        // The sheet holds the burn's mark and every kind's two pictures.
        let sheet = sheet(g.rules());
        assert!(sheet.contains("table.board td.z { background-image: url(\"data:image/svg+xml,"));
        let kinds = labels(g.rules()).len();
        assert_eq!(sheet.matches("#letters:checked ~ * .k").count(), kinds);
        assert_eq!(sheet.matches("background-image").count(), 2 * kinds + 2);
    }

    /// Heisei: each ply says what each side may still drop, drawn as on the board; other
    /// setups say nothing of it.
    #[test]
    fn heisei_plies_show_the_set_aside_pieces() {
        let rules = Rules::preset(Variant::Chu, "heisei").unwrap();
        let (plies, _) = plies(&Game::new(rules), Language::En);
        let hands = &plies[0].hands;
        assert_eq!(hands.len(), 2);
        assert_eq!(
            (hands[0].side.as_str(), hands[1].side.as_str()),
            ("Black", "White")
        );
        assert!(!hands[0].pieces.is_empty());
        assert!(hands[0].pieces.iter().all(|p| p.class.starts_with("b k")));
        assert!(hands[1].pieces.iter().all(|p| p.class.starts_with("w k")));
        let (plies, _) = plies_of_standard();
        assert!(plies[0].hands.is_empty());
    }

    fn plies_of_standard() -> (Vec<Ply>, Vec<MoveLine>) {
        plies(&Game::new(Rules::standard(Variant::Chu)), Language::En)
    }

    /// Each label set has its sheet: the games of a variant share one; a Maka option that
    /// renames promoted pieces gets another; no image holds a character that would end the
    /// CSS string or the `data:` address.
    #[test]
    fn piece_sheets_are_named_by_their_labels_and_hold_safe_addresses() {
        let chu = Rules::standard(Variant::Chu);
        let maka = Rules::standard(Variant::Maka);
        let mut lion_queen = maka;
        lion_queen
            .set("maka.kirin_phoenix_promotion", "lion_queen")
            .unwrap();
        let paths = [&chu, &maka, &lion_queen].map(sheet_path);
        assert!(paths[0].starts_with("pieces/chu-") && paths[0].ends_with(".css"));
        assert!(paths[1].starts_with("pieces/maka-"));
        assert_ne!(paths[1], paths[2]);
        assert_eq!(sheet_path(&Rules::standard(Variant::Chu)), paths[0]);
        for rules in [&chu, &maka] {
            for line in sheet(rules).lines().filter(|l| l.contains("url(")) {
                let url = &line[line.find("url(\"").unwrap() + 5..line.rfind("\")").unwrap()];
                assert!(
                    !url.contains(['"', '#', '<', '>', '\n']),
                    "{}",
                    &url[..80.min(url.len())]
                );
            }
        }
    }

    /// Maka's key has abbreviations that differ in case only after their first letter
    /// (`Ca`, `CC`, `Co`, `CS`): it is read in alphabetical order, not capitals first.
    #[test]
    fn the_key_is_sorted_regardless_of_case() {
        let game = Game::new(Rules::standard(yubin_rules::Variant::Maka));
        let key: Vec<&str> = legend(&game, Language::En)
            .iter()
            .map(|e| e.abbreviation)
            .collect();
        let mut sorted = key.clone();
        sorted.sort_by_key(|a| a.to_lowercase());
        assert_eq!(key, sorted);
        let c: Vec<&str> = key.iter().copied().filter(|a| a.starts_with('C')).collect();
        assert!(
            c.windows(2)
                .any(|w| w[0].chars().nth(1).is_some_and(char::is_lowercase)
                    && w[1].chars().nth(1).is_some_and(char::is_uppercase)),
            "{c:?}"
        );
    }
}
