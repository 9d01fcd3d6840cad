//! The mails of a game's course to a player who reads Japanese, beside their English
//! opponent's: each in its recipient's language, subjects included.

use super::*;
use yubin_domain::model::Language;

#[test]
fn each_player_reads_the_games_course_in_their_language() {
    let mut w = World::new();
    w.looks.insert(
        BOB.to_string(),
        Look {
            lang: Some(Language::Ja),
            ..Look::default()
        },
    );
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} black"));
    let to = |out: &[OutMail], who: &str| out.iter().find(|m| m.to == who).unwrap().clone();
    let (alice, bob) = (to(&out, ALICE), to(&out, BOB));
    assert!(
        alice.subject.contains(": challenge sent to "),
        "{}",
        alice.subject
    );
    assert!(bob.subject.starts_with("対局"), "{}", bob.subject);
    assert!(bob.subject.contains("から中将棋の挑戦"), "{}", bob.subject);
    assert!(
        bob.text.contains("あなたは後手になります。"),
        "{}",
        bob.text
    );
    let g = w.last_id;
    let reply = bob.reply_to.clone().unwrap();
    let out = w.send(BOB, &reply, "accept");
    let (alice, bob) = (to(&out, ALICE), to(&out, BOB));
    assert!(
        alice.subject.contains(": challenge accepted, "),
        "{}",
        alice.subject
    );
    assert!(
        bob.subject.contains("：挑戦が受けられました、次は"),
        "{}",
        bob.subject
    );
    assert!(
        bob.text.contains("が挑戦を受けました。対局開始です。"),
        "{}",
        bob.text
    );

    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let (alice, bob) = (to(&out, ALICE), to(&out, BOB));
    assert!(
        alice
            .subject
            .ends_with(": 1. P-7h, bob (white) to play move 2"),
        "{}",
        alice.subject
    );
    assert!(
        bob.subject.ends_with("：1. P-7h、次はbob（後手）の第2手"),
        "{}",
        bob.subject
    );
    assert!(
        bob.text
            .contains("（先手）が1. ７八歩（P-7h）と指しました。"),
        "{}",
        bob.text
    );
    assert!(
        bob.text.contains("あなたの手番です：第2手（期限："),
        "{}",
        bob.text
    );
    assert!(alice.text.contains("Your turn") || alice.text.contains("is to play move 2"));

    let out = w.send(BOB, &w.reply_to(g, BOB), "history");
    assert!(
        out[0].subject.ends_with("：棋譜、1手"),
        "{}",
        out[0].subject
    );
    assert!(
        out[0].text.contains("   1. 先手 ７八歩（P-7h）"),
        "{}",
        out[0].text
    );
}
