//! The operator's decisions about a game (`yubin admin adjudicate`, `annul`, `resend`): an
//! input of the engine like a mail or a deadline, which returns effects for the shell to
//! apply, so that the rules of ending a game stay in one place ([`crate::game::end`]).
//!
//! * **Adjudicate** ends a game being played with the result the operator gives: the game-over
//!   mails of every ending, in each player's language, with the operator's reason
//!   ([`mails::EndDetail::Adjudicated`]); a tournament game then counts in the standings as
//!   any result does. Like a round's deadline, an adjudication is not rated
//!   ([`Termination::is_rated`]): no play decided it.
//! * **Annul** takes a game being played or finished out of everything that scores: its
//!   record becomes `aborted` with no result (the standings read only finished games), both
//!   players are told why, and when it had changed ratings, the variant's ratings are computed
//!   again from its rated games without it ([`Effect::Rerate`], [`rerate`]).
//! * **Resend** mails both players the game's board as it stands, again.

use crate::context::{domain, game_mail};
use crate::effect::Effect;
use crate::game::end::finish_game;
use crate::Engine;
use std::collections::HashMap;
use yubin_domain::model::{Ending, GameRecord, GameState, PlayerRating, Termination, Timeline};
use yubin_domain::msgid::{GameEvent, MessageId};
use yubin_domain::rating::{Glicko2, Rating, Score};
use yubin_domain::timing;
use yubin_rules::{Color, Game};
use yubin_text::mails;

/// What the operator decided about a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminAction {
    /// End it with this winner (`None`: a draw).
    Adjudicate(Option<Color>),
    /// Take it out of the ratings and standings.
    Annul,
    /// Send both players its board again.
    Resend,
}

impl AdminAction {
    /// The action's name in the admin log: `adjudicate`, `annul`, `resend` (the word of its
    /// mails' Message-IDs too).
    pub const fn name(&self) -> &'static str {
        self.event().as_str()
    }

    /// What its mails' Message-IDs name as their cause.
    pub const fn event(&self) -> GameEvent {
        match self {
            AdminAction::Adjudicate(_) => GameEvent::Adjudicate,
            AdminAction::Annul => GameEvent::Annul,
            AdminAction::Resend => GameEvent::Resend,
        }
    }
}

/// Why the operator's decision cannot be carried out on the game as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminRefusal {
    /// Adjudicate and resend need a game being played (or, resend, finished).
    NotPlaying(GameState),
    /// A challenge, declined or aborted game has nothing to annul.
    NothingToAnnul(GameState),
}

impl std::fmt::Display for AdminRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AdminRefusal::NotPlaying(s) => write!(
                f,
                "the game is {}, not being played: only a game being played can be \
                 adjudicated (a finished game's result can be annulled)",
                s.as_str()
            ),
            AdminRefusal::NothingToAnnul(s) => write!(
                f,
                "the game is {}: it has no result and counts for nothing, so there is nothing \
                 to annul",
                s.as_str()
            ),
        }
    }
}

impl Engine {
    /// The effects of the operator's `action` on game `rec` (after its moves, `game`, at the
    /// instants `timeline`) for `reason`, at `now`.
    ///
    /// # Errors
    /// The game is not in a state the action applies to.
    pub fn on_admin(
        &self,
        rec: GameRecord,
        game: &Game,
        timeline: &Timeline,
        action: &AdminAction,
        reason: &str,
        now: i64,
    ) -> Result<Vec<Effect>, AdminRefusal> {
        let s = self.settings();
        let mut rec = crate::profile::named(s, rec);
        let game_id = rec.id;
        // The instant and the action name the mails, as a deadline's do.
        let event = action.event();
        let id = |n: usize| {
            MessageId::Game {
                game: game_id,
                event,
                at: now,
                n,
            }
            .format(domain(&s.bot_address))
        };
        match action {
            AdminAction::Adjudicate(winner) => {
                if rec.state != GameState::Active {
                    return Err(AdminRefusal::NotPlaying(rec.state));
                }
                let ending = Ending {
                    winner: *winner,
                    how: Termination::Adjudication,
                };
                let detail = mails::EndDetail::Adjudicated {
                    reason: reason.to_string(),
                };
                Ok(finish_game(
                    s,
                    &mut rec,
                    game,
                    ending,
                    Some(detail),
                    now,
                    id,
                ))
            }
            AdminAction::Annul => {
                if !matches!(rec.state, GameState::Active | GameState::Finished) {
                    return Err(AdminRefusal::NothingToAnnul(rec.state));
                }
                let rated = rec.state == GameState::Finished
                    && rec.setup.terms.rated
                    && rec.termination.is_none_or(Termination::is_rated);
                rec.state = GameState::Aborted;
                rec.result = None;
                rec.termination = None;
                rec.result_reason = Some(format!("annulled by the operator: {reason}"));
                rec.finished_at = Some(now);
                rec.deadline = None;
                rec.remind_at = None;
                rec.draw_offered_by = None;
                rec.pause_offered_by = None;
                rec.takeback_offered = None;
                let mut effects = vec![Effect::UpdateGame(rec.clone())];
                if rated {
                    effects.push(Effect::Rerate(rec.setup.variant()));
                }
                // The mail shows the game as it now is: counting for no rating, so with no
                // "Rated" line and no ratings (those it read are the ones before the variant
                // is computed again without it).
                let mut shown = rec.clone();
                shown.setup.terms.rated = false;
                for (n, c) in Color::ALL.into_iter().enumerate() {
                    let lang = rec.look(c).language();
                    let body = mails::admin::Annulled {
                        g: mails::game_view(&shown, game, c),
                        reason: reason.to_string(),
                    }
                    .body();
                    let subject = mails::admin::annulled_subject(&rec, lang);
                    effects.push(Effect::Send(game_mail(
                        s,
                        &rec,
                        c,
                        id(n),
                        None,
                        subject,
                        body,
                    )));
                }
                Ok(effects)
            }
            AdminAction::Resend => {
                if !matches!(rec.state, GameState::Active | GameState::Finished) {
                    return Err(AdminRefusal::NotPlaying(rec.state));
                }
                let clocks = timing::clocks_of(&rec, game, timeline, now);
                let mut effects = Vec::new();
                for (n, c) in Color::ALL.into_iter().enumerate() {
                    let lang = rec.look(c).language();
                    let body = mails::Board {
                        g: mails::clocked_view(&rec, game, c, &clocks),
                    }
                    .body();
                    let subject = mails::subjects::board(&rec, game, lang);
                    effects.push(Effect::Send(game_mail(
                        s,
                        &rec,
                        c,
                        id(n),
                        None,
                        subject,
                        body,
                    )));
                }
                Ok(effects)
            }
        }
    }
}

/// A finished rated game, as [`rerate`] reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedGame {
    /// Black's address.
    pub black: String,
    /// White's address.
    pub white: String,
    /// The winner (`None`: a draw).
    pub winner: Option<Color>,
    /// When it ended.
    pub at: i64,
}

/// Every rating of a variant again, from its rated games in the order they ended: each
/// player's rating after each of their games, in order (the last one of a player is their
/// rating now). The same computation as at each game's end (the game its own rating period,
/// from the players' ratings then), so that games before an annulled one come out as they
/// were.
pub fn rerate(games: &[RatedGame]) -> Vec<(String, PlayerRating)> {
    let mut now: HashMap<&str, PlayerRating> = HashMap::new();
    let mut out = Vec::new();
    let new = PlayerRating {
        rating: Rating::NEW,
        games: 0,
    };
    for g in games {
        let before = [g.black.as_str(), g.white.as_str()].map(|a| *now.get(a).unwrap_or(&new));
        let score = match g.winner {
            Some(Color::Black) => Score::Win,
            Some(Color::White) => Score::Loss,
            None => Score::Draw,
        };
        // Stored ratings are checked when read; a failure leaves the game unrated, as at
        // its end.
        let Ok(after) = Glicko2::default().game(&before[0].rating, &before[1].rating, score, g.at)
        else {
            continue;
        };
        for ((address, old), rating) in [&g.black, &g.white]
            .into_iter()
            .zip(before)
            .zip([after.0, after.1])
        {
            let r = PlayerRating {
                rating,
                games: old.games + 1,
            };
            now.insert(address, r);
            out.push((address.clone(), r));
        }
    }
    out
}
