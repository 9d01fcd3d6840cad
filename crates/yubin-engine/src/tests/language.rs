//! The language of a player's mails: `language en|ja` (`言語 日本語`), each recipient's own,
//! and a newcomer answered in the language their mail is written in
//! (`crate::profile::language`, `crate::decide::guessed_language`).

use super::*;
use yubin_domain::model::Language;

const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
const ERIN: &str = "erin@example.test";

/// A mail with a subject.
fn titled(w: &mut World, from: &str, to: &str, subject: &str, body: &str) -> Vec<OutMail> {
    let mut mail = w.mail(from, to, body);
    mail.subject = subject.into();
    let before = w.outbox.len();
    let d = w.decide(&mail);
    assert_eq!(d.damage, None);
    w.outbox[before..].to_vec()
}

#[test]
fn a_player_chooses_the_language_of_their_mails() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    // Shown, English by default; nothing stored.
    let out = w.send(ALICE, BOT, "language");
    assert_eq!(out[0].subject, "Yubin: your mails are in English");
    assert!(flat(&out[0].text).contains("Your mails are written in English."));
    assert!(flat(&out[0].text)
        .contains("Change it with `language en` (English) or `language ja` (日本語)."));
    assert_eq!(w.look(ALICE).lang, None);

    // Chosen in Japanese words: the answer is written in it.
    let out = w.send(ALICE, BOT, "言語 日本語");
    assert_eq!(out[0].subject, "Yubin：メールの言語は日本語です");
    let text = flat(&out[0].text);
    assert!(text.contains("メールは今後日本語で書かれます。"), "{text}");
    assert!(text.contains("進行中の対局1局"), "{text}");
    assert!(out[0]
        .html
        .as_deref()
        .unwrap()
        .contains("<html lang=\"ja\">"));
    assert_eq!(w.look(ALICE).lang, Some(Language::Ja));

    // Each player of the game reads their own language.
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "P-7h");
    let to = |who: &str| out.iter().find(|m| m.to == who).unwrap().clone();
    assert!(to(ALICE)
        .html
        .as_deref()
        .unwrap()
        .contains("<html lang=\"ja\">"));
    assert!(to(BOB)
        .html
        .as_deref()
        .unwrap()
        .contains("<html lang=\"en\">"));

    // Back to English, and a language yubin does not speak is refused with the way.
    let out = w.send(ALICE, BOT, "language EN");
    assert_eq!(out[0].subject, "Yubin: your mails are in English");
    assert_eq!(w.look(ALICE).lang, Some(Language::En));
    let out = w.send(ALICE, BOT, "language fr");
    assert!(
        flat(&out[0].text).contains("`language` takes `en` or `ja`, but got `fr`"),
        "{}",
        out[0].text
    );
    assert_eq!(w.look(ALICE).lang, Some(Language::En));
}

#[test]
fn a_newcomer_writing_japanese_is_answered_in_japanese_with_the_way_back() {
    let mut w = World::new();
    // Kana in the subject: Japanese; asked only, so nothing is stored.
    let out = titled(&mut w, CAROL, BOT, "言語の設定について", "language");
    assert_eq!(out[0].subject, "Yubin：メールの言語は日本語です");
    let text = flat(&out[0].text);
    assert!(text.contains("メールは日本語で書かれています。"), "{text}");
    assert!(
        text.ends_with("To read its mails in English, send `language en`."),
        "{text}"
    );
    assert!(out[0].html.as_deref().unwrap().contains("<p lang=\"en\""));
    assert_eq!(w.look(CAROL).lang, None);

    // A setting changed in a Japanese mail keeps the language: later mails in plain ASCII
    // are still answered in Japanese, without the note.
    let out = titled(&mut w, CAROL, BOT, "タイムゾーン", "timezone Asia/Tokyo");
    assert_eq!(out.len(), 1);
    assert_eq!(w.look(CAROL).lang, Some(Language::Ja));
    let out = w.send(CAROL, BOT, "language");
    let text = flat(&out[0].text);
    assert!(text.contains("メールは日本語で書かれています。"), "{text}");
    assert!(!text.contains("language en`."), "{text}");

    // A charset only Japanese mail uses is a sign too; English words alone are none.
    let mut mail = w.mail(DAVE, BOT, "language");
    mail.signs.charset = Some("ISO-2022-JP".into());
    let before = w.outbox.len();
    w.decide(&mail);
    assert_eq!(w.outbox[before].subject, "Yubin：メールの言語は日本語です");
    let out = w.send(ERIN, BOT, "language");
    assert_eq!(out[0].subject, "Yubin: your mails are in English");
    // A player who chose English stays English whatever they write.
    w.send(ALICE, BOT, "language en");
    let out = titled(&mut w, ALICE, BOT, "よろしく", "language");
    assert_eq!(out[0].subject, "Yubin: your mails are in English");
}

#[test]
fn moves_may_be_written_as_japanese_records_write_them() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "▲７八歩");
    assert!(out[0].subject.contains("P-7h"), "{}", out[0].subject);
    let out = w.send(BOB, &w.reply_to(g, BOB), "5五歩");
    assert!(out[0].subject.contains("P-5e"), "{}", out[0].subject);
    assert_eq!(w.moves(g), 2);
    // A preview too, and a kanji move that names no legal move is refused, nothing played.
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "preview ７七歩");
    assert!(flat(&out[0].text).contains("P-7g"), "{}", out[0].text);
    // Written in Japanese notation, it is answered in Japanese (alice chose no language).
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "７五歩");
    assert!(
        out[0].subject.contains("実行できませんでした"),
        "{}",
        out[0].subject
    );
    assert!(
        flat_ja(&out[0].text)
            .contains("`７五歩`は指せる手ではありません：いま７五に動ける「歩」はありません。"),
        "{}",
        out[0].subject
    );
    assert_eq!(w.moves(g), 2);
}

/// A lion's double move copied from lishogi's KIF, in its two lines, is one move.
#[test]
fn a_lions_double_move_in_kifs_two_lines_is_played() {
    let mut w = World::new();
    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "   1手目   7八獅子 （←7十）");
    assert!(out[0].subject.contains("Ln-7h"), "{}", out[0].subject);
    w.send(BOB, &w.reply_to(g, BOB), "5五歩");
    let two = "お願いします。\n   3手目一歩目 7七獅子 （←7八）\n   3手目二歩目 7六獅子 （←7七）\n";
    let out = w.send(ALICE, &w.reply_to(g, ALICE), two);
    assert!(out[0].subject.contains("3. Ln-7f"), "{}", out[0].subject);
    assert_eq!(w.moves(g), 3);
}

/// The Japanese help's examples of moves in the notation of Japanese records are read.
#[test]
fn the_japanese_helps_kanji_moves_are_read() {
    use yubin_domain::model::Language;
    let help = yubin_text::mails::command_list_in(Language::Ja);
    assert!(help.contains("７六歩、同　歩、７七金(78)"), "{help}");
    let mut w = World::new();
    let g = started_game(&mut w, "");
    for (who, text, tsa) in [
        (ALICE, "７八歩", "P-7h"),
        (BOB, "７五歩", "P-7e"),
        (ALICE, "７七歩", "P-7g"),
        (BOB, "７六歩", "P-7f"),
        (ALICE, "同　歩", "Px7f"),
    ] {
        let out = w.send(who, &w.reply_to(g, who), text);
        assert!(out[0].subject.contains(tsa), "{text}: {}", out[0].subject);
    }
    assert_eq!(w.moves(g), 5);
}

/// Issue 25: a command line that breaks its syntax is refused in the sender's language,
/// the reason and the usage too; a newcomer writing Japanese reads it in Japanese.
#[test]
fn a_bad_command_line_is_refused_in_the_senders_language() {
    let mut w = World::new();
    w.send(ALICE, BOT, "言語 日本語");
    assert_eq!(w.look(ALICE).lang, Some(Language::Ja));
    let out = w.send(ALICE, BOT, "observers maybe");
    let text = flat_ja(&out[0].text);
    let want = "`observers maybe` を読み取れません：`observers` の後に書けるのは `on` か `off` \
                ですが、`maybe` と書かれています。使い方：`observers on`、`observers off`、\
                または `observers` だけ。";
    assert!(text.contains(&flat_ja(want)), "{text}");
    // The same line from an English reader, as it always was.
    let out = w.send(BOB, BOT, "observers maybe");
    assert!(
        flat(&out[0].text).contains(
            "I cannot read `observers maybe`: `observers` takes `on` or `off`, but got \
             `maybe`; usage: `observers on`, `observers off`, or `observers` alone."
        ),
        "{}",
        out[0].text
    );
    // A newcomer whose mail is Japanese.
    let out = titled(&mut w, CAROL, BOT, "待ったについて", "takeback x");
    let text = flat_ja(&out[0].text);
    let want = "`takeback x` を読み取れません：`takeback x`：戻す手数を1以上の数で書いてください。";
    assert!(text.contains(&flat_ja(want)), "{text}");
}

/// Why a move is illegal, to a Japanese reader: the piece by its name in the game, both in
/// the refusal (`illegal=reject`) and in the game's end (`illegal=lose`), where each player
/// reads their own language.
#[test]
fn an_illegal_move_is_explained_with_the_pieces_japanese_name() {
    let mut w = World::new();
    w.send(ALICE, BOT, "language ja");
    let g = started_game(&mut w, "illegal=reject");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "7i7g");
    let text = flat_ja(&out[0].text);
    assert!(text.contains("歩兵は7iから7gへは動けません"), "{text}");
    assert!(!text.contains("pawn"), "{text}");

    let g = started_game(&mut w, "");
    let out = w.send(ALICE, &w.reply_to(g, ALICE), "7i7g");
    let to = |who: &str| flat_ja(&out.iter().find(|m| m.to == who).unwrap().text);
    assert!(
        to(ALICE).contains("歩兵は7iから7gへは動けません"),
        "{}",
        to(ALICE)
    );
    assert!(!to(ALICE).contains("pawn"), "{}", to(ALICE));
    assert!(to(BOB).contains("apawncannotmovefrom7ito7g"), "{}", to(BOB));
    assert_eq!(w.game(g).state, GameState::Finished);
}
