//! Delivering the outbox over SMTP with lettre.
//!
//! The outbox is durable: a reply is a row in the `outbox` table, queued in the transaction
//! that consumed the mail it answers. The sender ([`Smtp`]) hands each due row to the mail
//! server and then records the outcome with [`record`]:
//!
//! * accepted: the row is `sent`;
//! * a **transient** failure ([`Failure::Transient`]: a 4xx reply, a connection broken
//!   mid-session): the row stays `pending` and is tried again after an exponential backoff
//!   ([`retry_delay`]: 30 s, 1 min, 2 min, … capped at one hour), for [`MAX_ATTEMPTS`]
//!   attempts in all (about 43 hours) before it is given up;
//! * a **permanent** failure ([`Failure::Permanent`]: a 5xx reply about the mail, a mail
//!   lettre cannot build or send): the row is `failed` at once, with the reason in
//!   `outbox.last_error`;
//! * a failure of the bot's own **setup** or server ([`Failure::Setup`]: a refused login, TLS
//!   not trusted or the wrong `security` for the port, a refused connection, no answer
//!   within `timeout_secs`): the row stays `pending` with no attempt counted, and the loop
//!   postpones the whole outbox ([`setup_delay`]) and tells the operator; never given up.
//!
//! Every attempt sends the same bytes with the row's stable Message-ID, so a mail delivered
//! twice (the server accepted it but the process died before [`record`]) carries the same
//! Message-ID both times: clients that deduplicate or thread by it show it once. The loop
//! records each outcome in its own commit before it hands the next mail over, so only the
//! mail in flight at a crash can be repeated (`tests/e2e/kill.rs` measures how often).

use crate::config::{Security, Server};
use crate::mail::net;
use crate::store::{OutboxEntry, Store};
use anyhow::Context as _;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};
use std::sync::{Arc, Mutex, PoisonError};

/// Delivery attempts of one mail before a transient failure becomes final.
pub const MAX_ATTEMPTS: u32 = 50;
/// The wait after the first failed attempt, in seconds; it doubles after each failure.
pub const FIRST_RETRY_SECS: i64 = 30;
/// The longest wait between two attempts, in seconds.
pub const MAX_RETRY_SECS: i64 = 3600;

/// Why a delivery attempt failed, and whether trying again can help.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Try again later: a 4xx reply, or the connection broke while the mail was sent.
    Transient(String),
    /// Trying again will not help: a 5xx reply about this mail, or a mail that cannot be sent
    /// as it is.
    Permanent(String),
    /// Not this mail's fault: the bot's own setup or its server (a refused login, TLS not
    /// trusted or the wrong `security` for the port, a refused connection, no answer in
    /// time). The mail stays queued without an attempt counted, and so do the others: the
    /// operator is told.
    Setup(String),
}

impl Failure {
    /// The reason, for logs and `outbox.last_error`.
    pub fn reason(&self) -> &str {
        match self {
            Failure::Transient(r) | Failure::Permanent(r) | Failure::Setup(r) => r,
        }
    }
}

/// The configuration key of the SMTP server, for messages.
const KEY: &str = "mail.smtp";

/// Classifies an SMTP reply code: 4xx is transient, 5xx permanent (RFC 5321 §4.2.1), but
/// the replies about authentication (530, 534, 535, 538) are the bot's setup; anything else
/// (a server that answers nonsense) is treated as transient.
pub fn classify_code(code: u16, reason: String) -> Failure {
    match code {
        530 | 534 | 535 | 538 => Failure::Setup(reason),
        500..=599 => Failure::Permanent(reason),
        _ => Failure::Transient(reason),
    }
}

/// Classifies a lettre error from `server` and words it for the operator: a reply code by
/// [`classify_code`]; TLS failures, a connection that cannot be set up (DNS, refused) and a
/// client that finds no way to log in are [`Failure::Setup`]; another client-side error (a
/// message lettre refuses to send) is permanent; network errors mid-session are transient.
pub fn classify(e: &lettre::transport::smtp::Error, server: &Server) -> Failure {
    let at = format!("{}:{}", server.host, server.port);
    let reason = format!("{at}: {}", describe(e));
    if let Some(code) = e.status() {
        return match classify_code(u16::from(code), reason) {
            Failure::Setup(r) => Failure::Setup(format!(
                "{r}; the server refused the login as {:?}: check `{KEY}.user` and its \
                 password (`{KEY}.password` or `{KEY}.password_env`)",
                server.user
            )),
            other => other,
        };
    }
    if let Some(hint) = net::tls_hint(KEY, server, e) {
        return Failure::Setup(hint);
    }
    if e.is_tls() {
        return Failure::Setup(format!(
            "{reason}; check `{KEY}.security` and `{KEY}.ca_file`"
        ));
    }
    if net::refused(e) {
        return Failure::Setup(format!(
            "{at} refused the connection: check `{KEY}.host` and `{KEY}.port` (is the SMTP \
             server running?)"
        ));
    }
    // lettre's connection errors are those of setting the connection up (DNS, TCP, TLS):
    // the server cannot be reached as configured, whatever the mail.
    if e.to_string().starts_with("Connection error") {
        return Failure::Setup(format!(
            "cannot connect to {reason}; check `{KEY}.host`, `{KEY}.port` and `{KEY}.security`"
        ));
    }
    if e.is_client() {
        if reason.to_ascii_lowercase().contains("authentication") {
            return Failure::Setup(format!("{reason}; check `{KEY}.user` and `{KEY}.security`"));
        }
        return Failure::Permanent(reason);
    }
    Failure::Transient(reason)
}

/// The 5xx reply code of a permanent failure that the server itself gave (lettre writes it
/// `permanent error (550)`), which counts as a hard bounce of the mail's recipient
/// (`yubin_engine::years::bounce`); `None` for any other failure (a mail lettre refused to
/// build or send, a transient or setup failure).
pub fn refusal_code(failure: &Failure) -> Option<u16> {
    let Failure::Permanent(reason) = failure else {
        return None;
    };
    let at = reason.find("permanent error (")? + "permanent error (".len();
    let code = reason.get(at..at + 4)?;
    let (digits, close) = code.split_at(3);
    (close == ")" && digits.starts_with('5'))
        .then(|| digits.parse().ok())
        .flatten()
}

/// A lettre error as one line, without the repeated prefixes lettre's nested errors give
/// (`Connection error: Connection error: …`).
pub fn describe(e: &lettre::transport::smtp::Error) -> String {
    let full = e.to_string();
    let mut parts: Vec<&str> = Vec::new();
    for part in full.split(": ") {
        if parts.last() != Some(&part) {
            parts.push(part);
        }
    }
    parts.join(": ")
}

/// The wait after the `attempts`-th failed attempt (1 for the first): 30 s doubling each
/// time, at most one hour.
pub fn retry_delay(attempts: u32) -> i64 {
    let doublings = attempts.saturating_sub(1).min(20);
    FIRST_RETRY_SECS
        .saturating_mul(1i64 << doublings)
        .min(MAX_RETRY_SECS)
}

/// What to do with a mail whose attempt number `attempts_before + 1` failed at `now`:
/// `Some(time)` to try again then, `None` to give up. A [`Failure::Setup`] is never given
/// up (and [`record`] does not count it as an attempt).
pub fn next_attempt(attempts_before: u32, failure: &Failure, now: i64) -> Option<i64> {
    let attempts = attempts_before + 1;
    match failure {
        Failure::Transient(_) if attempts < MAX_ATTEMPTS => Some(now + retry_delay(attempts)),
        // Never given up for the bot's own failure; the loop postpones the outbox as a whole.
        Failure::Setup(_) => Some(now + retry_delay(attempts_before.max(1))),
        _ => None,
    }
}

/// The wait before the outbox is tried again after `failures` deliveries in a row failed
/// for the bot's own setup ([`Failure::Setup`]): 30 s doubling, at most 10 minutes.
pub fn setup_delay(failures: u32) -> i64 {
    retry_delay(failures).min(600)
}

/// What [`record`] did with an outbox row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Delivered.
    Sent,
    /// Failed for now; the next attempt is at this time.
    Retry(i64),
    /// Not sent because of the bot's own setup or server ([`Failure::Setup`]): still queued,
    /// no attempt counted, next try at this time.
    Held(i64),
    /// Given up, with the reason.
    Failed(String),
}

/// Records the outcome of a delivery attempt of `entry` made at `now` (see the module docs).
///
/// # Errors
/// The row is gone, or SQLite fails.
pub fn record(
    store: &Store,
    entry: &OutboxEntry,
    outcome: Result<(), Failure>,
    now: i64,
) -> anyhow::Result<Delivery> {
    match outcome {
        Ok(()) => {
            store.mark_sent(entry.id)?;
            Ok(Delivery::Sent)
        }
        Err(Failure::Setup(reason)) => {
            let at = now + setup_delay(1);
            store.postpone(entry.id, at, &reason)?;
            Ok(Delivery::Held(at))
        }
        Err(f) => match next_attempt(entry.attempts, &f, now) {
            Some(at) => {
                store.mark_retry(entry.id, at, f.reason())?;
                Ok(Delivery::Retry(at))
            }
            None => {
                let reason = match &f {
                    Failure::Permanent(r) => format!("permanent failure: {r}"),
                    Failure::Transient(r) | Failure::Setup(r) => {
                        format!("gave up after {} attempts; last: {r}", entry.attempts + 1)
                    }
                };
                store.mark_failed(entry.id, &reason)?;
                Ok(Delivery::Failed(reason))
            }
        },
    }
}

/// The SMTP client of the service: one lettre transport (with a small connection pool),
/// built anew after a delivery that timed out (its connection may be stuck mid-command).
#[derive(Clone)]
pub struct Smtp {
    transport: Arc<Mutex<AsyncSmtpTransport<Tokio1Executor>>>,
    server: Server,
    hello: String,
}

impl Smtp {
    /// A client for `server` (`[mail.smtp]`), greeting with `hello` (the bot's domain).
    /// `security = "tls"` is implicit TLS, `"starttls"` requires STARTTLS, `"plain"` (loopback
    /// only, checked by the configuration) sends in clear. `ca_file` certificates are
    /// trusted besides the webpki roots.
    ///
    /// # Errors
    /// The CA file cannot be read or holds no PEM certificate.
    pub fn new(server: &Server, hello: &str) -> anyhow::Result<Smtp> {
        Ok(Smtp {
            transport: Arc::new(Mutex::new(build(server, hello)?)),
            server: server.clone(),
            hello: hello.to_string(),
        })
    }

    fn transport(&self) -> AsyncSmtpTransport<Tokio1Executor> {
        self.transport
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Hands one message to the server, within `mail.smtp.timeout_secs` for the whole
    /// delivery (lettre itself bounds only the TCP connect).
    ///
    /// # Errors
    /// The attempt failed; [`classify`] says whether to try again.
    pub async fn send(&self, msg: &Message) -> Result<(), Failure> {
        self.send_from(msg, None).await
    }

    /// [`Smtp::send`] with `return_path` as the envelope's `MAIL FROM` (the bot's VERP
    /// address for this mail, `yubin_domain::token::bounce_address`), so that bounces come
    /// back to it; `None`: the From address, as lettre takes it.
    ///
    /// # Errors
    /// As [`Smtp::send`]; a return path that is no address is permanent.
    pub async fn send_from(&self, msg: &Message, return_path: Option<&str>) -> Result<(), Failure> {
        let s = &self.server;
        let limit = s.timeout;
        let envelope = match return_path {
            None => msg.envelope().clone(),
            Some(rp) => {
                let from = rp
                    .parse()
                    .map_err(|e| Failure::Permanent(format!("return path {rp:?}: {e}")))?;
                lettre::address::Envelope::new(Some(from), msg.envelope().to().to_vec())
                    .map_err(|e| Failure::Permanent(format!("envelope: {e}")))?
            }
        };
        let raw = msg.formatted();
        match tokio::time::timeout(limit, self.transport().send_raw(&envelope, &raw)).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => Err(classify(&e, s)),
            Err(_) => {
                // The pooled connection may be stuck mid-command: start afresh.
                if let Ok(fresh) = build(s, &self.hello) {
                    *self
                        .transport
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner) = fresh;
                }
                let waited = format!(
                    "no answer from {}:{} within {} s (`{KEY}.timeout_secs`)",
                    s.host,
                    s.port,
                    limit.as_secs()
                );
                Err(Failure::Setup(if s.security == Security::Tls {
                    waited
                } else {
                    format!("{waited}: {}", net::expects_tls_hint(KEY, s))
                }))
            }
        }
    }
}

fn build(server: &Server, hello: &str) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let tls = || -> anyhow::Result<TlsParameters> {
        let mut b = TlsParameters::builder(server.host.clone());
        if let Some(ca) = &server.ca_file {
            let pem = std::fs::read(ca)
                .with_context(|| format!("cannot read `{KEY}.ca_file` {}", ca.display()))?;
            let cert = Certificate::from_pem(&pem).with_context(|| {
                format!("`{KEY}.ca_file` {} is not a PEM certificate", ca.display())
            })?;
            b = b.add_root_certificate(cert);
        }
        b.build_rustls()
            .with_context(|| format!("cannot set up TLS for `{KEY}`"))
    };
    let tls = match server.security {
        Security::Tls => Tls::Wrapper(tls()?),
        Security::StartTls => Tls::Required(tls()?),
        Security::Plain => Tls::None,
    };
    let mut b = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(server.host.clone())
        .port(server.port)
        .tls(tls)
        .hello_name(ClientId::Domain(hello.to_string()))
        .timeout(Some(server.timeout));
    if !server.user.is_empty() {
        b = b.credentials(Credentials::new(
            server.user.clone(),
            server.password.clone(),
        ));
    }
    Ok(b.build())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::OutMail;

    fn queued(store: &mut Store, id: &str, now: i64) -> OutboxEntry {
        let tx = store.transaction().unwrap();
        tx.queue(
            &OutMail {
                message_id: id.into(),
                in_reply_to: None,
                references: vec![],
                to: "alice@example.test".into(),
                reply_to: None,
                subject: "s".into(),
                text: "t".into(),
                html: None,
                attachments: Vec::new(),
                picture: None,
                unsubscribe: None,
            },
            now,
        )
        .unwrap();
        tx.commit().unwrap();
        store
            .due_mail(now, 10)
            .unwrap()
            .into_iter()
            .find(|e| e.mail.message_id == id)
            .unwrap()
    }

    #[test]
    fn only_a_servers_5xx_reply_is_a_refusal_of_the_recipient() {
        let refusal = |r: &str| refusal_code(&Failure::Permanent(r.into()));
        assert_eq!(
            refusal("127.0.0.1:587: permanent error (550): 5.1.1 <x@y>: User unknown"),
            Some(550)
        );
        assert_eq!(
            refusal("127.0.0.1:587: permanent error (554): no"),
            Some(554)
        );
        // The port is no reply code; a mail lettre refused to build is no refusal.
        assert_eq!(refusal("127.0.0.1:587: bad recipient \"x\""), None);
        assert_eq!(refusal("permanent error (5x0): odd"), None);
        assert_eq!(refusal("permanent error (550"), None);
        assert_eq!(
            refusal_code(&Failure::Transient("permanent error (550): no".into())),
            None
        );
        assert_eq!(
            refusal_code(&Failure::Setup("permanent error (535): login".into())),
            None
        );
    }

    #[test]
    fn reply_codes_are_classified_by_their_first_digit() {
        let cases = [
            (421, false),
            (450, false),
            (451, false),
            (452, false),
            (500, true),
            (550, true),
            (552, true),
            (554, true),
            (250, false),
        ];
        assert!(!cases.is_empty());
        for (code, permanent) in cases {
            let f = classify_code(code, format!("{code} x"));
            assert_eq!(matches!(f, Failure::Permanent(_)), permanent, "{code}");
            assert_eq!(f.reason(), format!("{code} x"));
        }
    }

    #[test]
    fn backoff_doubles_from_thirty_seconds_up_to_an_hour() {
        let delays: Vec<i64> = (1..=9).map(retry_delay).collect();
        assert_eq!(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(retry_delay(0), 30);
        assert_eq!(retry_delay(u32::MAX), 3600);
        let t = Failure::Transient("421".into());
        assert_eq!(next_attempt(0, &t, 1000), Some(1030));
        assert_eq!(next_attempt(3, &t, 1000), Some(1240));
        assert_eq!(next_attempt(MAX_ATTEMPTS - 2, &t, 1000), Some(4600));
        assert_eq!(next_attempt(MAX_ATTEMPTS - 1, &t, 1000), None);
        assert_eq!(
            next_attempt(0, &Failure::Permanent("550".into()), 1000),
            None
        );
        // The whole schedule spans about two days.
        let total: i64 = (1..MAX_ATTEMPTS).map(retry_delay).sum();
        assert!((36 * 3600..60 * 3600).contains(&total), "{total}");
    }

    #[test]
    fn outcomes_are_recorded_in_the_outbox() {
        let mut store = Store::open_in_memory().unwrap();
        let now = 1_000;
        let e = queued(&mut store, "a@bot", now);
        let r = record(&store, &e, Err(Failure::Transient("421 busy".into())), now).unwrap();
        assert_eq!(r, Delivery::Retry(now + 30));
        assert_eq!(store.next_outbox_attempt().unwrap(), Some(now + 30));
        assert!(store.due_mail(now + 29, 10).unwrap().is_empty());
        let e = store.due_mail(now + 30, 10).unwrap().remove(0);
        assert_eq!(e.attempts, 1);
        assert_eq!(
            store.outbox_status("a@bot").unwrap(),
            Some(("pending".into(), 1, Some("421 busy".into())))
        );
        let r = record(
            &store,
            &e,
            Err(Failure::Transient("421 busy".into())),
            now + 30,
        )
        .unwrap();
        assert_eq!(r, Delivery::Retry(now + 30 + 60));
        let e = store.due_mail(now + 90, 10).unwrap().remove(0);
        assert_eq!(
            record(&store, &e, Ok(()), now + 90).unwrap(),
            Delivery::Sent
        );
        assert_eq!(
            store.outbox_status("a@bot").unwrap(),
            Some(("sent".into(), 3, None))
        );
        assert_eq!(store.next_outbox_attempt().unwrap(), None);

        let e = queued(&mut store, "b@bot", now);
        let r = record(
            &store,
            &e,
            Err(Failure::Permanent("550 no such user".into())),
            now,
        );
        assert_eq!(
            r.unwrap(),
            Delivery::Failed("permanent failure: 550 no such user".into())
        );
        let (state, _, err) = store.outbox_status("b@bot").unwrap().unwrap();
        assert_eq!(
            (state.as_str(), err.unwrap().contains("550")),
            ("failed", true)
        );

        let mut e = queued(&mut store, "c@bot", now);
        e.attempts = MAX_ATTEMPTS - 1;
        let r = record(&store, &e, Err(Failure::Transient("timeout".into())), now).unwrap();
        assert_eq!(
            r,
            Delivery::Failed("gave up after 50 attempts; last: timeout".into())
        );
        assert!(store.due_mail(i64::MAX, 10).unwrap().is_empty());
    }
}
