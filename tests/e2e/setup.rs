//! The operator's mistakes against the real servers: a certificate not trusted, a wrong
//! password, the wrong `security` for the port. Each is named for the operator, keeps the
//! mail queued, and SIGTERM still stops the daemon. And what the IMAP intake fetches of a
//! mail over the size limit: its start alone.

use crate::stack::*;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use yubin::config::{Security, Server};
use yubin::mail::imap::{self, Folder};
use yubin::mail::smtp::{Failure, Smtp};

fn server(port: &str, security: Security, user: &User, ca: bool) -> Server {
    Server {
        host: var("MAILSTACK_HOST"),
        port: var(port).parse().unwrap(),
        security,
        user: user.addr.clone(),
        password: user.pass.clone(),
        ca_file: ca.then(|| var("MAILSTACK_CA_CERT").into()),
        timeout: Duration::from_secs(3),
    }
}

fn message(to: &str) -> lettre::Message {
    lettre::Message::builder()
        .from("bot@example.test".parse().unwrap())
        .to(to.parse().unwrap())
        .subject("board")
        .body("x".to_string())
        .unwrap()
}

pub(crate) async fn an_untrusted_certificate_is_named_once() {
    if stack().is_none() {
        return;
    }
    let bot = new_user("ubot").await;
    let s = server("MAILSTACK_SUBMISSIONS_PORT", Security::Tls, &bot, false);
    let smtp = Smtp::new(&s, "example.test").unwrap();
    let f = smtp.send(&message(&bot.addr)).await.unwrap_err();
    assert!(matches!(f, Failure::Setup(_)), "{f:?}");
    assert!(f.reason().contains("is not trusted"), "{f:?}");
    assert!(f.reason().contains("`mail.smtp.ca_file`"), "{f:?}");
    assert!(
        !f.reason().contains("Connection error: Connection error"),
        "{f:?}"
    );

    let s = server("MAILSTACK_IMAPS_PORT", Security::Tls, &bot, false);
    let folder = Folder::new(
        s,
        yubin::schedule::Cron::parse("poll", "0 * * * * *").unwrap(),
    );
    let Err(e) = imap::connect(&folder, imap::tls_config(None).unwrap()).await else {
        panic!("an untrusted certificate was accepted");
    };
    let e = format!("{e:#}");
    assert!(e.contains("is not trusted"), "{e}");
    assert!(e.contains("`mail.imap.ca_file`"), "{e}");
}

pub(crate) async fn a_wrong_smtp_password_is_the_bots_setup() {
    if stack().is_none() {
        return;
    }
    let mut bot = new_user("pbot").await;
    bot.pass.push_str("-wrong");
    let s = server("MAILSTACK_SUBMISSION_PORT", Security::StartTls, &bot, true);
    let smtp = Smtp::new(&s, "example.test").unwrap();
    let f = smtp.send(&message(&bot.addr)).await.unwrap_err();
    assert!(matches!(f, Failure::Setup(_)), "{f:?}");
    assert!(f.reason().contains("535"), "{f:?}");
    assert!(f.reason().contains("check `mail.smtp.user`"), "{f:?}");
}

pub(crate) async fn starttls_on_the_implicit_tls_ports_is_named_and_sigterm_still_stops_the_daemon()
{
    if stack().is_none() {
        return;
    }
    let bot = new_user("sbot").await;
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &bot, false);
    let text = std::fs::read_to_string(&config).unwrap();
    let text = text
        .replace(
            "security = \"tls\"",
            "security = \"starttls\"\ntimeout_secs = 2",
        )
        .replace(
            &format!("port = {}", var("MAILSTACK_SUBMISSION_PORT")),
            &format!("port = {}", var("MAILSTACK_SUBMISSIONS_PORT")),
        )
        .replace(
            "security = \"starttls\"\nuser",
            "security = \"starttls\"\ntimeout_secs = 2\nuser",
        );
    assert_eq!(text.matches("timeout_secs = 2").count(), 2, "{text}");
    std::fs::write(&config, text).unwrap();
    // A mail waiting in the outbox: the daemon answers a challenge once it reads it; here the
    // intake never gets in, so the log must say why.
    let log = dir.path().join("yubin.log");
    let out = std::fs::File::create(&log).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_yubin"))
        .args(["serve", "--config"])
        .arg(&config)
        .stdin(Stdio::null())
        .stdout(out.try_clone().unwrap())
        .stderr(out)
        .spawn()
        .unwrap();
    let read = || std::fs::read_to_string(&log).unwrap_or_default();
    let start = Instant::now();
    while !read().contains("use `mail.imap.security = ") {
        assert!(
            start.elapsed() < WAIT,
            "the mismatch was not named:\n{}",
            read()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(read().contains("ERROR"), "{}", read());
    // Stops within the stop grace (Daemon::terminate allows 20 s and wants a clean exit).
    Daemon { child, log }.terminate();
}

pub(crate) async fn a_mail_over_the_size_limit_is_fetched_in_part() {
    if stack().is_none() {
        return;
    }
    let (bot, alice) = (new_user("bot").await, new_user("alice").await);
    send(&alice.addr, &bot.addr, "small", "help", None).await;
    send(
        &alice.addr,
        &bot.addr,
        "big",
        &"0123456789abcdef\n".repeat(200_000),
        None,
    )
    .await;
    let folder = Folder {
        max_bytes: 64 << 10,
        ..Folder::new(
            server("MAILSTACK_IMAP_PORT", Security::Plain, &bot, false),
            yubin::schedule::Cron::parse("poll", "0 * * * * *").unwrap(),
        )
    };
    let (mut session, _) = imap::connect(&folder, imap::tls_config(None).unwrap())
        .await
        .unwrap();
    let start = Instant::now();
    let uids = loop {
        let uids = imap::undeleted(&mut session).await.unwrap();
        if uids.len() == 2 || start.elapsed() > WAIT {
            break uids;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(uids.len(), 2, "both mails delivered");
    let (small, small_size) = imap::fetch_raw(&mut session, uids[0], folder.max_bytes)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(small.len(), small_size);
    let (big, big_size) = imap::fetch_raw(&mut session, uids[1], folder.max_bytes)
        .await
        .unwrap()
        .unwrap();
    assert!(big_size > 3_400_000, "{big_size}");
    assert_eq!(big.len(), folder.max_bytes + 1);
    let mail = yubin::mail::inbound::parse_limited(&big, big_size, folder.max_bytes).unwrap();
    assert_eq!(
        (mail.subject.as_str(), mail.oversize),
        ("big", Some(big_size))
    );
}
