//! A player's rating history as an inline SVG chart, drawn without script: the rating after
//! each rated game (x: the games in order, y: the rating) as a line with a dot per game, the
//! band of ± one deviation behind it, horizontal grid lines at round ratings with their
//! values, and the first and last dates under the axis. Its colours are the page's (classes
//! styled by `style.css`), so it follows the light or dark scheme; it is an image with a name
//! and a description for screen readers, and the page keeps the table of the same points.

use std::fmt::Write as _;
use yubin_domain::model::Language;

/// One point: the day (`2026-11-24`), the rating and its deviation after a rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub day: String,
    pub rating: f64,
    pub deviation: f64,
}

/// The drawing's size in its own units (it scales to the page's width).
const W: f64 = 640.0;
const H: f64 = 220.0;
/// Margins: left for the rating labels (four digits at the phone's 20-unit labels too),
/// bottom for the dates.
const LEFT: f64 = 64.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 16.0;
const BOTTOM: f64 = 28.0;

/// The grid's step: a round number giving three to six lines over `span`.
fn step(span: f64) -> f64 {
    [10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0]
        .into_iter()
        .find(|s| span / s <= 6.0)
        .unwrap_or(1000.0)
}

/// The SVG of `points` (oldest first), titled `title` (`Chu Shogi rating after each rated
/// game`); empty without points. `id` makes the title's and description's ids unique in the
/// page.
pub fn svg(points: &[Point], title: &str, id: &str, lang: Language) -> String {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return String::new();
    };
    let lo = points
        .iter()
        .map(|p| p.rating - p.deviation)
        .fold(f64::INFINITY, f64::min);
    let hi = points
        .iter()
        .map(|p| p.rating + p.deviation)
        .fold(f64::NEG_INFINITY, f64::max);
    let s = step((hi - lo).max(40.0));
    let (lo, hi) = ((lo / s).floor() * s, (hi / s).ceil() * s);
    let hi = if hi <= lo { lo + s } else { hi };
    let x = |i: usize| {
        if points.len() == 1 {
            LEFT + (W - LEFT - RIGHT) / 2.0
        } else {
            LEFT + (W - LEFT - RIGHT) * i as f64 / (points.len() - 1) as f64
        }
    };
    let y = |r: f64| TOP + (H - TOP - BOTTOM) * (hi - r) / (hi - lo);
    let (min, max) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |m, p| {
            (m.0.min(p.rating), m.1.max(p.rating))
        });
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg class=\"chart\" viewBox=\"0 0 {W} {H}\" role=\"img\" \
         aria-labelledby=\"{id}-t {id}-d\"><title id=\"{id}-t\">{title}</title>\
         <desc id=\"{id}-d\">{desc}</desc>",
        desc = yubin_text::archive::chart_desc(
            lang,
            points.len(),
            [&first.day, &last.day],
            [first.rating, last.rating, min, max].map(|r| r.round() as i64),
        ),
    );
    // The grid and its labels.
    let mut r = lo;
    while r <= hi + 0.5 {
        let _ = write!(
            out,
            "<line class=\"grid\" x1=\"{LEFT}\" x2=\"{x2}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\"/>\
             <text class=\"label\" x=\"{lx}\" y=\"{ty:.1}\" text-anchor=\"end\">{r}</text>",
            x2 = W - RIGHT,
            yy = y(r),
            lx = LEFT - 6.0,
            ty = y(r) + 4.0,
        );
        r += s;
    }
    // The band of ± one deviation: up along the upper edge, back along the lower.
    let mut band = String::new();
    for (i, p) in points.iter().enumerate() {
        let _ = write!(band, "{:.1},{:.1} ", x(i), y(p.rating + p.deviation));
    }
    for (i, p) in points.iter().enumerate().rev() {
        let _ = write!(band, "{:.1},{:.1} ", x(i), y(p.rating - p.deviation));
    }
    if points.len() == 1 {
        // One game: the band is a bar.
        let _ = write!(
            out,
            "<line class=\"bar\" x1=\"{x:.1}\" x2=\"{x:.1}\" y1=\"{:.1}\" y2=\"{:.1}\"/>",
            y(first.rating + first.deviation),
            y(first.rating - first.deviation),
            x = x(0),
        );
    } else {
        let _ = write!(
            out,
            "<polygon class=\"band\" points=\"{}\"/>",
            band.trim_end()
        );
    }
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating)))
        .collect();
    let _ = write!(
        out,
        "<polyline class=\"line\" points=\"{}\"/>",
        line.join(" ")
    );
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            out,
            "<circle class=\"dot\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\"/>",
            x(i),
            y(p.rating)
        );
    }
    let base = H - BOTTOM;
    let _ = write!(
        out,
        "<line class=\"axis\" x1=\"{LEFT}\" x2=\"{x2}\" y1=\"{base}\" y2=\"{base}\"/>",
        x2 = W - RIGHT,
    );
    let ty = H - 8.0;
    if points.len() == 1 {
        let _ = write!(
            out,
            "<text class=\"label\" x=\"{:.1}\" y=\"{ty}\" text-anchor=\"middle\">{}</text>",
            x(0),
            first.day
        );
    } else {
        let _ = write!(
            out,
            "<text class=\"label\" x=\"{LEFT}\" y=\"{ty}\">{}</text>\
             <text class=\"label\" x=\"{x2}\" y=\"{ty}\" text-anchor=\"end\">{}</text>",
            first.day,
            last.day,
            x2 = W - RIGHT,
        );
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Checks that every coordinate of `svg`'s shapes and texts is inside `0..=w` (the
    /// drawings are as wide as tall or wider); returns how many there are.
    pub(crate) fn coordinates_inside(svg: &str, w: f64) -> usize {
        let mut n = 0;
        for attr in ["x1", "x2", "y1", "y2", "cx", "cy", "x", "y", "points"] {
            for value in svg.split(&format!(" {attr}=\"")).skip(1) {
                let value = &value[..value.find('"').unwrap()];
                for v in value.split([',', ' ']) {
                    let v: f64 = v.parse().unwrap();
                    assert!((0.0..=w).contains(&v), "{attr}: {v}");
                    n += 1;
                }
            }
        }
        n
    }

    fn point(day: &str, rating: f64, deviation: f64) -> Point {
        Point {
            day: day.to_string(),
            rating,
            deviation,
        }
    }

    #[test]
    fn a_chart_has_a_dot_per_game_a_name_and_round_grid_lines() {
        let points = [
            point("2027-01-01", 1500.0, 300.0),
            point("2027-01-05", 1640.0, 220.0),
            point("2027-02-01", 1580.0, 150.0),
        ];
        let svg = svg(
            &points,
            "Chu Shogi rating after each rated game",
            "chu",
            Language::En,
        );
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.starts_with("<svg class=\"chart\"") && svg.ends_with("</svg>"));
        assert!(svg.contains("aria-labelledby=\"chu-t chu-d\""));
        assert!(svg.contains(
            "<desc id=\"chu-d\">3 rated games from 2027-01-01 to 2027-02-01: from 1500 to \
             1580, lowest 1500, highest 1640.</desc>"
        ));
        // The band reaches 1200 and 1860: grid lines every 200 from 1200 to 2000.
        let labels: Vec<&str> = svg
            .split("text-anchor=\"end\">")
            .skip(1)
            .map(|t| &t[..t.find('<').unwrap()])
            .collect();
        assert_eq!(
            labels,
            ["1200", "1400", "1600", "1800", "2000", "2027-02-01"]
        );
        assert!(coordinates_inside(&svg, W) > 40);
    }

    #[test]
    fn one_game_is_a_dot_in_the_middle_and_none_is_nothing() {
        let svg = svg(
            &[point("2027-01-01", 1500.0, 300.0)],
            "t",
            "x",
            Language::En,
        );
        assert!(svg.contains("<circle class=\"dot\" cx=\"346.0\""), "{svg}");
        assert!(svg.contains("1 rated game from"));
        assert!(svg.contains("<line class=\"bar\"") && !svg.contains("<polygon"));
        assert_eq!(super::svg(&[], "t", "x", Language::En), "");
    }
}
