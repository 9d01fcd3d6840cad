//! How a player's mails draw boards: `pieces kanji|letters` and `board picture|table`, and
//! the language they are written in (`language en|ja`): a player's settings kept with their
//! address (as the time zone is) and read with their games, entries and observations, so
//! that every mail to them is drawn and written their way.

/// What to write on the pieces of a board picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Pieces {
    /// Kanji: one for Chu, the two-kanji name for the larger games (the default).
    #[default]
    Kanji,
    /// The TSA abbreviations (`Ln`, `+DK`).
    Letters,
}

impl Pieces {
    /// Reads `kanji` or `letters` (case-insensitive; `letter` and `tsa` too).
    pub fn parse(text: &str) -> Option<Pieces> {
        match text.trim().to_ascii_lowercase().as_str() {
            "kanji" => Some(Pieces::Kanji),
            "letters" | "letter" | "tsa" => Some(Pieces::Letters),
            _ => None,
        }
    }

    /// `kanji` or `letters`: as players write it, and as the store keeps it.
    pub fn name(self) -> &'static str {
        match self {
            Pieces::Kanji => "kanji",
            Pieces::Letters => "letters",
        }
    }
}

/// How the HTML part of a mail shows the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardForm {
    /// The board picture, an inline PNG (the default).
    #[default]
    Picture,
    /// A table of letters on coloured squares (the mails' board before the picture).
    Table,
}

impl BoardForm {
    /// Reads `picture` or `table` (case-insensitive).
    pub fn parse(text: &str) -> Option<BoardForm> {
        match text.trim().to_ascii_lowercase().as_str() {
            "picture" => Some(BoardForm::Picture),
            "table" => Some(BoardForm::Table),
            _ => None,
        }
    }

    /// `picture` or `table`: as players write it, and as the store keeps it.
    pub fn name(self) -> &'static str {
        match self {
            BoardForm::Picture => "picture",
            BoardForm::Table => "table",
        }
    }
}

/// A player's way of seeing boards in their mails: the board picture in kanji unless they
/// chose otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Look {
    /// The labels of the picture's pieces.
    pub pieces: Pieces,
    /// The picture, or the table.
    pub board: BoardForm,
    /// The language they chose for their mails (`language en|ja`); `None`: not chosen
    /// ([`Look::language`]).
    pub lang: Option<super::Language>,
    /// When their daily digest comes (`digest daily HH:MM`), in their time zone; `None`:
    /// every mail at once.
    pub digest: Option<DigestTime>,
}

/// The time of day of a player's digest, in their own time zone: minutes after midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DigestTime(u16);

impl DigestTime {
    /// When a digest comes if its player names no time: 07:00.
    pub const DEFAULT: DigestTime = DigestTime(7 * 60);

    /// The time `minutes` after midnight (`None` from 1440 on).
    pub fn from_minutes(minutes: u16) -> Option<DigestTime> {
        (minutes < 24 * 60).then_some(DigestTime(minutes))
    }

    /// Minutes after midnight.
    pub fn minutes(self) -> u16 {
        self.0
    }

    /// Reads `HH:MM` (`7:30`, `07:30`, `19:05`; full-width digits and colon too).
    pub fn parse(text: &str) -> Option<DigestTime> {
        let text: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
                '：' => ':',
                c => c,
            })
            .collect();
        let (h, m) = text.split_once(':')?;
        let two = |t: &str, max: u16| -> Option<u16> {
            let ok = !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit());
            ok.then(|| t.parse().ok()).flatten().filter(|n| *n <= max)
        };
        let (h, m) = (two(h, 23)?, two(m, 59)?);
        (m < 60 && text.split_once(':')?.1.len() == 2).then_some(DigestTime(h * 60 + m))
    }
}

impl DigestTime {
    /// The first instant after `after` at which this time of day comes in `zone`. A time the
    /// clocks skip that day (a change to summer time) comes when they land after the gap; a
    /// time they pass twice, the first time.
    pub fn next_after(self, zone: super::Zone, after: i64) -> i64 {
        let mut date = zone.date_of(after);
        loop {
            let at = zone.day_start(date) + self.local_offset(zone, date);
            if at > after {
                return at;
            }
            date = date.succ_opt().unwrap_or(date);
            if date == chrono::NaiveDate::MAX {
                return after + 86_400;
            }
        }
    }

    /// How long after the day's first instant this time comes on `date` in `zone`.
    fn local_offset(self, zone: super::Zone, date: chrono::NaiveDate) -> i64 {
        let start = zone.day_start(date);
        let local = date
            .and_hms_opt(u32::from(self.0 / 60), u32::from(self.0 % 60), 0)
            .expect("a digest time is a time of day");
        let Some(tz) = zone.0 else {
            return i64::from(self.0) * 60;
        };
        use chrono::TimeZone as _;
        // In a gap, the first minute after it.
        let at = (0..=180)
            .find_map(|m| {
                tz.from_local_datetime(&(local + chrono::Duration::minutes(m)))
                    .earliest()
            })
            .map_or(start + i64::from(self.0) * 60, |t| t.timestamp());
        at - start
    }
}

impl core::fmt::Display for DigestTime {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:02}:{:02}", self.0 / 60, self.0 % 60)
    }
}

impl Look {
    /// The language of their mails: the one they chose, else English.
    pub fn language(self) -> super::Language {
        self.lang.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for p in [Pieces::Kanji, Pieces::Letters] {
            assert_eq!(Pieces::parse(p.name()), Some(p));
        }
        for b in [BoardForm::Picture, BoardForm::Table] {
            assert_eq!(BoardForm::parse(b.name()), Some(b));
        }
        assert_eq!(Pieces::parse("Letters"), Some(Pieces::Letters));
        assert_eq!(BoardForm::parse("TABLE"), Some(BoardForm::Table));
        assert_eq!(BoardForm::parse("kanji"), None);
        let default = Look::default();
        assert_eq!(
            (default.pieces, default.board),
            (Pieces::Kanji, BoardForm::Picture)
        );
    }

    #[test]
    fn digest_times_read_as_players_write_them() {
        assert_eq!(
            DigestTime::parse("07:30").map(DigestTime::minutes),
            Some(450)
        );
        assert_eq!(
            DigestTime::parse("7:30").map(|t| t.to_string()),
            Some("07:30".into())
        );
        assert_eq!(
            DigestTime::parse("２３：５９").map(DigestTime::minutes),
            Some(1439)
        );
        assert_eq!(DigestTime::parse("0:00").map(DigestTime::minutes), Some(0));
        for bad in [
            "24:00", "7:60", "7", "7:5", ":30", "07:30:00", "-1:00", "x:yz", "", "007:30",
        ] {
            assert_eq!(DigestTime::parse(bad), None, "{bad}");
        }
        assert_eq!(DigestTime::from_minutes(1440), None);
    }

    #[test]
    fn a_digest_comes_at_its_local_time_every_day() {
        let at = |s: &str| chrono::DateTime::parse_from_rfc3339(s).unwrap().timestamp();
        let seven = DigestTime::DEFAULT;
        // UTC: later today, else tomorrow.
        let utc = super::super::Zone::UTC;
        assert_eq!(
            seven.next_after(utc, at("2026-03-01T06:59:00Z")),
            at("2026-03-01T07:00:00Z")
        );
        assert_eq!(
            seven.next_after(utc, at("2026-03-01T07:00:00Z")),
            at("2026-03-02T07:00:00Z")
        );
        // Tokyo: 07:00 JST is 22:00 UTC the day before.
        let tokyo = super::super::Zone::parse("Asia/Tokyo").unwrap();
        assert_eq!(
            seven.next_after(tokyo, at("2026-03-01T12:00:00Z")),
            at("2026-03-01T22:00:00Z")
        );
        // Berlin on the day summer time starts (29 March 2026, 02:00 → 03:00): 02:30 does
        // not exist, so it comes at 03:00 CEST; the day after, at 02:30 CEST.
        let berlin = super::super::Zone::parse("Europe/Berlin").unwrap();
        let half_two = DigestTime::parse("02:30").unwrap();
        assert_eq!(
            half_two.next_after(berlin, at("2026-03-28T12:00:00Z")),
            at("2026-03-29T01:00:00Z")
        );
        assert_eq!(
            half_two.next_after(berlin, at("2026-03-29T01:00:00Z")),
            at("2026-03-30T00:30:00Z")
        );
        // The day it ends (25 October 2026, 03:00 → 02:00): 02:30 comes twice, the first.
        assert_eq!(
            half_two.next_after(berlin, at("2026-10-24T12:00:00Z")),
            at("2026-10-25T00:30:00Z")
        );
        assert_eq!(DigestTime::DEFAULT.to_string(), "07:00");
    }
}
