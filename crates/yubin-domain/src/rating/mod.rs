//! Player ratings: Glicko-2, one game at a time, with the deviation growing while a player
//! does not play.
//!
//! Pure functions of ratings, results and instants (unix seconds); no store, no I/O, no wall
//! clock.
//!
//! * [`glicko`]: the rating system, written from Glickman's "Example of the Glicko-2 system"
//!   (Mark E. Glickman, Boston University, 22 November 2013): steps 1 to 8, the volatility
//!   found with the Illinois algorithm of step 5.1 ([`Glicko2::period`]); the deviation after
//!   a time without games ([`Glicko2::deviation_after`]); a finished game rated for both
//!   players ([`Glicko2::game`]).
//!
//! ```
//! use yubin_domain::rating::{Glicko2, Rating, Score};
//!
//! let system = Glicko2::default();
//! let (black, white) = (Rating::NEW, Rating::NEW);
//! let (black, white) = system.game(&black, &white, Score::Win, 1_700_000_000)?;
//! assert!(black.rating > 1500.0 && white.rating < 1500.0);
//! assert_eq!(black.updated, Some(1_700_000_000));
//! assert!(black.is_provisional());
//! # Ok::<(), yubin_domain::rating::RatingError>(())
//! ```
//!
//! # One game, one rating period
//!
//! As lishogi does, every finished game is a rating period of its own: each player is
//! updated against the other's rating from before the game. Before that, each player's
//! deviation is grown for the time since the player's last rated game
//! ([`Glicko2::deviation_after`]): lishogi applies the step-6 increase
//! `φ² + σ²` once per elapsed rating period, counting periods as
//! [`RATING_PERIODS_PER_DAY`] × days, fractions included, so `t` seconds without games give
//! `φ_t = √(φ² + n·σ²)` with `n = t / 86 400 × 0.21436`. The game's own period then adds its
//! step 6 as the paper says.
//!
//! # Bounds
//!
//! The results of the paper's steps are kept within lishogi's bounds (modules/rating,
//! `Glicko.scala`): the rating at least [`MIN_RATING`] (600), the deviation within
//! [`MIN_DEVIATION`] (45) and [`MAX_DEVIATION`], the volatility at most [`MAX_VOLATILITY`]
//! (0.1), one update moving a rating by at most [`MAX_RATING_DELTA`] (700). lishogi's
//! `maxDeviation` is 500 in some versions and 350 in others; 350 is used here, the
//! deviation of a new player, so that nobody becomes less known than a newcomer (Glickman's
//! recommendation for Glicko as well). lishogi has no upper rating bound apart from a sanity
//! check refusing 4000 and more; [`MAX_RATING`] is 4000 here for the same reason. Opponents'
//! ratings are used as given (Glickman's example has an opponent at RD 30).

pub mod glicko;

#[cfg(test)]
mod tests;

use std::fmt;

pub use glicko::Glicko2;

/// The rating of a player with no rated game (Glickman; lishogi's default).
pub const DEFAULT_RATING: f64 = 1500.0;
/// The deviation of a player with no rated game (Glickman; lishogi's default).
pub const DEFAULT_DEVIATION: f64 = 350.0;
/// The volatility of a player with no rated game (lishogi's default, 0.06 as in Glickman's
/// example).
pub const DEFAULT_VOLATILITY: f64 = 0.06;
/// The system constant τ, which limits how fast the volatility changes (lishogi: 0.75;
/// Glickman suggests 0.3 to 1.2).
pub const TAU: f64 = 0.75;
/// Rating periods per day of inactivity (lishogi's `ratingPeriodsPerDay`, chosen there so
/// that a typical deviation goes from 60 to 110 in a year without games).
pub const RATING_PERIODS_PER_DAY: f64 = 0.21436;
/// A rating is provisional while its deviation is at least this. lishogi's
/// `Glicko.provisionalDeviation` (modules/rating/src/main/Glicko.scala, every version
/// found, and lichess alike) is 110.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The lowest rating (lishogi's `minRating`).
pub const MIN_RATING: f64 = 600.0;
/// The highest rating (lishogi's sanity check refuses 4000 and more).
pub const MAX_RATING: f64 = 4000.0;
/// The lowest deviation (lishogi's `minDeviation`).
pub const MIN_DEVIATION: f64 = 45.0;
/// The highest deviation: a new player's (see the module docs).
pub const MAX_DEVIATION: f64 = 350.0;
/// The highest volatility (lishogi's `maxVolatility`: "past this, it might not stabilize
/// ever again").
pub const MAX_VOLATILITY: f64 = 0.1;
/// The most one update moves a rating (lishogi's `maxRatingDelta`).
pub const MAX_RATING_DELTA: f64 = 700.0;
/// The factor between the Glicko and the Glicko-2 scale (Glickman, step 2).
pub const SCALE: f64 = 173.7178;
/// The convergence tolerance ε of step 5 (Glickman: 0.000001).
pub const EPSILON: f64 = 0.000_001;

/// A player's Glicko-2 rating, on the Glicko scale (1500 / 350), and when it last changed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating `r`.
    pub rating: f64,
    /// The rating deviation `RD`, as of `updated`.
    pub deviation: f64,
    /// The volatility `σ`.
    pub volatility: f64,
    /// When the rating was last updated (unix seconds); `None` before the first rated game.
    pub updated: Option<i64>,
}

impl Rating {
    /// A player with no rated game: 1500 / 350 / 0.06.
    pub const NEW: Rating = Rating {
        rating: DEFAULT_RATING,
        deviation: DEFAULT_DEVIATION,
        volatility: DEFAULT_VOLATILITY,
        updated: None,
    };

    /// A rating with no update instant.
    pub const fn new(rating: f64, deviation: f64, volatility: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility,
            updated: None,
        }
    }

    /// Whether the rating is provisional: its deviation at least [`PROVISIONAL_DEVIATION`].
    /// Pass the rating as it stands now ([`Glicko2::at`]) to count inactivity.
    pub fn is_provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// Checks that the numbers can be rated: all finite, deviation and volatility positive.
    ///
    /// # Errors
    ///
    /// [`RatingError::Invalid`] with the rating.
    pub fn check(&self) -> Result<(), RatingError> {
        let ok = self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.volatility > 0.0;
        if ok {
            Ok(())
        } else {
            Err(RatingError::Invalid(*self))
        }
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

/// A game's result for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Lost: 0.
    Loss,
    /// Drawn: ½.
    Draw,
    /// Won: 1.
    Win,
}

impl Score {
    /// The score `s` of Glickman's formulas: 0, 0.5 or 1.
    pub fn value(self) -> f64 {
        match self {
            Score::Loss => 0.0,
            Score::Draw => 0.5,
            Score::Win => 1.0,
        }
    }

    /// The opponent's result of the same game.
    pub fn opposite(self) -> Score {
        match self {
            Score::Loss => Score::Win,
            Score::Draw => Score::Draw,
            Score::Win => Score::Loss,
        }
    }
}

/// One game of a rating period: the opponent's rating before it and the player's result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// The opponent's rating (its deviation as of the game).
    pub opponent: Rating,
    /// The player's result.
    pub score: Score,
}

/// Why a rating could not be computed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RatingError {
    /// A rating with a non-finite number, or a deviation or volatility not above zero.
    Invalid(Rating),
    /// System constants that cannot rate: τ, ε or the periods per day not positive and
    /// finite (the constants).
    InvalidSystem(Glicko2),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::Invalid(r) => write!(
                f,
                "invalid rating {} / {} / {}",
                r.rating, r.deviation, r.volatility
            ),
            RatingError::InvalidSystem(s) => write!(
                f,
                "invalid rating system tau={} epsilon={} periods_per_day={}",
                s.tau, s.epsilon, s.periods_per_day
            ),
        }
    }
}

impl std::error::Error for RatingError {}
