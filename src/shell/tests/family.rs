//! The large-shogi family by mail beyond Chu: Maka Dai Dai, Hishigata, Dai, Dai Dai and
//! Tenjiku Shogi played, their boards at 19×19, 15×15, 17×17 and 16×16, a fire demon's burn
//! reported, their ratings and exports.

use super::*;
use yubin_rules::Variant;

#[test]
fn a_maka_dai_dai_game_is_served_like_a_chu_game() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} maka black"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("challenges you to Maka Dai Dai Shogi"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    assert_eq!(out.len(), 2);
    // TSA with Maka's abbreviations and the USI extension both work.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "LD-10m");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("1. LD-10m, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "10d10g #2");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(w.shell.store().moves(GameId(1)).unwrap().len(), 2);
    let text = &out[0].text;
    // A 19×19 board in TSA codes, 80 columns at most, with a key to the 76 kinds.
    assert!(text.contains(" ld*"), "{text}");
    assert!(
        text.contains("m |  .   .   .   .   .  GB   .   .   .  LD"),
        "{text}"
    );
    assert!(text.contains("Pieces: AB angry boar, B bishop,"), "{text}");
    assert!(
        text.contains("BT blind tiger"),
        "entries are not split: {text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
    assert!(
        text.contains("Rules: Maka Dai Dai Shogi, preset standard"),
        "{text}"
    );
    let html = out[0].html.as_deref().unwrap();
    assert!(html.len() < 100_000, "{} bytes", html.len());
    // The board picture names every piece.
    let svg = &out[0].picture.as_ref().unwrap().svg;
    assert!(
        svg.contains("<title>black lion dog (LD) on 10m</title>"),
        "{svg}"
    );
    // An illegal Maka move loses under the default policy, with the reason.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "10m9k");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(out[0].text.contains("is illegal"), "{}", out[0].text);
    assert_eq!(
        w.shell.store().game(GameId(1)).unwrap().unwrap().result,
        Some(GameResult::Win(Color::White))
    );
}

#[test]
fn a_hishigata_game_starts_from_the_seeds_diagram() {
    use yubin_rules::rules::{Setup, TeachingKing};
    let mut w = World::new();
    let refused = w.send(
        ALICE,
        BOT,
        &format!("challenge {BOB} maka preset=hishigata rated"),
    );
    assert!(
        flat(&refused[0].text).contains("Only a game from the standard setup can be rated"),
        "{}",
        refused[0].text
    );
    let out = w.send(
        ALICE,
        BOT,
        &format!("challenge {BOB} maka preset=hishigata black"),
    );
    assert_eq!(out.len(), 2, "{out:#?}");
    // The store keeps the preset's name, not the position: the setup comes back from it.
    let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(rec.setup.terms.preset, "hishigata");
    assert_eq!(rec.setup.terms.start_sfen, None);
    assert_eq!(rec.setup.terms.rules.setup, Setup::Hishigata);
    assert_eq!(rec.setup.terms.rules.teaching_king, TeachingKing::QueenOnly);
    w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    // Black's coiled serpent steps into the one empty rank, White's takes it (declining to
    // promote, in USI), and Black's capricorn hooks round the open flank to take White's.
    w.send(ALICE, &w.reply_to(GameId(1), ALICE), "Co-10j");
    w.send(BOB, &w.reply_to(GameId(1), BOB), "10i10j #2");
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "Cax10b= #3");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(out[0].subject.contains("3. Cax10b="), "{}", out[0].subject);
    assert_eq!(w.shell.store().moves(GameId(1)).unwrap().len(), 3);
    let text = flat(&out[0].text);
    assert!(
        text.contains(
            "Rules: Maka Dai Dai Shogi, preset hishigata (the setup of the seed's diagram, \
             provisional), 7 days per move"
        ),
        "{text}"
    );
    assert!(
        text.contains("Option: maka.teaching_king = queen_only."),
        "{text}"
    );
    assert!(!text.contains("Start: the position"), "{text}");
    // The board: White's coiled serpent on 10j, Black's capricorn on 10b, rank k's wedge.
    let board = &out[0].text;
    assert!(
        board.contains("k |  .   .   .   .   .  SM  LC  AB   I   .   I  AB  RC  SM"),
        "{board}"
    );
}

#[test]
fn a_dai_game_is_played_by_mail() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} dai black rated"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0].subject.contains("challenges you to Dai Shogi"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    assert_eq!(out.len(), 2);
    // TSA with Dai's abbreviations (N the knight) and USI both work.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "N-13m");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("1. N-13m, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "8e8f #2");
    assert_eq!(out.len(), 2, "{out:#?}");
    // An illegal Dai move loses under the default policy: the lion does not reach 8j.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "8m8j");
    assert!(out[0].text.contains("is illegal"), "{}", out[0].text);
    let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    // The rated game's ratings are Dai's.
    let list = w
        .shell
        .store()
        .rating_list(yubin_rules::Variant::Dai)
        .unwrap();
    assert_eq!(list.len(), 2, "{list:#?}");
    // A second game: the boards at 15×15, their key, the HTML.
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} dai white"));
    assert_eq!(out.len(), 2, "{out:#?}");
    w.send(BOB, &w.reply_to(GameId(2), BOB), "accept");
    let out = w.send(BOB, &w.reply_to(GameId(2), BOB), "VO-14n");
    assert_eq!(out.len(), 2, "{out:#?}");
    let out = w.send(ALICE, &w.reply_to(GameId(2), ALICE), "St-12b");
    assert_eq!(out.len(), 2, "{out:#?}");
    for mail in &out {
        let text = &mail.text;
        assert!(text.contains(" st*"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
        assert!(text.contains("Pieces: AB angry boar, B bishop,"), "{text}");
        assert!(text.contains("N knight"), "{text}");
        assert!(text.contains("Rules: Dai Shogi, preset standard"), "{text}");
        let svg = &mail.picture.as_ref().unwrap().svg;
        assert!(svg.contains("black violent ox (VO) on 14n"), "{svg}");
        assert!(svg.contains("white stone general (St) on 12b"), "{svg}");
    }
    // Each player sees the board from their side: White (Alice) with file 1 on the left.
    let rows: Vec<&str> = out.iter().flat_map(|m| m.text.lines()).collect();
    assert!(
        rows.contains(&"n | RC   .  CS   .  FL   .  BT  DE  BT   .  FL   .  CS  VO  RC | n"),
        "{rows:#?}"
    );
    assert!(
        rows.contains(&"n | RC  VO  CS   .  FL   .  BT  DE  BT   .  FL   .  CS   .  RC | n"),
        "{rows:#?}"
    );
}

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
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    assert_eq!(out.len(), 2);
    // TSA with Dai Dai's abbreviations and USI both work.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "HD-12j");
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("1. HD-12j, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "8f8g #2");
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
        let svg = &mail.picture.as_ref().unwrap().svg;
        assert!(svg.contains("black howling dog (HD) on 12j"), "{svg}");
        assert!(svg.contains("white pawn (P) on 8g"), "{svg}");
    }
    // Each player sees the board from their side: Black (Alice) with file 17 on the left.
    let rows: Vec<&str> = out.iter().flat_map(|m| m.text.lines()).collect();
    let black_back_rank =
        "q |  L LGn  SD FCh  DH FDe  FK  LG   K  RG FTp  DK SMo   R   D  HM   L | q";
    assert!(rows.contains(&black_back_rank), "{rows:#?}");
    assert_eq!(black_back_rank.chars().count(), 74);
    // An illegal move loses under the default policy (the lion does not reach 11o); the game
    // is rated and its record exports as USI and JSON (KIF is for Chu only).
    let files = lose_rate_and_export(&mut w, "15p11o", Variant::DaiDai, &["usi", "json"]);
    assert!(files[1].contains("\"variant\": \"daidaishogi\""));
    assert!(files[0].contains(" moves 12k12j 8f8g"));
}

#[test]
fn a_tenjiku_game_is_played_by_mail_and_its_burns_are_reported() {
    let mut w = World::new();
    let out = w.send(ALICE, BOT, &format!("challenge {BOB} tenjiku black rated"));
    assert_eq!(out.len(), 2, "{out:#?}");
    assert!(
        out[0].subject.contains("challenges you to Tenjiku Shogi"),
        "{}",
        out[0].subject
    );
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "accept");
    assert_eq!(out.len(), 2);
    let watcher = "carol@example.test";
    let out = w.send(watcher, BOT, "watch 1");
    assert_eq!(out.len(), 1, "{out:#?}");
    // The great general jumps its own pawn and White's to take the vice general on 9d, next
    // to White's fire demon on 10c, which burns it: a preview says so, and so does the move.
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "preview GGx9d");
    let burn = "9d black great general (the piece that moved)";
    assert!(
        flat(&out[0].text).contains(&format!("Fire demon would burn: {burn}.")),
        "{}",
        out[0].text
    );
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), "GGx9d");
    assert_eq!(out.len(), 3, "{out:#?}");
    assert!(
        out[0]
            .subject
            .contains("1. GGx9d, bob (white) to play move 2"),
        "{}",
        out[0].subject
    );
    for mail in &out {
        assert!(
            flat(&mail.text).contains(&format!("Fire demon burns: {burn}.")),
            "{}",
            mail.text
        );
        let html = mail.html.as_deref().unwrap();
        assert!(
            html.contains(&format!("Fire demon burns: {burn}.")),
            "{html}"
        );
        // The square it stopped on is empty.
        // The picture says it too, and draws the square empty.
        assert!(html.contains("1. GGx9d, burning 9d."), "{html}");
        let svg = &mail.picture.as_ref().unwrap().svg;
        assert!(!svg.contains(" on 9d</title>"), "{svg}");
    }
    // An ordinary move burns nothing, and says nothing about it; USI works too.
    let out = w.send(BOB, &w.reply_to(GameId(1), BOB), "8e8f #2");
    assert_eq!(out.len(), 3, "{out:#?}");
    for mail in &out {
        let text = &mail.text;
        assert!(!text.contains("burn"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
        assert!(text.contains("FiD fire demon"), "{text}");
        assert!(
            text.contains("Rules: Tenjiku Shogi, preset standard"),
            "{text}"
        );
        let html = mail.html.as_deref().unwrap();
        assert!(html.len() < 100_000, "{} bytes", html.len());
        let svg = &mail.picture.as_ref().unwrap().svg;
        assert!(svg.contains("black fire demon (FiD) on 10n"), "{svg}");
        assert!(svg.contains("white pawn (P) on 8f"), "{svg}");
    }
    // Each player sees the board from their side: Black (Alice) with file 16 on the left,
    // 70 columns with the rank letters on both sides.
    let rows: Vec<&str> = out[0].text.lines().collect();
    let black_back_rank = "p |  L   N  FL   I   C   S   G   K  DE   G   S   C   I  FL   N   L | p";
    assert!(rows.contains(&black_back_rank), "{rows:#?}");
    assert_eq!(black_back_rank.chars().count(), 70);
    // White (Bob) sees file 1 on the left and their own back rank at the bottom.
    let rows: Vec<&str> = out[1].text.lines().collect();
    let white_back_rank = "a |  l   n  fl   i   c   s   g   k  de   g   s   c   i  fl   n   l | a";
    assert!(rows.contains(&white_back_rank), "{rows:#?}");
    // An illegal move loses under the default policy (the lion does not reach 9j); the game
    // is rated and its record exports as TSA, USI and JSON (KIF and PGN are for Chu only).
    let files = lose_rate_and_export(&mut w, "9o9j", Variant::Tenjiku, &["tsa", "usi", "json"]);
    assert!(files[0].contains("GGx9d"));
    assert!(files[1].contains(" moves 9m9d 8e8f"));
    assert!(files[2].contains("\"variant\": \"tenjikushogi\""));
}

/// Alice's `illegal` move loses game 1 (the default policy), both players are rated in
/// `variant`, and `export 1 <formats>` answers with one attachment per format, named after the
/// game, in that order: their contents.
fn lose_rate_and_export(
    w: &mut World,
    illegal: &str,
    variant: Variant,
    formats: &[&str],
) -> Vec<String> {
    let out = w.send(ALICE, &w.reply_to(GameId(1), ALICE), illegal);
    assert!(out[0].text.contains("is illegal"), "{}", out[0].text);
    let rec = w.shell.store().game(GameId(1)).unwrap().unwrap();
    assert_eq!(rec.result, Some(GameResult::Win(Color::White)));
    let list = w.shell.store().rating_list(variant).unwrap();
    assert_eq!(list.len(), 2, "{list:#?}");
    let out = w.send(ALICE, BOT, &format!("export 1 {}", formats.join(" ")));
    let files: Vec<&str> = out[0]
        .attachments
        .iter()
        .map(|f| f.file_name.as_str())
        .collect();
    let expected: Vec<String> = formats
        .iter()
        .map(|f| format!("yubin-game-1.{f}"))
        .collect();
    assert_eq!(files, expected, "{out:#?}");
    out[0]
        .attachments
        .iter()
        .map(|f| f.content.clone())
        .collect()
}
