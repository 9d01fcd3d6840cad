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
//!   background is the scheme's, the board picture's wood and pieces show in quantity on
//!   the game pages in both schemes, and there is text. Skipped without
//!   `chromium` unless `YUBIN_BROWSER=1`;
//! * **stepping** through a game in Chromium: the step links, the move list and the arrow
//!   keys show one board, the step's, mark its move with `aria-current`, add no history
//!   entry and leave the page where it was (`step.js`); without the script the links still
//!   step (each a history entry), which the test sees too.

use crate::archive::{files, site};
use crate::browser::{chromium_or_skip, run_chromium, Image};
use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
fn every_archive_page_is_valid_html() {
    validate_site(site(), 10);
}

/// Runs html-validate on every page of the site in `dir` (more than `least` of them); skipped
/// without the tool, unless `YUBIN_HTML_VALIDATE` is set.
pub(crate) fn validate_site(dir: &Path, least: usize) {
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
    let pages: Vec<PathBuf> = files(dir)
        .into_iter()
        .filter(|f| f.ends_with(".html"))
        .map(|f| dir.join(f))
        .collect();
    assert!(pages.len() > least, "{pages:?}");
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
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let dir = site();
    let alice = crate::archive::alice_page(dir);
    let pages = [
        ("chu_game", "games/1.html".to_string(), true),
        ("chu_game_letters_flipped", "games/1.html".to_string(), true),
        ("maka_game", "games/3.html".to_string(), true),
        ("tournament", "tournaments/1.html".to_string(), false),
        ("player", alice, false),
        ("index", "index.html".to_string(), false),
        // The analysed game's evaluation graph, scrolled into view.
        (
            "chu_game_evaluation",
            "games/1-evaluation.html".to_string(),
            false,
        ),
    ];
    // The Chu game again with both switches on: letters on the pieces, White at the bottom.
    let switched = tempfile::tempdir().unwrap();
    let switched_dir = switched.path();
    for sub in ["games", "pieces"] {
        std::fs::create_dir_all(switched_dir.join(sub)).unwrap();
    }
    for f in files(dir)
        .into_iter()
        .filter(|f| f.starts_with("pieces/") || !f.contains('/'))
    {
        std::fs::copy(dir.join(&f), switched_dir.join(&f)).unwrap();
    }
    let page = std::fs::read_to_string(dir.join("games/1.html"))
        .unwrap()
        .replace(
            "</body>",
            "<script>document.getElementById('letters').checked = true; \
         document.getElementById('flip').checked = true;</script></body>",
        );
    std::fs::write(switched_dir.join("games/1.html"), page).unwrap();
    // The analysed game's page without its boards: its title, facts and evaluation graph.
    let page = std::fs::read_to_string(dir.join("games/1.html")).unwrap();
    let (head, rest) = page
        .split_once("<input type=\"checkbox\" id=\"letters\"")
        .unwrap();
    let (_, tail) = rest.split_once("<h2 id=\"evaluation\">").unwrap();
    let page = format!("{head}<h2 id=\"evaluation\">{tail}").replace(
        "<details><summary>The evaluation",
        "<details open><summary>The evaluation",
    );
    std::fs::write(switched_dir.join("games/1-evaluation.html"), page).unwrap();
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
                            let dir = if name.ends_with("_flipped") || name.ends_with("_evaluation")
                            {
                                switched_dir
                            } else {
                                dir
                            };
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
        for (colour, what) in [(0xe5bf74, "the board's wood"), (0xfbe8bd, "the pieces")] {
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

/// What the stepping test's script records after each step: the ply shown (`:target`), the
/// move the list marks with `aria-current`, the history's length, the page's scroll and the
/// focused control.
const STEPPER: &str = r##"<script>
window.addEventListener("load", function () {
  var out = [];
  function note(what) {
    var t = document.querySelector(".ply:target");
    var cur = document.querySelector(".movelist [aria-current]");
    var shown = [].filter.call(document.querySelectorAll(".ply"), function (p) {
      return getComputedStyle(p).display !== "none";
    }).map(function (p) { return p.id; });
    out.push("STEP " + what + " target=" + (t ? t.id : "-") + " shown=" + shown.join("+") +
      " current=" + (cur ? cur.getAttribute("href") : "-") + " history=" + history.length +
      " scroll=" + Math.round(window.scrollY) + " focus=" + (document.activeElement.textContent || "").trim());
  }
  window.scrollTo(0, 150);
  note("load");
  document.querySelector(".ply:last-of-type .step a[href='#p0']").click();
  note("start");
  document.querySelector("#p0 .step a[rel=next]").click();
  note("forward");
  document.querySelector(".movelist a[href='#p5']").click();
  note("move5");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
  note("left");
  // A focused board: a square cursor on the last move's square, named under the board; an
  // arrow key moves it (and does not step).
  var box = document.querySelector("#p4 .board-box");
  box.focus();
  var name = document.querySelector("#p4 .square-name");
  var first = name ? name.textContent : "-";
  box.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
  name = document.querySelector("#p4 .square-name");
  out.push("SQUARE " + first + " | " + (name ? name.textContent : "-") + " | " + location.hash);
  var pre = document.createElement("pre");
  pre.textContent = "\n" + out.join("\n") + "\n";
  document.body.appendChild(pre);
});
</script>
"##;

#[test]
fn stepping_through_a_game_adds_no_history_entry_and_keeps_the_page_still() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let run = |edit: &dyn Fn(String) -> String| {
        run_in_page(
            &chromium,
            site(),
            "games/1.html",
            (1280, 600),
            false,
            STEPPER,
            edit,
        )
        .unwrap()
    };
    let dom = run(&|p| p);
    let steps: Vec<&str> = dom.lines().filter(|l| l.starts_with("STEP ")).collect();
    let field = |line: &str, name: &str| -> String {
        line.split(' ')
            .find_map(|w| w.strip_prefix(&format!("{name}=")))
            .unwrap_or_else(|| panic!("no {name} in {line}"))
            .to_string()
    };
    assert_eq!(steps.len(), 5, "{dom}");
    for s in &steps {
        println!("{s}");
    }
    let load = steps[0];
    assert_eq!(field(load, "target"), "-", "{load}");
    assert_eq!(field(load, "shown"), "p40", "{load}");
    assert_eq!(field(load, "current"), "#p40", "{load}");
    let (history, scroll) = (field(load, "history"), field(load, "scroll"));
    assert_ne!(scroll, "0", "the page scrolls: {load}");
    for (step, ply) in [(1, 0), (2, 1), (3, 5), (4, 4)] {
        let line = steps[step];
        let id = format!("p{ply}");
        assert_eq!(field(line, "target"), id, "{line}");
        assert_eq!(field(line, "shown"), id, "one board, the step's: {line}");
        assert_eq!(field(line, "current"), format!("#{id}"), "{line}");
        assert_eq!(field(line, "history"), history, "no history entry: {line}");
        assert_eq!(
            field(line, "scroll"),
            scroll,
            "the page did not move: {line}"
        );
    }
    let square = dom
        .lines()
        .find(|l| l.starts_with("SQUARE "))
        .unwrap_or_else(|| panic!("{dom}"));
    println!("{square}");
    let parts: Vec<&str> = square["SQUARE ".len()..].split(" | ").collect();
    assert!(
        parts[0].contains(" on ") && parts[0].ends_with(", last move"),
        "{square}"
    );
    assert!(
        (parts[1].contains(" on ") || parts[1].ends_with(", empty")) && parts[1] != parts[0],
        "{square}"
    );
    assert_eq!(
        parts[2], "#p4",
        "an arrow in the board moves its cursor: {square}"
    );
    // Forward keeps the focus on Forward, in the board now shown.
    assert!(steps[2].ends_with("focus=Forward &gt;"), "{}", steps[2]);
    // Without the script the links still step (CSS :target), each step a history entry and
    // a scroll to the board: what the script is there for, and proof that the test sees it.
    let plain = run(&|p| p.replace("<script src=\"../step.js\" defer></script>", ""));
    let plain: Vec<&str> = plain.lines().filter(|l| l.starts_with("STEP ")).collect();
    assert_eq!(plain.len(), 5, "{plain:?}");
    assert_eq!(field(plain[2], "shown"), "p1", "{}", plain[2]);
    assert_ne!(field(plain[2], "history"), history, "{}", plain[2]);
    assert_ne!(field(plain[1], "scroll"), scroll, "{}", plain[1]);
}

/// Loads a copy of the page `path` of the site in `dir` in Chromium (a `size` window, the
/// dark scheme if `dark`) with `scripts` added at the end of its body and `edit` applied to
/// its text, and returns the DOM
/// once its timers and promises have run. The copy is made in a folder of its own with the
/// stylesheet and the script: other tests read the site's folder meanwhile.
pub(crate) fn run_in_page(
    chromium: &Path,
    dir: &Path,
    path: &str,
    size: (u32, u32),
    dark: bool,
    scripts: &str,
    edit: &dyn Fn(String) -> String,
) -> Result<String, String> {
    let page = edit(std::fs::read_to_string(dir.join(path)).map_err(|e| e.to_string())?);
    if !page.contains("</body>") {
        return Err("no </body>".into());
    }
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    for file in ["style.css", "step.js"] {
        std::fs::copy(dir.join(file), tmp.path().join(file)).map_err(|e| e.to_string())?;
    }
    // The piece sheets, which the game pages link (a page of another site may have none).
    std::fs::create_dir_all(tmp.path().join("pieces")).map_err(|e| e.to_string())?;
    let sheets = std::fs::read_dir(dir.join("pieces")).into_iter().flatten();
    for e in sheets {
        let e = e.map_err(|e| e.to_string())?;
        std::fs::copy(e.path(), tmp.path().join("pieces").join(e.file_name()))
            .map_err(|e| e.to_string())?;
    }
    let copy = tmp.path().join(path);
    std::fs::create_dir_all(copy.parent().unwrap()).map_err(|e| e.to_string())?;
    std::fs::write(&copy, page.replace("</body>", &format!("{scripts}</body>")))
        .map_err(|e| e.to_string())?;
    let mut args = vec![
        "--dump-dom".to_string(),
        // Lets the scripts' timers and promises finish before the DOM is printed.
        "--virtual-time-budget=30000".to_string(),
    ];
    if dark {
        args.push("--force-dark-mode".into());
    }
    run_chromium(chromium, &copy, size, &args)
}

/// Measures the evaluation table against the box it scrolls in, the page laid out 390 px
/// wide (headless Chromium's window is 500 px at the least; both widths are under the
/// stylesheet's 600 px query, so the page is laid out as on a phone).
const TABLE_WIDTH: &str = r##"<script>
window.addEventListener("load", function () {
  document.documentElement.style.width = "390px";
  var table = document.querySelector("table.evals");
  var box = table.parentElement;
  var pre = document.createElement("pre");
  pre.textContent = "\nEVALS " + table.scrollWidth + " " + box.clientWidth + " " + window.innerWidth + " " + document.documentElement.scrollWidth + "\n";
  document.body.appendChild(pre);
});
</script>
"##;

#[test]
fn the_evaluation_table_fits_a_phone_without_scrolling_sideways() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let open = |p: String| {
        p.replace(
            "<details><summary>The evaluation",
            "<details open><summary>The evaluation",
        )
    };
    let dom = run_in_page(
        &chromium,
        site(),
        "games/1.html",
        (390, 800),
        false,
        TABLE_WIDTH,
        &open,
    )
    .unwrap();
    let line = dom
        .lines()
        .find(|l| l.starts_with("EVALS "))
        .unwrap_or_else(|| panic!("no measure in {dom}"));
    let w: Vec<u32> = line[6..].split(' ').map(|n| n.parse().unwrap()).collect();
    // The page itself is no wider than the window.
    assert!(w[3] <= w[2], "the page is wider than the window: {line}");
    assert!(w[1] <= 390, "the page is not laid out 390 px wide: {line}");
    assert!(w[1] > 300, "the box is {} px wide", w[1]);
    assert!(w[0] <= w[1], "the table is wider than its box: {line}");
}
