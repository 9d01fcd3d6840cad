//! Bounces on the real stack (issue 26.2): the bot's mail to a mailbox that Postfix accepts
//! and Dovecot no longer knows comes back as Postfix's delivery report to the mail's return
//! path (`bot+bN-KEY@…`, the envelope's `MAIL FROM`); the bot marks the address and tells the
//! opponent. And a challenge to an unknown local user, which the submission server refuses
//! with 550 at RCPT, marks that address as a hard bounce.

use super::*;

/// Since when `address` is marked undeliverable in the daemon's database, waiting for it.
async fn wait_marked(db: &std::path::Path, address: &str) -> i64 {
    let start = Instant::now();
    loop {
        let since =
            rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .ok()
                .and_then(|c| {
                    c.query_row(
                        "SELECT since FROM undeliverable WHERE address = ?1",
                        [address],
                        |r| r.get::<_, i64>(0),
                    )
                    .ok()
                });
        if let Some(since) = since {
            return since;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let c = rusqlite::Connection::open(db).unwrap();
            let outbox: Vec<String> = c
                .prepare(
                    "SELECT recipient || ' ' || state || ' ' || ifnull(last_error, '') FROM outbox",
                )
                .unwrap()
                .query_map([], |r| r.get(0))
                .unwrap()
                .map(Result::unwrap)
                .collect();
            panic!("{address} never marked undeliverable; the outbox: {outbox:#?}");
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// Takes `user` out of Dovecot's passwd-file: Postfix still accepts mail for it (its
/// `vmailbox` map keeps the address), and Dovecot's LMTP refuses it with `550 5.1.1`, so
/// Postfix sends the sender a delivery report.
fn forget_in_dovecot(user: &User) {
    let _guard = USERS.lock().unwrap_or_else(|e| e.into_inner());
    let users = format!("{}/users", var("MAILSTACK_RUN"));
    let text = std::fs::read_to_string(&users).unwrap();
    let kept: String = text
        .lines()
        .filter(|l| !l.starts_with(&format!("{}:", user.addr)))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(kept.len(), text.len(), "{} not in {users}", user.addr);
    std::fs::write(&users, kept).unwrap();
}

pub(crate) async fn a_bounced_mail_marks_its_recipient_and_tells_the_opponent() {
    if stack().is_none() {
        return;
    }
    let (bot, alice, ghost) = (
        new_user("bbot").await,
        new_user("balice").await,
        new_user("bghost").await,
    );
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &bot, false);
    let daemon = Daemon::start(&config, &dir.path().join("yubin.log"));
    let db = dir.path().join("yubin.sqlite");
    let (mut a, mut g) = (Reader::new(&alice), Reader::new(&ghost));
    start_game(&mut a, &mut g, &bot, "black").await;

    // The ghost's mailbox goes away; alice moves; the board mail to it bounces.
    forget_in_dovecot(&ghost);
    // Dovecot re-reads its passwd-file at most once a second.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    reply(&a, "P-7h").await;
    let since = wait_marked(&db, &ghost.addr).await;
    assert!(since > 0);
    // Alice's board, and the notice.
    let got = a.expect(2, "alice's board and the notice").await;
    let told = got
        .iter()
        .find(|m| m.subject.contains("cannot be delivered"))
        .unwrap_or_else(|| panic!("no notice: {got:#?}"));
    assert!(told.text.contains("The clock keeps running"), "{told:#?}");
    assert!(!told.text.contains(&ghost.addr), "{told:#?}");

    // A challenge to an address the stack does not know: 550 at RCPT, a hard bounce.
    let nobody = format!("nobody{}@{}", std::process::id(), var("MAILSTACK_DOMAIN"));
    send(
        &alice.addr,
        &bot.addr,
        "new game",
        &format!("challenge {nobody} black"),
        None,
    )
    .await;
    a.expect(1, "the request to confirm the challenge").await;
    reply_last(&a, "confirm").await;
    wait_marked(&db, &nobody).await;
    daemon.terminate();

    let conn = rusqlite::Connection::open(&db).unwrap();
    let rows: Vec<(String, String, String)> = conn
        .prepare("SELECT address, severity, source FROM bounces ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(
        rows.contains(&(ghost.addr.clone(), "hard".into(), "report".into())),
        "{rows:?}"
    );
    assert!(
        rows.contains(&(nobody.clone(), "hard".into(), "refused".into())),
        "{rows:?}"
    );
    // The report was never answered: the bot's own mailbox has no mail from the bot.
    let answered: i64 = conn
        .query_row(
            "SELECT count(*) FROM outbox WHERE recipient LIKE 'mailer-daemon%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(answered, 0);
}
