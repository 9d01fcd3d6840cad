//! Daily digests on SQLite: when the loop wakes for them, one a day however long the service
//! was down, a damaged player row that stops no one else's, and a reply that is no digest
//! reply read as any mail.

use super::*;
use yubin_domain::model::{DigestTime, Zone};

/// The mails queued since `before` mails.
fn since(w: &World, before: usize) -> Vec<OutMail> {
    let all = w.shell.store().due_mail(i64::MAX, 10_000).unwrap();
    all[before..].iter().map(|e| e.mail.clone()).collect()
}

fn queued(w: &World) -> usize {
    w.shell.store().due_mail(i64::MAX, 10_000).unwrap().len()
}

#[test]
fn a_digest_wakes_the_loop_and_comes_once_a_day() {
    let mut w = World::new();
    let g = GameId(started_game(&mut w, "days=10"));
    // Bob (White) takes a digest at 07:00 UTC; Alice moves.
    w.send(BOB, BOT, "digest daily 07:00");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    assert_eq!(out.len(), 1, "Bob's mail waits");
    let seven = DigestTime::DEFAULT.next_after(Zone::UTC, w.now);
    // The loop wakes for it (the game's deadline and reminder are days away).
    assert_eq!(w.shell.next_deadline().unwrap(), Some(seven));
    let before = queued(&w);
    w.shell.run_deadlines(seven).unwrap();
    let out = since(&w, before);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, BOB);
    assert_eq!(out[0].subject, "Yubin: your move in 1 game");
    // The same sweep again, or a later one the same day: nothing more.
    let before = queued(&w);
    w.shell.run_deadlines(seven).unwrap();
    w.shell.run_deadlines(seven + 3600).unwrap();
    assert!(since(&w, before).is_empty());
    assert_eq!(w.shell.next_deadline().unwrap(), Some(seven + 86_400));
    // A service down for three days sends one digest when it is back, then the next at
    // 07:00 the day after.
    let back = seven + 3 * 86_400 + 5 * 3600;
    let before = queued(&w);
    w.shell.run_deadlines(back).unwrap();
    let digests: Vec<_> = since(&w, before)
        .into_iter()
        .filter(|m| m.message_id.starts_with("yubin.digest."))
        .collect();
    assert_eq!(digests.len(), 1);
    let next = w.shell.next_deadline().unwrap().unwrap();
    assert!(next <= seven + 4 * 86_400, "{next}");
}

#[test]
fn a_damaged_player_row_stops_no_one_elses_digest() {
    let mut w = World::new();
    let g = GameId(started_game(&mut w, "days=3"));
    w.send(BOB, BOT, "digest daily 07:00");
    w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    // Carol's time zone is damaged (a zone the database does not know): her digest is
    // left out, Bob's comes.
    let carol = "carol@example.test";
    w.send(carol, BOT, "digest daily 07:00");
    let damage = |w: &World, who: &str| {
        w.shell
            .store()
            .connection()
            .execute(
                "UPDATE players SET timezone = 'Mars/Olympus' WHERE address = ?1",
                [who],
            )
            .unwrap()
    };
    damage(&w, carol);
    let seven = DigestTime::DEFAULT.next_after(Zone::UTC, w.now);
    let before = queued(&w);
    w.shell.run_deadlines(seven).unwrap();
    let out = since(&w, before);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, BOB);
    // Alice's row damaged too: Bob's game cannot be read, his digest is skipped, the sweep
    // goes on, and the loop does not wake for it again today.
    w.send(BOB, &w.reply_to(g, BOB), "8d8e");
    w.send(ALICE, &w.reply_to(g, ALICE), "P-6h");
    damage(&w, ALICE);
    let before = queued(&w);
    w.shell.run_deadlines(seven + 86_400).unwrap();
    assert!(since(&w, before).is_empty());
    assert!(w.shell.next_deadline().unwrap().unwrap() > seven + 86_400);
}

#[test]
fn a_reply_to_a_digest_from_someone_else_is_read_as_any_mail() {
    let mut w = World::new();
    let g = GameId(started_game(&mut w, "days=3"));
    w.send(BOB, BOT, "digest daily 07:00");
    w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let seven = DigestTime::DEFAULT.next_after(Zone::UTC, w.now);
    let before = queued(&w);
    w.shell.run_deadlines(seven).unwrap();
    let digest = since(&w, before).remove(0);
    let key = digest.reply_to.clone().unwrap();
    // Mallory writes to Bob's key, as if answering Bob's digest: no move is played.
    let out = w.reply(
        "mallory@example.test",
        &key,
        Some(&digest.message_id),
        &format!("{}: 8d8e", g.0),
    );
    assert!(
        out.iter().all(|m| m.to == "mallory@example.test"),
        "{out:#?}"
    );
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(tx.games_of(BOB).unwrap()[0].id, g);
    drop(tx);
    // Bob's own answer plays it.
    let out = w.reply(
        BOB,
        &key,
        Some(&digest.message_id),
        &format!("{}: 8d8e", g.0),
    );
    assert!(
        out.iter()
            .any(|m| m.to == ALICE && m.subject.contains("2. P-8e")),
        "{out:#?}"
    );
}

#[test]
fn the_digest_says_how_to_unsubscribe_and_a_mail_to_that_address_turns_it_off() {
    let mut w = World::new();
    let g = GameId(started_game(&mut w, "days=3"));
    w.send(BOB, BOT, "digest daily 07:00");
    w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let seven = DigestTime::DEFAULT.next_after(Zone::UTC, w.now);
    let before = queued(&w);
    w.shell.run_deadlines(seven).unwrap();
    let digest = since(&w, before).remove(0);
    let u = digest
        .unsubscribe
        .clone()
        .expect("a digest carries List-Unsubscribe");
    assert_eq!(u.stream, yubin_domain::model::Stream::Digest);
    // Someone else writing to Bob's address stops nothing.
    let out = w.send("mallory@example.test", &u.mailto, "unsubscribe");
    assert!(out.is_empty(), "{out:#?}");
    let tx = w.shell.store_mut().transaction().unwrap();
    assert!(tx.look_of(BOB).unwrap().digest.is_some());
    drop(tx);
    // Bob's mail to it (any body) turns the digest off and says so, once.
    let out = w.send(BOB, &u.mailto, "");
    assert_eq!(out.len(), 1, "{out:#?}");
    let text = flat(&out[0].text);
    assert!(text.contains("your daily digest"), "{text}");
    assert!(text.contains("`digest daily`"), "{text}");
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(tx.look_of(BOB).unwrap().digest, None);
    drop(tx);
    assert!(w.send(BOB, &u.mailto, "").is_empty(), "answered once");
    // His opponent's next move comes at once.
    w.send(BOB, &w.reply_to(g, BOB), "8d8e");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-6h");
    assert!(out.iter().any(|m| m.to == BOB), "{out:#?}");
}

/// The digest sweep reads a player's running games alone: a declined challenge and one
/// not yet answered are not read.
#[test]
fn the_sweep_reads_only_running_games() {
    let mut w = World::new();
    let running = GameId(started_game(&mut w, ""));
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black"));
    let to = out[0].reply_to.clone().unwrap();
    w.send(BOB, &to, "decline");
    // A challenge Bob has not answered.
    w.send(ALICE, BOT, &format!("challenge {BOB} black"));
    let tx = w.shell.store_mut().transaction().unwrap();
    let all: Vec<GameId> = tx.games_of(BOB).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(all.len(), 3, "{all:?}");
    for who in [ALICE, BOB, &BOB.to_uppercase()] {
        let ids: Vec<GameId> = tx
            .running_games_of(who)
            .unwrap()
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(ids, [running], "{who}");
    }
    assert_eq!(tx.running_games_of("nobody@example.test").unwrap().len(), 0);
}
