//! `export` by mail: the record attached in every format the variant has, only to the
//! game's players.

use super::*;

#[test]
fn export_attaches_the_record_to_a_player_only() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    let a = w.reply_to(GameId(g), ALICE);
    w.send(ALICE, &a, "P-8h");
    let out = w.send(ALICE, &a, "export kif usi");
    assert_eq!(out.len(), 1, "{out:#?}");
    let names: Vec<&str> = out[0]
        .attachments
        .iter()
        .map(|f| f.file_name.as_str())
        .collect();
    assert_eq!(names, ["yubin-game-1.kif", "yubin-game-1.usi"]);
    assert!(out[0].attachments[1].content.ends_with(" moves 8i8h\n"));
    // Players appear under their pseudonyms (neither chose a name), never their addresses.
    let kif = &out[0].attachments[0].content;
    assert!(
        kif.contains("先手：player-") && !kif.contains("alice"),
        "{kif}"
    );
    assert!(out[0].text.contains("1. P-8h"), "{}", out[0].text);
    // By number, without a key; not someone else's game.
    let out = w.send(BOB, BOT, "export 1 json");
    assert_eq!(out[0].attachments.len(), 1);
    let out = w.send("carol@example.test", BOT, "export 1");
    assert!(out[0].attachments.is_empty());
    assert!(
        flat(&out[0].text).contains("not one of your games"),
        "{}",
        out[0].text
    );
}

#[test]
fn a_maka_game_exports_without_kif_and_pgn() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} maka black"));
    let to = out[0].reply_to.clone().unwrap();
    w.send(BOB, &to, "accept");
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "export");
    let names: Vec<&str> = out[0]
        .attachments
        .iter()
        .map(|f| f.file_name.rsplit('.').next().unwrap())
        .collect();
    assert_eq!(names, ["tsa", "usi", "json"]);
    assert!(
        flat(&out[0].text).contains("Not attached: kif, pgn"),
        "{}",
        out[0].text
    );
}

#[test]
fn a_dai_game_exports_tsa_usi_and_json() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} dai black"));
    let to = out[0].reply_to.clone().unwrap();
    w.send(BOB, &to, "accept");
    w.send(ALICE, &w.reply_to(GameId(1), ALICE), "N-13m");
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "export");
    let names: Vec<&str> = out[0]
        .attachments
        .iter()
        .map(|f| f.file_name.rsplit('.').next().unwrap())
        .collect();
    assert_eq!(names, ["tsa", "usi", "json"]);
    assert!(
        flat(&out[0].text).contains("Not attached: kif, pgn"),
        "{}",
        out[0].text
    );
    let usi = &out[0].attachments[1].content;
    assert!(
        usi.starts_with("position sfen [l][n][st][i]") && usi.ends_with(" b 1 moves 14o13m\n"),
        "{usi}"
    );
    let json = &out[0].attachments[2].content;
    assert!(json.contains("\"variant\": \"daishogi\""), "{json}");
    assert!(out[0].attachments[0].content.contains("1. N-13m"));
}

#[test]
fn a_finished_game_keeps_how_it_ended() {
    use yubin_domain::model::Termination;
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "resign");
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.termination, Some(Termination::Resignation));
    // Every termination is stored and read back; another value is a damaged row.
    for t in [Termination::Timeout, Termination::RoundDeadline]
        .into_iter()
        .chain(
            yubin_rules::EndReason::ALL
                .iter()
                .map(|&r| Termination::Board(r)),
        )
    {
        assert_eq!(Termination::parse(t.as_str()), Some(t));
    }
    w.shell
        .store()
        .connection()
        .execute("UPDATE games SET termination = 'boredom' WHERE id = 1", [])
        .unwrap();
    let e = w.shell.store().game(GameId(g)).unwrap_err();
    assert!(e.to_string().contains("termination"), "{e}");
}
