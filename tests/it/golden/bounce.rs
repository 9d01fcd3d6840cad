//! Bounces (issue 26.2): a board mail to bea bounces, as Postfix reports it to the mail's
//! return path; her opponent bunta, who reads Japanese, is told; bea writes again and gets
//! her board back.

use super::*;

const BEA: &str = "bea@example.test";
const BUNTA: &str = "bunta@example.jp";

pub(super) fn play(s: &mut Script) {
    s.mail("bounce_language", BUNTA, BOT, "言語 日本語");
    s.mail(
        "bounce_challenge",
        BEA,
        BOT,
        "challenge bunta@example.jp black",
    );
    let g = s.last_game();
    let (b, u) = (s.token(g, BEA), s.token(g, BUNTA));
    s.mail("bounce_accept", BUNTA, &u, "accept");
    s.mail("bounce_move", BEA, &b, "P-7h");
    s.mail("bounce_move", BUNTA, &u, "P-5e");
    // The board mail to bea bounces: Postfix's report comes to that mail's return path.
    let rows = s.shell.store().due_mail(i64::MAX, 100_000).unwrap();
    let to_bea = rows.iter().rev().find(|e| e.mail.to == BEA).unwrap();
    let rp = token::bounce_address(BOT, &s.shell.settings().secret_key, to_bea.id, BEA);
    let raw = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/dsn/postfix.eml"
    ))
    .unwrap()
    .replace("bot+b12-7q5xk2dbnvdyjbtq@example.test", &rp)
    .replace("ghost@example.test", BEA)
    .replace("yubin.g3.move.2@example.test", &to_bea.mail.message_id);
    let report = yubin::mail::inbound::parse(raw.as_bytes()).unwrap();
    s.n += 1;
    s.now += 3600;
    s.said = None;
    assert_eq!(
        s.shell.process(&report, s.now).unwrap(),
        yubin::shell::Consumed::Done
    );
    let told = s.collect("bounce_reported");
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].to, BUNTA);
    // bea writes again: her answer, and her board.
    s.mail("bounce_returned", BEA, BOT, "games");
}
