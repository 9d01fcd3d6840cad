//! Boards and move lists for mails, drawn from the recipient's side (White's view is turned
//! by 180°).
//!
//! * [`walk`]: the board as one side sees it, rank by rank and square by square, each square
//!   with its piece and the last move's marks; every board drawn for a reader (the two below,
//!   the archive's after every ply) is written from it, so they agree on orientation, axes
//!   and marks.
//! * [`board`], text: one cell is four characters, the piece's TSA abbreviation of its variant
//!   right-aligned in three (Black's as TSA writes it, `Ln`; White's in lower case, `ln`; `+`
//!   before a promoted piece) and a mark, `*` on the last move's destination and `'` on its
//!   origin. A Chu board is 55 columns wide; a 19×19 board is 80 (its rank letters only on the
//!   left), so both fit a mail's 80 columns; no line has trailing spaces.
//! * [`board_html`], data for the HTML templates: every cell has an explicit foreground and
//!   background colour (so dark mode cannot turn it unreadable): Black's pieces light on
//!   dark, White's dark on light, promoted pieces red, the last move framed in red.
//! * [`crate::burns::burned`]: the pieces a move removed that its text does not name
//!   (Tenjiku's fire demons burn them), for the sentence the move's mails add
//!   (`wording::burns_in`).

use super::layout::TEXT_WIDTH;
use yubin_rules::{tables, Color, Game, Piece, Position, Rules, Square};

/// The last move's origin and destination, `(from, to)`: the squares a board marks.
pub type LastMove = (Option<Square>, Option<Square>);

/// One square of a [`walk`]: what every board (the mails' text and HTML, the archive's)
/// draws in a cell, before each writes it in its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The square.
    pub square: Square,
    /// What stands on it.
    pub piece: Option<Piece>,
    /// Whether the last move went to it.
    pub to: bool,
    /// Whether the last move came from it.
    pub from: bool,
}

/// A board as one side sees it: its files, and its ranks as rows of [`Cell`]s. Made by
/// [`walk`]; nothing is allocated until a caller collects.
#[derive(Debug, Clone, Copy)]
pub struct Walk<'a> {
    pos: &'a Position,
    viewer: Color,
    last: LastMove,
}

/// One rank of a [`Walk`].
#[derive(Debug, Clone, Copy)]
pub struct Row<'a> {
    walk: Walk<'a>,
    rank: u8,
}

/// The board of `pos` as `viewer` sees it (White's view is turned by 180°), `last`'s squares
/// marked: the one place that decides the orientation, the axes and the marks of every board
/// the players and the archive's readers see.
pub fn walk(pos: &Position, viewer: Color, last: LastMove) -> Walk<'_> {
    Walk { pos, viewer, last }
}

/// `0..n`, backwards when `reversed`.
fn axis(n: u8, reversed: bool) -> impl ExactSizeIterator<Item = u8> + Clone {
    (0..n).map(move |i| if reversed { n - 1 - i } else { i })
}

impl<'a> Walk<'a> {
    /// The file numbers, left to right (TSA files count from Black's right).
    pub fn files(&self) -> impl ExactSizeIterator<Item = u8> + Clone {
        axis(self.pos.dimensions().files, self.viewer == Color::Black).map(|i| i + 1)
    }

    /// The ranks, top to bottom.
    pub fn rows(&self) -> impl ExactSizeIterator<Item = Row<'a>> + 'a {
        let walk = *self;
        axis(self.pos.dimensions().ranks, self.viewer == Color::White)
            .map(move |rank| Row { walk, rank })
    }
}

impl<'a> Row<'a> {
    /// The rank's letter.
    pub fn letter(&self) -> char {
        (b'a' + self.rank) as char
    }

    /// The squares, left to right.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = Cell> + 'a {
        let Row { walk, rank } = *self;
        let (from, to) = walk.last;
        walk.files().map(move |f| {
            let square = Square::new(f, rank).expect("square on the board");
            Cell {
                square,
                piece: walk.pos.piece_at(square),
                to: Some(square) == to,
                from: Some(square) == from,
            }
        })
    }
}

/// A piece's code on the text board: its TSA abbreviation in its variant, lower case for White.
fn text_code(rules: &Rules, piece: Piece) -> String {
    let tsa = tables::tsa_name(rules.variant, piece.kind).unwrap_or("?");
    match piece.color {
        Color::Black => tsa.to_string(),
        Color::White => tsa.to_lowercase(),
    }
}

/// The board of `game` as seen by `viewer`, as text.
pub fn board(game: &Game, viewer: Color) -> String {
    let rules = game.position().rules();
    let walk = game_walk(game, viewer);
    let header: String = walk.files().map(|f| format!("{f:>3} ")).collect();
    let rule = format!("  +{}+", "-".repeat(4 * walk.files().len()));
    // Rank letters on both sides when that fits in a mail's width, else on the left only.
    let right_labels = rule.len() + 2 <= TEXT_WIDTH;
    let mut lines = vec![format!("  {header}"), rule.clone()];
    for row in walk.rows() {
        let letter = row.letter();
        let mut line = format!("{letter} |");
        for cell in row.cells() {
            let code = cell
                .piece
                .map_or_else(|| ".".to_string(), |p| text_code(rules, p));
            let mark = if cell.to {
                '*'
            } else if cell.from {
                '\''
            } else {
                ' '
            };
            line.push_str(&format!("{code:>3}{mark}"));
        }
        line.push('|');
        if right_labels {
            line.push_str(&format!(" {letter}"));
        }
        lines.push(line);
    }
    lines.push(rule);
    lines.push(format!("  {header}"));
    lines
        .iter()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect()
}

/// A key to the kinds on the board, `Pieces: AB angry boar, B bishop, …`, sorted by
/// abbreviation and packed into lines of at most 80 columns without splitting an entry (a key
/// for boards of many kinds).
pub fn legend(game: &Game) -> Vec<String> {
    legend_in(game, crate::i18n::Language::En)
}

/// [`legend`] in `lang`, each piece by its name in the game in that language
/// ([`crate::picture::labels::named`]): `駒： AB 嗔猪, …`; lines of at most 80 columns
/// (a kanji is two).
pub fn legend_in(game: &Game, lang: crate::i18n::Language) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    let rules = game.position().rules();
    let mut kinds: Vec<_> = game.position().pieces().map(|(_, p)| p.kind).collect();
    kinds.sort_by_key(|&k| tables::tsa_name(rules.variant, k).unwrap_or("?"));
    kinds.dedup();
    let n = kinds.len();
    let mut lines = vec![crate::i18n::text(lang, "legend-label", [])];
    for (i, k) in kinds.into_iter().enumerate() {
        let entry = format!(
            "{} {}{}",
            tables::tsa_name(rules.variant, k).unwrap_or("?"),
            crate::picture::labels::named(rules, k, lang),
            if i + 1 == n { "." } else { "," }
        );
        let line = lines.last_mut().expect("one line at least");
        if line.width() + 1 + entry.width() > TEXT_WIDTH {
            lines.push(entry);
        } else {
            line.push(' ');
            line.push_str(&entry);
        }
    }
    lines
}

/// The walk of the mails' boards: the position now, the last move marked.
fn game_walk(game: &Game, viewer: Color) -> Walk<'_> {
    let last = game
        .moves()
        .last()
        .map_or((None, None), |mv| (mv.from(), mv.to()));
    walk(game.position(), viewer, last)
}

/// One cell of the HTML board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlCell {
    /// The piece's TSA abbreviation (`DK`, `+P`), or `·` for an empty square.
    pub text: &'static str,
    /// The whole inline style, colours included.
    pub style: &'static str,
    /// A tooltip: `black dragon king (DK) on 5e`.
    pub title: String,
}

/// One rank of the HTML board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlRow {
    /// The rank letter.
    pub rank: char,
    /// The cells, left to right.
    pub cells: Vec<HtmlCell>,
}

/// The board as the HTML templates draw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlBoard {
    /// The file numbers, left to right.
    pub files: Vec<u8>,
    /// The ranks, top to bottom.
    pub rows: Vec<HtmlRow>,
}

/// The inline style of a cell: its size, a red border when the last move came from or went
/// to it, and the colours of its piece (foreground, background). Every style is one of a few
/// constant strings, so a board of 361 cells costs no allocation for its styles.
fn cell_style(piece: Option<Piece>, to: bool, from: bool) -> &'static str {
    // The font and the centring come from the table's style (a 19×19 board has 361 cells:
    // every byte per cell counts against the 100 KB a mail may take).
    macro_rules! style {
        (plain, $fg:literal, $bg:literal $(, $bold:literal)?) => {
            concat!("width:26px;height:26px;border:1px solid #7a5a2a;color:", $fg,
                ";background-color:", $bg $(, $bold)?)
        };
        (marked, $fg:literal, $bg:literal $(, $bold:literal)?) => {
            concat!("width:26px;height:26px;border:2px solid #e00000;color:", $fg,
                ";background-color:", $bg $(, $bold)?)
        };
    }
    let marked = to || from;
    match (piece.map(|p| (p.color, p.kind.is_promoted())), marked) {
        // The square a piece left: a yellow background.
        (None, true) if from => style!(marked, "#7a5a2a", "#f5d76e"),
        (None, true) => style!(marked, "#7a5a2a", "#ecd3a0"),
        (None, false) => style!(plain, "#7a5a2a", "#ecd3a0"),
        (Some((Color::Black, false)), true) => style!(marked, "#ffffff", "#3b2a1a"),
        (Some((Color::Black, false)), false) => style!(plain, "#ffffff", "#3b2a1a"),
        (Some((Color::Black, true)), true) => {
            style!(marked, "#ff9a9a", "#3b2a1a", ";font-weight:bold")
        }
        (Some((Color::Black, true)), false) => {
            style!(plain, "#ff9a9a", "#3b2a1a", ";font-weight:bold")
        }
        (Some((Color::White, false)), true) => style!(marked, "#000000", "#fff8e8"),
        (Some((Color::White, false)), false) => style!(plain, "#000000", "#fff8e8"),
        (Some((Color::White, true)), true) => {
            style!(marked, "#c00000", "#fff8e8", ";font-weight:bold")
        }
        (Some((Color::White, true)), false) => {
            style!(plain, "#c00000", "#fff8e8", ";font-weight:bold")
        }
    }
}

/// The board of `game` as seen by `viewer`, for the HTML templates.
pub fn board_html(game: &Game, viewer: Color) -> HtmlBoard {
    board_html_in(game, viewer, crate::i18n::Language::En)
}

/// [`board_html`] with its tooltips in `lang` (the pieces keep their names).
pub fn board_html_in(game: &Game, viewer: Color, lang: crate::i18n::Language) -> HtmlBoard {
    let rules = game.position().rules();
    let walk = game_walk(game, viewer);
    let rows = walk
        .rows()
        .map(|row| HtmlRow {
            rank: row.letter(),
            cells: row
                .cells()
                .map(|cell| html_cell(rules, cell, lang))
                .collect(),
        })
        .collect();
    HtmlBoard {
        files: walk.files().collect(),
        rows,
    }
}

/// A square of the HTML board: its text, its style and its tooltip.
fn html_cell(rules: &Rules, cell: Cell, lang: crate::i18n::Language) -> HtmlCell {
    use crate::i18n::{text, Arg};
    let Cell {
        square,
        piece,
        to,
        from,
    } = cell;
    let mut title = match piece {
        Some(p) => text(
            lang,
            "cell-piece",
            [
                ("side", Arg::Str(&crate::wording::side(p.color, lang))),
                (
                    "piece",
                    Arg::Str(crate::picture::labels::named(rules, p.kind, lang)),
                ),
                (
                    "tsa",
                    Arg::Str(tables::tsa_name(rules.variant, p.kind).unwrap_or("?")),
                ),
                ("square", Arg::Str(&square.to_string())),
            ],
        ),
        None => format!("{square}"),
    };
    if to {
        title.push_str(&text(lang, "cell-last-move", []));
    } else if from {
        title.push_str(&text(lang, "cell-last-from", []));
    }
    HtmlCell {
        text: piece.map_or("·", |p| {
            tables::tsa_name(rules.variant, p.kind).unwrap_or("?")
        }),
        style: cell_style(piece, to, from),
        title,
    }
}

/// The moves of `game` in TSA notation, numbered, the last `count` of them (all for `None`).
///
/// TSA text depends on the position (the origin is written only when needed), so each listed
/// move is written in the position before it; the moves before the list are only made, not
/// written (they were checked when the game was replayed).
pub fn moves(game: &Game, count: Option<usize>) -> Vec<String> {
    moves_in(game, count, crate::i18n::Language::En)
}

/// [`moves`] with the sides named in `lang` and each move as its reader is shown it
/// ([`crate::kanji_move::shown`]): `   7. 先手 ７六歩（P-7f）`.
pub fn moves_in(game: &Game, count: Option<usize>, lang: crate::i18n::Language) -> Vec<String> {
    let all = game.moves();
    let first = count.map_or(0, |c| all.len().saturating_sub(c));
    let mut pos = game.initial().clone();
    let mut items = Vec::new();
    let mut last = None;
    for (i, &mv) in all.iter().enumerate() {
        if i >= first {
            let side = crate::wording::side(pos.side_to_move(), lang);
            // English names padded to one width; 先手 and 後手 have it.
            items.push(format!(
                "{:>4}. {:<w$} {}",
                i + 1,
                side,
                crate::kanji_move::shown(&pos, mv, last, lang),
                w = if lang == crate::i18n::Language::En {
                    5
                } else {
                    0
                }
            ));
        }
        last = mv.to();
        pos.play_unchecked(mv);
    }
    items
}

/// [`moves`] as one text, a move per line.
pub fn move_list(game: &Game, count: Option<usize>) -> String {
    moves(game, count).join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::burns::burned;
    use yubin_rules::Position;
    use yubin_rules::{notation::usi, PieceKind, Variant};

    /// What `mv` (USI) burns in a Tenjiku position of `pieces` (`(file, rank letter, colour,
    /// kind)`) with Black's king on 16p, White's on 1a, Black to move:
    /// `square colour name mover` each.
    fn burns_of(pieces: &[(u8, char, Color, PieceKind)], mv: &str) -> Vec<String> {
        burns_under(Rules::standard(Variant::Tenjiku), pieces, mv)
    }

    /// [`burns_of`] under `rules`.
    fn burns_under(rules: Rules, pieces: &[(u8, char, Color, PieceKind)], mv: &str) -> Vec<String> {
        let sq = |f: u8, r: char| Square::new(f, r as u8 - b'a').expect("square");
        let mut list = vec![
            (sq(16, 'p'), Piece::new(Color::Black, PieceKind::King)),
            (sq(1, 'a'), Piece::new(Color::White, PieceKind::King)),
        ];
        list.extend(
            pieces
                .iter()
                .map(|&(f, r, c, k)| (sq(f, r), Piece::new(c, k))),
        );
        let before = Position::from_pieces(rules, &list, Color::Black, None, 1).expect("position");
        let m = usi::parse(&before, mv).expect("move");
        let after = before.clone().play(m).expect("legal");
        burned(&before, m, &after)
            .iter()
            .map(|b| {
                let side = b.piece.color.name();
                format!("{} {side} {} {}", b.square, b.name, b.mover)
            })
            .collect()
    }

    use Color::{Black as B, White as W};
    use PieceKind::*;

    #[test]
    fn a_walk_turns_the_board_for_white_and_marks_the_last_move() {
        let pos = Position::start(Rules::standard(Variant::Chu));
        let sq = |f: u8, r: char| Square::new(f, r as u8 - b'a').expect("square");
        let last = (Some(sq(7, 'i')), Some(sq(7, 'h')));
        let corners = |viewer| {
            let w = walk(&pos, viewer, last);
            let rows: Vec<_> = w.rows().collect();
            let first = rows[0].cells().next().expect("a cell");
            let last = rows[11].cells().last().expect("a cell");
            let files: Vec<u8> = w.files().collect();
            (files[0], rows[0].letter(), first.square, last.square)
        };
        assert_eq!(corners(B), (12, 'a', sq(12, 'a'), sq(1, 'l')));
        assert_eq!(corners(W), (1, 'l', sq(1, 'l'), sq(12, 'a')));
        let marked: Vec<_> = walk(&pos, W, last)
            .rows()
            .flat_map(|r| r.cells())
            .filter(|c| c.to || c.from)
            .map(|c| (c.square, c.to, c.from))
            .collect();
        // White reads the ranks upwards: the origin 7i comes before the destination 7h.
        assert_eq!(
            marked,
            [(sq(7, 'i'), false, true), (sq(7, 'h'), true, false)]
        );
    }

    #[test]
    fn a_demon_burns_its_enemy_neighbours_not_what_it_captured_nor_its_own() {
        // TJ-FD-03: the demon on 8k takes the bishop on 8h, then burns 9g, 8g, 7g and 9h.
        let pieces = [
            (8, 'k', B, FireDemon),
            (7, 'h', B, Pawn),
            (8, 'h', W, Bishop),
            (8, 'g', W, Gold),
            (9, 'g', W, Pawn),
            (7, 'g', W, Silver),
            (9, 'h', W, Copper),
        ];
        let burned = burns_of(&pieces, "8k8h");
        assert_eq!(burned.len(), 4, "{burned:?}");
        for b in &burned {
            assert!(b.contains(" white ") && b.ends_with(" false"), "{burned:?}");
            assert!(["9g", "8g", "7g", "9h"].contains(&&b[..2]), "{burned:?}");
        }
    }

    #[test]
    fn a_piece_that_stops_next_to_an_enemy_demon_burns_itself() {
        // TJ-FD-06: the rook takes the silver on 7f, next to the demon on 8e, and burns.
        let pieces = [
            (8, 'e', W, FireDemon),
            (7, 'f', W, Silver),
            (7, 'l', B, Rook),
        ];
        let burned = burns_of(&pieces, "7l7f");
        assert_eq!(burned.len(), 1, "{burned:?}");
        assert!(
            burned[0].starts_with("7f black ") && burned[0].ends_with(" true"),
            "{burned:?}"
        );
        // Two squares away it survives, and an ordinary capture burns nothing.
        assert!(burns_of(&pieces, "7l7g").is_empty());
        let pieces = [
            (8, 'e', W, FireDemon),
            (7, 'h', W, Silver),
            (7, 'l', B, Rook),
        ];
        assert!(burns_of(&pieces, "7l7h").is_empty());
    }

    #[test]
    fn what_a_sweeping_general_takes_is_not_burned() {
        // TJ-JG-01's pieces: the great general takes its pawn on 8k and the silver on 8i on
        // the way (a Via::LINE move, written with the squares it passes).
        let pieces = [
            (8, 'l', B, GreatGeneral),
            (8, 'k', B, Pawn),
            (8, 'i', W, Silver),
            (8, 'g', W, Rook),
        ];
        let mut rules = Rules::standard(Variant::Tenjiku);
        rules.set("tenjiku.jump.mode", "ja_sweep").expect("option");
        for mv in ["8l8k8i8h", "8l8k8i8g"] {
            assert!(burns_under(rules, &pieces, mv).is_empty(), "{mv}");
        }
    }

    #[test]
    fn a_newborn_demons_burns_are_reported_with_the_move_that_makes_them() {
        // TJ-FD-17 under `next_turn`: the water buffalo promotes next to three white pieces,
        // which burn only as Black's turn comes again. The rules crate burns them when White's
        // move hands the turn back (the position after it lacks them), so the mails of that
        // move say so, under the board that shows it.
        let sq = |f: u8, r: char| Square::new(f, r as u8 - b'a').expect("square");
        let pieces = [
            (sq(16, 'p'), Piece::new(B, King)),
            (sq(1, 'a'), Piece::new(W, King)),
            (sq(8, 'g'), Piece::new(B, WaterBuffalo)),
            (sq(9, 'd'), Piece::new(W, Pawn)),
            (sq(8, 'd'), Piece::new(W, Gold)),
            (sq(7, 'd'), Piece::new(W, Silver)),
        ];
        let mut rules = Rules::standard(Variant::Tenjiku);
        rules
            .set("tenjiku.fire_demon.promotion_burn", "next_turn")
            .expect("option");
        let mut pos = Position::from_pieces(rules, &pieces, B, None, 1).expect("position");
        let mut reports = Vec::new();
        for mv in ["8g8e+", "1a2a", "16p15p"] {
            let m = usi::parse(&pos, mv).expect("move");
            let after = pos.clone().play(m).expect("legal");
            let squares: Vec<String> = burned(&pos, m, &after)
                .iter()
                .map(|b| b.square.to_string())
                .collect();
            reports.push(squares.join(" "));
            pos = after;
        }
        assert_eq!(reports, ["", "7d 8d 9d", ""]);
    }
}
