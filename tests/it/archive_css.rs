//! The archive's stylesheet (`templates/archive/style.css`) read as a reader's eyes and an
//! old browser would:
//!
//! * every marker of the board (the last move's frame where it went and where it came from,
//!   the cross of a capture on the way, the `火` of a burn), the pieces' labels and the move
//!   list's mark of the move shown have the contrast WCAG asks (3:1 for a marker against the
//!   square or page it is on, 4.5:1 for text), computed from the colours the stylesheet and
//!   the board picture's palette (each piece sheet's) give in the light and the dark scheme;
//! * a browser without `:has()` still shows the boards: no rule that shows a ply uses it,
//!   and every rule that does is inside `@supports selector(:has(*))` (a selector list with
//!   one selector it cannot read is dropped whole).

use std::collections::HashMap;

const CSS: &str = include_str!("../../templates/archive/style.css");

/// One rule: the at-rules around it (`@media (prefers-color-scheme: dark)`), its selector
/// list and its declarations.
#[derive(Debug)]
struct Rule {
    context: Vec<String>,
    selectors: String,
    body: String,
}

/// The rules of `css`, comments dropped (enough of CSS for this stylesheet: no strings
/// holding braces).
fn rules(css: &str) -> Vec<Rule> {
    let mut text = String::new();
    let mut rest = css;
    while let Some(at) = rest.find("/*") {
        text.push_str(&rest[..at]);
        rest = &rest[at + 2..];
        rest = &rest[rest.find("*/").expect("a closed comment") + 2..];
    }
    text.push_str(rest);
    let mut out = Vec::new();
    let mut context: Vec<String> = Vec::new();
    let mut pending = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                let head = pending.trim().to_string();
                pending.clear();
                if head.starts_with('@') {
                    context.push(head);
                } else {
                    let body: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    out.push(Rule {
                        context: context.clone(),
                        selectors: head,
                        body,
                    });
                }
            }
            '}' => {
                context.pop();
                pending.clear();
            }
            c => pending.push(c),
        }
    }
    out
}

/// The custom properties (`--name: value`) of the `:root` rules, the light scheme's, and
/// with the dark scheme's over them.
fn variables(rules: &[Rule]) -> [HashMap<String, String>; 2] {
    let mut light = HashMap::new();
    let mut dark_only = HashMap::new();
    for r in rules.iter().filter(|r| r.selectors == ":root") {
        let dark = r
            .context
            .iter()
            .any(|c| c.contains("prefers-color-scheme: dark"));
        for decl in r.body.split(';') {
            if let Some((name, value)) = decl.split_once(':') {
                let (name, value) = (name.trim(), value.trim());
                if name.starts_with("--") {
                    let map = if dark { &mut dark_only } else { &mut light };
                    map.insert(name.to_string(), value.to_string());
                }
            }
        }
    }
    let mut dark = light.clone();
    dark.extend(dark_only);
    [light, dark]
}

/// `#rrggbb` as linear-light channels' relative luminance (WCAG 2.x).
fn luminance(hex: &str) -> f64 {
    let hex = hex.trim_start_matches('#');
    assert_eq!(hex.len(), 6, "a #rrggbb colour: {hex}");
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/// The contrast ratio of two colours, 1 to 21.
fn contrast(a: &str, b: &str) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn the_contrast_ratios_are_computed_as_wcag_does() {
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#777777", "#777777") - 1.0).abs() < 1e-9);
    // The figures for the old markers: the yellow origin on an empty square, the red
    // frame on Black's dark squares.
    assert!((contrast("#f5d76e", "#ecd3a0") - 1.03).abs() < 0.01);
    assert!((contrast("#e00000", "#3b2a1a") - 2.72).abs() < 0.01);
}

#[test]
fn every_marker_and_letter_of_the_board_has_enough_contrast_light_and_dark() {
    // The board's colours are the picture's, which each game's piece sheet declares.
    let css = format!(
        "{CSS}\n:root {{ {} }}\n",
        yubin_text::picture::palette_css()
    );
    let rules = rules(&css);
    let mut checked = 0;
    for (scheme, vars) in ["light", "dark"].iter().zip(variables(&rules)) {
        let var = |n: &str| {
            vars.get(n)
                .unwrap_or_else(|| panic!("{scheme}: no {n} in style.css or the palette"))
                .as_str()
        };
        // (what, foreground or marker, what it is on, the ratio it needs)
        let pairs = [
            (
                "the last move's frames on its tinted squares",
                "--moved-frame",
                "--moved",
                3.0,
            ),
            (
                "the last move's frames on the wood",
                "--moved-frame",
                "--wood",
                3.0,
            ),
            ("a capture on the way, its cross", "--taken", "--wood", 3.0),
            ("a burn, its 火", "--burned-mark", "--burned", 3.0),
            ("a piece's label", "--label", "--piece", 4.5),
            (
                "a promoted piece's red label",
                "--label-red",
                "--piece",
                4.5,
            ),
            ("the coordinates", "--ink", "--wood", 4.5),
            ("the move shown, its text", "--fg", "--current", 4.5),
            (
                "the move shown, its frame on the page",
                "--current-edge",
                "--bg",
                3.0,
            ),
        ];
        for (what, fg, bg, need) in pairs {
            let ratio = contrast(var(fg), var(bg));
            println!("{scheme}: {what}: {} on {} {ratio:.2}:1", var(fg), var(bg));
            assert!(
                ratio >= need,
                "{scheme}: {what} ({fg} {} on {bg} {}) is {ratio:.2}:1, under {need}:1",
                var(fg),
                var(bg)
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 18);
    // The markers are drawn with those colours, on those squares.
    let body = |selector: &str| {
        rules
            .iter()
            .find(|r| r.selectors == selector)
            .unwrap_or_else(|| panic!("no rule {selector}"))
            .body
            .clone()
    };
    assert!(body("table.board td.t").contains("var(--moved-frame)"));
    assert!(body("table.board td.f").contains("var(--moved-frame)"));
    assert!(body("table.board td.t, table.board td.f").contains("var(--moved)"));
    assert!(body("table.board td.x").contains("var(--taken)"));
    assert!(body("table.board td.z").contains("var(--burned)"));
    assert!(body("table.board td").contains("var(--wood)"));
}

#[test]
fn a_browser_without_has_still_shows_the_boards() {
    let rules = rules(CSS);
    let shows_a_ply: Vec<&Rule> = rules
        .iter()
        .filter(|r| r.selectors.contains(".ply") && r.body.contains("display: block"))
        .collect();
    assert!(!shows_a_ply.is_empty(), "no rule shows a ply");
    for r in &shows_a_ply {
        assert!(
            !r.selectors.contains(":has("),
            "a browser without :has() drops `{}`",
            r.selectors
        );
        assert!(r.context.is_empty(), "{r:?} is conditional");
    }
    // The last ply is shown without a target, and hidden when an earlier one is the target.
    assert!(shows_a_ply.iter().any(|r| r
        .selectors
        .split(',')
        .any(|s| s.trim() == ".ply:last-of-type")));
    assert!(rules
        .iter()
        .any(|r| r.selectors == ".ply:target ~ .ply:last-of-type" && r.body.contains("none")));
    let mut has = 0;
    for r in rules.iter().filter(|r| r.selectors.contains(":has(")) {
        has += 1;
        assert!(
            r.context
                .iter()
                .any(|c| c.starts_with("@supports selector(:has(")),
            "`{}` uses :has() outside @supports selector(:has(*))",
            r.selectors
        );
    }
    println!("{has} rules use :has(), all inside @supports");
}
