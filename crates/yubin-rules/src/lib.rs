//! # yubin-rules
//!
//! The exact rules of the great shogi variants — Chu Shogi (12×12) now, Maka Dai Dai Shogi
//! (19×19) next — as a pure library: no I/O, no clock, no global state.
//!
//! ```
//! use yubin_rules::{Position, Rules};
//! let start = Position::start(Rules::default());
//! assert_eq!(start.legal_moves().len(), 36);
//! assert_eq!(start.perft(2), 1296);
//! ```

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
