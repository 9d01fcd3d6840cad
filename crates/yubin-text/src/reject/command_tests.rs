//! Command lines that break their syntax, display names refused, what is watched and
//! unreadable start positions, in Japanese (issue 25): every sentence translated, nothing
//! of the English left outside backquotes.

use super::*;
use std::path::Path;
use yubin_domain::clock::ClockError;

const JA: Language = Language::Ja;

/// The runs of ASCII letters of `text` outside backquotes, but those `kept` and the `T` of a
/// tournament's number (`大会T3`): English a Japanese reader would meet.
fn english_outside_code(text: &str, kept: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, piece) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        let mut word = String::new();
        for c in piece.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                word.push(c);
                continue;
            }
            let label = word == "T" && c.is_ascii_digit();
            if !word.is_empty() && !label && !kept.contains(&word.as_str()) {
                out.push(word.clone());
            }
            word.clear();
        }
    }
    out
}

#[test]
fn the_checker_finds_english_outside_backquotes_only() {
    assert_eq!(
        english_outside_code("`takeback 2` を送ってください。", &[]),
        Vec::<String>::new()
    );
    assert_eq!(
        english_outside_code("`a` but `b` は", &[]),
        vec!["but".to_string()]
    );
    assert_eq!(
        english_outside_code("IANA の名前、N 手、大会T3、T 3", &["IANA"]),
        vec!["N".to_string(), "T".to_string()]
    );
    // An unpaired backquote leaves what follows it outside code.
    assert_eq!(
        english_outside_code("`a` x `b` `c", &[]),
        vec!["x".to_string()]
    );
}

/// Which variant `p` is: the match fails to compile when a variant is added, so that it is
/// added to [`problems`] too.
fn index(p: &CommandProblem) -> usize {
    use CommandProblem as P;
    match p {
        P::TakesNothing { .. } => 0,
        P::Empty => 1,
        P::AcceptWhat { .. } => 2,
        P::RatingsWhat { .. } => 3,
        P::GiveWhat => 4,
        P::ArchiveWhat { .. } => 5,
        P::ExportGame { .. } => 6,
        P::LeaveWhat { .. } => 7,
        P::TakebackNumber { .. } => 8,
        P::TakebackWhat { .. } => 9,
        P::BoardWhat { .. } => 10,
        P::PiecesWhat { .. } => 11,
        P::LanguageWhat { .. } => 12,
        P::ConditionalWhat { .. } => 13,
        P::TimezoneWhat { .. } => 14,
        P::DeclineWhat { .. } => 15,
        P::PreviewNeedsMove => 16,
        P::TwoGuards => 17,
        P::BadGuard { .. } => 18,
        P::NoMove => 19,
        P::NoOpponent => 20,
        P::SfenUnclosed => 21,
        P::SfenEmpty => 22,
        P::NoValue { .. } => 23,
        P::BadDays { .. } => 24,
        P::BadMaxPlies { .. } => 25,
        P::BadDrawEvery { .. } => 26,
        P::BadIllegal { .. } => 27,
        P::UnknownOption { .. } => 28,
        P::TournamentOpponent { .. } => 29,
        P::TournamentSide { .. } => 30,
        P::TwoAddresses { .. } => 31,
        P::SideTwice { .. } => 32,
        P::RatedTwice { .. } => 33,
        P::UnknownChallengeWord { .. } => 34,
        P::UnknownTournamentWord { .. } => 35,
        P::BadClock { .. } => 36,
        P::NotTournamentNumber { .. } => 37,
        P::NeedsTournament { .. } => 38,
        P::OneTournament { .. } => 39,
        P::WithdrawWhat => 40,
        P::TournamentNeedsWhat => 41,
        P::NotTournamentCommand { .. } => 42,
        P::NeedsName => 43,
        P::NameUnclosed => 44,
        P::NotAName { .. } => 45,
        P::NameTooLong { .. } => 46,
        P::BadNumber { .. } => 47,
        P::FormatTwice { .. } => 48,
        P::BadArchive { .. } => 49,
        P::BadPoints { .. } => 50,
        P::BadBye { .. } => 51,
        P::TieBreakTwice { .. } => 52,
        P::UnknownTieBreak { .. } => 53,
        P::BadTarget { .. } => 54,
        P::NotifyTournament => 55,
        P::ObserversWhat { .. } => 56,
        P::DigestWhat { .. } => 57,
        P::DigestTime { .. } => 58,
        P::MoveToNeedsAddress => 59,
        P::MoveToOneAddress { .. } => 60,
        P::ForgetWhat { .. } => 61,
        P::RemindersWhat { .. } => 62,
        P::BadLevel { .. } => 63,
        P::LevelTwice { .. } => 64,
        P::ComputerOpponent { .. } => 65,
        P::CrosstablesWhat { .. } => 66,
        P::AnalyseNoNumber => 67,
        P::AnalyseWhat { .. } => 68,
        P::AnalyseGame { .. } => 69,
    }
}

/// How many variants [`index`] knows.
const VARIANTS: usize = 70;

/// One problem of every kind (the clock's in a few of its kinds), with words as players
/// write them.
fn problems() -> Vec<CommandProblem> {
    use CommandProblem as P;
    let got = || "foo bar".to_string();
    let word = |w: &str| w.to_string();
    vec![
        P::TakesNothing {
            command: word("resign"),
            got: word("now"),
        },
        P::Empty,
        P::AcceptWhat { got: got() },
        P::RatingsWhat { got: got() },
        P::GiveWhat,
        P::ArchiveWhat { got: got() },
        P::ExportGame { word: word("0") },
        P::LeaveWhat { got: got() },
        P::TakebackNumber { word: word("x") },
        P::TakebackWhat { got: got() },
        P::BoardWhat { got: got() },
        P::PiecesWhat { got: got() },
        P::LanguageWhat { got: word("fr") },
        P::ForgetWhat { got: got() },
        P::RemindersWhat { got: got() },
        P::CrosstablesWhat { got: got() },
        P::MoveToNeedsAddress,
        P::MoveToOneAddress {
            got: word("c@d.example"),
        },
        P::DigestWhat {
            got: word("weekly"),
        },
        P::DigestTime {
            word: word("25:00"),
        },
        P::ConditionalWhat { got: got() },
        P::TimezoneWhat {
            got: word("Europe Berlin"),
        },
        P::DeclineWhat { got: got() },
        P::PreviewNeedsMove,
        P::TwoGuards,
        P::BadGuard { word: word("#0") },
        P::NoMove,
        P::NoOpponent,
        P::SfenUnclosed,
        P::SfenEmpty,
        P::NoValue {
            word: word("days="),
        },
        P::BadDays { value: word("0") },
        P::BadMaxPlies {
            value: word("5"),
            min: 10,
            max: 20_000,
        },
        P::BadDrawEvery {
            value: word("500"),
            max: 100,
        },
        P::BadIllegal {
            value: word("maybe"),
        },
        P::UnknownOption {
            key: word("colour"),
        },
        P::TournamentOpponent {
            word: word("bob@example.org"),
        },
        P::TournamentSide {
            word: word("black"),
        },
        P::TwoAddresses {
            first: word("bob@example.org"),
            second: word("carol@example.org"),
        },
        P::SideTwice {
            word: word("white"),
        },
        P::RatedTwice {
            word: word("casual"),
        },
        P::UnknownChallengeWord { word: word("frob") },
        P::UnknownTournamentWord { word: word("frob") },
        P::BadClock {
            words: word("time=3x"),
            error: Box::new(ClockError::InvalidTime("3x".into())),
        },
        P::BadClock {
            words: word("days=3 time=1d"),
            error: Box::new(ClockError::DaysWithTime("time=1d".into())),
        },
        P::BadClock {
            words: word("time=1m+1m"),
            error: Box::new(ClockError::OutOfRange {
                text: "1m".into(),
                min: 3600,
                max: 86_400 * 365,
            }),
        },
        P::NotTournamentNumber { word: word("X3") },
        P::NeedsTournament {
            keyword: word("join"),
        },
        P::OneTournament {
            keyword: word("tournament start"),
            got: word("T1 T2"),
        },
        P::WithdrawWhat,
        P::TournamentNeedsWhat,
        P::NotTournamentCommand {
            word: word("frobnicate"),
        },
        P::NeedsName,
        P::NameUnclosed,
        P::NotAName { name: word("x=1") },
        P::NameTooLong { max: 40 },
        P::BadNumber {
            key: word("rounds"),
            value: word("0"),
            max: 100,
        },
        P::FormatTwice { word: word("ko") },
        P::BadArchive {
            word: word("archive=maybe"),
        },
        P::BadPoints {
            word: word("points=2/1/0"),
        },
        P::BadBye {
            word: word("bye=maybe"),
        },
        P::TieBreakTwice {
            word: word("tiebreaks=sb,sb"),
            code: word("sb"),
        },
        P::UnknownTieBreak {
            word: word("tiebreaks=sb,xx"),
            code: word("xx"),
        },
        P::BadTarget {
            keyword: word("watch"),
            words: word("foo"),
        },
        P::NotifyTournament,
        P::ObserversWhat { got: word("maybe") },
        P::BadLevel {
            value: word("9"),
            max: 8,
        },
        P::LevelTwice { word: word("L3") },
        P::ComputerOpponent {
            word: word("c@d.example"),
        },
        P::AnalyseNoNumber,
        P::AnalyseWhat { got: got() },
        P::AnalyseGame { word: word("0") },
    ]
}

#[test]
fn every_problem_and_every_usage_is_said_in_japanese_with_no_english_left() {
    let all = problems();
    let mut seen = [false; VARIANTS];
    for p in &all {
        seen[index(p)] = true;
        let ja = p.text_in(JA);
        assert_ne!(ja, p.to_string(), "{p:?}: not translated");
        assert!(
            !ja.ends_with('。'),
            "{p:?}: a clause ends without a full stop: {ja}"
        );
        let english = english_outside_code(&ja, &[]);
        assert!(
            english.is_empty(),
            "{p:?}: English left in {ja}: {english:?}"
        );
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants without a sample: {missing:?}");
    for usage in Usage::ALL {
        let ja = usage.text_in(JA);
        assert_ne!(ja, usage.to_string(), "{usage:?}: not translated");
        let english = english_outside_code(&ja, &["IANA"]);
        assert!(
            english.is_empty(),
            "{usage:?}: English left in {ja}: {english:?}"
        );
    }
    // The whole refusal, as a Japanese player reads it.
    for p in all {
        let r = Rejection::BadCommand {
            line: "resign now".into(),
            error: CommandError {
                line: "resign now".into(),
                problem: p,
                usage: Usage::Alone,
            },
        };
        let ja = r.text_in(JA);
        assert!(ja.ends_with('。') && !ja.contains("。。"), "{ja}");
        assert!(english_outside_code(&ja, &[]).is_empty(), "{ja}");
    }
}

#[test]
fn a_command_error_reads_as_it_always_did_in_english() {
    let e = CommandError {
        line: "takeback 2 3".into(),
        problem: CommandProblem::TakebackWhat { got: "2 3".into() },
        usage: Usage::Takeback,
    };
    let english = "`takeback` takes at most a number after it, but got `2 3`; usage: \
                   `takeback` (your last move) or `takeback N` (the last N plies)";
    assert_eq!(e.to_string(), english);
    assert_eq!(
        Rejection::BadCommand {
            line: e.line.clone(),
            error: e.clone()
        }
        .text(),
        format!("I cannot read `takeback 2 3`: {english}.")
    );
    assert_eq!(
        Rejection::BadCommand {
            line: e.line.clone(),
            error: e
        }
        .text_in(JA),
        "`takeback 2 3` を読み取れません：`takeback` の後に書けるのは数一つだけですが、`2 3` \
         と書かれています。使い方：`takeback`（自分の最後の手）または `takeback N`（最後の `N` 手）。"
    );
    assert_eq!(
        Usage::Challenge.to_string(),
        "challenge <address> [chu|maka|dai|daidai|tenjiku] [preset=…] [black|white|random] \
         [days=N | time=…] [illegal=lose|reject] [handicap=… | sfen=\"…\"] [max_plies=N] \
         [draw_every=N] [rated|casual] [rule.option=value]"
    );
}

#[test]
fn names_refused_and_things_watched_are_said_in_japanese() {
    for problem in NameProblem::ALL {
        let r = Rejection::BadName {
            name: "x".into(),
            problem,
        };
        let (en, ja) = (r.text(), r.text_in(JA));
        assert!(en.starts_with("`x` cannot be your name: "), "{en}");
        assert!(ja.starts_with("`x` は名前にできません："), "{ja}");
        assert!(english_outside_code(&ja, &[]).is_empty(), "{ja}");
    }
    assert_eq!(
        Rejection::BadName {
            name: "x".into(),
            problem: NameProblem::Length
        }
        .text(),
        "`x` cannot be your name: it must have 2 to 30 characters."
    );
    let game = Watched::Game(GameId(12));
    let t3 = Watched::Tournament(TournamentId(3));
    let not = |w| Rejection::NotWatching { what: Some(w) };
    assert!(not(game).text().starts_with("You do not watch game 12."));
    assert!(not(t3).text().starts_with("You do not watch T3."));
    assert!(not(game)
        .text_in(JA)
        .starts_with("対局12は観戦していません。"));
    assert!(not(t3)
        .text_in(JA)
        .starts_with("大会T3は観戦していません。"));
    let which = Rejection::UnwatchWhich {
        watching: vec![game, t3],
    };
    assert_eq!(
        which.text(),
        "You watch game 12, T3: name the one to stop, for example `unwatch game 12`, or send \
         `unwatch all`."
    );
    assert_eq!(
        which.text_in(JA),
        "観戦中のものは対局12、大会T3です。やめるものを `unwatch game 12` のように指定するか、\
         `unwatch all` を送ってください。"
    );
}

/// SFENs that break each rule of the reader, the rules they are read under, and the
/// reason, in Japanese, they are refused with.
fn bad_sfens() -> Vec<(yubin_rules::Rules, String, &'static str)> {
    use yubin_rules::{Rules, Variant};
    const START: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL";
    let chu = Rules::standard(Variant::Chu);
    let maka = Rules::standard(Variant::Maka);
    // A Chu board whose second rank is `row`, and a Maka board whose first rank is `row`.
    let chu_row = |row: &str| START.replacen("a1b1txot1b1a", row, 1) + " b - 1";
    let maka_row = |row: &str| format!("{row}/{} b 1", ["19"; 18].join("/"));
    vec![
        (chu, String::new(), "局面が空です"),
        (
            chu,
            format!("{START} b - 1 - - x"),
            "欄が7個あります。読むのは6個までです",
        ),
        (
            chu,
            "12/12 b - 1".into(),
            "盤が2段あります。この将棋の盤は12段です",
        ),
        (chu, chu_row("0"), "2段目（`b`）に空きマスの数 0 があります"),
        (chu, chu_row("13"), "2段目（`b`）が盤の12筋より長すぎます"),
        (
            chu,
            chu_row("11"),
            "2段目（`b`）が盤の12筋のうち11筋しかありません",
        ),
        (chu, chu_row("11+"), "2段目（`b`）が `+` で終わっています"),
        (
            chu,
            chu_row("11!"),
            "2段目（`b`）の `!` はどの駒でもありません",
        ),
        (chu, chu_row("+K11"), "`+K`：玉将は成れません"),
        (
            chu,
            format!("{START} x - 1"),
            "手番が `x` です。`b`（先手）か `w`（後手）と書いてください",
        ),
        (
            chu,
            format!("{START} b zz 1"),
            "獅子が取ったマスの欄 `zz` はマスでも `-` でもありません",
        ),
        (
            chu,
            format!("{START} b - one"),
            "手数 `one` が数ではありません",
        ),
        (
            chu,
            format!("{START} b - 0"),
            "手数が 0 です。手数は 1 から数えます",
        ),
        (
            chu,
            format!("{START} b - 1 100P"),
            "控え駒の数 100 が大きすぎます",
        ),
        (
            chu,
            format!("{START} b - 1 !"),
            "控え駒の `!` はどの駒でもありません",
        ),
        (chu, format!("{START} b - 1 K"), "玉将は控え駒にできません"),
        (
            chu,
            format!("{START} b - 1 2"),
            "控え駒の欄が数で終わっていて、駒がありません",
        ),
        (
            chu,
            format!("{START} b - 1 - x7d"),
            "成りの印 `x7d` が `d`、`r`、（天竺将棋では）`n` とマスの形ではありません",
        ),
        (
            chu,
            format!("{START} b - 1 - dzz"),
            "成りの印 `dzz` のマスが読めません",
        ),
        (
            chu,
            format!("{START} b - 1 - d6f"),
            "成りの印 `d6f` が空きマスに付いています",
        ),
        (
            maka,
            maka_row("x"),
            "1段目（`a`）の `x` は空きマスの数でも、`[Ln]` のような角括弧で囲んだ駒でもありません",
        ),
        (
            maka,
            maka_row("[Ln"),
            "1段目（`a`）の `[` に対応する `]` がありません",
        ),
        (
            maka,
            maka_row("[Zz]18"),
            "1段目（`a`）の `[Zz]` はこの将棋の駒ではありません",
        ),
    ]
}

/// Issue 25's last English: why an SFEN cannot be read is said in the reader's language,
/// for every reason the reader gives (the rules crate's own `Display` stays terse, for logs).
#[test]
fn an_unreadable_start_position_says_why_in_the_readers_language() {
    use yubin_rules::notation::sfen;
    let mut kinds = std::collections::HashSet::new();
    for (rules, text, why) in bad_sfens() {
        let error = sfen::read(rules, &text).expect_err(&text);
        kinds.insert(std::mem::discriminant(&error));
        let r = Rejection::BadStartPosition {
            text: text.clone(),
            error: error.clone(),
        };
        let ja = r.text_in(JA);
        let head = format!("`sfen=\"{text}\"` は初期局面として読み取れません：{why}。");
        assert!(ja.starts_with(&head), "{ja}\n{head}");
        assert!(english_outside_code(&ja, &["SFEN"]).is_empty(), "{ja}");
        let en = r.text();
        let detail = error.detail();
        assert!(en.contains("is not a start position I can read: "), "{en}");
        assert!(!en.contains("bad SFEN"), "{en}: {detail}");
    }
    // Every reason an SFEN the service reads can give (a square off the board or taken
    // twice cannot come from a rank's text).
    assert_eq!(kinds.len(), 23);
}

/// Every problem, every usage and every name refused, in Japanese, one a line.
fn golden() -> String {
    let mut out = String::new();
    for p in problems() {
        out.push_str(&format!("{}\n", p.text_in(JA)));
    }
    out.push('\n');
    for u in Usage::ALL {
        out.push_str(&format!("{:?}: {}\n", u, u.text_in(JA)));
    }
    out.push('\n');
    for problem in NameProblem::ALL {
        let r = Rejection::BadName {
            name: "ab@c".into(),
            problem,
        };
        out.push_str(&format!("{}\n", r.text_in(JA)));
    }
    out
}

#[test]
fn the_japanese_problems_match_their_golden_file() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/reject/command_problems_ja.txt");
    yubin_golden::check(path, &golden());
}
