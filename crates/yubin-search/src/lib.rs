//! # yubin-search
//!
//! The computer player: it chooses a move for any position of the five variants, built on
//! the rules crate alone (no I/O, no clock of its own beyond the time limit it is given, no
//! global state).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use yubin_rules::{Game, Rules};
//! use yubin_search::{Limits, Searcher};
//!
//! let game = Game::new(Rules::default());
//! let mut searcher = Searcher::new(1);
//! let report = searcher.think(&game, &Limits::depth(2), &AtomicBool::new(false), |_| {});
//! let best = report.best.unwrap();
//! assert!(game.check_move(best).is_ok());
//! assert_eq!(report.depth, 2);
//! ```
//!
//! ## Scope
//! * [`Searcher`]: the search, bounded by [`Limits`] (depth, nodes, time) and a stop flag,
//!   reporting a [`Report`] per finished iteration.
//! * [`analyse`]: a played game judged position by position within a node budget (the
//!   analysis `analyse N` mails).
//! * [`baseline`]: the random mover and the one-ply greedy capturer, the yardsticks of the
//!   variants no other program plays.
//! * [`Level`]: the levels players choose, from a beginner to full strength.
//! * [`value`]: piece values.
//!
//! ## Dependencies
//! `yubin-rules` only.
//!
//! ## Panicking
//! Never, for any position the rules crate accepts.

pub mod analyse;
pub mod baseline;
mod eval;
mod level;
mod limits;
mod order;
mod search;
mod tt;
pub mod value;

#[doc(hidden)]
pub use eval::{Progress, Terms};
pub use level::Level;
pub use limits::{Limits, Report, Score};
#[doc(hidden)]
pub use search::Features;
pub use search::{Searcher, MATE};
