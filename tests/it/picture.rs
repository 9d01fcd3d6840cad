//! The board picture: golden SVGs of the positions that show what the picture marks
//! (`tests/data/pictures/`, `YUBIN_BLESS=1` writes them anew), its PNG decoded, and
//! `yubin board` through the command line.
//!
//! `YUBIN_PICTURES_PNG=DIR` also writes each golden picture as a PNG into `DIR`, to be looked
//! at.

use std::path::{Path, PathBuf};
use yubin::rules_cli::{self, PositionArgs};
use yubin_rules::{notation::usi, Color, Game, Piece, PieceKind, Position, Rules, Square, Variant};
use yubin_text::picture::{self, Pieces, Style};

/// The golden pictures' folder.
fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pictures")
}

/// A game from a position of `rules` with `pieces` (`(file, rank letter, colour, kind)`),
/// Black to move, after `moves` (USI).
fn composed(rules: Rules, pieces: &[(u8, char, Color, PieceKind)], moves: &str) -> Game {
    let list: Vec<_> = pieces
        .iter()
        .map(|&(f, r, c, k)| {
            let sq = Square::new(f, r as u8 - b'a').expect("a square");
            (sq, Piece::new(c, k))
        })
        .collect();
    let pos = Position::from_pieces(rules, &list, Color::Black, None, 1).expect("a position");
    let mut game = Game::from_position(pos);
    for m in moves.split_whitespace() {
        let mv = usi::parse(game.position(), m).expect("a move");
        game.play(mv).expect("a legal move");
    }
    game
}

/// A game as `yubin board` reads its position options.
fn loaded(variant: &str, preset: Option<&str>, handicap: Option<&str>, moves: &str) -> Game {
    rules_cli::load(&PositionArgs {
        variant: Some(variant.into()),
        preset: preset.map(Into::into),
        handicap: handicap.map(Into::into),
        moves: (!moves.is_empty()).then(|| moves.into()),
        ..PositionArgs::default()
    })
    .expect("a position")
}

/// A Chu position with promoted pieces of both sides, right after a lion's double capture
/// (the pawn on 7f taken on the way, the gold on 6e at the end).
fn chu_lion_double() -> Game {
    use Color::{Black as B, White as W};
    use PieceKind::*;
    composed(
        Rules::standard(Variant::Chu),
        &[
            (7, 'l', B, King),
            (6, 'l', B, DrunkElephant),
            (8, 'k', B, Gold),
            (7, 'g', B, Lion),
            (10, 'j', B, PromotedDragonHorse),
            (3, 'c', B, PromotedRook),
            (11, 'i', B, Pawn),
            (2, 'i', B, PromotedPawn),
            (6, 'a', W, King),
            (5, 'a', W, PromotedDrunkElephant),
            (7, 'f', W, Pawn),
            (6, 'e', W, Gold),
            (9, 'i', W, PromotedPawn),
            (2, 'f', W, PromotedBishop),
            (4, 'c', W, Lion),
            (12, 'b', W, PromotedLance),
        ],
        "7g7f6e",
    )
}

/// A Tenjiku position right after a fire demon's move that burns four pieces (TJ-FD-03:
/// the demon takes the bishop on 8h and burns 9g, 8g, 7g and 9h).
fn tenjiku_burn() -> Game {
    use Color::{Black as B, White as W};
    use PieceKind::*;
    composed(
        Rules::standard(Variant::Tenjiku),
        &[
            (8, 'p', B, King),
            (9, 'a', W, King),
            (8, 'k', B, FireDemon),
            (7, 'h', B, Pawn),
            (12, 'm', B, GreatGeneral),
            (8, 'h', W, Bishop),
            (8, 'g', W, Gold),
            (9, 'g', W, Pawn),
            (7, 'g', W, Silver),
            (9, 'h', W, Copper),
            (4, 'd', W, FireDemon),
            (3, 'c', W, PromotedChariotSoldier),
        ],
        "8k8h",
    )
}

/// Every golden picture: its file name, the game, and the style.
fn cases() -> Vec<(&'static str, Game, Style)> {
    let kanji = Style::default();
    let letters = Style {
        pieces: Pieces::Letters,
        viewer: Color::Black,
    };
    let white = Style {
        pieces: Pieces::Kanji,
        viewer: Color::White,
    };
    vec![
        ("chu-lion-double.svg", chu_lion_double(), kanji),
        ("chu-lion-double-letters.svg", chu_lion_double(), letters),
        (
            "chu-handicap-two-lions.svg",
            loaded("chu", None, Some("two_lions"), ""),
            kanji,
        ),
        (
            "chu-heisei.svg",
            loaded("chu", Some("heisei"), None, "7i7h 6d6e A*10g"),
            kanji,
        ),
        ("tenjiku-burn.svg", tenjiku_burn(), kanji),
        ("tenjiku-burn-white.svg", tenjiku_burn(), white),
        ("daidai.svg", loaded("daidai", None, None, "9l9k"), kanji),
        ("maka.svg", loaded("maka", None, None, "10p10m"), kanji),
    ]
}

#[test]
fn golden_pictures() {
    let cases = cases();
    assert!(!cases.is_empty());
    let outputs: Vec<(String, String)> = cases
        .iter()
        .map(|(name, game, style)| (name.to_string(), picture::game_svg(game, *style)))
        .collect();
    if let Some(dir) = std::env::var_os("YUBIN_PICTURES_PNG") {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the PNG folder");
        for (name, svg) in &outputs {
            let png = yubin::picture::png(svg, yubin::picture::SQUARE_PX).expect("a PNG");
            std::fs::write(dir.join(name.replace(".svg", ".png")), png).expect("a PNG file");
        }
    }
    yubin_golden::check_dir(
        golden_dir(),
        outputs.iter().map(|(n, s)| (n.as_str(), s.as_str())),
    );
}

/// The PNG's width and height, and how many distinct colours its pixels have.
fn decode(png_bytes: &[u8]) -> (u32, u32, usize) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_bytes))
        .read_info()
        .expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let pixels = &buf[..info.buffer_size()];
    let step = info.color_type.samples();
    let colours: std::collections::BTreeSet<&[u8]> = pixels.chunks(step).collect();
    (info.width, info.height, colours.len())
}

#[test]
fn the_png_has_the_boards_size_and_is_drawn() {
    for (variant, squares) in [("chu", 12.0), ("tenjiku", 16.0), ("maka", 19.0)] {
        let game = loaded(variant, None, None, "");
        let svg = picture::game_svg(&game, Style::default());
        let png = yubin::picture::png(&svg, yubin::picture::SQUARE_PX).expect("a PNG");
        let (w, h, colours) = decode(&png);
        // The board and its coordinates' margins, 56 pixels a square.
        let side = ((squares * picture::SQUARE + 72.0) * yubin::picture::SQUARE_PX
            / picture::SQUARE)
            .ceil() as u32;
        assert_eq!((w, h), (side, side), "{variant}");
        // Paper, wood, lines, pieces, black labels and their anti-aliased edges.
        assert!(colours > 50, "{variant}: {colours} colours");
    }
}

/// Runs `yubin board` with `args` in `dir`: its exit status and standard error.
fn board(dir: &Path, args: &[&str]) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_yubin"))
        .arg("board")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("yubin runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn yubin_board_draws_a_position_given_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, err) = board(
        dir.path(),
        &[
            "--variant",
            "chu",
            "--moves",
            "7i7h 6d6e",
            "--pieces",
            "letters",
            "--side",
            "white",
            "--svg",
            "b.svg",
            "--png",
            "b.png",
        ],
    );
    assert!(ok, "{err}");
    let svg = std::fs::read_to_string(dir.path().join("b.svg")).unwrap();
    let game = loaded("chu", None, None, "7i7h 6d6e");
    let style = Style {
        pieces: Pieces::Letters,
        viewer: Color::White,
    };
    assert_eq!(svg, picture::game_svg(&game, style));
    assert!(svg.contains("aria-label=\"Chu Shogi, after 2. P-6e: black to move\""));
    let (w, h, colours) = decode(&std::fs::read(dir.path().join("b.png")).unwrap());
    assert_eq!((w, h), (740, 740));
    assert!(colours > 50);
    // --ply 0 is the start, unmarked.
    let (ok, err) = board(
        dir.path(),
        &["--moves", "7i7h", "--ply", "0", "--svg", "s.svg"],
    );
    assert!(ok, "{err}");
    let start = std::fs::read_to_string(dir.path().join("s.svg")).unwrap();
    assert!(
        start.contains("aria-label=\"Chu Shogi: black to move\""),
        "{start}"
    );
    // Mistakes are named.
    for (args, says) in [
        (
            &["--pieces", "pictures", "--svg", "x.svg"][..],
            "--pieces `pictures`",
        ),
        (&["--side", "north", "--svg", "x.svg"][..], "--side `north`"),
        (
            &["--moves", "7i7h", "--ply", "3", "--svg", "x.svg"][..],
            "has 1 plies",
        ),
        (
            &["--variant", "go", "--svg", "x.svg"][..],
            "unknown variant `go`",
        ),
        (&["--variant", "maka"][..], "--svg"),
    ] {
        let (ok, err) = board(dir.path(), args);
        assert!(!ok && err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn yubin_board_draws_a_stored_game_at_any_ply() {
    use crate::spool_game::{Table, ALICE, BOB};
    let mut t = Table::new();
    t.say(ALICE, false, "challenge bob@example.test black days=2");
    t.say(BOB, true, "accept");
    t.say(ALICE, true, "P-8h");
    t.say(BOB, true, "8d8e");
    let dir = t._dir.path();
    let (ok, err) = board(dir, &["--game", "1", "--ply", "1", "--svg", "p1.svg"]);
    assert!(ok, "{err}");
    let svg = std::fs::read_to_string(dir.join("p1.svg")).unwrap();
    let game = yubin::cli::stored_game_of(&t.config.database, 1).unwrap();
    assert_eq!(game.moves().len(), 2);
    let (pos, marks) = picture::at_ply(&game, 1).unwrap();
    assert_eq!(svg, picture::svg(&pos, marks.as_ref(), Style::default()));
    assert!(svg.contains("after 1. P-8h: white to move"), "{svg}");
    let (ok, err) = board(dir, &["--game", "1", "--png", "last.png"]);
    assert!(ok, "{err}");
    assert_eq!(decode(&std::fs::read(dir.join("last.png")).unwrap()).0, 740);
    for (args, says) in [
        (
            &["--game", "1", "--ply", "5", "--svg", "x.svg"][..],
            "game 1 has 2 plies",
        ),
        (
            &["--game", "1", "--variant", "maka", "--svg", "x.svg"][..],
            "leave out the position",
        ),
        (&["--game", "7", "--svg", "x.svg"][..], "there is no game 7"),
    ] {
        let (ok, err) = board(dir, args);
        assert!(!ok && err.contains(says), "{args:?}: {err}");
    }
}

/// The mean difference per channel of two images of one size, and the share of their
/// pixels that differ by more than a quarter of the scale in some channel.
fn difference(a: &crate::browser::Image, b: &crate::browser::Image) -> (f64, f64) {
    let (mut sum, mut far) = (0u64, 0usize);
    for (p, q) in a.rgb.chunks(3).zip(b.rgb.chunks(3)) {
        let d: Vec<u8> = p.iter().zip(q).map(|(x, y)| x.abs_diff(*y)).collect();
        sum += d.iter().map(|&v| u64::from(v)).sum::<u64>();
        far += usize::from(d.iter().any(|&v| v > 64));
    }
    let pixels = a.rgb.len() / 3;
    (sum as f64 / (3 * pixels) as f64, far as f64 / pixels as f64)
}

#[test]
fn chromium_draws_the_golden_pictures_as_resvg_does() {
    use crate::browser::{chromium_or_skip, run_chromium, Image};
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    let dir = target.join("artifacts/pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let mut names: Vec<_> = std::fs::read_dir(golden_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".svg"))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{names:?}");
    for name in &names {
        let svg = std::fs::read_to_string(golden_dir().join(name)).unwrap();
        let attr = |key: &str| -> u32 {
            let at = svg.find(&format!(" {key}=\"")).unwrap() + key.len() + 3;
            svg[at..].split('"').next().unwrap().parse().unwrap()
        };
        let (w, h) = (attr("width"), attr("height"));
        let page = dir.join(name);
        std::fs::write(&page, &svg).unwrap();
        let shot = page.with_extension("chromium.png");
        let _ = std::fs::remove_file(&shot);
        let args = [format!("--screenshot={}", shot.display())];
        run_chromium(&chromium, &page, (w, h), &args).unwrap();
        let chrome = Image::decode(std::fs::read(&shot).unwrap()).unwrap();
        // resvg at one pixel a unit, as Chromium draws an SVG of that width.
        let ours = yubin::picture::png(&svg, picture::SQUARE).unwrap();
        std::fs::write(page.with_extension("resvg.png"), &ours).unwrap();
        let ours = Image::decode(ours).unwrap();
        assert_eq!((chrome.width, chrome.height), (w, h), "{name}");
        assert_eq!((ours.width, ours.height), (w, h), "{name}");
        let (mean, far) = difference(&chrome, &ours);
        assert!(
            mean < 3.0 && far < 0.01,
            "{name}: Chromium and resvg differ (mean {mean:.2}, {:.2}% of the pixels far \
             apart); see {}",
            far * 100.0,
            dir.display()
        );
        eprintln!("{name}: mean difference {mean:.2}, {:.3}% far", far * 100.0);
    }
}
