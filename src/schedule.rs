//! When the daemon wakes up: cron schedules (the `cron` crate, six fields with seconds) for
//! polling the mailbox and for the periodic sweep, and the exact next deadline or outbox retry
//! read from the database.
//!
//! * `schedule.poll`: when the mailbox is looked at without a push from the server: the
//!   Maildir spool's `new/` (default every second, so a terminal game feels immediate), or
//!   INBOX over IMAP when the server has no IDLE (default every 30 seconds).
//! * `schedule.sweep`: when deadlines and the outbox are checked even if nothing announced
//!   them (default every minute, at second 0). The daemon also sleeps exactly until the next
//!   reminder, loss on time or delivery retry it reads from the database, so the sweep is a
//!   safety net (a clock that jumped, a game changed by hand in the database), not the timer.
//!
//! Everything here is a function of the time passed in.

use anyhow::anyhow;
use chrono::{DateTime, Utc};
use std::fmt;
use std::str::FromStr;

/// A checked cron expression, with the text it was read from.
#[derive(Clone)]
pub struct Cron {
    text: String,
    schedule: cron::Schedule,
}

impl Cron {
    /// Reads the cron expression of configuration key `key`.
    ///
    /// ```
    /// use yubin::schedule::Cron;
    /// let every_30s = Cron::parse("schedule.poll", "*/30 * * * * *").unwrap();
    /// // 1 800 000 000 is a whole minute (…:00): the next tick is 30 s later.
    /// assert_eq!(every_30s.next_after(1_800_000_000), Some(1_800_000_030));
    /// let err = Cron::parse("schedule.poll", "every minute").unwrap_err();
    /// assert!(err.to_string().contains("bad value for `schedule.poll`"));
    /// ```
    ///
    /// # Errors
    /// The text is not a cron expression, or it never fires; the message names the key and
    /// the expected form.
    pub fn parse(key: &str, text: &str) -> anyhow::Result<Cron> {
        let expected = "expected a cron expression with seconds, \"sec min hour day-of-month \
                        month day-of-week [year]\", like \"*/30 * * * * *\" (every 30 seconds) \
                        or \"0 * * * * *\" (every minute)";
        let schedule = cron::Schedule::from_str(text.trim())
            .map_err(|e| anyhow!("bad value for `{key}`: {text:?} ({e}); {expected}"))?;
        let cron = Cron {
            text: text.trim().to_string(),
            schedule,
        };
        if cron.next_after(0).is_none() && cron.next_after(Utc::now().timestamp()).is_none() {
            return Err(anyhow!(
                "bad value for `{key}`: {text:?} never fires; {expected}"
            ));
        }
        Ok(cron)
    }

    /// The first time the schedule fires strictly after `now` (Unix seconds).
    pub fn next_after(&self, now: i64) -> Option<i64> {
        let at = DateTime::<Utc>::from_timestamp(now, 0)?;
        self.schedule.after(&at).next().map(|t| t.timestamp())
    }

    /// The expression as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl PartialEq for Cron {
    fn eq(&self, other: &Cron) -> bool {
        self.text == other.text
    }
}

impl Eq for Cron {}

impl fmt::Debug for Cron {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cron({:?})", self.text)
    }
}

/// The earliest of several wake-up times (Unix seconds), none earlier than `now`; `None`
/// when there is none.
pub fn earliest(now: i64, times: impl IntoIterator<Item = Option<i64>>) -> Option<i64> {
    times.into_iter().flatten().min().map(|t| t.max(now))
}

/// How long to sleep at `now_ms` (Unix milliseconds) until second `at` (zero if it has passed).
pub fn until(now_ms: i64, at: i64) -> std::time::Duration {
    std::time::Duration::from_millis(u64::try_from(at * 1000 - now_ms).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedules_fire_when_their_fields_say() {
        // 2027-01-15 08:00:00 UTC, a Friday.
        let t = 1_799_913_600;
        let minute = Cron::parse("k", "0 * * * * *").unwrap();
        assert_eq!(minute.next_after(t), Some(t + 60));
        assert_eq!(minute.next_after(t + 1), Some(t + 60));
        let daily = Cron::parse("k", "0 30 6 * * *").unwrap();
        assert_eq!(daily.next_after(t), Some(t + 22 * 3600 + 30 * 60));
        assert_eq!(
            Cron::parse("k", " */5 * * * * * ").unwrap().as_str(),
            "*/5 * * * * *"
        );
    }

    #[test]
    fn bad_expressions_name_the_key() {
        for text in ["", "* * *", "61 * * * * *", "0 0 0 31 2 * 2020"] {
            let err = Cron::parse("schedule.sweep", text).unwrap_err().to_string();
            assert!(
                err.starts_with("bad value for `schedule.sweep`"),
                "{text}: {err}"
            );
            assert!(err.contains("expected a cron expression"), "{err}");
        }
    }

    #[test]
    fn the_earliest_wake_up_is_never_in_the_past() {
        assert_eq!(earliest(100, [Some(150), None, Some(120)]), Some(120));
        assert_eq!(earliest(100, [Some(90), Some(120)]), Some(100));
        assert_eq!(earliest(100, [None, None]), None);
        assert_eq!(until(100_000, 90), std::time::Duration::ZERO);
        assert_eq!(
            until(100_250, 130),
            std::time::Duration::from_millis(29_750)
        );
    }
}
