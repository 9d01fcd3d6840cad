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
fn moves_in_a_finished_position_are_listed_with_a_note() {
    // CHU-MV-06's position is a bare-king win for Black under the default rules.
    let sfen = "k11/12/12/12/12/12/5+H6/12/12/12/12/K11 b - 1";
    let (code, out, err) = yubin(&["moves", "--sfen", sfen]);
    assert_eq!(code, 0);
    let (_, perft, _) = yubin(&["perft", "--sfen", sfen, "--depth", "1"]);
    assert_eq!(out.lines().count().to_string(), perft.trim());
    assert!(out.lines().any(|l| l == "7g7f7g +DH7g-7f-7g"), "{out}");
    assert!(
        err.contains("note: the game is over in this position (black wins"),
        "{err}"
    );
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

// ------------------------------------------------------------------ Maka Dai Dai Shogi

#[test]
fn maka_perft_from_the_start() {
    let (code, out, err) = yubin(&["perft", "--variant", "maka", "--depth", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("6400"));
    let (code, out, _) = yubin(&[
        "perft",
        "--variant",
        "maka",
        "--preset",
        "standard",
        "--depth",
        "1",
        "--divide",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 81);
    assert_eq!(lines[80], "80");
    assert!(lines.contains(&"10n10m 1"), "{out}");
    assert!(lines[..80].iter().all(|l| l.ends_with(" 1")), "{out}");
    // The modern Japanese revival has 82 moves at the start.
    let (code, out, _) = yubin(&[
        "perft",
        "--variant",
        "maka",
        "--preset",
        "maka_jp_revival",
        "--depth",
        "1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("82"));
}

#[test]
fn maka_perft_from_moves_and_position_string() {
    use yubin_rules::{notation, Position, Rules, Variant};
    let moves = "10n10m 10f10g 10p10n";
    let (code, from_moves, err) = yubin(&[
        "perft",
        "--variant",
        "maka",
        "--depth",
        "2",
        "--moves",
        moves,
    ]);
    assert_eq!(code, 0, "{err}");
    let mut pos = Position::start(Rules::standard(Variant::Maka));
    for m in moves.split_whitespace() {
        let mv = notation::usi::parse(&pos, m).unwrap();
        pos = pos.play(mv).unwrap();
    }
    let text = notation::sfen::write(&pos);
    let (code, from_sfen, err) = yubin(&[
        "perft",
        "--variant",
        "maka",
        "--depth",
        "2",
        "--sfen",
        &text,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_moves, from_sfen);
    assert_eq!(
        from_moves.lines().last(),
        Some(pos.perft(2).to_string().as_str())
    );
}

#[test]
fn maka_moves_lists_usi_and_tsa() {
    let (code, out, err) = yubin(&["moves", "--variant", "maka"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 80);
    for line in ["10n10m P-10m", "10p10m LD-10m", "10p13m LD-13m"] {
        assert!(out.lines().any(|l| l == line), "missing {line} in\n{out}");
    }
    // A lion dog in contact: captures on the way, igui, a pass.
    let (code, out, err) = yubin(&[
        "moves",
        "--variant",
        "maka",
        "--sfen",
        "9[k]9/19/19/19/19/19/19/19/9[g]9/9[p]9/9[LD]9/19/19/19/19/19/19/19/9[K]9 b 1",
    ]);
    assert_eq!(code, 0, "{err}");
    for line in [
        "10k10j10i LDx10jx10i=",
        "10k10j10i+ LDx10jx10i+",
        "10k10j10k LDx!10j=",
        "10k10i LDx10i=",
        "10k10i10j LDx10ix10j=",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line} in\n{out}");
    }
    assert!(
        out.lines()
            .any(|l| l.starts_with("10k") && l.ends_with("-10k")),
        "no pass in\n{out}"
    );
}

#[test]
fn maka_hishigata_preset_starts_from_its_own_setup() {
    let args = ["--variant", "maka", "--preset", "hishigata"];
    let (code, out, err) = yubin(&[&["perft", "--depth", "2"][..], &args].concat());
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("56488"));
    let (code, out, _) = yubin(&[&["sfen"][..], &args].concat());
    assert_eq!(code, 0);
    let start = out.trim_end();
    assert!(start.starts_with("8[ds][k][dv]8/"), "{start}");
    assert!(
        start.contains("/19/5[SM][LC][AB][I][Co][I][AB][RC][SM]5/"),
        "{start}"
    );
    // The same position given as --sfen counts the same.
    let (_, by_sfen, _) = yubin(&[&["perft", "--depth", "2", "--sfen", start][..], &args].concat());
    assert_eq!(by_sfen.lines().last(), Some("56488"));
    let (code, out, _) = yubin(&[&["moves", "--moves", "10k10j"][..], &args].concat());
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("10i10j ")), "{out}");
    let (code, out, _) = yubin(&[&["sfen", "--moves", "10k10j 10i10j"][..], &args].concat());
    assert_eq!(code, 0);
    assert!(out.contains(" b 3"), "{out}");
}

#[test]
fn maka_bad_arguments_fail_with_a_clear_message() {
    for (args, needle) in [
        (
            vec![
                "perft",
                "--variant",
                "maka",
                "--depth",
                "1",
                "--preset",
                "jcsa",
            ],
            "unknown preset `jcsa`",
        ),
        (
            vec![
                "perft",
                "--variant",
                "chu",
                "--depth",
                "1",
                "--preset",
                "hishigata",
            ],
            "unknown preset `hishigata`",
        ),
        (
            vec![
                "perft",
                "--variant",
                "maka",
                "--depth",
                "1",
                "--sfen",
                "[K]18/19 b 1",
            ],
            "cannot read --sfen",
        ),
        (
            vec!["moves", "--variant", "maka", "--moves", "10n10m 10n10l"],
            "move 2 `10n10l`",
        ),
        (
            vec!["moves", "--variant", "maka", "--moves", "f4f5"],
            "unreadable move `f4f5`",
        ),
        (
            vec![
                "moves",
                "--variant",
                "maka",
                "--option",
                "chu.lion.counterstrike=okazaki",
            ],
            "chu.lion.counterstrike",
        ),
        (
            vec![
                "moves",
                "--variant",
                "maka",
                "--option",
                "maka.hook_capture=triple",
            ],
            "maka.hook_capture",
        ),
        (
            vec!["perft", "--depth", "1", "--variant", "shogi"],
            "expected `chu`, `maka`, `dai`, `daidai` or `tenjiku`",
        ),
    ] {
        let (code, out, err) = yubin(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn handicaps_and_sfen() {
    use yubin_rules::handicap::Handicap;
    let (code, out, _) = yubin(&["sfen", "--handicap", "two_lions"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim_end(), Handicap::TwoLions.lishogi_sfen().unwrap());
    // The ladder's names: msm9 is two lions, White (the giver) to move.
    let (_, msm9, _) = yubin(&["sfen", "--handicap", "msm9"]);
    assert_eq!(msm9, out);
    let (code, out, _) = yubin(&["sfen", "--handicap", "rook", "--moves", "6d6e"]);
    assert_eq!(code, 0, "{out}");
    let rook = out.trim_end().to_string();
    assert!(rook.ends_with(" b - 2"), "{rook}");
    // perft and moves take --handicap too, and agree with the same position as --sfen.
    let (code, by_name, _) = yubin(&[
        "perft",
        "--handicap",
        "rook",
        "--moves",
        "6d6e",
        "--depth",
        "2",
    ]);
    assert_eq!(code, 0);
    let (_, by_sfen, _) = yubin(&["perft", "--sfen", &rook, "--depth", "2"]);
    assert_eq!(by_name, by_sfen);
    let (code, list, _) = yubin(&["moves", "--handicap", "two_kings"]);
    assert_eq!(code, 0);
    assert!(list.lines().count() > 30, "{list}");
    // `sfen` reads back what it writes, Maka's bracketed strings included.
    for variant in ["chu", "maka"] {
        let (code, start, _) = yubin(&["sfen", "--variant", variant]);
        assert_eq!(code, 0);
        let (_, again, _) = yubin(&["sfen", "--variant", variant, "--sfen", start.trim_end()]);
        assert_eq!(again, start);
    }
    let (code, _, err) = yubin(&["perft", "--handicap", "bishop", "--depth", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("`bishop` is not a handicap"), "{err}");
    assert!(
        err.contains("two_kings") && err.contains("msm1 … msm21"),
        "{err}"
    );
    let (code, _, err) = yubin(&["sfen", "--variant", "maka", "--handicap", "two_lions"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("Maka Dai Dai Shogi has no handicap setups"),
        "{err}"
    );
    let (code, _, err) = yubin(&["sfen", "--game", "1", "--moves", "7i7h"]);
    assert_eq!(code, 2);
    assert!(err.contains("leave out the position options"), "{err}");
}

// ------------------------------------------------------------------------------ Dai Shogi

#[test]
fn dai_perft_moves_and_position_string() {
    let (code, out, err) = yubin(&["perft", "--variant", "dai", "--depth", "3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("357978"));
    let (code, out, err) = yubin(&["moves", "--variant", "dai"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 71);
    for line in [
        "14o13m N-13m",
        "14m14n VO-14n",
        "8m10n Ln-10n",
        "13o12n St-12n",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line} in\n{out}");
    }
    let (code, out, err) = yubin(&["sfen", "--variant", "dai", "--moves", "8k8j 8e8f"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("[l][n][st][i][c][s][g][k][g][s][c][i][st][n][l]/")
            && out.ends_with(" b 3\n"),
        "{out}"
    );
    let (code, from_sfen, err) = yubin(&[
        "perft",
        "--variant",
        "dai",
        "--sfen",
        out.trim(),
        "--depth",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, from_moves, err) = yubin(&[
        "perft",
        "--variant",
        "dai",
        "--moves",
        "8k8j 8e8f",
        "--depth",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_sfen.lines().last(), from_moves.lines().last());
}

// -------------------------------------------------------------------------- Tenjiku Shogi

#[test]
fn tenjiku_perft_moves_and_position_string() {
    let (code, out, err) = yubin(&["perft", "--variant", "tenjiku", "--depth", "3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("461867"));
    // TJ-SET-05 of the reference: 27 jump captures from the start, the great general's on
    // its own file among them; the fire demons cannot move.
    let (code, out, err) = yubin(&["moves", "--variant", "tenjiku"]);
    assert_eq!(code, 0, "{err}");
    let captures = out.lines().filter(|l| l.contains('x')).count();
    assert_eq!(captures, 27, "{out}");
    for line in ["9m9e GGx9e", "9m9d GGx9d", "8m16e VGx16e", "10l10k P-10k"] {
        assert!(out.lines().any(|l| l == line), "missing {line} in\n{out}");
    }
    assert!(!out.contains("FiD"), "{out}");
    // The start's position string, 16 ranks a to p, gives the same perft.
    let (code, start, err) = yubin(&["sfen", "--variant", "tenjiku"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        start.trim().split(' ').next().unwrap().split('/').count(),
        16
    );
    assert!(
        start.starts_with("[l][n][fl][i][c][s][g][de][k][g]"),
        "{start}"
    );
    let (code, out, err) = yubin(&[
        "perft",
        "--variant",
        "tenjiku",
        "--sfen",
        start.trim(),
        "--depth",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("461867"));
    // A move played from the command line: the great general is burned next to 10c.
    let (code, out, err) = yubin(&["sfen", "--variant", "tenjiku", "--moves", "9m9d"]);
    assert_eq!(code, 0, "{err}");
    let ranks: Vec<&str> = out.split(' ').next().unwrap().split('/').collect();
    assert_eq!(
        ranks[3], "[sm][vm][r][hf][se][bg][rg]1[gg][rg][bg][se][hf][r][vm][sm]",
        "{out}"
    );
    assert_eq!(
        ranks[12], "[SM][VM][R][HF][SE][BG][RG]1[VG][RG][BG][SE][HF][R][VM][SM]",
        "{out}"
    );
}

/// Issue 23: `yubin --help` named only Chu and Maka (its text is the package's description).
#[test]
fn the_command_lines_help_names_every_variant() {
    let (code, out, _) = yubin(&["--help"]);
    assert_eq!(code, 0);
    for v in yubin_rules::Variant::ALL {
        let short = v.title().trim_end_matches(" Shogi");
        assert!(out.contains(short), "{v:?}: {out}");
    }
    assert!(out.contains("Tenjiku") && out.contains("Dai Dai"), "{out}");
}
