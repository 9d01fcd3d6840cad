//! # yubin-rules
//!
//! The exact rules of the great shogi variants — Chu Shogi (12×12) and Maka Dai Dai Shogi
//! (19×19) — as a pure library: no I/O, no clock, no global state.
//!
//! ```
//! use yubin_rules::{Position, Rules, Variant};
//! let start = Position::start(Rules::default());
//! assert_eq!(start.legal_moves().len(), 36);
//! assert_eq!(start.perft(2), 1296);
//!
//! let maka = Position::start(Rules::preset(Variant::Maka, "standard").unwrap());
//! assert_eq!(maka.pieces().count(), 192);
//! assert_eq!(maka.perft(1), 80);
//! ```
//!
//! Both games share one vocabulary: a [`PieceKind`] per piece form, per-variant movement
//! tables ([`tables::chu_kind`], [`tables::maka_kind`]), one [`Move`] type and one
//! [`Position`]. Maka Dai Dai positions are written in the bracketed-TSA form documented in
//! [`notation::sfen`].

pub mod color;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod rules;
pub mod setup;
pub mod square;
pub mod tables;

pub use color::Color;
pub use moves::{Move, Via};
pub use piece::{Piece, PieceKind};
pub use position::{IllegalMove, LionRule, PlayError, Position, PositionError};
pub use rules::{Rules, RulesError, Variant};
pub use square::{Dimensions, Square};
