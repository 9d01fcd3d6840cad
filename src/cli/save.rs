//! `yubin mail read --save DIR`: the files attached to the bot's mails (an `export`'s
//! records) written into a folder of the user's.
//!
//! A file's name comes from the mail, so it is outside input and is never used as a path:
//!
//! * only its last component counts (`../../x.kif` and `/etc/x.kif` are `x.kif`; `\` is a
//!   separator too);
//! * every character but letters, digits, `-`, `_`, `+` and `.` becomes `_` (control
//!   characters, spaces, quotes, `:`), and leading dots are dropped, so no name is hidden,
//!   `.` or `..`;
//! * it is cut to [`MAX_NAME`] characters, and a name left empty is `attachment-N`
//!   (N: the file's place in the mail, from 1);
//! * nothing is overwritten: a name taken in the folder (or by an earlier file of the same
//!   run) gets `-2`, `-3`, … before its extension (`yubin-game-3-2.kif`), and the file is
//!   created only if it does not exist, at the moment it is written.

use crate::mail::maildir::SentFile;
use anyhow::{bail, Context as _};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The longest name a saved file gets, in characters (its `-N` aside).
pub const MAX_NAME: usize = 100;

/// The most files of one name a folder may hold before saving gives up (`-2` … `-999`).
const MAX_TRIES: u32 = 999;

/// A file written by [`save`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// Where it was written.
    pub path: PathBuf,
    /// Its size in bytes.
    pub bytes: usize,
    /// The name the mail gave it, when it differs from the one written (made safe, or
    /// taken already), as the mail gave it but with its control characters escaped.
    pub named: Option<String>,
}

/// `name` (the name the mail gives the `n`th file, from 1) made safe to write into a folder:
/// see the module docs.
pub fn safe_name(name: Option<&str>, n: usize) -> String {
    let last = name
        .unwrap_or_default()
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or_default();
    let cleaned: String = last
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "-_+.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let cut: String = cleaned
        .trim_start_matches('.')
        .chars()
        .take(MAX_NAME)
        .collect();
    if cut.is_empty() {
        format!("attachment-{n}")
    } else {
        cut
    }
}

/// `name` with `-k` before its extension: `x.kif` → `x-2.kif`, `x` → `x-2`.
fn numbered(name: &str, k: u32) -> String {
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => format!("{stem}-{k}.{ext}"),
        _ => format!("{name}-{k}"),
    }
}

/// Writes `files` into the folder `dir` (created if needed) under safe names, never over a
/// file that exists (see the module docs); returns what it wrote, in order.
///
/// # Errors
/// The folder cannot be created, a file cannot be written, or a name and its 998
/// numbered variants are all taken. The files written before the error stay.
pub fn save(dir: &Path, files: &[SentFile]) -> anyhow::Result<Vec<Saved>> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("--save: cannot create the folder {}", dir.display()))?;
    let mut out = Vec::with_capacity(files.len());
    for (i, f) in files.iter().enumerate() {
        let safe = safe_name(f.name.as_deref(), i + 1);
        let mut k = 1;
        let (path, mut file) = loop {
            let name = if k == 1 {
                safe.clone()
            } else {
                numbered(&safe, k)
            };
            let path = dir.join(&name);
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(file) => break (path, file),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && k < MAX_TRIES => k += 1,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => bail!(
                    "--save: {} and {MAX_TRIES} numbered names beside it exist already in {}",
                    safe,
                    dir.display()
                ),
                Err(e) => {
                    return Err(e)
                        .with_context(|| format!("--save: cannot create {}", path.display()))
                }
            }
        };
        file.write_all(&f.content)
            .with_context(|| format!("--save: cannot write {}", path.display()))?;
        let written = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let named = match &f.name {
            Some(n) if written.as_deref() != Some(n.as_str()) => Some(n.escape_debug().to_string()),
            None => Some("(no name)".to_string()),
            Some(_) => None,
        };
        out.push(Saved {
            path,
            bytes: f.content.len(),
            named,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_the_mail_stay_inside_the_folder() {
        let cases = [
            (Some("yubin-game-3.kif"), "yubin-game-3.kif"),
            (Some("../../etc/passwd"), "passwd"),
            (Some("/etc/cron.d/x"), "x"),
            (Some("..\\..\\win.ini"), "win.ini"),
            (Some(".."), "attachment-2"),
            (Some("."), "attachment-2"),
            (Some("...hidden"), "hidden"),
            (Some("a b\u{1b}[31m:\"c\".txt"), "a_b__31m__c_.txt"),
            (Some("棋譜.kif"), "棋譜.kif"),
            (Some("dir/"), "attachment-2"),
            (Some(""), "attachment-2"),
            (None, "attachment-2"),
        ];
        assert!(!cases.is_empty());
        for (name, want) in cases {
            assert_eq!(safe_name(name, 2), want, "{name:?}");
        }
        let long = "x".repeat(500) + ".kif";
        assert_eq!(safe_name(Some(&long), 1).chars().count(), MAX_NAME);
        assert_eq!(numbered("x.kif", 2), "x-2.kif");
        assert_eq!(numbered("x", 3), "x-3");
        assert_eq!(numbered("attachment-1", 2), "attachment-1-2");
    }

    #[test]
    fn nothing_is_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("new/sub");
        let file = |name: &str, text: &str| SentFile {
            name: Some(name.into()),
            content: text.as_bytes().to_vec(),
        };
        let first = save(&out, &[file("g.kif", "one"), file("../g.kif", "two")]).unwrap();
        let names: Vec<_> = first.iter().map(|s| s.path.clone()).collect();
        assert_eq!(names, [out.join("g.kif"), out.join("g-2.kif")]);
        assert_eq!(first[0].named, None);
        assert_eq!(first[1].named.as_deref(), Some("../g.kif"));
        let again = save(&out, &[file("g.kif", "three")]).unwrap();
        assert_eq!(again[0].path, out.join("g-3.kif"));
        assert_eq!(again[0].named.as_deref(), Some("g.kif"));
        assert_eq!(std::fs::read_to_string(out.join("g.kif")).unwrap(), "one");
        assert_eq!(
            std::fs::read_to_string(out.join("g-3.kif")).unwrap(),
            "three"
        );
        // A symlink in the folder is a name taken: nothing is written through it.
        let target = dir.path().join("target");
        std::os::unix::fs::symlink(&target, out.join("s.kif")).unwrap();
        let through = save(&out, &[file("s.kif", "four")]).unwrap();
        assert_eq!(through[0].path, out.join("s-2.kif"));
        assert!(!target.exists());
    }

    proptest::proptest! {
        /// The fuzz target's checks (`fuzz/fuzz_targets/save_name.rs`) on arbitrary names, for
        /// CI, where cargo-fuzz does not run: never a path, never empty, never too long, only
        /// safe characters, and a clean name stays as it is.
        #[test]
        fn any_name_is_made_a_safe_file_name(name in "\\PC{0,300}|[./\\\\a-z]{0,12}") {
            let safe = safe_name(Some(&name), 3);
            proptest::prop_assert!(!safe.is_empty());
            proptest::prop_assert!(!safe.starts_with('.'));
            proptest::prop_assert!(safe.chars().count() <= MAX_NAME);
            proptest::prop_assert!(
                safe.chars().all(|c| c.is_alphanumeric() || "-_+.".contains(c)),
                "{:?}",
                safe
            );
            proptest::prop_assert_eq!(safe_name(Some(&safe), 3), safe);
        }
    }
}
