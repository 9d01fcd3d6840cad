//! Correspondence clocks: how much time each player has left, and when the player on turn
//! runs out. Time is counted in whole seconds ([`Secs`]); instants are unix seconds.
//!
//! * [`control`]: the four controls, read from a challenge's words
//!   ([`TimeControl::parse`]) and written back in one canonical text
//!   ([`Display`](std::fmt::Display)).

pub mod control;

#[cfg(test)]
mod tests;

pub use control::{format_duration, ClockError};

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
