//! `forget me` and `my data` on SQLite: after the erasure, no table holds the address or the
//! display name (searched over `sqlite_schema`, so tables added later are searched too);
//! the archive still builds; `my data`'s JSON parses and holds the player's games.

use super::*;

const NAME: &str = "Hodges Wren";

fn key_of(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

/// Every (table, column, value) whose text holds `needle`: the address in any ASCII case,
/// or the name as written (by value: a table `WITHOUT ROWID` has no rowid).
fn mentions(store: &Store, needle: &str) -> Vec<(String, String, String)> {
    let conn = store.connection();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(tables.len() >= 20, "{tables:?}");
    let mut found = Vec::new();
    let mut columns = 0;
    for t in &tables {
        let cols: Vec<String> = conn
            .prepare("SELECT name FROM pragma_table_info(?1)")
            .unwrap()
            .query_map([t], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for c in cols {
            columns += 1;
            let sql = format!(
                "SELECT CAST(\"{c}\" AS TEXT) FROM \"{t}\" WHERE instr(lower(CAST(\"{c}\" AS TEXT)), lower(?1)) > 0"
            );
            let rows: Vec<String> = conn
                .prepare(&sql)
                .unwrap()
                .query_map([needle], |r| r.get(0))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            found.extend(rows.into_iter().map(|r| (t.clone(), c.clone(), r)));
        }
    }
    assert!(columns >= 100, "{columns} columns searched");
    found
}

#[test]
fn after_forget_me_no_table_holds_the_address_or_the_name() {
    let mut w = World::new();
    assert_eq!(w.send(ALICE, BOT, &format!("name {NAME}")).len(), 1);
    w.send(ALICE, BOT, "timezone Asia/Tokyo");
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    w.send(BOB, &w.reply_to(GameId(g), BOB), "8d8e");
    // Bob's challenge names her address: his log rows and mails hold it.
    let out = w.send(
        BOB,
        BOT,
        &format!("challenge {} white", ALICE.to_uppercase()),
    );
    assert_eq!(out.len(), 2, "{out:#?}");
    // Settings that outlive no erasure.
    w.send(ALICE, BOT, "reminders off");
    w.send(ALICE, BOT, "digest daily 08:00");
    w.send(ALICE, BOT, "archive private");
    // Before: she is everywhere.
    assert!(!mentions(w.shell.store(), ALICE).is_empty());
    assert!(!mentions(w.shell.store(), NAME).is_empty());

    // `my data`: the JSON parses and holds her games with their moves, and no one else's
    // address.
    let out = w.send(ALICE, BOT, "my data");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, ALICE);
    assert_eq!(out[0].attachments.len(), 1);
    let file = &out[0].attachments[0];
    assert_eq!(file.file_name, "yubin-my-data.json");
    let data: serde_json::Value = serde_json::from_str(&file.content).unwrap();
    assert_eq!(data["address"], ALICE);
    assert_eq!(data["player"]["display_name"], NAME);
    assert_eq!(data["player"]["timezone"], "Asia/Tokyo");
    let games = data["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{data:#}");
    assert_eq!(games[0]["moves"].as_array().unwrap().len(), 2);
    assert_eq!(games[0]["opponent"], "bob");
    assert!(!data["inbound"].as_array().unwrap().is_empty());
    assert!(!file.content.contains(BOB), "{}", file.content);

    // The request, then her keyed reply.
    let (out, mut mail) = forget(&mut w, ALICE);
    // Only Bob hears of it: the game-over mail of game 1 and the end of his challenge.
    assert!(out.iter().all(|m| m.to == BOB), "{out:#?}");
    assert!(
        out.iter()
            .any(|m| flat(&m.text).contains("left Yubin and asked to be forgotten")),
        "{out:#?}"
    );
    let store = w.shell.store();
    assert_eq!(mentions(store, ALICE), Vec::new());
    assert_eq!(mentions(store, NAME), Vec::new());
    let conn = store.connection();
    let (player, at): (i64, i64) = conn
        .query_row("SELECT player_id, at FROM erasures", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(at, w.now);
    let (address, name): (String, String) = conn
        .query_row(
            "SELECT address, display_name FROM players WHERE id = ?1",
            [player],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(address.ends_with("@forgotten.invalid"), "{address}");
    assert_eq!(name, "");
    // Every setting goes but `archive` (her private games stay private).
    let kept: [Option<String>; 10] = conn
        .query_row(
            "SELECT timezone, observers, pieces, board, language, reminders, \
             CAST(digest AS TEXT), CAST(digest_sent AS TEXT), name_skeleton || name_skeleton_cased, \
             archive FROM players WHERE id = ?1",
            [player],
            |r| {
                Ok([
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                    r.get(9)?,
                ])
            },
        )
        .unwrap();
    assert_eq!(
        kept,
        [
            None,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
            Some(String::new()),
            Some("private".into())
        ]
    );
    let states: Vec<String> = conn
        .prepare("SELECT state FROM games ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(states, ["finished", "declined"]);

    // The archive builds, and names her by her new name alone.
    let dir = tempfile::tempdir().unwrap();
    crate::archive::build(store, &settings(), &Default::default(), dir.path(), w.now).unwrap();
    let mut pages = 0;
    for entry in walk(dir.path()) {
        let text = std::fs::read_to_string(&entry).unwrap_or_default();
        assert!(!text.to_lowercase().contains(ALICE), "{entry:?}");
        assert!(!text.contains(NAME), "{entry:?}");
        pages += 1;
    }
    assert!(pages > 0);

    // The same confirmation again (a mail read twice): nothing is left to confirm.
    mail.message_id = "confirm-again@example.test".into();
    assert_eq!(w.shell.process(&mail, w.now).unwrap(), Consumed::Done);
    assert_eq!(mentions(w.shell.store(), NAME), Vec::new());

    // Back again from the same address: a newcomer, with no game.
    let out = w.send(ALICE, BOT, "games");
    assert!(flat(&out[0].text).contains("no game"), "{}", out[0].text);
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(tx.games_of(ALICE).unwrap().len(), 0);
}

/// `forget me` from `who`, and their keyed reply to the request: the mails the erasure
/// sent, and the confirming mail (to send again).
fn forget(w: &mut World, who: &str) -> (Vec<OutMail>, Inbound) {
    let out = w.send(who, BOT, "forget me");
    assert_eq!(out.len(), 1, "{out:#?}");
    let asked = out[0].message_id.clone();
    // (Not `World::reply`: the erasure deletes the mails queued to them, so the outbox
    // shrinks.)
    let due = |w: &World| w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let before: Vec<String> = due(w).iter().map(|e| e.mail.message_id.clone()).collect();
    w.now += 60;
    let mail = Inbound {
        message_id: format!("confirm@{who}"),
        from: who.into(),
        recipients: vec![key_of(who)],
        subject: String::new(),
        body: "confirm".into(),
        automated: false,
        oversize: None,
        in_reply_to: Some(asked.clone()),
        references: vec![asked],
        vouched: true,
        signs: Default::default(),
        report: None,
    };
    assert_eq!(w.shell.process(&mail, w.now).unwrap(), Consumed::Done);
    let out: Vec<OutMail> = due(w)
        .into_iter()
        .filter(|e| !before.contains(&e.mail.message_id))
        .map(|e| e.mail)
        .collect();
    assert!(due(w).iter().all(|e| e.mail.to != who));
    (out, mail)
}

#[test]
fn a_forgotten_player_is_withdrawn_from_a_running_tournament_and_off_an_open_one() {
    const ORG: &str = "org@example.test";
    let players: Vec<String> = (0..4).map(|i| format!("p{i}@example.test")).collect();
    let mut w = World::new();
    assert_eq!(
        w.send(ORG, BOT, "tournament create Spring rr days=3").len(),
        1
    );
    for p in &players {
        assert_eq!(w.send(p, BOT, "join T1").len(), 1);
    }
    w.send(ORG, BOT, "tournament start T1");
    assert_eq!(w.send(ORG, BOT, "tournament create Autumn rr").len(), 1);
    assert_eq!(w.send(&players[0], BOT, "join T2").len(), 1);
    let quitter = &players[0];
    let theirs = |w: &World| -> Vec<GameRecord> {
        let tx_games = w.shell.store().active_games().unwrap();
        tx_games
            .into_iter()
            .filter(|g| g.color_of(quitter).is_some())
            .collect()
    };
    let games = theirs(&w);
    assert_eq!(games.len(), 3, "a round robin of four: three games each");

    let (out, _) = forget(&mut w, quitter);
    // The organiser is told of the withdrawal; each opponent gets the game-over mail.
    assert!(
        out.iter()
            .any(|m| m.to == ORG && m.subject.contains("has withdrawn")),
        "{:#?}",
        out.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>()
    );
    for g in &games {
        let rec = w.shell.store().game(g.id).unwrap().unwrap();
        assert_eq!(rec.state, GameState::Finished, "game {}", g.id);
        assert!(rec.forfeit, "game {}", g.id);
        let opponent = rec.address(!g.color_of(quitter).unwrap()).to_string();
        assert!(out
            .iter()
            .any(|m| m.to == opponent && m.subject.contains("game over")));
    }
    let conn = w.shell.store().connection();
    let (entries_t2, withdrawn): (i64, i64) = conn
        .query_row(
            "SELECT (SELECT count(*) FROM entrants WHERE tournament_id = 2),              (SELECT count(*) FROM entrants WHERE tournament_id = 1               AND withdrawn_after IS NOT NULL)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((entries_t2, withdrawn), (0, 1));
    assert_eq!(mentions(w.shell.store(), quitter), Vec::new());
}

/// Every file under `dir`.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}
