//! `yubin backup --keep N DIR` (the Debian package's daily backup timer runs it): dated
//! copies that open and hold the games, the N newest kept, nothing else in DIR touched.

use chrono::{DateTime, TimeZone as _, Utc};
use std::path::{Path, PathBuf};
use std::process::Command;
use yubin::cli::backups::{backup_keeping, copy_name, is_copy_name};
use yubin::store::Store;
use yubin_domain::model::{GameId, GameResult};
use yubin_engine::records::import::Request;
use yubin_rules::Color;

/// A database holding one imported game (game 1), in `dir`.
fn database(dir: &Path) -> PathBuf {
    let db = dir.join("yubin.sqlite");
    let record = dir.join("game.usi");
    let start = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/\
                 PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL";
    std::fs::write(
        &record,
        format!("position sfen {start} b - 1 moves 7j7h 5d5e\n"),
    )
    .unwrap();
    let req = Request {
        result: Some(GameResult::Win(Color::Black)),
        ..Request::default()
    };
    yubin::cli::import_file(&db, &record, &req, 1_700_000_000).unwrap();
    db
}

fn at(day: u32, second: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, 3, 0, second).unwrap()
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn the_newest_copies_are_kept_and_nothing_else_is_touched() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(dir.path());
    let out = dir.path().join("backups");
    std::fs::create_dir(&out).unwrap();
    // What is not a copy of ours, though it may look like one.
    let foreign = [
        "notes.txt",
        "yubin-latest.sqlite",
        "yubin-2020-01-01T000000Z.sqlite.gz",
        "yubin-2020-01-01T000000Z.sqlite-wal",
        // A copy cut short: never counted, never deleted.
        "yubin-2020-01-01T000000Z.sqlite.part",
        "yubin-2020-13-01T000000Z.sqlite",
        "yubin-+2020-01-01T000000Z.sqlite",
        "YUBIN-2020-01-01T000000Z.sqlite",
    ];
    for name in foreign {
        std::fs::write(out.join(name), "not a backup").unwrap();
    }
    // A folder and a symbolic link named like old copies stay too.
    std::fs::create_dir(out.join("yubin-2020-01-02T000000Z.sqlite")).unwrap();
    std::os::unix::fs::symlink(&db, out.join("yubin-2020-01-03T000000Z.sqlite")).unwrap();

    let mut ours = Vec::new();
    for day in 1..=5 {
        let done = backup_keeping(&db, &out, 3, at(day, 0)).unwrap();
        assert_eq!(done.written, out.join(copy_name(at(day, 0))));
        ours.push(copy_name(at(day, 0)));
        let gone: Vec<String> = ours.drain(..ours.len().saturating_sub(3)).collect();
        let deleted: Vec<PathBuf> = gone.iter().map(|n| out.join(n)).collect();
        assert_eq!(done.deleted, deleted, "day {day}");
        let mut expected: Vec<String> = foreign.iter().map(|s| s.to_string()).collect();
        expected.push("yubin-2020-01-02T000000Z.sqlite".into());
        expected.push("yubin-2020-01-03T000000Z.sqlite".into());
        expected.extend(ours.iter().cloned());
        expected.sort();
        assert_eq!(names(&out), expected, "day {day}");
    }
    assert_eq!(ours.len(), 3);
    assert_eq!(ours[2], "yubin-2026-11-05T030000Z.sqlite");
    // Every copy kept is a whole database holding the game, and private to its owner.
    for name in &ours {
        let copy = Store::open(&out.join(name)).unwrap();
        assert_eq!(copy.moves(GameId(1)).unwrap().len(), 2, "{name}");
        let mode = std::os::unix::fs::PermissionsExt::mode(
            &std::fs::metadata(out.join(name)).unwrap().permissions(),
        );
        assert_eq!(mode & 0o777, 0o600, "{name}");
    }
    // The link still points at the live database, which is untouched.
    assert_eq!(Store::open(&db).unwrap().moves(GameId(1)).unwrap().len(), 2);
}

#[test]
fn the_copy_just_made_is_kept_even_when_the_clock_went_back() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(dir.path());
    let out = dir.path().join("backups");
    std::fs::create_dir(&out).unwrap();
    backup_keeping(&db, &out, 2, at(20, 0)).unwrap();
    backup_keeping(&db, &out, 2, at(21, 0)).unwrap();
    let done = backup_keeping(&db, &out, 2, at(10, 0)).unwrap();
    assert_eq!(done.deleted, vec![out.join(copy_name(at(20, 0)))]);
    assert_eq!(
        names(&out),
        vec![copy_name(at(10, 0)), copy_name(at(21, 0))]
    );
}

#[test]
fn bad_requests_are_refused_and_delete_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(dir.path());
    let out = dir.path().join("backups");
    std::fs::create_dir(&out).unwrap();
    backup_keeping(&db, &out, 1, at(1, 0)).unwrap();

    // A second copy in the same second: refused, the first one kept.
    let err = format!("{:#}", backup_keeping(&db, &out, 1, at(1, 0)).unwrap_err());
    assert!(err.contains("exists already"), "{err}");
    // Keeping none would delete the copy just made.
    let err = format!("{:#}", backup_keeping(&db, &out, 0, at(2, 0)).unwrap_err());
    assert!(err.contains("keep at least 1"), "{err}");
    // DEST must be a folder.
    let file = out.join(copy_name(at(1, 0)));
    let err = format!("{:#}", backup_keeping(&db, &file, 1, at(3, 0)).unwrap_err());
    assert!(err.contains("is not a folder"), "{err}");
    let err = format!(
        "{:#}",
        backup_keeping(&db, &dir.path().join("none"), 1, at(3, 0)).unwrap_err()
    );
    assert!(err.contains("is not a folder"), "{err}");
    // No database: nothing written, nothing deleted.
    let err = format!(
        "{:#}",
        backup_keeping(&dir.path().join("none.sqlite"), &out, 1, at(4, 0)).unwrap_err()
    );
    assert!(err.contains("there is no database at"), "{err}");
    assert_eq!(names(&out), vec![copy_name(at(1, 0))]);
}

#[test]
fn copy_names_are_read_strictly() {
    assert_eq!(copy_name(at(28, 49)), "yubin-2026-11-28T030049Z.sqlite");
    assert!(is_copy_name("yubin-2026-11-28T030049Z.sqlite"));
    for name in [
        "",
        "yubin-.sqlite",
        "yubin-2026-11-28.sqlite",
        "yubin-2026-11-28T030049Z.sqlite~",
        "yubin-2026-11-28T030049Z.SQLITE",
        "yubin-2026-11-28T250049Z.sqlite",
        "yubin-2026-02-30T030049Z.sqlite",
        "yubin-02026-11-28T030049Z.sqlite",
        "yubin-2026-11-28T030049+0900.sqlite",
        "xyubin-2026-11-28T030049Z.sqlite",
        "yubin-2026-11-28T03:00:49Z.sqlite",
        "yubin-２０２６-11-28T030049Z.sqlite",
    ] {
        assert!(!is_copy_name(name), "{name:?}");
    }
}

#[test]
fn the_command_line_writes_a_dated_copy_and_rotates() {
    let dir = tempfile::tempdir().unwrap();
    database(dir.path());
    let out = dir.path().join("backups");
    std::fs::create_dir(&out).unwrap();
    let old = [
        "yubin-2000-01-01T000000Z.sqlite",
        "yubin-2000-01-02T000000Z.sqlite",
    ];
    for name in old {
        std::fs::write(out.join(name), "an old copy").unwrap();
    }
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_yubin"))
            .current_dir(dir.path())
            .arg("backup")
            .args(args)
            .output()
            .unwrap()
    };
    let done = run(&["--keep", "2", "backups"]);
    let stdout = String::from_utf8_lossy(&done.stdout);
    assert!(
        done.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&done.stderr)
    );
    assert!(
        stdout.starts_with("backup written to backups/yubin-"),
        "{stdout}"
    );
    assert!(
        stdout.contains("old backup deleted: backups/yubin-2000-01-01T000000Z.sqlite\n"),
        "{stdout}"
    );
    let left = names(&out);
    assert_eq!(left.len(), 2, "{left:?}");
    assert_eq!(left[0], old[1]);
    assert!(is_copy_name(&left[1]), "{left:?}");

    // --keep 0 is refused by the command line, before anything is written.
    let refused = run(&["--keep", "0", "backups"]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("--keep"), "{stderr}");
    assert_eq!(names(&out), left);
}
