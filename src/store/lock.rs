//! One service per database: `yubin serve` holds an exclusive lock on `<database>.lock`
//! (beside the database) for as long as it runs, and a second one refuses to start instead
//! of sharing the database with the first.
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
        let path = Self::path_for(database);
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
        Ok(ServiceLock { _file: file, path })
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}
