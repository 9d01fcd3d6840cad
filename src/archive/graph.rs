//! An analysed game's evaluation graph (issue 27) as an inline SVG drawn without script:
//! x the plies (the start, then after each move), y the evaluation from Black's view in
//! pawns, clamped at ±[`SCALE`] pawns where a mate is drawn, a zero line (above it Black
//! stands better), the area between the line and zero shaded, and the marked plies
//! ([`Analysis::marks`]) as dots. Its colours are the page's (classes styled by `style.css`),
//! so it follows the light or dark scheme, as the rating chart (`chart.rs`) does. It is an
//! image with a name and a description for screen readers; the page gives the same values
//! as a table and notes the marked moves in its move list ([`notes`]).

use std::collections::HashMap;
use std::fmt::Write as _;
use yubin_domain::model::{Analysis, Eval, Language, PlyEval};
use yubin_rules::notation::{tsa, usi};
use yubin_rules::Game;
use yubin_text::evaluation;

/// The scale's end, in pawns: an evaluation beyond it, and every mate, is drawn at the edge.
pub const SCALE: i32 = 20;
/// The drawing's size in its own units (it scales to the page's width).
const W: f64 = 640.0;
const H: f64 = 220.0;
/// Margins: left for the pawn labels (`+20`), bottom for the plies.
const LEFT: f64 = 44.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 12.0;
const BOTTOM: f64 = 28.0;

/// One row of the page's table of evaluations, and what the move list notes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalRow {
    /// The ply, from 1.
    pub n: usize,
    /// The move in TSA.
    pub tsa: String,
    /// The evaluation after it, in words (`+0.35`, `mate in 3 plies for Black`).
    pub eval: String,
    /// A marked move's note (its loss and the engine's choice in TSA); empty otherwise.
    pub note: String,
}

/// The plies of `analysis` that belong to `game`'s moves, by ply.
fn by_ply<'a>(analysis: &'a Analysis, game: &Game) -> HashMap<usize, &'a PlyEval> {
    analysis
        .plies
        .iter()
        .filter(|p| p.ply >= 1 && (p.ply as usize) <= game.moves().len())
        .map(|p| (p.ply as usize, p))
        .collect()
}

/// The table's rows: every move of `game` the analysis judged, in order; a marked move with
/// its note (the engine's choice in TSA, or its stored USI when it does not read).
pub fn rows(game: &Game, analysis: &Analysis, lang: Language) -> Vec<EvalRow> {
    let plies = by_ply(analysis, game);
    let marks = analysis.marks();
    let mut pos = game.initial().clone();
    let mut out = Vec::new();
    for (i, &mv) in game.moves().iter().enumerate() {
        let n = i + 1;
        if let Some(p) = plies.get(&n) {
            let note = if marks.contains(&p.ply) {
                let best = p.best.as_deref().map(|b| match usi::parse(&pos, b) {
                    Ok(m) => tsa::format(&pos, m),
                    Err(_) => b.to_string(),
                });
                evaluation::mistake(p, best.as_deref(), lang)
            } else {
                String::new()
            };
            out.push(EvalRow {
                n,
                tsa: tsa::format(&pos, mv),
                eval: evaluation::eval(p.after, lang),
                note,
            });
        }
        pos.play_unchecked(mv);
    }
    out
}

/// The marked moves' notes, by ply, for the move list.
pub fn notes(rows: &[EvalRow]) -> HashMap<usize, String> {
    rows.iter()
        .filter(|r| !r.note.is_empty())
        .map(|r| (r.n, r.note.clone()))
        .collect()
}

/// An evaluation's height on the scale, in pawns from Black's view, clamped.
fn height(e: Eval) -> f64 {
    let cap = SCALE * 100;
    f64::from(e.as_cp().clamp(-cap, cap)) / 100.0
}

/// The grid's step in plies: a round number giving at most eight labels over `plies`.
fn ply_step(plies: usize) -> usize {
    [5, 10, 20, 25, 50, 100, 200, 250, 500]
        .into_iter()
        .find(|s| plies / s <= 8)
        .unwrap_or(1000)
}

/// The SVG of `game`'s analysis, titled in `lang`; empty when the analysis judged none of
/// its moves. `id` makes the title's and description's ids unique in the page.
pub fn svg(game: &Game, analysis: &Analysis, id: &str, lang: Language) -> String {
    let plies = by_ply(analysis, game);
    let last = game.moves().len();
    let mut points: Vec<(usize, Eval)> = (1..=last)
        .filter_map(|n| plies.get(&n).map(|p| (n, p.after)))
        .collect();
    let (Some(&(_, first_eval)), Some(&(_, last_eval))) = (points.first(), points.last()) else {
        return String::new();
    };
    // The start: the first move's position as judged before it.
    if let Some(p) = plies.get(&1) {
        points.insert(0, (0, p.before));
    }
    let lowest = points[1..].iter().map(|p| p.1).min_by_key(|e| e.as_cp());
    let highest = points[1..].iter().map(|p| p.1).max_by_key(|e| e.as_cp());
    let marks = analysis.marks();
    let x = |n: usize| LEFT + (W - LEFT - RIGHT) * n as f64 / last.max(1) as f64;
    let y =
        |pawns: f64| TOP + (H - TOP - BOTTOM) * (f64::from(SCALE) - pawns) / f64::from(2 * SCALE);
    let word = |e: Option<Eval>| e.map(|e| evaluation::eval(e, lang)).unwrap_or_default();
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg class=\"evalgraph\" viewBox=\"0 0 {W} {H}\" role=\"img\" \
         aria-labelledby=\"{id}-t {id}-d\"><title id=\"{id}-t\">{title}</title>\
         <desc id=\"{id}-d\">{desc}</desc>",
        title = yubin_text::archive::eval_title(lang),
        desc = yubin_text::archive::escaped(&yubin_text::archive::eval_desc(
            lang,
            last,
            [
                &word(Some(first_eval)),
                &word(Some(last_eval)),
                &word(lowest),
                &word(highest)
            ],
            marks.len(),
        )),
    );
    // The grid: the scale's ends, halves and zero, with their labels.
    for pawns in [SCALE, SCALE / 2, 0, -SCALE / 2, -SCALE] {
        let class = if pawns == 0 { "zero" } else { "grid" };
        let label = if pawns > 0 {
            format!("+{pawns}")
        } else {
            pawns.to_string()
        };
        let yy = y(f64::from(pawns));
        let _ = write!(
            out,
            "<line class=\"{class}\" x1=\"{LEFT}\" x2=\"{x2}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\"/>\
             <text class=\"label\" x=\"{lx}\" y=\"{ty:.1}\" text-anchor=\"end\">{label}</text>",
            x2 = W - RIGHT,
            lx = LEFT - 6.0,
            ty = yy + 4.0,
        );
    }
    // The plies under the axis.
    let step = ply_step(last);
    let base = H - BOTTOM;
    let mut n = 0;
    while n <= last {
        let anchor = if n == 0 { "start" } else { "middle" };
        let _ = write!(
            out,
            "<line class=\"grid\" x1=\"{xx:.1}\" x2=\"{xx:.1}\" y1=\"{base}\" y2=\"{b2}\"/>\
             <text class=\"label\" x=\"{xx:.1}\" y=\"{ty}\" text-anchor=\"{anchor}\">{n}</text>",
            xx = x(n),
            b2 = base + 4.0,
            ty = H - 8.0,
        );
        n += step;
    }
    // The area between the line and zero, then the line.
    let line: Vec<String> = points
        .iter()
        .map(|&(n, e)| format!("{:.1},{:.1}", x(n), y(height(e))))
        .collect();
    let (x0, xn) = (x(points[0].0), x(points[points.len() - 1].0));
    let _ = write!(
        out,
        "<polygon class=\"area\" points=\"{x0:.1},{z:.1} {} {xn:.1},{z:.1}\"/>\
         <polyline class=\"line\" points=\"{}\"/>",
        line.join(" "),
        line.join(" "),
        z = y(0.0),
    );
    for &(n, e) in &points {
        if marks.contains(&u32::try_from(n).unwrap_or(u32::MAX)) {
            let _ = write!(
                out,
                "<circle class=\"mark\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"5\"/>",
                x(n),
                y(height(e))
            );
        }
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use yubin_rules::{Rules, Variant};

    fn game(plies: usize) -> Game {
        let mut game = Game::new(Rules::standard(Variant::Chu));
        for i in 0..plies {
            let moves = game.legal_moves();
            game.play(moves[(i * 5 + 1) % moves.len()]).unwrap();
        }
        game
    }

    fn analysis(afters: &[Eval]) -> Analysis {
        let mut before = Eval::Centipawns(10);
        let plies = afters
            .iter()
            .enumerate()
            .map(|(i, &after)| {
                let p = PlyEval {
                    ply: u32::try_from(i + 1).unwrap(),
                    black: i % 2 == 0,
                    before,
                    best: Some("zz".into()),
                    after,
                    depth: 4,
                };
                before = after;
                p
            })
            .collect();
        Analysis {
            nodes_per_ply: 1000,
            plies,
        }
    }

    #[test]
    fn the_graph_clamps_mates_to_the_edge_and_dots_the_marks() {
        let game = game(6);
        let a = analysis(&[
            Eval::Centipawns(30),
            Eval::Centipawns(-500),
            Eval::Centipawns(-480),
            Eval::Centipawns(4000),
            Eval::Centipawns(-100),
            Eval::Mate(3),
        ]);
        assert_eq!(a.marks(), vec![4, 5, 6]);
        let svg = svg(&game, &a, "eval", Language::En);
        assert!(svg.starts_with("<svg class=\"evalgraph\"") && svg.ends_with("</svg>"));
        assert!(svg.contains("aria-labelledby=\"eval-t eval-d\""), "{svg}");
        assert_eq!(svg.matches("<circle class=\"mark\"").count(), 3, "{svg}");
        // +40 pawns and the mate sit on the scale's top (y 12); 0 is at 102, -5 at 124.5.
        let line = svg.split("class=\"line\" points=\"").nth(1).unwrap();
        let line = &line[..line.find('"').unwrap()];
        let ys: Vec<&str> = line
            .split(' ')
            .map(|p| p.split(',').nth(1).unwrap())
            .collect();
        assert_eq!(
            ys,
            ["101.5", "100.7", "124.5", "123.6", "12.0", "106.5", "12.0"]
        );
        assert!(svg.contains("mate in 3 plies for Black"), "{svg}");
        assert!(crate::archive::chart::tests::coordinates_inside(&svg, W) > 40);
        // The table: every move, the marked ones noted, the unreadable engine's move as stored.
        let rows = rows(&game, &a, Language::En);
        assert_eq!(rows.len(), 6);
        assert_eq!(notes(&rows).len(), 3);
        assert!(
            rows[5].note.ends_with("the engine's choice: zz."),
            "{:?}",
            rows[5]
        );
        assert_eq!(rows[0].eval, "+0.30");
    }

    #[test]
    fn an_analysis_of_no_move_draws_nothing() {
        let game = game(2);
        let a = Analysis {
            nodes_per_ply: 1,
            plies: Vec::new(),
        };
        assert_eq!(svg(&game, &a, "e", Language::Ja), "");
        assert!(rows(&game, &a, Language::Ja).is_empty());
    }
}
