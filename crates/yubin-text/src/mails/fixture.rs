//! The game the mails' tests write about: game 5, alice@example.org (Black) against
//! bob@example.org (White), challenged, the players named as each test needs.

use yubin_domain::model::{GameId, GameRecord, GameTerms};

/// Game 5 of Chu between alice@example.org (Black, named `black`) and bob@example.org
/// (White, named `white`), as challenged.
pub(crate) fn game_five(black: &str, white: &str) -> GameRecord {
    let mut rec = GameRecord::for_tests(GameId(5), &GameTerms::chu_for_tests(), 0);
    rec.names = [Some(black.into()), Some(white.into())];
    rec
}
