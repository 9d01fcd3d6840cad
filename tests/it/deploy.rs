//! The files of `deploy/`: the systemd units (the manual route's, and the Debian package's
//! in `deploy/debian/`) pass `systemd-analyze verify` (with `ExecStart` pointed at the binary
//! under test) and are hardened; the package's service unit is the manual one with the
//! package's paths; the install notes and the unit agree on paths. (`deploy/test-package.sh`
//! builds the package and installs it in a fresh Debian root.)

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
    let bin = env!("CARGO_BIN_EXE_yubin");
    // The manual route's unit, and the Debian package's three (deploy/debian/).
    let units = [
        (
            "yubin.service",
            deploy("yubin.service").replace("/usr/local/bin/yubin", bin),
        ),
        ("debian/yubin.service", deploy("debian/yubin.service")),
        (
            "debian/yubin-backup.service",
            deploy("debian/yubin-backup.service"),
        ),
        (
            "debian/yubin-backup.timer",
            deploy("debian/yubin-backup.timer"),
        ),
    ];
    for (name, unit) in units {
        let unit = unit.replace("/usr/bin/yubin", bin);
        let file = name.trim_start_matches("debian/");
        let path = dir.path().join(file);
        std::fs::write(&path, unit).unwrap();
        let out = Command::new("systemd-analyze")
            .arg("verify")
            .arg(&path)
            .current_dir(dir.path())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        // Only complaints about this unit count (the host's own units may have theirs).
        let ours: Vec<&str> = stderr.lines().filter(|l| l.contains(file)).collect();
        assert!(out.status.success() && ours.is_empty(), "{name}: {stderr}");
    }
}

/// The Debian package's unit is the manual route's with the package's paths: every line but
/// the comments is the same, `/usr/local/` read `/usr/`.
#[test]
fn the_package_unit_is_the_manual_one_with_the_package_paths() {
    let settings = |unit: &str| -> Vec<String> {
        unit.lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_owned)
            .collect()
    };
    let manual = settings(&deploy("yubin.service").replace("/usr/local/", "/usr/"));
    let package = settings(&deploy("debian/yubin.service"));
    assert!(manual.len() > 40, "{manual:?}");
    assert_eq!(package, manual);
    assert!(
        package.contains(&"ExecStart=/usr/bin/yubin serve --config /etc/yubin/yubin.toml".into())
    );
    assert!(package.contains(&"StateDirectoryMode=0700".into()));
}

/// The backup unit runs `yubin backup --keep` into /var/backups/yubin as user yubin, as
/// hardened as the service (and without network), and its timer is daily.
#[test]
fn the_backup_unit_keeps_dated_copies_daily() {
    let unit = deploy("debian/yubin-backup.service");
    for line in [
        "Type=oneshot",
        "User=yubin",
        "Environment=YUBIN_BACKUP_KEEP=14",
        "ExecStart=/usr/bin/yubin backup --config /etc/yubin/yubin.toml --keep ${YUBIN_BACKUP_KEEP} /var/backups/yubin",
        "EnvironmentFile=/etc/yubin/secrets.env",
        "NoNewPrivileges=yes",
        "CapabilityBoundingSet=",
        "ProtectSystem=strict",
        "ReadWritePaths=/var/lib/yubin /var/backups/yubin",
        "PrivateNetwork=yes",
        "SystemCallFilter=@system-service",
        "MemoryDenyWriteExecute=yes",
    ] {
        assert!(unit.lines().any(|l| l == line), "the backup unit lacks `{line}`");
    }
    let timer = deploy("debian/yubin-backup.timer");
    for line in [
        "OnCalendar=daily",
        "Persistent=true",
        "WantedBy=timers.target",
    ] {
        assert!(timer.lines().any(|l| l == line), "the timer lacks `{line}`");
    }
    // The package's maintainer scripts carry the token cargo-deb fills with the units' parts.
    for script in ["postinst", "prerm", "postrm"] {
        let text = deploy(&format!("debian/{script}"));
        assert!(text.starts_with("#!/bin/sh\n"), "{script}");
        assert!(text.lines().any(|l| l == "#DEBHELPER#"), "{script}");
    }
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
