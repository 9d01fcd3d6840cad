//! kill -9 trials during real play: how often a board mail reaches a player twice.
//!
//! A measurement, not a check run by default: it runs only with `YUBIN_KILL_TRIALS=N` (and
//! the mail stack), and prints its figures. Each trial sends a move from each player, kills
//! the daemon with SIGKILL after a random delay (0 to 1.5 s: while the moves are read, the
//! boards built and sent), restarts it and waits until the move is applied. At the end,
//! every outbox mail must have reached its player at least once; a mail that reached its
//! player twice (same Message-ID) is a duplicate: the server accepted it, and the process
//! died before the row was marked sent.
//!
//! ```sh
//! eval "$(bash scripts/mailstack.sh env /tmp/ms)"
//! YUBIN_KILL_TRIALS=20 cargo test -p yubin --test e2e kill_trials -- --nocapture
//! ```

use crate::stack::*;
use std::time::{Duration, Instant};
use yubin::store::Store;

/// Black's and White's pawn moves, alternating: every pawn one step, then a second step
/// (not on files 4 and 9, where the go-betweens stand in front of the pawns).
fn moves() -> Vec<String> {
    let files = ["1", "2", "3", "5", "6", "7", "8", "10", "11", "12"];
    let mut out = Vec::new();
    for (b, w) in [(("i", "h"), ("d", "e")), (("h", "g"), ("e", "f"))] {
        for f in files {
            out.push(format!("{f}{}{f}{}", b.0, b.1));
            out.push(format!("{f}{}{f}{}", w.0, w.1));
        }
    }
    out
}

/// A small xorshift generator: the delays need no quality, only variety.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn count(db: &std::path::Path, sql: &str) -> i64 {
    Store::open(db)
        .unwrap()
        .connection()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

pub(crate) async fn kill_trials() {
    let Some(trials) = std::env::var("YUBIN_KILL_TRIALS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
    else {
        eprintln!("SKIPPED: kill -9 trials run only with YUBIN_KILL_TRIALS=N (a measurement)");
        return;
    };
    if stack().is_none() {
        return;
    }
    let all_moves = moves();
    assert!(trials >= 1 && trials <= all_moves.len(), "1 to 40 trials");
    let (bot, alice, bob) = (
        new_user("kbot").await,
        new_user("kalice").await,
        new_user("kbob").await,
    );
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &bot, false);
    let log = dir.path().join("yubin.log");
    let db = dir.path().join("yubin.sqlite");
    let (mut a, mut b) = (Reader::new(&alice), Reader::new(&bob));
    let mut daemon = Daemon::start(&config, &log);
    start_game(&mut a, &mut b, &bot, "black").await;

    let mut seed = 0x9e37_79b9_7f4a_7c15u64
        ^ std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64;
    let mut delays = Vec::new();
    for (t, mv) in all_moves.iter().enumerate().take(trials) {
        // One move a trial: two mails sent at once may reach the bot in either order.
        reply(if t % 2 == 0 { &a } else { &b }, mv).await;
        let delay = Duration::from_millis(next(&mut seed) % 1500);
        delays.push(delay.as_millis());
        tokio::time::sleep(delay).await;
        daemon.crash();
        daemon = Daemon::start(&config, &log);
        let start = Instant::now();
        while count(&db, "SELECT count(*) FROM moves") < t as i64 + 1 {
            assert!(
                start.elapsed() < WAIT,
                "trial {t}: move {mv} was not applied; the bot's last mails: {:#?}",
                [a.all.last(), b.all.last()]
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Each player's last game mail carries the key for the next move.
        a.fetch_new().await;
        b.fetch_new().await;
    }
    let start = Instant::now();
    while count(&db, "SELECT count(*) FROM outbox WHERE state <> 'sent'") > 0 {
        assert!(start.elapsed() < WAIT, "the outbox was not emptied");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    daemon.terminate();
    tokio::time::sleep(Duration::from_millis(500)).await;
    a.fetch_new().await;
    b.fetch_new().await;

    let store = Store::open(&db).unwrap();
    let (queued, duplicates) = deliveries(&store, &a, &b);
    eprintln!(
        "kill trials: {trials} kill -9 during play (delays {delays:?} ms), {} mails queued, \
         {} delivered twice: {duplicates:?}",
        queued,
        duplicates.len()
    );
}
