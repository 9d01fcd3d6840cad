//! The loop on the spool: a panicking mail, a database that cannot be written.

use super::*;

#[test]
fn a_panicking_database_task_leaves_the_store_usable() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let settings = yubin_engine::Settings::for_tests("bot@example.test", b"0123456789abcdef");
    let db = Db::new(Shell::new(Store::open_in_memory().unwrap(), settings));
    let err = rt
        .block_on(db.run(|_| -> anyhow::Result<()> { panic!("a bug") }))
        .unwrap_err();
    assert!(format!("{err:#}").contains("panicked"), "{err:#}");
    let next = rt
        .block_on(db.run(|s| s.store().next_outbox_attempt()))
        .unwrap();
    assert_eq!(next, None);
}

mod mails {
    use super::super::attempts::{self, MAX_FAILURES};
    use super::super::spool::{self, SpoolService};
    use super::super::{serve_until, Report};
    use crate::config::Config;
    use crate::mail::maildir::{Draft, Spool};
    use std::path::PathBuf;
    use std::time::Duration;

    const ALICE: &str = "alice@example.test";
    const BOB: &str = "bob@example.test";
    const NOW: i64 = 1_800_000_000;

    /// A spool service on an SQLite file in a scratch folder.
    struct Bench {
        _dir: tempfile::TempDir,
        config: Config,
        service: SpoolService,
        spool: Spool,
        rt: tokio::runtime::Runtime,
    }

    impl Bench {
        fn new() -> Bench {
            let dir = tempfile::tempdir().unwrap();
            let config = Config::embedded(dir.path()).unwrap();
            let service = spool::open(&config).unwrap();
            let spool = service.intake.spool.clone();
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            Bench {
                _dir: dir,
                config,
                service,
                spool,
                rt,
            }
        }

        fn drop(&self, from: &str, subject: &str, body: &str) -> PathBuf {
            drop_mail(&self.spool, &self.config, from, subject, body)
        }

        fn step(&mut self, now: i64) -> Report {
            self.rt.block_on(self.service.step(now)).unwrap()
        }

        /// The subjects of the mails sent to `to`, in order.
        fn subjects_to(&self, to: &str) -> Vec<String> {
            let sent = self.spool.sent().unwrap();
            sent.into_iter()
                .filter(|m| m.to == to)
                .map(|m| m.subject)
                .collect()
        }

        fn sql_count(&self, sql: &str) -> i64 {
            let guard = self.service.db.lock().unwrap();
            let count = guard
                .store()
                .connection()
                .query_row(sql, [], |r| r.get(0))
                .unwrap();
            count
        }
    }

    fn drop_mail(spool: &Spool, config: &Config, from: &str, subject: &str, body: &str) -> PathBuf {
        let draft = Draft {
            from: from.into(),
            to: config.bot.address.clone(),
            subject: subject.into(),
            body: body.into(),
            in_reply_to: None,
        };
        spool.drop_mail(&draft).unwrap().0
    }

    /// The reasons beside the files in `bad/`.
    fn bad_notes(spool: &Spool) -> Vec<String> {
        let mut notes: Vec<String> = std::fs::read_dir(spool.dir("bad"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "error"))
            .map(|p| std::fs::read_to_string(p).unwrap())
            .collect();
        notes.sort();
        notes
    }

    #[test]
    fn a_mail_whose_handling_panics_is_set_aside_after_three_attempts_and_its_sender_told() {
        let mut b = Bench::new();
        crate::shell::fault::panic_on("panics 7c1e");
        let bad = b.drop(ALICE, "panics 7c1e", "board");
        b.drop(ALICE, "", "games");
        b.drop(BOB, "", "help");
        // Twice: the panic is counted, its transaction rolled back, alice's next mail waits
        // behind it, bob's goes on.
        for n in 1..MAX_FAILURES {
            let r = b.step(NOW + i64::from(n));
            let bobs = usize::from(n == 1);
            assert_eq!((r.consumed, r.held, r.set_aside), (bobs, 1, 0), "{r:?}");
            assert!(r.errors[0].contains("panicked: injected fault"), "{r:?}");
            assert!(r.errors[0].contains(&format!("attempt {n} of 3")), "{r:?}");
            assert_eq!(b.spool.incoming().unwrap().len(), 2);
            assert!(
                b.subjects_to(ALICE).is_empty(),
                "nothing of it was committed"
            );
            assert_eq!(
                b.sql_count("SELECT count(*) FROM inbound WHERE sender = 'alice@example.test'"),
                0
            );
        }
        // The third time: set aside with the reason, alice told, and her next mail read after.
        let r = b.step(NOW + 10);
        assert_eq!((r.consumed, r.held, r.set_aside), (1, 0, 1), "{r:?}");
        assert!(b.spool.incoming().unwrap().is_empty());
        assert!(b.spool.dir("bad").join(bad.file_name().unwrap()).exists());
        let notes = bad_notes(&b.spool);
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(
            notes[0].contains(
                "the service failed on this mail 3 times (the last: panicked: injected fault"
            ),
            "{notes:?}"
        );
        assert!(notes[0].contains("its sender told"), "{notes:?}");
        let subjects = b.subjects_to(ALICE);
        assert_eq!(subjects.len(), 2, "{subjects:?}");
        assert_eq!(
            subjects[0],
            "Yubin: not carried out: the server failed on your mail"
        );
        let told = &b
            .spool
            .sent()
            .unwrap()
            .into_iter()
            .find(|m| m.to == ALICE)
            .unwrap()
            .text;
        assert!(told.contains("failed on it each of the 3 times"), "{told}");
        assert!(told.contains("> board"), "{told}");
        assert_eq!(b.sql_count("SELECT count(*) FROM inbound WHERE status = 'rejected' AND note LIKE 'not handled:%'"), 1);
        // Nothing more to do, and the count stays: it is never handled again.
        assert_eq!(b.step(NOW + 20), Report::default());
        assert_eq!(
            b.sql_count("SELECT count(*) FROM inbound_attempts WHERE set_aside_at IS NOT NULL"),
            1
        );
        assert_eq!(
            b.sql_count("SELECT count(*) FROM inbound_attempts"),
            1,
            "the others' are forgotten"
        );
    }

    #[test]
    fn a_mail_set_aside_and_offered_again_is_set_aside_again_without_a_second_answer() {
        // As an IMAP message flagged and left in INBOX is, after a reconnection.
        let mut b = Bench::new();
        crate::shell::fault::panic_on("panics 90ab");
        let path = b.drop(ALICE, "panics 90ab", "board");
        let raw = std::fs::read(&path).unwrap();
        for n in 0..MAX_FAILURES {
            b.step(NOW + i64::from(n));
        }
        assert_eq!(b.subjects_to(ALICE).len(), 1);
        b.spool.deliver_raw(&raw).unwrap();
        let r = b.step(NOW + 10);
        assert_eq!((r.consumed, r.set_aside), (0, 1), "{r:?}");
        assert_eq!(b.subjects_to(ALICE).len(), 1, "told once");
    }

    #[test]
    fn a_mail_that_ends_the_process_is_set_aside_by_the_run_after_its_third_end() {
        // A panic that aborts, a crash, a kill: nothing unwinds, and nothing but the mark of
        // the attempt, committed before the mail is handled, is left behind.
        let dir = tempfile::tempdir().unwrap();
        let config = Config::embedded(dir.path()).unwrap();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let spool = Spool::open(&dir.path().join("spool")).unwrap();
        let path = drop_mail(&spool, &config, ALICE, "kills", "board");
        let digest = attempts::digest(&std::fs::read(&path).unwrap());
        for n in 0..MAX_FAILURES {
            let service = spool::open(&config).unwrap();
            {
                let guard = service.db.lock().unwrap();
                let before = guard
                    .store()
                    .begin_attempt(&digest, &service.run, NOW)
                    .unwrap();
                assert_eq!(before.failures, n, "{before:?}");
            }
            // The process ends here, on the mail.
            drop(service);
        }
        let mut service = spool::open(&config).unwrap();
        let r = rt.block_on(service.step(NOW + 60)).unwrap();
        assert_eq!((r.consumed, r.set_aside), (0, 1), "{r:?}");
        let notes = bad_notes(&spool);
        assert!(
            notes[0].contains("3 times (the last: the service ended while handling it"),
            "{notes:?}"
        );
        let sent = spool.sent().unwrap();
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].to, ALICE);
    }

    #[test]
    fn an_attempt_that_ends_well_or_meets_a_full_disk_counts_nothing() {
        let mut b = Bench::new();
        b.drop(ALICE, "", "help");
        let path = b.drop(BOB, "", "help");
        let digest = attempts::digest(&std::fs::read(&path).unwrap());
        {
            let guard = b.service.db.lock().unwrap();
            let pages: i64 = guard
                .store()
                .connection()
                .query_row("PRAGMA page_count", [], |r| r.get(0))
                .unwrap();
            guard
                .store()
                .connection()
                .pragma_update(None, "max_page_count", pages)
                .unwrap();
        }
        for n in 0..5 {
            let r = b.step(NOW + n);
            assert_eq!((r.consumed, r.set_aside), (0, 0), "{r:?}");
            assert!(r.errors[0].contains("database or disk is full"), "{r:?}");
        }
        let attempts = b
            .service
            .db
            .lock()
            .unwrap()
            .store()
            .attempts_of(&digest)
            .unwrap();
        assert_eq!(attempts.map(|a| a.failures), Some(0));
        {
            let guard = b.service.db.lock().unwrap();
            guard
                .store()
                .connection()
                .pragma_update(None, "max_page_count", 1 << 30)
                .unwrap();
        }
        let r = b.step(NOW + 10);
        assert_eq!(r.consumed, 2, "{r:?}");
        assert_eq!(b.sql_count("SELECT count(*) FROM inbound_attempts"), 0);
    }

    /// Runs the service's loop until the database fails as `break_it` breaks it, waits,
    /// mends it with `mend_it`, and returns what the loop logged (at info and above) once
    /// the mail is answered.
    fn through_a_failing_database(
        break_it: &'static str,
        mend_it: &'static str,
    ) -> (String, String) {
        let b = Bench::new();
        let database = b.config.database.display().to_string();
        let db = b.service.db.clone();
        let sql = move |sql: &str| {
            let guard = db.lock().unwrap();
            guard.store().connection().execute_batch(sql).unwrap();
        };
        sql(break_it);
        b.drop(ALICE, "", "help");
        let spool = b.spool.clone();
        let stop = async move {
            // Two failed tries (at once, then after 1 s); the next comes 2 s later.
            tokio::time::sleep(Duration::from_millis(1500)).await;
            assert_eq!(spool.incoming().unwrap().len(), 1, "the mail waits");
            assert!(spool.sent().unwrap().is_empty());
            sql(mend_it);
            for _ in 0..200 {
                if !spool.sent().unwrap().is_empty() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            panic!("the mail was not answered after the database was mended");
        };
        let Bench {
            rt, service, spool, ..
        } = b;
        let (stopped, log) = crate::test_log::logs_of(tracing::Level::INFO, || {
            rt.block_on(serve_until(service, stop))
        });
        stopped.unwrap_or_else(|e| panic!("the loop stopped: {e:#}\n{log}"));
        assert!(spool.incoming().unwrap().is_empty(), "{log}");
        assert_eq!(log.matches("cannot go on for now").count(), 1, "{log}");
        assert_eq!(log.matches("recovered").count(), 1, "{log}");
        assert!(!log.contains("could not be flushed"), "{log}");
        (log, database)
    }

    #[test]
    fn a_full_database_mid_pass_makes_the_loop_wait_and_go_on() {
        let (log, database) = through_a_failing_database(
            "PRAGMA max_page_count = 1",
            "PRAGMA max_page_count = 1073741823",
        );
        assert!(
            log.contains(&format!("the disk holding the database {database} is full")),
            "{log}"
        );
    }

    #[test]
    fn a_read_only_database_mid_pass_makes_the_loop_wait_and_go_on() {
        let (log, database) =
            through_a_failing_database("PRAGMA query_only = 1", "PRAGMA query_only = 0");
        assert!(
            log.contains(&format!("the database {database} cannot be written")),
            "{log}"
        );
    }
}
