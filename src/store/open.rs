//! Opening the database file: which files are refused, how a new one is created, and what a
//! storage failure is called.
//!
//! * A **missing** file is a first start: the database is built under a temporary name
//!   beside it (schema and all, written through to the disk) and only then linked into
//!   place, so the database path never holds a half-made or empty database.
//! * An **existing** file must be an SQLite database: an empty (0-byte) file or one without
//!   the SQLite header is refused, never taken for a new database (that would look like all
//!   games gone). So is an SQLite database of another application (tables, but no yubin
//!   schema version), and one that fails `PRAGMA quick_check`.
//! * A failure of SQLite while opening is named by what the file system says: the file or
//!   its folder is **read-only**, the **disk is full**, or it is not a database at all.

use anyhow::{bail, Context as _};
use rusqlite::{Connection, ErrorCode};
use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Read as _, Write as _};
use std::path::{Path, PathBuf};
use tracing::info;

/// The first 16 bytes of every SQLite database file.
const HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Checks the file at `path` before SQLite reads it: `Ok(false)` when there is none.
///
/// # Errors
/// The file is empty, is not an SQLite database, or cannot be read.
pub(super) fn check_existing(path: &Path) -> anyhow::Result<bool> {
    let mut f = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(false),
        Err(e) => {
            return Err(e).with_context(|| format!("cannot read the database {}", path.display()))
        }
    };
    let mut head = Vec::with_capacity(HEADER.len());
    (&mut f)
        .take(HEADER.len() as u64)
        .read_to_end(&mut head)
        .with_context(|| format!("cannot read the database {}", path.display()))?;
    if head.is_empty() {
        bail!(
            "the database {} is an empty file (0 bytes), not a yubin database; yubin never \
             leaves an empty database, so something else emptied or created it. Restore the \
             last backup there, or, if this is a new installation, remove the empty file and \
             yubin creates the database",
            path.display()
        );
    }
    if head != HEADER {
        bail!(
            "{} is not an SQLite database (it does not start with the SQLite header); check \
             that `database` names the right file",
            path.display()
        );
    }
    Ok(true)
}

/// Creates the database at `path` (which does not exist): `init` builds it on a connection
/// to a temporary file beside it; the file is written through and linked into place.
///
/// # Errors
/// The file cannot be created or `init` fails; the temporary file is removed then.
pub(super) fn create(
    path: &Path,
    init: impl FnOnce(Connection) -> anyhow::Result<Connection>,
) -> anyhow::Result<()> {
    let tmp = sibling(path, ".", ".new");
    remove_with_sidecars(&tmp);
    let made = (|| {
        super::create_private(&tmp)?;
        let conn = connect(&tmp)?;
        let conn = init(conn)?;
        // Everything into the main file (and synced), so that the link below is the whole
        // database and the temporary log can go.
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        conn.close().map_err(|(_, e)| e)?;
        match fs::hard_link(&tmp, path) {
            // Someone else created it meanwhile: theirs is checked like any existing file.
            Err(e) if e.kind() == ErrorKind::AlreadyExists => Ok(()),
            r => r,
        }?;
        anyhow::Ok(())
    })();
    remove_with_sidecars(&tmp);
    made.map_err(|e| explain(path, e))
        .with_context(|| format!("cannot create the database {}", path.display()))?;
    info!(database = %path.display(), "created a new database");
    Ok(())
}

/// Opens an existing database in WAL mode and checks it: an SQLite database of another
/// application and one that fails `PRAGMA quick_check` are refused.
///
/// # Errors
/// As described, or SQLite fails (named by [`explain`]).
pub(super) fn open_checked(path: &Path) -> anyhow::Result<Connection> {
    let conn = connect(path).map_err(|e| explain(path, e))?;
    let problems: Vec<String> = (|| {
        let mut stmt = conn.prepare("PRAGMA quick_check(5)")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
    })()
    .map_err(|e| explain(path, e.into()))?;
    if problems.first().map(String::as_str) != Some("ok") {
        bail!(
            "the database {} is damaged (SQLite's quick_check: {}); restore the last backup",
            path.display(),
            problems.join("; ")
        );
    }
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| explain(path, e.into()))?;
    if version == 0 {
        let tables: Vec<String> = (|| {
            let mut stmt = conn.prepare(
                "SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name LIMIT 5",
            )?;
            let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })()
        .map_err(|e| explain(path, e.into()))?;
        if !tables.is_empty() {
            bail!(
                "{} is an SQLite database of another application (tables {}), not a yubin \
                 database; point `database` at a yubin database or a new file",
                path.display(),
                tables.join(", ")
            );
        }
    }
    Ok(conn)
}

/// A connection to `path` in WAL mode.
fn connect(path: &Path) -> anyhow::Result<Connection> {
    let conn = Connection::open(path)?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        bail!("cannot switch {} to WAL mode (got {mode})", path.display());
    }
    Ok(conn)
}

/// `e`, a failure while opening the database at `path`, with what happened in front: the
/// file or its folder is read-only, the disk is full, the file is not a database, …
pub(crate) fn explain(path: &Path, e: anyhow::Error) -> anyhow::Error {
    let code = e
        .chain()
        .find_map(|c| c.downcast_ref::<rusqlite::Error>())
        .and_then(rusqlite::Error::sqlite_error_code);
    let Some(code) = code else { return e };
    let p = path.display();
    let what = match code {
        ErrorCode::ReadOnly
        | ErrorCode::CannotOpen
        | ErrorCode::PermissionDenied
        | ErrorCode::SystemIoFailure
        | ErrorCode::DiskFull => file_system_problem(path).unwrap_or_else(|| match code {
            ErrorCode::ReadOnly => format!("the database {p} is read-only"),
            ErrorCode::DiskFull => format!("the disk holding the database {p} is full"),
            ErrorCode::CannotOpen => format!("cannot open the database {p}"),
            _ => format!("the disk failed while reading or writing the database {p}"),
        }),
        ErrorCode::NotADatabase => format!("{p} is not an SQLite database"),
        ErrorCode::DatabaseCorrupt => {
            format!("the database {p} is damaged; restore the last backup")
        }
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => {
            format!("the database {p} is locked by another program")
        }
        _ => format!("cannot use the database {p}"),
    };
    e.context(what)
}

/// What the file system says about writing the database at `path`: its file or folder is
/// read-only, or the disk is full. `None` when writing there works.
pub(crate) fn file_system_problem(path: &Path) -> Option<String> {
    let p = path.display();
    match OpenOptions::new().write(true).open(path) {
        Err(e) if e.kind() == ErrorKind::ReadOnlyFilesystem => {
            return Some(format!(
                "the database {p} is read-only: its file system is mounted read-only"
            ))
        }
        Err(e) if e.kind() == ErrorKind::PermissionDenied => {
            return Some(format!(
                "the database {p} is read-only: this user may not write it (check its owner \
                 and mode)"
            ))
        }
        _ => {}
    }
    folder_problem(path, false)
}

/// What the file system says about writing a new file beside the database at `path` (a
/// probe, removed at once): its folder is read-only, or the disk is full. `None` when that
/// works. The database file itself is not opened.
fn folder_problem(path: &Path, running: bool) -> Option<String> {
    let p = path.display();
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let probe = sibling(path, ".", ".probe");
    let written = (|| {
        let mut f = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)?;
        f.write_all(&[0u8; 64 * 1024])?;
        f.sync_all()
    })();
    let _ = fs::remove_file(&probe);
    let d = dir.display();
    match written.err()?.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Some(format!(
            "the disk holding the database {p} is full (no space left in {d}); free some space, \
             then {}",
            if running {
                "yubin goes on by itself"
            } else {
                "start yubin again"
            }
        )),
        ErrorKind::ReadOnlyFilesystem => Some(format!(
            "the database {p} is read-only: its folder {d} is on a file system mounted \
             read-only (SQLite also writes {name}-wal and {name}-shm there)",
            name = file_name(path)
        )),
        ErrorKind::PermissionDenied => Some(format!(
            "the database {p} is read-only: this user may not create files in its folder {d} \
             (SQLite writes {name}-wal and {name}-shm there)",
            name = file_name(path)
        )),
        _ => None,
    }
}

/// What a storage failure met by the running service is (SQLite's `code`: a full disk, a
/// read-only database, a failing disk), naming the database at `path`; `None` for another
/// kind of failure. Unlike [`explain`], it never opens the database file: closing a second
/// descriptor of a file drops every POSIX lock the process holds on it, those SQLite holds
/// through its connection included.
pub(crate) fn storage_problem(path: &Path, code: ErrorCode) -> Option<String> {
    let p = path.display();
    let read_only = || {
        use std::os::unix::fs::PermissionsExt as _;
        match fs::metadata(path) {
            Ok(m) if m.permissions().mode() & 0o200 == 0 => Some(format!(
                "the database {p} is read-only: its mode no longer lets its owner write it"
            )),
            _ => None,
        }
    };
    Some(match code {
        ErrorCode::DiskFull => folder_problem(path, true)
            .unwrap_or_else(|| format!("the disk holding the database {p} is full")),
        ErrorCode::ReadOnly | ErrorCode::PermissionDenied | ErrorCode::CannotOpen => {
            folder_problem(path, true)
                .or_else(read_only)
                .unwrap_or_else(|| {
                    format!(
                        "the database {p} cannot be written: it or its folder became read-only \
                     (a file system remounted read-only, a changed owner or mode)"
                    )
                })
        }
        ErrorCode::SystemIoFailure => folder_problem(path, true).unwrap_or_else(|| {
            format!("the disk failed while reading or writing the database {p}")
        }),
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => {
            format!("the database {p} is locked by another program")
        }
        ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase => {
            format!("the database {p} is damaged; restore the last backup")
        }
        _ => return None,
    })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| "database".into(), |n| n.to_string_lossy().into_owned())
}

/// `dir/<prefix><name><suffix>` for the database `dir/<name>`.
fn sibling(path: &Path, prefix: &str, suffix: &str) -> PathBuf {
    path.with_file_name(format!("{prefix}{}{suffix}", file_name(path)))
}

/// Removes `path` and the files SQLite keeps beside it.
fn remove_with_sidecars(path: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        let _ = fs::remove_file(PathBuf::from(p));
    }
}
