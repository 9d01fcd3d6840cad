//! The rest of the large-shogi family by mail: Dai Dai Shogi played, its boards at 17×17, its
//! ratings and its exports.

use super::*;

#[test]
fn a_dai_dai_game_is_played_by_mail() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} daidai black rated"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0].subject.contains("challenges you to Dai Dai Shogi"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(1, BOB), "accept");
    assert_eq!(out.len(), 2);
    // TSA with Dai Dai's abbreviations and USI both work.
    let out = w.send(ALICE, &w.reply_to(1, ALICE), "HD-12j");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("1. HD-12j, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(1, BOB), "8f8g #2");
    assert_eq!(out.len(), 2, "{out:#?}");
    for mail in &out {
        let text = &mail.text;
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
        assert!(text.contains("LGn long-nosed goblin"), "{text}");
        assert!(text.contains("SvT savage tiger"), "{text}");
        assert!(
            text.contains("Rules: Dai Dai Shogi, preset standard"),
            "{text}"
        );
        let html = mail.html.as_deref().unwrap();
        assert!(html.contains("black howling dog (HD) on 12j"), "{html}");
        assert!(html.contains("white pawn (P) on 8g"), "{html}");
    }
    // Each player sees the board from their side: Black (Alice) with file 17 on the left.
    let rows: Vec<&str> = out.iter().flat_map(|m| m.text.lines()).collect();
    let black_back_rank =
        "q |  L LGn  SD FCh  DH FDe  FK  LG   K  RG FTp  DK SMo   R   D  HM   L | q";
    assert!(rows.contains(&black_back_rank), "{rows:#?}");
    assert_eq!(black_back_rank.chars().count(), 74);
    // An illegal move loses under the default policy (the lion does not reach 11o).
    let out = w.send(ALICE, &w.reply_to(1, ALICE), "15p11o");
    assert!(out[0].text.contains("is illegal"), "{}", out[0].text);
    let rec = w.shell.store().game(1).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    let list = w
        .shell
        .store()
        .rating_list(yubin_rules::Variant::DaiDai)
        .unwrap();
    assert_eq!(list.len(), 2, "{list:#?}");
    // Its record exports as TSA, USI and JSON; KIF is for Chu only.
    let out = w.send(ALICE, BOT, "export 1 usi json");
    let files: Vec<&str> = out[0]
        .attachments
        .iter()
        .map(|f| f.file_name.as_str())
        .collect();
    assert_eq!(files, ["yubin-game-1.usi", "yubin-game-1.json"], "{out:#?}");
    assert!(out[0].attachments[1]
        .content
        .contains("\"variant\": \"daidaishogi\""));
    assert!(out[0].attachments[0].content.contains(" moves 12k12j 8f8g"));
}
