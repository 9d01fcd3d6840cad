//! Reading record files for `yubin import`: each format, what overrides the file, and
//! hostile files refused with the line at fault. (Round trips through the store and the
//! exports are in `shell/tests/import.rs`.)

use super::*;
use yubin_records::import::MAX_BYTES;
use yubin_rules::Variant;

const NOW: i64 = 1_900_000_000;

/// lishogi-shaped KIF of a lion's double capture, White resigning.
const KIF: &str = "#yubin:preset=standard
開始日時：2026/11/01 09:05:09
終了日時：2026/11/20 18:05:09
場所：lishogi.org
先手：alice
後手：bob
手数----指手---------消費時間--
   1手目   7八獅子 （←7十）
   2手目   5五歩兵 （←5四）
   3手目   8六獅子 （←7八）
   4手目   9八龍馬 （←4三）
   5手目一歩目 9五獅子 （←8六）
   5手目二歩目 10四獅子 （←9五）
   6手目   投了
まで5手で先手の勝ち
";

const USI: &str = "position startpos moves 7j7h 5d5e 7h8f 4c9h 8f9e10d\n";

fn read_as(text: &str, name: &str, req: &Request) -> Result<Imported, ImportError> {
    read(text.as_bytes(), name, req, NOW)
}

fn refused(text: &str, name: &str, req: &Request) -> String {
    match read_as(text, name, req) {
        Ok(g) => panic!("{name}: imported {} moves", g.game.moves().len()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_kif_gives_its_players_dates_result_and_site() {
    let g = read_as(KIF, "a.kif", &Request::default()).unwrap();
    assert_eq!(g.format, Format::Kif);
    assert_eq!(g.game.moves().len(), 5);
    assert_eq!(g.names, ["alice".to_string(), "bob".to_string()]);
    assert_eq!(g.result, GameResult::Win(Color::Black));
    assert_eq!(g.termination, Some(Termination::Resignation));
    assert_eq!(g.reason, "black wins: white resigned");
    assert_eq!(g.site.as_deref(), Some("lishogi.org"));
    assert_eq!(g.started_at, 1_793_523_909); // 2026-11-01 09:05:09 UTC
    assert_eq!(g.finished_at - g.started_at, 19 * 86_400 + 9 * 3600);
    assert_eq!(
        (g.terms.preset.as_str(), g.terms.start_sfen.as_deref()),
        ("standard", None)
    );
    assert!(!g.terms.rated);
    assert_eq!(g.usis()[4], "8f9e10d");
    assert_eq!(g.written()[4], "Lnx9ex10d");
    // The names on the command line replace the file's; a result that agrees is fine.
    let req = Request {
        black: Some("Hodges".into()),
        result: Some(GameResult::Win(Color::Black)),
        ..Request::default()
    };
    let g = read_as(KIF, "a.kif", &req).unwrap();
    assert_eq!(g.names[0], "Hodges");
    let req = Request {
        result: Some(GameResult::Draw),
        ..Request::default()
    };
    let e = refused(KIF, "a.kif", &req);
    assert!(e.contains("--result 1/2-1/2 contradicts the record"), "{e}");
}

#[test]
fn a_usi_line_needs_its_result_and_takes_names_and_rules_from_the_command_line() {
    let e = refused(USI, "game.txt", &Request::default());
    assert!(e.contains("pass --result"), "{e}");
    let req = Request {
        result: Some(GameResult::Draw),
        ..Request::default()
    };
    let g = read_as(USI, "game.txt", &req).unwrap();
    assert_eq!(g.format, Format::Usi);
    assert_eq!(g.names, ["Black".to_string(), "White".to_string()]);
    assert_eq!((g.result, g.termination), (GameResult::Draw, None));
    assert_eq!(g.reason, "a draw (the record does not say how)");
    assert_eq!((g.started_at, g.finished_at), (NOW, NOW));
    // Under jcsa rules; `position` may be left out.
    let req = Request {
        result: Some(GameResult::Draw),
        preset: Some("jcsa".into()),
        options: vec!["chu.lion.counterstrike=okazaki".into()],
        ..Request::default()
    };
    let g = read_as("startpos moves 7j7h\n", "x.usi", &req).unwrap();
    assert_eq!(g.terms.preset, "jcsa");
    assert_eq!(
        g.game.rules().get("chu.lion.counterstrike").as_deref(),
        Some("okazaki")
    );
    // The rules of a KIF are its own.
    let e = refused(KIF, "a.kif", &req);
    assert!(e.contains("--preset and --option are for USI files"), "{e}");
    // A Heisei start (its reserve) is the heisei preset.
    let heisei = format!(
        "position sfen {} moves L*7h\n",
        sfen::write(&Position::start(
            Rules::preset(Variant::Chu, "heisei").unwrap()
        ))
    );
    let g = read_as(&heisei, "h.usi", &req_result()).unwrap();
    assert_eq!(g.terms.preset, "heisei");
    assert_eq!(g.terms.start_sfen, None);
}

fn req_result() -> Request {
    Request {
        result: Some(GameResult::Win(Color::White)),
        ..Request::default()
    }
}

#[test]
fn the_format_is_read_from_the_text_then_the_extension() {
    for (text, name, want) in [
        (KIF, "x", Some(Format::Kif)),
        (USI, "x", Some(Format::Usi)),
        ("\n  {\"moves\": \"\"}", "x", Some(Format::Json)),
        (
            "[Event \"x\"]\n[Variant \"chu\"]\n\n*\n",
            "x",
            Some(Format::Pgn),
        ),
        ("7j7h\n", "g.USI", Some(Format::Usi)),
        ("7j7h\n", "g.kifu", Some(Format::Kif)),
        ("hello\n", "notes.txt", None),
    ] {
        assert_eq!(Format::detect(text, name), want, "{text:?} {name}");
    }
    let e = refused(
        "hello world\nthis is no record\n",
        "notes.txt",
        &Request::default(),
    );
    assert!(
        e.contains("cannot tell the file's format: pass --format"),
        "{e}"
    );
    let e = refused("hello world\n", "notes.kif", &Request::default());
    assert!(e.starts_with("KIF line 1 `hello world`"), "{e}");
    let req = Request {
        format: Some(Format::Tsa),
        ..Request::default()
    };
    assert!(refused(KIF, "a.tsa", &req).contains("TSA game score"));
}

#[test]
fn a_bad_move_is_refused_with_its_line_and_text() {
    // KIF: the lion's third move goes where it cannot.
    let kif = KIF.replace("   3手目   8六獅子 （←7八）", "   3手目   8三獅子 （←7八）");
    let e = refused(&kif, "a.kif", &Request::default());
    assert!(
        e.starts_with("KIF line 10 `   3手目   8三獅子 （←7八）`"),
        "{e}"
    );
    // PGN: the third move, on line 6.
    let pgn = "[Variant \"chu\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. Nf5 e8\n2. Nf9 1-0\n";
    let e = refused(pgn, "a.pgn", &Request::default());
    assert!(
        e.starts_with("PGN line 7: move 2. `Nf9`: not a possible move"),
        "{e}"
    );
    // USI: the third move.
    let e = refused(
        "position startpos moves 7j7h 5d5e 7h7a\n",
        "a.usi",
        &req_result(),
    );
    assert!(
        e.starts_with("USI line 1, move 3: `7h7a`: not a possible move"),
        "{e}"
    );
    let e = refused(
        "\n\nposition startpos moves 7j7h\nmoves 5d5e\n",
        "a.usi",
        &req_result(),
    );
    assert!(e.starts_with("USI line 4:"), "{e}");
    // JSON: the moves' line, the move's number and text.
    let json = "{\n  \"variant\": \"chushogi\",\n  \"moves\": \"7j7h 5d5e 7h7a\",\n  \"status\": \"resign\",\n  \"winner\": \"sente\"\n}\n";
    let e = refused(json, "a.json", &Request::default());
    assert!(
        e.starts_with("JSON line 3 (`moves`), move 3: `7h7a`"),
        "{e}"
    );
    let e = refused("{\n  \"moves\": 7\n}", "a.json", &Request::default());
    assert!(
        e.starts_with("JSON line 2 (`moves`): expected a string"),
        "{e}"
    );
    let e = refused("{\n  \"moves\": \"7j7h\",\n", "a.json", &Request::default());
    assert!(e.starts_with("JSON: EOF while parsing"), "{e}");
}

#[test]
fn hostile_files_are_refused_before_they_are_read() {
    for empty in ["", "\n\n  \t\n", "\u{feff}"] {
        assert_eq!(
            refused(empty, "a.kif", &Request::default()),
            "the file is empty"
        );
    }
    let e = read(
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR",
        "a.kif",
        &Request::default(),
        NOW,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("not text (it holds NUL bytes)"), "{e}");
    // Shift_JIS: 先手 is 0x90 0xe6 0x8e 0xe8.
    let e = read(
        b"\x90\xe6\x8e\xe8\x81\x46alice\n",
        "a.kif",
        &Request::default(),
        NOW,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("not UTF-8") && e.contains("iconv -f SHIFT_JIS"),
        "{e}"
    );
    let huge = vec![b' '; MAX_BYTES + 1];
    let e = read(&huge, "a.kif", &Request::default(), NOW)
        .unwrap_err()
        .to_string();
    assert!(e.contains("larger than 4 MiB"), "{e}");
    // 400 000 plies (2 MB, under the cap) are read to the first bad move, quickly.
    let mut long = String::from("position startpos moves");
    for _ in 0..400_000 {
        long.push_str(" 7j7h");
    }
    let e = refused(&long, "a.usi", &req_result());
    assert!(e.starts_with("USI line 1, move 2: `7j7h`"), "{e}");
}

#[test]
fn records_of_other_games_are_refused_as_such() {
    let shogi = "手合割：平手\n先手：A\n後手：B\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n   2 投了\n";
    let e = refused(shogi, "a.kif", &Request::default());
    assert!(
        e.starts_with("KIF line 5") && e.contains("not of Chu Shogi"),
        "{e}"
    );
    let e = refused("手合割：香落ち\n先手：A\n", "a.kif", &Request::default());
    assert!(
        e.starts_with("KIF line 1") && e.contains("a handicap of shogi"),
        "{e}"
    );
    let pgn = "[Variant \"shogi\"]\n[Result \"1-0\"]\n\n1. P-7f 1-0\n";
    let e = refused(pgn, "a.pgn", &Request::default());
    assert!(
        e.contains("line 1: tag Variant: `shogi` is not a game yubin plays"),
        "{e}"
    );
    let e = refused("[Variant \"maka\"]\n\n*\n", "a.pgn", &Request::default());
    assert!(e.starts_with("a PGN of Maka Dai Dai Shogi"), "{e}");
    let e = refused("[Event \"x\"]\n\n1. e4 1-0\n", "a.pgn", &Request::default());
    assert!(e.contains("without it a PGN is a chess game"), "{e}");
    let e = refused("{\"variant\": \"standard\"}", "a.json", &Request::default());
    assert!(e.contains("`standard` is not a game yubin plays"), "{e}");
}

#[test]
fn names_are_checked_as_the_archive_publishes_them() {
    let kif = KIF.replace("後手：bob", "後手：bob@example.org");
    let e = refused(&kif, "a.kif", &Request::default());
    assert!(
        e.contains("never publishes an address") && e.contains("--white"),
        "{e}"
    );
    let req = Request {
        white: Some("Bob".into()),
        ..Request::default()
    };
    assert_eq!(read_as(&kif, "a.kif", &req).unwrap().names[1], "Bob");
    let kif = KIF.replace("先手：alice", &format!("先手：{}", "x".repeat(61)));
    assert!(refused(&kif, "a.kif", &Request::default()).contains("longer than 60"));
    let kif = KIF.replace("先手：alice", "先手：");
    assert_eq!(
        read_as(&kif, "a.kif", &Request::default()).unwrap().names[0],
        "Black"
    );
    // Issue 22: an invisible character makes a look-alike; a name is kept in NFC.
    let kif = KIF.replace("先手：alice", "先手：Al\u{200b}ice");
    let e = refused(&kif, "a.kif", &Request::default());
    assert!(
        e.contains("invisible character") && e.contains("--black"),
        "{e}"
    );
    let kif = KIF.replace("先手：alice", "先手：E\u{301}lise");
    assert_eq!(
        read_as(&kif, "a.kif", &Request::default()).unwrap().names[0],
        "\u{c9}lise"
    );
}

#[test]
fn a_record_that_ends_before_it_starts_is_refused() {
    let kif = KIF.replace("2026/11/20 18:05:09", "2026/10/20");
    let e = refused(&kif, "a.kif", &Request::default());
    assert!(
        e.contains("ends (2026-10-20 00:00:00) before it starts"),
        "{e}"
    );
}

#[test]
fn the_result_must_agree_with_the_board() {
    // The #yubin:ending claims a board ending the moves do not reach.
    let kif = KIF.replace(
        "#yubin:preset=standard",
        "#yubin:ending=black board:checkmate",
    );
    let e = refused(&kif, "a.kif", &Request::default());
    assert!(e.contains("its moves do not end it"), "{e}");
    // A JSON game that goes on needs --result; `unknownFinish` keeps the winner alone.
    let json = r#"{"variant": "chushogi", "moves": "7j7h", "status": "started"}"#;
    assert!(refused(json, "a.json", &Request::default()).contains("pass --result"));
    let json =
        r#"{"variant": "chushogi", "moves": "7j7h", "status": "unknownFinish", "winner": "gote"}"#;
    let g = read_as(json, "a.json", &Request::default()).unwrap();
    assert_eq!(
        (g.result, g.termination),
        (GameResult::Win(Color::White), None)
    );
    let json = r#"{"moves": "", "status": "aborted"}"#;
    assert!(refused(json, "a.json", &Request::default()).contains("no status yubin knows"));
}
