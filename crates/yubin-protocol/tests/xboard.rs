//! Scripted XBoard sessions, line in → lines out, against golden transcripts.

mod common;

use common::Session;
use yubin_protocol::{decode, xboard::XBoard, Options};
use yubin_search::Level;

fn golden(name: &str, transcript: &str) {
    yubin_golden::check(
        format!("{}/tests/data/{name}.txt", env!("CARGO_MANIFEST_DIR")),
        transcript,
    );
}

#[test]
fn a_chu_game_as_winboard_plays_it() {
    let mut s = Session::new(XBoard::new(Options::default()));
    let t = s
        .script(
            "xboard\nprotover 2\nnew\nvariant chu\npost\nsd 2\ntime 30000\notim 30000\n\
             usermove h4h5\n!done\nping 1\nusermove h5h6\n!done\n?\nforce\nundo\nremove\ngo\n!done\n\
             result 1-0 {White resigns}\nusermove a4a5\nquit",
        )
        .to_string();
    assert!(t.contains("< feature done=1\n"), "{t}");
    assert!(t.contains("< pong 1\n"), "{t}");
    // Two answers from the engine, each a move line after its thinking output.
    assert_eq!(t.matches("\n< move ").count(), 3, "{t}");
    assert!(t.contains("< 2 "), "{t}");
    assert!(
        t.contains("< Illegal move (the game is over): a4a5\n"),
        "{t}"
    );
    assert!(s.quit);
    golden("xboard_chu", &t);
}

#[test]
fn hostile_lines_get_clear_errors() {
    let mut s = Session::new(XBoard::new(Options::default()));
    let long = format!("usermove {}", "h4h5,".repeat(2_000));
    let bad_bytes = decode(b"usermove h4\xff\xfeh5\n");
    let script = [
        "xboard",
        "protover 2",
        "force",
        "frobnicate 3",
        "usermove",
        "usermove h4h9",
        "usermove zz",
        "h4h5,h5h6,h6h7,h7h8",
        "variant shatranj",
        "setboard this is no FEN",
        "setboard 12/12 w",
        "st -1",
        "sd many",
        "level 40 five 0",
        "memory 0",
        "time NaN",
        &long,
        &bad_bytes,
        "usermove h4h5",
        "usermove \u{3000}",
        "ping",
    ];
    for line in script {
        s.line(line);
    }
    let t = s.transcript.clone();
    assert!(t.contains("< Error (unknown command): frobnicate\n"), "{t}");
    assert!(t.contains("< Illegal move ("), "{t}");
    assert!(t.contains("< tellusererror Illegal position: "), "{t}");
    assert!(t.contains("< Error (line too long: 10009 bytes"), "{t}");
    assert!(t.contains("< Error (not plain text"), "{t}");
    assert!(
        t.contains("< Error (unsupported variant): shatranj\n"),
        "{t}"
    );
    // The legal move after all that is still played, in force mode without an answer.
    assert!(!t.contains("(think"), "{t}");
    assert_eq!(s.machine.game().moves().len(), 1);
    golden("xboard_hostile", &t);
}

#[test]
fn the_game_s_end_is_announced_and_later_moves_refused() {
    let mut s = Session::new(XBoard::new(Options::default()));
    let t = s
        .script(
            "new\nvariant chu\nforce\nsetboard 6k5/6G5/p11/12/12/12/12/12/12/12/P11/6K5 w 0 1\n\
             usermove g11g12\nusermove a2a3\ngo\nnew\nsetboard 6k5/6G5/p11/12/12/12/12/12/12/12/P11/6K5 w 0 1\ngo\n!done\nusermove a2a3",
        )
        .to_string();
    assert_eq!(t.matches("< 1-0 {").count(), 2, "{t}");
    assert!(t.contains("< move g11g12\n"), "{t}");
    assert!(
        t.contains("< Illegal move (the game is over): a2a3\n"),
        "{t}"
    );
    golden("xboard_end", &t);
}

#[test]
fn a_search_abandoned_by_a_command_never_moves() {
    let mut s = Session::new(XBoard::new(Options::default()));
    let t = s
        .script("new\nsd 1\nusermove h4h5\nforce\n!done\ngo\nnew\n!done\nping 9")
        .to_string();
    assert!(!t.contains("< move"), "{t}");
    assert_eq!(t.matches("(abort)").count(), 2, "{t}");
    golden("xboard_abandoned", &t);
}

#[test]
fn the_other_variants_and_the_baseline_levels_play() {
    for (variant, first) in [
        ("dai", "h5h6"),
        ("tenjiku", "h5h6"),
        ("dada", "h6h7"),
        ("maka", "i6i7"),
    ] {
        for level in [1, 2, 3] {
            let options = Options {
                level: Level::new(level),
                ..Options::default()
            };
            let mut s = Session::new(XBoard::new(options));
            let t = s
                .script(&format!("new\nvariant {variant}\nusermove {first}\n!done"))
                .to_string();
            assert!(t.contains("\n< move "), "{variant} level {level}: {t}");
            assert_eq!(s.machine.game().moves().len(), 2, "{variant}: {t}");
        }
    }
}
