//! Reading a time control from a challenge's words, and writing it back.
//!
//! The keys: `days=N` (days per move), `time=BANK+INC` with optional `max=CAP` (Fischer),
//! `time=MOVES/PERIOD` with optional `double=AFTER` (ICCF), `time=BANK` with `byo=PERIOD`
//! (byoyomi). Each key at most once, in any order; `days` excludes `time`. A duration is one
//! or more `<number><unit>` with the units `d`, `h`, `m` (and `s`), largest first, each at
//! most once: `30d`, `12h`, `1d12h`, `90m`. `time=` values need units.
//!
//! Leniencies, all of them:
//! * keys and units in any case (`TIME=30D+3D`);
//! * words may also be joined by commas inside one word (`time=30d,byo=3d`);
//! * `days=` takes `3` or `3d` (whole days only);
//! * the unit `s`, so that any whole number of seconds has a text.
//!
//! Limits: days 1 to 365; bank, period and cap 1 hour to 365 days; increment 1 hour to 30
//! days; moves 1 to 100; `double` 1 to 365 days; the cap at least the bank.

use super::{Secs, TimeControl, DAY, HOUR, MINUTE};
use std::fmt;
use std::str::FromStr;

/// The most days (or the longest bank, period or cap) a control may state.
const MAX_DAYS: u32 = 365;
/// The longest increment.
const MAX_INCREMENT: Secs = 30 * DAY;
/// The most moves of an ICCF block.
const MAX_MOVES: u32 = 100;

/// Why a time control's words were refused. Each carries the offending text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ClockError {
    /// No time control word at all.
    Missing,
    /// A word that is not `key=value` with a known key.
    UnknownWord(String),
    /// A key given twice (the key, lower case).
    Repeated(String),
    /// `time=` beside `days=` (the `time=` word).
    DaysWithTime(String),
    /// `days=` not a whole number of days from 1 to 365.
    InvalidDays(String),
    /// Not a duration.
    InvalidDuration(String),
    /// A `time=` value of none of the forms.
    InvalidTime(String),
    /// `time=BANK` with neither increment, moves nor `byo=`.
    Incomplete(String),
    /// The moves of `time=MOVES/PERIOD` not a number from 1 to 100.
    InvalidMoves(String),
    /// A duration outside its limits.
    OutOfRange {
        /// The duration as written.
        text: String,
        /// The shortest allowed.
        min: Secs,
        /// The longest allowed.
        max: Secs,
    },
    /// `max=` below the bank (the `max=` value).
    MaxBelowBank(String),
    /// `max=` without a Fischer control (the `max=` value).
    MaxWithoutIncrement(String),
    /// `double=` without an ICCF control (the `double=` value).
    DoubleWithoutMoves(String),
    /// `byo=` without a plain bank (the `byo=` value).
    ByoWithoutBank(String),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Missing => f.write_str("no time control"),
            ClockError::UnknownWord(w) => write!(f, "unknown time control word {w:?}"),
            ClockError::Repeated(k) => write!(f, "{k:?} given twice"),
            ClockError::DaysWithTime(w) => write!(f, "{w:?} conflicts with \"days\""),
            ClockError::InvalidDays(v) => write!(f, "invalid number of days {v:?}"),
            ClockError::InvalidDuration(v) => write!(f, "invalid duration {v:?}"),
            ClockError::InvalidTime(v) => write!(f, "invalid time control {v:?}"),
            ClockError::Incomplete(v) => write!(f, "incomplete time control {v:?}"),
            ClockError::InvalidMoves(v) => write!(f, "invalid number of moves {v:?}"),
            ClockError::OutOfRange { text, min, max } => write!(
                f,
                "duration {text:?} outside {}..{}",
                Duration(*min),
                Duration(*max)
            ),
            ClockError::MaxBelowBank(v) => write!(f, "max {v:?} below the bank"),
            ClockError::MaxWithoutIncrement(_) => {
                f.write_str("\"max\" needs a time=BANK+INC control")
            }
            ClockError::DoubleWithoutMoves(_) => {
                f.write_str("\"double\" needs a time=MOVES/PERIOD control")
            }
            ClockError::ByoWithoutBank(_) => f.write_str("\"byo\" needs a time=BANK control"),
        }
    }
}

impl std::error::Error for ClockError {}

/// The values of the keys, as written.
#[derive(Default)]
struct Words<'a> {
    days: Option<&'a str>,
    time: Option<&'a str>,
    max: Option<&'a str>,
    double: Option<&'a str>,
    byo: Option<&'a str>,
}

impl<'a> Words<'a> {
    fn read(words: &[&'a str]) -> Result<Words<'a>, ClockError> {
        let mut out = Words::default();
        for piece in words.iter().flat_map(|w| w.split(',')) {
            let Some((key, value)) = piece.split_once('=') else {
                return Err(ClockError::UnknownWord(piece.to_string()));
            };
            let key = key.to_ascii_lowercase();
            let slot = match key.as_str() {
                "days" => &mut out.days,
                "time" => &mut out.time,
                "max" => &mut out.max,
                "double" => &mut out.double,
                "byo" => &mut out.byo,
                _ => return Err(ClockError::UnknownWord(piece.to_string())),
            };
            if slot.is_some() {
                return Err(ClockError::Repeated(key));
            }
            *slot = Some(value);
        }
        Ok(out)
    }

    /// The first extra key that `control` does not take.
    fn misplaced(&self, control: &TimeControl) -> Option<ClockError> {
        let fischer = matches!(control, TimeControl::Fischer { .. });
        let iccf = matches!(control, TimeControl::Iccf { .. });
        let byo = matches!(control, TimeControl::Byoyomi { .. });
        match (self.max, self.double, self.byo) {
            (Some(v), _, _) if !fischer => Some(ClockError::MaxWithoutIncrement(v.to_string())),
            (_, Some(v), _) if !iccf => Some(ClockError::DoubleWithoutMoves(v.to_string())),
            (_, _, Some(v)) if !byo => Some(ClockError::ByoWithoutBank(v.to_string())),
            _ => None,
        }
    }
}

impl TimeControl {
    /// Reads a time control from a challenge's words (`days=3`, `time=30d+3d max=60d`, …;
    /// the module documentation lists the forms, leniencies and limits). Words are given
    /// whole (`["time=30d", "byo=3d"]`); the caller leaves out the challenge's other words.
    ///
    /// # Errors
    ///
    /// A [`ClockError`] naming the first word or value refused.
    pub fn parse(words: &[&str]) -> Result<TimeControl, ClockError> {
        let w = Words::read(words)?;
        let control = match (w.days, w.time) {
            (Some(_), Some(time)) => return Err(ClockError::DaysWithTime(format!("time={time}"))),
            (Some(days), None) => TimeControl::PerMove {
                days: parse_days(days)?,
            },
            (None, Some(time)) => parse_time(time, &w)?,
            (None, None) => {
                // An extra key alone says which control it wanted.
                let none = TimeControl::PerMove { days: 1 };
                return Err(w.misplaced(&none).unwrap_or(ClockError::Missing));
            }
        };
        match w.misplaced(&control) {
            Some(e) => Err(e),
            None => Ok(control),
        }
    }
}

impl FromStr for TimeControl {
    type Err = ClockError;

    /// [`TimeControl::parse`] of the whitespace-separated words of `text`.
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        TimeControl::parse(&text.split_whitespace().collect::<Vec<_>>())
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::PerMove { days } => write!(f, "days={days}"),
            TimeControl::Fischer {
                bank,
                increment,
                cap,
            } => {
                write!(f, "time={}+{}", Duration(bank), Duration(increment))?;
                match cap {
                    Some(cap) => write!(f, " max={}", Duration(cap)),
                    None => Ok(()),
                }
            }
            TimeControl::Iccf {
                moves,
                period,
                double_after,
            } => {
                write!(f, "time={moves}/{}", Duration(period))?;
                match double_after {
                    Some(d) => write!(f, " double={}", Duration(d)),
                    None => Ok(()),
                }
            }
            TimeControl::Byoyomi { bank, period } => {
                write!(f, "time={} byo={}", Duration(bank), Duration(period))
            }
        }
    }
}

fn parse_days(text: &str) -> Result<u32, ClockError> {
    let digits = text
        .strip_suffix(['d', 'D'])
        .unwrap_or(text)
        .trim_start_matches('0');
    let bad = || ClockError::InvalidDays(text.to_string());
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match digits.parse::<u32>() {
        Ok(n) if (1..=MAX_DAYS).contains(&n) => Ok(n),
        _ => Err(bad()),
    }
}

fn parse_time(text: &str, w: &Words<'_>) -> Result<TimeControl, ClockError> {
    let long = i64::from(MAX_DAYS) * DAY;
    if let Some((bank, increment)) = text.split_once('+') {
        if bank.is_empty() || increment.is_empty() {
            return Err(ClockError::InvalidTime(text.to_string()));
        }
        let bank = duration_within(bank, HOUR, long)?;
        let increment = duration_within(increment, HOUR, MAX_INCREMENT)?;
        let cap = match w.max {
            Some(v) => {
                let cap = duration_within(v, HOUR, long)?;
                if cap < bank {
                    return Err(ClockError::MaxBelowBank(v.to_string()));
                }
                Some(cap)
            }
            None => None,
        };
        Ok(TimeControl::Fischer {
            bank,
            increment,
            cap,
        })
    } else if let Some((moves, period)) = text.split_once('/') {
        if moves.is_empty() || period.is_empty() {
            return Err(ClockError::InvalidTime(text.to_string()));
        }
        let bad = || ClockError::InvalidMoves(moves.to_string());
        if moves.len() > 3 || !moves.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let moves = match moves.parse::<u32>() {
            Ok(n) if (1..=MAX_MOVES).contains(&n) => n,
            _ => return Err(bad()),
        };
        let period = duration_within(period, HOUR, long)?;
        let double_after = match w.double {
            Some(v) => Some(duration_within(v, DAY, long)?),
            None => None,
        };
        Ok(TimeControl::Iccf {
            moves,
            period,
            double_after,
        })
    } else {
        let bank = duration_within(text, HOUR, long)?;
        match w.byo {
            Some(v) => Ok(TimeControl::Byoyomi {
                bank,
                period: duration_within(v, HOUR, long)?,
            }),
            None => Err(match (w.max, w.double) {
                (Some(v), _) => ClockError::MaxWithoutIncrement(v.to_string()),
                (None, Some(v)) => ClockError::DoubleWithoutMoves(v.to_string()),
                (None, None) => ClockError::Incomplete(format!("time={text}")),
            }),
        }
    }
}

fn duration_within(text: &str, min: Secs, max: Secs) -> Result<Secs, ClockError> {
    let secs = parse_duration(text)?;
    if (min..=max).contains(&secs) {
        Ok(secs)
    } else {
        Err(ClockError::OutOfRange {
            text: text.to_string(),
            min,
            max,
        })
    }
}

/// Reads `1d12h`-style durations: `<number><unit>` pieces, units `d`, `h`, `m`, `s` in that
/// order, each at most once, any case.
///
/// # Errors
///
/// [`ClockError::InvalidDuration`] with the text.
pub fn parse_duration(text: &str) -> Result<Secs, ClockError> {
    let bad = || ClockError::InvalidDuration(text.to_string());
    const UNITS: [(u8, Secs); 4] = [(b'd', DAY), (b'h', HOUR), (b'm', MINUTE), (b's', 1)];
    let mut next_unit = 0;
    let mut total: Secs = 0;
    let mut number: Option<Secs> = None;
    for b in text.bytes() {
        if b.is_ascii_digit() {
            let n = number.unwrap_or(0);
            number = Some(
                n.checked_mul(10)
                    .and_then(|n| n.checked_add(Secs::from(b - b'0')))
                    .filter(|&n| n < 1_000_000_000)
                    .ok_or_else(bad)?,
            );
        } else {
            let n = number.take().ok_or_else(bad)?;
            let unit = b.to_ascii_lowercase();
            let at = UNITS[next_unit..]
                .iter()
                .position(|&(u, _)| u == unit)
                .ok_or_else(bad)?
                + next_unit;
            next_unit = at + 1;
            total = n
                .checked_mul(UNITS[at].1)
                .and_then(|s| total.checked_add(s))
                .ok_or_else(bad)?;
        }
    }
    if number.is_some() || next_unit == 0 {
        return Err(bad());
    }
    Ok(total)
}

/// Writes a duration in the canonical form [`parse_duration`] reads: the largest exact
/// units, zeros left out (`1d12h`, `90m` as `1h30m`; nothing as `0m`).
struct Duration(Secs);

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        if rest <= 0 {
            return f.write_str("0m");
        }
        for (unit, size) in [("d", DAY), ("h", HOUR), ("m", MINUTE), ("s", 1)] {
            if rest >= size {
                write!(f, "{}{unit}", rest / size)?;
                rest %= size;
            }
        }
        Ok(())
    }
}

/// A clock reading for mails, to the minute (rounded down), every unit below the largest
/// written with two digits so that readings line up: `27d 04h 59m`, `1d 00h 00m`, `5h 30m`,
/// `45m`, `0m`; anything below a minute, negative included, is `0m`.
pub fn format_duration(secs: Secs) -> String {
    let secs = secs.max(0);
    let (days, hours, minutes) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / MINUTE);
    if days > 0 {
        format!("{days}d {hours:02}h {minutes:02}m")
    } else if hours > 0 {
        format!("{hours}h {minutes:02}m")
    } else {
        format!("{minutes}m")
    }
}

/// An amount of time as a player states it (`give 2d`), exact and with its zero units left
/// out: `2d`, `1d 12h`, `1h 30m`, `1m 30s`; nothing (or less) is `0m`. Unlike
/// [`format_duration`] it is not a reading of a running clock, so it is not rounded.
pub fn format_amount(secs: Secs) -> String {
    if secs <= 0 {
        return "0m".to_string();
    }
    let mut rest = secs;
    let mut parts = Vec::new();
    for (unit, size) in [("d", DAY), ("h", HOUR), ("m", MINUTE), ("s", 1)] {
        if rest >= size {
            parts.push(format!("{}{unit}", rest / size));
            rest %= size;
        }
    }
    parts.join(" ")
}
