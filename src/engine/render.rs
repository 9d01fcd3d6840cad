//! Boards and move lists for mails, drawn from the recipient's side (White's view is turned
//! by 180°).
//!
//! * [`board`], text: one cell is three characters, the SFEN code right-aligned in two
//!   (upper case Black, lower case White, `+` before a promoted piece) and a mark, `*` on the
//!   last move's destination and `'` on its origin. The last cell's mark column is the
//!   space before the right frame, so a Chu board is 43 columns wide and a 19×19 board 64;
//!   no line has trailing spaces.
//! * [`board_html`], data for the HTML templates: every cell has an explicit foreground and
//!   background colour (so dark mode cannot turn it unreadable): Black's pieces light on
//!   dark, White's dark on light, promoted pieces red, the last move framed in red.

use yubin_rules::{notation, Color, Game, Piece, Square};

/// The files (left to right) and ranks (top to bottom) as `viewer` sees the board.
fn axes(game: &Game, viewer: Color) -> (Vec<u8>, Vec<u8>) {
    let dims = game.position().dimensions();
    let mut files: Vec<u8> = (1..=dims.files).rev().collect();
    let mut ranks: Vec<u8> = (0..dims.ranks).collect();
    if viewer == Color::White {
        files.reverse();
        ranks.reverse();
    }
    (files, ranks)
}

/// The board of `game` as seen by `viewer`, as text.
pub fn board(game: &Game, viewer: Color) -> String {
    let pos = game.position();
    let (last_from, last_to) = last_move(game);
    let (files, ranks) = axes(game, viewer);
    let header: String = files.iter().map(|f| format!("{f:>3}")).collect();
    let rule = format!("   +{}+", "-".repeat(3 * files.len()));
    let mut lines = vec![format!("   {header}"), rule.clone()];
    for &r in &ranks {
        let letter = (b'a' + r) as char;
        let mut line = format!(" {letter} |");
        for &f in &files {
            let sq = Square::new(f, r).expect("square on the board");
            let code = pos
                .piece_at(sq)
                .map_or_else(|| ".".to_string(), notation::sfen::piece_code);
            let mark = if Some(sq) == last_to {
                '*'
            } else if Some(sq) == last_from {
                '\''
            } else {
                ' '
            };
            line.push_str(&format!("{code:>2}{mark}"));
        }
        line.push_str(&format!("| {letter}"));
        lines.push(line);
    }
    lines.push(rule);
    lines.push(format!("   {header}"));
    lines
        .iter()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect()
}

fn last_move(game: &Game) -> (Option<Square>, Option<Square>) {
    match game.moves().last() {
        Some(mv) => (mv.from(), mv.to()),
        None => (None, None),
    }
}

/// One cell of the HTML board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlCell {
    /// The piece's TSA abbreviation (`DK`, `+P`), or `·` for an empty square.
    pub text: String,
    /// The whole inline style, colours included.
    pub style: String,
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

/// Colours of the HTML board (each pair foreground, background).
const EMPTY: (&str, &str) = ("#7a5a2a", "#ecd3a0");
const BLACK_PIECE: (&str, &str) = ("#ffffff", "#3b2a1a");
const BLACK_PROMOTED: (&str, &str) = ("#ff9a9a", "#3b2a1a");
const WHITE_PIECE: (&str, &str) = ("#000000", "#fff8e8");
const WHITE_PROMOTED: (&str, &str) = ("#c00000", "#fff8e8");
const LAST_ORIGIN_BG: &str = "#f5d76e";

fn cell_style(piece: Option<Piece>, to: bool, from: bool) -> String {
    let (fg, mut bg) = match piece {
        None => EMPTY,
        Some(p) => match (p.color, p.kind.is_promoted()) {
            (Color::Black, false) => BLACK_PIECE,
            (Color::Black, true) => BLACK_PROMOTED,
            (Color::White, false) => WHITE_PIECE,
            (Color::White, true) => WHITE_PROMOTED,
        },
    };
    if from && piece.is_none() {
        bg = LAST_ORIGIN_BG;
    }
    let border = if to || from {
        "2px solid #e00000"
    } else {
        "1px solid #7a5a2a"
    };
    let weight = if piece.is_some_and(|p| p.kind.is_promoted()) {
        "bold"
    } else {
        "normal"
    };
    format!(
        "width:26px;height:26px;padding:0;text-align:center;font:{weight} 11px monospace;\
         border:{border};color:{fg};background-color:{bg}"
    )
}

/// The board of `game` as seen by `viewer`, for the HTML templates.
pub fn board_html(game: &Game, viewer: Color) -> HtmlBoard {
    let pos = game.position();
    let (last_from, last_to) = last_move(game);
    let (files, ranks) = axes(game, viewer);
    let rows = ranks
        .iter()
        .map(|&r| HtmlRow {
            rank: (b'a' + r) as char,
            cells: files
                .iter()
                .map(|&f| {
                    let sq = Square::new(f, r).expect("square on the board");
                    let piece = pos.piece_at(sq);
                    let (to, from) = (Some(sq) == last_to, Some(sq) == last_from);
                    let mut title = match piece {
                        Some(p) => format!(
                            "{} {} ({}) on {sq}",
                            p.color.name(),
                            p.kind.english(),
                            p.kind.tsa()
                        ),
                        None => format!("{sq}"),
                    };
                    if to {
                        title.push_str(", last move");
                    } else if from {
                        title.push_str(", last move came from here");
                    }
                    HtmlCell {
                        text: piece.map_or("·".to_string(), |p| p.kind.tsa().to_string()),
                        style: cell_style(piece, to, from),
                        title,
                    }
                })
                .collect(),
        })
        .collect();
    HtmlBoard { files, rows }
}

/// The moves of `game` in TSA notation, numbered, the last `count` of them (all for `None`).
pub fn moves(game: &Game, count: Option<usize>) -> Vec<String> {
    let mut replay = Game::from_position(game.initial().clone());
    let mut items = Vec::new();
    for (i, &mv) in game.moves().iter().enumerate() {
        let side = replay.position().side_to_move();
        items.push(format!(
            "{:>4}. {:<5} {}",
            i + 1,
            side.name(),
            notation::tsa::format(replay.position(), mv)
        ));
        if replay.play(mv).is_err() {
            break;
        }
    }
    let skip = count.map_or(0, |c| items.len().saturating_sub(c));
    items.split_off(skip)
}

/// [`moves`] as one text, a move per line.
pub fn move_list(game: &Game, count: Option<usize>) -> String {
    moves(game, count).join("\n")
}
