//! The loopback benchmark: the median time from a player's SMTP submission to both players
//! having the new board in their IMAP INBOX, through the real stack on 127.0.0.1 (Postfix →
//! LMTP → Dovecot → the `yubin` daemon over IMAP IDLE → SMTP submission → Postfix → Dovecot),
//! and the daemon's peak resident memory. The issue's targets: median under 2 s, memory
//! under 50 MB.
//!
//! ```sh
//! bash scripts/mailstack.sh install && bash scripts/mailstack.sh start /tmp/ms
//! eval "$(bash scripts/mailstack.sh env /tmp/ms)"
//! cargo bench --bench loopback              # YUBIN_LOOPBACK_MOVES=N for more moves (default 30)
//! ```
//!
//! The players read their mailboxes by polling IMAP every 50 ms (as the end-to-end tests
//! do), so each figure includes up to that much of waiting on the reader's side.

mod common;
#[path = "../tests/e2e/stack.rs"]
mod stack;

use common::{peak_rss_kib_of, random_move, Rng};
use stack::*;
use std::time::{Duration, Instant};
use yubin_rules::{notation, Game, Rules};

fn main() {
    if std::env::var_os("MAILSTACK_IMAP_PORT").is_none() {
        eprintln!(
            "the loopback benchmark needs the mail stack: `bash scripts/mailstack.sh start \
             /tmp/ms && eval \"$(bash scripts/mailstack.sh env /tmp/ms)\"` (as root)"
        );
        // `cargo bench` runs every bench; without the stack this one has nothing to measure.
        return;
    }
    let moves: usize = std::env::var("YUBIN_LOOPBACK_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(async move {
        let (bot, alice, bob) = (
            new_user("bot").await,
            new_user("alice").await,
            new_user("bob").await,
        );
        let dir = tempfile::tempdir().unwrap();
        let config = write_config(dir.path(), &bot, false);
        let daemon = Daemon::start(&config, &dir.path().join("yubin.log"));
        let (mut a, mut b) = (Reader::new(&alice), Reader::new(&bob));
        start_game(&mut a, &mut b, &bot, "black").await;
        // A fixed pseudo-random game: legal moves that do not end it, in TSA as a player writes.
        let mut game = Game::new(Rules::default());
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let mut times = Vec::new();
        for i in 0..moves {
            let mv = random_move(&game, &mut rng).expect("the game goes on");
            let text = notation::tsa::format(game.position(), mv);
            game.play(mv).expect("legal");
            let mover = if i % 2 == 0 { &a } else { &b };
            let t0 = Instant::now();
            reply(mover, &text).await;
            times.push(both_get(&mut a, &mut b, &format!("{}. {text}", i + 1), t0).await);
        }
        let rss = peak_rss_kib_of(&daemon.child.id().to_string()).map(|k| k as f64 / 1024.0);
        daemon.terminate();
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let median = ms(times[times.len() / 2]);
        println!(
            "{} moves through the loopback stack (SMTP submission -> both board mails in IMAP):",
            times.len()
        );
        println!(
            "  min {:.0} ms, median {median:.0} ms, p90 {:.0} ms, max {:.0} ms",
            ms(times[0]),
            ms(times[times.len() * 9 / 10]),
            ms(*times.last().unwrap())
        );
        match rss {
            Some(mb) => println!("  the daemon's peak resident memory: {mb:.1} MB"),
            None => println!("  the daemon's peak resident memory: not reported by /proc"),
        }
        println!("median {median:.0} ms");
    });
}
