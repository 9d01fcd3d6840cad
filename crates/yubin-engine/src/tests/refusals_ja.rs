//! Refusals and requests to confirm answer a Japanese mail in Japanese (issue 25): the
//! error mail, its subject cut at the first clause, what is accepted, and the log in English.

use super::*;

/// Sends `body` from `from` to `to` with a Japanese subject (the mail's language), and
/// returns the decision's log note and what the bot queued in answer.
fn send_ja(
    w: &mut World,
    from: &str,
    to: &str,
    body: &str,
    vouched: bool,
) -> (String, Vec<OutMail>) {
    let mut mail = w.mail(from, to, body);
    mail.subject = "よろしくお願いします".into();
    mail.vouched = vouched;
    let before = w.outbox.len();
    let d = w.decide(&mail);
    assert_eq!(d.damage, None);
    (format!("{:?}", d.effects), w.outbox[before..].to_vec())
}

/// No ASCII word outside backquotes but the ones a Japanese reader is meant to see.
fn english_left(text: &str, kept: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, piece) in text.split('`').enumerate() {
        if i % 2 == 0 {
            for w in piece.split(|c: char| !c.is_ascii_alphabetic()) {
                if w.len() >= 3 && !kept.contains(&w) {
                    out.push(w.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn a_refusal_answers_a_japanese_mail_in_japanese_and_logs_english() {
    let mut w = World::new();
    let (log, out) = send_ja(&mut w, ALICE, BOT, "challenge alice@example.test", true);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(
        out[0].subject,
        "Yubin：実行できませんでした：自分自身に挑戦することはできません"
    );
    let text = &out[0].text;
    assert!(
        text.starts_with("自分自身に挑戦することはできません。\n何も変更していません。\n"),
        "{text}"
    );
    assert!(
        text.contains("受け取った内容：\n> challenge alice@example.test\n"),
        "{text}"
    );
    assert!(text.contains("ここで受け付けるもの：\n"), "{text}");
    assert!(out[0]
        .html
        .as_deref()
        .unwrap_or_default()
        .contains("自分自身に挑戦することはできません。何も変更していません。</p>"));
    // The log keeps the English sentence.
    assert!(log.contains("You cannot challenge yourself."), "{log}");
}

#[test]
fn a_game_refusal_names_the_game_and_what_is_accepted_in_japanese() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    // Bob moves out of turn.
    let to = w.reply_to(g, BOB);
    let (_, out) = send_ja(&mut w, BOB, &to, "P-7f", true);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(
        out[0]
            .subject
            .ends_with("：実行できませんでした：あなたの手番ではありません"),
        "{}",
        out[0].subject
    );
    assert!(
        out[0].subject.starts_with(&format!("対局{}", g.0)),
        "{}",
        out[0].subject
    );
    let text = flat_ja(&out[0].text);
    assert!(
        text.starts_with("あなたの手番ではありません。第1手は先手の番です。"),
        "{text}"
    );
    assert!(
        text.contains("の手番です。その間に送れるもの：条件付きの指し手"),
        "{text}"
    );
    let head = text.split("ここで受け付けるもの：").collect::<Vec<_>>();
    let accepted = head[1].split("`help`。").next().unwrap_or_default();
    assert_eq!(
        english_left(accepted, &["alice", "example", "test"]),
        Vec::<String>::new()
    );
}

#[test]
fn a_request_to_confirm_is_written_in_japanese() {
    let mut w = World::new();
    let (_, out) = send_ja(&mut w, ALICE, BOT, &format!("challenge {BOB} black"), false);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(
        out[0].subject,
        format!("Yubin：`challenge {BOB} black` の確認をお願いします")
    );
    let text = flat_ja(&out[0].text);
    assert!(
        text.contains("このコマンドはあなたの名前で対局を始めるため、"),
        "{text}"
    );
    assert!(
        text.contains("実行するには、このメールに返信してください。"),
        "{text}"
    );
    assert!(w.games.is_empty());
}
