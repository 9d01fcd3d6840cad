//! The games and terms the tests of every crate start from (hidden from the docs).

use super::{GameId, GameRecord, GameResult, GameState, GameTerms, IllegalPolicy};
use yubin_rules::{Color, Rules, Variant};

impl GameTerms {
    /// The terms the tests start from: standard Chu, 3 days per move, an illegal move
    /// loses, a draw after 1000 plies, casual.
    #[doc(hidden)]
    pub fn chu_for_tests() -> GameTerms {
        GameTerms {
            rules: Rules::standard(Variant::Chu),
            preset: "standard".into(),
            start_sfen: None,
            illegal: IllegalPolicy::Lose,
            time_control: crate::clock::TimeControl::PerMove { days: 3 },
            max_plies: Some(1000),
            rated: false,
            draw_every: None,
        }
    }
}

impl GameRecord {
    /// The game the tests write about: game `id` under `terms` between alice@example.org
    /// (Black, the challenger) and bob@example.org, challenged at `now`.
    #[doc(hidden)]
    pub fn for_tests(id: GameId, terms: &GameTerms, now: i64) -> GameRecord {
        let setup = terms.setup(
            "alice@example.org".into(),
            "bob@example.org".into(),
            Color::Black,
            "root".into(),
            None,
        );
        GameRecord::challenged(id, setup, now)
    }

    /// [`GameRecord::for_tests`] challenged at 1,800,000,000 (2027-01-15), started a minute
    /// later and finished a day after that with `result`, for `reason`.
    #[doc(hidden)]
    pub fn finished_for_tests(
        id: GameId,
        terms: &GameTerms,
        result: GameResult,
        reason: &str,
    ) -> GameRecord {
        let mut rec = GameRecord::for_tests(id, terms, 1_800_000_000);
        rec.started_at = Some(1_800_000_060);
        rec.state = GameState::Finished;
        rec.result = Some(result);
        rec.result_reason = Some(reason.into());
        rec.finished_at = Some(1_800_090_000);
        rec
    }
}
