//! Text forms of positions and moves.
//!
//! Parsing is separate from resolving: a move text is first read into a position-free syntax
//! (or a syntax error saying where), then resolved against a position.

pub mod sfen;
