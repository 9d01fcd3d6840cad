//! `yubin mail drop` and `yubin mail read` as a player runs them in a terminal (the real
//! binary, in the folder of the embedded default): the note when no service has run there
//! yet, and `mail read --save DIR` writing an `export`'s files.

use crate::spool_game::{Table, ALICE};
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use yubin::cli;
use yubin_domain::model::GameId;
use yubin_records::Format;

/// `yubin ARGS` in `dir`, with `stdin` as its input.
fn yubin(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yubin"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "yubin {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn mail_drop_where_no_service_has_run_says_the_mail_waits() {
    let dir = tempfile::tempdir().unwrap();
    let drop = yubin(dir.path(), &["mail", "drop", "--from", ALICE], "help");
    let note = "note: no service has run in this folder yet, so the mail waits in spool/new/ \
                until `yubin serve` runs here";
    assert!(text(&drop.stdout).starts_with("dropped <"), "{drop:?}");
    assert_eq!(text(&drop.stderr).trim_end(), note);
    assert_eq!(
        std::fs::read_dir(dir.path().join("spool/new"))
            .unwrap()
            .count(),
        1
    );
    let read = yubin(dir.path(), &["mail", "read"], "");
    assert_eq!(text(&read.stdout), "The bot has sent no mail yet.\n");
    assert!(
        text(&read.stderr).contains(
            "no service has run in this folder yet, so the bot has sent nothing: mail dropped \
             waits in spool/new/ until `yubin serve` runs here"
        ),
        "{read:?}"
    );
    // With --config, the database and the command are named.
    let config = dir.path().join("other.toml");
    std::fs::write(
        &config,
        "database = \"other.sqlite\"\n[bot]\naddress = \"bot@yubin.localhost\"\n\
         secret_key = \"0123456789abcdef0123\"\n[mail]\nmode = \"maildir\"\nspool = \"other\"\n",
    )
    .unwrap();
    let drop = yubin(
        dir.path(),
        &["mail", "drop", "--from", ALICE, "--config", "other.toml"],
        "help",
    );
    let err = text(&drop.stderr);
    assert!(
        err.contains("no service has run on the database ")
            && err.contains("other.sqlite yet, so the mail waits in ")
            && err.contains("`yubin serve --config other.toml` runs"),
        "{err}"
    );
}

#[test]
fn mail_drop_where_a_service_has_run_says_nothing_more() {
    // The table's service holds the database's lock, as `yubin serve` does.
    let mut t = Table::new();
    let dir = t.config.database.parent().unwrap().to_path_buf();
    let drop = yubin(&dir, &["mail", "drop", "--from", ALICE], "help");
    assert_eq!(text(&drop.stderr), "", "{drop:?}");
    t.now += 60;
    assert_eq!(t.step(t.now).consumed, 1);
    let read = yubin(&dir, &["mail", "read", "--to", ALICE], "");
    assert!(
        text(&read.stdout).contains("Commands, one per mail"),
        "{read:?}"
    );
    assert_eq!(text(&read.stderr), "");
}

#[test]
fn mail_read_save_writes_the_files_of_an_export() {
    let mut t = Table::new();
    t.say(ALICE, false, "name Alice");
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(crate::spool_game::BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    let (a, _) = t.say(ALICE, true, "export");
    let files = ["kif", "pgn", "tsa", "usi", "json"].map(|f| format!("yubin-game-1.{f}"));
    for name in &files {
        assert!(a.contains(&format!("\nAttached: {name} (")), "{a}");
    }
    assert!(
        a.ends_with("\n(`--save DIR` writes the attached files into DIR.)\n"),
        "{a}"
    );
    let dir = t.config.database.parent().unwrap().to_path_buf();

    let read = yubin(
        &dir,
        &["mail", "read", "--to", ALICE, "--save", "records"],
        "",
    );
    let out = text(&read.stdout);
    let settings = t.config.engine_settings();
    for (name, format) in files.iter().zip(Format::ALL) {
        assert!(out.contains(&format!("wrote records/{name} (")), "{out}");
        let want = cli::export_game(&t.config.database, &settings, GameId(1), format).unwrap();
        assert_eq!(want.file_name, *name);
        let got = std::fs::read_to_string(dir.join("records").join(name)).unwrap();
        assert_eq!(got, want.text, "{name}");
    }
    assert!(!out.contains("; attached as"), "{out}");
    assert!(!out.contains("--save DIR"), "{out}");

    // Again: nothing is overwritten, the new files are numbered and say so.
    let again = text(
        &yubin(
            &dir,
            &["mail", "read", "--to", ALICE, "--save", "records"],
            "",
        )
        .stdout,
    );
    assert!(
        again.contains("wrote records/yubin-game-1-2.kif (")
            && again.contains("; attached as yubin-game-1.kif)"),
        "{again}"
    );
    assert_eq!(std::fs::read_dir(dir.join("records")).unwrap().count(), 10);

    // A mail without files writes nothing.
    t.say(ALICE, false, "games");
    let none = text(
        &yubin(
            &dir,
            &["mail", "read", "--to", ALICE, "--save", "other"],
            "",
        )
        .stdout,
    );
    assert!(
        none.ends_with("No file is attached to the mails shown: nothing was written.\n"),
        "{none}"
    );
    assert!(!dir.join("other").exists());
}
