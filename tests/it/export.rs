//! `yubin export`: a game played through the spool, written as USI and JSON from the
//! database file, and read back; `yubin import` of an exported file; the files of the
//! `export` mail byte for byte those of `yubin export`.

use crate::spool_game::{Table, ALICE, BOB};
use mail_parser::MimeHeaders as _;
use yubin::cli;
use yubin_domain::model::GameId;
use yubin_records::Format;

#[test]
fn a_game_played_by_mail_exports_as_usi_and_json() {
    let mut t = Table::new();
    t.say(ALICE, false, "name Alice");
    t.say(ALICE, false, "challenge bob@example.test black days=2");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "8d8e");
    t.say(ALICE, true, "resign");
    let db = t.config.database.clone();
    let settings = t.config.engine_settings();
    let usi = cli::export_game(&db, &settings, GameId(1), Format::Usi).unwrap();
    assert_eq!(usi.file_name, "yubin-game-1.usi");
    assert!(
        usi.text.starts_with("position sfen lfcsgekgscfl/")
            && usi.text.ends_with(" moves 8i8h 8d8e\n"),
        "{}",
        usi.text
    );
    let json = cli::export_game(&db, &settings, GameId(1), Format::Json).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json.text).unwrap();
    assert_eq!(v["status"], "resign");
    assert_eq!(v["winner"], "gote");
    // Players appear under their names, or their pseudonyms: never their addresses.
    assert_eq!(v["players"]["sente"]["name"], "Alice");
    let gote = v["players"]["gote"]["name"].as_str().unwrap();
    assert!(
        gote.starts_with("player-") && !json.text.contains("example.test"),
        "{gote}"
    );
    assert_eq!(v["rules"]["timeControl"], "days=2");
    // The last SFEN is the position `yubin sfen --game` gives.
    let last = v["sfens"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last, cli::game_sfen(&db, 1).unwrap());
    // The game's record in the formats of other programs, and its score for a mail.
    let kif = cli::export_game(&db, &settings, GameId(1), Format::Kif).unwrap();
    assert!(kif.text.contains("先手：Alice"), "{}", kif.text);
    let (game, _) = yubin_records::kif::read(&kif.text).unwrap();
    assert_eq!(game.moves().len(), 2);
    let pgn = cli::export_game(&db, &settings, GameId(1), Format::Pgn).unwrap();
    assert!(pgn.text.contains("[Variant \"chu\"]"), "{}", pgn.text);
    let tsa = cli::export_game(&db, &settings, GameId(1), Format::Tsa).unwrap();
    assert!(
        tsa.text.contains("P-8h") && tsa.text.contains("P-8e"),
        "{}",
        tsa.text
    );
    // No game 9.
    let e = cli::export_game(&db, &settings, GameId(9), Format::Json).unwrap_err();
    assert!(e.to_string().contains("there is no game 9"), "{e}");
}

/// `yubin import`: the KIF `yubin export` wrote, into another server's database (created
/// by the import); an oversized file is refused by its size, before it is read.
#[test]
fn a_kif_file_from_yubin_export_imports_into_another_database() {
    let mut t = Table::new();
    t.say(ALICE, false, "name Alice");
    t.say(BOB, false, "name Bob");
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "7j7h");
    t.say(BOB, true, "resign");
    let settings = t.config.engine_settings();
    let kif = cli::export_game(&t.config.database, &settings, GameId(1), Format::Kif).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(&kif.file_name);
    std::fs::write(&file, &kif.text).unwrap();
    let archive = dir.path().join("archive.sqlite");
    let req = yubin_engine::records::import::Request::default();
    let (id, game) = cli::import_file(&archive, &file, &req, 1_900_000_000).unwrap();
    assert_eq!((id, game.game.moves().len()), (GameId(1), 1));
    assert_eq!(game.names, ["Alice".to_string(), "Bob".to_string()]);
    let back = cli::export_game(&archive, &settings, id, Format::Kif).unwrap();
    assert_eq!(back.text, kif.text);
    // A file over the cap is refused by its size.
    let huge = dir.path().join("huge.kif");
    let f = std::fs::File::create(&huge).unwrap();
    f.set_len(5 << 20).unwrap();
    let e = cli::import_file(&archive, &huge, &req, 1_900_000_000).unwrap_err();
    assert!(e.to_string().contains("larger than 4 MiB"), "{e}");
    let e = cli::import_file(&archive, &dir.path().join("none.kif"), &req, 0).unwrap_err();
    assert!(e.to_string().contains("cannot read"), "{e}");
}

/// One convention of line ends for every export: the files attached to the `export` mail, as
/// the spool's outbox holds the mail (built by the transport's `outbound::build`, base64 and
/// all), are byte for byte the files `yubin export` writes, with LF line ends. A game with a
/// lion double move and an illegal move that loses (a KIF with no result line) and a
/// resignation.
#[test]
fn the_mails_files_are_the_files_yubin_export_writes() {
    let mut t = Table::new();
    t.say(ALICE, false, "name Alice");
    t.say(
        ALICE,
        false,
        "challenge bob@example.test black illegal=lose",
    );
    t.say(BOB, true, "accept");
    for (who, mv) in [
        (ALICE, "7j7h"),
        (BOB, "5d5e"),
        (ALICE, "7h8f"),
        (BOB, "4c9h"),
        (ALICE, "8f9e10d"),
    ] {
        t.say(who, true, mv);
    }
    let (_, b) = t.say(BOB, true, "12a12e");
    assert!(b.contains("illegal"), "{b}");
    t.say(ALICE, false, "export 1");
    let sent = t.spool.sent().unwrap();
    let mail = sent
        .iter()
        .rev()
        .find(|m| m.to == ALICE && m.subject.contains("the record"))
        .unwrap();
    let raw = std::fs::read(&mail.path).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let db = t.config.database.clone();
    let settings = t.config.engine_settings();
    let mut compared = Vec::new();
    for part in parsed.attachments() {
        let name = part.attachment_name().unwrap();
        let format = Format::parse(name.rsplit('.').next().unwrap()).unwrap();
        let file = cli::export_game(&db, &settings, GameId(1), format).unwrap();
        assert_eq!(name, file.file_name);
        let attached = String::from_utf8_lossy(part.contents());
        assert_eq!(attached, file.text, "{name}");
        assert_eq!(part.contents(), file.text.as_bytes(), "{name}");
        assert!(
            !file.text.contains('\r') && file.text.ends_with('\n'),
            "{name}"
        );
        compared.push(format);
    }
    assert_eq!(compared, Format::ALL.to_vec());
    let kif = cli::export_game(&db, &settings, GameId(1), Format::Kif).unwrap();
    assert!(
        kif.text.contains("#yubin:ending=black illegal_move\n")
            && kif
                .text
                .ends_with("   5手目二歩目 10四獅子 （←9五）\nまで5手で先手の勝ち\n"),
        "{}",
        kif.text
    );
}
