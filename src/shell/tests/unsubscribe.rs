//! `List-Unsubscribe` through SQLite (issue 26): a mail to an observer's keyed address
//! stops exactly that observation, once; forged and garbled ones stop nothing and are not
//! answered; `unsubscribe` typed; reminders off, and stopped from a reminder.

use super::*;
use yubin_domain::model::{Stream, Watched};

const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
const MALLORY: &str = "mallory@example.test";

fn to(out: &[OutMail], address: &str) -> Vec<OutMail> {
    out.iter().filter(|m| m.to == address).cloned().collect()
}

/// The status and note the inbound log keeps of the last mail.
fn logged(w: &World) -> (String, String) {
    w.shell
        .store()
        .connection()
        .query_row(
            "SELECT status, note FROM inbound ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

#[test]
fn a_keyed_unsubscribe_stops_exactly_that_observation_and_answers_once() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    let welcome = w.send(CAROL, BOT, "watch 1");
    // The welcome answers Carol's own `watch`: no List-Unsubscribe.
    assert_eq!(welcome[0].unsubscribe, None);
    w.send(DAVE, BOT, "watch 1");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    // The players' own board mails carry none; each observer's, their own.
    for m in to(&out, ALICE).iter().chain(&to(&out, BOB)) {
        assert_eq!(m.unsubscribe, None, "{m:#?}");
    }
    let carol = to(&out, CAROL)[0]
        .unsubscribe
        .clone()
        .expect("List-Unsubscribe");
    let dave = to(&out, DAVE)[0]
        .unsubscribe
        .clone()
        .expect("List-Unsubscribe");
    assert_eq!(carol.stream, Stream::Watched(Watched::Game(GameId(g))));
    assert_ne!(carol.mailto, dave.mailto);

    // Carol's mail program: any body, to her key.
    let out = w.send(CAROL, &carol.mailto, "Unsubscribe me please");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, CAROL);
    assert_eq!(out[0].unsubscribe, None);
    assert_eq!(out[0].subject, "Yubin: stopped: the board mails of game 1");
    let text = flat(&out[0].text);
    assert!(
        text.contains("you will get no more of the board mails of game 1"),
        "{text}"
    );
    assert!(text.contains("send `watch 1`"), "{text}");
    assert_eq!(logged(&w), ("processed".into(), "unsubscribe g1".into()));

    // The next move: Dave still, Carol nothing.
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "P-8e");
    assert!(to(&out, CAROL).is_empty(), "{out:#?}");
    assert_eq!(to(&out, DAVE).len(), 1);

    // Again (a one-click button may send twice): nothing changes, no second answer.
    let out = w.send(CAROL, &carol.mailto, "");
    assert!(out.is_empty(), "{out:#?}");
    let (status, note) = logged(&w);
    assert_eq!(status, "ignored");
    assert!(note.contains("stopped already"), "{note}");
}

#[test]
fn a_forged_or_garbled_unsubscribe_stops_nothing_and_answers_no_one() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    w.send(CAROL, BOT, "watch 1");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    let carol = to(&out, CAROL)[0].unsubscribe.clone().unwrap();
    // Mallory, who saw (or guessed) Carol's key, and one who only forges Carol's From to
    // another stream's address.
    for (from, address) in [
        (MALLORY, carol.mailto.clone()),
        (CAROL, carol.mailto.replacen("+ug1-", "+ug2-", 1)),
        (CAROL, carol.mailto.replacen("+ug1-", "+ur-", 1)),
    ] {
        let out = w.send(from, &address, "");
        assert!(out.is_empty(), "{address}: {out:#?}");
        let (status, note) = logged(&w);
        assert_eq!(status, "ignored", "{address}");
        assert!(
            note.contains("the key is not the sender's"),
            "{address}: {note}"
        );
    }
    for garbled in [
        "bot+u@example.test",
        "bot+ug1@example.test",
        "bot+ug1-tooshort@example.test",
        "bot+uz1-aaaaaaaaaaaaaaaa@example.test",
    ] {
        let out = w.send(MALLORY, garbled, "unsubscribe");
        assert!(out.is_empty(), "{garbled}: {out:#?}");
        let (status, note) = logged(&w);
        assert_eq!(status, "ignored", "{garbled}");
        assert!(note.contains("garbled or made up"), "{garbled}: {note}");
    }
    // Carol still watches.
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "P-8e");
    assert_eq!(to(&out, CAROL).len(), 1, "{out:#?}");
}

#[test]
fn unsubscribe_typed_in_a_reply_stops_that_stream_and_alone_lists_them() {
    let mut w = World::unnamed();
    let g = started_game(&mut w, "");
    w.send(CAROL, BOT, "notify 1");
    let out = w.send(CAROL, BOT, "unsubscribe");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].subject, "Yubin: the mails you get");
    let text = flat(&out[0].text);
    assert!(
        text.contains("the result of game 1: stop with `unwatch 1`"),
        "{text}"
    );
    // Carol plays no game: no reminders to name.
    assert!(!text.contains("reminders"), "{text}");
    let out = w.send(ALICE, BOT, "unsubscribe");
    let text = flat(&out[0].text);
    assert!(
        text.contains("you get: the deadline reminders of your games: stop with `reminders off`"),
        "{text}"
    );
    let observers = token::watch_address(BOT, Watched::Game(GameId(g)));
    let out = w.send(CAROL, &observers, "unsubscribe");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].subject, "Yubin: stopped: the result of game 1");
    assert!(
        flat(&out[0].text).contains("send `notify 1`"),
        "{}",
        out[0].text
    );
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "resign");
    assert!(to(&out, CAROL).is_empty(), "{out:#?}");
    // `unsubscribe 1` still means `unwatch 1`.
    let out = w.send(CAROL, BOT, "unsubscribe 1");
    assert!(
        out[0].subject.contains("not carried out"),
        "{}",
        out[0].subject
    );
}

#[test]
fn reminders_off_and_stopped_from_a_reminder() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let deadline = w.now + 2 * 86_400;
    let first = deadline - 24 * 3600;
    let out = w.send(ALICE, BOT, "reminders off");
    assert_eq!(out[0].subject, "Yubin: deadline reminders off");
    assert!(
        flat(&out[0].text).contains("still loses on time"),
        "{}",
        out[0].text
    );
    // Due, counted, but no mail.
    let before = w.shell.store().due_mail(i64::MAX, 1000).unwrap().len();
    assert_eq!(w.shell.run_deadlines(first).unwrap(), 1);
    assert_eq!(
        w.shell.store().due_mail(i64::MAX, 1000).unwrap().len(),
        before
    );
    let out = w.send(ALICE, BOT, "reminders");
    assert!(
        flat(&out[0].text).contains("You get no deadline reminders"),
        "{}",
        out[0].text
    );
    w.send(ALICE, BOT, "reminders on");
    // The 80% reminder: with its List-Unsubscribe, which stops reminders.
    let eighty = deadline - 2 * 86_400 / 5;
    assert_eq!(w.shell.run_deadlines(eighty).unwrap(), 1);
    let mails = w.shell.store().due_mail(i64::MAX, 1000).unwrap();
    let reminder = mails.last().unwrap().mail.clone();
    assert!(
        reminder.text.contains("Reminder: your move 1"),
        "{}",
        reminder.text
    );
    let u = reminder.unsubscribe.clone().expect("List-Unsubscribe");
    assert_eq!(u.stream, Stream::Reminders);
    // Typed in a reply to it, at the game's key: stops them.
    let key = w.reply_to(GameId(g), ALICE);
    let out = w.reply(ALICE, &key, Some(&reminder.message_id), "unsubscribe");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(
        out[0].subject,
        "Yubin: stopped: the deadline reminders of your games"
    );
    // The keyed address afterwards: stopped already, not answered again.
    let out = w.send(ALICE, &u.mailto, "");
    assert!(out.is_empty(), "{out:#?}");
    let out = w.send(ALICE, BOT, "unsubscribe");
    assert_eq!(
        flat(&out[0].text),
        "Deadline reminders are off: resume them with `reminders on`."
    );
    let out = w.send(DAVE, BOT, "unsubscribe");
    assert!(
        flat(&out[0].text).starts_with("You get no mails besides the answers to your own"),
        "{}",
        out[0].text
    );
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(tx.reminders_of(ALICE).unwrap(), Some(false));
}
