//! The SQLite store: players, games, moves, the inbound message log and the outbox.
//!
//! * The schema is built by the numbered files in `db/migrations/`, compiled into the binary
//!   and applied in order; `PRAGMA user_version` records how many have run. A landed migration
//!   is never edited: a change is a new file. `db/schema.sql` is the schema they produce, and a
//!   test keeps the two equal.
//! * The database runs in WAL mode with foreign keys on, so readers (for example
//!   [`Store::backup`]) never block the writer.
//! * [`Store::transaction`] gives a [`Tx`]: the daemon records "this mail is consumed", the
//!   game change and the queued replies in one transaction, so a crash at any instant leaves
//!   either all of it or none of it.
//! * Rows are read into typed records; a value that does not fit (an unknown state, a bad
//!   colour) is a [`CorruptRow`] error naming the table, the row and the column.
//!
//! rusqlite is blocking: the async daemon must call the store from a blocking thread.

mod records;

pub use records::*;

use anyhow::{bail, Context as _};
use rusqlite::Connection;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// The migrations, in order; migration `n` (1-based) brings `user_version` from `n-1` to `n`.
pub const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_initial.sql",
        include_str!("../../db/migrations/0001_initial.sql"),
    ),
    (
        "0002_inbound_body.sql",
        include_str!("../../db/migrations/0002_inbound_body.sql"),
    ),
];

/// A row that cannot be read back into a record: the database was changed by hand or by a
/// newer version of the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorruptRow {
    /// The table.
    pub table: &'static str,
    /// The row's key (its `id`, or `game_id/ply` for moves).
    pub row: String,
    /// The column holding the bad value.
    pub column: &'static str,
    /// What is wrong with the value, and what was expected.
    pub problem: String,
}

impl fmt::Display for CorruptRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "corrupt row in table `{}` (row {}): column `{}`: {}",
            self.table, self.row, self.column, self.problem
        )
    }
}

impl std::error::Error for CorruptRow {}

/// How long the bodies of delivered mails are kept (30 days, in seconds); see
/// [`Store::forget_sent_bodies`].
pub const KEEP_SENT_BODIES: i64 = 30 * 86_400;

/// Games replayed from their moves, kept between mails so that a move in a long game does not
/// replay the game from its start. The engine uses an entry only when the game's setup and the
/// stored moves the entry covers are unchanged (checked against the rows it has just read), so
/// the cache never gives another game than a replay from scratch would.
#[derive(Debug, Default)]
pub struct ReplayCache {
    entries: HashMap<GameId, CachedGame>,
    clock: u64,
}

/// A game of the [`ReplayCache`].
#[derive(Debug, Clone)]
pub struct CachedGame {
    /// The setup it was replayed under.
    pub setup: NewGame,
    /// The USI text of the moves replayed, in order.
    pub usis: Vec<String>,
    /// The game after them.
    pub game: yubin_rules::Game,
    used: u64,
}

impl ReplayCache {
    /// How many games are kept (the least recently used goes first).
    pub const CAPACITY: usize = 128;

    /// The entry of a game.
    pub fn get(&mut self, id: GameId) -> Option<&CachedGame> {
        self.clock += 1;
        let clock = self.clock;
        self.entries.get_mut(&id).map(|e| {
            e.used = clock;
            &*e
        })
    }

    /// Keeps a game, dropping the least recently used one when full.
    pub fn put(&mut self, id: GameId, setup: NewGame, usis: Vec<String>, game: yubin_rules::Game) {
        self.clock += 1;
        if self.entries.len() >= Self::CAPACITY && !self.entries.contains_key(&id) {
            if let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(k, _)| *k)
            {
                self.entries.remove(&oldest);
            }
        }
        self.entries.insert(
            id,
            CachedGame {
                setup,
                usis,
                game,
                used: self.clock,
            },
        );
    }
}

/// An open database.
pub struct Store {
    conn: Connection,
    cache: RefCell<ReplayCache>,
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    ///
    /// # Errors
    /// The file cannot be opened, is not a database, was written by a newer version (its
    /// `user_version` is past the last known migration), or a migration fails.
    pub fn open(path: &Path) -> anyhow::Result<Store> {
        create_private(path)?;
        let conn = Connection::open(path)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .with_context(|| format!("{} is not an SQLite database", path.display()))?;
        if !mode.eq_ignore_ascii_case("wal") {
            bail!("cannot switch {} to WAL mode (got {mode})", path.display());
        }
        Self::setup(conn).with_context(|| format!("database {}", path.display()))
    }

    /// An empty database in memory, for tests and benchmarks.
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn open_in_memory() -> anyhow::Result<Store> {
        Self::setup(Connection::open_in_memory()?)
    }

    fn setup(mut conn: Connection) -> anyhow::Result<Store> {
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        conn.pragma_update(None, "foreign_keys", true)?;
        // Durable against a killed process; against power loss after `make_durable`.
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        migrate(&mut conn)?;
        Ok(Store {
            conn,
            cache: RefCell::default(),
        })
    }

    /// The schema as `db/schema.sql` holds it: every table and index definition, sorted by
    /// name, each followed by `;` and a blank line.
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn schema(&self) -> anyhow::Result<String> {
        let mut stmt = self.conn.prepare(
            "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' \
             ORDER BY type DESC, name",
        )?;
        let mut out = String::new();
        for sql in stmt.query_map([], |r| r.get::<_, String>(0))? {
            out.push_str(&sql?);
            out.push_str(";\n\n");
        }
        Ok(out.trim_end().to_string() + "\n")
    }

    /// The number of migrations applied (`PRAGMA user_version`).
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn version(&self) -> anyhow::Result<u32> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// Writes a consistent copy of the database to `dest` (which must not exist yet) while
    /// the service may keep writing.
    ///
    /// # Errors
    /// `dest` exists or cannot be written.
    pub fn backup(&self, dest: &Path) -> anyhow::Result<()> {
        if dest.exists() {
            bail!(
                "backup target {} exists already; choose a new file name",
                dest.display()
            );
        }
        create_private(dest)?;
        let mut out = Connection::open(dest)
            .with_context(|| format!("cannot create the backup file {}", dest.display()))?;
        let backup = rusqlite::backup::Backup::new(&self.conn, &mut out)?;
        backup
            .run_to_completion(256, std::time::Duration::from_millis(10), None)
            .with_context(|| format!("backup to {} failed", dest.display()))?;
        Ok(())
    }

    /// Makes every committed transaction durable: writes the write-ahead log through to the
    /// disk (a checkpoint, which syncs the log first). The database runs with
    /// `synchronous = NORMAL`, so a commit survives the process being killed at any instant
    /// but, until this call, not a power loss; the daemon calls it once per batch of mails,
    /// before the irreversible step (deleting them on the IMAP server, moving them out of the
    /// spool's `new/`), so that fsyncs are paid per batch rather than per mail.
    ///
    /// # Errors
    /// SQLite cannot write the log through (an I/O error, or another connection holds it).
    pub fn make_durable(&self) -> anyhow::Result<()> {
        let (busy, log, done): (i64, i64, i64) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .context("cannot write the database log through to the disk")?;
        if busy != 0 || done < log {
            bail!(
                "cannot write the database log through to the disk: {done} of {log} pages \
                 written, the log is busy (is another yubin using the database?)"
            );
        }
        Ok(())
    }

    /// Starts a write transaction (taking the write lock at once, so that two daemons cannot
    /// interleave).
    ///
    /// # Errors
    /// The database is locked for longer than the busy timeout.
    pub fn transaction(&mut self) -> anyhow::Result<Tx<'_>> {
        let Store { conn, cache } = self;
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .context("cannot start a database transaction")?;
        Ok(Tx { tx, cache })
    }

    /// The underlying connection (read-only helpers and tests).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

/// Creates an empty database file readable by its owner only (mode 0600; SQLite gives its
/// `-wal` and `-shm` files the same mode), unless the file exists: games, addresses and the
/// players' mail are nobody else's business.
fn create_private(path: &Path) -> anyhow::Result<()> {
    use std::os::unix::fs::OpenOptionsExt as _;
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
    {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e).with_context(|| format!("cannot create the database {}", path.display())),
    }
}

/// Applies every migration past the database's `user_version`, each in its own transaction.
fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let version = usize::try_from(version).unwrap_or(usize::MAX);
    if version > MIGRATIONS.len() {
        bail!(
            "the database has schema version {version} but this yubin knows only {}; \
             run a newer yubin or restore a backup",
            MIGRATIONS.len()
        );
    }
    for (i, (name, sql)) in MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)
            .with_context(|| format!("migration {name} failed"))?;
        tx.pragma_update(None, "user_version", i as i64 + 1)?;
        tx.commit()?;
    }
    Ok(())
}

/// One write transaction. Dropping it without [`Tx::commit`] rolls everything back.
pub struct Tx<'a> {
    tx: rusqlite::Transaction<'a>,
    cache: &'a RefCell<ReplayCache>,
}

impl Tx<'_> {
    /// The store's cache of replayed games.
    pub fn replay_cache(&self) -> &RefCell<ReplayCache> {
        self.cache
    }

    /// Makes every change of the transaction durable.
    ///
    /// # Errors
    /// SQLite cannot commit (disk full, I/O error).
    pub fn commit(self) -> anyhow::Result<()> {
        self.tx
            .commit()
            .context("cannot commit the database transaction")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::Color;

    pub(crate) fn sample_game() -> NewGame {
        NewGame {
            variant: "chu".into(),
            preset: "standard".into(),
            options: vec![("chu.lion.counterstrike".into(), "okazaki".into())],
            start_sfen: None,
            illegal: IllegalPolicy::Lose,
            days_per_move: 7,
            black: "alice@example.test".into(),
            white: "bob@example.test".into(),
            challenger: Color::White,
            thread_root: "g1@bot.example.test".into(),
        }
    }

    #[test]
    fn committed_schema_matches_the_migrations() {
        let store = Store::open_in_memory().unwrap();
        let actual = store.schema().unwrap();
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/db/schema.sql");
        if std::env::var_os("YUBIN_BLESS").is_some() {
            std::fs::write(path, &actual).unwrap();
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert_eq!(
            committed, actual,
            "db/schema.sql differs from the migrated schema; if the new migration is right, \
             rerun with YUBIN_BLESS=1"
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
        tx.insert_game(&sample_game(), 1).unwrap();
        tx.commit().unwrap();
        // Before: the commit is in the write-ahead log only.
        let copy = dir.path().join("copy.sqlite");
        std::fs::copy(&path, &copy).unwrap();
        assert!(Store::open(&copy).unwrap().game(1).unwrap().is_none());
        store.make_durable().unwrap();
        std::fs::remove_file(&copy).unwrap();
        std::fs::remove_file(dir.path().join("copy.sqlite-wal")).ok();
        std::fs::copy(&path, &copy).unwrap();
        assert!(Store::open(&copy).unwrap().game(1).unwrap().is_some());
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
    fn games_moves_and_outbox_round_trip() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        assert_eq!(tx.next_game_id().unwrap(), 1);
        let id = tx.insert_game(&sample_game(), 1000).unwrap();
        assert_eq!(id, 1);
        let mut g = tx.game(id).unwrap().unwrap();
        assert_eq!(g.setup, sample_game());
        assert_eq!(g.state, GameState::Challenged);
        assert_eq!(g.color_of("BOB@example.test"), Some(Color::White));
        g.state = GameState::Active;
        g.deadline = Some(5000);
        g.draw_offered_by = Some(Color::Black);
        tx.update_game(&g).unwrap();
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
            tx.insert_game(&sample_game(), 1).unwrap();
            tx.record_inbound(&InboundRecord {
                message_id: "m@a".into(),
                sender: "alice@example.test".into(),
                subject: "challenge".into(),
                received_at: 1,
                status: InboundStatus::Processed,
                note: String::new(),
                body: String::new(),
            })
            .unwrap();
        }
        let tx = store.transaction().unwrap();
        assert!(tx.game(1).unwrap().is_none());
        assert!(!tx.inbound_seen("m@a").unwrap());
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
        };
        tx.record_inbound(&rec).unwrap();
        assert!(tx.inbound_seen("m@a").unwrap());
        assert_eq!(tx.inbound_count_since("alice@example.test", 10).unwrap(), 1);
        assert_eq!(tx.inbound_count_since("alice@example.test", 11).unwrap(), 0);
        let err = format!("{:#}", tx.record_inbound(&rec).unwrap_err());
        assert!(err.contains("cannot log inbound mail <m@a>"), "{err}");
    }

    #[test]
    fn corrupt_rows_name_table_row_and_column() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.transaction().unwrap();
        tx.insert_game(&sample_game(), 1).unwrap();
        tx.add_move(
            1,
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
        ];
        for (sql, table, row, column) in cases {
            let sp = conn.unchecked_transaction().unwrap();
            sp.execute(sql, []).unwrap();
            let err = store.game(1).unwrap_err();
            let c = err
                .downcast_ref::<CorruptRow>()
                .unwrap_or_else(|| panic!("{sql}: {err:#}"));
            assert_eq!(
                (c.table, c.row.as_str(), c.column),
                (table, row, column),
                "{sql}"
            );
            assert!(err
                .to_string()
                .starts_with("corrupt row in table `games` (row 1)"));
            sp.rollback().unwrap();
        }
        conn.execute("UPDATE moves SET ply = 2", []).unwrap();
        let err = store.moves(1).unwrap_err();
        assert_eq!(err.to_string(), "corrupt row in table `moves` (row 1/2): column `ply`: expected ply 1 (moves must be numbered 1, 2, … without gaps)");
    }

    #[test]
    fn backup_is_a_consistent_copy_and_never_overwrites() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("y.sqlite")).unwrap();
        let tx = store.transaction().unwrap();
        tx.insert_game(&sample_game(), 1).unwrap();
        tx.commit().unwrap();
        let copy = dir.path().join("copy.sqlite");
        store.backup(&copy).unwrap();
        let restored = Store::open(&copy).unwrap();
        assert_eq!(restored.game(1).unwrap(), store.game(1).unwrap());
        let err = format!("{:#}", store.backup(&copy).unwrap_err());
        assert!(err.contains("exists already"), "{err}");
    }
}
