//! Reading the bot's mailbox over IMAP (async-imap over tokio, TLS by rustls).
//!
//! [`run`] keeps one connection to the server and, for each message in INBOX that is not
//! flagged `\Deleted` (oldest UID first), fetches it with `BODY.PEEK[]` and hands the raw
//! bytes to the [`Sink`] (which parses the mail and commits its effects to the database).
//! **Only after** the pass's commits were made durable ([`Sink::make_durable`], one sync per
//! pass) are the messages flagged `\Seen \Deleted` and expunged (`UID EXPUNGE` with UIDPLUS,
//! else `EXPUNGE`): a power loss cannot take a commit whose mail is gone from the server.
//!
//! Why delete rather than move to a folder: it needs no folder that may not exist and no
//! MOVE extension, and the database keeps the log of every mail read (`inbound`). Operators
//! who want the raw mail kept should have the server file a copy (a Sieve rule) or back up
//! the mailbox. The search is on `UNDELETED`, not `UNSEEN`, so a person reading the bot's
//! mailbox with a mail client cannot make the bot skip a message.
//!
//! Exactly once: if the process dies after the commit and before the flag, the message is
//! fetched again on the next pass; its Message-ID is in the inbound log, so `consume` skips
//! it ([`Consumed::Duplicate`]) and it is flagged then. A message that is not a mail at all
//! ([`Consumed::NotAMail`]) is flagged `\Seen` only and skipped for the rest of the
//! connection (it stays in the mailbox for a person to look at). If `consume` fails (the
//! database is unavailable), the message is left alone and tried again on the next pass.
//!
//! Waiting: with IDLE (when the server offers it), a pass runs as soon as the server reports
//! a change (about half a second after delivery on Dovecot), and at least every
//! [`Intake::idle_timeout`]; without IDLE, at each tick of [`Intake::poll`] (the cron
//! schedule `schedule.poll`). After a pass that could not consume a message (the database was
//! unavailable), the next pass comes at the next poll tick even with IDLE. A lost connection
//! is re-established with an exponential backoff ([`reconnect_delay`]: 1 s doubling to 5 min).

use crate::config::{Security, Server};
use crate::schedule::Cron;
use anyhow::{bail, Context as _};
use async_imap::types::UnsolicitedResponse;
use futures::TryStreamExt as _;
use std::collections::HashSet;
use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::watch;
use tokio_rustls::rustls;

/// A connection to the server: TCP, or TLS over TCP.
pub trait Connection: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug> Connection for T {}

/// A logged-in IMAP session.
pub type Session = async_imap::Session<Box<dyn Connection>>;

/// What `consume` made of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Consumed {
    /// Read and committed now.
    Fresh,
    /// Its Message-ID was consumed before (a restart after a crash).
    Duplicate,
    /// Not a mail at all; the reason.
    NotAMail(String),
}

/// Where the intake hands the messages it reads.
pub trait Sink {
    /// Parses and commits one raw message (see the module docs for what each answer makes
    /// the intake do with it).
    fn consume(&self, raw: Vec<u8>) -> impl Future<Output = anyhow::Result<Consumed>> + Send;
    /// Makes the commits of the messages consumed so far durable, before they are flagged
    /// `\Deleted` on the server (an irreversible step).
    fn make_durable(&self) -> impl Future<Output = anyhow::Result<()>> + Send;
}

/// The intake settings.
#[derive(Debug, Clone)]
pub struct Intake {
    /// The server and account (`[mail.imap]`).
    pub server: Server,
    /// The folder read (INBOX).
    pub mailbox: String,
    /// When to look when the server has no IDLE (and to retry after a failed pass).
    pub poll: Cron,
    /// The longest IDLE before a fresh pass (servers drop IDLE after 30 minutes).
    pub idle_timeout: Duration,
}

impl Intake {
    /// INBOX of `server`, polled on `poll` without IDLE, IDLE renewed every 10 minutes.
    pub fn new(server: Server, poll: Cron) -> Intake {
        Intake {
            server,
            mailbox: "INBOX".into(),
            poll,
            idle_timeout: Duration::from_secs(600),
        }
    }

    /// The time until the next poll tick.
    fn until_poll(&self) -> Duration {
        let now = chrono::Utc::now();
        let next = self.poll.next_after(now.timestamp());
        next.map_or(Duration::from_secs(30), |t| {
            crate::schedule::until(now.timestamp_millis(), t)
        })
    }
}

/// The wait before reconnection attempt number `failures` (1 for the first): 1 s doubling
/// each time, at most 5 minutes.
pub fn reconnect_delay(failures: u32) -> Duration {
    let doublings = failures.saturating_sub(1).min(16);
    Duration::from_secs((1u64 << doublings).min(300))
}

/// A rustls client configuration trusting the webpki roots and the certificates of
/// `ca_file` (PEM), with the ring provider.
///
/// # Errors
/// The file cannot be read or holds no certificate.
pub fn tls_config(ca_file: Option<&std::path::Path>) -> anyhow::Result<Arc<rustls::ClientConfig>> {
    use rustls::pki_types::{pem::PemObject as _, CertificateDer};
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_file {
        let pem = std::fs::read(path)
            .with_context(|| format!("cannot read `mail.imap.ca_file` {}", path.display()))?;
        let mut n = 0;
        for cert in CertificateDer::pem_slice_iter(&pem) {
            let cert = cert.with_context(|| {
                format!("`mail.imap.ca_file` {} is not valid PEM", path.display())
            })?;
            roots
                .add(cert)
                .with_context(|| format!("bad certificate in {}", path.display()))?;
            n += 1;
        }
        if n == 0 {
            bail!(
                "`mail.imap.ca_file` {} holds no PEM certificate",
                path.display()
            );
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .context("cannot set up TLS")?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

async fn wrap_tls(
    tcp: Box<dyn Connection>,
    host: &str,
    tls: Arc<rustls::ClientConfig>,
) -> anyhow::Result<Box<dyn Connection>> {
    let name = rustls::pki_types::ServerName::try_from(host.to_string())
        .with_context(|| format!("{host:?} is not a valid TLS server name"))?;
    let stream = tokio_rustls::TlsConnector::from(tls)
        .connect(name, tcp)
        .await
        .with_context(|| format!("TLS handshake with {host} failed"))?;
    Ok(Box::new(stream))
}

/// Connects, logs in and selects `intake.mailbox`; returns the session and whether the
/// server offers IDLE.
///
/// # Errors
/// The server cannot be reached, TLS fails, the login is refused, or the folder is missing.
pub async fn connect(
    intake: &Intake,
    tls: Arc<rustls::ClientConfig>,
) -> anyhow::Result<(Session, bool)> {
    let s = &intake.server;
    let addr = format!("{}:{}", s.host, s.port);
    let tcp = tokio::time::timeout(
        Duration::from_secs(30),
        tokio::net::TcpStream::connect((s.host.as_str(), s.port)),
    )
    .await
    .with_context(|| format!("connecting to {addr} timed out"))?
    .with_context(|| format!("cannot connect to {addr}"))?;
    let tcp: Box<dyn Connection> = Box::new(tcp);
    let stream = match s.security {
        Security::Tls => wrap_tls(tcp, &s.host, tls).await?,
        Security::Plain => tcp,
        Security::StartTls => {
            let mut client = async_imap::Client::new(tcp);
            client
                .read_response()
                .await
                .with_context(|| format!("no greeting from {addr}"))?;
            client
                .run_command_and_check_ok("STARTTLS", None)
                .await
                .with_context(|| format!("{addr} refused STARTTLS"))?;
            wrap_tls(client.into_inner(), &s.host, tls).await?
        }
    };
    let mut client = async_imap::Client::new(stream);
    if s.security != Security::StartTls {
        // The greeting (after STARTTLS there is no second one).
        client
            .read_response()
            .await
            .with_context(|| format!("no greeting from {addr}"))?;
    }
    let mut session = client
        .login(&s.user, &s.password)
        .await
        .map_err(|(e, _)| e)
        .with_context(|| format!("login as {} at {addr} refused", s.user))?;
    let caps = session.capabilities().await?;
    let idle = caps.has_str("IDLE");
    session
        .select(&intake.mailbox)
        .await
        .with_context(|| format!("cannot select {} at {addr}", intake.mailbox))?;
    Ok((session, idle))
}

/// Runs the intake until `stop` turns true (or its sender is dropped); see the module docs.
/// Errors are logged to standard error and answered by reconnecting.
pub async fn run<S: Sink>(intake: Intake, sink: S, mut stop: watch::Receiver<bool>) {
    let tls = match tls_config(intake.server.ca_file.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("yubin: imap: {e:#}; mail intake stopped");
            return;
        }
    };
    let mut failures = 0u32;
    loop {
        if *stop.borrow() {
            return;
        }
        match session(&intake, tls.clone(), &sink, &mut stop, &mut failures).await {
            Ok(()) => return,
            Err(e) => {
                failures += 1;
                let wait = reconnect_delay(failures);
                eprintln!(
                    "yubin: imap: {e:#}; reconnecting in {} s (attempt {failures})",
                    wait.as_secs()
                );
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = stop.changed() => return,
                }
            }
        }
    }
}

/// One connection's life: returns `Ok` when told to stop, `Err` when the connection fails.
async fn session<S: Sink>(
    intake: &Intake,
    tls: Arc<rustls::ClientConfig>,
    sink: &S,
    stop: &mut watch::Receiver<bool>,
    failures: &mut u32,
) -> anyhow::Result<()> {
    let (mut session, idle) = connect(intake, tls).await?;
    *failures = 0;
    eprintln!(
        "yubin: imap: reading {} of {} at {}:{} ({})",
        intake.mailbox,
        intake.server.user,
        intake.server.host,
        intake.server.port,
        if idle { "IDLE" } else { "polling" }
    );
    let mut skip = HashSet::new();
    loop {
        let clean = pass(&mut session, sink, &mut skip).await?;
        if *stop.borrow() {
            let _ = session.logout().await;
            return Ok(());
        }
        // Changes the server reported while we were busy: look again before waiting.
        let mut changed = false;
        while let Ok(r) = session.unsolicited_responses.try_recv() {
            changed |= matches!(
                r,
                UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
            );
        }
        if changed {
            continue;
        }
        // After a failed consume, retry at the next poll tick even if nothing new arrives.
        let limit = if clean && idle {
            intake.idle_timeout
        } else {
            intake.until_poll()
        };
        if idle {
            let mut handle = session.idle();
            handle.init().await.context("IDLE refused")?;
            let stopped = {
                // `interrupt` must live while waiting: dropping it ends the wait at once.
                let (wait, interrupt) = handle.wait_with_timeout(limit);
                tokio::pin!(wait);
                tokio::select! {
                    r = &mut wait => { r.context("IDLE failed")?; false }
                    _ = stop.changed() => {
                        // Ends the wait at once (ManualInterrupt), then DONE below.
                        drop(interrupt);
                        let _ = wait.await;
                        true
                    }
                }
            };
            session = handle.done().await.context("ending IDLE failed")?;
            if stopped {
                let _ = session.logout().await;
                return Ok(());
            }
        } else {
            tokio::select! {
                _ = tokio::time::sleep(limit) => {}
                _ = stop.changed() => {
                    let _ = session.logout().await;
                    return Ok(());
                }
            }
            session.noop().await.context("NOOP failed")?;
        }
    }
}

/// One pass over the folder. Returns whether every message was consumed.
///
/// Every message is consumed first; then the commits are made durable (one sync for the
/// whole pass); only then are the messages flagged and expunged.
async fn pass<S: Sink>(
    session: &mut Session,
    sink: &S,
    skip: &mut HashSet<u32>,
) -> anyhow::Result<bool> {
    let mut uids: Vec<u32> = session
        .uid_search("UNDELETED")
        .await
        .context("UID SEARCH failed")?
        .into_iter()
        .filter(|u| !skip.contains(u))
        .collect();
    uids.sort_unstable();
    let mut clean = true;
    let mut flags = Vec::new();
    for uid in uids {
        let fetched: Vec<_> = session
            .uid_fetch(uid.to_string(), "(UID BODY.PEEK[])")
            .await
            .with_context(|| format!("UID FETCH {uid} failed"))?
            .try_collect()
            .await
            .with_context(|| format!("UID FETCH {uid} failed"))?;
        let Some(raw) = fetched.iter().find_map(|f| f.body()).map(<[u8]>::to_vec) else {
            // Expunged by someone else meanwhile.
            continue;
        };
        match sink.consume(raw).await {
            Ok(Consumed::Fresh | Consumed::Duplicate) => {
                flags.push((uid, "+FLAGS.SILENT (\\Seen \\Deleted)"));
            }
            Ok(Consumed::NotAMail(why)) => {
                eprintln!(
                    "yubin: imap: message UID {uid} is not a mail ({why}); left in the mailbox"
                );
                skip.insert(uid);
                flags.push((uid, "+FLAGS.SILENT (\\Seen)"));
            }
            Err(e) => {
                eprintln!("yubin: imap: message UID {uid} left for the next pass: {e:#}");
                clean = false;
            }
        }
    }
    if flags.is_empty() {
        return Ok(clean);
    }
    // Only now, after the commits inside `consume` are on the disk.
    sink.make_durable().await?;
    let mut deleted = Vec::new();
    for (uid, f) in flags {
        let _: Vec<_> = session
            .uid_store(uid.to_string(), f)
            .await
            .with_context(|| format!("UID STORE {uid} failed"))?
            .try_collect()
            .await
            .with_context(|| format!("UID STORE {uid} failed"))?;
        if f.contains("Deleted") {
            deleted.push(uid);
        }
    }
    if !deleted.is_empty() {
        let set: Vec<String> = deleted.iter().map(u32::to_string).collect();
        let caps = session.capabilities().await?;
        if caps.has_str("UIDPLUS") {
            let _: Vec<_> = session
                .uid_expunge(set.join(","))
                .await
                .context("UID EXPUNGE failed")?
                .try_collect()
                .await
                .context("UID EXPUNGE failed")?;
        } else {
            let _: Vec<_> = session
                .expunge()
                .await
                .context("EXPUNGE failed")?
                .try_collect()
                .await
                .context("EXPUNGE failed")?;
        }
    }
    Ok(clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reconnect_backoff_doubles_up_to_five_minutes() {
        let d: Vec<u64> = (1..=11).map(|n| reconnect_delay(n).as_secs()).collect();
        assert_eq!(d, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
        assert_eq!(reconnect_delay(0).as_secs(), 1);
        assert_eq!(reconnect_delay(u32::MAX).as_secs(), 300);
    }

    #[test]
    fn the_test_ca_can_be_trusted_and_a_bad_file_is_named() {
        assert!(tls_config(None).is_ok());
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("ca.pem");
        std::fs::write(&f, "not pem\n").unwrap();
        let err = format!("{:#}", tls_config(Some(&f)).unwrap_err());
        assert!(err.contains("holds no PEM certificate"), "{err}");
        let err = format!(
            "{:#}",
            tls_config(Some(&dir.path().join("none"))).unwrap_err()
        );
        assert!(err.contains("cannot read `mail.imap.ca_file`"), "{err}");
    }
}
