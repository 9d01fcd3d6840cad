//! Issue 25: what players do besides moving, told to each player in their own language:
//! Alice reads English, Bob Japanese, in the same game.

use super::*;
use yubin_domain::model::Language;

/// A game of Alice (Black, English) and Bob (White, Japanese).
fn mixed_game(w: &mut World, extra: &str) -> GameId {
    let japanese = Look {
        lang: Some(Language::Ja),
        ..Look::default()
    };
    w.looks.insert(BOB.to_string(), japanese);
    started_game(w, extra)
}

fn to<'a>(out: &'a [OutMail], who: &str) -> &'a OutMail {
    out.iter().find(|m| m.to == who).expect("a mail to them")
}

/// The words of a Japanese text, with no white space (its lines wrap between characters).
fn joined(text: &str) -> String {
    text.split_whitespace().collect()
}

#[test]
fn offers_takebacks_and_the_end_are_told_to_each_player_in_their_language() {
    let mut w = World::new();
    let g = mixed_game(&mut w, "");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let out = w.send(ALICE, &a, "draw");
    assert!(to(&out, ALICE)
        .subject
        .ends_with("alice (black) offers a draw at move 1"));
    assert!(flat(&to(&out, ALICE).text).starts_with("alice (black) offers a draw."));
    let bob = to(&out, BOB);
    assert!(
        bob.subject
            .ends_with("：alice（先手）が引き分けを提案（第1手）"),
        "{}",
        bob.subject
    );
    assert!(joined(&bob.text).starts_with("alice（先手）が引き分けを提案しました。"));
    let out = w.send(BOB, &b, "decline draw");
    let bob = to(&out, BOB);
    assert!(
        bob.subject.contains("bob（後手）が引き分けを断りました"),
        "{}",
        bob.subject
    );
    assert!(to(&out, ALICE)
        .subject
        .contains("bob (white) declined the draw"));

    play_moves(&mut w, g, &["P-8h", "8d8e"]);
    let out = w.send(ALICE, &a, "takeback");
    let bob = to(&out, BOB);
    assert!(
        bob.subject
            .contains("alice（先手）が待ったを要求（2手、第1手まで）"),
        "{}",
        bob.subject
    );
    assert!(joined(&bob.text).contains("alice（先手）が待ったを求めています"));
    let out = w.send(BOB, &b, "accept takeback");
    assert!(to(&out, BOB).subject.contains("待ったが成立"));
    assert!(to(&out, ALICE).subject.contains("takeback agreed"));

    let out = w.send(BOB, &b, "give 1d");
    assert!(flat(&to(&out, ALICE).text).contains("bob (white) gave you 1d of extra time."));
    assert!(joined(&to(&out, BOB).text).starts_with("相手に1日の時間を与えました。"));
    assert!(to(&out, BOB)
        .subject
        .ends_with("bob（後手）が1日を贈りました"));

    let out = w.send(ALICE, &a, "resign");
    let bob = to(&out, BOB);
    assert!(
        bob.subject.contains("対局終了（0手、0-1、投了）"),
        "{}",
        bob.subject
    );
    assert!(joined(&bob.text).starts_with("対局終了：0-1。後手の勝ち：先手が投了しました。"));
    assert!(to(&out, ALICE)
        .text
        .starts_with("Game over: 0-1. White wins: black resigned."));
    // The record keeps the English.
    assert_eq!(
        w.game(g).result_reason.as_deref(),
        Some("white wins: black resigned")
    );
}

#[test]
fn leave_and_pauses_are_told_to_each_player_in_their_language() {
    let mut w = World::new();
    let g = mixed_game(&mut w, "days=3");
    let (a, b) = (w.reply_to(g, ALICE), w.reply_to(g, BOB));
    let out = w.send(ALICE, &a, "pause");
    let bob = to(&out, BOB);
    assert!(
        bob.subject.ends_with("alice（先手）が一時停止を提案"),
        "{}",
        bob.subject
    );
    assert!(joined(&bob.text).contains("止めるには`acceptpause`（または`pause`）"));
    w.send(BOB, &b, "decline pause");
    let out = w.send(ALICE, BOT, "leave 4d");
    let bob = to(&out, BOB);
    assert!(
        bob.subject.ends_with("alice（先手）は休暇中です"),
        "{}",
        bob.subject
    );
    assert!(
        joined(&bob.text).contains("alice（先手）は"),
        "{}",
        bob.text
    );
    assert!(
        joined(&bob.text).contains("まで休暇中です。"),
        "{}",
        bob.text
    );
    assert_eq!(to(&out, ALICE).subject, "Yubin: your leave is booked");
    // Bob's own leave list is Japanese.
    let out = w.send(BOB, BOT, "leave");
    assert_eq!(out[0].subject, "Yubin：あなたの休暇");
    assert!(joined(&out[0].text).starts_with("あなたの休暇：登録された休暇はありません。"));
}
