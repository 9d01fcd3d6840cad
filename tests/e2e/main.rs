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
//! Without the `MAILSTACK_*` variables the tests are reported `ignored` (with a line saying
//! why), unless `YUBIN_E2E=1` is set (as in `.ci/run`): then a missing stack is a failure.
//! The harness is libtest-mimic's (`harness = false`), which can decide at run time that a test
//! is ignored; `main` lists the tests. Each test adds its own mailboxes (`adduser`), so the
//! tests can share one stack and run in parallel.
//!
//! `kill.rs` is a measurement, run only with `YUBIN_KILL_TRIALS=N`: kill -9 at random moments
//! during play, and how many board mails reach a player twice.

use yubin_domain::model::GameId;
mod bounce;
mod kill;
mod setup;
mod stack;

use libtest_mimic::{Arguments, Trial};
use stack::*;
use std::collections::HashSet;
use std::future::Future;
use std::time::{Duration, Instant};
use yubin::store::{GameResult, GameState, Store};
use yubin_rules::Color;

fn main() -> std::process::ExitCode {
    let args = Arguments::from_args();
    let no_stack = stack::absent();
    if let Some(why) = &no_stack {
        println!("end-to-end tests ignored: {why}");
    }
    let kill = std::env::var_os("YUBIN_KILL_TRIALS").is_none();
    if kill {
        println!("kill_trials ignored: a measurement, run only with YUBIN_KILL_TRIALS=N");
    }
    let trials = vec![
        trial("a_whole_game_by_mail", a_whole_game_by_mail),
        trial(
            "a_crash_mid_batch_loses_nothing_and_repeats_nothing",
            a_crash_mid_batch_loses_nothing_and_repeats_nothing,
        ),
        trial(
            "setup::an_untrusted_certificate_is_named_once",
            setup::an_untrusted_certificate_is_named_once,
        ),
        trial(
            "setup::a_wrong_smtp_password_is_the_bots_setup",
            setup::a_wrong_smtp_password_is_the_bots_setup,
        ),
        trial(
            "setup::starttls_on_the_implicit_tls_ports_is_named_and_sigterm_still_stops_the_daemon",
            setup::starttls_on_the_implicit_tls_ports_is_named_and_sigterm_still_stops_the_daemon,
        ),
        trial(
            "setup::a_mail_over_the_size_limit_is_fetched_in_part",
            setup::a_mail_over_the_size_limit_is_fetched_in_part,
        ),
        trial(
            "bounce::a_bounced_mail_marks_its_recipient_and_tells_the_opponent",
            bounce::a_bounced_mail_marks_its_recipient_and_tells_the_opponent,
        ),
        trial("kill::kill_trials", kill::kill_trials).with_ignored_flag(kill),
    ];
    let trials = trials
        .into_iter()
        .map(|t| {
            let ignored = t.has_ignored_flag() || no_stack.is_some();
            t.with_ignored_flag(ignored)
        })
        .collect();
    libtest_mimic::run(&args, trials).exit_code()
}

/// A test on its own single-threaded runtime, as `#[tokio::test]` makes it.
fn trial<F: Future<Output = ()> + 'static>(name: &'static str, test: fn() -> F) -> Trial {
    Trial::test(name, move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a tokio runtime")
            .block_on(test());
        Ok(())
    })
}

pub(crate) async fn a_whole_game_by_mail() {
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
    challenge(&mut a, &mut b, &bot, "black illegal=reject").await;
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
    // Bob answers as Yahoo's web mail does: the bot's mail below his move, unquoted.
    let t0 = Instant::now();
    reply_unquoted(&b, "8d8e").await;
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
    start_game(&mut a, &mut b, &bot, "black").await;
    let t0 = Instant::now();
    reply(&a, "7i7g").await;
    timings.push((
        "illegal loses",
        both_get(&mut a, &mut b, "illegal", t0).await,
    ));

    // The database agrees; every queued mail was delivered, with a stable Message-ID each.
    let store = Store::open(&dir.path().join("yubin.sqlite")).unwrap();
    let g1 = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!(g1.state, GameState::Finished);
    assert_eq!(g1.result, Some(GameResult::Win(Color::White)));
    assert_eq!(store.moves(GameId(1)).unwrap().len(), 2);
    let g2 = store.game(GameId(2)).unwrap().unwrap();
    assert_eq!(g2.result, Some(GameResult::Win(Color::White)));
    assert!(g2.result_reason.unwrap().contains("illegal"));
    assert!(store.moves(GameId(2)).unwrap().is_empty());
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

pub(crate) async fn a_crash_mid_batch_loses_nothing_and_repeats_nothing() {
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
    challenge(&mut a, &mut b, &bot, "black").await;
    reply(&b, "accept").await;
    both_get(&mut a, &mut b, "accepted", Instant::now()).await;
    daemon.terminate();

    // The batch: five mails waiting in the bot's INBOX while the daemon is down, six moves:
    // Alice's first carries a conditional move that answers Bob's first at once, in the
    // transaction of Bob's mail, so Bob moves twice in a row.
    let moves = ["8i8h", "8d8e", "7i7h", "7d7e", "6i6h", "6d6e"];
    let mails: [(bool, &str); 5] = [
        (true, "8i8h\nif 8d8e then 7i7h"),
        (false, "8d8e"),
        (false, "7d7e"),
        (true, "6i6h"),
        (false, "6d6e"),
    ];
    let mut mail_ids = Vec::new();
    for (alice, body) in mails {
        mail_ids.push(reply(if alice { &a } else { &b }, body).await);
    }
    // The mail each move came from: the answer from Bob's mail that triggered it.
    let sent_ids: Vec<String> = [0, 1, 1, 2, 3, 4]
        .iter()
        .map(|&i| mail_ids[i].clone())
        .collect();
    let start = Instant::now();
    loop {
        let mut s = login(&bot).await;
        let n = s.uid_search("ALL").await.unwrap().len();
        let _ = s.logout().await;
        if n == mails.len() {
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
        let n = Store::open(&db).unwrap().moves(GameId(1)).unwrap().len();
        if n >= 1 {
            daemon.crash();
            break Store::open(&db).unwrap().moves(GameId(1)).unwrap().len();
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
        if store.moves(GameId(1)).unwrap().len() == moves.len() && pending == 0 {
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
    let applied = store.moves(GameId(1)).unwrap();
    let usi: Vec<&str> = applied.iter().map(|m| m.usi.as_str()).collect();
    assert_eq!(usi, moves);
    let from_ids: Vec<&str> = applied.iter().map(|m| m.message_id.as_str()).collect();
    assert_eq!(from_ids, sent_ids);
    let logged: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM inbound", [], |r| r.get(0))
        .unwrap();
    // The challenge, its confirmation, the acceptance, then the batch.
    assert_eq!(logged, 3 + mails.len() as i64, "each mail logged once");
    // Every reply delivered: each outbox Message-ID is in its recipient's mailbox.
    a.fetch_new().await;
    b.fetch_new().await;
    let (queued, duplicates) = deliveries(&store, &a, &b);
    // The request to confirm the challenge, the challenge and its receipt, the acceptance to
    // both, then two board mails per move mail (the conditional answer goes out with its
    // trigger's).
    assert_eq!(queued, 1 + 2 + 2 + 2 * mails.len());
    eprintln!(
        "crash test: {queued} replies delivered, {} delivered twice (same Message-ID)",
        duplicates.len()
    );
    assert!(!std::fs::read_to_string(&log).unwrap().contains("panicked"));
}
