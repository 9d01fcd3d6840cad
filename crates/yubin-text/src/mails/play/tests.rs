//! Each mail of the play area in Japanese: its sentences Japanese, no English sentence of it
//! left, commands as they are typed; and the English as it always was.

use super::super::*;
use super::*;
use crate::i18n::Language;
use yubin_domain::model::{Ending, GameId, Termination};

/// Game 5, Hodges (Black, English) against ごんべえ (White, Japanese).
fn record() -> GameRecord {
    let mut rec = crate::mails::fixture::game_five("Hodges", "ごんべえ");
    rec.looks[1].lang = Some(Language::Ja);
    rec.state = GameState::Active;
    rec
}

fn game(rec: &GameRecord) -> Game {
    Game::new(rec.setup.terms.rules)
}

/// The Japanese reader's view and the English reader's.
fn views(rec: &GameRecord) -> (GameView, GameView) {
    let game = game(rec);
    let ja = game_view(rec, &game, Color::White);
    let en = game_view(rec, &game, Color::Black);
    assert_eq!((ja.lang, en.lang), (Language::Ja, Language::En));
    (ja, en)
}

/// The words of English that the lines of `ja` written in the reader's language still hold
/// (the lines that differ from the same mail in English, `en`: the board and the parts of
/// the game shared with other mails are not this test's): runs of three or more ASCII
/// letters, less commands, the names, and the HTML's markup.
fn english_left(ja: &Body, en: &Body) -> Vec<String> {
    let allowed = [
        "Hodges",
        "alice",
        "bob",
        "example",
        "org",
        "address",
        "standings",
        "challenge",
        "accept",
        "decline",
        "draw",
        "takeback",
        "pause",
        "resume",
        "leave",
        "cancel",
        "conditional",
        "clear",
        "illegal",
        "lose",
        "JST",
        "UTC",
        "Asia",
        "Tokyo",
        "Yubin",
        "TSA",
    ];
    let mut left = Vec::new();
    let english: Vec<&str> = en.text.lines().chain(en.html.lines()).collect();
    for line in ja.text.lines().chain(ja.html.lines()) {
        if english.contains(&line) {
            continue;
        }
        // The HTML's markup is no text, nor are commands (between backquotes, or in a
        // `<code>` element).
        let mut text = String::new();
        let mut in_tag = false;
        let mut in_code = false;
        let mut tag = String::new();
        for c in line.chars() {
            match c {
                '<' => {
                    in_tag = true;
                    tag.clear();
                }
                '>' if in_tag => {
                    in_tag = false;
                    if tag.starts_with("code") {
                        in_code = true;
                    } else if tag.starts_with("/code") {
                        in_code = false;
                    }
                }
                '`' if !in_tag => in_code = !in_code,
                c if in_tag => tag.push(c),
                c if !in_code => text.push(c),
                _ => {}
            }
        }
        for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !allowed.contains(&word) {
                left.push(format!("{word} in {line}"));
            }
        }
    }
    left
}

fn assert_japanese(body: &Body, en: &Body, sentences: &[&str], english: &[&str]) {
    // Long lines are wrapped (at spaces, or in Japanese between characters): the sentences
    // are compared without their white space.
    let flat: String = body.text.split_whitespace().collect();
    for s in sentences {
        let s: String = s.split_whitespace().collect();
        assert!(flat.contains(&s), "{s:?} not in\n{}", body.text);
    }
    for e in english {
        assert!(!body.text.contains(e), "{e:?} in\n{}", body.text);
        assert!(!body.html.contains(e), "{e:?} in\n{}", body.html);
    }
    assert_eq!(
        english_left(body, en),
        Vec::<String>::new(),
        "{}",
        body.text
    );
}

/// Renders mail `$m` in Japanese and, its language (`$lang`) set to English, in English,
/// and checks the Japanese ([`assert_japanese`]); the Japanese body.
macro_rules! check {
    ($m:expr, $($lang:ident).+, $sentences:expr, $english:expr) => {{
        let m = $m;
        let mut en = m.clone();
        en.$($lang).+ = Language::En;
        let ja = m.body();
        assert_japanese(&ja, &en.body(), $sentences, $english);
        ja
    }};
}

#[test]
fn the_game_over_mail_is_japanese_for_a_japanese_reader() {
    let rec = record();
    let (g, en) = views(&rec);
    let ending = Ending::win(Color::Black, Termination::Timeout);
    let detail = EndDetail::Timeout {
        on_turn: Color::White,
        number: 8,
        deadline: 1_800_000_000,
    };
    let mail = |g: GameView| {
        let lang = g.lang;
        GameOver {
            g,
            result: "1-0".into(),
            reason: crate::wording::upper_first(&crate::wording::ending_in(&ending, lang)),
            detail: Some(detail.para_in(&rec, lang)),
            history: Vec::new(),
            ratings: vec![RatingChange {
                player: player_in(&rec, Color::White, lang),
                before: "1500?".into(),
                after: "1338?".into(),
                change: "-162".into(),
            }],
        }
        .body()
    };
    let ja = mail(g.clone());
    let mut english = g;
    english.lang = Language::En;
    assert_japanese(
        &ja,
        &mail(english),
        &[
            "対局終了：1-0。先手の勝ち：後手が時間切れになりました。\n",
            "ごんべえ（後手）は第8手を期限（2027年1月15日（金）08:00 UTC）までに指しませんでした。",
            "ごんべえ（後手）：レーティング 1500? → 1338?（-162）。\n",
            "棋譜：\n（なし）\n",
            "対局ありがとうございました。また対局するには `challenge <address>` を送ってください。",
        ],
        &[
            "Game over",
            "All moves",
            "Thank you",
            "rating",
            "did not play",
        ],
    );
    assert!(ja
        .html
        .contains("対局終了：<b>1-0</b>。先手の勝ち：後手が時間切れになりました。</p>"));
    assert!(ja
        .html
        .contains("レーティング 1500? → <b>1338?</b>（-162）。"));
    let en = mail(en).text;
    assert!(en.starts_with("Game over: 1-0. Black wins: white ran out of time.\n"));
    assert!(
        en.contains("Hodges <alice@example.org> (black): rating 1500? → 1338? (-162).\n")
            || en.contains("ごんべえ (white): rating 1500? → 1338? (-162).\n")
    );
    assert!(en
        .contains("ごんべえ (white) did not play move 8 by the deadline, 2027-01-15 08:00 UTC.\n"));
    // A tournament game points to its standings.
    let mut rec = record();
    rec.setup.tournament = Some(yubin_domain::model::TournamentSlot {
        id: yubin_domain::model::TournamentId(3),
        name: "Spring".into(),
        round: 2,
        board: 1,
        delay: 0,
    });
    let (g, _) = views(&rec);
    let ja = mail(g);
    assert!(ja
        .text
        .contains("対局ありがとうございました。大会の状況は `standings T3` で確認できます。"));
}

#[test]
fn the_details_of_an_ending_are_said_in_each_language() {
    let rec = record();
    let last = EndDetail::LastMove {
        player: Color::Black,
        number: 23,
        notation: "Lnx7f".into(),
        kanji: "７六獅".into(),
        conditional: true,
        burned: Vec::new(),
    };
    assert_eq!(
        last.text_in(&rec, Language::En),
        "The last move was 23. Lnx7f by Hodges (black), a conditional move."
    );
    assert_eq!(
        last.text_in(&rec, Language::Ja),
        "最後の手はHodges（先手）の条件付き指し手による第23手 ７六獅（Lnx7f）でした。"
    );
    let limit = EndDetail::LengthLimit { plies: 400 };
    assert_eq!(
        limit.text_in(&rec, Language::En),
        "The game reached 400 plies, its length limit."
    );
    assert_eq!(
        limit.text_in(&rec, Language::Ja),
        "手数制限の400手に達しました。"
    );
}

#[test]
fn draw_abort_and_takeback_mails_are_japanese_for_a_japanese_reader() {
    let rec = record();
    let (g, _) = views(&rec);
    let lang = Language::Ja;
    let hodges = player_in(&rec, Color::Black, lang);
    let (event, subject) = draw_offered(&rec, &game(&rec), Color::Black, lang);
    assert_eq!(
        subject,
        "対局5：Hodges 対 ごんべえ：Hodges（先手）が引き分けを提案（第1手）"
    );
    let draw = Draw {
        g: g.clone(),
        event,
        offer: true,
    };
    let draw = check!(
        draw,
        g.lang,
        &[
            "Hodges（先手）が引き分けを提案しました。\n",
            "提案を受けるには `draw`、断るには `decline draw` と返信してください。指し手を送っても断ったことになります。",
        ],
        &["to accept the offer", "offers a draw", "also refuses"]
    );
    assert!(draw.html.contains(
        "提案を受けるには <code style=\"color:#111111;background-color:#f4f4f4\">draw</code>、"
    ));
    let aborted = Aborted {
        g: g.clone(),
        aborter: hodges.clone(),
    };
    check!(
        aborted,
        g.lang,
        &[
            "Hodges（先手）が、双方が指す前に対局5を中止しました。この対局は勝敗に数えず、どちらの成績にもなりません。\n",
            "また対局するには `challenge <address>` を送ってください。",
        ],
        &["aborted", "scored", "to play again"]
    );
    let white = player_in(&rec, Color::White, lang);
    for (step, plies, want) in [
        (
            TakebackStep::Asked,
            1,
            "Hodges（先手）が待ったを求めています：最後の1手を戻し、第4手から指し直します。\n応じるには `accept takeback`、断るには `decline takeback` と返信してください。",
        ),
        (
            TakebackStep::Accepted,
            2,
            "ごんべえ（後手）がHodges（先手）の待ったに応じました：最後の2手を戻し、第4手から対局を続けます。戻した手に使った時間はどちらの消費時間にも数えません。双方の条件付き指し手は消去されました。\n",
        ),
        (
            TakebackStep::Declined,
            1,
            "ごんべえ（後手）がHodges（先手）の待ったを断りました。対局は続きます。\n",
        ),
    ] {
        let body = Takeback {
            g: g.clone(),
            step,
            asker: hodges.clone(),
            answerer: white.clone(),
            plies,
            back_to: 4,
            answer: true,
        };
        let english = ["take back", "takeback:", "agreed", "declined"];
        check!(body, g.lang, &[want], &english);
    }
}

#[test]
fn clock_news_leave_and_conditional_mails_are_japanese_for_a_japanese_reader() {
    let rec = record();
    let (g, _) = views(&rec);
    let lang = Language::Ja;
    let who = player_in(&rec, Color::Black, lang);
    let zone = yubin_domain::model::Zone::UTC;
    for (news, mine, want) in [
        (News::PauseOffered, true, "対局5の両者の時計の一時停止を提案しました。相手は `accept pause` または `decline pause` で答えます。"),
        (News::PauseOffered, false, "Hodges（先手）が対局5の両者の時計の一時停止を提案しています。止めるには `accept pause`（または `pause`）、断るには `decline pause` と返信してください。"),
        (News::PauseDeclined, false, "Hodges（先手）が一時停止を断りました。時計は動き続けます。"),
        (News::Paused, false, "双方の合意により、対局5の両者の時計を止めました。どちらかが `resume` を送るまで期限はありません。その間も指し手は送れます。"),
        (News::Resumed, false, "Hodges（先手）が一時停止を終えました。対局5の時計が再び動きます。"),
        (News::Gave { amount: "1日12時間".into() }, false, "Hodges（先手）から1日12時間の時間が加えられました。"),
        (News::Gave { amount: "3日".into() }, true, "相手に3日の時間を与えました。"),
        (
            News::LeaveBooked {
                from: zone.format_in(1_800_000_000, lang),
                to: zone.format_in(1_800_086_400, lang),
            },
            false,
            "Hodges（先手）は2027年1月15日（金）08:00 UTCから2027年1月16日（土）08:00 UTCまで休暇中です。",
        ),
        (News::LeaveCancelled, false, "Hodges（先手）が休暇を取り消しました。相手の時計が再び動きます。"),
    ] {
        let body = ClockNews {
            g: g.clone(),
            who: who.clone(),
            mine,
            news,
        };
        let english = ["both clocks", "the pause", "on leave", "gave", "their leave"];
        check!(body, g.lang, &[want], &english);
    }
    let listed = |changed, spans: Vec<(String, String)>, games| LeaveList {
        lang,
        spans,
        changed,
        year: 2027,
        used: 2,
        limit: 30,
        games,
    };
    let span = (
        zone.format_in(1_800_000_000, lang),
        zone.format_in(1_800_172_800, lang),
    );
    let games = vec![
        LeaveGame {
            id: GameId(5),
            turn: to_play_in(&rec, &game(&rec), lang),
            deadline: Some(zone.format_in(1_801_000_000, lang)),
        },
        LeaveGame {
            id: GameId(6),
            turn: to_play_in(&rec, &game(&rec), lang),
            deadline: None,
        },
    ];
    check!(
        listed(Some(true), vec![span], games),
        lang,
        &[
            "休暇を登録しました。休暇中はすべての対局であなたの時計が止まります。対局相手にも知らせました。\n",
            "  2027年1月15日（金）08:00 UTCから2027年1月17日（日）08:00 UTCまで\n",
            "2027年に認められる30日のうち2日を登録済みです。\n",
            "対局5：Hodges（先手）の第1手、期限は2027年1月26日（火）21:46 UTC\n",
            "対局6：Hodges（先手）の第1手、一時停止中のため期限なし\n",
            "`leave 2026-12-20 2027-01-03` で初日と最終日",
        ],
        &["booked", "allowed", "from now", "no deadline"]
    );
    let none = listed(None, Vec::new(), Vec::new());
    let listed_none = ["あなたの休暇：\n", "登録された休暇はありません。\n"];
    check!(none, lang, &listed_none, &["No leave"]);
    let cancelled = listed(Some(false), Vec::new(), Vec::new());
    check!(
        cancelled,
        lang,
        &["休暇を取り消しました。"],
        &["cancelled:"]
    );

    let lines = vec![vec!["P-7e".to_string(), "P-3e".to_string()]];
    for (lines, changed, want) in [
        (Vec::new(), true, "対局5の条件付き指し手を消去しました。"),
        (Vec::new(), false, "対局5に条件付き指し手はありません。"),
        (lines.clone(), true, "対局5の条件付き指し手を登録しました（1通り。相手の指し手、あなたの応手の順）：\n  if P-7e then P-3e\n\n相手の指し手が"),
        (lines, false, "対局5の条件付き指し手（1通り。相手の指し手、あなたの応手の順）：\n"),
    ] {
        let body = ConditionalList {
            g: g.clone(),
            lines,
            changed,
        };
        check!(body, g.lang, &[want], &["conditional moves", "your answers"]);
    }
}

#[test]
fn subjects_are_in_each_readers_language() {
    let rec = record();
    let game = game(&rec);
    let ending = Ending::win(Color::Black, Termination::Resignation);
    assert_eq!(
        game_over_subject(&rec, 12, "1-0", &ending, Language::En),
        "Game 5, Hodges vs ごんべえ: game over after 12 plies, 1-0 (resignation)"
    );
    assert_eq!(
        game_over_subject(&rec, 12, "1-0", &ending, Language::Ja),
        "対局5：Hodges 対 ごんべえ：対局終了（12手、1-0、投了）"
    );
    let say = |lang| draw_declined(&rec, &game, Color::White, lang).1;
    assert_eq!(
        say(Language::En),
        "Game 5, Hodges vs ごんべえ: ごんべえ (white) declined the draw, Hodges (black) to play move 1"
    );
    assert_eq!(
        say(Language::Ja),
        "対局5：Hodges 対 ごんべえ：ごんべえ（後手）が引き分けを断りました（次はHodges（先手）の第1手）"
    );
    assert_eq!(
        aborted_subject(&rec, &game, Color::White, Language::Ja),
        "対局5：Hodges 対 ごんべえ：ごんべえ（後手）が対局を中止"
    );
    assert_eq!(
        others_go_on(),
        "Your other games and new challenges work as usual."
    );
    assert_eq!(
        others_go_on_in(Language::Ja),
        "ほかの対局と新しい挑戦はいつもどおり使えます。"
    );
}

#[test]
fn clock_takeback_leave_and_conditional_subjects_are_in_each_readers_language() {
    let rec = record();
    let game = game(&rec);
    let subject = |news: &News, lang| clock_subject(&rec, &game, news, Color::Black, lang);
    let gave = |lang| News::Gave {
        amount: gift_in(36 * 3600, lang),
    };
    assert_eq!(
        subject(&gave(Language::En), Language::En),
        "Game 5, Hodges vs ごんべえ: Hodges (black) gives 1d 12h"
    );
    assert_eq!(
        subject(&gave(Language::Ja), Language::Ja),
        "対局5：Hodges 対 ごんべえ：Hodges（先手）が1日12時間を贈りました"
    );
    assert_eq!(
        subject(&News::Paused, Language::Ja),
        "対局5：Hodges 対 ごんべえ：時計を一時停止しました"
    );
    let asked = |lang| {
        let step = TakebackStep::Asked;
        takeback_subject(&rec, &game, step, Color::White, (2, 7), lang)
    };
    assert_eq!(
        asked(Language::En),
        "Game 5, Hodges vs ごんべえ: ごんべえ (white) asks to take back 2 plies, back to move 7"
    );
    assert_eq!(
        asked(Language::Ja),
        "対局5：Hodges 対 ごんべえ：ごんべえ（後手）が待ったを要求（2手、第7手まで）"
    );
    assert_eq!(
        leave_subject(Some(true), Language::Ja),
        "Yubin：休暇を登録しました"
    );
    assert_eq!(
        conditional_subject(&rec, &game, Color::White, 1, Language::En),
        "Game 5, Hodges vs ごんべえ: your conditional moves (1 line)"
    );
    assert_eq!(
        conditional_subject(&rec, &game, Color::White, 3, Language::Ja),
        "対局5：Hodges 対 ごんべえ：条件付き指し手（3通り）"
    );
}

/// In HTML an apostrophe of a message's own words stays as the templates wrote it, one in a
/// name is escaped as askama escapes it.
#[test]
fn an_apostrophe_of_the_words_stays_and_one_of_a_name_is_escaped() {
    let args = [
        ("answerer", crate::i18n::Arg::Str("O'Hara (white)")),
        ("asker", crate::i18n::Arg::Str("alice & bob <x> (black)")),
    ];
    assert_eq!(
        crate::i18n::html(Language::En, "takeback-declined", args),
        "O&#39;Hara (white) declined alice &#38; bob &#60;x&#62; (black)'s takeback; the game \
         goes on."
    );
}

/// Why conditional moves were refused, in both languages.
#[test]
fn refused_conditional_lines_are_explained_in_each_language() {
    use yubin_domain::conditional::{ConditionalError, Reason};
    let error = |reason| ConditionalError {
        line: 2,
        ply: None,
        text: "if P-7e then P-3e".into(),
        reason,
    };
    let chu = yubin_rules::Rules::standard(yubin_rules::Variant::Chu);
    let say = |reason, lang| crate::wording::conditional_in(&error(reason), &chu, lang);
    let conflict = || Reason::Conflict {
        line: 1,
        answer: "P-3e".into(),
    };
    assert_eq!(
        say(conflict(), Language::En),
        "line 1 answers the same moves with `P-3e`, and I could not tell which to play"
    );
    assert_eq!(
        say(conflict(), Language::Ja),
        "第1行の手順が同じ指し手に `P-3e` で応じており、どちらを指すか決められません"
    );
    assert_eq!(
        say(Reason::Keyword, Language::En),
        "`if` may only begin a line and `then` only follow its first move"
    );
    assert_eq!(
        say(Reason::TooManyPlies, Language::Ja),
        "30手（双方の指し手を合わせて）を超えています"
    );
    assert_eq!(
        say(Reason::MissingAnswer, Language::Ja),
        "相手の指し手で終わっていて、指すべきあなたの応手がありません"
    );
    let ends = Reason::EndsGame(yubin_rules::Outcome {
        winner: Some(Color::Black),
        reason: yubin_rules::EndReason::BareKing,
    });
    assert_eq!(
        say(ends, Language::Ja),
        "その手で対局が終わる（先手の勝ち：後手の玉将が裸玉になりました）ため、手順の続きを指すことはできません"
    );
    // An illegal ply names its piece as the game does, in each language.
    let sq = |file, rank| yubin_rules::Square::new(file, rank).unwrap();
    let illegal = || {
        Reason::Illegal(yubin_rules::IllegalMove::CannotMoveThere {
            kind: yubin_rules::PieceKind::PromotedRook,
            from: sq(4, 4),
            to: sq(6, 6),
        })
    };
    assert_eq!(
        say(illegal(), Language::Ja),
        format!("龍王は{}から{}へは動けません", sq(4, 4), sq(6, 6))
    );
    assert_eq!(
        say(illegal(), Language::En),
        format!(
            "a promoted rook cannot move from {} to {}",
            sq(4, 4),
            sq(6, 6)
        )
    );
}

/// What a fire demon burned, in both languages: the pieces by their kanji in Japanese.
#[test]
fn burns_are_said_in_each_language() {
    use yubin_rules::{notation::usi, Piece, PieceKind, Position, Rules, Square, Variant};
    let rules = Rules::standard(Variant::Tenjiku);
    let sq = |f: u8, r: char| Square::new(f, r as u8 - b'a').expect("square");
    let list = [
        (sq(16, 'p'), Piece::new(Color::Black, PieceKind::King)),
        (sq(1, 'a'), Piece::new(Color::White, PieceKind::King)),
        (sq(8, 'e'), Piece::new(Color::White, PieceKind::FireDemon)),
        (sq(7, 'f'), Piece::new(Color::White, PieceKind::Silver)),
        (sq(8, 'k'), Piece::new(Color::Black, PieceKind::FireDemon)),
        (sq(8, 'h'), Piece::new(Color::White, PieceKind::Gold)),
        (sq(7, 'l'), Piece::new(Color::Black, PieceKind::Rook)),
    ];
    let before = Position::from_pieces(rules, &list, Color::Black, None, 1).expect("position");
    let say = |mv: &str, lang| {
        let m = usi::parse(&before, mv).expect("move");
        let after = before.clone().play(m).expect("legal");
        crate::wording::burns_in(&crate::burns::burned(&before, m, &after), false, lang)
    };
    assert_eq!(
        say("7l7f", Language::En).as_deref(),
        Some("Fire demon burns: 7f black rook (the piece that moved).")
    );
    assert_eq!(
        say("7l7f", Language::Ja).as_deref(),
        Some("火鬼が焼いた駒：先手の飛車（7f、動いた駒）。")
    );
    assert_eq!(
        say("8k8i", Language::Ja).as_deref(),
        Some("火鬼が焼いた駒：後手の金将（8h）。")
    );
    assert_eq!(say("7l7g", Language::Ja), None);
}

/// The detail under a game-over mail's first line: in the HTML part the move at fault is
/// code and the players' names are escaped, as every sentence of that part is; the text part
/// writes the move between backquotes.
#[test]
fn an_end_detail_is_html_in_the_html_part() {
    use yubin_rules::{IllegalMove, Square};
    let mut rec = record();
    rec.names[0] = Some("<b>Hodges</b>".into());
    let detail = EndDetail::Illegal {
        player: Color::Black,
        number: 7,
        text: "7i<7g".into(),
        why: IllegalMove::NoPiece(Square::new(7, 8).expect("square")),
    };
    for lang in [Language::En, Language::Ja] {
        let p = detail.para_in(&rec, lang);
        assert_eq!(p.text, detail.text_in(&rec, lang));
        assert!(p.text.contains("`7i<7g`"), "{}", p.text);
        assert!(p.text.contains("<b>Hodges</b>"), "{}", p.text);
        assert!(
            p.html.contains(">7i&lt;7g</code>") && p.html.contains("<code "),
            "{}",
            p.html
        );
        assert!(!p.html.contains('`'), "{}", p.html);
        assert!(!p.html.contains("<b>"), "{}", p.html);
    }
    // The operator's words are the operator's, escaped.
    let adjudicated = EndDetail::Adjudicated {
        reason: "both <agreed>".into(),
    };
    let p = adjudicated.para_in(&rec, Language::En);
    assert!(p.text.contains("both <agreed>"), "{}", p.text);
    assert!(p.html.contains("both &#60;agreed&#62;"), "{}", p.html);
}
