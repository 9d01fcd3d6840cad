//! The store on real SQLite files and in memory.

use super::*;
use yubin_domain::model::Zone;
use yubin_rules::Color;

pub(crate) fn sample_game() -> GameSetup {
    let mut rules = yubin_rules::Rules::preset(yubin_rules::Variant::Chu, "standard").unwrap();
    rules.set("chu.lion.counterstrike", "okazaki").unwrap();
    GameSetup {
        terms: yubin_domain::model::GameTerms {
            rules,
            preset: "standard".into(),
            start_sfen: None,
            illegal: IllegalPolicy::Lose,
            time_control: yubin_domain::clock::TimeControl::PerMove { days: 7 },
            max_plies: Some(1000),
            draw_every: Some(10),
            rated: true,
        },
        black: "alice@example.test".into(),
        white: "bob@example.test".into(),
        challenger: Color::White,
        thread_root: "g1@bot.example.test".into(),
        tournament: None,
    }
}

#[test]
fn committed_schema_matches_the_migrations() {
    let store = Store::open_in_memory().unwrap();
    let actual = store.schema().unwrap();
    // A new migration changes the schema: `YUBIN_BLESS=1` writes the new one, to be reviewed
    // beside the migration.
    yubin_golden::check(
        concat!(env!("CARGO_MANIFEST_DIR"), "/db/schema.sql"),
        &actual,
    );
    assert_eq!(store.version().unwrap() as usize, MIGRATIONS.len());
}

#[test]
fn reopening_does_not_migrate_twice_and_newer_schema_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    drop(Store::open(&path).unwrap());
    let store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap() as usize, MIGRATIONS.len());
    store
        .connection()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    drop(store);
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(
        err.contains(&format!(
            "schema version 99 but this yubin knows only {}",
            MIGRATIONS.len()
        )),
        "{err}"
    );
}

#[test]
fn make_durable_writes_commits_through_to_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let mut store = Store::open(&path).unwrap();
    let tx = store.transaction().unwrap();
    tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
    tx.commit().unwrap();
    // Before: the commit is in the write-ahead log only.
    let copy = dir.path().join("copy.sqlite");
    std::fs::copy(&path, &copy).unwrap();
    assert!(Store::open(&copy)
        .unwrap()
        .game(GameId(1))
        .unwrap()
        .is_none());
    store.make_durable().unwrap();
    std::fs::remove_file(&copy).unwrap();
    std::fs::remove_file(dir.path().join("copy.sqlite-wal")).ok();
    std::fs::copy(&path, &copy).unwrap();
    assert!(Store::open(&copy)
        .unwrap()
        .game(GameId(1))
        .unwrap()
        .is_some());
}

#[test]
fn database_files_are_private() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let store = Store::open(&path).unwrap();
    let copy = dir.path().join("copy.sqlite");
    store.backup(&copy).unwrap();
    for p in [&path, &copy, &dir.path().join("y.sqlite-wal")] {
        let mode = std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}", p.display());
    }
}

#[test]
fn a_file_that_is_not_a_database_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("junk.sqlite");
    std::fs::write(&path, vec![b'x'; 4096]).unwrap();
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(
        err.contains("junk.sqlite is not an SQLite database"),
        "{err}"
    );
}

#[test]
fn an_empty_file_is_refused_and_left_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    std::fs::write(&path, b"").unwrap();
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(err.contains("y.sqlite is an empty file (0 bytes)"), "{err}");
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 0);
}

#[test]
fn a_missing_file_is_created_whole_and_nothing_is_left_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap() as usize, MIGRATIONS.len());
    // The file holds the schema before anything is written through: never an empty file.
    let copy = dir.path().join("copy.sqlite");
    std::fs::copy(&path, &copy).unwrap();
    let version: i64 = rusqlite::Connection::open(&copy)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version as usize, MIGRATIONS.len());
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("copy"))
        .collect();
    names.sort();
    assert_eq!(names, ["y.sqlite", "y.sqlite-shm", "y.sqlite-wal"]);
}

#[test]
fn another_applications_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("contacts.sqlite");
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('x');")
        .unwrap();
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(
        err.contains(
            "contacts.sqlite is an SQLite database of another application (tables contacts)"
        ),
        "{err}"
    );
    let tables: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
        .unwrap();
    assert_eq!(tables, 1, "no yubin table was added");
}

#[test]
fn a_damaged_database_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let root: i64 = {
        let mut store = Store::open(&path).unwrap();
        let tx = store.transaction().unwrap();
        for n in 0..200 {
            tx.queue(
                &OutMail {
                    message_id: format!("m{n}@x.test"),
                    in_reply_to: None,
                    references: vec![],
                    to: "a@x.test".into(),
                    reply_to: None,
                    subject: "s".into(),
                    text: "text ".repeat(50),
                    html: None,
                    attachments: Vec::new(),
                    picture: None,
                    unsubscribe: None,
                },
                1,
            )
            .unwrap();
        }
        tx.commit().unwrap();
        store.make_durable().unwrap();
        store
            .connection()
            .query_row(
                "SELECT rootpage FROM sqlite_schema WHERE name = 'outbox'",
                [],
                |r| r.get(0),
            )
            .unwrap()
    };
    // Scribble over the outbox table's root page, as a bad disk or a stray write would.
    let mut bytes = std::fs::read(&path).unwrap();
    let page = 4096 * (root as usize - 1);
    bytes[page + 8..page + 400].fill(0xa5);
    std::fs::write(&path, bytes).unwrap();
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(err.contains("y.sqlite is damaged"), "{err}");
    assert!(err.contains("restore the last backup"), "{err}");
}

#[test]
fn one_service_per_database_and_the_lock_ends_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    // A database no service opened (`yubin import` creates one) is not one a service ran on.
    drop(Store::open(&path).unwrap());
    assert_eq!(ServiceLock::ever_taken(&path), Some(false));
    let first = Store::open_for_service(&path).unwrap();
    assert_eq!(ServiceLock::ever_taken(&path), Some(true));
    let err = format!("{:#}", Store::open_for_service(&path).err().unwrap());
    let lock = ServiceLock::path_for(&path);
    assert!(
        err.contains(&format!(
            "another `yubin serve` (process {}) is using the database {}: it holds the lock file {}",
            std::process::id(),
            path.display(),
            lock.display()
        )),
        "{err}"
    );
    // Readers beside the service (backups) do not need the lock.
    assert!(Store::open(&path).is_ok());
    drop(first);
    let again = Store::open_for_service(&path).unwrap();
    use std::os::unix::fs::PermissionsExt as _;
    let mode = std::fs::metadata(&lock).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    drop(again);
    // The lock file stays: a service ran here.
    assert_eq!(ServiceLock::ever_taken(&path), Some(true));
}

#[test]
fn a_second_service_through_another_path_to_the_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    let first = Store::open_for_service(&path).unwrap();
    // A symlink, and a path through `..`: the same lock file, named as the first's.
    std::os::unix::fs::symlink("../y.sqlite", sub.join("y.sqlite")).unwrap();
    for other in [sub.join("y.sqlite"), sub.join("../y.sqlite")] {
        let err = format!("{:#}", Store::open_for_service(&other).err().unwrap());
        assert!(err.contains("another `yubin serve` (process"), "{err}");
        assert!(
            err.contains(&ServiceLock::path_for(&path).display().to_string()),
            "{err}"
        );
    }
    // A hard link: another lock file, but the same file, locked by the first.
    std::fs::hard_link(&path, sub.join("z.sqlite")).unwrap();
    let err = format!(
        "{:#}",
        Store::open_for_service(&sub.join("z.sqlite"))
            .err()
            .unwrap()
    );
    assert!(
        err.contains("through another path to the same file"),
        "{err}"
    );
    drop(first);
    drop(Store::open_for_service(&sub.join("y.sqlite")).unwrap());
    drop(Store::open_for_service(&sub.join("z.sqlite")).unwrap());
}

#[test]
fn a_new_database_is_locked_as_soon_as_it_exists() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.sqlite");
    let _first = Store::open_for_service(&path).unwrap();
    std::fs::hard_link(&path, dir.path().join("other.sqlite")).unwrap();
    let err = Store::open_for_service(&dir.path().join("other.sqlite")).err();
    assert!(
        format!("{err:?}").contains("through another path"),
        "{err:?}"
    );
}

#[test]
fn games_moves_and_outbox_round_trip() {
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    assert_eq!(tx.next_game_id().unwrap(), GameId(1));
    let id = tx.next_game_id().unwrap();
    tx.insert_game(id, &sample_game(), 1000).unwrap();
    assert_eq!(tx.next_game_id().unwrap(), GameId(2));
    let mut g = tx.game(id).unwrap().unwrap();
    assert_eq!(g.setup, sample_game());
    assert_eq!(g.state, GameState::Challenged);
    assert_eq!(g.color_of("BOB@example.test"), Some(Color::White));
    g.state = GameState::Active;
    g.deadline = Some(5000);
    g.draw_offered_by = Some(Color::Black);
    g.draw_offer_plies = [Some(4), None];
    g.takeback_offered = Some((Color::White, 2));
    tx.update_game(&g).unwrap();
    assert_eq!(tx.game(id).unwrap().unwrap(), g);
    let mv = MoveRecord {
        ply: 1,
        usi: "7i7h".into(),
        written: "P-7h".into(),
        played_at: 1100,
        message_id: "m1@a".into(),
    };
    tx.add_move(id, &mv).unwrap();
    let again = format!("{:#}", tx.add_move(id, &mv).unwrap_err());
    assert!(again.contains("cannot record move 1 of game 1"), "{again}");
    let mail = OutMail {
        message_id: "o1@bot".into(),
        in_reply_to: Some("m1@a".into()),
        references: vec!["g1@bot".into(), "m1@a".into()],
        to: "bob@example.test".into(),
        reply_to: Some("bot+x@bot".into()),
        subject: "Game 1".into(),
        text: "board".into(),
        html: Some("<p>board</p>".into()),
        attachments: vec![yubin_domain::model::Attachment {
            file_name: "yubin-game-1.usi".into(),
            mime: "text/plain; charset=utf-8".into(),
            content: "position sfen … moves 8i8h\n".into(),
        }],
        picture: Some(yubin_domain::model::InlinePicture {
            content_id: "board.1.1.0123456789abcdef@yubin".into(),
            file_name: "board-1-1.png".into(),
            svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>\n".into(),
        }),
        unsubscribe: None,
    };
    tx.queue(&mail, 1100).unwrap();
    tx.commit().unwrap();
    assert_eq!(store.game(id).unwrap().unwrap(), g);
    assert_eq!(store.moves(id).unwrap(), vec![mv]);
    let due = store.due_mail(1100, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].mail, mail);
    assert!(store.due_mail(1099, 10).unwrap().is_empty());
    store.mark_sent(due[0].id).unwrap();
    assert!(store.due_mail(2000, 10).unwrap().is_empty());
    assert_eq!(
        store.forget_sent_bodies(1100).unwrap(),
        0,
        "not older than the cut"
    );
    assert_eq!(store.forget_sent_bodies(1101).unwrap(), 1);
    assert_eq!(store.forget_sent_bodies(1101).unwrap(), 0, "once");
    let files: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM outbox_attachments", [], |r| r.get(0))
        .unwrap();
    assert_eq!(files, 0, "the files are forgotten with the body");
    let pictures: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM outbox_pictures", [], |r| r.get(0))
        .unwrap();
    assert_eq!(pictures, 0, "the picture is forgotten with the body");
    let (body, state): (String, String) = store
        .connection()
        .query_row(
            "SELECT text_body, state FROM outbox WHERE message_id = 'o1@bot'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((body.as_str(), state.as_str()), ("", "sent"));
}

#[test]
fn a_dropped_transaction_leaves_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    {
        let tx = store.transaction().unwrap();
        tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
        tx.record_inbound(&InboundRecord {
            message_id: "m@a".into(),
            sender: "alice@example.test".into(),
            subject: "challenge".into(),
            received_at: 1,
            status: InboundStatus::Processed,
            note: String::new(),
            body: String::new(),
            keyed: false,
        })
        .unwrap();
    }
    let tx = store.transaction().unwrap();
    assert!(tx.game(GameId(1)).unwrap().is_none());
    assert!(!tx.inbound_seen("alice@example.test", "m@a").unwrap());
}

#[test]
fn a_message_id_is_consumed_once() {
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    let rec = InboundRecord {
        message_id: "m@a".into(),
        sender: "alice@example.test".into(),
        subject: "help".into(),
        received_at: 10,
        status: InboundStatus::Processed,
        note: String::new(),
        body: String::new(),
        keyed: false,
    };
    tx.record_inbound(&rec).unwrap();
    assert!(tx.inbound_seen("alice@example.test", "m@a").unwrap());
    // Another sender's mail with the same Message-ID is another mail, logged beside it.
    assert!(!tx.inbound_seen("mallory@example.test", "m@a").unwrap());
    let copy = InboundRecord {
        sender: "mallory@example.test".into(),
        ..rec.clone()
    };
    tx.record_inbound(&copy).unwrap();
    assert!(tx.inbound_seen("mallory@example.test", "m@a").unwrap());
    assert_eq!(tx.unkeyed_count_since("alice@example.test", 10).unwrap(), 1);
    assert_eq!(tx.unkeyed_count_since("alice@example.test", 11).unwrap(), 0);
    // A mail with its sender's key does not count.
    let keyed = InboundRecord {
        message_id: "m2@a".into(),
        keyed: true,
        ..rec.clone()
    };
    tx.record_inbound(&keyed).unwrap();
    assert_eq!(tx.unkeyed_count_since("alice@example.test", 10).unwrap(), 1);
    let err = format!("{:#}", tx.record_inbound(&rec).unwrap_err());
    assert!(err.contains("cannot log inbound mail <m@a>"), "{err}");
}

#[test]
fn corrupt_rows_name_table_row_and_column() {
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
    tx.add_move(
        GameId(1),
        &MoveRecord {
            ply: 1,
            usi: "a".into(),
            written: "a".into(),
            played_at: 1,
            message_id: "x".into(),
        },
    )
    .unwrap();
    tx.commit().unwrap();
    let conn = store.connection();
    conn.pragma_update(None, "ignore_check_constraints", true)
        .unwrap();
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    let cases = [
        ("UPDATE games SET state = 'paused'", "games", "1", "state"),
        (
            "UPDATE games SET options = 'no equals sign'",
            "games",
            "1",
            "options",
        ),
        (
            "UPDATE games SET draw_offered_by = 'red'",
            "games",
            "1",
            "draw_offered_by",
        ),
        (
            "UPDATE games SET state = 'finished'",
            "games",
            "1",
            "result",
        ),
        (
            "UPDATE games SET challenger_id = 77",
            "games",
            "1",
            "challenger_id",
        ),
        (
            "UPDATE games SET time_control = 'days=0'",
            "games",
            "1",
            "time_control",
        ),
        ("UPDATE games SET max_plies = -3", "games", "1", "max_plies"),
        (
            "UPDATE games SET draw_every = 0",
            "games",
            "1",
            "draw_every",
        ),
        (
            "UPDATE games SET draw_every = 101",
            "games",
            "1",
            "draw_every",
        ),
        (
            "UPDATE games SET draw_white_ply = -1",
            "games",
            "1",
            "draw_white_ply",
        ),
    ];
    assert!(!cases.is_empty());
    for (sql, table, row, column) in cases {
        let sp = conn.unchecked_transaction().unwrap();
        sp.execute(sql, []).unwrap();
        let err = store.game(GameId(1)).unwrap_err();
        let StoreError::Corrupt(c) = &err else {
            panic!("{sql}: {err:#}")
        };
        assert_eq!(
            (c.what.table(), c.what.row().to_string().as_str(), c.column),
            (table, row, column),
            "{sql}"
        );
        assert_eq!(c.what, Damaged::Game(GameId(1)), "{sql}");
        assert!(err
            .to_string()
            .starts_with("corrupt row in table `games` (row 1)"));
        sp.rollback().unwrap();
    }
    conn.execute("UPDATE moves SET ply = 2", []).unwrap();
    let err = store.moves(GameId(1)).unwrap_err();
    let gap = "corrupt row in table `moves` (row 1/2): column `ply`: expected ply 1 (moves must be numbered 1, 2, … without gaps)";
    assert_eq!(err.to_string(), gap);
    // The replay's lean read checks the plies the same way.
    let tx = store.transaction().unwrap();
    assert_eq!(
        tx.move_usis(GameId(1)).map(|_| ()).unwrap_err().to_string(),
        gap
    );
}

/// The row readers take each column by its name: two columns of one name would have the
/// second read as the first.
#[test]
fn the_row_readers_columns_have_names_of_their_own() {
    let store = Store::open_in_memory().unwrap();
    let selects = [
        format!("SELECT {} {}", games::GAME_COLUMNS, games::GAME_FROM),
        format!(
            "SELECT {} {}",
            tournaments::TOURNAMENT_COLUMNS,
            tournaments::TOURNAMENT_FROM
        ),
    ];
    for sql in &selects {
        let stmt = store.connection().prepare(sql).unwrap();
        let names: Vec<String> = stmt
            .column_names()
            .map(|n| n.to_ascii_lowercase())
            .collect();
        let unique: std::collections::BTreeSet<&String> = names.iter().collect();
        assert!(names.len() > 1, "{sql}");
        assert_eq!(unique.len(), names.len(), "{names:?}");
    }
}

#[test]
fn backup_is_a_consistent_copy_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("y.sqlite")).unwrap();
    let tx = store.transaction().unwrap();
    tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
    tx.commit().unwrap();
    let copy = dir.path().join("copy.sqlite");
    store.backup(&copy).unwrap();
    let restored = Store::open(&copy).unwrap();
    assert_eq!(
        restored.game(GameId(1)).unwrap(),
        store.game(GameId(1)).unwrap()
    );
    let err = format!("{:#}", store.backup(&copy).unwrap_err());
    assert!(err.contains("exists already"), "{err}");
}

#[test]
fn a_players_look_is_kept_and_read_into_their_games_and_watches() {
    use yubin_domain::model::{BoardForm, Language, Look, Pieces, WatchKind, Watched, Watcher};
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
    let g = sample_game();
    assert_eq!(tx.look_of(&g.white).unwrap(), Look::default());
    assert_eq!(tx.look_of("nobody@example.test").unwrap(), Look::default());
    let letters = Look {
        pieces: Pieces::Letters,
        board: BoardForm::Picture,
        lang: Some(Language::Ja),
        digest: yubin_domain::model::DigestTime::parse("21:30"),
    };
    tx.set_look(&g.white.to_uppercase(), letters, 2).unwrap();
    let table = Look {
        pieces: Pieces::Kanji,
        board: BoardForm::Table,
        lang: Some(Language::En),
        digest: None,
    };
    // An observer who never played gets a row when they choose.
    tx.set_look("dave@example.test", table, 3).unwrap();
    let watcher = Watcher {
        address: "dave@example.test".into(),
        kind: WatchKind::Watch,
        since: 3,
        look: Look::default(),
    };
    tx.watch(Watched::Game(GameId(1)), &watcher).unwrap();
    tx.commit().unwrap();
    let rec = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!(rec.looks, [Look::default(), letters]);
    assert_eq!(rec.watchers[0].look, table, "read with the watch");
    // A setting changed by hand into nonsense is the player's corrupt row.
    store
        .connection()
        .execute("PRAGMA ignore_check_constraints = ON", [])
        .unwrap();
    store
        .connection()
        .execute(
            "UPDATE players SET pieces = 'runes' WHERE address = ?1",
            [&g.black],
        )
        .unwrap();
    let Err(StoreError::Corrupt(c)) = store.game(GameId(1)) else {
        panic!("a corrupt row")
    };
    assert_eq!(
        (&c.what, c.column),
        (&Damaged::Player(g.black.clone()), "pieces")
    );
    // So is a language the service does not speak.
    store
        .connection()
        .execute(
            "UPDATE players SET pieces = NULL, language = 'fr' WHERE address = ?1",
            [&g.black],
        )
        .unwrap();
    let Err(StoreError::Corrupt(c)) = store.game(GameId(1)) else {
        panic!("a corrupt row")
    };
    assert_eq!(
        (&c.what, c.column),
        (&Damaged::Player(g.black.clone()), "language")
    );
}

#[test]
fn a_players_time_zone_is_kept_and_read_into_their_games() {
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    tx.insert_game(GameId(1), &sample_game(), 1).unwrap();
    let g = sample_game();
    assert_eq!(tx.zone_of(&g.white).unwrap(), Zone::UTC);
    assert_eq!(tx.zone_of("nobody@example.test").unwrap(), Zone::UTC);
    let berlin = Zone::parse("europe/berlin").unwrap();
    tx.set_zone(&g.white.to_uppercase(), berlin, 2).unwrap();
    assert_eq!(tx.zone_of(&g.white).unwrap(), berlin);
    let rec = tx.game(GameId(1)).unwrap().unwrap();
    assert_eq!(
        (rec.zone(Color::Black), rec.zone(Color::White)),
        (Zone::UTC, berlin)
    );
    // Back to UTC: stored as no zone at all.
    tx.set_zone(&g.white, Zone::UTC, 3).unwrap();
    assert_eq!(tx.zone_of(&g.white).unwrap(), Zone::UTC);
    // A player who never played gets a row when they choose a zone.
    tx.set_zone("new@example.test", berlin, 4).unwrap();
    assert_eq!(tx.zone_of("new@example.test").unwrap(), berlin);
    tx.commit().unwrap();
    // A zone changed by hand into nonsense is the player's corrupt row, for every read.
    store
        .connection()
        .execute(
            "UPDATE players SET timezone = 'Mars/Olympus' WHERE address = ?1",
            [&g.black],
        )
        .unwrap();
    let Err(StoreError::Corrupt(c)) = store.game(GameId(1)) else {
        panic!("a corrupt row")
    };
    assert_eq!(
        (&c.what, c.column),
        (&Damaged::Player(g.black.clone()), "timezone")
    );
    let tx = store.transaction().unwrap();
    let err = tx.zone_of(&g.black).unwrap_err();
    assert!(matches!(err, StoreError::Corrupt(_)), "{err:#}");
}

#[test]
fn leave_pauses_and_gifts_are_read_into_a_games_timeline() {
    use yubin_domain::clock::{Gift, Stop};
    use yubin_domain::model::StopKind;
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    let g = sample_game();
    tx.insert_game(GameId(1), &g, 1).unwrap();
    tx.book_leave(&g.white, 100, 200, 5).unwrap();
    tx.book_leave(&g.white, 1000, 2000, 5).unwrap();
    tx.book_leave("stranger@example.test", 100, 200, 5).unwrap();
    tx.stop_game(GameId(1), StopKind::Pause, None, 300, None, 5)
        .unwrap();
    tx.stop_game(
        GameId(1),
        StopKind::Takeback,
        Some(Color::Black),
        50,
        Some(60),
        5,
    )
    .unwrap();
    let gift = Gift {
        to: Color::Black,
        at: 70,
        secs: 86_400,
    };
    tx.give(GameId(1), &gift).unwrap();
    let rec = tx.game(GameId(1)).unwrap().unwrap();
    let t = tx.timeline(&rec, vec![10, 20]).unwrap();
    assert_eq!(t.times, [10, 20]);
    let stop = |color, from, to| Stop { color, from, to };
    assert_eq!(
        t.stops,
        [
            stop(Some(Color::Black), 50, Some(60)),
            stop(Some(Color::White), 100, Some(200)),
            stop(None, 300, None),
            stop(Some(Color::White), 1000, Some(2000)),
        ]
    );
    assert_eq!(t.gifts, [gift]);
    // Resumed; leave cancelled at 1500 ends then, and leave not begun is dropped.
    tx.resume(GameId(1), 400).unwrap();
    tx.book_leave(&g.white, 3000, 4000, 5).unwrap();
    tx.end_leave(&g.white.to_uppercase(), 1500).unwrap();
    let leave = tx.leave_of(&g.white).unwrap();
    let spans: Vec<(i64, i64)> = leave.iter().map(|l| (l.starts_at, l.ends_at)).collect();
    assert_eq!(spans, [(100, 200), (1000, 1500)]);
    let t = tx.timeline(&rec, vec![]).unwrap();
    assert!(t.stops.contains(&stop(None, 300, Some(400))));
}

/// The `+?1` rule of the store's docs: a cached statement with `= ?1 … ORDER BY` would be
/// prepared again for every new value of the parameter.
#[test]
fn cached_statements_are_not_prepared_again() {
    use rusqlite::StatementStatus;
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    for id in 1..=3 {
        tx.insert_game(GameId(id), &sample_game(), 1).unwrap();
    }
    for id in [1, 2, 3, 1, 2] {
        tx.move_usis(GameId(id)).unwrap();
    }
    tx.commit().unwrap();
    let conn = store.connection();
    let stmt = conn.prepare_cached(super::games::MOVE_USIS).unwrap();
    assert_eq!(stmt.get_status(StatementStatus::RePrepare), 0);
    // Without the unary plus the same statement is prepared again for each new value.
    let plain = super::games::MOVE_USIS.replace("+?1", "?1");
    for id in [1, 2, 3] {
        let mut s = conn.prepare_cached(&plain).unwrap();
        s.query([id]).unwrap().next().unwrap();
    }
    let s = conn.prepare_cached(&plain).unwrap();
    assert!(
        s.get_status(StatementStatus::RePrepare) > 0,
        "the rule is still needed"
    );
}

#[test]
fn ratings_are_kept_listed_and_read_into_games() {
    use yubin_domain::model::PlayerRating;
    use yubin_domain::rating::Rating;
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    let g = sample_game();
    tx.insert_game(GameId(1), &g, 1).unwrap();
    let r = |rating, games| PlayerRating {
        rating: Rating {
            rating,
            deviation: 200.0,
            volatility: 0.06,
            updated: Some(10),
        },
        games,
    };
    tx.set_rating(&g.black, yubin_rules::Variant::Chu, &r(1600.0, 3), 10)
        .unwrap();
    tx.set_rating(&g.white, yubin_rules::Variant::Chu, &r(1400.0, 1), 10)
        .unwrap();
    tx.set_rating(&g.white, yubin_rules::Variant::Maka, &r(1700.0, 1), 10)
        .unwrap();
    let rec = tx.game(GameId(1)).unwrap().unwrap();
    assert_eq!(rec.ratings, [Some(r(1600.0, 3)), Some(r(1400.0, 1))]);
    let list = tx.rating_list(yubin_rules::Variant::Chu).unwrap();
    let names: Vec<&str> = list.iter().map(|r| r.address.as_str()).collect();
    assert_eq!(names, [g.black.as_str(), g.white.as_str()]);
    tx.set_rating(&g.black, yubin_rules::Variant::Chu, &r(1300.0, 4), 11)
        .unwrap();
    let list = tx.rating_list(yubin_rules::Variant::Chu).unwrap();
    assert_eq!(list[0].address, g.white);
    tx.commit().unwrap();
    // A rating changed by hand into nonsense is the rating row's damage.
    let conn = store.connection();
    conn.pragma_update(None, "ignore_check_constraints", true)
        .unwrap();
    conn.execute("UPDATE ratings SET deviation = -5", [])
        .unwrap();
    let Err(StoreError::Corrupt(c)) = store.game(GameId(1)) else {
        panic!("a corrupt row")
    };
    assert_eq!((c.what.table(), c.column), ("ratings", "rating"));
}

mod migrations;

#[test]
fn the_computers_games_are_its_active_games_only() {
    let mut store = Store::open_in_memory().unwrap();
    let tx = store.transaction().unwrap();
    let computer = yubin_domain::computer::address(3);
    let setups = [
        // 1: people only, active.
        sample_game(),
        // 2: the computer as White, active.
        GameSetup {
            white: computer.clone(),
            ..sample_game()
        },
        // 3: the computer as Black, still a challenge.
        GameSetup {
            black: computer.clone(),
            ..sample_game()
        },
        // 4: the computer as Black, finished.
        GameSetup {
            black: computer.clone(),
            ..sample_game()
        },
        // 5: the computer as Black, active.
        GameSetup {
            black: computer,
            ..sample_game()
        },
    ];
    for (i, setup) in setups.iter().enumerate() {
        let id = GameId(i as i64 + 1);
        tx.insert_game(id, setup, 1).unwrap();
        let mut g = tx.game(id).unwrap().unwrap();
        g.state = match i {
            2 => GameState::Challenged,
            3 => GameState::Finished,
            _ => GameState::Active,
        };
        tx.update_game(&g).unwrap();
    }
    tx.commit().unwrap();
    let ids: Vec<i64> = store
        .computer_games()
        .unwrap()
        .iter()
        .map(|g| g.id.0)
        .collect();
    assert_eq!(ids, [2, 5]);
}
