//! Whole conversations through a [`Shell`] on an SQLite store: what the engine decides,
//! carried out, logged and queued.

use super::*;
use crate::store::{GameResult, GameState, OutMail, Store};
use yubin_domain::token;
use yubin_engine::snapshot::replay;
use yubin_rules::Color;

const BOT: &str = "bot@example.test";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

fn settings() -> Settings {
    Settings::for_tests(BOT, b"0123456789abcdef")
}

struct World {
    shell: Shell,
    n: u32,
    now: i64,
}

/// A shell on `store` where alice and bob chose the names `alice` and `bob` (the players
/// of the tournament tests and the observers chose none: their mails show pseudonyms).
fn shell_on(mut store: Store) -> Shell {
    let tx = store.transaction().unwrap();
    for (address, name) in [(ALICE, "alice"), (BOB, "bob")] {
        tx.set_name(address, name, 0).unwrap();
    }
    tx.commit().unwrap();
    Shell::new(store, settings())
}

impl World {
    fn new() -> World {
        World {
            shell: shell_on(Store::open_in_memory().unwrap()),
            n: 0,
            now: 1_800_000_000,
        }
    }

    /// A world where nobody chose a name yet: everyone appears under their pseudonym.
    fn unnamed() -> World {
        World {
            shell: Shell::new(Store::open_in_memory().unwrap(), settings()),
            n: 0,
            now: 1_800_000_000,
        }
    }

    /// Sends a mail to `to` and returns the mails the bot queued in answer.
    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<OutMail> {
        self.reply(from, to, None, body)
    }

    /// [`World::send`] of a reply to the mail with Message-ID `answers`.
    fn reply(&mut self, from: &str, to: &str, answers: Option<&str>, body: &str) -> Vec<OutMail> {
        self.n += 1;
        self.now += 60;
        let mail = Inbound {
            message_id: format!("m{}@{from}", self.n),
            from: from.into(),
            recipients: vec![to.into()],
            subject: String::new(),
            body: body.into(),
            automated: false,
            oversize: None,
            in_reply_to: answers.map(str::to_string),
            references: answers.into_iter().map(str::to_string).collect(),
            // As if the receiving server vouched for every sender (what needs a
            // confirmation otherwise is the engine's tests' and the spool's).
            vouched: true,
            signs: Default::default(),
            report: None,
        };
        let before = self.shell.store().due_mail(i64::MAX, 10_000).unwrap().len();
        assert_eq!(self.shell.process(&mail, self.now).unwrap(), Consumed::Done);
        let all = self.shell.store().due_mail(i64::MAX, 10_000).unwrap();
        all[before..].iter().map(|e| e.mail.clone()).collect()
    }

    /// How every mail names `player`: their display name, else their pseudonym.
    fn shown(&mut self, player: &str) -> String {
        let tx = self.shell.store_mut().transaction().unwrap();
        let (name, _) = tx.profile_of(player).unwrap();
        yubin_engine::profile::public_name(&settings(), player, name.as_deref())
    }

    fn reply_to(&self, game: GameId, player: &str) -> String {
        token::reply_address(BOT, &settings().secret_key, game, player)
    }
}

/// The words of a text, one space apart (mail text is wrapped at 80 columns).
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
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
    let [a, b] = [ALICE, BOB].map(|p| w.shown(p));
    assert!(
        out.iter().all(|m| m.subject
            == format!("Game 1, {a} vs {b}: challenge accepted, {a} (black) to play move 1")),
        "{out:#?}"
    );
    1
}

/// A reply as Outlook writes it in plain text: the original unindented below a header
/// block, and the player's `text` below it (bottom-posted).
fn outlook_bottom_posted(original: &OutMail, text: &str) -> String {
    format!(
        "-----Original Message-----\nFrom: Yubin <{BOT}> \nSent: Tuesday, November 3, 2026 \
         11:30 AM\nTo: {}\nSubject: {}\n\n{}\n{text}\n\nRegards\n",
        original.to, original.subject, original.text
    )
}

#[test]
fn a_move_below_an_outlook_quote_of_the_bots_mail_is_read_while_the_outbox_keeps_it() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let mails = w.shell.store().due_mail(i64::MAX, 100).unwrap();
    let to_alice = mails.iter().rev().find(|e| e.mail.to == ALICE).unwrap();
    let body = outlook_bottom_posted(&to_alice.mail, "P-8h");
    // The bot's footer offers an example move; it is quoted, so never taken.
    assert!(body.contains("e.g. `P-"), "{body}");
    let id = to_alice.mail.message_id.clone();
    let out = w.reply(ALICE, &w.reply_to(GameId(g), ALICE), Some(&id), &body);
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0].subject.contains("1. P-8h, bob"),
        "{}",
        out[0].subject
    );
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);

    // Once the outbox has forgotten the body, the quote's end is unknown: the marker ends
    // what is read, and the answer says no command was found (nothing is played).
    for e in w.shell.store().due_mail(i64::MAX, 100).unwrap() {
        w.shell.store().mark_sent(e.id).unwrap();
    }
    let to_bob = out.iter().find(|m| m.to == BOB).unwrap();
    assert!(w.shell.store().forget_sent_bodies(i64::MAX).unwrap() > 0);
    let body = outlook_bottom_posted(to_bob, "8d8e");
    let out = w.reply(
        BOB,
        &w.reply_to(GameId(g), BOB),
        Some(&to_bob.message_id),
        &body,
    );
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(
        out[0].text.contains("I found no command in your mail"),
        "{}",
        out[0].text
    );
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);
}

#[test]
fn a_game_from_challenge_to_resignation() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(
        ALICE,
        &w.reply_to(GameId(g), ALICE),
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
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "> quoted\nmove 8d8e");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "resign");
    assert_eq!(out.len(), 2);
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
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
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "7i7g");
    assert_eq!(out.len(), 2, "{out:#?}");
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    let reason = rec.result_reason.unwrap();
    assert!(reason.contains("`7i7g` is illegal"), "{reason}");
    assert!(w.shell.store().moves(GameId(g)).unwrap().is_empty());
}

#[test]
fn an_illegal_move_is_refused_under_illegal_reject() {
    let mut w = World::new();
    let g = started_game(&mut w, "illegal=reject");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "7i7g");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, ALICE);
    assert!(out[0].text.contains("illegal=reject"), "{}", out[0].text);
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
}

#[test]
fn text_that_is_not_a_move_never_loses() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    for body in ["hello there", "P-5e", "7i", "+DK-5e"] {
        let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), body);
        assert_eq!(out.len(), 1, "{body}: {out:#?}");
        assert_eq!(out[0].to, ALICE);
        assert!(
            out[0].text.contains(&format!("> {body}")),
            "{}",
            out[0].text
        );
    }
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
}

#[test]
fn not_your_turn_wrong_guard_and_forgery_change_nothing() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "8d8e");
    assert!(
        out[0].text.contains("It is not your turn"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h #5");
    assert!(out[0].text.contains("meant as move 5"), "{}", out[0].text);
    // Bob's token with Alice's From, Alice's token with Bob's From, no token at all.
    let out = w.send(ALICE, &w.reply_to(GameId(g), BOB), "P-8h");
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
    let out = w.send(
        "mallory@example.test",
        &w.reply_to(GameId(g), ALICE),
        "P-8h",
    );
    assert_eq!(out[0].to, "mallory@example.test");
    assert!(w.shell.store().moves(GameId(g)).unwrap().is_empty());
}

#[test]
fn draw_offer_accept_and_decline() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "draw");
    assert_eq!(
        w.shell
            .store()
            .game(GameId(g))
            .unwrap()
            .unwrap()
            .draw_offered_by,
        Some(Color::Black)
    );
    w.send(BOB, &w.reply_to(GameId(g), BOB), "decline draw");
    assert_eq!(
        w.shell
            .store()
            .game(GameId(g))
            .unwrap()
            .unwrap()
            .draw_offered_by,
        None
    );
    w.send(BOB, &w.reply_to(GameId(g), BOB), "draw");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "draw");
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().result,
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
    assert_eq!(w.shell.process(&mail, 1).unwrap(), Consumed::Done);
    assert_eq!(w.shell.process(&mail, 2).unwrap(), Consumed::Again);
    assert_eq!(w.shell.store().due_mail(i64::MAX, 100).unwrap().len(), 1);
    let auto = Inbound {
        message_id: "y@a".into(),
        automated: true,
        ..mail
    };
    assert_eq!(w.shell.process(&auto, 3).unwrap(), Consumed::Done);
    assert_eq!(w.shell.store().due_mail(i64::MAX, 100).unwrap().len(), 1);
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
    let out = w.send(ALICE, BOT, "challenge bob@example.test taikyokushogi");
    assert!(
        out[0]
            .text
            .contains("`taikyokushogi` is not a game I know; write `chu`"),
        "{}",
        out[0].text
    );
    let out = w.send(
        ALICE,
        BOT,
        "challenge bob@example.test maka handicap=two_lions",
    );
    assert!(
        out[0]
            .text
            .contains("Maka Dai Dai Shogi has no handicap setups"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "challenge bob@example.test handicap=bishop");
    assert!(
        out[0]
            .text
            .contains("`handicap=bishop` is not a handicap I know. Known: "),
        "{}",
        out[0].text
    );
    let words = out[0].text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("two_kings; also msm1 … msm21, the steps of the Middle Shogi"),
        "{words}"
    );
    let out = w.send(ALICE, BOT, "> only a quote\n-- \nsig");
    assert!(out[0].text.contains("found no command"), "{}", out[0].text);
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, BOT, "board");
    assert!(out[0].text.contains("Your turn: move 1"), "{}", out[0].text);
    let out = w.send(BOB, BOT, "games");
    assert!(
        flat(&out[0].text).contains(&format!(
            "game {g} (Chu Shogi): you play white against alice <{ALICE}>; their turn, move 1"
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
    assert!(w.shell.store().moves(GameId(g)).unwrap().is_empty());
}

#[test]
fn reminder_then_loss_on_time_computed_from_the_store() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    let accepted = w.now;
    let deadline = accepted + 2 * 86_400;
    assert_eq!(w.shell.next_deadline().unwrap(), Some(deadline - 24 * 3600));
    assert_eq!(w.shell.run_deadlines(deadline - 24 * 3600 - 1).unwrap(), 0);
    let before = w.shell.store().due_mail(i64::MAX, 1000).unwrap().len();
    assert_eq!(w.shell.run_deadlines(deadline - 24 * 3600).unwrap(), 1);
    let mails = w.shell.store().due_mail(i64::MAX, 1000).unwrap();
    let reminder = &mails[before..];
    assert_eq!(reminder.len(), 1);
    assert_eq!(reminder[0].mail.to, ALICE);
    assert!(
        reminder[0].mail.text.contains("Reminder: your move 1"),
        "{}",
        reminder[0].mail.text
    );
    // Sent once; the next is the 80% reminder, then the deadline itself.
    let eighty = deadline - 2 * 86_400 / 5;
    assert_eq!(w.shell.next_deadline().unwrap(), Some(eighty));
    assert_eq!(w.shell.run_deadlines(eighty - 1).unwrap(), 0);
    assert_eq!(w.shell.run_deadlines(eighty).unwrap(), 1);
    assert_eq!(w.shell.run_deadlines(deadline - 60).unwrap(), 0);
    assert_eq!(w.shell.next_deadline().unwrap(), Some(deadline));
    assert_eq!(w.shell.run_deadlines(deadline).unwrap(), 1);
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
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
    let mails = w.shell.store().due_mail(i64::MAX, 1000).unwrap();
    let over = &mails[before + 2..];
    assert_eq!(over.len(), 2);
    assert!(over.iter().all(|m| m.mail.subject.contains("game over")));
    assert_eq!(w.shell.next_deadline().unwrap(), None);
}

#[test]
fn a_move_resets_the_reminder_and_deadlines_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("y.sqlite");
    let mut w = World::new();
    w.shell = shell_on(Store::open(&path).unwrap());
    let g = started_game(&mut w, "");
    let first = w.shell.next_deadline().unwrap().unwrap();
    w.shell.run_deadlines(first).unwrap();
    // Seven days per move: the 80% reminder (1.4 days before the deadline) came first; the
    // one a day before is next.
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(first, rec.deadline.unwrap() - 7 * 86_400 / 5);
    assert_eq!(rec.remind_at, Some(rec.deadline.unwrap() - 24 * 3600));
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    let next = w.shell.next_deadline().unwrap().unwrap();
    assert_eq!(next, rec.deadline.unwrap() - 7 * 86_400 / 5);
    assert_eq!(rec.remind_at, Some(next));
    w.shell = shell_on(Store::open(&path).unwrap());
    assert_eq!(w.shell.next_deadline().unwrap(), Some(next));
    // A service that was down past the deadline catches up at once: the loss on time.
    w.shell.run_deadlines(next + 30 * 86_400).unwrap();
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::Black)));
}

#[test]
fn a_handicap_game_starts_from_its_setup_with_white_to_move() {
    let mut w = World::new();
    let out = w.send(
        ALICE,
        BOT,
        &format!("challenge {BOB} white handicap=two_lions"),
    );
    assert_eq!(out.len(), 2, "{out:#?}");
    let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(
        rec.setup.terms.start_sfen.as_deref(),
        yubin_rules::handicap::Handicap::TwoLions.lishogi_sfen()
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    assert!(
        out[0].subject.contains("alice (white) to play move 1"),
        "{}",
        out[0].subject
    );
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "P-7e");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(out[0].subject.contains("1. P-7e"), "{}", out[0].subject);
}

#[test]
fn random_sides_depend_on_the_challenge_and_the_server_key() {
    let mut blacks = 0;
    for i in 0..16 {
        let mut w = World::new();
        w.n = i * 1000;
        w.send(ALICE, BOT, &format!("challenge {BOB}"));
        let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
        if rec.setup.black == ALICE {
            blacks += 1;
        }
    }
    assert!(
        (1..16).contains(&blacks),
        "{blacks} of 16 challenges gave alice black"
    );
}

#[test]
fn the_rate_limit_is_announced_once_and_keeps_what_was_written() {
    let mut w = World::new();
    let limit = settings().mails_per_hour as usize;
    for _ in 0..limit {
        assert_eq!(w.send(ALICE, BOT, "help").len(), 1);
    }
    let out = w.send(ALICE, BOT, "P-7f is my move");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(
        out[0].subject.contains("too many mails"),
        "{}",
        out[0].subject
    );
    assert!(out[0].text.contains("> P-7f is my move"), "{}", out[0].text);
    assert!(w.send(ALICE, BOT, "help").is_empty());
    let kept: String = w
        .shell
        .store()
        .connection()
        .query_row(
            "SELECT body FROM inbound WHERE status = 'ignored' ORDER BY id LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(kept, "P-7f is my move");
    // Another sender is not affected.
    assert_eq!(w.send(BOB, BOT, "help").len(), 1);
}

#[test]
fn a_damaged_game_record_is_answered_and_the_mail_kept() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    w.shell
        .store()
        .connection()
        .execute("UPDATE moves SET usi = '7i7a' WHERE ply = 1", [])
        .unwrap();
    w.n += 1;
    let mail = Inbound {
        message_id: "damaged@bob".into(),
        from: BOB.into(),
        recipients: vec![w.reply_to(GameId(g), BOB)],
        subject: "Re: game 1".into(),
        body: "P-8e".into(),
        automated: false,
        oversize: None,
        in_reply_to: None,
        references: Vec::new(),
        vouched: false,
        signs: Default::default(),
        report: None,
    };
    let before = w.shell.store().due_mail(i64::MAX, 1000).unwrap().len();
    let done = w.shell.process(&mail, w.now).unwrap();
    let Consumed::Damaged(what) = done else {
        panic!("{done:?}")
    };
    assert!(
        what.contains("table `moves` (row 1/1): column `usi`"),
        "{what}"
    );
    let mails = w.shell.store().due_mail(i64::MAX, 1000).unwrap();
    let reply = &mails[before..];
    assert_eq!(reply.len(), 1);
    assert_eq!(reply[0].mail.to, BOB);
    assert!(
        reply[0]
            .mail
            .text
            .contains("the stored record of game 1 is damaged"),
        "{}",
        reply[0].mail.text
    );
    let (status, body): (String, String) = w
        .shell
        .store()
        .connection()
        .query_row(
            "SELECT status, body FROM inbound WHERE message_id = 'damaged@bob'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((status.as_str(), body.as_str()), ("rejected", "P-8e"));
    // Consumed: not retried.
    assert_eq!(w.shell.process(&mail, w.now).unwrap(), Consumed::Again);
}

#[test]
fn a_move_without_the_key_is_answered_with_a_mail_that_carries_it() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, BOT, "P-8h");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(
        out[0].reply_to.as_deref(),
        Some(w.reply_to(GameId(g), ALICE).as_str())
    );
    assert!(
        flat(&out[0].text).contains("This mail is about your game 1: reply to it."),
        "{}",
        out[0].text
    );
    assert!(w.shell.store().moves(GameId(g)).unwrap().is_empty());
    // Replying to it works.
    let to = out[0].reply_to.clone().unwrap();
    assert_eq!(w.send(ALICE, &to, "P-8h").len(), 2);
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);
}

#[test]
fn mistyped_commands_get_a_suggestion_and_bad_moves_the_place() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, "boadr");
    assert!(
        out[0]
            .text
            .contains("I do not know the command `boadr`; did you mean `board`?"),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, BOT, "pleese show me the bord");
    assert!(
        out[0].text.contains("I do not know the command `pleese`."),
        "{}",
        out[0].text
    );
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-7?");
    assert!(
        out[0]
            .text
            .contains("I cannot read `P-7?` as a move: I expected"),
        "{}",
        out[0].text
    );
    assert!(!out[0].text.contains("LDx10i"), "{}", out[0].text);
    assert!(w.shell.store().moves(GameId(g)).unwrap().is_empty());
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
}

#[test]
fn a_one_day_game_gets_its_reminder_half_way() {
    let mut w = World::new();
    started_game(&mut w, "days=1");
    let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(
        w.shell.next_deadline().unwrap(),
        Some(rec.deadline.unwrap() - 12 * 3600)
    );
}

#[test]
fn the_replay_cache_gives_the_game_a_replay_from_scratch_gives() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let moves = ["P-8h", "P-8e", "P-3h", "P-3e", "Ln-7h", "Ln-6e"];
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ALICE } else { BOB };
        assert_eq!(w.send(who, &w.reply_to(GameId(g), who), m).len(), 2, "{m}");
        let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
        let stored = w.shell.store().moves(GameId(g)).unwrap();
        let Shell { store, cache, .. } = &mut w.shell;
        let tx = store.transaction().unwrap();
        let (cached, _) = cache.load(&tx, &rec).unwrap().unwrap();
        let fresh = replay(&rec, &stored).unwrap();
        assert_eq!(cached.position(), fresh.position(), "after {m}");
        assert_eq!(cached.moves(), fresh.moves());
    }
    // A move changed behind the cache's back is noticed.
    w.shell
        .store()
        .connection()
        .execute(
            "UPDATE moves SET usi = '2i2h' WHERE game_id = 1 AND ply = 3",
            [],
        )
        .unwrap();
    let rec = w.shell.store().game(GameId(g)).unwrap().unwrap();
    let stored = w.shell.store().moves(GameId(g)).unwrap();
    let Shell { store, cache, .. } = &mut w.shell;
    let tx = store.transaction().unwrap();
    let (cached, _) = cache.load(&tx, &rec).unwrap().unwrap();
    assert_eq!(cached.position(), replay(&rec, &stored).unwrap().position());
}

#[test]
fn a_greeting_around_the_move_is_fine_and_two_commands_are_refused() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(
        ALICE,
        &w.reply_to(GameId(g), ALICE),
        "Hi Bob,\n\nhere is my opening:\n\nP-8h\n\nGood luck!\nAlice",
    );
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);
    let out = w.send(BOB, &w.reply_to(GameId(g), BOB), "P-8e\nresign");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].to, BOB);
    assert!(
        flat(&out[0].text).contains(
            "I carry out one command per mail, and yours has 2: `P-8e`, `resign`. Nothing was done"
        ),
        "{}",
        out[0].text
    );
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 1);
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
}

/// A game whose record cannot be replayed neither stops the deadline sweep for the other
/// games nor keeps the loop awake: it is logged and left out until the service restarts.
#[test]
fn a_damaged_game_is_left_out_of_the_deadline_sweep() {
    let mut w = World::new();
    let g = started_game(&mut w, "days=2");
    w.send(ALICE, &w.reply_to(GameId(g), ALICE), "P-8h");
    w.send(BOB, &w.reply_to(GameId(g), BOB), "P-8e");
    w.shell
        .store()
        .connection()
        .execute(
            "UPDATE moves SET usi = '7i7a' WHERE game_id = 1 AND ply = 1",
            [],
        )
        .unwrap();
    let carol = "carol@example.test";
    let out = w.send(carol, BOT, &format!("challenge {ALICE} black days=3"));
    let to = out[0].reply_to.clone().unwrap();
    w.send(ALICE, &to, "accept");
    let late = w.now + 30 * 86_400;
    // Only the sound game changes: Carol (black, to move) loses on time.
    assert_eq!(w.shell.run_deadlines(late).unwrap(), 1);
    let other = w.shell.store().game(GameId(2)).unwrap().unwrap();
    assert_eq!(other.state, GameState::Finished);
    assert_eq!(other.result, Some(GameResult::Win(Color::White)));
    // The damaged game is still active, but no longer due: the loop sleeps.
    assert_eq!(
        w.shell.store().game(GameId(g)).unwrap().unwrap().state,
        GameState::Active
    );
    assert_eq!(w.shell.next_deadline().unwrap(), None);
    assert_eq!(w.shell.run_deadlines(late + 1).unwrap(), 0);
}

/// Issue 11: a conditional answer is committed with the reply that triggered it, through
/// SQLite, and damaged stored lines are answered as a damaged game, nothing played.
#[test]
fn a_conditional_answer_is_stored_with_the_reply() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let (a, b) = (w.reply_to(GameId(g), ALICE), w.reply_to(GameId(g), BOB));
    w.send(ALICE, &a, "P-7h\nif P-7e then P-7g P-3e P-3h");
    let tx = w.shell.store_mut().transaction().unwrap();
    let stored = tx.conditionals(GameId(g)).unwrap();
    assert_eq!(stored[0].lines[0].0, ["7d7e", "7h7g", "3d3e", "3i3h"]);
    drop(tx);
    let out = w.send(BOB, &b, "P-7e");
    assert_eq!(out.len(), 2);
    let moves = w.shell.store().moves(GameId(g)).unwrap();
    assert_eq!(moves.len(), 3);
    assert_eq!(
        (moves[2].usi.as_str(), moves[2].written.as_str()),
        ("7h7g", "P-7g")
    );
    assert_eq!(
        moves[2].message_id, moves[1].message_id,
        "played for Bob's mail"
    );
    let tx = w.shell.store_mut().transaction().unwrap();
    assert_eq!(
        tx.conditionals(GameId(g)).unwrap()[0].lines[0].0,
        ["3d3e", "3i3h"]
    );
    drop(tx);
    // Lines changed by hand into nonsense: the reply is not carried out, nothing is lost.
    w.shell
        .store()
        .connection()
        .execute("UPDATE conditionals SET lines = 'nonsense here'", [])
        .unwrap();
    let mail = Inbound {
        message_id: "damaged@bob".into(),
        from: BOB.into(),
        recipients: vec![b.clone()],
        body: "P-3e".into(),
        ..Inbound::default()
    };
    let done = w.shell.process(&mail, w.now + 60).unwrap();
    assert!(
        matches!(&done, Consumed::Damaged(d) if d.starts_with("corrupt row in table `conditionals` (row 1/black): column `lines`")),
        "{done:?}"
    );
    assert_eq!(w.shell.store().moves(GameId(g)).unwrap().len(), 3);
}

mod bounces;
mod clocks;
mod digests;
mod export;
mod family;
mod forget;
mod import;
mod moving;
mod moving_bounced;
mod profile;
mod takeback;
mod tournaments;
mod unsubscribe;
mod watchers;

/// The store counts newcomers' challenges and entries of the last hour (SQLite's query, the
/// engine's rule): the second newcomer of the hour waits, a player with a game does not.
#[test]
fn the_store_counts_the_newcomers_of_the_hour() {
    let mut w = World::new();
    w.shell = Shell::new(
        Store::open_in_memory().unwrap(),
        Settings {
            newcomers_per_hour: 1,
            ..settings()
        },
    );
    let out = w.send("new1@example.test", BOT, "challenge opp1@example.test");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send("new2@example.test", BOT, "challenge opp2@example.test");
    assert!(
        flat(&out[0].text).contains("at most 1 new players an hour"),
        "{}",
        out[0].text
    );
    let out = w.send("org@example.test", BOT, "tournament create Open");
    assert_eq!(out.len(), 1, "{out:#?}");
    let out = w.send("new2@example.test", BOT, "join T1");
    assert!(
        flat(&out[0].text).contains("at most 1 new players"),
        "{}",
        out[0].text
    );
    // new1 has a game: not a newcomer any more.
    let out = w.send("new1@example.test", BOT, "join T1");
    assert!(
        out[0].subject.contains("joined") || out[0].text.contains("entered"),
        "{out:#?}"
    );
    w.now += 3600;
    let out = w.send("new2@example.test", BOT, "join T1");
    assert!(
        !flat(&out[0].text).contains("new players an hour"),
        "{}",
        out[0].text
    );
}
