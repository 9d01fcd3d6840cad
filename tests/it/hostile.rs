//! Hostile and broken input through the real spool service on a real SQLite file: mail from
//! addresses no reply can be sent to, challenges to such addresses, outbox rows that cannot
//! be built. None of them may stop the service or hold up other mail.

use crate::spool_game::{Table, ALICE, BOB};
use yubin::cli::{self, DropArgs};
use yubin::store::OutMail;
use yubin_domain::model::GameId;

/// The failed outbox rows: (recipient, last_error).
fn failed(t: &Table) -> Vec<(String, String)> {
    let guard = t.service.db.lock().unwrap();
    let conn = guard.store().connection();
    let mut stmt = conn
        .prepare("SELECT recipient, last_error FROM outbox WHERE state = 'failed' ORDER BY id")
        .unwrap();
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    rows
}

/// The reasons beside the mails set aside in the spool's `bad/`.
fn bad_notes(t: &Table) -> Vec<String> {
    std::fs::read_dir(t.spool.dir("bad"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "error"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

#[test]
fn mail_from_an_unmailable_address_is_set_aside_and_the_rest_is_answered() {
    let mut t = Table::new();
    let long = format!("{}@x.test", "a".repeat(5000));
    let froms: Vec<&[u8]> = vec![
        b"<@x.test>",
        b"alice@",
        b"a@b@c.test",
        b"\"a b\"@x.test",
        b"<a\x00b@x.test>",
        b"<a\tb@x.test>",
        b"<alice@x.test\r\n Bcc: evil@x.test>",
        long.as_bytes(),
    ];
    for (n, from) in froms.iter().enumerate() {
        let mut raw = b"From: ".to_vec();
        raw.extend_from_slice(from);
        raw.extend_from_slice(
            format!("\r\nMessage-ID: <h{n}@x.test>\r\nSubject: help\r\n\r\nhelp\r\n").as_bytes(),
        );
        t.spool.deliver_raw(&raw).unwrap();
    }
    t.spool
        .deliver_raw(
            b"From: alice@example.test\r\nMessage-ID: <ok@x.test>\r\nSubject: help\r\n\r\nhelp\r\n",
        )
        .unwrap();
    let report = t.step(t.now);
    assert_eq!(report.set_aside, froms.len(), "{report:?}");
    assert_eq!((report.consumed, report.sent, report.failed), (1, 1, 0));
    assert!(report.errors.is_empty(), "{report:?}");
    assert!(failed(&t).is_empty());
    assert!(cli::read_mail(&t.spool, Some(ALICE), false)
        .unwrap()
        .contains("Subject:"));
    // Each is kept in bad/ with the reason beside it.
    let notes = bad_notes(&t);
    assert_eq!(notes.len(), froms.len());
    assert!(
        notes.iter().any(|n| n
            .contains("unusable sender: the From address \"a@b@c.test\" has more than one `@`")),
        "{notes:?}"
    );
    let again = t.step(t.now + 60);
    assert_eq!(again, yubin::serve::Report::default());
}

#[test]
fn a_challenge_to_an_unmailable_address_is_refused_and_creates_no_game() {
    let mut t = Table::new();
    let cases = [
        ("a@b@c.test", "it has more than one `@`"),
        ("a@x.", "the domain after the `@` is not a domain name"),
        ("a@x..test", "the domain after the `@` is not a domain name"),
        ("(a)@x.test", "`(` has no place in an address"),
        ("bob@ex]e.org", "`]` has no place in an address"),
    ];
    for (address, why) in cases {
        let (a, _) = t.say(ALICE, false, &format!("challenge {address}"));
        assert!(
            a.contains(&format!("I cannot send mail to `{address}`: {why}")),
            "{address}: {a}"
        );
    }
    let guard = t.service.db.lock().unwrap();
    assert!(
        guard.store().game(GameId(1)).unwrap().is_none(),
        "no game created"
    );
    drop(guard);
    assert!(failed(&t).is_empty(), "{:?}", failed(&t));
}

#[test]
fn an_outbox_row_that_cannot_be_built_fails_alone_and_blocks_nothing() {
    let mut t = Table::new();
    // Rows queued before addresses were checked (by an older yubin): bad ones first.
    let mail = |n: u32, to: &str| OutMail {
        message_id: format!("old{n}@yubin.localhost"),
        in_reply_to: None,
        references: vec![],
        to: to.into(),
        reply_to: None,
        subject: format!("old {n}"),
        text: "text\n".into(),
        html: None,
        attachments: Vec::new(),
        picture: None,
        unsubscribe: None,
    };
    {
        let mut guard = t.service.db.lock().unwrap();
        let tx = guard.store_mut().transaction().unwrap();
        tx.queue(&mail(1, "a@b@c.test"), t.now).unwrap();
        tx.queue(&mail(2, "alice@x.testbcc: evil@x.test"), t.now)
            .unwrap();
        tx.queue(&mail(3, ALICE), t.now).unwrap();
        tx.commit().unwrap();
    }
    let report = t.step(t.now);
    assert_eq!((report.sent, report.failed), (1, 2), "{report:?}");
    let failed = failed(&t);
    assert_eq!(failed.len(), 2);
    assert!(
        failed[0].1.contains("bad recipient \"a@b@c.test\""),
        "{failed:?}"
    );
    // They are never tried again (a restart reads the same outbox), and mail goes on.
    let (a, _) = t.say(ALICE, false, "help");
    assert!(a.contains("Subject:"), "{a}");
    let later = t.step(t.now + 86_400);
    assert_eq!((later.sent, later.failed, later.deferred), (0, 0, 0));
}

#[test]
fn forged_mail_in_a_players_name_cannot_lock_her_out_of_her_game() {
    let mut t = Table::new();
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    // Forged mail with alice's From and no key, more than the hourly limit.
    let limit = t.config.limits.mails_per_hour;
    for n in 0..limit + 5 {
        let raw = format!(
            "From: {ALICE}\r\nTo: {}\r\nMessage-ID: <forged{n}@evil.test>\r\nSubject: x\r\n\r\nP-8h\r\n",
            t.config.bot.address
        );
        t.spool.deliver_raw(raw.as_bytes()).unwrap();
    }
    let now = t.now + 60;
    let forged = t.step(now);
    assert_eq!(forged.consumed, (limit + 5) as usize);
    // Only what costs is limited: the forged mails got the day's error answers and, at the
    // hourly limit, one notice.
    let errors = t.config.limits.error_replies_per_day;
    assert_eq!(forged.sent, errors as usize + 1, "{forged:?}");
    // Alice's real reply to the game mail, within the same hour, is carried out.
    let game_mail = t
        .spool
        .sent()
        .unwrap()
        .into_iter()
        .find(|m| m.to == ALICE && m.subject.contains("challenge accepted"))
        .unwrap();
    let args = DropArgs {
        from: ALICE.into(),
        to: game_mail.reply_to,
        ..DropArgs::default()
    };
    cli::drop_mail(&t.spool, &t.config.bot.address, &args, "P-8h").unwrap();
    let report = t.step(now + 60);
    assert_eq!(report.consumed, 1, "{report:?}");
    let bob = cli::read_mail(&t.spool, Some(BOB), false).unwrap();
    assert!(bob.contains("1. P-8h"), "{bob}");
    let guard = t.service.db.lock().unwrap();
    assert_eq!(guard.store().moves(GameId(1)).unwrap().len(), 1);
}

/// Drops `body` from `from` as a reply to the bot's game mail about game `game` to them.
fn reply_in_game(t: &Table, from: &str, game: u32, body: &str) {
    let game_mail = t
        .spool
        .sent()
        .unwrap()
        .into_iter()
        .rev()
        .find(|m| m.to == from && m.subject.starts_with(&format!("Game {game},")))
        .unwrap();
    let args = DropArgs {
        from: from.into(),
        to: game_mail.reply_to,
        ..DropArgs::default()
    };
    cli::drop_mail(&t.spool, &t.config.bot.address, &args, body).unwrap();
}

#[test]
fn a_mail_the_store_cannot_take_holds_the_later_mails_of_its_game() {
    const CAROL: &str = "carol@example.test";
    const DAVE: &str = "dave@example.test";
    let mut t = Table::new();
    t.say(ALICE, false, "challenge bob@example.test black");
    t.say(BOB, true, "accept");
    t.say(CAROL, false, "challenge dave@example.test black");
    t.say(DAVE, true, "accept");
    // The disk fills up for game 1's first move only (a trigger stands in for the full disk).
    let db = t.service.db.clone();
    let sql = |sql: &str| {
        let guard = db.lock().unwrap();
        guard.store().connection().execute_batch(sql).unwrap();
    };
    sql(
        "CREATE TRIGGER full BEFORE INSERT ON moves WHEN NEW.game_id = 1 \
         BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
    );
    reply_in_game(&t, ALICE, 1, "P-8h");
    reply_in_game(&t, BOB, 1, "8d8e");
    reply_in_game(&t, CAROL, 2, "P-8h");
    let now = t.now + 60;
    let report = t.step(now);
    assert_eq!((report.consumed, report.held), (1, 1), "{report:?}");
    assert_eq!(report.errors.len(), 1, "{report:?}");
    assert_eq!(
        t.spool.incoming().unwrap().len(),
        2,
        "alice's and bob's wait"
    );
    let bob = cli::read_mail(&t.spool, Some(BOB), false).unwrap();
    assert!(!bob.contains("not your turn"), "{bob}");
    assert!(cli::read_mail(&t.spool, Some(DAVE), false)
        .unwrap()
        .contains("1. P-8h"));
    // Space again: both are consumed, in the order they came.
    sql("DROP TRIGGER full");
    let report = t.step(now + 60);
    assert_eq!((report.consumed, report.held), (2, 0), "{report:?}");
    let bob = cli::read_mail(&t.spool, Some(BOB), true).unwrap();
    assert!(!bob.contains("not your turn"), "{bob}");
    let alice = cli::read_mail(&t.spool, Some(ALICE), false).unwrap();
    assert!(alice.contains("2. P-8e"), "{alice}");
    let guard = t.service.db.lock().unwrap();
    assert_eq!(guard.store().moves(GameId(1)).unwrap().len(), 2);
}

#[test]
fn a_player_with_a_non_ascii_address_is_one_player_whatever_its_case() {
    let mut t = Table::new();
    let (a, _) = t.say(ALICE, false, "challenge Élise@Example.test black");
    assert!(a.contains("challenge sent"), "{a}");
    // Élise answers the challenge from her address as her client writes it, capital and all.
    let reply_to: String = {
        let guard = t.service.db.lock().unwrap();
        let conn = guard.store().connection();
        conn.query_row(
            "SELECT reply_to FROM outbox WHERE recipient <> ?1",
            [ALICE],
            |r| r.get(0),
        )
        .unwrap()
    };
    let args = DropArgs {
        from: "Élise@example.test".into(),
        to: Some(reply_to),
        ..DropArgs::default()
    };
    cli::drop_mail(&t.spool, &t.config.bot.address, &args, "accept").unwrap();
    t.step(t.now + 60);
    let guard = t.service.db.lock().unwrap();
    let game = guard.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(game.state, yubin::store::GameState::Active);
    assert_eq!(game.setup.white, "élise@example.test");
}

#[test]
fn look_alike_addresses_and_two_from_headers_are_refused() {
    let mut t = Table::new();
    // A Cyrillic `а` (U+0430) in the domain, then in the local part.
    let (a, _) = t.say(ALICE, false, "challenge bob@ex\u{430}mple.test");
    assert!(
        a.contains("`bob@ex\u{430}mple.test`: it mixes Latin letters with Cyrillic"),
        "{a}"
    );
    let raws: [&[u8]; 2] = [
        "From: \u{430}lice@example.test\r\nMessage-ID: <l1@x.test>\r\n\r\nhelp\r\n".as_bytes(),
        b"From: alice@example.test\r\nFrom: mallory@evil.test\r\nMessage-ID: <l2@x.test>\r\n\r\nhelp\r\n",
    ];
    for raw in raws {
        t.spool.deliver_raw(raw).unwrap();
    }
    let report = t.step(t.now + 60);
    assert_eq!((report.set_aside, report.sent), (2, 0), "{report:?}");
    let notes = bad_notes(&t);
    assert!(
        notes.iter().any(|n| n.contains("Cyrillic or Greek")),
        "{notes:?}"
    );
    assert!(
        notes.iter().any(|n| n.contains("several From headers")),
        "{notes:?}"
    );
    let guard = t.service.db.lock().unwrap();
    assert!(
        guard.store().game(GameId(1)).unwrap().is_none(),
        "no game created"
    );
}

/// A challenge and a tournament entry in mails with a forged From (no key, and
/// `Authentication-Results` headers of servers nobody trusts, or a forged pass below the
/// trusted one's fail): no game, no entry, no mail to the opponent; the real owner is asked
/// once per mail, and their reply to the request carries the challenge out.
#[test]
fn a_forged_from_binds_nothing_and_the_owner_is_asked() {
    let mut t = Table::new();
    t.say("org@example.test", false, "tournament create Open");
    let bot = t.config.bot.address.clone();
    let forged = [
        ("challenge bob@example.test black", String::new()),
        (
            "join T1",
            "Authentication-Results: mx.evil.test; dmarc=pass header.from=example.test\r\n"
                .to_string(),
        ),
        (
            "challenge bob@example.test white",
            format!(
                "Authentication-Results: {}; dmarc=fail header.from=example.test\r\n\
                 Authentication-Results: {}; dmarc=pass header.from=example.test\r\n",
                yubin::mail::auth::MAIL_DROP,
                yubin::mail::auth::MAIL_DROP
            ),
        ),
    ];
    for (n, (body, headers)) in forged.iter().enumerate() {
        let raw = format!(
            "{headers}From: {ALICE}\r\nTo: {bot}\r\nMessage-ID: <forged-bind{n}@evil.test>\r\n\
             Subject: x\r\n\r\n{body}\r\n"
        );
        t.spool.deliver_raw(raw.as_bytes()).unwrap();
    }
    let report = t.step(t.now + 60);
    assert_eq!(report.consumed, 3, "{report:?}");
    let sent = t.spool.sent().unwrap();
    let asks: Vec<_> = sent
        .iter()
        .filter(|m| m.subject.starts_with("Yubin: please confirm"))
        .collect();
    assert_eq!(asks.len(), 3, "{sent:#?}");
    assert!(asks.iter().all(|m| m.to == ALICE));
    assert!(sent.iter().all(|m| m.to != BOB), "bob hears nothing");
    {
        let guard = t.service.db.lock().unwrap();
        assert!(guard.store().game(GameId(1)).unwrap().is_none());
        let conn = guard.store().connection();
        let entries: i64 = conn
            .query_row("SELECT count(*) FROM entrants", [], |r| r.get(0))
            .unwrap();
        assert_eq!(entries, 0);
    }
    // Alice's own reply (`--reply` answers the bot's last mail to her, the third request:
    // it confirms the white challenge).
    t.say(ALICE, true, "confirm");
    let guard = t.service.db.lock().unwrap();
    let g = guard.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(g.setup.white, ALICE);
}
