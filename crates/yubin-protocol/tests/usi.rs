//! Scripted USI sessions, line in → lines out, against golden transcripts.

mod common;

use common::Session;
use yubin_protocol::{decode, usi::Usi, Options};

fn golden(name: &str, transcript: &str) {
    yubin_golden::check(
        format!("{}/tests/data/{name}.txt", env!("CARGO_MANIFEST_DIR")),
        transcript,
    );
}

#[test]
fn a_chu_game_as_lishogi_s_usi_plays_it() {
    let mut s = Session::new(Usi::new(Options::default()));
    let t = s
        .script(
            "usi\nsetoption name USI_Variant value chushogi\nsetoption name USI_Hash value 32\n\
             isready\nusinewgame\nposition startpos moves 7i7h\ngo depth 2\n!done\n\
             position startpos moves 7i7h 6d6e\ngo btime 60000 wtime 60000 byoyomi 1000\nstop\n!done\n\
             position sfen 6k5/6G5/p11/12/12/12/12/12/12/12/P11/6K5 b - 1\ngo nodes 500\n!done\n\
             position sfen 6k5/6G5/p11/12/12/12/12/12/12/12/P11/6K5 b - 1 moves 6b6a\ngo depth 1\n\
             position startpos\ngo infinite\n!done\nisready\nstop\nquit",
        )
        .to_string();
    assert!(t.contains("< usiok\n"), "{t}");
    assert!(t.contains("< readyok\n"), "{t}");
    assert!(t.contains("< info depth 2 score cp "), "{t}");
    assert!(t.contains("< bestmove 6b6a\n"), "{t}");
    assert!(t.contains("< bestmove resign\n"), "{t}");
    // The infinite search's move waits for `stop`.
    let held = t
        .find("> stop\n< bestmove")
        .unwrap_or_else(|| panic!("{t}"));
    assert!(t[..held].contains("> isready\n< readyok\n"), "{t}");
    golden("usi_chu", &t);
}

#[test]
fn hostile_usi_lines_get_info_strings() {
    let mut s = Session::new(Usi::new(Options::default()));
    let long = format!("position startpos moves {}", "7i7h ".repeat(2_000));
    let bad = decode(b"position startpos moves 7i\xff7h");
    for line in [
        "usi",
        "frobnicate",
        "setoption name USI_Variant value shatranj",
        "setoption name USI_Hash value lots",
        "setoption nonsense",
        "position sfen 12/12 b - 1",
        "go depth 1",
        "position startpos moves 7i7h 7i7h",
        "position startpos moves zz",
        "position fen rnbqkbnr",
        &long,
        &bad,
        "position startpos moves 7i7h",
        "go sideways 3 depth 1",
        "!done",
    ] {
        s.line(line);
    }
    let t = s.transcript.clone();
    assert!(
        t.contains("< info string unknown command: frobnicate\n"),
        "{t}"
    );
    assert!(
        t.contains("< info string unsupported variant: shatranj\n"),
        "{t}"
    );
    assert!(t.contains("< info string bad SFEN: "), "{t}");
    assert!(
        t.contains("< info string move 2 (7i7h) is illegal: "),
        "{t}"
    );
    assert!(t.contains("< info string line too long"), "{t}");
    assert!(t.contains("< info string not plain text"), "{t}");
    assert!(t.contains("< info string go: what is `sideways`?\n"), "{t}");
    assert_eq!(t.matches("< bestmove").count(), 2, "{t}");
    golden("usi_hostile", &t);
}

#[test]
fn every_variant_plays_under_its_usi_name() {
    for name in [
        "chushogi",
        "daishogi",
        "tenjikushogi",
        "daidaishogi",
        "makadaidaishogi",
    ] {
        let mut s = Session::new(Usi::new(Options::default()));
        let t = s
            .script(&format!(
                "setoption name USI_Variant value {name}\nposition startpos\ngo nodes 300\n!done"
            ))
            .to_string();
        let best = t
            .lines()
            .find_map(|l| l.strip_prefix("< bestmove "))
            .unwrap();
        assert_ne!(best, "resign", "{name}: {t}");
    }
}
