//! The archive in Japanese (`archive.language = "ja"`): the site of `archive::scenario`
//! (running games published too), every page `lang="ja"`, its fixed text, results, dates
//! and the games' words in Japanese, no English fixed text left on the index, the lists and
//! the game pages, and valid HTML (html-validate, as `archive_html.rs` checks the English
//! site).

use crate::archive::{files, scenario, settings, NOW};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use yubin_domain::model::Language;

/// The Japanese site, built once.
fn site_ja() -> &'static Path {
    static SITE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, dir) = SITE.get_or_init(|| {
        let t = scenario();
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("site");
        let guard = t.service.db.lock().unwrap();
        let options = yubin::archive::Options {
            every_move: true,
            language: Language::Ja,
            ..Default::default()
        };
        let w = yubin::archive::build(guard.store(), &settings(&t), &options, &dir, NOW).unwrap();
        assert!(w.problems.is_empty(), "{:?}", w.problems);
        drop(guard);
        (tmp, dir)
    });
    dir
}

fn read(path: &str) -> String {
    std::fs::read_to_string(site_ja().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The words of `html` a reader sees or hears: its text and its `title`, `aria-label` and
/// `alt` values, without its style sheet, its script and its SVG.
fn readable(html: &str) -> String {
    let mut html = html.to_string();
    for (open, close) in [
        ("<style", "</style>"),
        ("<script", "</script>"),
        ("<svg", "</svg>"),
    ] {
        while let Some(a) = html.find(open) {
            let b = html[a..]
                .find(close)
                .map_or(html.len(), |b| a + b + close.len());
            html.replace_range(a..b, " ");
        }
    }
    let mut out = String::new();
    let mut rest = html.as_str();
    while let Some(a) = rest.find('<') {
        out.push_str(&rest[..a]);
        out.push(' ');
        let b = rest[a..].find('>').map_or(rest.len(), |b| a + b + 1);
        let tag = &rest[a..b];
        for attr in ["title=\"", "aria-label=\"", "alt=\""] {
            if let Some(i) = tag.find(attr) {
                let v = &tag[i + attr.len()..];
                out.push(' ');
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
                out.push(' ');
            }
        }
        rest = &rest[b..];
    }
    out.push_str(rest);
    out
}

/// The English words left in `text`: runs of three or more ASCII letters that are not names,
/// notation, formats or programs (which stay as they are in Japanese pages too).
fn english(text: &str, allowed: &[&str]) -> Vec<String> {
    // `game`: the exports' file names (`yubin-game-1.kif`); `position`: USI's command.
    const KEPT: [&str; 30] = [
        "Alice",
        "Bob",
        "player",
        "yubin",
        "localhost",
        "Glicko",
        "KIF",
        "PGN",
        "TSA",
        "USI",
        "JSON",
        "SFEN",
        "kif",
        "pgn",
        "tsa",
        "usi",
        "json",
        "lishogi",
        "WinBoard",
        "XBoard",
        "Home",
        "End",
        "Tab",
        "Spring",
        "UTC",
        "Middle",
        "Shogi",
        "Manual",
        "game",
        "position",
    ];
    let mut out: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .filter(|w| !KEPT.contains(w) && !allowed.contains(w))
        .map(str::to_string)
        .collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_page_of_a_japanese_archive_is_in_japanese() {
    let dir = site_ja();
    let pages: Vec<String> = files(dir)
        .into_iter()
        .filter(|f| f.ends_with(".html"))
        .collect();
    assert!(pages.len() > 10, "{pages:?}");
    for p in &pages {
        let page = read(p);
        assert!(page.contains("<html lang=\"ja\">"), "{p}");
        for word in [
            "本文へ移動",
            "対局者",
            "大会",
            "レーティング",
            "メールアドレスは公開されません",
        ] {
            assert!(page.contains(word), "{p}: {word}");
        }
    }
    let index = read("index.html");
    for word in [
        "最近終わった対局",
        "すべての対局",
        "<h2>対局中</h2>",
        "対局中、先手の手番",
        "<b>種類：</b>",
        "先手勝ち",
        "中将棋",
        "摩訶大大将棋",
        "最終更新：2027年",
        "<th scope=\"col\">先手</th><th scope=\"col\">後手</th>",
        "T1 Spring 第1回戦",
        "の対局があります。",
    ] {
        assert!(index.contains(word), "{word}: {index}");
    }
    // A finished Chu game: its result and ending, its dates, its board's words.
    let g1 = read("games/1.html");
    for word in [
        "<h1>対局1：Alice 対 Bob</h1>",
        "先手 <a href=\"../players/",
        "後手の勝ち：",
        "投了",
        "開始局面",
        "1手目：先手 ",
        "盤面、1手目",
        "|&lt; 最初</a>",
        "進む &gt;",
        "<h2 id=\"moves\">指し手</h2>",
        "<span class=\"sr\">先手 </span>",
        // The computer's analysis (the scenario analysed game 1).
        "<h2 id=\"evaluation\">コンピュータの評価</h2>",
        "<title id=\"eval-t\">各手の後の評価値（先手から見た値）</title>",
        "<figcaption>コンピュータが1局面あたり20000ノードで解析しました。",
        "<span class=\"note\">悪手：",
        "最善手は",
        "後手の3手詰め",
        "<th scope=\"col\">評価値</th>",
        "この対局の駒",
        "ダウンロード",
        "KIF形式",
        "開始：2027年",
        "終了：2027年",
        "最終局面（テキスト）",
    ] {
        assert!(g1.contains(word), "{word}: {}", &g1[..3000.min(g1.len())]);
    }
    // The game's terms are the game mails' lines (`mails::terms`, another part of issue 25):
    // their words are left out here until they speak Japanese too.
    let facts = g1.find("<ul class=\"facts\">").unwrap();
    let facts_end = facts + g1[facts..].find("</ul>").unwrap();
    let mut g1_rest = g1.clone();
    for li in g1[facts..facts_end].split("<li>").skip(1) {
        if !li.starts_with("開始") && !li.starts_with("終了") {
            g1_rest = g1_rest.replace(&format!("<li>{li}"), "");
        }
    }
    // The legend names the pieces in Japanese beside their TSA letters (`獅子 (Ln)`), and the
    // move list is in TSA and USI: the letters stay; the sentences around them are Japanese.
    assert!(g1.contains("<dd>獅子 (Ln)</dd>"), "the legend in Japanese");
    let pieces: Vec<String> = g1_rest
        .split("<dd>")
        .skip(1)
        .map(|d| &d[..d.find("</dd>").unwrap()])
        .flat_map(|d| {
            d.rsplit_once(" (")
                .map(|(_, letters)| letters.trim_end_matches(')'))
        })
        .map(str::to_string)
        .chain(
            g1_rest
                .split("aria-label=\"")
                .skip(1)
                .filter(|s| !s.starts_with("盤面"))
                .flat_map(|s| s[..s.find('"').unwrap()].split(|c: char| !c.is_ascii_alphabetic()))
                .map(str::to_string),
        )
        .collect();
    let pieces: Vec<&str> = pieces.iter().map(String::as_str).collect();
    let list = g1_rest.split("<ol>").nth(1).unwrap();
    let moves = &list[..list.find("</ol>").unwrap()];
    let captions: Vec<&str> = g1_rest
        .split("<caption>")
        .skip(1)
        .map(|c| &c[..c.find("</caption>").unwrap()])
        .collect();
    let mut notation: Vec<String> = readable(moves)
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-' && c != '+' && c != '=')
        .map(str::to_string)
        .collect();
    for c in &captions {
        notation.extend(
            c.split(|c: char| c.is_whitespace() || c == '：')
                .map(str::to_string),
        );
    }
    let notation_words: Vec<String> = notation
        .iter()
        .flat_map(|n| {
            n.split(|c: char| !c.is_ascii_alphabetic())
                .map(str::to_string)
        })
        .collect();
    let mut allowed: Vec<&str> = pieces.clone();
    allowed.extend(notation_words.iter().map(String::as_str));
    let left = english(&readable(&g1_rest), &allowed);
    assert!(left.is_empty(), "English on the game page: {left:?}");
    // The lists: no English fixed text either.
    for p in [
        "index.html",
        "games/all-all.html",
        "games/chu-running.html",
        "ratings.html",
    ] {
        let left = english(&readable(&read(p)), &[]);
        assert!(left.is_empty(), "English on {p}: {left:?}");
    }
    // The players' and the tournaments' pages.
    let alice = index
        .split("players/")
        .find(|s| s.contains(">Alice<"))
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .unwrap();
    let page = read(&format!("players/{alice}"));
    for word in [
        "中将棋のレーティング：",
        "レーティング対象の対局3局",
        "<th scope=\"col\">相手</th><th scope=\"col\">手番</th>",
        ">負け</abbr>",
        ">勝ち</abbr>",
        "勝",
        "敗",
        "アーカイブの対局で",
    ] {
        assert!(page.contains(word), "{word}: {page}");
    }
    let t1 = read("tournaments/1.html");
    for word in [
        "最終成績表",
        "第3回戦",
        "主催者：<a href=\"../players/",
        "作成：2027年",
        "、開始：2027年",
        "title=\"対局5：先手 ",
        "持ち時間：",
        "同点の場合は",
    ] {
        assert!(t1.contains(word), "{word}: {t1}");
    }
    for (p, column) in [("players.html", "対局者"), ("tournaments.html", "参加者")] {
        let page = read(p);
        assert!(
            page.contains(&format!("<th scope=\"col\">{column}</th>")),
            "{p}: {page}"
        );
    }
}

#[test]
fn the_japanese_archive_is_valid_html() {
    crate::archive_html::validate_site(site_ja(), 0);
}

/// The game page's script holds no sentence: a square's name on hover and under a focused
/// board is written from the page's `data-*` words, Japanese in a Japanese archive.
#[test]
fn the_square_names_of_the_script_come_from_the_page() {
    let script = read("step.js");
    // The strings the script once held (its comments may still speak English).
    for english in [
        "\", last move\"",
        "\", empty\"",
        "\", taken on the way\"",
        "\", burned\"",
        "\" on \"",
        "\"black \"",
        "\"white \"",
    ] {
        assert!(!script.contains(english), "step.js says {english}");
    }
    let dir = site_ja();
    let games: Vec<String> = files(dir)
        .into_iter()
        .filter(|f| f.ends_with(".html") && read(f).contains("step.js"))
        .collect();
    assert!(!games.is_empty());
    for g in &games {
        let page = read(g);
        for words in [
            "data-piece-black=\"%square%：先手の%name%（%code%）\"",
            "data-piece-white=\"%square%：後手の%name%（%code%）\"",
            "data-empty=\"%square%：空きマス\"",
            "data-last-to=\"、最後の手の行き先\"",
            "data-last-from=\"、最後の手の移動元\"",
            "data-taken=\"、途中で取られた駒\"",
            "data-burned=\"、焼かれた駒\"",
        ] {
            assert!(page.contains(words), "{g} lacks {words}");
        }
    }
}
