//! The service loop on a real mailbox (`mail.mode = "imap"`): IMAP intake, SMTP delivery
//! of the outbox, deadlines, graceful shutdown.
//!
//! Two long-lived parts:
//!
//! * the **intake task** ([`crate::mail::imap::run`]) keeps the IMAP connection, waits with
//!   IDLE, and consumes each new mail in one database transaction (the mail logged as
//!   consumed, the game updated, the replies queued in the outbox), then wakes the loop;
//! * the **loop** ([`serve_until`]) waits in one `select!` over the stop signal, the intake's
//!   wake-ups and a timer set to the next deadline or the next outbox retry, whichever is
//!   first; each turn fires the due deadlines and delivers the due outbox mails over SMTP
//!   ([`crate::mail::smtp`]).
//!
//! On stop (SIGTERM or SIGINT) the intake is told to stop first (an IDLE in progress is ended
//! with DONE, a mail being consumed finishes its transaction), then the outbox is flushed
//! once more; mails that still fail transiently stay queued for the next start.
//!
//! SQLite is blocking, so every database call runs on tokio's blocking pool ([`Db::run`]).

use crate::config::{Config, Mail, Server};
use crate::engine::{self, Settings};
use crate::mail::imap::{self, Consumed, Intake};
use crate::mail::smtp::{self, Delivery, Smtp};
use crate::mail::{inbound, outbound};
use crate::schedule::{self, Cron};
use crate::store::Store;
use anyhow::{bail, Context as _};
use lettre::message::Mailbox;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, watch};

/// The database shared by the intake task and the loop.
#[derive(Clone)]
pub struct Db(Arc<Mutex<Store>>);

impl Db {
    /// Wraps an open store.
    pub fn new(store: Store) -> Db {
        Db(Arc::new(Mutex::new(store)))
    }

    /// Runs `f` on the store on a blocking thread.
    ///
    /// # Errors
    /// Whatever `f` returns, or a panic in `f`.
    pub async fn run<T, F>(&self, f: F) -> anyhow::Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> anyhow::Result<T> + Send + 'static,
    {
        let db = self.0.clone();
        tokio::task::spawn_blocking(move || {
            let mut store = db
                .lock()
                .map_err(|_| anyhow::anyhow!("the database lock is poisoned by a panic"))?;
            f(&mut store)
        })
        .await
        .context("a database task panicked")?
    }
}

/// The intake's [`imap::Sink`]: consumes mails into the database and wakes the loop (to
/// deliver the replies) once their commits are durable.
struct DbSink {
    db: Db,
    settings: Settings,
    wake: mpsc::Sender<()>,
}

impl imap::Sink for DbSink {
    async fn consume(&self, raw: Vec<u8>) -> anyhow::Result<Consumed> {
        consume(&self.db, &self.settings, raw).await
    }

    async fn make_durable(&self) -> anyhow::Result<()> {
        self.db.run(|s| s.make_durable()).await?;
        // A full channel already holds a wake-up: nothing is lost.
        let _ = self.wake.try_send(());
        Ok(())
    }
}

/// Everything the loop needs.
pub struct Remote {
    /// The database.
    pub db: Db,
    /// The engine's settings.
    pub settings: Settings,
    /// The From of the bot's mails.
    pub from: Mailbox,
    /// The intake settings.
    pub intake: Intake,
    /// The SMTP client.
    pub smtp: Smtp,
    /// When deadlines and the outbox are checked regardless (`schedule.sweep`).
    pub sweep: Cron,
}

impl Remote {
    /// Opens the database and sets up the clients of a `mode = "imap"` configuration. Call
    /// it inside a tokio runtime (the SMTP connection pool needs one).
    ///
    /// # Errors
    /// The configuration is for the Maildir spool, the database cannot be opened, the bot
    /// address is malformed, or the SMTP TLS setup fails (a bad `ca_file`).
    pub fn open(config: &Config) -> anyhow::Result<Remote> {
        let (imap, smtp) = match &config.mail {
            Mail::Imap { imap, smtp } => (imap, smtp),
            Mail::Maildir { .. } => bail!("the configuration is for the Maildir spool"),
        };
        let from = Mailbox::new(
            Some(config.bot.name.clone()),
            config.bot.address.parse().with_context(|| {
                format!(
                    "`bot.address` {:?} is not a mail address",
                    config.bot.address
                )
            })?,
        );
        let domain = engine::domain(&config.bot.address).to_string();
        Ok(Remote {
            db: Db::new(Store::open(&config.database)?),
            settings: Settings::from_config(config),
            from,
            intake: Intake::new(imap.clone(), config.schedule.poll.clone()),
            smtp: Smtp::new(smtp, &domain)?,
            sweep: config.schedule.sweep.clone(),
        })
    }
}

fn unix_now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Parses and consumes one raw mail in one transaction (see [`engine::process`]).
///
/// # Errors
/// The database fails; nothing is committed then.
pub async fn consume(db: &Db, settings: &Settings, raw: Vec<u8>) -> anyhow::Result<Consumed> {
    let mail = match inbound::parse(&raw) {
        Ok(m) => m,
        Err(e) => return Ok(Consumed::NotAMail(e.to_string())),
    };
    let settings = settings.clone();
    let id = mail.message_id.clone();
    let done = db
        .run(move |store| crate::shell::process(store, &settings, &mail, unix_now()))
        .await
        .with_context(|| format!("mail <{id}> not consumed"))?;
    Ok(match done {
        crate::shell::Consumed::Done => Consumed::Fresh,
        crate::shell::Consumed::Again => Consumed::Duplicate,
        crate::shell::Consumed::Damaged(what) => {
            eprintln!(
                "yubin: error: mail <{id}> needs a damaged database record ({what}); its text is \
                 kept in the inbound table and the sender was told; repair the row, then ask \
                 the player to send the mail again"
            );
            Consumed::Fresh
        }
    })
}

/// What one delivery round did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flushed {
    /// Mails accepted by the server.
    pub sent: usize,
    /// Mails that failed for now and wait for a retry.
    pub deferred: usize,
    /// Mails given up.
    pub failed: usize,
}

/// Delivers every outbox mail due at `now`, recording each outcome as soon as it is known.
///
/// # Errors
/// The database fails.
pub async fn deliver_due(
    db: &Db,
    smtp: &Smtp,
    from: &Mailbox,
    now: i64,
) -> anyhow::Result<Flushed> {
    let mut done = Flushed::default();
    loop {
        let due = db.run(move |s| s.due_mail(now, 50)).await?;
        if due.is_empty() {
            return Ok(done);
        }
        for entry in due {
            let outcome = match outbound::build(&entry.mail, from, None) {
                Ok(msg) => smtp.send(&msg).await,
                Err(e) => Err(smtp::Failure::Permanent(format!("{e:#}"))),
            };
            let id = entry.mail.message_id.clone();
            let result = db
                .run(move |s| smtp::record(s, &entry, outcome, now))
                .await?;
            match result {
                Delivery::Sent => done.sent += 1,
                Delivery::Retry(at) => {
                    done.deferred += 1;
                    eprintln!(
                        "yubin: smtp: mail <{id}> deferred, next attempt in {} s",
                        at - now
                    );
                }
                Delivery::Failed(why) => {
                    done.failed += 1;
                    eprintln!("yubin: smtp: mail <{id}> given up: {why}");
                }
            }
        }
    }
}

/// When the loop wakes next after `now`: the next game deadline or outbox retry read from
/// the database, or the next `schedule.sweep` tick if sooner.
///
/// # Errors
/// The database fails.
pub async fn wake_at(db: &Db, settings: &Settings, sweep: &Cron, now: i64) -> anyhow::Result<i64> {
    let settings = settings.clone();
    let (deadline, retry) = db
        .run(move |s| {
            Ok((
                crate::shell::next_deadline(s, &settings)?,
                s.next_outbox_attempt()?,
            ))
        })
        .await?;
    Ok(schedule::earliest(now, [deadline, retry, sweep.next_after(now)]).unwrap_or(now + 60))
}

/// Runs the service until SIGINT or SIGTERM.
///
/// # Errors
/// The signal handlers cannot be installed, or the database fails.
pub async fn serve(remote: Remote) -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut term = signal(SignalKind::terminate()).context("cannot install the SIGTERM handler")?;
    let mut int = signal(SignalKind::interrupt()).context("cannot install the SIGINT handler")?;
    let stop = async {
        tokio::select! {
            _ = term.recv() => eprintln!("yubin: SIGTERM, stopping"),
            _ = int.recv() => eprintln!("yubin: SIGINT, stopping"),
        }
    };
    serve_until(remote, stop).await
}

/// Runs the service until `stop` completes, then stops the intake and flushes the outbox
/// (see the module docs).
///
/// # Errors
/// The database fails.
pub async fn serve_until(remote: Remote, stop: impl Future<Output = ()>) -> anyhow::Result<()> {
    let Remote {
        db,
        settings,
        from,
        intake,
        smtp,
        sweep,
    } = remote;
    let server: Server = intake.server.clone();
    eprintln!(
        "yubin: serving {} over IMAP {}:{} (Ctrl-C or SIGTERM to stop)",
        settings.bot_address, server.host, server.port
    );
    let (stop_tx, stop_rx) = watch::channel(false);
    let (wake_tx, mut wake_rx) = mpsc::channel::<()>(1);
    let sink = DbSink {
        db: db.clone(),
        settings: settings.clone(),
        wake: wake_tx,
    };
    let task = tokio::spawn(imap::run(intake, sink, stop_rx));
    tokio::pin!(stop);
    let mut next_housekeeping = 0;
    loop {
        let now = unix_now();
        let s = settings.clone();
        let deadlines = db
            .run(move |store| crate::shell::run_deadlines(store, &s, now))
            .await?;
        let flushed = deliver_due(&db, &smtp, &from, now).await?;
        if now >= next_housekeeping {
            db.run(move |s| s.forget_sent_bodies(now - crate::store::KEEP_SENT_BODIES))
                .await?;
            next_housekeeping = now + 3600;
        }
        if deadlines + flushed.sent + flushed.failed > 0 {
            eprintln!(
                "yubin: {deadlines} deadline event(s), {} mail(s) sent, {} deferred, {} given up",
                flushed.sent, flushed.deferred, flushed.failed
            );
        }
        let wake = wake_at(&db, &settings, &sweep, unix_now()).await?;
        let sleep = schedule::until(chrono::Utc::now().timestamp_millis(), wake);
        tokio::select! {
            _ = &mut stop => break,
            _ = wake_rx.recv() => {}
            _ = tokio::time::sleep(sleep) => {}
        }
    }
    // Stop intake first (a mail being consumed finishes), then deliver what is queued.
    let _ = stop_tx.send(true);
    if tokio::time::timeout(Duration::from_secs(30), task)
        .await
        .is_err()
    {
        eprintln!("yubin: imap: the intake did not stop within 30 s; leaving it");
    }
    let flushed = deliver_due(&db, &smtp, &from, unix_now()).await?;
    let pending = db.run(|s| s.next_outbox_attempt()).await?;
    eprintln!(
        "yubin: stopped; outbox flushed ({} sent{})",
        flushed.sent,
        if pending.is_some() {
            ", some mails wait for a retry at the next start"
        } else {
            ""
        }
    );
    Ok(())
}
