//! `yubin backup --keep N DIR`: a dated copy of the database written into DIR, and the copies
//! beyond the N newest deleted (the Debian package's daily `yubin-backup.timer` runs it).
//!
//! The copies are named `yubin-YYYY-MM-DDTHHMMSSZ.sqlite` (UTC), so that their names sort as
//! their times. Only regular files named exactly so are ever counted or deleted: anything else
//! in DIR (an operator's own copy, a symbolic link, a half-written file of another tool) is
//! left alone. The copy just written is never deleted, even when the clock went back and its
//! name sorts before older ones. A copy is written as `….sqlite.part` and renamed when
//! whole, so that one cut short is never counted (it stays, for the operator to see).

use anyhow::{bail, Context as _};
use chrono::{DateTime, NaiveDateTime, Utc};
use std::path::{Path, PathBuf};

/// The name's fixed parts and its time's format.
const PREFIX: &str = "yubin-";
const SUFFIX: &str = ".sqlite";
const STAMP: &str = "%Y-%m-%dT%H%M%SZ";

/// What [`backup_keeping`] did.
#[derive(Debug, PartialEq, Eq)]
pub struct Rotation {
    /// The new copy.
    pub written: PathBuf,
    /// The older copies deleted, oldest first.
    pub deleted: Vec<PathBuf>,
}

/// The name of the copy made at `now`: `yubin-2026-11-28T221549Z.sqlite`.
pub fn copy_name(now: DateTime<Utc>) -> String {
    format!("{PREFIX}{}{SUFFIX}", now.format(STAMP))
}

/// Whether `name` is the name of a copy ([`copy_name`] of some instant).
pub fn is_copy_name(name: &str) -> bool {
    name.strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(SUFFIX))
        .is_some_and(|stamp| {
            // chrono accepts a sign and extra digits in `%Y`: the exact width is checked too.
            stamp.len() == "2026-11-28T221549Z".len()
                && NaiveDateTime::parse_from_str(stamp, STAMP).is_ok()
        })
}

/// Writes a consistent copy of the database at `db` into the folder `dir` under
/// [`copy_name`]`(now)`, then deletes the oldest copies in `dir` until `keep` remain (the
/// new one among them).
///
/// # Errors
/// `keep` is 0, `dir` is not a folder, there is no database at `db`, the copy fails (a copy
/// of the same second exists already), or an old copy cannot be deleted.
pub fn backup_keeping(
    db: &Path,
    dir: &Path,
    keep: u32,
    now: DateTime<Utc>,
) -> anyhow::Result<Rotation> {
    if keep == 0 {
        bail!("--keep 0 would delete the copy just made; keep at least 1");
    }
    if !dir.is_dir() {
        bail!(
            "{} is not a folder: with --keep, DEST is the folder of the dated copies",
            dir.display()
        );
    }
    let written = dir.join(copy_name(now));
    if written.exists() {
        bail!(
            "backup target {} exists already; choose a new file name",
            written.display()
        );
    }
    // Written under another name first, so that a copy cut short (the machine stopped, the
    // unit killed) is never taken for a whole one, nor counted among the kept.
    let part = dir.join(format!("{}.part", copy_name(now)));
    super::backup(db, &part)?;
    std::fs::rename(&part, &written)
        .with_context(|| format!("cannot rename {} to its name", part.display()))?;
    let mut older = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
        let path = entry.path();
        let name = entry.file_name();
        let is_copy = name.to_str().is_some_and(is_copy_name);
        // `file_type` does not follow symbolic links: a link named like a copy stays.
        if is_copy && path != written && entry.file_type()?.is_file() {
            older.push(path);
        }
    }
    older.sort();
    let excess = (older.len() + 1).saturating_sub(keep as usize);
    let deleted: Vec<PathBuf> = older.into_iter().take(excess).collect();
    for path in &deleted {
        std::fs::remove_file(path)
            .with_context(|| format!("cannot delete the old copy {}", path.display()))?;
    }
    Ok(Rotation { written, deleted })
}
