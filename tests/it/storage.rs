//! `yubin serve` on broken storage says what happened: a read-only file system and a full
//! disk are named as such, with the database file, instead of "not an SQLite database".
//!
//! The real binary runs on a small tmpfs in a private mount namespace (`unshare --user
//! --map-root-user --mount`, no privileges needed where user namespaces are allowed); where
//! they are not, the test says so and checks nothing.

use std::path::Path;
use std::process::Command;

/// Runs `script` with `sh` in a private user and mount namespace, with `$YUBIN` (the binary
/// under test), `$SRC` (a folder holding an embedded setup: database, key, spool) and `$MNT`
/// (an empty folder to mount on) set; its output and `$MNT`. `None` when namespaces cannot
/// be made here.
fn in_private_mount(script: &str) -> Option<(std::process::Output, String)> {
    let src = tempfile::tempdir().unwrap();
    let config = yubin::config::Config::embedded(src.path()).unwrap();
    drop(yubin::store::Store::open(&config.database).unwrap());
    yubin::mail::maildir::Spool::open(&src.path().join("spool")).unwrap();
    let mnt = tempfile::tempdir().unwrap();
    let probe = Command::new("unshare")
        .args(["--user", "--map-root-user", "--mount", "sh", "-c"])
        .arg("mount -t tmpfs tmpfs \"$1\"")
        .args(["sh", &mnt.path().display().to_string()])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: cannot mount a tmpfs in a private namespace here (unshare)");
        return None;
    }
    let out = Command::new("unshare")
        .args(["--user", "--map-root-user", "--mount", "sh", "-c", script])
        .env("YUBIN", env!("CARGO_BIN_EXE_yubin"))
        .env("SRC", src.path())
        .env("MNT", mnt.path())
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    Some((out, mnt.path().display().to_string()))
}

fn db_in(mnt: &str) -> String {
    Path::new(mnt).join("yubin.sqlite").display().to_string()
}

/// `yubin serve` in `$MNT`, a 4 MB tmpfs holding a copy of the embedded setup, after `step`
/// (a shell command) ran: its standard error and `$MNT`, or `None` (see
/// [`in_private_mount`]).
fn serve_on_tmpfs_after(step: &str) -> Option<(String, String)> {
    let script = format!(
        r#"set -e
        mount -t tmpfs -o size=4m tmpfs "$MNT"
        cp -r "$SRC"/. "$MNT"/
        {step}
        cd "$MNT"
        exec timeout 20 "$YUBIN" serve"#
    );
    let (out, mnt) = in_private_mount(&script)?;
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("not an SQLite database"), "{err}");
    Some((err, mnt))
}

#[test]
fn a_read_only_database_is_named_read_only() {
    let Some((err, mnt)) = serve_on_tmpfs_after(r#"mount -o remount,ro "$MNT""#) else {
        return;
    };
    assert!(
        err.contains(&format!("the database {} is read-only", db_in(&mnt))),
        "{err}"
    );
    assert!(err.contains("mounted read-only"), "{err}");
}

#[test]
fn a_full_disk_at_start_is_named_disk_full() {
    let filler = r#"dd if=/dev/zero of="$MNT/filler" bs=64k 2>/dev/null || true"#;
    let Some((err, mnt)) = serve_on_tmpfs_after(filler) else {
        return;
    };
    assert!(
        err.contains(&format!(
            "the disk holding the database {} is full",
            db_in(&mnt)
        )),
        "{err}"
    );
}
