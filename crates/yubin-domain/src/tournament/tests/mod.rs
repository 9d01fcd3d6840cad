//! The tournament's tests: golden tables and properties of the round robin
//! ([`round_robin`]), the Swiss ([`swiss`]) and the knockout ([`knockout`]), and the
//! matching the Swiss relies on ([`matching`]).
//!
//! Golden files are under `tests/golden/`; `YUBIN_BLESS=1` writes them anew.

mod knockout;
mod matching;
mod round_robin;
mod swiss;

use std::path::Path;

/// Compares `text` with the golden file `name` of `tests/golden/` (two test modules write
/// into that folder, so it is checked file by file, not as a whole).
fn golden(name: &str, text: &str) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/tournament/tests/golden");
    yubin_golden::check(Path::new(dir).join(name), text);
}

#[test]
fn seeding_by_rating_then_key() {
    use super::{seeding, Entrant};
    let e = |rating, key| Entrant { rating, key };
    let entrants = [e(1500, 7), e(1800, 3), e(1500, 2), e(1800, 3), e(2100, 9)];
    assert_eq!(seeding(&entrants), [4, 1, 3, 2, 0]);
    assert!(seeding(&[]).is_empty());
}

#[test]
fn vocabulary_texts_and_round_counts() {
    use super::{Format, GameResult, Pairing, Points, Round, Seed, TournamentError};
    use yubin_rules::Color;
    assert_eq!(Seed(0).to_string(), "1");
    let texts: Vec<String> = [0, 1, 2, 7].map(|h| Points::halves(h).to_string()).into();
    assert_eq!(texts, ["0", "½", "1", "3½"]);
    let round = Round {
        number: 2,
        games: vec![Pairing {
            black: Seed(6),
            white: Seed(3),
        }],
        byes: vec![Seed(5)],
    };
    assert_eq!(round.to_string(), "round 2: 7-4 bye 6");
    assert_eq!(
        GameResult::Forfeit(Color::White).points(Color::White),
        Points::whole(1)
    );
    assert_eq!(GameResult::Draw.points(Color::White), Points::halves(1));
    assert_eq!(GameResult::Cancelled.points(Color::Black), Points::ZERO);
    assert!(!GameResult::Forfeit(Color::Black).played());
    assert_eq!(Format::RoundRobin { double: false }.rounds(7), 7);
    assert_eq!(Format::RoundRobin { double: true }.rounds(8), 14);
    assert_eq!(Format::Swiss { rounds: 5 }.rounds(200), 5);
    assert_eq!(Format::Knockout { games_per_match: 2 }.rounds(33), 6);
    assert_eq!(
        TournamentError::PlayerCount(1).to_string(),
        "player count 1 outside 2 to 1000"
    );
}
