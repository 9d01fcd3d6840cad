//! Properties of a game's update and of inactivity.

use crate::rating::{Glicko2, Rating, Score, SCALE};
use proptest::prelude::*;

fn any_score() -> impl Strategy<Value = Score> {
    prop_oneof![Just(Score::Loss), Just(Score::Draw), Just(Score::Win)]
}

/// A rating within the bounds.
fn any_rating() -> impl Strategy<Value = Rating> {
    (600.0..4000.0f64, 45.0..=350.0f64, 0.01..=0.1f64).prop_map(|(r, rd, v)| Rating::new(r, rd, v))
}

proptest! {
    #[test]
    fn equal_players_who_draw_keep_their_ratings(player in any_rating()) {
        let (a, b) = Glicko2::default().game(&player, &player, Score::Draw, 0).unwrap();
        prop_assert!((a.rating - player.rating).abs() < 1e-9, "{:?}", a);
        prop_assert_eq!(a.rating, b.rating);
        prop_assert_eq!(a.deviation, b.deviation);
    }

    /// With equal deviations and volatilities the update is zero-sum: whatever the ratings
    /// and the result, the one gains exactly what the other loses (away from the bounds).
    /// With unequal deviations it is not: the less known player moves more.
    #[test]
    fn equal_uncertainty_makes_a_game_zero_sum(
        r1 in 1400.0..3200.0f64,
        r2 in 1400.0..3200.0f64,
        rd in 45.0..=350.0f64,
        vol in 0.01..=0.1f64,
        score in any_score(),
    ) {
        let (a, b) = (Rating::new(r1, rd, vol), Rating::new(r2, rd, vol));
        let (a2, b2) = Glicko2::default().game(&a, &b, score, 0).unwrap();
        let (da, db) = (a2.rating - r1, b2.rating - r2);
        prop_assert!((da + db).abs() < 1e-6, "{} {}", da, db);
        prop_assert!((a2.deviation - b2.deviation).abs() < 1e-9);
    }

    #[test]
    fn a_win_never_lowers_and_a_loss_never_raises(
        a in any_rating(),
        b in any_rating(),
        score in any_score(),
    ) {
        let (a2, b2) = Glicko2::default().game(&a, &b, score, 0).unwrap();
        match score {
            Score::Win => prop_assert!(a2.rating >= a.rating && b2.rating <= b.rating),
            Score::Loss => prop_assert!(a2.rating <= a.rating && b2.rating >= b.rating),
            // A draw moves each towards the other.
            Score::Draw if a.rating < b.rating => prop_assert!(a2.rating >= a.rating),
            Score::Draw => prop_assert!(a2.rating <= a.rating),
        }
    }

    /// One game moves a rating by at most φ*² on the Glicko-2 scale (|g (s − E)| < 1 and
    /// φ′ < φ*), so by less than (RD² + (173.7178 σ′)²) / 173.7178, and by 700 at most.
    #[test]
    fn the_change_of_one_game_is_bounded(
        a in any_rating(),
        b in any_rating(),
        score in any_score(),
    ) {
        let (a2, _) = Glicko2::default().game(&a, &b, score, 0).unwrap();
        let change = (a2.rating - a.rating).abs();
        let bound = (a.deviation.powi(2) + (SCALE * 0.2).powi(2)) / SCALE;
        prop_assert!(change <= bound, "{} > {}", change, bound);
        prop_assert!(change <= 700.0);
    }

    #[test]
    fn everything_stays_within_the_bounds(
        a in any_rating(),
        b in any_rating(),
        score in any_score(),
        idle in 0..4_000i64,
    ) {
        let a = Rating { updated: Some(0), ..a };
        let (a2, b2) = Glicko2::default().game(&a, &b, score, idle * 86_400).unwrap();
        for r in [a2, b2] {
            prop_assert!((45.0..=350.0).contains(&r.deviation), "{:?}", r);
            prop_assert!((600.0..=4000.0).contains(&r.rating), "{:?}", r);
            prop_assert!(r.volatility > 0.0 && r.volatility <= 0.1, "{:?}", r);
        }
    }

    #[test]
    fn inactivity_only_increases_the_deviation(
        a in any_rating(),
        t1 in -1_000_000_000..1_000_000_000i64,
        t2 in -1_000_000_000..1_000_000_000i64,
    ) {
        let system = Glicko2::default();
        let (t1, t2) = (t1.min(t2), t1.max(t2));
        let d1 = system.deviation_after(&a, t1);
        let d2 = system.deviation_after(&a, t2);
        prop_assert!(a.deviation <= d1 && d1 <= d2 && d2 <= 350.0, "{} {} {}", d1, d2, a.deviation);
    }

    /// Bringing a rating to `t1` and then to `t2` is bringing it to `t2`.
    #[test]
    fn at_composes(a in any_rating(), t1 in 0..100_000_000i64, t2 in 0..100_000_000i64) {
        let system = Glicko2::default();
        let (t1, t2) = (t1.min(t2), t1.max(t2));
        let a = Rating { updated: Some(0), ..a };
        let direct = system.at(&a, t2);
        let steps = system.at(&system.at(&a, t1), t2);
        prop_assert!((direct.deviation - steps.deviation).abs() < 1e-9);
        prop_assert_eq!(direct.updated, steps.updated);
    }
}
