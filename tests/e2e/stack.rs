//! The mail stack of the end-to-end tests and the loopback benchmark: mailboxes, sending as
//! a player over SMTP, reading a player's INBOX over IMAP, and the `yubin` daemon as a child
//! process. Shared by `tests/e2e/main.rs` and `benches/loopback.rs`.

#![allow(dead_code)]

use futures::TryStreamExt as _;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub(crate) const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/mailstack.sh");
pub(crate) const WAIT: Duration = Duration::from_secs(20);

pub(crate) fn var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: export the stack's env"))
}

const HOW: &str = "start it with `bash scripts/mailstack.sh install && bash scripts/mailstack.sh \
                   start /tmp/ms && eval \"$(bash scripts/mailstack.sh env /tmp/ms)\"` (as root)";

/// Why the tests are skipped: no mail stack and `YUBIN_E2E` is not `1`; `None` when they run
/// (a stack, or `YUBIN_E2E=1`, under which [`stack`] fails them for want of one).
pub(crate) fn absent() -> Option<String> {
    if std::env::var_os("MAILSTACK_IMAP_PORT").is_some()
        || std::env::var("YUBIN_E2E").as_deref() == Ok("1")
    {
        return None;
    }
    Some(format!(
        "no mail stack (MAILSTACK_IMAP_PORT is not set); {HOW}"
    ))
}

/// The running stack, or `None` (skip) when it is absent and `YUBIN_E2E` is not `1`.
pub(crate) fn stack() -> Option<()> {
    if std::env::var_os("MAILSTACK_IMAP_PORT").is_some() {
        return Some(());
    }
    if std::env::var("YUBIN_E2E").as_deref() == Ok("1") {
        panic!("YUBIN_E2E=1 but no mail stack: MAILSTACK_IMAP_PORT is not set; {HOW}");
    }
    eprintln!("SKIPPED: end-to-end mail tests need a running mail stack; {HOW}");
    None
}

pub(crate) static USERS: Mutex<()> = Mutex::new(());
pub(crate) static SEQ: AtomicU32 = AtomicU32::new(0);

/// A mailbox of the stack.
#[derive(Clone, Debug)]
pub(crate) struct User {
    pub(crate) addr: String,
    pub(crate) pass: String,
}

/// Adds a fresh mailbox `<name><unique>@domain`.
pub(crate) fn add_user(name: &str) -> User {
    let _guard = USERS.lock().unwrap_or_else(|e| e.into_inner());
    let local = format!(
        "{name}{}x{}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    );
    let pass = format!("{local}-pw");
    let out = Command::new("bash")
        .args([SCRIPT, "adduser", &var("MAILSTACK_DIR"), &local, &pass])
        .stdin(Stdio::null())
        .output()
        .expect("cannot run scripts/mailstack.sh");
    assert!(
        out.status.success(),
        "adduser {local}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    User {
        addr: format!("{local}@{}", var("MAILSTACK_DOMAIN")),
        pass,
    }
}

/// Adds a fresh mailbox and waits until Dovecot accepts its login (Dovecot re-reads its
/// passwd-file at most once a second, so a user added meanwhile is unknown for a moment).
pub(crate) async fn new_user(name: &str) -> User {
    let u = add_user(name);
    let start = Instant::now();
    loop {
        match try_login(&u).await {
            Ok(mut s) => {
                let _ = s.logout().await;
                return u;
            }
            Err(e) if start.elapsed() < Duration::from_secs(5) => {
                let _ = e;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("login as the new user {}: {e}", u.addr),
        }
    }
}

/// `In-Reply-To` as a raw header (lettre's builder has it too; this keeps the test's mails
/// looking like a client's).
#[derive(Clone)]
pub(crate) struct Irt(String);
impl Header for Irt {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("In-Reply-To")
    }
    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Irt(s.into()))
    }
    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// Sends a mail as `from` over the plain SMTP port (no auth from loopback, like an MX);
/// retries briefly while Postfix has not yet picked up a new mailbox (550).
pub(crate) async fn send(
    from: &str,
    to: &str,
    subject: &str,
    body: &str,
    irt: Option<&str>,
) -> String {
    let id = format!(
        "e2e.{}.{}@{}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed),
        var("MAILSTACK_DOMAIN")
    );
    let mut b = Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject(subject)
        .message_id(Some(format!("<{id}>")));
    if let Some(irt) = irt {
        b = b.header(Irt(format!("<{irt}>")));
    }
    let msg = b.body(body.to_string()).unwrap();
    let smtp = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(var("MAILSTACK_HOST"))
        .port(var("MAILSTACK_SMTP_PORT").parse().unwrap())
        .build();
    let start = Instant::now();
    loop {
        match smtp.send(msg.clone()).await {
            Ok(_) => return id,
            Err(e) if start.elapsed() < Duration::from_secs(5) => {
                eprintln!("send {from} -> {to}: {e}; retrying");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(e) => panic!("send {from} -> {to}: {e}"),
        }
    }
}

/// A mail as a player's client shows it.
#[derive(Debug, Clone)]
pub(crate) struct Got {
    pub(crate) message_id: String,
    pub(crate) in_reply_to: Option<String>,
    pub(crate) reply_to: Option<String>,
    pub(crate) subject: String,
    pub(crate) text: String,
    pub(crate) html: bool,
}

pub(crate) type Imap = async_imap::Session<tokio::net::TcpStream>;

pub(crate) async fn try_login(u: &User) -> anyhow::Result<Imap> {
    let tcp = tokio::net::TcpStream::connect((
        var("MAILSTACK_HOST").as_str(),
        var("MAILSTACK_IMAP_PORT").parse::<u16>()?,
    ))
    .await?;
    let mut client = async_imap::Client::new(tcp);
    client.read_response().await?;
    let mut s = client.login(&u.addr, &u.pass).await.map_err(|(e, _)| e)?;
    s.select("INBOX").await?;
    Ok(s)
}

pub(crate) async fn login(u: &User) -> Imap {
    try_login(u)
        .await
        .unwrap_or_else(|e| panic!("IMAP login as {}: {e:#}", u.addr))
}

/// A player's view of their INBOX, remembering what was already read.
pub(crate) struct Reader {
    pub(crate) user: User,
    pub(crate) seen: HashSet<u32>,
    pub(crate) all: Vec<Got>,
}

impl Reader {
    pub(crate) fn new(user: &User) -> Reader {
        Reader {
            user: user.clone(),
            seen: HashSet::new(),
            all: Vec::new(),
        }
    }

    pub(crate) async fn fetch_new(&mut self) -> Vec<Got> {
        let mut s = login(&self.user).await;
        let mut uids: Vec<u32> = s
            .uid_search("ALL")
            .await
            .unwrap()
            .into_iter()
            .filter(|u| !self.seen.contains(u))
            .collect();
        uids.sort_unstable();
        let mut out = Vec::new();
        for uid in uids {
            let f: Vec<_> = s
                .uid_fetch(uid.to_string(), "(UID BODY.PEEK[])")
                .await
                .unwrap()
                .try_collect()
                .await
                .unwrap();
            let Some(raw) = f.iter().find_map(|f| f.body()) else {
                continue;
            };
            self.seen.insert(uid);
            let m = mail_parser::MessageParser::default().parse(raw).unwrap();
            let text = m
                .body_text(0)
                .map(|t| t.replace("\r\n", "\n"))
                .unwrap_or_default();
            out.push(Got {
                message_id: m.message_id().unwrap_or("").to_string(),
                in_reply_to: m.in_reply_to().as_text().map(str::to_string),
                reply_to: m
                    .reply_to()
                    .and_then(|a| a.first())
                    .and_then(|a| a.address())
                    .map(str::to_string),
                subject: m.subject().unwrap_or("").to_string(),
                text,
                html: m.html_body_count() > 0,
            });
        }
        let _ = s.logout().await;
        self.all.extend(out.iter().cloned());
        out
    }

    /// Waits until exactly `n` new mails are there (and no more arrive for a moment).
    pub(crate) async fn expect(&mut self, n: usize, what: &str) -> Vec<Got> {
        let start = Instant::now();
        let mut got = Vec::new();
        while got.len() < n {
            assert!(
                start.elapsed() < WAIT,
                "{}: expected {n} mail(s) for {what}, got {}: {got:#?}",
                self.user.addr,
                got.len()
            );
            got.extend(self.fetch_new().await);
            if got.len() < n {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        assert_eq!(got.len(), n, "{}: {what}: {got:#?}", self.user.addr);
        got
    }

    /// The last mail received.
    pub(crate) fn last(&self) -> &Got {
        self.all.last().expect("no mail yet")
    }
}

/// The daemon as a child process; killed if still running when dropped.
pub(crate) struct Daemon {
    pub(crate) child: Child,
    pub(crate) log: PathBuf,
}

impl Daemon {
    pub(crate) fn start(config: &Path, log: &Path) -> Daemon {
        let out = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_yubin"))
            .args(["serve", "--config"])
            .arg(config)
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out)
            .spawn()
            .expect("cannot start the yubin binary");
        let d = Daemon {
            child,
            log: log.to_path_buf(),
        };
        // Ready when the intake has logged in.
        let start = Instant::now();
        while !d.log_text().contains("imap: reading INBOX") {
            assert!(
                start.elapsed() < WAIT,
                "the daemon did not connect:\n{}",
                d.log_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        d
    }

    pub(crate) fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGTERM, and the exit status must be success.
    pub(crate) fn terminate(mut self) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "exit {status}:\n{}", self.log_text());
                break;
            }
            assert!(
                start.elapsed() < WAIT,
                "no exit after SIGTERM:\n{}",
                self.log_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            self.log_text().contains("outbox flushed"),
            "{}",
            self.log_text()
        );
    }

    /// kill -9.
    pub(crate) fn crash(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// How the daemon connects: IMAPS + SMTP submission with STARTTLS, or (`alt`) IMAP with
/// STARTTLS + SMTP submission over implicit TLS; both check the stack's CA.
pub(crate) fn write_config(dir: &Path, bot: &User, alt: bool) -> PathBuf {
    let (imap_port, imap_sec, smtp_port, smtp_sec) = if alt {
        (
            var("MAILSTACK_IMAP_PORT"),
            "starttls",
            var("MAILSTACK_SUBMISSIONS_PORT"),
            "tls",
        )
    } else {
        (
            var("MAILSTACK_IMAPS_PORT"),
            "tls",
            var("MAILSTACK_SUBMISSION_PORT"),
            "starttls",
        )
    };
    let ca = var("MAILSTACK_CA_CERT");
    let text = format!(
        r#"database = "{db}"
[bot]
address = "{addr}"
secret_key = "e2e-secret-key-0123456789abcdef"
[mail]
mode = "imap"
[mail.imap]
host = "127.0.0.1"
port = {imap_port}
security = "{imap_sec}"
user = "{addr}"
password = "{pass}"
ca_file = "{ca}"
[mail.smtp]
host = "127.0.0.1"
port = {smtp_port}
security = "{smtp_sec}"
user = "{addr}"
password = "{pass}"
ca_file = "{ca}"
[limits]
mails_per_hour = 1000
"#,
        db = dir.join("yubin.sqlite").display(),
        addr = bot.addr,
        pass = bot.pass,
    );
    let path = dir.join("yubin.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// A reply to the last game mail `r` received (a game's key in its Reply-To; the bot's other
/// mails carry the player's address key): to its Reply-To, threaded, quoting it.
pub(crate) async fn reply(r: &Reader, body: &str) -> String {
    let game_key = |g: &&Got| g.reply_to.as_deref().is_some_and(|t| t.contains("+g"));
    let last = r.all.iter().rev().find(game_key).expect("no game mail yet");
    reply_to(r, last, body).await
}

/// A reply to the last mail `r` received, whatever it was about.
pub(crate) async fn reply_last(r: &Reader, body: &str) -> String {
    reply_to(r, r.all.last().expect("no mail yet"), body).await
}

async fn reply_to(r: &Reader, last: &Got, body: &str) -> String {
    let to = last
        .reply_to
        .clone()
        .expect("the bot's mail has a Reply-To");
    let quoted: String = last.text.lines().map(|l| format!("> {l}\n")).collect();
    send(
        &r.user.addr,
        &to,
        &format!("Re: {}", last.subject),
        &format!("{body}\n\nOn Mon, Yubin wrote:\n{quoted}"),
        Some(&last.message_id),
    )
    .await
}

/// A reply to the last game mail `r` received as Yahoo's web mail writes one: an indented
/// attribution line, then the bot's text as it was, without `>` marks, then `body` below.
pub(crate) async fn reply_unquoted(r: &Reader, body: &str) -> String {
    let game_key = |g: &&Got| g.reply_to.as_deref().is_some_and(|t| t.contains("+g"));
    let last = r.all.iter().rev().find(game_key).expect("no game mail yet");
    send(
        &r.user.addr,
        last.reply_to.as_deref().expect("the bot's mail has a Reply-To"),
        &format!("Re: {}", last.subject),
        &format!(
            "\n\n    On Saturday, November 28, 2026, 10:00:00 AM UTC, Yubin wrote:\n\n\n{}\n\n{body}\n",
            last.text
        ),
        Some(&last.message_id),
    )
    .await
}

/// Both players get a board naming `needle`; returns the time from `t0`.
pub(crate) async fn both_get(
    a: &mut Reader,
    b: &mut Reader,
    needle: &str,
    t0: Instant,
) -> Duration {
    for r in [&mut *a, &mut *b] {
        let got = r.expect(1, needle).await;
        assert!(
            got[0].subject.contains(needle) || got[0].text.contains(needle),
            "{}: {needle} missing: {:#?}",
            r.user.addr,
            got[0]
        );
        assert!(got[0].html, "the board mail has an HTML part");
    }
    t0.elapsed()
}

/// Alice (`a`) challenges Bob (`b`) with `terms` in a new mail to the bot: nothing vouches
/// for her (this Postfix writes no `Authentication-Results`), so the bot first asks her to
/// confirm, and her reply to that request sends Bob the challenge and her the receipt.
pub(crate) async fn challenge(a: &mut Reader, b: &mut Reader, bot: &User, terms: &str) {
    send(
        &a.user.addr,
        &bot.addr,
        "new game",
        &format!("challenge {} {terms}", b.user.addr),
        None,
    )
    .await;
    a.expect(1, "the request to confirm the challenge").await;
    assert!(
        a.last().subject.starts_with("Yubin: please confirm"),
        "{:#?}",
        a.last()
    );
    reply_last(a, "confirm").await;
    b.expect(1, "the challenge").await;
    a.expect(1, "the challenge receipt").await;
}

/// Alice (`a`) challenges Bob (`b`) to a game with `terms` (`black illegal=reject`, …), Bob
/// accepts, and both have the "accepted" mail.
pub(crate) async fn start_game(a: &mut Reader, b: &mut Reader, bot: &User, terms: &str) {
    challenge(a, b, bot, terms).await;
    assert!(b.last().text.contains("accept"), "{:#?}", b.last());
    reply(b, "accept").await;
    both_get(a, b, "accepted", Instant::now()).await;
}

/// Every outbox mail of `store` (oldest first) must be in its recipient's mailbox (`a` is
/// read for mails to `a`'s user, `b` for the rest); returns how many there are and the
/// Message-IDs delivered more than once.
pub(crate) fn deliveries(
    store: &yubin::store::Store,
    a: &Reader,
    b: &Reader,
) -> (usize, Vec<String>) {
    let mut stmt = store
        .connection()
        .prepare("SELECT message_id, recipient FROM outbox ORDER BY id")
        .unwrap();
    let rows: Vec<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut duplicates = Vec::new();
    for (id, to) in &rows {
        let r = if to.eq_ignore_ascii_case(&a.user.addr) {
            a
        } else {
            b
        };
        let n = r.all.iter().filter(|g| &g.message_id == id).count();
        assert!(n >= 1, "<{id}> to {to} was never delivered");
        if n > 1 {
            duplicates.push(id.clone());
        }
    }
    (rows.len(), duplicates)
}
