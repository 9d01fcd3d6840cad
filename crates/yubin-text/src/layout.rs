//! The measures every text part keeps: its width.

/// The widest line of a text part.
pub const TEXT_WIDTH: usize = 80;
