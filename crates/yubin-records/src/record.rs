//! What a game record says besides its moves: the players, the dates, the event, the time
//! control, the rules and how the game ended. Every game-record writer of this crate (KIF,
//! PGN, TSA game scores, lishogi's JSON) takes a [`Game`](yubin_rules::Game) and a
//! [`Header`]; the service fills the header from its own record. Values are plain text and
//! numbers: the writers format the [`Stamp`]s each their own way, and the calendar is only
//! needed to turn a Unix time into a stamp and back ([`Stamp::from_unix`],
//! [`Stamp::to_unix`]).

use core::fmt;
use yubin_rules::{Color, EndReason};

/// A date and time of day, UTC, as a record writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp {
    /// The year (`2026`).
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day, 1 to 31.
    pub day: u8,
    /// The hour, 0 to 23.
    pub hour: u8,
    /// The minute, 0 to 59.
    pub minute: u8,
    /// The second, 0 to 59.
    pub second: u8,
}

impl Stamp {
    /// A Unix time as a stamp (UTC); the Unix epoch for a time outside the calendar's range
    /// (hundreds of thousands of years away).
    ///
    /// ```
    /// use yubin_records::record::Stamp;
    /// assert_eq!(Stamp::from_unix(1_800_000_060).to_string(), "2027-01-15 08:01:00");
    /// ```
    pub fn from_unix(t: i64) -> Stamp {
        use chrono::{Datelike as _, Timelike as _};
        let d = chrono::DateTime::from_timestamp(t, 0).unwrap_or_default();
        Stamp {
            year: d.year(),
            month: d.month() as u8,
            day: d.day() as u8,
            hour: d.hour() as u8,
            minute: d.minute() as u8,
            second: d.second() as u8,
        }
    }

    /// The stamp as Unix time; `None` when it is no day and time of the calendar
    /// (`2026-02-30`, a 25th hour).
    ///
    /// ```
    /// use yubin_records::record::Stamp;
    /// let s = Stamp::from_unix(1_793_523_909);
    /// assert_eq!(s.to_unix(), Some(1_793_523_909));
    /// assert_eq!(Stamp { day: 31, month: 2, ..s }.to_unix(), None);
    /// ```
    pub fn to_unix(self) -> Option<i64> {
        chrono::NaiveDate::from_ymd_opt(self.year, self.month.into(), self.day.into())
            .and_then(|d| d.and_hms_opt(self.hour.into(), self.minute.into(), self.second.into()))
            .map(|t| t.and_utc().timestamp())
    }
}

impl fmt::Display for Stamp {
    /// `2026-11-25 09:05:00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

/// How a recorded game ended, as far as its record says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The position decided ([`yubin_rules::Game::play`]'s [`yubin_rules::Outcome`]).
    Board(EndReason),
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out.
    Timeout,
    /// The loser made an illegal move (the historic rule).
    IllegalMove,
    /// Agreed drawn.
    Agreement,
    /// A draw at the game's length limit.
    MaxLength,
    /// Not played out: the loser withdrew from the tournament.
    Forfeit,
    /// Adjudicated (a tournament round's deadline).
    Adjudication,
    /// The record says who won (or that it was drawn) but not how: a game imported from a
    /// file that gave the result alone.
    Unknown,
}

impl Termination {
    /// Every way but the position's ([`Termination::Board`]): the readers' list of words to
    /// read back, and the tests that go through all.
    pub const NOT_BOARD: [Termination; 8] = [
        Termination::Resignation,
        Termination::Timeout,
        Termination::IllegalMove,
        Termination::Agreement,
        Termination::MaxLength,
        Termination::Forfeit,
        Termination::Adjudication,
        Termination::Unknown,
    ];
}

/// The result of a recorded game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ending {
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// How.
    pub how: Termination,
}

/// Everything a game record holds besides the start position and the moves.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Header {
    /// The event: a tournament's name, or none for a single game.
    pub event: Option<String>,
    /// The round (and game) within the event (`2.1`).
    pub round: Option<String>,
    /// Where it was played (the server's name and the game number: `yubin game 12`).
    pub site: Option<String>,
    /// Black's name (the player who moves first in the standard start).
    pub black: String,
    /// White's name.
    pub white: String,
    /// When the game started.
    pub started: Option<Stamp>,
    /// When it ended.
    pub ended: Option<Stamp>,
    /// The time control in words (`7 days per move`).
    pub time_control: Option<String>,
    /// The rule preset's name (`standard`, `heisei`, …).
    pub preset: Option<String>,
    /// The rule options that differ from the variant's standard rules, `(key, value)`.
    pub options: Vec<(String, String)>,
    /// The handicap's name, when the game started from one.
    pub handicap: Option<String>,
    /// How it ended; `None` while it goes on.
    pub ending: Option<Ending>,
}
