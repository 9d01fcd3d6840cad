//! `analyse N` in the service (issue 27), through the spool on a real SQLite file: the
//! request is queued in the store, so a service stopped before the analysis loses nothing;
//! after the restart the worker analyses the game on its own thread and the turn mails it,
//! once.

use crate::spool_game::{Table, ALICE, BOB};
use std::time::Duration;
use yubin::analysis::worker::Worker;
use yubin::analysis::Budget;
use yubin::serve::spool;

const SMALL: Budget = Budget {
    nodes_per_position: 1_000,
    max_time: Duration::from_secs(600),
    hash_mb: 1,
};

impl Table {
    fn counted(&self, sql: &str) -> i64 {
        let guard = self.service.db.lock().unwrap();
        let n = guard
            .store()
            .connection()
            .query_row(sql, [], |r| r.get(0))
            .unwrap();
        n
    }
}

#[test]
fn a_request_survives_a_restart_and_the_analysis_is_mailed_once() {
    let mut t = Table::new();
    // No worker: the request waits in the store.
    t.service.analysis = None;
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "8d8e");
    let (a, _) = t.say(ALICE, false, "analyse 1");
    assert!(a.contains("still being played"), "{a}");
    t.say(ALICE, true, "resign");
    let (a, _) = t.say(ALICE, false, "analyse 1");
    assert!(a.contains("Queued for analysis"), "{a}");
    let (_, b) = t.say(BOB, false, "analyse 1");
    assert!(b.contains("Queued for analysis"), "{b}");
    let waiting = "SELECT count(*) FROM analysis_requests WHERE answered_at IS NULL";
    assert_eq!(t.counted(waiting), 2);

    // Stopped and started again: the requests are still there.
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
    assert_eq!(t.counted(waiting), 2);
    // The archive's queue emptied (as a refresh would): the analysis queues the page again.
    t.service
        .db
        .lock()
        .unwrap()
        .store()
        .connection()
        .execute("DELETE FROM archive_queue", [])
        .unwrap();
    t.service.analysis = Some(Worker::start(SMALL, None).unwrap());
    t.now += 60;
    t.step(t.now);
    assert!(t.service.analysis.as_ref().unwrap().busy(), "it analyses");
    let worker = t.service.analysis.as_ref().unwrap();
    let ready = t
        .rt
        .block_on(async { tokio::time::timeout(Duration::from_secs(60), worker.notified()).await });
    assert!(ready.is_ok(), "no analysis within a minute");
    for _ in 0..3 {
        t.now += 60;
        t.step(t.now);
    }
    assert_eq!(t.counted(waiting), 0);
    assert_eq!(t.counted("SELECT count(*) FROM analysis_plies"), 2);
    let mailed = "SELECT count(*) FROM outbox WHERE subject LIKE '%the computer''s analysis'";
    assert_eq!(t.counted(mailed), 2, "one mail to each requester, once");
    let files = "SELECT count(*) FROM outbox_attachments";
    assert!(t.counted(files) >= 4, "the annotated KIF and score to each");
    assert!(!t.service.analysis.as_ref().unwrap().busy());
    // The archive's page of the game is written again with the analysis.
    assert_eq!(
        t.counted("SELECT count(*) FROM archive_queue WHERE game_id = 1"),
        1
    );
}
