//! The computer thinking in the service (issue 27), through the spool on a real SQLite file:
//! the mail loop answers another player while the computer thinks, and a service killed while
//! the computer thinks makes the move after its restart, once.

use crate::spool_game::{Table, ALICE, BOB};
use std::time::{Duration, Instant};
use yubin::computer::worker::Worker;
use yubin::computer::Budget;
use yubin::serve::spool;

impl Table {
    fn count(&self, sql: &str) -> i64 {
        let guard = self.service.db.lock().unwrap();
        let n = guard
            .store()
            .connection()
            .query_row(sql, [], |r| r.get(0))
            .unwrap();
        n
    }

    fn worker(&self) -> &Worker {
        self.service
            .computer
            .as_ref()
            .expect("the computer's thread runs")
    }

    /// Waits (at most a minute) for the worker's move, then runs a pass that plays it.
    fn computer_moves(&mut self) {
        let worker = self.service.computer.as_ref().unwrap();
        let ready = self.rt.block_on(async {
            tokio::time::timeout(Duration::from_secs(60), worker.notified()).await
        });
        assert!(ready.is_ok(), "the computer chose no move within a minute");
        self.now += 1;
        self.step(self.now);
    }
}

/// Thinks for a long time: level 8's million nodes, no cap but ten minutes.
fn slow() -> Worker {
    Worker::start(Budget {
        max_nodes: None,
        max_time: Duration::from_secs(600),
        hash_mb: 1,
    })
    .unwrap()
}

#[test]
fn the_loop_answers_mail_while_the_computer_thinks_and_a_restart_makes_its_move_once() {
    let mut t = Table::new();
    t.service.computer = Some(slow());
    // Held before it starts: "thinking" for as long as the test needs, however fast the
    // search becomes.
    t.worker().hold(true);
    // The computer has Black: it starts thinking in the pass that started the game.
    let (a, _) = t.say(ALICE, false, "challenge computer level=8 white");
    assert!(a.contains("computer-L8 accepted the challenge"), "{a}");
    assert!(!a.contains("computer.invalid"), "{a}");
    assert!(t.worker().busy(), "the computer thinks");
    // Bob's mail is answered meanwhile, at once.
    let asked = Instant::now();
    let (_, b) = t.say(BOB, false, "help");
    let answered = asked.elapsed();
    assert!(b.contains("challenge computer"), "{b}");
    assert!(t.worker().busy(), "still thinking after {answered:?}");
    assert!(answered < Duration::from_secs(5), "{answered:?}");
    assert_eq!(t.count("SELECT count(*) FROM moves"), 0);

    // Killed while it thinks: the service goes (its search stopped), nothing was played.
    let Table {
        _dir,
        config,
        service,
        spool: mails,
        rt,
        now,
    } = t;
    drop(service);
    let service = spool::open(&config).unwrap();
    let mut t = Table {
        _dir,
        config,
        service,
        spool: mails,
        rt,
        now,
    };
    assert_eq!(t.count("SELECT count(*) FROM moves"), 0);
    // Restarted (a small budget now): the game is found waiting in the store, and the
    // computer moves, once.
    t.service.computer = Some(
        Worker::start(Budget {
            max_nodes: Some(500),
            ..Budget::default()
        })
        .unwrap(),
    );
    t.now += 60;
    t.step(t.now);
    assert!(t.worker().busy());
    t.computer_moves();
    assert_eq!(t.count("SELECT count(*) FROM moves"), 1);
    for _ in 0..3 {
        t.now += 60;
        t.step(t.now);
    }
    assert!(!t.worker().busy());
    assert_eq!(t.count("SELECT count(*) FROM moves"), 1);
    // Alice got the move in one mail; nothing was ever queued for the computer.
    let moved = t.count("SELECT count(*) FROM outbox WHERE subject LIKE '%1. %to play move 2%'");
    assert_eq!(moved, 1);
    assert_eq!(
        t.count("SELECT count(*) FROM outbox WHERE recipient LIKE '%computer.invalid'"),
        0
    );
    // Her move; the computer answers it.
    let (a, _) = t.say(ALICE, true, "P-8e");
    assert!(a.contains("2. P-8e"), "{a}");
    t.computer_moves();
    assert_eq!(t.count("SELECT count(*) FROM moves"), 3);
}

#[test]
fn no_mail_from_outside_speaks_as_the_computer() {
    let mut t = Table::new();
    t.service.computer = None;
    t.say(ALICE, false, "challenge computer level=1 black");
    let key = yubin_domain::token::reply_address(
        &t.config.bot.address,
        &t.service.settings.secret_key,
        yubin_domain::model::GameId(1),
        "computer-l1@computer.invalid",
    );
    let (_, _) = t.say(ALICE, true, "P-8h");
    // A forger who guessed the computer's key: its address is no sender's, so the mail is
    // set aside unread, and nothing is played or answered.
    let args = yubin::cli::DropArgs {
        from: "computer-l1@computer.invalid".into(),
        to: Some(key),
        ..yubin::cli::DropArgs::default()
    };
    yubin::cli::drop_mail(&t.spool, &t.config.bot.address, &args, "move P-8e #2").unwrap();
    t.now += 60;
    let report = t.step(t.now);
    assert_eq!((report.consumed, report.set_aside), (0, 1), "{report:?}");
    assert_eq!(t.count("SELECT count(*) FROM moves"), 1);
    assert_eq!(
        t.count("SELECT count(*) FROM inbound WHERE sender LIKE '%computer.invalid'"),
        0
    );
}
