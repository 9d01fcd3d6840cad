//! The board picture as a PNG: `yubin_text::picture`'s SVG rendered by resvg, for mails
//! (an inline image) and `yubin board --png`.
//!
//! Every board is drawn at [`SQUARE_PX`] pixels a square whatever its size, so a piece is
//! as large on a 19×19 Maka board as on a 12×12 Chu board: a Chu picture is 740 pixels
//! square, a Tenjiku one 964, a Maka one 1132 (Heisei's set-aside pieces add 105 pixels to
//! the height). On a phone the large boards are shown scaled down and read by zooming in;
//! each square keeps its 56 pixels for that, so each of a Maka piece's two kanji is about 21
//! pixels high, a Chu piece's one kanji 29.

use anyhow::Context as _;

/// Pixels to a square of the board in a PNG.
pub const SQUARE_PX: f32 = 56.0;

/// `svg` (a picture of `yubin_text::picture`) as a PNG, `square_px` pixels to a square.
///
/// # Errors
/// The SVG cannot be read (not one of the picture's), or its size is zero or too large for
/// a pixel buffer.
pub fn png(svg: &str, square_px: f32) -> anyhow::Result<Vec<u8>> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .context("the board picture is not an SVG resvg reads")?;
    let scale = square_px / yubin_text::picture::SQUARE;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h)
        .with_context(|| format!("a picture of {w}×{h} pixels cannot be drawn"))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .context("the picture cannot be encoded as PNG")
}
