//! The subjects of the mails about a game's course, in their recipient's language: each
//! starts with the game's title (`Game 3, alice vs bob: …`; `対局3：alice 対 bob：…`); and
//! those of the tournament, rating and observer mails ([`others`]).

mod others;
pub use others::*;

use super::naming::{title_in, to_play_in};
use super::view_text::{num, plies_in, variant_in};
use super::AutoPly;
use crate::i18n::{self, Arg, Language};
use yubin_domain::model::GameRecord;
use yubin_rules::{Game, Variant};

/// Message `id` with the game's title and `args`.
fn subject(rec: &GameRecord, lang: Language, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let title = title_in(rec, lang);
    let mut all = vec![("title", Arg::Str(&title))];
    all.extend_from_slice(args);
    i18n::text(lang, id, all)
}

/// A move was played (`game` after it and the answers from conditional moves):
/// `Game 3, alice vs bob: 5. P-7f, 6. P-4d (conditional), alice (black) to play move 7`.
pub fn moved(
    rec: &GameRecord,
    game: &Game,
    number: usize,
    tsa: &str,
    auto: &[AutoPly],
    lang: Language,
) -> String {
    let answers: String = auto
        .iter()
        .map(|a| {
            i18n::text(
                lang,
                "subject-moved-answer",
                [("number", num(a.number)), ("move", Arg::Str(&a.notation))],
            )
        })
        .collect();
    let to_play = to_play_in(rec, game, lang);
    subject(
        rec,
        lang,
        "subject-moved",
        &[
            ("number", num(number)),
            ("move", Arg::Str(tsa)),
            ("answers", Arg::Str(&answers)),
            ("to_play", Arg::Str(&to_play)),
        ],
    )
}

/// A challenge, to the challenged: `…: alice challenges you to Chu Shogi`.
pub fn challenge(rec: &GameRecord, name: &str, variant: Variant, lang: Language) -> String {
    let variant = variant_in(variant, lang);
    subject(
        rec,
        lang,
        "subject-challenge",
        &[("name", Arg::Str(name)), ("variant", Arg::Str(&variant))],
    )
}

/// A challenge, to the challenger: `…: challenge sent to bob`.
pub fn challenge_sent(rec: &GameRecord, name: &str, lang: Language) -> String {
    subject(
        rec,
        lang,
        "subject-challenge-sent",
        &[("name", Arg::Str(name))],
    )
}

/// The challenge was accepted: `…: challenge accepted, alice (black) to play move 1`.
pub fn started(rec: &GameRecord, game: &Game, lang: Language) -> String {
    let to_play = to_play_in(rec, game, lang);
    subject(
        rec,
        lang,
        "subject-started",
        &[("to_play", Arg::Str(&to_play))],
    )
}

/// A challenge declined (by its challenged player, or by one who left the service):
/// `Game 3, alice vs bob: challenge declined`.
pub fn declined(rec: &GameRecord, lang: Language) -> String {
    subject(rec, lang, "subject-declined", &[])
}

/// The answer to `board`: `…: board at move 5, alice (black) to play move 5`.
pub fn board(rec: &GameRecord, game: &Game, lang: Language) -> String {
    let to_play = to_play_in(rec, game, lang);
    subject(
        rec,
        lang,
        "subject-board",
        &[
            ("number", num(game.moves().len() + 1)),
            ("to_play", Arg::Str(&to_play)),
        ],
    )
}

/// The answer to `history`: `…: history, 12 plies`.
pub fn history(rec: &GameRecord, game: &Game, lang: Language) -> String {
    let plies = plies_in(game.moves().len(), lang);
    subject(rec, lang, "subject-history", &[("plies", Arg::Str(&plies))])
}

/// The answer to `preview`: `…: preview of 5. P-7f (not played)`.
pub fn preview(rec: &GameRecord, number: usize, tsa: &str, lang: Language) -> String {
    subject(
        rec,
        lang,
        "subject-preview",
        &[("number", num(number)), ("move", Arg::Str(tsa))],
    )
}

/// A reminder: `…: reminder, your move 5 is due by 2026-12-21 14:00 UTC` (`due` in the
/// recipient's zone and language).
pub fn reminder(rec: &GameRecord, number: usize, due: &str, lang: Language) -> String {
    subject(
        rec,
        lang,
        "subject-reminder",
        &[("number", num(number)), ("due", Arg::Str(due))],
    )
}

/// A tournament game paired: `…: alice (black) to play move 1`.
pub fn paired(rec: &GameRecord, game: &Game, lang: Language) -> String {
    let to_play = to_play_in(rec, game, lang);
    subject(
        rec,
        lang,
        "subject-paired",
        &[("to_play", Arg::Str(&to_play))],
    )
}

/// The answer to `analyse N` that queues the request (issue 27): `Game 12: analysis queued`.
pub fn analysis_queued(lang: Language, game: i64) -> String {
    i18n::text(lang, "analysis-queued-subject", [("game", Arg::Num(game))])
}

/// A game's analysis: `Game 12: the computer's analysis`.
pub fn analysis(lang: Language, game: i64) -> String {
    i18n::text(lang, "analysis-subject", [("game", Arg::Num(game))])
}
