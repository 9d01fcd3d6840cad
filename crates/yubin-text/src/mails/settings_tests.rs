//! The mails of `help` and of a player's own settings and lists, in English and Japanese,
//! against golden files in `tests/data/settings/` (new ones written with `YUBIN_BLESS=1`):
//! the English ones are the mails as they were before they were messages, byte for byte.

use super::*;
use crate::i18n::Language;
use std::collections::BTreeMap;
use std::path::Path;
use yubin_domain::model::{BoardForm, GameResult, Look, Pieces, Termination};

/// Words of a Japanese mail that may be ASCII: commands, their arguments, notations, names
/// of formats, programs and zones.
const ASCII_ALLOWED: &[&str] = &[
    "TSA",
    "USI",
    "WinBoard",
    "XBoard",
    "KIF",
    "PGN",
    "JSON",
    "lishogi",
    "SFEN",
    "IANA",
    "Asia",
    "Tokyo",
    "Europe",
    "Berlin",
    "UTC",
    "Glicko",
    "ICCF",
    "HTML",
    "Middle",
    "Shogi",
    "Manual",
    "Ln",
    "DK",
    "Lnx",
    "byo",
    "max",
    "double",
    "clear",
    "pause",
    "cancel",
    "player",
    "private",
    "rr",
    "drr",
    "swiss",
    "ko",
    "on",
    "public",
    "standard",
    "jcsa",
    "heisei",
    "jp",
    "revival",
    "hishigata",
    "two",
    "kings",
    "lions",
    "three",
    "msm",
    "queen",
];

/// The ASCII words of `text` (runs of two letters or more) that are not in `allowed`: an
/// English sentence left in a Japanese mail shows here.
fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1)
        .filter(|w| !allowed.contains(w) && !ASCII_ALLOWED.contains(w))
        .collect()
}

fn record() -> GameRecord {
    crate::mails::fixture::game_five("Hodges", "player-017ad3")
}

/// Each mail of the area in `lang`, in the cases it has.
fn mails(lang: Language) -> Vec<(&'static str, Body)> {
    let zone = |changed, games| ZoneSet {
        lang,
        zone: "Asia/Tokyo".into(),
        changed,
        now: yubin_domain::model::Zone::parse("Asia/Tokyo")
            .unwrap()
            .format_in(1_800_000_000, lang),
        games,
    };
    let look = |board, pieces, changed, games| LookSet {
        lang,
        shown: look_sentence_in(
            Look {
                board,
                pieces,
                ..Look::default()
            },
            changed,
            lang,
        ),
        games,
    };
    let profile = |name_changed, chosen, public, archive_changed| Profile {
        lang,
        name: if chosen {
            "O'Hara & 羽生"
        } else {
            "player-017ad3"
        }
        .into(),
        chosen,
        name_changed,
        public,
        archive_changed,
    };
    let rec = record();
    let standings = [
        own::Standing::WaitingForOpponent,
        own::Standing::WaitingForYou,
        own::Standing::Declined,
        own::Standing::Aborted,
        own::Standing::Turn {
            mine: true,
            number: 5,
        },
        own::Standing::Turn {
            mine: false,
            number: 12,
        },
        own::Standing::BeingPlayed,
        own::Standing::Finished {
            result: Some(GameResult::Win(Color::White)),
            reason: Some("white wins: black resigned (after 40 plies)".into()),
            termination: Some(Termination::Resignation),
        },
        own::Standing::Finished {
            result: Some(GameResult::Draw),
            reason: Some("draw: fourfold repetition".into()),
            termination: Some(Termination::Board(yubin_rules::EndReason::Repetition)),
        },
        own::Standing::Finished {
            result: Some(GameResult::Win(Color::Black)),
            reason: None,
            termination: None,
        },
        own::Standing::Finished {
            result: None,
            reason: None,
            termination: None,
        },
    ];
    let variants = Variant::ALL.iter().copied().cycle();
    let lines = standings
        .iter()
        .zip(variants)
        .enumerate()
        .map(|(i, (s, v))| {
            let me = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            own::game_line_in(
                GameId(i as i64 + 1),
                v,
                me,
                "bob <bob@example.org>",
                s,
                lang,
            )
        })
        .collect();
    let export = |skipped: Vec<String>| Exported {
        lang,
        title: own::title_in(&rec, lang),
        files: vec!["yubin-game-5.kif".into(), "yubin-game-5.tsa".into()],
        skipped,
        variant: crate::mails::variant_in(Variant::Chu, lang),
        score: "1. P-7f P-4e".into(),
    };
    vec![
        (
            "help",
            Help {
                lang,
                commands: command_list_in(lang),
                name_hint: Some("player-017ad3".into()),
            }
            .body(),
        ),
        ("timezone_set", zone(true, 2).body()),
        ("timezone_shown", zone(false, 0).body()),
        ("timezone_one_game", zone(true, 1).body()),
        (
            "look_picture_kanji",
            look(BoardForm::Picture, Pieces::Kanji, false, 0).body(),
        ),
        (
            "look_picture_letters",
            look(BoardForm::Picture, Pieces::Letters, true, 3).body(),
        ),
        (
            "look_table",
            look(BoardForm::Table, Pieces::Letters, true, 1).body(),
        ),
        ("profile_none", profile(false, false, true, false).body()),
        ("profile_name_set", profile(true, true, true, false).body()),
        ("profile_private", profile(false, true, false, true).body()),
        ("profile_public", profile(false, true, true, true).body()),
        ("games", Games { lang, lines }.body()),
        (
            "games_none",
            Games {
                lang,
                lines: vec![],
            }
            .body(),
        ),
        ("export", export(vec![]).body()),
        (
            "export_skipped",
            export(vec!["kif".into(), "pgn".into()]).body(),
        ),
    ]
}

/// Every subject of the area in `lang`, one a line.
fn subjects(lang: Language) -> String {
    let rec = record();
    [
        own::help_subject(lang),
        own::zone_subject(lang, "Asia/Tokyo"),
        own::look_subject(lang, Some(Pieces::Kanji)),
        own::look_subject(lang, Some(Pieces::Letters)),
        own::look_subject(lang, None),
        own::profile_subject(lang, "羽生", None),
        own::profile_subject(lang, "羽生", Some(true)),
        own::profile_subject(lang, "羽生", Some(false)),
        own::games_subject(lang),
        own::export_subject(lang, &rec, &["kif", "tsa"]),
        crate::mails::subjects::watch_subject(
            lang,
            crate::mails::subjects::WatchSubject::Observers(true),
        ),
        crate::mails::subjects::watch_subject(
            lang,
            crate::mails::subjects::WatchSubject::Observers(false),
        ),
    ]
    .join("\n")
        + "\n"
}

fn goldens() -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for lang in Language::ALL {
        let tag = lang.tag();
        files.insert(
            format!("commands_{tag}.txt"),
            format!("{}\n", command_list_in(lang)),
        );
        files.insert(format!("subjects_{tag}.txt"), subjects(lang));
        for (name, body) in mails(lang) {
            if name == "help" && lang == Language::En {
                continue; // the conversation goldens hold it (01_help_alice)
            }
            files.insert(format!("{name}_{tag}.txt"), body.text);
            files.insert(format!("{name}_{tag}.html"), body.html);
        }
    }
    files
}

#[test]
fn the_mails_match_their_golden_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/settings");
    yubin_golden::check_dir(dir, goldens());
}

#[test]
fn the_japanese_command_list_explains_every_command_in_japanese() {
    let ja = command_list_in(Language::Ja);
    for sentence in [
        "コマンドは1通のメールに一つ",
        "相手に対局を挑戦します",
        "P-７六 ＝ P-7f",
        "投了する",
        "メールの言語",
        "`言語 日本語`",
        "  language en|ja        メールの言語",
        "その対局でのあなたの鍵",
    ] {
        assert!(ja.contains(sentence), "{sentence}:\n{ja}");
    }
    // The commands on the left are those of the English list (the template's words outside
    // its messages): the right column holds no English sentence.
    let template = include_str!("../../../../templates/commands.txt");
    let left: String = template
        .split("{{")
        .map(|part| part.split_once("}}").map_or(part, |(_, rest)| rest))
        .collect();
    let allowed: Vec<&str> = english_words(&left, &[]);
    let left_over = english_words(&ja, &allowed);
    assert!(left_over.is_empty(), "{left_over:?}");
}

/// What an HTML mail shows of its own (the shared layout's head and footer left out), its
/// tags and character references removed.
fn content(html: &str) -> String {
    let start = html
        .find("<body")
        .and_then(|b| html[b..].find('>').map(|e| b + e + 1));
    let end = html.rfind("<p style=\"color:#666666");
    let mut inner = &html[start.unwrap_or(0)..end.unwrap_or(html.len())];
    let mut out = String::new();
    while let Some(open) = inner.find(['<', '&']) {
        out.push_str(&inner[..open]);
        let close = if inner[open..].starts_with('<') {
            '>'
        } else {
            ';'
        };
        let end = inner[open..]
            .find(close)
            .map_or(inner.len(), |e| open + e + 1);
        out.push(' ');
        inner = &inner[end..];
    }
    out.push_str(inner);
    out
}

/// The Japanese mails hold their Japanese sentences and no English one: every ASCII word
/// in them is a command, an argument, a notation, a name or a file.
#[test]
fn the_japanese_mails_are_japanese() {
    let allowed = [
        "Asia",
        "Tokyo",
        "timezone",
        "zone",
        "Europe",
        "Berlin",
        "America",
        "New",
        "York",
        "board",
        "picture",
        "table",
        "pieces",
        "kanji",
        "letters",
        "name",
        "your",
        "archive",
        "challenge",
        "address",
        "bob",
        "example",
        "org",
        "Hodges",
        "yubin",
        "game",
        "kif",
        "tsa",
        "pgn",
        "JST",
        "Hara",
        "Yubin",
        "ad",
    ];
    let mut n = 0;
    for (name, body) in mails(Language::Ja) {
        for part in [&body.text, &content(&body.html)] {
            let left = english_words(part, &allowed);
            if name != "help" {
                assert!(left.is_empty(), "{name}: {left:?}\n{part}");
            }
            n += 1;
        }
    }
    assert!(n > 20);
    let subjects = subjects(Language::Ja);
    let left = english_words(
        &subjects,
        &["Yubin", "Hodges", "player", "ad", "kif", "tsa"],
    );
    assert!(left.is_empty(), "{left:?}");
    for (name, sentence) in [
        ("timezone_set", "タイムゾーンを Asia/Tokyo にしました。"),
        ("timezone_set", "2027年1月15日"),
        ("look_table", "これからメールの盤面は TSA の略号の表で表示します"),
        ("profile_none", "「player-017ad3」と表示されています"),
        ("profile_private", "あなたの対局を非公開にしました。"),
        ("games", "対局5（天竺大将棋）：あなたは先手、相手は bob <bob@example.org>。第5手、あなたの手番"),
        ("games", "終局：後手の勝ち（投了）"),
        ("export", "対局5：Hodges 対 player-017ad3の棋譜です。\nyubin-game-5.kif、yubin-game-5.tsa を添付しました。"),
    ] {
        let text = &mails(Language::Ja)
            .into_iter()
            .find(|(n, _)| *n == name)
            .unwrap()
            .1
            .text;
        // Japanese wraps between characters: looked for without white space.
        let squeeze = |t: &str| t.split_whitespace().collect::<String>();
        assert!(
            squeeze(text).contains(&squeeze(sentence)),
            "{name}: {sentence}\n{text}"
        );
    }
}

/// The `games` list in English says how a finished game ended as it did before the list's
/// lines were messages: from the stored reason, without its detail in brackets.
#[test]
fn a_finished_game_in_english_is_read_from_its_stored_reason() {
    let line = |result, reason: Option<&str>| {
        own::game_line_in(
            GameId(3),
            Variant::Chu,
            Color::Black,
            "bob",
            &own::Standing::Finished {
                result,
                reason: reason.map(str::to_string),
                termination: Some(Termination::Resignation),
            },
            Language::En,
        )
    };
    assert_eq!(
        line(
            Some(GameResult::Win(Color::White)),
            Some("white wins: black resigned (after 40 plies)")
        ),
        "game 3 (Chu Shogi): you play black against bob; finished: White won, black resigned"
    );
    assert_eq!(
        line(Some(GameResult::Draw), None),
        "game 3 (Chu Shogi): you play black against bob; finished: drawn"
    );
    assert_eq!(
        line(None, Some("x: y")),
        "game 3 (Chu Shogi): you play black against bob; finished"
    );
}

/// The variants' English names are the rules crate's titles.
#[test]
fn variant_names_are_the_titles_in_english() {
    for v in Variant::ALL {
        assert_eq!(crate::mails::variant_in(v, Language::En), v.title());
    }
}

/// What the Japanese help says of moves is true: a square's file in full-width digits and
/// its rank in kanji numerals reads as the ASCII move (`P-７六` = `P-7f`); the kanji notation
/// of Japanese records (`７六歩`) is read by the engine (its test of the help's examples:
/// `yubin-engine`'s `tests::language`).
#[test]
fn the_japanese_help_says_what_the_move_readers_read() {
    let game = yubin_rules::Game::new(yubin_rules::Rules::standard(Variant::Chu));
    let pos = game.position();
    let ascii = yubin_rules::notation::read_move(pos, "P-7h").unwrap();
    assert_eq!(
        yubin_rules::notation::read_move(pos, "P-７八").unwrap(),
        ascii
    );
    let help = command_list_in(Language::Ja);
    assert!(help.contains("P-７六 ＝ P-7f") && help.contains("７六歩、同　歩、７七金(78)"));
}

#[test]
fn what_still_works_is_said_in_both_languages() {
    assert_eq!(
        others_go_on(),
        "Your other games and new challenges work as usual."
    );
    assert_eq!(
        others_go_on_in(Language::Ja),
        "ほかの対局と新しい挑戦はいつもどおり使えます。"
    );
}
