//! The SVG writer of the board picture: geometry, colours, and the `<defs>` that let each
//! glyph and each kind of piece be written once.

use super::labels::{self, Pieces};
use super::{glyphs, Font, MoveMarks, Style, SQUARE};
use crate::render::walk;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use yubin_rules::{tables, Color, Piece, PieceKind, Position, Rules, Square};

/// The character drawn in a burned square.
pub(super) const BURN: char = '火';

/// A square's side.
const S: f32 = SQUARE;
/// The band of the coordinates around the board.
const MARGIN: f32 = 36.0;
/// The band of a side's set-aside pieces (Heisei), when a side has some.
const HAND: f32 = 56.0;
/// The size of the coordinates' characters.
const COORD_SIZE: f32 = 19.0;

/// The page around the board.
const PAPER: &str = "#f7f0e1";
/// The board's wood.
const BOARD: &str = "#e5bf74";
/// The lines of the board and the coordinates.
const INK: &str = "#4a3212";
/// The pieces' wood and their edge.
const PIECE: &str = "#fbe8bd";
const PIECE_EDGE: &str = "#6b4a1c";
/// A label: black, or red when promoted (as on a real piece's back).
const LABEL: &str = "#111111";
const LABEL_RED: &str = "#c40000";
/// The last move's squares (tint) and the frame of its destination.
const MOVED: &str = "#8fb339";
const MOVED_FRAME: &str = "#2f4a07";
/// A capture on the way: a red cross.
const TAKEN: &str = "#c8102e";
/// A burned square: orange, its `火` dark red.
const BURNED: &str = "#ff7a1a";
const BURNED_MARK: &str = "#a02800";

/// The pentagon of a piece pointing up, centred on the origin (a square is `S` = 60 wide).
const PENTAGON: &str = "M0-27L19-18 24 26H-24L-19-18Z";

/// The document being written: its body, and what its `<defs>` must hold.
struct Canvas {
    body: String,
    /// The glyphs used, each defined once.
    glyphs: BTreeSet<(Font, char)>,
    /// The kinds of piece drawn (label and colour), each defined once: key → id.
    kinds: BTreeMap<(&'static str, bool), usize>,
    style: Style,
}

/// Writes a number with at most two decimals and no trailing zeros (`12`, `12.5`, `-3.25`).
fn num(out: &mut String, x: f32) {
    let r = (x * 100.0).round() / 100.0;
    if r == r.trunc() {
        write!(out, "{}", r as i64).expect("a string");
    } else {
        let s = format!("{r:.2}");
        out.push_str(s.trim_end_matches('0'));
    }
}

/// `translate(x y)`.
fn translate(x: f32, y: f32) -> String {
    let mut s = String::from("translate(");
    num(&mut s, x);
    s.push(' ');
    num(&mut s, y);
    s.push(')');
    s
}

/// Escapes text for an attribute or an element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl Canvas {
    /// Places glyph `ch` of `font` with its origin (left end of the baseline) at `(x, y)`,
    /// `size` units to the em.
    fn glyph(&mut self, out: &mut String, font: Font, ch: char, x: f32, y: f32, size: f32) {
        let Some(g) = font.glyph(ch) else {
            // A label without an outline is a bug the tests catch; draw nothing for it.
            return;
        };
        if g.path.is_empty() {
            return;
        }
        self.glyphs.insert((font, ch));
        write!(out, "<use href=\"#{}\" transform=\"", glyph_id(font, ch)).expect("a string");
        out.push_str(&translate(x, y));
        out.push_str(" scale(");
        num(out, size / glyphs::UNITS_PER_EM);
        out.push_str(")\"/>");
    }

    /// Writes `text` in the sans-serif font centred on `(cx, cy)`, `size` units to the em,
    /// narrowed to at most `max_width`.
    fn text(&mut self, out: &mut String, text: &str, cx: f32, cy: f32, size: f32, max_width: f32) {
        let glyphs: Vec<_> = text.chars().filter_map(|c| Font::Sans.glyph(c)).collect();
        let em = glyphs::UNITS_PER_EM;
        let advance: f32 = glyphs.iter().map(|g| f32::from(g.advance)).sum();
        let size = size.min(max_width * em / advance.max(1.0));
        let k = size / em;
        let top = glyphs.iter().map(|g| g.bbox[1]).min().unwrap_or(0);
        let bottom = glyphs.iter().map(|g| g.bbox[3]).max().unwrap_or(0);
        let baseline = cy - k * f32::from(top + bottom) / 2.0;
        let mut x = cx - k * advance / 2.0;
        for g in glyphs {
            self.glyph(out, Font::Sans, g.ch, x, baseline, size);
            x += k * f32::from(g.advance);
        }
    }

    /// The definitions of the glyphs used, each a `<path>` followed by `end`.
    fn glyph_defs(&self, out: &mut String, end: &str) {
        for &(font, ch) in &self.glyphs {
            let g = font.glyph(ch).expect("a glyph drawn");
            let _ = write!(
                out,
                "<path id=\"{}\" d=\"{}\"/>{end}",
                glyph_id(font, ch),
                g.path
            );
        }
    }

    /// The id of the definition of a piece with this label, defined on first use.
    fn kind(&mut self, text: &'static str, red: bool) -> usize {
        let n = self.kinds.len();
        *self.kinds.entry((text, red)).or_insert(n)
    }

    /// A piece centred on `(cx, cy)` at `scale`, pointing up or down, with its name.
    fn piece(&mut self, pos: &Position, piece: Piece, cx: f32, cy: f32, scale: f32, title: &str) {
        let rules = pos.rules();
        let (text, red) =
            labels::piece_label(rules, piece, self.style.pieces).unwrap_or(("?", false));
        let id = self.kind(text, red);
        let mut t = translate(cx, cy);
        if piece.color != self.style.viewer {
            t.push_str(" rotate(180)");
        }
        if scale != 1.0 {
            t.push_str(" scale(");
            num(&mut t, scale);
            t.push(')');
        }
        write!(
            self.body,
            "<g transform=\"{t}\"><title>{}</title><use href=\"#k{id}\"/></g>",
            escape(title)
        )
        .expect("a string");
    }

    /// The definition of a piece's look: the pentagon and its label, pointing up.
    fn kind_def(&mut self, text: &'static str, red: bool, id: usize) -> String {
        let mut out = format!(
            "<g id=\"k{id}\"><use href=\"#pc\"/><g fill=\"{}\">",
            if red { LABEL_RED } else { LABEL }
        );
        let kanji = self.style.pieces == Pieces::Kanji;
        let chars: Vec<char> = text.chars().collect();
        if kanji && chars.len() == 1 {
            // One kanji, a little below the middle where the pentagon is widest.
            let size = 31.0;
            self.glyph(
                &mut out,
                Font::Serif,
                chars[0],
                -size / 2.0,
                3.0 + 0.38 * size,
                size,
            );
        } else if kanji {
            // Two kanji down the piece, as written on real pieces.
            let size = 22.5;
            for (i, &c) in chars.iter().enumerate().take(2) {
                let cy = 2.5 + (i as f32 - 0.5) * 21.5;
                self.glyph(
                    &mut out,
                    Font::Serif,
                    c,
                    -size / 2.0,
                    cy + 0.38 * size,
                    size,
                );
            }
        } else {
            self.text(&mut out, text, 0.0, 3.0, 24.0, 38.0);
        }
        out.push_str("</g></g>");
        out
    }
}

/// The id of a glyph's definition: `s` (serif) or `t` (sans) and the code point in hex.
fn glyph_id(font: Font, ch: char) -> String {
    let prefix = match font {
        Font::Serif => 's',
        Font::Sans => 't',
    };
    format!("{prefix}{:X}", ch as u32)
}

/// Where the board lies in the drawing.
struct Layout {
    /// Its top left corner.
    x: f32,
    y: f32,
    files: usize,
    ranks: usize,
    /// Each square's column and row as drawn.
    cells: BTreeMap<Square, (usize, usize)>,
}

impl Layout {
    /// The top left corner of `sq`.
    fn corner(&self, sq: Square) -> Option<(f32, f32)> {
        let &(col, row) = self.cells.get(&sq)?;
        Some((self.x + col as f32 * S, self.y + row as f32 * S))
    }
}

/// The picture of `pos` (see the module's documentation of [`super`]).
pub(super) fn svg(pos: &Position, last: Option<&MoveMarks>, style: Style) -> String {
    let board = walk(pos, style.viewer, (None, None));
    let files: Vec<u8> = board.files().collect();
    let rows: Vec<_> = board.rows().collect();
    let hands = [Color::Black, Color::White].map(|c| pos.reserve(c));
    let hand = if hands.iter().any(|h| !h.is_empty()) {
        HAND
    } else {
        0.0
    };
    let mut layout = Layout {
        x: MARGIN,
        y: MARGIN + hand,
        files: files.len(),
        ranks: rows.len(),
        cells: BTreeMap::new(),
    };
    for (row, r) in rows.iter().enumerate() {
        for (col, cell) in r.cells().enumerate() {
            layout.cells.insert(cell.square, (col, row));
        }
    }
    let (bw, bh) = (layout.files as f32 * S, layout.ranks as f32 * S);
    let (width, height) = (bw + 2.0 * MARGIN, bh + 2.0 * (MARGIN + hand));
    let mut c = Canvas {
        body: String::new(),
        glyphs: BTreeSet::new(),
        kinds: BTreeMap::new(),
        style,
    };
    let mut body = String::new();
    let _ = write!(
        body,
        "<rect width=\"{}\" height=\"{}\" fill=\"{PAPER}\"/>",
        width, height
    );
    let _ = write!(
        body,
        "<rect x=\"{}\" y=\"{}\" width=\"{bw}\" height=\"{bh}\" fill=\"{BOARD}\"/>",
        layout.x, layout.y
    );
    marks(&mut body, &layout, last);
    grid(&mut body, pos, &layout);
    crosses(&mut c, &mut body, &layout, last);
    coordinates(&mut c, &mut body, &layout, &files, &rows);
    c.body = body;
    for (row, r) in rows.iter().enumerate() {
        for (col, cell) in r.cells().enumerate() {
            if let Some(p) = cell.piece {
                let cx = layout.x + (col as f32 + 0.5) * S;
                let cy = layout.y + (row as f32 + 0.5) * S;
                c.piece(
                    pos,
                    p,
                    cx,
                    cy,
                    1.0,
                    &piece_title(pos, p, &format!("on {}", cell.square)),
                );
            }
        }
    }
    for (color, reserve) in [Color::Black, Color::White].into_iter().zip(&hands) {
        set_aside(&mut c, pos, &layout, color, reserve);
    }
    side_to_move(&mut c, pos, &layout);
    let title = escape(&title(pos, last));
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"{title}\">\
         \n<title>{title}</title>\n<defs>\n<path id=\"pc\" d=\"{PENTAGON}\" fill=\"{PIECE}\" \
         stroke=\"{PIECE_EDGE}\" stroke-width=\"1.3\" stroke-linejoin=\"round\"/>\n"
    );
    let kinds: Vec<_> = c.kinds.iter().map(|(&(t, r), &id)| (t, r, id)).collect();
    let mut kind_defs: Vec<(usize, String)> = kinds
        .into_iter()
        .map(|(t, r, id)| (id, c.kind_def(t, r, id)))
        .collect();
    kind_defs.sort();
    c.glyph_defs(&mut out, "\n");
    for (_, def) in kind_defs {
        out.push_str(&def);
        out.push('\n');
    }
    out.push_str("</defs>\n");
    out.push_str(&c.body);
    out.push_str("\n</svg>\n");
    out
}

/// `black lion (Ln) on 7j`: a piece's colour, name and abbreviation, then `place`.
fn piece_title(pos: &Position, p: Piece, place: &str) -> String {
    let rules = pos.rules();
    format!(
        "{} {} ({}) {place}",
        p.color.name(),
        tables::name(rules, p.kind).unwrap_or("?"),
        tables::tsa_name(rules.variant, p.kind).unwrap_or("?"),
    )
}

/// The drawing's name: the game, the last move and what it took, whose move it is.
fn title(pos: &Position, last: Option<&MoveMarks>) -> String {
    let mut t = pos.rules().variant.title().to_string();
    if let Some(m) = last {
        let _ = write!(t, ", after {}{}", m.text, m.effects());
    }
    let _ = write!(t, ": {} to move", pos.side_to_move().name());
    t
}

/// The last move's squares: tinted, the destination framed, the origin framed in dashes,
/// burned squares orange.
fn marks(out: &mut String, layout: &Layout, last: Option<&MoveMarks>) {
    let Some(m) = last else { return };
    let rect = |out: &mut String, sq: Square, fill: &str, opacity: &str| {
        if let Some((x, y)) = layout.corner(sq) {
            let _ = write!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"{fill}\" \
                 fill-opacity=\"{opacity}\"/>"
            );
        }
    };
    for sq in m.from.iter().chain(m.to.iter()) {
        rect(out, *sq, MOVED, ".55");
    }
    for &sq in &m.burned {
        rect(out, sq, BURNED, ".6");
    }
    // The destination framed, the origin (when the piece left it) framed in dashes, so
    // neither depends on telling the tint from the wood.
    let frames = [
        (m.to, ""),
        (
            m.from.filter(|&f| Some(f) != m.to),
            " stroke-dasharray=\"6 4\"",
        ),
    ];
    for (sq, dash) in frames {
        if let Some((x, y)) = sq.and_then(|sq| layout.corner(sq)) {
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
                 stroke=\"{MOVED_FRAME}\" stroke-width=\"3\"{dash}/>",
                x + 2.0,
                y + 2.0,
                S - 4.0,
                S - 4.0
            );
        }
    }
}

/// The lines of the board, its frame, and the dots that mark the promotion zones.
fn grid(out: &mut String, pos: &Position, layout: &Layout) {
    let (x0, y0) = (layout.x, layout.y);
    let (bw, bh) = (layout.files as f32 * S, layout.ranks as f32 * S);
    let mut d = String::new();
    for i in 1..layout.files {
        let _ = write!(d, "M{} {y0}v{bh}", x0 + i as f32 * S);
    }
    for i in 1..layout.ranks {
        let _ = write!(d, "M{x0} {}h{bw}", y0 + i as f32 * S);
    }
    let _ = write!(
        out,
        "<path d=\"{d}\" stroke=\"{INK}\" stroke-width=\"1\"/><rect x=\"{x0}\" y=\"{y0}\" \
         width=\"{bw}\" height=\"{bh}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2.5\"/>"
    );
    // The zone's depth; none where pieces promote by capturing (Maka, Dai Dai).
    let rules = pos.rules();
    let depth = usize::from(rules.zone_depth());
    if rules.capture_promotion().is_some() || 2 * depth >= layout.ranks {
        return;
    }
    let third = (layout.files as f32 / 3.0).round() as usize;
    for y in [depth, layout.ranks - depth] {
        for x in [third, layout.files - third] {
            let _ = write!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"3.5\" fill=\"{INK}\"/>",
                x0 + x as f32 * S,
                y0 + y as f32 * S
            );
        }
    }
}

/// A red cross on every square the last move captured on before its final square, and the
/// `火` of every burned square.
fn crosses(c: &mut Canvas, out: &mut String, layout: &Layout, last: Option<&MoveMarks>) {
    let Some(m) = last else { return };
    for &sq in &m.captured {
        if let Some((x, y)) = layout.corner(sq) {
            let _ = write!(
                out,
                "<path d=\"M{} {}l34 34m0-34l-34 34\" stroke=\"{TAKEN}\" stroke-width=\"6\" \
                 stroke-linecap=\"round\"/>",
                x + 13.0,
                y + 13.0
            );
        }
    }
    for &sq in &m.burned {
        if let Some((x, y)) = layout.corner(sq) {
            let _ = write!(out, "<g fill=\"{BURNED_MARK}\">");
            c.glyph(out, Font::Serif, BURN, x + S - 21.0, y + S - 4.0, 18.0);
            out.push_str("</g>");
        }
    }
}

/// File numbers above and below the board, rank letters at its sides.
fn coordinates(
    c: &mut Canvas,
    out: &mut String,
    layout: &Layout,
    files: &[u8],
    rows: &[crate::render::Row<'_>],
) {
    let _ = write!(out, "<g fill=\"{INK}\">");
    let (bw, bh) = (layout.files as f32 * S, layout.ranks as f32 * S);
    for (i, f) in files.iter().enumerate() {
        let cx = layout.x + (i as f32 + 0.5) * S;
        for cy in [layout.y - MARGIN / 2.0, layout.y + bh + MARGIN / 2.0] {
            c.text(out, &f.to_string(), cx, cy, COORD_SIZE, S - 8.0);
        }
    }
    for (i, r) in rows.iter().enumerate() {
        let cy = layout.y + (i as f32 + 0.5) * S;
        for cx in [layout.x - MARGIN / 2.0, layout.x + bw + MARGIN / 2.0] {
            c.text(out, &r.letter().to_string(), cx, cy, COORD_SIZE, MARGIN);
        }
    }
    out.push_str("</g>");
}

/// A side's set-aside pieces (Heisei), in the band beyond its side of the board, smaller,
/// each with its count when more than one.
fn set_aside(
    c: &mut Canvas,
    pos: &Position,
    layout: &Layout,
    color: Color,
    reserve: &[(PieceKind, u8)],
) {
    let bottom = color == c.style.viewer;
    let bh = layout.ranks as f32 * S;
    let cy = if bottom {
        layout.y + bh + MARGIN + HAND / 2.0
    } else {
        layout.y - MARGIN - HAND / 2.0
    };
    let step = 0.8 * S + 16.0;
    for (i, &(kind, count)) in reserve.iter().enumerate() {
        let offset = 0.4 * S + i as f32 * step;
        let cx = if bottom {
            layout.x + offset
        } else {
            layout.x + layout.files as f32 * S - offset
        };
        let piece = Piece::new(color, kind);
        let title = piece_title(pos, piece, &format!("set aside, {count}"));
        c.piece(pos, piece, cx, cy, 0.8, &title);
        if count > 1 {
            let mut text = String::new();
            let _ = write!(text, "<g fill=\"{INK}\">");
            let x = if bottom {
                cx + 0.4 * S + 6.0
            } else {
                cx - 0.4 * S - 6.0
            };
            c.text(&mut text, &count.to_string(), x, cy + 8.0, 16.0, 16.0);
            text.push_str("</g>");
            c.body.push_str(&text);
        }
    }
}

/// A small pentagon in the corner beside the side to move: black (☗) for Black, white (☖)
/// for White, pointing as that side's pieces point.
fn side_to_move(c: &mut Canvas, pos: &Position, layout: &Layout) {
    let side = pos.side_to_move();
    let bottom = side == c.style.viewer;
    let bh = layout.ranks as f32 * S;
    let bw = layout.files as f32 * S;
    let (cx, cy) = if bottom {
        (layout.x - MARGIN / 2.0, layout.y + bh + MARGIN / 2.0)
    } else {
        (layout.x + bw + MARGIN / 2.0, layout.y - MARGIN / 2.0)
    };
    let (fill, stroke) = match side {
        Color::Black => ("#1a1a1a", "#1a1a1a"),
        Color::White => ("#ffffff", "#1a1a1a"),
    };
    let mut t = translate(cx, cy);
    if !bottom {
        t.push_str(" rotate(180)");
    }
    let _ = write!(
        c.body,
        "<g transform=\"{t} scale(.5)\"><title>{} to move</title><path d=\"{PENTAGON}\" \
         fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"3\" stroke-linejoin=\"round\"/></g>",
        side.name()
    );
}

/// One piece alone, pointing up, as a standalone SVG document of one square (`viewBox`
/// `-30 -30 60 60`): the pieces of the archive's boards, which are HTML tables drawing each
/// square's piece from these.
pub(super) fn piece(rules: &Rules, piece: Piece, pieces: Pieces) -> Option<String> {
    let (text, red) = labels::piece_label(rules, piece, pieces)?;
    let mut c = Canvas {
        body: String::new(),
        glyphs: BTreeSet::new(),
        kinds: BTreeMap::new(),
        style: Style {
            pieces,
            viewer: Color::Black,
        },
    };
    let def = c.kind_def(text, red, 0);
    Some(standalone(&c, &def, "<use href=\"#k0\"/>"))
}

/// The mark of a burned square alone (its `火`, without the orange the square is painted),
/// as a standalone SVG document of one square.
pub(super) fn burn_mark() -> String {
    let mut c = Canvas {
        body: String::new(),
        glyphs: BTreeSet::new(),
        kinds: BTreeMap::new(),
        style: Style::default(),
    };
    let mut mark = format!("<g fill=\"{BURNED_MARK}\">");
    c.glyph(
        &mut mark,
        Font::Serif,
        BURN,
        S / 2.0 - 21.0,
        S / 2.0 - 4.0,
        18.0,
    );
    mark.push_str("</g>");
    standalone(&c, "", &mark)
}

/// A document of one square holding the glyphs `c` used, the piece definition `def` and
/// `body`.
fn standalone(c: &Canvas, def: &str, body: &str) -> String {
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-30 -30 60 60\"><defs>\
         <path id=\"pc\" d=\"{PENTAGON}\" fill=\"{PIECE}\" stroke=\"{PIECE_EDGE}\" \
         stroke-width=\"1.3\" stroke-linejoin=\"round\"/>"
    );
    c.glyph_defs(&mut out, "");
    out.push_str(def);
    out.push_str("</defs>");
    out.push_str(body);
    out.push_str("</svg>");
    out
}

/// The colours of the drawing that a page drawing the board with HTML and CSS takes over,
/// as CSS custom properties: `--wood`, `--ink`, `--moved`, `--moved-frame`, `--taken`,
/// `--burned`, `--burned-mark`, and the pieces' `--piece`, `--label` and `--label-red` (drawn
/// in the pieces' images, declared for the record and the contrast test).
/// The tints are given as the colours they make on the wood, as the picture lays them.
pub(super) fn palette() -> String {
    format!(
        "--wood: {BOARD}; --ink: {INK}; --moved: {}; --moved-frame: {MOVED_FRAME}; \
         --taken: {TAKEN}; --burned: {}; --burned-mark: {BURNED_MARK}; --piece: {PIECE}; \
         --label: {LABEL}; --label-red: {LABEL_RED};",
        over(MOVED, 0.55, BOARD),
        over(BURNED, 0.6, BOARD)
    )
}

/// The colour `top` at `opacity` makes over `under` (both `#rrggbb`).
fn over(top: &str, opacity: f32, under: &str) -> String {
    let rgb =
        |c: &str| [1, 3, 5].map(|i| f32::from(u8::from_str_radix(&c[i..i + 2], 16).unwrap_or(0)));
    let (t, u) = (rgb(top), rgb(under));
    let mut out = String::from("#");
    for i in 0..3 {
        let v = (t[i] * opacity + u[i] * (1.0 - opacity)).round() as u8;
        let _ = write!(out, "{v:02x}");
    }
    out
}
