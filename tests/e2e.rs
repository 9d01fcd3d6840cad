//! End to end against real mail servers on 127.0.0.1: Postfix (SMTP) delivering over LMTP to
//! Dovecot (IMAP with IDLE), started by `scripts/mailstack.sh`. The `yubin` binary runs as a
//! child process with `mail.mode = "imap"` (IMAP with IDLE in, SMTP submission out; the game
//! test uses IMAPS and STARTTLS submission, the crash test IMAP STARTTLS and implicit-TLS
//! submission); alice and bob send with SMTP and read their mailboxes over IMAP.
//!
//! ```sh
//! bash scripts/mailstack.sh install && bash scripts/mailstack.sh start /tmp/ms
//! eval "$(bash scripts/mailstack.sh env /tmp/ms)"
//! YUBIN_E2E=1 cargo test -p yubin --test e2e -- --nocapture
//! ```
//!
//! Without the `MAILSTACK_*` variables the tests are skipped with a message, unless
//! `YUBIN_E2E=1` is set (as in `.ci/run`): then a missing stack is a failure. Each test adds
//! its own mailboxes (`adduser`), so the tests can share one stack and run in parallel.

use futures::TryStreamExt as _;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use yubin::store::{GameResult, GameState, Store};
use yubin_rules::Color;

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/mailstack.sh");
const WAIT: Duration = Duration::from_secs(20);

fn var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: export the stack's env"))
}

/// The running stack, or `None` (skip) when it is absent and `YUBIN_E2E` is not `1`.
fn stack() -> Option<()> {
    if std::env::var_os("MAILSTACK_IMAP_PORT").is_some() {
        return Some(());
    }
    let how = "start it with `bash scripts/mailstack.sh install && bash scripts/mailstack.sh \
               start /tmp/ms && eval \"$(bash scripts/mailstack.sh env /tmp/ms)\"` (as root)";
    if std::env::var("YUBIN_E2E").as_deref() == Ok("1") {
        panic!("YUBIN_E2E=1 but no mail stack: MAILSTACK_IMAP_PORT is not set; {how}");
    }
    eprintln!("SKIPPED: end-to-end mail tests need a running mail stack; {how}");
    None
}

static USERS: Mutex<()> = Mutex::new(());
static SEQ: AtomicU32 = AtomicU32::new(0);

/// A mailbox of the stack.
#[derive(Clone, Debug)]
struct User {
    addr: String,
    pass: String,
}

/// Adds a fresh mailbox `<name><unique>@domain`.
fn add_user(name: &str) -> User {
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
async fn new_user(name: &str) -> User {
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
struct Irt(String);
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
async fn send(from: &str, to: &str, subject: &str, body: &str, irt: Option<&str>) -> String {
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
struct Got {
    message_id: String,
    in_reply_to: Option<String>,
    reply_to: Option<String>,
    subject: String,
    text: String,
    html: bool,
}

type Imap = async_imap::Session<tokio::net::TcpStream>;

async fn try_login(u: &User) -> anyhow::Result<Imap> {
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

async fn login(u: &User) -> Imap {
    try_login(u)
        .await
        .unwrap_or_else(|e| panic!("IMAP login as {}: {e:#}", u.addr))
}

/// A player's view of their INBOX, remembering what was already read.
struct Reader {
    user: User,
    seen: HashSet<u32>,
    all: Vec<Got>,
}

impl Reader {
    fn new(user: &User) -> Reader {
        Reader {
            user: user.clone(),
            seen: HashSet::new(),
            all: Vec::new(),
        }
    }

    async fn fetch_new(&mut self) -> Vec<Got> {
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
    async fn expect(&mut self, n: usize, what: &str) -> Vec<Got> {
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
    fn last(&self) -> &Got {
        self.all.last().expect("no mail yet")
    }
}

/// The daemon as a child process; killed if still running when dropped.
struct Daemon {
    child: Child,
    log: PathBuf,
}

impl Daemon {
    fn start(config: &Path, log: &Path) -> Daemon {
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
        while !d.log_text().contains("yubin: imap: reading INBOX") {
            assert!(
                start.elapsed() < WAIT,
                "the daemon did not connect:\n{}",
                d.log_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        d
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGTERM, and the exit status must be success.
    fn terminate(mut self) {
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
    fn crash(mut self) {
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
fn write_config(dir: &Path, bot: &User, alt: bool) -> PathBuf {
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

/// A reply to the last game mail `r` received (error mails carry no game token): to its
/// Reply-To, threaded, quoting it.
async fn reply(r: &Reader, body: &str) -> String {
    let last = r
        .all
        .iter()
        .rev()
        .find(|g| g.reply_to.is_some())
        .expect("no game mail yet");
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

/// Both players get a board naming `needle`; returns the time from `t0`.
async fn both_get(a: &mut Reader, b: &mut Reader, needle: &str, t0: Instant) -> Duration {
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

#[tokio::test]
async fn a_whole_game_by_mail() {
    if stack().is_none() {
        return;
    }
    let (bot, alice, bob) = (
        new_user("bot").await,
        new_user("alice").await,
        new_user("bob").await,
    );
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &bot, false);
    let daemon = Daemon::start(&config, &dir.path().join("yubin.log"));
    let (mut a, mut b) = (Reader::new(&alice), Reader::new(&bob));
    let mut timings = Vec::new();

    // Game 1, illegal=reject: challenge, accept, two moves.
    send(
        &alice.addr,
        &bot.addr,
        "new game",
        &format!("challenge {} black illegal=reject", bob.addr),
        None,
    )
    .await;
    b.expect(1, "the challenge").await;
    a.expect(1, "the challenge receipt").await;
    assert!(b.last().text.contains("accept"), "{:#?}", b.last());
    let t0 = Instant::now();
    reply(&b, "accept").await;
    timings.push(("accept", both_get(&mut a, &mut b, "accepted", t0).await));
    let t0 = Instant::now();
    let m1 = reply(&a, "P-8h").await;
    timings.push(("1. P-8h", both_get(&mut a, &mut b, "1. P-8h", t0).await));
    assert_eq!(
        a.last().in_reply_to.as_deref(),
        Some(m1.as_str()),
        "threaded"
    );
    let t0 = Instant::now();
    reply(&b, "8d8e").await;
    timings.push(("2. P-8e", both_get(&mut a, &mut b, "2. P-8e", t0).await));

    // An illegal move under illegal=reject: refused, only alice hears of it.
    reply(&a, "7i7g").await;
    let err = a.expect(1, "the refusal").await;
    assert!(err[0].text.contains("illegal=reject"), "{:#?}", err[0]);
    // Forgeries: alice's From without a token, with bob's token; nothing moves.
    send(&alice.addr, &bot.addr, "move", "P-7h", None).await;
    let err = a.expect(1, "no token").await;
    assert!(err[0].text.contains("reply to the bot's"), "{:#?}", err[0]);
    let bobs_reply_to = b.last().reply_to.clone().unwrap();
    send(&alice.addr, &bobs_reply_to, "move", "P-7h", None).await;
    let err = a.expect(1, "bob's token").await;
    assert!(err[0].text.contains("does not belong to"), "{:#?}", err[0]);
    // Resignation: both hear it.
    let t0 = Instant::now();
    reply(&a, "resign").await;
    timings.push(("resign", both_get(&mut a, &mut b, "resigned", t0).await));
    assert!(b.fetch_new().await.is_empty(), "bob got no error mails");

    // Game 2, the default illegal=lose: the illegal move loses.
    send(
        &alice.addr,
        &bot.addr,
        "again",
        &format!("challenge {} black", bob.addr),
        None,
    )
    .await;
    b.expect(1, "the second challenge").await;
    a.expect(1, "the second receipt").await;
    reply(&b, "accept").await;
    both_get(&mut a, &mut b, "accepted", Instant::now()).await;
    let t0 = Instant::now();
    reply(&a, "7i7g").await;
    timings.push((
        "illegal loses",
        both_get(&mut a, &mut b, "illegal", t0).await,
    ));

    // The database agrees; every queued mail was delivered, with a stable Message-ID each.
    let store = Store::open(&dir.path().join("yubin.sqlite")).unwrap();
    let g1 = store.game(1).unwrap().unwrap();
    assert_eq!(g1.state, GameState::Finished);
    assert_eq!(g1.result, Some(GameResult::Win(Color::White)));
    assert_eq!(store.moves(1).unwrap().len(), 2);
    let g2 = store.game(2).unwrap().unwrap();
    assert_eq!(g2.result, Some(GameResult::Win(Color::White)));
    assert!(g2.result_reason.unwrap().contains("illegal"));
    assert!(store.moves(2).unwrap().is_empty());
    let ids: HashSet<&str> = a
        .all
        .iter()
        .chain(&b.all)
        .map(|g| g.message_id.as_str())
        .collect();
    for g in a.all.iter().chain(&b.all) {
        let st = store.outbox_status(&g.message_id).unwrap();
        assert_eq!(st.map(|s| s.0), Some("sent".into()), "{g:#?}");
    }
    assert_eq!(ids.len(), a.all.len() + b.all.len(), "no mail twice");
    daemon.terminate();
    eprintln!("e2e timings, player's SMTP send -> both players have the mail over IMAP:");
    for (what, t) in &timings {
        eprintln!("  {what:>14}: {} ms", t.as_millis());
    }
}

#[tokio::test]
async fn a_crash_mid_batch_loses_nothing_and_repeats_nothing() {
    if stack().is_none() {
        return;
    }
    let (bot, alice, bob) = (
        new_user("cbot").await,
        new_user("calice").await,
        new_user("cbob").await,
    );
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &bot, true);
    let log = dir.path().join("yubin.log");
    let db = dir.path().join("yubin.sqlite");
    let (mut a, mut b) = (Reader::new(&alice), Reader::new(&bob));

    let daemon = Daemon::start(&config, &log);
    send(
        &alice.addr,
        &bot.addr,
        "new game",
        &format!("challenge {} black", bob.addr),
        None,
    )
    .await;
    b.expect(1, "the challenge").await;
    a.expect(1, "the receipt").await;
    reply(&b, "accept").await;
    both_get(&mut a, &mut b, "accepted", Instant::now()).await;
    daemon.terminate();

    // The batch: six moves waiting in the bot's INBOX while the daemon is down.
    let moves = ["8i8h", "8d8e", "7i7h", "7d7e", "6i6h", "6d6e"];
    let mut sent_ids = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let r = if i % 2 == 0 { &a } else { &b };
        sent_ids.push(reply(r, m).await);
    }
    let start = Instant::now();
    loop {
        let mut s = login(&bot).await;
        let n = s.uid_search("ALL").await.unwrap().len();
        let _ = s.logout().await;
        if n == moves.len() {
            break;
        }
        assert!(
            start.elapsed() < WAIT,
            "only {n} of the batch reached the bot"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Start, and kill -9 as soon as the first move is committed.
    let daemon = Daemon::start(&config, &log);
    let start = Instant::now();
    let applied_at_kill = loop {
        let n = Store::open(&db).unwrap().moves(1).unwrap().len();
        if n >= 1 {
            daemon.crash();
            break Store::open(&db).unwrap().moves(1).unwrap().len();
        }
        assert!(start.elapsed() < WAIT, "no move was applied");
        std::thread::sleep(Duration::from_millis(2));
    };
    let store = Store::open(&db).unwrap();
    let pending_at_kill = store
        .connection()
        .query_row(
            "SELECT count(*) FROM outbox WHERE state = 'pending'",
            [],
            |r| r.get::<_, i64>(0),
        )
        .unwrap();
    drop(store);
    eprintln!(
        "crash test: killed with {applied_at_kill} of 6 moves applied, {pending_at_kill} mail(s) \
         not yet delivered"
    );

    // Restart: the rest is applied, everything is delivered.
    let daemon = Daemon::start(&config, &log);
    let start = Instant::now();
    loop {
        let store = Store::open(&db).unwrap();
        let pending: i64 = store
            .connection()
            .query_row(
                "SELECT count(*) FROM outbox WHERE state <> 'sent'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        if store.moves(1).unwrap().len() == moves.len() && pending == 0 {
            break;
        }
        assert!(
            start.elapsed() < WAIT,
            "not finished after the restart:\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    daemon.terminate();

    // Each move applied once, from its own mail, in order.
    let store = Store::open(&db).unwrap();
    let applied = store.moves(1).unwrap();
    let usi: Vec<&str> = applied.iter().map(|m| m.usi.as_str()).collect();
    assert_eq!(usi, moves);
    let from_ids: Vec<&str> = applied.iter().map(|m| m.message_id.as_str()).collect();
    assert_eq!(from_ids, sent_ids);
    let logged: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM inbound", [], |r| r.get(0))
        .unwrap();
    assert_eq!(logged, 2 + moves.len() as i64, "each mail logged once");
    // Every reply delivered: each outbox Message-ID is in its recipient's mailbox.
    a.fetch_new().await;
    b.fetch_new().await;
    let mut stmt = store
        .connection()
        .prepare("SELECT message_id, recipient FROM outbox ORDER BY id")
        .unwrap();
    let rows: Vec<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(rows.len(), 2 + 2 + 2 * moves.len(), "{rows:#?}");
    let mut duplicates = 0;
    for (id, to) in &rows {
        let r = if to.eq_ignore_ascii_case(&alice.addr) {
            &a
        } else {
            &b
        };
        let n = r.all.iter().filter(|g| &g.message_id == id).count();
        assert!(n >= 1, "<{id}> to {to} was never delivered");
        duplicates += n - 1;
    }
    eprintln!(
        "crash test: {} replies delivered, {duplicates} delivered twice (same Message-ID)",
        rows.len()
    );
    assert!(!std::fs::read_to_string(&log).unwrap().contains("panicked"));
}
