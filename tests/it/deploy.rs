//! The files of `deploy/`: the systemd unit passes `systemd-analyze verify` (with its
//! `ExecStart` pointed at the binary under test) and is hardened; the install notes and the
//! unit agree on paths.

use std::path::Path;
use std::process::Command;

fn deploy(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("deploy")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_unit_is_hardened_and_runs_unprivileged() {
    let unit = deploy("yubin.service");
    for line in [
        "User=yubin",
        "ExecStart=/usr/local/bin/yubin serve --config /etc/yubin/yubin.toml",
        "EnvironmentFile=/etc/yubin/secrets.env",
        "StateDirectory=yubin",
        "KillSignal=SIGTERM",
        "NoNewPrivileges=yes",
        "CapabilityBoundingSet=",
        "ProtectSystem=strict",
        "ReadWritePaths=/var/lib/yubin",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
        "SystemCallFilter=@system-service",
        "MemoryDenyWriteExecute=yes",
    ] {
        assert!(unit.lines().any(|l| l == line), "the unit lacks `{line}`");
    }
    let notes = deploy("INSTALL.md");
    for path in [
        "/etc/yubin/yubin.toml",
        "/etc/yubin/secrets.env",
        "/usr/local/bin/yubin",
    ] {
        assert!(notes.contains(path), "INSTALL.md does not mention {path}");
    }
}

#[test]
fn systemd_accepts_the_unit() {
    if Command::new("systemd-analyze")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("systemd-analyze is not installed: unit not verified");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let unit = deploy("yubin.service").replace("/usr/local/bin/yubin", env!("CARGO_BIN_EXE_yubin"));
    let path = dir.path().join("yubin.service");
    std::fs::write(&path, unit).unwrap();
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Only complaints about this unit count (the host's own units may have theirs).
    let ours: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("yubin.service"))
        .collect();
    assert!(out.status.success() && ours.is_empty(), "{stderr}");
}

#[test]
fn a_checkout_ignores_the_state_of_the_embedded_default() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let paths = [
        "yubin.key",
        "yubin.sqlite",
        "yubin.sqlite-wal",
        "yubin.sqlite-shm",
        "yubin.sqlite.lock",
        "spool/new/1700000000.M1P2Q3.yubin",
        "spool/outbox/x.eml",
    ];
    let out = match Command::new("git")
        .arg("check-ignore")
        .args(paths)
        .current_dir(root)
        .output()
    {
        Ok(o) if o.status.code() != Some(128) => o,
        _ => {
            eprintln!("not a git checkout: .gitignore not checked");
            return;
        }
    };
    let ignored = String::from_utf8_lossy(&out.stdout);
    for p in paths {
        assert!(
            ignored.lines().any(|l| l == p),
            "{p} is not ignored: {ignored}"
        );
    }
}
