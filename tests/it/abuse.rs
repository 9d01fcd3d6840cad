//! Abuse through the real spool service on a real SQLite file: what a hostile sender puts in
//! a mail must not come back out of the bot (control characters, huge texts), nor make the
//! bot write to strangers or answer loops for ever.

use crate::spool_game::{Table, ALICE};

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
