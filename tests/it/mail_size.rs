//! What a board mail weighs as the service sends it (issue 24): the whole RFC 5322 message,
//! its HTML part and its PNG, for a Chu, a Tenjiku and a Maka board after a move, in the
//! default look (the picture in kanji), in letters and with the table. The HTML part must
//! stay far below Gmail's clipping (about 102 KB): under 30 KB whatever the board.
//!
//! `cargo test -p yubin --test it mail_size -- --nocapture` prints the table.

use std::io::Write as _;
use yubin::shell::Shell;
use yubin::store::Store;
use yubin_domain::model::GameId;
use yubin_domain::token;
use yubin_engine::{Inbound, Settings};

const BOT: &str = "bot@yubin.example";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

fn mail(n: &mut u32, from: &str, to: &str, body: &str) -> Inbound {
    *n += 1;
    Inbound {
        message_id: format!("m{n}@example.test"),
        from: from.into(),
        recipients: vec![to.into()],
        body: body.into(),
        vouched: true,
        ..Inbound::default()
    }
}

#[test]
fn board_mails_stay_small() {
    let settings = Settings {
        mails_per_hour: 1000,
        ..Settings::for_tests(BOT, b"mail-size-key-0123456")
    };
    let key = settings.secret_key.clone();
    let mut shell = Shell::new(Store::open_in_memory().unwrap(), settings);
    let from: lettre::message::Mailbox = BOT.parse().unwrap();
    let (mut n, mut now) = (0, 1_800_000_000);
    let mut step = |shell: &mut Shell, from: &str, to: &str, body: &str| {
        now += 60;
        shell.process(&mail(&mut n, from, to, body), now).unwrap();
    };
    step(&mut shell, BOB, BOT, "pieces letters");
    let mut rows = vec![format!(
        "{:<8} {:<8} {:>9} {:>10} {:>9}",
        "variant", "look", "HTML", "PNG", "message"
    )];
    for (g, (variant, first)) in [("chu", "P-7h"), ("tenjiku", "P-8k"), ("maka", "LD-10m")]
        .into_iter()
        .enumerate()
    {
        let id = GameId(g as i64 + 1);
        step(
            &mut shell,
            ALICE,
            BOT,
            &format!("challenge {BOB} {variant} black"),
        );
        step(
            &mut shell,
            BOB,
            &token::reply_address(BOT, &key, id, BOB),
            "accept",
        );
        let before = shell.store().due_mail(i64::MAX, 100_000).unwrap().len();
        step(
            &mut shell,
            ALICE,
            &token::reply_address(BOT, &key, id, ALICE),
            first,
        );
        let due = shell.store().due_mail(i64::MAX, 100_000).unwrap();
        let moved = &due[before..];
        assert_eq!(moved.len(), 2, "{variant}: the move's mails");
        for e in moved {
            let look = if e.mail.to == BOB { "letters" } else { "kanji" };
            let msg = yubin::mail::outbound::build(&e.mail, &from, Some(e.id)).unwrap();
            let raw = msg.formatted();
            let html = e.mail.html.as_deref().unwrap().len();
            let picture = e.mail.picture.as_ref().unwrap();
            let png = yubin::picture::png(&picture.svg, yubin::picture::SQUARE_PX)
                .unwrap()
                .len();
            rows.push(format!(
                "{variant:<8} {look:<8} {:>7} B {:>8} B {:>7} B",
                html,
                png,
                raw.len()
            ));
            assert!(html < 30 * 1024, "{variant}: {html} bytes of HTML");
            assert!(
                raw.len() < 300 * 1024,
                "{variant}: a {} byte mail",
                raw.len()
            );
        }
        // The table instead: no picture, the table's HTML.
        step(&mut shell, ALICE, BOT, "board table");
        let before = shell.store().due_mail(i64::MAX, 100_000).unwrap().len();
        step(
            &mut shell,
            ALICE,
            &token::reply_address(BOT, &key, id, ALICE),
            "board",
        );
        let due = shell.store().due_mail(i64::MAX, 100_000).unwrap();
        let e = &due[before];
        let raw = yubin::mail::outbound::build(&e.mail, &from, Some(e.id))
            .unwrap()
            .formatted();
        let html = e.mail.html.as_deref().unwrap().len();
        rows.push(format!(
            "{variant:<8} {:<8} {:>7} B {:>10} {:>7} B",
            "table",
            html,
            "",
            raw.len()
        ));
        assert!(e.mail.picture.is_none());
        assert!(html < 100 * 1024, "{variant}: {html} bytes of HTML");
        step(&mut shell, ALICE, BOT, "board picture");
    }
    let _ = writeln!(std::io::stderr(), "{}", rows.join("\n"));
}
