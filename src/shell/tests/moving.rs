//! `move to <address>` on SQLite: after the move the old address is nowhere in the
//! player's data (every table and column searched), and their games, ratings, tournament
//! entries, watches and settings are the new address's; the new game keys play, the old
//! ones do not; the operator's approval (`Shell::approve_move`).

use super::*;
use yubin_engine::years::moving::ApproveRefusal;

const NEW: &str = "alice@new.example";
const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";

pub(super) fn move_key(request: i64, who: &str) -> String {
    token::move_key(BOT, &settings().secret_key, request, who)
}

fn address_key(who: &str) -> String {
    token::address_key(BOT, &settings().secret_key, who)
}

/// The tables that are the mail log: what was received and sent, kept as it was (their
/// retention is the log's own), not the player's data.
const MAIL_LOG: &[&str] = &[
    "inbound",
    "inbound_attempts",
    "outbox",
    "outbox_attachments",
    "outbox_pictures",
];

/// Every (table, column) outside the mail log whose value holds `needle`, case aside: read
/// from `sqlite_master`, so a table added later is searched too.
fn holding(conn: &rusqlite::Connection, needle: &str) -> Vec<(String, String)> {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut searched = 0;
    let mut found = Vec::new();
    for t in tables.iter().filter(|t| !MAIL_LOG.contains(&t.as_str())) {
        let columns: Vec<String> = conn
            .prepare(&format!("SELECT name FROM pragma_table_info('{t}')"))
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for c in columns {
            searched += 1;
            let n: i64 = conn
                .query_row(
                    &format!(
                        "SELECT count(*) FROM \"{t}\" WHERE instr(lower(CAST(\"{c}\" AS TEXT)), ?1) > 0"
                    ),
                    [needle.to_lowercase()],
                    |r| r.get(0),
                )
                .unwrap();
            if n > 0 {
                found.push((t.clone(), c));
            }
        }
    }
    assert!(
        searched > 30,
        "the search read the tables: {searched} columns"
    );
    found
}

fn count(conn: &rusqlite::Connection, sql: &str, address: &str) -> i64 {
    conn.query_row(sql, [address], |r| r.get(0)).unwrap()
}

#[test]
fn after_a_move_the_old_address_is_nowhere_and_everything_is_the_new_addresses() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    // What alice has besides the game: settings, a rating, a tournament she organises and
    // entered, a game she watches, leave, a command waiting for her confirmation.
    w.send(ALICE, &address_key(ALICE), "timezone Asia/Tokyo");
    w.send(ALICE, &address_key(ALICE), "pieces kanji");
    w.send(ALICE, &address_key(ALICE), "tournament create Cup min=2");
    w.send(ALICE, &address_key(ALICE), "join T1");
    w.send(CAROL, BOT, &format!("challenge {DAVE}"));
    w.send(ALICE, &address_key(ALICE), "watch 2");
    w.send(ALICE, &address_key(ALICE), "leave 2027-05-01 2027-05-03");
    {
        let conn = w.shell.store().connection();
        conn.execute(
            "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
             updated_at) SELECT id, 'chu', 1612.5, 80, 0.06, 3, 0 FROM players WHERE address = ?1",
            [ALICE],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO confirmations (message_id, address, line, asked_at) \
             VALUES ('asked@example.test', ?1, 'name Mallory', 0)",
            [ALICE],
        )
        .unwrap();
    }
    let pseudonym = yubin_engine::profile::pseudonym(&settings(), ALICE);
    assert!(!holding(w.shell.store().connection(), ALICE).is_empty());

    let out = w.send(ALICE, &address_key(ALICE), "move to alice@new.example");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(NEW, &move_key(1, NEW), "yes");
    // Told both; the open game's board to the new address, with its new key.
    let to_new: Vec<&OutMail> = out.iter().filter(|m| m.to == NEW).collect();
    assert_eq!(to_new.len(), 2, "{out:#?}");
    assert_eq!(
        to_new[1].reply_to.as_deref(),
        Some(w.reply_to(GameId(g), NEW).as_str())
    );
    assert_eq!(out.iter().filter(|m| m.to == ALICE).count(), 1);

    let conn = w.shell.store().connection();
    assert_eq!(holding(conn, ALICE), Vec::<(String, String)>::new());
    let by_new = |sql: &str| count(conn, sql, NEW);
    assert_eq!(
        by_new(
            "SELECT count(*) FROM games g JOIN players p ON p.id = g.black_id WHERE p.address = ?1"
        ),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM ratings r JOIN players p ON p.id = r.player_id WHERE p.address = ?1 AND r.rating = 1612.5"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM entrants e JOIN players p ON p.id = e.player_id WHERE p.address = ?1"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM tournaments t JOIN players p ON p.id = t.organiser_id WHERE p.address = ?1"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM stops s JOIN players p ON p.id = s.player_id WHERE p.address = ?1"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM watchers WHERE address = ?1"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM players WHERE address = ?1 AND timezone = 'Asia/Tokyo' AND pieces = 'kanji'"),
        1
    );
    assert_eq!(
        by_new("SELECT count(*) FROM confirmations WHERE address = ?1"),
        0,
        "the old address's pending confirmations are dropped"
    );
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(
        tx.profile_of(NEW).unwrap().0,
        Some(pseudonym),
        "the name is kept"
    );
    assert_eq!(tx.holders_of_address(ALICE).unwrap(), Vec::<String>::new());
    assert_eq!(tx.holders_of_address(NEW).unwrap(), vec![NEW.to_string()]);
    drop(tx);

    // The new key plays; the old one is refused, and the game does not change.
    let out = w.send(NEW, &w.reply_to(GameId(g), NEW), "P-1h");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "resign");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, ALICE);
    assert!(
        out[0].subject.contains("not carried out"),
        "{}",
        out[0].subject
    );
    let store = w.shell.store();
    assert_eq!(
        store.game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
    assert_eq!(store.moves(GameId(g)).unwrap().len(), 1);
}

#[test]
fn the_operator_approves_a_request_the_new_address_confirmed() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    // Vouched, no key: the old address is asked too, and never answers: its mail bounces,
    // as it has for 20 days.
    w.send(ALICE, BOT, "move to alice@new.example");
    let now = w.now;
    {
        let tx = w.shell.store_mut().transaction().unwrap();
        tx.set_undeliverable(ALICE, now - 20 * 86_400, "hard bounce: test")
            .unwrap();
        tx.commit().unwrap();
    }
    assert!(matches!(
        w.shell.approve_move(1, "bounces", "op", now).unwrap(),
        Err(ApproveRefusal::NewUnconfirmed)
    ));
    assert!(matches!(
        w.shell.approve_move(7, "bounces", "op", now).unwrap(),
        Err(ApproveRefusal::Unknown)
    ));
    w.send(NEW, &move_key(1, NEW), "");
    let before = w.shell.store().due_mail(i64::MAX, 10_000).unwrap().len();
    assert!(w
        .shell
        .approve_move(1, "bounces", "op", now + 60)
        .unwrap()
        .is_ok());
    let all = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let sent: Vec<&OutMail> = all[before..].iter().map(|e| &e.mail).collect();
    assert_eq!(sent.len(), 3, "{sent:#?}");
    let store = w.shell.store();
    assert_eq!(store.game(GameId(g)).unwrap().unwrap().setup.black, NEW);
    assert_eq!(
        holding(store.connection(), ALICE),
        Vec::<(String, String)>::new()
    );
    let approved: Option<i64> = store
        .connection()
        .query_row(
            "SELECT approved_at FROM address_moves WHERE id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(approved, Some(now + 60));
    // Its line in the admin log, once (the refusals before and after wrote none).
    let log: Vec<(i64, String, String, String)> = store
        .connection()
        .prepare("SELECT at, actor, target, reason FROM admin_log WHERE action = 'approve-move'")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        log,
        [(now + 60, "op".into(), "move 1".into(), "bounces".into())]
    );
    assert!(matches!(
        w.shell.approve_move(1, "bounces", "op", now + 120).unwrap(),
        Err(ApproveRefusal::Done)
    ));
}

/// A new address that writes Japanese, confirming first: its guessed language is not kept
/// as a player of its own (which would then hold the new address and stop the change), nor
/// written over the moving player's settings.
#[test]
fn a_japanese_confirmation_from_the_new_address_creates_no_player() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &address_key(ALICE), "pieces kanji");
    w.send(ALICE, BOT, "move to alice@new.example");
    let out = w.send(NEW, &move_key(1, NEW), "はい");
    assert_eq!(out.len(), 1, "{out:#?}");
    let conn = w.shell.store().connection();
    assert_eq!(
        count(conn, "SELECT count(*) FROM players WHERE address = ?1", NEW),
        0
    );
    let out = w.send(ALICE, &move_key(1, ALICE), "yes");
    assert_eq!(out.len(), 3, "{out:#?}");
    let store = w.shell.store();
    assert_eq!(store.game(GameId(g)).unwrap().unwrap().setup.black, NEW);
    let conn = store.connection();
    assert_eq!(
        count(conn, "SELECT count(*) FROM players WHERE address = ?1 AND pieces = 'kanji' AND language IS NULL", NEW),
        1
    );
}
