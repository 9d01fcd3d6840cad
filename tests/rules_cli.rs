//! The rules commands of the `yubin` binary, run as a user runs them.

use std::process::Command;

fn yubin(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_yubin"))
        .args(args)
        .output()
        .expect("run yubin");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_total_alone_on_the_last_line() {
    let (code, out, _) = yubin(&["perft", "--variant", "chu", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("48315"));
    let (code, out, _) = yubin(&[
        "perft",
        "--variant",
        "chu",
        "--preset",
        "standard",
        "--depth",
        "2",
        "--divide",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 37);
    assert_eq!(lines[36], "1296");
    assert!(lines[..36].iter().all(|l| l.ends_with(" 36")), "{out}");
}

#[test]
fn perft_from_moves_and_sfen() {
    let (code, out, _) = yubin(&["perft", "--depth", "1", "--moves", "7i7h 6d6e"]);
    assert_eq!(code, 0);
    let (_, from_sfen, _) = yubin(&[
        "perft",
        "--depth",
        "1",
        "--sfen",
        "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppp1ppppp/3i2p1i3/12/12/3I1P2I3/PPPPP1PPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 3",
    ]);
    assert_eq!(out, from_sfen);
}

#[test]
fn moves_lists_usi_and_tsa() {
    let (code, out, _) = yubin(&[
        "moves",
        "--sfen",
        "k11/12/12/12/5g6/5p6/5N6/12/12/12/12/K11 b - 1",
    ]);
    assert_eq!(code, 0);
    for line in [
        "7g7f7g Lnx!7f",
        "7g7f7e Lnx7fx7e",
        "7g6f7g Ln7g-6f-7g",
        "7g9e Ln-9e",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line} in\n{out}");
    }
    assert!(!out.contains("7g7d"));
    let (_, start, _) = yubin(&["moves"]);
    assert_eq!(start.lines().count(), 36);
}

#[test]
fn bad_arguments_fail_with_a_clear_message() {
    for (args, needle) in [
        (
            vec!["perft", "--depth", "1", "--preset", "foo"],
            "unknown preset `foo`",
        ),
        (
            vec!["perft", "--depth", "1", "--variant", "xiangqi"],
            "unknown variant `xiangqi`",
        ),
        (
            vec!["perft", "--depth", "1", "--sfen", "k11/13/12"],
            "3 ranks",
        ),
        (vec!["moves", "--moves", "7i7h 7i7g"], "move 2 `7i7g`"),
        (
            vec!["moves", "--option", "chu.lion.counterstrike=maybe"],
            "chu.lion.counterstrike",
        ),
        (vec!["moves", "--option", "nonsense"], "key=value"),
    ] {
        let (code, out, err) = yubin(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let (code, _, err) = yubin(&["perft"]);
    assert_ne!(code, 0);
    assert!(err.contains("--depth"), "{err}");
}
