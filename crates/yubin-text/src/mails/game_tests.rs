//! The game view and the mails of a game's course in Japanese: the key sentences, and no
//! English sentence left (the only ASCII words are names, commands, notation and the
//! pieces' names).

use super::*;
use crate::i18n::Language;
use yubin_domain::model::{TournamentId, TournamentSlot};

/// A game between Hodges (black) and bob (white), 2 plies in, both reading Japanese.
fn record() -> (GameRecord, Game) {
    let mut rec = crate::mails::fixture::game_five("Hodges", "bob");
    for look in &mut rec.looks {
        look.lang = Some(Language::Ja);
    }
    rec.state = GameState::Active;
    rec.deadline = Some(1_800_000_000);
    let mut game = Game::new(rec.setup.terms.rules);
    for m in ["P-7h", "P-6e"] {
        let mv = notation::read_move(game.position(), m).unwrap();
        game.play(mv).unwrap();
    }
    (rec, game)
}

/// The view to `viewer`, with both clocks.
fn view(rec: &GameRecord, game: &Game, viewer: Color) -> GameView {
    let mut g = game_view(rec, game, viewer);
    g.clocks = vec![
        ClockLine {
            side: "black",
            left: "2d 22h 10m".into(),
            on_turn: true,
            moves_to_control: None,
            in_byoyomi: false,
            reserve: Some("1d".into()),
            left_secs: 2 * 86_400 + 22 * 3_600 + 600,
            reserve_secs: 86_400,
        },
        ClockLine {
            side: "white",
            left: "3d 00h 00m".into(),
            on_turn: false,
            moves_to_control: Some(4),
            in_byoyomi: true,
            reserve: None,
            left_secs: 3 * 86_400,
            reserve_secs: 0,
        },
    ];
    g
}

/// The ASCII words of `text` (three letters or more) that are neither names, commands,
/// notation nor the board's letters: English left in a Japanese mail.
fn english(text: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        "Hodges",
        "bob",
        "alice",
        "example",
        "org",
        "board",
        "history",
        "draw",
        "resign",
        "help",
        "accept",
        "decline",
        "conditional",
        "clear",
        "name",
        "your",
        "pieces",
        "letters",
        "kanji",
        "table",
        "standard",
        "TSA",
        "Spring",
        "JST",
        "UTC",
        "Asia",
        "Tokyo",
    ];
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}

/// The text part of `body` without its board (whose letters are pieces).
fn words(body: &Body) -> String {
    body.text
        .lines()
        .filter(|l| !l.contains('|'))
        .collect::<Vec<_>>()
        .join("\n")
}

#[track_caller]
fn japanese(body: &Body, sentences: &[&str]) {
    for s in sentences {
        assert!(body.text.contains(s), "text lacks {s}:\n{}", body.text);
    }
    let left = english(&words(body));
    assert!(left.is_empty(), "English left: {left:?}\n{}", body.text);
    // The HTML part up to the layout's footer (not these mails' own).
    let html = &body.html[..body.html.rfind("<p style=\"color:#666666").unwrap()];
    for en in [
        "Game ",
        "You play",
        "Reply",
        "Recent moves",
        "Clocks",
        "Rules",
        "Dark squares",
        "to move",
        "pieces point up",
        "Black:",
        "White:",
        "You will get",
        "accepted",
        "challenge",
        "Preview",
        "Reminder",
        "Every move",
        "Result",
        "a new game",
        "played",
        "conditional moves",
    ] {
        assert!(!html.contains(en), "html keeps {en}:\n{html}");
        assert!(!body.text.contains(en), "text keeps {en}:\n{}", body.text);
    }
}

#[test]
fn the_board_block_is_japanese() {
    let (rec, game) = record();
    let body = Board {
        g: view(&rec, &game, Color::Black),
    }
    .body();
    japanese(
        &body,
        &[
            "対局5：あなたは先手です。",
            "規則：中将棋、初期配置「standard」、1手3日、反則手は負け、1000手で引き分け。",
            "最近の指し手：\n   1. 先手 ７八歩（P-7h）\n   2. 後手 ６五歩（P-6e）\n",
            "あなたの手番です：第3手（期限：2027年1月15日（金）08:00 UTC）。",
            "このメールに指し手を返信してください（例：",
        ],
    );
    assert!(
        body.text.contains("先手：Hodges <alice@example.org>\n"),
        "{}",
        body.text
    );
    assert!(body
        .text
        .contains("先手の駒は大文字（Ln、+P）、後手の駒は小文字（ln、+p）。"));
    let flat: String = body.text.split_whitespace().collect();
    assert!(
        flat.contains(
            "持ち時間：先手2日22時間10分（贈られた1日を含む）、手番；後手3日（秒読み中）（あと4手）。"
        ),
        "{}",
        body.text
    );
    assert!(body
        .html
        .contains("<b>対局5</b>：Hodges &#60;alice@example.org&#62;（先手）対"));
    assert!(
        body.html.contains("あなたは<b>先手</b>です。"),
        "{}",
        body.html
    );
    assert!(
        body.html.contains("駒の表記をTSAの略号にするには<code"),
        "{}",
        body.html
    );
    let alt = &body.html[body.html.find("alt=\"").unwrap()..];
    assert!(
        alt.starts_with(
            "alt=\"対局5（中将棋）の2手目の局面、先手の手番。最後の手は2. P-6e。先手が下。\""
        ),
        "{alt}"
    );

    // The other side waits.
    let body = Board {
        g: view(&rec, &game, Color::White),
    }
    .body();
    japanese(
        &body,
        &[
            "Hodges（先手）の手番です：第3手",
            "Hodges（先手）が指したらメールでお知らせします。",
            "それまでに`board`、`history`、`draw`、`resign`、`help`を返信することもできます。",
        ],
    );
}

#[test]
fn a_handicap_game_names_its_sides_uwate_and_shitate() {
    let (mut rec, game) = record();
    let h = yubin_rules::handicap::Handicap::ALL[0];
    rec.setup.terms.start_sfen = Some(notation::sfen::write(&h.position(rec.setup.terms.rules)));
    rec.setup.terms.rated = true;
    let body = Board {
        g: view(&rec, &game, Color::Black),
    }
    .body();
    japanese(
        &body,
        &[
            "対局5：あなたは下手です。",
            "駒落ち：銅将落ち。上手が駒を落とし、先に指します。",
            "レーティング対局：結果は双方のレーティングに反映されます。待ったはできません。",
        ],
    );
    assert!(
        body.text
            .contains("上手：bob <bob@example.org>（レーティング1500?）"),
        "{}",
        body.text
    );
    assert_eq!(
        naming::player_in(&rec, Color::White, Language::Ja),
        "bob（上手）"
    );
    // English keeps black and white.
    assert_eq!(player(&rec, Color::White), "bob (white)");
}

#[test]
fn the_mails_of_a_games_course_are_japanese() {
    let (rec, game) = record();
    let g = || view(&rec, &game, Color::White);
    let moved = Moved {
        g: g(),
        mover: naming::player_in(&rec, Color::Black, Language::Ja),
        number: 2,
        notation: "P-6e".into(),
        burns: None,
        auto: Vec::new(),
        stored: Some(Ok(2)),
        cleared: Some("P-5e".into()),
    }
    .body();
    japanese(
        &moved,
        &[
            "予約手を保存しました（2通り。",
            "予約手を消去しました：どの予約手順もP-5eを想定していませんでした。",
        ],
    );
    assert!(moved.text.contains("Hodges（先手）が2. P-6eと指しました。"));
    assert!(moved
        .html
        .contains("Hodges（先手）が<b>2. P-6e</b>と指しました。"));

    let started = Started {
        g: g(),
        accepter: "bob".into(),
    }
    .body();
    japanese(&started, &["bobが挑戦を受けました。対局開始です。"]);

    let challenged = Challenged {
        g: g(),
        challenger: "Hodges <alice@example.org>".into(),
        variant: variant_in(Variant::Chu, Language::Ja),
        name_hint: Some("bob".into()),
    }
    .body();
    japanese(
        &challenged,
        &[
            "から中将棋の挑戦が届きました（対局5）。",
            "ほかの対局者にはあなたは",
        ],
    );
    assert!(challenged
        .text
        .contains("このメールに`accept`か`decline`と返信してください。"));
    assert!(challenged.text.contains("あなたは後手になります。"));
    assert!(challenged.html.contains("あなたは<b>後手</b>になります。"));

    let sent = ChallengeSent {
        g: g(),
        opponent: "Hodges <alice@example.org>".into(),
        name_hint: None,
    }
    .body();
    japanese(&sent, &["への挑戦を送りました（対局5）。"]);
    assert!(sent
        .text
        .contains("あなたは後手です。Hodges <alice@example.org>が返答したらお知らせします。"));

    let preview = Preview {
        g: g(),
        text: "P-5e".into(),
        notation: "P-5e".into(),
        burns: None,
    }
    .body();
    japanese(&preview, &["指すには、その手をそのまま返信してください。"]);
    assert!(preview.text.contains(
        "`P-5e`（P-5e）のプレビュー：この手を指した場合の局面です。まだ指していません。"
    ));
    assert!(preview
        .html
        .contains("を指した場合の局面です。<b>まだ指していません。</b>"));

    let reminder = Reminder {
        g: g(),
        number: 3,
        due: "2027年1月15日（金）08:00 UTC".into(),
    }
    .body();
    japanese(&reminder, &["期限のお知らせ：対局5の第3手の期限は"]);
    assert!(reminder
        .text
        .contains("それまでに指し手が届かないと、時間切れ負けになります。"));

    let history = History {
        g: g(),
        moves: Vec::new(),
        result: Some("後手の勝ち：先手が投了しました".into()),
    }
    .body();
    japanese(&history, &["まだ指し手はありません。", "結果：後手の勝ち"]);
    assert!(history.text.contains(
        "対局5の全指し手（先手 Hodges <alice@example.org>、後手 bob <bob@example.org>）："
    ));

    let slot = TournamentSlot {
        id: TournamentId(3),
        name: "Spring".into(),
        round: 2,
        board: 1,
        delay: 0,
    };
    let paired = Paired {
        g: g(),
        slot: slot_in(&slot, Language::Ja),
    }
    .body();
    japanese(
        &paired,
        &["大会 Spring（T3）第2回戦 第1局：Hodges（先手）との新しい対局です。"],
    );
}

#[test]
fn the_subjects_are_japanese() {
    let (rec, game) = record();
    let ja = Language::Ja;
    assert_eq!(
        subjects::moved(&rec, &game, 2, "P-6e", &[], ja),
        "対局5：Hodges 対 bob：2. P-6e、次はHodges（先手）の第3手"
    );
    assert_eq!(
        subjects::challenge(&rec, "Hodges", Variant::Chu, ja),
        "対局5：Hodges 対 bob：Hodgesから中将棋の挑戦"
    );
    assert_eq!(
        subjects::challenge_sent(&rec, "bob", ja),
        "対局5：Hodges 対 bob：bobへ挑戦を送りました"
    );
    assert_eq!(
        subjects::started(&rec, &game, ja),
        "対局5：Hodges 対 bob：挑戦が受けられました、次はHodges（先手）の第3手"
    );
    assert_eq!(
        subjects::board(&rec, &game, ja),
        "対局5：Hodges 対 bob：第3手の盤面、次はHodges（先手）の第3手"
    );
    assert_eq!(
        subjects::history(&rec, &game, ja),
        "対局5：Hodges 対 bob：棋譜、2手"
    );
    assert_eq!(
        subjects::preview(&rec, 3, "P-5e", ja),
        "対局5：Hodges 対 bob：3. P-5eのプレビュー（未着手）"
    );
    assert_eq!(
        subjects::reminder(&rec, 3, "2027年1月15日（金）08:00 UTC", ja),
        "対局5：Hodges 対 bob：第3手の期限が近づいています（2027年1月15日（金）08:00 UTCまで）"
    );
    assert_eq!(
        subjects::paired(&rec, &game, ja),
        "対局5：Hodges 対 bob：次はHodges（先手）の第3手"
    );
    // English as the engine always wrote them.
    let auto = [AutoPly {
        number: 3,
        notation: "P-5e".into(),
        kanji: "５五歩".into(),
        player: "Hodges (black)".into(),
        burned: Vec::new(),
    }];
    assert_eq!(
        subjects::moved(&rec, &game, 2, "P-6e", &auto, Language::En),
        "Game 5, Hodges vs bob: 2. P-6e, 3. P-5e (conditional), Hodges (black) to play move 3"
    );
    assert_eq!(
        subjects::history(&rec, &game, Language::En),
        "Game 5, Hodges vs bob: history, 2 plies"
    );
}

#[test]
fn burns_and_the_boards_tooltips_are_japanese() {
    use crate::burns::Burned;
    use yubin_rules::{Piece, PieceKind, Square};
    let burned = [
        Burned {
            square: Square::new(9, 6).unwrap(),
            piece: Piece {
                color: Color::White,
                kind: PieceKind::Gold,
            },
            name: "gold general",
            kanji: "金将",
            mover: false,
        },
        Burned {
            square: Square::new(8, 6).unwrap(),
            piece: Piece {
                color: Color::Black,
                kind: PieceKind::Gold,
            },
            name: "gold general",
            kanji: "金将",
            mover: true,
        },
    ];
    let ja = crate::wording::burns_in(&burned, false, Language::Ja).unwrap();
    assert!(
        ja.starts_with("火鬼が焼いた駒：") && ja.contains("後手の金将") && !ja.contains("gold"),
        "{ja}"
    );
    let en = crate::wording::burns_in(&burned, true, Language::En).unwrap();
    assert!(
        en.starts_with("Fire demon would burn: ") && en.contains("gold general"),
        "{en}"
    );
    assert_eq!(crate::wording::burns_in(&[], true, Language::En), None);
    // A move played from conditional moves, and a move an observer is told of, say their
    // burns in their reader's language too.
    let (rec0, game0) = record();
    let auto = AutoPly {
        number: 3,
        notation: "P-5e".into(),
        kanji: "５五歩".into(),
        player: naming::player_in(&rec0, Color::Black, Language::Ja),
        burned: burned.to_vec(),
    };
    let moved = Moved {
        g: view(&rec0, &game0, Color::White),
        mover: naming::player_in(&rec0, Color::Black, Language::Ja),
        number: 2,
        notation: "P-6e".into(),
        burns: None,
        auto: vec![auto],
        stored: None,
        cleared: None,
    }
    .body();
    for part in [&moved.text, &moved.html] {
        assert!(
            part.contains("火鬼が焼いた駒：") && !part.contains("Fire demon"),
            "{part}"
        );
    }
    let (mut rec, game) = record();
    rec.looks[0].board = yubin_domain::model::BoardForm::Table;
    let body = Board {
        g: view(&rec, &game, Color::Black),
    }
    .body();
    assert!(
        body.html
            .contains("title=\"6e：後手の歩兵（P）、最後の手\""),
        "{}",
        body.html
    );
    assert!(
        body.html
            .contains("濃いマス：先手の駒、薄いマス：後手の駒、<span"),
        "{}",
        body.html
    );
    assert!(!body.html.contains(" on "), "{}", body.html);
}
