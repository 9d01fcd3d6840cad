//! The observers' mails in Japanese: their sentences are Japanese, and no English sentence
//! is left (the only ASCII words are commands, names and notation).

use super::*;
use crate::crosstable::Crosstable;
use crate::mails::tournament::tests::english_words;
use yubin_domain::model::Look;
use yubin_domain::standings::{standings, Game as Played, Player, Settings, Tournament};
use yubin_domain::tournament::{Format, GameResult};

fn record() -> GameRecord {
    crate::mails::fixture::game_five("alice", "bob")
}

fn japanese() -> Look {
    Look {
        lang: Some(Language::Ja),
        ..Look::default()
    }
}

/// Commands, names and notation the Japanese observers' mails may show.
const ALLOWED: &[&str] = &[
    "watch",
    "unwatch",
    "all",
    "observers",
    "off",
    "alice",
    "bob",
    "Spring",
];

/// The text part before the board (whose words are the game mails').
fn head(text: &str) -> &str {
    text.split("\n\n").next().unwrap_or_default()
}

#[test]
fn the_board_mail_reads_in_japanese() {
    let rec = record();
    let game = Game::new(rec.setup.terms.rules);
    let g = observer_view(&rec, &game, None, japanese());
    assert_eq!(g.turn, "次はalice（先手）の第1手です。");
    let m = Observed {
        g,
        moves: vec![ObservedMove {
            player: "bob（後手）".into(),
            side: Color::White,
            number: 8,
            notation: "P-7e".into(),
            kanji: "７五歩".into(),
            burned: vec![crate::burns::Burned {
                square: yubin_rules::Square::new(9, 6).unwrap(),
                piece: yubin_rules::Piece::new(Color::Black, yubin_rules::PieceKind::Gold),
                name: "gold general",
                kanji: "金将",
                mover: false,
            }],
        }],
        welcome: true,
        takeback: Some(2),
        delay: Some(4),
    };
    let body = m.body();
    for s in [
        "bob（後手）が第8手 ７五歩（P-7e）と指しました。",
        "火鬼が焼いた駒：先手の金将（9g）。",
        "対局者の合意により2手戻しました。",
        "対局5の観戦を始めました。",
        "観戦者には対局を4手遅れで表示します。",
        "対局5を観戦中です。観戦をやめるには、このメールに`unwatch`と返信するか、`unwatch 5`を送ってください（`unwatch all`ですべての観戦をやめます）。",
    ] {
        assert!(body.text.replace('\n', "").contains(s), "{s}\n{}", body.text);
    }
    assert!(body
        .html
        .contains("bob（後手）が<b>第8手 ７五歩（P-7e）</b>と指しました。"));
    let english = english_words(head(&body.text), &[ALLOWED, &["ICCF", "P"]].concat());
    assert!(english.is_empty(), "{english:?}");
}

#[test]
fn the_end_mail_reads_in_japanese() {
    let rec = record();
    let game = Game::new(rec.setup.terms.rules);
    let body = ObservedEnd {
        g: observer_view(&rec, &game, None, japanese()),
        result: "1-0".into(),
        reason: "先手の勝ち：後手が投了しました".into(),
        detail: None,
        history: vec![],
    }
    .body();
    assert!(
        body.text
            .starts_with("終局：1-0。先手の勝ち：後手が投了しました。\n"),
        "{}",
        body.text
    );
    assert!(body.text.contains("棋譜：\n（なし）\n"));
    assert!(body
        .text
        .contains("対局5の観戦は終わりました。この対局についてのメールはこれが最後です。"));
    assert!(body.html.contains("終局：<b>1-0</b>。"));
}

#[test]
fn the_observers_crosstable_reads_in_japanese() {
    let names = ["alice", "bob"];
    let players = names
        .map(|n| Player {
            name: n.to_string(),
            rating: None,
        })
        .to_vec();
    let t = Tournament {
        players,
        rounds: 1,
        games: vec![Played {
            round: 1,
            black: 0,
            white: 1,
            result: Some(GameResult::Win(Color::Black)),
        }],
        byes: vec![],
        withdrawals: vec![],
    };
    let s = standings(&t, &Settings::round_robin()).expect("standings");
    let body = ObservedCrosstable {
        lang: Language::Ja,
        t: Crosstable::new("Spring", Format::RoundRobin { double: false }, &names, &s),
        after: Stage::Game(GameId(5)),
        last: false,
        note: ObserverNote {
            label: "T3".into(),
            last: Some("対局5：alice 対 bob：1-0、先手の勝ち：後手が投了しました".into()),
        },
    }
    .body();
    for s in [
        "対局5：alice 対 bob：1-0、先手の勝ち：後手が投了しました。Spring：",
        "Spring：対局5終了時点の成績表です。",
        "aliceさんが1点で首位です。",
        "T3を観戦中です。対局が終わるたびに成績表が届きます。",
    ] {
        assert!(
            body.text.replace('\n', "").contains(s),
            "{s}\n{}",
            body.text
        );
    }
    let allowed = [ALLOWED, &["DE", "SB"]].concat();
    assert!(
        english_words(&body.text, &allowed).is_empty(),
        "{}",
        body.text
    );
}

#[test]
fn the_answers_read_in_japanese() {
    let note = |event| {
        WatchNote {
            lang: Language::Ja,
            event,
            watching: vec!["対局12".into(), "T3".into()],
        }
        .body()
    };
    let cases = [
        (
            WatchEvent::Notify { title: "対局12：alice 対 bob".into(), game: GameId(12) },
            "対局12：alice 対 bobの結果を終局時にお知らせします。",
        ),
        (
            WatchEvent::Tournament("T3".into(), "Spring".into(), 6),
            "T3 Springの観戦を始めました。対局が終わるたびに、その結果と成績表が届きます（最後は最終成績表）。`watch 12`のように送ると、対局を一手ずつ観戦できます（この大会では観戦者には6手遅れで表示します）。`unwatch T3`で観戦をやめます。",
        ),
        (
            WatchEvent::Tournament("T3".into(), "Spring".into(), 0),
            "対局を一手ずつ観戦できます。`unwatch T3`",
        ),
        (WatchEvent::Stopped(vec![]), "観戦しているものはありません。"),
        (WatchEvent::Stopped(vec!["対局12".into()]), "対局12の観戦をやめました（1件）。"),
        (
            WatchEvent::Observers { allowed: true, changed: true, games: 2 },
            "今後は、あなたの通常対局（大会以外の対局）を他の人が観戦できます（`watch N`で一手ごとの盤面が届きますが、指すことはできません）。`observers off`で観戦を禁止できます。大会の対局はいつでも観戦できます。終わっていない通常対局は2局です。",
        ),
        (
            WatchEvent::Observers { allowed: false, changed: false, games: 0 },
            "あなたの通常対局（大会以外の対局）を他の人は観戦できません。",
        ),
    ];
    for (event, sentence) in cases {
        let body = note(event.clone());
        assert!(
            body.text.replace('\n', "").contains(sentence),
            "{event:?}\n{}",
            body.text
        );
        assert!(body.text.contains("観戦中：対局12、T3。"));
        assert!(
            english_words(&body.text, ALLOWED).is_empty(),
            "{}",
            body.text
        );
    }
}

#[test]
fn the_subjects_read_in_japanese() {
    use crate::mails::subjects::{
        tournament_subject, watch_subject, TournamentSubject, WatchSubject,
    };
    let ja = Language::Ja;
    assert_eq!(
        watch_subject(
            ja,
            WatchSubject::Moved {
                title: "対局5",
                number: 8,
                notation: "P-7e",
                next: Err(4)
            }
        ),
        "対局5：第8手 P-7e（4手遅れで表示）"
    );
    assert_eq!(
        watch_subject(ja, WatchSubject::Observers(false)),
        "Yubin：大会以外の対局の観戦を許可していません"
    );
    assert_eq!(
        tournament_subject(ja, "T3 Spring", TournamentSubject::Final(&["alice".into()])),
        "T3 Spring：最終成績表、aliceさんが優勝"
    );
    assert_eq!(
        tournament_subject(
            ja,
            "T3 Spring",
            TournamentSubject::Notice(&crate::mails::Notice::Joined(3))
        ),
        "T3 Spring：参加しました（参加者3人）"
    );
    // English as it was.
    assert_eq!(
        tournament_subject(
            Language::En,
            "T3 Spring",
            TournamentSubject::Notice(&crate::mails::Notice::Joined(1))
        ),
        "T3 Spring: you have joined (1 player)"
    );
    assert_eq!(
        watch_subject(
            Language::En,
            WatchSubject::Moved {
                title: "Game 5",
                number: 8,
                notation: "P-7e",
                next: Ok("bob (white) to play move 9")
            }
        ),
        "Game 5: 8. P-7e, bob (white) to play move 9"
    );
}
