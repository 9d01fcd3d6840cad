//! Record files as a whole: the formats' names, a file's format told from its text, the USI
//! line and lishogi's JSON written and read back, the dates of a record, and the checks of a
//! file's bytes before any reader sees them. (The service's import of such files, with its
//! names and results, is tested in the engine's `records/import/tests.rs`.)

use yubin_records::import::{self, Reading, Record, MAX_BYTES};
use yubin_records::record::{Ending, Header, Stamp, Termination};
use yubin_records::{json, usi, Format};
use yubin_rules::notation::{self, sfen};
use yubin_rules::{Color, EndReason, Game, Rules, Variant};

/// Plays `moves` (any notation) from the start of `rules`.
fn played(rules: Rules, moves: &str) -> Game {
    let mut game = Game::new(rules);
    for text in moves.split_whitespace() {
        let mv = notation::read_move(game.position(), text).unwrap();
        game.play(mv).unwrap();
    }
    game
}

const HOW: Reading<'static> = Reading {
    format: None,
    preset: None,
    options: &[],
    termination: |name| (name == "resignation").then_some(Termination::Resignation),
};

fn read(text: &str, name: &str) -> Result<Record, String> {
    import::read(text.as_bytes(), name, &HOW).map_err(|e| e.to_string())
}

#[test]
fn format_names_and_lists() {
    for f in Format::ALL {
        assert_eq!(Format::parse(&f.name().to_uppercase()), Some(f));
    }
    assert_eq!(Format::parse("kifu"), None);
    assert_eq!(Format::parse_words(&[]).unwrap(), Format::ALL.to_vec());
    assert_eq!(
        Format::parse_words(&["ALL", "x"]).unwrap(),
        Format::ALL.to_vec()
    );
    assert_eq!(
        Format::parse_words(&["usi", "kif", "usi"]).unwrap(),
        vec![Format::Usi, Format::Kif]
    );
    assert_eq!(
        Format::parse_words(&["kif", "kifu"]),
        Err("kifu".to_string())
    );
    assert_eq!(Format::Pgn.mime(), "application/vnd.chess-pgn");
}

#[test]
fn the_format_is_told_by_the_text_before_the_extension() {
    let cases = [
        ("{\"moves\": \"\"}", "a.kif", Some(Format::Json)),
        (
            "  sfen lnsgk/5 b - 1 moves 7g7f",
            "a.pgn",
            Some(Format::Usi),
        ),
        ("[Variant \"chu\"]\n\n*\n", "a.usi", Some(Format::Pgn)),
        ("先手：alice\n", "a.json", Some(Format::Kif)),
        ("7j7h\n", "a.Json", Some(Format::Json)),
        ("7j7h\n", "a", None),
        ("\n \n", "a.kif", None),
    ];
    for (text, name, want) in cases {
        assert_eq!(Format::detect(text, name), want, "{text:?} {name}");
    }
}

#[test]
fn the_usi_line_reads_back_under_the_rules_of_its_start() {
    let game = played(Rules::default(), "P-7h P-6e Ln-8h");
    let line = usi::write(&game);
    assert_eq!(
        line,
        format!(
            "position sfen {} moves 7i7h 6d6e 7j8h\n",
            sfen::write(game.initial())
        )
    );
    let back = usi::read(&line, None, &[]).unwrap();
    assert_eq!(
        (back.format, back.game.moves()),
        (Format::Usi, game.moves())
    );
    assert_eq!(back.header.preset.as_deref(), Some("standard"));
    // No moves: no ` moves`.
    let empty = Game::new(Rules::default());
    assert!(!usi::write(&empty).contains("moves"));
    // A Maka start is Maka's by its 19 ranks.
    let maka = Game::new(Rules::preset(Variant::Maka, "standard").unwrap());
    let back = usi::read(&usi::write(&maka), None, &[]).unwrap();
    assert_eq!(back.game.rules().variant, Variant::Maka);
    // A preset and options given.
    let options = ["chu.lion.counterstrike=okazaki".to_string()];
    let back = usi::read("startpos moves 7j7h", Some("jcsa"), &options).unwrap();
    assert_eq!(back.header.preset.as_deref(), Some("jcsa"));
    assert_eq!(
        back.game.rules().get("chu.lion.counterstrike").as_deref(),
        Some("okazaki")
    );
    let e = usi::read("startpos moves 7j7h", None, &["x".to_string()]).unwrap_err();
    assert_eq!(e.to_string(), "--option `x`: expected key=value");
    let e = usi::read("\nposition startpos moves 7j7h 7h7a\n", None, &[]).unwrap_err();
    assert!(
        e.to_string().starts_with("USI line 2, move 2: `7h7a`"),
        "{e}"
    );
    assert_eq!(
        usi::read(" \n", None, &[]).unwrap_err().to_string(),
        "the file is empty"
    );
}

#[test]
fn the_json_has_a_sfen_per_ply_and_reads_back() {
    let mut rules = Rules::default();
    rules.set("chu.lion.counterstrike", "okazaki").unwrap();
    let game = played(rules, "P-7h P-6e");
    let header = Header {
        black: "alice".into(),
        white: "bob".into(),
        preset: Some("standard".into()),
        options: vec![("chu.lion.counterstrike".into(), "okazaki".into())],
        ending: Some(Ending {
            winner: Some(Color::White),
            how: Termination::Resignation,
        }),
        ..Header::default()
    };
    let v = json::write(&game, &header);
    assert_eq!(v["variant"], "chushogi");
    assert_eq!(v["moves"], "7i7h 6d6e");
    assert_eq!(v["initialSfen"], sfen::write(game.initial()));
    assert_eq!(v["sfens"][1], sfen::write(game.position()));
    assert_eq!(
        (&v["status"], &v["winner"]),
        (&"resign".into(), &"gote".into())
    );
    assert_eq!(v["players"]["sente"]["name"], "alice");
    assert_eq!(v["rules"]["options"]["chu.lion.counterstrike"], "okazaki");
    let text = serde_json::to_string_pretty(&json::write(&game, &header)).unwrap();
    let back = read(&text, "x").unwrap();
    assert_eq!(back.format, Format::Json);
    assert_eq!(back.game.moves(), game.moves());
    assert_eq!(back.game.rules(), game.rules());
    assert_eq!(back.header.ending, header.ending);
    assert_eq!(
        (back.header.black.as_str(), back.header.white.as_str()),
        ("alice", "bob")
    );
    // The service's own `termination` is read by the caller's function.
    let text = r#"{"moves": "", "status": "resign", "termination": "withdrawal"}"#;
    let e = read(text, "x").unwrap_err();
    assert_eq!(
        e,
        "JSON line 1 (`termination`): `withdrawal` is no way a game ends"
    );
    // Dates in milliseconds; `createdAt` when there is no `startedAt`.
    let text = r#"{"createdAt": 1800000000500, "lastMoveAt": 1800090000000}"#;
    let back = read(text, "x").unwrap();
    assert_eq!(
        (back.started, back.ended),
        (Some(1_800_000_000), Some(1_800_090_000))
    );
    // A board ending as lishogi names it.
    let text = r#"{"moves": "", "status": "mate", "winner": "sente"}"#;
    let how = read(text, "x").unwrap().header.ending.unwrap().how;
    assert_eq!(how, Termination::Board(EndReason::Checkmate));
    for v in [
        Variant::Chu,
        Variant::Maka,
        Variant::Dai,
        Variant::DaiDai,
        Variant::Tenjiku,
    ] {
        let text = format!(r#"{{"variant": "{}"}}"#, json::variant_name(v));
        assert_eq!(read(&text, "x").unwrap().game.rules().variant, v);
    }
}

#[test]
fn dates_are_unix_times_of_the_calendar() {
    let s = Stamp::from_unix(1_793_523_909);
    assert_eq!(s.to_string(), "2026-11-01 09:05:09");
    assert_eq!(s.to_unix(), Some(1_793_523_909));
    assert_eq!(
        Stamp::from_unix(i64::MAX).to_string(),
        "1970-01-01 00:00:00"
    );
    let kif = "開始日時：2026/02/30\n先手：a\n後手：b\n";
    let e = read(kif, "a.kif").unwrap_err();
    assert_eq!(
        e,
        "the record's date 2026-02-30 00:00:00 is not a day of the calendar"
    );
}

#[test]
fn bytes_are_checked_before_any_reader() {
    assert_eq!(import::text(b"\xef\xbb\xbfsfen x").unwrap(), "sfen x");
    for (bytes, want) in [
        (&b"\n \t"[..], "the file is empty"),
        (&b"a\0b"[..], "not text (it holds NUL bytes)"),
        (&b"ab\xff"[..], "byte 3 is not"),
    ] {
        let e = import::text(bytes).unwrap_err().to_string();
        assert!(e.contains(want), "{e}");
    }
    let e = import::text(&vec![b' '; MAX_BYTES + 1]).unwrap_err();
    assert!(e.to_string().contains("larger than 4 MiB"), "{e}");
    // A preset is for USI files alone; a TSA score is not read.
    let how = Reading {
        preset: Some("jcsa"),
        ..HOW
    };
    let e = import::read(b"[Variant \"chu\"]\n\n*\n", "a.pgn", &how).unwrap_err();
    assert!(e
        .to_string()
        .starts_with("--preset and --option are for USI files"));
    let how = Reading {
        format: Some(Format::Tsa),
        ..HOW
    };
    let e = import::read(b"Chu Shogi\n", "a.tsa", &how).unwrap_err();
    assert!(
        e.to_string().contains("TSA game score is for reading"),
        "{e}"
    );
    // The start position is checked by the rules.
    let e = read(&format!("{{\"initialSfen\": \"{}\"}}", "x".repeat(3)), "x").unwrap_err();
    assert!(e.starts_with("JSON line 1 (`initialSfen`)"), "{e}");
}

/// One line-end convention: every writer ends every line with LF alone (the service sends
/// these bytes unchanged, by mail, `yubin export` and the archive), and every reader takes the
/// same file with CRLF line ends too, as Japanese programs and some mail programs save them.
#[test]
fn files_have_lf_line_ends_and_read_with_crlf() {
    let game = played(Rules::default(), "7j7h 5d5e 7h8f 4c9h 8f9e10d");
    let header = Header {
        black: "alice".into(),
        white: "bob".into(),
        event: Some("Autumn Cup".into()),
        ending: Some(Ending {
            winner: Some(Color::Black),
            how: Termination::Resignation,
        }),
        ..Header::default()
    };
    let files = [
        ("a.kif", yubin_records::kif::write(&game, &header).unwrap()),
        ("a.pgn", yubin_records::pgn::write(&game, &header).unwrap()),
        ("a.tsa", yubin_records::score::write(&game, &header)),
        ("a.usi", usi::write(&game)),
        (
            "a.json",
            serde_json::to_string_pretty(&json::write(&game, &header)).unwrap() + "\n",
        ),
    ];
    let mut read_back = 0;
    for (name, text) in &files {
        assert!(
            !text.contains('\r') && text.ends_with('\n'),
            "{name}: {text:?}"
        );
        if *name == "a.tsa" {
            continue; // A game score is not read.
        }
        let lf = read(text, name).unwrap();
        let crlf = read(&text.replace('\n', "\r\n"), name).unwrap();
        assert_eq!(crlf.game.moves(), game.moves(), "{name}");
        assert_eq!(crlf.header, lf.header, "{name}");
        read_back += 1;
    }
    assert_eq!(read_back, 4);
}
