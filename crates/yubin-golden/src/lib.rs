//! Golden files for yubin's tests: an output is compared with the file committed for it, or
//! written into that file when `YUBIN_BLESS` is set (`YUBIN_BLESS=1 cargo test …`), so that
//! an intended change of output is one command and a `git diff` to review.
//!
//! * [`check`]: one output against one file; panics on a difference.
//! * [`compare`]: the same, returning the difference, for a test that reports every case at
//!   once.
//! * [`check_dir`], [`compare_dir`]: a folder that holds exactly the given outputs, so that a
//!   golden file no case produces any more is reported too (and removed when blessing).
//!
//! A difference names the file and its first differing line, each side shown with its
//! escapes (a missing final newline or a `\r` is visible). Files are compared byte for byte,
//! with no header and no normalisation of line endings: a golden file is the output itself.
//! Blessing rewrites only the files that differ. A failed check points at the test's line,
//! not at this crate's.
//!
//! # Example
//! ```
//! let dir = std::env::temp_dir().join(format!("yubin-golden-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! std::fs::write(dir.join("board.txt"), "  9  8  7\n").unwrap();
//! yubin_golden::check(dir.join("board.txt"), "  9  8  7\n");
//! yubin_golden::check_dir(&dir, [("board.txt", "  9  8  7\n")]);
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```

use std::collections::BTreeSet;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What a failed check says after the differences.
const HINT: &str = "(rerun with YUBIN_BLESS=1 if the change is intended)";

/// Whether this run writes the golden files instead of comparing with them.
fn blessing() -> bool {
    std::env::var_os("YUBIN_BLESS").is_some()
}

/// A golden file that does not hold what the test produced.
#[derive(Debug)]
pub struct Mismatch {
    path: PathBuf,
    kind: Kind,
}

#[derive(Debug)]
enum Kind {
    /// The file cannot be read, most often because no run has blessed it yet.
    Unreadable(io::Error),
    /// The first line (from 1) that differs, and that line on each side (`None` past the end).
    Differs {
        line: usize,
        golden: Option<String>,
        output: Option<String>,
    },
    /// A file in a golden folder that no case produces.
    Stale,
}

impl Mismatch {
    /// The golden file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path.display();
        match &self.kind {
            Kind::Unreadable(e) => write!(f, "{path}: cannot read the golden file: {e}"),
            Kind::Differs {
                line,
                golden,
                output,
            } => write!(
                f,
                "{path} differs from the output at line {line}:\n  golden: {}\n  output: {}",
                Shown(golden),
                Shown(output)
            ),
            Kind::Stale => write!(f, "{path}: a golden file that no case produces"),
        }
    }
}

impl std::error::Error for Mismatch {}

/// One side's line, escaped, or the end of the text.
struct Shown<'a>(&'a Option<String>);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(line) => write!(f, "{line:?}"),
            None => f.write_str("(end of file)"),
        }
    }
}

/// Compares `output` with the golden file at `path`; with `YUBIN_BLESS` set, writes it there
/// instead (creating the folders).
///
/// # Panics
/// When the file differs or cannot be read, with the file and its first differing line; when
/// blessing, if the file cannot be written.
#[track_caller]
pub fn check(path: impl AsRef<Path>, output: &str) {
    check_with(path.as_ref(), output, blessing());
}

/// Compares `output` with the golden file at `path`, as [`check`] does, but returns the
/// difference instead of panicking.
///
/// # Errors
/// A [`Mismatch`] when the file differs or cannot be read.
///
/// # Panics
/// When blessing, if the file cannot be written.
pub fn compare(path: impl AsRef<Path>, output: &str) -> Result<(), Mismatch> {
    compare_with(path.as_ref(), output.as_bytes(), blessing())
}

/// Compares each `(file name, output)` with the file of that name in `dir`, and reports every
/// other file in `dir` as stale; with `YUBIN_BLESS` set, writes the outputs and removes the
/// stale files instead.
///
/// # Panics
/// On any difference, listing them all; if `files` is empty (a loop that made no case) or
/// names a file twice; when blessing, if a file cannot be written or removed.
#[track_caller]
pub fn check_dir<N, T>(dir: impl AsRef<Path>, files: impl IntoIterator<Item = (N, T)>)
where
    N: AsRef<str>,
    T: AsRef<str>,
{
    check_dir_with(dir.as_ref(), files, blessing());
}

/// Compares a folder with its outputs as [`check_dir`] does, but returns the differences
/// instead of panicking, for a test that reports them with its own findings.
///
/// # Panics
/// If `files` is empty or names a file twice; when blessing, if a file cannot be written or
/// removed.
#[track_caller]
pub fn compare_dir<N, T>(
    dir: impl AsRef<Path>,
    files: impl IntoIterator<Item = (N, T)>,
) -> Vec<Mismatch>
where
    N: AsRef<str>,
    T: AsRef<str>,
{
    compare_dir_with(dir.as_ref(), files, blessing())
}

#[track_caller]
fn check_with(path: &Path, output: &str, bless: bool) {
    if let Err(m) = compare_with(path, output.as_bytes(), bless) {
        panic!("{m}\n{HINT}");
    }
}

#[track_caller]
fn check_dir_with<N, T>(dir: &Path, files: impl IntoIterator<Item = (N, T)>, bless: bool)
where
    N: AsRef<str>,
    T: AsRef<str>,
{
    let mismatches = compare_dir_with(dir, files, bless);
    if !mismatches.is_empty() {
        let list: Vec<String> = mismatches.iter().map(Mismatch::to_string).collect();
        panic!(
            "{}: {} wrong golden files:\n{}\n{HINT}",
            dir.display(),
            list.len(),
            list.join("\n")
        );
    }
}

fn compare_with(path: &Path, output: &[u8], bless: bool) -> Result<(), Mismatch> {
    let golden = fs::read(path);
    if bless {
        if golden.as_deref().ok() != Some(output) {
            write(path, output);
        }
        return Ok(());
    }
    let golden = golden.map_err(|e| Mismatch {
        path: path.to_owned(),
        kind: Kind::Unreadable(e),
    })?;
    match first_difference(&golden, output) {
        None => Ok(()),
        Some(kind) => Err(Mismatch {
            path: path.to_owned(),
            kind,
        }),
    }
}

#[track_caller]
fn compare_dir_with<N, T>(
    dir: &Path,
    files: impl IntoIterator<Item = (N, T)>,
    bless: bool,
) -> Vec<Mismatch>
where
    N: AsRef<str>,
    T: AsRef<str>,
{
    let mut names = BTreeSet::new();
    let mut mismatches = Vec::new();
    for (name, output) in files {
        let name = name.as_ref();
        assert!(
            names.insert(name.to_owned()),
            "{}: two outputs for the golden file {name}",
            dir.display()
        );
        if let Err(m) = compare_with(&dir.join(name), output.as_ref().as_bytes(), bless) {
            mismatches.push(m);
        }
    }
    assert!(
        !names.is_empty(),
        "{}: no outputs to compare with its golden files",
        dir.display()
    );
    // A missing folder has no stale files; its missing golden files are reported above.
    let mut stale: Vec<PathBuf> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .map(|e| e.unwrap_or_else(|e| panic!("{}: {e}", dir.display())))
        .filter(|e| !names.contains(e.file_name().to_string_lossy().as_ref()))
        .map(|e| e.path())
        .collect();
    stale.sort();
    for path in stale {
        if bless {
            fs::remove_file(&path)
                .unwrap_or_else(|e| panic!("{}: cannot remove it: {e}", path.display()));
        } else {
            mismatches.push(Mismatch {
                path,
                kind: Kind::Stale,
            });
        }
    }
    mismatches
}

fn write(path: &Path, output: &[u8]) {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    }
    fs::write(path, output)
        .unwrap_or_else(|e| panic!("{}: cannot write the golden file: {e}", path.display()));
}

/// The first line at which `golden` and `output` differ, if they do.
fn first_difference(golden: &[u8], output: &[u8]) -> Option<Kind> {
    if golden == output {
        return None;
    }
    // Lines keep their `\n`, so that a missing final newline is a difference of the last
    // line; the texts differ, so some line does and the search ends.
    let mut g = golden.split_inclusive(|&b| b == b'\n');
    let mut o = output.split_inclusive(|&b| b == b'\n');
    let text = |l: &[u8]| String::from_utf8_lossy(l).into_owned();
    (1..)
        .map(|line| (line, g.next(), o.next()))
        .find(|(_, g, o)| g != o)
        .map(|(line, g, o)| Kind::Differs {
            line,
            golden: g.map(text),
            output: o.map(text),
        })
}

#[cfg(test)]
mod tests;
