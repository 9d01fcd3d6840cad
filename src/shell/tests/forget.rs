//! `forget me` and `my data` on SQLite: after the erasure, no table holds the address or the
//! display name (searched over `sqlite_schema`, so tables added later are searched too);
//! the archive still builds; `my data`'s JSON parses and holds the player's games.

use super::*;

const NAME: &str = "Hodges Wren";

fn key_of(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

/// Every (table, column, rowid) whose text holds `needle`: the address in any ASCII case,
/// or the name as written.
fn mentions(store: &Store, needle: &str) -> Vec<(String, String, i64)> {
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
                "SELECT rowid FROM \"{t}\" WHERE instr(lower(CAST(\"{c}\" AS TEXT)), lower(?1)) > 0"
            );
            let rows: Vec<i64> = conn
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
    let out = w.send(ALICE, BOT, "forget me");
    assert_eq!(out.len(), 1, "{out:#?}");
    let asked = out[0].message_id.clone();
    // (Not `World::reply`: the erasure deletes the mails queued to her, so the outbox
    // shrinks.)
    let due = |w: &World| w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let before: Vec<String> = due(&w).iter().map(|e| e.mail.message_id.clone()).collect();
    w.now += 60;
    let mut mail = Inbound {
        message_id: "confirm@example.test".into(),
        from: ALICE.into(),
        recipients: vec![key_of(ALICE)],
        subject: String::new(),
        body: "confirm".into(),
        automated: false,
        oversize: None,
        in_reply_to: Some(asked.clone()),
        references: vec![asked.clone()],
        vouched: true,
        signs: Default::default(),
    };
    assert_eq!(w.shell.process(&mail, w.now).unwrap(), Consumed::Done);
    let out: Vec<OutMail> = due(&w)
        .into_iter()
        .filter(|e| !before.contains(&e.mail.message_id))
        .map(|e| e.mail)
        .collect();
    assert!(due(&w).iter().all(|e| e.mail.to != ALICE));
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
