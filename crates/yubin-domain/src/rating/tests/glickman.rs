//! Glickman's example, inactivity figures, bounds and refusals.

use crate::rating::{
    Game, Glicko2, Rating, RatingError, Score, MAX_DEVIATION, PROVISIONAL_DEVIATION, SCALE,
};

const DAY: i64 = 86_400;

fn close(actual: f64, expected: f64, tolerance: f64) {
    assert!(
        (actual - expected).abs() <= tolerance,
        "{actual} is not {expected} ± {tolerance}"
    );
}

#[test]
fn glickmans_example() {
    // "Example of the Glicko-2 system", steps 1 to 8.
    let player = Rating::new(1500.0, 200.0, 0.06);
    let games = [
        (Rating::new(1400.0, 30.0, 0.06), Score::Win),
        (Rating::new(1550.0, 100.0, 0.06), Score::Loss),
        (Rating::new(1700.0, 300.0, 0.06), Score::Loss),
    ]
    .map(|(opponent, score)| Game { opponent, score });
    let r = Glicko2::default().period(&player, &games).unwrap();
    close(r.rating, 1464.06, 0.01);
    close(r.deviation, 151.52, 0.01);
    close(r.volatility, 0.05999, 0.000_01);
    assert_eq!(r.updated, None);
    println!(
        "glickman: r' = {:.4}, RD' = {:.4}, sigma' = {:.8}",
        r.rating, r.deviation, r.volatility
    );
}

#[test]
fn a_period_without_games_only_grows_the_deviation() {
    let player = Rating::new(1500.0, 200.0, 0.06);
    let r = Glicko2::default().period(&player, &[]).unwrap();
    assert_eq!(r.rating, 1500.0);
    assert_eq!(r.volatility, 0.06);
    close(
        r.deviation,
        (200.0f64.powi(2) + (SCALE * 0.06).powi(2)).sqrt(),
        1e-9,
    );
}

#[test]
fn a_year_without_games_takes_sixty_to_about_one_hundred_ten() {
    // lishogi's comment on ratingPeriodsPerDay: "a typical player's RD goes from 60 -> 110
    // in 1 year".
    let player = Rating::new(1800.0, 60.0, 0.06);
    let rd = Glicko2::default().deviation_after(&player, 365 * DAY);
    close(rd, 110.0, 0.5);
}

#[test]
fn inactivity_counts_fractions_of_a_period() {
    let system = Glicko2::default();
    let player = Rating::new(1800.0, 60.0, 0.06);
    // A day is 0.21436 periods.
    let expected = (60.0f64.powi(2) + 0.21436 * (SCALE * 0.06).powi(2)).sqrt();
    close(system.deviation_after(&player, DAY), expected, 1e-9);
    assert!(system.deviation_after(&player, 1) > 60.0);
    assert_eq!(system.deviation_after(&player, 0), 60.0);
    assert_eq!(system.deviation_after(&player, -DAY), 60.0);
}

#[test]
fn inactivity_stops_at_the_deviation_of_a_new_player() {
    let system = Glicko2::default();
    let player = Rating::new(1800.0, 60.0, 0.06);
    assert_eq!(
        system.deviation_after(&player, 100 * 365 * DAY),
        MAX_DEVIATION
    );
    assert_eq!(system.deviation_after(&player, i64::MAX), MAX_DEVIATION);
}

#[test]
fn at_grows_the_deviation_since_the_last_game() {
    let system = Glicko2::default();
    let player = Rating {
        updated: Some(1_000),
        ..Rating::new(1800.0, 60.0, 0.06)
    };
    let later = system.at(&player, 1_000 + 365 * DAY);
    assert_eq!(later.updated, Some(1_000 + 365 * DAY));
    assert_eq!(later.rating, 1800.0);
    close(later.deviation, 110.0, 0.5);
    assert!(!player.is_provisional());
    assert!(system.at(&player, 1_000 + 2 * 365 * DAY).is_provisional());
    // Never rated: nothing to grow.
    assert_eq!(system.at(&Rating::NEW, 5 * DAY), Rating::NEW);
}

#[test]
fn a_game_rates_both_players_against_the_ratings_before_it() {
    let system = Glicko2::default();
    let black = Rating {
        updated: Some(0),
        ..Rating::new(1700.0, 80.0, 0.06)
    };
    let white = Rating::new(1500.0, 300.0, 0.06);
    let now = 30 * DAY;
    let (b, w) = system.game(&black, &white, Score::Loss, now).unwrap();
    let black_now = system.at(&black, now);
    let expected_b = system
        .period(
            &black_now,
            &[Game {
                opponent: white,
                score: Score::Loss,
            }],
        )
        .unwrap();
    let expected_w = system
        .period(
            &white,
            &[Game {
                opponent: black_now,
                score: Score::Win,
            }],
        )
        .unwrap();
    assert_eq!(b.rating, expected_b.rating);
    assert_eq!(b.deviation, expected_b.deviation);
    assert_eq!(w.rating, expected_w.rating);
    assert_eq!((b.updated, w.updated), (Some(now), Some(now)));
    assert!(b.rating < 1700.0 && w.rating > 1500.0);
    // The upset moves the uncertain newcomer much more than the established player.
    assert!(w.rating - 1500.0 > 3.0 * (1700.0 - b.rating));
}

#[test]
fn provisional_from_the_threshold_on() {
    assert_eq!(PROVISIONAL_DEVIATION, 110.0);
    assert!(Rating::NEW.is_provisional());
    assert!(Rating::new(1500.0, 110.0, 0.06).is_provisional());
    assert!(!Rating::new(1500.0, 109.99, 0.06).is_provisional());
}

#[test]
fn a_newcomer_stays_provisional_for_some_games() {
    let system = Glicko2::default();
    let mut a = Rating::NEW;
    let mut b = Rating::NEW;
    let mut games = 0;
    while a.is_provisional() {
        (a, b) = system.game(&a, &b, Score::Draw, games * DAY).unwrap();
        games += 1;
        assert!(games < 100);
    }
    assert!(games > 5, "{games}");
}

#[test]
fn ratings_stay_within_the_bounds() {
    let system = Glicko2::default();
    let weak = Rating::new(620.0, 350.0, 0.06);
    let strong = Rating::new(3990.0, 350.0, 0.06);
    let (w, s) = system.game(&weak, &strong, Score::Loss, 0).unwrap();
    assert!(w.rating >= 600.0 && s.rating <= 4000.0, "{w:?} {s:?}");
    let (w, s) = system.game(&weak, &strong, Score::Win, 0).unwrap();
    assert!(
        w.rating - 620.0 <= 700.0 && 3990.0 - s.rating <= 700.0,
        "{w:?} {s:?}"
    );
    // Thousands of points apart: nothing to learn, the deviations grow by one period.
    let far = Rating::new(1e9, 50.0, 0.06);
    let r = system
        .period(
            &weak,
            &[Game {
                opponent: far,
                score: Score::Loss,
            }],
        )
        .unwrap();
    assert_eq!(r.rating, 620.0);
}

#[test]
fn refuses_numbers_that_cannot_be_rated() {
    let system = Glicko2::default();
    for bad in [
        Rating::new(f64::NAN, 100.0, 0.06),
        Rating::new(1500.0, 0.0, 0.06),
        Rating::new(1500.0, 100.0, -0.1),
        Rating::new(1500.0, f64::INFINITY, 0.06),
    ] {
        let err = system.game(&bad, &Rating::NEW, Score::Win, 0).unwrap_err();
        assert!(
            matches!(err, RatingError::Invalid(r) if r.deviation == bad.deviation),
            "{err}"
        );
        let err = system.game(&Rating::NEW, &bad, Score::Win, 0).unwrap_err();
        assert!(matches!(err, RatingError::Invalid(_)));
    }
    let err = Glicko2::default()
        .period(&Rating::new(1500.0, 0.0, 0.06), &[])
        .unwrap_err();
    assert_eq!(err.to_string(), "invalid rating 1500 / 0 / 0.06");
    let system = Glicko2 {
        tau: 0.0,
        ..Glicko2::default()
    };
    let err = system.period(&Rating::NEW, &[]).unwrap_err();
    assert!(
        err.to_string().starts_with("invalid rating system tau=0 "),
        "{err}"
    );
}
