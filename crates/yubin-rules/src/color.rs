//! The two sides.

use core::fmt;
use core::ops::Not;

/// A side. Black (先手, sente) moves first in an even game and sits at the bottom of diagrams.
///
/// ```
/// use yubin_rules::Color;
/// assert_eq!(!Color::Black, Color::White);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Sente, the first player, at the bottom; SFEN upper case.
    Black,
    /// Gote, the second player, at the top; SFEN lower case.
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// `0` for Black, `1` for White (for arrays indexed by colour).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English name.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
