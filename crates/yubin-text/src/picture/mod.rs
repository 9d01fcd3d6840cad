//! The board picture: an SVG drawing of any position of the five games, as players know
//! boards from lishogi and printed diagrams.
//!
//! * **Pieces** are pentagons pointing at the opponent: the side at the bottom points up,
//!   the other down, its labels upside down. Both sides' pieces are of one wood; direction
//!   alone tells whose a piece is, as on a real board.
//! * **Labels** ([`labels`]): one kanji in Chu as lishogi's default set writes them, the
//!   two-kanji name in the larger games, or the TSA letters; a promoted piece's label is red.
//! * **Coordinates** as players write them, from the one walk of the squares every board
//!   uses ([`crate::render::walk`]): file numbers above and below (from Black's side, 12 at
//!   the left in Chu), rank letters at both sides (`a` at the top).
//! * **The last move** ([`MoveMarks`]): its origin and destination squares tinted, the
//!   destination framed, the origin framed in dashes; every square a multi-step move captured on the way (a lion's first
//!   leg, a lion dog's, a sweeping general's) crossed in red; every square a Tenjiku fire
//!   demon burned tinted orange with a small `火`.
//! * **The side to move**: a pentagon (☗ black, ☖ white) in the corner at that side.
//! * **Heisei's set-aside pieces**, when a side still has some, beside its side of the board.
//! * **Names**: each piece has a `<title>` (`black lion (Ln) on 7j`), the drawing a `<title>`
//!   and an `aria-label` naming the game, the move and the last move.
//!
//! The drawing depends on no installed font: every character is drawn from outlines
//! embedded in the program (`glyphs.rs`, written by `tools/glyphs` from Noto Serif CJK JP
//! and Noto Sans CJK JP Bold, SIL Open Font License 1.1), each distinct glyph defined once
//! in `<defs>` and placed with `<use>`. The output is deterministic: the same position and
//! style give the same bytes.
//!
//! ```
//! use yubin_rules::{notation, Color, Game, Rules};
//! use yubin_text::picture::{self, Pieces, Style};
//!
//! let mut game = Game::new(Rules::default());
//! game.play(notation::read_move(game.position(), "P-7h").unwrap()).unwrap();
//! let svg = picture::game_svg(&game, Style { pieces: Pieces::Kanji, viewer: Color::Black });
//! assert!(svg.starts_with("<svg") && svg.contains("<title>white lion (Ln) on 6c</title>"));
//! assert!(svg.contains("after 1. P-7h"));
//! ```

mod draw;
mod glyphs;
pub mod labels;
#[cfg(test)]
mod tests;

pub use labels::Pieces;

use crate::burns::burned;
use crate::i18n::{self, Arg, Language};
use std::collections::BTreeSet;
use yubin_rules::{notation, Color, Game, Move, Piece, PieceKind, Position, Rules, Square};

/// The size of a square in the drawing's units (its `viewBox`): the SVG is `SQUARE` units a
/// square, and a PNG of `n` pixels a square scales it by `n / SQUARE`.
pub const SQUARE: f32 = 60.0;

/// How to draw: the labels, and whose side is at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Style {
    /// Kanji or letters.
    pub pieces: Pieces,
    /// The side at the bottom (Black's view: files 12 … 1 from the left in Chu, as in
    /// diagrams; White's: the board turned by 180°).
    pub viewer: Color,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            pieces: Pieces::Kanji,
            viewer: Color::Black,
        }
    }
}

/// What the picture marks of the move that led to its position.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveMarks {
    /// Where the piece came from (none for a drop or a pass).
    pub from: Option<Square>,
    /// Where it ended (igui: its own square; none for a pass).
    pub to: Option<Square>,
    /// The squares it captured on before its final square, in leg order: a lion's first
    /// leg (igui's too), a lion dog's steps, a hook mover's corner, every piece a free bear's
    /// hop or a Tenjiku general's sweeping jump took.
    pub captured: Vec<Square>,
    /// The squares whose pieces a Tenjiku fire demon burned ([`crate::burns::burned`]; the
    /// moving piece's own final square when it burned itself).
    pub burned: Vec<Square>,
    /// The move as players read it: its number (the ply) and its TSA text, `23. Lnx7fx6e`.
    pub text: String,
}

impl MoveMarks {
    /// The marks of `mv`, the `ply`th move of its game (from 1), played in `before` and
    /// giving `after`.
    pub fn of(before: &Position, mv: Move, after: &Position, ply: usize) -> MoveMarks {
        let captured = match mv {
            Move::Board { from, to, via, .. } => before.via_squares(from, via, to).collect(),
            _ => Vec::new(),
        };
        MoveMarks {
            from: mv.from(),
            to: mv.to(),
            captured,
            burned: burned(before, mv, after)
                .into_iter()
                .map(|b| b.square)
                .collect(),
            text: format!("{ply}. {}", notation::tsa::format(before, mv)),
        }
    }
}

impl MoveMarks {
    /// What the move did besides arriving, as the picture's name, the mails' alt text and the
    /// archive's captions say it after the move: `, taking on 7f on the way`, `, burning 9g,
    /// 8g`, both, or nothing.
    pub fn effects(&self) -> String {
        self.effects_in(Language::En)
    }

    /// [`MoveMarks::effects`] in `lang`.
    pub fn effects_in(&self, lang: Language) -> String {
        let list = |sqs: &[Square]| {
            sqs.iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(&i18n::text(lang, "list-separator", []))
        };
        let mut out = String::new();
        for (squares, id) in [
            (&self.captured, "move-taking-on-the-way"),
            (&self.burned, "move-burning"),
        ] {
            if !squares.is_empty() {
                let squares = list(squares);
                out.push_str(&i18n::text(lang, id, [("squares", Arg::Str(&squares))]));
            }
        }
        out
    }
}

/// The position of `game` after its first `ply` moves, and the marks of the last of them
/// (none at the start); `None` when the game has fewer moves.
pub fn at_ply(game: &Game, ply: usize) -> Option<(Position, Option<MoveMarks>)> {
    if ply > game.moves().len() {
        return None;
    }
    plies(game).nth(ply)
}

/// Every position of `game`, its start first, each with the marks of the move that led to
/// it: a picture after every ply (the archive's) in one replay of the game.
pub fn plies(game: &Game) -> impl Iterator<Item = (Position, Option<MoveMarks>)> + '_ {
    let start = game.initial().clone();
    let mut pos = start.clone();
    std::iter::once((start, None)).chain(game.moves().iter().enumerate().map(move |(i, &mv)| {
        let before = pos.clone();
        pos.play_unchecked(mv);
        let marks = MoveMarks::of(&before, mv, &pos, i + 1);
        (pos.clone(), Some(marks))
    }))
}

/// The picture of `game` now, its last move marked.
pub fn game_svg(game: &Game, style: Style) -> String {
    let (pos, marks) = at_ply(game, game.moves().len()).expect("the game's own length");
    svg(&pos, marks.as_ref(), style)
}

/// The picture of `pos`, with the marks of the move that led to it, as an SVG document.
pub fn svg(pos: &Position, last: Option<&MoveMarks>, style: Style) -> String {
    draw::svg(pos, last, style)
}

/// One `piece` alone, pointing up, labelled in `pieces`, as an SVG document of one
/// square (`viewBox="-30 -30 60 60"`): for pages that draw the board as an HTML table and
/// each square's piece from the picture's (the archive's). `None` for a kind the variant
/// lacks. Its glyphs are outlines as in [`svg`]; a page turns it for the player at the top.
/// Only the kings' labels differ by colour ([`labels::piece_label`]).
pub fn piece_svg(rules: &Rules, piece: Piece, pieces: Pieces) -> Option<String> {
    draw::piece(rules, piece, pieces)
}

/// The `火` that marks a burned square, alone, as an SVG document of one square.
pub fn burn_svg() -> String {
    draw::burn_mark()
}

/// The picture's colours as CSS custom properties, for pages that draw the board with HTML
/// (`--wood`, `--ink`, `--moved` and `--burned` as their tints make them on the wood,
/// `--moved-frame`, `--taken`, `--burned-mark`; the pieces' `--piece`, `--label`,
/// `--label-red`).
pub fn palette_css() -> String {
    draw::palette()
}

/// The outline of one character, from a font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Glyph {
    /// The character.
    pub(crate) ch: char,
    /// Its advance width, in font units.
    pub(crate) advance: u16,
    /// Its ink's box `[x0, y0, x1, y1]` in font units, y downwards from the baseline.
    pub(crate) bbox: [i16; 4],
    /// Its outline as SVG path data, in font units, y downwards from the baseline.
    pub(crate) path: &'static str,
}

/// The two fonts the outlines come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Font {
    /// Noto Serif CJK JP Bold: kanji and kana.
    Serif,
    /// Noto Sans CJK JP Bold: letters, digits, signs.
    Sans,
}

impl Font {
    fn table(self) -> &'static [Glyph] {
        match self {
            Font::Serif => glyphs::SERIF,
            Font::Sans => glyphs::SANS,
        }
    }

    /// The outline of `ch` in this font, if the table has it.
    fn glyph(self, ch: char) -> Option<&'static Glyph> {
        let table = self.table();
        table
            .binary_search_by_key(&ch, |g| g.ch)
            .ok()
            .map(|i| &table[i])
    }
}

/// The characters the picture draws: `serif`, the kanji and kana of the labels (and the `火`
/// of a burn); `sans`, the letters, digits and signs of the letters labels, the coordinates
/// and the counts of Heisei's set-aside pieces.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Characters {
    /// Written in the serif font.
    pub serif: BTreeSet<char>,
    /// Written in the sans-serif font.
    pub sans: BTreeSet<char>,
}

/// Every character any label or coordinate of any variant uses: what `tools/glyphs` writes
/// the outlines of.
pub fn characters() -> Characters {
    let mut out = Characters::default();
    for rules in labels::label_rules() {
        for &kind in PieceKind::ALL {
            if let Some((text, _)) = labels::label(&rules, kind, Pieces::Kanji) {
                out.serif.extend(text.chars());
            }
            if let Some((text, _)) = labels::label(&rules, kind, Pieces::Letters) {
                out.sans.extend(text.chars());
            }
        }
    }
    out.serif.insert(draw::BURN);
    out.serif
        .extend(labels::WHITE_KING.iter().flat_map(|k| k.chars()));
    out.sans.extend('0'..='9');
    out.sans.extend('a'..='s');
    out
}
