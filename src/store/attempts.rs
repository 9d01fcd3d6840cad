//! The attempts at handling each inbound mail (table `inbound_attempts`), so that a mail the
//! service fails on is set aside after a few attempts rather than tried for ever
//! (`serve::attempts` decides; this keeps the count).
//!
//! A mail is known by a digest of its bytes, so it is counted before it is even parsed. Each
//! attempt is marked with the service run that makes it ([`Store::begin_attempt`]) before
//! the mail is handled, in a commit of its own: a run that finds another run's mark knows
//! that one ended while on the mail (a panic that aborts, a crash, a kill) and counts it as
//! a failure. A panic that unwinds is counted at once ([`Store::attempt_failed`]); a store
//! failure (a full disk) is not the mail's fault and counts nothing.

use super::{Store, Tx};
use rusqlite::{params, OptionalExtension as _};

/// What [`Store::begin_attempt`] found of a mail's earlier attempts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    /// Attempts that failed so far (panics, and runs that ended while on the mail).
    pub failures: u32,
    /// Why the last one failed.
    pub last_error: Option<String>,
    /// Whether the mail was set aside already (its sender told): it is not handled again.
    pub set_aside: bool,
}

/// The `last_error` of an attempt whose run ended while on the mail.
pub const DIED: &str =
    "the service ended while handling it (a panic that aborts, a crash, or a kill)";

impl Store {
    /// Marks the mail with this digest as being handled by `run` (at `now`), and returns its
    /// earlier attempts. The mark of another run, still there, means that run ended while on
    /// the mail: one failure more. A mail set aside keeps its row untouched.
    ///
    /// # Errors
    /// SQLite fails (the mail should then be left for later, not handled).
    pub fn begin_attempt(&self, digest: &str, run: &str, now: i64) -> anyhow::Result<Attempt> {
        let (failures, last_error, set_aside) = self
            .conn
            .prepare_cached(
                "INSERT INTO inbound_attempts (digest, failures, running, first_at) \
                 VALUES (?1, 0, ?2, ?3) \
                 ON CONFLICT (digest) DO UPDATE SET \
                 failures = failures + (set_aside_at IS NULL AND running IS NOT NULL \
                     AND running <> ?2), \
                 last_error = CASE WHEN set_aside_at IS NULL AND running IS NOT NULL \
                     AND running <> ?2 THEN ?4 ELSE last_error END, \
                 running = CASE WHEN set_aside_at IS NULL THEN ?2 ELSE running END \
                 RETURNING failures, last_error, set_aside_at IS NOT NULL",
            )?
            .query_row(params![digest, run, now, DIED], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?;
        Ok(Attempt {
            failures,
            last_error,
            set_aside,
        })
    }

    /// The mail with this digest was handled (consumed, or set aside as no mail): its
    /// attempts are forgotten.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn attempt_done(&self, digest: &str) -> anyhow::Result<()> {
        self.conn
            .prepare_cached(
                "DELETE FROM inbound_attempts WHERE digest = ?1 AND set_aside_at IS NULL",
            )?
            .execute([digest])?;
        Ok(())
    }

    /// The attempt at the mail with this digest ended without its fault (the store failed):
    /// its mark is removed and nothing is counted.
    ///
    /// # Errors
    /// SQLite fails (the mark stays; this run's own mark is never counted against the mail).
    pub fn attempt_interrupted(&self, digest: &str) -> anyhow::Result<()> {
        self.conn
            .prepare_cached(
                "UPDATE inbound_attempts SET running = NULL \
                 WHERE digest = ?1 AND set_aside_at IS NULL",
            )?
            .execute([digest])?;
        Ok(())
    }

    /// The attempt at the mail with this digest failed (`error`: the panic's message): one
    /// failure more. Returns the failures so far.
    ///
    /// # Errors
    /// SQLite fails (the failure is then counted at the next run, as a run that ended).
    pub fn attempt_failed(&self, digest: &str, error: &str, now: i64) -> anyhow::Result<u32> {
        Ok(self
            .conn
            .prepare_cached(
                "INSERT INTO inbound_attempts (digest, failures, last_error, first_at) \
                 VALUES (?1, 1, ?2, ?3) \
                 ON CONFLICT (digest) DO UPDATE SET failures = failures + 1, \
                 last_error = ?2, running = NULL \
                 RETURNING failures",
            )?
            .query_row(params![digest, error, now], |r| r.get(0))?)
    }

    /// The earlier attempts at the mail with this digest, without marking a new one.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn attempts_of(&self, digest: &str) -> anyhow::Result<Option<Attempt>> {
        Ok(self
            .conn
            .query_row(
                "SELECT failures, last_error, set_aside_at IS NOT NULL FROM inbound_attempts \
                 WHERE digest = ?1",
                [digest],
                |r| {
                    Ok(Attempt {
                        failures: r.get(0)?,
                        last_error: r.get(1)?,
                        set_aside: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }
}

impl Tx<'_> {
    /// Records that the mail with this digest is set aside (at `now`), in the transaction
    /// that tells its sender: it is never handled again.
    ///
    /// # Errors
    /// SQLite fails.
    pub fn set_aside_attempt(&self, digest: &str, now: i64) -> anyhow::Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO inbound_attempts (digest, failures, first_at, set_aside_at) \
                 VALUES (?1, 0, ?2, ?2) \
                 ON CONFLICT (digest) DO UPDATE SET set_aside_at = ?2, running = NULL",
            )?
            .execute(params![digest, now])?;
        Ok(())
    }
}
