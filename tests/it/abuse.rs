//! Abuse through the real spool service on a real SQLite file: what a hostile sender puts in
//! a mail must not come back out of the bot (control characters, huge texts), nor make the
//! bot write to strangers or answer loops for ever.

use crate::spool_game::{Table, ALICE};
use yubin_domain::model::GameId;

/// Every (recipient, subject, text body) in the outbox, oldest first.
fn outbox(t: &Table) -> Vec<(String, String, String)> {
    let guard = t.service.db.lock().unwrap();
    let conn = guard.store().connection();
    let mut stmt = conn
        .prepare("SELECT recipient, subject, text_body FROM outbox ORDER BY id")
        .unwrap();
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    rows
}

fn deliver(t: &mut Table, raw: &[u8]) -> yubin::serve::Report {
    t.spool.deliver_raw(raw).unwrap();
    t.now += 60;
    t.step(t.now)
}

#[test]
fn control_characters_of_a_mail_are_never_echoed() {
    let mut t = Table::new();
    // The subject decodes to "wat\0\r\nBcc: evil@x.test\x1b[31m"; the body has a NUL, an
    // escape sequence and a lone CR inside its one line.
    let raws: [&[u8]; 2] = [
        b"From: alice@example.test\r\nMessage-ID: <c1@x.test>\r\n\
          Subject: =?utf-8?b?d2F0AA0KQmNjOiBldmlsQHgudGVzdBtbMzFt?=\r\n\r\n",
        b"From: alice@example.test\r\nMessage-ID: <c2@x.test>\r\nSubject: hi\r\n\r\n\
          chal\x00lenge\x1b[2J \x07bob@example.test\rBcc: evil@x.test\x7f\r\n",
    ];
    for raw in raws {
        let report = deliver(&mut t, raw);
        assert_eq!((report.consumed, report.sent), (1, 1), "{report:?}");
    }
    let sent = outbox(&t);
    assert_eq!(sent.len(), 2, "{sent:?}");
    for (to, subject, text) in &sent {
        assert_eq!(to, ALICE);
        let bad = |c: char| c.is_control() && c != '\n';
        assert!(!subject.chars().any(|c| c.is_control()), "{subject:?}");
        assert!(!text.chars().any(bad), "{text:?}");
    }
    assert!(
        sent[0].2.contains("wat Bcc: evil@x.test [31m"),
        "{}",
        sent[0].2
    );
}

/// A mail from alice with this subject and body (one line each).
fn big_mail(id: &str, subject: &str, body: &str) -> Vec<u8> {
    format!(
        "From: alice@example.test\r\nMessage-ID: <{id}@x.test>\r\nSubject: {subject}\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The (subject, body) of the inbound log row of `<id@x.test>`.
fn logged(t: &Table, id: &str) -> (String, String) {
    let guard = t.service.db.lock().unwrap();
    guard
        .store()
        .connection()
        .query_row(
            "SELECT subject, body FROM inbound WHERE message_id = ?1",
            [format!("{id}@x.test")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

#[test]
fn a_mail_over_the_size_limit_gets_a_short_refusal_and_is_not_kept() {
    let mut t = Table::new();
    let line = "x".repeat(2_000_000);
    let subject = "s".repeat(100_000);
    let report = deliver(&mut t, &big_mail("big", &subject, &line));
    assert_eq!((report.consumed, report.sent), (1, 1), "{report:?}");
    let sent = outbox(&t);
    let (_, subj, text) = &sent[0];
    assert!(
        text.contains("Your mail is 2.1 MB, more than the 1.0 MB I read"),
        "{text}"
    );
    // The reply is the refusal and the command list (which grows with the commands).
    assert!(text.len() < 10_000, "a reply of {} bytes", text.len());
    assert!(subj.len() < 100, "{subj}");
    let (subject, body) = logged(&t, "big");
    assert!(body.is_empty());
    assert!(subject.chars().count() <= 201, "{}", subject.len());
}

#[test]
fn a_long_line_and_a_long_subject_are_quoted_as_short_excerpts() {
    let mut t = Table::new();
    let line = "y".repeat(900_000);
    let subject = "s".repeat(100_000);
    // Body and subject, each its own mail: the subject is read when the body is empty.
    deliver(&mut t, &big_mail("line", "hi", &line));
    deliver(&mut t, &big_mail("subject", &subject, ""));
    let guard = t.service.db.lock().unwrap();
    let conn = guard.store().connection();
    let sizes: Vec<(i64, i64)> = conn
        .prepare("SELECT length(text_body), length(html_body) FROM outbox")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(sizes.len(), 2);
    for (text, html) in sizes {
        // The answer quotes an excerpt and lists the commands (about 8 KB of the text);
        // nothing of the 900 KB line beyond the excerpt.
        assert!(text < 10_000 && html < 16_000, "{text} and {html} bytes");
    }
}

#[test]
fn an_ignored_body_is_kept_as_a_bounded_excerpt_and_forgotten_after_30_days() {
    let mut t = Table::new();
    {
        let mut guard = t.service.db.lock().unwrap();
        let settings = yubin_engine::Settings {
            mails_per_hour: 1,
            ..guard.settings().clone()
        };
        guard.set_settings(settings);
    }
    deliver(&mut t, &big_mail("first", "help", ""));
    let line = "z".repeat(900_000);
    let report = deliver(&mut t, &big_mail("limited", "hi", &line));
    assert_eq!((report.consumed, report.sent), (1, 1), "{report:?}");
    let (_, body) = logged(&t, "limited");
    assert!(
        !body.is_empty() && body.len() <= 17 * 1024,
        "{} bytes kept",
        body.len()
    );
    t.now += 31 * 86_400;
    t.step(t.now);
    assert_eq!(logged(&t, "limited").1, "", "the body is forgotten");
    // The Message-ID stays: the same mail read again is still consumed once.
    let again = deliver(&mut t, &big_mail("limited", "hi", "again"));
    assert_eq!((again.duplicates, again.sent), (1, 0), "{again:?}");
}

#[test]
fn a_sender_of_non_commands_gets_a_few_answers_a_day_not_one_each() {
    let mut t = Table::new();
    // An auto-responder without any header that says so: it answers each answer.
    for n in 0..10 {
        let raw = format!(
            "From: robot@example.test\r\nMessage-ID: <r{n}@x.test>\r\nSubject: Re: Yubin\r\n\r\n\
             Thank you for your message. We will get back to you shortly.\r\n"
        );
        let report = deliver(&mut t, raw.as_bytes());
        assert_eq!(report.consumed, 1, "{report:?}");
    }
    let answers = |t: &Table| {
        outbox(t)
            .iter()
            .filter(|(to, _, _)| to == "robot@example.test")
            .count()
    };
    assert_eq!(answers(&t), 5, "five error answers a day, then silence");
    t.now += 86_400;
    let raw = b"From: robot@example.test\r\nMessage-ID: <r-next-day@x.test>\r\n\r\nThanks!\r\n";
    deliver(&mut t, raw);
    assert_eq!(answers(&t), 6, "a day later, one more");
}

#[test]
fn challenges_are_limited_per_day_and_a_stranger_gets_one_waiting() {
    let mut t = Table::new();
    let (a, b) = t.say(ALICE, false, "challenge bob@example.test");
    assert!(a.contains("challenge sent") && b.contains("challenges you"));
    // Bob never wrote to the bot: no second challenge, from anyone, while his first waits.
    let (a, _) = t.say(ALICE, false, "challenge bob@example.test maka");
    assert!(
        a.contains("has not written to me yet and has a challenge"),
        "{a}"
    );
    let (_, b) = t.say("carol@example.test", false, "challenge Bob@example.test");
    assert!(!b.contains("carol"), "{b}");
    // Ten challenges a day from one address, the eleventh refused.
    for n in 2..=10 {
        let (a, _) = t.say(ALICE, false, &format!("challenge p{n}@example.test"));
        assert!(a.contains("challenge sent to p"), "{n}: {a}");
    }
    let (a, _) = t.say(ALICE, false, "challenge p11@example.test");
    assert!(
        a.contains("You have sent 10 challenges in the last day"),
        "{a}"
    );
    let guard = t.service.db.lock().unwrap();
    assert!(guard.store().game(GameId(11)).unwrap().is_none());
}
