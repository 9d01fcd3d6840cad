//! The network against small local listeners (each test well under a few seconds): a server
//! that accepts and says nothing, one that answers in plain text where TLS was configured,
//! one that refuses the login, a port where nothing listens; and a service whose outlet hangs
//! stops when told. The real servers: `tests/e2e/`.

use std::future::Future;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt as _, AsyncWriteExt as _, BufReader};
use tokio::net::TcpListener;
use yubin::config::{Config, Mail, Security, Server};
use yubin::mail::imap::{self, Folder};
use yubin::mail::smtp::{self, Failure, Smtp};
use yubin::serve::{serve_until, Intake, Outlet, Raw, Service, Verdict};
use yubin::store::{OutMail, OutboxEntry, Store};

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn server(port: u16, security: Security) -> Server {
    Server {
        host: "127.0.0.1".into(),
        port,
        security,
        user: "bot@example.test".into(),
        password: "wrong".into(),
        ca_file: None,
        timeout: Duration::from_secs(1),
    }
}

/// A listener on a free port; each connection is handed to `talk`.
async fn listen<F, Fut>(talk: F) -> u16
where
    F: Fn(tokio::net::TcpStream) -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let l = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = l.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((s, _)) = l.accept().await {
            tokio::spawn(talk(s));
        }
    });
    port
}

/// Accepts and says nothing, keeping the connection open (an implicit-TLS server waiting
/// for the client's hello looks like this to a plain-text client).
async fn silent() -> u16 {
    listen(|s| async move {
        tokio::time::sleep(Duration::from_secs(30)).await;
        drop(s);
    })
    .await
}

/// Sends `greeting`, then answers each line with `answer(line)` (nothing when `None`).
async fn scripted(greeting: &'static str, answer: fn(&str) -> Option<String>) -> u16 {
    listen(move |s| async move {
        let (r, mut w) = s.into_split();
        let _ = w.write_all(greeting.as_bytes()).await;
        let mut lines = BufReader::new(r).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            if let Some(a) = answer(&line) {
                let _ = w.write_all(a.as_bytes()).await;
            }
        }
    })
    .await
}

async fn imap_error(server: Server) -> (String, Duration) {
    let folder = Folder::new(
        server,
        yubin::schedule::Cron::parse("poll", "0 * * * * *").unwrap(),
    );
    let tls = imap::tls_config(None).unwrap();
    let t0 = Instant::now();
    let Err(err) = imap::connect(&folder, tls).await else {
        panic!("must fail")
    };
    (format!("{err:#}"), t0.elapsed())
}

#[test]
fn imap_starttls_on_a_port_that_waits_for_tls_times_out_and_says_use_tls() {
    rt().block_on(async {
        let port = silent().await;
        let (err, took) = imap_error(server(port, Security::StartTls)).await;
        assert!(took < Duration::from_secs(3), "{took:?}");
        assert!(err.contains("security = \"tls\""), "{err}");
        assert!(err.contains("993"), "{err}");
    });
}

#[test]
fn imap_tls_on_a_port_that_waits_for_tls_is_bounded_too() {
    rt().block_on(async {
        let port = silent().await;
        let (err, took) = imap_error(server(port, Security::Tls)).await;
        assert!(took < Duration::from_secs(3), "{took:?}");
        assert!(err.contains("timed out"), "{err}");
    });
}

#[test]
fn imap_tls_on_a_plain_text_port_says_use_starttls() {
    rt().block_on(async {
        let port = scripted("* OK [CAPABILITY IMAP4rev1 STARTTLS] ready\r\n", |_| None).await;
        let (err, took) = imap_error(server(port, Security::Tls)).await;
        assert!(took < Duration::from_secs(3), "{took:?}");
        assert!(err.contains("answered in plain text"), "{err}");
        assert!(err.contains("security = \"starttls\""), "{err}");
        assert!(!err.contains("InvalidContentType"), "{err}");
    });
}

#[test]
fn imap_a_refused_login_is_worded_for_the_operator() {
    rt().block_on(async {
        let port = scripted("* OK IMAP4rev1 ready\r\n", |line| {
            let tag = line.split(' ').next().unwrap_or("*");
            Some(format!(
                "{tag} NO [AUTHENTICATIONFAILED] Authentication failed.\r\n"
            ))
        })
        .await;
        let (err, _) = imap_error(server(port, Security::Plain)).await;
        assert!(
            err.contains("refused the login as bot@example.test: [AUTHENTICATIONFAILED] Authentication failed."),
            "{err}"
        );
        assert!(err.contains("check `mail.imap.user`"), "{err}");
        assert!(!err.contains("info: Some"), "{err}");
        assert!(!err.contains("code: None"), "{err}");
    });
}

fn message() -> lettre::Message {
    lettre::Message::builder()
        .from("bot@example.test".parse().unwrap())
        .to("alice@example.test".parse().unwrap())
        .subject("board")
        .body("x".to_string())
        .unwrap()
}

async fn smtp_failure(server: Server) -> (Failure, Duration) {
    let smtp = Smtp::new(&server, "example.test").unwrap();
    let t0 = Instant::now();
    let f = smtp.send(&message()).await.expect_err("must fail");
    (f, t0.elapsed())
}

#[test]
fn smtp_starttls_on_a_port_that_waits_for_tls_times_out_and_says_use_tls() {
    rt().block_on(async {
        let port = silent().await;
        let (f, took) = smtp_failure(server(port, Security::StartTls)).await;
        assert!(took < Duration::from_secs(3), "{took:?}");
        assert!(matches!(f, Failure::Setup(_)), "{f:?}");
        assert!(f.reason().contains("security = \"tls\""), "{f:?}");
        assert!(f.reason().contains("465"), "{f:?}");
    });
}

#[test]
fn smtp_tls_on_a_plain_text_port_says_use_starttls() {
    rt().block_on(async {
        let port = scripted("220 mail.example.test ESMTP\r\n", |_| None).await;
        let (f, _) = smtp_failure(server(port, Security::Tls)).await;
        assert!(matches!(f, Failure::Setup(_)), "{f:?}");
        assert!(f.reason().contains("answered in plain text"), "{f:?}");
        assert!(!f.reason().contains("InvalidContentType"), "{f:?}");
    });
}

fn smtp_535(line: &str) -> Option<String> {
    let verb = line.split(' ').next().unwrap_or("").to_ascii_uppercase();
    match verb.as_str() {
        "EHLO" => Some("250-mail.example.test\r\n250 AUTH PLAIN LOGIN\r\n".into()),
        "AUTH" => Some("535 5.7.8 Error: authentication failed\r\n".into()),
        "QUIT" => Some("221 bye\r\n".into()),
        _ => Some("250 ok\r\n".into()),
    }
}

#[test]
fn smtp_a_wrong_password_is_the_bots_setup_and_keeps_the_mail_queued() {
    rt().block_on(async {
        let port = scripted("220 mail.example.test ESMTP\r\n", smtp_535).await;
        let (f, _) = smtp_failure(server(port, Security::Plain)).await;
        assert!(matches!(f, Failure::Setup(_)), "{f:?}");
        assert!(f.reason().contains("535"), "{f:?}");
        assert!(f.reason().contains("check `mail.smtp.user`"), "{f:?}");

        // Recorded: still pending, no attempt charged, the other mails wait with it.
        let mut store = Store::open_in_memory().unwrap();
        let (a, _b) = (queue(&mut store, "a@bot"), queue(&mut store, "b@bot"));
        let r = smtp::record(&store, &a, Err(f), 1_000).unwrap();
        assert_eq!(r, smtp::Delivery::Held(1_030));
        let (state, attempts, error) = store.outbox_status("a@bot").unwrap().unwrap();
        assert_eq!((state.as_str(), attempts), ("pending", 0));
        assert!(error.unwrap().contains("535"));
        assert!(store.due_mail(1_029, 10).unwrap().is_empty(), "b waits too");
        assert_eq!(store.due_mail(1_030, 10).unwrap().len(), 2);
    });
}

#[test]
fn smtp_a_refused_connection_is_the_bots_setup_worded_once() {
    rt().block_on(async {
        let port = {
            let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        let (f, _) = smtp_failure(server(port, Security::Plain)).await;
        assert!(matches!(f, Failure::Setup(_)), "{f:?}");
        assert!(f.reason().contains("refused the connection"), "{f:?}");
        assert!(f.reason().contains("`mail.smtp.port`"), "{f:?}");
        let lower = f.reason().to_ascii_lowercase();
        assert!(
            !lower.contains("connection error: connection error"),
            "{f:?}"
        );
    });
}

#[test]
fn smtp_a_host_that_does_not_resolve_is_the_bots_setup() {
    rt().block_on(async {
        let mut s = server(25, Security::Plain);
        s.host = "no-such-host.invalid".into();
        let (f, _) = smtp_failure(s).await;
        assert!(matches!(f, Failure::Setup(_)), "{f:?}");
        assert!(f.reason().contains("`mail.smtp.host`"), "{f:?}");
    });
}

fn queue(store: &mut Store, id: &str) -> OutboxEntry {
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
        0,
    )
    .unwrap();
    tx.commit().unwrap();
    let all = store.due_mail(i64::MAX, 100).unwrap();
    all.into_iter().find(|e| e.mail.message_id == id).unwrap()
}

/// An intake with no mail that never wakes.
struct Quiet;

impl Intake for Quiet {
    type Key = ();
    async fn wait(&mut self) -> anyhow::Result<()> {
        std::future::pending().await
    }
    async fn fetch(&mut self) -> anyhow::Result<Vec<Raw<()>>> {
        Ok(Vec::new())
    }
    async fn acknowledge(&mut self, _: Vec<((), Verdict)>) -> anyhow::Result<()> {
        Ok(())
    }
    async fn close(&mut self) {}
    fn describe(&self) -> String {
        "nothing".into()
    }
}

/// An outlet whose every delivery hangs (a server that never answers, without a timeout).
struct Hanging(Arc<Mutex<u32>>);

impl Outlet for Hanging {
    async fn deliver(&self, _: &OutboxEntry) -> Result<(), Failure> {
        *self.0.lock().unwrap() += 1;
        std::future::pending().await
    }
}

fn service_with(dir: &Path, outlet: Hanging) -> Service<Quiet, Hanging> {
    let config = Config::embedded(dir).unwrap();
    assert!(matches!(config.mail, Mail::Maildir { .. }));
    let mut store = Store::open_in_memory().unwrap();
    queue(&mut store, "a@bot");
    let mut service = Service::new(&config, store, Quiet, outlet);
    service.stop_grace = Duration::from_millis(300);
    service
}

#[test]
fn a_stop_ends_the_service_even_when_a_delivery_hangs() {
    let dir = tempfile::tempdir().unwrap();
    let tries = Arc::new(Mutex::new(0));
    let service = service_with(dir.path(), Hanging(tries.clone()));
    let t0 = Instant::now();
    rt().block_on(async {
        let stop = tokio::time::sleep(Duration::from_millis(200));
        let _ = serve_until(service, stop).await;
    });
    let took = t0.elapsed();
    assert!(took < Duration::from_secs(2), "stopped after {took:?}");
    assert!(*tries.lock().unwrap() >= 1, "the delivery was under way");
}

/// An outlet that notes, at each delivery, how many outbox rows the database already has
/// as sent.
struct Watching {
    db: Mutex<Option<yubin::serve::Db>>,
    sent_before: Arc<Mutex<Vec<i64>>>,
}

impl Outlet for Watching {
    async fn deliver(&self, _: &OutboxEntry) -> Result<(), Failure> {
        let db = self.db.lock().unwrap().clone().unwrap();
        let n = db
            .run(|s| {
                Ok(s.store().connection().query_row(
                    "SELECT count(*) FROM outbox WHERE state = 'sent'",
                    [],
                    |r| r.get::<_, i64>(0),
                )?)
            })
            .await
            .unwrap();
        self.sent_before.lock().unwrap().push(n);
        Ok(())
    }
}

#[test]
fn each_mail_is_marked_sent_before_the_next_one_is_handed_to_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config::embedded(dir.path()).unwrap();
    let mut store = Store::open_in_memory().unwrap();
    for id in ["a@bot", "b@bot", "c@bot"] {
        queue(&mut store, id);
    }
    let seen = Arc::new(Mutex::new(Vec::new()));
    let outlet = Watching {
        db: Mutex::new(None),
        sent_before: seen.clone(),
    };
    let mut service = Service::new(&config, store, Quiet, outlet);
    *service.outlet.db.lock().unwrap() = Some(service.db.clone());
    let report = rt().block_on(service.deliver_due(1_000)).unwrap();
    assert_eq!(report.sent, 3);
    // A crash during the third delivery repeats the third mail at most, never the first two.
    assert_eq!(*seen.lock().unwrap(), [0, 1, 2]);
}

/// An outlet whose server refuses the bot's login, counting the attempts.
struct Refusing(Arc<Mutex<u32>>);

impl Outlet for Refusing {
    async fn deliver(&self, _: &OutboxEntry) -> Result<(), Failure> {
        *self.0.lock().unwrap() += 1;
        Err(Failure::Setup(
            "127.0.0.1:587: permanent error (535): 5.7.8 authentication failed".into(),
        ))
    }
}

/// Log lines at `info` and above.
#[derive(Clone, Default)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Lines {
    /// Captures the log events of this thread at `info` and above until the guard drops.
    fn capture() -> (Lines, tracing::subscriber::DefaultGuard) {
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::INFO)
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        (lines, tracing::subscriber::set_default(subscriber))
    }

    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

impl std::io::Write for Lines {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_refused_login_holds_the_whole_outbox_charges_no_mail_and_is_logged_once_as_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config::embedded(dir.path()).unwrap();
    let mut store = Store::open_in_memory().unwrap();
    for id in ["a@bot", "b@bot", "c@bot"] {
        queue(&mut store, id);
    }
    let tries = Arc::new(Mutex::new(0));
    let mut service = Service::new(&config, store, Quiet, Refusing(tries.clone()));
    let (lines, _guard) = Lines::capture();
    let rt = rt();
    let first = rt.block_on(service.deliver_due(1_000)).unwrap();
    assert_eq!((first.sent, first.deferred, first.failed), (0, 1, 0));
    assert_eq!(*tries.lock().unwrap(), 1, "one try for the whole outbox");
    // Everything waits 30 s, then 60 s: no mail is charged, none is ever given up.
    assert_eq!(
        rt.block_on(service.deliver_due(1_029)).unwrap(),
        Default::default()
    );
    rt.block_on(service.deliver_due(1_030)).unwrap();
    assert_eq!(*tries.lock().unwrap(), 2);
    assert_eq!(
        rt.block_on(service.deliver_due(1_089)).unwrap(),
        Default::default()
    );
    let db = service.db.clone();
    let store = db.lock().unwrap();
    for id in ["a@bot", "b@bot", "c@bot"] {
        let (state, attempts, _) = store.store().outbox_status(id).unwrap().unwrap();
        assert_eq!((state.as_str(), attempts), ("pending", 0), "{id}");
    }
    let log = lines.text();
    assert_eq!(log.matches("ERROR").count(), 1, "{log}");
    assert!(log.contains("535"), "{log}");
    assert!(log.contains("still cannot deliver"), "{log}");
}

#[test]
fn a_busy_turn_puts_no_status_line_in_the_operators_log() {
    use yubin::mail::maildir::Draft;
    let dir = tempfile::tempdir().unwrap();
    let config = Config::embedded(dir.path()).unwrap();
    let service = yubin::serve::spool::open(&config).unwrap();
    let spool = service.intake.spool.clone();
    for body in ["challenge bob@example.test black", "help"] {
        spool
            .drop_mail(&Draft {
                from: "alice@example.test".into(),
                to: config.bot.address.clone(),
                subject: "x".into(),
                body: body.into(),
                in_reply_to: None,
            })
            .unwrap();
    }
    let (lines, _guard) = Lines::capture();
    rt().block_on(async {
        let stop = tokio::time::sleep(Duration::from_millis(300));
        serve_until(service, stop).await
    })
    .unwrap();
    assert_eq!(spool.sent().unwrap().len(), 3, "the mails were answered");
    let log = lines.text();
    let busy: Vec<&str> = log
        .lines()
        .filter(|l| !l.contains("serving") && !l.contains("stopped"))
        .collect();
    assert!(busy.is_empty(), "{log}");
}
