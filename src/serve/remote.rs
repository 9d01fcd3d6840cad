//! A real mailbox as the service's transports (`mail.mode = "imap"`): IMAP in, SMTP out.
//!
//! [`ImapIntake`] is a (handle, task) pair. The **task** (`intake_task`) keeps the IMAP
//! connection ([`crate::mail::imap`]): it looks for the messages of INBOX not flagged
//! `\Deleted` (oldest UID first), fetches them with `BODY.PEEK[]` in batches of at most
//! [`BATCH`] (of a mail over `limits.max_mail_kb` only its start, [`imap::fetch_raw`]), hands each batch to the loop and waits for the loop's verdicts, which come only
//! after the commits are durable. Then it flags the consumed messages `\Seen \Deleted` and
//! expunges them (`UID EXPUNGE` with UIDPLUS), flags a message that is not a mail `\Seen`
//! only and skips it for the rest of the connection (it stays for a person to look at), and
//! leaves a message that could not be committed for the next pass. The **handle** is the
//! loop's [`Intake`]: its `wait` is the arrival of a batch.
//!
//! Between passes the task waits with IDLE when the server offers it (a new mail is read
//! about half a second after delivery on Dovecot; IDLE is renewed every
//! [`Folder::idle_timeout`]), else until the next tick of `schedule.poll`; after a pass that
//! left a message behind, it comes back at the next poll tick even with IDLE. A lost
//! connection is re-established after [`reconnect_delay`] (1 s doubling to 5 min).
//!
//! [`SmtpOutlet`] hands each outbox mail to the SMTP server ([`Smtp`]); the classification of
//! failures and the retry schedule are [`crate::mail::smtp`]'s.

use super::{bot_mailbox, Intake, Outlet, Raw, Service, Verdict};
use crate::config::{Config, Mail};
use crate::mail::imap::{self, reconnect_delay, tls_config, Folder, Waited};
use crate::mail::net;
use crate::mail::outbound::{self, ReturnPath};
use crate::mail::smtp::{Failure, Smtp};
use crate::store::{OutboxEntry, Store};
use anyhow::bail;
use lettre::message::Mailbox;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;
use tokio_rustls::rustls;
use tracing::{error, info, warn};

/// Messages fetched per batch.
pub const BATCH: usize = 20;

/// How long [`Intake::close`] waits for the task to log out.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(10);

/// How long the task may go on after the stop (to end an IDLE and log out) before it is
/// dropped mid-step.
const STOP_GRACE: Duration = Duration::from_secs(3);

/// The service on a real mailbox.
pub type RemoteService = Service<ImapIntake, SmtpOutlet>;

/// Sets up the database and the clients of a `mode = "imap"` configuration and starts the
/// intake task. Call it inside a tokio runtime (the task and the SMTP connection pool need
/// one).
///
/// # Errors
/// The configuration is for the Maildir spool, the database cannot be opened, the bot
/// address is malformed, or a `ca_file` is unreadable.
pub fn open(config: &Config) -> anyhow::Result<RemoteService> {
    let Mail::Imap { imap, smtp } = &config.mail else {
        bail!("the configuration is for the Maildir spool");
    };
    let from = bot_mailbox(config)?;
    let smtp = Smtp::new(smtp, from.email.domain())?;
    let folder = Folder {
        max_bytes: config.engine_settings().max_mail_bytes,
        ..Folder::new(imap.clone(), config.schedule.poll.clone())
    };
    let tls = tls_config(folder.server.ca_file.as_deref())?;
    // The database first: the task starts reading mail at once.
    let store = Store::open_for_service(&config.database)?;
    let intake = ImapIntake::start(folder, tls);
    Ok(Service::new(
        config,
        store,
        intake,
        SmtpOutlet {
            smtp,
            from,
            return_path: ReturnPath::for_settings(&config.engine_settings()),
        },
    ))
}

/// A batch on its way from the task to the loop, with the channel for the verdicts.
struct Batch {
    mails: Vec<Raw<u32>>,
    verdicts: oneshot::Sender<Vec<(u32, Verdict)>>,
}

/// The loop's handle on the IMAP intake task.
pub struct ImapIntake {
    batches: Option<mpsc::Receiver<Batch>>,
    arrived: Option<Batch>,
    verdicts: Option<oneshot::Sender<Vec<(u32, Verdict)>>>,
    stop: Option<watch::Sender<bool>>,
    task: Option<JoinHandle<()>>,
    describe: String,
}

impl ImapIntake {
    /// Starts the task reading `folder`.
    pub fn start(folder: Folder, tls: Arc<rustls::ClientConfig>) -> ImapIntake {
        let describe = format!(
            "IMAP {} of {} at {}:{}",
            folder.mailbox, folder.server.user, folder.server.host, folder.server.port
        );
        let (stop_tx, stop_rx) = watch::channel(false);
        let (batch_tx, batch_rx) = mpsc::channel(1);
        let task = tokio::spawn(intake_task(folder, tls, batch_tx, stop_rx));
        ImapIntake {
            batches: Some(batch_rx),
            arrived: None,
            verdicts: None,
            stop: Some(stop_tx),
            task: Some(task),
            describe,
        }
    }
}

impl Intake for ImapIntake {
    type Key = u32;

    async fn wait(&mut self) -> anyhow::Result<()> {
        if self.arrived.is_some() {
            return Ok(());
        }
        let Some(rx) = self.batches.as_mut() else {
            bail!("the IMAP intake is closed");
        };
        // `recv` is cancel-safe: a batch is either taken here or still in the channel.
        match rx.recv().await {
            Some(batch) => {
                self.arrived = Some(batch);
                Ok(())
            }
            None => bail!("the IMAP intake task ended"),
        }
    }

    async fn fetch(&mut self) -> anyhow::Result<Vec<Raw<u32>>> {
        Ok(match self.arrived.take() {
            Some(batch) => {
                self.verdicts = Some(batch.verdicts);
                batch.mails
            }
            None => Vec::new(),
        })
    }

    async fn acknowledge(&mut self, verdicts: Vec<(u32, Verdict)>) -> anyhow::Result<()> {
        if let Some(tx) = self.verdicts.take() {
            // The task is gone only if it failed; it reads the batch again after reconnecting.
            let _ = tx.send(verdicts);
        }
        Ok(())
    }

    async fn close(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(true);
        }
        // A batch not taken by the loop is dropped: the task logs out and leaves it in the
        // mailbox for the next start.
        self.batches = None;
        self.arrived = None;
        self.verdicts = None;
        if let Some(task) = self.task.take() {
            if tokio::time::timeout(CLOSE_TIMEOUT, task).await.is_err() {
                warn!(
                    timeout_s = CLOSE_TIMEOUT.as_secs(),
                    "imap: the intake did not stop in time; leaving it"
                );
            }
        }
    }

    fn describe(&self) -> String {
        self.describe.clone()
    }
}

/// The intake task: connects, and reconnects after a failure, until `stop` turns true or
/// the loop is gone (see the module docs).
async fn intake_task(
    folder: Folder,
    tls: Arc<rustls::ClientConfig>,
    batches: mpsc::Sender<Batch>,
    mut stop: watch::Receiver<bool>,
) {
    let mut failures = 0u32;
    loop {
        if *stop.borrow() {
            return;
        }
        // A step that hangs (up to `timeout_secs`) must not hold up a stop: once told to
        // stop, the session gets STOP_GRACE to log out, then it is dropped.
        let mut told = stop.clone();
        let run = session(&folder, tls.clone(), &batches, &mut stop, &mut failures);
        let outcome = tokio::select! {
            r = run => r,
            _ = async {
                let _ = told.wait_for(|s| *s).await;
                tokio::time::sleep(STOP_GRACE).await;
            } => return,
        };
        match outcome {
            Ok(()) => return,
            Err(e) => {
                failures += 1;
                let wait = reconnect_delay(failures);
                if net::is_setup(&e) {
                    error!(
                        error = %format!("{e:#}"),
                        attempt = failures,
                        retry_in_s = wait.as_secs(),
                        "imap: cannot read the mailbox: fix the configuration; retrying"
                    );
                } else {
                    warn!(
                        error = %format!("{e:#}"),
                        attempt = failures,
                        retry_in_s = wait.as_secs(),
                        "imap: connection failed; reconnecting"
                    );
                }
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = stop.changed() => return,
                }
            }
        }
    }
}

/// What a pass over the folder came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// Every message was consumed or set aside.
    Clean,
    /// Some message was left for a later pass.
    Left,
    /// The loop is gone: stop.
    Stopped,
}

/// One connection's life: returns `Ok` when told to stop, `Err` when the connection fails.
async fn session(
    folder: &Folder,
    tls: Arc<rustls::ClientConfig>,
    batches: &mpsc::Sender<Batch>,
    stop: &mut watch::Receiver<bool>,
    failures: &mut u32,
) -> anyhow::Result<()> {
    let (mut session, idle) = imap::connect(folder, tls).await?;
    *failures = 0;
    info!(
        mailbox = %folder.mailbox,
        user = %folder.server.user,
        server = %format!("{}:{}", folder.server.host, folder.server.port),
        idle,
        "imap: reading {} ({})",
        folder.mailbox,
        if idle { "IDLE" } else { "polling" }
    );
    let mut skip = HashSet::new();
    loop {
        let pass = pass(&mut session, folder, batches, &mut skip).await?;
        if pass == Pass::Stopped || *stop.borrow() {
            logout(session, folder).await;
            return Ok(());
        }
        // Changes the server reported while we were busy: look again before waiting.
        if imap::reported_news(&mut session) {
            continue;
        }
        // After a message was left, retry at the next poll tick even if nothing new arrives.
        let limit = if pass == Pass::Clean && idle {
            folder.idle_timeout
        } else {
            folder.until_poll()
        };
        let waited;
        (session, waited) = imap::wait(session, idle, limit, folder.server.timeout, stop).await?;
        if waited == Waited::Stop {
            logout(session, folder).await;
            return Ok(());
        }
    }
}

/// One pass over the folder, batch by batch: fetch, hand to the loop, wait for the verdicts
/// (given after the commits are durable), then flag and expunge.
async fn pass(
    session: &mut imap::Session,
    folder: &Folder,
    batches: &mpsc::Sender<Batch>,
    skip: &mut HashSet<u32>,
) -> anyhow::Result<Pass> {
    let limit = folder.server.timeout;
    let uids: Vec<u32> = net::step(limit, || "UID SEARCH".into(), imap::undeleted(session))
        .await?
        .into_iter()
        .filter(|u| !skip.contains(u))
        .collect();
    let mut result = Pass::Clean;
    for chunk in uids.chunks(BATCH) {
        let mut mails = Vec::with_capacity(chunk.len());
        for &uid in chunk {
            // `None`: expunged by someone else meanwhile.
            let fetched = net::step(
                limit,
                || format!("UID FETCH {uid}"),
                imap::fetch_raw(session, uid, folder.max_bytes),
            );
            if let Some((bytes, size)) = fetched.await? {
                mails.push(Raw {
                    key: uid,
                    label: format!("UID {uid}"),
                    bytes,
                    size,
                });
            }
        }
        if mails.is_empty() {
            continue;
        }
        let (tx, rx) = oneshot::channel();
        let batch = Batch {
            mails,
            verdicts: tx,
        };
        if batches.send(batch).await.is_err() {
            return Ok(Pass::Stopped);
        }
        let Ok(verdicts) = rx.await else {
            // The loop stopped before it took the batch: it stays in the mailbox.
            return Ok(Pass::Stopped);
        };
        let mut deleted = Vec::new();
        for (uid, verdict) in verdicts {
            match verdict {
                Verdict::Consumed => {
                    let flag = imap::add_flags(session, uid, "\\Seen \\Deleted");
                    net::step(limit, || format!("UID STORE {uid}"), flag).await?;
                    deleted.push(uid);
                }
                Verdict::SetAside(_) => {
                    let flag = imap::add_flags(session, uid, "\\Seen");
                    net::step(limit, || format!("UID STORE {uid}"), flag).await?;
                    skip.insert(uid);
                }
                Verdict::Left => result = Pass::Left,
            }
        }
        net::step(limit, || "EXPUNGE".into(), imap::expunge(session, &deleted)).await?;
    }
    Ok(result)
}

/// Logs out, within the time limit of one step (a server that does not answer is left).
async fn logout(mut session: imap::Session, folder: &Folder) {
    let _ = tokio::time::timeout(folder.server.timeout, session.logout()).await;
}

/// Mail out over SMTP.
#[derive(Clone)]
pub struct SmtpOutlet {
    /// The SMTP client.
    pub smtp: Smtp,
    /// The From of the bot's mails.
    pub from: Mailbox,
    /// The envelope's sender of each mail (VERP).
    pub return_path: ReturnPath,
}

impl Outlet for SmtpOutlet {
    async fn deliver(&self, entry: &OutboxEntry) -> Result<(), Failure> {
        let msg = outbound::build_on_pool(&entry.mail, &self.from, None)
            .await
            .map_err(|e| Failure::Permanent(format!("{e:#}")))?;
        let rp = self.return_path.of(entry.id, &entry.mail.to);
        self.smtp.send_from(&msg, Some(&rp)).await
    }
}
