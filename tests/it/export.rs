//! `yubin export`: a game played through the spool, written as USI and JSON from the
//! database file, and read back.

use crate::spool_game::{Table, ALICE, BOB};
use yubin::cli;
use yubin::engine::export::Format;

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
    let settings = yubin::engine::Settings::from_config(&t.config);
    let usi = cli::export_game(&db, &settings, 1, Format::Usi).unwrap();
    assert_eq!(usi.file_name, "yubin-game-1.usi");
    assert!(
        usi.text.starts_with("position sfen lfcsgekgscfl/")
            && usi.text.ends_with(" moves 8i8h 8d8e\n"),
        "{}",
        usi.text
    );
    let json = cli::export_game(&db, &settings, 1, Format::Json).unwrap();
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
    let kif = cli::export_game(&db, &settings, 1, Format::Kif).unwrap();
    assert!(kif.text.contains("先手：Alice"), "{}", kif.text);
    let (game, _) = yubin_rules::notation::kif::read(&kif.text).unwrap();
    assert_eq!(game.moves().len(), 2);
    let pgn = cli::export_game(&db, &settings, 1, Format::Pgn).unwrap();
    assert!(pgn.text.contains("[Variant \"chu\"]"), "{}", pgn.text);
    let tsa = cli::export_game(&db, &settings, 1, Format::Tsa).unwrap();
    assert!(
        tsa.text.contains("P-8h") && tsa.text.contains("P-8e"),
        "{}",
        tsa.text
    );
    // No game 9.
    let e = cli::export_game(&db, &settings, 9, Format::Json).unwrap_err();
    assert!(e.to_string().contains("there is no game 9"), "{e}");
}
