//! A turn that fails as a whole (the database cannot be written: a full disk, a read-only
//! file system, a failing disk; the spool's folders cannot be read or changed) never stops
//! the service: the loop waits [`Trouble::wait`] (1 s doubling to [`MAX_WAIT`]) and tries
//! the turn again, and again, until it goes through. Nothing is lost meanwhile: a mail not
//! committed stays in the intake, a reply not sent stays in the outbox.
//!
//! The operator hears of it once per episode: an error naming the file and what the file
//! system says when it starts (and again only when the problem changes), and "recovered"
//! when a turn goes through again.

use std::path::{Path, PathBuf};
use std::time::Duration;
use tracing::{debug, error, info};

/// The longest wait between two tries.
pub const MAX_WAIT: Duration = Duration::from_secs(60);

/// An episode of turns that failed.
#[derive(Debug)]
pub struct Trouble {
    /// Turns failed in a row.
    failures: u32,
    /// When the first failed (unix seconds).
    since: i64,
    /// What was logged last: the kind of the failure, to log it again only when it changes.
    kind: String,
    /// Whether the last failure left a mail the store could not take (a stall), rather than
    /// failing the turn: such an episode ends only once a mail goes through, since a turn
    /// with nothing to take in proves nothing (on IMAP the mail comes back at the next poll).
    stalled: bool,
}

impl Trouble {
    /// How long to wait after the last failure: 1 s doubling to [`MAX_WAIT`].
    pub fn wait(&self) -> Duration {
        let shift = self.failures.saturating_sub(1).min(16);
        Duration::from_secs(1u64 << shift).min(MAX_WAIT)
    }
}

/// Records the failed turn `e` at `now` in `trouble` (a new episode when `None`), logs it
/// when it starts or changes, and returns the wait before the next try. `stalled`: the turn
/// went through but left a mail the store could not take. `database` is the database file,
/// to name it.
pub async fn failed(
    trouble: &mut Option<Trouble>,
    e: &anyhow::Error,
    stalled: bool,
    database: Option<&Path>,
    now: i64,
) -> Duration {
    let kind = kind(e);
    let t = trouble.get_or_insert_with(|| Trouble {
        failures: 0,
        since: now,
        kind: String::new(),
        stalled,
    });
    t.failures += 1;
    t.stalled = stalled;
    let wait = t.wait();
    if t.kind != kind {
        t.kind = kind;
        let problem = describe(e, database.map(Path::to_path_buf)).await;
        error!(
            %problem,
            retry_in_s = wait.as_secs(),
            "cannot go on for now; waiting and trying again (1 s doubling to {} s), no mail is lost",
            MAX_WAIT.as_secs()
        );
    } else {
        debug!(failures = t.failures, retry_in_s = wait.as_secs(), error = %format!("{e:#}"), "still failing");
    }
    wait
}

/// A turn went through at `now` (`took_in`: a mail was committed or set aside): ends the
/// episode of failures going on, unless it was a stall and no mail went through yet.
pub fn passed(trouble: &mut Option<Trouble>, took_in: bool, now: i64) {
    if trouble.as_ref().is_some_and(|t| t.stalled && !took_in) {
        return;
    }
    if let Some(t) = trouble.take() {
        info!(
            failures = t.failures,
            after_s = now - t.since,
            "recovered: the turn went through again"
        );
    }
}

/// The kind of a failure, to tell a new problem from the same one: SQLite's code, else the
/// file system's error kind, else the whole message.
fn kind(e: &anyhow::Error) -> String {
    for cause in e.chain() {
        if let Some(code) = cause
            .downcast_ref::<rusqlite::Error>()
            .and_then(rusqlite::Error::sqlite_error_code)
        {
            return format!("sqlite {code:?}");
        }
        if let Some(io) = cause.downcast_ref::<std::io::Error>() {
            return format!("io {:?}", io.kind());
        }
    }
    format!("{e:#}")
}

/// The failure for the operator: what the file system says about the database (its file
/// named), then the error itself (a spool file names itself in it).
async fn describe(e: &anyhow::Error, database: Option<PathBuf>) -> String {
    let full = format!("{e:#}");
    let Some(path) = database else {
        return full;
    };
    let code = e
        .chain()
        .find_map(|c| c.downcast_ref::<rusqlite::Error>())
        .and_then(rusqlite::Error::sqlite_error_code);
    let Some(code) = code else {
        return full;
    };
    // The probe beside the database writes and syncs a file: not on the executor.
    let told = tokio::task::spawn_blocking(move || crate::store::storage_problem(&path, code))
        .await
        .ok()
        .flatten();
    match told {
        Some(problem) => format!("{problem} ({full})"),
        None => full,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_episode_is_logged_once_and_a_stall_ends_only_when_a_mail_goes_through() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let full = || anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::StorageFull));
        let (waits, log) = crate::test_log::logs_of(tracing::Level::INFO, || {
            let mut t = None;
            let mut waits = Vec::new();
            for n in 0..9 {
                waits.push(
                    rt.block_on(failed(&mut t, &full(), true, None, n))
                        .as_secs(),
                );
                // A turn with nothing to take in (the IMAP intake brings the mail back only
                // at its next poll) proves nothing.
                passed(&mut t, false, n);
            }
            assert!(t.is_some());
            passed(&mut t, true, 100);
            assert!(t.is_none());
            // A turn that failed as a whole ends with the first turn that passes.
            rt.block_on(failed(&mut t, &full(), false, None, 200));
            passed(&mut t, false, 201);
            assert!(t.is_none());
            waits
        });
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(log.matches("cannot go on for now").count(), 2, "{log}");
        assert_eq!(log.matches("recovered").count(), 2, "{log}");
        assert!(log.contains("failures=9 after_s=100"), "{log}");
    }
}
