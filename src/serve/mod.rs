//! The service loop, one for both mail modes: mail in from an [`Intake`], replies out through
//! an [`Outlet`], deadlines and housekeeping in between, until SIGINT or SIGTERM.
//!
//! The two transports are the two implementations of the traits:
//!
//! * [`spool`]: the embedded Maildir spool (`mail.mode = "maildir"`): `new/` is read at each
//!   tick of `schedule.poll`, replies are written into `outbox/`;
//! * [`remote`]: a real mailbox (`mail.mode = "imap"`): an IMAP task keeps the connection
//!   and waits with IDLE (or polls on `schedule.poll`), replies go out over SMTP.
//!
//! [`serve_until`] waits in one `select!` over the stop signal, the intake's wake-up (new
//! mail), and a timer set to the earliest of the next game deadline, the next outbox retry,
//! the next housekeeping and the next `schedule.sweep` tick. Each wake-up runs one turn:
//!
//! 1. **mail in** (when the intake woke it): every mail of the batch is parsed and committed
//!    by [`Shell::process`] in a transaction of its own (the mail logged as consumed, the game
//!    updated, the replies queued in the outbox); then [`Store::make_durable`] once for the
//!    batch; **only then** does the intake drop the mails ([`Intake::acknowledge`]: moved out
//!    of `new/`, or flagged `\Deleted` and expunged). A crash at any point loses no mail and
//!    applies none twice: a mail read again is recognised by its sender and Message-ID
//!    ([`Consumed::Again`]). A mail that is not a mail at all is set aside
//!    ([`Verdict::SetAside`]); one that could not be committed (the database failed) is left
//!    for the next batch ([`Verdict::Left`]), and so are the later mails of the batch about
//!    the same game (by reply key; without a key, from the same sender: a [`Stream`]), unread,
//!    so that a game's mails are consumed in the order they came while other games go on;
//!    the next batch offers the failed mail first again. A mail whose handling panics is
//!    left the same way and counted, and set aside at its third failure, its sender told
//!    ([`attempts`]);
//! 2. the due deadlines ([`Shell::run_deadlines`]);
//! 3. **mail out**: each due outbox row is handed to the outlet and the outcome recorded at
//!    once ([`smtp::record`]): sent, retried later (30 s doubling to 1 h, about two days in
//!    all) or failed for good;
//! 4. hourly, the bodies of mails sent and received long ago are forgotten
//!    ([`KEEP_SENT_BODIES`]; the Message-IDs stay, so a mail is still consumed once).
//!
//! A turn that fails (the database or the spool cannot be written: a full disk, a read-only
//! file system), or a batch with a mail the store could not take, never stops the loop: it
//! waits, 1 s doubling to a minute, and tries again, logging the episode once (`serve/trouble.rs`).
//! Only the intake ending for good stops it (the IMAP task gone).
//!
//! Every network step has a time limit (`timeout_secs` of `[mail.imap]` and `[mail.smtp]`,
//! 30 s by default). On stop, a turn in progress gets [`Service::stop_grace`] (10 s) to
//! finish; then the intake is closed (an IDLE is ended with DONE; a step that hangs is
//! dropped after a few seconds) and the outbox is flushed once more, again for at most the
//! grace; mails that are not sent by then wait for the next start. So SIGTERM stops the
//! service within about half a minute whatever the servers do.
//!
//! SQLite is blocking, so every database call runs on tokio's blocking pool ([`Db::run`]).
//! The events of the loop go to [`tracing`] (the `yubin` binary prints them on standard
//! error, filtered by `RUST_LOG`).

mod analysis;
pub mod attempts;
pub mod remote;
pub mod spool;
mod trouble;

use crate::config::{Config, Mail};
use crate::mail::smtp::{self, Delivery, Failure};
use crate::schedule::{self, Cron};
use crate::shell::{Consumed, Shell, Stream};
use crate::store::{OutboxEntry, Store, KEEP_SENT_BODIES};
use anyhow::Context as _;
use attempts::{Handled, Outcome};
use lettre::message::Mailbox;
use std::collections::HashSet;
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tracing::{debug, error, info, warn};
use yubin_engine::Settings;

/// How often old outbox bodies are forgotten, in seconds.
const HOUSEKEEPING_SECS: i64 = 3600;

/// The database, shared by the loop and its blocking tasks.
#[derive(Clone)]
pub struct Db(Arc<Mutex<Shell>>);

impl Db {
    /// Wraps the shell of an open store.
    pub fn new(shell: Shell) -> Db {
        Db(Arc::new(Mutex::new(shell)))
    }

    /// Runs `f` on the store on a blocking thread.
    ///
    /// # Errors
    /// Whatever `f` returns, or a panic in `f`.
    pub async fn run<T, F>(&self, f: F) -> anyhow::Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut Shell) -> anyhow::Result<T> + Send + 'static,
    {
        let db = self.clone();
        match tokio::task::spawn_blocking(move || f(&mut *db.lock()?)).await {
            Ok(r) => r,
            Err(e) => {
                if e.is_panic() {
                    // Its transaction was rolled back as it unwound; a replayed game it was
                    // bringing up to date may be half done.
                    let db = self.clone();
                    let _ = tokio::task::spawn_blocking(move || {
                        db.lock().map(|mut s| s.forget_replays())
                    })
                    .await;
                }
                Err(e).context("a database task panicked")
            }
        }
    }

    /// The store itself, for synchronous callers outside the async loop (tests, tools).
    /// Never call it on the executor: it blocks while a database task runs.
    ///
    /// A task that panicked does not lock the store for good: its transaction was rolled
    /// back when it unwound (rusqlite rolls back on drop), so the store is taken as it is.
    ///
    /// # Errors
    /// None today; kept for a store that can fail to be handed out.
    pub fn lock(&self) -> anyhow::Result<MutexGuard<'_, Shell>> {
        Ok(self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// One raw mail from an intake.
#[derive(Debug, Clone)]
pub struct Raw<K> {
    /// How the intake finds it again in [`Intake::acknowledge`] (a file, an IMAP UID).
    pub key: K,
    /// What the logs call it (`new/1700000000.M1P2Q3.yubin`, `UID 17`).
    pub label: String,
    /// The mail as it came: all of it, or, when it is larger than the service reads
    /// (`limits.max_mail_kb`), at least its first [`inbound::MAX_HEADER_BYTES`].
    pub bytes: Vec<u8>,
    /// The mail's whole size in bytes.
    pub size: usize,
}

/// What the loop made of one mail of a batch, for the intake to act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Committed (now, or before a restart): the intake may drop it.
    Consumed,
    /// Not a mail at all, or a mail the service failed on too often, with the reason: the
    /// intake keeps it aside for a person to look at and does not offer it again.
    SetAside(String),
    /// Not committed (the database failed): the intake offers it again in a later batch.
    Left,
}

/// Where mail comes from.
pub trait Intake: Send {
    /// How [`Intake::acknowledge`] names a mail of the last batch.
    type Key: Send + 'static;

    /// Waits until there may be mail to fetch. Cancel-safe: the loop polls it in a
    /// `select!` and drops it when something else comes first.
    ///
    /// # Errors
    /// The intake stopped for good (the loop then stops too).
    fn wait(&mut self) -> impl Future<Output = anyhow::Result<()>> + Send;

    /// The waiting mails, oldest first (a bounded batch; [`Intake::wait`] returns at once
    /// while more are waiting).
    ///
    /// # Errors
    /// The source cannot be read.
    fn fetch(&mut self) -> impl Future<Output = anyhow::Result<Vec<Raw<Self::Key>>>> + Send;

    /// The verdict on every mail of the last batch, given after the commits of the
    /// consumed ones are durable: drop the consumed ones, set aside the ones that are not
    /// mail, keep the rest.
    ///
    /// # Errors
    /// The source cannot be changed (the mails are then read again and recognised).
    fn acknowledge(
        &mut self,
        verdicts: Vec<(Self::Key, Verdict)>,
    ) -> impl Future<Output = anyhow::Result<()>> + Send;

    /// Stops the intake (an IDLE is ended cleanly, the session logged out).
    fn close(&mut self) -> impl Future<Output = ()> + Send;

    /// Where the mail is read, for the log.
    fn describe(&self) -> String;
}

/// Where the bot's mail goes.
pub trait Outlet: Send + Sync {
    /// Hands one outbox mail on.
    ///
    /// # Errors
    /// The attempt failed: [`Failure::Transient`] to try again later (with backoff),
    /// [`Failure::Permanent`] to give the mail up.
    fn deliver(&self, entry: &OutboxEntry) -> impl Future<Output = Result<(), Failure>> + Send;
}

/// What one turn (or [`Service::step`]) did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// Mails consumed now.
    pub consumed: usize,
    /// Mails read again after a restart (already in the log), just dropped by the intake.
    pub duplicates: usize,
    /// Mails left for a later pass, unread, because an earlier mail of the same game (or,
    /// without a key, of the same sender) could not be committed.
    pub held: usize,
    /// Inputs that are not mails, set aside.
    pub set_aside: usize,
    /// Deadline events handled (reminders, losses on time).
    pub deadlines: usize,
    /// Outbox mails delivered.
    pub sent: usize,
    /// Outbox mails that failed for now and wait for a retry.
    pub deferred: usize,
    /// Outbox mails given up.
    pub failed: usize,
    /// Problems that did not stop the turn (a mail left for the next batch, a damaged
    /// record), as logged.
    pub errors: Vec<String>,
}

impl Report {
    fn busy(&self) -> bool {
        let n = self.consumed + self.duplicates + self.held + self.set_aside + self.deadlines;
        n + self.sent + self.deferred + self.failed > 0 || !self.errors.is_empty()
    }

    fn add(&mut self, other: Report) {
        self.consumed += other.consumed;
        self.duplicates += other.duplicates;
        self.held += other.held;
        self.set_aside += other.set_aside;
        self.deadlines += other.deadlines;
        self.sent += other.sent;
        self.deferred += other.deferred;
        self.failed += other.failed;
        self.errors.extend(other.errors);
    }
}

/// The From of the bot's mails: `bot.name <bot.address>`.
///
/// # Errors
/// `bot.address` is not a mail address.
pub fn bot_mailbox(config: &Config) -> anyhow::Result<Mailbox> {
    let address = config.bot.address.parse().with_context(|| {
        format!(
            "`bot.address` {:?} is not a mail address",
            config.bot.address
        )
    })?;
    Ok(Mailbox::new(Some(config.bot.name.clone()), address))
}

/// A running service: the database, the engine's settings, the two transports.
pub struct Service<I, O> {
    /// The database.
    pub db: Db,
    /// The engine's settings.
    pub settings: Settings,
    /// Where mail comes from.
    pub intake: I,
    /// Where replies go.
    pub outlet: O,
    /// When deadlines and the outbox are checked regardless (`schedule.sweep`).
    pub sweep: Cron,
    /// How long a turn in progress may go on after the stop signal, and how long the last
    /// delivery round may take, before they are dropped (a stop within systemd's
    /// `TimeoutStopSec`); [`STOP_GRACE`] by default.
    pub stop_grace: std::time::Duration,
    /// The static archive kept up to date after each turn (`[archive]`).
    pub archive: crate::archive::Options,
    /// The receiving servers whose word about a sender the service takes (`[trust]`).
    pub trusted_servers: std::sync::Arc<Vec<String>>,
    next_housekeeping: i64,
    setup_failures: u32,
    setup_error: Option<String>,
    /// This run of the service, which marks its attempts at each mail ([`attempts`]).
    run: String,
    /// The database file, named when it fails.
    database: Option<std::path::PathBuf>,
    /// Why a mail of the last batch was left for a later pass (the store failed): the loop
    /// waits before it tries again ([`trouble`]).
    stalled: Option<anyhow::Error>,
    /// When this run started (Unix seconds), for `yubin status` ([`Store::record_pass`]).
    started_at: i64,
    /// The computer opponent's thread (issue 27); `None` when it could not be started (the
    /// games against it then wait, logged).
    pub computer: Option<crate::computer::worker::Worker>,
    /// The analysis thread (issue 27's `analyse N`); `None` when it could not be started
    /// (the requests then wait, logged).
    pub analysis: Option<crate::analysis::worker::Worker>,
}

/// The default of [`Service::stop_grace`]: the turn in progress, the intake's logout and the
/// last delivery round each get at most this long after SIGTERM, well inside the unit's
/// `TimeoutStopSec=60`.
pub const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

impl<I: Intake, O: Outlet> Service<I, O> {
    /// A service of `config` on `store` (its database) with these transports.
    pub fn new(config: &Config, store: Store, intake: I, outlet: O) -> Service<I, O> {
        let started = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let run = format!("{}.{}", std::process::id(), started.as_nanos());
        let database = store.path();
        let computer = crate::computer::worker::Worker::start(config.computer.budget)
            .inspect_err(
                |e| error!(error = %e, "cannot start the computer's thread: its games wait"),
            )
            .ok();
        let analysis = crate::analysis::worker::Worker::start(
            config.computer.analysis,
            computer
                .as_ref()
                .map(crate::computer::worker::Worker::pending),
        )
        .inspect_err(|e| error!(error = %e, "cannot start the analysis thread: its requests wait"))
        .ok();
        Service {
            db: Db::new(Shell::new(store, config.engine_settings())),
            settings: config.engine_settings(),
            intake,
            outlet,
            sweep: config.schedule.sweep.clone(),
            stop_grace: STOP_GRACE,
            archive: config.archive.clone(),
            trusted_servers: std::sync::Arc::new(config.trusted_servers.clone()),
            next_housekeeping: 0,
            setup_failures: 0,
            setup_error: None,
            run,
            database,
            stalled: None,
            started_at: i64::try_from(started.as_secs()).unwrap_or(0),
            computer,
            analysis,
        }
    }

    /// One whole pass at `now`: [`Service::take_in`] one batch, then [`Service::turn`].
    ///
    /// # Errors
    /// As those two.
    pub async fn step(&mut self, now: i64) -> anyhow::Result<Report> {
        let mut report = self.take_in(now).await?;
        report.add(self.turn(now).await?);
        Ok(report)
    }

    /// Fetches one batch from the intake and consumes it (see the module docs, step 1).
    ///
    /// # Errors
    /// The intake cannot be read or acknowledged, or the commits cannot be made durable
    /// (the mails are then offered again and recognised).
    pub async fn take_in(&mut self, now: i64) -> anyhow::Result<Report> {
        let mut report = Report::default();
        self.stalled = None;
        let batch = self.intake.fetch().await?;
        if batch.is_empty() {
            return Ok(report);
        }
        let mut verdicts = Vec::with_capacity(batch.len());
        let mut durable_needed = false;
        // The streams (games, senders without a key) with a mail left in this batch: their
        // later mails wait too, so that a game's mails are consumed in the order they came.
        let mut held: HashSet<Stream> = HashSet::new();
        for raw in batch {
            let Raw {
                key,
                label,
                bytes,
                size,
            } = raw;
            let (waiting, run) = (held.clone(), self.run.clone());
            let trusted = self.trusted_servers.clone();
            let handled = self
                .db
                .run(move |shell| {
                    let mail = (bytes.as_slice(), size);
                    Ok(attempts::handle(shell, mail, &trusted, &waiting, &run, now))
                })
                .await
                // `handle` catches the panics of a mail; one that escapes it is the store's.
                .unwrap_or_else(|e| Handled {
                    message_id: String::new(),
                    stream: None,
                    outcome: Outcome::Failed(e),
                });
            held.extend(handled.holds().cloned());
            let verdict = handled.verdict();
            match note(&mut report, &label, handled) {
                Ok(committed) => durable_needed |= committed,
                Err(e) => {
                    self.stalled.get_or_insert(e);
                }
            }
            verdicts.push((key, verdict));
        }
        // Out of the intake only once the commits that consumed them are on the disk.
        if durable_needed {
            if let Err(e) = self.db.run(|s| s.store().make_durable()).await {
                // Every mail stays where it is (and is recognised when read again).
                let left = verdicts.into_iter().map(|(k, _)| (k, Verdict::Left));
                self.intake.acknowledge(left.collect()).await?;
                return Err(e);
            }
        }
        self.intake.acknowledge(verdicts).await?;
        Ok(report)
    }

    /// Fires the due deadlines, delivers the due outbox mails and does the housekeeping
    /// (see the module docs, steps 2–4).
    ///
    /// # Errors
    /// The database fails.
    pub async fn turn(&mut self, now: i64) -> anyhow::Result<Report> {
        let deadlines = self.db.run(move |s| s.run_deadlines(now)).await?;
        self.computer_turn(now).await?;
        self.analysis_turn(now).await?;
        let mut report = self.deliver_due(now).await?;
        report.deadlines = deadlines;
        self.refresh_archive(now).await;
        if now >= self.next_housekeeping {
            self.db
                .run(move |s| s.store().forget_old_bodies(now - KEEP_SENT_BODIES))
                .await?;
            self.next_housekeeping = now + HOUSEKEEPING_SECS;
        }
        // The pass `yubin status` reports; a failure to record it stops nothing.
        let started = self.started_at;
        if let Err(e) = self
            .db
            .run(move |s| s.store().record_pass(started, now))
            .await
        {
            warn!(error = %format!("{e:#}"), "cannot record the loop's pass for `yubin status`");
        }
        Ok(report)
    }

    /// The computer's part of a turn (issue 27): the moves its worker chose since the last
    /// turn played (each in a transaction of its own, dropped when the game moved on), then
    /// the games waiting for it, found in the store, offered to the worker. Its answers that
    /// need no thought (a takeback) are made by the shell at once.
    ///
    /// # Errors
    /// The database fails (the worker's moves are chosen again at the next turn).
    pub async fn computer_turn(&mut self, now: i64) -> anyhow::Result<()> {
        let Some(worker) = self.computer.as_mut() else {
            return Ok(());
        };
        let done = worker.finished();
        let jobs = self
            .db
            .run(move |s| {
                for (job, mv) in &done {
                    if let Some(mv) = *mv {
                        s.computer_move(job, mv, now)?;
                    }
                }
                s.computer_turns(now)
            })
            .await?;
        worker.offer(jobs);
        Ok(())
    }

    /// Brings the static archive up to date with the games changed since the last turn
    /// ([`crate::archive::refresh`]), when `[archive] dir` is set. A failure (a full disk, a
    /// folder not writable) is logged and the games stay queued for the next turn: the mail
    /// service goes on regardless.
    async fn refresh_archive(&mut self, now: i64) {
        if self.archive.dir.is_none() {
            return;
        }
        let (settings, options) = (self.settings.clone(), self.archive.clone());
        let done = self
            .db
            .run(move |s| crate::archive::refresh(s.store(), &settings, &options, now))
            .await;
        match done {
            Ok(w) => {
                for p in &w.problems {
                    warn!(problem = %p, "archive: left out a damaged record");
                }
                if w.files > 0 {
                    info!(
                        games = w.games,
                        files = w.files,
                        deleted = w.deleted,
                        "archive: brought up to date"
                    );
                }
            }
            Err(e) => {
                warn!(error = %format!("{e:#}"), "archive: not brought up to date; the games stay queued for the next turn")
            }
        }
    }

    /// Delivers every outbox mail due at `now`, recording each outcome in its own commit
    /// as soon as the server has answered, so that a crash repeats at most the mail in
    /// flight. A failure of the bot's own setup ([`Failure::Setup`]) ends the round: every
    /// pending mail waits (30 s doubling to 10 min), none is charged an attempt, and the
    /// operator is told once, as an error, until delivery works again.
    ///
    /// # Errors
    /// The database fails.
    pub async fn deliver_due(&mut self, now: i64) -> anyhow::Result<Report> {
        let mut done = Report::default();
        loop {
            let due = self.db.run(move |s| s.store().due_mail(now, 50)).await?;
            if due.is_empty() {
                return Ok(done);
            }
            for entry in due {
                let outcome = self.outlet.deliver(&entry).await;
                let message_id = entry.mail.message_id.clone();
                let attempts = entry.attempts + 1;
                let reason = outcome.as_ref().err().map(|f| f.reason().to_string());
                let setup = matches!(outcome, Err(Failure::Setup(_)));
                let failures = if setup { self.setup_failures + 1 } else { 0 };
                let why = reason.clone();
                // A 5xx refusal of the server counts as a hard bounce of the recipient.
                let refused = outcome.as_ref().err().and_then(smtp::refusal_code);
                let result = self
                    .db
                    .run(move |s| {
                        let r = smtp::record(s.store(), &entry, outcome, now)?;
                        if let (Delivery::Held(_), Some(why)) = (&r, &why) {
                            let at = now + smtp::setup_delay(failures);
                            s.store().postpone(entry.id, at, why)?;
                            return Ok(Delivery::Held(at));
                        }
                        if let (Delivery::Failed(_), Some(code), Some(why)) = (&r, refused, &why) {
                            let m = &entry.mail;
                            s.refused(&m.to, &m.message_id, code, why, now)?;
                        }
                        Ok(r)
                    })
                    .await?;
                if !setup && self.setup_failures > 0 {
                    info!("outbox: delivering again");
                }
                self.setup_failures = failures;
                let reason = reason.unwrap_or_default();
                match result {
                    Delivery::Sent => {
                        debug!(%message_id, attempts, "sent");
                        done.sent += 1;
                    }
                    Delivery::Retry(at) => {
                        warn!(%message_id, attempts, retry_in_s = at - now, error = %reason, "delivery deferred");
                        done.deferred += 1;
                    }
                    Delivery::Held(at) => {
                        if failures == 1 || self.setup_error.as_deref() != Some(&reason) {
                            error!(
                                error = %reason,
                                retry_in_s = at - now,
                                "outbox: cannot deliver: fix the configuration, the server or the disk; \
                                 every mail stays queued"
                            );
                        } else {
                            warn!(error = %reason, failures, retry_in_s = at - now, "outbox: still cannot deliver; every mail stays queued");
                        }
                        self.setup_error = Some(reason);
                        done.deferred += 1;
                        return Ok(done);
                    }
                    Delivery::Failed(error) => {
                        error!(%message_id, attempts, %error, "delivery given up");
                        done.failed += 1;
                    }
                }
                if !setup {
                    self.setup_error = None;
                }
            }
        }
    }

    /// When the loop wakes next after `now` without news from the intake: the next game
    /// deadline, outbox retry or housekeeping, or the next `schedule.sweep` tick if sooner.
    ///
    /// # Errors
    /// The database fails.
    pub async fn wake_at(&self, now: i64) -> anyhow::Result<i64> {
        let (deadline, retry) = self
            .db
            .run(move |s| Ok((s.next_deadline()?, s.store().next_outbox_attempt()?)))
            .await?;
        let times = [
            deadline,
            retry,
            Some(self.next_housekeeping),
            self.sweep.next_after(now),
        ];
        Ok(schedule::earliest(now, times).unwrap_or(now + 60))
    }
}

/// Logs what became of one mail of a batch and counts it in `report`; whether a commit was
/// made that must be durable before the intake drops the mail.
///
/// # Errors
/// The store failed on the mail (it is left for a later pass): the error, naming the mail,
/// for the loop to wait on and log once ([`trouble`]).
fn note(report: &mut Report, label: &str, handled: Handled) -> anyhow::Result<bool> {
    let Handled {
        message_id,
        outcome,
        ..
    } = handled;
    match outcome {
        Outcome::NotAMail(why) => {
            warn!(mail = %label, reason = %why, "not a mail; set aside");
            report.set_aside += 1;
            Ok(false)
        }
        Outcome::Held => {
            info!(mail = %label, %message_id, "held: an earlier mail of its game or sender waits for the next pass");
            report.held += 1;
            Ok(false)
        }
        Outcome::Done(Consumed::Done) => {
            debug!(mail = %label, %message_id, "consumed");
            report.consumed += 1;
            Ok(true)
        }
        Outcome::Done(Consumed::Again) => {
            // Read again after a restart, or after a pass whose commits could not be made
            // durable (then at every try until they are: the loop logs that episode once).
            debug!(mail = %label, %message_id, "consumed already; dropped");
            report.duplicates += 1;
            Ok(true)
        }
        Outcome::Done(Consumed::Damaged(record)) => {
            let msg = format!(
                "mail <{message_id}> needs a damaged database record ({record}); \
                 its text is kept in the inbound table and the sender was told; \
                 repair the row, then ask the player to send the mail again"
            );
            error!(mail = %label, %message_id, %record, "{msg}");
            report.errors.push(msg);
            report.consumed += 1;
            Ok(true)
        }
        Outcome::Failed(e) => {
            let msg = format!("mail {label} <{message_id}> left for the next pass: {e:#}");
            // Logged once for all the mails it stops, by the loop.
            debug!(mail = %label, %message_id, error = %format!("{e:#}"), "not consumed; left for the next pass");
            report.errors.push(msg);
            Err(e.context(format!(
                "mail {label} <{message_id}> was left for the next pass"
            )))
        }
        Outcome::Panicked(n, why) => {
            let msg = format!(
                "the service failed on mail {label} <{message_id}> ({why}); attempt {n} of {}: \
                 left for the next pass, the later mails of its game or sender wait behind it",
                attempts::MAX_FAILURES
            );
            error!(mail = %label, %message_id, attempt = n, error = %why, "{msg}");
            report.errors.push(msg);
            Ok(false)
        }
        Outcome::SetAside(why) => {
            let msg = format!("mail {label} <{message_id}> set aside: {why}");
            error!(mail = %label, %message_id, reason = %why, "set aside: the service fails on this mail; report it as a bug, with the mail");
            report.errors.push(msg);
            report.set_aside += 1;
            Ok(true)
        }
    }
}

/// Completes when the computer's worker has a move ready; never without a worker.
async fn computer_ready(worker: Option<&crate::computer::worker::Worker>) {
    match worker {
        Some(w) => w.notified().await,
        None => std::future::pending().await,
    }
}

fn unix_now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// The summary of a busy turn, at debug level: every turn that played a move would
/// otherwise put a line in the operator's log; what needs the operator is logged on its own
/// as a warning or an error.
fn log_report(r: &Report) {
    if r.busy() {
        debug!(
            consumed = r.consumed,
            duplicates = r.duplicates,
            held = r.held,
            set_aside = r.set_aside,
            deadlines = r.deadlines,
            sent = r.sent,
            deferred = r.deferred,
            failed = r.failed,
            "turn done"
        );
    }
}

/// What one turn of the loop came to.
enum Turned {
    /// Done: the loop sleeps until `at` or the intake's news. `took_in`: a mail was committed
    /// or set aside (which ends an episode of mails the store could not take).
    Wake { at: i64, took_in: bool },
    /// A mail was left because the store could not take it: the loop waits, then tries again.
    Stalled(anyhow::Error),
}

/// Runs the service until SIGINT or SIGTERM (see the module docs).
///
/// # Errors
/// The signal handlers cannot be installed, or the intake stopped for good.
pub async fn serve<I: Intake, O: Outlet>(service: Service<I, O>) -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut term = signal(SignalKind::terminate()).context("cannot install the SIGTERM handler")?;
    let mut int = signal(SignalKind::interrupt()).context("cannot install the SIGINT handler")?;
    let stop = async {
        tokio::select! {
            _ = term.recv() => info!(signal = "SIGTERM", "stopping"),
            _ = int.recv() => info!(signal = "SIGINT", "stopping"),
        }
    };
    serve_until(service, stop).await.map(drop)
}

/// Runs the service of `config` (the spool or a real mailbox) until SIGINT or SIGTERM.
/// Call it inside a tokio runtime (the SMTP connection pool needs one).
///
/// # Errors
/// The service cannot be set up (database, TLS files, bot address), or [`serve`] fails.
pub async fn run(config: &Config) -> anyhow::Result<()> {
    match &config.mail {
        Mail::Maildir { .. } => serve(spool::open(config)?).await,
        Mail::Imap { .. } => serve(remote::open(config)?).await,
    }
}

/// Runs the service until `stop` completes, then closes the intake, delivers what is
/// queued and hands the service back. A turn that fails is tried again after a wait
/// (`serve/trouble.rs`), never a stop; a last delivery round the database cannot record is logged,
/// and what is queued waits for the next start.
///
/// # Errors
/// The intake stopped for good.
pub async fn serve_until<I: Intake, O: Outlet>(
    mut service: Service<I, O>,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<Service<I, O>> {
    info!(
        bot = %service.settings.bot_address,
        intake = %service.intake.describe(),
        "serving (Ctrl-C or SIGTERM to stop)"
    );
    tokio::pin!(stop);
    let grace = service.stop_grace;
    let mut result = Ok(());
    let mut news = false;
    let mut trouble = None;
    loop {
        let now = unix_now();
        let outcome = {
            let turn = async {
                let mut report = if news {
                    service.take_in(now).await?
                } else {
                    Report::default()
                };
                report.add(service.turn(now).await?);
                log_report(&report);
                if let Some(e) = service.stalled.take() {
                    // A mail the store could not take: wait before the next try.
                    return Ok(Turned::Stalled(e));
                }
                let took_in = report.consumed + report.duplicates + report.set_aside > 0;
                let at = service.wake_at(unix_now()).await?;
                Ok(Turned::Wake { at, took_in })
            };
            tokio::pin!(turn);
            // A stop during a turn: the turn gets `grace` to finish (every commit it made stays;
            // a mail in flight is sent again at the next start), then it is dropped.
            tokio::select! {
                r = &mut turn => Some(r),
                _ = &mut stop => {
                    match tokio::time::timeout(grace, &mut turn).await {
                        Ok(Err(e)) => warn!(error = %format!("{e:#}"), "the turn in progress at the stop failed; what it did not commit waits for the next start"),
                        // The turn went through: an episode of trouble ends here too.
                        Ok(Ok(Turned::Wake { took_in, .. })) => {
                            trouble::passed(&mut trouble, took_in, unix_now())
                        }
                        Ok(Ok(_)) => {}
                        Err(_) => warn!(grace_s = grace.as_secs(), "stopping in the middle of a turn"),
                    }
                    None
                }
            }
        };
        let (e, stalled) = match outcome {
            Some(Ok(Turned::Wake { at, took_in })) => {
                trouble::passed(&mut trouble, took_in, unix_now());
                let sleep = schedule::until(chrono::Utc::now().timestamp_millis(), at);
                tokio::select! {
                    _ = &mut stop => break,
                    r = service.intake.wait() => match r {
                        Ok(()) => news = true,
                        Err(e) => {
                            result = Err(e);
                            break;
                        }
                    },
                    _ = tokio::time::sleep(sleep) => news = false,
                    // The computer chose a move: a turn plays it (issue 27).
                    _ = computer_ready(service.computer.as_ref()) => news = false,
                    // An analysis is ready: a turn mails it (issue 27).
                    _ = analysis::ready(service.analysis.as_ref()) => news = false,
                }
                continue;
            }
            Some(Ok(Turned::Stalled(e))) => (e, true),
            Some(Err(e)) => (e, false),
            None => break,
        };
        // Never a stop: wait, then take in and try the whole turn again. The intake is not
        // listened to meanwhile, so that the wait is one.
        let database = service.database.clone();
        let wait = trouble::failed(&mut trouble, &e, stalled, database.as_deref(), now).await;
        news = true;
        tokio::select! {
            _ = &mut stop => break,
            _ = tokio::time::sleep(wait) => {}
        }
    }
    // Stop the intake first (a session in progress ends cleanly), then deliver what is
    // queued.
    service.intake.close().await;
    let flushed = match tokio::time::timeout(grace, service.deliver_due(unix_now())).await {
        Ok(f) => f,
        Err(_) => {
            warn!(
                grace_s = grace.as_secs(),
                "the last delivery round did not finish in time; the rest waits for the next start"
            );
            Ok(Report::default())
        }
    };
    let pending = service.db.run(|s| s.store().next_outbox_attempt()).await;
    match (flushed, pending) {
        (Ok(f), Ok(p)) => info!(
            sent = f.sent,
            deferred = f.deferred,
            failed = f.failed,
            waiting_for_retry = p.is_some(),
            "stopped; outbox flushed"
        ),
        // Asked to stop while the database fails: what is queued stays queued.
        (Err(e), _) | (_, Err(e)) => error!(
            error = %format!("{e:#}"),
            "stopped; the outbox could not be flushed: its mails wait for the next start"
        ),
    }
    result?;
    Ok(service)
}

#[cfg(test)]
mod tests;
