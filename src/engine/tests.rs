//! Whole conversations through [`super::process`] on an in-memory store.

use super::*;
use crate::store::{GameResult, GameState, OutMail, Store};
use yubin_rules::Color;

const BOT: &str = "bot@example.test";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

fn settings() -> Settings {
    Settings {
        bot_address: BOT.into(),
        secret_key: b"0123456789abcdef".to_vec(),
        default_days: 7,
        mails_per_hour: 30,
        reminder_hours: 24,
    }
}

struct World {
    store: Store,
    n: u32,
    now: i64,
}

impl World {
    fn new() -> World {
        World {
            store: Store::open_in_memory().unwrap(),
            n: 0,
            now: 1_800_000_000,
        }
    }

    /// Sends a mail to `to` and returns the mails the bot queued in answer.
    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<OutMail> {
        self.n += 1;
        self.now += 60;
        let mail = Inbound {
            message_id: format!("m{}@{from}", self.n),
            from: from.into(),
            recipients: vec![to.into()],
            subject: String::new(),
            body: body.into(),
            automated: false,
        };
        let before = self.store.due_mail(i64::MAX, 10_000).unwrap().len();
        assert!(process(&mut self.store, &settings(), &mail, self.now).unwrap());
        let all = self.store.due_mail(i64::MAX, 10_000).unwrap();
        all[before..].iter().map(|e| e.mail.clone()).collect()
    }

    fn reply_to(&self, game: i64, player: &str) -> String {
        token::reply_address(BOT, &settings().secret_key, game, player)
    }
}

fn started_game(w: &mut World, extra: &str) -> i64 {
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black {extra}"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(out[0].to, BOB);
    assert!(
        out[0].text.contains("Reply `accept` or `decline`"),
        "{}",
        out[0].text
    );
    let to = out[0].reply_to.clone().unwrap();
    let out = w.send(BOB, &to, "accept");
    assert_eq!(out.len(), 2);
    assert!(
        out.iter().all(|m| m.subject
            == "Game 1, alice vs bob: challenge accepted, alice (black) to play move 1"),
        "{out:#?}"
    );
    1
}

#[test]
fn a_game_from_challenge_to_resignation() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(
        ALICE,
        &w.reply_to(g, ALICE),
        "P-8h #1\n\nOn Mon, Yubin wrote:\n> old board\n",
    );
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .starts_with("Game 1, alice vs bob: 1. P-8h, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    assert_eq!(w.store.moves(g).unwrap().len(), 1);
    let out = w.send(BOB, &w.reply_to(g, BOB), "> quoted\nmove 8d8e");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "resign");
    assert_eq!(out.len(), 2);
    let rec = w.store.game(g).unwrap().unwrap();
    assert_eq!(rec.state, GameState::Finished);
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    assert!(
        out[0]
            .text
            .contains("Game over: 0-1. White wins: black resigned."),
        "{}",
        out[0].text
    );
}

#[test]
fn an_illegal_move_loses_under_the_default_policy() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "7i7g");
    assert_eq!(out.len(), 2, "{out:#?}");
    let rec = w.store.game(g).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    let reason = rec.result_reason.unwrap();
    assert!(reason.contains("`7i7g` is illegal"), "{reason}");
    assert!(w.store.moves(g).unwrap().is_empty());
}

#[test]
fn an_illegal_move_is_refused_under_illegal_reject() {
    let mut w = World::new();
    let g = started_game(&mut w, "illegal=reject");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "7i7g");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, ALICE);
    assert!(out[0].text.contains("illegal=reject"), "{}", out[0].text);
    assert_eq!(w.store.game(g).unwrap().unwrap().state, GameState::Active);
}

#[test]
fn text_that_is_not_a_move_never_loses() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    for body in ["hello there", "P-5e", "7i", "+DK-5e"] {
        let out = w.send(ALICE, &w.reply_to(g, ALICE), body);
        assert_eq!(out.len(), 1, "{body}: {out:#?}");
        assert_eq!(out[0].to, ALICE);
        assert!(
            out[0].text.contains(&format!("> {body}")),
            "{}",
            out[0].text
        );
    }
    assert_eq!(w.store.game(g).unwrap().unwrap().state, GameState::Active);
}

#[test]
fn not_your_turn_wrong_guard_and_forgery_change_nothing() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(BOB, &w.reply_to(g, BOB), "8d8e");
    assert!(
        out[0].text.contains("It is not your turn"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-8h #5");
    assert!(out[0].text.contains("meant as move 5"), "{}", out[0].text);
    // Bob's token with Alice's From, Alice's token with Bob's From, no token at all.
    let out = w.send(ALICE, &w.reply_to(g, BOB), "P-8h");
    assert!(
        out[0]
            .text
            .contains("does not belong to alice@example.test"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "P-8h");
    assert!(
        out[0].text.contains("reply to the bot's"),
        "{}",
        out[0].text
    );
    let out = w.send("mallory@example.test", &w.reply_to(g, ALICE), "P-8h");
    assert_eq!(out[0].to, "mallory@example.test");
    assert!(w.store.moves(g).unwrap().is_empty());
}

#[test]
fn draw_offer_accept_and_decline() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(g, ALICE), "draw");
    assert_eq!(
        w.store.game(g).unwrap().unwrap().draw_offered_by,
        Some(Color::Black)
    );
    w.send(BOB, &w.reply_to(g, BOB), "decline draw");
    assert_eq!(w.store.game(g).unwrap().unwrap().draw_offered_by, None);
    w.send(BOB, &w.reply_to(g, BOB), "draw");
    w.send(ALICE, &w.reply_to(g, ALICE), "draw");
    assert_eq!(
        w.store.game(g).unwrap().unwrap().result,
        Some(GameResult::Draw)
    );
}

#[test]
fn each_mail_is_consumed_once_and_automatic_mail_is_never_answered() {
    let mut w = World::new();
    let mail = Inbound {
        message_id: "x@a".into(),
        from: ALICE.into(),
        body: "help".into(),
        ..Inbound::default()
    };
    assert!(process(&mut w.store, &settings(), &mail, 1).unwrap());
    assert!(!process(&mut w.store, &settings(), &mail, 2).unwrap());
    assert_eq!(w.store.due_mail(i64::MAX, 100).unwrap().len(), 1);
    let auto = Inbound {
        message_id: "y@a".into(),
        automated: true,
        ..mail
    };
    assert!(process(&mut w.store, &settings(), &auto, 3).unwrap());
    assert_eq!(w.store.due_mail(i64::MAX, 100).unwrap().len(), 1);
}

#[test]
fn read_only_commands_and_helpful_errors() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, "board");
    assert!(
        out[0].text.contains("no game in progress"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "challenge bob");
    assert!(
        out[0].text.contains("`bob` is neither an address"),
        "{}",
        out[0].text
    );
    assert!(
        out[0].text.contains("challenge <address>"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "challenge bob@example.test preset=nope");
    assert!(out[0].text.contains("preset=nope"), "{}", out[0].text);
    let out = w.send(ALICE, BOT, "challenge bob@example.test maka");
    assert!(
        out[0]
            .text
            .contains("`maka` is not a variant I can run yet"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "> only a quote\n-- \nsig");
    assert!(out[0].text.contains("found no command"), "{}", out[0].text);
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, BOT, "board");
    assert!(out[0].text.contains("Your turn: move 1"), "{}", out[0].text);
    let out = w.send(BOB, BOT, "games");
    assert!(
        out[0].text.contains(&format!(
            "game {g}: you play white against {ALICE}; their turn, move 1"
        )),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "preview P-8h");
    assert!(
        out[0].text.contains("Nothing was played"),
        "{}",
        out[0].text
    );
    assert!(w.store.moves(g).unwrap().is_empty());
}

#[test]
fn reminder_then_loss_on_time_computed_from_the_store() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let accepted = w.now;
    let deadline = accepted + 2 * 86_400;
    let s = settings();
    assert_eq!(
        next_deadline(&w.store, &s).unwrap(),
        Some(deadline - 24 * 3600)
    );
    let tx = w.store.transaction().unwrap();
    assert!(on_deadline(&tx, &s, deadline - 24 * 3600 - 1)
        .unwrap()
        .is_empty());
    drop(tx);
    let before = w.store.due_mail(i64::MAX, 1000).unwrap().len();
    assert_eq!(
        run_deadlines(&mut w.store, &s, deadline - 24 * 3600).unwrap(),
        1
    );
    let mails = w.store.due_mail(i64::MAX, 1000).unwrap();
    let reminder = &mails[before..];
    assert_eq!(reminder.len(), 1);
    assert_eq!(reminder[0].mail.to, ALICE);
    assert!(
        reminder[0].mail.text.contains("Reminder: your move 1"),
        "{}",
        reminder[0].mail.text
    );
    // Sent once; the next event is the deadline itself.
    assert_eq!(run_deadlines(&mut w.store, &s, deadline - 60).unwrap(), 0);
    assert_eq!(next_deadline(&w.store, &s).unwrap(), Some(deadline));
    assert_eq!(run_deadlines(&mut w.store, &s, deadline).unwrap(), 1);
    let rec = w.store.game(g).unwrap().unwrap();
    assert_eq!(rec.state, GameState::Finished);
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    assert!(
        rec.result_reason
            .as_deref()
            .unwrap()
            .contains("ran out of time"),
        "{:?}",
        rec.result_reason
    );
    let mails = w.store.due_mail(i64::MAX, 1000).unwrap();
    let over = &mails[before + 1..];
    assert_eq!(over.len(), 2);
    assert!(over.iter().all(|m| m.mail.subject.contains("game over")));
    assert_eq!(next_deadline(&w.store, &s).unwrap(), None);
}

#[test]
fn a_move_resets_the_reminder_and_deadlines_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let mut w = World::new();
    w.store = Store::open(&path).unwrap();
    let g = started_game(&mut w, "");
    let s = settings();
    let first = next_deadline(&w.store, &s).unwrap().unwrap();
    run_deadlines(&mut w.store, &s, first).unwrap();
    assert!(w.store.game(g).unwrap().unwrap().reminder_sent);
    w.send(ALICE, &w.reply_to(g, ALICE), "P-8h");
    let rec = w.store.game(g).unwrap().unwrap();
    assert!(!rec.reminder_sent);
    let next = next_deadline(&w.store, &s).unwrap().unwrap();
    assert_eq!(next, rec.deadline.unwrap() - 24 * 3600);
    w.store = Store::open(&path).unwrap();
    assert_eq!(next_deadline(&w.store, &s).unwrap(), Some(next));
    // A service that was down past the deadline catches up at once: the loss on time.
    run_deadlines(&mut w.store, &s, next + 30 * 86_400).unwrap();
    let rec = w.store.game(g).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::Black)));
}
