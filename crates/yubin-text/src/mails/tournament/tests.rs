//! The tournament mails and the rating list in Japanese: their sentences are Japanese, and
//! no English sentence is left (the only ASCII words are commands, names and labels).

use super::*;
use crate::mails::{RatingList, RatingRow};

/// The ASCII words of `text` (three letters or more) that are none of `allowed`.
pub(crate) fn english_words(text: &str, allowed: &[&str]) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !allowed.contains(w))
        .map(str::to_string)
        .collect()
}

fn summary() -> Summary {
    Summary {
        label: "T3".into(),
        name: "Spring".into(),
        organiser: "alice".into(),
        state: "参加受付中".into(),
        format: "総当たり戦".into(),
        terms: vec!["持ち時間1手3日。".into()],
        points: "勝ち1点、引き分け½点、負け0点、不戦敗0点".into(),
        tie_breaks: "ゾンネボルン・ベルガー、直接対決".into(),
        limits: "3〜30人".into(),
        start: "主催者が開始した時に開始".into(),
        entered: 2,
        players: vec!["alice（1500?）".into(), "bob（1612、棄権）".into()],
    }
}

fn notice(notice: Notice) -> Body {
    TournamentNotice {
        lang: Language::Ja,
        notice,
        t: summary(),
    }
    .body()
}

/// Commands, names and labels the Japanese tournament mails may show.
const ALLOWED: &[&str] = &[
    "join",
    "leave",
    "tournament",
    "start",
    "cancel",
    "standings",
    "alice",
    "bob",
    "Spring",
    "Yubin",
    "help",
    "create",
    "name",
    "number",
    "rated",
    "Glicko",
    "Chu",
    "Shogi",
];

#[test]
fn every_notice_reads_in_japanese() {
    let cases = [
        (Notice::Created, "大会T3を作成しました。参加するには`join T3`を送ってください"),
        (Notice::Joined(4), "T3 Springに参加しました。現在の参加者は4人です。"),
        (Notice::Left, "開始前のT3 Springへの参加を取り消しました。"),
        (Notice::Started(6), "T3 Springが始まりました。6局の対局が進行中です。"),
        (Notice::Cancelled, "T3 Springは主催者により中止されました。"),
        (
            Notice::TooFew(2, 4),
            "開始までに4人の参加が必要でしたが、参加者は2人でした。",
        ),
        (
            Notice::Withdrawn {
                player: "bob".into(),
                annulled: true,
                forfeited: 2,
            },
            "bobさんがT3 Springを棄権しました。終わっていない2局は不戦敗となります。対局の半数を終えていないため",
        ),
        (
            Notice::Withdrawn {
                player: "bob".into(),
                annulled: false,
                forfeited: 0,
            },
            "それまでの成績は有効です。",
        ),
        (Notice::Removed("bob".into()), "主催者がbobさんを開始前のT3 Springの参加者から外しました。"),
        (
            Notice::Bye(2, "1".into()),
            "T3 Springの第2回戦は不戦勝（バイ）です。この回戦の対局はなく、1点が与えられます。",
        ),
    ];
    for (n, sentence) in cases {
        let body = notice(n.clone());
        let flat = body.text.replace('\n', "");
        assert!(flat.contains(sentence), "{n:?}:\n{}", body.text);
        assert!(body
            .text
            .contains("T3 Spring：総当たり戦（主催：alice）、参加受付中。"));
        assert!(body.text.contains("得点：勝ち1点"));
        assert!(body
            .text
            .contains("参加：3〜30人、主催者が開始した時に開始。"));
        assert!(body
            .text
            .contains("参加者（2人）：alice（1500?）、bob（1612、棄権）。"));
        let english = english_words(&body.text, ALLOWED);
        assert!(english.is_empty(), "{n:?}: {english:?}\n{}", body.text);
        assert!(body.html.contains("<th scope=\"row\" style=\"text-align:left;padding:2px 8px 2px 0;vertical-align:top\">形式</th>"));
        assert!(!body.html.contains("organised by"), "{}", body.html);
    }
    // Commands are code in HTML; the text's line breaks are no spaces between Japanese
    // sentences.
    let created = notice(Notice::Created).html;
    assert!(created.contains(
        "<code style=\"color:#111111;background-color:#f4f4f4\">tournament start T3</code>で開始"
    ));
    let withdrawn = notice(Notice::Withdrawn {
        player: "O'Brien".into(),
        annulled: true,
        forfeited: 1,
    });
    assert!(withdrawn.html.contains("O&#39;Brienさん"));
    assert!(withdrawn.html.contains("不戦敗となります。対局の半数"));
}

#[test]
fn the_english_notice_keeps_its_apostrophes_and_escapes_a_names() {
    let mut t = summary();
    t.state = "open for entries".into();
    let body = TournamentNotice {
        lang: Language::En,
        notice: Notice::Removed("O'Brien".into()),
        t,
    }
    .body();
    assert!(body
        .html
        .contains("The organiser has taken O&#39;Brien off the entries"));
}

#[test]
fn the_list_of_tournaments_reads_in_japanese() {
    let list = |rows: Vec<Summary>, finished: Vec<Finished>| {
        TournamentList {
            lang: Language::Ja,
            rows,
            finished: Some(Recent {
                rows: finished,
                days: 30,
                most: 10,
            }),
        }
        .body()
    };
    let empty = list(vec![], vec![]);
    assert!(empty.text.replace('\n', "").contains(
        "参加受付中または進行中の大会はありません。`tournament create <name> …`で大会を作れます"
    ));
    assert!(empty
        .text
        .contains("過去30日間に終了した大会はありません。"));
    assert!(
        english_words(&empty.text, ALLOWED).is_empty(),
        "{}",
        empty.text
    );
    let done = Finished {
        label: "T1".into(),
        name: "Winter".into(),
        format: "スイス式5回戦".into(),
        variant: "Chu Shogi".into(),
        players: 8,
        finished: "2026年12月21日（月）23:00 JST（Asia/Tokyo）".into(),
        winners: vec!["carol".into(), "dave".into()],
    };
    let full = list(vec![summary()], vec![done]);
    for s in [
        "参加受付中または進行中の大会（1件）。`join T<number>`で受付中の大会に参加でき",
        "過去30日間に終了した大会（新しい順、最大10件）。",
        "T1 Winter：スイス式5回戦、Chu Shogi、8人。2026年12月21日（月）23:00 JST（Asia/Tokyo）に終了。",
        "同率優勝：carol、dave。",
    ] {
        assert!(full.text.replace('\n', "").contains(s), "{s}\n{}", full.text);
    }
    let allowed = [
        ALLOWED,
        &["Winter", "carol", "dave", "JST", "Asia", "Tokyo"],
    ]
    .concat();
    assert!(
        english_words(&full.text, &allowed).is_empty(),
        "{}",
        full.text
    );
    assert!(full.html.contains(">優勝</th>"));
    assert!(full.html.contains("同率：carol、dave"));
}

#[test]
fn the_rating_list_reads_in_japanese() {
    let list = |rows| {
        RatingList {
            lang: Language::Ja,
            variant: "Chu Shogi".into(),
            rows,
        }
        .body()
    };
    let empty = list(vec![]);
    assert!(empty
        .text
        .contains("Chu Shogiのレーティング（Glicko-2。`?`は暫定"));
    assert!(empty.text.contains("挑戦に`rated`を付けると"));
    assert!(empty.html.contains("<b>?</b>は暫定"));
    let rows = list(vec![RatingRow {
        place: 1,
        player: "alice".into(),
        rating: "1612".into(),
        games: 3,
        me: true,
    }]);
    assert!(rows.text.contains("    3 局  （あなた）"), "{}", rows.text);
    assert!(
        english_words(&rows.text, ALLOWED).is_empty(),
        "{}",
        rows.text
    );
}
