//! The match's score, its 95 % margin and the Elo difference.

/// The score (0 to 1) of W wins, D draws and L losses, with its 95 % margin (1.96 standard
/// errors of the mean of the games' points).
pub fn score(w: u32, d: u32, l: u32) -> (f64, f64) {
    let n = f64::from(w + d + l);
    if n == 0.0 {
        return (0.5, 0.5);
    }
    let mean = (f64::from(w) + 0.5 * f64::from(d)) / n;
    let var = (f64::from(w) * (1.0 - mean).powi(2)
        + f64::from(d) * (0.5 - mean).powi(2)
        + f64::from(l) * mean.powi(2))
        / n;
    (mean, 1.96 * (var / n).sqrt())
}

/// The Elo difference of a score (±∞ at 1 and 0 shown as ±1000, the usual cap).
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    // `+ 0.0`: an even score is +0, not -0.
    (-400.0 * (1.0 / s - 1.0).log10()).clamp(-1000.0, 1000.0) + 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_match_is_zero_elo_and_a_sweep_is_capped() {
        let (s, m) = score(5, 0, 5);
        assert_eq!(s, 0.5);
        assert!((m - 0.31).abs() < 0.01, "{m}");
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.8).abs() < 0.1);
        assert_eq!(elo(1.0), 1000.0);
        assert_eq!(score(10, 0, 0), (1.0, 0.0));
    }
}
