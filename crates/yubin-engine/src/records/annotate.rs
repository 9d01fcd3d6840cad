//! A finished game's analysis ([`Analysis`]) written into its records: the annotated files
//! that `analyse N` attaches (issue 27). Each ply's comment is the evaluation after the move,
//! from Black's view (`+0.35`, `mate in 3 plies for Black`, in the reader's language,
//! [`yubin_text::evaluation`]); a marked move ([`Analysis::marks`]) gets a second line with
//! its loss and the engine's choice in the file's notation: KIF's Japanese move in the KIF
//! (`7六歩兵 （←7七）`), the TSA move in the score (`P-7f`).
//!
//! The files: the KIF with comments for Chu (lishogi's KIF is Chu's alone,
//! [`kif::write_commented`]) and the TSA score with the evaluations beside the moves for every
//! variant ([`score::write_commented`]), named `yubin-game-12-analysis.kif` and
//! `yubin-game-12-analysis.tsa`. A ply the analysis lacks has no comment; the analysis's
//! plies past the game's moves are left out; an engine's move that does not read in its
//! position (a damaged row) is shown as its stored USI.

use super::export::{header, Export};
use yubin_domain::model::{Analysis, GameRecord, Language, PlyEval};
use yubin_records::{kif, score, Format};
use yubin_rules::notation::{tsa, usi};
use yubin_rules::{Game, Position, Variant};
use yubin_text::evaluation;

/// The notation a comment names the engine's choice in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Notation {
    Kif,
    Tsa,
}

/// Game `rec` (after its moves, `game`) with its analysis as comments, its players named
/// `names` (Black's first), the server called `site`, the comments in `lang`: the annotated
/// KIF (Chu only) and the annotated TSA score, in that order.
pub fn annotated_files(
    rec: &GameRecord,
    game: &Game,
    names: [&str; 2],
    site: &str,
    analysis: &Analysis,
    lang: Language,
) -> Vec<Export> {
    let header = header(rec, game, names, site);
    let file = |format: Format, text: String| Export {
        file_name: format!("yubin-game-{}-analysis.{}", rec.id, format.name()),
        mime: format.mime(),
        text,
    };
    let mut files = Vec::new();
    if game.rules().variant == Variant::Chu {
        let comments = comments(game, analysis, lang, Notation::Kif);
        if let Ok(text) = kif::write_commented(game, &header, &comments) {
            files.push(file(Format::Kif, text));
        }
    }
    let comments = comments(game, analysis, lang, Notation::Tsa);
    files.push(file(
        Format::Tsa,
        score::write_commented(game, &header, &comments),
    ));
    files
}

/// Each ply's comment (module doc), `comments[i]` for ply `i + 1`.
fn comments(
    game: &Game,
    analysis: &Analysis,
    lang: Language,
    notation: Notation,
) -> Vec<Option<String>> {
    let marks = analysis.marks();
    let mut pos = game.initial().clone();
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            let ply = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let comment = analysis
                .plies
                .iter()
                .find(|p| p.ply == ply)
                .map(|p| comment(p, &pos, marks.contains(&ply), lang, notation));
            pos.play_unchecked(mv);
            comment
        })
        .collect()
}

/// One ply's comment: the evaluation after it, and a marked move's note on a second line.
fn comment(
    p: &PlyEval,
    before: &Position,
    marked: bool,
    lang: Language,
    notation: Notation,
) -> String {
    let eval = evaluation::eval(p.after, lang);
    if !marked {
        return eval;
    }
    let best = p.best.as_deref().map(|b| match usi::parse(before, b) {
        Ok(mv) => match notation {
            Notation::Kif => kif::move_text(before, mv),
            Notation::Tsa => tsa::format(before, mv),
        },
        Err(_) => b.to_string(),
    });
    format!("{eval}\n{}", evaluation::mistake(p, best.as_deref(), lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};
    use yubin_domain::model::{Eval, GameId, GameResult, GameTerms, Termination};
    use yubin_rules::{Color, Rules};

    /// A finished game of `variant`, `plies` moves chosen by a fixed rule, White resigned.
    fn game(variant: Variant, plies: usize) -> (GameRecord, Game) {
        let terms = GameTerms {
            rules: Rules::standard(variant),
            ..GameTerms::chu_for_tests()
        };
        let mut rec = GameRecord::finished_for_tests(
            GameId(12),
            &terms,
            GameResult::Win(Color::Black),
            "white resigned",
        );
        rec.termination = Some(Termination::Resignation);
        let mut game = Game::new(terms.rules);
        for i in 0..plies {
            let moves = game.legal_moves();
            game.play(moves[(i * 7 + 3) % moves.len()]).unwrap();
        }
        (rec, game)
    }

    /// An analysis of `game` as the search could make it: evaluations drifting, three bad
    /// moves of each side among them (one into a mate), the engine's choice the first legal
    /// move with the most legs.
    fn analysis(game: &Game) -> Analysis {
        let mut pos = game.initial().clone();
        let mut plies = Vec::new();
        let mut eval = 20;
        for (i, &mv) in game.moves().iter().enumerate() {
            let ply = u32::try_from(i + 1).unwrap();
            let black = pos.side_to_move() == Color::Black;
            let before = Eval::Centipawns(eval);
            let swing = match ply {
                3 | 7 | 11 => -450 - 10 * i32::try_from(ply).unwrap(),
                4 | 8 | 12 => 500,
                _ => 15 - (i32::try_from(ply).unwrap() % 4) * 10,
            };
            eval += swing;
            let after = if ply == 15 {
                Eval::Mate(-3)
            } else {
                Eval::Centipawns(eval)
            };
            let legal = pos.legal_moves();
            let best = legal
                .iter()
                .max_by_key(|m| usi::format(&pos, **m).len())
                .map(|m| usi::format(&pos, *m));
            plies.push(PlyEval {
                ply,
                black,
                before,
                best,
                after,
                depth: 6,
            });
            pos.play_unchecked(mv);
        }
        Analysis {
            nodes_per_ply: 20_000,
            plies,
        }
    }

    fn data() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/annotated")
    }

    /// The goldens: a Chu game's annotated KIF and score in both languages, a Tenjiku game's
    /// score (no KIF for Tenjiku); every move of each has its evaluation, every mark its note.
    #[test]
    fn annotated_goldens() {
        let mut out = Vec::new();
        for (variant, name) in [(Variant::Chu, "chu"), (Variant::Tenjiku, "tenjiku")] {
            let (rec, game) = game(variant, 24);
            let a = analysis(&game);
            assert_eq!(a.marks().len(), 6, "{name}: {:?}", a.marks());
            for lang in [Language::En, Language::Ja] {
                let files = annotated_files(&rec, &game, ["alice", "bob"], "yubin", &a, lang);
                let kinds: Vec<&str> = files.iter().map(|f| f.file_name.as_str()).collect();
                match variant {
                    Variant::Chu => assert_eq!(
                        kinds,
                        ["yubin-game-12-analysis.kif", "yubin-game-12-analysis.tsa"]
                    ),
                    _ => assert_eq!(kinds, ["yubin-game-12-analysis.tsa"]),
                }
                let mistake = match lang {
                    Language::En => "Mistake:",
                    _ => "悪手：",
                };
                for f in files {
                    assert_eq!(f.text.matches(mistake).count(), 6, "{}", f.text);
                    let ext = f.file_name.rsplit('.').next().unwrap().to_string();
                    out.push((format!("{name}-{}.{ext}", lang.tag()), f.text));
                }
            }
        }
        assert_eq!(out.len(), 6);
        yubin_golden::check_dir(data(), out);
    }

    /// The annotated KIF reads back to its moves, and lishogi's parser (when `node` and
    /// `tools/lishogi-kif/node_modules` are there; `YUBIN_LISHOGI=1` demands them) replays it
    /// and gives each move its comment lines, as the KIF test of the records crate checks.
    #[test]
    fn lishogi_reads_the_annotated_kif() {
        let (rec, game) = game(Variant::Chu, 24);
        let a = analysis(&game);
        let files = annotated_files(&rec, &game, ["alice", "bob"], "yubin", &a, Language::Ja);
        let text = &files[0].text;
        assert_eq!(kif::read(text).unwrap().0.moves(), game.moves());
        let tool = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools/lishogi-kif");
        let node = std::process::Command::new("node").arg("--version").output();
        if node.is_err() || !tool.join("node_modules/shogiops").is_dir() {
            assert_ne!(std::env::var("YUBIN_LISHOGI").as_deref(), Ok("1"));
            eprintln!("lishogi_reads_the_annotated_kif: no node or shogiops; skipped");
            return;
        }
        let file = std::env::temp_dir().join(format!("yubin-annotated-{}.kif", std::process::id()));
        std::fs::write(&file, text).unwrap();
        let out = std::process::Command::new("node")
            .arg(tool.join("check.mjs"))
            .arg(&file)
            .output()
            .unwrap();
        let _ = std::fs::remove_file(&file);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{stdout}");
        assert!(
            stdout.contains(&format!("moves {}\n", game.moves().len())),
            "{stdout}"
        );
        let comments: Vec<&str> = stdout
            .lines()
            .filter_map(|l| l.strip_prefix("comment "))
            .collect();
        // One evaluation per move and a note per mark, each on its move.
        assert_eq!(comments.len(), game.moves().len() + 6, "{stdout}");
        for (i, p) in a.plies.iter().enumerate() {
            let want = format!("{} {}", i + 1, evaluation::eval(p.after, Language::Ja));
            assert!(comments.contains(&want.as_str()), "{want} not in {stdout}");
        }
        for ply in a.marks() {
            let prefix = format!("{ply} 悪手：");
            assert!(
                comments.iter().any(|c| c.starts_with(&prefix)),
                "{prefix} in {stdout}"
            );
        }
    }

    /// A ply the analysis lacks has no comment; plies past the game's moves are left out.
    #[test]
    fn missing_and_extra_plies() {
        let (rec, game) = game(Variant::Chu, 6);
        let mut a = analysis(&game);
        a.plies.remove(2);
        let mut extra = a.plies[0].clone();
        extra.ply = 40;
        a.plies.push(extra);
        let c = comments(&game, &a, Language::En, Notation::Tsa);
        assert_eq!(c.len(), 6);
        assert!(c[2].is_none() && c.iter().filter(|c| c.is_some()).count() == 5);
        let files = annotated_files(&rec, &game, ["a", "b"], "y", &a, Language::En);
        assert_eq!(files.len(), 2);
    }
}
