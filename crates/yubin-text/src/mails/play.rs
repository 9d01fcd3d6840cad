//! What players do in a game besides moving, and how it ends, in each reader's language:
//! the sentences the engine puts in the mails of `game_over.*`, `draw.*`, `takeback.*`,
//! `aborted.*`, `clock_news.*`, `conditional.*` and `leave.*`, and their subjects
//! (`locales/*/play.ftl`).

use super::naming::{player_in, title_in, to_play_in};
use crate::burns::Burned;
use crate::i18n::{self, Arg, Language, Para};
use yubin_domain::clock::{format_amount, Secs};
use yubin_domain::model::{GameRecord, Zone};
use yubin_rules::{Color, Game, IllegalMove};

/// What still works after a mail that was not carried out through no fault of its sender (a
/// damaged record, a failure of the server), in `lang`.
pub fn others_go_on_in(lang: Language) -> String {
    i18n::text(lang, "others-go-on", [])
}

/// More about how a game ended, said under the game-over mail's first line: when the time
/// ran out, which move ended the game, which move was illegal. Each reader reads it in their
/// language ([`EndDetail::text_in`]); the record keeps the English ([`Language::En`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndDetail {
    /// `on_turn` did not play move `number` by `deadline`.
    Timeout {
        /// The side that ran out of time.
        on_turn: Color,
        /// The move it did not play.
        number: usize,
        /// The deadline (written in UTC: both players read it).
        deadline: i64,
    },
    /// The move that ended the game.
    LastMove {
        /// Who played it.
        player: Color,
        /// Its number.
        number: usize,
        /// In TSA notation.
        notation: String,
        /// As Japanese records write it ([`crate::kanji_move::format`]).
        kanji: String,
        /// Played from its player's conditional moves.
        conditional: bool,
        /// What fire demons burned with it.
        burned: Vec<Burned>,
    },
    /// The game reached its length limit.
    LengthLimit {
        /// The limit, in plies.
        plies: u32,
    },
    /// An illegal move lost the game (`illegal=lose`).
    Illegal {
        /// Who played it.
        player: Color,
        /// Its number.
        number: usize,
        /// What they wrote.
        text: String,
        /// Why it is illegal.
        why: IllegalMove,
    },
    /// The player left the service and asked to be forgotten (`forget me`): their games
    /// ended; the record names them by their new pseudonym.
    Left(Color),
    /// The operator decided the result (`yubin admin adjudicate`), for this reason (as the
    /// operator wrote it).
    Adjudicated {
        /// The operator's reason.
        reason: String,
    },
}

impl EndDetail {
    /// The sentences in `lang`: `alice (black) did not play move 7 by the deadline, …`.
    pub fn text_in(&self, rec: &GameRecord, lang: Language) -> String {
        self.para_in(rec, lang).text
    }

    /// The sentences in `lang`, for a mail's text and HTML parts (the move at fault as code).
    pub fn para_in(&self, rec: &GameRecord, lang: Language) -> Para {
        match self {
            EndDetail::Timeout {
                on_turn,
                number,
                deadline,
            } => Para::new(
                lang,
                "game-over-timeout",
                [
                    ("player", Arg::Str(&player_in(rec, *on_turn, lang))),
                    ("number", Arg::Num(*number as i64)),
                    ("deadline", Arg::Str(&Zone::UTC.format_in(*deadline, lang))),
                ],
            ),
            EndDetail::LastMove {
                player,
                number,
                notation,
                kanji,
                conditional,
                burned,
            } => {
                let id = if *conditional {
                    "game-over-last-conditional"
                } else {
                    "game-over-last-move"
                };
                let out = Para::new(
                    lang,
                    id,
                    [
                        ("player", Arg::Str(&player_in(rec, *player, lang))),
                        ("number", Arg::Num(*number as i64)),
                        (
                            "move",
                            Arg::Str(&crate::kanji_move::beside(kanji, notation, lang)),
                        ),
                    ],
                );
                match crate::wording::burns_in(burned, false, lang) {
                    Some(burns) => out.then(&Para::plain(&burns), lang),
                    None => out,
                }
            }
            EndDetail::LengthLimit { plies } => Para::new(
                lang,
                "game-over-length-limit",
                [("plies", Arg::Num((*plies).into()))],
            ),
            EndDetail::Illegal {
                player,
                number,
                text,
                why,
            } => Para::new(
                lang,
                "game-over-illegal",
                [
                    ("player", Arg::Str(&player_in(rec, *player, lang))),
                    ("number", Arg::Num(*number as i64)),
                    ("move", Arg::Code(text)),
                    (
                        "reason",
                        Arg::Str(&crate::wording::illegal_in(
                            why,
                            &rec.setup.terms.rules,
                            lang,
                        )),
                    ),
                ],
            ),
            EndDetail::Left(player) => Para::new(
                lang,
                "game-over-left",
                [("player", Arg::Str(&player_in(rec, *player, lang)))],
            ),
            EndDetail::Adjudicated { reason } => Para::new(
                lang,
                "game-over-adjudicated",
                [("reason", Arg::Str(reason))],
            ),
        }
    }
}

/// The game-over mail's subject in `lang`: `Game 3, alice vs bob: game over after 12 plies,
/// 1-0 (resignation)`.
pub fn game_over_subject(
    rec: &GameRecord,
    plies: usize,
    result: &str,
    ending: &yubin_domain::model::Ending,
    lang: Language,
) -> String {
    i18n::text(
        lang,
        "game-over-subject",
        [
            ("title", Arg::Str(&title_in(rec, lang))),
            ("plies", Arg::Num(plies as i64)),
            ("result", Arg::Str(result)),
            (
                "ending",
                Arg::Str(&crate::wording::ending_label_in(ending, lang)),
            ),
        ],
    )
}

/// Message `id` about `player` (`$player`) in game `rec`, in `lang`, with the game's title
/// (`$title`) and who is to play (`$to_play`) for the messages that take them, and `args`
/// besides.
fn about(
    rec: &GameRecord,
    game: &Game,
    id: &str,
    player: Color,
    args: &[(&str, Arg<'_>)],
    lang: Language,
) -> String {
    let title = title_in(rec, lang);
    let who = player_in(rec, player, lang);
    let to_play = to_play_in(rec, game, lang);
    let mut all = vec![
        ("title", Arg::Str(&title)),
        ("player", Arg::Str(&who)),
        ("to_play", Arg::Str(&to_play)),
    ];
    all.extend_from_slice(args);
    i18n::text(lang, id, all)
}

/// A draw offered by `offerer` at the next move, in `lang`: the mail's sentence (`alice
/// (black) offers a draw.`) and its subject.
pub fn draw_offered(
    rec: &GameRecord,
    game: &Game,
    offerer: Color,
    lang: Language,
) -> (String, String) {
    let number = [("number", Arg::Num(game.moves().len() as i64 + 1))];
    (
        about(rec, game, "draw-offered", offerer, &[], lang),
        about(rec, game, "draw-offered-subject", offerer, &number, lang),
    )
}

/// A draw offer declined by `decliner`, in `lang`: the sentence and the subject.
pub fn draw_declined(
    rec: &GameRecord,
    game: &Game,
    decliner: Color,
    lang: Language,
) -> (String, String) {
    (
        about(rec, game, "draw-declined", decliner, &[], lang),
        about(rec, game, "draw-declined-subject", decliner, &[], lang),
    )
}

/// The subject of the mail of a game aborted by `aborter`, in `lang`.
pub fn aborted_subject(rec: &GameRecord, game: &Game, aborter: Color, lang: Language) -> String {
    about(rec, game, "aborted-subject", aborter, &[], lang)
}

/// The subject of a takeback mail, in `lang`: `asker` asked for `plies` plies back to move
/// `back_to` (the takeback of `asker`, agreed or declined by the other player).
pub fn takeback_subject(
    rec: &GameRecord,
    game: &Game,
    step: super::TakebackStep,
    asker: Color,
    (plies, back_to): (u32, u32),
    lang: Language,
) -> String {
    let asker_name = player_in(rec, asker, lang);
    let answerer = player_in(rec, !asker, lang);
    let args = [
        ("asker", Arg::Str(&asker_name)),
        ("answerer", Arg::Str(&answerer)),
        ("plies", Arg::Num(plies.into())),
        ("back", Arg::Num(back_to.into())),
    ];
    let id = match step {
        super::TakebackStep::Asked => "takeback-asked-subject",
        super::TakebackStep::Accepted => "takeback-accepted-subject",
        super::TakebackStep::Declined => "takeback-declined-subject",
    };
    about(rec, game, id, asker, &args, lang)
}

/// The subject of a mail of [`super::News`] about `who`'s doing, in `lang`: `Game 3, alice vs
/// bob: the clocks are paused`.
pub fn clock_subject(
    rec: &GameRecord,
    game: &Game,
    news: &super::News,
    who: Color,
    lang: Language,
) -> String {
    use super::News;
    let mut args = Vec::new();
    let id = match news {
        News::PauseOffered => "clock-subject-pause-offered",
        News::PauseDeclined => "clock-subject-pause-declined",
        News::Paused => "clock-subject-paused",
        News::Resumed => "clock-subject-resumed",
        News::Gave { amount } => {
            args.push(("amount", Arg::Str(amount)));
            "clock-subject-gave"
        }
        News::LeaveBooked { .. } => "clock-subject-leave",
        News::LeaveCancelled => "clock-subject-back",
    };
    let what = about(rec, game, id, who, &args, lang);
    about(
        rec,
        game,
        "clock-subject",
        who,
        &[("news", Arg::Str(&what))],
        lang,
    )
}

/// Time given to the opponent, `secs`, in `lang`: as a player writes it in English (`1d
/// 12h`), in words in Japanese (`1日12時間`).
pub fn gift_in(secs: Secs, lang: Language) -> String {
    match lang {
        Language::En => format_amount(secs),
        Language::Ja => crate::wording::duration_in(secs, lang),
    }
}

/// The subject of the answer to `leave` in `lang`: `changed` as [`super::LeaveList`] has it.
pub fn leave_subject(changed: Option<bool>, lang: Language) -> String {
    let id = match changed {
        None => "leave-subject-list",
        Some(true) => "leave-subject-booked",
        Some(false) => "leave-subject-cancelled",
    };
    i18n::text(lang, id, [])
}

/// The subject of the list of `me`'s conditional moves (`lines` lines), in `lang`.
pub fn conditional_subject(
    rec: &GameRecord,
    game: &Game,
    me: Color,
    lines: usize,
    lang: Language,
) -> String {
    let lines = [("lines", Arg::Num(lines as i64))];
    about(rec, game, "conditional-subject", me, &lines, lang)
}

#[cfg(test)]
mod tests;
