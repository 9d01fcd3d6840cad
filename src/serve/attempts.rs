//! One mail of a batch, handled so that no mail can stop the service or loop in it: the
//! mail is parsed and processed ([`Shell::process`]) with its panics caught, and its attempts
//! are counted in the store (table `inbound_attempts`, by a digest of its bytes).
//!
//! * A **panic** (a bug of the engine or of the mail parser on this mail) rolls the mail's
//!   transaction back; the mail counts one failure and is left for the next batch, and the
//!   later mails of its [`Stream`] wait behind it. At [`MAX_FAILURES`] failures it is set
//!   aside ([`Verdict::SetAside`]: the spool's `bad/` with the reason beside it; on IMAP
//!   flagged `\Seen` and left in INBOX), its sender is told ([`Shell::set_aside`]) and the
//!   mails behind it go on, in order.
//! * A panic that **aborts** the process instead (a double panic, an out-of-memory abort, a
//!   `panic = "abort"` build, a crash or a kill) cannot be caught: each attempt is marked with
//!   the run that makes it, in a commit of its own, before the mail is handled, and the next
//!   run that finds the mark counts the failure. So a mail that kills the service is set
//!   aside on the run after its [`MAX_FAILURES`]th death instead of being read for ever. A
//!   kill or a power loss that happens to strike while a mail is handled counts against that
//!   mail too (it takes [`MAX_FAILURES`] of them on one mail to set it aside).
//! * A **store failure** (a full disk, a read-only database) is no fault of the mail: nothing
//!   is counted, the mail is left and its stream held, and the loop waits and tries again.

use super::Verdict;
use crate::mail::inbound;
use crate::shell::{Consumed, Shell, Stream};
use sha2::{Digest as _, Sha256};
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use yubin_engine::Inbound;

/// Failed attempts (panics, or runs that ended while on the mail) after which a mail is set
/// aside.
pub const MAX_FAILURES: u32 = 3;

/// What became of one mail.
#[derive(Debug)]
pub enum Outcome {
    /// Not a mail at all (the reason): set aside, unanswered.
    NotAMail(String),
    /// Not read: an earlier mail of its stream was left in this batch.
    Held,
    /// Processed and committed.
    Done(Consumed),
    /// The store failed (nothing committed, nothing counted): left for a later batch, its
    /// stream held.
    Failed(anyhow::Error),
    /// The service failed on it (a panic) for the `n`th time: left for a later batch, its
    /// stream held.
    Panicked(u32, String),
    /// Set aside after [`MAX_FAILURES`] failures (the last one's reason), its sender told
    /// unless it was set aside before.
    SetAside(String),
}

/// One mail as [`handle`] found it: its Message-ID (empty when it could not be read) and
/// its stream, for the log and the streams held.
#[derive(Debug)]
pub struct Handled {
    /// The Message-ID, or empty.
    pub message_id: String,
    /// The stream, when the mail could be read.
    pub stream: Option<Stream>,
    /// What became of it.
    pub outcome: Outcome,
}

impl Handled {
    /// What the intake does with the mail.
    pub fn verdict(&self) -> Verdict {
        match &self.outcome {
            Outcome::NotAMail(why) => Verdict::SetAside(why.clone()),
            Outcome::Done(_) => Verdict::Consumed,
            Outcome::SetAside(why) => Verdict::SetAside(why.clone()),
            Outcome::Held | Outcome::Failed(_) | Outcome::Panicked(..) => Verdict::Left,
        }
    }

    /// The stream whose later mails must wait: that of a mail left for a later batch.
    pub fn holds(&self) -> Option<&Stream> {
        match &self.outcome {
            Outcome::Failed(_) | Outcome::Panicked(..) => self.stream.as_ref(),
            _ => None,
        }
    }
}

/// The digest that knows a mail across attempts and restarts: SHA-256 of its bytes, in hex.
pub fn digest(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The message of a panic's payload.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into());
    format!("panicked: {text}")
}

/// Handles one mail of a batch at `now` (see the module docs) on the blocking thread that
/// holds the store. `bytes`: the mail as taken in (all of it, or the start of one of `size`
/// bytes over the limit); `trusted`: the receiving servers whose word about a sender counts
/// ([`crate::mail::auth`]); `held`: the streams with a mail left earlier in the batch; `run`:
/// this service run, which marks its attempts.
pub fn handle(
    shell: &mut Shell,
    (bytes, size): (&[u8], usize),
    trusted: &[String],
    held: &HashSet<Stream>,
    run: &str,
    now: i64,
) -> Handled {
    let digest = digest(bytes);
    let begun = shell.store().begin_attempt(&digest, run, now);
    let max = shell.settings().max_mail_bytes;
    let parsed = catch_unwind(AssertUnwindSafe(|| {
        inbound::parse_limited(bytes, size, max).map(|mut mail| {
            crate::mail::auth::vouch(&mut mail, bytes, trusted);
            let stream = shell.stream_of(&mail);
            (mail, stream)
        })
    }));
    let mut done = Handled {
        message_id: String::new(),
        stream: None,
        outcome: Outcome::Held,
    };
    let (mail, stream) = match parsed {
        Ok(Ok(read)) => read,
        Ok(Err(e)) => {
            // A failure to forget is harmless: this run's own mark never counts.
            let _ = shell.store().attempt_done(&digest);
            done.outcome = Outcome::NotAMail(e.to_string());
            return done;
        }
        Err(payload) => {
            // The parser failed on it: counted like an engine panic, set aside unanswered.
            let why = panic_message(payload.as_ref());
            done.outcome = match begun {
                Err(e) => Outcome::Failed(e),
                Ok(_) => failed(shell, None, &digest, why, now),
            };
            return done;
        }
    };
    done.message_id = mail.message_id.clone();
    done.stream = Some(stream.clone());
    if held.contains(&stream) {
        let _ = shell.store().attempt_interrupted(&digest);
        return done;
    }
    let earlier = match begun {
        Ok(a) => a,
        Err(e) => {
            done.outcome = Outcome::Failed(e);
            return done;
        }
    };
    if earlier.set_aside {
        done.outcome = Outcome::SetAside(format!(
            "set aside before: the service failed on it: {}",
            earlier.last_error.unwrap_or_default()
        ));
        return done;
    }
    if earlier.failures >= MAX_FAILURES {
        let why = earlier.last_error.unwrap_or_default();
        done.outcome = give_up(shell, Some(&mail), &digest, earlier.failures, why, now);
        return done;
    }
    let processed = catch_unwind(AssertUnwindSafe(|| shell.process(&mail, now)));
    done.outcome = match processed {
        Ok(Ok(consumed)) => {
            if let Err(e) = shell.store().attempt_done(&digest) {
                tracing::warn!(error = %format!("{e:#}"), "cannot forget the attempts at a mail consumed");
            }
            Outcome::Done(consumed)
        }
        Ok(Err(e)) => {
            let _ = shell.store().attempt_interrupted(&digest);
            Outcome::Failed(e)
        }
        Err(payload) => failed(
            shell,
            Some(&mail),
            &digest,
            panic_message(payload.as_ref()),
            now,
        ),
    };
    done
}

/// After a panic on a mail: one failure more; set aside at [`MAX_FAILURES`].
fn failed(
    shell: &mut Shell,
    mail: Option<&Inbound>,
    digest: &str,
    why: String,
    now: i64,
) -> Outcome {
    // The transaction was rolled back as it unwound; a replayed game may be half updated.
    shell.forget_replays();
    match shell.store().attempt_failed(digest, &why, now) {
        Ok(n) if n >= MAX_FAILURES => give_up(shell, mail, digest, n, why, now),
        Ok(n) => Outcome::Panicked(n, why),
        // Not recorded (the store fails too): the mail is tried again, the panic not counted.
        Err(e) => Outcome::Failed(e.context(format!("the service failed on the mail ({why})"))),
    }
}

/// Sets the mail aside after `failures` failures, its sender told ([`Shell::set_aside`]).
fn give_up(
    shell: &mut Shell,
    mail: Option<&Inbound>,
    digest: &str,
    failures: u32,
    why: String,
    now: i64,
) -> Outcome {
    let set = catch_unwind(AssertUnwindSafe(|| {
        shell.set_aside(mail, digest, failures, &why, now)
    }));
    match set {
        // Consumed before after all (its run ended between the commit and the forgetting).
        Ok(Ok(None)) => Outcome::Done(Consumed::Again),
        Ok(Ok(Some(told))) => Outcome::SetAside(format!(
            "the service failed on this mail {failures} times (the last: {why}); set aside, \
             its sender {}",
            if told { "told" } else { "not answered" }
        )),
        Ok(Err(e)) => Outcome::Failed(e),
        // Even the answer fails: set aside unanswered, so that it is not tried again.
        Err(payload) => {
            let also = panic_message(payload.as_ref());
            match shell.set_aside(None, digest, failures, &why, now) {
                Ok(_) => Outcome::SetAside(format!(
                    "the service failed on this mail {failures} times (the last: {why}), and \
                     on its answer ({also}); set aside unanswered"
                )),
                Err(e) => Outcome::Failed(e),
            }
        }
    }
}
