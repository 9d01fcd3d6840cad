//! The time manager: how long to think on this move, from the clock the GUI sent.
//!
//! Simple and safe: a thirtieth of the time left (or of the time left until the next time
//! control, when fewer moves remain), plus four fifths of the increment, plus the byoyomi
//! less a margin; never more than the time left less a margin, never less than
//! [`MIN_THINK`].

use std::time::Duration;

/// The least time a move is given (the answer must still come in time: see the margins).
pub const MIN_THINK: Duration = Duration::from_millis(10);

/// The time kept back for the pipes and the GUI: a twentieth of the time left, at least 50 ms
/// and at most a second.
pub fn margin(left: Duration) -> Duration {
    (left / 20).clamp(Duration::from_millis(50), Duration::from_secs(1))
}

/// The clock as the GUI sent it, from the engine's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Clock {
    /// The engine's time left.
    pub left: Duration,
    /// The increment per move.
    pub increment: Duration,
    /// The byoyomi (USI): time given afresh for each move once `left` is spent.
    pub byoyomi: Duration,
    /// Moves to play until the next time control (XBoard's `level` with moves per session).
    pub moves_to_go: Option<u32>,
}

impl Clock {
    /// The time to think on this move.
    ///
    /// ```
    /// use std::time::Duration;
    /// use yubin_protocol::clock::Clock;
    /// let clock = Clock { left: Duration::from_secs(60), ..Clock::default() };
    /// assert_eq!(clock.allot(), Duration::from_secs(2));
    /// ```
    pub fn allot(&self) -> Duration {
        let share = match self.moves_to_go {
            Some(n) if n < 30 => self.left / (n + 1),
            _ => self.left / 30,
        };
        let bonus = self.increment * 4 / 5;
        let spendable = self.left + self.byoyomi;
        let ceiling = spendable.saturating_sub(margin(spendable));
        let byoyomi = self.byoyomi.saturating_sub(margin(self.byoyomi));
        (share + bonus + byoyomi).min(ceiling).max(MIN_THINK)
    }
}

/// The time to think for a fixed time per move (XBoard's `st`, USI's `movetime`).
pub fn per_move(time: Duration) -> Duration {
    time.saturating_sub(margin(time)).max(MIN_THINK)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_move_gets_a_thirtieth_and_most_of_the_increment() {
        let c = Clock {
            left: ms(30_000),
            increment: ms(1_000),
            ..Clock::default()
        };
        assert_eq!(c.allot(), ms(1_800));
    }

    #[test]
    fn never_more_than_the_time_left_less_a_margin() {
        let c = Clock {
            left: ms(200),
            increment: ms(5_000),
            ..Clock::default()
        };
        assert_eq!(c.allot(), ms(150));
        let flagging = Clock {
            left: ms(0),
            ..Clock::default()
        };
        assert_eq!(flagging.allot(), MIN_THINK);
    }

    #[test]
    fn byoyomi_is_spent_but_for_its_margin_and_a_control_shares_the_time_left() {
        let c = Clock {
            left: ms(0),
            byoyomi: ms(10_000),
            ..Clock::default()
        };
        assert_eq!(c.allot(), ms(9_500));
        let c = Clock {
            left: ms(60_000),
            moves_to_go: Some(4),
            ..Clock::default()
        };
        assert_eq!(c.allot(), ms(12_000));
        assert_eq!(per_move(ms(1_000)), ms(950));
        assert_eq!(per_move(ms(5_000)), ms(4_750));
    }
}
