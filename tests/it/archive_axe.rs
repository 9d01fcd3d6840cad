//! The archive's game, player and tournament pages checked by **axe-core** (npm, pinned in
//! `tools/axe-core/`) in headless Chromium: every rule axe runs by default (WCAG 2.0–2.2 A
//! and AA, and its best practices: contrast as drawn, names of links and images, landmarks,
//! headings, scrollable regions reachable by keyboard, …), at 1280 and 390 px, in the light
//! and the dark scheme, must find nothing.
//!
//! Each page is copied with the stylesheet and the script into a folder of its own (the
//! site's folder is read by other tests meanwhile), axe and a runner added at its end;
//! Chromium loads the copy, the runner writes axe's findings into the page, and
//! `--dump-dom` prints them. A canary page with two faults must fail. Skipped without
//! `chromium` or `tools/axe-core/node_modules` unless `YUBIN_AXE=1` (as in CI, after
//! `npm ci --prefix tools/axe-core`).

use crate::archive::site;
use crate::archive_html::run_in_page;
use crate::browser::find_chromium;
use std::path::Path;

/// What the runner writes into the page: one line per violation, then a summary line.
const RUNNER: &str = r#"<script>
window.addEventListener("load", function () {
  axe.run(document).then(function (r) {
    var lines = r.violations.map(function (v) {
      return "AXE-VIOLATION " + v.id + " (" + v.impact + "): " + v.help + " @ " +
        v.nodes.map(function (n) { return n.target.join(" ") + " [" + (n.failureSummary || "").replace(/\s+/g, " ") + "]"; }).join(" | ");
    });
    lines.push("AXE-DONE passes=" + r.passes.length + " violations=" + r.violations.length);
    var pre = document.createElement("pre");
    pre.id = "axe-result";
    pre.textContent = "\n" + lines.join("\n") + "\n";
    document.body.appendChild(pre);
  }, function (e) {
    var pre = document.createElement("pre");
    pre.textContent = "\nAXE-ERROR " + e + "\n";
    document.body.appendChild(pre);
  });
});
</script>
"#;

#[test]
fn game_player_and_tournament_pages_have_no_axe_violations() {
    let axe = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tools/axe-core/node_modules/axe-core/axe.min.js");
    let chromium = find_chromium();
    let (Some(chromium), true) = (chromium, axe.exists()) else {
        assert!(
            std::env::var_os("YUBIN_AXE").is_none(),
            "YUBIN_AXE is set but chromium or {} is missing (npm ci --prefix tools/axe-core)",
            axe.display()
        );
        eprintln!("skipped: no chromium or no axe-core (npm ci --prefix tools/axe-core)");
        return;
    };
    let dir = site();
    let alice = crate::archive::alice_page(dir);
    let pages = [
        ("chu_game", "games/1.html".to_string()),
        ("maka_game", "games/3.html".to_string()),
        ("tournament", "tournaments/1.html".to_string()),
        ("player", alice),
    ];
    let jobs: Vec<(String, String, u32, bool)> = pages
        .iter()
        .flat_map(|(name, path)| {
            [1280u32, 390].into_iter().flat_map(move |w| {
                [false, true].map(move |dark| (name.to_string(), path.clone(), w, dark))
            })
        })
        .collect();
    let results: Vec<Result<usize, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(2))
            .map(|chunk| {
                let (chromium, axe) = (&chromium, &axe);
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|(name, path, w, dark)| {
                            check(chromium, axe, dir, name, path, *w, *dark)
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
    assert_eq!(results.len(), 16);
    // The canary: a page axe must fault (a link without a name, grey on grey text), so that
    // a runner that never ran axe cannot pass.
    let canary = tempfile::tempdir().unwrap();
    for file in ["style.css", "step.js"] {
        std::fs::copy(dir.join(file), canary.path().join(file)).unwrap();
    }
    std::fs::write(
        canary.path().join("canary.html"),
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>canary</title>\
         </head><body><main><h1>Canary</h1><p style=\"color:#999;background:#aaa\">faint</p>\
         <a href=\"x.html\"></a></main></body></html>\n",
    )
    .unwrap();
    match check(
        &chromium,
        &axe,
        canary.path(),
        "canary",
        "canary.html",
        1280,
        false,
    ) {
        Err(e) => assert!(
            e.contains("color-contrast") && e.contains("link-name"),
            "the canary's faults: {e}"
        ),
        Ok(n) => panic!("axe passed the canary ({n} rules)"),
    }
    let problems: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Runs axe on the page `path` of the site in `dir`; the number of rules that passed, or
/// the violations found.
fn check(
    chromium: &Path,
    axe: &Path,
    dir: &Path,
    name: &str,
    path: &str,
    width: u32,
    dark: bool,
) -> Result<usize, String> {
    let scheme = if dark { "dark" } else { "light" };
    let label = format!("{name}-{width}-{scheme}");
    let inject = format!(
        "<script src=\"file://{}\"></script>\n{RUNNER}",
        axe.display()
    );
    let dom = run_in_page(chromium, dir, path, (width, 1000), dark, &inject, &|p| p)
        .map_err(|e| format!("{label}: {e}"))?;
    let violations: Vec<&str> = dom
        .lines()
        .filter(|l| l.starts_with("AXE-VIOLATION") || l.starts_with("AXE-ERROR"))
        .collect();
    let done = dom
        .lines()
        .find_map(|l| l.strip_prefix("AXE-DONE passes="))
        .ok_or_else(|| format!("{label}: axe did not finish"))?;
    let passes: usize = done
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    if !violations.is_empty() {
        return Err(format!("{label}:\n  {}", violations.join("\n  ")));
    }
    if passes < 10 {
        return Err(format!("{label}: axe passed only {passes} rules"));
    }
    println!("{label}: axe-core: {passes} rules passed, no violation");
    Ok(passes)
}
