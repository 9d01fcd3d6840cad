//! Correspondence clocks: how much time each player has left, and when the player on turn
//! runs out.
//!
//! Pure functions of a game's [`TimeControl`], the instants of its moves, the spans during
//! which clocks stop ([`Stop`]), the time players gave each other ([`Gift`]) and `now`; no
//! store, no I/O, no wall clock. Time is counted in whole seconds ([`Secs`]); instants are
//! unix seconds.
//!
//! * [`control`]: the four controls, read from a challenge's words
//!   ([`TimeControl::parse`]) and written back in one canonical text ([`Display`](std::fmt::Display));
//! * [`replay`]: [`clocks`], the state of both clocks at `now`, replayed from the start.
//!
//! ```
//! use yubin_domain::clock::{clocks, format_duration, History, TimeControl, DAY};
//! use yubin_rules::Color;
//!
//! let control: TimeControl = "time=30d+1d".parse()?;
//! assert_eq!(control.to_string(), "time=30d+1d");
//! // Black moved after 2 days; White has been thinking for 5 days.
//! let moves = [2 * DAY];
//! let history = History {
//!     control,
//!     start: 0,
//!     first: Color::Black,
//!     moves: &moves,
//!     stops: &[],
//!     gifts: &[],
//! };
//! let c = clocks(&history, 7 * DAY);
//! assert_eq!(c.on_turn, Color::White);
//! assert_eq!(format_duration(c.side(Color::Black).bank), "29d 00h 00m");
//! assert_eq!(format_duration(c.side(Color::White).bank), "25d 00h 00m");
//! assert_eq!(c.deadline, Some(32 * DAY));
//! assert_eq!(c.when_used(800), Some(26 * DAY));
//! # Ok::<(), yubin_domain::clock::ClockError>(())
//! ```
//!
//! # Turns
//!
//! Ply `i` is made by [`History::first`] when `i` is odd and by the other side when it is
//! even. Its turn runs from the previous move's instant (or [`History::start`]) to its own.
//! The side on turn *flags* at the first instant `T` at which the time charged for the turn
//! so far reaches the time it had for it: so it has run out at `T` exactly, and a move
//! recorded at `T` or later is late. A move made after a flag does not undo it: the replay
//! goes on (the flagged side's bank may then be negative) and [`Clocks::flagged`] keeps the
//! first flag.
//!
//! # Stops
//!
//! Time inside a [`Stop`] that applies to the side on turn is not charged, whether it covers
//! a whole turn or a part of it: a stop in the middle of a turn moves the deadline by its
//! overlap with the rest of the turn, and a stop already booked in the future moves it as
//! well. Overlapping stops count once. An open-ended stop (`to: None`) stops the clock for
//! good: a turn it reaches has no deadline. A stop with `to <= from` is empty.
//!
//! # Gifts
//!
//! A [`Gift`] takes effect at its instant `at`; gifts after `now` are ignored (they have not
//! happened). Whatever the control, a gift of `n` seconds means `n` more seconds before the
//! receiver can lose on time:
//!
//! * Fischer and ICCF: it is added to the receiver's bank. Fischer's `max` does not cut it:
//!   the cap limits what an increment can add, never takes time away (after a move the bank
//!   is `max(left, min(left + increment, cap))`, which is `min(left + increment, cap)` when
//!   there were no gifts);
//! * per move: it goes into a personal reserve, used only once the time for the move is
//!   exhausted, and what is used of it is gone;
//! * byoyomi: it is added to the main bank (a player in byoyomi leaves it).
//!
//! A gift received during the receiver's own turn counts from its instant: if the turn had
//! already run out before the gift, the flag stands.
//!
//! # ICCF doubling
//!
//! With `double_after = d`, a move that took `u` chargeable seconds is charged
//! `u + max(0, u - d)`; the doubling counts also while the turn is running (the bank shown
//! during a long turn falls twice as fast after `d`).

pub mod control;
pub mod replay;

#[cfg(test)]
mod tests;

use yubin_rules::Color;

pub use control::{format_amount, format_duration, ClockError};
pub use replay::{clocks, Clocks, SideClock};

/// A duration in whole seconds.
pub type Secs = i64;

/// One day.
pub const DAY: Secs = 86_400;

/// One hour.
pub const HOUR: Secs = 3_600;

/// One minute.
pub const MINUTE: Secs = 60;

/// A game's time control, as a challenge states it ([`TimeControl::parse`]; its
/// [`Display`](std::fmt::Display) is the canonical text, which parses back to the same value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// `days=N`: N days for every move. Which control a challenge without one gets is the
    /// caller's choice.
    PerMove {
        /// Days for each move (1 to 365).
        days: u32,
    },
    /// `time=30d+3d` (optionally `max=60d`): a starting bank, an increment added after each
    /// move, the bank capped at `cap` after the increment.
    Fischer {
        /// The bank at the start.
        bank: Secs,
        /// Added after each move of the player.
        increment: Secs,
        /// What an increment can raise the bank to (`max=`).
        cap: Option<Secs>,
    },
    /// `time=10/50d` (optionally `double=20d`): `moves` moves in `period`, unused time
    /// carried forward (the bank gets `period` more after every `moves` moves of that player).
    Iccf {
        /// Moves per period.
        moves: u32,
        /// Time for each block of `moves` moves.
        period: Secs,
        /// With `double=`: the time one move takes beyond this many seconds is charged
        /// double (ICCF's rule).
        double_after: Option<Secs>,
    },
    /// `time=30d byo=3d` (or `time=30d,byo=3d`): a main bank, then every move within
    /// `period` once the bank is used up (Japanese byoyomi with one period, reset after each
    /// move).
    Byoyomi {
        /// The main bank at the start.
        bank: Secs,
        /// The time for each move once the bank is used up.
        period: Secs,
    },
}

/// A span during which clocks do not run: one player's leave (`color: Some(c)`, only `c`'s
/// clock stops) or a pause of the game agreed by both (`color: None`, both stop).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stop {
    /// Whose clock stops: one side's, or both (`None`).
    pub color: Option<Color>,
    /// The first stopped instant.
    pub from: i64,
    /// The instant the clock runs again; `None` while open-ended (a pause not yet resumed).
    pub to: Option<i64>,
}

/// Extra time one player gave the other (`give 3d`) at instant `at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gift {
    /// The side that receives the time.
    pub to: Color,
    /// When it was given.
    pub at: i64,
    /// How much.
    pub secs: Secs,
}

/// Everything the clocks of one game depend on, apart from `now`.
#[derive(Debug, Clone, Copy)]
pub struct History<'a> {
    /// The time control.
    pub control: TimeControl,
    /// When the game started: the instant the first board mail was queued (the first mover's
    /// clock starts then).
    pub start: i64,
    /// The side that moves first (a handicap start may let White move first).
    pub first: Color,
    /// The instant of every move played, in order (ply 1 first). Each move's time runs from
    /// the previous move's instant (or `start`) to its own.
    pub moves: &'a [i64],
    /// The stops, in any order.
    pub stops: &'a [Stop],
    /// The gifts, in any order.
    pub gifts: &'a [Gift],
}

impl History<'_> {
    /// The side that makes ply `ply` (1-based).
    pub fn mover(&self, ply: usize) -> Color {
        if ply % 2 == 1 {
            self.first
        } else {
            !self.first
        }
    }
}
