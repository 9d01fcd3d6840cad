//! The SQLite store: players, games, moves, the inbound message log and the outbox.
//!
//! * A statement that compares a column with a bound parameter and has an `ORDER BY` writes
//!   the parameter `+?1`: SQLite (built with `SQLITE_ENABLE_STAT4`, as rusqlite's bundled
//!   copy is) otherwise prepares such a statement again each time the parameter's value
//!   changes, which cost up to a fifth of the CPU of a move; the unary plus changes no value
//!   and no query plan (`store::tests::cached_statements_are_not_prepared_again`).
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
//!   colour) is a [`CorruptRow`] error naming the row ([`Damaged`]: its table and key) and
//!   the column.
//!
//! rusqlite is blocking: the async daemon must call the store from a blocking thread.

mod admin;
mod alike;
mod analysis;
mod analysis_queue;
mod archive;
mod attempts;
mod bounces;
mod clocks;
mod confirmations;
mod digests;
mod error;
mod forget;
mod games;
mod import;
mod lock;
mod log;
mod look;
mod moving;
mod mydata;
mod open;
mod ratings;
mod sql;
mod tournaments;
mod unsubscribe;
mod watchers;

pub use admin::{
    ban_pattern, AdminEntry, Ban, GameCounts, GameRow, InboundRow, OutboxRow, PlayerRow, Status,
};
pub use archive::{ArchivePlayer, RatingPoint};
pub use attempts::Attempt;
pub use digests::DigestPlayer;
pub use error::{StoreError, StoreResult};
pub use lock::ServiceLock;
pub use log::OutboxEntry;
pub use moving::PendingMove;
pub(crate) use open::storage_problem;
pub use yubin_domain::model::{
    CorruptRow, Damaged, GameId, GameRecord, GameResult, GameSetup, GameState, IllegalPolicy,
    InboundRecord, InboundStatus, MoveRecord, OutMail,
};

use anyhow::{bail, Context as _};
use rusqlite::{Connection, OptionalExtension as _};
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
    (
        "0003_game_ids_never_reused.sql",
        include_str!("../../db/migrations/0003_game_ids_never_reused.sql"),
    ),
    (
        "0004_inbound_keyed.sql",
        include_str!("../../db/migrations/0004_inbound_keyed.sql"),
    ),
    (
        "0005_inbound_counts_by_index.sql",
        include_str!("../../db/migrations/0005_inbound_counts_by_index.sql"),
    ),
    (
        "0006_player_timezone.sql",
        include_str!("../../db/migrations/0006_player_timezone.sql"),
    ),
    (
        "0007_conditional_moves.sql",
        include_str!("../../db/migrations/0007_conditional_moves.sql"),
    ),
    (
        "0008_clocks_and_administration.sql",
        include_str!("../../db/migrations/0008_clocks_and_administration.sql"),
    ),
    (
        "0009_stops_and_gifts.sql",
        include_str!("../../db/migrations/0009_stops_and_gifts.sql"),
    ),
    (
        "0010_draw_offer_limits.sql",
        include_str!("../../db/migrations/0010_draw_offer_limits.sql"),
    ),
    (
        "0011_rated_games.sql",
        include_str!("../../db/migrations/0011_rated_games.sql"),
    ),
    (
        "0012_ratings.sql",
        include_str!("../../db/migrations/0012_ratings.sql"),
    ),
    (
        "0013_tournaments.sql",
        include_str!("../../db/migrations/0013_tournaments.sql"),
    ),
    (
        "0014_outbox_attachments.sql",
        include_str!("../../db/migrations/0014_outbox_attachments.sql"),
    ),
    (
        "0015_game_termination.sql",
        include_str!("../../db/migrations/0015_game_termination.sql"),
    ),
    (
        "0016_player_profile.sql",
        include_str!("../../db/migrations/0016_player_profile.sql"),
    ),
    (
        "0017_archive.sql",
        include_str!("../../db/migrations/0017_archive.sql"),
    ),
    (
        "0018_observers.sql",
        include_str!("../../db/migrations/0018_observers.sql"),
    ),
    (
        "0019_imported_games.sql",
        include_str!("../../db/migrations/0019_imported_games.sql"),
    ),
    (
        "0020_variants.sql",
        include_str!("../../db/migrations/0020_variants.sql"),
    ),
    (
        "0021_confirmations.sql",
        include_str!("../../db/migrations/0021_confirmations.sql"),
    ),
    (
        "0022_look_alikes.sql",
        include_str!("../../db/migrations/0022_look_alikes.sql"),
    ),
    (
        "0023_inbound_per_sender.sql",
        include_str!("../../db/migrations/0023_inbound_per_sender.sql"),
    ),
    (
        "0024_inbound_attempts.sql",
        include_str!("../../db/migrations/0024_inbound_attempts.sql"),
    ),
    (
        "0025_outbox_pictures.sql",
        include_str!("../../db/migrations/0025_outbox_pictures.sql"),
    ),
    (
        "0026_player_look.sql",
        include_str!("../../db/migrations/0026_player_look.sql"),
    ),
    (
        "0027_player_language.sql",
        include_str!("../../db/migrations/0027_player_language.sql"),
    ),
    (
        "0028_bounces.sql",
        include_str!("../../db/migrations/0028_bounces.sql"),
    ),
    (
        "0029_unsubscribe.sql",
        include_str!("../../db/migrations/0029_unsubscribe.sql"),
    ),
    (
        "0030_erasures.sql",
        include_str!("../../db/migrations/0030_erasures.sql"),
    ),
    (
        "0031_admin.sql",
        include_str!("../../db/migrations/0031_admin.sql"),
    ),
    (
        "0032_address_moves.sql",
        include_str!("../../db/migrations/0032_address_moves.sql"),
    ),
    (
        "0033_player_digest.sql",
        include_str!("../../db/migrations/0033_player_digest.sql"),
    ),
    (
        "0034_entrant_crosstables.sql",
        include_str!("../../db/migrations/0034_entrant_crosstables.sql"),
    ),
    (
        "0035_analyses.sql",
        include_str!("../../db/migrations/0035_analyses.sql"),
    ),
    (
        "0036_analysis_requests.sql",
        include_str!("../../db/migrations/0036_analysis_requests.sql"),
    ),
    (
        "0037_move_after_bounces.sql",
        include_str!("../../db/migrations/0037_move_after_bounces.sql"),
    ),
];

/// Prepared statements kept per connection ([`Store`]).
pub const STATEMENT_CACHE: usize = 64;

/// How long the bodies of delivered mails are kept (30 days, in seconds); see
/// [`Store::forget_sent_bodies`].
pub const KEEP_SENT_BODIES: i64 = 30 * 86_400;

/// An open database.
pub struct Store {
    conn: Connection,
    /// Held by the store of a running service ([`Store::open_for_service`]). Declared after
    /// `conn`, so dropped after it: the lock keeps a descriptor of the database file, whose
    /// closing must not come while SQLite holds its locks.
    lock: Option<ServiceLock>,
}

impl Store {
    /// Opens the database file and brings its schema up to date; a missing file is created
    /// (see the store's `open` module for what is refused: an empty file, a file that is not an
    /// SQLite database, another application's database, one failing `PRAGMA quick_check`).
    ///
    /// # Errors
    /// The file is refused as above, cannot be opened (the message says whether it is
    /// read-only or the disk is full), was written by a newer version (its `user_version` is
    /// past the last known migration), or a migration fails.
    pub fn open(path: &Path) -> anyhow::Result<Store> {
        if !open::check_existing(path)? {
            open::create(path, |conn| Ok(Self::setup(conn)?.conn))?;
        }
        let conn = open::open_checked(path)?;
        Self::setup(conn)
            .map_err(|e| open::explain(path, e))
            .with_context(|| format!("database {}", path.display()))
    }

    /// [`Store::open`] for the one service of this database: takes its [`ServiceLock`]
    /// first (before the file is even read) and holds it as long as the store lives.
    ///
    /// # Errors
    /// Another service holds the lock (nothing of the database is touched then), or as
    /// [`Store::open`].
    pub fn open_for_service(path: &Path) -> anyhow::Result<Store> {
        let mut lock = ServiceLock::acquire(path)?;
        let mut store = Self::open(path)?;
        // A new database: its file exists only now.
        lock.hold_database(path)?;
        store.lock = Some(lock);
        Ok(store)
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
        // Room for every statement one mail runs (about twenty): with rusqlite's default of
        // 16 the least recently used ones were prepared again for each mail.
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        alike::register(&conn)?;
        migrate(&mut conn)?;
        Ok(Store { conn, lock: None })
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
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .context("cannot start a database transaction")?;
        Ok(Tx { tx })
    }

    /// The database file (`None` for a database in memory).
    pub fn path(&self) -> Option<std::path::PathBuf> {
        self.conn
            .path()
            .filter(|p| !p.is_empty())
            .map(std::path::PathBuf::from)
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
    if version == MIGRATIONS.len() {
        return Ok(());
    }
    // A migration may rebuild a table that others refer to (0003 rebuilds `games`); the
    // references are checked once it is done instead. The pragma has no effect inside a
    // transaction, so it is switched here.
    conn.pragma_update(None, "foreign_keys", false)?;
    for (i, (name, sql)) in MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)
            .with_context(|| format!("migration {name} failed"))?;
        let broken: Option<String> = tx
            .query_row("PRAGMA foreign_key_check", [], |r| r.get(0))
            .optional()?;
        if let Some(table) = broken {
            bail!("migration {name} left a broken reference in table `{table}`");
        }
        tx.pragma_update(None, "user_version", i as i64 + 1)?;
        tx.commit()?;
    }
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// One write transaction. Dropping it without [`Tx::commit`] rolls everything back.
pub struct Tx<'a> {
    tx: rusqlite::Transaction<'a>,
}

impl Tx<'_> {
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
mod tests;
