//! `yubin serve` on broken storage says what happened: a read-only file system and a full
//! disk are named as such, with the database file, instead of "not an SQLite database"; a
//! disk that fills while it runs makes it wait, not stop.
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

/// A 2 MB tmpfs that fills while the service runs: it waits (one error naming the database,
/// no exit), and once there is room again it answers every mail that waited, by itself.
#[test]
fn a_disk_that_fills_mid_pass_makes_serve_wait_then_go_on() {
    let log = tempfile::NamedTempFile::new().unwrap();
    let script = format!(
        r#"set -e
        mount -t tmpfs -o size=2m tmpfs "$MNT"
        cp -r "$SRC"/. "$MNT"/
        cd "$MNT"
        RUST_LOG=info "$YUBIN" serve > /dev/null 2> "{log}" &
        pid=$!
        trap 'kill -CONT $pid; kill $pid 2> /dev/null' EXIT
        n=0; until grep -q serving "{log}"; do sleep 0.1; n=$((n+1)); [ $n -lt 300 ]; done
        echo help | "$YUBIN" mail drop --from alice@example.test > /dev/null
        n=0; until [ "$(ls spool/outbox | wc -l)" = 1 ]; do sleep 0.1; n=$((n+1)); [ $n -lt 300 ]; done
        # Three more mails, then the disk full, all while the service is stopped (SIGSTOP).
        kill -STOP $pid
        for who in bob carol dave; do
            echo help | "$YUBIN" mail drop --from $who@example.test > /dev/null
        done
        dd if=/dev/zero of=filler bs=4k 2> /dev/null || true
        kill -CONT $pid
        sleep 4
        kill -0 $pid
        echo "waiting while full: $(ls spool/new | wc -l)"
        rm filler
        n=0; until [ "$(ls spool/new | wc -l)" = 0 ] && [ "$(ls spool/outbox | wc -l)" = 4 ]; do
            sleep 0.1; n=$((n+1)); [ $n -lt 900 ]
        done
        kill -TERM $pid
        code=0; wait $pid || code=$?
        trap - EXIT
        echo "exit: $code"
        echo "left in tmp/: $(ls spool/tmp | wc -l)""#,
        log = log.path().display()
    );
    let Some((out, mnt)) = in_private_mount(&script) else {
        return;
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let log = std::fs::read_to_string(log.path()).unwrap();
    assert!(
        out.status.success(),
        "{stdout}\n{}\n{log}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("waiting while full: 3"), "{stdout}\n{log}");
    assert!(stdout.contains("exit: 0"), "{stdout}\n{log}");
    assert!(stdout.contains("left in tmp/: 0"), "{stdout}\n{log}");
    assert_eq!(log.matches("cannot go on for now").count(), 1, "{log}");
    assert!(
        log.contains(&format!(
            "the disk holding the database {} is full",
            db_in(&mnt)
        )),
        "{log}"
    );
    assert_eq!(log.matches("recovered").count(), 1, "{log}");
    assert!(!log.contains("could not be flushed"), "{log}");
}
