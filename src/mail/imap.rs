//! The bot's mailbox over IMAP (async-imap over tokio, TLS by rustls): connecting
//! ([`connect`]: implicit TLS, STARTTLS or plain on loopback, login, `SELECT`), and the few
//! commands the service's intake needs ([`undeleted`], [`fetch_raw`], [`add_flags`],
//! [`expunge`], [`wait`] with IDLE or polling).
//!
//! The intake itself (which messages are read, when they are flagged `\Deleted` and
//! expunged, what is done with a message that is not a mail) is
//! [`crate::serve::remote`]. Why delete rather than move to a folder: it needs no folder
//! that may not exist and no MOVE extension, and the database keeps the log of every mail
//! read (`inbound`). Operators who want the raw mail kept should have the server file a copy
//! (a Sieve rule) or back up the mailbox. The search is on `UNDELETED`, not `UNSEEN`, so a
//! person reading the bot's mailbox with a mail client cannot make the bot skip a message.
//!
//! Pitfalls handled here: the greeting must be read before `LOGIN` (and there is none after
//! STARTTLS); every response stream is drained before the next command; the IDLE interrupt
//! handle must stay alive while waiting.

use crate::config::{Security, Server};
use crate::mail::net::{self, Setup};
use crate::schedule::Cron;
use anyhow::{bail, Context as _};
use async_imap::types::UnsolicitedResponse;
use futures::TryStreamExt as _;
use std::fmt;
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

/// The mailbox read and how.
#[derive(Debug, Clone)]
pub struct Folder {
    /// The server and account (`[mail.imap]`).
    pub server: Server,
    /// The folder read (INBOX).
    pub mailbox: String,
    /// When to look when the server has no IDLE (and to retry after a failed pass).
    pub poll: Cron,
    /// The longest IDLE before a fresh pass (servers drop IDLE after 30 minutes).
    pub idle_timeout: Duration,
    /// The largest mail fetched whole (`limits.max_mail_kb`): of a larger one only the
    /// start is fetched ([`fetch_raw`]).
    pub max_bytes: usize,
}

impl Folder {
    /// INBOX of `server`, polled on `poll` without IDLE, IDLE renewed every 10 minutes,
    /// mails of up to 1 MiB fetched whole (the default of `limits.max_mail_kb`).
    pub fn new(server: Server, poll: Cron) -> Folder {
        Folder {
            server,
            mailbox: "INBOX".into(),
            poll,
            idle_timeout: Duration::from_secs(600),
            max_bytes: 1 << 20,
        }
    }

    /// The time until the next poll tick.
    pub fn until_poll(&self) -> Duration {
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
    s: &Server,
    tls: Arc<rustls::ClientConfig>,
) -> anyhow::Result<Box<dyn Connection>> {
    let host = &s.host;
    let name = rustls::pki_types::ServerName::try_from(host.to_string())
        .with_context(|| format!("{host:?} is not a valid TLS server name"))?;
    let handshake = tokio_rustls::TlsConnector::from(tls).connect(name, tcp);
    let what = || format!("TLS handshake with {}:{}", s.host, s.port);
    match tokio::time::timeout(s.timeout, handshake).await {
        Ok(Ok(stream)) => Ok(Box::new(stream)),
        Ok(Err(e)) => Err(match net::tls_hint(KEY, s, &e) {
            Some(hint) => anyhow::Error::new(Setup(hint)),
            None => anyhow::Error::new(e).context(what()),
        }),
        Err(_) => bail!("{} timed out after {} s", what(), s.timeout.as_secs()),
    }
}

/// The configuration key of the IMAP server, for messages.
const KEY: &str = "mail.imap";

/// Reads the server's greeting. No greeting in time, or one that is not an IMAP line, on a
/// connection that starts in plain text means the port expects TLS at once: named so.
async fn greeting(
    client: &mut async_imap::Client<Box<dyn Connection>>,
    s: &Server,
) -> anyhow::Result<()> {
    let got = tokio::time::timeout(s.timeout, client.read_response()).await;
    match got {
        Ok(Ok(Some(_))) => Ok(()),
        Ok(Ok(None)) => bail!(
            "{}:{} closed the connection before its greeting",
            s.host,
            s.port
        ),
        Ok(Err(e)) if s.security != Security::Tls => {
            Err(Setup(format!("{} ({e})", net::expects_tls_hint(KEY, s))).into())
        }
        Ok(Err(e)) => {
            Err(anyhow::Error::new(e)
                .context(format!("no IMAP greeting from {}:{}", s.host, s.port)))
        }
        Err(_) if s.security != Security::Tls => Err(Setup(format!(
            "no greeting within {} s: {}",
            s.timeout.as_secs(),
            net::expects_tls_hint(KEY, s)
        ))
        .into()),
        Err(_) => bail!(
            "no greeting from {}:{} within {} s",
            s.host,
            s.port,
            s.timeout.as_secs()
        ),
    }
}

/// Connects, logs in and selects `folder.mailbox`; returns the session and whether the
/// server offers IDLE. Every step has the time limit `mail.imap.timeout_secs`.
///
/// # Errors
/// The server cannot be reached, TLS fails, the login is refused, the folder is missing, or
/// a step takes too long. Mistakes of the configuration (the wrong `security` for the port,
/// a certificate not trusted, a refused login or connection) are [`Setup`] errors, worded
/// with what to check.
pub async fn connect(
    folder: &Folder,
    tls: Arc<rustls::ClientConfig>,
) -> anyhow::Result<(Session, bool)> {
    let s = &folder.server;
    let limit = s.timeout;
    let addr = format!("{}:{}", s.host, s.port);
    let tcp = net::step(
        limit,
        || format!("connecting to {addr}"),
        tokio::net::TcpStream::connect((s.host.as_str(), s.port)),
    )
    .await
    .map_err(|e| {
        if net::refused(e.as_ref()) {
            Setup(format!(
                "{addr} refused the connection: check `{KEY}.host` and `{KEY}.port` \
                 (is the IMAP server running?)"
            ))
            .into()
        } else {
            e
        }
    })?;
    let tcp: Box<dyn Connection> = Box::new(tcp);
    let stream = match s.security {
        Security::Tls => wrap_tls(tcp, s, tls).await?,
        Security::Plain => tcp,
        Security::StartTls => {
            let mut client = async_imap::Client::new(tcp);
            greeting(&mut client, s).await?;
            net::step(
                limit,
                || format!("STARTTLS at {addr}"),
                client.run_command_and_check_ok("STARTTLS", None),
            )
            .await?;
            wrap_tls(client.into_inner(), s, tls).await?
        }
    };
    let mut client = async_imap::Client::new(stream);
    if s.security != Security::StartTls {
        // The greeting (after STARTTLS there is no second one).
        greeting(&mut client, s).await?;
    }
    let login = tokio::time::timeout(limit, client.login(&s.user, &s.password)).await;
    let mut session = match login {
        Ok(Ok(session)) => session,
        Ok(Err((
            async_imap::error::Error::No(words) | async_imap::error::Error::Bad(words),
            _,
        ))) => {
            return Err(Setup(format!(
                "the IMAP server at {addr} refused the login as {}: {}; check `{KEY}.user` \
                 and its password (`{KEY}.password` or `{KEY}.password_env`)",
                s.user,
                net::server_words(&words)
            ))
            .into())
        }
        Ok(Err((e, _))) => {
            return Err(anyhow::Error::new(e).context(format!("login as {} at {addr}", s.user)))
        }
        Err(_) => bail!(
            "login as {} at {addr} timed out after {} s",
            s.user,
            limit.as_secs()
        ),
    };
    let caps = net::step(
        limit,
        || format!("CAPABILITY at {addr}"),
        session.capabilities(),
    )
    .await?;
    let idle = caps.has_str("IDLE");
    net::step(
        limit,
        || format!("cannot select {} at {addr}", folder.mailbox),
        session.select(&folder.mailbox),
    )
    .await?;
    Ok((session, idle))
}

/// The UIDs of the messages in the selected folder not flagged `\Deleted`, oldest first.
///
/// # Errors
/// The connection fails.
pub async fn undeleted(session: &mut Session) -> anyhow::Result<Vec<u32>> {
    let mut uids: Vec<u32> = session
        .uid_search("UNDELETED")
        .await
        .context("UID SEARCH failed")?
        .into_iter()
        .collect();
    uids.sort_unstable();
    Ok(uids)
}

/// The raw bytes of message `uid` and its size (`RFC822.SIZE`), or `None` if it was
/// expunged meanwhile: all of it when it is at most `max_bytes` long, else only its start
/// (`BODY.PEEK[]<0.N>`, a partial fetch of `max_bytes + 1` bytes, so that no mail costs more
/// memory than the service reads of one; the header an oversized mail is answered from is in
/// that start). `PEEK`, so it is not flagged `\Seen`.
///
/// # Errors
/// The connection fails.
pub async fn fetch_raw(
    session: &mut Session,
    uid: u32,
    max_bytes: usize,
) -> anyhow::Result<Option<(Vec<u8>, usize)>> {
    let query = format!(
        "(UID RFC822.SIZE BODY.PEEK[]<0.{}>)",
        max_bytes.saturating_add(1)
    );
    let fetched: Vec<_> = session
        .uid_fetch(uid.to_string(), query)
        .await
        .with_context(|| format!("UID FETCH {uid} failed"))?
        .try_collect()
        .await
        .with_context(|| format!("UID FETCH {uid} failed"))?;
    Ok(fetched.iter().find_map(|f| {
        let bytes = f.body()?.to_vec();
        // A server that does not say the size: what came is all there is, or more than read.
        let size = f.size.map_or(bytes.len(), |s| s as usize).max(bytes.len());
        Some((bytes, size))
    }))
}

/// Adds `flags` (`\Seen`, `\Deleted`, …) to message `uid`.
///
/// # Errors
/// The connection fails.
pub async fn add_flags(session: &mut Session, uid: u32, flags: &str) -> anyhow::Result<()> {
    let _: Vec<_> = session
        .uid_store(uid.to_string(), format!("+FLAGS.SILENT ({flags})"))
        .await
        .with_context(|| format!("UID STORE {uid} failed"))?
        .try_collect()
        .await
        .with_context(|| format!("UID STORE {uid} failed"))?;
    Ok(())
}

/// Removes the messages `uids` (flagged `\Deleted` before) for good: `UID EXPUNGE` with
/// UIDPLUS, else `EXPUNGE` (which also removes what others flagged `\Deleted`).
///
/// # Errors
/// The connection fails.
pub async fn expunge(session: &mut Session, uids: &[u32]) -> anyhow::Result<()> {
    if uids.is_empty() {
        return Ok(());
    }
    let caps = session.capabilities().await?;
    if caps.has_str("UIDPLUS") {
        let set: Vec<String> = uids.iter().map(u32::to_string).collect();
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
    Ok(())
}

/// Whether the server reported new messages (`EXISTS`, `RECENT`) while the session was busy;
/// drains the queue of unsolicited responses.
pub fn reported_news(session: &mut Session) -> bool {
    let mut news = false;
    while let Ok(r) = session.unsolicited_responses.try_recv() {
        news |= matches!(
            r,
            UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
        );
    }
    news
}

/// How a [`wait`] ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Waited {
    /// The server reported a change, or the time was up: look at the folder.
    Look,
    /// `stop` turned true (or its sender is gone): log out.
    Stop,
}

/// Waits for news at most `limit`: with IDLE (`idle`), until the server reports a change;
/// without, the whole `limit`, then a NOOP. Returns early when `stop` changes, ending an
/// IDLE cleanly with DONE. Each command (NOOP, IDLE, DONE) has the time limit `step`.
///
/// # Errors
/// The connection fails; the session is gone then.
pub async fn wait(
    session: Session,
    idle: bool,
    limit: Duration,
    step: Duration,
    stop: &mut watch::Receiver<bool>,
) -> anyhow::Result<(Session, Waited)> {
    if !idle {
        let mut session = session;
        tokio::select! {
            _ = tokio::time::sleep(limit) => {}
            _ = stop.changed() => return Ok((session, Waited::Stop)),
        }
        net::step(step, || "NOOP".into(), session.noop()).await?;
        return Ok((session, Waited::Look));
    }
    let mut handle = session.idle();
    net::step(step, || "IDLE".into(), handle.init()).await?;
    let waited = {
        // `interrupt` must live while waiting: dropping it ends the wait at once.
        let (wait, interrupt) = handle.wait_with_timeout(limit);
        tokio::pin!(wait);
        tokio::select! {
            r = &mut wait => { r.context("IDLE failed")?; Waited::Look }
            _ = stop.changed() => {
                // Ends the wait at once (ManualInterrupt), then DONE below.
                drop(interrupt);
                let _ = wait.await;
                Waited::Stop
            }
        }
    };
    let session = net::step(step, || "ending IDLE (DONE)".into(), handle.done()).await?;
    Ok((session, waited))
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
