//! The Glicko-2 computation, step by step as in Glickman's "Example of the Glicko-2 system"
//! (2013), and the bounds and inactivity rule lishogi adds (see the module docs of
//! [`crate::rating`]).

use super::{
    Game, Rating, RatingError, DEFAULT_RATING, EPSILON, MAX_DEVIATION, MAX_RATING,
    MAX_RATING_DELTA, MAX_VOLATILITY, MIN_DEVIATION, MIN_RATING, RATING_PERIODS_PER_DAY, SCALE,
    TAU,
};
use std::f64::consts::PI;

/// Seconds in a day.
const DAY: f64 = 86_400.0;
/// Step 5.2's search for B steps down at most this many times (it ends after a few).
const MAX_BRACKET_STEPS: u32 = 1_000;
/// The Illinois iteration stops after this many steps at the latest (it converges in a few
/// dozen).
const MAX_ILLINOIS_STEPS: u32 = 200;

/// The constants of a Glicko-2 rating system. [`Glicko2::LISHOGI`] (the default) holds
/// lishogi's, all documented beside their constants in [`crate::rating`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko2 {
    /// The system constant τ.
    pub tau: f64,
    /// The convergence tolerance ε of the volatility's iteration.
    pub epsilon: f64,
    /// Rating periods per day without games (the growth of the deviation).
    pub periods_per_day: f64,
    /// The lowest rating an update gives.
    pub min_rating: f64,
    /// The highest rating an update gives.
    pub max_rating: f64,
    /// The lowest deviation an update gives.
    pub min_deviation: f64,
    /// The highest deviation an update or inactivity gives.
    pub max_deviation: f64,
    /// The highest volatility an update gives.
    pub max_volatility: f64,
    /// The most one update moves a rating.
    pub max_delta: f64,
}

impl Default for Glicko2 {
    fn default() -> Glicko2 {
        Glicko2::LISHOGI
    }
}

impl Glicko2 {
    /// lishogi's constants.
    pub const LISHOGI: Glicko2 = Glicko2 {
        tau: TAU,
        epsilon: EPSILON,
        periods_per_day: RATING_PERIODS_PER_DAY,
        min_rating: MIN_RATING,
        max_rating: MAX_RATING,
        min_deviation: MIN_DEVIATION,
        max_deviation: MAX_DEVIATION,
        max_volatility: MAX_VOLATILITY,
        max_delta: MAX_RATING_DELTA,
    };

    fn check(&self) -> Result<(), RatingError> {
        let positive = |x: f64| x.is_finite() && x > 0.0;
        if positive(self.tau)
            && positive(self.epsilon)
            && self.periods_per_day.is_finite()
            && self.periods_per_day >= 0.0
        {
            Ok(())
        } else {
            Err(RatingError::InvalidSystem(*self))
        }
    }

    /// One rating period of `player` (Glickman's steps 1 to 8): the games it played in the
    /// period, each against the opponent's rating from before the period. Without games only
    /// step 6 applies (the deviation grows by one period). The result is kept within the
    /// bounds; `updated` is `player`'s.
    ///
    /// A period whose games carry no information (the expected scores all exactly 0 or 1,
    /// against opponents thousands of points away) counts as a period without games.
    ///
    /// # Errors
    ///
    /// [`RatingError::Invalid`] for the player or an opponent whose numbers cannot be
    /// rated ([`Rating::check`]); [`RatingError::InvalidSystem`].
    pub fn period(&self, player: &Rating, games: &[Game]) -> Result<Rating, RatingError> {
        self.check()?;
        player.check()?;
        for game in games {
            game.opponent.check()?;
        }
        // Step 2: to the Glicko-2 scale.
        let mu = (player.rating - DEFAULT_RATING) / SCALE;
        let phi = player.deviation / SCALE;
        let sigma = player.volatility;
        // Steps 3 and 4: the estimated variance v and the improvement Δ = v · Σ g (s − E).
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - DEFAULT_RATING) / SCALE;
            let g_j = g(game.opponent.deviation / SCALE);
            let e = expected(mu, mu_j, g_j);
            inverse_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (game.score.value() - e);
        }
        if !(inverse_v > 0.0 && inverse_v.is_finite()) {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Ok(self.bound(player, player.rating, phi_star * SCALE, sigma));
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma = self.volatility(delta, phi, v, sigma);
        // Step 6: the pre-period deviation.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        // Step 7: the new deviation and rating.
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        // Step 8: back to the Glicko scale.
        Ok(self.bound(
            player,
            SCALE * mu_new + DEFAULT_RATING,
            SCALE * phi_new,
            sigma,
        ))
    }

    /// Step 5: σ′ by the Illinois algorithm (regula falsi with the halving of the retained
    /// end's value), on `f(x) = eˣ(Δ² − φ² − v − eˣ) / 2(φ² + v + eˣ)² − (x − a) / τ²`.
    fn volatility(&self, delta: f64, phi: f64, v: f64, sigma: f64) -> f64 {
        let tau = self.tau;
        let a = (sigma * sigma).ln();
        let (d2, p2) = (delta * delta, phi * phi);
        let f = |x: f64| {
            let ex = x.exp();
            let denominator = p2 + v + ex;
            ex * (d2 - p2 - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau)
        };
        // 5.2: the bracket [A, B].
        let mut big_a = a;
        let mut big_b = if d2 > p2 + v {
            (d2 - p2 - v).ln()
        } else {
            let mut k = 1.0;
            let mut steps = 0;
            while f(a - k * tau) < 0.0 && steps < MAX_BRACKET_STEPS {
                k += 1.0;
                steps += 1;
            }
            a - k * tau
        };
        // 5.3 and 5.4.
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        let mut steps = 0;
        while (big_b - big_a).abs() > self.epsilon && steps < MAX_ILLINOIS_STEPS {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
            steps += 1;
        }
        // 5.5.
        (big_a / 2.0).exp()
    }

    /// The result of an update of `old`, within the bounds.
    fn bound(&self, old: &Rating, rating: f64, deviation: f64, volatility: f64) -> Rating {
        let rating = rating
            .clamp(old.rating - self.max_delta, old.rating + self.max_delta)
            .clamp(self.min_rating, self.max_rating);
        Rating {
            rating,
            deviation: deviation.clamp(self.min_deviation, self.max_deviation),
            volatility: volatility.min(self.max_volatility),
            updated: old.updated,
        }
    }

    /// The deviation of `rating` after `secs` seconds without games: step 6 applied once per
    /// elapsed rating period, fractions of a period included, `√(RD² + n·(173.7178 σ)²)` with
    /// `n = secs / 86 400 × periods_per_day`, at most `max_deviation`. It never falls: a
    /// deviation already above the cap, or a negative `secs`, leaves it as it is.
    pub fn deviation_after(&self, rating: &Rating, secs: i64) -> f64 {
        let rd = rating.deviation;
        if secs <= 0 || rd >= self.max_deviation {
            return rd;
        }
        let periods = secs as f64 / DAY * self.periods_per_day;
        let s = SCALE * rating.volatility;
        let grown = (rd * rd + periods * s * s).sqrt();
        if grown.is_finite() {
            grown.clamp(rd, self.max_deviation)
        } else {
            rd
        }
    }

    /// `rating` as it stands at `now`: the deviation grown since `updated`
    /// ([`Glicko2::deviation_after`]) and `updated` moved to `now`, so that applying it again
    /// later grows the deviation only for the time since. A rating never updated is returned
    /// as it is.
    pub fn at(&self, rating: &Rating, now: i64) -> Rating {
        match rating.updated {
            None => *rating,
            Some(t) if now <= t => *rating,
            Some(t) => Rating {
                deviation: self.deviation_after(rating, now - t),
                updated: Some(now),
                ..*rating
            },
        }
    }

    /// Both players' ratings after a game that ended at `now`, `score` being the first
    /// player's result: each is first brought to `now` ([`Glicko2::at`]), then updated
    /// against the other's rating from before the game, the game being a rating period of
    /// its own. Both results have `updated = Some(now)`.
    ///
    /// # Errors
    ///
    /// As [`Glicko2::period`].
    pub fn game(
        &self,
        first: &Rating,
        second: &Rating,
        score: super::Score,
        now: i64,
    ) -> Result<(Rating, Rating), RatingError> {
        let a = self.at(first, now);
        let b = self.at(second, now);
        let new_a = self.period(&a, &[Game { opponent: b, score }])?;
        let new_b = self.period(
            &b,
            &[Game {
                opponent: a,
                score: score.opposite(),
            }],
        )?;
        Ok((
            Rating {
                updated: Some(now),
                ..new_a
            },
            Rating {
                updated: Some(now),
                ..new_b
            },
        ))
    }
}

/// Glickman's `g(φ) = 1 / √(1 + 3φ²/π²)`.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Glickman's `E(μ, μⱼ, φⱼ) = 1 / (1 + exp(−g(φⱼ)(μ − μⱼ)))`.
fn expected(mu: f64, mu_j: f64, g_j: f64) -> f64 {
    1.0 / (1.0 + (-g_j * (mu - mu_j)).exp())
}
