//! A second `yubin serve` on the same database refuses to start, by the same path, through a
//! symlink or through a hard link, and the first one goes on serving undisturbed (the real
//! binary, on the embedded spool).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn yubin(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_yubin"));
    c.current_dir(dir).env("RUST_LOG", "info");
    c
}

/// Waits up to 30 s for `done`, checking every 50 ms.
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out: {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn stop(child: &mut Child) -> std::process::ExitStatus {
    let pid = child.id().to_string();
    Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    child.wait().unwrap()
}

#[test]
fn a_second_serve_is_refused_and_the_first_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("first.log");
    let mut first = yubin(dir.path())
        .arg("serve")
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let read_log = || std::fs::read_to_string(&log).unwrap_or_default();
    wait_for("the first service starts", || {
        read_log().contains("serving")
    });

    // (Under `timeout`: without the lock, the second would serve for ever.)
    let second = Command::new("timeout")
        .args(["20", env!("CARGO_BIN_EXE_yubin"), "serve"])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("another `yubin serve` (process {})", first.id())),
        "{err}"
    );
    assert!(err.contains("yubin.sqlite.lock"), "{err}");

    // Nor through a symlink to the database (with the key beside it), nor a hard link.
    let sub = dir.path().join("sub");
    let linked = dir.path().join("linked");
    for d in [&sub, &linked] {
        std::fs::create_dir(d).unwrap();
        std::fs::copy(dir.path().join("yubin.key"), d.join("yubin.key")).unwrap();
    }
    std::os::unix::fs::symlink("../yubin.sqlite", sub.join("yubin.sqlite")).unwrap();
    std::fs::hard_link(dir.path().join("yubin.sqlite"), linked.join("yubin.sqlite")).unwrap();
    for (d, says) in [
        (
            &sub,
            format!("another `yubin serve` (process {})", first.id()),
        ),
        (&linked, "through another path to the same file".to_string()),
    ] {
        let other = Command::new("timeout")
            .args(["20", env!("CARGO_BIN_EXE_yubin"), "serve"])
            .current_dir(d)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&other.stderr);
        assert_eq!(other.status.code(), Some(2), "{err}");
        assert!(err.contains(&says), "{err}");
    }

    // The first one still reads and answers mail.
    let drop = yubin(dir.path())
        .args([
            "mail",
            "drop",
            "--from",
            "alice@example.test",
            "--subject",
            "help",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(drop.status.success(), "{drop:?}");
    wait_for("the first service answers", || {
        let read = yubin(dir.path())
            .args(["mail", "read", "--to", "alice@example.test"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&read.stdout).contains("Subject:")
    });
    assert!(stop(&mut first).success(), "{}", read_log());
    assert!(!read_log().contains("ERROR"), "{}", read_log());
}
