//! A player's data (issue 26): `my data` (the JSON copy, a golden file too), `forget me`
//! asked and confirmed by the keyed reply (the opponent's game-over mail says why), and the
//! request in Japanese.

use super::*;

const FRANK: &str = "frank@example.test";
const GRACE: &str = "grace@example.test";
const FUMIKO: &str = "fumiko@example.jp";

pub(super) fn play(s: &mut Script) {
    s.mail("f_name", FRANK, BOT, "name Frank Marlowe");
    s.mail(
        "f_challenge",
        FRANK,
        BOT,
        &format!("challenge {GRACE} black"),
    );
    let g = s.last_game();
    let (f, gr) = (s.token(g, FRANK), s.token(g, GRACE));
    s.mail("f_accept", GRACE, &gr, "accept");
    s.mail("f_move", FRANK, &f, "P-8h");
    s.mail("f_move", GRACE, &gr, "8d8e");
    s.mail("f_my_data", FRANK, BOT, "my data");
    let asked = s.mail("f_forget_asked", FRANK, BOT, "forget me");
    assert_eq!(asked.len(), 1);
    // The erasure deletes the mails queued to him: the outbox is shorter by them.
    let queued = s
        .shell
        .store()
        .due_mail(i64::MAX, 100_000)
        .unwrap()
        .iter()
        .filter(|e| e.mail.to == FRANK)
        .count();
    s.seen -= queued;
    s.answers = Some(asked[0].message_id.clone());
    let key = token::address_key(BOT, &s.shell.settings().secret_key, FRANK);
    let told = s.mail("f_forget_confirmed", FRANK, &key, "confirm");
    assert!(told.iter().all(|m| m.to == GRACE), "{told:#?}");

    // In Japanese: the copy, and the request (not confirmed).
    s.mail("f_ja_my_data", FUMIKO, BOT, "データ開示");
    s.mail("f_ja_forget_asked", FUMIKO, BOT, "退会");
}
