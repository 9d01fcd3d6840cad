//! The KIF we write, read by lishogi's own parser: each test game (`kif_games.rs`) is written
//! to a file and replayed by `node tools/lishogi-kif/check.mjs <file>`, which reads it with
//! shogiops 0.18.0 (lishogi's rules library: its KIF parser and its Chu rules) and prints the
//! number of moves and the final SFEN; both must equal ours ([`sfen::write`], the same four
//! fields lishogi writes).
//!
//! Runs when `node` and `tools/lishogi-kif/node_modules` (`npm ci --prefix tools/lishogi-kif`)
//! are there, and is skipped otherwise, unless `YUBIN_LISHOGI=1`, which makes their absence a
//! failure (CI sets it).

#[path = "support/kif_games.rs"]
#[allow(dead_code)]
mod games;

use std::path::{Path, PathBuf};
use std::process::Command;
use yubin_records::kif;
use yubin_records::record::Termination;
use yubin_rules::notation::sfen;

fn tool_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools/lishogi-kif")
}

/// Whether the check can run; panics when it cannot and `YUBIN_LISHOGI=1` demands it.
fn available() -> bool {
    let node = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let modules = tool_dir().join("node_modules/shogiops").is_dir();
    if node && modules {
        return true;
    }
    let why = if node {
        "tools/lishogi-kif/node_modules is missing (npm ci --prefix tools/lishogi-kif)"
    } else {
        "node is not installed"
    };
    if std::env::var("YUBIN_LISHOGI").as_deref() == Ok("1") {
        panic!("YUBIN_LISHOGI=1 but {why}");
    }
    eprintln!("kif_lishogi skipped: {why}");
    false
}

/// What check.mjs printed: the number of moves and the final SFEN.
fn check(file: &Path) -> Result<(usize, String), String> {
    let out = Command::new("node")
        .arg(tool_dir().join("check.mjs"))
        .arg(file)
        .output()
        .map_err(|e| format!("node: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let field = |key: &str| {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(key).map(str::to_string))
    };
    if !out.status.success() {
        return Err(format!(
            "{}{}",
            stdout,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let moves = field("moves ")
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no move count in {stdout}"))?;
    let sfen = field("sfen ").ok_or_else(|| format!("no SFEN in {stdout}"))?;
    Ok((moves, sfen))
}

#[test]
fn lishogi_reads_our_kif() {
    if !available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("yubin-kif-lishogi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut checked = Vec::new();
    let mut failures = Vec::new();
    let cases: Vec<games::Case> = games::cases().into_iter().filter(|c| c.lishogi).collect();
    // Among them a loss by an illegal move, whose file once had a 反則負け line that lishogi's
    // server refuses (shogiops ignores result lines; `kif::write`'s tests pin them).
    assert!(cases.iter().any(|c| c
        .header
        .ending
        .is_some_and(|e| e.how == Termination::IllegalMove && e.winner.is_some())));
    for case in cases {
        let text = kif::write(&case.game, &case.header).unwrap();
        let file = dir.join(format!("{}.kif", case.name));
        std::fs::write(&file, &text).unwrap();
        let ours = (case.game.moves().len(), sfen::write(case.game.position()));
        match check(&file) {
            Ok(theirs) if theirs == ours => checked.push(case.name),
            Ok(theirs) => failures.push(format!(
                "{}: lishogi read {} moves to {}, we have {} moves to {}",
                case.name, theirs.0, theirs.1, ours.0, ours.1
            )),
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked.len(), 9, "{checked:?}");
}

/// The comments `kif::write_commented` writes, as lishogi's server assigns them (check.mjs
/// follows scalashogi's grammar): each ply's text on its move, line by line, trimmed, blank
/// lines left out, none lost in a lion's two lines; the moves still read to our SFEN.
#[test]
fn lishogi_reads_our_comments() {
    if !available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("yubin-kif-comments-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in games::cases().into_iter().filter(|c| c.lishogi) {
        let comments = games::comments(&case.game);
        let text = kif::write_commented(&case.game, &case.header, &comments).unwrap();
        let file = dir.join(format!("{}.kif", case.name));
        std::fs::write(&file, &text).unwrap();
        let ours = (case.game.moves().len(), sfen::write(case.game.position()));
        match check(&file) {
            Ok(theirs) if theirs == ours => {}
            Ok(theirs) => failures.push(format!("{}: read {theirs:?}", case.name)),
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
        let want: Vec<String> = comments
            .iter()
            .enumerate()
            .flat_map(|(i, c)| {
                c.iter()
                    .flat_map(|c| c.lines())
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(move |l| format!("{} {l}", i + 1))
                    .collect::<Vec<_>>()
            })
            .collect();
        match comments_read(&file) {
            Ok(got) if got == want => checked += 1,
            Ok(got) => failures.push(format!("{}: comments {got:?}, want {want:?}", case.name)),
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 9);
}

/// The `comment <move> <text>` lines check.mjs printed, as `<move> <text>`.
fn comments_read(file: &Path) -> Result<Vec<String>, String> {
    let out = Command::new("node")
        .arg(tool_dir().join("check.mjs"))
        .arg(file)
        .output()
        .map_err(|e| format!("node: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    Ok(stdout
        .lines()
        .filter_map(|l| l.strip_prefix("comment "))
        .map(str::to_string)
        .collect())
}

/// The traps are real: the forms lishogi's own writer would use where ours differ make
/// shogiops stop early or misread the board, and the check above would see it.
#[test]
fn lishogi_forms_trip_shogiops() {
    if !available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("yubin-kif-traps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = games::cases();
    let trap = |name: &str, from: &str, to: &str| {
        let case = cases.iter().find(|c| c.name == name).unwrap();
        let text = kif::write(&case.game, &case.header).unwrap();
        assert!(text.contains(from), "{name}: no `{from}`");
        let file = dir.join(format!("{name}.kif"));
        std::fs::write(&file, text.replacen(from, to, 1)).unwrap();
        let ours = (case.game.moves().len(), sfen::write(case.game.position()));
        check(&file).map_or(true, |theirs| theirs != ours)
    };
    // 仝 in a 一歩目 line: shogiops stops there.
    assert!(trap(
        "same_square_first_step",
        "一歩目 5六獅子",
        "一歩目 仝獅子"
    ));
    // A promoted gold named 金飛車: shogiops stops there.
    assert!(trap("promoted_gold", "5一成飛", "5一金飛車"));
    // A tokin drawn 杏 in the diagram: shogiops loses it.
    assert!(trap("promoted_gold", " 成歩", "  杏"));
    let _ = std::fs::remove_dir_all(&dir);
}
