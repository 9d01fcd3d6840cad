//! Bounces through SQLite: a delivery report to a mail's return path marks its recipient
//! undeliverable and tells the opponent; a forged one counts for nothing; the player's next
//! mail clears the mark and brings the boards; a 5xx refusal at submission counts as a hard
//! bounce; soft bounces are counted over days.

use super::*;

/// Postfix's report (`tests/data/dsn/postfix.eml`) of the mail `row` to `to`, delivered to
/// `return_path`.
fn postfix_report(return_path: &str, to: &str, message_id: &str) -> Inbound {
    let raw = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/dsn/postfix.eml"
    ))
    .unwrap()
    .replace("bot+b12-7q5xk2dbnvdyjbtq@example.test", return_path)
    .replace("ghost@example.test", to)
    .replace("yubin.g3.move.2@example.test", message_id);
    crate::mail::inbound::parse(raw.as_bytes()).unwrap()
}

fn last_to(w: &World, address: &str) -> OutboxEntry {
    let all = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    all.into_iter()
        .rev()
        .find(|e| e.mail.to == address)
        .unwrap()
}

fn queued(w: &World) -> usize {
    w.shell.store().due_mail(i64::MAX, 10_000).unwrap().len()
}

fn marked(w: &mut World, address: &str) -> Option<i64> {
    let tx = w.shell.store_mut().transaction().unwrap();
    tx.undeliverable(address).unwrap()
}

use crate::store::OutboxEntry;

#[test]
fn a_report_to_a_return_path_marks_the_player_and_tells_the_opponent_once() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let to_bob = last_to(&w, BOB);
    let rp = token::bounce_address(BOT, &settings().secret_key, to_bob.id, BOB);
    let report = postfix_report(&rp, BOB, &to_bob.mail.message_id);
    assert!(report.automated && report.report.is_some());
    let before = queued(&w);
    w.now += 60;
    assert_eq!(w.shell.process(&report, w.now).unwrap(), Consumed::Done);
    assert_eq!(marked(&mut w, BOB), Some(w.now));
    let out = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    let new: Vec<_> = out[before..].iter().map(|e| &e.mail).collect();
    assert_eq!(new.len(), 1, "{new:#?}");
    assert_eq!(new[0].to, ALICE);
    assert_eq!(
        new[0].subject,
        format!("Game {g}: my mail to bob cannot be delivered")
    );
    assert!(flat(&new[0].text).contains("The clock keeps running"));
    assert!(!new[0].text.contains(BOB));
    let tx = w.shell.store_mut().transaction().unwrap();
    let bounces = tx.bounces_of(BOB).unwrap();
    assert_eq!(bounces.len(), 1);
    assert_eq!(bounces[0].status.as_deref(), Some("5.1.1"));
    assert!(
        bounces[0].reason.contains("User doesn't exist"),
        "{bounces:?}"
    );
    drop(tx);
    // The report again (a second bounce of another mail): recorded, nobody told again.
    let again = Inbound {
        message_id: "another@mail.example.test".into(),
        ..report
    };
    w.now += 60;
    w.shell.process(&again, w.now).unwrap();
    assert_eq!(queued(&w), before + 1);
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(tx.bounces_of(BOB).unwrap().len(), 2);
}

#[test]
fn a_forged_report_counts_for_nothing_and_is_never_answered() {
    let mut w = World::new();
    started_game(&mut w, "");
    let to_bob = last_to(&w, BOB);
    let key = &settings().secret_key;
    let before = queued(&w);
    // Another row's key, a key for another address, a row that does not exist, a key made
    // with another secret: none counts.
    let to_alice = last_to(&w, ALICE);
    for rp in [
        token::bounce_address(BOT, key, to_alice.id, BOB),
        token::bounce_address(BOT, key, to_bob.id, ALICE),
        token::bounce_address(BOT, key, 9999, BOB),
        token::bounce_address(BOT, b"guessed key", to_bob.id, BOB),
    ] {
        w.now += 60;
        let mut report = postfix_report(&rp, BOB, &to_bob.mail.message_id);
        report.message_id = format!("forged.{}@x.example", w.now);
        assert_eq!(w.shell.process(&report, w.now).unwrap(), Consumed::Done);
    }
    assert_eq!(marked(&mut w, BOB), None);
    assert_eq!(marked(&mut w, ALICE), None);
    assert_eq!(queued(&w), before, "nothing sent");
    let tx = w.shell.store_mut().transaction().unwrap();
    assert!(tx.bounces_of(BOB).unwrap().is_empty());
    assert!(tx.bounces_of(ALICE).unwrap().is_empty());
}

#[test]
fn the_players_next_mail_clears_the_mark_and_brings_the_board() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.now += 60;
    assert!(w
        .shell
        .refused(
            BOB,
            "yubin.x@example.test",
            550,
            "550 5.1.1 no such user",
            w.now
        )
        .unwrap());
    assert!(marked(&mut w, BOB).is_some());
    // Refused again: no second notice.
    let before = queued(&w);
    assert!(!w
        .shell
        .refused(
            BOB,
            "yubin.y@example.test",
            550,
            "550 5.1.1 no such user",
            w.now
        )
        .unwrap());
    assert_eq!(queued(&w), before);
    let out = w.send(BOB, BOT, "help");
    assert_eq!(marked(&mut w, BOB), None);
    let boards: Vec<_> = out
        .iter()
        .filter(|m| {
            m.to == BOB && m.reply_to.as_deref() == Some(w.reply_to(GameId(g), BOB).as_str())
        })
        .collect();
    assert_eq!(boards.len(), 1, "{out:#?}");
    assert!(
        boards[0].subject.contains(&format!("Game {g}")),
        "{}",
        boards[0].subject
    );
    // The next mail brings nothing more.
    let out = w.send(BOB, BOT, "help");
    assert_eq!(out.len(), 1, "{out:#?}");
}

#[test]
fn soft_bounces_count_within_seven_days() {
    let mut w = World::new();
    started_game(&mut w, "");
    let key = settings().secret_key.clone();
    let delayed = |w: &mut World, n: u32| {
        let to_bob = last_to(w, BOB);
        let rp = token::bounce_address(BOT, &key, to_bob.id, BOB);
        let raw = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/dsn/gmail.eml"
        ))
        .unwrap()
        .replace("bot+b7-aaaaaaaaaaaaaaaa@example.test", &rp)
        .replace("carol.example@gmail.com", BOB)
        .replace("6650a1b2.050a0220.1.abcd.GMR", &format!("delay{n}"));
        let mail = crate::mail::inbound::parse(raw.as_bytes()).unwrap();
        w.shell.process(&mail, w.now).unwrap();
    };
    delayed(&mut w, 1);
    w.now += 8 * 86_400;
    delayed(&mut w, 2);
    w.now += 86_400;
    delayed(&mut w, 3);
    // Three delays, but the first more than seven days before the third.
    assert_eq!(marked(&mut w, BOB), None);
    w.now += 86_400;
    delayed(&mut w, 4);
    assert!(marked(&mut w, BOB).is_some());
}
