//! The archive's pages (the site of `archive::scenario`) in the tools their readers use:
//!
//! * **html-validate** (npm, pinned in `tools/html-validate/`) checks every page of the site
//!   against its recommended rules (which include WCAG checks: labelled controls, headings,
//!   table headers, no empty links); skipped without `tools/html-validate/node_modules`
//!   unless `YUBIN_HTML_VALIDATE=1` (as in CI, after `npm ci --prefix tools/html-validate`);
//! * **headless Chromium** screenshots a Chu game, a Maka game, the tournament, a player's
//!   page and the index, at a desktop (1280 px) and a phone (390 px) width, in the light and
//!   the dark colour scheme (`prefers-color-scheme`), into
//!   `target/artifacts/archive/NAME-WIDTH-light|dark.png`, and checks each: the page's
//!   background is the scheme's, the board's colours (the mails') show in quantity on the
//!   game pages in both schemes, and there is text. Skipped without
//!   `chromium` unless `YUBIN_BROWSER=1`.

use crate::archive::{files, site};
use crate::browser::{find_chromium, run_chromium, Image};
use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
fn every_archive_page_is_valid_html() {
    let tool = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/html-validate");
    let bin = tool.join("node_modules/.bin/html-validate");
    if !bin.exists() {
        assert!(
            std::env::var_os("YUBIN_HTML_VALIDATE").is_none(),
            "YUBIN_HTML_VALIDATE is set but {} is missing (npm ci --prefix tools/html-validate)",
            bin.display()
        );
        eprintln!("skipped: no html-validate (npm ci --prefix tools/html-validate)");
        return;
    }
    let dir = site();
    let pages: Vec<PathBuf> = files(dir)
        .into_iter()
        .filter(|f| f.ends_with(".html"))
        .map(|f| dir.join(f))
        .collect();
    assert!(pages.len() > 10, "{pages:?}");
    let out = Command::new(&bin)
        .arg("--config")
        .arg(tool.join(".htmlvalidate.json"))
        .args(&pages)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "html-validate found problems:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// How many pixels of colour `rgb` the image has.
fn count(img: &Image, rgb: u32) -> usize {
    img.histogram().get(&rgb).copied().unwrap_or(0)
}

/// The colour of the pixel at (x, y).
fn at(img: &Image, x: u32, y: u32) -> u32 {
    let i = 3 * (y * img.width + x) as usize;
    u32::from_be_bytes([0, img.rgb[i], img.rgb[i + 1], img.rgb[i + 2]])
}

#[test]
fn archive_pages_in_chromium_light_and_dark_desktop_and_phone() {
    let Some(chromium) = find_chromium() else {
        assert!(
            std::env::var_os("YUBIN_BROWSER").is_none(),
            "YUBIN_BROWSER is set but there is no chromium"
        );
        eprintln!("skipped: no chromium");
        return;
    };
    let dir = site();
    let alice = std::fs::read_to_string(dir.join("index.html"))
        .unwrap()
        .split("players/")
        .find(|s| s.contains(">Alice<"))
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .unwrap();
    let pages = [
        ("chu_game", "games/1.html".to_string(), true),
        ("maka_game", "games/3.html".to_string(), true),
        ("tournament", "tournaments/1.html".to_string(), false),
        ("player", format!("players/{alice}"), false),
        ("index", "index.html".to_string(), false),
    ];
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/artifacts/archive");
    std::fs::create_dir_all(&out).unwrap();
    let mut problems = Vec::new();
    let jobs: Vec<_> = pages
        .iter()
        .flat_map(|(name, path, board)| {
            [1280u32, 390].into_iter().flat_map(move |w| {
                [false, true].map(move |dark| (name.to_string(), path.clone(), *board, w, dark))
            })
        })
        .collect();
    let results: Vec<Result<(), String>> = std::thread::scope(|s| {
        let chunks: Vec<_> = jobs.chunks(jobs.len().div_ceil(2)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let chromium = &chromium;
                let out = &out;
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|(name, path, board, w, dark)| {
                            check(chromium, dir, out, name, path, *board, *w, *dark)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    for r in results {
        if let Err(e) = r {
            problems.push(e);
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[allow(clippy::too_many_arguments)]
fn check(
    chromium: &Path,
    dir: &Path,
    out: &Path,
    name: &str,
    path: &str,
    board: bool,
    width: u32,
    dark: bool,
) -> Result<(), String> {
    let scheme = if dark { "dark" } else { "light" };
    let label = format!("{name}-{width}-{scheme}");
    let png = out.join(format!("{label}.png"));
    let height = 1400;
    let mut args = vec![format!("--screenshot={}", png.display())];
    if dark {
        args.push("--force-dark-mode".into());
    }
    let page = dir.join(path);
    let _ = std::fs::remove_file(&png);
    run_chromium(chromium, &page, (width, height), &args).map_err(|e| format!("{label}: {e}"))?;
    let img = Image::decode(std::fs::read(&png).map_err(|e| format!("{label}: {e}"))?)
        .map_err(|e| format!("{label}: {e}"))?;
    // The background: the page's colour in its corner (below the header's border).
    let bg = at(&img, img.width - 2, img.height - 2);
    let want = if dark { 0x16181c } else { 0xffffff };
    if bg != want {
        return Err(format!(
            "{label}: background #{bg:06x}, expected #{want:06x}"
        ));
    }
    if board {
        for (colour, what) in [
            (0x3b2a1a, "Black's squares"),
            (0xfff8e8, "White's squares"),
            (0xecd3a0, "empty squares"),
        ] {
            let n = count(&img, colour);
            if n < 2000 {
                return Err(format!("{label}: {what} (#{colour:06x}) cover {n} px"));
            }
        }
    }
    // Not blank: text in the page's foreground colour.
    let fg = if dark { 0xe8e8e8 } else { 0x111111 };
    if count(&img, fg) < 100 {
        return Err(format!("{label}: hardly any text (#{fg:06x})"));
    }
    Ok(())
}
