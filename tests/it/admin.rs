//! `yubin admin …` and `yubin status` on a real SQLite file, while a spool service holds the
//! database open (its lock file taken): the listings and records (goldens in
//! `tests/data/admin/`), adjudicate and annul with the players' mails and the ratings after
//! them, bans, and status's JSON.

use crate::spool_game::{Table, ALICE, BOB};
use yubin::cli::admin::{execute, status, AdminCommand};
use yubin::config::Config;
use yubin::serve::spool;
use yubin::store::Store;
use yubin_domain::model::{GameId, GameState};
use yubin_engine::admin::{rerate, RatedGame};
use yubin_rules::{Color, Variant};

const MALLORY: &str = "mallory@spam.test";
const ROOT: &str = "root";
const EMBEDDED_BOT: &str = yubin::config::EMBEDDED_ADDRESS;

/// A [`Table`] whose key is fixed, so that pseudonyms and reply keys are the same on every
/// run (the goldens show them).
pub(crate) fn table() -> Table {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("yubin.key"),
        "00112233445566778899aabbccddeeff",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt as _;
    let key = dir.path().join("yubin.key");
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    let config = Config::embedded(dir.path()).unwrap();
    let service = spool::open(&config).unwrap();
    let spool = service.intake.spool.clone();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    Table {
        _dir: dir,
        config,
        service,
        spool,
        rt,
        now: 1_800_000_000,
    }
}

/// Runs `cmd` as the operator on its own connection, beside the service's.
pub(crate) fn admin(t: &Table, cmd: AdminCommand) -> anyhow::Result<String> {
    let store = Store::open(&t.config.database)?;
    execute(store, &t.config.engine_settings(), &cmd, ROOT, t.now)
}

/// Every Message-ID in `text` (`<…@…>`) replaced by `<ID1>`, `<ID2>`… in order of first
/// appearance: the spool's own are random.
fn ids(text: &str) -> String {
    let mut seen: Vec<String> = Vec::new();
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        match tail.find('>') {
            Some(j) if tail[..j].contains('@') && !tail[..j].contains(' ') => {
                let id = tail[..=j].to_string();
                let n = seen.iter().position(|s| *s == id).unwrap_or_else(|| {
                    seen.push(id.clone());
                    seen.len() - 1
                });
                out.push_str(&format!("<ID{}>", n + 1));
                rest = &tail[j + 1..];
            }
            _ => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

pub(crate) fn golden(name: &str, text: &str) {
    let path = format!("{}/tests/data/admin/{name}", env!("CARGO_MANIFEST_DIR"));
    yubin_golden::check(&path, &ids(text));
}

/// Two games: 1 (alice–bob, rated, two moves, being played) and 2 (carol challenged by
/// alice, waiting).
fn two_games(t: &mut Table) {
    t.say(ALICE, false, "name Alice");
    t.say(ALICE, false, "challenge bob@example.test black rated");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "8d8e");
    t.say(ALICE, false, "challenge carol@example.test white");
}

#[test]
fn the_listings_and_records_beside_a_running_service() {
    let mut t = table();
    two_games(&mut t);
    // The service holds its lock and its connection all along: the admin commands take
    // neither the lock nor more than a short transaction.
    assert!(t.config.database.with_extension("sqlite.lock").exists());
    let all = admin(&t, AdminCommand::Players { search: None }).unwrap();
    golden("players.txt", &all);
    assert!(
        all.contains("carol@example.test") && all.contains("Alice"),
        "{all}"
    );
    let found = admin(
        &t,
        AdminCommand::Players {
            search: Some("ALI".into()),
        },
    )
    .unwrap();
    assert!(found.contains(ALICE) && !found.contains(BOB), "{found}");
    let games = admin(
        &t,
        AdminCommand::Games {
            player: None,
            running: false,
        },
    )
    .unwrap();
    golden("games.txt", &games);
    let carol = admin(
        &t,
        AdminCommand::Games {
            player: Some("Carol@Example.test".into()),
            running: true,
        },
    )
    .unwrap();
    assert!(
        carol.contains("challenged") && carol.contains("1 games"),
        "{carol}"
    );
    let game = admin(&t, AdminCommand::Game { id: 1 }).unwrap();
    golden("game.txt", &game);
    assert!(
        game.contains("moves (2):") && game.contains("P-8h"),
        "{game}"
    );
    // The mail that carried bob's move, from the game's record.
    let id: i64 = game
        .lines()
        .find(|l| l.contains(BOB) && l.contains("processed"))
        .and_then(|l| l.trim().strip_prefix('#'))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("bob's mails listed");
    let mail = admin(&t, AdminCommand::Mail { id }).unwrap();
    golden("mail.txt", &mail);
    // Both players' mails of the accepted challenge answer it.
    assert!(mail.contains("replies (2):"), "{mail}");
    let none = admin(&t, AdminCommand::Mail { id: 999 }).unwrap_err();
    assert!(none.to_string().contains("no mail 999"), "{none}");
    let none = admin(&t, AdminCommand::Game { id: 9 }).unwrap_err();
    assert!(none.to_string().contains("no game 9"), "{none}");
    // The service goes on: another mail is taken in after all this.
    t.say(ALICE, true, "P-7h");
}

#[test]
fn adjudicate_tells_both_players_and_the_service_goes_on() {
    let mut t = table();
    two_games(&mut t);
    // Game 2 is only a challenge: nothing to adjudicate.
    let e = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 2,
            result: "1-0".into(),
            reason: "x".into(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("not being played"), "{e}");
    let e = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 1,
            result: "2-0".into(),
            reason: "x".into(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("expected 1-0"), "{e}");
    let e = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 1,
            result: "white".into(),
            reason: "  ".into(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("--reason is empty"), "{e}");
    let said = admin(
        &t,
        AdminCommand::Adjudicate {
            id: 1,
            result: "white".into(),
            reason: "Black stopped answering; White's position is winning.".into(),
        },
    )
    .unwrap();
    assert_eq!(said, "game 1 adjudicated 0-1: 2 mails queued\n");
    // The mails go out on the service's next pass.
    t.now += 60;
    t.step(t.now);
    let a = yubin::cli::read_mail(&t.spool, Some(ALICE), false).unwrap();
    let b = yubin::cli::read_mail(&t.spool, Some(BOB), false).unwrap();
    golden("adjudicated_alice.txt", &a);
    golden("adjudicated_bob.txt", &b);
    assert!(
        a.contains("The operator's reason: Black stopped answering"),
        "{a}"
    );
    let store = Store::open(&t.config.database).unwrap();
    let g = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!(g.state, GameState::Finished);
    assert_eq!(
        g.result,
        Some(yubin_domain::model::GameResult::Win(Color::White))
    );
    // An adjudication is not rated.
    assert!(store.rating_list(Variant::Chu).unwrap().is_empty());
    let log = admin(&t, AdminCommand::Log).unwrap();
    golden("log.txt", &log);
}

/// The ratings of `store`'s chu players: (address, rating, games).
fn ratings(store: &Store) -> Vec<(String, f64, u32)> {
    let mut r: Vec<_> = store
        .rating_list(Variant::Chu)
        .unwrap()
        .into_iter()
        .map(|p| (p.address, p.rating.rating.rating, p.rating.games))
        .collect();
    r.sort_by(|a, b| a.0.cmp(&b.0));
    r
}

#[test]
fn annul_takes_a_rated_game_out_of_the_ratings() {
    let mut t = table();
    // Bob reads his mails in Japanese.
    t.say(BOB, false, "language ja");
    t.say(ALICE, false, "challenge bob@example.test black rated");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "8d8e");
    t.say(ALICE, true, "resign");
    let first_end = t.now;
    t.say(ALICE, false, "challenge bob@example.test white rated");
    t.say(BOB, true, "accept");
    t.say(BOB, true, "P-8h");
    t.say(ALICE, true, "8d8e");
    t.say(BOB, true, "resign");
    let second_end = t.now;
    let store = Store::open(&t.config.database).unwrap();
    let before = ratings(&store);
    assert_eq!(before.len(), 2, "{before:?}");
    assert!(before.iter().all(|r| r.2 == 2), "{before:?}");
    // Computing them again from the games gives the stored ratings exactly.
    let game = |black: &str, white: &str, winner, at| RatedGame {
        black: black.into(),
        white: white.into(),
        winner,
        at,
    };
    let both = [
        game(ALICE, BOB, Some(Color::White), first_end),
        game(BOB, ALICE, Some(Color::White), second_end),
    ];
    let again = rerate(&both);
    for (address, rating, games) in &before {
        let last = again.iter().rev().find(|(a, _)| a == address).unwrap().1;
        assert_eq!((last.rating.rating, last.games), (*rating, *games));
    }
    let said = admin(
        &t,
        AdminCommand::Annul {
            id: 1,
            reason: "played between two accounts of one person".into(),
        },
    )
    .unwrap();
    assert_eq!(
        said,
        "game 1 annulled: 2 mails queued; the variant's ratings computed again without it\n"
    );
    let after = ratings(&store);
    let only = rerate(&both[1..]);
    for (address, rating, games) in &after {
        assert_eq!(*games, 1);
        let last = only.iter().rev().find(|(a, _)| a == address).unwrap().1;
        assert_eq!(last.rating.rating, *rating);
    }
    assert_ne!(before, after);
    let g = store.game(GameId(1)).unwrap().unwrap();
    assert_eq!((g.state, g.result), (GameState::Aborted, None));
    // Nothing left to annul.
    let e = admin(
        &t,
        AdminCommand::Annul {
            id: 1,
            reason: "again".into(),
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("nothing to annul"), "{e}");
    t.now += 60;
    t.step(t.now);
    let a = yubin::cli::read_mail(&t.spool, Some(ALICE), false).unwrap();
    golden("annulled_alice.txt", &a);
    let b = yubin::cli::read_mail(&t.spool, Some(BOB), false).unwrap();
    golden("annulled_bob_ja.txt", &b);
    assert!(b.contains("運営者が対局1を無効にしました。"), "{b}");
}

#[test]
fn a_banned_sender_gets_no_answer_and_cannot_be_challenged() {
    let mut t = table();
    let said = admin(
        &t,
        AdminCommand::Ban {
            target: "@Spam.test".into(),
            reason: "junk".into(),
        },
    )
    .unwrap();
    assert_eq!(
        said,
        "banned @spam.test: its mail is logged and not answered\n"
    );
    let again = admin(
        &t,
        AdminCommand::Ban {
            target: "@spam.test".into(),
            reason: "junk".into(),
        },
    )
    .unwrap();
    assert!(again.contains("banned already"), "{again}");
    for bad in ["nobody", "@", EMBEDDED_BOT, "@yubin.localhost"] {
        let e = admin(
            &t,
            AdminCommand::Ban {
                target: bad.into(),
                reason: "x".into(),
            },
        );
        assert!(e.is_err(), "{bad}: {e:?}");
    }
    t.say(MALLORY, false, "help");
    let m = yubin::cli::read_mail(&t.spool, Some(MALLORY), false).unwrap();
    assert!(!m.contains("Subject:"), "{m}");
    let store = Store::open(&t.config.database).unwrap();
    let (status, note): (String, String) = store
        .connection()
        .query_row(
            "SELECT status, note FROM inbound WHERE sender = ?1",
            [MALLORY],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(status, "ignored");
    assert!(note.contains("banned"), "{note}");
    // A challenge to a banned address: a refusal that says nothing of the ban.
    let (a, _) = t.say(ALICE, false, "challenge mallory@spam.test");
    golden("challenge_banned.txt", &a);
    assert!(
        a.contains("cannot be challenged") && !a.contains("banned"),
        "{a}"
    );
    assert!(store.game(GameId(1)).unwrap().is_none());
    // Lifted: answered again.
    admin(
        &t,
        AdminCommand::Unban {
            target: "@spam.test".into(),
            reason: "asked nicely".into(),
        },
    )
    .unwrap();
    t.say(MALLORY, false, "help");
    let m = yubin::cli::read_mail(&t.spool, Some(MALLORY), false).unwrap();
    assert!(m.contains("Subject:"), "{m}");
    let log = admin(&t, AdminCommand::Log).unwrap();
    assert!(log.contains("ban") && log.contains("unban") && log.contains("asked nicely"));
    let bans = admin(&t, AdminCommand::Bans).unwrap();
    assert_eq!(bans, "no bans\n");
}

#[test]
fn status_json_parses_with_the_numbers_right() {
    let mut t = table();
    let store = Store::open(&t.config.database).unwrap();
    let fresh: serde_json::Value =
        serde_json::from_str(&status(&store, true, t.now).unwrap()).unwrap();
    assert_eq!(fresh["last_pass"], serde_json::Value::Null);
    two_games(&mut t);
    let v: serde_json::Value = serde_json::from_str(&status(&store, true, t.now).unwrap()).unwrap();
    assert_eq!(v["now"], t.now);
    assert_eq!(v["players"], 3);
    assert_eq!(v["games"]["active"], 1);
    assert_eq!(v["games"]["challenged"], 1);
    assert_eq!(v["tournaments"], 0);
    assert_eq!(v["bans"], 0);
    // Every pass records itself: the last one was at `now`.
    assert_eq!(v["last_pass"], t.now);
    assert!(v["passes"].as_u64().unwrap() >= 6, "{v}");
    // The mails of the last pass are delivered by it: nothing waits.
    assert_eq!(v["outbox_unsent"], 0);
    assert_eq!(v["mails_set_aside"], 0);
    // Game 1's deadline (days=3 by default, from bob's move).
    let deadline = v["next_deadline"].as_i64().unwrap();
    assert!(deadline > t.now, "{v}");
    // The run's start is the real clock's; the golden's is fixed.
    store
        .connection()
        .execute("UPDATE service_state SET started_at = 1800000000", [])
        .unwrap();
    let text = status(&store, false, t.now).unwrap();
    golden("status.txt", &text);
}

#[test]
fn an_address_change_is_approved_in_the_old_addresss_place_and_logged() {
    use yubin_domain::model::{MoveRequest, MoveSide};
    let t = table();
    // Nothing to approve: refused, nothing logged.
    let err = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: "old mailbox bounces".into(),
        },
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("no address change has that number"),
        "{err}"
    );
    // Alice asked to move to a new address, which confirmed; her old one cannot answer.
    let new = "alice.new@example.test";
    {
        let mut store = Store::open(&t.config.database).unwrap();
        let tx = store.transaction().unwrap();
        tx.set_name(ALICE, "Alice", t.now).unwrap();
        tx.ask_move(&MoveRequest {
            id: 1,
            old: ALICE.into(),
            new: new.into(),
            asked_at: t.now - 3600,
            old_confirmed_at: None,
            new_confirmed_at: None,
            approved_at: None,
            done_at: None,
            cancelled_at: None,
            old_undeliverable_since: None,
        })
        .unwrap();
        tx.confirm_move(1, MoveSide::New, t.now - 1800).unwrap();
        tx.commit().unwrap();
    }
    // Her old address's mail is delivered: the operator may not answer for it.
    let delivered = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: "she says it bounces".into(),
        },
    )
    .unwrap_err();
    assert!(
        delivered
            .to_string()
            .contains("the old address is not marked undeliverable"),
        "{delivered}"
    );
    let listed = admin(&t, AdminCommand::Moves).unwrap();
    assert!(
        listed.contains("no: the old address does not bounce"),
        "{listed}"
    );
    // It bounces since 3 days: too early, and the refusal says from when.
    {
        let mut store = Store::open(&t.config.database).unwrap();
        let tx = store.transaction().unwrap();
        tx.set_undeliverable(ALICE, t.now - 3 * 86_400, "hard bounce: 550 5.1.1")
            .unwrap();
        tx.commit().unwrap();
    }
    let early = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: "old mailbox bounces".into(),
        },
    )
    .unwrap_err();
    assert!(
        early.to_string().contains("it can be approved from")
            && early.to_string().contains("after the request lapses"),
        "{early}"
    );
    // Since 20 days: the operator's case. The listing shows it.
    {
        let mut store = Store::open(&t.config.database).unwrap();
        let tx = store.transaction().unwrap();
        tx.clear_undeliverable(ALICE).unwrap();
        tx.set_undeliverable(ALICE, t.now - 20 * 86_400, "hard bounce: 550 5.1.1")
            .unwrap();
        tx.commit().unwrap();
    }
    golden("moves.txt", &admin(&t, AdminCommand::Moves).unwrap());
    let missing = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: " ".into(),
        },
    );
    assert!(missing.is_err(), "a reason is needed");
    let said = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: "old mailbox bounces".into(),
        },
    )
    .unwrap();
    assert!(said.starts_with("address change 1 approved"), "{said}");
    let store = Store::open(&t.config.database).unwrap();
    let mut tx_store = store;
    let tx = tx_store.transaction().unwrap();
    assert_eq!(tx.profile_of(new).unwrap().0.as_deref(), Some("Alice"));
    drop(tx);
    let log = admin(&t, AdminCommand::Log).unwrap();
    assert!(
        log.contains("approve-move")
            && log.contains("move 1")
            && log.contains("old mailbox bounces"),
        "{log}"
    );
    // Approved once: a second time is refused.
    let again = admin(
        &t,
        AdminCommand::ApproveMove {
            id: 1,
            reason: "again".into(),
        },
    )
    .unwrap_err();
    assert!(again.to_string().contains("cannot be approved"), "{again}");
    assert_eq!(
        admin(&t, AdminCommand::Moves).unwrap(),
        "no address change waits\n"
    );
}
