//! One service per database: `yubin serve` holds an exclusive lock on `<database>.lock`
//! (beside the database) for as long as it runs, and a second one refuses to start instead
//! of sharing the database with the first.
//!
//! The lock file is named after the database's canonical path (symlinks resolved), so a
//! second service that reaches the database through a symlink (`sub/yubin.sqlite ->
//! ../yubin.sqlite`) or a path with `..` in it meets the same lock file. A path that no
//! canonical form unites (a hard link, another mount of the same file system) is caught by
//! a second lock on the database file itself, that is on its identity (device and inode):
//! the service takes it before SQLite opens the file (right after creating it, for a new
//! database) and keeps that descriptor open until the database is closed, since closing a
//! descriptor of the file would drop the POSIX locks SQLite holds on it. (`flock` and SQLite's
//! POSIX locks do not meet on a local file system.)
//!
//! The lock is the operating system's (`flock`, through [`std::fs::File::try_lock`]): it is
//! released when the process ends, however it ends, so a stale lock file after a crash or
//! `kill -9` blocks nothing. The file stays; it holds the process id of its last holder, for
//! the message of the one refused. `yubin backup` and the `yubin mail` commands do not take
//! it (they may run beside the service).

use anyhow::{bail, Context as _};
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Read as _, Seek as _, Write as _};
use std::os::unix::fs::OpenOptionsExt as _;
use std::path::{Path, PathBuf};

/// The exclusive lock of a running service on its database; released when dropped.
#[derive(Debug)]
pub struct ServiceLock {
    _file: File,
    path: PathBuf,
    /// The database file itself, locked (its identity), once it exists.
    database: Option<File>,
}

impl ServiceLock {
    /// The lock file of the database at `database`: `<database>.lock`.
    pub fn path_for(database: &Path) -> PathBuf {
        let mut p = database.as_os_str().to_owned();
        p.push(".lock");
        PathBuf::from(p)
    }

    /// Takes the lock of the database at `database`, without waiting.
    ///
    /// # Errors
    /// Another process holds it (the message names it and its process id), or the lock file
    /// cannot be created or locked (a read-only folder is named as such).
    pub fn acquire(database: &Path) -> anyhow::Result<ServiceLock> {
        let path = Self::path_for(&canonical(database));
        let mut file = match OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .mode(0o600)
            .open(&path)
        {
            Ok(f) => f,
            // A read-only folder: lock an existing file through a read-only handle, so that
            // the database itself is reported below; without one there is nothing to lock.
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::ReadOnlyFilesystem | ErrorKind::PermissionDenied
                ) =>
            {
                match File::open(&path) {
                    Ok(f) => f,
                    Err(_) => {
                        let why = super::open::file_system_problem(database)
                            .unwrap_or_else(|| e.to_string());
                        bail!("cannot create the lock file {}: {why}", path.display());
                    }
                }
            }
            Err(e) => {
                return Err(e)
                    .with_context(|| format!("cannot create the lock file {}", path.display()))
            }
        };
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                let mut holder = String::new();
                let _ = file.read_to_string(&mut holder);
                let holder = match holder.trim() {
                    "" => String::new(),
                    pid => format!(" (process {pid})"),
                };
                bail!(
                    "another `yubin serve`{holder} is using the database {}: it holds the lock \
                     file {}. Two services on one database would take each other's mail; stop \
                     the other one first (`systemctl stop yubin`), or give this one its own \
                     `database`",
                    database.display(),
                    path.display()
                );
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(e).with_context(|| format!("cannot lock {}", path.display()))
            }
        }
        // Who holds it, for the message of a second service (best effort: a read-only
        // handle cannot be written).
        let _ = file
            .set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| writeln!(file, "{}", std::process::id()));
        let mut lock = ServiceLock {
            _file: file,
            path,
            database: None,
        };
        lock.hold_database(database)?;
        Ok(lock)
    }

    /// Locks the database file itself (its identity), if it exists and is not locked yet:
    /// call it again once a new database is created. Keep the lock until the database's
    /// connection is closed (see the module docs).
    ///
    /// # Errors
    /// Another service holds the lock of the same file, reached by another path.
    pub fn hold_database(&mut self, database: &Path) -> anyhow::Result<()> {
        if self.database.is_some() {
            return Ok(());
        }
        // A file that cannot be opened is SQLite's to report, with its reason.
        let Ok(file) = File::open(database) else {
            return Ok(());
        };
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => bail!(
                "another `yubin serve` is using the database {} through another path to the \
                 same file (a hard link, or another mount of its file system), so its lock \
                 file is not {}. Two services on one database would take each other's mail; \
                 stop the other one first (`systemctl stop yubin`), or give this one its own \
                 `database`",
                database.display(),
                self.path.display()
            ),
            // A file system without `flock` (some network file systems): the lock file
            // alone guards it.
            Err(std::fs::TryLockError::Error(_)) => return Ok(()),
        }
        self.database = Some(file);
        Ok(())
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether a service ever ran on the database at `database`: its lock file, which
    /// `yubin serve` creates before it reads anything and which stays when it ends, exists.
    /// (A database alone tells nothing: `yubin import` creates one.) `None` when the folder
    /// cannot be looked into.
    pub fn ever_taken(database: &Path) -> Option<bool> {
        Self::path_for(&canonical(database)).try_exists().ok()
    }
}

/// `database` with its symlinks resolved: its canonical path; for a file not there yet, its
/// folder's canonical path and its name; as given when even the folder is missing.
fn canonical(database: &Path) -> PathBuf {
    if let Ok(p) = database.canonicalize() {
        return p;
    }
    let dir = match database.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    match (dir.canonicalize(), database.file_name()) {
        (Ok(d), Some(name)) => d.join(name),
        _ => database.to_path_buf(),
    }
}
